// tile-compile: a kernel staging more than 48 KiB (a 128x128 f32 permute,
// 64 KiB; a 128x256 f32 row scan, 128 KiB) uses dynamic shared memory:
// an extern .shared array the launch sizes, in place of a static buffer.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s
// The cubins (ptxas accepting them) are dynamic-shared-cubin.mlir's.

// CHECK-NOT: .shared .align 16 .b8 __tileaa_smem_{{.*}}[{{[0-9]+}}]
// CHECK-DAG: .extern .shared .align 16 .b8 __tileaa_smem_transpose_64k[];
// CHECK-DAG: .extern .shared .align 16 .b8 __tileaa_smem_row_scan_128k[];

// The kernel's first use of its scratch, at its top level: no barrier before the writes.
// CHECK-LABEL: .visible .entry transpose_64k(
// CHECK-NOT: bar.sync
// CHECK: mov.b32 %r{{[0-9]+}}, __tileaa_smem_transpose_64k;
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.shared.{{(v4.)?}}b32
// CHECK: st.global.b32
// CHECK: ret;

// CHECK-LABEL: .visible .entry row_scan_128k(
// CHECK: bar.sync 0;
// CHECK: mov.b32 %r{{[0-9]+}}, __tileaa_smem_row_scan_128k;
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.shared.{{(v4.)?}}b32
// CHECK: add.rn.f32
// CHECK: st.global.b32
// CHECK: ret;

cuda_tile.module @dynamic_shared {
  entry @transpose_64k(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %iv = make_tensor_view %in, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf32, strides=[128,1]>
    %ov = make_tensor_view %out, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf32, strides=[128,1]>
    %ip = make_partition_view %iv : partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>
    %op = make_partition_view %ov : partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %ip[%c0, %c0] : partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>, tile<i32> -> tile<128x128xf32>, token
    %y = permute %x [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %t2 = store_view_tko weak %y, %op[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
  entry @row_scan_128k(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %iv = make_tensor_view %in, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf32, strides=[256,1]>
    %ip = make_partition_view %iv : partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>>
    %ov = make_tensor_view %out, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf32, strides=[256,1]>
    %op = make_partition_view %ov : partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %ip[%c0, %c0] : partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>>, tile<i32> -> tile<128x256xf32>, token
    %s = scan %x dim=1 reverse=false identities=[0.000000e+0 : f32] : tile<128x256xf32> -> tile<128x256xf32>
      (%e: tile<f32>, %acc: tile<f32>) {
        %r = addf %e, %acc : tile<f32>
        yield %r : tile<f32>
      }
    %t2 = store_view_tko weak %s, %op[%c0, %c0] : tile<128x256xf32>, partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}
