// convert-cuda-tile-to-tileaa, comparisons: arith.cmpf / arith.cmpi, every predicate, ordering and signedness.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

// ordered: false when either is NaN (o* predicates); unordered: true (u* predicates).
// CHECK-LABEL: nv_tileaa.func @cmpf(
// CHECK-SAME: %[[A:[^:]*]]: tensor<2x2xf32>, %[[B:[^:]*]]: tensor<2x2xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: arith.cmpf oeq, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf ueq, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf one, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf une, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf olt, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf ult, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf ole, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf ule, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf ogt, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf ugt, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf oge, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf uge, %[[A]], %[[B]] : tensor<2x2xf32>
// CHECK-NEXT: arith.cmpf ult, %[[H]], %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @cmpf(%a: tile<2x2xf32>, %b: tile<2x2xf32>, %h: tile<f16>) {
    %0 = cmpf equal ordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %1 = cmpf equal unordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %2 = cmpf not_equal ordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %3 = cmpf not_equal unordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %4 = cmpf less_than ordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %5 = cmpf less_than unordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %6 = cmpf less_than_or_equal ordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %7 = cmpf less_than_or_equal unordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %8 = cmpf greater_than ordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %9 = cmpf greater_than unordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %10 = cmpf greater_than_or_equal ordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %11 = cmpf greater_than_or_equal unordered %a, %b : tile<2x2xf32> -> tile<2x2xi1>
    %12 = cmpf less_than unordered %h, %h : tile<f16> -> tile<i1>
    return
  }
}

// -----

// Signedness picks the signed or unsigned predicate; equal and not_equal have one.
// CHECK-LABEL: nv_tileaa.func @cmpi(
// CHECK-SAME: %[[A:[^:]*]]: tensor<2x2xi32>, %[[B:[^:]*]]: tensor<2x2xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.cmpi eq, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi eq, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi ne, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi ne, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi slt, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi ult, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi sle, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi ule, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi sgt, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi ugt, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi sge, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi uge, %[[A]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: arith.cmpi ult, %[[C]], %[[C]] : i1
// CHECK-NEXT: arith.cmpi sge, %[[D]], %[[D]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @cmpi(%a: tile<2x2xi32>, %b: tile<2x2xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = cmpi equal %a, %b, signed : tile<2x2xi32> -> tile<2x2xi1>
    %1 = cmpi equal %a, %b, unsigned : tile<2x2xi32> -> tile<2x2xi1>
    %2 = cmpi not_equal %a, %b, signed : tile<2x2xi32> -> tile<2x2xi1>
    %3 = cmpi not_equal %a, %b, unsigned : tile<2x2xi32> -> tile<2x2xi1>
    %4 = cmpi less_than %a, %b, signed : tile<2x2xi32> -> tile<2x2xi1>
    %5 = cmpi less_than %a, %b, unsigned : tile<2x2xi32> -> tile<2x2xi1>
    %6 = cmpi less_than_or_equal %a, %b, signed : tile<2x2xi32> -> tile<2x2xi1>
    %7 = cmpi less_than_or_equal %a, %b, unsigned : tile<2x2xi32> -> tile<2x2xi1>
    %8 = cmpi greater_than %a, %b, signed : tile<2x2xi32> -> tile<2x2xi1>
    %9 = cmpi greater_than %a, %b, unsigned : tile<2x2xi32> -> tile<2x2xi1>
    %10 = cmpi greater_than_or_equal %a, %b, signed : tile<2x2xi32> -> tile<2x2xi1>
    %11 = cmpi greater_than_or_equal %a, %b, unsigned : tile<2x2xi32> -> tile<2x2xi1>
    %12 = cmpi less_than %c, %c, unsigned : tile<i1> -> tile<i1>
    %13 = cmpi greater_than_or_equal %d, %d, signed : tile<i64> -> tile<i1>
    return
  }
}
