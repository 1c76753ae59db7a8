// Every rule of section 8.7 (floating point) and fpowi, one case each:
// operand types, operand/result agreement, the per-type Modifiers tables,
// and modifiers an op does not have.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Operands are float tiles.
cuda_tile.module @m {
  entry @k() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @below {{'cuda_tile.absf' op operand #0 must be tile<f16 | bf16 | f32 | f64>}}
    %0 = absf %i : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @below {{'cuda_tile.remf' op operand #0 must be tile<f16 | bf16 | f32 | f64>}}
    %0 = remf %i, %i : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%t: tile<4xtf32>) {
    // expected-error @below {{'cuda_tile.exp' op operand #0 must be tile<f16 | bf16 | f32 | f64>}}
    %0 = exp %t : tile<4xtf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <f8E4M3FN: 1.0> : tile<4xf8E4M3FN>
    // expected-error @below {{'cuda_tile.sqrt' op operand #0 must be tile<f16 | bf16 | f32 | f64>}}
    %0 = sqrt %t : tile<4xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.negf' op operand #0 must be tile<f16 | bf16 | f32 | f64>}}
    %0 = negf %x : tensor_view<4xf32, strides=[1]>
  }
}

// -----

// Operands and result have one type.
cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    %d = constant <f64: 1.0> : tile<4xf64>
    // expected-error @below {{'cuda_tile.addf' op requires the same type for all operands and results}}
    %0 = "cuda_tile.addf"(%f, %d) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf64>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4xf32>
    %c = constant <f32: 1.0> : tile<8xf32>
    // expected-error @below {{'cuda_tile.fma' op requires the same type for all operands and results}}
    %0 = "cuda_tile.fma"(%a, %a, %c) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.cos' op requires the same type for all operands and results}}
    %0 = "cuda_tile.cos"(%f) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4xf32>
    %c = constant <f32: 1.0> : tile<2x2xf32>
    // expected-error @below {{'cuda_tile.pow' op requires the same type for all operands and results}}
    %0 = "cuda_tile.pow"(%a, %c) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<2x2xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.maxf' op requires the same type for all operands and results}}
    %0 = "cuda_tile.maxf"(%f, %f) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    %b = constant <bf16: 1.0> : tile<4xbf16>
    // expected-error @below {{'cuda_tile.atan2' op requires the same type for all operands and results}}
    %0 = "cuda_tile.atan2"(%f, %b) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xbf16>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

// fpowi: a float source, a signed integer exponent of its shape, the source's type as result.
cuda_tile.module @m {
  entry @k() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @below {{'cuda_tile.fpowi' op operand #0 must be tile<f16 | bf16 | f32 | f64>}}
    %0 = fpowi %i, %i : tile<4xi32>, tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.fpowi' op operand #1 must be tile<i1 | i8 | i16 | i32 | i64>}}
    %0 = fpowi %f, %f : tile<4xf32>, tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    %n = constant <i32: 1> : tile<8xi32>
    // expected-error @below {{'cuda_tile.fpowi' op failed to verify that all of {source, exponent} have same shape}}
    %0 = fpowi %f, %n : tile<4xf32>, tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @below {{'cuda_tile.fpowi' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.fpowi"(%f, %i) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf16>
  }
}

// -----

// Rounding modes outside an op's table.
cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.addf' op does not accept rounding<approx>; it accepts nearest_even, zero, negative_inf, positive_inf}}
    %0 = addf %f, %f rounding<approx> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.subf' op does not accept rounding<full>}}
    %0 = subf %f, %f rounding<full> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.mulf' op does not accept rounding<nearest_int_to_zero>}}
    %0 = mulf %f, %f rounding<nearest_int_to_zero> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.fma' op does not accept rounding<approx>}}
    %0 = fma %f, %f, %f rounding<approx> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.divf' op does not accept rounding<nearest_int_to_zero>; it accepts nearest_even, zero, negative_inf, positive_inf, approx, full}}
    %0 = divf %f, %f rounding<nearest_int_to_zero> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.sqrt' op does not accept rounding<full>; it accepts nearest_even, zero, negative_inf, positive_inf, approx}}
    %0 = sqrt %f rounding<full> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.tanh' op does not accept rounding<zero>; it accepts approx, full}}
    %0 = tanh %f rounding<zero> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.exp' op does not accept rounding<nearest_even>; it accepts approx}}
    %0 = exp %f rounding<nearest_even> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{'cuda_tile.tanh' op does not accept rounding<positive_inf>}}
    %0 = "cuda_tile.tanh"(%f) {rounding_mode = #cuda_tile.rounding<positive_inf>} : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

// approx and full are f32 only.
cuda_tile.module @m {
  entry @k() {
    %d = constant <f64: 1.0> : tile<4xf64>
    // expected-error @below {{'cuda_tile.divf' op accepts rounding<approx> only for f32, got 'f64'}}
    %0 = divf %d, %d rounding<approx> : tile<4xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %h = constant <f16: 1.0> : tile<4xf16>
    // expected-error @below {{'cuda_tile.divf' op accepts rounding<full> only for f32, got 'f16'}}
    %0 = divf %h, %h rounding<full> : tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %b = constant <bf16: 1.0> : tile<4xbf16>
    // expected-error @below {{'cuda_tile.sqrt' op accepts rounding<approx> only for f32, got 'bf16'}}
    %0 = sqrt %b rounding<approx> : tile<4xbf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %d = constant <f64: 1.0> : tile<4xf64>
    // expected-error @below {{'cuda_tile.tanh' op accepts rounding<approx> only for f32, got 'f64'}}
    %0 = tanh %d rounding<approx> : tile<4xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %h = constant <f16: 1.0> : tile<4xf16>
    // expected-error @below {{'cuda_tile.exp' op accepts rounding<approx> only for f32, got 'f16'}}
    %0 = exp %h rounding<approx> : tile<4xf16>
  }
}

// -----

// flush_to_zero is f32 only.
cuda_tile.module @m {
  entry @k() {
    %h = constant <f16: 1.0> : tile<4xf16>
    // expected-error @below {{'cuda_tile.addf' op accepts flush_to_zero only for f32, got 'f16'}}
    %0 = addf %h, %h flush_to_zero : tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %d = constant <f64: 1.0> : tile<4xf64>
    // expected-error @below {{'cuda_tile.subf' op accepts flush_to_zero only for f32, got 'f64'}}
    %0 = subf %d, %d rounding<zero> flush_to_zero : tile<4xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %b = constant <bf16: 1.0> : tile<4xbf16>
    // expected-error @below {{'cuda_tile.mulf' op accepts flush_to_zero only for f32, got 'bf16'}}
    %0 = mulf %b, %b flush_to_zero : tile<4xbf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %d = constant <f64: 1.0> : tile<4xf64>
    // expected-error @below {{'cuda_tile.divf' op accepts flush_to_zero only for f32, got 'f64'}}
    %0 = divf %d, %d flush_to_zero : tile<4xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %h = constant <f16: 1.0> : tile<4xf16>
    // expected-error @below {{'cuda_tile.fma' op accepts flush_to_zero only for f32, got 'f16'}}
    %0 = fma %h, %h, %h flush_to_zero : tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %d = constant <f64: 1.0> : tile<4xf64>
    // expected-error @below {{'cuda_tile.maxf' op accepts flush_to_zero only for f32, got 'f64'}}
    %0 = maxf %d, %d flush_to_zero propagate_nan : tile<4xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %b = constant <bf16: 1.0> : tile<4xbf16>
    // expected-error @below {{'cuda_tile.minf' op accepts flush_to_zero only for f32, got 'bf16'}}
    %0 = minf %b, %b flush_to_zero : tile<4xbf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %h = constant <f16: 1.0> : tile<4xf16>
    // expected-error @below {{'cuda_tile.sqrt' op accepts flush_to_zero only for f32, got 'f16'}}
    %0 = sqrt %h flush_to_zero : tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %d = constant <f64: 1.0> : tile<4xf64>
    // expected-error @below {{'cuda_tile.rsqrt' op accepts flush_to_zero only for f32, got 'f64'}}
    %0 = rsqrt %d flush_to_zero : tile<4xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %d = constant <f64: 1.0> : tile<4xf64>
    // expected-error @below {{'cuda_tile.exp2' op accepts flush_to_zero only for f32, got 'f64'}}
    %0 = exp2 %d flush_to_zero : tile<4xf64>
  }
}

// -----

// Modifiers an op does not have, and malformed roundings.
cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{expected ':'}}
    %0 = absf %f rounding<zero> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{expected ':'}}
    %0 = exp %f flush_to_zero : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{expected ':'}}
    %0 = addf %f, %f propagate_nan : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{expected ':'}}
    %0 = tanh %f flush_to_zero : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{expected ':'}}
    %0 = atan2 %f, %f rounding<zero> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{RoundingMode to be one of: nearest_even, zero, negative_inf, positive_inf, approx, full, nearest_int_to_zero}}
    // expected-error @below {{failed to parse CudaTile_RoundingModeAttr}}
    %0 = divf %f, %f rounding<near_exact> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{expected '>'}}
    %0 = divf %f, %f rounding<approx, full> : tile<4xf32>
  }
}
