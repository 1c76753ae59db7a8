// tile-compile: shape ops moving elements between threads through shared
// memory (a per-kernel .shared buffer, bar.sync around the owners' st.shared,
// then ld.shared), and iota/reshape computing registers in place.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s
// The cubins (ptxas accepting them) are shape-cubin.mlir's.

// 32x64 f32 staged whole: 8 KiB; 16 registers a thread, 512 bytes apart.
// The kernel's first use of its scratch: no barrier before the writes.
// CHECK-LABEL: .visible .entry transpose(
// CHECK: .shared .align 16 .b8 __tileaa_smem_transpose[8192];
// CHECK: ld.global
// CHECK-NOT: bar.sync
// CHECK: st.shared.b32 [%r[[W:[0-9]+]]], %r{{[0-9]+}};
// CHECK: st.shared.b32 [%r[[W]]+512], %r{{[0-9]+}};
// CHECK: bar.sync 0;
// CHECK: ld.shared.b32
// CHECK: st.global.b32
// CHECK: ret;

// A 1x64 row broadcast to 16x64: each thread already holds the column its
// result elements repeat, so it stores its one loaded value 8 times; no
// shared memory.
// CHECK-LABEL: .visible .entry broadcast_row(
// CHECK-NOT: .shared
// CHECK-NOT: bar.sync
// CHECK: ld.global.b16 [[V:%rs[0-9]+]]
// CHECK-COUNT-8: st.global.b16 [%rd{{[0-9]+}}{{(\+[0-9]+)?}}], [[V]];
// CHECK: ret;

// The second input's region starts 256 bytes in.
// CHECK-LABEL: .visible .entry concat(
// CHECK: .shared .align 16 .b8 __tileaa_smem_concat[512];
// CHECK-NOT: bar.sync
// CHECK: st.shared.b32
// CHECK: st.shared.b32 [%r{{[0-9]+}}+256]
// CHECK: bar.sync 0;
// CHECK: ld.shared.b32
// CHECK: st.global.b32
// CHECK: ret;

// No shared memory: register r of thread t is t + 128 r, stored as is.
// CHECK-LABEL: .visible .entry iota_reshape(
// CHECK-NOT: .shared
// CHECK-NOT: bar.sync
// CHECK: mov.u32 %r[[T:[0-9]+]], %tid.x;
// CHECK: st.global.b32 [%rd{{[0-9]+}}], %r[[T]];
// CHECK-NOT: bar.sync
// CHECK: ret;

cuda_tile.module @shape {
  entry @transpose(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %iv = make_tensor_view %in, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf32, strides=[64,1]>
    %ov = make_tensor_view %out, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %ip = make_partition_view %iv : partition_view<tile=(32x64), tensor_view<32x64xf32, strides=[64,1]>>
    %op = make_partition_view %ov : partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %ip[%c0, %c0] : partition_view<tile=(32x64), tensor_view<32x64xf32, strides=[64,1]>>, tile<i32> -> tile<32x64xf32>, token
    %y = permute %x [1, 0] : tile<32x64xf32> -> tile<64x32xf32>
    %t2 = store_view_tko weak %y, %op[%c0, %c0] : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<64x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @broadcast_row(%in: tile<ptr<f16>>, %out: tile<ptr<f16>>) {
    %iv = make_tensor_view %in, shape = [1, 64], strides = [64, 1] : tensor_view<1x64xf16, strides=[64,1]>
    %ip = make_partition_view %iv : partition_view<tile=(1x64), tensor_view<1x64xf16, strides=[64,1]>>
    %ov = make_tensor_view %out, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf16, strides=[64,1]>
    %op = make_partition_view %ov : partition_view<tile=(16x64), tensor_view<16x64xf16, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %ip[%c0, %c0] : partition_view<tile=(1x64), tensor_view<1x64xf16, strides=[64,1]>>, tile<i32> -> tile<1x64xf16>, token
    %y = broadcast %x : tile<1x64xf16> -> tile<16x64xf16>
    %t2 = store_view_tko weak %y, %op[%c0, %c0] : tile<16x64xf16>, partition_view<tile=(16x64), tensor_view<16x64xf16, strides=[64,1]>>, tile<i32> -> token
    return
  }
  entry @concat(%a: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %av = make_tensor_view %a, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xi32, strides=[16,1]>
    %ap = make_partition_view %av : partition_view<tile=(4x16), tensor_view<8x16xi32, strides=[16,1]>>
    %ov = make_tensor_view %out, shape = [4, 32], strides = [32, 1] : tensor_view<4x32xi32, strides=[32,1]>
    %op = make_partition_view %ov : partition_view<tile=(4x32), tensor_view<4x32xi32, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t = load_view_tko weak %ap[%c0, %c0] : partition_view<tile=(4x16), tensor_view<8x16xi32, strides=[16,1]>>, tile<i32> -> tile<4x16xi32>, token
    %y, %t1 = load_view_tko weak %ap[%c1, %c0] : partition_view<tile=(4x16), tensor_view<8x16xi32, strides=[16,1]>>, tile<i32> -> tile<4x16xi32>, token
    %z = cat %x, %y dim = 1 : tile<4x16xi32>, tile<4x16xi32> -> tile<4x32xi32>
    %t2 = store_view_tko weak %z, %op[%c0, %c0] : tile<4x32xi32>, partition_view<tile=(4x32), tensor_view<4x32xi32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @iota_reshape(%out: tile<ptr<i32>>) {
    %ov = make_tensor_view %out, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xi32, strides=[16,1]>
    %op = make_partition_view %ov : partition_view<tile=(16x16), tensor_view<16x16xi32, strides=[16,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %r = iota : tile<256xi32>
    %s = reshape %r : tile<256xi32> -> tile<16x16xi32>
    %t2 = store_view_tko weak %s, %op[%c0, %c0] : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<16x16xi32, strides=[16,1]>>, tile<i32> -> token
    return
  }
}
