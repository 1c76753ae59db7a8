//===- Passes.h - the layout passes on nv_tileaa ----------------*- C++ -*-===//
#ifndef CUDA_TILE_DIALECT_TILEAA_TRANSFORMS_PASSES_H
#define CUDA_TILE_DIALECT_TILEAA_TRANSFORMS_PASSES_H

#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::nv_tileaa {

#define GEN_PASS_DECL
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"

} // namespace mlir::nv_tileaa

#endif
