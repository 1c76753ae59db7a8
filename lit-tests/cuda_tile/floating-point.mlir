// Section 8.7 (floating point) and fpowi: the printed form of every op, of
// each modifier its tables accept, and every example of the chapter.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @arith {
  entry @k() {
    // CHECK: %[[H:[^ ]+]] = constant <f16: 1.500000e+00> : tile<4xf16>
    // CHECK: %[[B:[^ ]+]] = constant <bf16: 2.500000e+00> : tile<4xbf16>
    // CHECK: %[[F:[^ ]+]] = constant <f32: 3.500000e+00> : tile<2x2xf32>
    // CHECK: %[[D:[^ ]+]] = constant <f64: 4.500000e+00> : tile<8xf64>
    // CHECK: %[[S:[^ ]+]] = constant <f32: 5.500000e+00> : tile<f32>
    %h = constant <f16: 1.5> : tile<4xf16>
    %b = constant <bf16: 2.5> : tile<4xbf16>
    %f = constant <f32: 3.5> : tile<2x2xf32>
    %d = constant <f64: 4.5> : tile<8xf64>
    %s = constant <f32: 5.5> : tile<f32>

    // The four IEEE roundings on every type (directed ones on f16 and bf16
    // are emulated in f32); flush_to_zero on f32.
    // CHECK: addf %[[F]], %[[F]] : tile<2x2xf32>
    %a0 = addf %f, %f : tile<2x2xf32>
    // An explicit default mode prints as NVIDIA's printer prints it: elided.
    // CHECK: addf %[[F]], %[[F]] : tile<2x2xf32>
    %a1 = addf %f, %f rounding<nearest_even> : tile<2x2xf32>
    // CHECK: addf %[[H]], %[[H]] rounding<zero> : tile<4xf16>
    %a2 = addf %h, %h rounding<zero> : tile<4xf16>
    // CHECK: addf %[[B]], %[[B]] rounding<negative_inf> : tile<4xbf16>
    %a3 = addf %b, %b rounding<negative_inf> : tile<4xbf16>
    // CHECK: addf %[[D]], %[[D]] rounding<positive_inf> : tile<8xf64>
    %a4 = addf %d, %d rounding<positive_inf> : tile<8xf64>
    // CHECK: addf %[[F]], %[[F]] flush_to_zero : tile<2x2xf32>
    %a5 = addf %f, %f flush_to_zero : tile<2x2xf32>
    // CHECK: addf %[[S]], %[[S]] rounding<zero> flush_to_zero : tile<f32>
    %a6 = addf %s, %s rounding<zero> flush_to_zero : !cuda_tile.tile<f32>

    // CHECK: subf %[[F]], %[[F]] : tile<2x2xf32>
    %s0 = subf %f, %f : tile<2x2xf32>
    // CHECK: subf %[[H]], %[[H]] rounding<positive_inf> : tile<4xf16>
    %s1 = subf %h, %h rounding<positive_inf> : tile<4xf16>
    // CHECK: subf %[[D]], %[[D]] rounding<zero> : tile<8xf64>
    %s2 = subf %d, %d rounding<zero> : tile<8xf64>
    // CHECK: subf %[[F]], %[[F]] rounding<negative_inf> flush_to_zero : tile<2x2xf32>
    %s3 = subf %f, %f rounding<negative_inf> flush_to_zero : tile<2x2xf32>

    // CHECK: mulf %[[F]], %[[F]] rounding<zero> : tile<2x2xf32>
    %m0 = mulf %f, %f rounding<zero> : tile<2x2xf32>
    // CHECK: mulf %[[B]], %[[B]] : tile<4xbf16>
    %m1 = mulf %b, %b rounding<nearest_even> : tile<4xbf16>
    // CHECK: mulf %[[D]], %[[D]] : tile<8xf64>
    %m2 = mulf %d, %d : tile<8xf64>
    // CHECK: mulf %[[F]], %[[F]] flush_to_zero : tile<2x2xf32>
    %m3 = mulf %f, %f flush_to_zero : tile<2x2xf32>

    // divf adds approx and full, on f32 only.
    // CHECK: divf %[[F]], %[[F]] : tile<2x2xf32>
    %d0 = divf %f, %f : tile<2x2xf32>
    // CHECK: divf %[[F]], %[[F]] rounding<approx> : tile<2x2xf32>
    %d1 = divf %f, %f rounding<approx> : tile<2x2xf32>
    // CHECK: divf %[[F]], %[[F]] rounding<full> flush_to_zero : tile<2x2xf32>
    %d2 = divf %f, %f rounding<full> flush_to_zero : tile<2x2xf32>
    // CHECK: divf %[[H]], %[[H]] : tile<4xf16>
    %d3 = divf %h, %h rounding<nearest_even> : tile<4xf16>
    // CHECK: divf %[[B]], %[[B]] rounding<zero> : tile<4xbf16>
    %d4 = divf %b, %b rounding<zero> : tile<4xbf16>
    // CHECK: divf %[[D]], %[[D]] rounding<positive_inf> : tile<8xf64>
    %d5 = divf %d, %d rounding<positive_inf> : tile<8xf64>
    // CHECK: divf %[[F]], %[[F]] flush_to_zero : tile<2x2xf32>
    %d6 = divf %f, %f flush_to_zero : tile<2x2xf32>

    // CHECK: fma %[[F]], %[[F]], %[[F]] : tile<2x2xf32>
    %f0 = fma %f, %f, %f : tile<2x2xf32>
    // CHECK: fma %[[F]], %[[F]], %[[F]] rounding<zero> flush_to_zero : tile<2x2xf32>
    %f1 = fma %f, %f, %f rounding<zero> flush_to_zero : tile<2x2xf32>
    // CHECK: fma %[[B]], %[[B]], %[[B]] rounding<negative_inf> : tile<4xbf16>
    %f2 = fma %b, %b, %b rounding<negative_inf> : tile<4xbf16>
    // CHECK: fma %[[D]], %[[D]], %[[D]] : tile<8xf64>
    %f3 = fma %d, %d, %d rounding<nearest_even> : tile<8xf64>
    // CHECK: fma %[[H]], %[[H]], %[[H]] rounding<positive_inf> : tile<4xf16>
    %f4 = fma %h, %h, %h rounding<positive_inf> : tile<4xf16>

    // Flags print flush_to_zero first, whichever order they were written in.
    // CHECK: maxf %[[B]], %[[B]] : tile<4xbf16>
    %x0 = maxf %b, %b : tile<4xbf16>
    // CHECK: maxf %[[F]], %[[F]] flush_to_zero : tile<2x2xf32>
    %x1 = maxf %f, %f flush_to_zero : tile<2x2xf32>
    // CHECK: maxf %[[H]], %[[H]] propagate_nan : tile<4xf16>
    %x2 = maxf %h, %h propagate_nan : tile<4xf16>
    // CHECK: maxf %[[F]], %[[F]] flush_to_zero propagate_nan : tile<2x2xf32>
    %x3 = maxf %f, %f flush_to_zero propagate_nan : tile<2x2xf32>
    // CHECK: maxf %[[S]], %[[S]] flush_to_zero propagate_nan : tile<f32>
    %x4 = maxf %s, %s propagate_nan flush_to_zero : tile<f32>
    // CHECK: minf %[[D]], %[[D]] : tile<8xf64>
    %n0 = minf %d, %d : tile<8xf64>
    // CHECK: minf %[[F]], %[[F]] flush_to_zero : tile<2x2xf32>
    %n1 = minf %f, %f flush_to_zero : tile<2x2xf32>
    // CHECK: minf %[[D]], %[[D]] propagate_nan : tile<8xf64>
    %n2 = minf %d, %d propagate_nan : tile<8xf64>
    // CHECK: minf %[[F]], %[[F]] flush_to_zero propagate_nan : tile<2x2xf32>
    %n3 = minf %f, %f propagate_nan flush_to_zero : tile<2x2xf32>

    // CHECK: remf %[[F]], %[[F]] : tile<2x2xf32>
    %r0 = remf %f, %f : tile<2x2xf32>
    // CHECK: remf %[[H]], %[[H]] : tile<4xf16>
    %r1 = remf %h, %h : tile<4xf16>
    // CHECK: absf %[[B]] : tile<4xbf16>
    %u0 = absf %b : tile<4xbf16>
    // CHECK: absf %[[S]] : tile<f32>
    %u1 = absf %s : tile<f32>
    // CHECK: negf %[[D]] : tile<8xf64>
    %u2 = negf %d : tile<8xf64>
    // CHECK: ceil %[[H]] : tile<4xf16>
    %u3 = ceil %h : tile<4xf16>
    // CHECK: floor %[[B]] : tile<4xbf16>
    %u4 = floor %b : tile<4xbf16>
    return
  }

  entry @math() {
    // CHECK: %[[H:[^ ]+]] = constant <f16: 1.500000e+00> : tile<4xf16>
    // CHECK: %[[B:[^ ]+]] = constant <bf16: 2.500000e+00> : tile<4xbf16>
    // CHECK: %[[F:[^ ]+]] = constant <f32: 3.500000e+00> : tile<2x2xf32>
    // CHECK: %[[D:[^ ]+]] = constant <f64: 4.500000e+00> : tile<8xf64>
    %h = constant <f16: 1.5> : tile<4xf16>
    %b = constant <bf16: 2.5> : tile<4xbf16>
    %f = constant <f32: 3.5> : tile<2x2xf32>
    %d = constant <f64: 4.5> : tile<8xf64>

    // CHECK: sqrt %[[F]] : tile<2x2xf32>
    %q0 = sqrt %f : tile<2x2xf32>
    // CHECK: sqrt %[[F]] rounding<approx> : tile<2x2xf32>
    %q1 = sqrt %f rounding<approx> : tile<2x2xf32>
    // CHECK: sqrt %[[F]] rounding<approx> flush_to_zero : tile<2x2xf32>
    %q2 = sqrt %f rounding<approx> flush_to_zero : tile<2x2xf32>
    // CHECK: sqrt %[[H]] rounding<positive_inf> : tile<4xf16>
    %q3 = sqrt %h rounding<positive_inf> : tile<4xf16>
    // CHECK: sqrt %[[B]] : tile<4xbf16>
    %q4 = sqrt %b rounding<nearest_even> : tile<4xbf16>
    // CHECK: sqrt %[[D]] rounding<zero> : tile<8xf64>
    %q5 = sqrt %d rounding<zero> : tile<8xf64>
    // CHECK: sqrt %[[F]] rounding<negative_inf> flush_to_zero : tile<2x2xf32>
    %q6 = sqrt %f rounding<negative_inf> flush_to_zero : tile<2x2xf32>

    // CHECK: rsqrt %[[H]] : tile<4xf16>
    %q7 = rsqrt %h : tile<4xf16>
    // CHECK: rsqrt %[[F]] flush_to_zero : tile<2x2xf32>
    %q8 = rsqrt %f flush_to_zero : tile<2x2xf32>
    // CHECK: exp2 %[[D]] : tile<8xf64>
    %e0 = exp2 %d : tile<8xf64>
    // CHECK: exp2 %[[F]] flush_to_zero : tile<2x2xf32>
    %e1 = exp2 %f flush_to_zero : tile<2x2xf32>
    // CHECK: exp %[[B]] : tile<4xbf16>
    %e2 = exp %b : tile<4xbf16>
    // CHECK: exp %[[F]] rounding<approx> : tile<2x2xf32>
    %e3 = exp %f rounding<approx> : tile<2x2xf32>
    // CHECK: log %[[H]] : tile<4xf16>
    %l0 = log %h : tile<4xf16>
    // CHECK: log2 %[[D]] : tile<8xf64>
    %l1 = log2 %d : tile<8xf64>

    // CHECK: tanh %[[F]] : tile<2x2xf32>
    %t0 = tanh %f : tile<2x2xf32>
    // CHECK: tanh %[[F]] rounding<approx> : tile<2x2xf32>
    %t1 = tanh %f rounding<approx> : tile<2x2xf32>
    // CHECK: tanh %[[H]] : tile<4xf16>
    %t2 = tanh %h rounding<full> : tile<4xf16>
    // CHECK: tanh %[[D]] : tile<8xf64>
    %t3 = tanh %d rounding<full> : tile<8xf64>
    // CHECK: sin %[[B]] : tile<4xbf16>
    %t4 = sin %b : tile<4xbf16>
    // CHECK: cos %[[D]] : tile<8xf64>
    %t5 = cos %d : tile<8xf64>
    // CHECK: tan %[[H]] : tile<4xf16>
    %t6 = tan %h : tile<4xf16>
    // CHECK: sinh %[[F]] : tile<2x2xf32>
    %t7 = sinh %f : tile<2x2xf32>
    // CHECK: cosh %[[B]] : tile<4xbf16>
    %t8 = cosh %b : tile<4xbf16>
    // CHECK: atan2 %[[D]], %[[D]] : tile<8xf64>
    %t9 = atan2 %d, %d : tile<8xf64>
    // CHECK: pow %[[H]], %[[H]] : tile<4xf16>
    %p0 = pow %h, %h : tile<4xf16>
    return
  }

  // fpowi, as cuTile Python writes it: the exponent a signed integer tile of
  // the source's shape.
  // CHECK: entry @fpowi(%[[X:[^:]+]]: tile<f64>, %[[N:[^:]+]]: tile<i64>)
  entry @fpowi(%x: tile<f64>, %n: tile<i64>) {
    // CHECK: %[[T:[^ ]+]] = constant <f32: 2.000000e+00> : tile<1x1024xf32>
    // CHECK: %[[E:[^ ]+]] = constant <i32: 2> : tile<1x1024xi32>
    %t = constant <f32: 2.0> : tile<1x1024xf32>
    %e = constant <i32: 2> : tile<1x1024xi32>
    // CHECK: fpowi %[[T]], %[[E]] : tile<1x1024xf32>, tile<1x1024xi32>
    %0 = fpowi %t, %e : tile<1x1024xf32>, tile<1x1024xi32>
    // CHECK: fpowi %[[X]], %[[N]] : tile<f64>, tile<i64>
    %1 = fpowi %x, %n : !cuda_tile.tile<f64>, !cuda_tile.tile<i64>
    // CHECK: %[[E8:[^ ]+]] = constant <i8: -3> : tile<4xi8>
    // CHECK: fpowi %{{[^ ]+}}, %[[E8]] : tile<4xbf16>, tile<4xi8>
    %b = constant <bf16: 2.0> : tile<4xbf16>
    %e8 = constant <i8: -3> : tile<4xi8>
    %2 = fpowi %b, %e8 : tile<4xbf16>, tile<4xi8>
    return
  }
}

// The chapter's examples, each in its own kernel.
cuda_tile.module @examples {
  // CHECK-LABEL: entry @atan2_0
  entry @atan2_0() {
    // CHECK: %[[X:[^ ]+]] = constant <f32: [1.000000e+00, -1.000000e+00, 0.000000e+00, 2.000000e+00]> : tile<4xf32>
    // CHECK: %[[Y:[^ ]+]] = constant <f32: [1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00]> : tile<4xf32>
    // CHECK: atan2 %[[X]], %[[Y]] : tile<4xf32>
    %x = constant <f32: [1.0, -1.0, 0.0, 2.0]> : tile<4xf32>
    %y = constant <f32: [1.0,  1.0, 1.0, 0.0]> : tile<4xf32>
    %res = atan2 %x, %y : tile<4xf32>
  }

  // CHECK-LABEL: entry @ceil_0
  entry @ceil_0(%source: tile<f32>) {
    // CHECK: ceil %{{[^ ]+}} : tile<f32>
    %result = ceil %source : tile<f32>
  }

  // CHECK-LABEL: entry @cos_0
  entry @cos_0() {
    // CHECK: %[[IN:[^ ]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
    // CHECK: cos %[[IN]] : tile<4xf32>
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = cos %in : tile<4xf32>
  }

  // CHECK-LABEL: entry @exp2_0
  entry @exp2_0() {
    // CHECK: %[[IN:[^ ]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
    // CHECK: exp2 %[[IN]] : tile<4xf32>
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = exp2 %in : tile<4xf32>
  }

  // CHECK-LABEL: entry @exp_0
  entry @exp_0() {
    // CHECK: %[[IN:[^ ]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
    // CHECK: exp %[[IN]] : tile<4xf32>
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = exp %in : tile<4xf32>
  }

  // CHECK-LABEL: entry @floor_0
  entry @floor_0() {
    // CHECK: %[[SRC:[^ ]+]] = constant <f32: 1.500000e+00> : tile<f32>
    // CHECK: floor %[[SRC]] : tile<f32>
    %source = constant <f32: 1.5> : tile<f32>
    %result = floor %source : tile<f32>
  }

  // CHECK-LABEL: entry @log2_0
  entry @log2_0() {
    // CHECK: %[[IN:[^ ]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
    // CHECK: log2 %[[IN]] : tile<4xf32>
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = log2 %in : tile<4xf32>
  }

  // CHECK-LABEL: entry @maxf_0
  entry @maxf_0(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>) {
    // Create tensor view from a pointer to global memory
    %0 = make_tensor_view %arg0, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
    %1 = make_tensor_view %arg1, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
    // Convert tensor views to partition views and load tiles from partition views.
    %p0 = make_partition_view %0 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
    %p1 = make_partition_view %1 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK: %[[A:[^ ]+]], %{{[^ ]+}} = load_view_tko weak
    // CHECK: %[[B:[^ ]+]], %{{[^ ]+}} = load_view_tko weak
    %2, %token0 = load_view_tko weak %p0[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
    %3, %token1 = load_view_tko weak %p1[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
    // CHECK: maxf %[[A]], %[[B]] propagate_nan : tile<2x4xf32>
    // CHECK: maxf %[[A]], %[[B]] : tile<2x4xf32>
    // CHECK: maxf %[[A]], %[[B]] flush_to_zero : tile<2x4xf32>
    // IEEE 754-2019's maximum
    %4 = maxf %2, %3 propagate_nan : tile<2x4xf32>
    // IEEE 754-2019's maximumNumber
    %5 = maxf %2, %3 : tile<2x4xf32>
    // flush denormal to positive zero
    %6 = maxf %2, %3 flush_to_zero : tile<2x4xf32>
  }

  // CHECK-LABEL: entry @minf_0
  entry @minf_0(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>) {
    // Create tensor view from a pointer to global memory
    %0 = make_tensor_view %arg0, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
    %1 = make_tensor_view %arg1, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
    // Convert tensor views to partition views and load tiles from partition views.
    %p0 = make_partition_view %0 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
    %p1 = make_partition_view %1 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK: %[[A:[^ ]+]], %{{[^ ]+}} = load_view_tko weak
    // CHECK: %[[B:[^ ]+]], %{{[^ ]+}} = load_view_tko weak
    %2, %token0 = load_view_tko weak %p0[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
    %3, %token1 = load_view_tko weak %p1[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
    // CHECK: minf %[[A]], %[[B]] propagate_nan : tile<2x4xf32>
    // CHECK: minf %[[A]], %[[B]] : tile<2x4xf32>
    // CHECK: minf %[[A]], %[[B]] flush_to_zero : tile<2x4xf32>
    // IEEE 754-2019's minimum
    %4 = minf %2, %3 propagate_nan : tile<2x4xf32>
    // IEEE 754-2019's minimumNumber
    %5 = minf %2, %3 : tile<2x4xf32>
    // flush denormal to positive zero
    %6 = minf %2, %3 flush_to_zero : tile<2x4xf32>
  }

  // CHECK-LABEL: entry @negf_0
  entry @negf_0() {
    // CHECK: %[[SRC:[^ ]+]] = constant <f32: 0.000000e+00> : tile<4xf32>
    // CHECK: negf %[[SRC]] : tile<4xf32>
    %source = constant <f32: 0.0> : tile<4xf32>
    %result = negf %source : tile<4xf32>
  }

  // CHECK-LABEL: entry @pow_0
  entry @pow_0() {
    // CHECK: %[[SRC:[^ ]+]] = constant <f32: 0.000000e+00> : tile<4xf32>
    // CHECK: %[[EXP:[^ ]+]] = constant <f32: 2.000000e+00> : tile<4xf32>
    // CHECK: pow %[[SRC]], %[[EXP]] : tile<4xf32>
    %source = constant <f32: 0.0> : tile<4xf32>
    %exponent = constant <f32: 2.0> : tile<4xf32>
    %result = pow %source, %exponent : tile<4xf32>
  }

  // CHECK-LABEL: entry @rsqrt_0
  entry @rsqrt_0() {
    // CHECK: %[[IN:[^ ]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
    // CHECK: rsqrt %[[IN]] : tile<4xf32>
    // CHECK: rsqrt %[[IN]] flush_to_zero : tile<4xf32>
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = rsqrt %in : tile<4xf32>

    // Rsqrt op with flush to zero modifier
    %ftz_res = rsqrt %in flush_to_zero : tile<4xf32>
  }

  // CHECK-LABEL: entry @sin_0
  entry @sin_0() {
    // CHECK: %[[IN:[^ ]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
    // CHECK: sin %[[IN]] : tile<4xf32>
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res = sin %in : tile<4xf32>
  }

  // CHECK-LABEL: entry @tanh_0
  entry @tanh_0() {
    // CHECK: %[[IN:[^ ]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
    // CHECK: tanh %[[IN]] : tile<4xf32>
    // CHECK: tanh %[[IN]] rounding<approx> : tile<4xf32>
    %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    %res0 = tanh %in : tile<4xf32>

    // tanh with approx modifier
    %res1 = tanh %in rounding<approx> : tile<4xf32>
  }
}
