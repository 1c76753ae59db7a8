// Every verifier rule of the view ops (section 8.11), one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{shape and strides must match the result type}}
    %v = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<32xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected a tensor_view result, got '!cuda_tile.tile<32xf32>'}}
    %v = make_tensor_view %p, shape = [32], strides = [1] : tile<32xf32>
  }
}

// -----

// INT64_MIN is how a dynamic entry is held: written as a number it is an
// error, not an entry without its value.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected a value or a positive integer, got -9223372036854775808}}
    %v = make_tensor_view %p, shape = [8], strides = [-9223372036854775808] : tensor_view<8xf32, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @below {{dynamic shape or strides need their type}}
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tensor_view<?xf32, strides=[1]>
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
  testing$func @k(%p: tile<4xptr<f32>>) {
    // expected-error @below {{operand #0 must be rank-0 pointer tile}}
    %v = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<4x!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<32xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{has 0 dynamic extents for 1 '?' in the result shape}}
    %v = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i64>) {
    // expected-error @below {{has 1 dynamic strides for 0 '?' in the result strides}}
    %v = "cuda_tile.make_tensor_view"(%p, %n) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<32xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %s: tile<i64>) {
    // expected-error @below {{dynamic shape and strides must all have one type, got '!cuda_tile.tile<i32>' and '!cuda_tile.tile<i64>'}}
    %v = "cuda_tile.make_tensor_view"(%p, %n, %s) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?xf32, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<f32>) {
    // expected-error @below {{operand #1 must be variadic of rank-0 integer tile}}
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<f32> -> tensor_view<?xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<?x4096xf64, strides=[4096,1]>) {
    %v = make_partition_view %tv
    // expected-error @below {{expected a partition_view result type, got '!cuda_tile.tensor_view<?x4096xf64, strides=[4096,1]>'}}
      : tensor_view<?x4096xf64, strides=[4096,1]>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<64xf32, strides=[1]>) {
    // expected-error @below {{failed to verify that the result's tensor_view is the operand's type}}
    %v = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>
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
    %t, %tok = load_view_tko weak tl_blk %v[%i] : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, %i: tile<i32>) {
    // expected-error @below {{needs 2 indices, one per dimension of the view's index space, got 3}}
    %t, %tok = load_view_tko weak %v[%i, %i, %i] : partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, %i: tile<i32>, %j: tile<i64>) {
    // expected-error @below {{indices must all have one type, got '!cuda_tile.tile<i32>' and '!cuda_tile.tile<i64>'}}
    %t, %tok = "cuda_tile.load_view_tko"(%v, %i, %j) <{memory_ordering_semantics = #cuda_tile.memory_ordering<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<1xi32>) {
    // expected-error @below {{index 0 must be a rank-0 tile, got '!cuda_tile.tile<1xi32>'}}
    %t, %tok = load_view_tko weak %v[%i] : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<1xi32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-error @below {{result '!cuda_tile.tile<16xf16>' does not match the view's tile '!cuda_tile.tile<16xf32>'}}
    %t, %tok = load_view_tko weak %v[%i] : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf16>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>) {
    // expected-note @below {{prior use here}}
    %c = constant <i32: 0> : tile<i32>
    // expected-error @below {{expects different type than prior uses}}
    %t, %tok = load_view_tko weak %v[%i] token = %c : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // expected-error @below {{does not accept memory ordering 'acq_rel'}}
    %tok = store_view_tko acq_rel device %x, %v[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xi32>) {
    // expected-error @below {{stored '!cuda_tile.tile<16xi32>' does not match the view's tile '!cuda_tile.tile<16xf32>'}}
    %tok = store_view_tko weak %x, %v[%i] : tile<16xi32>, partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, %i: tile<i32>, %x: tile<16x16xf32>) {
    // expected-error @below {{needs 2 indices, one per dimension of the view's index space, got 1}}
    %tok = store_view_tko weak %x, %v[%i] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // expected-error @below {{result #0 must be token}}
    %tok = store_view_tko weak %x, %v[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @below {{expected a partition_view, strided_view or gather_scatter_view, got '!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>'}}
    %a, %b = get_index_space_shape %tv : tensor_view<64x64xf32, strides=[64,1]> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>) {
    // expected-error @below {{operation defines 2 results but was provided 3 to bind}}
    %a, %b, %c = get_index_space_shape %v : partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>) {
    // expected-error @below {{needs 2 results, one per dimension of the view's index space, got 3}}
    %a:3 = "cuda_tile.get_index_space_shape"(%v) : (!cuda_tile.partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>) {
    // expected-error @below {{results must all have one type, got '!cuda_tile.tile<i32>' and '!cuda_tile.tile<i64>'}}
    %a:2 = "cuda_tile.get_index_space_shape"(%v) : (!cuda_tile.partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>)
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>) {
    // expected-error @below {{result #0 must be variadic of rank-0 integer tile}}
    %a:2 = get_index_space_shape %v : partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>> -> tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>) {
    // expected-error @below {{expected '->' and the type of the results after the view type}}
    %a:2 = get_index_space_shape %v : partition_view<tile=(4x4), tensor_view<?x?xf32, strides=[?,1]>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: tile<8x8xptr<i32>>) {
    // expected-error @below {{expected a tensor_view, got '!cuda_tile.tile<8x8xptr<i32>>'}}
    %a, %b = get_tensor_shape %v : tile<8x8xptr<i32>> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<64x64xf16, strides=[64,1]>) {
    // expected-error @below {{operation defines 2 results but was provided 3 to bind}}
    %a, %b, %c = get_tensor_shape %tv : tensor_view<64x64xf16, strides=[64,1]> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<64x64xf16, strides=[64,1]>) {
    // expected-error @below {{needs 2 results, one per dimension of the tensor, got 1}}
    %a = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<64x64xf16, strides=[64,1]>) -> !cuda_tile.tile<i32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<64x64xf16, strides=[64,1]>) {
    // expected-error @below {{results must all have one type, got '!cuda_tile.tile<i16>' and '!cuda_tile.tile<i8>'}}
    %a:2 = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<64x64xf16, strides=[64,1]>) -> (!cuda_tile.tile<i16>, !cuda_tile.tile<i8>)
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<64x64xi32, strides=[64,1]>) {
    // expected-error @below {{result #0 must be variadic of rank-0 integer tile}}
    %a, %b = get_tensor_shape %tv : tensor_view<64x64xi32, strides=[64,1]> -> tile<2xi32>
  }
}
