// A kernel may take tokens and views (the dialect's rule), but bytecode holds
// only rank-0 tile arguments of an entry: NVIDIA's reader refuses a file with
// any other ("expected a rank-0 !cuda_tile.tile type"), so ours is not written.
// RUN: tile-opt %s -o /dev/null
// RUN: %expect-exit 1 tile-translate -mlir-to-cudatilebc %s -o %t.bc 2>&1 | FileCheck %s
// RUN: %expect-exit 1 tile-compile --emit=bytecode %s -o %t.bc 2>&1 | FileCheck %s

// CHECK: error: entry @k: entry argument #1 is '!cuda_tile.tensor_view<8xf32, strides=[1]>': bytecode holds only rank-0 tile arguments
cuda_tile.module @kernels {
  entry @k(%s: tile<i32>, %v: tensor_view<8xf32, strides=[1]>, %t: token) {
    return
  }
}
