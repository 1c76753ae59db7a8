// Element-wise combinations convert-tileaa-to-nvvm cannot honour: one diagnostic naming the op and what
// it cannot do, before anything is rewritten.
// RUN: tile-opt --convert-tileaa-to-nvvm %s -split-input-file -verify-diagnostics

nv_tileaa.func @f16_downward(%h: tensor<128xf16>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.addf' op with rounding<negative_inf> on f16 is not supported by convert-tileaa-to-nvvm}}
  %r = nv_tileaa.addf %h, %h {rounding = #nv_tileaa.rounding<negative_inf>} : tensor<128xf16>
  nv_tileaa.return
}

// -----

nv_tileaa.func @bf16_upward(%g: bf16) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.fma' op with rounding<positive_inf> on bf16 is not supported by convert-tileaa-to-nvvm}}
  %r = nv_tileaa.fma %g, %g, %g {rounding = #nv_tileaa.rounding<positive_inf>} : bf16
  nv_tileaa.return
}

// -----

nv_tileaa.func @ftof_f8(%a: tensor<128xf32>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.fp_to_fp' op from f32 to f8E4M3FN is not supported by convert-tileaa-to-nvvm}}
  %r = nv_tileaa.fp_to_fp %a : tensor<128xf32> -> tensor<128xf8E4M3FN>
  nv_tileaa.return
}

// -----

nv_tileaa.func @ftof_f16_downward(%a: f32) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.fp_to_fp' op from f32 to f16 with rounding<negative_inf> is not supported by convert-tileaa-to-nvvm}}
  %r = nv_tileaa.fp_to_fp %a {rounding = #nv_tileaa.rounding<negative_inf>} : f32 -> f16
  nv_tileaa.return
}

// -----

nv_tileaa.func @sin_full(%a: f32) attributes {kernel} {
  // expected-error @below {{'math.sin' op with nv_tileaa.full is not supported by convert-tileaa-to-nvvm}}
  %r = math.sin %a {nv_tileaa.full} : f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @log_approx(%a: f32) attributes {kernel} {
  // expected-error @below {{'math.log' op with nv_tileaa.approx on f32 is not supported by convert-tileaa-to-nvvm}}
  %r = math.log %a {nv_tileaa.approx} : f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f8_arith(%a: tensor<128xf8E5M2>) attributes {kernel} {
  // expected-error @below {{'arith.addf' op on f8E5M2 is not supported by convert-tileaa-to-nvvm}}
  %r = arith.addf %a, %a : tensor<128xf8E5M2>
  nv_tileaa.return
}

// -----

nv_tileaa.func @powi_i64(%a: f32, %e: i64) attributes {kernel} {
  // expected-error @below {{'math.fpowi' op with an exponent of type i64 is not supported by convert-tileaa-to-nvvm}}
  %r = math.fpowi %a, %e : f32, i64
  nv_tileaa.return
}

// -----

nv_tileaa.func @truncf_rounding(%a: f32) attributes {kernel} {
  // expected-error @below {{'arith.truncf' op with rounding mode downward is not supported by convert-tileaa-to-nvvm}}
  %r = arith.truncf %a downward : f32 to f16
  nv_tileaa.return
}
