// --canonicalize on addf, assume and constant (13.3 addendum §4.1-§4.3).
// RUN: tile-opt --canonicalize %s | FileCheck %s
// RUN: tile-opt --canonicalize %s | tile-opt --canonicalize | FileCheck %s
cuda_tile.module @m {

  // addf: a product on the right moves left (rounding and flush_to_zero kept);
  // not when both or neither operand is a product.
  // CHECK-LABEL: testing$func @product_left(
  // CHECK-NEXT: %0 = mulf %arg0, %arg1  : tile<4xf32>
  // CHECK-NEXT: %1 = mulf %arg1, %arg2  : tile<4xf32>
  // CHECK-NEXT: %2 = addf %0, %arg2 rounding<zero> flush_to_zero : tile<4xf32>
  // CHECK-NEXT: %3 = addf %0, %1  : tile<4xf32>
  // CHECK-NEXT: %4 = addf %arg0, %arg2  : tile<4xf32>
  // CHECK-NEXT: return %2, %3, %4 : tile<4xf32>, tile<4xf32>, tile<4xf32>
  // CHECK-NEXT: }
  testing$func @product_left(%x: tile<4xf32>, %y: tile<4xf32>, %z: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %m = mulf %x, %y : tile<4xf32>
    %n = mulf %y, %z : tile<4xf32>
    %a = addf %z, %m rounding<zero> flush_to_zero : tile<4xf32>
    %b = addf %m, %n : tile<4xf32>
    %c = addf %x, %z : tile<4xf32>
    return %a, %b, %c : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // assume: the same predicate twice is one assume; different ones stay.
  // CHECK-LABEL: testing$func @assume_twice(
  // CHECK-NEXT: %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  // CHECK-NEXT: %assume_assume = assume div_by<32>, %assume : tile<ptr<f32>>
  // CHECK-NEXT: return %assume, %assume_assume : tile<ptr<f32>>, tile<ptr<f32>>
  // CHECK-NEXT: }
  testing$func @assume_twice(%p: tile<ptr<f32>>) -> (tile<ptr<f32>>, tile<ptr<f32>>) {
    %a = assume div_by<16>, %p : tile<ptr<f32>>
    %b = assume div_by<16>, %a : tile<ptr<f32>>
    %c = assume div_by<32>, %a : tile<ptr<f32>>
    return %b, %c : tile<ptr<f32>>, tile<ptr<f32>>
  }

  // constant folds to itself: equal constants become one, at the start of the
  // function, and unused ones go.
  // CHECK-LABEL: testing$func @constants_hoisted(
  // CHECK-NEXT: %cst_3_i32 = constant <i32: 3> : tile<i32>
  // CHECK-NEXT: %0 = addi %arg1, %arg1 : tile<i32>
  // CHECK-NEXT: %1 = if %arg0 -> (tile<i32>) {
  // CHECK-NEXT: %2 = muli %0, %cst_3_i32 : tile<i32>
  // CHECK-NEXT: yield %2 : tile<i32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %2 = addi %0, %cst_3_i32 : tile<i32>
  // CHECK-NEXT: yield %2 : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %1 : tile<i32>
  // CHECK-NEXT: }
  testing$func @constants_hoisted(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %a = addi %x, %x : tile<i32>
    %k1 = constant <i32: 3> : tile<i32>
    %r = if %c -> (tile<i32>) {
      %k2 = constant <i32: 3> : tile<i32>
      %s = muli %a, %k2 : tile<i32>
      yield %s : tile<i32>
    } else {
      %unused = constant <i32: 9> : tile<i32>
      %s = addi %a, %k1 : tile<i32>
      yield %s : tile<i32>
    }
    return %r : tile<i32>
  }
}
