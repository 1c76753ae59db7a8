//===- TestDebugInfoUpdateSymbolName.cpp - test pass for updateSymbolName -===//
//
// NVIDIA's test-debuginfo-update-symbol-name (13.3 additions §5.4): finds a
// symbol and a scope by their paths from the top-level module and calls
// updateSymbolName on them.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/CudaTile/IR/DebugInfoUtils.h"
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_CUDATILETESTDEBUGINFOUPDATESYMBOLNAME
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

/// The op at `path` (`a::b::c`, each name a symbol in the one before, the
/// first in `module`); null if there is none.
static Operation *lookupPath(mlir::ModuleOp module, StringRef path) {
  SmallVector<StringRef> names;
  path.split(names, "::");
  if (llvm::is_contained(names, ""))
    return nullptr;
  MLIRContext *ctx = module.getContext();
  SmallVector<FlatSymbolRefAttr> nested;
  for (StringRef name : llvm::drop_begin(names))
    nested.push_back(FlatSymbolRefAttr::get(ctx, name));
  return SymbolTable::lookupSymbolIn(module, SymbolRefAttr::get(ctx, names.front(), nested));
}

namespace {

struct TestDebugInfoUpdateSymbolName
    : cuda_tile::impl::CudaTileTestDebugInfoUpdateSymbolNameBase<TestDebugInfoUpdateSymbolName> {
  using Base::Base;

  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    if (newName.empty()) {
      module.emitError("test-debuginfo-update-symbol-name needs a non-empty new-name");
      return signalPassFailure();
    }
    Operation *symbol = lookupPath(module, symbolToRename);
    if (!symbol) {
      module.emitError("symbol '") << symbolToRename << "' not found";
      return signalPassFailure();
    }
    Operation *scopeOp = module;
    if (!scope.empty() && !(scopeOp = lookupPath(module, scope))) {
      module.emitError("scope '") << scope << "' not found";
      return signalPassFailure();
    }

    std::optional<SymbolTable> symbolTable;
    if (updateUses)
      symbolTable.emplace(symbol->getParentOp());
    if (failed(updateSymbolName(StringAttr::get(&getContext(), newName), symbol, scopeOp,
                                symbolTable ? &*symbolTable : nullptr)))
      return signalPassFailure();
  }
};

} // namespace
