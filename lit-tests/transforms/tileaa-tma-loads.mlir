// tileaa-tma-loads on sm_90: a tiled load at a kernel's top level that TMA can make becomes a copy into a shared
// tile of one slot completing on an mbarrier of its own: thread 0 copies, every thread waits for phase 0 and reads
// the tile back into the load's layout (staged with the 128-byte swizzle for 16 lines of 128 f32), or the dots read
// it where its one user staged it for them (in an encoding TMA writes). The tensor map is made after the memref and
// released after the wait; the mbarrier is invalidated before the return. A padding that is not zero, masks, tokens
// that order accesses, allow_tma = false, permuted tiles and loads inside loops (tileaa-pipeline's) stay, with a remark.
// RUN: tile-opt %s --split-input-file --tileaa-tma-loads=remarks=1 -verify-diagnostics | FileCheck %s

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#dots = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#sw64 = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
#narrow = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]>
#vec = #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#rows3 = #nv_tileaa.blocked<sizePerThread = [1, 1, 4], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
#transposed = #nv_tileaa.blocked<sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]>
module attributes {nv_tileaa.target = "sm_90"} {
// CHECK: #[[SW128:.*]] = #nv_tileaa.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @softmax_rows
// CHECK: %[[M:.*]] = nv_tileaa.make_memref
// CHECK-NEXT: %[[TM:.*]] = nv_tileaa.make_tensor_map %[[M]] {tile = tensor<16x128xf32, #[[SW128]]>}
// CHECK: %[[RING:.*]] = nv_tileaa.local_alloc : tensor<1x16x128xf32, #[[SW128]]>
// CHECK-NEXT: %[[BAR:.*]] = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<1>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[TM]][%{{.*}}, %{{.*}}], %[[RING]][%[[C0]]], %[[BAR]][%[[C0]]]
// CHECK-NEXT: nv_tileaa.wait_mbarrier %[[BAR]][%[[C0]]], %{{.*}} : !nv_tileaa.mbarriers<1>
// CHECK-NEXT: %[[TILE:.*]] = nv_tileaa.local_slice %[[RING]][%[[C0]]]
// CHECK-NEXT: %[[REGS:.*]] = nv_tileaa.convert_layout %[[TILE]] : tensor<16x128xf32, #[[SW128]]> -> tensor<16x128xf32, #blocked>
// CHECK-NEXT: nv_tileaa.release_tensor_map %[[TM]]
// CHECK-NEXT: nv_tileaa.tiled_store %{{.*}}, %[[REGS]]
// CHECK-NEXT: nv_tileaa.invalidate_mbarriers %[[BAR]]
// CHECK-NEXT: nv_tileaa.return
nv_tileaa.func @softmax_rows(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %row: index) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  // expected-remark @below {{loaded by TMA: 4 boxes of 16x32 elements, 128-byte swizzle, read back into registers}}
  %t, %tok = nv_tileaa.tiled_load %m[%row, %c0] : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<16x128xf32, #blocked>
  %w = nv_tileaa.tiled_store %m[%row, %c0], %t : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<16x128xf32, #blocked>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @staged_for_dots
// CHECK: %[[TM:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<64x32xf16, #[[SW64:.*]]>}
// CHECK: %[[RING:.*]] = nv_tileaa.local_alloc : tensor<1x64x32xf16, #[[SW64]]>
// CHECK: nv_tileaa.wait_mbarrier
// CHECK: %[[A:.*]] = nv_tileaa.local_slice %[[RING]]
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.dot %[[A]]
nv_tileaa.func @staged_for_dots(%p: !nv_tileaa.ptr<f16, 1>, %n: index, %b: tensor<32x64xf16, #sw64>, %c: tensor<64x64xf32, #dots>, %q: !nv_tileaa.ptr<f32, 1>) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  // expected-remark @below {{loaded by TMA: 1 box of 64x32 elements, 64-byte swizzle, staged for its dots}}
  %a, %ta = nv_tileaa.tiled_load %m[%c0, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #dots>
  %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #dots> -> tensor<64x32xf16, #sw64>
  %d = nv_tileaa.dot %sa, %b, %c : tensor<64x32xf16, #sw64>, tensor<32x64xf16, #sw64>, tensor<64x64xf32, #dots> -> tensor<64x64xf32, #dots>
  %mq = nv_tileaa.make_memref %q, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %w = nv_tileaa.tiled_store %mq[%c0, %c0], %d : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #dots>
  nv_tileaa.return
}

// A batched operand read in registers: the 1x16x128 tile of batch %z of a rank-3 memref, viewed as 16x128, comes
// as the 16x128 tile of a rank-3 map (copied at the three indices) and is read back in the view's layout; the load
// and the view are gone.
// CHECK-LABEL: nv_tileaa.func @batched_rows
// CHECK: %[[TM:.*]] = nv_tileaa.make_tensor_map %{{.*}} {tile = tensor<16x128xf32, #[[SW128]]>} : !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1>
// CHECK: nv_tileaa.async_tma_copy_global_to_local %[[TM]][%arg2, %arg3, %{{.*}}]
// CHECK: %[[TILE:.*]] = nv_tileaa.local_slice
// CHECK-NEXT: %[[REGS:.*]] = nv_tileaa.convert_layout %[[TILE]] : tensor<16x128xf32, #[[SW128]]> -> tensor<16x128xf32, #blocked>
// CHECK-NOT: nv_tileaa.view
// CHECK-NOT: nv_tileaa.tiled_load
// CHECK: nv_tileaa.tiled_store %{{.*}}, %[[REGS]]
nv_tileaa.func @batched_rows(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %z: index, %row: index) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %s0 = arith.muli %n16, %n16 : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16, %s0, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1>
  %m2 = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  // expected-remark @below {{loaded by TMA: 4 boxes of 16x32 elements, 128-byte swizzle, read back into registers}}
  %t, %tok = nv_tileaa.tiled_load %m[%z, %row, %c0] : !nv_tileaa.memref<?x?x?xf32, strides=[?,?,1], 1> -> tensor<1x16x128xf32, #rows3>
  %v = nv_tileaa.view %t : tensor<1x16x128xf32, #rows3> -> tensor<16x128xf32, #blocked>
  %w = nv_tileaa.tiled_store %m2[%row, %c0], %v : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<16x128xf32, #blocked>
  nv_tileaa.return
}

// A rank-1 tile with zero padding comes as a 1xN line of a 1xN memref over the same elements, viewed back: the
// 2-D layout has the 1-D one's registers. 1024 f32 on one line: 4 boxes of 256. Unpadded, it stays.
// CHECK-LABEL: nv_tileaa.func @vector
// CHECK: %[[M:.*]] = nv_tileaa.make_memref %{{.*}}, %{{.*}} : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
// CHECK-NEXT: %[[LINE:.*]] = nv_tileaa.make_memref %{{.*}}, %{{.*}} : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<1x?xf32, strides=[4,1], 1>
// CHECK-NEXT: nv_tileaa.make_tensor_map %[[LINE]] {tile = tensor<1x1024xf32, #[[LINES:.*]]>}
// CHECK: nv_tileaa.async_tma_copy_global_to_local
// CHECK: %[[REGS:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<1x1024xf32, #[[LINES]]> -> tensor<1x1024xf32, #[[ROW:.*]]>
// CHECK: %[[V:.*]] = nv_tileaa.view %[[REGS]] : tensor<1x1024xf32, #[[ROW]]> -> tensor<1024xf32, #{{.*}}>
// CHECK: nv_tileaa.tiled_store %[[M]][%{{.*}}], %[[V]]
nv_tileaa.func @vector(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %i: index) attributes {kernel} {
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %p16, %n : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
  // expected-remark @below {{loaded by TMA: 4 boxes of 1x256 elements, no swizzle, read back into registers}}
  %t, %tok = nv_tileaa.tiled_load %m[%i] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32, #vec>
  // expected-remark @below {{not loaded by TMA: a rank-1 tile without zero padding streams as fast through plain 16-byte loads}}
  %u, %tu = nv_tileaa.tiled_load %m[%i] : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32, #vec>
  // expected-remark @below {{not loaded by TMA: the load forbids TMA (allow_tma = false)}}
  %f, %tf = nv_tileaa.tiled_load %m[%i] {allow_tma = false} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32, #vec>
  // The allow_tma hint for the target forbids it too, from the target's entry or from `default`.
  // expected-remark @below {{not loaded by TMA: the load forbids TMA (allow_tma = false)}}
  %h, %th = nv_tileaa.tiled_load %m[%i] {padding = #nv_tileaa.padding<zero>, nv_tileaa.optimization_hints = {sm_90 = {allow_tma = false}, default = {allow_tma = true}}} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32, #vec>
  // expected-remark @below {{not loaded by TMA: the load forbids TMA (allow_tma = false)}}
  %d, %td = nv_tileaa.tiled_load %m[%i] {padding = #nv_tileaa.padding<zero>, nv_tileaa.optimization_hints = {default = {allow_tma = false}, sm_100 = {allow_tma = true}}} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32, #vec>
  %w = nv_tileaa.tiled_store %m[%i], %t : !nv_tileaa.memref<?xf32, strides=[1], 1>, tensor<1024xf32, #vec>
  nv_tileaa.return
}

// A load whose token a later access takes (reduce_sum_atomic's atomic) comes by TMA: that access follows every
// thread's wait; it takes the load's incoming token instead. A load ordered after a store stays: the copy would
// start before the other threads' stores.
// CHECK-LABEL: nv_tileaa.func @tokens
// CHECK: %[[T0:.*]] = nv_tileaa.create_mem_token
// CHECK: nv_tileaa.wait_mbarrier
// CHECK: nv_tileaa.tiled_store %{{.*}} token %[[T0]]
// CHECK: nv_tileaa.tiled_load %{{.*}} token %{{.*}} {padding
nv_tileaa.func @tokens(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %i: index) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-remark @below {{loaded by TMA: 4 boxes of 16x32 elements, 128-byte swizzle, read back into registers}}
  %a, %ta = nv_tileaa.tiled_load %m[%i, %c0] token %t0 : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<16x128xf32, #blocked>
  %w = nv_tileaa.tiled_store %m[%c0, %c0], %a token %ta : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<16x128xf32, #blocked>
  // expected-remark @below {{not loaded by TMA: its token orders it after earlier accesses}}
  %b, %tb = nv_tileaa.tiled_load %m[%i, %c0] token %w {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<16x128xf32, #blocked>
  %w2 = nv_tileaa.tiled_store %m[%i, %c0], %b : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<16x128xf32, #blocked>
  nv_tileaa.return
}

// The line keeps the memref's element offset and alias scope.
// CHECK-LABEL: nv_tileaa.func @vector_offset
// CHECK: nv_tileaa.make_memref %[[B:.*]], %[[OFF:.*]], %[[N:.*]] {alias_scope = 3 : i64} : (!nv_tileaa.ptr<f32, 1>, index, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
// CHECK-NEXT: nv_tileaa.make_memref %[[B]], %[[OFF]], %[[N]] {alias_scope = 3 : i64} : (!nv_tileaa.ptr<f32, 1>, index, index) -> !nv_tileaa.memref<1x?xf32, strides=[4,1], 1>
nv_tileaa.func @vector_offset(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %o: index, %i: index) attributes {kernel} {
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %o4 = nv_tileaa.assume %o {div_by = 4 : i64} : index
  %m = nv_tileaa.make_memref %p16, %o4, %n {alias_scope = 3 : i64} : (!nv_tileaa.ptr<f32, 1>, index, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
  // expected-remark @below {{loaded by TMA: 4 boxes of 1x256 elements, no swizzle, read back into registers}}
  %t, %tok = nv_tileaa.tiled_load %m[%i] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32, #vec>
  %w = nv_tileaa.tiled_store %m[%i], %t : !nv_tileaa.memref<?xf32, strides=[1], 1>, tensor<1024xf32, #vec>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @refused
// CHECK-NOT: make_tensor_map
// CHECK-COUNT-7: nv_tileaa.tiled_load
nv_tileaa.func @refused(%p: !nv_tileaa.ptr<f32, 1>, %n: index, %mask: tensor<16x128xi1>, %steps: index) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  // expected-remark @below {{not loaded by TMA: elements outside the memref must read a padding other than zero (TMA fills with zeros)}}
  %a, %ta = nv_tileaa.tiled_load %m[%c0, %c0] {padding = #nv_tileaa.padding<neg_inf>} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<16x128xf32, #blocked>
  // expected-remark @below {{not loaded by TMA: it is masked or ordered}}
  %b, %tb = nv_tileaa.tiled_load %m[%c0, %c0] mask %mask : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<16x128xf32, #blocked>
  // expected-remark @below {{not loaded by TMA: the load forbids TMA (allow_tma = false)}}
  %c, %tc = nv_tileaa.tiled_load %m[%c0, %c0] {allow_tma = false} : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<16x128xf32, #blocked>
  %m1 = nv_tileaa.make_memref %p16, %n16 : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
  // expected-remark @below {{not loaded by TMA: it is not a static rank-2 tile of 1-, 2- or 4-byte elements}}
  %d, %td = nv_tileaa.tiled_load %m1[%c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<128xf32>
  // expected-remark @below {{not loaded by TMA: its tile is staged for dots in a shared encoding TMA cannot write: its swizzle is not one of TMA's (16-byte groups, a 32, 64 or 128-byte period advancing every 128 bytes)}}
  %f, %tf = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<16x128xf32, #blocked>
  %sf = nv_tileaa.convert_layout %f : tensor<16x128xf32, #blocked> -> tensor<16x128xf32, #narrow>
  // expected-remark @below {{not loaded by TMA: its tile is permuted, which crosses shared memory anyway: TMA's staging would be a second crossing}}
  %g, %tg = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<16x128xf32, #blocked>
  %pg = nv_tileaa.permute %g [1, 0] : tensor<16x128xf32, #blocked> -> tensor<128x16xf32, #transposed>
  scf.for %i = %c0 to %steps step %c1 {
    %e, %te = nv_tileaa.tiled_load %m[%i, %c0] : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<16x128xf32, #blocked>
  }
  nv_tileaa.return
}
}

// -----

// Not sm_90: no TMA, no remark.
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
module attributes {nv_tileaa.target = "sm_80"} {
// CHECK-LABEL: nv_tileaa.func @sm80
// CHECK-NOT: make_tensor_map
// CHECK: nv_tileaa.tiled_load
nv_tileaa.func @sm80(%p: !nv_tileaa.ptr<f32, 1>, %n: index) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %p16 = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %m = nv_tileaa.make_memref %p16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f32, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>
  %t, %tok = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1> -> tensor<16x128xf32, #blocked>
  nv_tileaa.return
}
}
