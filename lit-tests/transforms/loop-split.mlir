// loop-split (spec 13.3 §5.2): a `for` whose body holds an `if` on
// `cmpi iv, b` becomes two loops, before and after the iteration where the
// condition flips, each with the `if` replaced by the branch it takes there.
// RUN: tile-opt %s --pass-pipeline='builtin.module(cuda_tile.module(any(loop-split)))' | FileCheck %s
// The interpreter runs @check the same before and after the split, over
// ranges that put the flip point before, inside, on and off the iteration
// grid, and past the range.
// RUN: tile-opt %s --pass-pipeline='builtin.module(cuda_tile.module(any(loop-split)))' -o %t.split.mlir
// RUN: tile-opt %s --pass-pipeline='builtin.module(cuda_tile.module(any(loop-split)))' | FileCheck %s --check-prefix=SPLIT-CHECK
// RUN: tile-run %s --grid 1 --entry check i32:0 i32:10 i32:1 i32:5 > %t.before
// RUN: tile-run %s --grid 1 --entry check i32:0 i32:10 i32:3 i32:5 >> %t.before
// RUN: tile-run %s --grid 1 --entry check i32:-7 i32:9 i32:4 i32:-2 >> %t.before
// RUN: tile-run %s --grid 1 --entry check i32:3 i32:17 i32:4 i32:7 >> %t.before
// RUN: tile-run %s --grid 1 --entry check i32:2 i32:20 i32:5 i32:100 >> %t.before
// RUN: tile-run %s --grid 1 --entry check i32:5 i32:40 i32:7 i32:1 >> %t.before
// RUN: tile-run %s --grid 1 --entry check i32:5 i32:20 i32:3 i32:-100 >> %t.before
// RUN: tile-run %s --grid 1 --entry check i32:10 i32:0 i32:2 i32:5 >> %t.before
// RUN: tile-run %t.split.mlir --grid 1 --entry check i32:0 i32:10 i32:1 i32:5 > %t.after
// RUN: tile-run %t.split.mlir --grid 1 --entry check i32:0 i32:10 i32:3 i32:5 >> %t.after
// RUN: tile-run %t.split.mlir --grid 1 --entry check i32:-7 i32:9 i32:4 i32:-2 >> %t.after
// RUN: tile-run %t.split.mlir --grid 1 --entry check i32:3 i32:17 i32:4 i32:7 >> %t.after
// RUN: tile-run %t.split.mlir --grid 1 --entry check i32:2 i32:20 i32:5 i32:100 >> %t.after
// RUN: tile-run %t.split.mlir --grid 1 --entry check i32:5 i32:40 i32:7 i32:1 >> %t.after
// RUN: tile-run %t.split.mlir --grid 1 --entry check i32:5 i32:20 i32:3 i32:-100 >> %t.after
// RUN: tile-run %t.split.mlir --grid 1 --entry check i32:10 i32:0 i32:2 i32:5 >> %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --check-prefix=RUN-OUT < %t.after
// The result verifies and reads back.
// RUN: tile-opt %s --pass-pipeline='builtin.module(cuda_tile.module(any(loop-split)))' | tile-opt | FileCheck %s
// A kernel is a function like any other.
// RUN: tile-opt --no-implicit-module %s --pass-pipeline='cuda_tile.module(cuda_tile.entry(loop-split))' | FileCheck %s --check-prefix=ENTRY

cuda_tile.module @m {

  // The spec's example: `%one` is the constant 1, so no alignment code.
  // CHECK-LABEL: testing$func @spec_example
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK-NEXT: %[[ONE:.+]] = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[K]], %[[UB]] signed : tile<i32>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[K]], %[[LB]] signed : tile<i32>
  // CHECK-NEXT: %[[R1:.+]] = for %[[IV1:.+]] in (%[[LB]] to %[[P1]], step %[[ONE]]) : tile<i32> iter_values(%[[ACC1:.+]] = %[[Z]]) -> (tile<i32>) {
  // CHECK-NEXT:   %[[N1:.+]] = addi %[[ACC1]], %[[IV1]] : tile<i32>
  // CHECK-NEXT:   continue %[[N1]] : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[R:.+]] = for %[[IV2:.+]] in (%[[P2]] to %[[UB]], step %[[ONE]]) : tile<i32> iter_values(%[[ACC2:.+]] = %[[R1]]) -> (tile<i32>) {
  // CHECK-NEXT:   %[[SQ:.+]] = muli %[[IV2]], %[[IV2]] : tile<i32>
  // CHECK-NEXT:   %[[N2:.+]] = addi %[[ACC2]], %[[SQ]] : tile<i32>
  // CHECK-NEXT:   continue %[[N2]] : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]] : tile<i32>
  testing$func @spec_example(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %late = cmpi greater_than_or_equal %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %late -> (tile<i32>) {
        %sq = muli %iv, %iv : tile<i32>
        yield %sq : tile<i32>
      } else {
        yield %iv : tile<i32>
      }
      %n = addi %acc, %v : tile<i32>
      continue %n : tile<i32>
    }
    return %r : tile<i32>
  }

  // less_than: the condition holds before `b`, so loop 1 takes the then-branch.
  // CHECK-LABEL: testing$func @less_than
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK-NEXT: %[[ONE:.+]] = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[K]], %[[UB]] signed : tile<i32>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[K]], %[[LB]] signed : tile<i32>
  // CHECK-NEXT: %[[R1:.+]] = for %[[IV1:.+]] in (%[[LB]] to %[[P1]], step %[[ONE]]) : tile<i32> iter_values(%[[ACC1:.+]] = %[[Z]]) -> (tile<i32>) {
  // CHECK-NEXT:   %[[A:.+]] = addi %[[ACC1]], %[[IV1]] : tile<i32>
  // CHECK-NEXT:   continue %[[A]] : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[R:.+]] = for %[[IV2:.+]] in (%[[P2]] to %[[UB]], step %[[ONE]]) : tile<i32> iter_values(%[[ACC2:.+]] = %[[R1]]) -> (tile<i32>) {
  // CHECK-NEXT:   %[[S:.+]] = subi %[[ACC2]], %[[IV2]] : tile<i32>
  // CHECK-NEXT:   continue %[[S]] : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]] : tile<i32>
  testing$func @less_than(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        yield %a : tile<i32>
      } else {
        %s = subi %acc, %iv : tile<i32>
        yield %s : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // less_than_or_equal: the flip point is b + 1; loop 1 takes the then-branch.
  // CHECK-LABEL: testing$func @less_equal
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK-NEXT: %[[ONE:.+]] = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[C1:.+]] = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[P:.+]] = addi %[[K]], %[[C1]] : tile<i32>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[P]], %[[UB]] signed : tile<i32>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[P]], %[[LB]] signed : tile<i32>
  // CHECK-NEXT: %[[R1:.+]] = for %{{.+}} in (%[[LB]] to %[[P1]], step %[[ONE]]) : tile<i32> iter_values(%[[ACC1:.+]] = %[[Z]]) -> (tile<i32>) {
  // CHECK-NEXT:   addi %[[ACC1]], %{{.+}} : tile<i32>
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[R:.+]] = for %{{.+}} in (%[[P2]] to %[[UB]], step %[[ONE]]) : tile<i32> iter_values(%[[ACC2:.+]] = %[[R1]]) -> (tile<i32>) {
  // CHECK-NEXT:   subi %[[ACC2]], %{{.+}} : tile<i32>
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]] : tile<i32>
  testing$func @less_equal(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi less_than_or_equal %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        yield %a : tile<i32>
      } else {
        %s = subi %acc, %iv : tile<i32>
        yield %s : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // greater_than: the flip point is b + 1; loop 1 takes the else-branch.
  // CHECK-LABEL: testing$func @greater_than
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK-NEXT: %[[ONE:.+]] = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[C1:.+]] = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[P:.+]] = addi %[[K]], %[[C1]] : tile<i32>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[P]], %[[UB]] signed : tile<i32>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[P]], %[[LB]] signed : tile<i32>
  // CHECK-NEXT: %[[R1:.+]] = for %{{.+}} in (%[[LB]] to %[[P1]], step %[[ONE]]) : tile<i32> iter_values(%[[ACC1:.+]] = %[[Z]]) -> (tile<i32>) {
  // CHECK-NEXT:   subi %[[ACC1]], %{{.+}} : tile<i32>
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[R:.+]] = for %{{.+}} in (%[[P2]] to %[[UB]], step %[[ONE]]) : tile<i32> iter_values(%[[ACC2:.+]] = %[[R1]]) -> (tile<i32>) {
  // CHECK-NEXT:   addi %[[ACC2]], %{{.+}} : tile<i32>
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]] : tile<i32>
  testing$func @greater_than(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi greater_than %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        yield %a : tile<i32>
      } else {
        %s = subi %acc, %iv : tile<i32>
        yield %s : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // `b < iv` is `iv > b`: flip point b + 1, loop 1 takes the else-branch.
  // CHECK-LABEL: testing$func @iv_on_right_less_than
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK-NEXT: constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[C1:.+]] = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[P:.+]] = addi %[[K]], %[[C1]] : tile<i32>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[P]], %[[UB]] signed : tile<i32>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[P]], %[[LB]] signed : tile<i32>
  // CHECK-NEXT: for %{{.+}} in (%[[LB]] to %[[P1]], step
  // CHECK-NEXT:   subi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  // CHECK-NEXT: for %{{.+}} in (%[[P2]] to %[[UB]], step
  // CHECK-NEXT:   addi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  testing$func @iv_on_right_less_than(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi less_than %k, %iv, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        yield %a : tile<i32>
      } else {
        %s = subi %acc, %iv : tile<i32>
        yield %s : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // `b >= iv` is `iv <= b`: flip point b + 1, loop 1 takes the then-branch.
  // CHECK-LABEL: testing$func @iv_on_right_greater_equal
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK-NEXT: constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[C1:.+]] = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[P:.+]] = addi %[[K]], %[[C1]] : tile<i32>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[P]], %[[UB]] signed : tile<i32>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[P]], %[[LB]] signed : tile<i32>
  // CHECK-NEXT: for %{{.+}} in (%[[LB]] to %[[P1]], step
  // CHECK-NEXT:   addi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  // CHECK-NEXT: for %{{.+}} in (%[[P2]] to %[[UB]], step
  // CHECK-NEXT:   subi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  testing$func @iv_on_right_greater_equal(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi greater_than_or_equal %k, %iv, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        yield %a : tile<i32>
      } else {
        %s = subi %acc, %iv : tile<i32>
        yield %s : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // `b > iv` is `iv < b`: flip point b, loop 1 takes the then-branch.
  // CHECK-LABEL: testing$func @iv_on_right_greater_than
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK-NEXT: constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[K]], %[[UB]] signed : tile<i32>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[K]], %[[LB]] signed : tile<i32>
  // CHECK-NEXT: for %{{.+}} in (%[[LB]] to %[[P1]], step
  // CHECK-NEXT:   addi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  // CHECK-NEXT: for %{{.+}} in (%[[P2]] to %[[UB]], step
  // CHECK-NEXT:   subi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  testing$func @iv_on_right_greater_than(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi greater_than %k, %iv, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        yield %a : tile<i32>
      } else {
        %s = subi %acc, %iv : tile<i32>
        yield %s : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // `b <= iv` is `iv >= b`: flip point b, loop 1 takes the else-branch.
  // CHECK-LABEL: testing$func @iv_on_right_less_equal
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK-NEXT: constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[K]], %[[UB]] signed : tile<i32>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[K]], %[[LB]] signed : tile<i32>
  // CHECK-NEXT: for %{{.+}} in (%[[LB]] to %[[P1]], step
  // CHECK-NEXT:   subi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  // CHECK-NEXT: for %{{.+}} in (%[[P2]] to %[[UB]], step
  // CHECK-NEXT:   addi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  testing$func @iv_on_right_less_equal(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi less_than_or_equal %k, %iv, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        yield %a : tile<i32>
      } else {
        %s = subi %acc, %iv : tile<i32>
        yield %s : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // An unsigned loop with an unsigned comparison: min, max and the
  // alignment's division (a step of 4) are unsigned, and both loops stay
  // unsigned. Unsigned, the flip point is first raised to lb: `p - lb`
  // would wrap for a point below lb (not in NVIDIA's formula; see @check).
  // CHECK-LABEL: testing$func @unsigned_loop
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i64>, %[[UB:[^:]+]]: tile<i64>, %[[K:[^:]+]]: tile<i64>)
  // CHECK-NEXT: %[[S:.+]] = constant <i64: 4> : tile<i64>
  // CHECK-NEXT: %[[KL:.+]] = maxi %[[K]], %[[LB]] unsigned : tile<i64>
  // CHECK-NEXT: %[[D:.+]] = subi %[[KL]], %[[LB]] : tile<i64>
  // CHECK-NEXT: %[[Q:.+]] = divi %[[D]], %[[S]] unsigned rounding<positive_inf> : tile<i64>
  // CHECK-NEXT: %[[M:.+]] = muli %[[Q]], %[[S]] : tile<i64>
  // CHECK-NEXT: %[[P:.+]] = addi %[[LB]], %[[M]] : tile<i64>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[P]], %[[UB]] unsigned : tile<i64>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[P]], %[[LB]] unsigned : tile<i64>
  // CHECK-NEXT: for unsigned %{{.+}} in (%[[LB]] to %[[P1]], step %[[S]]) : tile<i64> {
  // CHECK-NEXT:   print_tko "early
  // CHECK-NEXT: }
  // CHECK-NEXT: for unsigned %{{.+}} in (%[[P2]] to %[[UB]], step %[[S]]) : tile<i64> {
  // CHECK-NEXT:   print_tko "late
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  testing$func @unsigned_loop(%lb: tile<i64>, %ub: tile<i64>, %k: tile<i64>) {
    %s = constant <i64: 4> : tile<i64>
    for unsigned %iv in (%lb to %ub, step %s) : tile<i64> {
      %c = cmpi less_than %iv, %k, unsigned : tile<i64> -> tile<i1>
      if %c {
        %t0 = print_tko "early\n" -> token
      } else {
        %t1 = print_tko "late\n" -> token
      }
    }
    return
  }

  // The comparison's signedness must be the loop's.
  // CHECK-LABEL: testing$func @signedness_mismatch
  // CHECK-NOT: mini
  // CHECK: for %{{.+}} in
  // CHECK: cmpi less_than %{{.+}}, %{{.+}}, unsigned
  // CHECK: for unsigned %{{.+}} in
  // CHECK: cmpi less_than %{{.+}}, %{{.+}}, signed
  // CHECK-LABEL: return
  testing$func @signedness_mismatch(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, unsigned : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "a\n" -> token
      }
    }
    for unsigned %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "b\n" -> token
      }
    }
    return
  }

  // A constant step other than 1: the flip point is rounded up to the
  // iteration grid, lb + ceil((p - lb) / s) * s.
  // CHECK-LABEL: testing$func @step_three
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK-NEXT: %[[S:.+]] = constant <i32: 3> : tile<i32>
  // CHECK-NEXT: %[[C1:.+]] = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[B1:.+]] = addi %[[K]], %[[C1]] : tile<i32>
  // CHECK-NEXT: %[[D:.+]] = subi %[[B1]], %[[LB]] : tile<i32>
  // CHECK-NEXT: %[[Q:.+]] = divi %[[D]], %[[S]] signed rounding<positive_inf> : tile<i32>
  // CHECK-NEXT: %[[M:.+]] = muli %[[Q]], %[[S]] : tile<i32>
  // CHECK-NEXT: %[[P:.+]] = addi %[[LB]], %[[M]] : tile<i32>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[P]], %[[UB]] signed : tile<i32>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[P]], %[[LB]] signed : tile<i32>
  // CHECK-NEXT: %[[R1:.+]] = for %{{.+}} in (%[[LB]] to %[[P1]], step %[[S]]) : tile<i32> iter_values(%{{.+}} = %[[Z]]) -> (tile<i32>) {
  // CHECK-NEXT:   subi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  // CHECK-NEXT: for %{{.+}} in (%[[P2]] to %[[UB]], step %[[S]]) : tile<i32> iter_values(%{{.+}} = %[[R1]]) -> (tile<i32>) {
  // CHECK-NEXT:   addi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  testing$func @step_three(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %s = constant <i32: 3> : tile<i32>
    %r = for %iv in (%lb to %ub, step %s) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi greater_than %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        yield %a : tile<i32>
      } else {
        %d = subi %acc, %iv : tile<i32>
        yield %d : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // A step that is a function argument (NVIDIA's implementation assumes an
  // op defines it): aligned like any step that is not the constant 1.
  // CHECK-LABEL: testing$func @step_argument
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[S:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK-NEXT: %[[D:.+]] = subi %[[K]], %[[LB]] : tile<i32>
  // CHECK-NEXT: %[[Q:.+]] = divi %[[D]], %[[S]] signed rounding<positive_inf> : tile<i32>
  // CHECK-NEXT: %[[M:.+]] = muli %[[Q]], %[[S]] : tile<i32>
  // CHECK-NEXT: %[[P:.+]] = addi %[[LB]], %[[M]] : tile<i32>
  // CHECK-NEXT: %[[P1:.+]] = mini %[[P]], %[[UB]] signed : tile<i32>
  // CHECK-NEXT: %[[P2:.+]] = maxi %[[P]], %[[LB]] signed : tile<i32>
  // CHECK-NEXT: %[[R1:.+]] = for %{{.+}} in (%[[LB]] to %[[P1]], step %[[S]]) : tile<i32> iter_values(%{{.+}} = %[[Z]]) -> (tile<i32>) {
  // CHECK-NEXT:   addi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  // CHECK-NEXT: for %{{.+}} in (%[[P2]] to %[[UB]], step %[[S]]) : tile<i32> iter_values(%{{.+}} = %[[R1]]) -> (tile<i32>) {
  // CHECK-NEXT:   subi
  // CHECK-NEXT:   continue
  // CHECK-NEXT: }
  testing$func @step_argument(%lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %r = for %iv in (%lb to %ub, step %s) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        yield %a : tile<i32>
      } else {
        %d = subi %acc, %iv : tile<i32>
        yield %d : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // equal and not_equal hold on no range of iterations: no split.
  // CHECK-LABEL: testing$func @equality
  // CHECK-NOT: mini
  // CHECK: cmpi equal
  // CHECK: cmpi not_equal
  // CHECK-LABEL: return
  testing$func @equality(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi equal %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "eq\n" -> token
      }
      %d = cmpi not_equal %k, %iv, signed : tile<i32> -> tile<i1>
      if %d {
        %t1 = print_tko "ne\n" -> token
      }
    }
    return
  }

  // `b` must not change between iterations: not defined in the body, not a
  // loop-carried value.
  // CHECK-LABEL: testing$func @bound_in_loop
  // CHECK-NOT: mini
  // CHECK: cmpi less_than %{{.+}}, %{{.+}}, signed
  // CHECK: cmpi less_than %{{.+}}, %{{.+}}, signed
  // CHECK-LABEL: return
  testing$func @bound_in_loop(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%b = %k) -> (tile<i32>) {
      %k2 = addi %k, %one : tile<i32>
      %c = cmpi less_than %iv, %k2, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "inside\n" -> token
      }
      %d = cmpi less_than %iv, %b, signed : tile<i32> -> tile<i1>
      if %d {
        %t1 = print_tko "carried\n" -> token
      }
      %b2 = addi %b, %one : tile<i32>
      continue %b2 : tile<i32>
    }
    return %r : tile<i32>
  }

  // `cuda_tile.loop_split = 0` on the `if`, the `for` or the function
  // disables the split; the `if`'s own value wins over the loop's.
  // CHECK-LABEL: testing$func @threshold_zero_if
  // CHECK-NOT: mini
  // CHECK: {cuda_tile.loop_split = 0 : i64}
  // CHECK-LABEL: return
  testing$func @threshold_zero_if(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "a\n" -> token
      } {cuda_tile.loop_split = 0 : i64}
    }
    return
  }

  // CHECK-LABEL: testing$func @threshold_zero_for
  // CHECK-NOT: mini
  // CHECK: {cuda_tile.loop_split = 0 : i64}
  // CHECK-LABEL: return
  testing$func @threshold_zero_for(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "a\n" -> token
      }
    } {cuda_tile.loop_split = 0 : i64}
    return
  }

  // CHECK-LABEL: testing$func @threshold_zero_function
  // CHECK-NOT: mini
  // CHECK: cmpi
  // CHECK-LABEL: return
  testing$func @threshold_zero_function(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) attributes {cuda_tile.loop_split = 0 : i64} {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "a\n" -> token
      }
    }
    return
  }

  // The `if`'s 1 overrides the loop's 0; the loop's attribute is not copied.
  // CHECK-LABEL: testing$func @threshold_if_overrides_for
  // CHECK: mini
  // CHECK: maxi
  // CHECK-NOT: loop_split
  // CHECK-LABEL: return
  testing$func @threshold_if_overrides_for(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "a\n" -> token
      } {cuda_tile.loop_split = 1 : i64}
    } {cuda_tile.loop_split = 0 : i64}
    return
  }

  // Without an else, loop 2 runs nothing of the `if`.
  // CHECK-LABEL: testing$func @no_else
  // CHECK:      mini
  // CHECK-NEXT: maxi
  // CHECK-NEXT: for %{{.+}} in
  // CHECK-NEXT:   print_tko "then\0A"
  // CHECK-NEXT:   print_tko "always\0A"
  // CHECK-NEXT: }
  // CHECK-NEXT: for %{{.+}} in
  // CHECK-NEXT:   print_tko "always\0A"
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  testing$func @no_else(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "then\n" -> token
      }
      %t1 = print_tko "always\n" -> token
    }
    return
  }

  // A then-branch ending in `continue`: in loop 1 (where it is taken) the
  // `continue` ends the body and what follows the `if` is gone; loop 2
  // runs the else-branch and the rest.
  // CHECK-LABEL: testing$func @then_continues
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[Z:[^:]+]]: tile<i32>)
  // CHECK:      %[[R1:.+]] = for %[[IV1:.+]] in (%[[LB]] to %{{.+}}) : tile<i32> iter_values(%[[ACC1:.+]] = %[[Z]]) -> (tile<i32>) {
  // CHECK-NEXT:   %[[A:.+]] = addi %[[ACC1]], %[[IV1]] : tile<i32>
  // CHECK-NEXT:   continue %[[A]] : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[R:.+]] = for %[[IV2:.+]] in (%{{.+}} to %[[UB]], step %{{.+}}) : tile<i32> iter_values(%[[ACC2:.+]] = %[[R1]]) -> (tile<i32>) {
  // CHECK-NEXT:   %[[E:.+]] = muli %[[IV2]], %[[IV2]] : tile<i32>
  // CHECK-NEXT:   %[[N:.+]] = subi %[[ACC2]], %[[E]] : tile<i32>
  // CHECK-NEXT:   continue %[[N]] : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]] : tile<i32>
  testing$func @then_continues(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        continue %a : tile<i32>
      } else {
        %e = muli %iv, %iv : tile<i32>
        yield %e : tile<i32>
      }
      %n = subi %acc, %v : tile<i32>
      continue %n : tile<i32>
    }
    return %r : tile<i32>
  }

  // The comparison has another user: in each loop it becomes the constant
  // it always is there. An `if` on it nested deeper is not split, but sees
  // the constant too.
  // CHECK-LABEL: testing$func @cmp_kept
  // CHECK:      for %{{.+}} in
  // CHECK-NEXT:   %[[T:.+]] = constant <i1: true> : tile<i1>
  // CHECK-NEXT:   print_tko "then\0A"
  // CHECK-NEXT:   %[[X:.+]] = exti %[[T]] unsigned : tile<i1> -> tile<i32>
  // CHECK-NEXT:   if %{{.+}} {
  // CHECK-NEXT:     if %[[T]] {
  // CHECK:      for %{{.+}} in
  // CHECK-NEXT:   %[[F:.+]] = constant <i1: false> : tile<i1>
  // CHECK-NEXT:   print_tko "else\0A"
  // CHECK-NEXT:   %[[Y:.+]] = exti %[[F]] unsigned : tile<i1> -> tile<i32>
  // CHECK-NEXT:   if %{{.+}} {
  // CHECK-NEXT:     if %[[F]] {
  // CHECK-LABEL: return
  testing$func @cmp_kept(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %q: tile<i1>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "then\n" -> token
      } else {
        %t1 = print_tko "else\n" -> token
      }
      %x = exti %c unsigned : tile<i1> -> tile<i32>
      if %q {
        if %c {
          %t2 = print_tko "nested %d\n", %x : tile<i32> -> token
        }
      }
    }
    return
  }

  // A comparison nested in a branch has no `if` directly in the body: the
  // loop still splits, each copy of the comparison a constant.
  // CHECK-LABEL: testing$func @cmp_nested
  // CHECK:      for %{{.+}} in
  // CHECK-NEXT:   if %{{.+}} {
  // CHECK-NEXT:     %[[T:.+]] = constant <i1: true> : tile<i1>
  // CHECK-NEXT:     if %[[T]] {
  // CHECK:      for %{{.+}} in
  // CHECK-NEXT:   if %{{.+}} {
  // CHECK-NEXT:     %[[F:.+]] = constant <i1: false> : tile<i1>
  // CHECK-NEXT:     if %[[F]] {
  // CHECK-LABEL: return
  testing$func @cmp_nested(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %q: tile<i1>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      if %q {
        %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
        if %c {
          %t = print_tko "a\n" -> token
        }
      }
    }
    return
  }

  // Inner loops first: the inner loop splits on `j < k2`; then the outer one
  // splits on `i < k`, each half holding a copy of the two inner loops (had
  // the outer loop gone first, the inner copies, new loops, would stay whole).
  // CHECK-LABEL: testing$func @nested
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[K2:[^:]+]]: tile<i32>)
  // CHECK-NEXT: %[[ONE:.+]] = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %[[TEN:.+]] = constant <i32: 10> : tile<i32>
  // CHECK-NEXT: %[[TWENTY:.+]] = constant <i32: 20> : tile<i32>
  // CHECK-NEXT: mini %[[K]], %[[UB]]
  // CHECK-NEXT: maxi %[[K]], %[[LB]]
  // CHECK-NEXT: for %{{.+}} in (%[[LB]] to
  // CHECK-NEXT:   mini %[[K2]], %[[UB]]
  // CHECK-NEXT:   maxi %[[K2]], %[[LB]]
  // CHECK-NEXT:   for %{{.+}} in (%[[LB]] to
  // CHECK-NEXT:     print_tko "inner early %d\0A", %[[TEN]]
  // CHECK-NEXT:   }
  // CHECK-NEXT:   for %{{.+}} to %[[UB]], step
  // CHECK-NEXT:     print_tko "inner late %d\0A", %[[TEN]]
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // CHECK-NEXT: for %{{.+}} to %[[UB]], step
  // CHECK-NEXT:   mini %[[K2]], %[[UB]]
  // CHECK-NEXT:   maxi %[[K2]], %[[LB]]
  // CHECK-NEXT:   for %{{.+}} in (%[[LB]] to
  // CHECK-NEXT:     print_tko "inner early %d\0A", %[[TWENTY]]
  // CHECK-NEXT:   }
  // CHECK-NEXT:   for %{{.+}} to %[[UB]], step
  // CHECK-NEXT:     print_tko "inner late %d\0A", %[[TWENTY]]
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  testing$func @nested(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %k2: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    %ten = constant <i32: 10> : tile<i32>
    %twenty = constant <i32: 20> : tile<i32>
    for %i in (%lb to %ub, step %one) : tile<i32> {
      %outer = cmpi less_than %i, %k, signed : tile<i32> -> tile<i1>
      %w = if %outer -> (tile<i32>) {
        yield %ten : tile<i32>
      } else {
        yield %twenty : tile<i32>
      }
      for %j in (%lb to %ub, step %one) : tile<i32> {
        %inner = cmpi less_than %j, %k2, signed : tile<i32> -> tile<i1>
        if %inner {
          %t0 = print_tko "inner early %d\n", %w : tile<i32> -> token
        } else {
          %t1 = print_tko "inner late %d\n", %w : tile<i32> -> token
        }
      }
    }
    return
  }

  // Only the first qualifying `if` splits a loop, and the new loops are not
  // looked at again: the `if` on `iv < k2` stays in both.
  // CHECK-LABEL: testing$func @first_only
  // CHECK-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[K2:[^:]+]]: tile<i32>)
  // CHECK:      mini %[[K]], %[[UB]]
  // CHECK:      for
  // CHECK-NEXT:   print_tko "first\0A"
  // CHECK-NEXT:   cmpi less_than %{{.+}}, %[[K2]], signed
  // CHECK-NEXT:   if
  // CHECK-NEXT:     print_tko "second\0A"
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // CHECK-NEXT: for
  // CHECK-NEXT:   cmpi less_than %{{.+}}, %[[K2]], signed
  // CHECK-NEXT:   if
  // CHECK-NEXT:     print_tko "second\0A"
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  testing$func @first_only(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %k2: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "first\n" -> token
      }
      %d = cmpi less_than %iv, %k2, signed : tile<i32> -> tile<i1>
      if %d {
        %t1 = print_tko "second\n" -> token
      }
    }
    return
  }

  // Only `entry` functions are visited by this pipeline: the testing$func
  // bodies above stay as they are.
  // ENTRY-NOT: mini
  // ENTRY-LABEL: entry @kernel
  // ENTRY: mini
  // ENTRY: maxi
  // ENTRY: for
  // ENTRY-NEXT: print_tko "early
  // ENTRY: for
  // ENTRY-NEXT: print_tko "late
  // ENTRY-NOT: cmpi
  entry @kernel(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "early\n" -> token
      } else {
        %t1 = print_tko "late\n" -> token
      }
    }
    return
  }

  // Every kind of split in one kernel, for the interpreter runs above; each
  // iteration prints which branch it took.
  // SPLIT-CHECK-LABEL: entry @check
  // SPLIT-CHECK-NOT: cmpi
  // SPLIT-CHECK-LABEL: return
  // RUN-OUT: ge 0: 0
  // RUN-OUT: results
  entry @check(%lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>, %k: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %r0 = for %iv in (%lb to %ub, step %s) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {
      %c = cmpi greater_than_or_equal %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %sq = muli %iv, %iv : tile<i32>
        yield %sq : tile<i32>
      } else {
        yield %iv : tile<i32>
      }
      %t = print_tko "ge %d: %d\n", %iv, %v : tile<i32>, tile<i32> -> token
      %n = addi %acc, %v : tile<i32>
      continue %n : tile<i32>
    }
    %r1 = for %iv in (%lb to %ub, step %s) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {
      %c = cmpi greater_than %k, %iv, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        %t = print_tko "lt %d: continue\n", %iv : tile<i32> -> token
        continue %a : tile<i32>
      } else {
        %m = muli %iv, %s : tile<i32>
        yield %m : tile<i32>
      }
      %t = print_tko "lt %d: %d\n", %iv, %v : tile<i32>, tile<i32> -> token
      %n = subi %acc, %v : tile<i32>
      continue %n : tile<i32>
    }
    for %iv in (%lb to %ub, step %s) : tile<i32> {
      %c = cmpi less_than_or_equal %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t = print_tko "le %d\n", %iv : tile<i32> -> token
      }
    }
    for unsigned %iv in (%lb to %ub, step %s) : tile<i32> {
      %c = cmpi greater_than %iv, %k, unsigned : tile<i32> -> tile<i1>
      if %c {
        %t = print_tko "ugt %d: late\n", %iv : tile<i32> -> token
      } else {
        %t = print_tko "ugt %d: early\n", %iv : tile<i32> -> token
      }
    }
    %t = print_tko "results %d %d\n", %r0, %r1 : tile<i32>, tile<i32> -> token
    return
  }
}
