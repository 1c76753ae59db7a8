// Pointer tiles, 128 elements per block: y[i] = x[idx[i]] (a masked gather;
// -7 where idx[i] is out of range) and z[idx[i]] = x[i] (a masked
// scatter), with i < n as the mask at the edge.
cuda_tile.module @pointers {
  entry @pointers(%x: tile<ptr<f32>>, %x_n: tile<i32>, %x_s: tile<i32>, %idx: tile<ptr<i32>>, %y: tile<ptr<f32>>, %z: tile<ptr<f32>>) {
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
    %idx_1 = reshape %idx : tile<ptr<i32>> -> tile<1xptr<i32>>
    %idx_b = broadcast %idx_1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %idx_i = offset %idx_b, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %zero = constant <i32: 0> : tile<128xi32>
    %j, %j_tok = load_ptr_tko weak %idx_i, %in, %zero : tile<128xptr<i32>>, tile<128xi1>, tile<128xi32> -> tile<128xi32>, token
    %jlo = cmpi greater_than_or_equal %j, %zero, signed : tile<128xi32> -> tile<128xi1>
    %jhi = cmpi less_than %j, %nb, signed : tile<128xi32> -> tile<128xi1>
    %jok = andi %jlo, %jhi : tile<128xi1>
    %ok = andi %jok, %in : tile<128xi1>
    %pad = constant <f32: -7.0> : tile<128xf32>
    %x_1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %x_b = broadcast %x_1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %x_j = offset %x_b, %j : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %x_bi = broadcast %x_1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %x_i = offset %x_bi, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %g, %g_tok = load_ptr_tko weak %x_j, %ok, %pad : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token
    %v, %v_tok = load_ptr_tko weak %x_i, %in : tile<128xptr<f32>>, tile<128xi1> -> tile<128xf32>, token
    %y_1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %y_b = broadcast %y_1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %y_i = offset %y_b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %z_1 = reshape %z : tile<ptr<f32>> -> tile<1xptr<f32>>
    %z_b = broadcast %z_1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %z_j = offset %z_b, %j : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %st_y = store_ptr_tko weak %y_i, %g, %in : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
    %st_z = store_ptr_tko weak %z_j, %v, %ok : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
    return
  }
}
