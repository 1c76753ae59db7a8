// tile-translate -cudatilebc-to-mlir prints the cuda_tile.module alone, as
// NVIDIA's cuda-tile-translate does, with or without -no-implicit-module: a
// bytecode round trip equals tile-opt --no-implicit-module byte for byte.
// Writing, the flag changes nothing.
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -mlir-to-cudatilebc -no-implicit-module %s -o %t.flag.bc
// RUN: cmp %t.bc %t.flag.bc
// RUN: tile-translate -cudatilebc-to-mlir -no-implicit-module %t.bc -o %t.flag.mlir
// RUN: tile-translate -cudatilebc-to-mlir %t.bc -o %t.mlir
// RUN: diff %t.flag.mlir %t.mlir
// RUN: tile-opt --no-implicit-module %s | diff %t.flag.mlir -
// RUN: FileCheck %s --input-file=%t.flag.mlir

// CHECK-NOT: module {
// CHECK: {{^}}cuda_tile.module @kernels {
// CHECK-NEXT: {{^}}  entry @k(%arg0: tile<ptr<f32>>) {
cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<f32>>) {
    %c = constant <f32: 1.0> : tile<f32>
    %t = store_ptr_tko weak %p, %c : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
