// convert-cuda-tile-to-tileaa on globals: global (initial value, visibility, constant, alignment) and get_global.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

// The cuda_tile.module is flattened away: globals become symbols of the
// builtin module, in their order, with their values as tensors.
// CHECK: module {
// CHECK-NEXT: nv_tileaa.global @plain : tensor<2xf32> = dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>{{$}}
// Public is the default: nothing to carry.
// CHECK-NEXT: nv_tileaa.global @pub : tensor<1xi32> = dense<42> : tensor<1xi32>{{$}}
// CHECK-NEXT: nv_tileaa.global @priv : tensor<4xi64> = dense<[1, 2, 3, 4]> : tensor<4xi64> {sym_visibility = "private"}
// CHECK-NEXT: nv_tileaa.global constant @cst : tensor<2xf16> = dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf16> {alignment = 64 : i64}
// CHECK-NEXT: nv_tileaa.global constant @both : tensor<1xi8> = dense<-1> : tensor<1xi8> {alignment = 256 : i64, sym_visibility = "private"}
// A splat stays a splat.
// CHECK-NEXT: nv_tileaa.global @filled : tensor<8xi1> = dense<true> : tensor<8xi1>{{$}}
// CHECK-NEXT: nv_tileaa.func @addresses() attributes {kernel} {
// get_global: a pointer to the first element, in global memory.
// CHECK-NEXT: %[[A:.*]] = nv_tileaa.get_global @plain : !nv_tileaa.ptr<f32, 1>
// CHECK-NEXT: nv_tileaa.get_global @both : !nv_tileaa.ptr<i8, 1>
// CHECK-NEXT: nv_tileaa.get_global @filled : !nv_tileaa.ptr<i1, 1>
// CHECK-NEXT: %[[C:.*]] = nv_tileaa.get_global @cst : !nv_tileaa.ptr<f16, 1>
// CHECK-NEXT: %[[TOK:.*]] = nv_tileaa.create_mem_token
// CHECK-NEXT: nv_tileaa.load %[[C]] token %[[TOK]] : !nv_tileaa.ptr<f16, 1> -> f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  global @plain <f32: [1.0, 2.5]> : tile<2xf32>
  global public @pub <i32: [42]> : tile<1xi32>
  global private @priv <i64: [1, 2, 3, 4]> : tile<4xi64>
  global constant @cst alignment = 64 <f16 : [0.0, 1.0]> : tile<2xf16>
  global private constant @both alignment = 256 <i8: [-1]> : tile<1xi8>
  global @filled <i1: true> : tile<8xi1>

  entry @addresses() {
    %0 = get_global @plain : tile<ptr<f32>>
    %1 = get_global @both : tile<ptr<i8>>
    %2 = get_global @filled : tile<ptr<i1>>
    %3 = get_global @cst : tile<ptr<f16>>
    %v, %t = load_ptr_tko weak %3 : tile<ptr<f16>> -> tile<f16>, token
    return
  }
}
