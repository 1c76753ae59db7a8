// tileaa-pipeline: the loads of a loop that feed its dots through shared memory become cp.async copies into rings
// of num-stages shared tiles: the first num-stages - 1 iterations' copies start before the loop (an empty group
// where an iteration does not exist), iteration i waits for its own group, starts those of iteration
// i + num-stages - 1 and reads slot i mod num-stages; the loop is followed by a wait for everything. A latency hint
// sets the slots (as many as fit in the target's shared memory, never fewer than num-stages unless the hint asks
// for fewer). What the pass says about each load: tileaa-pipeline-remarks.mlir.
// RUN: tile-opt %s --split-input-file --tileaa-pipeline | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileaa-pipeline=num-stages=4 | FileCheck %s --check-prefix=FOUR
// RUN: not tile-opt %s --split-input-file --tileaa-pipeline=num-stages=1 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: num-stages must be at least 2, got 1

// CHECK-LABEL: nv_tileaa.func @gemm(
// CHECK: %[[RA:.*]] = nv_tileaa.local_alloc : tensor<3x64x32xf16, #shared>
// CHECK-NEXT: %[[RB:.*]] = nv_tileaa.local_alloc : tensor<3x32x64xf16, #shared>
// Prologue: iterations 0 and 1 into slots 0 and 1, each in range only if the loop runs that far.
// CHECK: scf.if
// CHECK: nv_tileaa.async_copy_global_to_local %{{.*}}, %[[RA]][%{{.*}}]
// CHECK: nv_tileaa.async_copy_global_to_local %{{.*}}, %[[RB]][%{{.*}}]
// CHECK: nv_tileaa.async_commit_group
// CHECK: scf.if
// CHECK: nv_tileaa.async_copy_global_to_local %{{.*}}, %[[RA]][%{{.*}}]
// CHECK: nv_tileaa.async_copy_global_to_local %{{.*}}, %[[RB]][%{{.*}}]
// CHECK: nv_tileaa.async_commit_group
// CHECK: scf.for
// CHECK-NOT: nv_tileaa.tiled_load
// CHECK: arith.remui
// CHECK: nv_tileaa.async_wait {pending = 1 : i32}
// CHECK: scf.if
// CHECK: nv_tileaa.async_copy_global_to_local
// CHECK: nv_tileaa.async_copy_global_to_local
// CHECK: nv_tileaa.async_commit_group
// CHECK: %[[A:.*]] = nv_tileaa.local_slice %[[RA]]
// CHECK: %[[B:.*]] = nv_tileaa.local_slice %[[RB]]
// CHECK: nv_tileaa.dot %[[A]], %[[B]]
// CHECK: }
// CHECK-NEXT: nv_tileaa.async_wait {pending = 0 : i32}
// FOUR: nv_tileaa.local_alloc : tensor<4x64x32xf16, #shared>
// FOUR: nv_tileaa.async_wait {pending = 2 : i32}
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @gemm(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32) -> tensor<64x64xf32, #mma> {
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
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    %b, %tb = nv_tileaa.tiled_load %mb[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return %r : tensor<64x64xf32, #mma>
}

// -----

// A load whose padding reads NaN (cp.async fills with zeros) and a loop that writes memory keep their loads.
// CHECK-LABEL: nv_tileaa.func @not_pipelined(
// CHECK-NOT: local_alloc
// CHECK: nv_tileaa.tiled_load
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @not_pipelined(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %sb: tensor<32x64xf16, #shared>) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<nan>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return %r : tensor<64x64xf32, #mma>
}

// -----

// Latency hints, read for the module's target (its entry, else `default`): sm_80 has 163 KiB, the two 4 KiB
// tiles of an iteration fit 6 slots; on sm_86 the hint of 8 would too.
// CHECK-LABEL: nv_tileaa.func @hinted(
// CHECK: nv_tileaa.local_alloc : tensor<6x64x32xf16, #shared>
// CHECK: nv_tileaa.async_wait {pending = 4 : i32}
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_80"} {
nv_tileaa.func @hinted(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %sb: tensor<32x64xf16, #shared>) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>, nv_tileaa.optimization_hints = {sm_80 = {latency = 6 : i64}, default = {latency = 2 : i64}}} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return %r : tensor<64x64xf32, #mma>
}
}
