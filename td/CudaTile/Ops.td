#ifndef CUDA_TILE_OPS_TD
#define CUDA_TILE_OPS_TD

// The operation chapter, one file per section.
include "CudaTile/Core.td"
include "CudaTile/ControlFlow.td"
include "CudaTile/Memory.td"
include "CudaTile/FloatingPoint.td"
include "CudaTile/Views.td"
include "CudaTile/Misc.td"

#endif
