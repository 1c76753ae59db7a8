// A debug scope is a subprogram or a lexical block.
// RUN: not tile-opt %s 2>&1 | FileCheck %s

// CHECK: error: debug scope must be a di_subprogram or a di_lexical_block, got #cuda_tile.di_file
#file = #cuda_tile.di_file<name = "k.py", directory = "/src">
cuda_tile.module @m {
  entry @k() {
    return loc(#cuda_tile.di_loc<scope = #file, filename = "k.py", line = 12, column = 5>)
  }
}
