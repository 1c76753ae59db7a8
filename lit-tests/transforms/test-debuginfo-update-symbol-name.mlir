// test-debuginfo-update-symbol-name (13.3 additions §5.4): renames a symbol
// found by its path from the top-level module, its uses with update-uses, and
// when the symbol's location is directly a di_loc in a di_subprogram, that
// subprogram's linkageName everywhere in the scope: attributes, locations of
// ops and block arguments, lexical blocks, fused and call-site locations.
// RUN: split-file %s %t
// RUN: tile-opt -test-debuginfo-update-symbol-name='symbol-to-rename=m::k new-name=k2' --mlir-print-debuginfo --mlir-print-local-scope %t/rename.mlir | FileCheck %s --check-prefixes=CHECK,NOUSES,WHOLE
// RUN: tile-opt --pass-pipeline='builtin.module(test-debuginfo-update-symbol-name{symbol-to-rename=m::k new-name=k2 update-uses=true})' --mlir-print-debuginfo --mlir-print-local-scope %t/rename.mlir | FileCheck %s --check-prefixes=CHECK,USES
// Block arguments (the custom form does not print their locations).
// RUN: tile-opt -test-debuginfo-update-symbol-name='symbol-to-rename=m::k new-name=k2' --mlir-print-debuginfo --mlir-print-local-scope --mlir-print-op-generic %t/rename.mlir | FileCheck %s --check-prefix=ARG
// With a scope, what lies outside it keeps the old subprogram.
// RUN: tile-opt -test-debuginfo-update-symbol-name='symbol-to-rename=m::k new-name=k2 scope=m::k' --mlir-print-debuginfo --mlir-print-local-scope %t/rename.mlir | FileCheck %s --check-prefixes=CHECK,NOUSES,SCOPE
// Globals and the cuda_tile.module itself are symbols too.
// RUN: tile-opt -test-debuginfo-update-symbol-name='symbol-to-rename=m::g new-name=table update-uses=1' %t/rename.mlir | FileCheck %s --check-prefix=GLOBAL
// RUN: tile-opt -test-debuginfo-update-symbol-name='symbol-to-rename=m new-name=n' %t/rename.mlir | FileCheck %s --check-prefix=MODULE
// A location that is not directly a di_loc leaves every subprogram alone.
// RUN: tile-opt --split-input-file -test-debuginfo-update-symbol-name='symbol-to-rename=m::f new-name=g' --mlir-print-debuginfo --mlir-print-local-scope %t/indirect.mlir | FileCheck %s --check-prefix=INDIRECT
// Errors, and the verifier's error for a kernel whose subprogram is not renamed.
// RUN: tile-opt --split-input-file --verify-diagnostics -test-debuginfo-update-symbol-name='symbol-to-rename=m::k scope=m::o new-name=k2' %t/errors-scope.mlir
// RUN: tile-opt --verify-diagnostics -test-debuginfo-update-symbol-name='symbol-to-rename=m::k new-name=k2' %t/errors-name.mlir
// RUN: not tile-opt -test-debuginfo-update-symbol-name='symbol-to-rename=m::k new-name=k2' %t/wrapped-kernel.mlir 2>&1 | FileCheck %s --check-prefix=WRAPPED

//--- rename.mlir
#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 3, name = "kern", linkageName = "k", compileUnit = #cu, scopeLine = 4>
#other = #cuda_tile.di_subprogram<file = #file, line = 20, name = "o", linkageName = "o", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 5, column = 2>
#inner = #cuda_tile.di_lexical_block<scope = #blk, file = #file, line = 6>
cuda_tile.module @m {
  global @g <f32: [1.0]> : tile<1xf32>
  entry @k(%p: tile<ptr<f32>> loc(#cuda_tile.di_loc<loc("/src/k.py":3:9) in #sp>)) attributes {test.self = @k, test.sp = #sp} {
    %a = get_global @g : tile<ptr<f32>> loc(#cuda_tile.di_loc<loc("/src/k.py":4:1) in #sp>)
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("/src/k.py":5:3) in #blk>)
    for %i in (%c to %c, step %c) : tile<i32> {
      %s = addi %i, %c : tile<i32> loc(#cuda_tile.di_loc<loc("/src/k.py":6:5) in #inner>)
    } loc(fused["/src/k.py":5:1, #cuda_tile.di_loc<loc("/src/k.py":5:2) in #blk>])
    return loc(callsite(#cuda_tile.di_loc<loc("/src/k.py":7:1) in #sp> at "/src/k.py":7:2))
  } loc(#cuda_tile.di_loc<loc("/src/k.py":3:1) in #sp>)
  entry @o() attributes {test.ref = @k, test.sp = #sp} {
    return loc(#cuda_tile.di_loc<loc("/src/k.py":21:1) in #other>)
  } loc(#cuda_tile.di_loc<loc("/src/k.py":20:1) in #other>)
}
// Only linkageName changes; `name` stays "kern".
// CHECK-LABEL: cuda_tile.module @m
// NOUSES: entry @k2({{.*}}) attributes {test.self = @k, test.sp = [[NEW:#cuda_tile.di_subprogram<file = <"k.py" in "/src">, line = 3, name = "kern", linkageName = "k2", compileUnit = <file = <"k.py" in "/src">>, scopeLine = 4>]]} {
// USES: entry @k2({{.*}}) attributes {test.self = @k2, test.sp = [[NEW:#cuda_tile.di_subprogram<file = <"k.py" in "/src">, line = 3, name = "kern", linkageName = "k2", compileUnit = <file = <"k.py" in "/src">>, scopeLine = 4>]]} {
// CHECK-NEXT: get_global @g {{.*}} loc(#cuda_tile.di_loc<loc("/src/k.py":4:1) in [[NEW]]>)
// CHECK-NEXT: constant {{.*}} loc(#cuda_tile.di_loc<loc("/src/k.py":5:3) in [[BLK:#cuda_tile.di_lexical_block<scope = ]][[NEW]], file = <"k.py" in "/src">, line = 5, column = 2>>)
// CHECK-NEXT: for
// CHECK-NEXT: addi {{.*}} loc(#cuda_tile.di_loc<loc("/src/k.py":6:5) in #cuda_tile.di_lexical_block<scope = [[BLK]][[NEW]], file = <"k.py" in "/src">, line = 5, column = 2>, file = <"k.py" in "/src">, line = 6>>)
// CHECK-NEXT: } loc(fused["/src/k.py":5:1, #cuda_tile.di_loc<loc("/src/k.py":5:2) in [[BLK]][[NEW]], file = <"k.py" in "/src">, line = 5, column = 2>>])
// CHECK-NEXT: return loc(callsite(#cuda_tile.di_loc<loc("/src/k.py":7:1) in [[NEW]]> at "/src/k.py":7:2))
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/src/k.py":3:1) in [[NEW]]>)
// NOUSES-NEXT: entry @o() attributes {test.ref = @k, test.sp =
// USES-NEXT: entry @o() attributes {test.ref = @k2, test.sp = [[NEW]]} {
// WHOLE-SAME: [[NEW]]} {
// SCOPE-SAME: linkageName = "k", compileUnit
// The other subprogram keeps its name.
// CHECK-NEXT: return loc(#cuda_tile.di_loc<loc("/src/k.py":21:1) in #cuda_tile.di_subprogram<file = <"k.py" in "/src">, line = 20, name = "o", linkageName = "o",
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/src/k.py":20:1) in #cuda_tile.di_subprogram<file = <"k.py" in "/src">, line = 20, name = "o", linkageName = "o",

// ARG: sym_name = "k2"
// ARG-NEXT: ^bb0(%arg0: !cuda_tile.tile<ptr<f32>> loc(#cuda_tile.di_loc<loc("/src/k.py":3:9) in #cuda_tile.di_subprogram<{{.*}} linkageName = "k2",

// GLOBAL: global @table
// GLOBAL: get_global @table
// MODULE: cuda_tile.module @n

//--- indirect.mlir
// Names and fused locations (of more than one location: MLIR unwraps a
// fused location of one) are wrappers, and a di_loc in a lexical block
// names no subprogram directly. (testing$func is exempt from the verifier's
// linkage-name rule.)
#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 7, name = "f", linkageName = "f", compileUnit = #cu>
cuda_tile.module @m {
  testing$func @f() {
    return loc(#cuda_tile.di_loc<loc("/src/k.py":8:1) in #sp>)
  } loc("n"(#cuda_tile.di_loc<loc("/src/k.py":7:1) in #sp>))
}
// INDIRECT: testing$func @g()
// INDIRECT-NEXT: return loc(#cuda_tile.di_loc<loc("/src/k.py":8:1) in #cuda_tile.di_subprogram<{{.*}} linkageName = "f",
// INDIRECT-NEXT: } loc("n"(#cuda_tile.di_loc<loc("/src/k.py":7:1) in #cuda_tile.di_subprogram<{{.*}} linkageName = "f",

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 7, name = "f", linkageName = "f", compileUnit = #cu>
cuda_tile.module @m {
  testing$func @f() {
    return loc(#cuda_tile.di_loc<loc("/src/k.py":8:1) in #sp>)
  } loc(fused["/src/k.py":7:2, #cuda_tile.di_loc<loc("/src/k.py":7:1) in #sp>])
}
// INDIRECT: testing$func @g()
// INDIRECT-NEXT: return loc(#cuda_tile.di_loc<loc("/src/k.py":8:1) in #cuda_tile.di_subprogram<{{.*}} linkageName = "f",
// INDIRECT-NEXT: } loc(fused["/src/k.py":7:2, #cuda_tile.di_loc<loc("/src/k.py":7:1) in #cuda_tile.di_subprogram<{{.*}} linkageName = "f",

// -----

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 7, name = "f", linkageName = "f", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 7>
cuda_tile.module @m {
  testing$func @f() {
    return loc(#cuda_tile.di_loc<loc("/src/k.py":8:1) in #sp>)
  } loc(#cuda_tile.di_loc<loc("/src/k.py":7:1) in #blk>)
}
// INDIRECT: testing$func @g()
// INDIRECT-NEXT: return loc(#cuda_tile.di_loc<loc("/src/k.py":8:1) in #cuda_tile.di_subprogram<{{.*}} linkageName = "f",
// INDIRECT-NEXT: } loc(#cuda_tile.di_loc<loc("/src/k.py":7:1) in #cuda_tile.di_lexical_block<scope = #cuda_tile.di_subprogram<{{.*}} linkageName = "f",

//--- errors-scope.mlir
// expected-error @below {{symbol 'm::k' not found}}
module {
  cuda_tile.module @m {
    entry @o() {
      return
    }
  }
}

// -----

// expected-error @below {{scope 'm::o' not found}}
module {
  cuda_tile.module @m {
    entry @k() {
      return
    }
  }
}

// -----

module {
  cuda_tile.module @m {
    // expected-error @below {{cannot rename symbol "k": it is outside the scope to update}}
    entry @k() {
      return
    }
    // expected-note @below {{scope to update}}
    entry @o() {
      return
    }
  }
}

//--- errors-name.mlir
cuda_tile.module @m {
  // expected-error @below {{cannot rename symbol "k" to "k2": the name is taken}}
  entry @k() {
    return
  }
  // expected-note @below {{symbol "k2" defined here}}
  entry @k2() {
    return
  }
}

//--- wrapped-kernel.mlir
// Through a wrapper the subprogram is not the kernel's own, so it keeps its
// linkage name and the renamed kernel no longer matches it (§6.3 rule 3).
#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 7, name = "k", linkageName = "k", compileUnit = #cu>
cuda_tile.module @m {
  entry @k() {
    return
  } loc("n"(#cuda_tile.di_loc<loc("/src/k.py":7:1) in #sp>))
}
// The error is reported at the kernel's location, in k.py.
// WRAPPED: /src/k.py:7:1: error: 'cuda_tile.entry' op debug scope's linkageName "k" does not match the kernel's name "k2"
