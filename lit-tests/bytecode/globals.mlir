// lit-tests/cuda_tile/globals.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program. The globals
// come first: bytecode keeps them in a section of their own, which reads back
// ahead of the functions.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  global @plain <f32: [1.0, 2.5]> : tile<2xf32>
  // Public is the default and is not printed.
  global public @pub <i32: [42]> : !cuda_tile.tile<1xi32>
  global private @priv <i64: [1, 2, 3, 4]> : tile<4xi64>
  global constant @cst alignment = 64 <f16 : [0.0, 1.0]> : tile<2xf16>
  global private constant @both alignment = 256 <i8: [-1]> : tile<1xi8>
  // One value fills the whole buffer and prints back as one value.
  global @filled <i1: true> : tile<8xi1>
  global @bytes alignment = 1 <i16: [1, 2]> : tile<2xi16>
  global @val alignment = 128 <f32: [0.1, 0.2, 0.3, 0.4]> : tile<4xf32>
  global @val_0 <f32: [0.1, 0.2, 0.3, 0.4]> : tile<4xf32>

  entry @addresses() {
    %0 = get_global @plain : tile<ptr<f32>>
    %1 = get_global @both : !cuda_tile.tile<!cuda_tile.ptr<i8>>
    %2 = get_global @filled : tile<ptr<i1>>
  }

  entry @grid() {
    %x, %y, %z = get_num_tile_blocks : tile<i32>
    %a:3 = get_num_tile_blocks : !cuda_tile.tile<i32>
  }

  entry @example() {}


  entry @example_0() {
    %ptr = get_global @val_0 : tile<ptr<f32>>
    return
  }

  entry @example_1() {
    %x, %y, %z = get_num_tile_blocks : tile<i32>
    // print "x: %, y: %, z: %\n", %x, %y, %z : tile<i32>, tile<i32>, tile<i32>
  }
}
