#ifndef CUDA_TILE_INTEGER_TD
#define CUDA_TILE_INTEGER_TD

include "CudaTile/OpBase.td"

#endif
