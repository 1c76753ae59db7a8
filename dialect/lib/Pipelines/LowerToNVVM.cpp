//===- LowerToNVVM.cpp - pass and pipeline registration -------------------===//
#include "cuda-tile/Conversion/Passes.h"
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h"
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"
#include "cuda-tile/Pipelines/NumWarps.h"
#include "cuda-tile/Pipelines/Optimize.h"
#include "cuda-tile/Target/DebugInfo.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include <mutex>

using namespace mlir;
using mlir::cuda_tile::DebugInfoLevel;

namespace {
/// What the pipeline is built for; numWarps already decided.
struct LowerToNVVMConfig {
  unsigned numWarps;
  bool remarksMemory, remarksTensorCore;
  DebugInfoLevel debugInfo;
};
} // namespace

static void buildLowerToNVVM(OpPassManager &pm, const LowerToNVVMConfig &options) {
  pm.addPass(createConvertCudaTileToTileAA());
  pm.addPass(createCanonicalizerPass());
  nv_tileaa::TileAADecomposeScaledDotsOptions scaled;
  scaled.remarks = options.remarksTensorCore;
  pm.addPass(nv_tileaa::createTileAADecomposeScaledDots(scaled));
  nv_tileaa::TileAAAccelerateMatmulOptions matmul;
  matmul.numWarps = options.numWarps;
  matmul.remarks = options.remarksTensorCore;
  pm.addPass(nv_tileaa::createTileAAAccelerateMatmul(matmul));
  nv_tileaa::TileAACoalesceOptions coalesce;
  coalesce.numWarps = options.numWarps;
  coalesce.remarks = options.remarksMemory;
  pm.addPass(nv_tileaa::createTileAACoalesce(coalesce));
  pm.addPass(nv_tileaa::createTileAARemoveLayoutConversions());
  nv_tileaa::TileAAPipelineOptions pipelining;
  pipelining.remarks = options.remarksMemory;
  pm.addPass(nv_tileaa::createTileAAPipeline(pipelining));
  nv_tileaa::TileAATMALoadsOptions tmaLoads;
  tmaLoads.remarks = options.remarksMemory;
  pm.addPass(nv_tileaa::createTileAATMALoads(tmaLoads));
  nv_tileaa::TileAATMAStoresOptions tmaStores;
  tmaStores.remarks = options.remarksMemory;
  pm.addPass(nv_tileaa::createTileAATMAStores(tmaStores));
  // Folds the conversions of constants (a zero accumulator) into the constants.
  pm.addPass(createCanonicalizerPass());
  ConvertTileAAToNVVMOptions nvvm;
  nvvm.numWarps = options.numWarps;
  pm.addPass(createConvertTileAAToNVVM(nvvm));
  // Its patterns never fail, so nothing needs rolling back; keeping rollback
  // records for every op moved by a block split costs several times the
  // conversion itself on kernels with many guarded accesses.
  SCFToControlFlowPassOptions cf;
  cf.allowPatternRollback = false;
  pm.addPass(createSCFToControlFlowPass(cf));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // Every function needs a debug subprogram, without which the translation
  // drops every location in it: a kernel's own (from its di_loc), else one
  // made from its location (a kernel written without debug scopes).
  pm.addPass(cuda_tile::createAttachDebugInfoPass(options.debugInfo));
  if (options.debugInfo != DebugInfoLevel::None) {
    LLVM::DIScopeForLLVMFuncOpPassOptions scopes;
    scopes.emissionKind = options.debugInfo == DebugInfoLevel::Full ? LLVM::DIEmissionKind::Full
                                                                     : LLVM::DIEmissionKind::DebugDirectivesOnly;
    pm.addPass(LLVM::createDIScopeForLLVMFuncOpPass(scopes));
  }
}

namespace {
/// The pipeline as one pass, so that the warps per CTA, which every layout
/// pass and the conversion are built with, can come from the module it runs
/// on: `num-warps=0` (the default) takes what tile-compile takes, the
/// entries' `num_worker_warps_per_cta` hint, else the tile sizes
/// (suggestNumWarps). The passes run as a dynamic pipeline on the module.
struct LowerToNVVMPass : PassWrapper<LowerToNVVMPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LowerToNVVMPass)

  LowerToNVVMPass() = default;
  LowerToNVVMPass(const LowerToNVVMPass &other) : PassWrapper(other) {}

  StringRef getArgument() const override { return "lower-to-nvvm"; }
  StringRef getDescription() const override {
    return "Lower cuda_tile through nv_tileaa to the LLVM and NVVM dialects";
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    // The dialects of every pass in the pipeline, whatever its options.
    OpPassManager pm(ModuleOp::getOperationName());
    buildLowerToNVVM(pm, config(4));
    pm.getDependentDialects(registry);
  }

  void runOnOperation() override {
    unsigned warps = numWarps ? unsigned(numWarps) : cuda_tile::suggestNumWarps(getOperation());
    OpPassManager pm(ModuleOp::getOperationName());
    buildLowerToNVVM(pm, config(warps));
    if (failed(runPipeline(pm, getOperation())))
      signalPassFailure();
  }

  LowerToNVVMConfig config(unsigned warps) const {
    return LowerToNVVMConfig{warps, remarksMemory, remarksTensorCore, debugInfo};
  }

  Option<unsigned> numWarps{*this, "num-warps",
                            llvm::cl::desc("Warps per CTA (one CTA per tile block); 0: from the module's "
                                           "num_worker_warps_per_cta hints, else its tile sizes"),
                            llvm::cl::init(0)};
  Option<bool> remarksMemory{*this, "remarks-memory",
                             llvm::cl::desc("Remark per tiled load/store: the vector width, or why scalar"),
                             llvm::cl::init(false)};
  Option<bool> remarksTensorCore{*this, "remarks-tensorcore",
                                 llvm::cl::desc("Remark per dot: the tensor-core instruction, or why not"),
                                 llvm::cl::init(false)};
  Option<DebugInfoLevel> debugInfo{
      *this, "debug-info", llvm::cl::desc("Debug information for the LLVM IR translation"),
      llvm::cl::init(DebugInfoLevel::None),
      llvm::cl::values(clEnumValN(DebugInfoLevel::None, "none", "none"),
                       clEnumValN(DebugInfoLevel::LineTables, "line-tables", "line tables only (PTX .loc/.file)"),
                       clEnumValN(DebugInfoLevel::Full, "full", "full debug information"))};
};
} // namespace

void mlir::cuda_tile::registerLowerToNVVMPipeline() { PassRegistration<LowerToNVVMPass>(); }

void mlir::cuda_tile::registerAllPasses() {
  // Every client (tile-opt, the plugin, the Rust crate) may ask; register once.
  static std::once_flag once;
  std::call_once(once, [] {
    registerCudaTileConversionPasses();
    cuda_tile::registerCudaTileTransformsPasses();
    nv_tileaa::registerTileAATransformsPasses();
    registerLowerToNVVMPipeline();
    cuda_tile::registerOptimizePipeline();
  });
}
