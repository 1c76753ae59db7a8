//===- TileAADialect.cpp - nv_tileaa dialect registration -----------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#include "cuda-tile/Dialect/TileAA/IR/TileAADialect.cpp.inc"
#include "cuda-tile/Dialect/TileAA/IR/TileAAEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAAttrs.cpp.inc"

namespace {
/// Layouts print as aliases (#blocked, #mma, ...), as TritonGPU's do, so a
/// tensor type stays readable.
struct TileAAOpAsmInterface : OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;
  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    StringRef name = llvm::TypeSwitch<Attribute, StringRef>(attr)
                         .Case<BlockedLayoutAttr>([](auto) { return "blocked"; })
                         .Case<SliceLayoutAttr>([](auto) { return "slice"; })
                         .Case<MmaLayoutAttr>([](auto) { return "mma"; })
                         .Case<DotOperandLayoutAttr>([](auto) { return "dot_op"; })
                         .Case<SharedLayoutAttr>([](auto) { return "shared"; })
                         .Case<TensorMemoryLayoutAttr>([](auto) { return "tmem"; })
                         .Default([](Attribute) { return StringRef(); });
    if (name.empty())
      return AliasResult::NoAlias;
    os << name;
    return AliasResult::FinalAlias;
  }
};
} // namespace

void TileAADialect::initialize() {
  registerTypes();
  registerAttributes();
  addInterfaces<TileAAOpAsmInterface>();
  registerArithOps();
  registerCollectivesOps();
  registerShapeOps();
  registerPointersOps();
  registerMemoryOps();
  registerTokensOps();
  registerFunctionsOps();
  registerGridOps();
  registerLayoutOps();
}

void TileAADialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Discardable attributes
//===----------------------------------------------------------------------===//

/// Whether `op` is registered with an attribute (or property) `name` of its own.
static bool hasInherentAttr(Operation *op, StringRef name) {
  std::optional<RegisteredOperationName> info = op->getRegisteredInfo();
  return info && llvm::any_of(info->getAttributeNames(), [&](StringAttr a) { return a.getValue() == name; });
}

/// The modifiers exist for f32 only (the hardware's `.ftz` and approximate
/// instructions), as in cuda_tile's modifier tables.
static LogicalResult verifyF32Results(Operation *op, StringRef name) {
  if (op->getNumResults() == 0)
    return op->emitOpError("has '") << name << "' but no result it could apply to";
  for (Type t : op->getResultTypes())
    if (!getElementTypeOrSelf(t).isF32())
      return op->emitOpError("has '") << name << "', which applies only to f32 results, got " << t;
  return success();
}

LogicalResult TileAADialect::verifyOperationAttribute(Operation *op, NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  Attribute value = attr.getValue();
  if (name == kTargetAttrName)
    return success();
  if (name == kOptimizationHintsAttrName) {
    if (!isa<DictionaryAttr>(value))
      return op->emitOpError("attribute '") << name << "' must be a dictionary of per-architecture hints, got "
                                            << value;
    return success();
  }
  if (name == kRoundingAttrName) {
    if (!isa<RoundingModeAttr>(value))
      return op->emitOpError("attribute '") << name << "' must be a #nv_tileaa.rounding, got " << value;
    if (hasInherentAttr(op, "rounding"))
      return op->emitOpError("has '") << name << "' but takes its rounding mode in its own 'rounding' attribute";
    return success();
  }
  if (name != kFlushToZeroAttrName && name != kApproxAttrName && name != kFullAttrName)
    return op->emitOpError("has unknown discardable attribute '")
           << name << "'; nv_tileaa defines " << kFlushToZeroAttrName << ", " << kRoundingAttrName << ", "
           << kApproxAttrName << ", " << kFullAttrName << ", " << kOptimizationHintsAttrName << " and "
           << kTargetAttrName;
  if (!isa<UnitAttr>(value))
    return op->emitOpError("attribute '") << name << "' must be a unit attribute, got " << value;
  if (name == kFlushToZeroAttrName && hasInherentAttr(op, "flush_to_zero"))
    return op->emitOpError("has '") << name << "' but takes flush-to-zero in its own 'flush_to_zero' attribute";
  if (name != kFlushToZeroAttrName) {
    // An approximation rounds as it rounds: no rounding mode can apply.
    if (name == kApproxAttrName && op->hasAttr(kFullAttrName))
      return op->emitOpError("has both '") << kApproxAttrName << "' and '" << kFullAttrName << "'";
    if (op->hasAttr(kRoundingAttrName) || (hasInherentAttr(op, "rounding") && op->getAttr("rounding")))
      return op->emitOpError("has '") << name << "' and a rounding mode; an approximation takes none";
  }
  return verifyF32Results(op, name);
}
