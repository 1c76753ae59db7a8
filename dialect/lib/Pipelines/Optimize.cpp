//===- Optimize.cpp - cuda-tile-optimize's pipeline -----------------------===//
#include "cuda-tile/Pipelines/Optimize.h"
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static LogicalResult addPassList(OpPassManager &pm, StringRef passes, StringRef which,
                                 function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (passes.trim().empty())
    return success();
  std::string message;
  llvm::raw_string_ostream os(message);
  if (failed(parsePassPipeline(passes, pm, os)))
    return errorHandler("cuda-tile-optimize: the passes to run " + which + " the default pipeline ('" + passes +
                        "') do not parse: " + message);
  return success();
}

LogicalResult mlir::cuda_tile::buildOptimizePipeline(OpPassManager &pm, const OptimizeOptions &options,
                                                     function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (options.optLevel > 3)
    return errorHandler("cuda-tile-optimize: the optimization level is 0 to 3, got " + Twine(options.optLevel));
  OpPassManager &module = pm.getOpName() == mlir::ModuleOp::getOperationName()
                              ? pm.nest(cuda_tile::ModuleOp::getOperationName())
                              : pm;
  if (failed(addPassList(module, options.before, "before", errorHandler)))
    return failure();
  OpPassManager &function = module.nestAny();
  if (options.fuseFma)
    function.addPass(createCudaTileFuseFMA());
  if (options.optLevel >= 1) {
    function.addPass(createCanonicalizerPass());
    function.addPass(createCSEPass());
  }
  if (options.optLevel >= 2)
    function.addPass(createLoopInvariantCodeMotionPass());
  if (options.optLevel >= 3) {
    CudaTileLoopSplitOptions split;
    split.splitThreshold = 1;
    function.addPass(createCudaTileLoopSplit(split));
    function.addPass(createCanonicalizerPass());
  }
  return addPassList(module, options.after, "after", errorHandler);
}

void mlir::cuda_tile::registerOptimizePipeline() {
  // The pass lists around the pipeline name upstream passes (canonicalize,
  // cse, inline, ...) in every client, tile-opt or not.
  registerTransformsPasses();
  // Registered through the general form so that a pass list that does not
  // parse fails the pipeline instead of leaving it half built.
  registerPassPipeline(
      "cuda-tile-optimize", "NVIDIA's cuda-tile-optimize pipeline on cuda_tile modules",
      [](OpPassManager &pm, StringRef text, function_ref<LogicalResult(const Twine &)> errorHandler) {
        OptimizeOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        return buildOptimizePipeline(pm, options, errorHandler);
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> handler) { handler(OptimizeOptions()); });
}
