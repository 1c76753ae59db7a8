//===- DebugInfo.cpp - kernel debug scopes as LLVM debug info -------------===//
#include "cuda-tile/Target/DebugInfo.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
struct AttachDebugInfo : PassWrapper<AttachDebugInfo, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(AttachDebugInfo)

  explicit AttachDebugInfo(DebugInfoLevel level) : level(level) {}
  StringRef getArgument() const override { return "cuda-tile-attach-debug-info"; }
  StringRef getDescription() const override {
    return "Narrow kernels' debug subprograms to the debug information asked for";
  }
  void getDependentDialects(DialectRegistry &registry) const override { registry.insert<LLVM::LLVMDialect>(); }

  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    for (auto func : getOperation().getOps<LLVM::LLVMFuncOp>()) {
      auto fused = dyn_cast<FusedLoc>(func.getLoc());
      auto sp = fused ? dyn_cast_or_null<LLVM::DISubprogramAttr>(fused.getMetadata()) : nullptr;
      if (!sp)
        continue;
      if (level == DebugInfoLevel::None) {
        func->setLoc(FusedLoc::get(ctx, fused.getLocations()));
        continue;
      }
      if (level == DebugInfoLevel::Full)
        continue;
      // NVPTX marks the PTX `.target ..., debug` for any compile unit with
      // DWARF, and ptxas then refuses to optimise: line tables alone are
      // directives only (.loc/.file).
      LLVM::DICompileUnitAttr unit = sp.getCompileUnit();
      unit = LLVM::DICompileUnitAttr::get(unit.getId(), unit.getSourceLanguage(), unit.getFile(),
                                          unit.getProducer(), unit.getIsOptimized(),
                                          LLVM::DIEmissionKind::DebugDirectivesOnly);
      sp = LLVM::DISubprogramAttr::get(ctx, sp.getId(), unit, sp.getScope(), sp.getName(), sp.getLinkageName(),
                                       sp.getFile(), sp.getLine(), sp.getScopeLine(), sp.getSubprogramFlags(),
                                       sp.getType(), sp.getRetainedNodes(), sp.getAnnotations());
      func->setLoc(FusedLoc::get(ctx, fused.getLocations(), sp));
    }
  }

  DebugInfoLevel level;
};
} // namespace

std::unique_ptr<Pass> mlir::cuda_tile::createAttachDebugInfoPass(DebugInfoLevel level) {
  return std::make_unique<AttachDebugInfo>(level);
}
