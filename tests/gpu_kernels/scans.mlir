// Scans in the layouts the register/shuffle lowering takes: s, the running
// sum of 1024 loaded i32 (a 4-per-thread blocked layout: registers, lanes,
// warps, then registers of the next 512); r, running sums down the rows of
// a 32x64 tile (the default layout: a warp bit, then registers, along the
// rows); a, the running composition of affine maps x -> m x + c modulo
// 2^16, each packed in an i32 as m << 16 | c: f(current, accumulated) =
// current o accumulated = (m1 m2, m1 c2 + c1), associative but not
// commutative, so the order of every combination shows; b, the same
// composition reversed (from the last map down).
cuda_tile.module @scans {
  entry @scans(%x: tile<ptr<i32>>, %f: tile<ptr<i32>>, %y: tile<ptr<i32>>, %s: tile<ptr<i32>>, %a: tile<ptr<i32>>, %r: tile<ptr<i32>>, %b: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %n = constant <i32: 1024> : tile<i32>
    %rows = constant <i32: 32> : tile<i32>
    %xa = assume div_by<16>, %x : tile<ptr<i32>>
    %x_tv = make_tensor_view %xa, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %x_pv = make_partition_view %x_tv : partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>
    %f_tv = make_tensor_view %f, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %f_pv = make_partition_view %f_tv : partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>
    %y_tv = make_tensor_view %y, shape = [%rows, %c64], strides = [%c64, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %y_pv = make_partition_view %y_tv : partition_view<tile=(32x64), tensor_view<?x?xi32, strides=[?,1]>>
    %tx, %t0 = load_view_tko weak %x_pv[%c0] : partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<1024xi32>, token
    %sx = scan %tx dim=0 reverse=false identities=[0 : i32] : tile<1024xi32> -> tile<1024xi32>
    (%a0: tile<i32>, %b0: tile<i32>) {
      %s0 = addi %a0, %b0 : tile<i32>
      yield %s0 : tile<i32>
    }
    %tf, %t1 = load_view_tko weak %f_pv[%c0] : partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<1024xi32>, token
    %af = scan %tf dim=0 reverse=false identities=[65536 : i32] : tile<1024xi32> -> tile<1024xi32>
    (%cur: tile<i32>, %acc: tile<i32>) {
      %sh = constant <i32: 16> : tile<i32>
      %lo = constant <i32: 65535> : tile<i32>
      %m1 = shri %cur, %sh unsigned : tile<i32>
      %c1 = andi %cur, %lo : tile<i32>
      %m2 = shri %acc, %sh unsigned : tile<i32>
      %c2 = andi %acc, %lo : tile<i32>
      %mm = muli %m1, %m2 : tile<i32>
      %mc = muli %m1, %c2 : tile<i32>
      %cc = addi %mc, %c1 : tile<i32>
      %ml = shli %mm, %sh : tile<i32>
      %cl = andi %cc, %lo : tile<i32>
      %p = ori %ml, %cl : tile<i32>
      yield %p : tile<i32>
    }
    %bf = scan %tf dim=0 reverse=true identities=[65536 : i32] : tile<1024xi32> -> tile<1024xi32>
    (%rcur: tile<i32>, %racc: tile<i32>) {
      %rsh = constant <i32: 16> : tile<i32>
      %rlo = constant <i32: 65535> : tile<i32>
      %rm1 = shri %rcur, %rsh unsigned : tile<i32>
      %rc1 = andi %rcur, %rlo : tile<i32>
      %rm2 = shri %racc, %rsh unsigned : tile<i32>
      %rc2 = andi %racc, %rlo : tile<i32>
      %rmm = muli %rm1, %rm2 : tile<i32>
      %rmc = muli %rm1, %rc2 : tile<i32>
      %rcc = addi %rmc, %rc1 : tile<i32>
      %rml = shli %rmm, %rsh : tile<i32>
      %rcl = andi %rcc, %rlo : tile<i32>
      %rp = ori %rml, %rcl : tile<i32>
      yield %rp : tile<i32>
    }
    %ty, %t3 = load_view_tko weak %y_pv[%c0, %c0] : partition_view<tile=(32x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<32x64xi32>, token
    %ry = scan %ty dim=0 reverse=false identities=[0 : i32] : tile<32x64xi32> -> tile<32x64xi32>
    (%a1: tile<i32>, %b1: tile<i32>) {
      %s1 = addi %a1, %b1 : tile<i32>
      yield %s1 : tile<i32>
    }
    %s_tv = make_tensor_view %s, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %s_pv = make_partition_view %s_tv : partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>
    %w0 = store_view_tko weak %sx, %s_pv[%c0] : tile<1024xi32>, partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    %a_tv = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>
    %w1 = store_view_tko weak %af, %a_pv[%c0] : tile<1024xi32>, partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    %b_tv = make_tensor_view %b, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>
    %w4 = store_view_tko weak %bf, %b_pv[%c0] : tile<1024xi32>, partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    %r_tv = make_tensor_view %r, shape = [%rows, %c64], strides = [%c64, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %r_pv = make_partition_view %r_tv : partition_view<tile=(32x64), tensor_view<?x?xi32, strides=[?,1]>>
    %w3 = store_view_tko weak %ry, %r_pv[%c0, %c0] : tile<32x64xi32>, partition_view<tile=(32x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
