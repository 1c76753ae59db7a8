//===- PTX.h - LLVM dialect to LLVM IR and PTX ------------------*- C++ -*-===//
#ifndef CUDA_TILE_TARGET_PTX_H
#define CUDA_TILE_TARGET_PTX_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace mlir::cuda_tile {

/// LLVM IR text of `module` (LLVM + NVVM dialects) for NVPTX `chip`, with
/// the libdevice functions it calls linked from `libdevice` (the path of
/// libdevice.10.bc; empty: not found), after LLVM's optimisation pipeline at
/// `optLevel`. Diagnostics go to `error`.
LogicalResult translateToLLVMIR(Operation *module, llvm::StringRef chip, int optLevel, llvm::StringRef libdevice,
                                std::string &out, std::string &error);

/// PTX text of `module` for `chip`, through the NVPTX backend. With
/// `llvmOut`, also the LLVM IR the backend started from (what
/// translateToLLVMIR gives), from the same optimisation run.
LogicalResult translateToPTX(Operation *module, llvm::StringRef chip, int optLevel, llvm::StringRef libdevice,
                             std::string &out, std::string &error, std::string *llvmOut = nullptr);

} // namespace mlir::cuda_tile

#endif
