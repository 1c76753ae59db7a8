// Malformed debug-info attributes: a di_loc's location is a file:line:column
// one, its scope a subprogram or a lexical block, and every non-optional key
// of a scope is written.
// RUN: not tile-opt --split-input-file %s 2>&1 | FileCheck %s

// CHECK: error: debug scope must be a di_subprogram or a di_lexical_block, got #cuda_tile.di_file
#file = #cuda_tile.di_file<"k.py" in "/src">
cuda_tile.module @m {
  entry @k() {
    return loc(#cuda_tile.di_loc<loc("k.py":12:5) in #file>)
  }
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu>
// CHECK: error: di_loc needs a file:line:column location, got loc("name")
cuda_tile.module @m {
  entry @k() {
    return loc(#cuda_tile.di_loc<loc("name") in #sp>)
  }
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
// CHECK: error: struct is missing required parameter: linkageName
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", compileUnit = #cu>

// -----

// CHECK: error: failed to parse CudaTile_DIFileAttr parameter 'name'
#file = #cuda_tile.di_file<name = "k.py", directory = "/src">

// -----

// Lines and columns are unsigned 32-bit integers, never wrapped around.
#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
// CHECK: error: expected an unsigned 32-bit integer, got -1
#sp = #cuda_tile.di_subprogram<file = #file, line = -1, name = "k", linkageName = "k", compileUnit = #cu>

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
// CHECK: error: expected an unsigned 32-bit integer, got 4294967296
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 2, column = 4294967296>
