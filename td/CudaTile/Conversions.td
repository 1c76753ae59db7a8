#ifndef CUDA_TILE_CONVERSIONS_TD
#define CUDA_TILE_CONVERSIONS_TD

include "CudaTile/OpBase.td"

#endif
