//===- Optimize.h - cuda-tile-optimize's pipeline ---------------*- C++ -*-===//
#ifndef CUDA_TILE_PIPELINES_OPTIMIZE_H
#define CUDA_TILE_PIPELINES_OPTIMIZE_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::cuda_tile {

/// cuda-tile-optimize's options (13.3 addendum §7.3).
struct OptimizeOptions : PassPipelineOptions<OptimizeOptions> {
  Option<unsigned> optLevel{*this, "opt-level",
                            llvm::cl::desc("0: nothing; 1: canonicalize, cse; 2: and loop-invariant code motion; "
                                           "3: and loop-split, canonicalize"),
                            llvm::cl::init(3)};
  Option<bool> fuseFma{*this, "fuse-fma", llvm::cl::desc("Run fuse-fma first"), llvm::cl::init(false)};
  Option<std::string> before{*this, "before", llvm::cl::desc("Passes to run before the default pipeline (no anchor)")};
  Option<std::string> after{*this, "after", llvm::cl::desc("Passes to run after the default pipeline (no anchor)")};
};

/// Adds the pipeline to `pm`, which runs on a cuda_tile.module or on a
/// builtin module holding them; the function passes run on each function-like
/// op. Fails, saying why through `errorHandler`, on a pass list that does not
/// parse.
LogicalResult buildOptimizePipeline(OpPassManager &pm, const OptimizeOptions &options,
                                    function_ref<LogicalResult(const Twine &)> errorHandler);

/// Registers `cuda-tile-optimize{opt-level=N fuse-fma=B before={...} after={...}}`.
void registerOptimizePipeline();

} // namespace mlir::cuda_tile

#endif
