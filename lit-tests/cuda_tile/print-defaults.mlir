// What NVIDIA's printer leaves out, ours leaves out: the identity dim_map (it
// is the same type as no dim_map at all) and an empty optimization_hints on
// an entry; the memory ops keep their empty `optimization_hints = <>`.
// tileirdisasm reading our bytecode prints the same.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | FileCheck %s %}

// CHECK-LABEL: entry @k(%arg0: tile<ptr<f32>>) {
// CHECK: make_partition_view %{{.*}} : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>{{$}}
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] optimization_hints = <> : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
// CHECK: make_partition_view %{{.*}} : partition_view<tile=(4x4), padding_value = zero, tensor_view<8x8xf32, strides=[8,1]>, dim_map=[1, 0]>{{$}}
cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<f32>>) optimization_hints=<> {
    %tv = make_tensor_view %p, shape=[8, 8], strides=[8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0, 1]>
    %c0 = constant <i32: 0> : tile<i32>
    // Written without the map: the same type.
    %t, %tok = load_view_tko weak %pv[%c0, %c0] optimization_hints=<> : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
    %pt = make_partition_view %tv : partition_view<tile=(4x4), padding_value = zero, tensor_view<8x8xf32, strides=[8,1]>, dim_map=[1, 0]>
    return
  }
}
