// convert-cuda-tile-to-tileaa: reduce, scan (their combining function on scalars), mmaf, mmai, mmaf_scaled.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file -verify-diagnostics %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file -verify-diagnostics %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @reduce {
  // The chapter's second example (a sum along dim 0 of 8x64, giving 64; the
  // chapter writes tile<8xf32>, which its own rule rejects). The function's
  // rank-0 tiles become scalars; the identities stay.
  // CHECK-LABEL: nv_tileaa.func @reduce_sum()
  // CHECK-NEXT: %[[IN:.*]] = arith.constant dense<0.000000e+00> : tensor<8x64xf32>
  // CHECK-NEXT: nv_tileaa.reduce %[[IN]] dim = 0 identities = [0.000000e+00 : f32] : tensor<8x64xf32> -> tensor<64xf32> {
  // CHECK-NEXT: ^bb0(%[[E:.*]]: f32, %[[ACC:.*]]: f32):
  // CHECK-NEXT: %[[S:.*]] = nv_tileaa.addf %[[E]], %[[ACC]] : f32
  // CHECK-NEXT: nv_tileaa.yield %[[S]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return
  testing$func @reduce_sum() {
    %input = constant <f32: 0.0> : tile<8x64xf32>
    %0 = reduce %input dim=0 identities=[0.000000e+0 : f32] : tile<8x64xf32> -> tile<64xf32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }
    return
  }

  // The chapter's first example: a rank-1 input reduces to a scalar.
  // CHECK-LABEL: nv_tileaa.func @reduce_to_scalar(
  // CHECK-SAME: %[[X:[^:]*]]: tensor<8xf32>) -> f32 {
  // CHECK-NEXT: %[[R:.*]] = nv_tileaa.reduce %[[X]] dim = 0 identities = [0.000000e+00 : f32] : tensor<8xf32> -> f32 {
  // CHECK-NEXT: ^bb0(%[[E:.*]]: f32, %[[ACC:.*]]: f32):
  // CHECK-NEXT: %[[S:.*]] = nv_tileaa.addf %[[E]], %[[ACC]] {rounding = #nv_tileaa.rounding<zero>} : f32
  // CHECK-NEXT: nv_tileaa.yield %[[S]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return %[[R]] : f32
  testing$func @reduce_to_scalar(%x: tile<8xf32>) -> tile<f32> {
    %0 = reduce %x dim=0 identities=[0.000000e+0 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %acc: tile<f32>) {
        %s = addf %e, %acc rounding<zero> : tile<f32>
        yield %s : tile<f32>
      }
    return %0 : tile<f32>
  }

  // Two inputs reduced together (a max with its index): 2N arguments,
  // (element, accumulator) per input, N identities, N results; the function
  // may use values from outside.
  // CHECK-LABEL: nv_tileaa.func @reduce_pair(
  // CHECK-SAME: %[[V:[^:]*]]: tensor<4x16xf32>, %[[I:[^:]*]]: tensor<4x16xi32>, %[[C:[^:]*]]: i1) -> (tensor<4xf32>, tensor<4xi32>) {
  // CHECK-NEXT: %[[R:.*]]:2 = nv_tileaa.reduce %[[V]], %[[I]] dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<4x16xf32>, tensor<4x16xi32> -> tensor<4xf32>, tensor<4xi32> {
  // CHECK-NEXT: ^bb0(%[[VE:.*]]: f32, %[[VA:.*]]: f32, %[[IE:.*]]: i32, %[[IA:.*]]: i32):
  // CHECK-NEXT: %[[VS:.*]] = arith.select %[[C]], %[[VE]], %[[VA]] : f32
  // CHECK-NEXT: %[[IS:.*]] = arith.select %[[C]], %[[IE]], %[[IA]] : i32
  // CHECK-NEXT: nv_tileaa.yield %[[VS]], %[[IS]] : f32, i32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return %[[R]]#0, %[[R]]#1 : tensor<4xf32>, tensor<4xi32>
  testing$func @reduce_pair(%v: tile<4x16xf32>, %i: tile<4x16xi32>, %c: tile<i1>) -> (tile<4xf32>, tile<4xi32>) {
    %0, %1 = reduce %v, %i dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<4x16xf32>, tile<4x16xi32> -> tile<4xf32>, tile<4xi32>
      (%ve: tile<f32>, %va: tile<f32>, %ie: tile<i32>, %ia: tile<i32>) {
        %vs = select %c, %ve, %va : tile<i1>, tile<f32>
        %is = select %c, %ie, %ia : tile<i1>, tile<i32>
        yield %vs, %is : tile<f32>, tile<i32>
      }
    return %0, %1 : tile<4xf32>, tile<4xi32>
  }
}

// -----

cuda_tile.module @scan {
  // The chapter's example (its body multiplies; a sum here): reverse=false
  // is nv_tileaa's default.
  // CHECK-LABEL: nv_tileaa.func @scan_forward()
  // CHECK-NEXT: %[[IN:.*]] = arith.constant dense<0.000000e+00> : tensor<8x16xf32>
  // CHECK-NEXT: nv_tileaa.scan %[[IN]] dim = 1 identities = [1.000000e+00 : f32] : tensor<8x16xf32> -> tensor<8x16xf32> {
  // CHECK-NEXT: ^bb0(%[[E:.*]]: f32, %[[ACC:.*]]: f32):
  // CHECK-NEXT: %[[S:.*]] = nv_tileaa.addf %[[E]], %[[ACC]] : f32
  // CHECK-NEXT: nv_tileaa.yield %[[S]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return
  testing$func @scan_forward() {
    %input = constant <f32: 0.0> : tile<8x16xf32>
    %result = scan %input dim=1 reverse=false identities=[1.0 : f32] : tile<8x16xf32> -> tile<8x16xf32>
    (%acc: tile<f32>, %elem: tile<f32>) {
      %sum = addf %acc, %elem rounding<nearest_even> : tile<f32>
      yield %sum : tile<f32>
    }
    return
  }

  // reverse=true: from the last index down.
  // CHECK-LABEL: nv_tileaa.func @scan_reverse(
  // CHECK-SAME: %[[X:[^:]*]]: tensor<4x8xi32>) -> tensor<4x8xi32> {
  // CHECK-NEXT: %[[R:.*]] = nv_tileaa.scan %[[X]] dim = 0 reverse identities = [0 : i32] : tensor<4x8xi32> -> tensor<4x8xi32> {
  // CHECK-NEXT: ^bb0(%[[E:.*]]: i32, %[[ACC:.*]]: i32):
  // CHECK-NEXT: nv_tileaa.yield %[[E]] : i32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return %[[R]] : tensor<4x8xi32>
  testing$func @scan_reverse(%x: tile<4x8xi32>) -> tile<4x8xi32> {
    %0 = scan %x dim=0 reverse=true identities=[0 : i32] : tile<4x8xi32> -> tile<4x8xi32>
    (%e: tile<i32>, %acc: tile<i32>) {
      yield %e : tile<i32>
    }
    return %0 : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @mma {
  // The chapter's mmaf examples: 2-d and batched 3-d.
  // CHECK-LABEL: nv_tileaa.func @mmaf()
  // CHECK-NEXT: %[[A0:.*]] = arith.constant dense<0.000000e+00> : tensor<4x8xf16>
  // CHECK-NEXT: %[[B0:.*]] = arith.constant dense<0.000000e+00> : tensor<8x2xf16>
  // CHECK-NEXT: %[[C0:.*]] = arith.constant dense<0.000000e+00> : tensor<4x2xf32>
  // CHECK-NEXT: nv_tileaa.dot %[[A0]], %[[B0]], %[[C0]] : tensor<4x8xf16>, tensor<8x2xf16>, tensor<4x2xf32> -> tensor<4x2xf32>
  // CHECK-NEXT: %[[A1:.*]] = arith.constant dense<0.000000e+00> : tensor<2x4x8xf16>
  // CHECK-NEXT: %[[B1:.*]] = arith.constant dense<0.000000e+00> : tensor<2x8x2xf16>
  // CHECK-NEXT: %[[C1:.*]] = arith.constant dense<0.000000e+00> : tensor<2x4x2xf32>
  // CHECK-NEXT: nv_tileaa.dot %[[A1]], %[[B1]], %[[C1]] : tensor<2x4x8xf16>, tensor<2x8x2xf16>, tensor<2x4x2xf32> -> tensor<2x4x2xf32>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @mmaf() {
    %lhs0 = constant <f16: 0.0> : tile<4x8xf16>
    %rhs0 = constant <f16: 0.0> : tile<8x2xf16>
    %acc0 = constant <f32: 0.0> : tile<4x2xf32>
    %0 = mmaf %lhs0, %rhs0, %acc0 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %lhs1 = constant <f16: 0.0> : tile<2x4x8xf16>
    %rhs1 = constant <f16: 0.0> : tile<2x8x2xf16>
    %acc1 = constant <f32: 0.0> : tile<2x4x2xf32>
    %1 = mmaf %lhs1, %rhs1, %acc1 : tile<2x4x8xf16>, tile<2x8x2xf16>, tile<2x4x2xf32>
    return
  }

  // fast_acc carries over to the dot.
  // CHECK-LABEL: nv_tileaa.func @mmaf_fast_acc(
  // CHECK-SAME: %[[A:[^:]*]]: tensor<16x8xbf16>, %[[B:[^:]*]]: tensor<8x16xbf16>, %[[C:[^:]*]]: tensor<16x16xf32>) {
  // CHECK-NEXT: nv_tileaa.dot %[[A]], %[[B]], %[[C]] {fast_acc} : tensor<16x8xbf16>, tensor<8x16xbf16>, tensor<16x16xf32> -> tensor<16x16xf32>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @mmaf_fast_acc(%a: tile<16x8xbf16>, %b: tile<8x16xbf16>, %c: tile<16x16xf32>) {
    %0 = mmaf %a, %b, %c fast_acc : tile<16x8xbf16>, tile<8x16xbf16>, tile<16x16xf32>
    return
  }

  // FP8 into f32 is a dot as is; FP8 into f16, which nv_tileaa.dot does not
  // take, is the same products accumulated in f16: FP8 widens exactly to f16.
  // CHECK-LABEL: nv_tileaa.func @mmaf_fp8(
  // CHECK-SAME: %[[A:[^:]*]]: tensor<16x32xf8E4M3FN>, %[[B:[^:]*]]: tensor<32x16xf8E4M3FN>, %[[C32:[^:]*]]: tensor<16x16xf32>, %[[C16:[^:]*]]: tensor<16x16xf16>, %[[E:[^:]*]]: tensor<32x16xf8E5M2>, %[[F:[^:]*]]: tensor<16x32xf8E5M2>) {
  // CHECK-NEXT: nv_tileaa.dot %[[A]], %[[B]], %[[C32]] : tensor<16x32xf8E4M3FN>, tensor<32x16xf8E4M3FN>, tensor<16x16xf32> -> tensor<16x16xf32>
  // CHECK-NEXT: %[[AH:.*]] = nv_tileaa.fp_to_fp %[[A]] : tensor<16x32xf8E4M3FN> -> tensor<16x32xf16>
  // CHECK-NEXT: %[[BH:.*]] = nv_tileaa.fp_to_fp %[[B]] : tensor<32x16xf8E4M3FN> -> tensor<32x16xf16>
  // CHECK-NEXT: nv_tileaa.dot %[[AH]], %[[BH]], %[[C16]] {fast_acc} : tensor<16x32xf16>, tensor<32x16xf16>, tensor<16x16xf16> -> tensor<16x16xf16>
  // CHECK-NEXT: %[[FH:.*]] = nv_tileaa.fp_to_fp %[[F]] : tensor<16x32xf8E5M2> -> tensor<16x32xf16>
  // CHECK-NEXT: %[[EH:.*]] = nv_tileaa.fp_to_fp %[[E]] : tensor<32x16xf8E5M2> -> tensor<32x16xf16>
  // CHECK-NEXT: nv_tileaa.dot %[[FH]], %[[EH]], %[[C16]] : tensor<16x32xf16>, tensor<32x16xf16>, tensor<16x16xf16> -> tensor<16x16xf16>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @mmaf_fp8(%a: tile<16x32xf8E4M3FN>, %b: tile<32x16xf8E4M3FN>, %c32: tile<16x16xf32>, %c16: tile<16x16xf16>,
                         %e: tile<32x16xf8E5M2>, %f: tile<16x32xf8E5M2>) {
    %0 = mmaf %a, %b, %c32 : tile<16x32xf8E4M3FN>, tile<32x16xf8E4M3FN>, tile<16x16xf32>
    %1 = mmaf %a, %b, %c16 fast_acc : tile<16x32xf8E4M3FN>, tile<32x16xf8E4M3FN>, tile<16x16xf16>
    %2 = mmaf %f, %e, %c16 : tile<16x32xf8E5M2>, tile<32x16xf8E5M2>, tile<16x16xf16>
    return
  }

  // The chapter's mmai examples, and the mixed signedness pairs.
  // CHECK-LABEL: nv_tileaa.func @mmai(
  // CHECK-SAME: %[[A:[^:]*]]: tensor<4x8xi8>, %[[B:[^:]*]]: tensor<8x2xi8>, %[[C:[^:]*]]: tensor<4x2xi32>) {
  // CHECK-NEXT: %[[A0:.*]] = arith.constant dense<0> : tensor<4x8xi8>
  // CHECK-NEXT: %[[B0:.*]] = arith.constant dense<0> : tensor<8x2xi8>
  // CHECK-NEXT: %[[C0:.*]] = arith.constant dense<0> : tensor<4x2xi32>
  // CHECK-NEXT: nv_tileaa.dot %[[A0]], %[[B0]], %[[C0]] {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<signed>} : tensor<4x8xi8>, tensor<8x2xi8>, tensor<4x2xi32> -> tensor<4x2xi32>
  // CHECK-NEXT: %[[A1:.*]] = arith.constant dense<0> : tensor<2x4x8xi8>
  // CHECK-NEXT: %[[B1:.*]] = arith.constant dense<0> : tensor<2x8x2xi8>
  // CHECK-NEXT: %[[C1:.*]] = arith.constant dense<0> : tensor<2x4x2xi32>
  // CHECK-NEXT: nv_tileaa.dot %[[A1]], %[[B1]], %[[C1]] {signedness_a = #nv_tileaa.signedness<unsigned>, signedness_b = #nv_tileaa.signedness<unsigned>} : tensor<2x4x8xi8>, tensor<2x8x2xi8>, tensor<2x4x2xi32> -> tensor<2x4x2xi32>
  // CHECK-NEXT: nv_tileaa.dot %[[A]], %[[B]], %[[C]] {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>}
  // CHECK-NEXT: nv_tileaa.dot %[[A]], %[[B]], %[[C]] {signedness_a = #nv_tileaa.signedness<unsigned>, signedness_b = #nv_tileaa.signedness<signed>}
  // CHECK-NEXT: nv_tileaa.return
  testing$func @mmai(%a: tile<4x8xi8>, %b: tile<8x2xi8>, %c: tile<4x2xi32>) {
    %lhs0 = cuda_tile.constant <i8: 0> : tile<4x8xi8>
    %rhs0 = cuda_tile.constant <i8: 0> : tile<8x2xi8>
    %acc0 = cuda_tile.constant <i32: 0> : tile<4x2xi32>
    %0 = mmai %lhs0, %rhs0, %acc0 signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    %lhs1 = cuda_tile.constant <i8: 0> : tile<2x4x8xi8>
    %rhs1 = cuda_tile.constant <i8: 0> : tile<2x8x2xi8>
    %acc1 = cuda_tile.constant <i32: 0> : tile<2x4x2xi32>
    %1 = mmai %lhs1, %rhs1, %acc1 unsigned unsigned : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<2x4x2xi32>
    %2 = mmai %a, %b, %c signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    %3 = mmai %a, %b, %c unsigned signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    return
  }
}

// -----

// mmaf_scaled: the scale factors become the dot's sfa and sfb operands. The
// module names an sm_100 target, which block-scaled MMA needs.
module attributes {nv_tileaa.target = "sm_100a"} {
  cuda_tile.module @scaled {
    // CHECK-LABEL: nv_tileaa.func @mmaf_scaled(
    // CHECK-SAME: %[[A:[^:]*]]: tensor<128x64xf8E4M3FN>, %[[B:[^:]*]]: tensor<64x128xf8E4M3FN>, %[[C:[^:]*]]: tensor<128x128xf32>, %[[SA:[^:]*]]: tensor<128x2xf8E8M0FNU>, %[[SB:[^:]*]]: tensor<2x128xf8E8M0FNU>,
    // CHECK-SAME: %[[P:[^:]*]]: tensor<2x64x128xf4E2M1FN>, %[[Q:[^:]*]]: tensor<2x128x64xf4E2M1FN>, %[[R:[^:]*]]: tensor<2x64x64xf32>, %[[PS:[^:]*]]: tensor<2x64x8xf8E4M3FN>, %[[QS:[^:]*]]: tensor<2x8x64xf8E4M3FN>) {
    // CHECK-NEXT: nv_tileaa.dot %[[A]], %[[B]], %[[C]] scales(%[[SA]], %[[SB]]) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    // CHECK-NEXT: nv_tileaa.dot %[[P]], %[[Q]], %[[R]] scales(%[[PS]], %[[QS]]) : tensor<2x64x128xf4E2M1FN>, tensor<2x128x64xf4E2M1FN>, tensor<2x64x64xf32>, tensor<2x64x8xf8E4M3FN>, tensor<2x8x64xf8E4M3FN> -> tensor<2x64x64xf32>
    // CHECK-NEXT: nv_tileaa.return
    testing$func @mmaf_scaled(%a: tile<128x64xf8E4M3FN>, %b: tile<64x128xf8E4M3FN>, %c: tile<128x128xf32>,
                              %sa: tile<128x2xf8E8M0FNU>, %sb: tile<2x128xf8E8M0FNU>,
                              %p: tile<2x64x128xf4E2M1FN>, %q: tile<2x128x64xf4E2M1FN>, %r: tile<2x64x64xf32>,
                              %ps: tile<2x64x8xf8E4M3FN>, %qs: tile<2x8x64xf8E4M3FN>) {
      %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<128x64xf8E4M3FN>, tile<64x128xf8E4M3FN>, tile<128x128xf32>, tile<128x2xf8E8M0FNU>, tile<2x128xf8E8M0FNU>
      %1 = mmaf_scaled %p, %q, %r, %ps, %qs : tile<2x64x128xf4E2M1FN>, tile<2x128x64xf4E2M1FN>, tile<2x64x64xf32>, tile<2x64x8xf8E4M3FN>, tile<2x8x64xf8E4M3FN>
      return
    }
  }
}

// -----

// Without such a target the dot would not verify: a clear error instead.
cuda_tile.module @scaled_no_target {
  testing$func @k(%a: tile<128x64xf8E4M3FN>, %b: tile<64x128xf8E4M3FN>, %c: tile<128x128xf32>,
                  %sa: tile<128x2xf8E8M0FNU>, %sb: tile<2x128xf8E8M0FNU>) {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op needs sm_100 or newer: the enclosing module's nv_tileaa.target must name it (block-scaled MMA)}}
    // expected-error @below {{failed to legalize operation 'cuda_tile.mmaf_scaled'}}
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<128x64xf8E4M3FN>, tile<64x128xf8E4M3FN>, tile<128x128xf32>, tile<128x2xf8E8M0FNU>, tile<2x128xf8E8M0FNU>
    return
  }
}

// -----

module attributes {nv_tileaa.target = "sm_90a"} {
  cuda_tile.module @scaled_old_target {
    testing$func @k(%a: tile<128x64xf8E4M3FN>, %b: tile<64x128xf8E4M3FN>, %c: tile<128x128xf32>,
                    %sa: tile<128x2xf8E8M0FNU>, %sb: tile<2x128xf8E8M0FNU>) {
      // expected-error @below {{'cuda_tile.mmaf_scaled' op needs sm_100 or newer}}
      // expected-error @below {{failed to legalize operation 'cuda_tile.mmaf_scaled'}}
      %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<128x64xf8E4M3FN>, tile<64x128xf8E4M3FN>, tile<128x128xf32>, tile<128x2xf8E8M0FNU>, tile<2x128xf8E8M0FNU>
      return
    }
  }
}
