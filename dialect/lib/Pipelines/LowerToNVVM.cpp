//===- LowerToNVVM.cpp - pass and pipeline registration -------------------===//
#include "cuda-tile/Conversion/Passes.h"
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h"
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"
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
struct LowerToNVVMOptions : PassPipelineOptions<LowerToNVVMOptions> {
  Option<unsigned> numWarps{*this, "num-warps", llvm::cl::desc("Warps per CTA (one CTA per tile block)"),
                            llvm::cl::init(4)};
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

static void buildLowerToNVVM(OpPassManager &pm, const LowerToNVVMOptions &options) {
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

void mlir::cuda_tile::registerLowerToNVVMPipeline() {
  PassPipelineRegistration<LowerToNVVMOptions>(
      "lower-to-nvvm", "Lower cuda_tile through nv_tileaa to the LLVM and NVVM dialects", buildLowerToNVVM);
}

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
