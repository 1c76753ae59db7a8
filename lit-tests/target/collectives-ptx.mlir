// tile-compile: reduce in registers, warp shuffles and one shared-memory
// exchange; scan in registers and warp shuffles; MMA on tensor cores.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s
// The cubins (ptxas accepting them) are collectives-cubin.mlir's.

// Row sums of 32x64 f32 (the default layout: a thread holds one column of
// 16 rows, lanes run along the row, the two warps 32 columns apart): the
// lanes halve the thread's rows (8, 4, 2, 1 shuffles over lane bits 0-3,
// each lane keeping one half), a butterfly over lane bit 4, then each row's
// two warp partials meet in a 256-byte array: one barrier, read as one
// vector.
// CHECK-LABEL: .visible .entry row_sum(
// CHECK: .shared .align 16 .b8 __tileaa_reduce_0[256];
// CHECK-NOT: bar.sync
// CHECK-COUNT-8: shfl.sync.bfly.b32 {{.*}}, 1, 31, -1;
// CHECK-COUNT-4: shfl.sync.bfly.b32 {{.*}}, 2, 31, -1;
// CHECK-COUNT-2: shfl.sync.bfly.b32 {{.*}}, 4, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 8, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// CHECK-NOT: shfl.sync
// CHECK-NOT: bar.sync
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ld.shared.v2.b32
// CHECK: add.rn.f32
// CHECK: st.global.b32
// CHECK: ret;

// Prefix sums along rows of 8x16 i32 (a row on 16 consecutive lanes):
// shfl.sync.up by 1, 2, 4 and 8 lanes, then by 1 for the lane's offset; no
// shared memory, no barrier.
// CHECK-LABEL: .visible .entry prefix(
// CHECK-NOT: bar.sync
// CHECK: shfl.sync.up.b32 {{.*}}, 1, 0, -1;
// CHECK: shfl.sync.up.b32 {{.*}}, 2, 0, -1;
// CHECK: shfl.sync.up.b32 {{.*}}, 4, 0, -1;
// CHECK: shfl.sync.up.b32 {{.*}}, 8, 0, -1;
// CHECK: shfl.sync.up.b32 {{.*}}, 1, 0, -1;
// CHECK-NOT: bar.sync
// CHECK: st.global.b32
// CHECK: ret;

// f16 x f16 -> f32 on tensor cores (tileaa-accelerate-matmul): A and B
// written to their own swizzled shared tiles, then one barrier (at a
// kernel's top level nobody can still be reading them before), read with
// ldmatrix (B transposed), one mma.sync.m16n8k16 per 16x8 block and K step;
// the mma-layout result goes through the scratch to the store's layout.
// CHECK-LABEL: .visible .entry matmul(
// CHECK-DAG: .shared .align 1024 .b8 __tileaa_tile_0[1024];
// CHECK-DAG: .shared .align 1024 .b8 __tileaa_tile_1[1024];
// CHECK-NOT: bar.sync
// CHECK: st.shared.b16
// CHECK-NOT: bar.sync
// CHECK: st.shared.b16
// CHECK: bar.sync 0;
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-NOT: fma.rn.f32
// CHECK: st.global.b32
// CHECK: ret;

// i8 (signed A, unsigned B) -> i32 on tensor cores: A in its shared tile,
// B transposed in its own (ldmatrix transposes only 16-bit elements), both
// read with ldmatrix without .trans; mma.sync.m16n8k32 s8 x u8, wrapping.
// CHECK-LABEL: .visible .entry matmul_i8(
// CHECK-DAG: .shared .align 1024 .b8 __tileaa_tile_2[512];
// CHECK-DAG: .shared .align 1024 .b8 __tileaa_tile_3[512];
// CHECK-NOT: bar.sync
// CHECK: st.shared.b8
// CHECK: bar.sync 0;
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK-NOT: .trans
// CHECK: mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32
// CHECK-NOT: mad.lo.s32
// CHECK: st.global.b32
// CHECK: ret;

// f8E4M3FN x f8E4M3FN -> f32: bytes staged, decoded to f32 in integer ops
// (fields moved into f32's places; subnormals by a scaled conversion), fma.
// CHECK-LABEL: .visible .entry matmul_f8e4m3(
// CHECK: st.shared.b8
// CHECK: bar.sync 0;
// CHECK: ld.shared.b8
// CHECK: cvt.rn.f32.u32
// CHECK: fma.rn.f32
// CHECK: st.global.b32
// CHECK: ret;

// f8E5M2 -> f16: operands widened to f16 first (exact), then on tensor
// cores accumulating in f32, rounded once to f16.
// CHECK-LABEL: .visible .entry matmul_f8e5m2_f16(
// CHECK: bar.sync 0;
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK: cvt.rn.f16x2.f32
// CHECK: st.global.b16
// CHECK: ret;

// tf32 -> f32 on tensor cores: mma.sync.m16n8k8 (which reads only the
// words' tf32 bits), both operands read with ldmatrix without .trans (B
// staged transposed).
// CHECK-LABEL: .visible .entry matmul_tf32(
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK-NOT: .trans
// CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// CHECK-NOT: fma.rn.f32
// CHECK: st.global.b32
// CHECK: ret;

cuda_tile.module @collectives {
  entry @row_sum(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %iv = make_tensor_view %in, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf32, strides=[64,1]>
    %ov = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1]>
    %ip = make_partition_view %iv : partition_view<tile=(32x64), tensor_view<32x64xf32, strides=[64,1]>>
    %op = make_partition_view %ov : partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %ip[%c0, %c0] : partition_view<tile=(32x64), tensor_view<32x64xf32, strides=[64,1]>>, tile<i32> -> tile<32x64xf32>, token
    %s = reduce %x dim=1 identities=[0.000000e+0 : f32] : tile<32x64xf32> -> tile<32xf32>
      (%e: tile<f32>, %acc: tile<f32>) {
        %r = addf %e, %acc : tile<f32>
        yield %r : tile<f32>
      }
    %t2 = store_view_tko weak %s, %op[%c0] : tile<32xf32>, partition_view<tile=(32), tensor_view<32xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @prefix(%in: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %iv = make_tensor_view %in, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xi32, strides=[16,1]>
    %ip = make_partition_view %iv : partition_view<tile=(8x16), tensor_view<8x16xi32, strides=[16,1]>>
    %ov = make_tensor_view %out, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xi32, strides=[16,1]>
    %op = make_partition_view %ov : partition_view<tile=(8x16), tensor_view<8x16xi32, strides=[16,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %ip[%c0, %c0] : partition_view<tile=(8x16), tensor_view<8x16xi32, strides=[16,1]>>, tile<i32> -> tile<8x16xi32>, token
    %p = scan %x dim=1 reverse=false identities=[0 : i32] : tile<8x16xi32> -> tile<8x16xi32>
      (%e: tile<i32>, %acc: tile<i32>) {
        %r = addi %e, %acc : tile<i32>
        yield %r : tile<i32>
      }
    %t2 = store_view_tko weak %p, %op[%c0, %c0] : tile<8x16xi32>, partition_view<tile=(8x16), tensor_view<8x16xi32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @matmul(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %d: tile<ptr<f32>>) {
    %av = make_tensor_view %a, shape = [32, 16], strides = [16, 1] : tensor_view<32x16xf16, strides=[16,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x16), tensor_view<32x16xf16, strides=[16,1]>>
    %bv = make_tensor_view %b, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf16, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(16x32), tensor_view<16x32xf16, strides=[32,1]>>
    %dv = make_tensor_view %d, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %dp = make_partition_view %dv : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %ap[%c0, %c0] : partition_view<tile=(32x16), tensor_view<32x16xf16, strides=[16,1]>>, tile<i32> -> tile<32x16xf16>, token
    %y, %t1 = load_view_tko weak %bp[%c0, %c0] : partition_view<tile=(16x32), tensor_view<16x32xf16, strides=[32,1]>>, tile<i32> -> tile<16x32xf16>, token
    %z = constant <f32: 0.0> : tile<32x32xf32>
    %r = mmaf %x, %y, %z : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
    %t2 = store_view_tko weak %r, %dp[%c0, %c0] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @matmul_i8(%a: tile<ptr<i8>>, %b: tile<ptr<i8>>, %d: tile<ptr<i32>>) {
    %av = make_tensor_view %a, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xi8, strides=[32,1]>
    %ap = make_partition_view %av : partition_view<tile=(16x32), tensor_view<16x32xi8, strides=[32,1]>>
    %bv = make_tensor_view %b, shape = [32, 16], strides = [16, 1] : tensor_view<32x16xi8, strides=[16,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x16), tensor_view<32x16xi8, strides=[16,1]>>
    %dv = make_tensor_view %d, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xi32, strides=[16,1]>
    %dp = make_partition_view %dv : partition_view<tile=(16x16), tensor_view<16x16xi32, strides=[16,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %ap[%c0, %c0] : partition_view<tile=(16x32), tensor_view<16x32xi8, strides=[32,1]>>, tile<i32> -> tile<16x32xi8>, token
    %y, %t1 = load_view_tko weak %bp[%c0, %c0] : partition_view<tile=(32x16), tensor_view<32x16xi8, strides=[16,1]>>, tile<i32> -> tile<32x16xi8>, token
    %z = constant <i32: 0> : tile<16x16xi32>
    %r = mmai %x, %y, %z signed unsigned : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
    %t2 = store_view_tko weak %r, %dp[%c0, %c0] : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<16x16xi32, strides=[16,1]>>, tile<i32> -> token
    return
  }
  entry @matmul_f8e4m3(%a: tile<ptr<f8E4M3FN>>, %b: tile<ptr<f8E4M3FN>>, %d: tile<ptr<f32>>) {
    %av = make_tensor_view %a, shape = [32, 16], strides = [16, 1] : tensor_view<32x16xf8E4M3FN, strides=[16,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x16), tensor_view<32x16xf8E4M3FN, strides=[16,1]>>
    %bv = make_tensor_view %b, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf8E4M3FN, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(16x32), tensor_view<16x32xf8E4M3FN, strides=[32,1]>>
    %dv = make_tensor_view %d, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %dp = make_partition_view %dv : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %ap[%c0, %c0] : partition_view<tile=(32x16), tensor_view<32x16xf8E4M3FN, strides=[16,1]>>, tile<i32> -> tile<32x16xf8E4M3FN>, token
    %y, %t1 = load_view_tko weak %bp[%c0, %c0] : partition_view<tile=(16x32), tensor_view<16x32xf8E4M3FN, strides=[32,1]>>, tile<i32> -> tile<16x32xf8E4M3FN>, token
    %z = constant <f32: 0.0> : tile<32x32xf32>
    %r = mmaf %x, %y, %z : tile<32x16xf8E4M3FN>, tile<16x32xf8E4M3FN>, tile<32x32xf32>
    %t2 = store_view_tko weak %r, %dp[%c0, %c0] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @matmul_f8e5m2_f16(%a: tile<ptr<i8>>, %b: tile<ptr<i8>>, %d: tile<ptr<f16>>) {
    %av = make_tensor_view %a, shape = [32, 16], strides = [16, 1] : tensor_view<32x16xi8, strides=[16,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x16), tensor_view<32x16xi8, strides=[16,1]>>
    %bv = make_tensor_view %b, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xi8, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(16x32), tensor_view<16x32xi8, strides=[32,1]>>
    %dv = make_tensor_view %d, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf16, strides=[32,1]>
    %dp = make_partition_view %dv : partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x0, %t = load_view_tko weak %ap[%c0, %c0] : partition_view<tile=(32x16), tensor_view<32x16xi8, strides=[16,1]>>, tile<i32> -> tile<32x16xi8>, token
    %y0, %t1 = load_view_tko weak %bp[%c0, %c0] : partition_view<tile=(16x32), tensor_view<16x32xi8, strides=[32,1]>>, tile<i32> -> tile<16x32xi8>, token
    %x = bitcast %x0 : tile<32x16xi8> -> tile<32x16xf8E5M2>
    %y = bitcast %y0 : tile<16x32xi8> -> tile<16x32xf8E5M2>
    %z = constant <f16: 0.0> : tile<32x32xf16>
    %r = mmaf %x, %y, %z : tile<32x16xf8E5M2>, tile<16x32xf8E5M2>, tile<32x32xf16>
    %t2 = store_view_tko weak %r, %dp[%c0, %c0] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>>, tile<i32> -> token
    return
  }
  entry @matmul_tf32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %d: tile<ptr<f32>>) {
    %av = make_tensor_view %a, shape = [32, 16], strides = [16, 1] : tensor_view<32x16xf32, strides=[16,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x16), tensor_view<32x16xf32, strides=[16,1]>>
    %bv = make_tensor_view %b, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %bp = make_partition_view %bv : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>
    %dv = make_tensor_view %d, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %dp = make_partition_view %dv : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x0, %t = load_view_tko weak %ap[%c0, %c0] : partition_view<tile=(32x16), tensor_view<32x16xf32, strides=[16,1]>>, tile<i32> -> tile<32x16xf32>, token
    %y0, %t1 = load_view_tko weak %bp[%c0, %c0] : partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> tile<16x32xf32>, token
    %x = bitcast %x0 : tile<32x16xf32> -> tile<32x16xtf32>
    %y = bitcast %y0 : tile<16x32xf32> -> tile<16x32xtf32>
    %z = constant <f32: 0.0> : tile<32x32xf32>
    %r = mmaf %x, %y, %z : tile<32x16xtf32>, tile<16x32xtf32>, tile<32x32xf32>
    %t2 = store_view_tko weak %r, %dp[%c0, %c0] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}
