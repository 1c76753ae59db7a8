// Debug locations round-trip: what tile-opt prints with --mlir-print-debuginfo
// is what tile-translate prints from our bytecode with -mlir-print-debuginfo:
// locations of entries, of ops in their bodies and in nested regions, in
// subprogram and lexical-block scopes (with and without their optional
// scopeLine and column), call sites, and ops without a location
// (unknown: bytecode holds no file locations, so the input has none).
// tileirdisasm reads the same program.
// RUN: tile-opt --no-implicit-module --mlir-print-debuginfo %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ tile-opt %s | python3 %S/../unwrap-listing.py | python3 %S/../canon-listing.py | diff %t.nv - %}

#file = #cuda_tile.di_file<"k.py" in "/src">
#lib = #cuda_tile.di_file<"lib.py" in "/src/util">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 8>
#sp2 = #cuda_tile.di_subprogram<file = #file, line = 20, name = "k2", linkageName = "k2", compileUnit = #cu, scopeLine = 21>
#helper = #cuda_tile.di_subprogram<file = #lib, line = 3, name = "helper", linkageName = "helper", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 9, column = 2>
#inner = #cuda_tile.di_lexical_block<scope = #blk, file = #file, line = 11>
cuda_tile.module @kernels {
  entry @k() {
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":10:10) in #blk>)
    %lb = constant <i32: 0> : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":10:12) in #blk>)
    for %i in (%lb to %c, step %c) : tile<i32> {
      %s = addi %i, %c : tile<i32> loc(#cuda_tile.di_loc<loc("k.py":11:8) in #inner>)
    } loc(#cuda_tile.di_loc<loc("k.py":11:4) in #blk>)
    %d = muli %c, %c : tile<i32> loc(callsite(#cuda_tile.di_loc<loc("lib.py":5:7) in #helper> at #cuda_tile.di_loc<loc("k.py":12:3) in #sp>))
    return loc(#cuda_tile.di_loc<loc("k.py":13:5) in #sp>)
  } loc(#cuda_tile.di_loc<loc("k.py":8:3) in #sp>)

  entry @k2() {
    %c = constant <f32: 2.0> : tile<4xf32> loc(#cuda_tile.di_loc<loc("k.py":22:1) in #sp2>)
    %e = exp %c : tile<4xf32> loc(unknown)
    return loc(#cuda_tile.di_loc<loc("k.py":23:1) in #sp2>)
  } loc(#cuda_tile.di_loc<loc("k.py":20:1) in #sp2>)
} loc(unknown)
