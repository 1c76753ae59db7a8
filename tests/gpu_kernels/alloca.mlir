// alloca as a tile block's scratch, 128 elements per block:
//   y[128b + k] = x[128b + 127 - k]: the block's tile of x goes into a
//     buffer of its own (alignment 64) and comes back reversed;
//   z[32b + k] = sum over i < 4 of (31 - k)(i + 1) + b: each iteration of a
//     loop takes 32 i32 (freed at its end), stores k(i + 1) + b and reads
//     them back reversed;
//   ok[2b] = 1 where a `global` alloca's address is a multiple of 256,
//   ok[2b + 1] = 1 where a zero-element alloca's address is not null.
cuda_tile.module @alloca {
  entry @alloca(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %z: tile<ptr<i32>>, %ok: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c128 = constant <i32: 128> : tile<i32>
    %base = muli %bx, %c128 : tile<i32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %baseb = broadcast %base1 : tile<1xi32> -> tile<128xi32>
    %io = iota : tile<128xi32>
    %i = addi %baseb, %io : tile<128xi32>
    %x_1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %x_b = broadcast %x_1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %x_i = offset %x_b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %v, %v_tok = load_ptr_tko weak %x_i : tile<128xptr<f32>> -> tile<128xf32>, token

    %buf = alloca num_elem = 128, alignment = 64 : tile<ptr<f32>>
    %buf_1 = reshape %buf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %buf_b = broadcast %buf_1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %buf_k = offset %buf_b, %io : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %put = store_ptr_tko weak %buf_k, %v : tile<128xptr<f32>>, tile<128xf32> -> token
    %c127 = constant <i32: 127> : tile<128xi32>
    %rev = subi %c127, %io : tile<128xi32>
    %buf_r = offset %buf_b, %rev : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %w, %w_tok = load_ptr_tko weak %buf_r token = %put : tile<128xptr<f32>> -> tile<128xf32>, token
    %y_1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %y_b = broadcast %y_1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %y_i = offset %y_b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %st_y = store_ptr_tko weak %y_i, %w : tile<128xptr<f32>>, tile<128xf32> -> token

    %lo = constant <i32: 0> : tile<i32>
    %hi = constant <i32: 4> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero32 = constant <i32: 0> : tile<32xi32>
    %io32 = iota : tile<32xi32>
    %c31 = constant <i32: 31> : tile<32xi32>
    %rev32 = subi %c31, %io32 : tile<32xi32>
    %bx1 = reshape %bx : tile<i32> -> tile<1xi32>
    %bx32 = broadcast %bx1 : tile<1xi32> -> tile<32xi32>
    %sum = for %it in (%lo to %hi, step %one) : tile<i32> iter_values(%acc = %zero32) -> (tile<32xi32>) {
      %s = alloca num_elem = 32, alignment = 16 : tile<ptr<i32>>
      %it1 = addi %it, %one : tile<i32>
      %it1r = reshape %it1 : tile<i32> -> tile<1xi32>
      %itb = broadcast %it1r : tile<1xi32> -> tile<32xi32>
      %m = muli %io32, %itb : tile<32xi32>
      %val = addi %m, %bx32 : tile<32xi32>
      %s_1 = reshape %s : tile<ptr<i32>> -> tile<1xptr<i32>>
      %s_b = broadcast %s_1 : tile<1xptr<i32>> -> tile<32xptr<i32>>
      %s_k = offset %s_b, %io32 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
      %s_r = offset %s_b, %rev32 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
      %t = store_ptr_tko weak %s_k, %val : tile<32xptr<i32>>, tile<32xi32> -> token
      %r, %r_tok = load_ptr_tko weak %s_r token = %t : tile<32xptr<i32>> -> tile<32xi32>, token
      %acc2 = addi %acc, %r : tile<32xi32>
      continue %acc2 : tile<32xi32>
    }
    %c32 = constant <i32: 32> : tile<i32>
    %zbase = muli %bx, %c32 : tile<i32>
    %zbase1 = reshape %zbase : tile<i32> -> tile<1xi32>
    %zbaseb = broadcast %zbase1 : tile<1xi32> -> tile<32xi32>
    %zi = addi %zbaseb, %io32 : tile<32xi32>
    %z_1 = reshape %z : tile<ptr<i32>> -> tile<1xptr<i32>>
    %z_b = broadcast %z_1 : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %z_i = offset %z_b, %zi : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %st_z = store_ptr_tko weak %z_i, %sum : tile<32xptr<i32>>, tile<32xi32> -> token

    %g = alloca num_elem = 8, alignment = 256 global : tile<ptr<f64>>
    %ga = ptr_to_int %g : tile<ptr<f64>> -> tile<i64>
    %c255 = constant <i64: 255> : tile<i64>
    %low = andi %ga, %c255 : tile<i64>
    %z64 = constant <i64: 0> : tile<i64>
    %aligned = cmpi equal %low, %z64, signed : tile<i64> -> tile<i1>
    %e = alloca num_elem = 0, alignment = 1 : tile<ptr<i8>>
    %ea = ptr_to_int %e : tile<ptr<i8>> -> tile<i64>
    %nonnull = cmpi not_equal %ea, %z64, signed : tile<i64> -> tile<i1>
    %a32 = exti %aligned unsigned : tile<i1> -> tile<i32>
    %n32 = exti %nonnull unsigned : tile<i1> -> tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %ok0 = muli %bx, %c2 : tile<i32>
    %ok1 = addi %ok0, %one : tile<i32>
    %okp0 = offset %ok, %ok0 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %okp1 = offset %ok, %ok1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %st_a = store_ptr_tko weak %okp0, %a32 : tile<ptr<i32>>, tile<i32> -> token
    %st_n = store_ptr_tko weak %okp1, %n32 : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
