// Batched operands as cuTile loads them: 1x64x32 and 1x32x64 tiles of rank-3 memrefs (batch %z), viewed as the
// 64x32 and 32x64 matrices of a dot. tileaa-pipeline copies such a tile as the matrix of the memref's last two
// dimensions: on sm_90 by TMA through a rank-3 tensor map (copies at three indices: batch, row, column) into rings of
// 64x32 and 32x64 slots, by the producer warpgroup (and by the computing warps with warp-specialize=false); on
// sm_80 by cp.async of the 1x64x32 tile into the same slots. The views and the loads are gone, the dot reads the
// slots. A tile of two batches (2x64x32) is no single matrix: it stays a load, and the remark says why.
// RUN: tile-opt %s --split-input-file --tileaa-pipeline=remarks=1 -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileaa-pipeline="warp-specialize=false" | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: nv_tileaa.func @batched_sm90(
// CHECK-NEXT: %[[RA:.*]] = nv_tileaa.local_alloc : tensor<4x64x32xf16, #shared>
// CHECK-NEXT: %[[RB:.*]] = nv_tileaa.local_alloc : tensor<4x32x64xf16, #shared>
// CHECK: nv_tileaa.warp_specialize
// CHECK: %[[MA:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<64x32xf16, #shared>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>
// CHECK: %[[MB:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<32x64xf16, #shared>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[MA]][%arg3, %{{.*}}, %{{.*}}], %[[RA]]
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[MB]][%arg3, %{{.*}}, %{{.*}}], %[[RB]]
// CHECK: scf.for
// CHECK-NOT: nv_tileaa.tiled_load
// CHECK-NOT: nv_tileaa.view
// CHECK: %[[A:.*]] = nv_tileaa.local_slice %[[RA]]
// CHECK-NEXT: %[[B:.*]] = nv_tileaa.local_slice %[[RB]]
// CHECK: nv_tileaa.dot %[[A]], %[[B]]
// OFF-LABEL: nv_tileaa.func @batched_sm90(
// OFF: nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<64x32xf16, #shared>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>
// OFF: nv_tileaa.async_tma_copy_global_to_local %{{.*}}[%arg3, %{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] : tensor<4x64x32xf16, #shared>
// OFF-NOT: nv_tileaa.view
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
#blocked1 = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @batched_sm90(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %n: index, %z: index, %steps: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %s0 = arith.muli %n16, %n16 : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16, %s0, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16, %s0, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>
  %acc = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%sum = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles by a producer warpgroup}}
    %ta, %tta = nv_tileaa.tiled_load %ma[%z, %c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1> -> tensor<1x64x32xf16, #blocked>
    // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles by a producer warpgroup}}
    %tb, %ttb = nv_tileaa.tiled_load %mb[%z, %off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1> -> tensor<1x32x64xf16, #blocked>
    %va = nv_tileaa.view %ta : tensor<1x64x32xf16, #blocked> -> tensor<64x32xf16, #blocked1>
    %vb = nv_tileaa.view %tb : tensor<1x32x64xf16, #blocked> -> tensor<32x64xf16, #blocked1>
    %sa = nv_tileaa.convert_layout %va : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #shared>
    %sb = nv_tileaa.convert_layout %vb : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %sum : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return
}
}

// -----

// CHECK-LABEL: nv_tileaa.func @batched_sm80(
// CHECK: %[[RA:.*]] = nv_tileaa.local_alloc : tensor<3x64x32xf16, #shared>
// CHECK: nv_tileaa.async_copy_global_to_local %{{.*}}[%arg3, %{{.*}}, %{{.*}}], %[[RA]][%{{.*}}] {{{.*}}tile = tensor<1x64x32xf16, #blocked>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>, tensor<3x64x32xf16, #shared>
// CHECK: scf.for
// CHECK-NOT: nv_tileaa.view
// CHECK: %[[A:.*]] = nv_tileaa.local_slice %[[RA]]
// CHECK: nv_tileaa.dot %[[A]]
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
#blocked1 = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_80"} {
nv_tileaa.func @batched_sm80(%pa: !nv_tileaa.ptr<f16, 1>, %sb: tensor<32x64xf16, #shared>, %n: index, %z: index, %steps: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %s0 = arith.muli %n16, %n16 : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16, %s0, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>
  %acc = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%sum = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    // expected-remark @below {{pipelined: cp.async into a ring of 3 shared tiles, 2 iterations ahead}}
    %ta, %tta = nv_tileaa.tiled_load %ma[%z, %c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1> -> tensor<1x64x32xf16, #blocked>
    %va = nv_tileaa.view %ta : tensor<1x64x32xf16, #blocked> -> tensor<64x32xf16, #blocked1>
    %sa = nv_tileaa.convert_layout %va : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %sum : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return
}
}

// -----

// CHECK-LABEL: nv_tileaa.func @two_batches(
// CHECK: nv_tileaa.tiled_load
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @two_batches(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %z: index, %steps: i32) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %zero = arith.constant dense<0.000000e+00> : tensor<2x64x32xf16, #blocked>
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %s0 = arith.muli %n16, %n16 : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16, %s0, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>
  %acc = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%sum = %zero) -> (tensor<2x64x32xf16, #blocked>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    // expected-remark @below {{not pipelined: its tile (read in registers) is not a static rank-2 tile of 1-, 2- or 4-byte elements}}
    %ta, %tta = nv_tileaa.tiled_load %ma[%z, %c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1> -> tensor<2x64x32xf16, #blocked>
    %s = arith.addf %sum, %ta : tensor<2x64x32xf16, #blocked>
    scf.yield %s : tensor<2x64x32xf16, #blocked>
  }
  nv_tileaa.return
}
}
