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

// The dense f8E4M3FN constant of narrow_constants (below), first in the module.
// CHECK: .global .align 1 .b8 __tile_constant_{{[0-9]+}}[4] = {60, 0, 184, 126};
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

// f8 and tf32 constants are their encodings (1.5: 0x3c as f8E4M3FN, 0x3e
// as f8E5M2, 0x3fc00000 as tf32), dense ones in a global table; select
// chooses between encodings.
// CHECK-LABEL: .entry narrow_constants(
// CHECK: ld.global.nc.b8
// CHECK: selp.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 60,
// CHECK-DAG: st.global.b8 [{{%rd[0-9]+}}], 62;
// CHECK-DAG: st.global.b32 [{{%rd[0-9]+}}], 1069547520;
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
  entry @narrow_constants(%m: tile<ptr<i8>>, %p8: tile<ptr<f8E4M3FN>>, %p5: tile<ptr<f8E5M2>>, %pt: tile<ptr<tf32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %mv = make_tensor_view %m, shape = [4], strides = [1] : tensor_view<4xi8, strides=[1]>
    %mp = make_partition_view %mv : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>
    %mask8, %t0 = load_view_tko weak %mp[%c0] : partition_view<tile=(4), tensor_view<4xi8, strides=[1]>>, tile<i32> -> tile<4xi8>, token
    %mask = trunci %mask8 : tile<4xi8> -> tile<4xi1>
    %dense = constant <f8E4M3FN: [1.5, 0.0, -1.0, 448.0]> : tile<4xf8E4M3FN>
    %splat = constant <f8E4M3FN: 1.5> : tile<4xf8E4M3FN>
    %s8 = select %mask, %dense, %splat : tile<4xi1>, tile<4xf8E4M3FN>
    %v8 = make_tensor_view %p8, shape = [4], strides = [1] : tensor_view<4xf8E4M3FN, strides=[1]>
    %w8 = make_partition_view %v8 : partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>
    %t1 = store_view_tko weak %s8, %w8[%c0] : tile<4xf8E4M3FN>, partition_view<tile=(4), tensor_view<4xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    %c5 = constant <f8E5M2: 1.5> : tile<4xf8E5M2>
    %v5 = make_tensor_view %p5, shape = [4], strides = [1] : tensor_view<4xf8E5M2, strides=[1]>
    %w5 = make_partition_view %v5 : partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>
    %t2 = store_view_tko weak %c5, %w5[%c0] : tile<4xf8E5M2>, partition_view<tile=(4), tensor_view<4xf8E5M2, strides=[1]>>, tile<i32> -> token
    %ct = constant <tf32: 1.5> : tile<tf32>
    %t3 = store_ptr_tko weak %pt, %ct : tile<ptr<tf32>>, tile<tf32> -> token
    return
  }
}
