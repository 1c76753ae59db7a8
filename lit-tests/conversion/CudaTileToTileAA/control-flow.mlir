// convert-cuda-tile-to-tileaa on control flow: if, for, loop and their
// terminators become scf.if / scf.for / scf.while. An `if` from which a
// break, continue or return leaves yields its results, then an i32 exit code
// (0 fell through, 1 continue, 2 break, 3 return), then each exit's payload
// (ub.poison where not taken); the ops after it run under `scf.if (code == 0)`.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @ifs {
  // CHECK-LABEL: nv_tileaa.func @if_then(
  // CHECK-SAME: %[[C:[^:]*]]: i1, %[[X:[^:]*]]: f32) {
  // CHECK-NEXT: scf.if %[[C]] {
  // CHECK-NEXT: nv_tileaa.addf %[[X]], %[[X]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return
  testing$func @if_then(%c: tile<i1>, %x: tile<f32>) {
    if %c {
      %y = addf %x, %x : tile<f32>
    }
    return
  }

  // CHECK-LABEL: nv_tileaa.func @if_else(
  // CHECK-SAME: %[[C:[^:]*]]: i1, %[[X:[^:]*]]: f32) {
  // CHECK-NEXT: scf.if %[[C]] {
  // CHECK-NEXT: nv_tileaa.addf %[[X]], %[[X]] : f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: nv_tileaa.addf %[[X]], %[[X]] {rounding = #nv_tileaa.rounding<zero>} : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return
  testing$func @if_else(%c: tile<i1>, %x: tile<f32>) {
    if %c {
      %y = addf %x, %x : tile<f32>
    } else {
      %z = addf %x, %x rounding<zero> : tile<f32>
    }
    return
  }

  // The spec's if with results of mixed types.
  // CHECK-LABEL: nv_tileaa.func @if_results(
  // CHECK-SAME: %[[C:[^:]*]]: i1) -> (f32, i32) {
  // CHECK-NEXT: %[[R:.*]]:2 = scf.if %[[C]] -> (f32, i32) {
  // CHECK-NEXT: %[[X1:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT: %[[Y1:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: scf.yield %[[X1]], %[[Y1]] : f32, i32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[X2:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT: %[[Y2:.*]] = arith.constant 42 : i32
  // CHECK-NEXT: scf.yield %[[X2]], %[[Y2]] : f32, i32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return %[[R]]#0, %[[R]]#1 : f32, i32
  testing$func @if_results(%c: tile<i1>) -> (tile<f32>, tile<i32>) {
    %x, %y = if %c -> (tile<f32>, tile<i32>) {
      %x_then = constant <f32: 1.0> : tile<f32>
      %y_then = constant <i32: 2> : tile<i32>
      yield %x_then, %y_then : tile<f32>, tile<i32>
    } else {
      %x_else = constant <f32: 1.0> : tile<f32>
      %y_else = constant <i32: 42> : tile<i32>
      yield %x_else, %y_else : tile<f32>, tile<i32>
    }
    return %x, %y : tile<f32>, tile<i32>
  }
}

// -----

cuda_tile.module @fors {
  // The induction variable has the bounds' integer type; signed comparison.
  // CHECK-LABEL: nv_tileaa.func @for_signed(
  // CHECK-SAME: %[[LB:[^:]*]]: i32, %[[UB:[^:]*]]: i32, %[[S:[^:]*]]: i32, %[[X:[^:]*]]: f32) -> f32 {
  // CHECK-NEXT: %[[R:.*]] = scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %[[S]] iter_args(%[[ACC:.*]] = %[[X]]) -> (f32) : i32 {
  // CHECK-NEXT: %[[A:.*]] = nv_tileaa.addf %[[ACC]], %[[ACC]] : f32
  // CHECK-NEXT: scf.yield %[[A]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return %[[R]] : f32
  testing$func @for_signed(%lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>, %x: tile<f32>) -> tile<f32> {
    %r = for %iv in (%lb to %ub, step %s) : tile<i32> iter_values(%acc = %x) -> (tile<f32>) {
      %a = addf %acc, %acc : tile<f32>
      continue %a : tile<f32>
    }
    return %r : tile<f32>
  }

  // CHECK-LABEL: nv_tileaa.func @for_unsigned(
  // CHECK-SAME: %[[LB:[^:]*]]: i64, %[[UB:[^:]*]]: i64, %[[S:[^:]*]]: i64) {
  // CHECK-NEXT: scf.for unsigned %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] : i64 {
  // CHECK-NEXT: nv_tileaa.create_mem_token
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return
  testing$func @for_unsigned(%lb: tile<i64>, %ub: tile<i64>, %s: tile<i64>) {
    for unsigned %iv in (%lb to %ub, step %s) : tile<i64> {
      %t = make_token : token
    }
    return
  }

  // The spec's continue examples: a plain continue, one from an if, and one
  // with a value from an else branch.
  // CHECK-LABEL: nv_tileaa.func @continue_0() attributes {kernel} {
  // CHECK: %[[LB:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[UB:.*]] = arith.constant 10 : i32
  // CHECK-NEXT: %[[S:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[C:.*]] = arith.constant true
  // CHECK-NEXT: scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] : i32 {
  // CHECK-NEXT: }
  // CHECK-NEXT: scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] : i32 {
  // CHECK-NEXT: %[[CODE:.*]] = scf.if %[[C]] -> (i32) {
  // CHECK-NEXT: %[[CONT:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: scf.yield %[[CONT]] : i32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: scf.yield %[[FT]] : i32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[FELL:.*]] = arith.cmpi eq, %[[CODE]], %[[Z]] : i32
  // CHECK-NEXT: scf.if %[[FELL]] {
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  // CHECK: %[[R:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] iter_args(%{{.*}} = %{{.*}}) -> (f32) : i32 {
  // CHECK-NEXT: %[[E:.*]]:2 = scf.if %[[C]] -> (i32, f32) {
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[FT]], %[[P]] : i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[V0:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT: %[[CONT:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: scf.yield %[[CONT]], %[[V0]] : i32, f32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[FELL:.*]] = arith.cmpi eq, %[[E]]#0, %[[Z]] : i32
  // CHECK-NEXT: %[[NEXT:.*]] = scf.if %[[FELL]] -> (f32) {
  // CHECK-NEXT: %[[V1:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT: scf.yield %[[V1]] : f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[E]]#1 : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: scf.yield %[[NEXT]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return
  entry @continue_0() {
    %lowerBound = constant <i32: 0> : tile<i32>
    %upperBound = constant <i32: 10> : tile<i32>
    %step = constant <i32: 1> : tile<i32>
    %condition = constant <i1: 1> : tile<i1>
    for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
      continue
    }
    for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
      if %condition  {
        continue
      }
    }
    %initVar0 = constant <f32: 0.0> : tile<f32>
    %results = for %iv in (%lowerBound to %upperBound, step %step) : tile<i32>
              iter_values(%var0 = %initVar0) -> (tile<f32>)
    {
      if %condition {
        yield
      } else {
        %loopValue0 = constant <f32: 1.0> : tile<f32>
        continue %loopValue0 : tile<f32>
      }
      %loopValue1 = constant <f32: 1.0> : tile<f32>
      continue %loopValue1 : tile<f32>
    }
    return
  }
}

// -----

// A loop becomes an scf.while: the body is the before region, which ends in
// scf.condition(code == continue) with the carried values and the break
// payload; the after region passes the carried values on.
cuda_tile.module @spec_loops {
  // While-do (and do-while, the same text in the spec).
  // CHECK-LABEL: nv_tileaa.func @loop_0() attributes {kernel} {
  // CHECK-NEXT: scf.while : () -> () {
  // CHECK-NEXT: %[[C:.*]] = arith.constant true
  // CHECK-NEXT: %[[E:.*]] = scf.if %[[C]] -> (i32) {
  // CHECK-NEXT: %[[CONT:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: scf.yield %[[CONT]] : i32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: scf.yield %[[FT]] : i32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[FELL:.*]] = arith.cmpi eq, %[[E]], %[[Z]] : i32
  // CHECK-NEXT: %[[CODE:.*]] = scf.if %[[FELL]] -> (i32) {
  // CHECK-NEXT: %[[BRK:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: scf.yield %[[BRK]] : i32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[E]] : i32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[AGAIN:.*]] = arith.cmpi eq, %[[CODE]], %[[ONE]] : i32
  // CHECK-NEXT: scf.condition(%[[AGAIN]])
  // CHECK-NEXT: } do {
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return
  entry @loop_0() {
    loop {
      %cond = constant <i1: 1> : tile<i1>
      if %cond {
        continue
      }
      break
    }
    return
  }

  // CHECK-LABEL: nv_tileaa.func @loop_2() attributes {kernel} {
  // CHECK-NEXT: %[[INIT:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK-NEXT: %{{.*}}:2 = scf.while (%[[V:.*]] = %[[INIT]]) : (f32) -> (f32, f32) {
  // CHECK-NEXT: %[[C:.*]] = arith.constant true
  // CHECK-NEXT: %[[E:.*]]:2 = scf.if %[[C]] -> (i32, f32) {
  // CHECK-NEXT: %[[NEW:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK-NEXT: %[[CONT:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: scf.yield %[[CONT]], %[[NEW]] : i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[FT]], %[[P]] : i32, f32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[FELL:.*]] = arith.cmpi eq, %[[E]]#0, %[[Z]] : i32
  // CHECK-NEXT: %[[T:.*]]:3 = scf.if %[[FELL]] -> (f32, i32, f32) {
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: %[[BRK:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: scf.yield %[[P]], %[[BRK]], %[[V]] : f32, i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[E]]#1, %[[E]]#0, %[[P]] : f32, i32, f32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[AGAIN:.*]] = arith.cmpi eq, %[[T]]#1, %[[ONE]] : i32
  // CHECK-NEXT: scf.condition(%[[AGAIN]]) %[[T]]#0, %[[T]]#2 : f32, f32
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
  // CHECK-NEXT: scf.yield %[[A]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return
  entry @loop_2() {
    %initValue0 = constant <f32: 0.0> : tile<f32>
    %results = loop iter_values(%value0 = %initValue0) : tile<f32> -> tile<f32> {
      %cond = constant <i1: 1> : tile<i1>
      if %cond {
        %loopValue0 = constant <f32: 0.0> : tile<f32>
        continue %loopValue0 : tile<f32>
      }
      break %value0 : tile<f32>
    }
    return
  }

  // Carried i32, result f32: the while carries i32 and returns (i32, f32),
  // of which the f32 replaces the loop's result.
  // CHECK-LABEL: nv_tileaa.func @loop_3() -> f32 {
  // CHECK: %[[W:.*]]:2 = scf.while (%{{.*}} = %{{.*}}) : (i32) -> (i32, f32) {
  // CHECK: %[[E:.*]]:2 = scf.if %{{.*}} -> (i32, i32) {
  // CHECK: %[[T:.*]]:3 = scf.if %{{.*}} -> (i32, i32, f32) {
  // CHECK-NEXT: %[[FINAL:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : i32
  // CHECK-NEXT: %[[BRK:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: scf.yield %[[P]], %[[BRK]], %[[FINAL]] : i32, i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[E]]#1, %[[E]]#0, %[[P]] : i32, i32, f32
  // CHECK-NEXT: }
  // CHECK: scf.condition(%{{.*}}) %[[T]]#0, %[[T]]#2 : i32, f32
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: i32, %{{.*}}: f32):
  // CHECK-NEXT: scf.yield %[[A]] : i32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return %[[W]]#1 : f32
  testing$func @loop_3() -> tile<f32> {
    %initValue0 = constant <i32: 0> : tile<i32>
    %results = loop iter_values(%value0 = %initValue0) : tile<i32> -> tile<f32> {
      %cond = constant <i1: 1> : tile<i1>
      if %cond {
        %newLoopValue = constant <i32: 0> : tile<i32>
        continue %newLoopValue : tile<i32>
      }
      %finalReturnValue = constant <f32: 0.0> : tile<f32>
      break %finalReturnValue : tile<f32>
    }
    return %results : tile<f32>
  }
}

// -----

cuda_tile.module @spec_break {
  // A bare break: the condition is "2 == 1", never another iteration.
  // CHECK-LABEL: nv_tileaa.func @break_0() attributes {kernel} {
  // CHECK-NEXT: scf.while : () -> () {
  // CHECK-NEXT: %[[BRK:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[AGAIN:.*]] = arith.cmpi eq, %[[BRK]], %[[ONE]] : i32
  // CHECK-NEXT: scf.condition(%[[AGAIN]])
  // A break from an if, the implicit continue after it.
  // CHECK: scf.while : () -> () {
  // CHECK: %[[E:.*]] = scf.if %{{.*}} -> (i32) {
  // CHECK-NEXT: %[[BRK:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: scf.yield %[[BRK]] : i32
  // CHECK: %[[CODE:.*]] = scf.if %{{.*}} -> (i32) {
  // CHECK-NEXT: %[[CONT:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: scf.yield %[[CONT]] : i32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[E]] : i32
  // A break with a value from an else branch.
  // CHECK: %[[W:.*]]:2 = scf.while (%{{.*}} = %{{.*}}) : (f32) -> (f32, f32) {
  // CHECK: %[[E:.*]]:2 = scf.if %{{.*}} -> (i32, f32) {
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[FT]], %[[P]] : i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[V0:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT: %[[BRK:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: scf.yield %[[BRK]], %[[V0]] : i32, f32
  // CHECK: %[[T:.*]]:3 = scf.if %{{.*}} -> (f32, i32, f32) {
  // CHECK-NEXT: %[[V1:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT: %[[CONT:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[V1]], %[[CONT]], %[[P]] : f32, i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[P]], %[[E]]#0, %[[E]]#1 : f32, i32, f32
  // CHECK: scf.condition(%{{.*}}) %[[T]]#0, %[[T]]#2 : f32, f32
  // CHECK: nv_tileaa.return
  entry @break_0() {
    loop {
      break
    }
    loop  {
      %condition = constant <i1: 1> : tile<i1>
      if %condition  {
        break
      }
    }
    %initValue0 = constant <f32: 0.0> : tile<f32>
    %results = loop iter_values(%var0 = %initValue0): tile<f32> -> tile<f32> {
      %condition = constant <i1: 1> : tile<i1>
      if %condition  {
        yield
      } else {
        %loopValue0 = constant <f32: 1.0> : tile<f32>
        break %loopValue0 : tile<f32>
      }
      %loopValue1 = constant <f32: 1.0> : tile<f32>
      continue %loopValue1 : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @nesting {
  // continue two ifs deep, break one if deep: the inner if's exits reach the
  // outer if's tuple through its rest, then the loop's.
  // CHECK-LABEL: nv_tileaa.func @mixed(
  // CHECK-SAME: %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i1, %[[X:[^:]*]]: f32) -> f32 {
  // CHECK-NEXT: %[[W:.*]]:2 = scf.while (%[[V:.*]] = %[[X]]) : (f32) -> (f32, f32) {
  // CHECK-NEXT: %[[O:.*]]:3 = scf.if %[[C]] -> (i32, f32, f32) {
  // CHECK-NEXT: %[[I:.*]]:2 = scf.if %[[D]] -> (i32, f32) {
  // CHECK-NEXT: %[[CONT:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: scf.yield %[[CONT]], %[[V]] : i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[FT]], %[[P]] : i32, f32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[FELL:.*]] = arith.cmpi eq, %[[I]]#0, %[[Z]] : i32
  // CHECK-NEXT: %[[R:.*]]:3 = scf.if %[[FELL]] -> (i32, f32, f32) {
  // CHECK-NEXT: %[[WV:.*]] = nv_tileaa.addf %[[V]], %[[V]] : f32
  // CHECK-NEXT: %[[BRK:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[BRK]], %[[P]], %[[WV]] : i32, f32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[I]]#0, %[[I]]#1, %[[P]] : i32, f32, f32
  // CHECK-NEXT: }
  // CHECK-NEXT: scf.yield %[[R]]#0, %[[R]]#1, %[[R]]#2 : i32, f32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[P1:.*]] = ub.poison : f32
  // CHECK-NEXT: %[[P2:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[FT]], %[[P1]], %[[P2]] : i32, f32, f32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[FELL:.*]] = arith.cmpi eq, %[[O]]#0, %[[Z]] : i32
  // CHECK-NEXT: %[[T:.*]]:3 = scf.if %[[FELL]] -> (f32, i32, f32) {
  // CHECK-NEXT: %[[U:.*]] = nv_tileaa.addf %[[V]], %[[X]] : f32
  // CHECK-NEXT: %[[CONT:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[U]], %[[CONT]], %[[P]] : f32, i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[O]]#1, %[[O]]#0, %[[O]]#2 : f32, i32, f32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[AGAIN:.*]] = arith.cmpi eq, %[[T]]#1, %[[ONE]] : i32
  // CHECK-NEXT: scf.condition(%[[AGAIN]]) %[[T]]#0, %[[T]]#2 : f32, f32
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
  // CHECK-NEXT: scf.yield %[[A]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return %[[W]]#1 : f32
  testing$func @mixed(%c: tile<i1>, %d: tile<i1>, %x: tile<f32>) -> tile<f32> {
    %r = loop iter_values(%v = %x) : tile<f32> -> tile<f32> {
      if %c {
        if %d {
          continue %v : tile<f32>
        }
        %w = addf %v, %v : tile<f32>
        break %w : tile<f32>
      }
      %u = addf %v, %x : tile<f32>
      continue %u : tile<f32>
    }
    return %r : tile<f32>
  }

  // break two ifs deep, with an if with results around it.
  // CHECK-LABEL: nv_tileaa.func @deep_break(
  // CHECK-SAME: %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i1, %[[X:[^:]*]]: f32) -> f32 {
  // CHECK-NEXT: %[[W:.*]]:2 = scf.while (%[[V:.*]] = %[[X]]) : (f32) -> (f32, f32) {
  // The outer if's own result first, then the code and the break payload
  // (only a break can leave it).
  // CHECK-NEXT: %[[O:.*]]:3 = scf.if %[[C]] -> (f32, i32, f32) {
  // CHECK-NEXT: %[[I:.*]]:2 = scf.if %[[D]] -> (i32, f32) {
  // CHECK-NEXT: %[[BRK:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: scf.yield %[[BRK]], %[[V]] : i32, f32
  // CHECK: %[[R:.*]]:3 = scf.if %{{.*}} -> (f32, i32, f32) {
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[V]], %[[FT]], %[[P]] : f32, i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[P]], %[[I]]#0, %[[I]]#1 : f32, i32, f32
  // CHECK-NEXT: }
  // CHECK-NEXT: scf.yield %[[R]]#0, %[[R]]#1, %[[R]]#2 : f32, i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[Y:.*]] = nv_tileaa.addf %[[X]], %[[X]] : f32
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[Y]], %[[FT]], %[[P]] : f32, i32, f32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[FELL:.*]] = arith.cmpi eq, %[[O]]#1, %[[Z]] : i32
  // CHECK-NEXT: %{{.*}}:3 = scf.if %[[FELL]] -> (f32, i32, f32) {
  // CHECK-NEXT: %[[U:.*]] = nv_tileaa.addf %[[O]]#0, %[[V]] : f32
  // CHECK-NEXT: %[[CONT:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[U]], %[[CONT]], %[[P]] : f32, i32, f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[P]], %[[O]]#1, %[[O]]#2 : f32, i32, f32
  // CHECK-NEXT: }
  // CHECK: nv_tileaa.return %[[W]]#1 : f32
  testing$func @deep_break(%c: tile<i1>, %d: tile<i1>, %x: tile<f32>) -> tile<f32> {
    %r = loop iter_values(%v = %x) : tile<f32> -> tile<f32> {
      %y = if %c -> (tile<f32>) {
        if %d {
          break %v : tile<f32>
        }
        yield %v : tile<f32>
      } else {
        %z = addf %x, %x : tile<f32>
        yield %z : tile<f32>
      }
      %u = addf %y, %v : tile<f32>
      continue %u : tile<f32>
    }
    return %r : tile<f32>
  }

  // The inner loop's break ends only the inner loop: its scf.while's result
  // is what the outer body goes on with.
  // CHECK-LABEL: nv_tileaa.func @nested_loops(
  // CHECK-SAME: %[[C:[^:]*]]: i1, %[[X:[^:]*]]: f32) -> f32 {
  // CHECK-NEXT: %[[OUTER:.*]]:2 = scf.while (%[[V:.*]] = %[[X]]) : (f32) -> (f32, f32) {
  // CHECK-NEXT: %[[INNER:.*]]:2 = scf.while (%[[WV:.*]] = %[[V]]) : (f32) -> (f32, f32) {
  // CHECK: scf.condition(%{{.*}}) %{{.*}}#0, %{{.*}}#2 : f32, f32
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
  // CHECK-NEXT: scf.yield %[[A]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[E:.*]]:2 = scf.if %[[C]] -> (i32, f32) {
  // CHECK-NEXT: %[[BRK:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: scf.yield %[[BRK]], %[[INNER]]#1 : i32, f32
  // CHECK: %{{.*}}:3 = scf.if %{{.*}} -> (f32, i32, f32) {
  // CHECK-NEXT: %[[CONT:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[P:.*]] = ub.poison : f32
  // CHECK-NEXT: scf.yield %[[INNER]]#1, %[[CONT]], %[[P]] : f32, i32, f32
  // CHECK: nv_tileaa.return %[[OUTER]]#1 : f32
  testing$func @nested_loops(%c: tile<i1>, %x: tile<f32>) -> tile<f32> {
    %r = loop iter_values(%v = %x) : tile<f32> -> tile<f32> {
      %inner = loop iter_values(%w = %v) : tile<f32> -> tile<f32> {
        if %c {
          break %w : tile<f32>
        }
        %w2 = addf %w, %w : tile<f32>
        continue %w2 : tile<f32>
      }
      if %c {
        break %inner : tile<f32>
      }
      continue %inner : tile<f32>
    }
    return %r : tile<f32>
  }

  // Tokens as carried values: placeholders are poison memory tokens.
  // CHECK-LABEL: nv_tileaa.func @tokens(
  // CHECK-SAME: %[[T:[^:]*]]: !nv_tileaa.mem_token, %[[C:[^:]*]]: i1) -> !nv_tileaa.mem_token {
  // CHECK-NEXT: %[[W:.*]]:2 = scf.while (%[[U:.*]] = %[[T]]) : (!nv_tileaa.mem_token) -> (!nv_tileaa.mem_token, !nv_tileaa.mem_token) {
  // CHECK: ub.poison : !nv_tileaa.mem_token
  // CHECK: nv_tileaa.return %[[W]]#1 : !nv_tileaa.mem_token
  testing$func @tokens(%t: token, %c: tile<i1>) -> token {
    %r = loop iter_values(%u = %t) : token -> token {
      if %c {
        break %u : token
      }
      %j = make_token : token
      continue %j : token
    }
    return %r : token
  }
}

// -----

// return from inside ifs: the function body gets a return exit.
cuda_tile.module @returns {
  // CHECK-LABEL: nv_tileaa.func @early(
  // CHECK-SAME: %[[C:[^:]*]]: i1, %[[X:[^:]*]]: f32) attributes {kernel} {
  // CHECK-NEXT: %[[E:.*]] = scf.if %[[C]] -> (i32) {
  // CHECK-NEXT: %[[RET:.*]] = arith.constant 3 : i32
  // CHECK-NEXT: scf.yield %[[RET]] : i32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: scf.yield %[[FT]] : i32
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[FELL:.*]] = arith.cmpi eq, %[[E]], %[[Z]] : i32
  // CHECK-NEXT: scf.if %[[FELL]] {
  // CHECK-NEXT: nv_tileaa.addf %[[X]], %[[X]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return
  entry @early(%c: tile<i1>, %x: tile<f32>) {
    if %c {
      return
    }
    %y = addf %x, %x : tile<f32>
    return
  }

  // CHECK-LABEL: nv_tileaa.func @early_values(
  // CHECK-SAME: %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i1, %[[X:[^:]*]]: f32) -> (f32, i1) {
  // CHECK-NEXT: %[[O:.*]]:3 = scf.if %[[C]] -> (i32, f32, i1) {
  // CHECK-NEXT: %[[I:.*]]:3 = scf.if %[[D]] -> (i32, f32, i1) {
  // CHECK-NEXT: %[[RET:.*]] = arith.constant 3 : i32
  // CHECK-NEXT: scf.yield %[[RET]], %[[X]], %[[D]] : i32, f32, i1
  // CHECK: %[[R:.*]]:3 = scf.if %{{.*}} -> (i32, f32, i1) {
  // CHECK: } else {
  // CHECK-NEXT: scf.yield %[[I]]#0, %[[I]]#1, %[[I]]#2 : i32, f32, i1
  // CHECK-NEXT: }
  // CHECK-NEXT: scf.yield %[[R]]#0, %[[R]]#1, %[[R]]#2 : i32, f32, i1
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[FT:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[P1:.*]] = ub.poison : f32
  // CHECK-NEXT: %[[P2:.*]] = ub.poison : i1
  // CHECK-NEXT: scf.yield %[[FT]], %[[P1]], %[[P2]] : i32, f32, i1
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[FELL:.*]] = arith.cmpi eq, %[[O]]#0, %[[Z]] : i32
  // CHECK-NEXT: %[[R:.*]]:2 = scf.if %[[FELL]] -> (f32, i1) {
  // CHECK-NEXT: %[[Y:.*]] = nv_tileaa.addf %[[X]], %[[X]] : f32
  // CHECK-NEXT: scf.yield %[[Y]], %[[C]] : f32, i1
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[O]]#1, %[[O]]#2 : f32, i1
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return %[[R]]#0, %[[R]]#1 : f32, i1
  testing$func @early_values(%c: tile<i1>, %d: tile<i1>, %x: tile<f32>) -> (tile<f32>, tile<i1>) {
    if %c {
      if %d {
        return %x, %d : tile<f32>, tile<i1>
      }
    }
    %y = addf %x, %x : tile<f32>
    return %y, %c : tile<f32>, tile<i1>
  }
}
