// Debug locations round-trip: what tile-opt prints with --mlir-print-debuginfo
// is what tile-translate prints from our bytecode with -mlir-print-debuginfo:
// locations of entries, of ops in their bodies and in nested regions, in
// subprogram and lexical-block scopes, call sites, and ops without a location
// (unknown: bytecode holds no file locations, so the input has none).
// tileirdisasm reads the same program.
// RUN: tile-opt --mlir-print-debuginfo %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ tile-opt %s | python3 %S/../unwrap-listing.py | python3 %S/../canon-listing.py | diff %t.nv - %}

#file = #cuda_tile.di_file<name = "k.py", directory = "/src">
#lib = #cuda_tile.di_file<name = "lib.py", directory = "/src/util">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 8>
#sp2 = #cuda_tile.di_subprogram<file = #file, line = 20, name = "k2", linkageName = "k2", compileUnit = #cu, scopeLine = 21>
#helper = #cuda_tile.di_subprogram<file = #lib, line = 3, name = "helper", linkageName = "helper", compileUnit = #cu, scopeLine = 4>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 9, column = 2>
#inner = #cuda_tile.di_lexical_block<scope = #blk, file = #file, line = 11, column = 4>
module {
cuda_tile.module @kernels {
  entry @k() {
    %c = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<scope = #blk, filename = "k.py", line = 10, column = 10>)
    %lb = constant <i32: 0> : tile<i32> loc(#cuda_tile.di_loc<scope = #blk, filename = "k.py", line = 10, column = 12>)
    for %i in (%lb to %c, step %c) : tile<i32> {
      %s = addi %i, %c : tile<i32> loc(#cuda_tile.di_loc<scope = #inner, filename = "k.py", line = 11, column = 8>)
    } loc(#cuda_tile.di_loc<scope = #blk, filename = "k.py", line = 11, column = 4>)
    %d = muli %c, %c : tile<i32> loc(callsite(#cuda_tile.di_loc<scope = #helper, filename = "lib.py", line = 5, column = 7> at #cuda_tile.di_loc<scope = #sp, filename = "k.py", line = 12, column = 3>))
    return loc(#cuda_tile.di_loc<scope = #sp, filename = "k.py", line = 13, column = 5>)
  } loc(#cuda_tile.di_loc<scope = #sp, filename = "k.py", line = 8, column = 3>)

  entry @k2() {
    %c = constant <f32: 2.0> : tile<4xf32> loc(#cuda_tile.di_loc<scope = #sp2, filename = "k.py", line = 22, column = 1>)
    %e = exp %c : tile<4xf32> loc(unknown)
    return loc(#cuda_tile.di_loc<scope = #sp2, filename = "k.py", line = 23, column = 1>)
  } loc(#cuda_tile.di_loc<scope = #sp2, filename = "k.py", line = 20, column = 1>)
} loc(unknown)
} loc(unknown)
