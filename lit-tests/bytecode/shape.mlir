// lit-tests/cuda_tile/shape.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  entry @broadcast(%one_p_1: tile<ptr<f16>>) {
    %row = constant <f32: 1.0> : tile<1x2xf32>
    %col = constant <f32: 1.0> : tile<2x1xf32>
    %one_r_2 = reshape %one_p_1 : tile<ptr<f16>> -> tile<1x1xptr<f16>>
    %one = broadcast %one_r_2 : tile<1x1xptr<f16>> -> tile<1x1xptr<f16>>
    %0 = broadcast %row : tile<1x2xf32> -> tile<2x2xf32>
    %1 = broadcast %col : !cuda_tile.tile<2x1xf32> -> !cuda_tile.tile<2x4xf32>
    %2 = cuda_tile.broadcast %one : tile<1x1xptr<f16>> -> tile<8x4xptr<f16>>
    %3 = broadcast %row : tile<1x2xf32> -> tile<1x2xf32>
  }

  // The chapter's cat examples.
  entry @cat(%p_p_1: tile<ptr<i8>>) {
    %arg0 = constant <f32: 1.0> : tile<2x4xf32>
    %arg1 = constant <f32: 1.0> : tile<2x4xf32>
    %p_r_2 = reshape %p_p_1 : tile<ptr<i8>> -> tile<1x1x1xptr<i8>>
    %p = broadcast %p_r_2 : tile<1x1x1xptr<i8>> -> tile<2x1x4xptr<i8>>
    %0 = cat %arg0, %arg1 dim = 1
      : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
    %1 = cat %arg0, %arg1 dim = 0
      : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>
    %2 = cat %p, %p dim = 2 : tile<2x1x4xptr<i8>>, tile<2x1x4xptr<i8>> -> tile<2x1x8xptr<i8>>
  }

  entry @extract() {
    %v = constant <f32: 1.0> : tile<8xf32>
    %s = constant <f32: 1.0> : tile<f32>
    // The chapter's example.
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    %0 = extract %t[%c1, %c2]
        : tile<32x8xf32> -> tile<4x2xf32>
    %1 = extract %v[%c1] : tile<8xf32> -> tile<4xf32>
    %2 = extract %v[%c1] : tile<8xf32> -> tile<8xf32>
    %3 = extract %s[] : tile<f32> -> tile<f32>
  }

  entry @iota() {
    %0 = iota : tile<128xi32>
    %1 = iota : tile<128xi8>
    %2 = iota : tile<1xi1>
    %3 = iota : tile<1024xi64>
  }

  entry @offset(%p_p_1: tile<ptr<f32>>, %q: tile<ptr<f16>>) {
    %p_r_2 = reshape %p_p_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p = broadcast %p_r_2 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %o8 = constant <i8: 1> : tile<8xi8>
    %o64 = constant <i64: 1> : tile<8xi64>
    %o = constant <i32: 1> : tile<i32>
    %0 = offset %p, %o8 : tile<8xptr<f32>>, tile<8xi8> -> tile<8xptr<f32>>
    %1 = offset %p, %o64 : tile<8x!cuda_tile.ptr<f32>>, tile<8xi64> -> tile<8xptr<f32>>
    %2 = offset %q, %o : tile<ptr<f16>>, tile<i32> -> tile<ptr<f16>>
  }

  // The chapter's pack examples, and sub-byte sources packed densely.
  entry @pack() {
    %b = constant <i1: true> : tile<16xi1>
    %w = constant <f32: 1.0> : tile<64xf32>
    %x = constant <tf32: 1.0> : tile<8xtf32>
    %arg0 = constant <f16: 0.0> : tile<64xf16>
    %0 = pack %arg0 : tile<64xf16> -> tile<128xi8>
    %arg1 = constant <f4E2M1FN: 0.0> : tile<64xf4E2M1FN>
    %1 = pack %arg1 : tile<64xf4E2M1FN> -> tile<32xi8>
    %2 = pack %b : tile<16xi1> -> tile<2xi8>
    %4 = pack %w : tile<64xf32> -> tile<256xi8>
    // tf32 is stored in 32 bits.
    %5 = pack %x : tile<8xtf32> -> tile<32xi8>
  }

  entry @permute() {
    %m = constant <f32: 1.0> : tile<1x2xf32>
    // The chapter's example.
    %arg0 = constant <f16: 0.0> : tile<2x4x8xf16>
    %0 = permute %arg0 [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
    %1 = permute %m [1,0] : tile<1x2xf32> -> tile<2x1xf32>
    %2 = permute %m [0, 1] : tile<1x2xf32> -> tile<1x2xf32>
  }

  // The chapter's reshape examples.
  entry @reshape() {
    %cst = constant <i8: 0> : tile<i8>
    %0 = reshape %cst
        : tile<i8> -> tile<1x1x1xi8>
    %t = constant <f32: 0.0> : tile<8x2xf32>
    %1 = reshape %t
        : tile<8x2xf32> -> tile<2x2x4x1xf32>
    %cst1 = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7]]>
        : tile<2x4xi32>
    %r0 = reshape %cst1
  : tile<2x4xi32> -> tile<2x2x2xi32>
    %tmp = reshape %cst1
        : tile<2x4xi32> -> tile<8xi32>
    %r1 =  reshape %tmp
            : tile<8xi32> -> tile<2x2x2xi32>
    // Back to a scalar.
    %2 = reshape %0 : tile<1x1x1xi8> -> tile<i8>
  }

  entry @select(%p: tile<ptr<i8>>) {
    %c = constant <i1: true> : tile<4xi1>
    %a = constant <f32: 1.0> : tile<4xf32>
    %b = constant <f32: 1.0> : tile<4xf32>
    %sc = constant <i1: true> : tile<i1>
    %0 = select %c, %a, %b : tile<4xi1>, tile<4xf32>
    %1 = select %sc, %p, %p : tile<i1>, tile<ptr<i8>>
  }

  // The chapter's unpack examples, and sub-byte results.
  entry @unpack() {
    %arg0 = constant <i8: 0> : tile<64xi8>
    %0 = unpack %arg0 : tile<64xi8> -> tile<32xf16>
    %1 = unpack %arg0 : tile<64xi8> -> tile<128xf4E2M1FN>
    %2 = unpack %arg0 : tile<64xi8> -> tile<512xi1>
    %4 = unpack %arg0 : tile<64xi8> -> tile<8xf64>
  }
}
