// Atomics from every block into 16 bins (bin = x & 15): count, signed max,
// xor, f32 add; and a compare-and-swap on each block's own cell, its old
// value stored. Final memory is independent of the order of the blocks
// (f32 inputs are exact sums, see the test).
cuda_tile.module @atomics {
  entry @atomics(%x: tile<ptr<i32>>, %x_n: tile<i32>, %x_s: tile<i32>, %xf: tile<ptr<f32>>, %xf_n: tile<i32>, %xf_s: tile<i32>, %hist: tile<ptr<i32>>, %hmax: tile<ptr<i32>>, %hxor: tile<ptr<i32>>, %fsum: tile<ptr<f32>>, %cells: tile<ptr<i32>>, %olds: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c128 = constant <i32: 128> : tile<i32>
    %base = muli %bx, %c128 : tile<i32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %baseb = broadcast %base1 : tile<1xi32> -> tile<128xi32>
    %io = iota : tile<128xi32>
    %i = addi %baseb, %io : tile<128xi32>
    %n1 = reshape %x_n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<128xi32>
    %in = cmpi less_than %i, %nb, signed : tile<128xi32> -> tile<128xi1>
    %x_1 = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>
    %x_b = broadcast %x_1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %x_i = offset %x_b, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %xf_1 = reshape %xf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xf_b = broadcast %xf_1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %xf_i = offset %xf_b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %v, %v_tok = load_ptr_tko weak %x_i, %in : tile<128xptr<i32>>, tile<128xi1> -> tile<128xi32>, token
    %vf, %vf_tok = load_ptr_tko weak %xf_i, %in : tile<128xptr<f32>>, tile<128xi1> -> tile<128xf32>, token
    %m15 = constant <i32: 15> : tile<128xi32>
    %bin = andi %v, %m15 : tile<128xi32>
    %ones = constant <i32: 1> : tile<128xi32>
    %hist_1 = reshape %hist : tile<ptr<i32>> -> tile<1xptr<i32>>
    %hist_b = broadcast %hist_1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %hist_bin = offset %hist_b, %bin : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %hmax_1 = reshape %hmax : tile<ptr<i32>> -> tile<1xptr<i32>>
    %hmax_b = broadcast %hmax_1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %hmax_bin = offset %hmax_b, %bin : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %hxor_1 = reshape %hxor : tile<ptr<i32>> -> tile<1xptr<i32>>
    %hxor_b = broadcast %hxor_1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %hxor_bin = offset %hxor_b, %bin : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %fsum_1 = reshape %fsum : tile<ptr<f32>> -> tile<1xptr<f32>>
    %fsum_b = broadcast %fsum_1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %fsum_bin = offset %fsum_b, %bin : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %o0, %t0 = atomic_rmw_tko relaxed device %hist_bin, add, %ones, %in : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token
    %o1, %t1 = atomic_rmw_tko acq_rel device %hmax_bin, max, %v, %in : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token
    %o2, %t2 = atomic_rmw_tko relaxed device %hxor_bin, xor, %v, %in : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token
    %o3, %t3 = atomic_rmw_tko relaxed device %fsum_bin, addf, %vf, %in : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> tile<128xf32>, token
    %cell = offset %cells, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %c10 = constant <i32: 10> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %new0 = muli %bx, %c10 : tile<i32>
    %new = addi %new0, %c1 : tile<i32>
    %old, %t4 = atomic_cas_tko acquire device %cell, %bx, %new : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %oldp = offset %olds, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t5 = store_ptr_tko weak %oldp, %old token = %t4 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
