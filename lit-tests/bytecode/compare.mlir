// lit-tests/cuda_tile/compare.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  // The chapter's cmpf examples.
  entry @cmpf_examples() {
    %lhs0 = constant <f16: 0.0> : tile<f16>
    %rhs0 = constant <f16: 0.0> : tile<f16>
    %x0 = cmpf equal ordered %lhs0, %rhs0 : tile<f16> -> tile<i1>
    %lhs1 = constant <f16: 0.0> : tile<2x2xf16>
    %rhs1 = constant <f16: 0.0> : tile<2x2xf16>
    %x2 = cmpf less_than unordered %lhs1, %rhs1 : tile<2x2xf16> -> tile<2x2xi1>
    %lhs2 = constant <f64: 0.0> : tile<2x2xf64>
    %rhs2 = constant <f64: 0.0> : tile<2x2xf64>
  }

  // Every predicate and element type; the result type may be left out.
  entry @cmpf_all() {
    %h = constant <f16: 1.0> : tile<4xf16>
    %b = constant <bf16: 1.0> : tile<4xbf16>
    %f = constant <f32: 1.0> : tile<4xf32>
    %d = constant <f64: 1.0> : tile<2x2xf64>
    %0 = cmpf not_equal ordered %h, %h : tile<4xf16> -> tile<4xi1>
    %1 = cmpf less_than_or_equal unordered %b, %b : tile<4xbf16> -> tile<4xi1>
    %2 = cmpf greater_than ordered %f, %f : tile<4xf32>
    %3 = cmpf greater_than_or_equal unordered %d, %d : !cuda_tile.tile<2x2xf64> -> !cuda_tile.tile<2x2xi1>
  }

  // The chapter's cmpi examples.
  entry @cmpi_examples() {
    %lhs0 = constant <i16: 0> : tile<i16>
    %rhs0 = constant <i16: 0> : tile<i16>
    %x0 = cmpi less_than %lhs0, %rhs0, signed : tile<i16> -> tile<i1>
    %lhs1 = constant <i64: 0> : tile<2x2xi64>
    %rhs1 = constant <i64: 0> : tile<2x2xi64>
    %x1 = cmpi equal %lhs1, %rhs1, signed : tile<2x2xi64> -> tile<2x2xi1>
  }

  entry @cmpi_all() {
    %b = constant <i1: true> : tile<8xi1>
    %c = constant <i8: 1> : tile<8xi8>
    %i = constant <i32: 1> : tile<8xi32>
    %0 = cmpi not_equal %b, %b, unsigned : tile<8xi1> -> tile<8xi1>
    %1 = cmpi less_than_or_equal %c, %c, unsigned : tile<8xi8> -> tile<8xi1>
    %2 = cmpi greater_than %i, %i, signed : tile<8xi32>
    %3 = cmpi greater_than_or_equal %i, %i, unsigned : tile<8xi32> -> tile<8xi1>
  }
}
