// Section 8.5, control flow: assert, break, continue, for, if, loop, return,
// yield print back in NVIDIA's form, from custom and from generic syntax; every
// example of the chapter is here (return_0 needs NVIDIA's experimental
// functions, which this project does not have).
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// The implicit terminators are real ops, as the generic form shows.
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {

  // CHECK-LABEL: testing$func @assert_0(
  testing$func @assert_0(%arg0: tile<i1>, %arg1: tile<2x4xi1>) {
    // CHECK: assert %arg0, "assertion failed" : tile<i1>
    assert %arg0, "assertion failed" : tile<i1>
    // CHECK: assert %arg1, "every element" : tile<2x4xi1>
    cuda_tile.assert %arg1, "every element" : !cuda_tile.tile<2x4xi1>
  }

  // CHECK-LABEL: entry @break_0()
  entry @break_0() {
    // Break from the body of a loop.
    // CHECK: loop {
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    loop {
        break
    }

    // Break from an if nested within the loop.
    // CHECK-NEXT: loop {
    // CHECK-NEXT: %[[C:.*]] = constant <i1: true> : tile<i1>
    // CHECK-NEXT: if %[[C]] {
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    loop  {
        %condition = constant <i1: 1> : tile<i1>
        if %condition  {
            break
        }
        // ...
    }

    // CHECK-NEXT: %[[INIT:.*]] = constant <f32: 0.000000e+00> : tile<f32>
    // CHECK-NEXT: %{{.*}} = loop iter_values(%{{.*}} = %[[INIT]]) : tile<f32> -> tile<f32> {
    // CHECK-NEXT: %[[C2:.*]] = constant <i1: true> : tile<i1>
    // CHECK-NEXT: if %[[C2]] {
    // CHECK-NEXT: } else {
    // CHECK-NEXT: %[[V0:.*]] = constant <f32: 1.000000e+00> : tile<f32>
    // CHECK-NEXT: break %[[V0]] : tile<f32>
    // CHECK-NEXT: }
    // CHECK-NEXT: %[[V1:.*]] = constant <f32: 1.000000e+00> : tile<f32>
    // CHECK-NEXT: continue %[[V1]] : tile<f32>
    // CHECK-NEXT: }
    %initValue0 = constant <f32: 0.0> : tile<f32>
    // Break from an if nested within the loop, while yielding values.
    %results = loop iter_values(%var0 = %initValue0): tile<f32> -> tile<f32> {
        %condition = constant <i1: 1> : tile<i1>
        if %condition  {
            // ...
            yield
        } else {
            // %if.loopValue0 = ...
            %loopValue0 = constant <f32: 1.0> : tile<f32>
            break %loopValue0 : tile<f32>
        }
        %loopValue1 = constant <f32: 1.0> : tile<f32>
        continue %loopValue1 : tile<f32>
    }
  }

  // CHECK-LABEL: entry @continue_0()
  entry @continue_0() {
    // CHECK: %[[LB:.*]] = constant <i32: 0> : tile<i32>
    // CHECK: %[[UB:.*]] = constant <i32: 10> : tile<i32>
    // CHECK: %[[STEP:.*]] = constant <i32: 1> : tile<i32>
    // CHECK: %[[COND:.*]] = constant <i1: true> : tile<i1>
    %lowerBound = constant <i32: 0> : tile<i32>
    %upperBound = constant <i32: 10> : tile<i32>
    %step = constant <i32: 1> : tile<i32>
    %condition = constant <i1: 1> : tile<i1>
    // Continue from the body of a loop.
    // CHECK-NEXT: for %{{.*}} in (%[[LB]] to %[[UB]], step %[[STEP]]) : tile<i32> {
    // CHECK-NEXT: }
    for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
        continue
    }

    // Continue from an if nested within the loop: that continue is printed.
    // CHECK-NEXT: for %{{.*}} in (%[[LB]] to %[[UB]], step %[[STEP]]) : tile<i32> {
    // CHECK-NEXT: if %[[COND]] {
    // CHECK-NEXT: continue
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
        if %condition  {
            continue
        }
        // ...
    }

    // Continue from an if nested within the loop, while yielding values.
    // CHECK-NEXT: %[[INIT:.*]] = constant <f32: 0.000000e+00> : tile<f32>
    // CHECK-NEXT: %{{.*}} = for %{{.*}} in (%[[LB]] to %[[UB]], step %[[STEP]]) : tile<i32> iter_values(%{{.*}} = %[[INIT]]) -> (tile<f32>) {
    // CHECK-NEXT: if %[[COND]] {
    // CHECK-NEXT: } else {
    // CHECK-NEXT: %[[V0:.*]] = constant <f32: 1.000000e+00> : tile<f32>
    // CHECK-NEXT: continue %[[V0]] : tile<f32>
    // CHECK-NEXT: }
    // CHECK-NEXT: %[[V1:.*]] = constant <f32: 1.000000e+00> : tile<f32>
    // CHECK-NEXT: continue %[[V1]] : tile<f32>
    // CHECK-NEXT: }
    %initVar0 = constant <f32: 0.0> : tile<f32>
    %results = for %iv in (%lowerBound to %upperBound, step %step) : tile<i32>
              iter_values(%var0 = %initVar0) -> (tile<f32>)
      {
          if %condition {
              // ...
              yield
          } else {
              %loopValue0 = constant <f32: 1.0> : tile<f32>
              continue %loopValue0 : tile<f32>
          }
          %loopValue1 = constant <f32: 1.0> : tile<f32>
          continue %loopValue1 : tile<f32>
      }
  }

  // CHECK-LABEL: entry @for_0()
  entry @for_0() {
    %lowerBound = constant <i32: 0> : tile<i32>
    %upperBound = constant <i32: 10> : tile<i32>
    %step = constant <i32: 1> : tile<i32>

    // A simple loop iterating over an i32 range.
    // CHECK: for %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> {
    // CHECK-NEXT: }
    for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
        continue
    }

    // CHECK-NEXT: %[[INIT:.*]] = constant <f32: 0.000000e+00> : tile<f32>
    // CHECK-NEXT: %{{.*}} = for %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> iter_values(%{{.*}} = %[[INIT]]) -> (tile<f32>) {
    // CHECK-NEXT: %[[V:.*]] = constant <f32: 1.000000e+00> : tile<f32>
    // CHECK-NEXT: continue %[[V]] : tile<f32>
    // CHECK-NEXT: }
    %initVal0 = constant <f32: 0.0> : tile<f32>
    // A similar loop to the above, but with a loop carried value, val0.
    %results = for %iv in (%lowerBound to %upperBound, step %step) : tile<i32>
                        iter_values(%val00 = %initVal0) -> (tile<f32>) {
      %loopVal0 = constant <f32: 1.0> : tile<f32>
      continue %loopVal0 : tile<f32>
    }
  }

  // for: unsigned comparison, i64 bounds, several loop-carried values used
  // in the body, the induction variable as a value, results used afterwards.
  // CHECK-LABEL: testing$func @for_variants(
  testing$func @for_variants(%lb: tile<i64>, %ub: tile<i64>, %s: tile<i64>, %x: tile<4xf32>) {
    // CHECK: %[[TOK:.*]] = make_token : token
    %t = make_token : token
    // CHECK-NEXT: for unsigned %{{.*}} in (%arg0 to %arg1, step %arg2) : tile<i64> {
    // CHECK-NEXT: }
    for unsigned %i in (%lb to %ub, step %s) : tile<i64> {
    }
    // CHECK-NEXT: %[[R:.*]]:3 = for unsigned %[[IV:.*]] in (%arg0 to %arg1, step %arg2) : tile<i64> iter_values(%[[A:.*]] = %arg3, %[[B:.*]] = %arg0, %[[T:.*]] = %[[TOK]]) -> (tile<4xf32>, tile<i64>, token) {
    // CHECK-NEXT: %[[SUM:.*]] = addf %[[A]], %[[A]] : tile<4xf32>
    // CHECK-NEXT: continue %[[SUM]], %[[IV]], %[[T]] : tile<4xf32>, tile<i64>, token
    // CHECK-NEXT: }
    %r:3 = for unsigned %i in (%lb to %ub, step %s) : tile<i64>
        iter_values(%a = %x, %b = %lb, %tok = %t) -> (tile<4xf32>, tile<i64>, token) {
      %sum = addf %a, %a : tile<4xf32>
      continue %sum, %i, %tok : tile<4xf32>, tile<i64>, token
    }
    // CHECK-NEXT: %{{.*}} = addf %[[R]]#0, %[[R]]#0 : tile<4xf32>
    %y = addf %r#0, %r#0 : tile<4xf32>
  }

  // CHECK-LABEL: entry @if_0()
  entry @if_0() {
    // CHECK: %[[C:.*]] = constant <i1: true> : tile<i1>
    %condition = constant <i1: 1> : tile<i1>

    // A simple if operation that conditionally executes a region.
    // CHECK-NEXT: if %[[C]] {
    // CHECK-NEXT: }
    if %condition  {
      // ...
    }

    // An if operation with an "else" branch.
    // CHECK-NEXT: if %[[C]] {
    // CHECK-NEXT: } else {
    // CHECK-NEXT: }
    if %condition  {
      // ...
    } else {
      // ...
    }

    // An if operation that returns mixed types (f32,i32)
    // CHECK-NEXT: %{{.*}}:2 = if %[[C]] -> (tile<f32>, tile<i32>) {
    // CHECK-NEXT: %[[X1:.*]] = constant <f32: 1.000000e+00> : tile<f32>
    // CHECK-NEXT: %[[Y1:.*]] = constant <i32: 2> : tile<i32>
    // CHECK-NEXT: yield %[[X1]], %[[Y1]] : tile<f32>, tile<i32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: %[[X2:.*]] = constant <f32: 1.000000e+00> : tile<f32>
    // CHECK-NEXT: %[[Y2:.*]] = constant <i32: 42> : tile<i32>
    // CHECK-NEXT: yield %[[X2]], %[[Y2]] : tile<f32>, tile<i32>
    // CHECK-NEXT: }
    %x, %y = if %condition -> (tile<f32>, tile<i32>) {
      %x_then = constant <f32: 1.0> : tile<f32>
      %y_then = constant <i32: 2> : tile<i32>
      yield %x_then, %y_then : tile<f32>, tile<i32>
    } else {
      %x_then = constant <f32: 1.0> : tile<f32>
      %y_then = constant <i32: 42> : tile<i32>
      yield %x_then, %y_then : tile<f32>, tile<i32>
    }
  }

  // if: one result, written with the full type names; an explicit yield
  // without operands is left out when printed.
  // CHECK-LABEL: testing$func @if_variants(
  testing$func @if_variants(%c: tile<i1>, %a: tile<8xf32>) {
    // CHECK: %{{.*}} = if %arg0 -> (tile<8xf32>) {
    // CHECK-NEXT: yield %arg1 : tile<8xf32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: %[[S:.*]] = addf %arg1, %arg1 : tile<8xf32>
    // CHECK-NEXT: yield %[[S]] : tile<8xf32>
    // CHECK-NEXT: }
    %r = cuda_tile.if %c -> (!cuda_tile.tile<8xf32>) {
      cuda_tile.yield %a : !cuda_tile.tile<8xf32>
    } else {
      %s = cuda_tile.addf %a, %a : !cuda_tile.tile<8xf32>
      cuda_tile.yield %s : !cuda_tile.tile<8xf32>
    }
    // CHECK-NEXT: if %arg0 {
    // CHECK-NEXT: }
    if %c {
      yield
    }
  }

  // CHECK-LABEL: entry @loop_0()
  entry @loop_0() {
    // A simple "while-do" loop.
    // CHECK: loop {
    // CHECK-NEXT: %[[C:.*]] = constant <i1: true> : tile<i1>
    // CHECK-NEXT: if %[[C]] {
    // CHECK-NEXT: continue
    // CHECK-NEXT: }
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    loop {
        %cond = constant <i1: 1> : tile<i1>
        if %cond {
            continue
        }
        break
    }
  }

  // CHECK-LABEL: entry @loop_1()
  entry @loop_1() {
    // A simple "do-while" loop.
    // CHECK: loop {
    // CHECK-NEXT: %[[C:.*]] = constant <i1: true> : tile<i1>
    // CHECK-NEXT: if %[[C]] {
    // CHECK-NEXT: continue
    // CHECK-NEXT: }
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    loop {
        //... body of the loop.

        %cond = constant <i1: 1> : tile<i1>
        if %cond {
            continue
        }
        break
    }
  }

  // CHECK-LABEL: entry @loop_2()
  entry @loop_2() {
    // CHECK: %[[INIT:.*]] = constant <f32: 0.000000e+00> : tile<f32>
    // CHECK-NEXT: %{{.*}} = loop iter_values(%[[V:.*]] = %[[INIT]]) : tile<f32> -> tile<f32> {
    // CHECK-NEXT: %[[C:.*]] = constant <i1: true> : tile<i1>
    // CHECK-NEXT: if %[[C]] {
    // CHECK-NEXT: %[[N:.*]] = constant <f32: 0.000000e+00> : tile<f32>
    // CHECK-NEXT: continue %[[N]] : tile<f32>
    // CHECK-NEXT: }
    // CHECK-NEXT: break %[[V]] : tile<f32>
    // CHECK-NEXT: }
    %initValue0 = constant <f32: 0.0> : tile<f32>
    // A loop that yields carried-iteration values, returning the final values.
    %results = loop iter_values(%value0 = %initValue0) : tile<f32> -> tile<f32> {
        %cond = constant <i1: 1> : tile<i1>
        if %cond {
            %loopValue0 = constant <f32: 0.0> : tile<f32>
            continue %loopValue0 : tile<f32>
        }
        break %value0 : tile<f32>
    }
  }

  // CHECK-LABEL: entry @loop_3()
  entry @loop_3() {
    // CHECK: %[[INIT:.*]] = constant <i32: 0> : tile<i32>
    // CHECK-NEXT: %{{.*}} = loop iter_values(%{{.*}} = %[[INIT]]) : tile<i32> -> tile<f32> {
    // CHECK-NEXT: %[[C:.*]] = constant <i1: true> : tile<i1>
    // CHECK-NEXT: if %[[C]] {
    // CHECK-NEXT: %[[N:.*]] = constant <i32: 0> : tile<i32>
    // CHECK-NEXT: continue %[[N]] : tile<i32>
    // CHECK-NEXT: }
    // CHECK-NEXT: %[[F:.*]] = constant <f32: 0.000000e+00> : tile<f32>
    // CHECK-NEXT: break %[[F]] : tile<f32>
    // CHECK-NEXT: }
    %initValue0 = constant <i32: 0> : tile<i32>
    // A loop that uses loop-carried values and returns a different type.
    %results = loop iter_values(%value0 = %initValue0) : tile<i32> -> tile<f32> {
        %cond = constant <i1: 1> : tile<i1>

        if %cond {
            %newLoopValue = constant <i32: 0> : tile<i32>
            continue %newLoopValue : tile<i32>
        }

        %finalReturnValue = constant <f32: 0.0> : tile<f32>
        break %finalReturnValue : tile<f32>
    }
  }

  // loop: results without loop-carried values, an empty body, loop-carried
  // values without results, several of each.
  // CHECK-LABEL: testing$func @loop_variants(
  testing$func @loop_variants(%c: tile<i1>, %i: tile<i32>, %h: tile<i16>, %f: tile<2x2xf16>) {
    // CHECK: %{{.*}} = loop : tile<i32> {
    // CHECK-NEXT: }
    %l1 = loop : tile<i32> {}
    // CHECK-NEXT: loop iter_values(%[[A:.*]] = %arg1) : tile<i32> {
    // CHECK-NEXT: if %arg0 {
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    // CHECK-NEXT: continue %[[A]] : tile<i32>
    // CHECK-NEXT: }
    loop iter_values(%a = %i) : tile<i32> {
      if %c {
        break
      }
      continue %a : tile<i32>
    }
    // CHECK-NEXT: %{{.*}}:2 = loop iter_values(%[[X:.*]] = %arg1, %[[Y:.*]] = %arg2) : tile<i32>, tile<i16> -> tile<2x2xf16>, tile<i16> {
    // CHECK-NEXT: if %arg0 {
    // CHECK-NEXT: continue %[[X]], %[[Y]] : tile<i32>, tile<i16>
    // CHECK-NEXT: }
    // CHECK-NEXT: break %arg3, %[[Y]] : tile<2x2xf16>, tile<i16>
    // CHECK-NEXT: }
    %l2:2 = loop iter_values(%x = %i, %y = %h) : tile<i32>, tile<i16> -> tile<2x2xf16>, tile<i16> {
      if %c {
        continue %x, %y : tile<i32>, tile<i16>
      }
      break %f, %y : tile<2x2xf16>, tile<i16>
    }
  }

  // break and continue reach the innermost loop through several ifs, also
  // when that loop is nested in another one.
  // CHECK-LABEL: entry @nested(
  entry @nested(%c: tile<i1>, %n: tile<i32>) {
    // CHECK: loop {
    // CHECK-NEXT: for %{{.*}} in (%arg1 to %arg1, step %arg1) : tile<i32> {
    // CHECK-NEXT: if %arg0 {
    // CHECK-NEXT: if %arg0 {
    // CHECK-NEXT: continue
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    // CHECK-NEXT: if %arg0 {
    // CHECK-NEXT: if %arg0 {
    // CHECK-NEXT: break
    // CHECK-NEXT: } else {
    // CHECK-NEXT: continue
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    loop {
      for %k in (%n to %n, step %n) : tile<i32> {
        if %c {
          if %c {
            continue
          }
        }
      }
      if %c {
        if %c {
          break
        } else {
          continue
        }
      }
    }
  }

  // CHECK-LABEL: entry @return_1()
  entry @return_1() {
    // CHECK: constant <i32: 0> : tile<i32>
    // CHECK-NEXT: constant <f16: 0.000000e+00> : tile<f16>
    // CHECK-NEXT: return
    %0 = constant <i32: 0> : tile<i32>
    %1 = constant <f16: 0.0> : tile<f16>
    // ...
    return
  }

  // A kernel may return early from inside ifs; its body still ends with a
  // return of its own.
  // CHECK-LABEL: entry @early_return(
  entry @early_return(%c: tile<i1>) {
    // CHECK: if %arg0 {
    // CHECK-NEXT: if %arg0 {
    // CHECK-NEXT: return
    // CHECK-NEXT: } else {
    // CHECK-NEXT: return
    // CHECK-NEXT: }
    // CHECK-NEXT: return
    // CHECK-NEXT: }
    // CHECK-NEXT: return
    if %c {
      if %c {
        return
      } else {
        return
      }
      return
    }
  }

  // CHECK-LABEL: entry @yield_0()
  entry @yield_0() {
    // CHECK: %[[C:.*]] = constant <i1: true> : tile<i1>
    %condition = constant <i1: true> : tile<i1>
    // Yield from the body of an if conditional.
    // CHECK-NEXT: if %[[C]] {
    // CHECK-NEXT: }
    if %condition  {
        yield
    }

    // Yield values from within an if conditional.
    // CHECK-NEXT: %{{.*}}:2 = if %[[C]] -> (tile<f32>, tile<f32>) {
    // CHECK-NEXT: %[[X1:.*]] = constant <f32: 0.000000e+00> : tile<f32>
    // CHECK-NEXT: %[[Y1:.*]] = constant <f32: 1.000000e+00> : tile<f32>
    // CHECK-NEXT: yield %[[X1]], %[[Y1]] : tile<f32>, tile<f32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: %[[X2:.*]] = constant <f32: 2.000000e+00> : tile<f32>
    // CHECK-NEXT: %[[Y2:.*]] = constant <f32: 3.000000e+00> : tile<f32>
    // CHECK-NEXT: yield %[[X2]], %[[Y2]] : tile<f32>, tile<f32>
    // CHECK-NEXT: }
    %x, %y = if %condition -> (tile<f32>, tile<f32>) {
        %x_then = constant <f32: 0.0> : tile<f32>
        %y_then = constant <f32: 1.0> : tile<f32>
        yield %x_then, %y_then : tile<f32>, tile<f32>
    } else {
        %x_else = constant <f32: 2.0> : tile<f32>
        %y_else = constant <f32: 3.0> : tile<f32>
        yield %x_else, %y_else : tile<f32>, tile<f32>
    }
  }
}

// GENERIC-LABEL: sym_name = "break_0"
// GENERIC: "cuda_tile.loop"() ({
// GENERIC-NEXT: "cuda_tile.break"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC: "cuda_tile.if"(%{{.*}}) ({
// GENERIC-NEXT: "cuda_tile.break"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (!cuda_tile.tile<i1>) -> ()
// GENERIC-NEXT: "cuda_tile.continue"() : () -> ()
// GENERIC-LABEL: sym_name = "for_variants"
// GENERIC: "cuda_tile.for"(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}) <{unsignedCmp}> ({
// GENERIC-NEXT: ^bb0(%{{.*}}: !cuda_tile.tile<i64>):
// GENERIC-NEXT: "cuda_tile.continue"() : () -> ()
// GENERIC-LABEL: sym_name = "if_0"
// GENERIC: "cuda_tile.if"(%{{.*}}) ({
// GENERIC-NEXT: "cuda_tile.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (!cuda_tile.tile<i1>) -> ()
