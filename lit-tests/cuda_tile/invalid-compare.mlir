// Every verifier and syntax rule of cmpf and cmpi, one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{operand #0 must be tile<f16 | bf16 | f32 | f64>}}
    %0 = cmpf equal ordered %a, %a : tile<4xi32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf8E4M3FN>) {
    // expected-error @below {{operand #0 must be tile<f16 | bf16 | f32 | f64>}}
    %0 = cmpf equal ordered %a, %a : tile<4xf8E4M3FN> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>, %b: tile<4xf16>) {
    // expected-error @below {{requires all operands to have the same type}}
    %0 = "cuda_tile.cmpf"(%a, %b) {comparison_predicate = #cuda_tile.comparison_predicate<equal>, comparison_ordering = #cuda_tile.comparison_ordering<ordered>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>, %b: tile<8xf32>) {
    // expected-error @below {{requires all operands to have the same type}}
    %0 = "cuda_tile.cmpf"(%a, %b) {comparison_predicate = #cuda_tile.comparison_predicate<equal>, comparison_ordering = #cuda_tile.comparison_ordering<ordered>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{result #0 must be tile<i1>}}
    %0 = cmpf equal ordered %a, %a : tile<4xf32> -> tile<4xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{failed to verify that result is an i1 tile of the operands' shape}}
    %0 = cmpf equal ordered %a, %a : tile<4xf32> -> tile<8xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{unknown comparison predicate 'less'}}
    %0 = cmpf less ordered %a, %a : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{unknown comparison ordering (ordered or unordered) 'signed'}}
    %0 = cmpf equal signed %a, %a : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{comparison operands must be tiles, got 'f32'}}
    %0 = cmpf equal ordered %a, %a : f32
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{requires attribute 'comparison_ordering'}}
    %0 = "cuda_tile.cmpf"(%a, %a) {comparison_predicate = #cuda_tile.comparison_predicate<equal>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>) {
    // expected-error @below {{operand #0 must be tile<i1 | i8 | i16 | i32 | i64>}}
    %0 = cmpi equal %a, %a, signed : tile<4xf32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi4>) {
    // expected-error @below {{operand #0 must be tile<i1 | i8 | i16 | i32 | i64>}}
    %0 = cmpi equal %a, %a, signed : tile<4xi4> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>, %b: tile<4xi64>) {
    // expected-error @below {{requires all operands to have the same type}}
    %0 = "cuda_tile.cmpi"(%a, %b) {comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>} : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xi32>) {
    // expected-error @below {{failed to verify that result is an i1 tile of the operands' shape}}
    %0 = cmpi equal %a, %a, signed : tile<2x2xi32> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{unknown signedness (signed or unsigned) 'ordered'}}
    %0 = cmpi equal %a, %a, ordered : tile<4xi32>
  }
}

// -----

// The signedness is not optional.
cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{expected ','}}
    %0 = cmpi equal %a, %a : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi32>) {
    // expected-error @below {{requires attribute 'signedness'}}
    %0 = "cuda_tile.cmpi"(%a, %a) {comparison_predicate = #cuda_tile.comparison_predicate<equal>} : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi1>
  }
}
