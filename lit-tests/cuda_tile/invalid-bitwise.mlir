// Every verifier rule of andi (section 8.9), one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @k(%a: tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.andi' op operand #0 must be tile<i1 | i8 | i16 | i32 | i64>, but got '!cuda_tile.tile<4xbf16>'}}
    %r = andi %a, %a : tile<4xbf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>, %b: tile<2x2xi32>) {
    // expected-error @below {{'cuda_tile.andi' op requires the same type for all operands and results}}
    %r = "cuda_tile.andi"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<2x2xi32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.andi' op requires the same type for all operands and results}}
    %r = "cuda_tile.andi"(%a, %a) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi1>
  }
}
