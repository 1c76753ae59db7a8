// Shape and construction ops print in NVIDIA's form, from custom and from generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// The generic form keeps the attributes under their own names.
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @shape {
  // CHECK-LABEL: testing$func @broadcast
  testing$func @broadcast(%row: tile<1x2xf32>, %col: !cuda_tile.tile<2x1xf32>, %one: tile<1x1xptr<f16>>) {
    // CHECK: broadcast %{{.+}} : tile<1x2xf32> -> tile<2x2xf32>
    %0 = broadcast %row : tile<1x2xf32> -> tile<2x2xf32>
    // CHECK: broadcast %{{.+}} : tile<2x1xf32> -> tile<2x4xf32>
    %1 = broadcast %col : !cuda_tile.tile<2x1xf32> -> !cuda_tile.tile<2x4xf32>
    // CHECK: broadcast %{{.+}} : tile<1x1xptr<f16>> -> tile<8x4xptr<f16>>
    %2 = cuda_tile.broadcast %one : tile<1x1xptr<f16>> -> tile<8x4xptr<f16>>
    // CHECK: broadcast %{{.+}} : tile<1x2xf32> -> tile<1x2xf32>
    %3 = broadcast %row : tile<1x2xf32> -> tile<1x2xf32>
  }

  // The chapter's cat examples.
  // CHECK-LABEL: testing$func @cat
  testing$func @cat(%arg0: tile<2x4xf32>, %arg1: tile<2x4xf32>, %p: tile<2x1x4xptr<i8>>) {
    // CHECK: cat %{{.+}}, %{{.+}} dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
    %0 = cat %arg0, %arg1 dim = 1
      : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
    // CHECK: cat %{{.+}}, %{{.+}} dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>
    %1 = cat %arg0, %arg1 dim = 0
      : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>
    // CHECK: cat %{{.+}}, %{{.+}} dim = 2 : tile<2x1x4xptr<i8>>, tile<2x1x4xptr<i8>> -> tile<2x1x8xptr<i8>>
    %2 = cat %p, %p dim = 2 : tile<2x1x4xptr<i8>>, tile<2x1x4xptr<i8>> -> tile<2x1x8xptr<i8>>
  }

  // CHECK-LABEL: testing$func @extract
  testing$func @extract(%v: tile<8xf32>, %s: tile<f32>) {
    // The chapter's example.
    // CHECK: %[[C1:.+]] = constant <i32: 1> : tile<i32>
    // CHECK: %[[C2:.+]] = constant <i32: 2> : tile<i32>
    // CHECK: %[[T:.+]] = constant <f32: 0.000000e+00> : tile<32x8xf32>
    // CHECK: extract %[[T]][%[[C1]], %[[C2]]] : tile<32x8xf32> -> tile<4x2xf32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    %0 = extract %t[%c1, %c2]
        : tile<32x8xf32> -> tile<4x2xf32>
    // CHECK: extract %{{.+}}[%[[C1]]] : tile<8xf32> -> tile<4xf32>
    %1 = extract %v[%c1] : tile<8xf32> -> tile<4xf32>
    // CHECK: extract %{{.+}}[%[[C1]]] : tile<8xf32> -> tile<8xf32>
    %2 = extract %v[%c1] : tile<8xf32> -> tile<8xf32>
    // CHECK: extract %{{.+}}[] : tile<f32> -> tile<f32>
    %3 = extract %s[] : tile<f32> -> tile<f32>
  }

  // CHECK-LABEL: entry @iota
  entry @iota() {
    // CHECK: iota : tile<128xi32>
    %0 = iota : tile<128xi32>
    // CHECK: iota : tile<128xi8>
    %1 = iota : tile<128xi8>
    // CHECK: iota : tile<1xi1>
    %2 = iota : tile<1xi1>
    // CHECK: iota : tile<1024xi64>
    %3 = iota : tile<1024xi64>
  }

  // CHECK-LABEL: testing$func @offset
  testing$func @offset(%p: tile<8xptr<f32>>, %o8: tile<8xi8>, %o64: tile<8xi64>, %q: tile<ptr<f16>>, %o: tile<i32>) {
    // CHECK: offset %{{.+}}, %{{.+}} : tile<8xptr<f32>>, tile<8xi8> -> tile<8xptr<f32>>
    %0 = offset %p, %o8 : tile<8xptr<f32>>, tile<8xi8> -> tile<8xptr<f32>>
    // CHECK: offset %{{.+}}, %{{.+}} : tile<8xptr<f32>>, tile<8xi64> -> tile<8xptr<f32>>
    %1 = offset %p, %o64 : tile<8x!cuda_tile.ptr<f32>>, tile<8xi64> -> tile<8xptr<f32>>
    // CHECK: offset %{{.+}}, %{{.+}} : tile<ptr<f16>>, tile<i32> -> tile<ptr<f16>>
    %2 = offset %q, %o : tile<ptr<f16>>, tile<i32> -> tile<ptr<f16>>
  }

  // The chapter's pack examples, and sub-byte sources packed densely.
  // CHECK-LABEL: testing$func @pack
  testing$func @pack(%b: tile<16xi1>, %n: tile<64xi4>, %w: tile<64xf32>, %x: tile<8xtf32>) {
    // CHECK: pack %{{.+}} : tile<64xf16> -> tile<128xi8>
    %arg0 = constant <f16: 0.0> : tile<64xf16>
    %0 = pack %arg0 : tile<64xf16> -> tile<128xi8>
    // CHECK: pack %{{.+}} : tile<64xf4E2M1FN> -> tile<32xi8>
    %arg1 = constant <f4E2M1FN: 0.0> : tile<64xf4E2M1FN>
    %1 = pack %arg1 : tile<64xf4E2M1FN> -> tile<32xi8>
    // CHECK: pack %{{.+}} : tile<16xi1> -> tile<2xi8>
    %2 = pack %b : tile<16xi1> -> tile<2xi8>
    // CHECK: pack %{{.+}} : tile<64xi4> -> tile<32xi8>
    %3 = pack %n : tile<64xi4> -> tile<32xi8>
    // CHECK: pack %{{.+}} : tile<64xf32> -> tile<256xi8>
    %4 = pack %w : tile<64xf32> -> tile<256xi8>
    // tf32 is stored in 32 bits.
    // CHECK: pack %{{.+}} : tile<8xtf32> -> tile<32xi8>
    %5 = pack %x : tile<8xtf32> -> tile<32xi8>
  }

  // CHECK-LABEL: testing$func @permute
  testing$func @permute(%m: tile<1x2xf32>) {
    // The chapter's example.
    // CHECK: permute %{{.+}} [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
    %arg0 = constant <f16: 0.0> : tile<2x4x8xf16>
    %0 = permute %arg0 [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
    // CHECK: permute %{{.+}} [1, 0] : tile<1x2xf32> -> tile<2x1xf32>
    %1 = permute %m [1,0] : tile<1x2xf32> -> tile<2x1xf32>
    // CHECK: permute %{{.+}} [0, 1] : tile<1x2xf32> -> tile<1x2xf32>
    %2 = permute %m [0, 1] : tile<1x2xf32> -> tile<1x2xf32>
  }

  // The chapter's reshape examples.
  // CHECK-LABEL: entry @reshape
  entry @reshape() {
    // CHECK: reshape %{{.+}} : tile<i8> -> tile<1x1x1xi8>
    %cst = constant <i8: 0> : tile<i8>
    %0 = reshape %cst
        : tile<i8> -> tile<1x1x1xi8>
    // CHECK: reshape %{{.+}} : tile<8x2xf32> -> tile<2x2x4x1xf32>
    %t = constant <f32: 0.0> : tile<8x2xf32>
    %1 = reshape %t
        : tile<8x2xf32> -> tile<2x2x4x1xf32>
    // CHECK: %[[CST:.+]] = constant <i32: {{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]> : tile<2x4xi32>
    // CHECK: reshape %[[CST]] : tile<2x4xi32> -> tile<2x2x2xi32>
    // CHECK: %[[TMP:.+]] = reshape %[[CST]] : tile<2x4xi32> -> tile<8xi32>
    // CHECK: reshape %[[TMP]] : tile<8xi32> -> tile<2x2x2xi32>
    %cst1 = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7]]>
        : tile<2x4xi32>
    %r0 = reshape %cst1
  : tile<2x4xi32> -> tile<2x2x2xi32>
    %tmp = reshape %cst1
        : tile<2x4xi32> -> tile<8xi32>
    %r1 =  reshape %tmp
            : tile<8xi32> -> tile<2x2x2xi32>
    // Back to a scalar.
    // CHECK: reshape %{{.+}} : tile<1x1x1xi8> -> tile<i8>
    %2 = reshape %0 : tile<1x1x1xi8> -> tile<i8>
  }

  // CHECK-LABEL: testing$func @select
  testing$func @select(%c: tile<4xi1>, %a: tile<4xf32>, %b: tile<4xf32>, %sc: tile<i1>, %p: tile<ptr<i8>>) {
    // CHECK: select %{{.+}}, %{{.+}}, %{{.+}} : tile<4xi1>, tile<4xf32>
    %0 = select %c, %a, %b : tile<4xi1>, tile<4xf32>
    // CHECK: select %{{.+}}, %{{.+}}, %{{.+}} : tile<i1>, tile<ptr<i8>>
    %1 = select %sc, %p, %p : tile<i1>, tile<ptr<i8>>
  }

  // The chapter's unpack examples, and sub-byte results.
  // CHECK-LABEL: entry @unpack
  entry @unpack() {
    %arg0 = constant <i8: 0> : tile<64xi8>
    // CHECK: unpack %{{.+}} : tile<64xi8> -> tile<32xf16>
    %0 = unpack %arg0 : tile<64xi8> -> tile<32xf16>
    // CHECK: unpack %{{.+}} : tile<64xi8> -> tile<128xf4E2M1FN>
    %1 = unpack %arg0 : tile<64xi8> -> tile<128xf4E2M1FN>
    // CHECK: unpack %{{.+}} : tile<64xi8> -> tile<512xi1>
    %2 = unpack %arg0 : tile<64xi8> -> tile<512xi1>
    // CHECK: unpack %{{.+}} : tile<64xi8> -> tile<128xi4>
    %3 = unpack %arg0 : tile<64xi8> -> tile<128xi4>
    // CHECK: unpack %{{.+}} : tile<64xi8> -> tile<8xf64>
    %4 = unpack %arg0 : tile<64xi8> -> tile<8xf64>
  }
}

// GENERIC: "cuda_tile.cat"
// GENERIC-SAME: dim = 1 : i64
// GENERIC: "cuda_tile.extract"
// GENERIC: "cuda_tile.iota"
// GENERIC: "cuda_tile.permute"
// GENERIC-SAME: permutation = array<i32: 2, 0, 1>
