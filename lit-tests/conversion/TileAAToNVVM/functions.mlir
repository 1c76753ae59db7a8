// convert-tileaa-to-nvvm on functions: device functions (several results as a struct, tokens dropped), calls, launch hints.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file -verify-diagnostics %s | FileCheck %s --implicit-check-not=nv_tileaa.func --implicit-check-not=nv_tileaa.call --implicit-check-not=nv_tileaa.return

// CHECK-LABEL: llvm.func @helper(
// CHECK-SAME: %[[A:[^:]*]]: f32, %[[V:[^:]*]]: !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, struct<(f32, f32)>)> {
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(f32, struct<(f32, f32)>)>
// CHECK-NEXT: %[[R0:.*]] = llvm.insertvalue %[[A]], %[[P]][0]
// CHECK-NEXT: %[[R1:.*]] = llvm.insertvalue %[[V]], %[[R0]][1]
// CHECK-NEXT: llvm.return %[[R1]]
// The sm_90 entry applies: a 2-CTA cluster and 3 CTAs per SM.
// CHECK-LABEL: llvm.func @k(
// CHECK-SAME: attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.minctasm = 3 : i32, nvvm.reqntid = array<i32: 128, 1, 1>}
// CHECK-NEXT: %[[C:.*]] = llvm.call @helper(%{{.*}}, %{{.*}}) : (f32, !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, struct<(f32, f32)>)>
// CHECK-NEXT: llvm.extractvalue %[[C]][0]
// CHECK-NEXT: llvm.extractvalue %[[C]][1]
module attributes {nv_tileaa.target = "sm_90a"} {
  nv_tileaa.func @helper(%a: f32, %t: !nv_tileaa.mem_token, %v: tensor<256xf32>) -> (f32, !nv_tileaa.mem_token, tensor<256xf32>) {
    nv_tileaa.return %a, %t, %v : f32, !nv_tileaa.mem_token, tensor<256xf32>
  }
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, 1>, %a: f32, %v: tensor<256xf32>) attributes {kernel, optimization_hints = {default = {occupancy = 2 : i64}, sm_90 = {num_cta_in_cga = 2 : i64, occupancy = 3 : i64}}} {
    %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
    %r:3 = nv_tileaa.call @helper(%a, %t0, %v) : (f32, !nv_tileaa.mem_token, tensor<256xf32>) -> (f32, !nv_tileaa.mem_token, tensor<256xf32>)
    %t1 = nv_tileaa.store %p, %r#0 token %r#1 : !nv_tileaa.ptr<f32, 1>, f32
    nv_tileaa.return
  }
}

// -----

// Without a target, the default entry applies and architecture entries are reported.
// CHECK-LABEL: llvm.func @k2(
// CHECK-SAME: attributes {nvvm.kernel, nvvm.minctasm = 2 : i32, nvvm.reqntid
// expected-warning @below {{optimization hints for "sm_100" are not applied: the module names no nv_tileaa.target}}
nv_tileaa.func @k2() attributes {kernel, optimization_hints = {default = {occupancy = 2 : i64}, sm_100 = {num_cta_in_cga = 2 : i64}}} {
  nv_tileaa.return
}

// -----

// Each hint is resolved on its own: the target's entry if it has the key,
// else `default`; a value invalid for the target counts as absent, without
// falling back to `default`. Here the cluster comes from `default` and the
// sm_90 occupancy of 0 hides the default's 2.
// CHECK-LABEL: llvm.func @k3(
// CHECK-SAME: attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.reqntid
module attributes {nv_tileaa.target = "sm_90"} {
  nv_tileaa.func @k3() attributes {kernel, optimization_hints = {default = {num_cta_in_cga = 2 : i64, occupancy = 2 : i64}, sm_90 = {occupancy = 0 : i64}}} {
    nv_tileaa.return
  }
}

// -----

// sm_80 has no clusters: a `default` num_cta_in_cga other than 1 is ignored
// there, as is an invalid sm_80 value (which also hides the default's valid one).
// CHECK-LABEL: llvm.func @k4(
// CHECK-SAME: attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>}
// CHECK-LABEL: llvm.func @k5(
// CHECK-SAME: attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>}
module attributes {nv_tileaa.target = "sm_80"} {
  nv_tileaa.func @k4() attributes {kernel, optimization_hints = {default = {num_cta_in_cga = 4 : i64}}} {
    nv_tileaa.return
  }
  nv_tileaa.func @k5() attributes {kernel, optimization_hints = {default = {occupancy = 2 : i64}, sm_80 = {occupancy = 33 : i64}}} {
    nv_tileaa.return
  }
}

// -----

// An architecture 13.3 does not list puts no limit on the cluster, but the
// lowering knows clusters need sm_90.
module attributes {nv_tileaa.target = "sm_75"} {
  // expected-error @below {{'nv_tileaa.func' op num_cta_in_cga = 4 needs thread block clusters (sm_90 or newer); the target is "sm_75"}}
  // expected-error @below {{failed to legalize operation 'nv_tileaa.func'}}
  nv_tileaa.func @k6() attributes {kernel, optimization_hints = {default = {num_cta_in_cga = 4 : i64}}} {
    nv_tileaa.return
  }
}
