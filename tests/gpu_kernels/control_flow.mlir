// Control flow on rank-0 tiles, one block per element of x: a loop with
// break and continue inside ifs (Collatz steps of (x & 1023) + 1), a for
// loop whose if continues early (sum of even squares below x & 15), and an
// if/else yielding a value; out[3 * i + k] holds result k.
cuda_tile.module @control_flow {
  entry @control_flow(%x: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %p = offset %x, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %v_tok = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c15 = constant <i32: 15> : tile<i32>
    %c1023 = constant <i32: 1023> : tile<i32>
    %v10 = andi %v, %c1023 : tile<i32>
    %start = addi %v10, %c1 : tile<i32>
    %steps = loop iter_values(%cur = %start, %cnt = %c0) : tile<i32>, tile<i32> -> tile<i32> {
      %done = cmpi equal %cur, %c1, signed : tile<i32> -> tile<i1>
      if %done {
        break %cnt : tile<i32>
      }
      %cnt1 = addi %cnt, %c1 : tile<i32>
      %bit = andi %cur, %c1 : tile<i32>
      %odd = cmpi equal %bit, %c1, signed : tile<i32> -> tile<i1>
      if %odd {
        %t3 = muli %cur, %c3 : tile<i32>
        %t31 = addi %t3, %c1 : tile<i32>
        continue %t31, %cnt1 : tile<i32>, tile<i32>
      }
      %half = divi %cur, %c2 signed : tile<i32>
      continue %half, %cnt1 : tile<i32>, tile<i32>
    }
    %hi = andi %v, %c15 : tile<i32>
    %sum = for %iv in (%c0 to %hi, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %ivb = andi %iv, %c1 : tile<i32>
      %ivodd = cmpi equal %ivb, %c1, signed : tile<i32> -> tile<i1>
      if %ivodd {
        continue %acc : tile<i32>
      }
      %sq = muli %iv, %iv : tile<i32>
      %acc1 = addi %acc, %sq : tile<i32>
      continue %acc1 : tile<i32>
    }
    %neg = cmpi less_than %v, %c0, signed : tile<i32> -> tile<i1>
    %sel = if %neg -> (tile<i32>) {
      %nv = negi %v : tile<i32>
      yield %nv : tile<i32>
    } else {
      %dv = muli %v, %c2 : tile<i32>
      yield %dv : tile<i32>
    }
    %o0 = muli %bx, %c3 : tile<i32>
    %o1 = addi %o0, %c1 : tile<i32>
    %o2 = addi %o0, %c2 : tile<i32>
    %q0 = offset %out, %o0 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q1 = offset %out, %o1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q2 = offset %out, %o2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %s0 = store_ptr_tko weak %q0, %steps : tile<ptr<i32>>, tile<i32> -> token
    %s1 = store_ptr_tko weak %q1, %sum : tile<ptr<i32>>, tile<i32> -> token
    %s2 = store_ptr_tko weak %q2, %sel : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
