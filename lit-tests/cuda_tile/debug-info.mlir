// NVIDIA's debug-info attributes in NVIDIA's forms (13.3 additions §6.1):
// positional di_file and di_loc, keyword parameters in any order for the
// scopes, optional scopeLine and column (a written 0 disappears), locations
// written inline or as aliases; printed under aliases, round-tripping in
// custom and generic form. Scopes that keep the rules of §6.3: ops without a
// scope in a scoped kernel, inlined code whose caller is the kernel's, and
// testing$func, to which the rules do not apply.
// RUN: tile-opt --mlir-print-debuginfo %s | FileCheck %s
// RUN: tile-opt --mlir-print-debuginfo %s | tile-opt --mlir-print-debuginfo | FileCheck %s
// RUN: tile-opt --mlir-print-debuginfo --mlir-print-op-generic %s | tile-opt --mlir-print-debuginfo | FileCheck %s

#file = #cuda_tile.di_file<"k.py" in "/src">
#lib = #cuda_tile.di_file<"lib.py" in "/src/util">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<linkageName = "k", compileUnit = #cu, name = "kern", line = 8, file = #file, scopeLine = 9>
#helper = #cuda_tile.di_subprogram<file = #lib, line = 3, name = "helper", linkageName = "helper", compileUnit = #cu, scopeLine = 0>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 9, column = 2>
#inner = #cuda_tile.di_lexical_block<line = 11, file = #file, scope = #blk>
#here = loc("k.py":8:3)
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":10:10) in #blk>)
    %d = addi %c, %c : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":11:8) in #inner>)
    %e = muli %c, %c : tile<i32> loc(callsite(#cuda_tile.di_loc<loc("lib.py":5:7) in #helper> at #cuda_tile.di_loc<loc("k.py":12:3) in #sp>))
    %f = subi %c, %c : tile<i32> loc("plain.py":1:1)
    return loc(#cuda_tile.di_loc<loc("k.py":13:5) in #sp>)
  } loc(#cuda_tile.di_loc<#here in #sp>)
  testing$func @t() {
    return loc(#cuda_tile.di_loc<loc("k.py":41:1) in #helper>)
  } loc(#cuda_tile.di_loc<loc("k.py":40:1) in #blk>)
}

// CHECK: constant <i32: 1> : tile<i32> loc([[CLOC:#loc[0-9]*]])
// CHECK: addi %{{.*}} loc([[DLOC:#loc[0-9]*]])
// CHECK: muli %{{.*}} loc([[ELOC:#loc[0-9]*]])
// CHECK: subi %{{.*}} loc([[FLOC:#loc[0-9]*]])
// CHECK: return loc([[RETLOC:#loc[0-9]*]])
// CHECK: } loc([[ENTRYLOC:#loc[0-9]*]])
// CHECK-DAG: #di_file = #cuda_tile.di_file<"k.py" in "/src">
// CHECK-DAG: #di_file1 = #cuda_tile.di_file<"lib.py" in "/src/util">
// CHECK-DAG: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK-DAG: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "kern", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 9>
// CHECK-DAG: #di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 3, name = "helper", linkageName = "helper", compileUnit = #di_compile_unit>
// CHECK-DAG: #di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 9, column = 2>
// CHECK-DAG: #di_lexical_block1 = #cuda_tile.di_lexical_block<scope = #di_lexical_block, file = #di_file, line = 11>
// CHECK-DAG: [[K10:#loc[0-9]*]] = loc("k.py":10:10)
// CHECK-DAG: [[CLOC]] = #cuda_tile.di_loc<[[K10]] in #di_lexical_block>
// CHECK-DAG: [[K11:#loc[0-9]*]] = loc("k.py":11:8)
// CHECK-DAG: [[DLOC]] = #cuda_tile.di_loc<[[K11]] in #di_lexical_block1>
// CHECK-DAG: [[FLOC]] = loc("plain.py":1:1)
// CHECK-DAG: [[K8:#loc[0-9]*]] = loc("k.py":8:3)
// CHECK-DAG: [[ENTRYLOC]] = #cuda_tile.di_loc<[[K8]] in #di_subprogram>
// CHECK-DAG: [[K13:#loc[0-9]*]] = loc("k.py":13:5)
// CHECK-DAG: [[RETLOC]] = #cuda_tile.di_loc<[[K13]] in #di_subprogram>
// CHECK-DAG: [[L5:#loc[0-9]*]] = loc("lib.py":5:7)
// CHECK-DAG: [[K12:#loc[0-9]*]] = loc("k.py":12:3)
// CHECK-DAG: [[CALLEE:#loc[0-9]*]] = #cuda_tile.di_loc<[[L5]] in #di_subprogram1>
// CHECK-DAG: [[CALLER:#loc[0-9]*]] = #cuda_tile.di_loc<[[K12]] in #di_subprogram>
// CHECK-DAG: [[ELOC]] = loc(callsite([[CALLEE]] at [[CALLER]]))
