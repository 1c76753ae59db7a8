// Views (section 8.11) print in NVIDIA's form, from custom and from generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: entry @tensor_views
  entry @tensor_views(%base: tile<ptr<f32>>, %n64: tile<i64>, %n32: tile<i32>, %n16: tile<i16>, %n8: tile<i8>, %n1: tile<i1>) {
    // CHECK: %tview = make_tensor_view %arg0, shape = [], strides = [] : tensor_view<f32>
    %a = make_tensor_view %base, shape = [], strides = [] : tensor_view<f32>
    // CHECK: make_tensor_view %arg0, shape = [32, 16], strides = [16, 1] : tensor_view<32x16xf32, strides=[16,1]>
    %b = make_tensor_view %base, shape = [32, 16], strides = [16, 1] : !cuda_tile.tensor_view<32x16xf32, strides=[16,1]>
    // CHECK: make_tensor_view %arg0, shape = [%arg1, 32], strides = [32, 1] : tile<i64> -> tensor_view<?x32xf32, strides=[32,1]>
    %c = make_tensor_view %base, shape = [%n64, 32], strides = [32, 1] : tile<i64> -> tensor_view<?x32xf32, strides=[32,1]>
    // CHECK: make_tensor_view %arg0, shape = [32, 32], strides = [%arg2, 1] : tile<i32> -> tensor_view<32x32xf32, strides=[?,1]>
    %d = make_tensor_view %base, shape = [32, 32], strides = [%n32, 1] : tile<i32> -> tensor_view<32x32xf32, strides=[?,1]>
    // CHECK: make_tensor_view %arg0, shape = [%arg3, %arg3], strides = [%arg3, 1] : tile<i16> -> tensor_view<?x?xf32, strides=[?,1]>
    %e = make_tensor_view %base, shape = [%n16, %n16], strides = [%n16, 1] : tile<i16> -> tensor_view<?x?xf32, strides=[?,1]>
    // CHECK: make_tensor_view %arg0, shape = [%arg4], strides = [%arg4] : tile<i8> -> tensor_view<?xf32, strides=[?]>
    %f = make_tensor_view %base, shape = [%n8], strides = [%n8] : tile<i8> -> tensor_view<?xf32, strides=[?]>
    // CHECK: make_tensor_view %arg0, shape = [%arg5], strides = [1] : tile<i1> -> tensor_view<?xf32, strides=[1]>
    %g = make_tensor_view %base, shape = [%n1], strides = [1] : tile<i1> -> tensor_view<?xf32, strides=[1]>

    // CHECK: get_tensor_shape %{{.*}} : tensor_view<32x16xf32, strides=[16,1]> -> tile<i32>
    %s:2 = get_tensor_shape %b : tensor_view<32x16xf32, strides=[16,1]> -> tile<i32>
    // CHECK: get_tensor_shape %{{.*}} : tensor_view<?x?xf32, strides=[?,1]> -> tile<i64>
    %s64:2 = get_tensor_shape %e : tensor_view<?x?xf32, strides=[?,1]> -> tile<i64>
    // CHECK: %[[X:.*]] = get_tensor_shape %{{.*}} : tensor_view<?xf32, strides=[1]> -> tile<i1>
    %x = get_tensor_shape %g : tensor_view<?xf32, strides=[1]> -> tile<i1>
    // A rank-0 tensor has no extents: no result, no result type.
    // CHECK: get_tensor_shape %{{.*}} : tensor_view<f32>{{$}}
    get_tensor_shape %a : tensor_view<f32> -> tile<i32>
  }

  // CHECK-LABEL: testing$func @partition_views
  testing$func @partition_views(%tv: tensor_view<8192x8192x64xf32, strides=[524288,64,1]>,
                         %dyn: tensor_view<?x8192x64xf32, strides=[?,64,1]>) {
    // CHECK: %pview = make_partition_view %arg0 : partition_view<tile=(1x1x1), tensor_view<8192x8192x64xf32, strides=[524288,64,1]>>
    %a = make_partition_view %tv : partition_view<tile=(1x1x1), tensor_view<8192x8192x64xf32, strides=[524288,64,1]>>
    // CHECK: make_partition_view %arg0 : partition_view<tile=(1024x8x1024), tensor_view<8192x8192x64xf32, strides=[524288,64,1]>, dim_map=[0, 2, 1]>
    %b = make_partition_view %tv : partition_view<tile=(1024x8x1024), tensor_view<8192x8192x64xf32, strides=[524288,64,1]>, dim_map=[0, 2, 1]>
    // CHECK: make_partition_view %arg1 : partition_view<tile=(8x1x16), padding_value = nan, tensor_view<?x8192x64xf32, strides=[?,64,1]>>
    %c = make_partition_view %dyn : !cuda_tile.partition_view<tile=(8x1x16), padding_value = nan, !cuda_tile.tensor_view<?x8192x64xf32, strides=[?,64,1]>>

    // CHECK: get_index_space_shape %{{.*}} : partition_view<tile=(8x1x16), padding_value = nan, tensor_view<?x8192x64xf32, strides=[?,64,1]>> -> tile<i32>
    %n:3 = get_index_space_shape %c : partition_view<tile=(8x1x16), padding_value = nan, tensor_view<?x8192x64xf32, strides=[?,64,1]>> -> tile<i32>
    // CHECK: get_index_space_shape %{{.*}} : partition_view<tile=(1024x8x1024), tensor_view<8192x8192x64xf32, strides=[524288,64,1]>, dim_map=[0, 2, 1]> -> tile<i16>
    %m:3 = get_index_space_shape %b : partition_view<tile=(1024x8x1024), tensor_view<8192x8192x64xf32, strides=[524288,64,1]>, dim_map=[0, 2, 1]> -> tile<i16>
  }

  // CHECK-LABEL: testing$func @accesses
  testing$func @accesses(%v1: partition_view<tile=(8), tensor_view<128xf32, strides=[1]>>,
                  %v2: partition_view<tile=(4x8), padding_value = zero, tensor_view<?x?xi16, strides=[?,1]>>,
                  %t1: tile<8xf32>, %t2: tile<4x8xi16>, %i64: tile<i64>, %i8: tile<i8>, %i1: tile<i1>) {
    %tok = make_token : token
    // CHECK: %tile, %result_token = load_view_tko weak %arg0[%arg4] : partition_view<tile=(8), tensor_view<128xf32, strides=[1]>>, tile<i64> -> tile<8xf32>, token
    %a, %ta = load_view_tko weak %v1[%i64] : partition_view<tile=(8), tensor_view<128xf32, strides=[1]>>, tile<i64> -> tile<8xf32>, token
    // CHECK: load_view_tko relaxed device %arg1[%arg5, %arg5] token = %{{.*}} : partition_view<tile=(4x8), padding_value = zero, tensor_view<?x?xi16, strides=[?,1]>>, tile<i8> -> tile<4x8xi16>, token
    %b, %tb = load_view_tko relaxed device %v2[%i8, %i8] token = %tok : partition_view<tile=(4x8), padding_value = zero, tensor_view<?x?xi16, strides=[?,1]>>, tile<i8> -> tile<4x8xi16>, token
    // CHECK: load_view_tko acquire sys %arg0[%arg6] optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : partition_view<tile=(8), tensor_view<128xf32, strides=[1]>>, tile<i1> -> tile<8xf32>, token
    %c, %tc = load_view_tko acquire sys %v1[%i1] optimization_hints = <sm_100 = {allow_tma = false, latency = 2}> : partition_view<tile=(8), tensor_view<128xf32, strides=[1]>>, tile<i1> -> tile<8xf32>, token
    // CHECK: store_view_tko weak %arg2, %arg0[%arg4] : tile<8xf32>, partition_view<tile=(8), tensor_view<128xf32, strides=[1]>>, tile<i64> -> token
    %s0 = store_view_tko weak %t1, %v1[%i64] : tile<8xf32>, partition_view<tile=(8), tensor_view<128xf32, strides=[1]>>, tile<i64> -> token
    // CHECK: store_view_tko release tl_blk %arg3, %arg1[%arg6, %arg6] token = %{{.*}} : tile<4x8xi16>, partition_view<tile=(4x8), padding_value = zero, tensor_view<?x?xi16, strides=[?,1]>>, tile<i1> -> token
    %s1 = store_view_tko release tl_blk %t2, %v2[%i1, %i1] token = %s0 : tile<4x8xi16>, partition_view<tile=(4x8), padding_value = zero, tensor_view<?x?xi16, strides=[?,1]>>, tile<i1> -> token
    // CHECK: store_view_tko relaxed device %arg2, %arg0[%arg5] optimization_hints = <default = {latency = 1}> : tile<8xf32>, partition_view<tile=(8), tensor_view<128xf32, strides=[1]>>, tile<i8> -> token
    %s2 = store_view_tko relaxed device %t1, %v1[%i8] optimization_hints = <default = {latency = 1}> : tile<8xf32>, partition_view<tile=(8), tensor_view<128xf32, strides=[1]>>, tile<i8> -> token
  }

  // The chapter's get_index_space_shape example.
  // CHECK-LABEL: entry @get_index_space_shape_example
  entry @get_index_space_shape_example(%base: tile<ptr<f32>>) {
    %tensor_view = make_tensor_view %base,
        shape = [2, 2, 4], strides = [2, 2, 1]
        : tensor_view<2x2x4xf32, strides=[2,2,1]>
    %partition_view = make_partition_view %tensor_view :
      partition_view<tile=(2x2x4), tensor_view<2x2x4xf32, strides=[2,2,1]>>
    // CHECK: %{{.*}}:3 = get_index_space_shape %pview : partition_view<tile=(2x2x4), tensor_view<2x2x4xf32, strides=[2,2,1]>> -> tile<i64>
    %dim0, %dim1, %dim2 = get_index_space_shape %partition_view :
      partition_view<tile=(2x2x4), tensor_view<2x2x4xf32, strides=[2,2,1]>> -> tile<i64>
  }

  // The chapter's get_tensor_shape example.
  // CHECK-LABEL: testing$func @get_tensor_shape_example
  testing$func @get_tensor_shape_example(%tensor_view: tensor_view<32x32xf32, strides=[32,1]>) {
    // CHECK: %{{.*}}:2 = get_tensor_shape %arg0 : tensor_view<32x32xf32, strides=[32,1]> -> tile<i64>
    %dim0, %dim1 = get_tensor_shape %tensor_view : tensor_view<32x32xf32, strides=[32,1]> -> tile<i64>
  }

  // The chapter's load_view_tko example.
  // CHECK-LABEL: entry @load_view_tko_example
  entry @load_view_tko_example(%ptr: tile<ptr<f32>>, %index: tile<i32>) {
    // CHECK: %tview = make_tensor_view %arg0, shape = [8192, 128], strides = [128, 1] : tensor_view<8192x128xf32, strides=[128,1]>
    %tensor_view = make_tensor_view %ptr, shape=[8192, 128], strides=[128, 1]
      : tensor_view<8192x128xf32, strides=[128,1]>

    // This example uses the PartitionView on a 8192x128xf32 tensor_view,
    // dividing the tensor_view in tiles of 64x64.

    // CHECK: %pview = make_partition_view %tview : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>
    %view = make_partition_view %tensor_view : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>

    // CHECK: %[[C0:.*]] = constant <i32: 0> : tile<i32>
    // CHECK: %[[C1:.*]] = constant <i32: 1> : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>

    // Load a tile at index (0, 0) in the view's index space.
    // For this PartitionView, this is the rectangular tile such that
    // X=[0,64) and Y=[0,64), in the coordinates of tiles.
    // CHECK: load_view_tko weak %pview[%[[C0]], %[[C0]]] : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token
    %tile0, %res_token0 = load_view_tko weak %view[%c0, %c0]
      : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token

    // Load a tile at index (0, 1) in the view's index space.
    // For this PartitionView, this is the rectangular tile such that
    // X=[0,64) and Y=[64,128), in the coordinates of tiles.
    // CHECK: load_view_tko weak %pview[%[[C0]], %[[C1]]] :
    %tile1, %res_token1 = load_view_tko weak %view[%c0, %c1]
      : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token

    // Same example as above but with memory token as input.
    // CHECK: %[[TOK:.*]] = make_token : token
    %token = make_token : token
    // CHECK: load_view_tko weak %pview[%[[C0]], %[[C1]]] token = %[[TOK]] :
    %tile2, %res_token2 = load_view_tko weak %view[%c0, %c1] token = %token
      : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token

    // Loads a tile at the dynamic index (%index, %index) in the view's index space.
    // CHECK: load_view_tko weak %pview[%arg1, %arg1] :
    %tile3, %res_token3 = load_view_tko weak %view[%index, %index]
      : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token
  }

  // The chapter's make_partition_view example.
  // CHECK-LABEL: entry @make_partition_view_example
  entry @make_partition_view_example(%ptr: tile<ptr<f32>>) {
    %tensor_view0 = make_tensor_view %ptr, shape=[8192, 8192, 64], strides=[524288,64,1]
      : tensor_view<8192x8192x64xf32, strides=[524288,64,1]>

    // Creates a partition with 32-bit-indexed tiles of size (1024x1x32) over
    // the provided tensor_view.
    // CHECK: make_partition_view %tview : partition_view<tile=(1024x1x32), tensor_view<8192x8192x64xf32, strides=[524288,64,1]>>
    make_partition_view %tensor_view0 :
      partition_view<
        tile=(1024x1x32),
        tensor_view<8192x8192x64xf32, strides=[524288,64,1]>
      >

    %s0 = constant <i32: 8192> : tile<i32>
    %str0 = constant <i32: 524288> : tile<i32>

    // These seems very wrong.
    // CHECK: %[[TV1:.*]] = make_tensor_view %arg0, shape = [%{{.*}}, 8192, 64], strides = [%{{.*}}, 64, 1] : tile<i32> -> tensor_view<?x8192x64xf32, strides=[?,64,1]>
    %tensor_view1 = make_tensor_view %ptr, shape=[%s0, 8192, 64], strides=[%str0, 64, 1]
      : tile<i32> -> tensor_view<?x8192x64xf32, strides=[?,64,1]>

    // Creates a partition with 32-bit-indexed tiles of size (1024x1x32) over
    // the provided tensor_view, with masking. The provided tensor_view has a
    // dynamically-sized dimension.
    // CHECK: make_partition_view %[[TV1]] : partition_view<tile=(1024x1x32), tensor_view<?x8192x64xf32, strides=[?,64,1]>>
    make_partition_view %tensor_view1 :
      partition_view<tile=(1024x1x32), tensor_view<?x8192x64xf32, strides=[?,64,1]>>
  }

  // The chapter's make_tensor_view example.
  // CHECK-LABEL: entry @make_tensor_view_example
  entry @make_tensor_view_example(%base: tile<ptr<f32>>) {
      // tensor_view to a scalar tile of f32
      // CHECK: make_tensor_view %arg0, shape = [], strides = [] : tensor_view<f32>
      %a0 = make_tensor_view %base,
          shape = [], strides = [] : tensor_view<f32>

      // tensor_view to a tile of static shape and strides
      // CHECK: make_tensor_view %arg0, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
      %a1 = make_tensor_view %base,
          shape = [32, 32], strides = [32, 1]
          : tensor_view<32x32xf32, strides=[32,1]>

    %sh0 = constant <i32: 32> : tile<i32>
    %sh1 = constant <i32: 32> : tile<i32>
    %st0 = constant <i32: 32> : tile<i32>
    %st1 = constant <i32: 1> : tile<i32>

      // tensor_view to a tile with partially dynamic shape and strides
      // all dynamic values must be of the same type, here tile<i32>
      // CHECK: make_tensor_view %arg0, shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, %{{.*}}] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
      %a2 = make_tensor_view %base,
              shape = [%sh0, %sh1], strides = [%st0, %st1]
              : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  }

  // The chapter's store_view_tko example.
  // CHECK-LABEL: entry @store_view_tko_example
  entry @store_view_tko_example(%ptr: tile<ptr<f32>>) {
    %tensor_view = make_tensor_view %ptr, shape=[8192, 128], strides=[128,1] :
      tensor_view<8192x128xf32, strides=[128,1]>

    // This example uses the PartitionView on a 8192x128xf32 tensor_view,
    // dividing the tensor_view in tiles of 64x64.
    %view = make_partition_view %tensor_view :
      partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>

    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>

    // CHECK: %[[T:.*]] = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %tile = constant <f32: 0.0> : tile<64x64xf32>

    // Store a tile at index (0, 0) in the view's index space.
    // For this TilePartitionView, this is the rectangular tile such that
    // X=[0,64) and Y=[0,64), in the coordinates of tiles.
    // CHECK: store_view_tko weak %[[T]], %pview[%{{.*}}, %{{.*}}] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
    %res_token0 = store_view_tko weak %tile, %view[%c0, %c0]
      : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token

    // Store a tile at index (0, 1) in the view's index space.
    // For this PartitionView, this is the rectangular tile such that
    // X=[0,64) and Y=[64,128), in the coordinates of tiles.
    // CHECK: store_view_tko weak %[[T]], %pview[%{{.*}}, %{{.*}}] :
    %res_token1 = store_view_tko weak %tile, %view[%c0, %c1]
      : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token

    // Same example as above but with input token.
    // CHECK: %[[TOK:.*]] = make_token : token
    %token = make_token : token
    // CHECK: store_view_tko weak %[[T]], %pview[%{{.*}}, %{{.*}}] token = %[[TOK]] :
    %res_token2 = store_view_tko weak %tile, %view[%c0, %c1] token = %token
      : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
  }
}
