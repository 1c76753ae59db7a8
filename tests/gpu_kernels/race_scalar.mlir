// Each tile block reads its cell p[b] (0 on entry) into every element of a
// 256-tile, then writes 7 to the cell, the write ordered after the read by a
// token; element i of its row of q gets 1 if element i of what it read was
// 0, else 2. The cell's write is one thread's, the reads are every thread's:
// unless the write waits for every read, a late reader sees 7 and writes 2.
cuda_tile.module @race_scalar {
  entry @race_scalar(%p: tile<ptr<i32>>, %q: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %cell = offset %p, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %cell1 = reshape %cell : tile<ptr<i32>> -> tile<1xptr<i32>>
    %cells = broadcast %cell1 : tile<1xptr<i32>> -> tile<256xptr<i32>>
    %x, %t0 = load_ptr_tko weak %cells : tile<256xptr<i32>> -> tile<256xi32>, token
    %c7 = constant <i32: 7> : tile<i32>
    %t1 = store_ptr_tko weak %cell, %c7 token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %z = constant <i32: 0> : tile<256xi32>
    %ones = constant <i32: 1> : tile<256xi32>
    %twos = constant <i32: 2> : tile<256xi32>
    %was0 = cmpi equal %x, %z, signed : tile<256xi32> -> tile<256xi1>
    %v = select %was0, %ones, %twos : tile<256xi1>, tile<256xi32>
    %c256 = constant <i32: 256> : tile<i32>
    %row = muli %bx, %c256 : tile<i32>
    %row1 = reshape %row : tile<i32> -> tile<1xi32>
    %rowb = broadcast %row1 : tile<1xi32> -> tile<256xi32>
    %io = iota : tile<256xi32>
    %idx = addi %rowb, %io : tile<256xi32>
    %q1 = reshape %q : tile<ptr<i32>> -> tile<1xptr<i32>>
    %qb = broadcast %q1 : tile<1xptr<i32>> -> tile<256xptr<i32>>
    %qs = offset %qb, %idx : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %t2 = store_ptr_tko weak %qs, %v token=%t1 : tile<256xptr<i32>>, tile<256xi32> -> token
    return
  }
}
