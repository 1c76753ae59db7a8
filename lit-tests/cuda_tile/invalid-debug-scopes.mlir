// How a kernel's debug scope relates to its body (13.3 additions §6.3): one
// case per rule, each reported on the offending op at its source line.
// RUN: not tile-opt --split-input-file %s 2>&1 | FileCheck %s

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu>
// Rule 1: a kernel is not inlined anywhere.
// CHECK: error: 'cuda_tile.entry' op cannot have a call-site location: a kernel is not inlined anywhere
cuda_tile.module @m {
  entry @k() {
    return
  } loc(callsite(#cuda_tile.di_loc<loc("k.py":8:1) in #sp> at #cuda_tile.di_loc<loc("k.py":2:1) in #sp>))
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 9>
// Rule 2: the kernel's own scope is its subprogram, not a block in it.
// CHECK: k.py:9:1: error: 'cuda_tile.entry' op debug scope must be its di_subprogram, not a di_lexical_block
cuda_tile.module @m {
  entry @k() {
    return
  } loc(#cuda_tile.di_loc<loc("k.py":9:1) in #blk>)
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k_mangled", compileUnit = #cu>
// Rule 3: the linkage name is the kernel's symbol (the name is not checked).
// CHECK: k.py:8:1: error: 'cuda_tile.entry' op debug scope's linkageName "k_mangled" does not match the kernel's name "k"
cuda_tile.module @m {
  entry @k() {
    return
  } loc(#cuda_tile.di_loc<loc("k.py":8:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu>
// Rule 4: a kernel without a scope holds no scoped op, at any depth (here
// through a name location).
// CHECK: k.py:12:5: error: 'cuda_tile.constant' op has a debug scope, but its kernel @k has none
// CHECK: invalid-debug-scopes.mlir:[[# @LINE + 2]]:3: note: kernel defined here
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<i32>
    %lb = constant <i32: 0> : tile<i32>
    for %i in (%lb to %c, step %c) : tile<i32> {
      %d = constant <i32: 2> : tile<i32> loc("d"(#cuda_tile.di_loc<loc("k.py":12:5) in #sp>))
    }
    return
  }
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu>
#other = #cuda_tile.di_subprogram<file = #file, line = 30, name = "o", linkageName = "o", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #other, file = #file, line = 31, column = 3>
// Rule 5: every scoped op of the body resolves to the kernel's subprogram;
// a lexical block counts as the subprogram it nests in, a fused location as
// its first part with a scope.
// CHECK: x.py:1:1: error: 'cuda_tile.constant' op debug scope belongs to subprogram "o", not to its kernel's subprogram "k"
// CHECK: note: kernel defined here
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":9:5) in #sp>)
    %d = constant <i32: 2> : tile<i32> loc(fused["x.py":1:1, #cuda_tile.di_loc<loc("k.py":32:7) in #blk>])
    return loc(#cuda_tile.di_loc<loc("k.py":10:5) in #sp>)
  } loc(#cuda_tile.di_loc<loc("k.py":8:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu>
#helper = #cuda_tile.di_subprogram<file = #file, line = 3, name = "helper", linkageName = "helper", compileUnit = #cu>
// Rule 5 for inlined code: the caller is what counts.
// CHECK: error: 'cuda_tile.muli' op debug scope belongs to subprogram "helper", not to its kernel's subprogram "k"
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 1> : tile<i32>
    %d = muli %c, %c : tile<i32> loc(callsite(#cuda_tile.di_loc<loc("k.py":4:7) in #sp> at #cuda_tile.di_loc<loc("k.py":5:3) in #helper>))
    return
  } loc(#cuda_tile.di_loc<loc("k.py":8:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "g", linkageName = "g", compileUnit = #cu>
// Rule 6: only functions carry a scope at module level.
// CHECK: k.py:2:1: error: 'cuda_tile.global' op cannot have a debug scope: only functions at module level have one
cuda_tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32> loc(#cuda_tile.di_loc<loc("k.py":2:1) in #sp>)
}
