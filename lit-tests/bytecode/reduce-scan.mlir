// lit-tests/cuda_tile/reduce-scan.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// An explicit rounding<nearest_even> on addf, subf, mulf, divf, fma or sqrt
// is left out: bytecode always stores the mode, so it reads back as the
// default, which our dialect prints without the keyword.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  // The chapter's reduce_0; its listing gives the element argument the type
  // tile<2xf32>, which its own addf contradicts: the function takes rank-0 tiles.
  entry @reduce_0() {
    %input = constant <f32: 0.0> : tile<8xf32>
    %0 = reduce %input dim=0 identities=[0.000000e+0 : f32] : tile<8xf32> -> tile<f32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }
  }

  // The chapter's reduce_1 reduces dim=0 of a tile<8x64xf32> into a
  // tile<8xf32>; dim=0 leaves tile<64xf32>, so both readings are here.
  entry @reduce_1() {
    %input = constant <f32: 0.0> : tile<8x64xf32>
    %0 = reduce %input dim=1 identities=[0.000000e+0 : f32] : tile<8x64xf32> -> tile<8xf32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }
    %1 = reduce %input dim=0 identities=[0.000000e+0 : f32] : tile<8x64xf32> -> tile<64xf32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }
  }

  // Several inputs of different element types reduced together, integer and
  // i1 identities, the middle dimension of a rank-3 tile, full type names.
  entry @reduce_many() {
    %a = constant <f32: 1.0> : tile<2x4x8xf32>
    %b = constant <i32: 1> : tile<2x4x8xi32>
    %c = constant <i1: true> : tile<2x4x8xi1>
    %r:3 = cuda_tile.reduce %a, %b, %c dim=1 identities=[-1.0 : f32, 7 : i32, false]
        : !cuda_tile.tile<2x4x8xf32>, !cuda_tile.tile<2x4x8xi32>, !cuda_tile.tile<2x4x8xi1>
        -> !cuda_tile.tile<2x8xf32>, !cuda_tile.tile<2x8xi32>, !cuda_tile.tile<2x8xi1>
      (%ae: !cuda_tile.tile<f32>, %aa: !cuda_tile.tile<f32>, %be: tile<i32>, %ba: tile<i32>, %ce: tile<i1>, %ca: tile<i1>) {
        %s = cuda_tile.addf %ae, %aa : !cuda_tile.tile<f32>
        cuda_tile.yield %s, %be, %ca : !cuda_tile.tile<f32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i1>
      }
  }

  // The chapter's scan_0, with addf for its mulf.
  entry @scan_0() {
    %input = constant <f32: 0.0> : tile<8x16xf32>
    %result = scan %input dim=1 reverse=false identities=[1.0 : f32] : tile<8x16xf32> -> tile<8x16xf32>
    (%acc: tile<f32>, %elem: tile<f32>) {
      %prod = addf %acc, %elem: tile<f32>
      yield %prod : tile<f32>
    }
  }

  // A reverse scan of integers along dim 0.
  entry @scan_reverse() {
    %x = constant <i64: 1> : tile<4x2xi64>
    %r = scan %x dim=0 reverse=true identities=[0 : i64] : tile<4x2xi64> -> tile<4x2xi64>
    (%e: tile<i64>, %a: tile<i64>) {
      yield %a : tile<i64>
    }
  }
}
