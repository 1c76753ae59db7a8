// testing$func takes arguments of any type (NVIDIA's verifier sets no rule):
// every tool either handles such a function or names it in its error.
// RUN: tile-opt --convert-cuda-tile-to-tileaa %s | FileCheck %s --check-prefix=TILEAA
// RUN: tile-compile --emit=ptx %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %expect-exit 1 tile-run --grid 1 %s 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: %expect-exit 1 tile-translate -mlir-to-cudatilebc %s -o %t.bc 2>&1 | FileCheck %s --check-prefix=BC

// TILEAA: nv_tileaa.func @any(%arg0: i32, %arg1: index, %arg2: !nv_tileaa.ptr<f32, 1>, %arg3: memref<4xf32>)
// PTX: .func any(
// INTERP: tile-run: error: cuda_tile.testing$func @any: argument #0: unsupported type 'i32'
// BC: error: operation 'cuda_tile.testing$func' cannot be written at module level
cuda_tile.module @m {
  testing$func @any(%i: i32, %x: index, %p: ptr<f32>, %m: memref<4xf32>) {
    return
  }
}
