// --canonicalize on select: NVIDIA's folds in their order and its three patterns
// (13.3 addendum §4.5), and cases that must stay as written.
// RUN: tile-opt --canonicalize %s | FileCheck %s
// The result still parses and verifies, and a second run changes nothing.
// RUN: tile-opt --canonicalize %s | tile-opt --canonicalize | FileCheck %s

cuda_tile.module @m {

  // Fold 1: both arms the same value.
  // CHECK-LABEL: testing$func @same_arms(
  // CHECK-NEXT: return %arg1
  testing$func @same_arms(%c: tile<4xi1>, %x: tile<4xf32>) -> tile<4xf32> {
    %r = select %c, %x, %x : tile<4xi1>, tile<4xf32>
    return %r : tile<4xf32>
  }

  // Fold 2: a splat true or false condition.
  // CHECK-LABEL: testing$func @constant_condition(
  // CHECK-NEXT: return %arg0, %arg1
  testing$func @constant_condition(%x: tile<4xf32>, %y: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %t = constant <i1: true> : tile<4xi1>
    %f = constant <i1: false> : tile<4xi1>
    %a = select %t, %x, %y : tile<4xi1>, tile<4xf32>
    %b = select %f, %x, %y : tile<4xi1>, tile<4xf32>
    return %a, %b : tile<4xf32>, tile<4xf32>
  }

  // A one-element constant counts as a splat.
  // CHECK-LABEL: testing$func @one_element_condition(
  // CHECK-NEXT: return %arg0
  testing$func @one_element_condition(%x: tile<1xi32>, %y: tile<1xi32>) -> tile<1xi32> {
    %t = constant <i1: [true]> : tile<1xi1>
    %a = select %t, %x, %y : tile<1xi1>, tile<1xi32>
    return %a : tile<1xi32>
  }

  // Not a fold: a condition of mixed values and arms that are not constants stay.
  // CHECK-LABEL: testing$func @mixed_condition(
  // CHECK: %[[M:.*]] = constant <i1: [true, false]>
  // CHECK: select %[[M]], %arg0, %arg1
  testing$func @mixed_condition(%x: tile<2xi32>, %y: tile<2xi32>) -> tile<2xi32> {
    %m = constant <i1: [true, false]> : tile<2xi1>
    %a = select %m, %x, %y : tile<2xi1>, tile<2xi32>
    return %a : tile<2xi32>
  }

  // Fold 3: select c, true, false on i1 is c.
  // CHECK-LABEL: testing$func @condition_itself(
  // CHECK-NEXT: return %arg0
  testing$func @condition_itself(%c: tile<4xi1>) -> tile<4xi1> {
    %t = constant <i1: true> : tile<4xi1>
    %f = constant <i1: false> : tile<4xi1>
    %a = select %c, %t, %f : tile<4xi1>, tile<4xi1>
    return %a : tile<4xi1>
  }

  // Pattern: select p, false, true is xori p, true (reusing that constant).
  // CHECK-LABEL: testing$func @negated_condition(
  // CHECK: %[[T:.*]] = constant <i1: true> : tile<4xi1>
  // CHECK-NEXT: %[[N:.*]] = xori %arg0, %[[T]]
  // CHECK-NEXT: return %[[N]]
  testing$func @negated_condition(%c: tile<4xi1>) -> tile<4xi1> {
    %t = constant <i1: true> : tile<4xi1>
    %f = constant <i1: false> : tile<4xi1>
    %a = select %c, %f, %t : tile<4xi1>, tile<4xi1>
    return %a : tile<4xi1>
  }

  // Fold 4: select on (a == b) between a and b is the false arm, on (a != b) the true
  // arm, signed or unsigned; other predicates do not fold.
  // CHECK-LABEL: testing$func @equal_compare(
  // CHECK: %[[LT:.*]] = cmpi less_than
  // CHECK-NEXT: %[[S:.*]] = select %[[LT]], %arg0, %arg1
  // CHECK-NEXT: return %arg1, %arg0, %arg0, %arg1, %[[S]]
  testing$func @equal_compare(%a: tile<4xi32>, %b: tile<4xi32>) -> (tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>) {
    %eq = cmpi equal %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %ne = cmpi not_equal %a, %b, unsigned : tile<4xi32> -> tile<4xi1>
    %lt = cmpi less_than %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %0 = select %eq, %a, %b : tile<4xi1>, tile<4xi32>
    %1 = select %eq, %b, %a : tile<4xi1>, tile<4xi32>
    %2 = select %ne, %a, %b : tile<4xi1>, tile<4xi32>
    %3 = select %ne, %b, %a : tile<4xi1>, tile<4xi32>
    %4 = select %lt, %a, %b : tile<4xi1>, tile<4xi32>
    return %0, %1, %2, %3, %4 : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>
  }

  // cmpf is not looked through.
  // CHECK-LABEL: testing$func @float_compare(
  // CHECK: select
  testing$func @float_compare(%a: tile<4xf32>, %b: tile<4xf32>) -> tile<4xf32> {
    %eq = cmpf equal ordered %a, %b : tile<4xf32> -> tile<4xi1>
    %0 = select %eq, %a, %b : tile<4xi1>, tile<4xf32>
    return %0 : tile<4xf32>
  }

  // Fold 5: a condition xori p, true swaps the arms (a constant on the left is moved
  // right by xori's commutativity first).
  // CHECK-LABEL: testing$func @xor_condition(
  // CHECK-NOT: xori
  // CHECK: select %arg0, %arg2, %arg1
  // CHECK-NEXT: select %arg0, %arg2, %arg1
  testing$func @xor_condition(%p: tile<4xi1>, %x: tile<4xf32>, %y: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %t = constant <i1: true> : tile<4xi1>
    %n = xori %p, %t : tile<4xi1>
    %m = xori %t, %p : tile<4xi1>
    %0 = select %n, %x, %y : tile<4xi1>, tile<4xf32>
    %1 = select %m, %x, %y : tile<4xi1>, tile<4xf32>
    return %0, %1 : tile<4xf32>, tile<4xf32>
  }

  // xori with something other than true does not.
  // CHECK-LABEL: testing$func @xor_not_true(
  // CHECK: %[[X:.*]] = xori %arg0, %arg1
  // CHECK-NEXT: select %[[X]], %arg2, %arg3
  testing$func @xor_not_true(%p: tile<4xi1>, %q: tile<4xi1>, %x: tile<4xf32>, %y: tile<4xf32>) -> tile<4xf32> {
    %n = xori %p, %q : tile<4xi1>
    %0 = select %n, %x, %y : tile<4xi1>, tile<4xf32>
    return %0 : tile<4xf32>
  }

  // Fold 6: an arm selecting on the same condition takes its own side.
  // CHECK-LABEL: testing$func @nested_same_condition(
  // CHECK-NEXT: %[[A:.*]] = select %arg0, %arg1, %arg3
  // CHECK-NEXT: %[[B:.*]] = select %arg0, %arg3, %arg2
  // CHECK-NEXT: return %[[A]], %[[B]]
  testing$func @nested_same_condition(%c: tile<4xi1>, %a: tile<4xf32>, %b: tile<4xf32>, %d: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %s = select %c, %a, %b : tile<4xi1>, tile<4xf32>
    %0 = select %c, %s, %d : tile<4xi1>, tile<4xf32>
    %1 = select %c, %d, %s : tile<4xi1>, tile<4xf32>
    return %0, %1 : tile<4xf32>, tile<4xf32>
  }

  // On another condition it stays.
  // CHECK-LABEL: testing$func @nested_other_condition(
  // CHECK-NEXT: %[[S:.*]] = select %arg1, %arg2, %arg3
  // CHECK-NEXT: select %arg0, %[[S]], %arg4
  testing$func @nested_other_condition(%c: tile<4xi1>, %e: tile<4xi1>, %a: tile<4xf32>, %b: tile<4xf32>, %d: tile<4xf32>) -> tile<4xf32> {
    %s = select %e, %a, %b : tile<4xi1>, tile<4xf32>
    %0 = select %c, %s, %d : tile<4xi1>, tile<4xf32>
    return %0 : tile<4xf32>
  }

  // Pattern: three constants, non-splat condition: one constant, float and integer.
  // CHECK-LABEL: testing$func @constants(
  // CHECK-NEXT: %[[F:.*]] = constant <f32: [1.000000e+00, -1.000000e+00, -1.000000e+00, 4.000000e+00]> : tile<4xf32>
  // CHECK-NEXT: %[[I:.*]] = constant <i16: [7, 20, 30, 7]> : tile<4xi16>
  // CHECK-NEXT: return %[[F]], %[[I]]
  testing$func @constants(%x: tile<4xf32>) -> (tile<4xf32>, tile<4xi16>) {
    %m = constant <i1: [true, false, false, true]> : tile<4xi1>
    %k1 = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %k2 = constant <f32: -1.0> : tile<4xf32>
    %i1 = constant <i16: 7> : tile<4xi16>
    %i2 = constant <i16: [10, 20, 30, 40]> : tile<4xi16>
    %0 = select %m, %k1, %k2 : tile<4xi1>, tile<4xf32>
    %1 = select %m, %i1, %i2 : tile<4xi1>, tile<4xi16>
    return %0, %1 : tile<4xf32>, tile<4xi16>
  }

  // Pattern: select c, 1, 0 is exti c unsigned; select c, 0, 1 is exti (xori c, true).
  // CHECK-LABEL: testing$func @to_extension(
  // CHECK: %[[T:.*]] = constant <i1: true> : tile<2x4xi1>
  // CHECK-NEXT: %[[E:.*]] = exti %arg0 unsigned : tile<2x4xi1> -> tile<2x4xi32>
  // CHECK-NEXT: %[[N:.*]] = xori %arg0, %[[T]]
  // CHECK-NEXT: %[[E8:.*]] = exti %[[N]] unsigned : tile<2x4xi1> -> tile<2x4xi8>
  // CHECK-NEXT: return %[[E]], %[[E8]]
  testing$func @to_extension(%c: tile<2x4xi1>) -> (tile<2x4xi32>, tile<2x4xi8>) {
    %one = constant <i32: 1> : tile<2x4xi32>
    %zero = constant <i32: 0> : tile<2x4xi32>
    %one8 = constant <i8: 1> : tile<2x4xi8>
    %zero8 = constant <i8: 0> : tile<2x4xi8>
    %0 = select %c, %one, %zero : tile<2x4xi1>, tile<2x4xi32>
    %1 = select %c, %zero8, %one8 : tile<2x4xi1>, tile<2x4xi8>
    return %0, %1 : tile<2x4xi32>, tile<2x4xi8>
  }

  // Not for floats, nor for integer arms other than 1 and 0.
  // CHECK-LABEL: testing$func @not_extension(
  // CHECK-NOT: exti
  // CHECK: select %arg0
  // CHECK: select %arg0
  // CHECK-NOT: exti
  testing$func @not_extension(%c: tile<4xi1>) -> (tile<4xf32>, tile<4xi32>) {
    %one = constant <f32: 1.0> : tile<4xf32>
    %zero = constant <f32: 0.0> : tile<4xf32>
    %two = constant <i32: 2> : tile<4xi32>
    %izero = constant <i32: 0> : tile<4xi32>
    %0 = select %c, %one, %zero : tile<4xi1>, tile<4xf32>
    %1 = select %c, %two, %izero : tile<4xi1>, tile<4xi32>
    return %0, %1 : tile<4xf32>, tile<4xi32>
  }
}
