// REQUIRES: ptxas
// tile-compile on the float conversions and roundings PTX has no instruction for with the interpreter's
// semantics: ftof to and from f8E4M3FN / f8E5M2 / tf32 in integer ops (cvt.rn.satfinite would saturate
// where the chapter overflows to infinity / NaN), from f64 after rounding to odd in f32, and f16 / bf16
// arithmetic rounding up or down in f32 with that rounding, then to f16 / bf16 in integer ops (cvt has
// only .rn / .rz there); ptxas accepts the cubins.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %s -o %t.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %s -o %t.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %s -o %t.sm_100.cubin

// CHECK-LABEL: .entry f32_to_e4m3(
// CHECK-NOT: cvt.rn.satfinite
// CHECK: st.global.b8
// CHECK-LABEL: .entry e5m2_to_f32(
// CHECK: ld.global.b8
// CHECK: cvt.rn.f32.u32
// CHECK: st.global.b32
// CHECK-LABEL: .entry f64_to_e5m2(
// CHECK: cvt.rz.f32.f64
// CHECK: cvt.f64.f32
// CHECK: setp.{{(neu|nan)}}.f64
// CHECK: st.global.b8
// The tf32 word keeps the top 19 bits.
// CHECK-LABEL: .entry f16_to_tf32_to_f32(
// CHECK: cvt.f32.f16
// CHECK: -8192
// CHECK: st.global.b32
// CHECK-LABEL: .entry addf_f16_down(
// CHECK: add.rm.f32
// CHECK: st.global.b16
// CHECK-LABEL: .entry fma_bf16_up(
// CHECK: fma.rp.f32
// CHECK: st.global.b16
// CHECK-LABEL: .entry sqrt_f16_zero(
// CHECK: sqrt.rz.f32
// CHECK: cvt.rz.f16.f32
// CHECK: st.global.b16

cuda_tile.module @m {
  entry @f32_to_e4m3(%p0: tile<ptr<f32>>, %po: tile<ptr<f8E4M3FN>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = ftof %a : tile<128xf32> -> tile<128xf8E4M3FN>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf8E4M3FN, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf8E4M3FN>, partition_view<tile=(128), tensor_view<128xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @e5m2_to_f32(%p0: tile<ptr<f8E5M2>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> tile<128xf8E5M2>, token
    %r = ftof %a : tile<128xf8E5M2> -> tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f64_to_e5m2(%p0: tile<ptr<f64>>, %po: tile<ptr<f8E5M2>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> tile<128xf64>, token
    %r = ftof %a : tile<128xf64> -> tile<128xf8E5M2>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf8E5M2, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf8E5M2>, partition_view<tile=(128), tensor_view<128xf8E5M2, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @f16_to_tf32_to_f32(%p0: tile<ptr<f16>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %t = ftof %a : tile<128xf16> -> tile<128xtf32>
    %r = ftof %t : tile<128xtf32> -> tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @addf_f16_down(%p0: tile<ptr<f16>>, %p1: tile<ptr<f16>>, %po: tile<ptr<f16>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %r = addf %a, %b rounding<negative_inf> : tile<128xf16>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @fma_bf16_up(%p0: tile<ptr<bf16>>, %p1: tile<ptr<bf16>>, %p2: tile<ptr<bf16>>, %po: tile<ptr<bf16>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> tile<128xbf16>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> tile<128xbf16>, token
    %v2 = make_tensor_view %p2, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %w2 = make_partition_view %v2 : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %c, %t2 = load_view_tko weak %w2[%z] : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> tile<128xbf16>, token
    %r = fma %a, %b, %c rounding<positive_inf> : tile<128xbf16>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xbf16, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xbf16>, partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @sqrt_f16_zero(%p0: tile<ptr<f16>>, %po: tile<ptr<f16>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %r = sqrt %a rounding<zero> : tile<128xf16>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
