// warp_specialize lowered (WarpSpecialization.cpp): the kernel's CTA grows by a producer warpgroup (8 warps + 4:
// reqntid 384). Before the op thread 0 initializes both sets of mbarriers and the whole CTA meets once
// (bar.sync 0). Threads from 256 on give registers back (setmaxnreg.dec 40); warp 8 alone runs the region, where
// thread numbers count from 256 (its warp 0 builds the tensor map, its thread 0 waits for the slot, arms the barrier
// and issues the copy: the other threads, meeting nobody, could fall two phases behind); then the producers exit. The consumers take their registers (setmaxnreg.inc 232), wait, give the slot
// back (mbarrier.arrive) and meet at named barrier 1 of their 256 threads (invalidate_mbarriers' barrier).
// RUN: tile-opt %s --convert-tileaa-to-nvvm=num-warps=8 | FileCheck %s
// RUN: not tile-opt %s --convert-tileaa-to-nvvm=num-warps=4 2>&1 | FileCheck %s --check-prefix=WARPS

// CHECK-LABEL: llvm.func @specialized(
// CHECK-SAME: nvvm.reqntid = array<i32: 384, 1, 1>
// CHECK: nvvm.mbarrier.init
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[C256:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK: %[[PRODUCER:.*]] = llvm.icmp "uge" %[[TID]], %[[C256]] : i32
// CHECK: scf.if %[[PRODUCER]] {
// CHECK-NEXT: nvvm.setmaxregister  decrease 40
// CHECK-NEXT: %[[C288:.*]] = llvm.mlir.constant(288 : i32) : i32
// CHECK-NEXT: %[[FIRSTWARP:.*]] = llvm.icmp "ult" %[[TID]], %[[C288]] : i32
// CHECK-NEXT: scf.if %[[FIRSTWARP]] {
// CHECK: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[REBASED:.*]] = llvm.sub %[[T]], %{{.*}} : i32
// CHECK: llvm.icmp "ult" %[[REBASED]]
// CHECK: %[[TW:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[REBASEDW:.*]] = llvm.sub %[[TW]], %{{.*}} : i32
// CHECK: %[[ISSUER:.*]] = llvm.icmp "eq" %[[REBASEDW]]
// CHECK-NEXT: scf.if %[[ISSUER]] {
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: %[[T2:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[REBASED2:.*]] = llvm.sub %[[T2]], %{{.*}} : i32
// CHECK: llvm.icmp "eq" %[[REBASED2]]
// CHECK: nvvm.mbarrier.arrive.expect_tx
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: llvm.atomicrmw _and
// CHECK: nvvm.exit
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.setmaxregister  increase 232
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3>
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT: nvvm.barrier id = %[[ONE]] number_of_threads = %[[N]]
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return

// WARPS: error: 'nv_tileaa.warp_specialize' op specializes a kernel of 8 warps, but convert-tileaa-to-nvvm lowers for 4
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @specialized(%m: !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>, %i: index, %p: i32, %s: !nv_tileaa.ptr<f32, 1>) attributes {kernel} {
  %ring = nv_tileaa.local_alloc : tensor<2x64x64xf16, #shared>
  %full = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<2>
  %empty = nv_tileaa.alloc_mbarriers {arrivals = 256 : i32} : !nv_tileaa.mbarriers<2>
  nv_tileaa.warp_specialize consumer_warps = 8 producer_warps = 4 registers(40, 232) {
    %c0 = arith.constant 0 : index
    %tm = nv_tileaa.make_tensor_map %m {tile = tensor<64x64xf16, #shared>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
    nv_tileaa.wait_mbarrier %empty[%i], %p : !nv_tileaa.mbarriers<2>
    nv_tileaa.async_tma_copy_global_to_local %tm[%i, %c0], %ring[%i], %full[%i] : tensor<2x64x64xf16, #shared>, !nv_tileaa.mbarriers<2>
    nv_tileaa.release_tensor_map %tm
  }
  nv_tileaa.wait_mbarrier %full[%i], %p : !nv_tileaa.mbarriers<2>
  nv_tileaa.arrive_mbarrier %empty[%i] : !nv_tileaa.mbarriers<2>
  nv_tileaa.invalidate_mbarriers %full : !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}
}
