// cuda_tile's debug locations (di_loc, also inside fused and name locations)
// become file:line:column locations, which the LLVM IR translation accepts,
// and the kernel's subprogram LLVM's, on the kernel (fused with its line):
// a kernel carrying them compiles to PTX.
// RUN: tile-opt --convert-cuda-tile-to-tileaa --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s --check-prefix=PTX

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 8, name = "k", linkageName = "k", compileUnit = #cu, scopeLine = 8>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 9, column = 2>
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %c = constant <f32: 1.0> : tile<f32> loc(#cuda_tile.di_loc<loc("k.py":10:10) in #blk>)
    %t = make_token : token loc(fused[#cuda_tile.di_loc<loc("k.py":11:4) in #blk>, "x.py":1:1])
    %u = store_ptr_tko weak %p, %c token = %t : tile<ptr<f32>>, tile<f32> -> token loc("store"(#cuda_tile.di_loc<loc("k.py":12:7) in #sp>))
    return loc(#cuda_tile.di_loc<loc("k.py":13:5) in #sp>)
  } loc(#cuda_tile.di_loc<loc("k.py":8:3) in #sp>)
}

// CHECK-NOT: di_loc
// CHECK-DAG: loc(fused<#llvm.di_subprogram<{{.*}}file = <"k.py" in "/src">, producer = "cuda-tile"{{.*}}name = "k", linkageName = "k", file = <"k.py" in "/src">, line = 8, scopeLine = 8, subprogramFlags = Definition{{.*}}>>["k.py":8:3])
// CHECK-DAG: loc("k.py":10:10)
// CHECK-DAG: loc(fused["k.py":11:4, "x.py":1:1])
// CHECK-DAG: loc("store"("k.py":12:7))
// CHECK-DAG: loc("k.py":13:5)

// PTX: .entry k(
// PTX: st.global.b32
