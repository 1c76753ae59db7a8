#ifndef CUDA_TILE_MEMORY_TD
#define CUDA_TILE_MEMORY_TD

include "CudaTile/OpBase.td"

def CudaTile_MakeTokenOp : CudaTile_Op<"make_token", [Pure]> {
  let summary = "a fresh token with no prior dependencies";
  let description = [{ `%t = make_token : token`. }];
  let results = (outs CudaTile_Token:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

#endif
