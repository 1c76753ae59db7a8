// Every verifier rule of the ops defined so far, one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

cuda_tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4xf16>
    // expected-error @below {{'cuda_tile.addf' op accepts flush_to_zero only for f32, got 'f16'}}
    %b = addf %a, %a flush_to_zero : tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{does not accept rounding<approx>}}
    %b = addf %a, %a rounding<approx> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<4xi32>
    // expected-error @below {{operand #0 must be tile<f16 | bf16 | f32 | f64>}}
    %b = addf %a, %a : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{tile dimensions must be positive powers of two, got 3}}
    %a = constant <f32: 1.0> : tile<3xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{constant value shape does not match the tile shape}}
    %a = constant <i32: [1, 2, 3]> : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{integer constant 300 does not fit in 'i8'}}
    %a = constant <i8: 300> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{constant element type 'f32' does not match the tile's 'f16'}}
    %a = constant <f32: 1.0> : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{shape and strides must match the result type}}
    %v = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<32xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16>>) {
    // expected-error @below {{base points to 'f16' but the view holds 'f32'}}
    %v = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f16>>) -> !cuda_tile.tensor_view<32xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %s: tile<i64>) {
    // expected-error @below {{dynamic shape and strides must all have one type}}
    %v = "cuda_tile.make_tensor_view"(%p, %n, %s) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?xf32, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{tensor_view extents must be strictly positive, got 0}}
  testing$func @k(%v: tensor_view<0xf32, strides=[1]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{partition_view tile rank 1 does not match tensor_view rank 2}}
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32x32xf32, strides=[32,1]>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{dim_map must be a permutation of [0, 2)}}
  testing$func @k(%v: partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>, dim_map=[1, 1]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{padding_value nan needs a floating-point element type}}
  testing$func @k(%v: partition_view<tile=(16), padding_value = nan, tensor_view<32xi32, strides=[1]>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{a rank-0 tensor_view takes no strides}}
  testing$func @k(%v: tensor_view<f32, strides=[]>) {
  }
}

// -----

// INT64_MIN is how `?` is held: written as a number it is an error, not `?`.
cuda_tile.module @m {
  // expected-error @below {{expected a positive integer or '?', got -9223372036854775808}}
  testing$func @k(%v: tensor_view<8xf32, strides=[-9223372036854775808]>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{partition_view tile extent 2147483648 does not fit in a 32-bit signed integer}}
  testing$func @k(%v: partition_view<tile=(2147483648), tensor_view<?xi8, strides=[1]>>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{partition_view tile must have rank 1 or more, got tile=()}}
  testing$func @k(%v: partition_view<tile=(), tensor_view<f32>>) {
  }
}

// -----

// The view's tile must be a valid tile: at most 2^24 elements...
cuda_tile.module @m {
  // expected-error @below {{tile would exceed the maximum of 16777216 elements}}
  testing$func @k(%v: partition_view<tile=(8192x4096), tensor_view<?x?xi8, strides=[?,1]>>) {
  }
}

// -----

// ... and an even count of f4E2M1FN elements.
cuda_tile.module @m {
  // expected-error @below {{F4E2M1FN tiles must have an even number of elements}}
  testing$func @k(%v: partition_view<tile=(1x1), tensor_view<8x8xf4E2M1FN, strides=[8,1]>>) {
  }
}

// -----

// An extent past 2^24 is refused before it can overflow the element count.
cuda_tile.module @m {
  // expected-error @below {{tile would exceed the maximum of 16777216 elements}}
  testing$func @k(%t: tile<2x4611686018427387904xf32>) {
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{does not accept memory ordering 'release'}}
    %t, %tok = load_view_tko release device %v[%i] : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{with 'relaxed' ordering needs a memory scope}}
    %t, %tok = load_view_tko relaxed %v[%i] : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{with weak ordering takes no memory scope}}
    %t, %tok = load_view_tko weak device %v[%i] : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, %i: tile<i32>) {
    // expected-error @below {{needs 2 indices, one per dimension of the view's index space, got 1}}
    %t, %tok = load_view_tko weak %v[%i] : partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{result '!cuda_tile.tile<32xf32>' does not match the view's tile '!cuda_tile.tile<16xf32>'}}
    %t, %tok = load_view_tko weak %v[%i] : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // expected-error @below {{does not accept memory ordering 'acquire'}}
    %tok = store_view_tko acquire device %x, %v[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>, %x: tile<8xf32>) {
    // expected-error @below {{stored '!cuda_tile.tile<8xf32>' does not match the view's tile '!cuda_tile.tile<16xf32>'}}
    %tok = store_view_tko weak %x, %v[%i] : tile<8xf32>, partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @below {{bounded applies to a tile of integers, got '!cuda_tile.tile<f32>'}}
    %a = assume bounded<0, ?>, %x : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i8>) {
    // expected-error @below {{bound 300 is outside the range of 'i8' [-128, 127]}}
    %a = assume bounded<0, 300>, %x : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{bounded lower bound 5 exceeds upper bound 4}}
    %a = assume bounded<5, 4>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{div_by divisor must be a positive power of two, got 12}}
    %a = assume div_by<12>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{div_by on a rank-0 tile cannot use 'every'/'along'}}
    %a = assume div_by<4, every 2 along 0>, %x : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<4x8xi32>) {
    // expected-error @below {{div_by 'along' 2 is out of range for a rank-2 tile}}
    %a = assume div_by<4, every 2 along 2>, %x : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<4x8xi32>) {
    // expected-error @below {{same_elements has 1 group sizes for a rank-2 tile}}
    %a = assume same_elements<[2]>, %x : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<4xf32>) {
    // expected-error @below {{expected an assume predicate (div_by, same_elements or bounded)}}
    %a = assume #cuda_tile.rounding<zero>, %x : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op argument #0 must be a tile, a view or a token, got 'i32'}}
  entry @k(%t: i32) {
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<i32>
    // expected-error @below {{in a kernel returns no values, got 1}}
    return %c : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{is not a cuda_tile operation; a cuda_tile.module holds only cuda_tile operations}}
  func.func @f() {
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'arith.constant' op is not a cuda_tile operation; a cuda_tile.module holds only cuda_tile operations}}
    %c = arith.constant 1 : i32
  }
}


// -----

func.func @f() {
  // expected-error @below {{'cuda_tile.entry' op expects parent op 'cuda_tile.module'}}
  "cuda_tile.entry"() <{function_type = () -> (), sym_name = "k"}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.get_tile_block_id' op result #0 must be tile<i32>}}
    %x, %y, %z = get_tile_block_id : tile<i64>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{pointer element type must be a number type}}
  entry @k(%p: tile<ptr<ptr<f32>>>) {
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() -> tile<i32> {
    // expected-error @below {{'cuda_tile.return' op operand types () must match the function's results (!cuda_tile.tile<i32>)}}
    return
  }
}

// -----

cuda_tile.module @m {
  experimental$func @f() -> (tile<i32>, tile<f16>) {
    %0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{'cuda_tile.return' op operand types}}
    return %0 : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{a kernel returns no values}}
  entry @k() -> tile<i32> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.experimental$func' op argument #0 must be a tile, a view or a token, got 'i32'}}
  experimental$func @f(%a: i32) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op argument #0 is a tile, so it must be a scalar (a rank-0 tile), got '!cuda_tile.tile<2x2xf32>'}}
  entry @k(%t: tile<2x2xf32>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op argument #1 must be a tile, a view or a token, got '!cuda_tile.ptr<f32>'}}
  entry @k(%v: tensor_view<8xf32, strides=[1]>, %p: ptr<f32>) {
  }
}

// -----

cuda_tile.module @m {
  testing$func @k() {
    // expected-error @below {{tile would exceed the maximum of 16777216 elements}}
    %c = constant <f32: 0.0> : tile<1024x1024x32xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expected integer value}}
    %c = constant <i8: true> : tile<i8>
  }
}

// -----

// expected-error @below {{F4E2M1FN tiles must have an even number of elements}}
cuda_tile.testing$func @f(%a: tile<f4E2M1FN>) {
}

// -----

// expected-error @below {{tensor_view of 'i4' needs a unit-stride dimension of even extent (two elements share a byte)}}
cuda_tile.testing$func @f(%a: tensor_view<8x3xi4, strides=[3,1]>) {
}
