// Every verifier and syntax rule of mmaf and mmai, one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @k(%a: tile<4x8xf32>, %b: tile<8x16xf16>, %c: tile<4x16xf32>) {
    // expected-error @below {{all of {lhs, rhs} have same element type}}
    %0 = mmaf %a, %b, %c : tile<4x8xf32>, tile<8x16xf16>, tile<4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4x8xf8E4M3FN>, %b: tile<8x16xf8E5M2>, %c: tile<4x16xf32>) {
    // expected-error @below {{all of {lhs, rhs} have same element type}}
    %0 = mmaf %a, %b, %c : tile<4x8xf8E4M3FN>, tile<8x16xf8E5M2>, tile<4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>, %b: tile<8x16xf32>, %c: tile<4x16xf32>) {
    // expected-error @below {{all of {lhs, rhs, acc} have same rank}}
    %0 = mmaf %a, %b, %c : tile<4xf32>, tile<8x16xf32>, tile<4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4x8xf32>, %b: tile<8x16xf32>, %c: tile<2x4x16xf32>) {
    // expected-error @below {{all of {lhs, rhs, acc} have same rank}}
    %0 = mmaf %a, %b, %c : tile<4x8xf32>, tile<8x16xf32>, tile<2x4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>) {
    // expected-error @below {{operands must be 2-d (M x K, K x N, M x N) or 3-d with a leading batch dimension, got rank 1}}
    %0 = mmaf %a, %b, %c : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2x2x2xf32>) {
    // expected-error @below {{got rank 4}}
    %0 = mmaf %a, %a, %a : tile<2x2x2x2xf32>, tile<2x2x2x2xf32>, tile<2x2x2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4x16xf32>, %b: tile<8x16xf32>, %c: tile<4x16xf32>) {
    // expected-error @below {{K extents disagree: lhs dimension 1 is 16 but rhs dimension 0 is 8 (lhs 4x16, rhs 8x16)}}
    %0 = mmaf %a, %b, %c : tile<4x16xf32>, tile<8x16xf32>, tile<4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<16x8xf32>, %b: tile<8x16xf32>, %c: tile<4x16xf32>) {
    // expected-error @below {{M extents disagree: lhs dimension 0 is 16 but acc dimension 0 is 4 (lhs 16x8, acc 4x16)}}
    %0 = mmaf %a, %b, %c : tile<16x8xf32>, tile<8x16xf32>, tile<4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4x8xf32>, %b: tile<8x16xf32>, %c: tile<4x32xf32>) {
    // expected-error @below {{N extents disagree: rhs dimension 1 is 16 but acc dimension 1 is 32 (rhs 8x16, acc 4x32)}}
    %0 = mmaf %a, %b, %c : tile<4x8xf32>, tile<8x16xf32>, tile<4x32xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4x8xf32>, %b: tile<4x8x16xf32>, %c: tile<2x4x16xf32>) {
    // expected-error @below {{batch extents disagree: lhs dimension 0 is 2 but rhs dimension 0 is 4 (lhs 2x4x8, rhs 4x8x16)}}
    %0 = mmaf %a, %b, %c : tile<2x4x8xf32>, tile<4x8x16xf32>, tile<2x4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4x8xf32>, %b: tile<2x8x16xf32>, %c: tile<4x4x16xf32>) {
    // expected-error @below {{batch extents disagree: lhs dimension 0 is 2 but acc dimension 0 is 4 (lhs 2x4x8, acc 4x4x16)}}
    %0 = mmaf %a, %b, %c : tile<2x4x8xf32>, tile<2x8x16xf32>, tile<4x4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xi8>, %c: tile<2x2xi32>) {
    // expected-error @below {{operand #0 must be tile<f16 | bf16 | f32 | f64 | tf32 | f8E4M3FN | f8E5M2>}}
    %0 = mmaf %a, %a, %c : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf4E2M1FN>, %c: tile<2x2xf32>) {
    // expected-error @below {{operand #0 must be tile<f16 | bf16 | f32 | f64 | tf32 | f8E4M3FN | f8E5M2>}}
    %0 = mmaf %a, %a, %c : tile<2x2xf4E2M1FN>, tile<2x2xf4E2M1FN>, tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf8E4M3FN>) {
    // expected-error @below {{operand #2 must be tile<f16 | f32 | f64>}}
    %0 = mmaf %a, %a, %a : tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xbf16>) {
    // expected-error @below {{operand #2 must be tile<f16 | f32 | f64>}}
    %0 = mmaf %a, %a, %a : tile<2x2xbf16>, tile<2x2xbf16>, tile<2x2xbf16>
  }
}

// -----

// One case per row of the type table: an accumulator the row does not list.
cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf8E4M3FN>, %c: tile<2x2xf64>) {
    // expected-error @below {{cannot accumulate 'f8E4M3FN' products into 'f64': 'f8E4M3FN' inputs take an f16 or f32 accumulator}}
    %0 = mmaf %a, %a, %c : tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>, tile<2x2xf64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf8E5M2>, %c: tile<2x2xf64>) {
    // expected-error @below {{cannot accumulate 'f8E5M2' products into 'f64'}}
    %0 = mmaf %a, %a, %c : tile<2x2xf8E5M2>, tile<2x2xf8E5M2>, tile<2x2xf64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf16>, %c: tile<2x2xf64>) {
    // expected-error @below {{cannot accumulate 'f16' products into 'f64': 'f16' inputs take an f16 or f32 accumulator}}
    %0 = mmaf %a, %a, %c : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xf64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xbf16>, %c: tile<2x2xf16>) {
    // expected-error @below {{cannot accumulate 'bf16' products into 'f16': 'bf16' inputs take an f32 accumulator}}
    %0 = mmaf %a, %a, %c : tile<2x2xbf16>, tile<2x2xbf16>, tile<2x2xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xtf32>, %c: tile<2x2xf16>) {
    // expected-error @below {{cannot accumulate 'tf32' products into 'f16': 'tf32' inputs take an f32 accumulator}}
    %0 = mmaf %a, %a, %c : tile<2x2xtf32>, tile<2x2xtf32>, tile<2x2xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>, %c: tile<2x2xf64>) {
    // expected-error @below {{cannot accumulate 'f32' products into 'f64': 'f32' inputs take an f32 accumulator}}
    %0 = mmaf %a, %a, %c : tile<2x2xf32>, tile<2x2xf32>, tile<2x2xf64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf64>, %c: tile<2x2xf32>) {
    // expected-error @below {{cannot accumulate 'f64' products into 'f32': 'f64' inputs take an f64 accumulator}}
    %0 = mmaf %a, %a, %c : tile<2x2xf64>, tile<2x2xf64>, tile<2x2xf32>
  }
}

// -----

// mmaf takes no signedness.
cuda_tile.module @m {
  testing$func @k(%a: tile<4x8xf32>, %b: tile<8x16xf32>, %c: tile<4x16xf32>) {
    // expected-error @below {{expected ':'}}
    %0 = mmaf %a, %b, %c signed signed : tile<4x8xf32>, tile<8x16xf32>, tile<4x16xf32>
  }
}

// -----

// The result is the accumulator's type.
cuda_tile.module @m {
  testing$func @k(%a: tile<4x8xf16>, %b: tile<8x16xf16>, %c: tile<4x16xf32>) {
    // expected-error @below {{all of {acc, result} have same type}}
    %0 = "cuda_tile.mmaf"(%a, %b, %c) : (!cuda_tile.tile<4x8xf16>, !cuda_tile.tile<8x16xf16>, !cuda_tile.tile<4x16xf32>) -> !cuda_tile.tile<4x16xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>, %c: tile<2x2xi32>) {
    // expected-error @below {{operand #0 must be tile<i8>}}
    %0 = mmai %a, %a, %c signed signed : tile<2x2xf32>, tile<2x2xf32>, tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xi16>, %c: tile<2x2xi32>) {
    // expected-error @below {{operand #0 must be tile<i8>}}
    %0 = mmai %a, %a, %c signed signed : tile<2x2xi16>, tile<2x2xi16>, tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xi8>, %c: tile<2x2xi64>) {
    // expected-error @below {{operand #2 must be tile<i32>}}
    %0 = mmai %a, %a, %c signed signed : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4xi8>, %b: tile<2x4x2xi8>, %c: tile<2x2xi32>) {
    // expected-error @below {{all of {lhs, rhs, acc} have same rank}}
    %0 = mmai %a, %b, %c signed signed : tile<2x4xi8>, tile<2x4x2xi8>, tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4x8xi8>, %b: tile<4x16xi8>, %c: tile<4x16xi32>) {
    // expected-error @below {{K extents disagree: lhs dimension 1 is 8 but rhs dimension 0 is 4}}
    %0 = mmai %a, %b, %c unsigned unsigned : tile<4x8xi8>, tile<4x16xi8>, tile<4x16xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4x8xi8>, %b: tile<2x8x16xi8>, %c: tile<1x4x16xi32>) {
    // expected-error @below {{batch extents disagree: lhs dimension 0 is 2 but acc dimension 0 is 1}}
    %0 = mmai %a, %b, %c unsigned unsigned : tile<2x4x8xi8>, tile<2x8x16xi8>, tile<1x4x16xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4x8xi8>, %b: tile<8x16xi8>, %c: tile<4x16xi32>) {
    // expected-error @below {{expected signed or unsigned, got 'ordered'}}
    %0 = mmai %a, %b, %c signed ordered : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
  }
}

// -----

// Both signednesses are written.
cuda_tile.module @m {
  testing$func @k(%a: tile<4x8xi8>, %b: tile<8x16xi8>, %c: tile<4x16xi32>) {
    // expected-error @below {{expected valid keyword}}
    %0 = mmai %a, %b, %c signed : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4x8xi8>, %b: tile<8x16xi8>, %c: tile<4x16xi32>) {
    // expected-error @below {{requires attribute 'signedness_rhs'}}
    %0 = "cuda_tile.mmai"(%a, %b, %c) {signedness_lhs = #cuda_tile.signedness<signed>} : (!cuda_tile.tile<4x8xi8>, !cuda_tile.tile<8x16xi8>, !cuda_tile.tile<4x16xi32>) -> !cuda_tile.tile<4x16xi32>
  }
}
