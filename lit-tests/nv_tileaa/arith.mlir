// nv_tileaa tile math: every op parses, prints and re-parses, in custom and generic form.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @floats(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4x8xf32>, %[[B:[^:]*]]: tensor<4x8xf32>, %[[C:[^:]*]]: tensor<4x8xf32>, %[[H:[^:]*]]: f16, %[[D:[^:]*]]: f64)
nv_tileaa.func @floats(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>, %h: f16, %d: f64) {
  // CHECK: nv_tileaa.addf %[[A]], %[[B]] {flush_to_zero} : tensor<4x8xf32>
  %0 = nv_tileaa.addf %a, %b {flush_to_zero} : tensor<4x8xf32>
  // CHECK: nv_tileaa.subf %[[A]], %[[B]] {rounding = #nv_tileaa.rounding<negative_inf>} : tensor<4x8xf32>
  %1 = nv_tileaa.subf %a, %b {rounding = #nv_tileaa.rounding<negative_inf>} : tensor<4x8xf32>
  // CHECK: nv_tileaa.subf %[[H]], %[[H]] : f16
  %2 = nv_tileaa.subf %h, %h : f16
  // CHECK: nv_tileaa.mulf %[[A]], %[[C]] {flush_to_zero, rounding = #nv_tileaa.rounding<zero>} : tensor<4x8xf32>
  %3 = nv_tileaa.mulf %a, %c {rounding = #nv_tileaa.rounding<zero>, flush_to_zero} : tensor<4x8xf32>
  // CHECK: nv_tileaa.mulf %[[D]], %[[D]] : f64
  %4 = nv_tileaa.mulf %d, %d : f64
  // CHECK: nv_tileaa.divf %[[A]], %[[B]] {rounding = #nv_tileaa.rounding<positive_inf>} : tensor<4x8xf32>
  %5 = nv_tileaa.divf %a, %b {rounding = #nv_tileaa.rounding<positive_inf>} : tensor<4x8xf32>
  // CHECK: nv_tileaa.divf %[[D]], %[[D]] : f64
  %6 = nv_tileaa.divf %d, %d : f64
  // CHECK: nv_tileaa.fma %[[A]], %[[B]], %[[C]] {flush_to_zero, rounding = #nv_tileaa.rounding<zero>} : tensor<4x8xf32>
  %7 = nv_tileaa.fma %a, %b, %c {rounding = #nv_tileaa.rounding<zero>, flush_to_zero} : tensor<4x8xf32>
  // CHECK: nv_tileaa.fma %[[H]], %[[H]], %[[H]] : f16
  %8 = nv_tileaa.fma %h, %h, %h : f16
  // CHECK: nv_tileaa.sqrt %[[A]] {rounding = #nv_tileaa.rounding<nearest_even>} : tensor<4x8xf32>
  %9 = nv_tileaa.sqrt %a {rounding = #nv_tileaa.rounding<nearest_even>} : tensor<4x8xf32>
  // CHECK: nv_tileaa.sqrt %[[D]] : f64
  %10 = nv_tileaa.sqrt %d : f64
  // CHECK: nv_tileaa.rsqrt %[[A]] {flush_to_zero} : tensor<4x8xf32>
  %11 = nv_tileaa.rsqrt %a {flush_to_zero} : tensor<4x8xf32>
  // CHECK: nv_tileaa.rsqrt %[[H]] : f16
  %12 = nv_tileaa.rsqrt %h : f16
  // CHECK: nv_tileaa.exp2 %[[B]] : tensor<4x8xf32>
  %13 = nv_tileaa.exp2 %b : tensor<4x8xf32>
  // CHECK: nv_tileaa.exp2 %[[B]] {flush_to_zero} : tensor<4x8xf32>
  %14 = nv_tileaa.exp2 %b {flush_to_zero} : tensor<4x8xf32>
  // CHECK: nv_tileaa.clampf %[[A]], %[[B]], %[[C]] {propagate_nan} : tensor<4x8xf32>
  %15 = nv_tileaa.clampf %a, %b, %c {propagate_nan} : tensor<4x8xf32>
  // CHECK: nv_tileaa.clampf %[[A]], %[[B]], %[[C]] {flush_to_zero} : tensor<4x8xf32>
  %16 = nv_tileaa.clampf %a, %b, %c {flush_to_zero} : tensor<4x8xf32>
  // CHECK: nv_tileaa.clampf %[[H]], %[[H]], %[[H]] : f16
  %17 = nv_tileaa.clampf %h, %h, %h : f16
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @integers(
// CHECK-SAME: %[[X:[^:]*]]: tensor<128xi32>, %[[Y:[^:]*]]: tensor<128xi32>, %[[S:[^:]*]]: i64, %[[B:[^:]*]]: i8)
nv_tileaa.func @integers(%x: tensor<128xi32>, %y: tensor<128xi32>, %s: i64, %b: i8) {
  // CHECK: nv_tileaa.mulhiui %[[X]], %[[Y]] : tensor<128xi32>
  %0 = nv_tileaa.mulhiui %x, %y : tensor<128xi32>
  // CHECK: nv_tileaa.mulhiui %[[S]], %[[S]] : i64
  %1 = nv_tileaa.mulhiui %s, %s : i64
  // CHECK: nv_tileaa.mulhiui %[[B]], %[[B]] : i8
  %2 = nv_tileaa.mulhiui %b, %b : i8
  nv_tileaa.return
}
