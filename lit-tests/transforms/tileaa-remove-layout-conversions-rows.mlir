// A row reduction and its broadcast back, as in softmax: with the load's blocked layout flowing through the
// reduction (result: the slice of that layout), the view putting back the reduced dimension (the same registers)
// and the broadcast (each thread already holds its rows' values), no conversion is left between load and store.
// RUN: tile-opt %s --split-input-file --tileaa-remove-layout-conversions | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileaa-remove-layout-conversions --convert-tileaa-to-nvvm | FileCheck %s --check-prefix=NVVM

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @rows(
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.reduce %{{.*}} : tensor<16x128xf32, #blocked> -> tensor<16xf32, #slice>
// CHECK: nv_tileaa.view %{{.*}} : tensor<16xf32, #slice> -> tensor<16x1xf32, #blocked>
// CHECK: nv_tileaa.broadcast %{{.*}} : tensor<16x1xf32, #blocked> -> tensor<16x128xf32, #blocked>
// CHECK: nv_tileaa.subf %{{.*}} : tensor<16x128xf32, #blocked>
// CHECK-NOT: convert_layout
// No warp holds more than its own rows: shuffles only, no shared memory, no barrier.
// NVVM-LABEL: llvm.func @rows(
// NVVM-NOT: nvvm.barrier0
// NVVM-NOT: !llvm.ptr<3>
// NVVM-COUNT-5: nvvm.shfl.sync bfly
// NVVM-NOT: nvvm.barrier0
// NVVM: llvm.return
nv_tileaa.func @rows(%x: tensor<16x128xf32, #blocked>) -> tensor<16x128xf32, #blocked> {
  %a = nv_tileaa.convert_layout %x : tensor<16x128xf32, #blocked> -> tensor<16x128xf32>
  %m = nv_tileaa.reduce %a dim = 1 identities = [0xFF800000 : f32] : tensor<16x128xf32> -> tensor<16xf32> {
  ^bb0(%l: f32, %acc: f32):
    %s = arith.maximumf %l, %acc : f32
    nv_tileaa.yield %s : f32
  }
  %v = nv_tileaa.view %m : tensor<16xf32> -> tensor<16x1xf32>
  %b = nv_tileaa.broadcast %v : tensor<16x1xf32> -> tensor<16x128xf32>
  %d = nv_tileaa.subf %a, %b : tensor<16x128xf32>
  %back = nv_tileaa.convert_layout %d : tensor<16x128xf32> -> tensor<16x128xf32, #blocked>
  nv_tileaa.return %back : tensor<16x128xf32, #blocked>
}
