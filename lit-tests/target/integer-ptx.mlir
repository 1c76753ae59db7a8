// REQUIRES: ptxas
// tile-compile on integer ops: each a single PTX instruction (mulhii is mul.hi.u, shri signed an
// arithmetic shift); ptxas accepts the cubins.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %s -o %t.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %s -o %t.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %s -o %t.sm_100.cubin

// CHECK-LABEL: .entry absi_i32(
// CHECK: abs.s32
// CHECK-LABEL: .entry negi_i32(
// CHECK: neg.s32
// CHECK-LABEL: .entry mulhii_i32(
// CHECK: mul.hi.u32
// CHECK-LABEL: .entry mulhii_i64(
// CHECK: mul.hi.u64
// CHECK-LABEL: .entry maxi_s32(
// CHECK: max.s32
// CHECK-LABEL: .entry maxi_u32(
// CHECK: max.u32
// CHECK-LABEL: .entry ori_i64(
// CHECK: or.b64
// CHECK-LABEL: .entry shli_i32(
// CHECK: shl.b32
// CHECK-LABEL: .entry shri_s32(
// CHECK: shr.s32
// CHECK-LABEL: .entry shri_u32(
// CHECK: shr.u32
// CHECK-LABEL: .entry absi_i16(
// CHECK: abs.s16

cuda_tile.module @m {
  entry @absi_i32(%p0: tile<ptr<i32>>, %po: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = absi %a : tile<128xi32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @negi_i32(%p0: tile<ptr<i32>>, %po: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = negi %a : tile<128xi32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulhii_i32(%p0: tile<ptr<i32>>, %p1: tile<ptr<i32>>, %po: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = mulhii %a, %b : tile<128xi32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @mulhii_i64(%p0: tile<ptr<i64>>, %p1: tile<ptr<i64>>, %po: tile<ptr<i64>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = mulhii %a, %b : tile<128xi64>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi64>, partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @maxi_s32(%p0: tile<ptr<i32>>, %p1: tile<ptr<i32>>, %po: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = maxi %a, %b signed : tile<128xi32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @maxi_u32(%p0: tile<ptr<i32>>, %p1: tile<ptr<i32>>, %po: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = maxi %a, %b unsigned : tile<128xi32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @ori_i64(%p0: tile<ptr<i64>>, %p1: tile<ptr<i64>>, %po: tile<ptr<i64>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> tile<128xi64>, token
    %r = ori %a, %b : tile<128xi64>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi64, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi64>, partition_view<tile=(128), tensor_view<128xi64, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shli_i32(%p0: tile<ptr<i32>>, %p1: tile<ptr<i32>>, %po: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = shli %a, %b : tile<128xi32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shri_s32(%p0: tile<ptr<i32>>, %p1: tile<ptr<i32>>, %po: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = shri %a, %b signed : tile<128xi32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @shri_u32(%p0: tile<ptr<i32>>, %p1: tile<ptr<i32>>, %po: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %v1 = make_tensor_view %p1, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %w1 = make_partition_view %v1 : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %b, %t1 = load_view_tko weak %w1[%z] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    %r = shri %a, %b unsigned : tile<128xi32>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi32>, partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @absi_i16(%p0: tile<ptr<i16>>, %po: tile<ptr<i16>>) {
    %z = constant <i32: 0> : tile<i32>
    %v0 = make_tensor_view %p0, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %w0 = make_partition_view %v0 : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %a, %t0 = load_view_tko weak %w0[%z] : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> tile<128xi16>, token
    %r = absi %a : tile<128xi16>
    %vo = make_tensor_view %po, shape = [128], strides = [1] : tensor_view<128xi16, strides=[1]>
    %wo = make_partition_view %vo : partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>
    %s = store_view_tko weak %r, %wo[%z] : tile<128xi16>, partition_view<tile=(128), tensor_view<128xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
