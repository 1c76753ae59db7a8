// The layout encodings of nv_tileaa tensors (blocked, slice, mma, dot_op, shared) and convert_layout
// parse, print under their aliases and re-parse, in custom and generic form.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// Without aliases every encoding prints in full.
// RUN: tile-opt --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL

// Each distinct encoding gets one alias named after its mnemonic, numbered from the second on.
// CHECK-DAG: #[[B0:blocked[0-9]*]] = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-DAG: #[[B1:blocked[0-9]*]] = #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-DAG: #[[B3:blocked[0-9]*]] = #nv_tileaa.blocked<sizePerThread = [1, 1, 2], threadsPerWarp = [2, 4, 4], warpsPerCTA = [1, 2, 1], order = [0, 2, 1]>
// CHECK-DAG: #[[MMA:mma[0-9]*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// CHECK-DAG: #[[MMA1:mma[0-9]*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
// CHECK-DAG: #[[SH:shared[0-9]*]] = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-DAG: #[[SH1:shared[0-9]*]] = #nv_tileaa.shared<vec = 4, perPhase = 2, maxPhase = 4, order = [0, 1]>
// CHECK-DAG: #[[SH2:shared[0-9]*]] = #nv_tileaa.shared<vec = 1, perPhase = 1, maxPhase = 1, order = [0]>
// CHECK-DAG: #[[A:dot_op[0-9]*]] = #nv_tileaa.dot_op<opIdx = 0, parent = #[[MMA]], kWidth = 2>
// CHECK-DAG: #[[B:dot_op[0-9]*]] = #nv_tileaa.dot_op<opIdx = 1, parent = #[[MMA]], kWidth = 2>
// CHECK-DAG: #[[A4:dot_op[0-9]*]] = #nv_tileaa.dot_op<opIdx = 0, parent = #[[MMA1]], kWidth = 4>
// CHECK-DAG: #[[A1:dot_op[0-9]*]] = #nv_tileaa.dot_op<opIdx = 0, parent = #[[MMA1]], kWidth = 1>
// CHECK-DAG: #[[S0:slice[0-9]*]] = #nv_tileaa.slice<dim = 1, parent = #[[B0]]>
// CHECK-DAG: #[[S1:slice[0-9]*]] = #nv_tileaa.slice<dim = 0, parent = #[[MMA]]>
// CHECK-DAG: #[[S2:slice[0-9]*]] = #nv_tileaa.slice<dim = 0, parent = #[[S0]]>
// CHECK-DAG: #[[S3:slice[0-9]*]] = #nv_tileaa.slice<dim = 1, parent = #[[A]]>

// LOCAL-NOT: #blocked =
// LOCAL: tensor<128x64xf16, #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>>
// LOCAL-SAME: tensor<64xf32, #nv_tileaa.slice<dim = 1, parent = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>>>
// LOCAL: tensor<64x32xf16, #nv_tileaa.dot_op<opIdx = 0, parent = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>, kWidth = 2>>

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>

// CHECK-LABEL: nv_tileaa.func @encodings(
// CHECK-SAME: %{{.*}}: tensor<128x64xf16, #[[B0]]>,
// CHECK-SAME: %{{.*}}: tensor<64xf32, #[[S0]]>,
// CHECK-SAME: %{{.*}}: tensor<1024xi32, #[[B1]]>,
// CHECK-SAME: %{{.*}}: tensor<2x8x4xf32, #[[B3]]>,
// CHECK-SAME: %{{.*}}: tensor<64x32xf32, #[[MMA]]>,
// CHECK-SAME: %{{.*}}: tensor<32xf32, #[[S1]]>,
// CHECK-SAME: %{{.*}}: tensor<64x32xf16, #[[A]]>,
// CHECK-SAME: %{{.*}}: tensor<32x32xf16, #[[B]]>,
// CHECK-SAME: %{{.*}}: tensor<64x32xi8, #[[A4]]>,
// CHECK-SAME: %{{.*}}: tensor<64x8xf32, #[[A1]]>,
// CHECK-SAME: %{{.*}}: tensor<64x64xf16, #[[SH]]>,
// CHECK-SAME: %{{.*}}: tensor<32x64xbf16, #[[SH1]]>,
// CHECK-SAME: %{{.*}}: tensor<16xf32, #[[SH2]]>,
// CHECK-SAME: %{{.*}}: tensor<f32, #[[S2]]>,
// CHECK-SAME: %{{.*}}: tensor<64xf16, #[[S3]]>)
nv_tileaa.func @encodings(
    %a: tensor<128x64xf16, #blocked>,
    %b: tensor<64xf32, #nv_tileaa.slice<dim = 1, parent = #blocked>>,
    %c: tensor<1024xi32, #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>>,
    %d: tensor<2x8x4xf32, #nv_tileaa.blocked<sizePerThread = [1, 1, 2], threadsPerWarp = [2, 4, 4], warpsPerCTA = [1, 2, 1], order = [0, 2, 1]>>,
    %e: tensor<64x32xf32, #mma>,
    %f: tensor<32xf32, #nv_tileaa.slice<dim = 0, parent = #mma>>,
    %g: tensor<64x32xf16, #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 2>>,
    %h: tensor<32x32xf16, #nv_tileaa.dot_op<opIdx = 1, parent = #mma, kWidth = 2>>,
    %i: tensor<64x32xi8, #nv_tileaa.dot_op<opIdx = 0, parent = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>, kWidth = 4>>,
    %j: tensor<64x8xf32, #nv_tileaa.dot_op<opIdx = 0, parent = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>, kWidth = 1>>,
    %k: tensor<64x64xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>,
    %l: tensor<32x64xbf16, #nv_tileaa.shared<vec = 4, perPhase = 2, maxPhase = 4, order = [0, 1]>>,
    %m: tensor<16xf32, #nv_tileaa.shared<vec = 1, perPhase = 1, maxPhase = 1, order = [0]>>,
    // A slice of a slice: a rank-0 tile.
    %n: tensor<f32, #nv_tileaa.slice<dim = 0, parent = #nv_tileaa.slice<dim = 1, parent = #blocked>>>,
    %o: tensor<64xf16, #nv_tileaa.slice<dim = 1, parent = #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 2>>>) {
  nv_tileaa.return
}

// convert_layout between every kind, and from and to the default (no encoding) layout.
// CHECK-LABEL: nv_tileaa.func @convert_layout(
nv_tileaa.func @convert_layout(%a: tensor<128x64xf16, #blocked>, %x: tensor<64x32xf32>) -> tensor<64x32xf32> {
  // CHECK: %[[M:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<128x64xf16, #[[B0]]> -> tensor<128x64xf16, #[[MMA]]>
  %0 = nv_tileaa.convert_layout %a : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #mma>
  // CHECK-NEXT: %[[S:.*]] = nv_tileaa.convert_layout %[[M]] : tensor<128x64xf16, #[[MMA]]> -> tensor<128x64xf16, #[[SH]]>
  %1 = nv_tileaa.convert_layout %0 : tensor<128x64xf16, #mma> -> tensor<128x64xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>
  // CHECK-NEXT: nv_tileaa.convert_layout %[[S]] : tensor<128x64xf16, #[[SH]]> -> tensor<128x64xf16, #[[A]]>
  %2 = nv_tileaa.convert_layout %1 : tensor<128x64xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>> -> tensor<128x64xf16, #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 2>>
  // CHECK-NEXT: %[[D:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<64x32xf32> -> tensor<64x32xf32, #[[MMA]]>
  %3 = nv_tileaa.convert_layout %x : tensor<64x32xf32> -> tensor<64x32xf32, #mma>
  // CHECK-NEXT: %[[E:.*]] = nv_tileaa.convert_layout %[[D]] : tensor<64x32xf32, #[[MMA]]> -> tensor<64x32xf32>
  %4 = nv_tileaa.convert_layout %3 : tensor<64x32xf32, #mma> -> tensor<64x32xf32>
  // The same layout on both sides parses (and folds under canonicalization).
  // CHECK-NEXT: %[[F:.*]] = nv_tileaa.convert_layout %[[E]] : tensor<64x32xf32> -> tensor<64x32xf32>
  %5 = nv_tileaa.convert_layout %4 : tensor<64x32xf32> -> tensor<64x32xf32>
  // The generic form.
  // CHECK-NEXT: %[[G:.*]] = nv_tileaa.convert_layout %[[F]] : tensor<64x32xf32> -> tensor<64x32xf32, #[[MMA]]>
  %6 = "nv_tileaa.convert_layout"(%5) : (tensor<64x32xf32>) -> tensor<64x32xf32, #mma>
  // CHECK-NEXT: nv_tileaa.convert_layout %[[G]] : tensor<64x32xf32, #[[MMA]]> -> tensor<64x32xf32>
  %7 = nv_tileaa.convert_layout %6 : tensor<64x32xf32, #mma> -> tensor<64x32xf32>
  nv_tileaa.return %7 : tensor<64x32xf32>
}

// Encodings ride on other ops' tiles too: a dot on tensor cores takes shared operands and an mma accumulator.
// CHECK-LABEL: nv_tileaa.func @dot(
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xf16, #[[SH]]>, tensor<32x32xf16, #[[SH]]>, tensor<64x32xf32, #[[MMA]]> -> tensor<64x32xf32, #[[MMA]]>
nv_tileaa.func @dot(%a: tensor<64x32xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>,
                    %b: tensor<32x32xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>,
                    %c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>, tensor<32x32xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>, tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
  nv_tileaa.return %d : tensor<64x32xf32, #mma>
}
