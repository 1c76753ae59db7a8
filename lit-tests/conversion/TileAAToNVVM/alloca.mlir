// convert-tileaa-to-nvvm on alloca: thread 0 takes the storage from the device heap (malloc), every thread gets
// its address through shared memory and traps where there was none; before the terminator of the alloca's block,
// a barrier, then thread 0 frees it.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s --implicit-check-not=nv_tileaa

// CHECK-DAG: llvm.mlir.global internal @__tileaa_broadcast_i64_1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1 x i64>
// CHECK-DAG: llvm.func @free(!llvm.ptr)
// CHECK-DAG: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @k(
// 64 i32: 256 bytes, malloc's 16-byte alignment is enough.
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[FIRST:.*]] = llvm.icmp "eq" %[[TID]], %{{.*}} : i32
// CHECK-NEXT: %[[RAW:.*]] = scf.if %[[FIRST]] -> (!llvm.ptr) {
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(256 : i64) : i64
// CHECK-NEXT: %[[M:.*]] = llvm.call @malloc(%[[SIZE]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: scf.yield %[[M]] : !llvm.ptr
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: scf.yield %[[NULL]] : !llvm.ptr
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[RAW]] : !llvm.ptr to i64
// CHECK: %[[SLOT:.*]] = llvm.getelementptr
// CHECK-NEXT: nvvm.barrier0
// CHECK: scf.if
// CHECK-NEXT: llvm.store %[[A]], %[[SLOT]] {alignment = 8 : i64} : i64, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NEXT: %[[GOT:.*]] = llvm.load %[[SLOT]] {alignment = 8 : i64} : !llvm.ptr<3> -> i64
// CHECK: %[[NONE:.*]] = llvm.icmp "eq" %[[GOT]], %{{.*}} : i64
// CHECK-NEXT: scf.if %[[NONE]] {
// CHECK-NEXT: llvm.intr.trap
// CHECK: %[[P:.*]] = llvm.inttoptr %[[GOT]] : i64 to !llvm.ptr<1>
// global, 8 f64 aligned to 256: 64 + 255 bytes, the address rounded up.
// CHECK: %[[FIRST2:.*]] = llvm.icmp "eq"
// CHECK-NEXT: %[[RAW2:.*]] = scf.if %[[FIRST2]] -> (!llvm.ptr) {
// CHECK-NEXT: llvm.mlir.constant(319 : i64) : i64
// CHECK-NEXT: llvm.call @malloc
// CHECK: %[[A2:.*]] = llvm.ptrtoint %[[RAW2]] : !llvm.ptr to i64
// CHECK-NEXT: %[[MASK:.*]] = llvm.mlir.constant(255 : i64) : i64
// CHECK-NEXT: %[[UP:.*]] = llvm.add %[[A2]], %[[MASK]] : i64
// CHECK-NEXT: %[[ONES:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %[[LOW:.*]] = llvm.xor %[[MASK]], %[[ONES]] : i64
// CHECK-NEXT: llvm.and %[[UP]], %[[LOW]] : i64
// CHECK: llvm.intr.trap
// In the loop body: a byte for no element, freed at the end of each iteration.
// CHECK: scf.for
// CHECK: %[[FIRST3:.*]] = llvm.icmp "eq"
// CHECK-NEXT: %[[RAW3:.*]] = scf.if %[[FIRST3]] -> (!llvm.ptr) {
// CHECK-NEXT: llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.call @malloc
// CHECK: llvm.intr.trap
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<1>
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: scf.if %[[FIRST3]] {
// CHECK-NEXT: llvm.call @free(%[[RAW3]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// The store through the first alloca, then one barrier for both frees, the latest allocation first.
// CHECK: llvm.store %{{.*}}, %[[P]] {alignment = 4 : i64} : i32, !llvm.ptr<1>
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: scf.if %[[FIRST2]] {
// CHECK-NEXT: llvm.call @free(%[[RAW2]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: llvm.call @free(%[[RAW]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: llvm.return
nv_tileaa.func @k(%out: !nv_tileaa.ptr<i32, 1>, %n: index) attributes {kernel} {
  %p = nv_tileaa.alloca num_elem = 64, alignment = 16 : !nv_tileaa.ptr<i32, 1>
  %q = nv_tileaa.alloca num_elem = 8, alignment = 256 global : !nv_tileaa.ptr<f64, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  scf.for %i = %c0 to %n step %c1 {
    %b = nv_tileaa.alloca num_elem = 0, alignment = 1 : !nv_tileaa.ptr<i32, 1>
    %t = nv_tileaa.store %b, %v : !nv_tileaa.ptr<i32, 1>, i32
  }
  %t = nv_tileaa.store %p, %v : !nv_tileaa.ptr<i32, 1>, i32
  nv_tileaa.return
}

// -----

// In a while's before region, freed before its scf.condition (either way out); in a device function.
// CHECK-LABEL: llvm.func @f(
// CHECK: scf.while
// CHECK: %[[FIRST:.*]] = llvm.icmp "eq"
// CHECK-NEXT: %[[RAW:.*]] = scf.if %[[FIRST]] -> (!llvm.ptr) {
// CHECK-NEXT: llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: llvm.call @malloc
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<1>
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: llvm.call @free(%[[RAW]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.condition
// CHECK: llvm.return
nv_tileaa.func @f(%c: i1) {
  %v = arith.constant 7 : i32
  scf.while : () -> () {
    %p = nv_tileaa.alloca num_elem = 4, alignment = 16 : !nv_tileaa.ptr<i32, 1>
    %t = nv_tileaa.store %p, %v : !nv_tileaa.ptr<i32, 1>, i32
    scf.condition(%c)
  } do {
    scf.yield
  }
  nv_tileaa.return
}
