// A batched dot: c[b] = a[b] x w[b] for 4 batches of 32x32 f16 matrices
// (f32 sums), one tile block. Split into one dot per batch, each on tensor
// cores.
cuda_tile.module @mma_batched {
  entry @mma_batched(%a: tile<ptr<f16>>, %w: tile<ptr<f16>>, %c: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %a_tv = make_tensor_view %a, shape = [4, 32, 32], strides = [1024, 32, 1] : tensor_view<4x32x32xf16, strides=[1024,32,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(4x32x32), tensor_view<4x32x32xf16, strides=[1024,32,1]>>
    %w_tv = make_tensor_view %w, shape = [4, 32, 32], strides = [1024, 32, 1] : tensor_view<4x32x32xf16, strides=[1024,32,1]>
    %w_pv = make_partition_view %w_tv : partition_view<tile=(4x32x32), tensor_view<4x32x32xf16, strides=[1024,32,1]>>
    %c_tv = make_tensor_view %c, shape = [4, 32, 32], strides = [1024, 32, 1] : tensor_view<4x32x32xf32, strides=[1024,32,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(4x32x32), tensor_view<4x32x32xf32, strides=[1024,32,1]>>
    %ta, %t0 = load_view_tko weak %a_pv[%c0, %c0, %c0] : partition_view<tile=(4x32x32), tensor_view<4x32x32xf16, strides=[1024,32,1]>>, tile<i32> -> tile<4x32x32xf16>, token
    %tw, %t1 = load_view_tko weak %w_pv[%c0, %c0, %c0] : partition_view<tile=(4x32x32), tensor_view<4x32x32xf16, strides=[1024,32,1]>>, tile<i32> -> tile<4x32x32xf16>, token
    %z = constant <f32: 0.0> : tile<4x32x32xf32>
    %d = mmaf %ta, %tw, %z : tile<4x32x32xf16>, tile<4x32x32xf16>, tile<4x32x32xf32>
    %t2 = store_view_tko weak %d, %c_pv[%c0, %c0, %c0] : tile<4x32x32xf32>, partition_view<tile=(4x32x32), tensor_view<4x32x32xf32, strides=[1024,32,1]>>, tile<i32> -> token
    return
  }
}
