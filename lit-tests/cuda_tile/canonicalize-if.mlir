// --canonicalize on if: NVIDIA's fold and its eight patterns (13.3 addendum
// §4.4), each with cases that must not fire.
// RUN: tile-opt --canonicalize %s | FileCheck %s
// The result verifies, and a second run changes nothing.
// RUN: tile-opt --canonicalize %s | tile-opt --canonicalize | FileCheck %s
cuda_tile.module @m {

  // Fold: a condition xori c, true swaps the branches.
  // CHECK-LABEL: testing$func @fold_negated(
  // CHECK-NEXT: %0 = if %arg0 -> (tile<f32>) {
  // CHECK-NEXT: %1 = mulf %arg1, %arg2  : tile<f32>
  // CHECK-NEXT: yield %1 : tile<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %1 = addf %arg1, %arg2  : tile<f32>
  // CHECK-NEXT: yield %1 : tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0 : tile<f32>
  // CHECK-NEXT: }
  testing$func @fold_negated(%c: tile<i1>, %x: tile<f32>, %y: tile<f32>) -> tile<f32> {
    %t = constant <i1: true> : tile<i1>
    %n = xori %c, %t : tile<i1>
    %r = if %n -> (tile<f32>) {
      %a = addf %x, %y : tile<f32>
      yield %a : tile<f32>
    } else {
      %b = mulf %x, %y : tile<f32>
      yield %b : tile<f32>
    }
    return %r : tile<f32>
  }

  // Not without an else.
  // CHECK-LABEL: testing$func @negated_without_else(
  // CHECK-NEXT: %cst_true_i1 = constant <i1: true> : tile<i1>
  // CHECK-NEXT: %0 = xori %arg0, %cst_true_i1 : tile<i1>
  // CHECK-NEXT: if %0 {
  // CHECK-NEXT: %1 = store_ptr_tko weak %arg1, %arg2 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  testing$func @negated_without_else(%c: tile<i1>, %p: tile<ptr<f32>>, %x: tile<f32>) {
    %t = constant <i1: true> : tile<i1>
    %n = xori %c, %t : tile<i1>
    if %n {
      %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
    }
    return
  }

  // Pattern 1: results nobody reads are dropped, their yields trimmed.
  // CHECK-LABEL: testing$func @unused_results(
  // CHECK-NEXT: %0 = if %arg0 -> (tile<f32>) {
  // CHECK-NEXT: %1 = addf %arg2, %arg3  : tile<f32>
  // CHECK-NEXT: %2 = store_ptr_tko weak %arg1, %1 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: %3 = mulf %arg2, %arg3  : tile<f32>
  // CHECK-NEXT: yield %3 : tile<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %1 = subf %arg2, %arg3  : tile<f32>
  // CHECK-NEXT: yield %1 : tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0 : tile<f32>
  // CHECK-NEXT: }
  testing$func @unused_results(%c: tile<i1>, %p: tile<ptr<f32>>, %x: tile<f32>, %y: tile<f32>) -> tile<f32> {
    %r:2 = if %c -> (tile<f32>, tile<f32>) {
      %a = addf %x, %y : tile<f32>
      %k = store_ptr_tko weak %p, %a : tile<ptr<f32>>, tile<f32> -> token
      %b = mulf %x, %y : tile<f32>
      yield %a, %b : tile<f32>, tile<f32>
    } else {
      %d = subf %x, %y : tile<f32>
      yield %d, %d : tile<f32>, tile<f32>
    }
    return %r#1 : tile<f32>
  }

  // Pattern 2: a value both branches yield is that value; true/false is the
  // condition, false/true its negation. The if stays for its store.
  // CHECK-LABEL: testing$func @known_results(
  // CHECK-NEXT: %cst_true_i1 = constant <i1: true> : tile<i1>
  // CHECK-NEXT: %0 = xori %arg0, %cst_true_i1 : tile<i1>
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: %1 = store_ptr_tko weak %arg1, %arg2 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: }
  // CHECK-NEXT: return %arg2, %arg0, %0 : tile<f32>, tile<i1>, tile<i1>
  // CHECK-NEXT: }
  testing$func @known_results(%c: tile<i1>, %p: tile<ptr<f32>>, %x: tile<f32>) -> (tile<f32>, tile<i1>, tile<i1>) {
    %r:3 = if %c -> (tile<f32>, tile<i1>, tile<i1>) {
      %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
      %t = constant <i1: true> : tile<i1>
      %f = constant <i1: false> : tile<i1>
      yield %x, %t, %f : tile<f32>, tile<i1>, tile<i1>
    } else {
      %t = constant <i1: true> : tile<i1>
      %f = constant <i1: false> : tile<i1>
      yield %x, %f, %t : tile<f32>, tile<i1>, tile<i1>
    }
    return %r#0, %r#1, %r#2 : tile<f32>, tile<i1>, tile<i1>
  }

  // Pattern 3: a constant condition inlines the branch it takes...
  // CHECK-LABEL: testing$func @static_true(
  // CHECK-NEXT: %0 = addf %arg0, %arg1  : tile<f32>
  // CHECK-NEXT: return %0 : tile<f32>
  // CHECK-NEXT: }
  testing$func @static_true(%x: tile<f32>, %y: tile<f32>) -> tile<f32> {
    %t = constant <i1: true> : tile<i1>
    %r = if %t -> (tile<f32>) {
      %a = addf %x, %y : tile<f32>
      yield %a : tile<f32>
    } else {
      %b = mulf %x, %y : tile<f32>
      yield %b : tile<f32>
    }
    return %r : tile<f32>
  }

  // ... or erases an if whose false condition has no else.
  // CHECK-LABEL: testing$func @static_false_no_else(
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  testing$func @static_false_no_else(%p: tile<ptr<f32>>, %x: tile<f32>) {
    %f = constant <i1: false> : tile<i1>
    if %f {
      %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
    }
    return
  }

  // A taken branch that exits ends the enclosing block: what followed goes.
  // CHECK-LABEL: testing$func @static_exit(
  // CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
  // CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: %for = for %loopIdx in (%cst_0_i32 to %arg0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
  // CHECK-NEXT: %0 = addi %iterArg0, %loopIdx : tile<i32>
  // CHECK-NEXT: continue %0 : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %for : tile<i32>
  // CHECK-NEXT: }
  testing$func @static_exit(%n: tile<i32>, %p: tile<ptr<i32>>) -> tile<i32> {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %r = for %i in (%z to %n, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %t = constant <i1: true> : tile<i1>
      %s = addi %acc, %i : tile<i32>
      if %t {
        continue %s : tile<i32>
      }
      %k = store_ptr_tko weak %p, %s : tile<ptr<i32>>, tile<i32> -> token
      continue %acc : tile<i32>
    }
    return %r : tile<i32>
  }

  // Pattern 4: results chosen among values from outside become selects before
  // the if (a rank-0 condition broadcast to the result's shape); a value made
  // in a branch keeps its result.
  // CHECK-LABEL: testing$func @to_select(
  // CHECK-NEXT: %reshape = reshape %arg0 : tile<i1> -> tile<1xi1>
  // CHECK-NEXT: %bcast = broadcast %reshape : tile<1xi1> -> tile<4xi1>
  // CHECK-NEXT: %0 = select %bcast, %arg2, %arg3 : tile<4xi1>, tile<4xf32>
  // CHECK-NEXT: %1 = select %arg0, %arg4, %arg5 : tile<i1>, tile<f32>
  // CHECK-NEXT: %2 = if %arg0 -> (tile<4xf32>) {
  // CHECK-NEXT: %3 = store_ptr_tko weak %arg1, %arg4 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: %4 = addf %arg2, %arg3  : tile<4xf32>
  // CHECK-NEXT: yield %4 : tile<4xf32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %arg2 : tile<4xf32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0, %1, %2 : tile<4xf32>, tile<f32>, tile<4xf32>
  // CHECK-NEXT: }
  testing$func @to_select(%c: tile<i1>, %p: tile<ptr<f32>>, %x: tile<4xf32>, %y: tile<4xf32>, %s: tile<f32>, %u: tile<f32>) -> (tile<4xf32>, tile<f32>, tile<4xf32>) {
    %r:3 = if %c -> (tile<4xf32>, tile<f32>, tile<4xf32>) {
      %k = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
      %a = addf %x, %y : tile<4xf32>
      yield %x, %s, %a : tile<4xf32>, tile<f32>, tile<4xf32>
    } else {
      yield %y, %u, %x : tile<4xf32>, tile<f32>, tile<4xf32>
    }
    return %r#0, %r#1, %r#2 : tile<4xf32>, tile<f32>, tile<4xf32>
  }

  // A branch that exits gives no values: the other branch's hold on both sides.
  // CHECK-LABEL: testing$func @to_select_exiting(
  // CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
  // CHECK-NEXT: %0 = loop iter_values(%arg3 = %cst_0_i32) : tile<i32> -> tile<i32> {
  // CHECK-NEXT: %1 = cmpi less_than %arg3, %arg0, signed : tile<i32> -> tile<i1>
  // CHECK-NEXT: if %1 {
  // CHECK-NEXT: %2 = store_ptr_tko weak %arg1, %arg3 : tile<ptr<i32>>, tile<i32> -> token
  // CHECK-NEXT: break %arg3 : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: continue %arg2 : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0 : tile<i32>
  // CHECK-NEXT: }
  testing$func @to_select_exiting(%n: tile<i32>, %p: tile<ptr<i32>>, %v: tile<i32>) -> tile<i32> {
    %z = constant <i32: 0> : tile<i32>
    %r = loop iter_values(%acc = %z) : tile<i32> -> tile<i32> {
      %c = cmpi less_than %acc, %n, signed : tile<i32> -> tile<i1>
      %x = if %c -> (tile<i32>) {
        %k = store_ptr_tko weak %p, %acc : tile<ptr<i32>>, tile<i32> -> token
        break %acc : tile<i32>
      } else {
        yield %v : tile<i32>
      }
      continue %x : tile<i32>
    }
    return %r : tile<i32>
  }

  // Every value made in the branches: nothing changes.
  // CHECK-LABEL: testing$func @not_select_all_inside(
  // CHECK-NEXT: %0 = if %arg0 -> (tile<f32>) {
  // CHECK-NEXT: %1 = addf %arg1, %arg2  : tile<f32>
  // CHECK-NEXT: yield %1 : tile<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %1 = mulf %arg1, %arg2  : tile<f32>
  // CHECK-NEXT: yield %1 : tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0 : tile<f32>
  // CHECK-NEXT: }
  testing$func @not_select_all_inside(%c: tile<i1>, %x: tile<f32>, %y: tile<f32>) -> tile<f32> {
    %r = if %c -> (tile<f32>) {
      %a = addf %x, %y : tile<f32>
      yield %a : tile<f32>
    } else {
      %b = mulf %x, %y : tile<f32>
      yield %b : tile<f32>
    }
    return %r : tile<f32>
  }

  // Pattern 5: an else that only yields is dropped.
  // CHECK-LABEL: testing$func @empty_else(
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: %0 = store_ptr_tko weak %arg1, %arg2 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  testing$func @empty_else(%c: tile<i1>, %p: tile<ptr<f32>>, %x: tile<f32>) {
    if %c {
      %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
    } else {
    }
    return
  }

  // Pattern 6: two ifs on one condition merge; B's uses of A's results take
  // what A yields on that side.
  // CHECK-LABEL: testing$func @adjacent(
  // CHECK-NEXT: %0:2 = if %arg0 -> (tile<f32>, tile<f32>) {
  // CHECK-NEXT: %1 = store_ptr_tko weak %arg1, %arg2 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: %2 = mulf %arg2, %arg3  : tile<f32>
  // CHECK-NEXT: %3 = store_ptr_tko weak %arg1, %2 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: %4 = addf %2, %arg2  : tile<f32>
  // CHECK-NEXT: yield %2, %4 : tile<f32>, tile<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %1 = store_ptr_tko weak %arg1, %arg3 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: %2 = divf %arg2, %arg3  : tile<f32>
  // CHECK-NEXT: %3 = store_ptr_tko weak %arg1, %2 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: %4 = subf %2, %arg2  : tile<f32>
  // CHECK-NEXT: yield %2, %4 : tile<f32>, tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0#0, %0#1 : tile<f32>, tile<f32>
  // CHECK-NEXT: }
  testing$func @adjacent(%c: tile<i1>, %p: tile<ptr<f32>>, %x: tile<f32>, %y: tile<f32>) -> (tile<f32>, tile<f32>) {
    %a = if %c -> (tile<f32>) {
      %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
      %m = mulf %x, %y : tile<f32>
      yield %m : tile<f32>
    } else {
      %k = store_ptr_tko weak %p, %y : tile<ptr<f32>>, tile<f32> -> token
      %d = divf %x, %y : tile<f32>
      yield %d : tile<f32>
    }
    %b = if %c -> (tile<f32>) {
      %k = store_ptr_tko weak %p, %a : tile<ptr<f32>>, tile<f32> -> token
      %s = addf %a, %x : tile<f32>
      yield %s : tile<f32>
    } else {
      %k = store_ptr_tko weak %p, %a : tile<ptr<f32>>, tile<f32> -> token
      %s = subf %a, %x : tile<f32>
      yield %s : tile<f32>
    }
    return %a, %b : tile<f32>, tile<f32>
  }

  // B on the negation of A's condition: B's branches swap roles.
  // CHECK-LABEL: testing$func @adjacent_negated(
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: %0 = store_ptr_tko weak %arg1, %arg2 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %0 = store_ptr_tko weak %arg1, %arg3 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  testing$func @adjacent_negated(%c: tile<i1>, %p: tile<ptr<f32>>, %x: tile<f32>, %y: tile<f32>) {
    %t = constant <i1: true> : tile<i1>
    %n = xori %c, %t : tile<i1>
    if %c {
      %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
    }
    if %n {
      %k = store_ptr_tko weak %p, %y : tile<ptr<f32>>, tile<f32> -> token
    }
    return
  }

  // Unrelated conditions: two ifs.
  // CHECK-LABEL: testing$func @adjacent_other_condition(
  // CHECK-NEXT: if %arg0 {
  // CHECK-NEXT: %0 = store_ptr_tko weak %arg2, %arg3 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: }
  // CHECK-NEXT: if %arg1 {
  // CHECK-NEXT: %0 = store_ptr_tko weak %arg2, %arg3 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  testing$func @adjacent_other_condition(%c: tile<i1>, %e: tile<i1>, %p: tile<ptr<f32>>, %x: tile<f32>) {
    if %c {
      %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
    }
    if %e {
      %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
    }
    return
  }

  // A's then exits, so B's then never runs after it and is dropped.
  // CHECK-LABEL: testing$func @adjacent_exiting(
  // CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
  // CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: for %loopIdx in (%cst_0_i32 to %arg0, step %cst_1_i32) : tile<i32> {
  // CHECK-NEXT: %0 = cmpi less_than %loopIdx, %arg0, signed : tile<i32> -> tile<i1>
  // CHECK-NEXT: if %0 {
  // CHECK-NEXT: %1 = store_ptr_tko weak %arg1, %loopIdx : tile<ptr<i32>>, tile<i32> -> token
  // CHECK-NEXT: continue
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %1 = store_ptr_tko weak %arg1, %cst_0_i32 : tile<ptr<i32>>, tile<i32> -> token
  // CHECK-NEXT: %2 = store_ptr_tko weak %arg1, %arg0 : tile<ptr<i32>>, tile<i32> -> token
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  testing$func @adjacent_exiting(%n: tile<i32>, %p: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for %i in (%z to %n, step %one) : tile<i32> {
      %c = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>
      if %c {
        %k = store_ptr_tko weak %p, %i : tile<ptr<i32>>, tile<i32> -> token
        continue
      } else {
        %k = store_ptr_tko weak %p, %z : tile<ptr<i32>>, tile<i32> -> token
      }
      if %c {
        %k = store_ptr_tko weak %p, %one : tile<ptr<i32>>, tile<i32> -> token
      } else {
        %k = store_ptr_tko weak %p, %n : tile<ptr<i32>>, tile<i32> -> token
      }
    }
    return
  }

  // Pattern 7: nested ifs become one on andi c1, c2; the outer result from
  // outside is a select on c1.
  // CHECK-LABEL: testing$func @nested(
  // CHECK-NEXT: %reshape = reshape %arg0 : tile<i1> -> tile<1xi1>
  // CHECK-NEXT: %bcast = broadcast %reshape : tile<1xi1> -> tile<2xi1>
  // CHECK-NEXT: %0 = select %bcast, %arg5, %arg6 : tile<2xi1>, tile<2xf32>
  // CHECK-NEXT: %1 = andi %arg0, %arg1 : tile<i1>
  // CHECK-NEXT: %2 = if %1 -> (tile<f32>) {
  // CHECK-NEXT: %3 = store_ptr_tko weak %arg2, %arg3 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: %4 = addf %arg3, %arg4  : tile<f32>
  // CHECK-NEXT: yield %4 : tile<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %arg4 : tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %2, %0 : tile<f32>, tile<2xf32>
  // CHECK-NEXT: }
  testing$func @nested(%c1: tile<i1>, %c2: tile<i1>, %p: tile<ptr<f32>>, %x: tile<f32>, %y: tile<f32>, %v: tile<2xf32>, %w: tile<2xf32>) -> (tile<f32>, tile<2xf32>) {
    %r:2 = if %c1 -> (tile<f32>, tile<2xf32>) {
      %i = if %c2 -> (tile<f32>) {
        %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
        %a = addf %x, %y : tile<f32>
        yield %a : tile<f32>
      } else {
        yield %y : tile<f32>
      }
      yield %i, %v : tile<f32>, tile<2xf32>
    } else {
      yield %y, %w : tile<f32>, tile<2xf32>
    }
    return %r#0, %r#1 : tile<f32>, tile<2xf32>
  }

  // Not when the inner else yields something else than the outer else (the
  // inner if still becomes a select by pattern 4).
  // CHECK-LABEL: testing$func @nested_else_differs(
  // CHECK-NEXT: %0 = if %arg0 -> (tile<f32>) {
  // CHECK-NEXT: %1 = select %arg1, %arg3, %arg4 : tile<i1>, tile<f32>
  // CHECK-NEXT: if %arg1 {
  // CHECK-NEXT: %2 = store_ptr_tko weak %arg2, %arg3 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: }
  // CHECK-NEXT: yield %1 : tile<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %arg3 : tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %0 : tile<f32>
  // CHECK-NEXT: }
  testing$func @nested_else_differs(%c1: tile<i1>, %c2: tile<i1>, %p: tile<ptr<f32>>, %x: tile<f32>, %y: tile<f32>) -> tile<f32> {
    %r = if %c1 -> (tile<f32>) {
      %i = if %c2 -> (tile<f32>) {
        %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
        yield %x : tile<f32>
      } else {
        yield %y : tile<f32>
      }
      yield %i : tile<f32>
    } else {
      yield %x : tile<f32>
    }
    return %r : tile<f32>
  }

  // Without results or elses.
  // CHECK-LABEL: testing$func @nested_no_results(
  // CHECK-NEXT: %0 = andi %arg0, %arg1 : tile<i1>
  // CHECK-NEXT: if %0 {
  // CHECK-NEXT: %1 = store_ptr_tko weak %arg2, %arg3 : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  testing$func @nested_no_results(%c1: tile<i1>, %c2: tile<i1>, %p: tile<ptr<f32>>, %x: tile<f32>) {
    if %c1 {
      if %c2 {
        %k = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
      }
    }
    return
  }

  // Pattern 8: both branches exit: the else runs after a then-only if, and
  // what followed is gone.
  // CHECK-LABEL: testing$func @both_exit(
  // CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
  // CHECK-NEXT: %cst_1_i32 = constant <i32: 1> : tile<i32>
  // CHECK-NEXT: for %loopIdx in (%cst_0_i32 to %arg0, step %cst_1_i32) : tile<i32> {
  // CHECK-NEXT: %0 = cmpi less_than %loopIdx, %cst_1_i32, signed : tile<i32> -> tile<i1>
  // CHECK-NEXT: if %0 {
  // CHECK-NEXT: %2 = store_ptr_tko weak %arg1, %loopIdx : tile<ptr<i32>>, tile<i32> -> token
  // CHECK-NEXT: continue
  // CHECK-NEXT: }
  // CHECK-NEXT: %1 = store_ptr_tko weak %arg1, %arg0 : tile<ptr<i32>>, tile<i32> -> token
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  testing$func @both_exit(%n: tile<i32>, %p: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for %i in (%z to %n, step %one) : tile<i32> {
      %c = cmpi less_than %i, %one, signed : tile<i32> -> tile<i1>
      if %c {
        %k = store_ptr_tko weak %p, %i : tile<ptr<i32>>, tile<i32> -> token
        continue
      } else {
        %k = store_ptr_tko weak %p, %n : tile<ptr<i32>>, tile<i32> -> token
        continue
      }
      %k = store_ptr_tko weak %p, %z : tile<ptr<i32>>, tile<i32> -> token
    }
    return
  }
}
