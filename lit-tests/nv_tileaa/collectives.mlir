// nv_tileaa dot, convolution and collectives: every op parses, prints and re-parses, in custom and generic form.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @dots(
nv_tileaa.func @dots(%h0: tensor<128x32xf16>, %h1: tensor<32x128xf16>, %c32: tensor<128x128xf32>, %c16: tensor<128x128xf16>,
                     %b0: tensor<2x16x8xbf16>, %b1: tensor<2x8x4xbf16>, %bc: tensor<2x16x4xf32>,
                     %t0: tensor<16x8xtf32>, %t1: tensor<8x16xtf32>, %d0: tensor<8x4xf64>, %d1: tensor<4x8xf64>, %dc: tensor<8x8xf64>,
                     %e4: tensor<64x32xf8E4M3FN>, %e5: tensor<32x64xf8E5M2>, %ec: tensor<64x64xf32>,
                     %i0: tensor<64x32xi8>, %i1: tensor<32x64xi8>, %ic: tensor<64x64xi32>) {
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  %0 = nv_tileaa.dot %h0, %h1, %c32 : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  // CHECK: nv_tileaa.dot %{{.*}} : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf16> -> tensor<128x128xf16>
  %1 = nv_tileaa.dot %h0, %h1, %c16 : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf16> -> tensor<128x128xf16>
  // Batched, with NaN propagation.
  // CHECK: nv_tileaa.dot %{{.*}} {propagate_nan} : tensor<2x16x8xbf16>, tensor<2x8x4xbf16>, tensor<2x16x4xf32> -> tensor<2x16x4xf32>
  %2 = nv_tileaa.dot %b0, %b1, %bc {propagate_nan} : tensor<2x16x8xbf16>, tensor<2x8x4xbf16>, tensor<2x16x4xf32> -> tensor<2x16x4xf32>
  // CHECK: nv_tileaa.dot %{{.*}} {fast_acc} : tensor<2x16x8xbf16>, tensor<2x8x4xbf16>, tensor<2x16x4xf32> -> tensor<2x16x4xf32>
  %fa = nv_tileaa.dot %b0, %b1, %bc {fast_acc} : tensor<2x16x8xbf16>, tensor<2x8x4xbf16>, tensor<2x16x4xf32> -> tensor<2x16x4xf32>
  %tc = arith.constant dense<0.0> : tensor<16x16xf32>
  // CHECK: nv_tileaa.dot %{{.*}} : tensor<16x8xtf32>, tensor<8x16xtf32>, tensor<16x16xf32> -> tensor<16x16xf32>
  %3 = nv_tileaa.dot %t0, %t1, %tc : tensor<16x8xtf32>, tensor<8x16xtf32>, tensor<16x16xf32> -> tensor<16x16xf32>
  // CHECK: nv_tileaa.dot %{{.*}} : tensor<8x4xf64>, tensor<4x8xf64>, tensor<8x8xf64> -> tensor<8x8xf64>
  %4 = nv_tileaa.dot %d0, %d1, %dc : tensor<8x4xf64>, tensor<4x8xf64>, tensor<8x8xf64> -> tensor<8x8xf64>
  // The two FP8 formats pair.
  // CHECK: nv_tileaa.dot %{{.*}} : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2>, tensor<64x64xf32> -> tensor<64x64xf32>
  %5 = nv_tileaa.dot %e4, %e5, %ec : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2>, tensor<64x64xf32> -> tensor<64x64xf32>
  // CHECK: nv_tileaa.dot %{{.*}} {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>} : tensor<64x32xi8>, tensor<32x64xi8>, tensor<64x64xi32> -> tensor<64x64xi32>
  %6 = nv_tileaa.dot %i0, %i1, %ic {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>}
      : tensor<64x32xi8>, tensor<32x64xi8>, tensor<64x64xi32> -> tensor<64x64xi32>
  nv_tileaa.return
}

// Block-scaled forms need a Blackwell target.
// CHECK-LABEL: module attributes {nv_tileaa.target = "sm_100"}
module attributes {nv_tileaa.target = "sm_100"} {
  // CHECK-LABEL: nv_tileaa.func @scaled(
  nv_tileaa.func @scaled(%a8: tensor<128x64xf8E4M3FN>, %b8: tensor<64x128xf8E5M2>, %c: tensor<128x128xf32>,
                         %sa8: tensor<128x2xf8E8M0FNU>, %sb8: tensor<2x128xf8E8M0FNU>,
                         %a4: tensor<2x128x64xf4E2M1FN>, %b4: tensor<2x64x128xf4E2M1FN>, %c4: tensor<2x128x128xf32>,
                         %sa4: tensor<2x128x4xf8E8M0FNU>, %sb4: tensor<2x4x128xf8E8M0FNU>) {
    // MX-FP8: 32 K elements per scale.
    // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} scales(%{{.*}}, %{{.*}}) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E5M2>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    %0 = nv_tileaa.dot %a8, %b8, %c scales(%sa8, %sb8)
        : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E5M2>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    // MX-FP4, batched: 16 K elements per scale.
    // CHECK: nv_tileaa.dot %{{.*}} scales(%{{.*}}, %{{.*}}) {propagate_nan} : tensor<2x128x64xf4E2M1FN>, tensor<2x64x128xf4E2M1FN>, tensor<2x128x128xf32>, tensor<2x128x4xf8E8M0FNU>, tensor<2x4x128xf8E8M0FNU> -> tensor<2x128x128xf32>
    %1 = nv_tileaa.dot %a4, %b4, %c4 scales(%sa4, %sb4) {propagate_nan}
        : tensor<2x128x64xf4E2M1FN>, tensor<2x64x128xf4E2M1FN>, tensor<2x128x128xf32>, tensor<2x128x4xf8E8M0FNU>, tensor<2x4x128xf8E8M0FNU> -> tensor<2x128x128xf32>
    nv_tileaa.return
  }
}

// A newer target, with an architecture suffix.
// CHECK-LABEL: module attributes {nv_tileaa.target = "sm_120a"}
module attributes {nv_tileaa.target = "sm_120a"} {
  // CHECK-LABEL: nv_tileaa.func @nvfp4(
  nv_tileaa.func @nvfp4(%a: tensor<64x64xf4E2M1FN>, %b: tensor<64x32xf4E2M1FN>, %c: tensor<64x32xf32>,
                        %sa: tensor<64x4xf8E4M3FN>, %sb: tensor<4x32xf8E4M3FN>) {
    // NV-FP4: f8E4M3FN scales, 16 K elements per scale.
    // CHECK: nv_tileaa.dot %{{.*}} scales(%{{.*}}, %{{.*}}) : tensor<64x64xf4E2M1FN>, tensor<64x32xf4E2M1FN>, tensor<64x32xf32>, tensor<64x4xf8E4M3FN>, tensor<4x32xf8E4M3FN> -> tensor<64x32xf32>
    %0 = nv_tileaa.dot %a, %b, %c scales(%sa, %sb)
        : tensor<64x64xf4E2M1FN>, tensor<64x32xf4E2M1FN>, tensor<64x32xf32>, tensor<64x4xf8E4M3FN>, tensor<4x32xf8E4M3FN> -> tensor<64x32xf32>
    nv_tileaa.return
  }
}

// CHECK-LABEL: nv_tileaa.func @convolutions(
nv_tileaa.func @convolutions(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x4x4x32xf32>,
                             %xi: tensor<2x16x4xi8>, %wi: tensor<5x4x8xi8>, %acci: tensor<2x12x8xi32>,
                             %x3: tensor<1x6x6x6x8xbf16>, %w3: tensor<2x2x2x8x4xbf16>, %acc3: tensor<1x4x4x4x4xf32>) {
  // 2-d, stride 2, one element of padding on each side.
  // CHECK: nv_tileaa.conv_dot %{{.*}}, %{{.*}}, %{{.*}} {pad_high = array<i64: 1, 1>, pad_low = array<i64: 1, 1>, strides = array<i64: 2, 2>} : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x4x4x32xf32> -> tensor<1x4x4x32xf32>
  %0 = nv_tileaa.conv_dot %x, %w, %acc {strides = array<i64: 2, 2>, pad_low = array<i64: 1, 1>, pad_high = array<i64: 1, 1>}
      : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x4x4x32xf32> -> tensor<1x4x4x32xf32>
  // 1-d integer, the defaults: stride 1, no padding.
  // CHECK: nv_tileaa.conv_dot %{{.*}} {signedness_a = #nv_tileaa.signedness<unsigned>, signedness_b = #nv_tileaa.signedness<signed>} : tensor<2x16x4xi8>, tensor<5x4x8xi8>, tensor<2x12x8xi32> -> tensor<2x12x8xi32>
  %1 = nv_tileaa.conv_dot %xi, %wi, %acci {signedness_a = #nv_tileaa.signedness<unsigned>, signedness_b = #nv_tileaa.signedness<signed>}
      : tensor<2x16x4xi8>, tensor<5x4x8xi8>, tensor<2x12x8xi32> -> tensor<2x12x8xi32>
  // 3-d, dilation 2.
  // CHECK: nv_tileaa.conv_dot %{{.*}} {dilations = array<i64: 2, 2, 2>} : tensor<1x6x6x6x8xbf16>, tensor<2x2x2x8x4xbf16>, tensor<1x4x4x4x4xf32> -> tensor<1x4x4x4x4xf32>
  %2 = nv_tileaa.conv_dot %x3, %w3, %acc3 {dilations = array<i64: 2, 2, 2>}
      : tensor<1x6x6x6x8xbf16>, tensor<2x2x2x8x4xbf16>, tensor<1x4x4x4x4xf32> -> tensor<1x4x4x4x4xf32>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @collectives(
// CHECK-SAME: %[[X:[^:]*]]: tensor<8x64xf32>, %[[V:[^:]*]]: tensor<64xf32>, %[[I:[^:]*]]: tensor<64xi32>, %[[N:[^:]*]]: tensor<8x16xi32>, %[[M:[^:]*]]: tensor<8x16xi1>)
nv_tileaa.func @collectives(%x: tensor<8x64xf32>, %v: tensor<64xf32>, %i: tensor<64xi32>, %n: tensor<8x16xi32>, %m: tensor<8x16xi1>) {
  // CHECK: nv_tileaa.reduce %[[X]] dim = 0 identities = [0.000000e+00 : f32] : tensor<8x64xf32> -> tensor<64xf32> {
  // CHECK-NEXT: ^bb0(%[[E:.*]]: f32, %[[ACC:.*]]: f32):
  // CHECK-NEXT: %[[SUM:.*]] = nv_tileaa.addf %[[E]], %[[ACC]] : f32
  // CHECK-NEXT: nv_tileaa.yield %[[SUM]] : f32
  // CHECK-NEXT: }
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<8x64xf32> -> tensor<64xf32> {
  ^bb0(%e: f32, %acc: f32):
    %sum = nv_tileaa.addf %e, %acc : f32
    nv_tileaa.yield %sum : f32
  }
  // Two inputs reduced together (arg-max) to scalars.
  // CHECK: nv_tileaa.reduce %[[V]], %[[I]] dim = 0 identities = [0xFF800000 : f32, -1 : i32] : tensor<64xf32>, tensor<64xi32> -> f32, i32 {
  // CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: i32, %{{.*}}: i32):
  // CHECK: nv_tileaa.yield %{{.*}}, %{{.*}} : f32, i32
  %1:2 = nv_tileaa.reduce %v, %i dim = 0 identities = [0xFF800000 : f32, -1 : i32] : tensor<64xf32>, tensor<64xi32> -> f32, i32 {
  ^bb0(%ev: f32, %av: f32, %ei: i32, %ai: i32):
    %gt = arith.cmpf ogt, %ev, %av : f32
    %bv = arith.select %gt, %ev, %av : f32
    %bi = arith.select %gt, %ei, %ai : i32
    nv_tileaa.yield %bv, %bi : f32, i32
  }
  // CHECK: nv_tileaa.scan %[[N]] dim = 1 reverse identities = [1 : i32] : tensor<8x16xi32> -> tensor<8x16xi32> {
  // CHECK: arith.muli
  %2 = nv_tileaa.scan %n dim = 1 reverse identities = [1 : i32] : tensor<8x16xi32> -> tensor<8x16xi32> {
  ^bb0(%e: i32, %acc: i32):
    %p = arith.muli %e, %acc : i32
    nv_tileaa.yield %p : i32
  }
  // CHECK: nv_tileaa.scan %[[X]] dim = 1 identities = [0.000000e+00 : f32] : tensor<8x64xf32> -> tensor<8x64xf32> {
  %3 = nv_tileaa.scan %x dim = 1 identities = [0.0 : f32] : tensor<8x64xf32> -> tensor<8x64xf32> {
  ^bb0(%e: f32, %acc: f32):
    %s = nv_tileaa.addf %e, %acc : f32
    nv_tileaa.yield %s : f32
  }
  // CHECK: nv_tileaa.histogram %[[I]] : tensor<64xi32> -> tensor<16xi32>
  %4 = nv_tileaa.histogram %i : tensor<64xi32> -> tensor<16xi32>
  // CHECK: nv_tileaa.histogram %[[N]] mask %[[M]] : tensor<8x16xi32>, tensor<8x16xi1> -> tensor<4xi32>
  %5 = nv_tileaa.histogram %n mask %m : tensor<8x16xi32>, tensor<8x16xi1> -> tensor<4xi32>
  nv_tileaa.return
}
