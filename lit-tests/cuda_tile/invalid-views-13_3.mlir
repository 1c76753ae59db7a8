// Every verifier and parser rule of the 13.3 views (addendum §1.3-§1.6,
// §2.1-§2.4), one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{strided_view has 1 traversal strides, expected 2 (one per tile dimension)}}
    %v = make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[2], tensor_view<8x8xf32, strides=[8,1]>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{strided_view traversal strides must be positive, got 0}}
    %v = make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[0,2], tensor_view<8x8xf32, strides=[8,1]>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{strided_view traversal stride 4294967296 does not fit in a 32-bit signed integer}}
    %v = make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[4294967296,2], tensor_view<8x8xf32, strides=[8,1]>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{strided_view tile dimensions must be positive powers of two, got 3}}
    %v = make_strided_view %tv : strided_view<tile=(4x3), traversal_strides=[1,1], tensor_view<8x8xf32, strides=[8,1]>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{strided_view tile rank 1 does not match tensor_view rank 2}}
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[1], tensor_view<8x8xf32, strides=[8,1]>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{dim_map must be a permutation of [0, 2)}}
    %v = make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[1,1], tensor_view<8x8xf32, strides=[8,1]>, dim_map=[1, 1]>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xi32, strides=[8,1]>) {
    // expected-error @below {{padding_value nan needs a floating-point element type}}
    %v = make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[1,1], padding_value = nan, tensor_view<8x8xi32, strides=[8,1]>>
  }
}

// -----

// The order is fixed: the strides come before the padding.
cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{expected 'traversal_strides'}}
    %v = make_strided_view %tv : strided_view<tile=(4x4), padding_value = zero, traversal_strides=[1,1], tensor_view<8x8xf32, strides=[8,1]>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{expected a strided_view result type, got '!cuda_tile.partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>'}}
    %v = make_strided_view %tv : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{gather_scatter_view sparse_dim 2 is not a dimension of the rank-2 tensor_view}}
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=2>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{expected 'sparse_dim'}}
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[1, 0]>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{expected a gather_scatter_view result type}}
    %v = make_gather_scatter_view %tv : strided_view<tile=(4x4), traversal_strides=[1,1], tensor_view<8x8xf32, strides=[8,1]>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%tv: tensor_view<8x8xf4E2M1FN, strides=[8,1]>) {
    // expected-error @below {{F4E2M1FN tiles must have an even number of elements}}
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(1x1), tensor_view<8x8xf4E2M1FN, strides=[8,1]>, sparse_dim=0>
  }
}

// -----

// Loads and stores: the index count, then the tile, then the view's index rules.
cuda_tile.module @m {
  testing$func @k(%v: strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{needs 2 indices, one per dimension of the view's index space, got 1}}
    %t, %k = load_view_tko weak %v[%i] : strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>) {
    %i = constant <i32: 0> : tile<i32>
    %j = constant <i64: 0> : tile<i64>
    // expected-error @below {{indices must all have one type, got '!cuda_tile.tile<i32>' and '!cuda_tile.tile<i64>'}}
    %t, %k = load_view_tko weak %v[%i, %j] : strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>, tile<i32>, tile<i64> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>) {
    %i = constant <i32: [0, 1]> : tile<2xi32>
    // expected-error @below {{index 0 must be a rank-0 tile, got '!cuda_tile.tile<2xi32>'}}
    %t, %k = load_view_tko weak %v[%i, %i] : strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>, tile<2xi32> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{result '!cuda_tile.tile<4x8xf32>' does not match the view's tile '!cuda_tile.tile<4x4xf32>'}}
    %t, %k = load_view_tko weak %v[%i, %i] : strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{expected one index type for all 2 indices or one per index, got 3}}
    %t, %k = load_view_tko weak %v[%i, %i] : strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>, tile<i32>, tile<i32>, tile<i32> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: gather_scatter_view<tile=(4x32), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>) {
    %rows = constant <i32: [0, 1, 2, 3, 4, 5, 6, 7]> : tile<8xi32>
    %c = constant <i32: 0> : tile<i32>
    // expected-error @below {{index 0 (the sparse dimension of the gather_scatter_view) must be a rank-1 tile of 4 coordinates, got '!cuda_tile.tile<8xi32>'}}
    %t, %k = load_view_tko weak %v[%rows, %c] : gather_scatter_view<tile=(4x32), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<4x32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: gather_scatter_view<tile=(4x32), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>) {
    %c = constant <i32: 0> : tile<i32>
    // expected-error @below {{index 0 (the sparse dimension of the gather_scatter_view) must be a rank-1 tile of 4 coordinates, got '!cuda_tile.tile<i32>'}}
    %t, %k = load_view_tko weak %v[%c, %c] : gather_scatter_view<tile=(4x32), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>, tile<i32> -> tile<4x32xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: gather_scatter_view<tile=(4x32), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=1>, %t: tile<4x32xf32>) {
    %rows = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    // expected-error @below {{index 0 must be a rank-0 tile, got '!cuda_tile.tile<4xi32>'}}
    %k = store_view_tko weak %t, %v[%rows, %rows] : tile<4x32xf32>, gather_scatter_view<tile=(4x32), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=1>, tile<4xi32> -> token
  }
}

// -----

// The memory model is checked last.
cuda_tile.module @m {
  testing$func @k(%v: strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>, %t: tile<4x4xf32>) {
    %i = constant <i32: 0> : tile<i32>
    // expected-error @below {{}}
    %k = store_view_tko acquire device %t, %v[%i, %i] : tile<4x4xf32>, strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> token
  }
}

// -----

// atomic_red_view_tko: not through a gather_scatter_view, nor one with padding.
cuda_tile.module @m {
  testing$func @k(%v: gather_scatter_view<tile=(4x4), tensor_view<8x8xi32, strides=[8,1]>, sparse_dim=0>, %x: tile<4x4xi32>) {
    %rows = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %c = constant <i32: 0> : tile<i32>
    // expected-error @below {{view must be a partition_view or strided_view: a gather_scatter_view takes no atomic reductions}}
    %r = atomic_red_view_tko relaxed device %v[%c, %c], add, %x : tile<4x4xi32>, gather_scatter_view<tile=(4x4), tensor_view<8x8xi32, strides=[8,1]>, sparse_dim=0>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: strided_view<tile=(4x4), traversal_strides=[2,2], padding_value = zero, tensor_view<8x8xi32, strides=[8,1]>>, %x: tile<4x4xi32>) {
    %c = constant <i32: 0> : tile<i32>
    // expected-error @below {{view must not have a padding_value}}
    %r = atomic_red_view_tko relaxed device %v[%c, %c], add, %x : tile<4x4xi32>, strided_view<tile=(4x4), traversal_strides=[2,2], padding_value = zero, tensor_view<8x8xi32, strides=[8,1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xi32, strides=[8,1]>>, %x: tile<4x4xi32>) {
    %c = constant <i32: [0]> : tile<1xi32>
    %d = constant <i32: 0> : tile<i32>
    // expected-error @below {{index 0 must be a rank-0 tile, got shape [1]}}
    %r = atomic_red_view_tko relaxed device %v[%c, %d], add, %x : tile<4x4xi32>, strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xi32, strides=[8,1]>>, tile<1xi32>, tile<i32> -> token
  }
}
