// Element-wise combinations convert-tileaa-to-nvvm cannot honour: one diagnostic naming the op and what
// it cannot do, before anything is rewritten.
// RUN: tile-opt --convert-tileaa-to-nvvm %s -split-input-file -verify-diagnostics

// A power of two has no nearest-even rounding (cuda_tile's ftof allows only
// zero and positive_inf to f8E8M0FNU).
nv_tileaa.func @ftof_e8m0_nearest(%a: tensor<128xf32>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.fp_to_fp' op to f8E8M0FNU rounds only towards zero or positive infinity, not nearest_even}}
  %r = nv_tileaa.fp_to_fp %a : tensor<128xf32> -> tensor<128xf8E8M0FNU>
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
