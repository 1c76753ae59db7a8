// Every verifier rule of the 13.3 ops alloca, mmaf_scaled and
// atomic_red_view_tko, one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{attribute 'num_elem' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %0 = alloca num_elem = -1, alignment = 4 : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %0 = alloca num_elem = 8, alignment = -4 : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'alignment' must be power of two, got 12}}
    %0 = alloca num_elem = 8, alignment = 12 : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'alignment' must be power of two, got 0}}
    %0 = alloca num_elem = 8, alignment = 0 : tile<ptr<i8>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'alignment' (4) must be at least the natural size (8 bytes) for element type 'f64'}}
    %0 = alloca num_elem = 8, alignment = 4 global : tile<ptr<f64>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // tf32's 19 bits make 2 bytes here (the addendum's floor(bits / 8)).
    // expected-error @below {{'alignment' (1) must be at least the natural size (2 bytes) for element type 'tf32'}}
    %0 = alloca num_elem = 8, alignment = 1 : tile<ptr<tf32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #0 must be rank-0 pointer tile, but got '!cuda_tile.tile<4xptr<f32>>'}}
    %0 = alloca num_elem = 8, alignment = 4 : tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #0 must be rank-0 pointer tile, but got '!cuda_tile.tile<f32>'}}
    %0 = alloca num_elem = 8, alignment = 4 : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xbf16>, %b: tile<64x64xbf16>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{operand #0 must be tile<f8E4M3FN | f8E5M2 | f4E2M1FN>, but got '!cuda_tile.tile<64x64xbf16>'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf16>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{operand #2 must be tile<f32>, but got '!cuda_tile.tile<64x64xf16>'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf16>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E5M2>) {
    // expected-error @below {{operand #4 must be tile<f8E8M0FNU | f8E4M3FN>, but got '!cuda_tile.tile<2x64xf8E5M2>'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E5M2>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E5M2>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{failed to verify that all of {lhs, rhs} have same element type}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E5M2>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf4E2M1FN>, %b: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %sa: tile<64x4xf8E8M0FNU>, %sb: tile<4x64xf8E4M3FN>) {
    // expected-error @below {{failed to verify that all of {lhs_scale, rhs_scale} have same element type}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E8M0FNU>, tile<4x64xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<1x64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{failed to verify that all of {lhs, rhs, acc, lhs_scale, rhs_scale} have same rank}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<1x64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64xf8E4M3FN>, %b: tile<64xf8E4M3FN>, %c: tile<64xf32>, %sa: tile<2xf8E8M0FNU>, %sb: tile<2xf8E8M0FNU>) {
    // expected-error @below {{operands must be 2-d (M x K, K x N, M x N) or 3-d with a leading batch dimension, got rank 1}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64xf8E4M3FN>, tile<64xf8E4M3FN>, tile<64xf32>, tile<2xf8E8M0FNU>, tile<2xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf8E4M3FN>, %b: tile<32x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{K extents disagree: lhs dimension 1 is 64 but rhs dimension 0 is 32}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x4xf8E4M3FN>, %sb: tile<4x64xf8E4M3FN>) {
    // expected-error @below {{f8E4M3FN scales (the NV-FP4 format) need f4E2M1FN lhs and rhs, got 'f8E4M3FN'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x4xf8E4M3FN>, tile<4x64xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x64x64xf8E5M2>, %b: tile<2x64x64xf8E5M2>, %c: tile<2x64x64xf32>, %sa: tile<4x64x2xf8E8M0FNU>, %sb: tile<2x2x64xf8E8M0FNU>) {
    // expected-error @below {{batch extents disagree: lhs dimension 0 is 2 but lhs_scale dimension 0 is 4}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x64x64xf8E5M2>, tile<2x64x64xf8E5M2>, tile<2x64x64xf32>, tile<4x64x2xf8E8M0FNU>, tile<2x2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x64x64xf8E5M2>, %b: tile<2x64x64xf8E5M2>, %c: tile<2x64x64xf32>, %sa: tile<2x64x2xf8E8M0FNU>, %sb: tile<1x2x64xf8E8M0FNU>) {
    // expected-error @below {{batch extents disagree: lhs dimension 0 is 2 but rhs_scale dimension 0 is 1}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x64x64xf8E5M2>, tile<2x64x64xf8E5M2>, tile<2x64x64xf32>, tile<2x64x2xf8E8M0FNU>, tile<1x2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<32x64xf8E5M2>, %b: tile<64x16xf8E5M2>, %c: tile<32x16xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x16xf8E8M0FNU>) {
    // expected-error @below {{M extents disagree: lhs dimension 0 is 32 but lhs_scale dimension 0 is 64}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<32x64xf8E5M2>, tile<64x16xf8E5M2>, tile<32x16xf32>, tile<64x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x32x64xf8E5M2>, %b: tile<2x64x16xf8E5M2>, %c: tile<2x32x16xf32>, %sa: tile<2x32x2xf8E8M0FNU>, %sb: tile<2x2x32xf8E8M0FNU>) {
    // expected-error @below {{N extents disagree: rhs dimension 2 is 16 but rhs_scale dimension 2 is 32}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x32x64xf8E5M2>, tile<2x64x16xf8E5M2>, tile<2x32x16xf32>, tile<2x32x2xf8E8M0FNU>, tile<2x2x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf4E2M1FN>, %b: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<4x64xf8E8M0FNU>) {
    // expected-error @below {{K/V extents disagree: lhs_scale dimension 1 is 2 but rhs_scale dimension 0 is 4}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf8E4M3FN>, %b: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %sa: tile<64x128xf8E8M0FNU>, %sb: tile<128x64xf8E8M0FNU>) {
    // expected-error @below {{the scales' K/V extent (128) must divide the K extent (64)}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x128xf8E8M0FNU>, tile<128x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf8E5M2>, %b: tile<64x64xf8E5M2>, %c: tile<64x64xf32>, %sa: tile<64x4xf8E8M0FNU>, %sb: tile<4x64xf8E8M0FNU>) {
    // expected-error @below {{vector size K / (K/V extent of the scales) = 64 / 4 = 16, but f8 inputs (MX-FP8) take V = 32}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E5M2>, tile<64x64xf8E5M2>, tile<64x64xf32>, tile<64x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x128xf4E2M1FN>, %b: tile<128x64xf4E2M1FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E8M0FNU>, %sb: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{vector size K / (K/V extent of the scales) = 128 / 2 = 64, but f4E2M1FN inputs with f8E8M0FNU scales (MX-FP4) take V = 16 or 32}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x128xf4E2M1FN>, tile<128x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf4E2M1FN>, %b: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %sa: tile<64x2xf8E4M3FN>, %sb: tile<2x64xf8E4M3FN>) {
    // expected-error @below {{vector size K / (K/V extent of the scales) = 64 / 2 = 32, but f4E2M1FN inputs with f8E4M3FN scales (NV-FP4) take V = 16}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E4M3FN>, tile<2x64xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %s: tile<64x2xf8E8M0FNU>, %t: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{failed to verify that all of {acc, result} have same type}}
    %0 = "cuda_tile.mmaf_scaled"(%a, %a, %c, %s, %t) : (!cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64x2xf8E8M0FNU>, !cuda_tile.tile<2x64xf8E8M0FNU>) -> !cuda_tile.tile<32x64xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi32>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{memory ordering must be 'relaxed' for an atomic reduction into a view, got 'weak'}}
    %t = atomic_red_view_tko weak device %v[%i, %i], add, %x
        : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi32>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{memory ordering must be 'relaxed' for an atomic reduction into a view, got 'acq_rel'}}
    %t = atomic_red_view_tko acq_rel device %v[%i, %i], add, %x
        : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi32>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{requires attribute 'memory_scope'}}
    %t = atomic_red_view_tko relaxed %v[%i, %i], add, %x
        : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi32>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{memory scope 'sys' is not allowed for an atomic reduction into a view; use 'tl_blk' or 'device'}}
    %t = atomic_red_view_tko relaxed sys %v[%i, %i], add, %x
        : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi32>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{mode 'xchg' is not a reduction}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], xchg, %x
        : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), padding_value = zero, tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi32>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{view must not have a padding_value}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], add, %x
        : tile<2x2xi32>, partition_view<tile=(2x2), padding_value = zero, tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi32>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{needs 2 indices, one per dimension of the view's tile (rank 2), got 3}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i, %i], add, %x
        : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi64>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{value holds 'i64' but the view holds 'i32'}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], add, %x
        : tile<2x2xi64>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x4xi32>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{value shape [2, 4] must match the view's tile shape [2, 2]}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], add, %x
        : tile<2x4xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, %x: tile<2x2xf32>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{mode 'max' needs i32 or i64 elements, got 'f32'}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], max, %x
        : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi16, strides=[4,1]>>, %x: tile<2x2xi16>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{mode 'umin' needs i32 or i64 elements, got 'i16'}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], umin, %x
        : tile<2x2xi16>, partition_view<tile=(2x2), tensor_view<4x4xi16, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi64, strides=[4,1]>>, %x: tile<2x2xi64>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{mode 'addf' needs f16, bf16, f32 or f64 elements, got 'i64'}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], addf, %x
        : tile<2x2xi64>, partition_view<tile=(2x2), tensor_view<4x4xi64, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xf8E4M3FN, strides=[4,1]>>, %x: tile<2x2xf8E4M3FN>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{mode 'addf' needs f16, bf16, f32 or f64 elements, got 'f8E4M3FN'}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], addf, %x
        : tile<2x2xf8E4M3FN>, partition_view<tile=(2x2), tensor_view<4x4xf8E4M3FN, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi32>, %i: tile<2xi32>) {
    // expected-error @below {{index 0 must be a rank-0 tile, got shape [2]}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], add, %x
        : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<2xi32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi32>, %i: tile<f32>) {
    // expected-error @below {{index 0 must be an integer tile, got '!cuda_tile.tile<f32>'}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], add, %x
        : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<f32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: tensor_view<4x4xi32, strides=[4,1]>, %x: tile<2x2xi32>, %i: tile<i32>) {
    // expected-error @below {{operand #0 must be partition_view, strided_view or gather_scatter_view, but got '!cuda_tile.tensor_view<4x4xi32, strides=[4,1]>'}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], add, %x
        : tile<2x2xi32>, tensor_view<4x4xi32, strides=[4,1]>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, %x: tile<2x2xi32>, %i: tile<i32>) {
    // expected-error @below {{unknown atomic mode 'sub'}}
    %t = atomic_red_view_tko relaxed device %v[%i, %i], sub, %x
        : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<4x4xi32, strides=[4,1]>>, tile<i32> -> token
  }
}

// -----

// 13.3: reduce and scan bodies are pure. divi may trap.
cuda_tile.module @m {
  testing$func @k(%x: tile<8xi32>) {
    // expected-error @below {{combining function must be pure (free of memory effects and always speculatable), but 'cuda_tile.divi' is not}}
    %r = reduce %x dim=0 identities=[1 : i32] : tile<8xi32> -> tile<i32>
      (%a: tile<i32>, %b: tile<i32>) {
        // expected-note @below {{here}}
        %d = divi %a, %b signed : tile<i32>
        yield %d : tile<i32>
      }
  }
}

// -----

// assume is not pure in this sense either.
cuda_tile.module @m {
  testing$func @k(%x: tile<8xi32>) {
    // expected-error @below {{but 'cuda_tile.assume' is not}}
    %r = scan %x dim=0 reverse=false identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
      (%a: tile<i32>, %b: tile<i32>) {
        // expected-note @below {{here}}
        %s = assume div_by<2>, %a : tile<i32>
        %t = addi %s, %b : tile<i32>
        yield %t : tile<i32>
      }
  }
}

// -----

// Nor is control flow.
cuda_tile.module @m {
  testing$func @k(%x: tile<8xf32>) {
    // expected-error @below {{but 'cuda_tile.if' is not}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%a: tile<f32>, %b: tile<f32>) {
        %c = cmpf less_than ordered %a, %b : tile<f32> -> tile<i1>
        // expected-note @below {{here}}
        %m = if %c -> (tile<f32>) {
          yield %b : tile<f32>
        } else {
          yield %a : tile<f32>
        }
        yield %m : tile<f32>
      }
  }
}

// -----

// extract: a constant index past the slices is a warning; the op verifies.
cuda_tile.module @m {
  testing$func @k(%x: tile<8xf32>) {
    %i = constant <i32: 4> : tile<i32>
    %n = constant <i32: -1> : tile<i32>
    // expected-warning @below {{'cuda_tile.extract' op index 4 in dimension 0 is outside the 4 slices of the source (0 to 3)}}
    %e = extract %x[%i] : tile<8xf32> -> tile<2xf32>
    // expected-warning @below {{'cuda_tile.extract' op index -1 in dimension 0 is outside the 4 slices of the source (0 to 3)}}
    %f = extract %x[%n] : tile<8xf32> -> tile<2xf32>
  }
}
