//===- DebugInfoUtils.cpp - keeping debug info in step with the IR --------===//
#include "cuda-tile/Dialect/CudaTile/IR/DebugInfoUtils.h"
#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/AttrTypeSubElements.h"

using namespace mlir;
using namespace mlir::cuda_tile;

LogicalResult cuda_tile::updateSymbolName(StringAttr newName, Operation *symbol, Operation *scope,
                                          SymbolTable *symbolTable) {
  StringAttr oldName = SymbolTable::getSymbolName(symbol);
  assert((!symbolTable || symbolTable->getOp() == symbol->getParentOp()) &&
         "symbol is not in the given symbol table");

  if (symbol->getParentOp() && scope != symbol && !scope->isProperAncestor(symbol)) {
    InFlightDiagnostic diag = symbol->emitError("cannot rename symbol ")
                              << oldName << ": it is outside the scope to update";
    diag.attachNote(scope->getLoc()) << "scope to update";
    return diag;
  }

  // Two symbols of one name would leave the table invalid (and
  // SymbolTable::insert would quietly make the name unique instead).
  Operation *table = symbol->getParentOp();
  if (newName != oldName && table && table->hasTrait<OpTrait::SymbolTable>()) {
    Operation *existing = symbolTable ? symbolTable->lookup(newName) : SymbolTable::lookupSymbolIn(table, newName);
    if (existing) {
      InFlightDiagnostic diag = symbol->emitError("cannot rename symbol ")
                                << oldName << " to " << newName << ": the name is taken";
      diag.attachNote(existing->getLoc()) << "symbol " << newName << " defined here";
      return diag;
    }
  }

  if (!symbolTable)
    SymbolTable::setSymbolName(symbol, newName);
  else if (failed(symbolTable->rename(symbol, newName)))
    return symbol->emitError("cannot rename the uses of symbol ") << oldName;

  // Only a subprogram the symbol's location names directly is the symbol's
  // own: through a wrapper it may be someone else's (an inlined callee's).
  auto di = dyn_cast<DILocAttr>(symbol->getLoc());
  if (!di)
    return success();
  auto oldSubprogram = dyn_cast<DISubprogramAttr>(di.getScope());
  if (!oldSubprogram || oldSubprogram.getLinkageName() == newName)
    return success();
  auto newSubprogram = DISubprogramAttr::get(symbol->getContext(), oldSubprogram.getFile(), oldSubprogram.getLine(),
                                             oldSubprogram.getName(), newName, oldSubprogram.getCompileUnit(),
                                             oldSubprogram.getScopeLine());

  // Sub-element replacement reaches the subprogram wherever it is nested:
  // di_locs, lexical blocks, fused and other wrapper locations, attributes.
  AttrTypeReplacer replacer;
  replacer.addReplacement([&](DISubprogramAttr subprogram) -> std::optional<std::pair<Attribute, WalkResult>> {
    if (subprogram != oldSubprogram)
      return std::nullopt;
    return std::make_pair(newSubprogram, WalkResult::skip());
  });
  replacer.recursivelyReplaceElementsIn(scope, /*replaceAttrs=*/true, /*replaceLocs=*/true, /*replaceTypes=*/false);
  return success();
}
