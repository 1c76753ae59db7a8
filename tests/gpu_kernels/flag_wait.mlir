// Tile block 0 writes 42 to data[0] and then releases flag[0] = 1; tile block
// 1 polls flag[0] with acquire loads until it reads 1, then copies data[0] to
// out[0]: out must be 42 (the interpreter runs block 0 first; the emulation
// runs both at once). Every thread of block 0 holds the polled scalar, so
// they must all see the same value each time, or they leave the loop at
// different iterations.
cuda_tile.module @flag_wait {
  entry @flag_wait(%flag: tile<ptr<i32>>, %data: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c42 = constant <i32: 42> : tile<i32>
    %is0 = cmpi equal %bx, %c0, signed : tile<i32> -> tile<i1>
    if %is0 {
      %t0 = store_ptr_tko weak %data, %c42 : tile<ptr<i32>>, tile<i32> -> token
      %t1 = store_ptr_tko release device %flag, %c1 token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    }
    %is1 = cmpi equal %bx, %c1, signed : tile<i32> -> tile<i1>
    if %is1 {
      %seen = loop : token {
        %v, %t = load_ptr_tko acquire device %flag : tile<ptr<i32>> -> tile<i32>, token
        %set = cmpi equal %v, %c1, signed : tile<i32> -> tile<i1>
        if %set {
          break %t : token
        }
        continue
      }
      %d, %t2 = load_ptr_tko weak %data token=%seen : tile<ptr<i32>> -> tile<i32>, token
      %t3 = store_ptr_tko weak %out, %d token=%t2 : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }
}
