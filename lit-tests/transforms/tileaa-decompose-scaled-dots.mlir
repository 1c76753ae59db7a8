// tileaa-decompose-scaled-dots: a block-scaled dot becomes one plain dot per
// scale block (f8 operands kept, f4E2M1FN widened to f16), each block's f32
// sum multiplied by its row scale and, fused with the accumulation, its
// column scale. Plain dots are left alone.
// RUN: tile-opt %s --tileaa-decompose-scaled-dots=remarks -split-input-file -verify-diagnostics | FileCheck %s --implicit-check-not=scales

module attributes {nv_tileaa.target = "sm_100a"} {
  // CHECK-LABEL: nv_tileaa.func @mx_fp8(
  // CHECK-SAME: %[[A:[^:]*]]: tensor<64x64xf8E4M3FN>, %[[B:[^:]*]]: tensor<64x32xf8E4M3FN>, %[[C:[^:]*]]: tensor<64x32xf32>, %[[SA:[^:]*]]: tensor<64x2xf8E8M0FNU>, %[[SB:[^:]*]]: tensor<2x32xf8E8M0FNU>)
  // CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
  // CHECK-DAG: %[[I0:.*]] = arith.constant 0 : index
  // CHECK: %[[A0:.*]] = nv_tileaa.extract_slice %[[A]][%[[I0]], %[[I0]]] : tensor<64x64xf8E4M3FN> -> tensor<64x32xf8E4M3FN>
  // CHECK-NEXT: %[[B0:.*]] = nv_tileaa.extract_slice %[[B]][%[[I0]], %[[I0]]] : tensor<64x32xf8E4M3FN> -> tensor<32x32xf8E4M3FN>
  // CHECK-NEXT: %[[P0:.*]] = nv_tileaa.dot %[[A0]], %[[B0]], %[[ZERO]] : tensor<64x32xf8E4M3FN>, tensor<32x32xf8E4M3FN>, tensor<64x32xf32> -> tensor<64x32xf32>
  // CHECK-NEXT: %[[SA0:.*]] = nv_tileaa.extract_slice %[[SA]][%[[I0]], %[[I0]]] : tensor<64x2xf8E8M0FNU> -> tensor<64x1xf8E8M0FNU>
  // CHECK-NEXT: %[[SA0F:.*]] = nv_tileaa.fp_to_fp %[[SA0]] : tensor<64x1xf8E8M0FNU> -> tensor<64x1xf32>
  // CHECK-NEXT: %[[SB0:.*]] = nv_tileaa.extract_slice %[[SB]][%[[I0]], %[[I0]]] : tensor<2x32xf8E8M0FNU> -> tensor<1x32xf8E8M0FNU>
  // CHECK-NEXT: %[[SB0F:.*]] = nv_tileaa.fp_to_fp %[[SB0]] : tensor<1x32xf8E8M0FNU> -> tensor<1x32xf32>
  // CHECK-NEXT: %[[ROW0:.*]] = nv_tileaa.broadcast %[[SA0F]] : tensor<64x1xf32> -> tensor<64x32xf32>
  // CHECK-NEXT: %[[COL0:.*]] = nv_tileaa.broadcast %[[SB0F]] : tensor<1x32xf32> -> tensor<64x32xf32>
  // CHECK-NEXT: %[[R0:.*]] = nv_tileaa.mulf %[[P0]], %[[ROW0]] : tensor<64x32xf32>
  // CHECK-NEXT: %[[ACC0:.*]] = nv_tileaa.fma %[[R0]], %[[COL0]], %[[C]] : tensor<64x32xf32>
  // CHECK-NEXT: %[[I32:.*]] = arith.constant 32 : index
  // CHECK-NEXT: nv_tileaa.extract_slice %[[A]][%[[I0]], %[[I32]]] : tensor<64x64xf8E4M3FN> -> tensor<64x32xf8E4M3FN>
  // CHECK: nv_tileaa.extract_slice %[[B]][%[[I32]], %[[I0]]] : tensor<64x32xf8E4M3FN> -> tensor<32x32xf8E4M3FN>
  // CHECK: %[[I1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: nv_tileaa.extract_slice %[[SA]][%[[I0]], %[[I1]]] : tensor<64x2xf8E8M0FNU> -> tensor<64x1xf8E8M0FNU>
  // CHECK: nv_tileaa.extract_slice %[[SB]][%[[I1]], %[[I0]]] : tensor<2x32xf8E8M0FNU> -> tensor<1x32xf8E8M0FNU>
  // CHECK: %[[ACC1:.*]] = nv_tileaa.fma %{{.*}}, %{{.*}}, %[[ACC0]] : tensor<64x32xf32>
  // CHECK-NEXT: nv_tileaa.return %[[ACC1]]
  nv_tileaa.func @mx_fp8(%a: tensor<64x64xf8E4M3FN>, %b: tensor<64x32xf8E4M3FN>, %c: tensor<64x32xf32>, %sa: tensor<64x2xf8E8M0FNU>, %sb: tensor<2x32xf8E8M0FNU>) -> tensor<64x32xf32> {
    // expected-remark @below {{block-scaled dot decomposed (not on tcgen05.mma.block_scale: M = 64 is not a multiple of 128 (the rows of a .cta_group::1 block-scaled mma)): 2 dots of K = 32 on 'f8E4M3FN' operands, the scales applied to each block's f32 sum}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<64x64xf8E4M3FN>, tensor<64x32xf8E4M3FN>, tensor<64x32xf32>, tensor<64x2xf8E8M0FNU>, tensor<2x32xf8E8M0FNU> -> tensor<64x32xf32>
    nv_tileaa.return %d : tensor<64x32xf32>
  }
}

// -----

// NV-FP4, batched: the slices keep the batch axis whole; f4 widens to f16.
module attributes {nv_tileaa.target = "sm_100a"} {
  // CHECK-LABEL: nv_tileaa.func @nv_fp4_batched(
  // CHECK: nv_tileaa.fp_to_fp %{{.*}} : tensor<2x32x16xf4E2M1FN> -> tensor<2x32x16xf16>
  // CHECK: nv_tileaa.fp_to_fp %{{.*}} : tensor<2x16x32xf4E2M1FN> -> tensor<2x16x32xf16>
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x32x16xf16>, tensor<2x16x32xf16>, tensor<2x32x32xf32> -> tensor<2x32x32xf32>
  // CHECK: nv_tileaa.extract_slice %{{.*}} : tensor<2x32x2xf8E4M3FN> -> tensor<2x32x1xf8E4M3FN>
  // CHECK: nv_tileaa.fp_to_fp %{{.*}} : tensor<2x32x1xf8E4M3FN> -> tensor<2x32x1xf32>
  // CHECK: nv_tileaa.broadcast %{{.*}} : tensor<2x1x32xf32> -> tensor<2x32x32xf32>
  // CHECK: nv_tileaa.fp_to_fp %{{.*}} : tensor<2x32x16xf4E2M1FN> -> tensor<2x32x16xf16>
  // CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x32x16xf16>, tensor<2x16x32xf16>, tensor<2x32x32xf32> -> tensor<2x32x32xf32>
  // CHECK-NOT: nv_tileaa.dot
  // CHECK: nv_tileaa.return
  nv_tileaa.func @nv_fp4_batched(%a: tensor<2x32x32xf4E2M1FN>, %b: tensor<2x32x32xf4E2M1FN>, %c: tensor<2x32x32xf32>, %sa: tensor<2x32x2xf8E4M3FN>, %sb: tensor<2x2x32xf8E4M3FN>) -> tensor<2x32x32xf32> {
    // expected-remark @below {{(not on tcgen05.mma.block_scale: a batched dot): 2 dots of K = 16 on 'f16' operands}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<2x32x32xf4E2M1FN>, tensor<2x32x32xf4E2M1FN>, tensor<2x32x32xf32>, tensor<2x32x2xf8E4M3FN>, tensor<2x2x32xf8E4M3FN> -> tensor<2x32x32xf32>
    nv_tileaa.return %d : tensor<2x32x32xf32>
  }
}

// -----

// Not block-scaled: untouched, and no remark.
// CHECK-LABEL: nv_tileaa.func @plain(
// CHECK-NEXT: nv_tileaa.dot %arg0, %arg1, %arg2 : tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32> -> tensor<16x16xf32>
// CHECK-NEXT: nv_tileaa.return
nv_tileaa.func @plain(%a: tensor<16x16xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32> -> tensor<16x16xf32>
  nv_tileaa.return %d : tensor<16x16xf32>
}
