#ifndef CUDA_TILE_CORE_TD
#define CUDA_TILE_CORE_TD

// Section 8.3 of the chapter, split by concern; generated as one section.
include "CudaTile/Core/Module.td"
include "CudaTile/Core/Shape.td"
include "CudaTile/Core/Compare.td"
include "CudaTile/Core/Matrix.td"
include "CudaTile/Core/Reduction.td"

#endif
