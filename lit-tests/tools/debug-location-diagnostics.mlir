// Diagnostics at a debug location name its source line, as tile-opt's do: a
// di_loc's own line, a call site's callee (here code of another subprogram
// inlined into a kernel, which the scope rules refuse). tile-compile used to
// print no position, tile-run the whole debug attribute.
// RUN: %expect-exit 1 tile-compile --emit=ptx %s -o - 2>&1 | FileCheck %s
// RUN: %expect-exit 1 tile-run %s --grid 1 2>&1 | FileCheck %s --check-prefix=INTERP

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu>
#other = #cuda_tile.di_subprogram<file = #file, line = 30, name = "o", linkageName = "o", compileUnit = #cu>
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":9:3) in #sp>)
    %d = muli %c, %c : tile<i32> loc(callsite(#cuda_tile.di_loc<loc("k.py":32:7) in #other> at #cuda_tile.di_loc<loc("k.py":10:3) in #other>))
    return
  } loc(#cuda_tile.di_loc<loc("k.py":8:1) in #sp>)
}

// CHECK: k.py:32:7: error: 'cuda_tile.muli' op debug scope belongs to subprogram "o", not to its kernel's subprogram "k"
// CHECK: k.py:8:1: note: kernel defined here
// INTERP: k.py:32:7: 'cuda_tile.muli' op debug scope belongs to subprogram "o"
