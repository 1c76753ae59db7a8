// nv_tileaa tile math verifiers: one case per rule of ArithOps.cpp and Arith.td, with its exact message.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// flush_to_zero: f32 only (addf).
nv_tileaa.func @f(%h: tensor<4xf16>) {
  // expected-error @below {{'nv_tileaa.addf' op accepts flush_to_zero only for f32, got 'f16'}}
  %0 = nv_tileaa.addf %h, %h {flush_to_zero} : tensor<4xf16>
  nv_tileaa.return
}

// -----

// flush_to_zero: f32 only (sqrt, scalar f64).
nv_tileaa.func @f(%d: f64) {
  // expected-error @below {{'nv_tileaa.sqrt' op accepts flush_to_zero only for f32, got 'f64'}}
  %0 = nv_tileaa.sqrt %d {flush_to_zero} : f64
  nv_tileaa.return
}

// -----

// flush_to_zero: f32 only (clampf).
nv_tileaa.func @f(%h: bf16) {
  // expected-error @below {{'nv_tileaa.clampf' op accepts flush_to_zero only for f32, got 'bf16'}}
  %0 = nv_tileaa.clampf %h, %h, %h {flush_to_zero} : bf16
  nv_tileaa.return
}

// -----

// rsqrt approximates: no rounding mode.
nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{'nv_tileaa.rsqrt' op takes no rounding mode}}
  %0 = nv_tileaa.rsqrt %a {rounding = #nv_tileaa.rounding<zero>} : f32
  nv_tileaa.return
}

// -----

// exp2 approximates: no rounding mode.
nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{'nv_tileaa.exp2' op takes no rounding mode}}
  %0 = nv_tileaa.exp2 %a {rounding = #nv_tileaa.rounding<nearest_even>} : f32
  nv_tileaa.return
}

// -----

// clampf is exact: no rounding mode.
nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{'nv_tileaa.clampf' op takes no rounding mode}}
  %0 = nv_tileaa.clampf %a, %a, %a {rounding = #nv_tileaa.rounding<zero>} : f32
  nv_tileaa.return
}

// -----

// Float ops take floats.
nv_tileaa.func @f(%n: tensor<4xi32>) {
  // expected-error @below {{'nv_tileaa.fma' op operand #0 must be float or ranked tensor of float, but got 'tensor<4xi32>'}}
  %0 = nv_tileaa.fma %n, %n, %n : tensor<4xi32>
  nv_tileaa.return
}

// -----

// Float ops take scalars or ranked tensors, not other shaped types.
nv_tileaa.func @f(%v: vector<4xf32>) {
  // expected-error @below {{'nv_tileaa.exp2' op operand #0 must be float or ranked tensor of float, but got 'vector<4xf32>'}}
  %0 = nv_tileaa.exp2 %v : vector<4xf32>
  nv_tileaa.return
}

// -----

// Element-wise: operands and result share one shape.
nv_tileaa.func @f(%a: tensor<4xf32>, %b: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.divf' op requires the same type for all operands and results}}
  %0 = "nv_tileaa.divf"(%a, %b) : (tensor<4xf32>, tensor<8xf32>) -> tensor<4xf32>
  nv_tileaa.return
}

// -----

// Element-wise: no silent width change; fp_to_fp converts.
nv_tileaa.func @f(%a: f32, %h: f16) {
  // expected-error @below {{'nv_tileaa.clampf' op requires the same type for all operands and results}}
  %0 = "nv_tileaa.clampf"(%a, %h, %a) : (f32, f16, f32) -> f32
  nv_tileaa.return
}

// -----

// Element-wise: the result has the operands' type.
nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{'nv_tileaa.subf' op requires the same type for all operands and results}}
  %0 = "nv_tileaa.subf"(%a, %a) : (f32, f32) -> f64
  nv_tileaa.return
}

// -----

// mulhiui takes integers.
nv_tileaa.func @f(%a: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.mulhiui' op operand #0 must be integer or ranked tensor of integer, but got 'tensor<4xf32>'}}
  %0 = nv_tileaa.mulhiui %a, %a : tensor<4xf32>
  nv_tileaa.return
}

// -----

// mulhiui: index has no fixed width to take the high half of.
nv_tileaa.func @f(%i: index) {
  // expected-error @below {{'nv_tileaa.mulhiui' op operand #0 must be integer or ranked tensor of integer, but got 'index'}}
  %0 = nv_tileaa.mulhiui %i, %i : index
  nv_tileaa.return
}

// -----

// mulhiui: both operands have one width.
nv_tileaa.func @f(%a: i32, %b: i64) {
  // expected-error @below {{'nv_tileaa.mulhiui' op requires the same type for all operands and results}}
  %0 = "nv_tileaa.mulhiui"(%a, %b) : (i32, i64) -> i32
  nv_tileaa.return
}
