// convert_layout canonicalization: a conversion to the same layout folds away; a conversion of a conversion
// converts the original (and cancels when it comes back), unless the middle tile is staged in shared memory;
// a splat constant becomes the same constant in the new layout (not in shared memory); a dense one stays.
// RUN: tile-opt %s -canonicalize -split-input-file | FileCheck %s

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// CHECK-LABEL: nv_tileaa.func @identity(
// CHECK-SAME: %[[A:.*]]: tensor<64x64xf32, #blocked>, %[[X:.*]]: tensor<64x64xf32>)
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.return %[[A]], %[[X]]
nv_tileaa.func @identity(%a: tensor<64x64xf32, #blocked>, %x: tensor<64x64xf32>)
    -> (tensor<64x64xf32, #blocked>, tensor<64x64xf32>) {
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked>
  %1 = nv_tileaa.convert_layout %x : tensor<64x64xf32> -> tensor<64x64xf32>
  nv_tileaa.return %0, %1 : tensor<64x64xf32, #blocked>, tensor<64x64xf32>
}

// -----

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>

// A -> B -> C is A -> C.
// CHECK-LABEL: nv_tileaa.func @chain(
// CHECK-SAME: %[[A:.*]]: tensor<64x64xf32, #blocked>)
// CHECK-NEXT: %[[C:.*]] = nv_tileaa.convert_layout %[[A]] : tensor<64x64xf32, #blocked> -> tensor<64x64xf32>
// CHECK-NEXT: nv_tileaa.return %[[C]]
nv_tileaa.func @chain(%a: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32> {
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
  %1 = nv_tileaa.convert_layout %0 : tensor<64x64xf32, #mma> -> tensor<64x64xf32>
  nv_tileaa.return %1 : tensor<64x64xf32>
}

// A -> B -> A is A: nothing is left.
// CHECK-LABEL: nv_tileaa.func @round_trip(
// CHECK-SAME: %[[A:.*]]: tensor<64x64xf32, #blocked>)
// CHECK-NEXT: nv_tileaa.return %[[A]]
nv_tileaa.func @round_trip(%a: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
  %1 = nv_tileaa.convert_layout %0 : tensor<64x64xf32, #mma> -> tensor<64x64xf32>
  %2 = nv_tileaa.convert_layout %1 : tensor<64x64xf32> -> tensor<64x64xf32, #blocked>
  nv_tileaa.return %2 : tensor<64x64xf32, #blocked>
}

// The middle conversion has another user: it stays, and the last one converts the original.
// CHECK-LABEL: nv_tileaa.func @chain_shared_middle_value(
// CHECK-SAME: %[[A:.*]]: tensor<64x64xf32, #blocked>)
// CHECK-NEXT: %[[M:.*]] = nv_tileaa.convert_layout %[[A]] : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.convert_layout %[[A]] : tensor<64x64xf32, #blocked> -> tensor<64x64xf32>
// CHECK-NEXT: nv_tileaa.return %[[M]], %[[D]]
nv_tileaa.func @chain_shared_middle_value(%a: tensor<64x64xf32, #blocked>) -> (tensor<64x64xf32, #mma>, tensor<64x64xf32>) {
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
  %1 = nv_tileaa.convert_layout %0 : tensor<64x64xf32, #mma> -> tensor<64x64xf32>
  nv_tileaa.return %0, %1 : tensor<64x64xf32, #mma>, tensor<64x64xf32>
}

// -----

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
#dot_a = #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 2>

// A staging in shared memory that a pass chose stays: blocked -> shared -> dot_op keeps both conversions.
// CHECK-LABEL: nv_tileaa.func @through_shared(
// CHECK-SAME: %[[A:.*]]: tensor<64x64xf16, #blocked>)
// CHECK-NEXT: %[[S:.*]] = nv_tileaa.convert_layout %[[A]] : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #shared>
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.convert_layout %[[S]] : tensor<64x64xf16, #shared> -> tensor<64x64xf16, #dot_op>
// CHECK-NEXT: nv_tileaa.return %[[D]]
nv_tileaa.func @through_shared(%a: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #dot_a> {
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #shared>
  %1 = nv_tileaa.convert_layout %0 : tensor<64x64xf16, #shared> -> tensor<64x64xf16, #dot_a>
  nv_tileaa.return %1 : tensor<64x64xf16, #dot_a>
}

// Even back to the original layout: blocked -> shared -> blocked stays.
// CHECK-LABEL: nv_tileaa.func @through_shared_and_back(
// CHECK-SAME: %[[A:.*]]: tensor<64x64xf16, #blocked>)
// CHECK-NEXT: %[[S:.*]] = nv_tileaa.convert_layout %[[A]] : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #shared>
// CHECK-NEXT: %[[B:.*]] = nv_tileaa.convert_layout %[[S]] : tensor<64x64xf16, #shared> -> tensor<64x64xf16, #blocked>
// CHECK-NEXT: nv_tileaa.return %[[B]]
nv_tileaa.func @through_shared_and_back(%a: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked> {
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #shared>
  %1 = nv_tileaa.convert_layout %0 : tensor<64x64xf16, #shared> -> tensor<64x64xf16, #blocked>
  nv_tileaa.return %1 : tensor<64x64xf16, #blocked>
}

// A shared source is no middle: shared -> blocked -> default is shared -> default.
// CHECK-LABEL: nv_tileaa.func @from_shared(
// CHECK-SAME: %[[S:.*]]: tensor<64x64xf16, #shared>)
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.convert_layout %[[S]] : tensor<64x64xf16, #shared> -> tensor<64x64xf16>
// CHECK-NEXT: nv_tileaa.return %[[D]]
nv_tileaa.func @from_shared(%s: tensor<64x64xf16, #shared>) -> tensor<64x64xf16> {
  %0 = nv_tileaa.convert_layout %s : tensor<64x64xf16, #shared> -> tensor<64x64xf16, #blocked>
  %1 = nv_tileaa.convert_layout %0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16>
  nv_tileaa.return %1 : tensor<64x64xf16>
}

// Into shared memory through a register layout: default -> blocked -> shared is default -> shared.
// CHECK-LABEL: nv_tileaa.func @to_shared(
// CHECK-SAME: %[[X:.*]]: tensor<64x64xf16>)
// CHECK-NEXT: %[[S:.*]] = nv_tileaa.convert_layout %[[X]] : tensor<64x64xf16> -> tensor<64x64xf16, #shared>
// CHECK-NEXT: nv_tileaa.return %[[S]]
nv_tileaa.func @to_shared(%x: tensor<64x64xf16>) -> tensor<64x64xf16, #shared> {
  %0 = nv_tileaa.convert_layout %x : tensor<64x64xf16> -> tensor<64x64xf16, #blocked>
  %1 = nv_tileaa.convert_layout %0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #shared>
  nv_tileaa.return %1 : tensor<64x64xf16, #shared>
}

// -----

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>

// A splat constant is the same constant in any register layout.
// CHECK-LABEL: nv_tileaa.func @splat(
// CHECK-DAG: %[[F:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK-DAG: %[[I:.*]] = arith.constant dense<7> : tensor<64x64xi32, #blocked>
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.return %[[F]], %[[I]]
nv_tileaa.func @splat() -> (tensor<64x64xf32, #mma>, tensor<64x64xi32, #blocked>) {
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %0 = nv_tileaa.convert_layout %zero : tensor<64x64xf32> -> tensor<64x64xf32, #mma>
  %seven = arith.constant dense<7> : tensor<64x64xi32, #mma>
  %1 = nv_tileaa.convert_layout %seven : tensor<64x64xi32, #mma> -> tensor<64x64xi32, #blocked>
  nv_tileaa.return %0, %1 : tensor<64x64xf32, #mma>, tensor<64x64xi32, #blocked>
}

// But a splat is not put in shared memory by canonicalization: the staging is written by the conversion.
// CHECK-LABEL: nv_tileaa.func @splat_to_shared(
// CHECK: %[[C:.*]] = arith.constant dense<1.000000e+00> : tensor<64x64xf16>
// CHECK-NEXT: %[[S:.*]] = nv_tileaa.convert_layout %[[C]] : tensor<64x64xf16> -> tensor<64x64xf16, #shared>
// CHECK-NEXT: nv_tileaa.return %[[S]]
nv_tileaa.func @splat_to_shared() -> tensor<64x64xf16, #shared> {
  %one = arith.constant dense<1.0> : tensor<64x64xf16>
  %0 = nv_tileaa.convert_layout %one : tensor<64x64xf16> -> tensor<64x64xf16, #shared>
  nv_tileaa.return %0 : tensor<64x64xf16, #shared>
}

// A constant that is not a splat keeps its conversion (its elements do move).
// CHECK-LABEL: nv_tileaa.func @dense(
// CHECK: %[[C:.*]] = arith.constant dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.convert_layout %[[C]] : tensor<2x2xf32> -> tensor<2x2xf32, #blocked1>
// CHECK-NEXT: nv_tileaa.return %[[D]]
nv_tileaa.func @dense() -> tensor<2x2xf32, #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [0, 1]>> {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %0 = nv_tileaa.convert_layout %c : tensor<2x2xf32> -> tensor<2x2xf32, #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [0, 1]>>
  nv_tileaa.return %0 : tensor<2x2xf32, #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [0, 1]>>
}

// An unused conversion is dead (the op is pure).
// CHECK-LABEL: nv_tileaa.func @dead(
// CHECK-NEXT: nv_tileaa.return
nv_tileaa.func @dead(%a: tensor<64x64xf32, #blocked>) {
  %0 = nv_tileaa.convert_layout %a : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
  nv_tileaa.return
}
