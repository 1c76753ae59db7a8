// loop-split's profitability (spec 13.3 §5.2): with a threshold n > 1, an
// `if` splits when a branch holds n or more ops besides its terminator, or
// directly holds a load, store, mma, reduce, `if` or `for`. The integer
// attribute `cuda_tile.loop_split` on the `if`, the `for` or the function
// overrides the option, the innermost winning; 0 never splits, 1 or a
// negative value always does.
// RUN: tile-opt %s --pass-pipeline='builtin.module(cuda_tile.module(any(loop-split{split-threshold=3})))' | FileCheck %s --check-prefix=T3
// RUN: tile-opt %s --pass-pipeline='builtin.module(cuda_tile.module(any(loop-split{split-threshold=0})))' | FileCheck %s --check-prefix=T0
// By default every qualifying `if` splits.
// RUN: tile-opt %s --pass-pipeline='builtin.module(cuda_tile.module(any(loop-split)))' | FileCheck %s --check-prefix=T1

cuda_tile.module @m {

  // One op a branch: below 3.
  // T3-LABEL: testing$func @small
  // T3-NOT: mini
  // T3: cmpi less_than
  // T0-LABEL: testing$func @small
  // T0-NOT: mini
  // T1-LABEL: testing$func @small
  // T1: mini
  testing$func @small(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
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

  // Two ops in each branch: the branches are counted apart, not together.
  // T3-LABEL: testing$func @two_and_two
  // T3-NOT: mini
  // T3: cmpi less_than
  testing$func @two_and_two(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        %b = addi %a, %iv : tile<i32>
        yield %b : tile<i32>
      } else {
        %s = subi %acc, %iv : tile<i32>
        %t = subi %s, %iv : tile<i32>
        yield %t : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // Three ops in the else-branch: split.
  // T3-LABEL: testing$func @three_ops
  // T3: mini
  // T3: maxi
  // T3-NOT: cmpi
  // T3: return
  testing$func @three_ops(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %z: tile<i32>) -> tile<i32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<i32>) {
        yield %acc : tile<i32>
      } else {
        %s = subi %acc, %iv : tile<i32>
        %t = subi %s, %iv : tile<i32>
        %u = subi %t, %iv : tile<i32>
        yield %u : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }

  // One load is enough.
  // T3-LABEL: testing$func @load
  // T3-SAME: (%[[LB:[^:]+]]: tile<i32>, %[[UB:[^:]+]]: tile<i32>, %[[K:[^:]+]]: tile<i32>, %[[P:[^:]+]]: tile<ptr<f32>>, %[[Z:[^:]+]]: tile<f32>)
  // T3:      %[[P1:.+]] = mini %[[K]], %[[UB]] signed : tile<i32>
  // T3-NEXT: %[[P2:.+]] = maxi %[[K]], %[[LB]] signed : tile<i32>
  // T3-NEXT: %[[R1:.+]] = for %{{.+}} in (%[[LB]] to %[[P1]], step %{{.+}}) : tile<i32> iter_values(%[[ACC:.+]] = %[[Z]]) -> (tile<f32>) {
  // T3-NEXT:   %[[X:.+]], %{{.+}} = load_ptr_tko weak %[[P]] : tile<ptr<f32>> -> tile<f32>, token
  // T3-NEXT:   %[[N:.+]] = addf %[[ACC]], %[[X]] : tile<f32>
  // T3-NEXT:   continue %[[N]] : tile<f32>
  // T3-NEXT: }
  // T3-NEXT: for %{{.+}} in (%[[P2]] to %[[UB]], step %{{.+}}) : tile<i32> iter_values(%[[ACC2:.+]] = %[[R1]]) -> (tile<f32>) {
  // T3-NEXT:   %[[ZERO:.+]] = constant <f32: 0.000000e+00> : tile<f32>
  // T3-NEXT:   %[[N2:.+]] = addf %[[ACC2]], %[[ZERO]] : tile<f32>
  // T3-NEXT:   continue %[[N2]] : tile<f32>
  // T3-NEXT: }
  testing$func @load(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %p: tile<ptr<f32>>, %z: tile<f32>) -> tile<f32> {
    %one = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<f32>) {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      %v = if %c -> (tile<f32>) {
        %x, %tok = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
        yield %x : tile<f32>
      } else {
        %zero = constant <f32: 0.0> : tile<f32>
        yield %zero : tile<f32>
      }
      %n = addf %acc, %v rounding<nearest_even> : tile<f32>
      continue %n : tile<f32>
    }
    return %r : tile<f32>
  }

  // A store in the else-branch, or an `if` in the then-branch: split.
  // T3-LABEL: testing$func @store_or_if
  // T3-COUNT-2: mini
  // T3-NOT: cmpi
  // T3: return
  testing$func @store_or_if(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %p: tile<ptr<f32>>, %x: tile<f32>, %q: tile<i1>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi greater_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
      } else {
        %t = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
      }
    }
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi greater_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        if %q {
          %t = print_tko "q\n" -> token
        }
      }
    }
    return
  }

  // Heavy ops count only directly in a branch: a load inside a `loop`
  // (not itself heavy) does not make the branch heavy.
  // T3-LABEL: testing$func @load_not_direct
  // T3-NOT: mini
  // T3: cmpi less_than
  testing$func @load_not_direct(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %p: tile<ptr<f32>>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        loop {
          %x, %tok = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
          break
        }
      }
    }
    return
  }

  // Only the nested `if` on the comparison is profitable (it holds a load):
  // that is enough; the small `if` directly in the body is split, the
  // nested one keeps the comparison as a constant.
  // T3-LABEL: testing$func @nested_user_profitable
  // T3:      for
  // T3-NEXT:   %[[T:.+]] = constant <i1: true> : tile<i1>
  // T3-NEXT:   print_tko "small\0A"
  // T3-NEXT:   if %{{.+}} {
  // T3-NEXT:     if %[[T]] {
  // T3-NEXT:       load_ptr_tko
  // T3:      for
  // T3-NEXT:   %[[F:.+]] = constant <i1: false> : tile<i1>
  // T3-NEXT:   if %{{.+}} {
  // T3-NEXT:     if %[[F]] {
  // T3-NEXT:       load_ptr_tko
  testing$func @nested_user_profitable(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>, %p: tile<ptr<f32>>, %q: tile<i1>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t = print_tko "small\n" -> token
      }
      if %q {
        if %c {
          %x, %tok = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
        }
      }
    }
    return
  }

  // Overrides: the function's 1 beats the option; the loop's 2 makes a
  // two-op branch enough; the `if`'s -1 always splits, and the `if`'s 3
  // beats the function's 1.
  // T3-LABEL: testing$func @function_override
  // T3: mini
  // T0-LABEL: testing$func @function_override
  // T0: mini
  testing$func @function_override(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) attributes {cuda_tile.loop_split = 1 : i64} {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t = print_tko "a\n" -> token
      }
    }
    return
  }

  // T3-LABEL: testing$func @for_override
  // T3: mini
  // T3-NOT: loop_split
  // T0-LABEL: testing$func @for_override
  // T0: mini
  testing$func @for_override(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t0 = print_tko "a\n" -> token
        %t1 = print_tko "b\n" -> token
      }
    } {cuda_tile.loop_split = 2 : i64}
    return
  }

  // T3-LABEL: testing$func @if_negative
  // T3: mini
  // T0-LABEL: testing$func @if_negative
  // T0: mini
  testing$func @if_negative(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t = print_tko "a\n" -> token
      } {cuda_tile.loop_split = -1 : i64}
    }
    return
  }

  // T3-LABEL: testing$func @if_beats_function
  // T3-NOT: mini
  // T3: cuda_tile.loop_split = 3
  // T0-LABEL: testing$func @if_beats_function
  // T0-NOT: mini
  // T0: cuda_tile.loop_split = 3
  // T1-LABEL: testing$func @if_beats_function
  // T1-NOT: mini
  // T1: cuda_tile.loop_split = 3
  testing$func @if_beats_function(%lb: tile<i32>, %ub: tile<i32>, %k: tile<i32>) attributes {cuda_tile.loop_split = 1 : i64} {
    %one = constant <i32: 1> : tile<i32>
    for %iv in (%lb to %ub, step %one) : tile<i32> {
      %c = cmpi less_than %iv, %k, signed : tile<i32> -> tile<i1>
      if %c {
        %t = print_tko "a\n" -> token
      } {cuda_tile.loop_split = 3 : i64}
    }
    return
  }
}
