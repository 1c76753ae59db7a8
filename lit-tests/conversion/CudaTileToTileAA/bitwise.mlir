// convert-cuda-tile-to-tileaa, bitwise: andi is arith.andi on every integer width.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

// CHECK-LABEL: nv_tileaa.func @andi(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.andi %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.andi %[[C]], %[[C]] : i1
// CHECK-NEXT: arith.andi %[[D]], %[[D]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @andi(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = andi %a, %b : tile<4xi32>
    %1 = andi %c, %c : tile<i1>
    %2 = andi %d, %d : tile<i64>
    return
  }
}
