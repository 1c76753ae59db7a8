// tileaa-pipeline on sm_90: a load whose tile registers read (a row reduction's loop) comes through a TMA ring
// too: the ring holds the tile TMA stages it as (16-byte groups along the lines; 128-byte swizzle for 8 lines of
// 128 f32, lines one after the other for a single line of 1024, copied in boxes of 256), and the loop reads
// its slot back into the load's layout after the wait. Loads TMA cannot make, and loops that also have a load
// cp.async must copy, stay as they are and the remark says why; on sm_80 such loads are not candidates at all.
// RUN: tile-opt %s --split-input-file --tileaa-pipeline=remarks=1 -verify-diagnostics | FileCheck %s

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#vec = #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
module attributes {nv_tileaa.target = "sm_90"} {
// CHECK-DAG: #[[LINES:.*]] = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 1, order = [1, 0]>
// CHECK-DAG: #[[SW128:.*]] = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @row_sum
// CHECK: %[[TM:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<1x1024xf32, #[[LINES]]>}
// CHECK: %[[RING:.*]] = nv_tileaa.local_alloc : tensor<3x1x1024xf32, #[[LINES]]>
// CHECK: %[[BARS:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<3>
// CHECK-COUNT-2: nv_tileaa.async_tma_copy_global_to_local %[[TM]]
// CHECK: scf.for
// CHECK: nv_tileaa.wait_mbarrier %[[BARS]][%[[SLOT:.*]]], %{{.*}} {sync_cta}
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[TM]]
// CHECK: %[[TILE:.*]] = nv_tileaa.local_slice %[[RING]][%[[SLOT]]] : tensor<3x1x1024xf32, #[[LINES]]> -> tensor<1x1024xf32, #[[LINES]]>
// CHECK-NEXT: %[[REGS:.*]] = nv_tileaa.convert_layout %[[TILE]] : tensor<1x1024xf32, #[[LINES]]> -> tensor<1x1024xf32, #blocked>
// CHECK-NEXT: arith.addf %{{.*}}, %[[REGS]]
// CHECK-NOT: tiled_load
// CHECK: nv_tileaa.invalidate_mbarriers %[[BARS]]
// CHECK: nv_tileaa.release_tensor_map %[[TM]]
nv_tileaa.func @row_sum(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %row: index, %steps: i32) -> tensor<1x1024xf32, #blocked> {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<1x1024xf32, #blocked>
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<1x1024xf32, #blocked>) : i32 {
    %col = arith.index_castui %k : i32 to index
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles, 2 iterations ahead, read back into registers}}
    %t, %tok = nv_tileaa.tiled_load %m[%row, %col] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<1x1024xf32, #blocked>
    %s = arith.addf %acc, %t : tensor<1x1024xf32, #blocked>
    scf.yield %s : tensor<1x1024xf32, #blocked>
  }
  nv_tileaa.return %r : tensor<1x1024xf32, #blocked>
}

// CHECK-LABEL: nv_tileaa.func @tiles
// CHECK: nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<8x128xf32, #[[SW128]]>}
// CHECK: nv_tileaa.local_slice
// CHECK-NEXT: nv_tileaa.convert_layout %{{.*}} : tensor<8x128xf32, #[[SW128]]> -> tensor<8x128xf32, #blocked>
nv_tileaa.func @tiles(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32) -> tensor<8x128xf32, #blocked> {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<8x128xf32, #blocked>
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<8x128xf32, #blocked>) : i32 {
    %row = arith.index_castui %k : i32 to index
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles, 2 iterations ahead, read back into registers}}
    %t, %tok = nv_tileaa.tiled_load %m[%row, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<8x128xf32, #blocked>
    %s = arith.maximumf %acc, %t : tensor<8x128xf32, #blocked>
    scf.yield %s : tensor<8x128xf32, #blocked>
  }
  nv_tileaa.return %r : tensor<8x128xf32, #blocked>
}

// A store whose token nothing uses orders no later load (layernorm's output loop): the load is prefetched
// across it. A store whose token a load takes orders that load: nothing in that loop is prefetched.
// CHECK-LABEL: nv_tileaa.func @stores
// CHECK: scf.for
// CHECK: nv_tileaa.local_slice
// CHECK: nv_tileaa.tiled_store
// CHECK: scf.for
// CHECK-NOT: local_slice
// CHECK: nv_tileaa.tiled_load
// CHECK: nv_tileaa.tiled_store
nv_tileaa.func @stores(%p: !nv_tileaa.ptr<f32, 1>, %q: !nv_tileaa.ptr<f32, 1>, %n: index, %row: index, %steps: i32, %s0: tensor<1x1024xf32, #blocked>) {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %q16 = nv_tileaa.assume %q {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %o = nv_tileaa.make_memref %q16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  scf.for %k = %c0_i32 to %steps step %c1_i32 : i32 {
    %col = arith.index_castui %k : i32 to index
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles, 2 iterations ahead, read back into registers}}
    %t, %tok = nv_tileaa.tiled_load %m[%row, %col] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<1x1024xf32, #blocked>
    %s = arith.addf %t, %t : tensor<1x1024xf32, #blocked>
    %w = nv_tileaa.tiled_store %o[%row, %col], %s : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<1x1024xf32, #blocked>
  }
  scf.for %k = %c0_i32 to %steps step %c1_i32 : i32 {
    %col = arith.index_castui %k : i32 to index
    %w = nv_tileaa.tiled_store %m[%row, %col], %s0 : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<1x1024xf32, #blocked>
    // expected-remark @below {{not pipelined: the loop body writes memory}}
    %t, %tok = nv_tileaa.tiled_load %m[%row, %col] token %w {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<1x1024xf32, #blocked>
    %w2 = nv_tileaa.tiled_store %o[%row, %col], %t : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<1x1024xf32, #blocked>
  }
  nv_tileaa.return
}

// Two loops over the same rows (layernorm's mean and variance) share one tensor map, released after the second.
// CHECK-LABEL: nv_tileaa.func @two_loops
// CHECK: %[[M:.*]] = nv_tileaa.make_memref
// CHECK-NEXT: %[[TM:.*]] = nv_tileaa.make_tensor_map %[[M]]
// CHECK-NOT: make_tensor_map
// CHECK-NOT: release_tensor_map
// CHECK: scf.for
// CHECK-NOT: release_tensor_map
// CHECK: scf.for
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[TM]]
// CHECK: }
// CHECK: nv_tileaa.release_tensor_map %[[TM]]
// CHECK-NOT: release_tensor_map
nv_tileaa.func @two_loops(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %row: index, %steps: i32) -> tensor<1x1024xf32, #blocked> {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<1x1024xf32, #blocked>
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<1x1024xf32, #blocked>) : i32 {
    %col = arith.index_castui %k : i32 to index
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles, 2 iterations ahead, read back into registers}}
    %t, %tok = nv_tileaa.tiled_load %m[%row, %col] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<1x1024xf32, #blocked>
    %s = arith.addf %acc, %t : tensor<1x1024xf32, #blocked>
    scf.yield %s : tensor<1x1024xf32, #blocked>
  }
  %r2 = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %r) -> (tensor<1x1024xf32, #blocked>) : i32 {
    %col = arith.index_castui %k : i32 to index
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles, 2 iterations ahead, read back into registers}}
    %t, %tok = nv_tileaa.tiled_load %m[%row, %col] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<1x1024xf32, #blocked>
    %s = arith.mulf %acc, %t : tensor<1x1024xf32, #blocked>
    scf.yield %s : tensor<1x1024xf32, #blocked>
  }
  nv_tileaa.return %r2 : tensor<1x1024xf32, #blocked>
}

// Layernorm's weights: a rank-1 tile comes through the ring as a 1xN line, viewed back after the read.
// CHECK-LABEL: nv_tileaa.func @weights
// CHECK: %[[LINE:.*]] = nv_tileaa.make_memref %{{.*}}, %{{.*}} : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<1x?xf32, strides=[4,1], 1>
// CHECK-NEXT: nv_tileaa.make_tensor_map %[[LINE]] {tile = tensor<1x1024xf32, #[[LINES]]>}
// CHECK: scf.for
// CHECK: nv_tileaa.local_slice
// CHECK-NEXT: %[[REGS:.*]] = nv_tileaa.convert_layout
// CHECK-NEXT: nv_tileaa.view %[[REGS]] : tensor<1x1024xf32, #{{.*}}> -> tensor<1024xf32, #{{.*}}>
nv_tileaa.func @weights(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32) -> tensor<1024xf32, #vec> {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<1024xf32, #vec>
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %p16, %n : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<1024xf32, #vec>) : i32 {
    %i = arith.index_castui %k : i32 to index
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles, 2 iterations ahead, read back into registers}}
    %t, %tok = nv_tileaa.tiled_load %m[%i] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32, #vec>
    %s = arith.addf %acc, %t : tensor<1024xf32, #vec>
    scf.yield %s : tensor<1024xf32, #vec>
  }
  nv_tileaa.return %r : tensor<1024xf32, #vec>
}

// CHECK-LABEL: nv_tileaa.func @refused
// CHECK-COUNT-3: nv_tileaa.tiled_load
nv_tileaa.func @refused(%p: !nv_tileaa.ptr<f32, 1>, %q: !nv_tileaa.ptr<f32, 1>, %n: index, %steps: i32, %mask: tensor<1x1024xi1>) -> tensor<1x1024xf32, #blocked> {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<1x1024xf32, #blocked>
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %mq = nv_tileaa.make_memref %q, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %m8 = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<1x1024xf32, #blocked>) : i32 {
    %col = arith.index_castui %k : i32 to index
    // expected-remark @below {{not pipelined: the base pointer is not known to be 16-byte aligned (assume div_by<16> on it)}}
    %a, %ta = nv_tileaa.tiled_load %mq[%c0, %col] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<1x1024xf32, #blocked>
    // expected-remark @below {{not pipelined: elements outside the memref must read a padding other than zero (cp.async and TMA fill with zeros)}}
    %b, %tb = nv_tileaa.tiled_load %m[%c0, %col] {padding = #nv_tileaa.padding<nan>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<1x1024xf32, #blocked>
    // expected-remark @below {{not pipelined: it is masked, ordered, or orders other accesses by its token}}
    %c, %tc = nv_tileaa.tiled_load %m8[%c0, %col] mask %mask {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<1x1024xf32, #blocked>
    %s = arith.addf %a, %b : tensor<1x1024xf32, #blocked>
    %s2 = arith.addf %s, %c : tensor<1x1024xf32, #blocked>
    %s3 = arith.addf %acc, %s2 : tensor<1x1024xf32, #blocked>
    scf.yield %s3 : tensor<1x1024xf32, #blocked>
  }
  nv_tileaa.return %r : tensor<1x1024xf32, #blocked>
}
}

// -----

// A loop whose dot operand TMA cannot copy goes by cp.async, and its tile read in registers is not prefetched.
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#narrow = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
// CHECK-LABEL: nv_tileaa.func @mixed
// CHECK-NOT: make_tensor_map
// CHECK: scf.for
// CHECK: nv_tileaa.tiled_load %{{.*}} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x64xf16, #blocked>
nv_tileaa.func @mixed(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    // expected-remark @below {{not copied by TMA (cp.async instead): its swizzle is not one of TMA's (16-byte groups, a 32, 64 or 128-byte period advancing every 128 bytes)}}
    // expected-remark @below {{pipelined: cp.async into a ring of 3 shared tiles, 2 iterations ahead}}
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x64xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #narrow>
    // expected-remark @below {{not pipelined: another load of the loop is copied by cp.async, and tiles read in registers come only by TMA}}
    %x, %tx = nv_tileaa.tiled_load %mb[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x64xf16, #blocked>
    %y = arith.extf %x : tensor<64x64xf16, #blocked> to tensor<64x64xf32, #blocked>
    %yc = nv_tileaa.convert_layout %y : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
    %sum = arith.addf %acc, %yc : tensor<64x64xf32, #mma>
    %sb = nv_tileaa.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %sum : tensor<64x64xf16, #narrow>, tensor<64x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return %r : tensor<64x64xf32, #mma>
}
}

// -----

// On sm_80 a tile registers read is no candidate: no remark, the load stays.
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
module attributes {nv_tileaa.target = "sm_80"} {
// CHECK-LABEL: nv_tileaa.func @sm80
// CHECK-NOT: local_alloc
// CHECK: nv_tileaa.tiled_load
nv_tileaa.func @sm80(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %row: index, %steps: i32) -> tensor<1x1024xf32, #blocked> {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<1x1024xf32, #blocked>
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<1x1024xf32, #blocked>) : i32 {
    %col = arith.index_castui %k : i32 to index
    %t, %tok = nv_tileaa.tiled_load %m[%row, %col] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<1x1024xf32, #blocked>
    %s = arith.addf %acc, %t : tensor<1x1024xf32, #blocked>
    scf.yield %s : tensor<1x1024xf32, #blocked>
  }
  nv_tileaa.return %r : tensor<1x1024xf32, #blocked>
}
}
