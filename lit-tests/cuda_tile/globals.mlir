// Globals and the grid queries of section 8.3 print in NVIDIA's form, from
// custom and from generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// The generic form keeps visibility, alignment and the constant flag as attributes.
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {
  // CHECK: global @plain <f32: [1.000000e+00, 2.500000e+00]> : tile<2xf32>
  global @plain <f32: [1.0, 2.5]> : tile<2xf32>
  // Public is the default and is not printed.
  // CHECK: global @pub <i32: 42> : tile<1xi32>
  global public @pub <i32: [42]> : !cuda_tile.tile<1xi32>
  // CHECK: global private @priv <i64: [1, 2, 3, 4]> : tile<4xi64>
  global private @priv <i64: [1, 2, 3, 4]> : tile<4xi64>
  // CHECK: global constant @cst alignment = 64 <f16: [0.000000e+00, 1.000000e+00]> : tile<2xf16>
  global constant @cst alignment = 64 <f16 : [0.0, 1.0]> : tile<2xf16>
  // CHECK: global private constant @both alignment = 256 <i8: -1> : tile<1xi8>
  global private constant @both alignment = 256 <i8: [-1]> : tile<1xi8>
  // One value fills the whole buffer and prints back as one value.
  // CHECK: global @filled <i1: true> : tile<8xi1>
  global @filled <i1: true> : tile<8xi1>
  // CHECK: global @bytes alignment = 1 <i16: [1, 2]> : tile<2xi16>
  global @bytes alignment = 1 <i16: [1, 2]> : tile<2xi16>

  // CHECK-LABEL: entry @addresses
  entry @addresses() {
    // CHECK: get_global @plain : tile<ptr<f32>>
    %0 = get_global @plain : tile<ptr<f32>>
    // CHECK: get_global @both : tile<ptr<i8>>
    %1 = get_global @both : !cuda_tile.tile<!cuda_tile.ptr<i8>>
    // CHECK: get_global @filled : tile<ptr<i1>>
    %2 = get_global @filled : tile<ptr<i1>>
  }

  // CHECK-LABEL: entry @grid
  entry @grid() {
    // CHECK: %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
    %x, %y, %z = get_num_tile_blocks : tile<i32>
    // CHECK: get_num_tile_blocks : tile<i32>
    %a:3 = get_num_tile_blocks : !cuda_tile.tile<i32>
  }
}

// The chapter's global and get_global examples, one module each.
// CHECK-LABEL: cuda_tile.module @global_example
cuda_tile.module @global_example {
  // CHECK: global @val alignment = 128 <f32: [1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tile<4xf32>
  global @val alignment = 128 <f32: [0.1, 0.2, 0.3, 0.4]> : tile<4xf32>
  entry @example() {}
}

// CHECK-LABEL: cuda_tile.module @get_global_example
cuda_tile.module @get_global_example {
  // CHECK: global @val <f32: [1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tile<4xf32>
  global @val <f32: [0.1, 0.2, 0.3, 0.4]> : tile<4xf32>

  entry @example() {
    // CHECK: get_global @val : tile<ptr<f32>>
    %ptr = get_global @val : tile<ptr<f32>>
    return
  }
}

// The chapter's get_num_tile_blocks example (its print is commented out there).
// CHECK-LABEL: cuda_tile.module @get_num_tile_blocks_example
cuda_tile.module @get_num_tile_blocks_example {
  entry @example() {
    // CHECK: %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
    %x, %y, %z = get_num_tile_blocks : tile<i32>
    // print "x: %, y: %, z: %\n", %x, %y, %z : tile<i32>, tile<i32>, tile<i32>
  }
}

// GENERIC: "cuda_tile.global"() <{sym_name = "pub", sym_visibility = "public", value = dense<42> : tensor<1xi32>}> : () -> ()
// GENERIC: "cuda_tile.global"() <{alignment = 256 : i64, constant, sym_name = "both", sym_visibility = "private", value = dense<-1> : tensor<1xi8>}> : () -> ()
// GENERIC: "cuda_tile.get_global"() <{name = @plain}> : () -> !cuda_tile.tile<ptr<f32>>
