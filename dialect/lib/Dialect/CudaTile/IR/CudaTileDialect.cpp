//===- CudaTileDialect.cpp - cuda_tile dialect registration ---------------===//
#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "cuda-tile/Dialect/CudaTile/IR/CudaTileDialect.cpp.inc"

namespace {
/// Debug-info attributes nest deeply; printing them under aliases
/// (`#di_subprogram = ...`) keeps locations readable.
struct CudaTileOpAsmInterface : OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;
  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    StringRef name = llvm::TypeSwitch<Attribute, StringRef>(attr)
                         .Case<DIFileAttr, DICompileUnitAttr, DISubprogramAttr, DILexicalBlockAttr>(
                             [](auto a) { return a.getMnemonic(); })
                         .Default([](Attribute) { return StringRef(); });
    if (name.empty())
      return AliasResult::NoAlias;
    os << name;
    return AliasResult::OverridableAlias;
  }
};
} // namespace

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  addInterfaces<CudaTileOpAsmInterface>();
  registerCoreOps();
  registerConversionsOps();
  registerControlFlowOps();
  registerMemoryOps();
  registerFloatingPointOps();
  registerIntegerOps();
  registerBitwiseOps();
  registerAtomicsOps();
  registerViewsOps();
  registerMiscOps();
}
