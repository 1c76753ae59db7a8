#ifndef CUDA_TILE_CORE_MATRIX_TD
#define CUDA_TILE_CORE_MATRIX_TD

// Core ops: matrix multiply-accumulate: mmaf, mmai.

include "CudaTile/OpBase.td"

#endif
