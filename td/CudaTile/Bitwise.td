#ifndef CUDA_TILE_BITWISE_TD
#define CUDA_TILE_BITWISE_TD

include "CudaTile/OpBase.td"

#endif
