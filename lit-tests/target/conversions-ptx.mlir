// REQUIRES: ptxas
// tile-compile on conversions: cmpf as setp, bitcast as nothing, ftoi saturating around cvt.rzi, trunci as a
// narrower store, pack / unpack and extract moving bytes and elements through shared memory, and the pointer
// casts (int_to_ptr of ptr_to_int plus 64 is 64 bytes on); ptxas accepts the cubins.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %s -o %t.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %s -o %t.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %s -o %t.sm_100.cubin

// CHECK-LABEL: .entry cmpf_olt(
// CHECK: setp.lt.f32 [[P:%p[0-9]+]], [[A:%r[0-9]+]], [[B:%r[0-9]+]];
// CHECK: selp.f32 {{%r[0-9]+}}, [[A]], [[B]], [[P]];
// not_equal unordered is the negation of equal ordered.
// CHECK-LABEL: .entry cmpf_une(
// CHECK: setp.eq.f32 [[P:%p[0-9]+]], [[A:%r[0-9]+]], [[B:%r[0-9]+]];
// CHECK: selp.f32 {{%r[0-9]+}}, [[B]], [[A]], [[P]];
// CHECK-LABEL: .entry bitcast_f32_i32(
// CHECK: ld.global.b32 [[X:%r[0-9]+]]
// CHECK: st.global.b32 [{{%rd[0-9]+}}], [[X]];
// Out-of-range values saturate, NaN gives 0.
// CHECK-LABEL: .entry ftoi_s32(
// CHECK: cvt.rzi.s32.f32
// CHECK: selp.b32 {{.*}}2147483647
// CHECK: setp.nan.f32
// CHECK-LABEL: .entry ftoi_u64(
// CHECK: cvt.rzi.u64.f64
// CHECK: selp.b64 {{.*}}-1
// CHECK: setp.nan.f64
// CHECK-LABEL: .entry trunci_i64_i16(
// CHECK: ld.global.b64 [[X:%rd[0-9]+]]
// CHECK: st.global.b16 [{{%rd[0-9]+}}], [[X]];
// pack: bytes are shifts of the staged halves; unpack: shifted bytes, or'd
// in pairs (the pair's two bytes are in neighbouring lanes: one shuffle).
// CHECK-LABEL: .entry pack_unpack(
// CHECK: st.shared.b16
// CHECK: bar.sync 0;
// CHECK: shr.u16
// CHECK: and.b16 {{.*}}255;
// CHECK: shl.b16
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1, 31, -1;
// CHECK: or.b16
// CHECK: st.global.b16
// Elements 64..127, read back by the 64 owners.
// CHECK-LABEL: .entry extract_half(
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: or.b32 {{.*}}, 256;
// CHECK: ld.shared.b32
// CHECK: setp.gt.u32 {{.*}}, 63;
// CHECK-LABEL: .entry pointers(
// CHECK: st.global.b32 [{{%rd[0-9]+}}+64],

cuda_tile.module @m {
  entry @cmpf_olt(%p0: tile<ptr<f32>>, %p1: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %c = cmpf less_than ordered %a, %b : tile<128xf32> -> tile<128xi1>
    %r = select %c, %a, %b : tile<128xi1>, tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @cmpf_une(%p0: tile<ptr<f32>>, %p1: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %c = cmpf not_equal unordered %a, %b : tile<128xf32> -> tile<128xi1>
    %r = select %c, %a, %b : tile<128xi1>, tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @bitcast_f32_i32(%p0: tile<ptr<f32>>, %po: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = bitcast %a : tile<128xf32> -> tile<128xi32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @ftoi_s32(%p0: tile<ptr<f32>>, %po: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %r = ftoi %a signed : tile<128xf32> -> tile<128xi32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @ftoi_u64(%p0: tile<ptr<f64>>, %po: tile<ptr<i64>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf64, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf64, strides=[1]>>, tile<i32> -> tile<128xf64>, token
    %r = ftoi %a unsigned : tile<128xf64> -> tile<128xi64>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi64>, partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @trunci_i64_i16(%p0: tile<ptr<i64>>, %po: tile<ptr<i16>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = trunci %a : tile<128xi64> -> tile<128xi16>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @pack_unpack(%p0: tile<ptr<f16>>, %po: tile<ptr<f16>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> tile<128xf16>, token
    %p = pack %a : tile<128xf16> -> tile<256xi8>
    %r = unpack %p : tile<256xi8> -> tile<128xf16>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf16>, partition_view<tile=(128), tensor_view<128xf16, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @extract_half(%p0: tile<ptr<f32>>, %po: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %c1 = constant <i32: 1> : tile<i32>
    %h = extract %a[%c1] : tile<128xf32> -> tile<64xf32>
    %r = cat %h, %h dim = 0 : tile<64xf32>, tile<64xf32> -> tile<128xf32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @pointers(%p: tile<ptr<f32>>, %x: tile<i32>) {
    %addr = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    %c64 = constant <i64: 64> : tile<i64>
    %moved = addi %addr, %c64 : tile<i64>
    %q = int_to_ptr %moved : tile<i64> -> tile<ptr<f32>>
    %r = ptr_to_ptr %q : tile<ptr<f32>> -> tile<ptr<i32>>
    %u = store_ptr_tko weak %r, %x : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
