// Every verifier rule of the shape and construction ops, one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>) {
    // expected-error @below {{requires the same element type for all operands and results}}
    %0 = broadcast %a : tile<2x2xf32> -> tile<2x2xf64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2xf32>) {
    // expected-error @below {{all of {source, result} have same rank}}
    %0 = broadcast %a : tile<2xf32> -> tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4x4xf32>) {
    // expected-error @below {{cannot broadcast source dimension 0 of extent 4 to 2: only extents of 1 are stretched (source 4x4, result 2x4)}}
    %0 = broadcast %a : tile<4x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<1x1x1xf32>) {
    // expected-error @below {{tile dimensions must be positive powers of two, got 3}}
    %0 = broadcast %a : tile<1x1x1xf32> -> tile<4x3x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>) {
    // expected-error @below {{all of {lhs, rhs, result} have same element type}}
    %0 = cat %a, %a dim = 1 : tile<2x2xf32>, tile<2x2xf32> -> tile<2x4xf64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>, %b: tile<1x2x2xf32>) {
    // expected-error @below {{all of {lhs, rhs, result} have same rank}}
    %0 = cat %a, %b dim = 1 : tile<2x2xf32>, tile<1x2x2xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>) {
    // expected-error @below {{dim must be a dimension of the operands, in [0, 2), got -1}}
    %0 = cat %a, %a dim = -1 : tile<2x2xf32>, tile<2x2xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>) {
    // expected-error @below {{dim must be a dimension of the operands, in [0, 2), got 2}}
    %0 = cat %a, %a dim = 2 : tile<2x2xf32>, tile<2x2xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>) {
    // expected-error @below {{result extent along the concatenated dimension 1 must be 2 + 2 = 4, got 8}}
    %0 = cat %a, %a dim = 1 : tile<2x2xf32>, tile<2x2xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>) {
    // expected-error @below {{lhs, rhs and result must agree in dimension 0, which is not concatenated, got 2, 2 and 4}}
    %0 = cat %a, %a dim = 1 : tile<2x2xf32>, tile<2x2xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>, %b: tile<4x2xf32>) {
    // expected-error @below {{lhs, rhs and result must agree in dimension 0, which is not concatenated, got 2, 4 and 2}}
    %0 = cat %a, %b dim = 1 : tile<2x2xf32>, tile<4x2xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%t: tile<8xf32>, %i: tile<i32>) {
    // expected-error @below {{source and result must have the same element type, got 'f32' and 'i32'}}
    %0 = extract %t[%i] : tile<8xf32> -> tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%t: tile<8xf32>, %i: tile<i32>) {
    // expected-error @below {{all of {source, result} have same rank}}
    %0 = extract %t[%i] : tile<8xf32> -> tile<2x1xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%t: tile<8xf32>, %i: tile<i32>) {
    // expected-error @below {{needs one index per source dimension, 1, got 2}}
    %0 = extract %t[%i, %i] : tile<8xf32> -> tile<2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%t: tile<8x4xf32>, %i: tile<i32>) {
    // expected-error @below {{result extent 8 in dimension 1 must divide the source extent 4: only whole slices are extracted}}
    %0 = extract %t[%i, %i] : tile<8x4xf32> -> tile<4x8xf32>
  }
}

// -----

// Indices are tile<i32>.
cuda_tile.module @m {
  // expected-note @below {{prior use here}}
  testing$func @k(%t: tile<8xf32>, %i: tile<i64>) {
    // expected-error @below {{use of value '%i' expects different type than prior uses: '!cuda_tile.tile<i32>' vs '!cuda_tile.tile<i64>'}}
    %0 = extract %t[%i] : tile<8xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result must be a 1-d tile, got rank 0}}
    %0 = iota : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result must be a 1-d tile, got rank 2}}
    %0 = iota : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{has 256 elements, more than the largest value of 'i8' (255)}}
    %0 = iota : tile<256xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #0 must be tile<i1 | i8 | i16 | i32 | i64>}}
    %0 = iota : tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %o: tile<i32>) {
    // expected-error @below {{requires the same shape for all operands and results}}
    %0 = offset %p, %o : tile<8xptr<f32>>, tile<i32> -> tile<8xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %o: tile<8xf32>) {
    // expected-error @below {{operand #1 must be tile<i1 | i8 | i16 | i32 | i64>}}
    %0 = offset %p, %o : tile<8xptr<f32>>, tile<8xf32> -> tile<8xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xi64>, %o: tile<8xi32>) {
    // expected-error @below {{operand #0 must be tile of pointers}}
    %0 = offset %p, %o : tile<8xi64>, tile<8xi32> -> tile<8xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %o: tile<8xi32>) {
    // expected-error @below {{all of {result, ptr} have same type}}
    %0 = offset %p, %o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f64>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<32xf16>) {
    // expected-error @below {{all of {source, result} have same rank}}
    %0 = pack %a : tile<32xf16> -> tile<32x2xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<32x32xf16>) {
    // expected-error @below {{source and result must be 1-d tiles, got '!cuda_tile.tile<32x32xf16>' and '!cuda_tile.tile<32x64xi8>'}}
    %0 = pack %a : tile<32x32xf16> -> tile<32x64xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<32xf16>) {
    // expected-error @below {{source and result must have the same size, got 512 bits ('!cuda_tile.tile<32xf16>') and 256 bits ('!cuda_tile.tile<32xi8>')}}
    %0 = pack %a : tile<32xf16> -> tile<32xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<4xi1>) {
    // expected-error @below {{source and result must have the same size, got 4 bits}}
    %0 = pack %a : tile<4xi1> -> tile<1xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<32xf8E5M2>) {
    // expected-error @below {{source elements must not be bytes already, got 'f8E5M2'}}
    %0 = pack %a : tile<32xf8E5M2> -> tile<32xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<32xi8>) {
    // expected-error @below {{source elements must not be bytes already, got 'i8'}}
    %0 = pack %a : tile<32xi8> -> tile<32xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<32xf16>) {
    // expected-error @below {{result #0 must be tile<i8>}}
    %0 = pack %a : tile<32xf16> -> tile<32xi16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<32xptr<f16>>) {
    // expected-error @below {{operand #0 must be tile of numbers}}
    %0 = pack %a : tile<32xptr<f16>> -> tile<256xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4xf32>) {
    // expected-error @below {{requires the same element type for all operands and results}}
    %0 = permute %a [1, 0] : tile<2x4xf32> -> tile<4x2xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4xf32>) {
    // expected-error @below {{all of {source, result} have same rank}}
    %0 = permute %a [1, 0] : tile<2x4xf32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4xf32>) {
    // expected-error @below {{permutation needs one entry per dimension, 2, got 3}}
    %0 = permute %a [1, 0, 2] : tile<2x4xf32> -> tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4xf32>) {
    // expected-error @below {{permutation entry 2 is not a dimension of the source, in [0, 2)}}
    %0 = permute %a [2, 0] : tile<2x4xf32> -> tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4xf32>) {
    // expected-error @below {{permutation entry -1 is not a dimension of the source, in [0, 2)}}
    %0 = permute %a [-1, 0] : tile<2x4xf32> -> tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.permute' op source must have rank 2 or more (nothing to permute), got rank 1}}
    %0 = permute %a [0] : tile<8xf32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.permute' op source must have rank 2 or more (nothing to permute), got rank 0}}
    %0 = permute %a [] : tile<f32> -> tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4xf32>) {
    // expected-error @below {{permutation names dimension 0 twice}}
    %0 = permute %a [0, 0] : tile<2x4xf32> -> tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x4x8xf32>) {
    // expected-error @below {{result dimension 1 must have the extent of source dimension 2, 8, got 4}}
    %0 = permute %a [1, 2, 0] : tile<2x4x8xf32> -> tile<4x4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i16>) {
    // expected-error @below {{requires the same element type for all operands and results}}
    %0 = reshape %a : tile<i16> -> tile<1xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>) {
    // expected-error @below {{source and result must have the same number of elements, got 4 ('!cuda_tile.tile<2x2xf32>') and 8 ('!cuda_tile.tile<8xf32>')}}
    %0 = reshape %a : tile<2x2xf32> -> tile<8xf32>
  }
}

// -----

// A scalar has one element.
cuda_tile.module @m {
  testing$func @k(%a: tile<2x2xf32>) {
    // expected-error @below {{source and result must have the same number of elements, got 4}}
    %0 = reshape %a : tile<2x2xf32> -> tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%c: tile<4xi32>, %a: tile<4xi32>) {
    // expected-error @below {{operand #0 must be tile<i1>}}
    %0 = select %c, %a, %a : tile<4xi32>, tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%c: tile<i1>, %a: tile<4xi32>) {
    // expected-error @below {{all of {cond, val_if_true, val_if_false, result} have same shape}}
    %0 = select %c, %a, %a : tile<i1>, tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  // expected-note @below {{prior use here}}
  testing$func @k(%c: tile<4xi1>, %a: tile<4xi32>, %b: tile<4xi16>) {
    // expected-error @below {{use of value '%b' expects different type than prior uses}}
    %0 = select %c, %a, %b : tile<4xi1>, tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%c: tile<4xi1>, %a: tile<4xi32>, %b: tile<4xi16>) {
    // expected-error @below {{all of {val_if_true, val_if_false, result} have same type}}
    %0 = "cuda_tile.select"(%c, %a, %b) : (!cuda_tile.tile<4xi1>, !cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi16>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%c: tile<4xi1>, %a: tile<4xf4E2M1FN>) {
    // expected-error @below {{cannot select 4-bit elements ('f4E2M1FN'), which are storage only}}
    %0 = select %c, %a, %a : tile<4xi1>, tile<4xf4E2M1FN>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64xi8>) {
    // expected-error @below {{all of {source, result} have same rank}}
    %0 = unpack %a : tile<64xi8> -> tile<32x2xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64x64xi8>) {
    // expected-error @below {{source and result must be 1-d tiles}}
    %0 = unpack %a : tile<64x64xi8> -> tile<64x32xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<64xi8>) {
    // expected-error @below {{source and result must have the same size, got 512 bits ('!cuda_tile.tile<64xi8>') and 1024 bits ('!cuda_tile.tile<64xf16>')}}
    %0 = unpack %a : tile<64xi8> -> tile<64xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<32xi8>) {
    // expected-error @below {{result elements must not be bytes already, got 'f8E8M0FNU'}}
    %0 = unpack %a : tile<32xi8> -> tile<32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<32xi16>) {
    // expected-error @below {{operand #0 must be tile<i8>}}
    %0 = unpack %a : tile<32xi16> -> tile<16xf32>
  }
}
