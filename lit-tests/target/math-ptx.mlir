// REQUIRES: ptxas
// tile-compile on math ops: abs/floor/ceil/neg/min as single PTX instructions (cvt.rmi / cvt.rpi for
// floor / ceil), the rest from libdevice, linked and inlined (no call, no .extern); ptxas accepts the cubins.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s --implicit-check-not=__nv_ --implicit-check-not=.extern --implicit-check-not=call
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s --implicit-check-not=__nv_ --implicit-check-not=.extern --implicit-check-not=call
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s --implicit-check-not=__nv_ --implicit-check-not=.extern --implicit-check-not=call
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %s -o %t.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %s -o %t.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %s -o %t.sm_100.cubin

// CHECK-LABEL: .entry absf_f32(
// CHECK: abs.f32
// CHECK-LABEL: .entry floor_f32(
// CHECK: cvt.rmi.f32.f32
// CHECK-LABEL: .entry ceil_f32(
// CHECK: cvt.rpi.f32.f32
// CHECK-LABEL: .entry negf_f32(
// CHECK: neg.f32
// Argument reduction by 2/pi, Payne-Hanek for large arguments.
// CHECK-LABEL: .entry cos_f32(
// CHECK: mul.rn.f32 {{.*}}0f3F22F983;
// CHECK: madc.hi.u32
// tan: the odd quadrants take -1/tan.
// CHECK-LABEL: .entry tan_f32(
// CHECK: mul.rn.f32 {{.*}}0f3F22F983;
// CHECK: madc.hi.u32
// CHECK: rcp.approx.ftz.f32
// The exponent times ln 2 (log) or the mantissa's log times log2(e) (log2).
// CHECK-LABEL: .entry log_f32(
// CHECK: cvt.rn.f32.s32
// CHECK: fma.rn.f32 {{.*}}0f3F317218,
// CHECK-LABEL: .entry log2_f32(
// CHECK: cvt.rn.f32.s32
// CHECK: fma.rn.f32 {{.*}}0f3FB8AA3B,
// CHECK-LABEL: .entry cosh_f32(
// CHECK: ex2.approx.ftz.f32
// CHECK: div.approx.ftz.f32
// CHECK-LABEL: .entry sinh_f32(
// CHECK: ex2.approx.ftz.f32
// CHECK: div.approx.ftz.f32
// minimumNumber: a NaN operand is replaced by the other, then IEEE minimum.
// CHECK-LABEL: .entry minf_f32(
// CHECK: setp.nan.f32
// CHECK: min.NaN.f32
// CHECK-LABEL: .entry atan2_f32(
// CHECK: abs.f32
// CHECK: div.rn.f32
// CHECK-LABEL: .entry pow_f32(
// CHECK: rcp.approx.ftz.f32
// CHECK: fma.rn.f32 {{.*}}0f3FB8AA3B,
// fmod: a truncated quotient, then the remainder by fma.
// CHECK-LABEL: .entry remf_f32(
// CHECK: cvt.rzi.f32.f32
// CHECK-LABEL: .entry remf_f64(
// CHECK: 0dFFF8000000000000
// CHECK: mul.rn.f64 {{.*}}0d4350000000000000;
// CHECK-LABEL: .entry minf_nan_f16(
// CHECK: min.NaN.f16
// CHECK-LABEL: .entry floor_f64(
// CHECK: cvt.rmi.f64.f64
// CHECK-LABEL: .entry ceil_f16(
// CHECK: cvt.rpi.f16.f16

cuda_tile.module @m {
  entry @absf_f32(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = absf %a : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @floor_f32(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = floor %a : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @ceil_f32(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = ceil %a : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negf_f32(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = negf %a : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cos_f32(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = cos %a : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @tan_f32(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = tan %a : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @log_f32(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = log %a : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @log2_f32(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = log2 %a : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cosh_f32(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = cosh %a : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sinh_f32(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = sinh %a : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @minf_f32(%p0: tile<ptr<f32>>, %p1: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = minf %a, %b : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @atan2_f32(%p0: tile<ptr<f32>>, %p1: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = atan2 %a, %b : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @pow_f32(%p0: tile<ptr<f32>>, %p1: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = pow %a, %b : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @remf_f32(%p0: tile<ptr<f32>>, %p1: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = remf %a, %b : tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @remf_f64(%p0: tile<ptr<f64>>, %p1: tile<ptr<f64>>, %po: tile<ptr<f64>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> tile<128xf64>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> tile<128xf64>, token
    %r = remf %a, %b : tile<128xf64>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf64>, partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @minf_nan_f16(%p0: tile<ptr<f16>>, %p1: tile<ptr<f16>>, %po: tile<ptr<f16>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %r = minf %a, %b propagate_nan : tile<128xf16>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @floor_f64(%p0: tile<ptr<f64>>, %po: tile<ptr<f64>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> tile<128xf64>, token
    %r = floor %a : tile<128xf64>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf64>, partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @ceil_f16(%p0: tile<ptr<f16>>, %po: tile<ptr<f16>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %r = ceil %a : tile<128xf16>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
