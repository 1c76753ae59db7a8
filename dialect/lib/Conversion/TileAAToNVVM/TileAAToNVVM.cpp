//===- TileAAToNVVM.cpp - nv_tileaa kernels to LLVM + NVVM ----------------===//
//
// The pass driver, the type converter and the helpers the family files
// share. Memory tokens carry no data at this level: they convert to nothing,
// and accesses stay in program order in each thread; where the token graph
// orders accesses done by different threads, CTABarriers.cpp has put a
// barrier between them first.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"
#include "SharedMemory.h"
#include "TensorMemory.h"

#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"

namespace mlir {
#define GEN_PASS_DEF_CONVERTTILEAATONVVM
#include "cuda-tile/Conversion/Passes.h.inc"
} // namespace mlir

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

/// Converts nv_tileaa's types for a CTA of `numThreads` threads.
TileTypeConverter::TileTypeConverter(MLIRContext *ctx, const LowerToLLVMOptions &options, unsigned numThreads,
                                     const SharedTilePlan *sharedTiles)
    : LLVMTypeConverter(ctx, options), numThreads(numThreads), sharedTiles(sharedTiles) {
  addConversion([](aa::PointerType p) -> Type {
    return LLVM::LLVMPointerType::get(p.getContext(), p.getAddressSpace());
  });
  // {base, extents..., strides...}, extents and strides as i64 elements.
  addConversion([](aa::MemRefType m) -> Type {
    MLIRContext *ctx = m.getContext();
    SmallVector<Type> fields{LLVM::LLVMPointerType::get(ctx, m.getAddressSpace())};
    fields.append(2 * m.getRank(), IntegerType::get(ctx, 64));
    return LLVM::LLVMStructType::getLiteral(ctx, fields);
  });
  // A tensor map: the generic address of its global slot; mbarriers: the
  // shared address of the first.
  addConversion([](aa::TensorMapType t) -> Type { return LLVM::LLVMPointerType::get(t.getContext()); });
  addConversion([](aa::MBarriersType t) -> Type {
    return LLVM::LLVMPointerType::get(t.getContext(), static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared));
  });
  addConversion([](aa::MemTokenType, SmallVectorImpl<Type> &) -> std::optional<LogicalResult> {
    return success();
  });
  addConversion([this](RankedTensorType t) -> std::optional<Type> {
    if (isSharedTile(t))
      return LLVM::LLVMPointerType::get(t.getContext(), static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared));
    if (isTensorMemoryTile(t))
      return IntegerType::get(t.getContext(), 32);
    Type elem = convertType(t.getElementType());
    if (!elem || !isDistributable(t))
      return std::nullopt;
    int64_t regs = layoutOf(t).getElementsPerThread();
    return LLVM::LLVMStructType::getLiteral(t.getContext(), SmallVector<Type>(regs, elem));
  });
}

aa::TileLayout TileTypeConverter::layoutOf(RankedTensorType t) const {
  FailureOr<aa::LinearLayout> linear = aa::toLinearLayout(t, numThreads / 32);
  assert(succeeded(linear) && "checkSupported accepts only layouts that fit");
  return aa::TileLayout(std::move(*linear), numThreads, !t.getEncoding());
}

bool TileTypeConverter::isSharedTile(Type t) {
  auto tensor = dyn_cast<RankedTensorType>(t);
  return tensor && isa_and_present<aa::SharedLayoutAttr>(tensor.getEncoding());
}

bool TileTypeConverter::isTensorMemoryTile(Type t) {
  auto tensor = dyn_cast<RankedTensorType>(t);
  return tensor && isa_and_present<aa::TensorMemoryLayoutAttr>(tensor.getEncoding());
}

Value mlir::nv_tileaa::to_nvvm::i64Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(v));
}

Value mlir::nv_tileaa::to_nvvm::mapRegisters(OpBuilder &b, Location loc, Type resultType, ValueRange operands,
                                            llvm::function_ref<Value(ValueRange)> fn) {
  auto st = dyn_cast<LLVM::LLVMStructType>(resultType);
  if (!st)
    return fn(operands);
  Value result = LLVM::PoisonOp::create(b, loc, st);
  for (int64_t r = 0, e = st.getBody().size(); r < e; ++r) {
    SmallVector<Value> regs = llvm::map_to_vector(
        operands, [&](Value v) -> Value { return LLVM::ExtractValueOp::create(b, loc, v, r); });
    result = LLVM::InsertValueOp::create(b, loc, result, fn(regs), r);
  }
  return result;
}

namespace {

constexpr llvm::StringLiteral kNVPTXTriple = "nvptx64-nvidia-cuda";
constexpr llvm::StringLiteral kNVPTXDataLayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";

/// A tile lives in its threads' registers and every register's code is
/// emitted on its own: past this many per thread, compile time grows faster
/// than the tile (vector_add: 512 per thread 3.5 s, 1,024 per thread 12 s,
/// 8,192 over 45 s), and no GPU holds that many registers anyway.
constexpr int64_t kMaxElementsPerThread = 512;

/// A permute of a shared tile only renames its axes: both tiles in shared
/// memory, the result's layout the source's with its order renamed.
static LogicalResult checkSharedPermute(Operation *op) {
  auto permute = dyn_cast<aa::PermuteOp>(op);
  if (!permute || (!TileTypeConverter::isSharedTile(permute.getSource().getType()) &&
                   !TileTypeConverter::isSharedTile(permute.getType())))
    return success();
  auto from = dyn_cast_if_present<aa::SharedLayoutAttr>(permute.getSource().getType().getEncoding());
  auto to = dyn_cast_if_present<aa::SharedLayoutAttr>(permute.getType().getEncoding());
  ArrayRef<int64_t> permutation = permute.getPermutation();
  if (from && to && from.getVec() == to.getVec() && from.getPerPhase() == to.getPerPhase() &&
      from.getMaxPhase() == to.getMaxPhase() &&
      llvm::equal(llvm::map_range(to.getOrder(), [&](unsigned d) { return (unsigned)permutation[d]; }),
                  from.getOrder()))
    return success();
  return op->emitOpError("permutes ") << permute.getSource().getType() << " into " << permute.getType()
                                      << ": a tile in shared memory is permuted only into the same layout with its "
                                         "axes renamed";
}

/// Diagnoses, before any rewriting, tiles the layout cannot spread and what
/// each family cannot lower yet.
static LogicalResult checkSupported(mlir::ModuleOp module, unsigned numThreads) {
  WalkResult walk = module.walk([&](Operation *op) {
    if (failed(checkArithmeticSupport(op)) || failed(checkMemorySupport(op)) || failed(checkShapeSupport(op)) ||
        failed(checkCollectiveSupport(op)) || failed(checkDotMMAv2Support(op)) ||
        failed(checkDotWGMMASupport(op)) || failed(checkDotTCGen05Support(op)) ||
        failed(checkDotTCGen05BlockScaleSupport(op)) ||
        failed(checkTensorMemorySupport(op)) || failed(checkTMASupport(op)) || failed(checkSharedPermute(op)))
      return WalkResult::interrupt();
    // Operands, results and the arguments of the op's blocks (a function's,
    // a loop's).
    SmallVector<Type> types(op->getOperandTypes());
    llvm::append_range(types, op->getResultTypes());
    for (Region &region : op->getRegions())
      for (Block &block : region)
        llvm::append_range(types, block.getArgumentTypes());
    for (Type type : types) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (tensor && TileTypeConverter::isTensorMemoryTile(tensor)) {
        // Loops carry the tile's address; checkTensorMemorySupport checks
        // the conversions and dots.
        if (!isa<aa::ConvertLayoutOp, aa::DotOp, aa::DotWaitOp, scf::ForOp, scf::YieldOp>(op)) {
          op->emitOpError("takes or yields a tile in tensor memory (")
              << tensor << "); only nv_tileaa.convert_layout, nv_tileaa.dot, nv_tileaa.dot_wait and scf.for carry those";
          return WalkResult::interrupt();
        }
        continue;
      }
      if (tensor && tensor.getEncoding() && !TileTypeConverter::isSharedTile(tensor)) {
        std::string why;
        if (failed(aa::toLinearLayout(tensor, numThreads / 32, &why))) {
          op->emitOpError("has a tile of type ") << tensor << " whose layout convert-tileaa-to-nvvm cannot use: " << why;
          return WalkResult::interrupt();
        }
      }
      if (tensor && TileTypeConverter::isSharedTile(tensor)) {
        bool ring = isa<aa::LocalAllocOp, aa::LocalSliceOp, aa::AsyncCopyGlobalToLocalOp, aa::AsyncTMACopyGlobalToLocalOp>(op) &&
                    tensor.getRank() == 3;
        // A function's argument and a call's operand pass the tile's address
        // on. Yielded or returned, the address would outlive the tile: its
        // array is rewritten by the next run of the conversion that made it.
        bool passesOn = isa<aa::FuncOp, aa::CallOp>(op);
        if (!passesOn && !isa<aa::ConvertLayoutOp, aa::DotOp, aa::PermuteOp, aa::LocalAllocOp, aa::LocalSliceOp,
                              aa::AsyncCopyGlobalToLocalOp, aa::AsyncTMACopyGlobalToLocalOp>(op)) {
          op->emitOpError("takes or yields a tile in shared memory (")
              << tensor
              << "); only nv_tileaa.convert_layout, nv_tileaa.dot, nv_tileaa.permute and the shared-ring ops handle those";
          return WalkResult::interrupt();
        }
        if (tensor.getRank() != 2 && !ring) {
          op->emitOpError("has a tile in shared memory of rank ")
              << tensor.getRank() << " (" << tensor << "); shared tiles are rank 2 (rings of them rank 3)";
          return WalkResult::interrupt();
        }
      }
      if (tensor && !TileTypeConverter::isSharedTile(tensor) && !TileTypeConverter::isDistributable(tensor)) {
        op->emitOpError("has a tile of type ")
            << tensor << "; convert-tileaa-to-nvvm lowers static tiles of a power-of-two number of elements only";
        return WalkResult::interrupt();
      }
      if (tensor && !TileTypeConverter::isSharedTile(tensor) && tensor.getNumElements() / numThreads > kMaxElementsPerThread) {
        op->emitOpError("has a tile of type ")
            << tensor << ", " << tensor.getNumElements() / numThreads << " elements for each of the CTA's "
            << numThreads << " threads; convert-tileaa-to-nvvm holds at most " << kMaxElementsPerThread
            << " per thread (smaller tiles, or more warps with num-warps)";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

struct ConvertTileAAToNVVM : impl::ConvertTileAAToNVVMBase<ConvertTileAAToNVVM> {
  using Base::Base;

  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (numWarps == 0 || !llvm::isPowerOf2_32(numWarps) || numWarps > 32) {
      module.emitError("num-warps must be a power of two between 1 and 32, got ") << (unsigned)numWarps;
      return signalPassFailure();
    }
    if (failed(checkSupported(module, numWarps * 32)) || failed(checkWarpSpecialization(module, numWarps * 32)))
      return signalPassFailure();
    insertCtaBarriers(module);
    SharedTilePlan sharedTiles;
    module.walk([&](Operation *op) {
      if (isa<aa::LocalAllocOp, aa::MakeTensorMapOp, aa::AllocMBarriersOp>(op))
        sharedTiles.names[op] = sharedTiles.names.size();
    });
    module.walk([&](aa::ConvertLayoutOp op) {
      if (!TileTypeConverter::isSharedTile(op.getType()))
        return;
      sharedTiles.names[op] = sharedTiles.names.size();
      auto previous = dyn_cast_if_present<aa::ConvertLayoutOp>(op->getPrevNode());
      if (previous && TileTypeConverter::isSharedTile(previous.getType())) {
        sharedTiles.followsAnother.insert(op);
        sharedTiles.followedByAnother.insert(previous);
      }
    });
    LowerToLLVMOptions options(ctx);
    options.overrideIndexBitwidth(64);
    TileTypeConverter converter(ctx, options, numWarps * 32, &sharedTiles);
    converter.tensorMemoryTilesEnd = tensorMemoryTilesEnd(module);

    ConversionTarget target(*ctx);
    target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect>();
    target.addIllegalDialect<aa::TileAADialect, arith::ArithDialect, ub::UBDialect>();
    target.addDynamicallyLegalDialect<scf::SCFDialect>(
        [&](Operation *op) { return converter.isLegal(op->getOperandTypes()) && converter.isLegal(op->getResultTypes()); });
    target.addLegalOp<mlir::ModuleOp>();

    RewritePatternSet patterns(ctx);
    // scf.if/for/while carrying tiles, pointers or tokens (which vanish) retype.
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns, target);
    populateFunctionPatterns(converter, patterns);
    populateArithmeticPatterns(converter, patterns);
    populateShapePatterns(converter, patterns);
    populateCollectivePatterns(converter, patterns);
    populateMemoryPatterns(converter, patterns);
    populateMiscPatterns(converter, patterns);
    populateLayoutConversionPatterns(converter, patterns);
    populateDotMMAv2Patterns(converter, patterns);
    populateDotWGMMAPatterns(converter, patterns);
    populateDotTCGen05Patterns(converter, patterns);
    populateDotTCGen05BlockScalePatterns(converter, patterns);
    populateTensorMemoryPatterns(converter, patterns);
    populateTMAPatterns(converter, patterns);
    populateWarpSpecializationPatterns(converter, patterns);
    // Tensor memory first: its kernel-wide barriers are then the consumers'
    // where warps are specialized.
    if (failed(applyFullConversion(module, target, std::move(patterns))) || failed(allocateTensorMemory(module)) ||
        failed(finishWarpSpecialization(module)))
      return signalPassFailure();
    if (failed(useDynamicSharedMemory(module)))
      return signalPassFailure();

    module->setAttr(LLVM::LLVMDialect::getTargetTripleAttrName(), StringAttr::get(ctx, kNVPTXTriple));
    module->setAttr(LLVM::LLVMDialect::getDataLayoutAttrName(), StringAttr::get(ctx, kNVPTXDataLayout));
  }
};

} // namespace
