#ifndef CUDA_TILE_CORE_SHAPE_TD
#define CUDA_TILE_CORE_SHAPE_TD

// Core ops: tile shape and construction: broadcast, cat, extract, permute, reshape, pack, unpack, iota, offset, select.

include "CudaTile/OpBase.td"

#endif
