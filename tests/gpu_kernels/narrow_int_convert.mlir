// ftoi from and itof to the formats LLVM lacks (tf32, f8E4M3FN, f8E5M2):
// 16 i64 values to tf32 signed and unsigned (wider than f64's 53 bits: the
// round-to-odd step), their low halves to f8E4M3FN and f8E5M2, and f32 values
// back to integers through f8E4M3FN, tf32 and f8E5M2.
cuda_tile.module @narrow_int_convert {
  entry @narrow_int_convert(%a: tile<ptr<i64>>, %x: tile<ptr<f32>>, %o: tile<ptr<f32>>, %p: tile<ptr<i32>>) {
    %io = iota : tile<16xi32>
    %c16 = constant <i32: 16> : tile<16xi32>
    %io1 = addi %io, %c16 : tile<16xi32>
    %io2 = addi %io1, %c16 : tile<16xi32>
    %io3 = addi %io2, %c16 : tile<16xi32>
    %a1 = reshape %a : tile<ptr<i64>> -> tile<1xptr<i64>>
    %ab = broadcast %a1 : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %ap = offset %ab, %io : tile<16xptr<i64>>, tile<16xi32> -> tile<16xptr<i64>>
    %v, %t0 = load_ptr_tko weak %ap : tile<16xptr<i64>> -> tile<16xi64>, token
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %x1 : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %xp = offset %xb, %io : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %f, %t1 = load_ptr_tko weak %xp : tile<16xptr<f32>> -> tile<16xf32>, token
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %p1 : tile<1xptr<i32>> -> tile<16xptr<i32>>

    %s = itof %v signed : tile<16xi64> -> tile<16xtf32>
    %sf = ftof %s : tile<16xtf32> -> tile<16xf32>
    %op0 = offset %ob, %io : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %w0 = store_ptr_tko weak %op0, %sf : tile<16xptr<f32>>, tile<16xf32> -> token
    %u = itof %v unsigned : tile<16xi64> -> tile<16xtf32>
    %uf = ftof %u : tile<16xtf32> -> tile<16xf32>
    %op1 = offset %ob, %io1 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %w1 = store_ptr_tko weak %op1, %uf : tile<16xptr<f32>>, tile<16xf32> -> token
    %v32 = trunci %v : tile<16xi64> -> tile<16xi32>
    %e4 = itof %v32 signed : tile<16xi32> -> tile<16xf8E4M3FN>
    %e4f = ftof %e4 : tile<16xf8E4M3FN> -> tile<16xf32>
    %op2 = offset %ob, %io2 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %w2 = store_ptr_tko weak %op2, %e4f : tile<16xptr<f32>>, tile<16xf32> -> token
    %v16 = trunci %v : tile<16xi64> -> tile<16xi16>
    %e5 = itof %v16 unsigned : tile<16xi16> -> tile<16xf8E5M2>
    %e5f = ftof %e5 : tile<16xf8E5M2> -> tile<16xf32>
    %op3 = offset %ob, %io3 : tile<16xptr<f32>>, tile<16xi32> -> tile<16xptr<f32>>
    %w3 = store_ptr_tko weak %op3, %e5f : tile<16xptr<f32>>, tile<16xf32> -> token

    %g4 = ftof %f : tile<16xf32> -> tile<16xf8E4M3FN>
    %i0 = ftoi %g4 signed : tile<16xf8E4M3FN> -> tile<16xi32>
    %pp0 = offset %pb, %io : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %z0 = store_ptr_tko weak %pp0, %i0 : tile<16xptr<i32>>, tile<16xi32> -> token
    %gt = ftof %f : tile<16xf32> -> tile<16xtf32>
    %i1 = ftoi %gt unsigned : tile<16xtf32> -> tile<16xi32>
    %pp1 = offset %pb, %io1 : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %z1 = store_ptr_tko weak %pp1, %i1 : tile<16xptr<i32>>, tile<16xi32> -> token
    %g5 = ftof %f : tile<16xf32> -> tile<16xf8E5M2>
    %i8 = ftoi %g5 signed : tile<16xf8E5M2> -> tile<16xi8>
    %i2 = exti %i8 signed : tile<16xi8> -> tile<16xi32>
    %pp2 = offset %pb, %io2 : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %z2 = store_ptr_tko weak %pp2, %i2 : tile<16xptr<i32>>, tile<16xi32> -> token
    return
  }
}
