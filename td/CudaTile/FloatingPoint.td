#ifndef CUDA_TILE_FLOATINGPOINT_TD
#define CUDA_TILE_FLOATINGPOINT_TD

include "CudaTile/OpBase.td"

// Binary element-wise float arithmetic with an optional rounding mode and
// flush_to_zero; which of them an element type accepts is the op's verifier's.
class CudaTile_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])> {
  let arguments = (ins CudaTile_FloatTile:$lhs, CudaTile_FloatTile:$rhs,
                       OptionalAttr<CudaTile_RoundingModeAttr>:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CudaTile_FloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs (`rounding` `` $rounding_mode^)? (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_AddFOp : CudaTile_FloatBinaryOp<"addf", [Commutative]> {
  let summary = "element-wise floating-point addition";
  let description = [{
    `addf %a, %b rounding<zero> : tile<2x2xf32>`. Rounding modes nearest_even,
    zero, negative_inf, positive_inf; flush_to_zero on f32 only.
  }];
}

#endif
