// lit-tests/cuda_tile/control-flow.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  entry @assert_0() {
    %arg0 = constant <i1: true> : tile<i1>
    %arg1 = constant <i1: true> : tile<2x4xi1>
    assert %arg0, "assertion failed" : tile<i1>
    cuda_tile.assert %arg1, "every element" : !cuda_tile.tile<2x4xi1>
  }

  entry @break_0() {
    // Break from the body of a loop.
    loop {
        break
    }

    // Break from an if nested within the loop.
    loop  {
        %condition = constant <i1: 1> : tile<i1>
        if %condition  {
            break
        }
        // ...
    }

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

  entry @continue_0() {
    %lowerBound = constant <i32: 0> : tile<i32>
    %upperBound = constant <i32: 10> : tile<i32>
    %step = constant <i32: 1> : tile<i32>
    %condition = constant <i1: 1> : tile<i1>
    // Continue from the body of a loop.
    for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
        continue
    }

    // Continue from an if nested within the loop: that continue is printed.
    for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
        if %condition  {
            continue
        }
        // ...
    }

    // Continue from an if nested within the loop, while yielding values.
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

  entry @for_0() {
    %lowerBound = constant <i32: 0> : tile<i32>
    %upperBound = constant <i32: 10> : tile<i32>
    %step = constant <i32: 1> : tile<i32>

    // A simple loop iterating over an i32 range.
    for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
        continue
    }

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
  entry @for_variants() {
    %lb = constant <i64: 1> : tile<i64>
    %ub = constant <i64: 1> : tile<i64>
    %s = constant <i64: 1> : tile<i64>
    %x = constant <f32: 1.0> : tile<4xf32>
    %t = make_token : token
    for unsigned %i in (%lb to %ub, step %s) : tile<i64> {
    }
    %r:3 = for unsigned %i in (%lb to %ub, step %s) : tile<i64>
        iter_values(%a = %x, %b = %lb, %tok = %t) -> (tile<4xf32>, tile<i64>, token) {
      %sum = addf %a, %a : tile<4xf32>
      continue %sum, %i, %tok : tile<4xf32>, tile<i64>, token
    }
    %y = addf %r#0, %r#0 : tile<4xf32>
  }

  entry @if_0() {
    %condition = constant <i1: 1> : tile<i1>

    // A simple if operation that conditionally executes a region.
    if %condition  {
      // ...
    }

    // An if operation with an "else" branch.
    if %condition  {
      // ...
    } else {
      // ...
    }

    // An if operation that returns mixed types (f32,i32)
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
  entry @if_variants() {
    %c = constant <i1: true> : tile<i1>
    %a = constant <f32: 1.0> : tile<8xf32>
    %r = cuda_tile.if %c -> (!cuda_tile.tile<8xf32>) {
      cuda_tile.yield %a : !cuda_tile.tile<8xf32>
    } else {
      %s = cuda_tile.addf %a, %a : !cuda_tile.tile<8xf32>
      cuda_tile.yield %s : !cuda_tile.tile<8xf32>
    }
    if %c {
      yield
    }
  }

  entry @loop_0() {
    // A simple "while-do" loop.
    loop {
        %cond = constant <i1: 1> : tile<i1>
        if %cond {
            continue
        }
        break
    }
  }

  entry @loop_1() {
    // A simple "do-while" loop.
    loop {
        //... body of the loop.

        %cond = constant <i1: 1> : tile<i1>
        if %cond {
            continue
        }
        break
    }
  }

  entry @loop_2() {
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

  entry @loop_3() {
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
  entry @loop_variants() {
    %c = constant <i1: true> : tile<i1>
    %i = constant <i32: 1> : tile<i32>
    %h = constant <i16: 1> : tile<i16>
    %f = constant <f16: 1.0> : tile<2x2xf16>
    %l1 = loop : tile<i32> {}
    loop iter_values(%a = %i) : tile<i32> {
      if %c {
        break
      }
      continue %a : tile<i32>
    }
    %l2:2 = loop iter_values(%x = %i, %y = %h) : tile<i32>, tile<i16> -> tile<2x2xf16>, tile<i16> {
      if %c {
        continue %x, %y : tile<i32>, tile<i16>
      }
      break %f, %y : tile<2x2xf16>, tile<i16>
    }
  }

  // break and continue reach the innermost loop through several ifs, also
  // when that loop is nested in another one.
  entry @nested(%c: tile<i1>, %n: tile<i32>) {
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

  entry @return_1() {
    %0 = constant <i32: 0> : tile<i32>
    %1 = constant <f16: 0.0> : tile<f16>
    // ...
    return
  }

  // A kernel may return early from inside ifs; its body still ends with a
  // return of its own.
  entry @early_return(%c: tile<i1>) {
    if %c {
      if %c {
        return
      } else {
        return
      }
      return
    }
  }

  entry @yield_0() {
    %condition = constant <i1: true> : tile<i1>
    // Yield from the body of an if conditional.
    if %condition  {
        yield
    }

    // Yield values from within an if conditional.
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
