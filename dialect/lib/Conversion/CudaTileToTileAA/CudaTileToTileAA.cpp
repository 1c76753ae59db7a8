//===- CudaTileToTileAA.cpp - cuda_tile to nv_tileaa ----------------------===//
//
// The pass driver: flattens cuda_tile modules into the enclosing module,
// makes control flow structured, then converts every op with the patterns of
// the `<Family>Patterns.cpp` files. Also the type converter and the helpers
// those files share.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/BinaryFormat/Dwarf.h"

namespace mlir {
#define GEN_PASS_DEF_CONVERTCUDATILETOTILEAA
#include "cuda-tile/Conversion/Passes.h.inc"
} // namespace mlir

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

CudaTileTypeConverter::CudaTileTypeConverter() {
  addConversion([](Type t) { return t; });
  addConversion([](ct::PointerType p) -> Type {
    return aa::PointerType::get(p.getContext(), p.getPointeeType(), kGlobalAddressSpace);
  });
  addConversion([this](ct::TileType t) -> Type {
    Type elem = convertType(t.getElementType());
    if (t.getShape().empty())
      return elem;
    return RankedTensorType::get(t.getShape(), elem);
  });
  addConversion([](ct::TokenType t) -> Type { return aa::MemTokenType::get(t.getContext()); });
  addConversion([](ct::TensorViewType v) -> std::optional<Type> {
    Type elem = v.getElementType();
    if (!elem.isIntOrFloat() || elem.getIntOrFloatBitWidth() >= 8)
      return aa::MemRefType::get(v.getContext(), v.getShape(), elem, v.getStrides(), kGlobalAddressSpace);
    // Sub-byte elements: the bytes they are packed in (see packedAxis).
    std::optional<int64_t> packed = packedAxis(v);
    if (!packed)
      return std::nullopt;
    SmallVector<int64_t> shape(v.getShape()), strides(v.getStrides());
    for (int64_t axis = 0, e = shape.size(); axis < e; ++axis) {
      int64_t &halved = axis == *packed ? shape[axis] : strides[axis];
      if (ShapedType::isDynamic(halved))
        continue;
      if (halved % 2 != 0)
        return std::nullopt;
      halved /= 2;
    }
    return aa::MemRefType::get(v.getContext(), shape, IntegerType::get(v.getContext(), 8), strides,
                               kGlobalAddressSpace);
  });
  addConversion([this](ct::TileViewTypeInterface v) -> Type { return convertType(v.getTensorView()); });
}

std::optional<int64_t> mlir::cuda_tile::to_tileaa::packedAxis(ct::TensorViewType view) {
  Type elem = view.getElementType();
  if (!elem.isIntOrFloat() || elem.getIntOrFloatBitWidth() != 4)
    return std::nullopt;
  ArrayRef<int64_t> strides = view.getStrides();
  for (int64_t axis = strides.size() - 1; axis >= 0; --axis)
    if (strides[axis] == 1)
      return axis;
  return std::nullopt;
}

Value mlir::cuda_tile::to_tileaa::toIndex(OpBuilder &b, Location loc, Value v) {
  return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), v);
}

aa::RoundingModeAttr mlir::cuda_tile::to_tileaa::convertRounding(MLIRContext *ctx,
                                                                 std::optional<ct::RoundingMode> mode) {
  if (!mode)
    return {};
  switch (*mode) {
  case ct::RoundingMode::nearest_even:
    return {};
  case ct::RoundingMode::zero:
    return aa::RoundingModeAttr::get(ctx, aa::RoundingMode::zero);
  case ct::RoundingMode::negative_inf:
    return aa::RoundingModeAttr::get(ctx, aa::RoundingMode::negative_inf);
  case ct::RoundingMode::positive_inf:
    return aa::RoundingModeAttr::get(ctx, aa::RoundingMode::positive_inf);
  default:
    llvm_unreachable("rejected by the cuda_tile verifier");
  }
}

aa::MemSemantic mlir::cuda_tile::to_tileaa::convertOrdering(ct::MemoryOrdering ordering) {
  return static_cast<aa::MemSemantic>(static_cast<uint32_t>(ordering));
}

aa::MemScopeAttr mlir::cuda_tile::to_tileaa::convertScope(MLIRContext *ctx, std::optional<ct::MemoryScope> scope) {
  if (!scope)
    return {};
  switch (*scope) {
  case ct::MemoryScope::tl_blk:
    return aa::MemScopeAttr::get(ctx, aa::MemScope::tl_blk);
  case ct::MemoryScope::device:
    return aa::MemScopeAttr::get(ctx, aa::MemScope::gpu);
  case ct::MemoryScope::sys:
    return aa::MemScopeAttr::get(ctx, aa::MemScope::sys);
  }
  llvm_unreachable("unknown memory scope");
}

Value mlir::cuda_tile::to_tileaa::tokenOrFresh(OpBuilder &b, Location loc, Value token) {
  return token ? token : aa::CreateMemTokenOp::create(b, loc, aa::MemTokenType::get(b.getContext()));
}

namespace {

/// Moves the contents of every cuda_tile.module into the enclosing module, so
/// that kernels become ordinary symbols of it.
static LogicalResult flattenTileModules(mlir::ModuleOp module) {
  llvm::StringSet<> names;
  for (Operation &op : module.getBody()->getOperations())
    if (auto sym = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()); sym && !isa<ct::ModuleOp>(op))
      names.insert(sym.getValue());
  for (auto tileModule : llvm::make_early_inc_range(module.getBody()->getOps<ct::ModuleOp>())) {
    for (Operation &op : tileModule.getBodyBlock()->getOperations()) {
      auto sym = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
      if (sym && !names.insert(sym.getValue()).second)
        return op.emitOpError("symbol '") << sym.getValue() << "' is defined in more than one cuda_tile.module";
    }
    module.getBody()->getOperations().splice(Block::iterator(tileModule),
                                             tileModule.getBodyBlock()->getOperations());
    tileModule.erase();
  }
  return success();
}

/// The LLVM subprogram of a kernel's cuda_tile one: its Python name, its
/// linkage name (the kernel's), its file and lines, in a compile unit of its
/// own file. Full debug information; the pipeline narrows it to what was
/// asked (see Target/DebugInfo.h).
static LLVM::DISubprogramAttr toLLVM(ct::DISubprogramAttr sp,
                                     llvm::DenseMap<Attribute, LLVM::DICompileUnitAttr> &units) {
  MLIRContext *ctx = sp.getContext();
  auto file = [&](ct::DIFileAttr f) { return LLVM::DIFileAttr::get(ctx, f.getName(), f.getDirectory()); };
  LLVM::DICompileUnitAttr &unit = units[sp.getCompileUnit()];
  if (!unit)
    unit = LLVM::DICompileUnitAttr::get(DistinctAttr::create(UnitAttr::get(ctx)), llvm::dwarf::DW_LANG_C,
                                        file(sp.getCompileUnit().getFile()), StringAttr::get(ctx, "cuda-tile"),
                                        /*isOptimized=*/false, LLVM::DIEmissionKind::Full);
  LLVM::DIFileAttr spFile = file(sp.getFile());
  return LLVM::DISubprogramAttr::get(ctx, DistinctAttr::create(UnitAttr::get(ctx)), unit, spFile, sp.getName(),
                                     sp.getLinkageName(), spFile, sp.getLine(), sp.getScopeLine(),
                                     LLVM::DISubprogramFlags::Definition, LLVM::DISubroutineTypeAttr::get(ctx, {}),
                                     /*retainedNodes=*/{}, /*annotations=*/{});
}

/// cuda_tile's debug locations become file:line:column locations: MLIR's
/// LLVM IR translation knows only the builtin location kinds, and later
/// diagnostics then name the kernel's source line. A function keeps its
/// subprogram, as LLVM's (`fused<#llvm.di_subprogram<...>>[loc]`), which is
/// what the translation needs to keep the lines of its body.
static void replaceDebugLocations(mlir::ModuleOp module) {
  llvm::DenseMap<Attribute, LLVM::DICompileUnitAttr> units;
  for (Operation &op : module.getBody()->getOperations())
    if (auto di = dyn_cast<ct::DILocAttr>(op.getLoc()); di && isa<FunctionOpInterface>(op))
      op.setLoc(FusedLoc::get(op.getContext(), {di.getSourceLoc()}, toLLVM(di.getSubprogram(), units)));
  AttrTypeReplacer replacer;
  replacer.addReplacement([](ct::DILocAttr loc) -> std::optional<Attribute> { return loc.getSourceLoc(); });
  replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/false, /*replaceLocs=*/true,
                                        /*replaceTypes=*/false);
}

struct ConvertCudaTileToTileAA : impl::ConvertCudaTileToTileAABase<ConvertCudaTileToTileAA> {
  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (failed(flattenTileModules(module)) || failed(structurizeControlFlow(module)))
      return signalPassFailure();

    CudaTileTypeConverter converter;
    ConversionTarget target(*ctx);
    target.addIllegalDialect<ct::CudaTileDialect>();
    target.addLegalDialect<aa::TileAADialect, arith::ArithDialect, math::MathDialect, tensor::TensorDialect,
                           ub::UBDialect>();
    target.markUnknownOpDynamicallyLegal([&](Operation *op) {
      return converter.isLegal(op->getOperandTypes()) && converter.isLegal(op->getResultTypes());
    });

    RewritePatternSet patterns(ctx);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns, target);
    populateFunctionPatterns(converter, patterns);
    populateArithmeticPatterns(converter, patterns);
    populateShapePatterns(converter, patterns);
    populateCollectivePatterns(converter, patterns);
    populateMemoryPatterns(converter, patterns);
    populateMiscPatterns(converter, patterns);
    if (failed(applyFullConversion(module, target, std::move(patterns))))
      return signalPassFailure();
    replaceDebugLocations(module);
  }
};

} // namespace
