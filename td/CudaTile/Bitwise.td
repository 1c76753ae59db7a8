#ifndef CUDA_TILE_BITWISE_TD
#define CUDA_TILE_BITWISE_TD

include "CudaTile/OpBase.td"

def CudaTile_AndIOp : CudaTile_Op<"andi", [Pure, Commutative, SameOperandsAndResultType]> {
  let summary = "element-wise bitwise AND";
  let description = [{
    `andi %a, %b : tile<4xi32>`: operands and result share one integer tile type
    (the result type is inferred).
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))";
}

#endif
