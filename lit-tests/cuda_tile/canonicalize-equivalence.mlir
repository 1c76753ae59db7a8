// The interpreter runs @check the same before and after --canonicalize: every
// if and select rule that fires here (results to selects, known results,
// a negated condition, nested ifs, both branches exiting, a static
// condition, select folds on cmpi, the exti pattern) keeps what the kernel
// prints, over arguments that take each branch.
// RUN: tile-opt %s --canonicalize -o %t.canon.mlir
// RUN: FileCheck %s --check-prefix=FIRED < %t.canon.mlir
// RUN: tile-run %s --grid 1 --entry check i32:0 i32:0 i32:5 > %t.before
// RUN: tile-run %s --grid 1 --entry check i32:3 i32:7 i32:5 >> %t.before
// RUN: tile-run %s --grid 1 --entry check i32:9 i32:2 i32:0 >> %t.before
// RUN: tile-run %s --grid 1 --entry check i32:-4 i32:-4 i32:12 >> %t.before
// RUN: tile-run %t.canon.mlir --grid 1 --entry check i32:0 i32:0 i32:5 > %t.after
// RUN: tile-run %t.canon.mlir --grid 1 --entry check i32:3 i32:7 i32:5 >> %t.after
// RUN: tile-run %t.canon.mlir --grid 1 --entry check i32:9 i32:2 i32:0 >> %t.after
// RUN: tile-run %t.canon.mlir --grid 1 --entry check i32:-4 i32:-4 i32:12 >> %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --check-prefix=OUT < %t.after

// What the canonicalizer made of it.
// FIRED-LABEL: entry @check
// FIRED: %[[LT:.*]] = cmpi less_than
// FIRED-NEXT: select %[[LT]], %cst_3_i32, %cst_4_i32
// FIRED: andi %[[LT]],
// FIRED: exti %[[LT]] unsigned
// FIRED-NOT: addi %iterArg0, %cst_1_i32
// FIRED: print_tko "lt=%d sel=%d merged=%d nested=%d ext=%d loop=%d\0A", %[[LT]], %arg0,

// What it prints, worked by hand (an i1 true prints as -1 with %d).
// OUT: lt=-1 sel=0 merged=3 nested=0 ext=1 loop=10
// OUT-NEXT: lt=-1 sel=3 merged=3 nested=7 ext=1 loop=10
// OUT-NEXT: lt=0 sel=9 merged=4 nested=0 ext=0 loop=0
// OUT-NEXT: lt=-1 sel=-4 merged=3 nested=0 ext=1 loop=66

cuda_tile.module @m {
  entry @check(%a: tile<i32>, %b: tile<i32>, %n: tile<i32>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %lt = cmpi less_than %a, %n, signed : tile<i32> -> tile<i1>
    // Known results: true/false is the condition.
    %lt2 = if %lt -> (tile<i1>) {
      yield %t : tile<i1>
    } else {
      yield %f : tile<i1>
    }
    // select on (a == b) between b and a is a.
    %eq = cmpi equal %a, %b, signed : tile<i32> -> tile<i1>
    %sel = select %eq, %b, %a : tile<i1>, tile<i32>
    // Results from outside become selects; adjacent ifs on one condition
    // (the second on its negation) merge, the second reading the first's result.
    %nlt = xori %lt, %t : tile<i1>
    %m1 = if %lt -> (tile<i32>) {
      %three = constant <i32: 3> : tile<i32>
      yield %three : tile<i32>
    } else {
      %four = constant <i32: 4> : tile<i32>
      yield %four : tile<i32>
    }
    %m2 = if %nlt -> (tile<i32>) {
      yield %m1 : tile<i32>
    } else {
      %x = muli %m1, %one : tile<i32>
      yield %x : tile<i32>
    }
    // Nested ifs become one on andi.
    %gt = cmpi greater_than %b, %a, signed : tile<i32> -> tile<i1>
    %nested = if %lt -> (tile<i32>) {
      %in = if %gt -> (tile<i32>) {
        %s = addi %b, %zero : tile<i32>
        yield %s : tile<i32>
      } else {
        yield %zero : tile<i32>
      }
      yield %in : tile<i32>
    } else {
      yield %zero : tile<i32>
    }
    // select c, 1, 0 is exti.
    %e = select %lt2, %one, %zero : tile<i1>, tile<i32>
    // A loop whose body ends in an if with both branches exiting, and a
    // static condition.
    %sum = for %i in (%zero to %n, step %one) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {
      %odd = cmpi equal %i, %one, signed : tile<i32> -> tile<i1>
      %next = addi %acc, %i : tile<i32>
      if %f {
        %never = addi %acc, %one : tile<i32>
        continue %never : tile<i32>
      }
      if %odd {
        continue %next : tile<i32>
      } else {
        continue %next : tile<i32>
      }
      continue %acc : tile<i32>
    }
    %tok = print_tko "lt=%d sel=%d merged=%d nested=%d ext=%d loop=%d\n", %lt2, %sel, %m2, %nested, %e, %sum : tile<i1>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}
