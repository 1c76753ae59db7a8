// The verifiers of the TMA ops: what a tensor map can describe, mbarrier counts, copies matching their map, cluster
// sizes matching the kernel's, the indices a map's rank takes; and which tiles fill a cp.async ring's slots.
// RUN: tile-opt %s --split-input-file -verify-diagnostics

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @strided_rows(%m: !nv_tileaa.memref<?x?xf16, strides=[1,?], 1>) {
  // expected-error @below {{cannot copy tiles of 'tensor<128x64xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>' by TMA: the tile's lines do not lie along the memref's contiguous last dimension}}
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[1,?], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]>
nv_tileaa.func @column_lines(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>) {
  // expected-error @below {{the tile's lines do not lie along the memref's contiguous last dimension}}
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @swizzle(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>) {
  // expected-error @below {{its swizzle is not one of TMA's (16-byte groups, a 32, 64 or 128-byte period advancing every 128 bytes)}}
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @too_many_lines(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>) {
  // expected-error @below {{a box dimension exceeds TMA's 256 elements}}
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<512x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @lines_not_multiple_of_8(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>) {
  // expected-error @below {{a swizzled tile has a number of lines that is not a multiple of 8}}
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<4x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]>
nv_tileaa.func @short_unswizzled_lines(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>) {
  // expected-error @below {{an unswizzled line is not a multiple of 16 bytes}}
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<64x4xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @element_type(%m: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>) {
  // expected-error @below {{the memref is not of rank 2 to 5 (TMA's ranks, the tile its last two dimensions) and of the tile's element type}}
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x64xf16, #shared>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

// TMA's tensors have at most 5 dimensions.
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @rank_6(%m: !nv_tileaa.memref<?x?x?x?x?x?xf16, strides=[?,?,?,?,?,1], 1>) {
  // expected-error @below {{the memref is not of rank 2 to 5}}
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x64xf16, #shared>} : !nv_tileaa.memref<?x?x?x?x?x?xf16, strides=[?,?,?,?,?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

// A batched operand's tile spans the memref's last two dimensions, which must be contiguous along the last.
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @rank_3_strided_rows(%m: !nv_tileaa.memref<?x?x?xf16, strides=[?,1,?], 1>) {
  // expected-error @below {{the tile's lines do not lie along the memref's contiguous last dimension}}
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x64xf16, #shared>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,1,?], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

nv_tileaa.func @registers(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>) {
  // expected-error @below {{the tile is not a static rank-2 tile in shared memory}}
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x64xf16>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

nv_tileaa.func @not_a_tile(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>) {
  // expected-error @below {{needs `tile`, the shared tile type its copies fill, got 'f16'}}
  %tm = nv_tileaa.make_tensor_map %m {tile = f16} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  nv_tileaa.return
}

// -----

nv_tileaa.func @no_barriers() {
  // expected-error @below {{mbarriers needs at least one barrier}}
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<0>
  nv_tileaa.return
}

// -----

nv_tileaa.func @no_arrivals() {
  // expected-error @below {{expects between 1 and 2^20 - 1 arrivals per phase, got 0}}
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 0 : i32} : !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @other_tile(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>, %i: index) {
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  %ring = nv_tileaa.local_alloc : tensor<2x64x64xf16, #shared>
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<2>
  // expected-error @below {{copies tiles of 'tensor<64x64xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>' with a tensor map made for 'tensor<128x64xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>'}}
  nv_tileaa.async_tma_copy_global_to_local %tm[%i, %i], %ring[%i], %bars[%i] : tensor<2x64x64xf16, #shared>, !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @indices(%tm: !nv_tileaa.tensor_map, %i: index) {
  %ring = nv_tileaa.local_alloc : tensor<2x64x64xf16, #shared>
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<2>
  // expected-error @below {{takes one index per dimension of the tensor map's memref (2 to 5), got 1}}
  nv_tileaa.async_tma_copy_global_to_local %tm[%i], %ring[%i], %bars[%i] : tensor<2x64x64xf16, #shared>, !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @into_registers(%tm: !nv_tileaa.tensor_map, %i: index) {
  %ring = nv_tileaa.local_alloc : tensor<2x64x64xf16, #shared>
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<2>
  %slot = nv_tileaa.local_slice %ring[%i] : tensor<2x64x64xf16, #shared> -> tensor<64x64xf16, #shared>
  // expected-error @below {{copies into a ring of rank-2 shared tiles, got 'tensor<64x64xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>'}}
  nv_tileaa.async_tma_copy_global_to_local %tm[%i, %i], %slot[%i], %bars[%i] : tensor<64x64xf16, #shared>, !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @store_shape_differs(%m: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, %i: index, %v: tensor<64x128xf32>) {
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x128xf32, #shared>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  // expected-error @below {{stores tiles of 'tensor<64x128xf32>' with a tensor map made for 'tensor<128x128xf32, #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>>'}}
  nv_tileaa.tma_store %tm[%i, %i], %v : tensor<64x128xf32>
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @store_shared_tile(%tm: !nv_tileaa.tensor_map, %i: index, %v: tensor<64x128xf32, #shared>) {
  // expected-error @below {{stores a tile held in registers (it stages it itself), got the shared tile}}
  nv_tileaa.tma_store %tm[%i, %i], %v : tensor<64x128xf32, #shared>
  nv_tileaa.return
}

// -----

nv_tileaa.func @store_rank1(%tm: !nv_tileaa.tensor_map, %i: index, %v: tensor<64xf32>) {
  // expected-error @below {{stores a static rank-2 tile, got 'tensor<64xf32>'}}
  nv_tileaa.tma_store %tm[%i], %v : tensor<64xf32>
  nv_tileaa.return
}

// -----

#shared = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @store_indices(%m: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, %i: index, %v: tensor<64x64xf32>) {
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<64x64xf32, #shared>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  // expected-error @below {{takes one index per dimension of the tensor map's memref (2), got 3}}
  nv_tileaa.tma_store %tm[%i, %i, %i], %v : tensor<64x64xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @store_indices_unknown_map(%tm: !nv_tileaa.tensor_map, %i: index, %v: tensor<64x64xf32>) {
  // expected-error @below {{takes one index per dimension of the tensor map's memref (2 to 5), got 6}}
  nv_tileaa.tma_store %tm[%i, %i, %i, %i, %i, %i], %v : tensor<64x64xf32>
  nv_tileaa.return
}

// -----

// A copy through a rank-3 map (a batched operand) names the batch too.
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @rank_3_copy_indices(%m: !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>, %i: index) {
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<64x64xf16, #shared>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1> -> !nv_tileaa.tensor_map
  %ring = nv_tileaa.local_alloc : tensor<2x64x64xf16, #shared>
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<2>
  // expected-error @below {{takes one index per dimension of the tensor map's memref (3), got 2}}
  nv_tileaa.async_tma_copy_global_to_local %tm[%i, %i], %ring[%i], %bars[%i] : tensor<2x64x64xf16, #shared>, !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}

// -----

// A multicast copy shares its tile with the kernel's cluster: multicast_ctas must be that cluster's size.
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @no_cluster(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>, %i: index) attributes {kernel} {
  %ring = nv_tileaa.local_alloc : tensor<2x64x64xf16, #shared>
  %full = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<2>
  %tm = nv_tileaa.make_tensor_map %m {tile = tensor<64x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
  // expected-error @below {{multicast_ctas = 2 must be the kernel's cluster of at least 2 CTAs (num_cta_in_cga for the module's target), which is 1}}
  nv_tileaa.async_tma_copy_global_to_local %tm[%i, %i], %ring[%i], %full[%i] {multicast_ctas = 2 : i32} : tensor<2x64x64xf16, #shared>, !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}
}

// -----

// The hints of another target do not make a cluster for this one.
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @other_target(%i: index) attributes {kernel, optimization_hints = {sm_100 = {num_cta_in_cga = 2 : i64}}} {
  %empty = nv_tileaa.alloc_mbarriers {arrivals = 256 : i32, cluster} : !nv_tileaa.mbarriers<2>
  // expected-error @below {{cluster_ctas = 2 must be the kernel's cluster of at least 2 CTAs (num_cta_in_cga for the module's target), which is 1}}
  nv_tileaa.arrive_mbarrier %empty[%i] {cluster_ctas = 2 : i32} : !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}
}

// -----

module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @wrong_size(%i: index) attributes {kernel, optimization_hints = {sm_90 = {num_cta_in_cga = 4 : i64}}} {
  %empty = nv_tileaa.alloc_mbarriers {arrivals = 256 : i32, cluster} : !nv_tileaa.mbarriers<2>
  // expected-error @below {{cluster_ctas = 2 must be the kernel's cluster of at least 2 CTAs (num_cta_in_cga for the module's target), which is 4}}
  nv_tileaa.arrive_mbarrier %empty[%i] {cluster_ctas = 2 : i32} : !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}
}

// -----

// cp.async: a 1x..x1xMxN tile fills an MxN slot; a tile of two matrices does not.
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
nv_tileaa.func @cp_async_two_matrices(%m: !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>, %i: index) {
  %ring = nv_tileaa.local_alloc : tensor<2x64x64xf16, #shared>
  // expected-error @below {{copies a 'tensor<2x64x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>>' into a slot of a shared ring of such tiles (of MxN tiles for a 1x..x1xMxN tile), got 'tensor<2x64x64xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>'}}
  nv_tileaa.async_copy_global_to_local %m[%i, %i, %i], %ring[%i] {tile = tensor<2x64x64xf16, #blocked>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>, tensor<2x64x64xf16, #shared>
  nv_tileaa.return
}
