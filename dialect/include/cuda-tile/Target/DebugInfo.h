//===- DebugInfo.h - kernel debug scopes as LLVM debug info -----*- C++ -*-===//
#ifndef CUDA_TILE_TARGET_DEBUGINFO_H
#define CUDA_TILE_TARGET_DEBUGINFO_H

#include "mlir/Pass/Pass.h"
#include <memory>

namespace mlir::cuda_tile {

/// How much of a kernel's debug information reaches the LLVM IR (tileiras'
/// `--lineinfo` and `-g`).
enum class DebugInfoLevel { None, LineTables, Full };

/// On the lowered module (LLVM dialect): a function whose location carries its
/// cuda_tile subprogram (`fused<#cuda_tile.di_subprogram<...>>[loc]`, left by
/// convert-cuda-tile-to-tileaa) gets the LLVM subprogram for it, with its
/// name, linkage name, file and lines; the others get one made from their
/// location. At `None` the subprograms are dropped and nothing is emitted.
std::unique_ptr<Pass> createAttachDebugInfoPass(DebugInfoLevel level);

} // namespace mlir::cuda_tile

#endif
