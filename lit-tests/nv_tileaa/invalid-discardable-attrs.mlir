// The discardable nv_tileaa attributes on other ops (upstream ones mostly): their kinds, the ops
// they fit, and no unknown names. One case per rule, then the valid forms.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{has unknown discardable attribute 'nv_tileaa.fast'; nv_tileaa defines nv_tileaa.flush_to_zero, nv_tileaa.rounding, nv_tileaa.approx, nv_tileaa.full, nv_tileaa.optimization_hints and nv_tileaa.target}}
  %0 = arith.maximumf %a, %a {nv_tileaa.fast} : f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{attribute 'nv_tileaa.flush_to_zero' must be a unit attribute, got true}}
  %0 = arith.maximumf %a, %a {nv_tileaa.flush_to_zero = true} : f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: f64) {
  // expected-error @below {{has 'nv_tileaa.flush_to_zero', which applies only to f32 results, got 'f64'}}
  %0 = arith.minimumf %a, %a {nv_tileaa.flush_to_zero} : f64
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{has 'nv_tileaa.flush_to_zero' but takes flush-to-zero in its own 'flush_to_zero' attribute}}
  %0 = nv_tileaa.addf %a, %a {nv_tileaa.flush_to_zero} : f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{attribute 'nv_tileaa.rounding' must be a #nv_tileaa.rounding, got "zero"}}
  %0 = math.sin %a {nv_tileaa.rounding = "zero"} : f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{has 'nv_tileaa.rounding' but takes its rounding mode in its own 'rounding' attribute}}
  %0 = nv_tileaa.sqrt %a {nv_tileaa.rounding = #nv_tileaa.rounding<zero>} : f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{attribute 'nv_tileaa.approx' must be a unit attribute, got 1 : i32}}
  %0 = math.exp %a {nv_tileaa.approx = 1 : i32} : f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: tensor<4xf16>) {
  // expected-error @below {{has 'nv_tileaa.approx', which applies only to f32 results, got 'tensor<4xf16>'}}
  %0 = math.tanh %a {nv_tileaa.approx} : tensor<4xf16>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{has both 'nv_tileaa.approx' and 'nv_tileaa.full'}}
  %0 = nv_tileaa.divf %a, %a {nv_tileaa.approx, nv_tileaa.full} : f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{has 'nv_tileaa.full' and a rounding mode; an approximation takes none}}
  %0 = nv_tileaa.divf %a, %a {nv_tileaa.full, rounding = #nv_tileaa.rounding<zero>} : f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{has 'nv_tileaa.approx' and a rounding mode; an approximation takes none}}
  %0 = math.exp %a {nv_tileaa.approx, nv_tileaa.rounding = #nv_tileaa.rounding<zero>} : f32
  nv_tileaa.return
}

// -----

// expected-error @below {{has 'nv_tileaa.approx' but no result it could apply to}}
nv_tileaa.func @f() attributes {nv_tileaa.approx} {
  nv_tileaa.return
}

// -----

// The valid forms verify.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<4xf32>, %b: f32) {
    %0 = arith.maximumf %a, %a {nv_tileaa.flush_to_zero} : tensor<4xf32>
    %1 = nv_tileaa.divf %b, %b {flush_to_zero, nv_tileaa.approx} : f32
    %2 = nv_tileaa.divf %b, %b {nv_tileaa.full} : f32
    %3 = math.tanh %a {nv_tileaa.approx} : tensor<4xf32>
    %4 = math.sin %b {nv_tileaa.rounding = #nv_tileaa.rounding<zero>} : f32
    nv_tileaa.return
  }
}

// -----

nv_tileaa.func @hints_not_a_dictionary(%p: !nv_tileaa.ptr<f32, 1>) {
  %t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // expected-error @below {{attribute 'nv_tileaa.optimization_hints' must be a dictionary of per-architecture hints, got 3 : i64}}
  %v, %t2 = nv_tileaa.load %p token %t {mem_semantic = #nv_tileaa.mem_semantic<weak>, nv_tileaa.optimization_hints = 3} : !nv_tileaa.ptr<f32, 1> -> f32
  nv_tileaa.return
}
