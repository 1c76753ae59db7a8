#ifndef CUDA_TILE_CORE_REDUCTION_TD
#define CUDA_TILE_CORE_REDUCTION_TD

// Core ops: collectives with a combining region: reduce, scan.

include "CudaTile/OpBase.td"

#endif
