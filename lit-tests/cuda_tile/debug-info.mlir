// NVIDIA's debug-info attributes: locations in subprogram and lexical-block
// scopes, printed under aliases, round-tripping in custom and generic form.
// RUN: tile-opt --mlir-print-debuginfo %s | FileCheck %s
// RUN: tile-opt --mlir-print-debuginfo %s | tile-opt --mlir-print-debuginfo | FileCheck %s
// RUN: tile-opt --mlir-print-debuginfo --mlir-print-op-generic %s | tile-opt --mlir-print-debuginfo | FileCheck %s

#file = #cuda_tile.di_file<name = "k.py", directory = "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 8>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 9, column = 2>
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<scope = #blk, filename = "k.py", line = 10, column = 10>)
    return loc(#cuda_tile.di_loc<scope = #sp, filename = "k.py", line = 12, column = 5>)
  } loc(#cuda_tile.di_loc<scope = #sp, filename = "k.py", line = 8, column = 3>)
}

// CHECK: constant <i32: 1> : tile<i32> loc([[BLOCKLOC:#loc[0-9]*]])
// CHECK: return loc([[RETLOC:#loc[0-9]*]])
// CHECK: } loc([[ENTRYLOC:#loc[0-9]*]])
// CHECK-DAG: #di_file = #cuda_tile.di_file<name = "k.py", directory = "/src">
// CHECK-DAG: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK-DAG: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 8>
// CHECK-DAG: #di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 9, column = 2>
// CHECK-DAG: [[ENTRYLOC]] = #cuda_tile.di_loc<scope = #di_subprogram, filename = "k.py", line = 8, column = 3>
// CHECK-DAG: [[RETLOC]] = #cuda_tile.di_loc<scope = #di_subprogram, filename = "k.py", line = 12, column = 5>
// CHECK-DAG: [[BLOCKLOC]] = #cuda_tile.di_loc<scope = #di_lexical_block, filename = "k.py", line = 10, column = 10>
