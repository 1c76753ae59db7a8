#ifndef CUDA_TILE_CORE_COMPARE_TD
#define CUDA_TILE_CORE_COMPARE_TD

// Core ops: comparisons: cmpf, cmpi.

include "CudaTile/OpBase.td"

#endif
