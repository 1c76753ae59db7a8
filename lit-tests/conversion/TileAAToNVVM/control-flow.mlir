// convert-tileaa-to-nvvm on scf: loops, branches and whiles carrying tiles retype; tokens vanish from them.
// RUN: tile-opt --convert-tileaa-to-nvvm %s | FileCheck %s --implicit-check-not=nv_tileaa --implicit-check-not=mem_token --implicit-check-not=ub.

// CHECK-LABEL: llvm.func @k(
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (!llvm.struct<(f32, f32)>)  : i64 {
// CHECK: llvm.fadd
// CHECK: llvm.store
// CHECK: scf.yield %{{.*}} : !llvm.struct<(f32, f32)>
// CHECK: scf.if %{{.*}} -> (!llvm.struct<(f32, f32)>) {
// CHECK: } else {
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: scf.yield %[[P]]
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (f32) -> f32 {
// CHECK-NEXT: scf.condition(%{{.*}}) %{{.*}} : f32
nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, 1>, %a: f32, %v: tensor<256xf32>, %n: index, %c: i1) attributes {kernel} {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v, %tok = %t0) -> (tensor<256xf32>, !nv_tileaa.mem_token) {
    %s = nv_tileaa.addf %acc, %acc : tensor<256xf32>
    %t1 = nv_tileaa.store %p, %a token %tok : !nv_tileaa.ptr<f32, 1>, f32
    scf.yield %s, %t1 : tensor<256xf32>, !nv_tileaa.mem_token
  }
  %g = scf.if %c -> (tensor<256xf32>) {
    scf.yield %f#0 : tensor<256xf32>
  } else {
    %pz = ub.poison : tensor<256xf32>
    scf.yield %pz : tensor<256xf32>
  }
  %w:2 = scf.while (%x = %a, %tk = %f#1) : (f32, !nv_tileaa.mem_token) -> (f32, !nv_tileaa.mem_token) {
    scf.condition(%c) %x, %tk : f32, !nv_tileaa.mem_token
  } do {
  ^bb0(%y: f32, %tk2: !nv_tileaa.mem_token):
    scf.yield %y, %tk2 : f32, !nv_tileaa.mem_token
  }
  %t2 = nv_tileaa.store %p, %w#0 token %w#1 : !nv_tileaa.ptr<f32, 1>, f32
  nv_tileaa.return
}
