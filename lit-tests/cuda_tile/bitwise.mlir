// andi (section 8.9) prints in NVIDIA's form, from custom and from generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: testing$func @andi
cuda_tile.module @m {
  testing$func @andi(%a: tile<4xi32>, %b: tile<4xi32>, %p: tile<i1>, %c: !cuda_tile.tile<2x8xi64>) {
    // CHECK: andi %arg0, %arg1 : tile<4xi32>
    // CHECK: andi %arg2, %arg2 : tile<i1>
    // CHECK: andi %arg3, %arg3 : tile<2x8xi64>
    // GENERIC: "cuda_tile.andi"(%{{.*}}, %{{.*}}) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    %0 = andi %a, %b : tile<4xi32>
    %1 = andi %p, %p : tile<i1>
    %2 = andi %c, %c : !cuda_tile.tile<2x8xi64>
  }
}
