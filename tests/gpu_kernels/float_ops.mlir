// Element-wise float ops on 256-element tiles of x, y (exact rows e[k]:
// IEEE ops in each rounding mode, flush_to_zero, maxf/minf) and of z
// (math functions, rows m[k]). The last tile block hangs over the edge.
cuda_tile.module @float_ops {
  entry @float_ops(%x: tile<ptr<f32>>, %x_n: tile<i32>, %x_s: tile<i32>, %y: tile<ptr<f32>>, %y_n: tile<i32>, %y_s: tile<i32>, %z: tile<ptr<f32>>, %z_n: tile<i32>, %z_s: tile<i32>, %e: tile<ptr<f32>>, %e_n0: tile<i32>, %e_n1: tile<i32>, %e_s0: tile<i32>, %e_s1: tile<i32>, %m: tile<ptr<f32>>, %m_n0: tile<i32>, %m_n1: tile<i32>, %m_s0: tile<i32>, %m_s1: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %c6 = constant <i32: 6> : tile<i32>
    %c7 = constant <i32: 7> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %c9 = constant <i32: 9> : tile<i32>
    %x_tv = make_tensor_view %x, shape = [%x_n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %xv, %xv_tok = load_view_tko weak %x_pv[%bx] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %y_tv = make_tensor_view %y, shape = [%y_n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %yv, %yv_tok = load_view_tko weak %y_pv[%bx] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %z_tv = make_tensor_view %z, shape = [%z_n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %z_pv = make_partition_view %z_tv : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %zv, %zv_tok = load_view_tko weak %z_pv[%bx] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %r0 = addf %xv, %yv rounding<zero> : tile<256xf32>
    %r1 = subf %xv, %yv rounding<positive_inf> : tile<256xf32>
    %r2 = mulf %xv, %yv rounding<negative_inf> : tile<256xf32>
    %r3 = divf %xv, %yv : tile<256xf32>
    %r4 = fma %xv, %yv, %xv rounding<positive_inf> : tile<256xf32>
    %r5 = sqrt %xv rounding<zero> : tile<256xf32>
    %r6 = maxf %xv, %yv : tile<256xf32>
    %r7 = minf %xv, %yv propagate_nan : tile<256xf32>
    %r8 = addf %xv, %yv flush_to_zero : tile<256xf32>
    %r9 = mulf %xv, %yv rounding<zero> flush_to_zero : tile<256xf32>
    %e_tv = make_tensor_view %e, shape = [%e_n0, %e_n1], strides = [%e_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %e_pv = make_partition_view %e_tv : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
    %r0_row = reshape %r0 : tile<256xf32> -> tile<1x256xf32>
    %st_e0 = store_view_tko weak %r0_row, %e_pv[%c0, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r1_row = reshape %r1 : tile<256xf32> -> tile<1x256xf32>
    %st_e1 = store_view_tko weak %r1_row, %e_pv[%c1, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r2_row = reshape %r2 : tile<256xf32> -> tile<1x256xf32>
    %st_e2 = store_view_tko weak %r2_row, %e_pv[%c2, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r3_row = reshape %r3 : tile<256xf32> -> tile<1x256xf32>
    %st_e3 = store_view_tko weak %r3_row, %e_pv[%c3, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r4_row = reshape %r4 : tile<256xf32> -> tile<1x256xf32>
    %st_e4 = store_view_tko weak %r4_row, %e_pv[%c4, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r5_row = reshape %r5 : tile<256xf32> -> tile<1x256xf32>
    %st_e5 = store_view_tko weak %r5_row, %e_pv[%c5, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r6_row = reshape %r6 : tile<256xf32> -> tile<1x256xf32>
    %st_e6 = store_view_tko weak %r6_row, %e_pv[%c6, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r7_row = reshape %r7 : tile<256xf32> -> tile<1x256xf32>
    %st_e7 = store_view_tko weak %r7_row, %e_pv[%c7, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r8_row = reshape %r8 : tile<256xf32> -> tile<1x256xf32>
    %st_e8 = store_view_tko weak %r8_row, %e_pv[%c8, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %r9_row = reshape %r9 : tile<256xf32> -> tile<1x256xf32>
    %st_e9 = store_view_tko weak %r9_row, %e_pv[%c9, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %za = absf %zv : tile<256xf32>
    %m0 = exp %zv : tile<256xf32>
    %m1 = exp2 %zv : tile<256xf32>
    %m2 = log %za : tile<256xf32>
    %m3 = sin %zv : tile<256xf32>
    %m4 = tanh %zv : tile<256xf32>
    %m5 = rsqrt %za : tile<256xf32>
    %m6 = cos %zv : tile<256xf32>
    %m_tv = make_tensor_view %m, shape = [%m_n0, %m_n1], strides = [%m_s0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %m_pv = make_partition_view %m_tv : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
    %m0_row = reshape %m0 : tile<256xf32> -> tile<1x256xf32>
    %st_m0 = store_view_tko weak %m0_row, %m_pv[%c0, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %m1_row = reshape %m1 : tile<256xf32> -> tile<1x256xf32>
    %st_m1 = store_view_tko weak %m1_row, %m_pv[%c1, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %m2_row = reshape %m2 : tile<256xf32> -> tile<1x256xf32>
    %st_m2 = store_view_tko weak %m2_row, %m_pv[%c2, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %m3_row = reshape %m3 : tile<256xf32> -> tile<1x256xf32>
    %st_m3 = store_view_tko weak %m3_row, %m_pv[%c3, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %m4_row = reshape %m4 : tile<256xf32> -> tile<1x256xf32>
    %st_m4 = store_view_tko weak %m4_row, %m_pv[%c4, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %m5_row = reshape %m5 : tile<256xf32> -> tile<1x256xf32>
    %st_m5 = store_view_tko weak %m5_row, %m_pv[%c5, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %m6_row = reshape %m6 : tile<256xf32> -> tile<1x256xf32>
    %st_m6 = store_view_tko weak %m6_row, %m_pv[%c6, %bx] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
