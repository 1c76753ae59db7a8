// view and expand_dims keep the row-major order of the elements. Between layouts that hold each row-major index
// in the same register of the same thread nothing moves; otherwise the elements go through shared memory by
// their row-major index (never a reinterpretation of registers that hold other elements).
// RUN: tile-opt --convert-tileaa-to-nvvm --split-input-file %s | FileCheck %s

// A slice of a blocked layout on [16] and that blocked layout on [16, 1]: the same registers.
#b = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: llvm.func @free(
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: !llvm.ptr<3>
// CHECK: llvm.return
nv_tileaa.func @free(%x: tensor<16xf32, #nv_tileaa.slice<dim = 1, parent = #b>>) -> tensor<16x1xf32, #b> {
  %v = nv_tileaa.view %x : tensor<16xf32, #nv_tileaa.slice<dim = 1, parent = #b>> -> tensor<16x1xf32, #b>
  nv_tileaa.return %v : tensor<16x1xf32, #b>
}

// -----

// A column-major blocked 8x16 tile (4 rows per thread) viewed as 128 elements in the default layout: thread t's
// registers hold other row-major indices, so they are exchanged.
#c = #nv_tileaa.blocked<sizePerThread = [4, 1], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [0, 1]>
// CHECK-LABEL: llvm.func @moved(
// CHECK: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load {{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.return
nv_tileaa.func @moved(%x: tensor<8x16xf32, #c>) -> tensor<128xf32> {
  %v = nv_tileaa.view %x : tensor<8x16xf32, #c> -> tensor<128xf32>
  nv_tileaa.return %v : tensor<128xf32>
}
