// num-warps: the layout passes accept what convert-tileaa-to-nvvm accepts (a power of two from 1 to 32) and reject
// the rest with the lowering's own message, before touching the module.
// RUN: %expect-exit 1 tile-opt %s --tileaa-accelerate-matmul=num-warps=3 2>&1 | FileCheck %s --check-prefix=BAD3
// RUN: %expect-exit 1 tile-opt %s --tileaa-coalesce=num-warps=3 2>&1 | FileCheck %s --check-prefix=BAD3
// RUN: %expect-exit 1 tile-opt %s --convert-tileaa-to-nvvm=num-warps=3 2>&1 | FileCheck %s --check-prefix=BAD3
// RUN: %expect-exit 1 tile-opt %s --tileaa-accelerate-matmul=num-warps=0 2>&1 | FileCheck %s --check-prefix=BAD0
// RUN: %expect-exit 1 tile-opt %s --tileaa-coalesce=num-warps=0 2>&1 | FileCheck %s --check-prefix=BAD0
// RUN: %expect-exit 1 tile-opt %s --convert-tileaa-to-nvvm=num-warps=0 2>&1 | FileCheck %s --check-prefix=BAD0
// RUN: %expect-exit 1 tile-opt %s --tileaa-accelerate-matmul=num-warps=64 2>&1 | FileCheck %s --check-prefix=BAD64
// RUN: %expect-exit 1 tile-opt %s --tileaa-coalesce=num-warps=64 2>&1 | FileCheck %s --check-prefix=BAD64
// RUN: %expect-exit 1 tile-opt %s --convert-tileaa-to-nvvm=num-warps=64 2>&1 | FileCheck %s --check-prefix=BAD64
// The bounds themselves are accepted.
// RUN: tile-opt %s --tileaa-accelerate-matmul=num-warps=1 --tileaa-coalesce=num-warps=1 | FileCheck %s --check-prefix=W1
// RUN: tile-opt %s --tileaa-accelerate-matmul=num-warps=32 --tileaa-coalesce=num-warps=32 | FileCheck %s --check-prefix=W32

// BAD3: error: num-warps must be a power of two between 1 and 32, got 3
// BAD3-NOT: error
// BAD0: error: num-warps must be a power of two between 1 and 32, got 0
// BAD0-NOT: error
// BAD64: error: num-warps must be a power of two between 1 and 32, got 64
// BAD64-NOT: error

// W1-DAG: #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]>
// W1-DAG: #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]>
// 32 warps on a 64x64 accumulator of 4 x 8 instruction tiles: 4x8 warps, one tile each.
// W32-DAG: #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 8], instrShape = [16, 8]>
// W32-DAG: #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [32, 1], order = [1, 0]>
nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, 1>, %a: tensor<64x16xf16>, %b: tensor<16x64xf16>) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %q = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %q : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  %c, %t = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x16xf16>, tensor<16x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  %t2 = nv_tileaa.tiled_store %m[%c0, %c0], %d : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, tensor<64x64xf32>
  nv_tileaa.return
}
