// lit-tests/cuda_tile/bitwise.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  entry @andi() {
    %a = constant <i32: 1> : tile<4xi32>
    %b = constant <i32: 1> : tile<4xi32>
    %p = constant <i1: true> : tile<i1>
    %c = constant <i64: 1> : tile<2x8xi64>
    %0 = andi %a, %b : tile<4xi32>
    %1 = andi %p, %p : tile<i1>
    %2 = andi %c, %c : !cuda_tile.tile<2x8xi64>
  }
}
