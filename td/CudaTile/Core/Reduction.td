#ifndef CUDA_TILE_CORE_REDUCTION_TD
#define CUDA_TILE_CORE_REDUCTION_TD

// Core ops: collectives with a combining region: reduce, scan.

include "CudaTile/OpBase.td"

// reduce and scan share their operands, identities and combining region; the
// region is an associative function of rank-0 tiles, (element, accumulator)
// per input, ending with a `yield` of the new accumulators.
class CudaTile_CombiningOp<string mnemonic> : CudaTile_Op<mnemonic, [
    RecursiveMemoryEffects, SingleBlock, CudaTile_NamedRegionOp]> {
  let results = (outs Variadic<CudaTile_AnyTile>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_ReduceOp : CudaTile_CombiningOp<"reduce"> {
  let summary = "reduce tiles along one dimension with a custom function";
  let description = [{
    ```
    %s = reduce %x dim=0 identities=[0.000000e+00 : f32] : tile<8x64xf32> -> tile<64xf32>
    (%elem: tile<f32>, %acc: tile<f32>) {
      %sum = addf %elem, %acc : tile<f32>
      yield %sum : tile<f32>
    }
    ```
    Reduces N input tiles of one shape in parallel along `dim`; result `i` has
    input `i`'s shape without `dim` and its element type. The body takes 2N
    rank-0 tiles, (element, accumulator) of each input in turn, and yields the
    N new accumulators. `identities[i]`, a constant of input `i`'s element
    type, is the identity of the function for input `i`. The order of the
    combinations is unspecified.
  }];
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands, I32Attr:$dim, ArrayAttr:$identities);
}

def CudaTile_ScanOp : CudaTile_CombiningOp<"scan"> {
  let summary = "inclusive prefix of tiles along one dimension with a custom function";
  let description = [{
    ```
    %p = scan %x dim=1 reverse=false identities=[1.000000e+00 : f32] : tile<8x16xf32> -> tile<8x16xf32>
    (%elem: tile<f32>, %acc: tile<f32>) {
      %prod = mulf %elem, %acc rounding<nearest_even> : tile<f32>
      yield %prod : tile<f32>
    }
    ```
    `result[j] = f(result[j-1], x[j])` along `dim` from `f(identity, x[0])`,
    or from the last index down with `reverse=true`. The result has the
    input's type. The body takes (element, accumulator) as rank-0 tiles and
    yields the new accumulator; `identities[0]` is a constant of the input's
    element type. Only one input tile is supported.
  }];
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands, I32Attr:$dim, BoolAttr:$reverse,
                       ArrayAttr:$identities);
}

#endif
