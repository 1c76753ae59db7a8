// Every verifier and parser rule of the conversion ops (section 8.4), one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.bitcast' op types must be equal width: source element type 'i32' has 32 bits, result element type 'i16' has 16}}
    %r = bitcast %a : tile<4xi32> -> tile<4xi16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.bitcast' op failed to verify that all of {source, result} have same shape}}
    %r = bitcast %a : tile<4xi16> -> tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xptr<f32>>) {
    // expected-error @below {{'cuda_tile.bitcast' op operand #0 must be tile of numbers (not pointers)}}
    %r = bitcast %a : tile<4xptr<f32>> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.bitcast' op result #0 must be tile of numbers (not pointers)}}
    %r = bitcast %a : tile<4xi64> -> tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.exti' op result element type 'i16' must be wider than source element type 'i32'}}
    %r = exti %a signed : tile<4xi32> -> tile<4xi16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.exti' op result element type 'i32' must be wider than source element type 'i32'}}
    %r = exti %a unsigned : tile<4xi32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.exti' op operand #0 must be tile<i1 | i4 | i8 | i16 | i32 | i64>}}
    %r = exti %a signed : tile<4xf16> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi8>) {
    // expected-error @below {{'cuda_tile.exti' op failed to verify that all of {from, result} have same shape}}
    %r = exti %a signed : tile<4xi8> -> tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi8>) {
    // expected-error @below {{expected 'signed' or 'unsigned'}}
    %r = exti %a : tile<4xi8> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi8>) {
    // expected-error @below {{'cuda_tile.trunci' op result element type 'i16' must be narrower than source element type 'i8'}}
    %r = trunci %a : tile<4xi8> -> tile<4xi16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.trunci' op result #0 must be tile<i1 | i4 | i8 | i16 | i32 | i64>}}
    %r = trunci %a : tile<4xi32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xi32>) {
    // expected-error @below {{'cuda_tile.trunci' op failed to verify that all of {from, result} have same shape}}
    %r = trunci %a : tile<2x2xi32> -> tile<4xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op source and result element types must differ, both are 'f32'}}
    %r = ftof %a : tile<4xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op accepts only rounding<nearest_even>, got rounding<negative_inf>}}
    %r = ftof %a rounding<negative_inf> : tile<4xf32> -> tile<4xf64>
  }
}

// -----

// Without a rounding mode the default, nearest_even, applies: not one f8E8M0FNU takes.
cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op converts to f8E8M0FNU only with rounding<zero> or rounding<positive_inf>, got rounding<nearest_even>}}
    %r = ftof %a : tile<4xf32> -> tile<4xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.ftof' op operand #0 must be tile<f16 | bf16 | f32 | tf32 | f64 | f8E4M3FN | f8E5M2 | f8E8M0FNU | f4E2M1FN>}}
    %r = ftof %a : tile<4xi32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op failed to verify that all of {from, result} have same shape}}
    %r = ftof %a : tile<4xf32> -> tile<2x2xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op accepts only rounding<nearest_int_to_zero>, got rounding<nearest_even>}}
    %r = ftoi %a unsigned rounding<nearest_even> : tile<2x2xf32> -> tile<2x2xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.ftoi' op operand #0 must be tile<f16 | bf16 | f32 | tf32 | f64 | f8E4M3FN | f8E5M2 | f8E8M0FNU | f4E2M1FN>}}
    %r = ftoi %a signed : tile<4xi16> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op result #0 must be tile<i1 | i8 | i16 | i32 | i64>}}
    %r = ftoi %a signed : tile<4xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op failed to verify that all of {from, result} have same shape}}
    %r = ftoi %a signed : tile<4xf32> -> tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xi32>) {
    // expected-error @below {{'cuda_tile.itof' op accepts only rounding<nearest_even>, got rounding<negative_inf>}}
    %r = itof %a unsigned rounding<negative_inf> : tile<2x2xi32> -> tile<2x2xf32>
  }
}

// -----

// i4 is a type of trunci and exti only.
cuda_tile.module @m {
  testing$func @k(%a: tile<4xi4>) {
    // expected-error @below {{'cuda_tile.itof' op operand #0 must be tile<i1 | i8 | i16 | i32 | i64>}}
    %r = itof %a signed : tile<4xi4> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.itof' op result #0 must be tile<f16 | bf16 | f32 | tf32 | f64 | f8E4M3FN | f8E5M2 | f8E8M0FNU | f4E2M1FN>}}
    %r = itof %a signed : tile<4xi32> -> tile<4xi64>
  }
}

// -----

// 13.3 refuses itof to the power-of-two scale format.
cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.itof' op cannot convert to f8E8M0FNU; convert to another float type first, then ftof}}
    %r = itof %a signed : tile<4xi32> -> tile<4xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.itof' op failed to verify that all of {from, result} have same shape}}
    %r = itof %a signed : tile<4xi32> -> tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op operand #0 must be tile<i64>, but got '!cuda_tile.tile<4xi32>'}}
    %r = int_to_ptr %a : tile<4xi32> -> tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op result #0 must be tile<ptr<...>>, but got '!cuda_tile.tile<4xi64>'}}
    %r = int_to_ptr %a : tile<4xi64> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op failed to verify that all of {source, result} have same shape}}
    %r = int_to_ptr %a : tile<4xi64> -> tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<ptr<i8>>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op result #0 must be tile<i64>, but got '!cuda_tile.tile<i32>'}}
    %r = ptr_to_int %a : tile<ptr<i8>> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i64>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op operand #0 must be tile<ptr<...>>, but got '!cuda_tile.tile<i64>'}}
    %r = ptr_to_int %a : tile<i64> -> tile<i64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xptr<i8>>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op failed to verify that all of {source, result} have same shape}}
    %r = ptr_to_int %a : tile<4xptr<i8>> -> tile<2xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op operand #0 must be tile<ptr<...>>, but got '!cuda_tile.tile<4xi64>'}}
    %r = ptr_to_ptr %a : tile<4xi64> -> tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op result #0 must be tile<ptr<...>>, but got '!cuda_tile.tile<4xi64>'}}
    %r = ptr_to_ptr %a : tile<4xptr<f32>> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op failed to verify that all of {source, result} have same shape}}
    %r = ptr_to_ptr %a : tile<4xptr<f32>> -> tile<8xptr<f16>>
  }
}
