//===- Passes.h - conversion passes of the project --------------*- C++ -*-===//
#ifndef CUDA_TILE_CONVERSION_PASSES_H
#define CUDA_TILE_CONVERSION_PASSES_H

#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {

#define GEN_PASS_DECL
#include "cuda-tile/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cuda-tile/Conversion/Passes.h.inc"

namespace cuda_tile {
/// Registers `lower-to-nvvm`: cuda_tile text to LLVM + NVVM dialects, ready
/// for translation to LLVM IR and the NVPTX backend.
void registerLowerToNVVMPipeline();
/// Registers the project's passes and pipelines.
void registerAllPasses();
} // namespace cuda_tile

} // namespace mlir

#endif
