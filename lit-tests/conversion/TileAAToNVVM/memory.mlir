// convert-tileaa-to-nvvm on memory: masked and pointer loads/stores, atomics (owners only, results broadcast), addptr, globals.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s --implicit-check-not=nv_tileaa

// Globals: address space 1, flattened, zero-filled without a value; private ones internal.
// CHECK-DAG: llvm.mlir.global external @plain(dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>) {addr_space = 1 : i32} : !llvm.array<2 x f32>
// CHECK-DAG: llvm.mlir.global external constant @cst(dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<4xf16>) {addr_space = 1 : i32, alignment = 64 : i64} : !llvm.array<4 x f16>
// CHECK-DAG: llvm.mlir.global internal @zero(dense<0> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
// CHECK-DAG: llvm.mlir.global internal @__tileaa_broadcast_i32_1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1 x i32>
// CHECK-LABEL: llvm.func @k(
// CHECK: llvm.mlir.addressof @plain : !llvm.ptr<1>
// addptr: one GEP over the pointee per register.
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// A masked load: masked-off lanes read `other`.
// CHECK: %[[M0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(i1, i1)>
// CHECK-NEXT: %[[ON:.*]] = llvm.and %{{.*}}, %[[M0]] : i1
// CHECK: %[[O0:.*]] = llvm.extractvalue %arg2[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[FB:.*]] = llvm.select %{{.*}}, %{{.*}}, %[[O0]] : i1, f32
// CHECK-NEXT: scf.if %[[ON]] -> (f32) {
// CHECK-NEXT: llvm.load
// CHECK: scf.yield %[[FB]] : f32
// The masked store: mask and owner.
// CHECK: scf.if %{{[0-9]+}} {
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK: scf.if %{{[0-9]+}} {
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// A scalar atomic: thread 0 only (when the mask holds), acq_rel as fences around a relaxed atomicrmw; the old value
// goes to every thread through shared memory.
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[OWN:.*]] = llvm.icmp "ult" %[[TID]], %[[C1]] : i32
// CHECK: %[[DO:.*]] = llvm.and %{{.*}}, %[[OWN]] : i1
// CHECK-NEXT: %[[OLD:.*]] = scf.if %[[DO]] -> (i32) {
// CHECK-NEXT: llvm.fence syncscope("device") release
// CHECK-NEXT: llvm.atomicrmw add %{{.*}}, %{{.*}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, i32
// CHECK-NEXT: llvm.fence syncscope("device") acquire
// CHECK: llvm.mlir.addressof @__tileaa_broadcast_i32_1 : !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NEXT: %[[C1B:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[OWNB:.*]] = llvm.icmp "ult" %[[TID]], %[[C1B]] : i32
// CHECK-NEXT: scf.if %[[OWNB]] {
// CHECK-NEXT: llvm.store %[[OLD]], %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NEXT: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// Integer modes keep their signedness; floats add with fadd.
// CHECK: llvm.atomicrmw umin
// CHECK: llvm.atomicrmw max
// CHECK: llvm.atomicrmw fadd
// cmpxchg on float bits; a release exchange fails relaxed.
// CHECK: llvm.bitcast %{{.*}} : f32 to i32
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} syncscope("block") release monotonic
// CHECK: llvm.bitcast %{{.*}} : i32 to f32
// CHECK: nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK: llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
// CHECK: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// CHECK: llvm.return
nv_tileaa.global @plain : tensor<2xf32> = dense<[1.0, 2.5]> : tensor<2xf32>
nv_tileaa.global constant @cst : tensor<2x2xf16> = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf16> {alignment = 64 : i64}
nv_tileaa.global @zero : tensor<4xi32> {sym_visibility = "private"}
nv_tileaa.func @k(%p: tensor<256x!nv_tileaa.ptr<f32, 1>>, %m: tensor<256xi1>, %o: tensor<256xf32>, %s: !nv_tileaa.ptr<i32, 1>, %sm: i1, %off: tensor<256xindex>, %f: !nv_tileaa.ptr<f32, 1>, %x: f32, %q: tensor<2x!nv_tileaa.ptr<f32, 1>>, %v2: tensor<2xf32>) attributes {kernel} {
  %g = nv_tileaa.get_global @plain : !nv_tileaa.ptr<f32, 1>
  %pp = nv_tileaa.addptr %p, %off : tensor<256x!nv_tileaa.ptr<f32, 1>>, tensor<256xindex> -> tensor<256x!nv_tileaa.ptr<f32, 1>>
  %v, %t = nv_tileaa.load %pp mask %m other %o : tensor<256x!nv_tileaa.ptr<f32, 1>> -> tensor<256xf32>
  %t2 = nv_tileaa.store %pp, %v mask %m token %t : tensor<256x!nv_tileaa.ptr<f32, 1>>, tensor<256xf32>
  %c7 = arith.constant 7 : i32
  %old, %t4 = nv_tileaa.atomic_rmw add %s, %c7 mask %sm {mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<i32, 1>, i32
  %t5 = nv_tileaa.store %s, %old : !nv_tileaa.ptr<i32, 1>, i32
  %u, %t6 = nv_tileaa.atomic_rmw umin %s, %c7 : !nv_tileaa.ptr<i32, 1>, i32
  %mx, %t7 = nv_tileaa.atomic_rmw max %s, %c7 : !nv_tileaa.ptr<i32, 1>, i32
  %ad, %t8 = nv_tileaa.atomic_rmw addf %f, %x {mem_semantic = #nv_tileaa.mem_semantic<relaxed>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<f32, 1>, f32
  %c, %t9 = nv_tileaa.atomic_cas %q, %v2, %v2 {mem_semantic = #nv_tileaa.mem_semantic<release>, mem_scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<2x!nv_tileaa.ptr<f32, 1>>, tensor<2xf32>
  %n = nv_tileaa.get_num_programs y : i32
  %j = nv_tileaa.join_mem_token %t5, %t9 : !nv_tileaa.mem_token
  %gi = nv_tileaa.ptr_to_int %g : !nv_tileaa.ptr<f32, 1> -> i64
  %gp = nv_tileaa.int_to_ptr %gi : i64 -> !nv_tileaa.ptr<i32, 1>
  nv_tileaa.return
}

// -----

// Masked tiled load and store: the mask joins the bounds check per register;
// gather reads per-lane coordinates.
// CHECK-LABEL: llvm.func @tiled(
// CHECK: %[[K0:.*]] = llvm.extractvalue %arg2[0] : !llvm.struct<(i1, i1)>
// CHECK-NEXT: %[[ON:.*]] = llvm.and %{{.*}}, %[[K0]] : i1
// CHECK-NEXT: scf.if %[[ON]] -> (f32)
// CHECK: llvm.store
// CHECK: llvm.extractvalue %arg3[0] : !llvm.struct<(i64, i64)>
// CHECK: llvm.icmp "ult"
// CHECK: scf.if %{{.*}} -> (f32)
// CHECK: llvm.return
nv_tileaa.func @tiled(%m: !nv_tileaa.memref<?xf32, strides=[1], 1>, %i: index, %k: tensor<256xi1>, %idx: tensor<256xindex>) attributes {kernel} {
  %v, %t = nv_tileaa.tiled_load %m[%i] mask %k {in_bounds = array<i1: true>} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<256xf32>
  %t2 = nv_tileaa.tiled_store %m[%i], %v mask %k {in_bounds = array<i1: true>} : !nv_tileaa.memref<?xf32, strides=[1], 1>, tensor<256xf32>
  %g, %t3 = nv_tileaa.gather_load %m[%idx] : !nv_tileaa.memref<?xf32, strides=[1], 1>[tensor<256xindex>] -> tensor<256xf32>
  nv_tileaa.return
}
