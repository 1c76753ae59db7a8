// nv_tileaa dot, convolution and collectives verifiers: one case per rule of CollectivesOps.cpp, with its exact message.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// dot: rank 2 or 3.
nv_tileaa.func @f(%a: tensor<2x2x4x8xf16>, %b: tensor<2x2x8x4xf16>, %c: tensor<2x2x4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op A must be M x K, or batched B x M x K, got rank 4}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<2x2x4x8xf16>, tensor<2x2x8x4xf16>, tensor<2x2x4x4xf32> -> tensor<2x2x4x4xf32>
  nv_tileaa.return
}

// -----

// dot: A, B and C share a rank.
nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<2x8x4xf16>, %c: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op A, B and C must share a rank, got 2, 3 and 2}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<2x8x4xf16>, tensor<4x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// dot: K of A is K of B.
nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<16x4xf16>, %c: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op K extents disagree: A dimension 1 is 8 but B dimension 0 is 16 (A 4x8, B 16x4)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<16x4xf16>, tensor<4x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// dot: M of A is M of C.
nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<8x4xf16>, %c: tensor<2x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op M extents disagree: A dimension 0 is 4 but C dimension 0 is 2 (A 4x8, C 2x4)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<8x4xf16>, tensor<2x4xf32> -> tensor<2x4xf32>
  nv_tileaa.return
}

// -----

// dot: N of B is N of C.
nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<8x4xf16>, %c: tensor<4x2xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op N extents disagree: B dimension 1 is 4 but C dimension 1 is 2 (B 8x4, C 4x2)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<8x4xf16>, tensor<4x2xf32> -> tensor<4x2xf32>
  nv_tileaa.return
}

// -----

// dot: one batch extent.
nv_tileaa.func @f(%a: tensor<2x4x8xf16>, %b: tensor<3x8x4xf16>, %c: tensor<2x4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op batch extents disagree: A dimension 0 is 2 but B dimension 0 is 3 (A 2x4x8, B 3x8x4)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<2x4x8xf16>, tensor<3x8x4xf16>, tensor<2x4x4xf32> -> tensor<2x4x4xf32>
  nv_tileaa.return
}

// -----

// dot: the result has C's type.
nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<8x4xf16>, %c: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op result must have C's type 'tensor<4x4xf32>', got 'tensor<4x4xf16>'}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<8x4xf16>, tensor<4x4xf32> -> tensor<4x4xf16>
  nv_tileaa.return
}

// -----

// dot: operands are statically shaped tensors.
nv_tileaa.func @f(%a: tensor<?x8xf16>, %b: tensor<8x4xf16>, %c: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op operand #0 must be statically shaped ranked tensor, but got 'tensor<?x8xf16>'}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<?x8xf16>, tensor<8x4xf16>, tensor<4x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// dot: no mixing integer and float operands.
nv_tileaa.func @f(%a: tensor<4x8xi8>, %b: tensor<8x4xf16>, %c: tensor<4x4xi32>) {
  // expected-error @below {{'nv_tileaa.dot' op A element type 'i8' and B element type 'f16' mix integer and float}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xi8>, tensor<8x4xf16>, tensor<4x4xi32> -> tensor<4x4xi32>
  nv_tileaa.return
}

// -----

// dot: integer MMA is i8 x i8 (one bit width).
nv_tileaa.func @f(%a: tensor<4x8xi8>, %b: tensor<8x4xi16>, %c: tensor<4x4xi32>) {
  // expected-error @below {{'nv_tileaa.dot' op integer MMA takes i8 A and B, got 'i8' and 'i16'}}
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<signed>} : tensor<4x8xi8>, tensor<8x4xi16>, tensor<4x4xi32> -> tensor<4x4xi32>
  nv_tileaa.return
}

// -----

// dot: i8 products accumulate into i32.
nv_tileaa.func @f(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>, %c: tensor<4x4xi16>) {
  // expected-error @below {{'nv_tileaa.dot' op i8 products accumulate into i32, got C element type 'i16'}}
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<signed>} : tensor<4x8xi8>, tensor<8x4xi8>, tensor<4x4xi16> -> tensor<4x4xi16>
  nv_tileaa.return
}

// -----

// dot: integer MMA says how A and B are read.
nv_tileaa.func @f(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>, %c: tensor<4x4xi32>) {
  // expected-error @below {{'nv_tileaa.dot' op integer MMA needs signedness_a and signedness_b to say how A and B are read}}
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>} : tensor<4x8xi8>, tensor<8x4xi8>, tensor<4x4xi32> -> tensor<4x4xi32>
  nv_tileaa.return
}

// -----

// dot: fast_acc is for floating MMA.
nv_tileaa.func @f(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>, %c: tensor<4x4xi32>) {
  // expected-error @below {{'nv_tileaa.dot' op fast_acc applies to floating-point MMA only}}
  %d = nv_tileaa.dot %a, %b, %c {fast_acc, signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<signed>} : tensor<4x8xi8>, tensor<8x4xi8>, tensor<4x4xi32> -> tensor<4x4xi32>
  nv_tileaa.return
}

// -----

// dot: propagate_nan is for floating MMA.
nv_tileaa.func @f(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>, %c: tensor<4x4xi32>) {
  // expected-error @below {{'nv_tileaa.dot' op propagate_nan applies to floating-point MMA only}}
  %d = nv_tileaa.dot %a, %b, %c {propagate_nan, signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<signed>} : tensor<4x8xi8>, tensor<8x4xi8>, tensor<4x4xi32> -> tensor<4x4xi32>
  nv_tileaa.return
}

// -----

// dot: signedness is for integer MMA.
nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<8x4xf16>, %c: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op signedness_a and signedness_b apply to integer MMA only}}
  %d = nv_tileaa.dot %a, %b, %c {signedness_b = #nv_tileaa.signedness<unsigned>} : tensor<4x8xf16>, tensor<8x4xf16>, tensor<4x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// dot: FP4 needs block scaling.
nv_tileaa.func @f(%a: tensor<4x64xf4E2M1FN>, %b: tensor<64x4xf4E2M1FN>, %c: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op f4E2M1FN operands need scale factors (block-scaled MMA)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x64xf4E2M1FN>, tensor<64x4xf4E2M1FN>, tensor<4x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// dot: without scales, FP4 only on sm_120/sm_121 (mma.sync's kind::f8f6f4), into f32.
module attributes {nv_tileaa.target = "sm_120a"} {
nv_tileaa.func @f(%a: tensor<16x64xf4E2M1FN>, %b: tensor<64x8xf4E2M1FN>, %c: tensor<16x8xf16>) {
  // expected-error @below {{'nv_tileaa.dot' op f4E2M1FN products accumulate into f32, got C element type 'f16'}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x64xf4E2M1FN>, tensor<64x8xf4E2M1FN>, tensor<16x8xf16> -> tensor<16x8xf16>
  nv_tileaa.return
}
}

// -----

module attributes {nv_tileaa.target = "sm_100a"} {
nv_tileaa.func @f(%a: tensor<16x64xf4E2M1FN>, %b: tensor<64x8xf4E2M1FN>, %c: tensor<16x8xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op f4E2M1FN operands need scale factors (block-scaled MMA)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x64xf4E2M1FN>, tensor<64x8xf4E2M1FN>, tensor<16x8xf32> -> tensor<16x8xf32>
  nv_tileaa.return
}
}

// -----

// dot: MMA input element types.
nv_tileaa.func @f(%a: tensor<4x8xf8E5M2FNUZ>, %b: tensor<8x4xf8E5M2FNUZ>, %c: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op A element type 'f8E5M2FNUZ' is not an MMA input (f16, bf16, tf32, f32, f64, f8E4M3FN, f8E5M2)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf8E5M2FNUZ>, tensor<8x4xf8E5M2FNUZ>, tensor<4x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// dot: A and B pair.
nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<8x4xbf16>, %c: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op A element type 'f16' and B element type 'bf16' are not a legal pair: they must match (f8E4M3FN and f8E5M2 may pair)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<8x4xbf16>, tensor<4x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// dot: f16 accumulates in f16 or f32.
nv_tileaa.func @f(%a: tensor<4x8xf16>, %b: tensor<8x4xf16>, %c: tensor<4x4xf64>) {
  // expected-error @below {{'nv_tileaa.dot' op cannot accumulate 'f16' products into 'f64': 'f16' inputs take an f16 or f32 C}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf16>, tensor<8x4xf16>, tensor<4x4xf64> -> tensor<4x4xf64>
  nv_tileaa.return
}

// -----

// dot: bf16 accumulates in f32.
nv_tileaa.func @f(%a: tensor<4x8xbf16>, %b: tensor<8x4xbf16>, %c: tensor<4x4xbf16>) {
  // expected-error @below {{'nv_tileaa.dot' op cannot accumulate 'bf16' products into 'bf16': 'bf16' inputs take an f32 C}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xbf16>, tensor<8x4xbf16>, tensor<4x4xbf16> -> tensor<4x4xbf16>
  nv_tileaa.return
}

// -----

// dot: narrow FP8 inputs accumulate in f32.
nv_tileaa.func @f(%a: tensor<4x8xf8E4M3FN>, %b: tensor<8x4xf8E4M3FN>, %c: tensor<4x4xf16>) {
  // expected-error @below {{'nv_tileaa.dot' op cannot accumulate 'f8E4M3FN' products into 'f16': 'f8E4M3FN' inputs take an f32 C}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf8E4M3FN>, tensor<8x4xf8E4M3FN>, tensor<4x4xf16> -> tensor<4x4xf16>
  nv_tileaa.return
}

// -----

// dot: f64 accumulates in f64.
nv_tileaa.func @f(%a: tensor<4x8xf64>, %b: tensor<8x4xf64>, %c: tensor<4x4xf32>) {
  // expected-error @below {{'nv_tileaa.dot' op cannot accumulate 'f64' products into 'f32': 'f64' inputs take an f64 C}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<4x8xf64>, tensor<8x4xf64>, tensor<4x4xf32> -> tensor<4x4xf32>
  nv_tileaa.return
}

// -----

// dot: block scaling takes both scale operands.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op block-scaled MMA needs both sfa and sfb, got only sfa}}
    %d = "nv_tileaa.dot"(%a, %b, %c, %sa) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>}> : (tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>) -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: block scaling needs a target.
nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
  // expected-error @below {{'nv_tileaa.dot' op block-scaled MMA needs a target with it (sm_100 or newer), but the module names none (nv_tileaa.target)}}
  %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
  nv_tileaa.return
}

// -----

// dot: block scaling needs Blackwell or newer.
module attributes {nv_tileaa.target = "sm_90a"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op block-scaled MMA needs sm_100 or newer, but the target is sm_90}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: the target names an SM architecture.
module attributes {nv_tileaa.target = "blackwell"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op nv_tileaa.target must name an SM architecture like "sm_100", got "blackwell"}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: the target is a string.
module attributes {nv_tileaa.target = 100 : i64} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op nv_tileaa.target must name an SM architecture like "sm_100", got 100 : i64}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: no signedness on block-scaled MMA.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op signedness_a and signedness_b apply to integer MMA only}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) {signedness_a = #nv_tileaa.signedness<signed>} : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: block-scaled operand types.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op block-scaled MMA takes f8E4M3FN, f8E5M2 or f4E2M1FN operands, got A element type 'f16'}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: block-scaled A and B are of one family.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf4E2M1FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op block-scaled A and B must both be FP8 or both f4E2M1FN, got 'f8E4M3FN' and 'f4E2M1FN'}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf4E2M1FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: sfa and sfb share a type.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf4E2M1FN>, %b: tensor<64x128xf4E2M1FN>, %c: tensor<128x128xf32>, %sa: tensor<128x4xf8E8M0FNU>, %sb: tensor<4x128xf8E4M3FN>) {
    // expected-error @below {{'nv_tileaa.dot' op sfa and sfb must share an element type, got 'f8E8M0FNU' and 'f8E4M3FN'}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf4E2M1FN>, tensor<64x128xf4E2M1FN>, tensor<128x128xf32>, tensor<128x4xf8E8M0FNU>, tensor<4x128xf8E4M3FN> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: scale factor types.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf16>, %sb: tensor<2x128xf16>) {
    // expected-error @below {{'nv_tileaa.dot' op scale factors must be f8E8M0FNU or f8E4M3FN, got 'f16'}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf16>, tensor<2x128xf16> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: f8E4M3FN scales are NV-FP4's.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E4M3FN>, %sb: tensor<2x128xf8E4M3FN>) {
    // expected-error @below {{'nv_tileaa.dot' op f8E4M3FN scales (the NV-FP4 format) need f4E2M1FN A and B, got 'f8E4M3FN'}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E4M3FN>, tensor<2x128xf8E4M3FN> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: block-scaled MMA accumulates in f32.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf16>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op block-scaled MMA accumulates in f32, got C element type 'f16'}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf16>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf16>
    nv_tileaa.return
  }
}

// -----

// dot: scales have A's rank.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<256xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op sfa and sfb must have A's rank 2, got 1 and 2}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<256xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: sfa has A's M extent.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<64x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op M extents disagree: A dimension 0 is 128 but sfa dimension 0 is 64 (A 128x64, sfa 64x2)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<64x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: sfb has B's N extent.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x64xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op N extents disagree: B dimension 1 is 128 but sfb dimension 1 is 64 (B 64x128, sfb 2x64)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x64xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: sfa and sfb agree on K/V.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<4x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op K/V extents disagree: sfa dimension 1 is 2 but sfb dimension 0 is 4 (sfa 128x2, sfb 4x128)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<4x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: batched scales share A's batch.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<2x128x64xf8E4M3FN>, %b: tensor<2x64x128xf8E4M3FN>, %c: tensor<2x128x128xf32>, %sa: tensor<1x128x2xf8E8M0FNU>, %sb: tensor<2x2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op batch extents disagree: A dimension 0 is 2 but sfa dimension 0 is 1 (A 2x128x64, sfa 1x128x2)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<2x128x64xf8E4M3FN>, tensor<2x64x128xf8E4M3FN>, tensor<2x128x128xf32>, tensor<1x128x2xf8E8M0FNU>, tensor<2x2x128xf8E8M0FNU> -> tensor<2x128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: K/V divides K.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x3xf8E8M0FNU>, %sb: tensor<3x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op the scales' K/V extent (3) must divide the K extent (64)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x3xf8E8M0FNU>, tensor<3x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: MX-FP8 scales blocks of 32.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %sa: tensor<128x4xf8E8M0FNU>, %sb: tensor<4x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op scale block size V = K / (K/V extent of the scales) = 64 / 4 = 16, but FP8 operands (MX-FP8) take V = 32}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x4xf8E8M0FNU>, tensor<4x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: MX-FP4 scales blocks of 16 or 32.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x128xf4E2M1FN>, %b: tensor<128x128xf4E2M1FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) {
    // expected-error @below {{'nv_tileaa.dot' op scale block size V = K / (K/V extent of the scales) = 128 / 2 = 64, but f4E2M1FN operands with f8E8M0FNU scales (MX-FP4) take V = 16 or 32}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x128xf4E2M1FN>, tensor<128x128xf4E2M1FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// dot: NV-FP4 scales blocks of 16.
module attributes {nv_tileaa.target = "sm_100"} {
  nv_tileaa.func @f(%a: tensor<128x64xf4E2M1FN>, %b: tensor<64x128xf4E2M1FN>, %c: tensor<128x128xf32>, %sa: tensor<128x2xf8E4M3FN>, %sb: tensor<2x128xf8E4M3FN>) {
    // expected-error @below {{'nv_tileaa.dot' op scale block size V = K / (K/V extent of the scales) = 64 / 2 = 32, but f4E2M1FN operands with f8E4M3FN scales (NV-FP4) take V = 16}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf4E2M1FN>, tensor<64x128xf4E2M1FN>, tensor<128x128xf32>, tensor<128x2xf8E4M3FN>, tensor<2x128xf8E4M3FN> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

// conv_dot: 1 to 3 spatial axes.
nv_tileaa.func @f(%x: tensor<8x16xf16>, %w: tensor<16x32xf16>, %acc: tensor<8x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op input must be N x spatial.. x C with 1 to 3 spatial axes, got rank 2}}
  %o = nv_tileaa.conv_dot %x, %w, %acc : tensor<8x16xf16>, tensor<16x32xf16>, tensor<8x32xf32> -> tensor<8x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: the filter has the input's rank.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x16x32xf16>, %acc: tensor<1x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op filter must be spatial.. x C x K, of the input's rank 4, got 3}}
  %o = nv_tileaa.conv_dot %x, %w, %acc : tensor<1x8x8x16xf16>, tensor<3x16x32xf16>, tensor<1x6x6x32xf32> -> tensor<1x6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: the accumulator has the input's rank.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op acc must be N x spatial.. x K, of the input's rank 4, got 3}}
  %o = nv_tileaa.conv_dot %x, %w, %acc : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<6x6x32xf32> -> tensor<6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: the result has acc's type.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op result must have acc's type 'tensor<1x6x6x32xf32>', got 'tensor<1x6x6x32xf16>'}}
  %o = nv_tileaa.conv_dot %x, %w, %acc : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x6x6x32xf32> -> tensor<1x6x6x32xf16>
  nv_tileaa.return
}

// -----

// conv_dot: one stride per spatial axis.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op strides needs one entry per spatial axis (2), got 1}}
  %o = nv_tileaa.conv_dot %x, %w, %acc {strides = array<i64: 1>} : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x6x6x32xf32> -> tensor<1x6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: strides are positive.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op strides entries must be positive, got 0}}
  %o = nv_tileaa.conv_dot %x, %w, %acc {strides = array<i64: 1, 0>} : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x6x6x32xf32> -> tensor<1x6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: dilations are positive.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op dilations entries must be positive, got -1}}
  %o = nv_tileaa.conv_dot %x, %w, %acc {dilations = array<i64: -1, 1>} : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x6x6x32xf32> -> tensor<1x6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: one low padding per spatial axis.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op pad_low needs one entry per spatial axis (2), got 3}}
  %o = nv_tileaa.conv_dot %x, %w, %acc {pad_low = array<i64: 0, 0, 0>} : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x6x6x32xf32> -> tensor<1x6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: padding is non-negative.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op pad_high entries must be non-negative, got -1}}
  %o = nv_tileaa.conv_dot %x, %w, %acc {pad_high = array<i64: 0, -1>} : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x6x6x32xf32> -> tensor<1x6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: input and filter agree on input channels.
nv_tileaa.func @f(%x: tensor<1x8x8x8xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op input channels disagree: input has 8 but filter has 16}}
  %o = nv_tileaa.conv_dot %x, %w, %acc : tensor<1x8x8x8xf16>, tensor<3x3x16x32xf16>, tensor<1x6x6x32xf32> -> tensor<1x6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: filter and acc agree on output channels.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x6x6x16xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op output channels disagree: filter has 32 but acc has 16}}
  %o = nv_tileaa.conv_dot %x, %w, %acc : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x6x6x16xf32> -> tensor<1x6x6x16xf32>
  nv_tileaa.return
}

// -----

// conv_dot: input and acc agree on the batch.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<2x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op batch extents disagree: input has 1 but acc has 2}}
  %o = nv_tileaa.conv_dot %x, %w, %acc : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<2x6x6x32xf32> -> tensor<2x6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: the dilated filter fits the padded input.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op spatial axis 1: the dilated filter extent 9 exceeds the padded input extent 8}}
  %o = nv_tileaa.conv_dot %x, %w, %acc {dilations = array<i64: 1, 4>} : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x6x6x32xf32> -> tensor<1x6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: the output extent follows from input, filter, stride and padding.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf16>, %w: tensor<3x3x16x32xf16>, %acc: tensor<1x6x6x32xf32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op spatial axis 0: acc extent must be (10 - 3) / 1 + 1 = 8, got 6}}
  %o = nv_tileaa.conv_dot %x, %w, %acc {pad_low = array<i64: 1, 1>, pad_high = array<i64: 1, 1>} : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x6x6x32xf32> -> tensor<1x6x6x32xf32>
  nv_tileaa.return
}

// -----

// conv_dot: dot's element tuples.
nv_tileaa.func @f(%x: tensor<1x8x8x16xf8E4M3FN>, %w: tensor<3x3x16x32xf8E4M3FN>, %acc: tensor<1x6x6x32xf16>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op cannot accumulate 'f8E4M3FN' products into 'f16': 'f8E4M3FN' inputs take an f32 acc}}
  %o = nv_tileaa.conv_dot %x, %w, %acc : tensor<1x8x8x16xf8E4M3FN>, tensor<3x3x16x32xf8E4M3FN>, tensor<1x6x6x32xf16> -> tensor<1x6x6x32xf16>
  nv_tileaa.return
}

// -----

// conv_dot: integer convolutions say how input and filter are read.
nv_tileaa.func @f(%x: tensor<1x8x8x16xi8>, %w: tensor<3x3x16x32xi8>, %acc: tensor<1x6x6x32xi32>) {
  // expected-error @below {{'nv_tileaa.conv_dot' op integer MMA needs signedness_a and signedness_b to say how input and filter are read}}
  %o = nv_tileaa.conv_dot %x, %w, %acc : tensor<1x8x8x16xi8>, tensor<3x3x16x32xi8>, tensor<1x6x6x32xi32> -> tensor<1x6x6x32xi32>
  nv_tileaa.return
}

// -----

// reduce: at least one input.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.reduce' op expects at least one input tile}}
  "nv_tileaa.reduce"() <{dim = 0 : i32, identities = []}> ({
  ^bb0:
    nv_tileaa.yield
  }) : () -> ()
  nv_tileaa.return
}

// -----

// reduce: inputs share a shape.
nv_tileaa.func @f(%x: tensor<8x4xf32>, %y: tensor<4x8xi32>) {
  // expected-error @below {{'nv_tileaa.reduce' op input #1 of type 'tensor<4x8xi32>' does not have the shape of input #0 'tensor<8x4xf32>'}}
  %r:2 = nv_tileaa.reduce %x, %y dim = 0 identities = [0.0 : f32, 0 : i32] : tensor<8x4xf32>, tensor<4x8xi32> -> tensor<4xf32>, tensor<8xi32> {
  ^bb0(%a: f32, %b: f32, %c: i32, %d: i32):
    nv_tileaa.yield %a, %c : f32, i32
  }
  nv_tileaa.return
}

// -----

// reduce: dim within the rank.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op dim 2 is out of range for inputs of rank 2}}
  %r = nv_tileaa.reduce %x dim = 2 identities = [0.0 : f32] : tensor<8x4xf32> -> tensor<8xf32> {
  ^bb0(%a: f32, %b: f32):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// scan: dim is not negative.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.scan' op dim -1 is out of range for inputs of rank 2}}
  %r = nv_tileaa.scan %x dim = -1 identities = [0.0 : f32] : tensor<8x4xf32> -> tensor<8x4xf32> {
  ^bb0(%a: f32, %b: f32):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// reduce: one identity per input.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op has 2 identities for 1 inputs}}
  %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32, 1.0 : f32] : tensor<8x4xf32> -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// reduce: the identity has the input's element type.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op identity #0 must be an integer or float constant of input #0's element type 'f32', got 0 : i32}}
  %r = nv_tileaa.reduce %x dim = 0 identities = [0 : i32] : tensor<8x4xf32> -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// scan: the identity is a number.
nv_tileaa.func @f(%x: tensor<8x4xi32>) {
  // expected-error @below {{'nv_tileaa.scan' op identity #0 must be an integer or float constant of input #0's element type 'i32', got "zero"}}
  %r = nv_tileaa.scan %x dim = 0 identities = ["zero"] : tensor<8x4xi32> -> tensor<8x4xi32> {
  ^bb0(%a: i32, %b: i32):
    nv_tileaa.yield %a : i32
  }
  nv_tileaa.return
}

// -----

// reduce: one result per input.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op has 2 results for 1 inputs}}
  %r:2 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<8x4xf32> -> tensor<4xf32>, tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// reduce: the result drops dim.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op result #0 must be 'tensor<8xf32>', got 'tensor<4xf32>'}}
  %r = nv_tileaa.reduce %x dim = 1 identities = [0.0 : f32] : tensor<8x4xf32> -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// reduce: reducing a rank-1 tile gives a scalar, not a rank-0 tensor.
nv_tileaa.func @f(%x: tensor<8xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op result #0 must be 'f32', got 'tensor<f32>'}}
  %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<8xf32> -> tensor<f32> {
  ^bb0(%a: f32, %b: f32):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// scan: the result has the input's type.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.scan' op result #0 must be 'tensor<8x4xf32>', got 'tensor<8x4xf16>'}}
  %r = nv_tileaa.scan %x dim = 0 identities = [0.0 : f32] : tensor<8x4xf32> -> tensor<8x4xf16> {
  ^bb0(%a: f32, %b: f32):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// reduce: an element and an accumulator per input.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op combining function must take 2 arguments, an element and an accumulator per input, got 1}}
  %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<8x4xf32> -> tensor<4xf32> {
  ^bb0(%a: f32):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// reduce: the function's arguments are scalars of the element type.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op combining function argument #1 must be 'f32', got 'tensor<f32>'}}
  %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<8x4xf32> -> tensor<4xf32> {
  ^bb0(%a: f32, %b: tensor<f32>):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// scan: the function yields one accumulator per input.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.scan' op combining function must yield one accumulator per input, (f32), got (f32, f32)}}
  %r = nv_tileaa.scan %x dim = 0 identities = [0.0 : f32] : tensor<8x4xf32> -> tensor<8x4xf32> {
  ^bb0(%a: f32, %b: f32):
    // expected-note @below {{yield here}}
    nv_tileaa.yield %a, %b : f32, f32
  }
  nv_tileaa.return
}

// -----

// reduce: the function ends with nv_tileaa.yield.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op combining function must end with nv_tileaa.yield}}
  %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<8x4xf32> -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
  }
  nv_tileaa.return
}

// -----

// reduce: the function combines scalars.
nv_tileaa.func @f(%x: tensor<8x4xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op combining function works on scalars, but computes 'tensor<2xf32>'}}
  %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<8x4xf32> -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    // expected-note @below {{computed here}}
    %t = arith.constant dense<0.0> : tensor<2xf32>
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// reduce: inputs are statically shaped tensors.
nv_tileaa.func @f(%x: tensor<?x4xf32>) {
  // expected-error @below {{'nv_tileaa.reduce' op operand #0 must be variadic of statically shaped ranked tensor, but got 'tensor<?x4xf32>'}}
  %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<?x4xf32> -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    nv_tileaa.yield %a : f32
  }
  nv_tileaa.return
}

// -----

// histogram: values are integers.
nv_tileaa.func @f(%v: tensor<64xf32>) {
  // expected-error @below {{'nv_tileaa.histogram' op values must be a tile of integers, got 'tensor<64xf32>'}}
  %h = nv_tileaa.histogram %v : tensor<64xf32> -> tensor<16xi32>
  nv_tileaa.return
}

// -----

// histogram: one i32 count per bin.
nv_tileaa.func @f(%v: tensor<64xi32>) {
  // expected-error @below {{'nv_tileaa.histogram' op result must be a rank-1 tile of i32 counts, one per bin, got 'tensor<16xi64>'}}
  %h = nv_tileaa.histogram %v : tensor<64xi32> -> tensor<16xi64>
  nv_tileaa.return
}

// -----

// histogram: the bins form one axis.
nv_tileaa.func @f(%v: tensor<64xi32>) {
  // expected-error @below {{'nv_tileaa.histogram' op result must be a rank-1 tile of i32 counts, one per bin, got 'tensor<4x4xi32>'}}
  %h = nv_tileaa.histogram %v : tensor<64xi32> -> tensor<4x4xi32>
  nv_tileaa.return
}

// -----

// histogram: at least one bin.
nv_tileaa.func @f(%v: tensor<64xi32>) {
  // expected-error @below {{'nv_tileaa.histogram' op needs at least one bin}}
  %h = nv_tileaa.histogram %v : tensor<64xi32> -> tensor<0xi32>
  nv_tileaa.return
}

// -----

// histogram: the mask is an i1 per value.
nv_tileaa.func @f(%v: tensor<64xi32>, %m: tensor<32xi1>) {
  // expected-error @below {{'nv_tileaa.histogram' op mask must be 'tensor<64xi1>', a predicate per value, got 'tensor<32xi1>'}}
  %h = nv_tileaa.histogram %v mask %m : tensor<64xi32>, tensor<32xi1> -> tensor<16xi32>
  nv_tileaa.return
}
