// tile-compile: a kernel staging more than 48 KiB (a 128x128 f32 permute,
// 64 KiB; a 128x256 one, 128 KiB) uses dynamic shared memory:
// an extern .shared array the launch sizes, in place of a static buffer.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s
// The cubins (ptxas accepting them) are dynamic-shared-cubin.mlir's.

// CHECK-NOT: .shared .align 16 .b8 __tileaa_smem_{{.*}}[{{[0-9]+}}]
// CHECK-DAG: .extern .shared .align 16 .b8 __tileaa_smem_transpose_64k[];
// CHECK-DAG: .extern .shared .align 16 .b8 __tileaa_smem_transpose_128k[];

// The kernel's first use of its scratch, at its top level: no barrier before the writes.
// CHECK-LABEL: .visible .entry transpose_64k(
// CHECK-NOT: bar.sync
// CHECK: mov.b32 %r{{[0-9]+}}, __tileaa_smem_transpose_64k;
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.shared.{{(v4.)?}}b32
// CHECK: st.global.b32
// CHECK: ret;

// CHECK-LABEL: .visible .entry transpose_128k(
// CHECK-NOT: bar.sync
// CHECK: mov.b32 %r{{[0-9]+}}, __tileaa_smem_transpose_128k;
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.shared.{{(v4.)?}}b32
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
  entry @transpose_128k(%in: tile<ptr<f32>>, %out: tile<ptr<f32>>) {
    %iv = make_tensor_view %in, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf32, strides=[256,1]>
    %ov = make_tensor_view %out, shape = [256, 128], strides = [128, 1] : tensor_view<256x128xf32, strides=[128,1]>
    %ip = make_partition_view %iv : partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>>
    %op = make_partition_view %ov : partition_view<tile=(256x128), tensor_view<256x128xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %ip[%c0, %c0] : partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>>, tile<i32> -> tile<128x256xf32>, token
    %y = permute %x [1, 0] : tile<128x256xf32> -> tile<256x128xf32>
    %t2 = store_view_tko weak %y, %op[%c0, %c0] : tile<256x128xf32>, partition_view<tile=(256x128), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
