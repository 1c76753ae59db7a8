// lit-tests/cuda_tile/matrix.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  // The chapter's mmaf examples.
  entry @mmaf_examples() {
    %lhs0 = constant <f16: 0.0> : tile<4x8xf16>
    %rhs0 = constant <f16: 0.0> : tile<8x2xf16>
    %acc0 = constant <f32: 0.0> : tile<4x2xf32>
    %0 = mmaf %lhs0, %rhs0, %acc0
        : tile<4x8xf16>, tile<8x2xf16>,
          tile<4x2xf32>
    %lhs1 = constant <f16: 0.0> : tile<2x4x8xf16>
    %rhs1 = constant <f16: 0.0> : tile<2x8x2xf16>
    %acc1 = constant <f32: 0.0> : tile<2x4x2xf32>
    %1 = mmaf %lhs1, %rhs1, %acc1
        : tile<2x4x8xf16>, tile<2x8x2xf16>,
          tile<2x4x2xf32>
  }

  // Every row of the chapter's type table.
  entry @mmaf_types() {
    %e4 = constant <f8E4M3FN: 1.0> : tile<4x8xf8E4M3FN>
    %e4r = constant <f8E4M3FN: 1.0> : tile<8x16xf8E4M3FN>
    %e5 = constant <f8E5M2: 1.0> : tile<4x8xf8E5M2>
    %e5r = constant <f8E5M2: 1.0> : tile<8x16xf8E5M2>
    %h = constant <f16: 1.0> : tile<4x8xf16>
    %hr = constant <f16: 1.0> : tile<8x16xf16>
    %b = constant <bf16: 1.0> : tile<4x8xbf16>
    %br = constant <bf16: 1.0> : tile<8x16xbf16>
    %t = constant <tf32: 1.0> : tile<4x8xtf32>
    %tr = constant <tf32: 1.0> : tile<8x16xtf32>
    %f = constant <f32: 1.0> : tile<4x8xf32>
    %fr = constant <f32: 1.0> : tile<8x16xf32>
    %d = constant <f64: 1.0> : tile<4x8xf64>
    %dr = constant <f64: 1.0> : tile<8x16xf64>
    %acc16 = constant <f16: 1.0> : tile<4x16xf16>
    %acc32 = constant <f32: 1.0> : tile<4x16xf32>
    %acc64 = constant <f64: 1.0> : tile<4x16xf64>
    %0 = mmaf %e4, %e4r, %acc16 : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf16>
    %1 = mmaf %e4, %e4r, %acc32 fast_acc : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf32>
    %2 = mmaf %e5, %e5r, %acc16 : tile<4x8xf8E5M2>, tile<8x16xf8E5M2>, tile<4x16xf16>
    %3 = mmaf %e5, %e5r, %acc32 : tile<4x8xf8E5M2>, tile<8x16xf8E5M2>, tile<4x16xf32>
    %4 = mmaf %h, %hr, %acc16 : tile<4x8xf16>, tile<8x16xf16>, tile<4x16xf16>
    %5 = mmaf %h, %hr, %acc32 : tile<4x8xf16>, tile<8x16xf16>, tile<4x16xf32>
    %6 = mmaf %b, %br, %acc32 : tile<4x8xbf16>, tile<8x16xbf16>, tile<4x16xf32>
    %7 = mmaf %t, %tr, %acc32 : tile<4x8xtf32>, tile<8x16xtf32>, tile<4x16xf32>
    %8 = mmaf %f, %fr, %acc32 : tile<4x8xf32>, tile<8x16xf32>, tile<4x16xf32>
    %9 = mmaf %d, %dr, %acc64 : tile<4x8xf64>, tile<8x16xf64>, tile<4x16xf64>
  }

  // The chapter's mmai examples.
  entry @mmai_examples() {
    %lhs0 = cuda_tile.constant <i8: 0> : tile<4x8xi8>
    %rhs0 = cuda_tile.constant <i8: 0> : tile<8x2xi8>
    %acc0 = cuda_tile.constant <i32: 0> : tile<4x2xi32>
    %0 = mmai %lhs0, %rhs0, %acc0 signed signed
        : tile<4x8xi8>, tile<8x2xi8>,
          tile<4x2xi32>
    %lhs1 = cuda_tile.constant <i8: 0> : tile<2x4x8xi8>
    %rhs1 = cuda_tile.constant <i8: 0> : tile<2x8x2xi8>
    %acc1 = cuda_tile.constant <i32: 0> : tile<2x4x2xi32>
    %1 = mmai %lhs1, %rhs1, %acc1 unsigned unsigned
        : tile<2x4x8xi8>, tile<2x8x2xi8>,
          tile<2x4x2xi32>
  }

  // Mixed signedness, kept in order.
  entry @mmai_mixed() {
    %a = constant <i8: 1> : tile<16x32xi8>
    %b = constant <i8: 1> : tile<32x8xi8>
    %c = constant <i32: 1> : tile<16x8xi32>
    %0 = mmai %a, %b, %c signed unsigned : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    %1 = mmai %a, %b, %c unsigned signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
  }
}
