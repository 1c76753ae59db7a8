// tileiras' --lineinfo and -g: the kernel's di_loc lines become PTX .loc
// directives against a .file entry, and the cubin keeps them. --lineinfo is
// directives only, at any optimisation level (at -O3 LLVM sinks the multiply
// into the store's block, and, as it does with any moved code, drops its
// line); -g is full debug information
// (`.target ..., debug`, the subprogram's names and line in DWARF), which,
// as in tileiras, needs -O0. Without either
// flag no line is kept. The lines survive a trip through bytecode.
// RUN: tile-compile --lineinfo --emit=ptx %s -o - | FileCheck %s --check-prefixes=LINES,LINEINFO
// RUN: tile-compile -g -O0 --emit=ptx %s -o - | FileCheck %s --check-prefixes=LINES,FULL
// RUN: tile-compile --device-debug -O0 --lineinfo --emit=ptx %s -o - | FileCheck %s --check-prefixes=LINES,FULL
// RUN: tile-compile --emit=ptx %s -o - | FileCheck %s --check-prefix=NONE
// RUN: %expect-exit 1 tile-compile -g --emit=ptx %s -o - 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: tile-opt --pass-pipeline='builtin.module(lower-to-nvvm{debug-info=line-tables})' --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=NVVM
// RUN: tile-opt --lower-to-nvvm --mlir-print-debuginfo %s | FileCheck %s --check-prefix=NVVM-NONE
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.tileirbc
// RUN: tile-compile --lineinfo --emit=ptx %t.tileirbc -o - | FileCheck %s --check-prefixes=LINES,LINEINFO
// RUN: %if ptxas %{ tile-compile --lineinfo %s -o %t.cubin %}
// RUN: %if ptxas && nvdisasm %{ nvdisasm --print-line-info %t.cubin | FileCheck %s --check-prefix=CUBIN %}
// RUN: %if ptxas %{ tile-compile -g -O0 %s -o %t.g.cubin %}
// RUN: %if ptxas %{ llvm-dwarfdump --debug-info %t.g.cubin | FileCheck %s --check-prefix=DWARF %}

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "kern", linkageName = "k", compileUnit = #cu, scopeLine = 8>
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %x: tile<f32>) {
    %y = mulf %x, %x rounding<nearest_even> : tile<f32> loc(#cuda_tile.di_loc<loc("k.py":10:9) in #sp>)
    %t = make_token : token loc(#cuda_tile.di_loc<loc("k.py":11:5) in #sp>)
    %u = store_ptr_tko weak %p, %y token = %t : tile<ptr<f32>>, tile<f32> -> token loc(#cuda_tile.di_loc<loc("k.py":12:7) in #sp>)
    return loc(#cuda_tile.di_loc<loc("k.py":13:5) in #sp>)
  } loc(#cuda_tile.di_loc<loc("k.py":8:1) in #sp>)
}

// LINEINFO: .target sm_90{{$}}
// FULL: .target sm_90, debug
// LINES: .entry k(
// FULL: .loc 1 10 9
// FULL-NEXT: mul.rn.f32
// LINES: .loc 1 12 7
// LINES: st.global
// LINES: .file 1 "/src/k.py"
// NVVM: llvm.func @k(
// NVVM: } loc(fused<#llvm.di_subprogram<{{.*}}emissionKind = DebugDirectivesOnly>{{.*}}name = "kern", linkageName = "k"{{.*}}line = 8, scopeLine = 8
// NVVM-NONE-NOT: di_subprogram
// NONE-NOT: .loc
// NONE-NOT: .file
// OPT: error: optimized debugging is not supported: full debug information (-g) needs -O0, got -O3
// CUBIN: //## File "/src/k.py", line 12
// The kernel's subprogram, as tileiras writes it: its Python name, its
// linkage name, its line.
// DWARF: DW_TAG_compile_unit
// DWARF: DW_AT_name ("k.py")
// DWARF: DW_TAG_subprogram
// DWARF: DW_AT_MIPS_linkage_name ("k")
// DWARF: DW_AT_name ("kern")
// DWARF: DW_AT_decl_line (8)
