// lit-tests/cuda_tile/floating-point.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// An explicit rounding<nearest_even> on addf, subf, mulf, divf, fma or sqrt,
// and tanh's rounding<full>, are left out: bytecode always stores the mode, so it reads back as the
// default, which our dialect prints without the keyword.
// Written as 13.4, the first version with fpowi.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  entry @k() {
    %h = constant <f16: 1.5> : tile<4xf16>
    %b = constant <bf16: 2.5> : tile<4xbf16>
    %f = constant <f32: 3.5> : tile<2x2xf32>
    %d = constant <f64: 4.5> : tile<8xf64>
    %s = constant <f32: 5.5> : tile<f32>

    // The four IEEE roundings on every type (directed ones on f16 and bf16
    // are emulated in f32); flush_to_zero on f32.
    %a0 = addf %f, %f : tile<2x2xf32>
    %a1 = addf %f, %f : tile<2x2xf32>
    %a2 = addf %h, %h rounding<zero> : tile<4xf16>
    %a3 = addf %b, %b rounding<negative_inf> : tile<4xbf16>
    %a4 = addf %d, %d rounding<positive_inf> : tile<8xf64>
    %a5 = addf %f, %f flush_to_zero : tile<2x2xf32>
    %a6 = addf %s, %s rounding<zero> flush_to_zero : !cuda_tile.tile<f32>

    %s0 = subf %f, %f : tile<2x2xf32>
    %s1 = subf %h, %h rounding<positive_inf> : tile<4xf16>
    %s2 = subf %d, %d rounding<zero> : tile<8xf64>
    %s3 = subf %f, %f rounding<negative_inf> flush_to_zero : tile<2x2xf32>

    %m0 = mulf %f, %f rounding<zero> : tile<2x2xf32>
    %m1 = mulf %b, %b : tile<4xbf16>
    %m2 = mulf %d, %d : tile<8xf64>
    %m3 = mulf %f, %f flush_to_zero : tile<2x2xf32>

    // divf adds approx and full, on f32 only.
    %d0 = divf %f, %f : tile<2x2xf32>
    %d1 = divf %f, %f rounding<approx> : tile<2x2xf32>
    %d2 = divf %f, %f rounding<full> flush_to_zero : tile<2x2xf32>
    %d3 = divf %h, %h : tile<4xf16>
    %d4 = divf %b, %b rounding<zero> : tile<4xbf16>
    %d5 = divf %d, %d rounding<positive_inf> : tile<8xf64>
    %d6 = divf %f, %f flush_to_zero : tile<2x2xf32>

    %f0 = fma %f, %f, %f : tile<2x2xf32>
    %f1 = fma %f, %f, %f rounding<zero> flush_to_zero : tile<2x2xf32>
    %f2 = fma %b, %b, %b rounding<negative_inf> : tile<4xbf16>
    %f3 = fma %d, %d, %d : tile<8xf64>
    %f4 = fma %h, %h, %h rounding<positive_inf> : tile<4xf16>

    // Flags print flush_to_zero first, whichever order they were written in.
    %x0 = maxf %b, %b : tile<4xbf16>
    %x1 = maxf %f, %f flush_to_zero : tile<2x2xf32>
    %x2 = maxf %h, %h propagate_nan : tile<4xf16>
    %x3 = maxf %f, %f flush_to_zero propagate_nan : tile<2x2xf32>
    %x4 = maxf %s, %s propagate_nan flush_to_zero : tile<f32>
    %n0 = minf %d, %d : tile<8xf64>
    %n1 = minf %f, %f flush_to_zero : tile<2x2xf32>
    %n2 = minf %d, %d propagate_nan : tile<8xf64>
    %n3 = minf %f, %f propagate_nan flush_to_zero : tile<2x2xf32>

    %r0 = remf %f, %f : tile<2x2xf32>
    %r1 = remf %h, %h : tile<4xf16>
    %u0 = absf %b : tile<4xbf16>
    %u1 = absf %s : tile<f32>
    %u2 = negf %d : tile<8xf64>
    %u3 = ceil %h : tile<4xf16>
    %u4 = floor %b : tile<4xbf16>
    return
  }

  entry @math() {
    %h = constant <f16: 1.5> : tile<4xf16>
    %b = constant <bf16: 2.5> : tile<4xbf16>
    %f = constant <f32: 3.5> : tile<2x2xf32>
    %d = constant <f64: 4.5> : tile<8xf64>

    %q0 = sqrt %f : tile<2x2xf32>
    %q1 = sqrt %f rounding<approx> : tile<2x2xf32>
    %q2 = sqrt %f rounding<approx> flush_to_zero : tile<2x2xf32>
    %q3 = sqrt %h rounding<positive_inf> : tile<4xf16>
    %q4 = sqrt %b : tile<4xbf16>
    %q5 = sqrt %d rounding<zero> : tile<8xf64>
    %q6 = sqrt %f rounding<negative_inf> flush_to_zero : tile<2x2xf32>

    %q7 = rsqrt %h : tile<4xf16>
    %q8 = rsqrt %f flush_to_zero : tile<2x2xf32>
    %e0 = exp2 %d : tile<8xf64>
    %e1 = exp2 %f flush_to_zero : tile<2x2xf32>
    %e2 = exp %b : tile<4xbf16>
    %e3 = exp %f rounding<approx> : tile<2x2xf32>
    %l0 = log %h : tile<4xf16>
    %l1 = log2 %d : tile<8xf64>

    %t0 = tanh %f : tile<2x2xf32>
    %t1 = tanh %f rounding<approx> : tile<2x2xf32>
    %t2 = tanh %h : tile<4xf16>
    %t3 = tanh %d : tile<8xf64>
    %t4 = sin %b : tile<4xbf16>
    %t5 = cos %d : tile<8xf64>
    %t6 = tan %h : tile<4xf16>
    %t7 = sinh %f : tile<2x2xf32>
    %t8 = cosh %b : tile<4xbf16>
    %t9 = atan2 %d, %d : tile<8xf64>
    %p0 = pow %h, %h : tile<4xf16>
    return
  }

  // fpowi, as cuTile Python writes it: the exponent a signed integer tile of
  // the source's shape.
  entry @fpowi(%x: tile<f64>) {
    %t = constant <f32: 2.0> : tile<1x1024xf32>
    %e = constant <i32: 2> : tile<1x1024xi32>
    %0 = fpowi %t, %e : tile<1x1024xf32>, tile<1x1024xi32>
    %b = constant <bf16: 2.0> : tile<4xbf16>
    %e8 = constant <i8: -3> : tile<4xi8>
    %2 = fpowi %b, %e8 : tile<4xbf16>, tile<4xi8>
    return
  }

  entry @atan2_0() {
    %x = constant <f32: [1.0, -1.0, 0.0, 2.0]> : tile<4xf32>
    %y = constant <f32: [1.0,  1.0, 1.0, 0.0]> : tile<4xf32>
    %res = atan2 %x, %y : tile<4xf32>
  }

  entry @ceil_0(%source: tile<f32>) {
    %result = ceil %source : tile<f32>
  }

  entry @cos_0() {
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = cos %in : tile<4xf32>
  }

  entry @exp2_0() {
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = exp2 %in : tile<4xf32>
  }

  entry @exp_0() {
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = exp %in : tile<4xf32>
  }

  entry @floor_0() {
    %source = constant <f32: 1.5> : tile<f32>
    %result = floor %source : tile<f32>
  }

  entry @log2_0() {
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = log2 %in : tile<4xf32>
  }

  entry @maxf_0(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>) {
    // Create tensor view from a pointer to global memory
    %0 = make_tensor_view %arg0, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
    %1 = make_tensor_view %arg1, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
    // Convert tensor views to partition views and load tiles from partition views.
    %p0 = make_partition_view %0 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
    %p1 = make_partition_view %1 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %2, %token0 = load_view_tko weak %p0[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
    %3, %token1 = load_view_tko weak %p1[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
    // IEEE 754-2019's maximum
    %4 = maxf %2, %3 propagate_nan : tile<2x4xf32>
    // IEEE 754-2019's maximumNumber
    %5 = maxf %2, %3 : tile<2x4xf32>
    // flush denormal to positive zero
    %6 = maxf %2, %3 flush_to_zero : tile<2x4xf32>
  }

  entry @minf_0(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>) {
    // Create tensor view from a pointer to global memory
    %0 = make_tensor_view %arg0, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
    %1 = make_tensor_view %arg1, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
    // Convert tensor views to partition views and load tiles from partition views.
    %p0 = make_partition_view %0 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
    %p1 = make_partition_view %1 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %2, %token0 = load_view_tko weak %p0[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
    %3, %token1 = load_view_tko weak %p1[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
    // IEEE 754-2019's minimum
    %4 = minf %2, %3 propagate_nan : tile<2x4xf32>
    // IEEE 754-2019's minimumNumber
    %5 = minf %2, %3 : tile<2x4xf32>
    // flush denormal to positive zero
    %6 = minf %2, %3 flush_to_zero : tile<2x4xf32>
  }

  entry @negf_0() {
    %source = constant <f32: 0.0> : tile<4xf32>
    %result = negf %source : tile<4xf32>
  }

  entry @pow_0() {
    %source = constant <f32: 0.0> : tile<4xf32>
    %exponent = constant <f32: 2.0> : tile<4xf32>
    %result = pow %source, %exponent : tile<4xf32>
  }

  entry @rsqrt_0() {
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = rsqrt %in : tile<4xf32>

    // Rsqrt op with flush to zero modifier
    %ftz_res = rsqrt %in flush_to_zero : tile<4xf32>
  }

  entry @sin_0() {
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = sin %in : tile<4xf32>
  }

  entry @tanh_0() {
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res0 = tanh %in : tile<4xf32>

    // tanh with approx modifier
    %res1 = tanh %in rounding<approx> : tile<4xf32>
  }
}
