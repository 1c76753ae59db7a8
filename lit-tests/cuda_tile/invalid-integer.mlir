// Every verifier and parser rule of the integer ops (section 8.8), one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.addi' op operand #0 must be tile<i1 | i8 | i16 | i32 | i64>, but got '!cuda_tile.tile<4xf32>'}}
    %r = addi %a, %a : tile<4xf32>
  }
}

// -----

// i4 is only a conversion type (trunci / exti), not an arithmetic one.
cuda_tile.module @m {
  testing$func @k(%a: tile<4xi4>) {
    // expected-error @below {{'cuda_tile.muli' op operand #0 must be tile<i1 | i8 | i16 | i32 | i64>}}
    %r = muli %a, %a : tile<4xi4>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xptr<i32>>) {
    // expected-error @below {{'cuda_tile.mulhii' op operand #0 must be tile<i1 | i8 | i16 | i32 | i64>}}
    %r = mulhii %a, %a : tile<4xptr<i32>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>, %b: tile<4xi16>) {
    // expected-error @below {{'cuda_tile.subi' op requires the same type for all operands and results}}
    %r = "cuda_tile.subi"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi16>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>, %b: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.shli' op requires the same type for all operands and results}}
    %r = "cuda_tile.shli"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.absi' op requires the same type for all operands and results}}
    %r = "cuda_tile.absi"(%a) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.negi' op accepts only overflow<none> or overflow<no_signed_wrap> (its operand is signed), got overflow<no_unsigned_wrap>}}
    %r = negi %a overflow<no_unsigned_wrap> : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.negi' op accepts only overflow<none> or overflow<no_signed_wrap> (its operand is signed), got overflow<no_wrap>}}
    %r = negi %a overflow<no_wrap> : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{expected ::mlir::cuda_tile::IntegerOverflow to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
    // expected-error @below {{failed to parse CudaTile_IntegerOverflowAttr parameter 'value'}}
    %r = addi %a, %a overflow<saturate> : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op accepts rounding<zero>, rounding<positive_inf> or rounding<negative_inf>, got rounding<nearest_even>}}
    %r = divi %a, %a signed rounding<nearest_even> : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.divi' op does not accept rounding<negative_inf> with unsigned operands}}
    %r = divi %a, %a unsigned rounding<negative_inf> : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{expected 'signed' or 'unsigned'}}
    %r = divi %a, %a : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{expected 'signed' or 'unsigned'}}
    %r = maxi %a, %a signless : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.mini' op requires attribute 'signedness'}}
    %r = "cuda_tile.mini"(%a, %a) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf16>) {
    // expected-error @below {{'cuda_tile.remi' op operand #0 must be tile<i1 | i8 | i16 | i32 | i64>}}
    %r = remi %a, %a signed : tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>, %b: tile<4xi8>) {
    // expected-error @below {{'cuda_tile.shri' op requires the same type for all operands and results}}
    %r = "cuda_tile.shri"(%a, %b) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi8>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.ori' op result #0 must be tile<i1 | i8 | i16 | i32 | i64>, but got '!cuda_tile.tile<4xf32>'}}
    %r = "cuda_tile.ori"(%a, %a) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>, %b: tile<4xi64>) {
    // expected-error @below {{'cuda_tile.xori' op requires the same type for all operands and results}}
    %r = "cuda_tile.xori"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi32>
  }
}
