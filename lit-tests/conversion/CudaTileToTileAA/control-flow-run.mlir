// convert-cuda-tile-to-tileaa's structured control flow, checked by running it:
// loops with break and continue nested in ifs, nested loops, signed and
// unsigned for, early returns, loops carrying values of several types. The
// functions only use rank-0 tiles, so their nv_tileaa.func become plain
// func.func that MLIR's JIT runs; `main` (the `// MAIN:` lines below) calls
// them. The expected values follow from the cuda_tile semantics, worked out
// by hand next to each call. tests/control_flow_equivalence.rs runs the same
// calls on this program before the pass, with the interpreter, and checks
// that both agree (keep `// MAIN:` lines one statement each).
//
// RUN: tile-opt --convert-cuda-tile-to-tileaa %s \
// RUN:   | sed -e 's/nv_tileaa\.func/func.func/' -e 's/nv_tileaa\.return/func.return/' -e '/^}$/d' > %t.mlir
// RUN: sed -n -e 's|^// MAIN:||p' %s >> %t.mlir
// RUN: mlir-opt %t.mlir --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | timeout 120 mlir-runner -e main -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so \
// RUN:   | FileCheck %s

cuda_tile.module @run {
  // The sum of the i in [0, n) that are not multiples of 3, stopping as soon
  // as the sum exceeds `limit` (that sum is the result). The skip is a
  // `continue` and the early stop a `break`, both two `if`s deep.
  testing$func @sum_skip3(%n: tile<i32>, %limit: tile<i32>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %r = loop iter_values(%i = %c0, %s = %c0) : tile<i32>, tile<i32> -> tile<i32> {
      %inRange = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>
      if %inRange {
        %next = addi %i, %c1 : tile<i32>
        %m = remi %i, %c3 signed : tile<i32>
        %skip = cmpi equal %m, %c0, signed : tile<i32> -> tile<i1>
        if %skip {
          continue %next, %s : tile<i32>, tile<i32>
        }
        %s2 = addi %s, %i : tile<i32>
        %over = cmpi greater_than %s2, %limit, signed : tile<i32> -> tile<i1>
        if %over {
          break %s2 : tile<i32>
        }
        continue %next, %s2 : tile<i32>, tile<i32>
      }
      break %s : tile<i32>
    }
    return %r : tile<i32>
  }

  // The number of Collatz steps from n down to 1: break at 1, continue with
  // n/2 from inside an `if` when n is even, with 3n+1 otherwise.
  testing$func @collatz(%n: tile<i32>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %r = loop iter_values(%x = %n, %k = %c0) : tile<i32>, tile<i32> -> tile<i32> {
      %one = cmpi equal %x, %c1, signed : tile<i32> -> tile<i1>
      if %one {
        break %k : tile<i32>
      }
      %k1 = addi %k, %c1 : tile<i32>
      %m = remi %x, %c2 signed : tile<i32>
      %even = cmpi equal %m, %c0, signed : tile<i32> -> tile<i1>
      if %even {
        %h = divi %x, %c2 signed : tile<i32>
        continue %h, %k1 : tile<i32>, tile<i32>
      }
      %t = muli %x, %c3 : tile<i32>
      %t1 = addi %t, %c1 : tile<i32>
      continue %t1, %k1 : tile<i32>, tile<i32>
    }
    return %r : tile<i32>
  }

  // For each even i in [0, n), add the smallest j >= 1 with j*j > i, found by
  // an inner `loop` whose `break` leaves only that loop; odd i are skipped by
  // a `continue` of the `for` from inside an `if`.
  testing$func @nested(%n: tile<i32>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %total = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %root = loop iter_values(%j = %c1) : tile<i32> -> tile<i32> {
        %sq = muli %j, %j : tile<i32>
        %above = cmpi greater_than %sq, %i, signed : tile<i32> -> tile<i1>
        if %above {
          break %j : tile<i32>
        }
        %j1 = addi %j, %c1 : tile<i32>
        continue %j1 : tile<i32>
      }
      %m = remi %i, %c2 signed : tile<i32>
      %odd = cmpi equal %m, %c1, signed : tile<i32> -> tile<i1>
      if %odd {
        continue %acc : tile<i32>
      }
      %acc2 = addi %acc, %root : tile<i32>
      continue %acc2 : tile<i32>
    }
    return %total : tile<i32>
  }

  // Iterations of a for over i8 bounds, compared as signed or as unsigned.
  testing$func @count_signed(%lb: tile<i8>, %ub: tile<i8>, %step: tile<i8>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %i in (%lb to %ub, step %step) : tile<i8> iter_values(%k = %c0) -> (tile<i32>) {
      %k1 = addi %k, %c1 : tile<i32>
      continue %k1 : tile<i32>
    }
    return %r : tile<i32>
  }
  testing$func @count_unsigned(%lb: tile<i8>, %ub: tile<i8>, %step: tile<i8>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for unsigned %i in (%lb to %ub, step %step) : tile<i8> iter_values(%k = %c0) -> (tile<i32>) {
      %k1 = addi %k, %c1 : tile<i32>
      continue %k1 : tile<i32>
    }
    return %r : tile<i32>
  }

  // The first power of two >= n: an i32 carried value, an i64 result (the
  // `break` yields a type the loop does not carry).
  testing$func @pow2_at_least(%n: tile<i32>) -> tile<i64> {
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %r = loop iter_values(%p = %c1) : tile<i32> -> tile<i64> {
      %enough = cmpi greater_than_or_equal %p, %n, signed : tile<i32> -> tile<i1>
      if %enough {
        %wide = exti %p signed : tile<i32> -> tile<i64>
        break %wide : tile<i64>
      }
      %p2 = muli %p, %c2 : tile<i32>
      continue %p2 : tile<i32>
    }
    return %r : tile<i64>
  }

  // Early returns from `if`s: 0 below 0, 100 above 100, else 2x.
  testing$func @clamp_early(%x: tile<i32>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c100 = constant <i32: 100> : tile<i32>
    %neg = cmpi less_than %x, %c0, signed : tile<i32> -> tile<i1>
    if %neg {
      return %c0 : tile<i32>
    }
    %big = cmpi greater_than %x, %c100, signed : tile<i32> -> tile<i1>
    if %big {
      return %c100 : tile<i32>
    }
    %d = muli %x, %c2 : tile<i32>
    return %d : tile<i32>
  }

  // A `for` carrying an i32, an f32, an i64 and an i1. Odd i above 4 are
  // skipped by a `continue` two `if`s deep; the other odd i count, set the
  // f32 to -i, double the i64 and flip the flag; even i raise the f32 to i
  // (maxf) and add i to the i64. (Float arithmetic is left out: addf and
  // mulf become nv_tileaa ops, which MLIR's JIT cannot run.)
  testing$func @mixed_carry(%n: tile<i32>) -> (tile<i32>, tile<f32>, tile<i64>, tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %fhalf = constant <f32: 0.5> : tile<f32>
    %w1 = constant <i64: 1> : tile<i64>
    %w2 = constant <i64: 2> : tile<i64>
    %false = constant <i1: false> : tile<i1>
    %true = constant <i1: true> : tile<i1>
    %r:4 = for %i in (%c0 to %n, step %c1) : tile<i32>
        iter_values(%k = %c0, %s = %fhalf, %w = %w1, %b = %false) -> (tile<i32>, tile<f32>, tile<i64>, tile<i1>) {
      %fi = itof %i signed : tile<i32> -> tile<f32>
      %m = remi %i, %c2 signed : tile<i32>
      %odd = cmpi equal %m, %c1, signed : tile<i32> -> tile<i1>
      if %odd {
        %big = cmpi greater_than %i, %c4, signed : tile<i32> -> tile<i1>
        if %big {
          continue %k, %s, %w, %b : tile<i32>, tile<f32>, tile<i64>, tile<i1>
        }
        %k1 = addi %k, %c1 : tile<i32>
        %s1 = negf %fi : tile<f32>
        %w3 = muli %w, %w2 : tile<i64>
        %b1 = xori %b, %true : tile<i1>
        continue %k1, %s1, %w3, %b1 : tile<i32>, tile<f32>, tile<i64>, tile<i1>
      }
      %s2 = maxf %s, %fi : tile<f32>
      %iw = exti %i signed : tile<i32> -> tile<i64>
      %w4 = addi %w, %iw : tile<i64>
      continue %k, %s2, %w4, %b : tile<i32>, tile<f32>, tile<i64>, tile<i1>
    }
    %flag = select %r#3, %c1, %c0 : tile<i1>, tile<i32>
    return %r#0, %r#1, %r#2, %flag : tile<i32>, tile<f32>, tile<i64>, tile<i32>
  }

  // The first integer i in [0, limit) above x, as an f32, and i: a `loop`
  // carrying an i32 and an f32 that breaks with both, from either of two
  // `if`s. A NaN x is above nothing (ordered compare): the loop runs to the
  // limit and breaks with the last i tried.
  testing$func @first_above(%x: tile<f32>, %limit: tile<i32>) -> (tile<f32>, tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %fm1 = constant <f32: -1.0> : tile<f32>
    %r:2 = loop iter_values(%i = %c0, %last = %fm1) : tile<i32>, tile<f32> -> tile<f32>, tile<i32> {
      %done = cmpi greater_than_or_equal %i, %limit, signed : tile<i32> -> tile<i1>
      if %done {
        break %last, %i : tile<f32>, tile<i32>
      }
      %fi = itof %i signed : tile<i32> -> tile<f32>
      %above = cmpf greater_than ordered %fi, %x : tile<f32> -> tile<i1>
      if %above {
        break %fi, %i : tile<f32>, tile<i32>
      }
      %i1 = addi %i, %c1 : tile<i32>
      continue %i1, %fi : tile<i32>, tile<f32>
    }
    return %r#0, %r#1 : tile<f32>, tile<i32>
  }
}

// MAIN:  func.func @main() {
// MAIN:    %c0 = arith.constant 0 : i32
// MAIN:    %c1 = arith.constant 1 : i32
// MAIN:    %c2 = arith.constant 2 : i32
// MAIN:    %c3 = arith.constant 3 : i32
// MAIN:    %c5 = arith.constant 5 : i32
// MAIN:    %c6 = arith.constant 6 : i32
// MAIN:    %c7 = arith.constant 7 : i32
// MAIN:    %c10 = arith.constant 10 : i32
// MAIN:    %c27 = arith.constant 27 : i32
// MAIN:    %c100 = arith.constant 100 : i32
// MAIN:    %c500 = arith.constant 500 : i32
// MAIN:    %c1000 = arith.constant 1000 : i32
// MAIN:    %c100000 = arith.constant 100000 : i32
// MAIN:    %cm5 = arith.constant -5 : i32
// MAIN:    %b0 = arith.constant 0 : i8
// MAIN:    %bm128 = arith.constant -128 : i8
// MAIN:    %bm6 = arith.constant -6 : i8
// MAIN:    %bm1 = arith.constant -1 : i8
// MAIN:    %b16 = arith.constant 16 : i8
// MAIN:    %b1 = arith.constant 1 : i8
// MAIN:    %b5 = arith.constant 5 : i8
// MAIN:    %b20 = arith.constant 20 : i8
// MAIN:    %b3 = arith.constant 3 : i8
// MAIN:    %f25 = arith.constant 2.5 : f32
// MAIN:    %fm25 = arith.constant -2.5 : f32
// MAIN:    %f100 = arith.constant 100.0 : f32
// MAIN:    %fnan = arith.constant 0x7FC00000 : f32
//
// 1+2+4+5+7+8 (0, 3, 6, 9 skipped), never above 1000.
// CHECK: 27
// MAIN:    %s0 = func.call @sum_skip3(%c10, %c1000) : (i32, i32) -> i32
// MAIN:    vector.print %s0 : i32
// Partial sums 1, 3, 7, 12: 12 > 10 breaks.
// CHECK-NEXT: 12
// MAIN:    %s1 = func.call @sum_skip3(%c10, %c10) : (i32, i32) -> i32
// MAIN:    vector.print %s1 : i32
// Empty range: the outer break with the initial sum.
// CHECK-NEXT: 0
// MAIN:    %s2 = func.call @sum_skip3(%c0, %c5) : (i32, i32) -> i32
// MAIN:    vector.print %s2 : i32
// 1, then 3 > 2 breaks.
// CHECK-NEXT: 3
// MAIN:    %s3 = func.call @sum_skip3(%c3, %c2) : (i32, i32) -> i32
// MAIN:    vector.print %s3 : i32
// 0+...+99 = 4950, minus 3*(0+...+33) = 1683.
// CHECK-NEXT: 3267
// MAIN:    %s4 = func.call @sum_skip3(%c100, %c100000) : (i32, i32) -> i32
// MAIN:    vector.print %s4 : i32
//
// collatz: 1 is already there; 6 3 10 5 16 8 4 2 1; 7 22 11 34 17 52 26 13 40
// 20 10 5 16 8 4 2 1; 27 takes 111 steps (its trajectory peaks at 9232).
// CHECK-NEXT: 0
// MAIN:    %k0 = func.call @collatz(%c1) : (i32) -> i32
// MAIN:    vector.print %k0 : i32
// CHECK-NEXT: 8
// MAIN:    %k1 = func.call @collatz(%c6) : (i32) -> i32
// MAIN:    vector.print %k1 : i32
// CHECK-NEXT: 16
// MAIN:    %k2 = func.call @collatz(%c7) : (i32) -> i32
// MAIN:    vector.print %k2 : i32
// CHECK-NEXT: 111
// MAIN:    %k3 = func.call @collatz(%c27) : (i32) -> i32
// MAIN:    vector.print %k3 : i32
//
// nested: even i 0 2 4 6 8 give j = 1 2 3 3 3 (j*j > i).
// CHECK-NEXT: 12
// MAIN:    %n0 = func.call @nested(%c10) : (i32) -> i32
// MAIN:    vector.print %n0 : i32
// i = 0 2 4: 1 + 2 + 3.
// CHECK-NEXT: 6
// MAIN:    %n1 = func.call @nested(%c5) : (i32) -> i32
// MAIN:    vector.print %n1 : i32
// CHECK-NEXT: 1
// MAIN:    %n2 = func.call @nested(%c1) : (i32) -> i32
// MAIN:    vector.print %n2 : i32
// CHECK-NEXT: 0
// MAIN:    %n3 = func.call @nested(%c0) : (i32) -> i32
// MAIN:    vector.print %n3 : i32
//
// 0 to -128 step 16: no iteration as signed; as unsigned 0 to 128: 0, 16, ..., 112.
// CHECK-NEXT: 0
// MAIN:    %f0 = func.call @count_signed(%b0, %bm128, %b16) : (i8, i8, i8) -> i32
// MAIN:    vector.print %f0 : i32
// CHECK-NEXT: 8
// MAIN:    %f1 = func.call @count_unsigned(%b0, %bm128, %b16) : (i8, i8, i8) -> i32
// MAIN:    vector.print %f1 : i32
// -6 to -1: -6 ... -2 as signed; 250 ... 254 as unsigned.
// CHECK-NEXT: 5
// MAIN:    %f2 = func.call @count_signed(%bm6, %bm1, %b1) : (i8, i8, i8) -> i32
// MAIN:    vector.print %f2 : i32
// CHECK-NEXT: 5
// MAIN:    %f3 = func.call @count_unsigned(%bm6, %bm1, %b1) : (i8, i8, i8) -> i32
// MAIN:    vector.print %f3 : i32
// 5 to 20 step 3: 5 8 11 14 17 either way.
// CHECK-NEXT: 5
// MAIN:    %f4 = func.call @count_unsigned(%b5, %b20, %b3) : (i8, i8, i8) -> i32
// MAIN:    vector.print %f4 : i32
//
// CHECK-NEXT: 1
// MAIN:    %p0 = func.call @pow2_at_least(%c1) : (i32) -> i64
// MAIN:    vector.print %p0 : i64
// CHECK-NEXT: 8
// MAIN:    %p1 = func.call @pow2_at_least(%c5) : (i32) -> i64
// MAIN:    vector.print %p1 : i64
// CHECK-NEXT: 1024
// MAIN:    %p2 = func.call @pow2_at_least(%c1000) : (i32) -> i64
// MAIN:    vector.print %p2 : i64
//
// CHECK-NEXT: 0
// MAIN:    %r0 = func.call @clamp_early(%cm5) : (i32) -> i32
// MAIN:    vector.print %r0 : i32
// CHECK-NEXT: 100
// MAIN:    %r1 = func.call @clamp_early(%c500) : (i32) -> i32
// MAIN:    vector.print %r1 : i32
// CHECK-NEXT: 14
// MAIN:    %r2 = func.call @clamp_early(%c7) : (i32) -> i32
// MAIN:    vector.print %r2 : i32
// CHECK-NEXT: 200
// MAIN:    %r3 = func.call @clamp_early(%c100) : (i32) -> i32
// MAIN:    vector.print %r3 : i32
//
// mixed_carry, (count, f32, i64, flag): i = 0..9 gives 2, 8, 26, 0 (the f32
// goes 0.5 -1 2 -3 4 6 8 and the i64 1 2 4 8 12 18 26 over i = 1 2 3 4 6 8);
// i = 0 1 gives 1, -1, 2, 1; no iteration gives the initial values.
// CHECK-NEXT: 2
// CHECK-NEXT: 8
// CHECK-NEXT: 26
// CHECK-NEXT: 0
// MAIN:    %m0:4 = func.call @mixed_carry(%c10) : (i32) -> (i32, f32, i64, i32)
// MAIN:    vector.print %m0#0 : i32
// MAIN:    vector.print %m0#1 : f32
// MAIN:    vector.print %m0#2 : i64
// MAIN:    vector.print %m0#3 : i32
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// MAIN:    %m1:4 = func.call @mixed_carry(%c2) : (i32) -> (i32, f32, i64, i32)
// MAIN:    vector.print %m1#0 : i32
// MAIN:    vector.print %m1#1 : f32
// MAIN:    vector.print %m1#2 : i64
// MAIN:    vector.print %m1#3 : i32
// CHECK-NEXT: 0
// CHECK-NEXT: 0.5
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// MAIN:    %m2:4 = func.call @mixed_carry(%c0) : (i32) -> (i32, f32, i64, i32)
// MAIN:    vector.print %m2#0 : i32
// MAIN:    vector.print %m2#1 : f32
// MAIN:    vector.print %m2#2 : i64
// MAIN:    vector.print %m2#3 : i32
//
// first_above: 3 > 2.5; 0 > -2.5 at once; nothing in [0, 5) is above 100 or
// NaN, so both end at the limit with 4.
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// MAIN:    %a0:2 = func.call @first_above(%f25, %c10) : (f32, i32) -> (f32, i32)
// MAIN:    vector.print %a0#0 : f32
// MAIN:    vector.print %a0#1 : i32
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// MAIN:    %a1:2 = func.call @first_above(%fm25, %c10) : (f32, i32) -> (f32, i32)
// MAIN:    vector.print %a1#0 : f32
// MAIN:    vector.print %a1#1 : i32
// CHECK-NEXT: 4
// CHECK-NEXT: 5
// MAIN:    %a2:2 = func.call @first_above(%f100, %c5) : (f32, i32) -> (f32, i32)
// MAIN:    vector.print %a2#0 : f32
// MAIN:    vector.print %a2#1 : i32
// CHECK-NEXT: 4
// CHECK-NEXT: 5
// MAIN:    %a3:2 = func.call @first_above(%fnan, %c5) : (f32, i32) -> (f32, i32)
// MAIN:    vector.print %a3#0 : f32
// MAIN:    vector.print %a3#1 : i32
// MAIN:    return
// MAIN:  }
// MAIN: }
