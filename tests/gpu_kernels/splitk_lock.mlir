// Split-K GEMM with a lock and a counter per output tile: c (32x32) = a
// (32x64, f16) x b (64x32, f16) in 16x16 tiles, K split in 4 chunks of 16,
// one tile block per (chunk, row tile, column tile): the chunks of one tile
// are neighbours in the grid, so they run at the same time and contend. Each block computes its
// partial product, takes its tile's lock (compare-and-swap, acquire), adds the
// partial product into c and counts itself (read-modify-write, in token
// order), and releases the lock (exchange, release). Inputs are dyadic, so
// every sum is exact whatever order the blocks take: c = a x b, counts 4.
cuda_tile.module @splitk_lock {
  entry @splitk_lock(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %locks: tile<ptr<i32>>, %counts: tile<ptr<i32>>) {
    %bz, %bx, %by = get_tile_block_id : tile<i32>
    %a_tv = make_tensor_view %a, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf16, strides=[64,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(16x16), tensor_view<32x64xf16, strides=[64,1]>>
    %b_tv = make_tensor_view %b, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf16, strides=[32,1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(16x16), tensor_view<64x32xf16, strides=[32,1]>>
    %c_tv = make_tensor_view %c, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>
    %ta, %ta_tok = load_view_tko weak %a_pv[%bx, %bz] : partition_view<tile=(16x16), tensor_view<32x64xf16, strides=[64,1]>>, tile<i32> -> tile<16x16xf16>, token
    %tb, %tb_tok = load_view_tko weak %b_pv[%bz, %by] : partition_view<tile=(16x16), tensor_view<64x32xf16, strides=[32,1]>>, tile<i32> -> tile<16x16xf16>, token
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %part = mmaf %ta, %tb, %zero : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %row = muli %bx, %c2 : tile<i32>
    %id = addi %row, %by : tile<i32>
    %lock = offset %locks, %id : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %count = offset %counts, %id : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %held = loop : token {
      %old, %t = atomic_cas_tko acquire device %lock, %c0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
      %free = cmpi equal %old, %c0, signed : tile<i32> -> tile<i1>
      if %free {
        break %t : token
      }
      continue
    }
    %cur, %t1 = load_view_tko weak %c_pv[%bx, %by] token = %held : partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x16xf32>, token
    %sum = addf %cur, %part rounding<nearest_even> : tile<16x16xf32>
    %t2 = store_view_tko weak %sum, %c_pv[%bx, %by] token = %t1 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    %n, %t3 = load_ptr_tko weak %count token=%t2 : tile<ptr<i32>> -> tile<i32>, token
    %n1 = addi %n, %c1 : tile<i32>
    %t4 = store_ptr_tko weak %count, %n1 token=%t3 : tile<ptr<i32>>, tile<i32> -> token
    %was, %t5 = atomic_rmw_tko release device %lock, xchg, %c0 token=%t4 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }
}
