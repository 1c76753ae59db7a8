#ifndef CUDA_TILE_ATOMICS_TD
#define CUDA_TILE_ATOMICS_TD

include "CudaTile/OpBase.td"

#endif
