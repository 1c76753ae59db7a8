//===- Passes.h - NVIDIA's passes on cuda_tile ------------------*- C++ -*-===//
#ifndef CUDA_TILE_DIALECT_CUDATILE_TRANSFORMS_PASSES_H
#define CUDA_TILE_DIALECT_CUDATILE_TRANSFORMS_PASSES_H

#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"

namespace mlir::cuda_tile {

#define GEN_PASS_DECL
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h.inc"

} // namespace mlir::cuda_tile

#endif
