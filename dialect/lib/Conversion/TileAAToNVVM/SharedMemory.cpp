//===- SharedMemory.cpp - moving tile elements between threads ------------===//
#include "SharedMemory.h"
#include "cuda-tile/Utils/SharedMemoryLimits.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

static constexpr int64_t kRegionAlign = 16;
static constexpr llvm::StringLiteral kScratchPrefix = "__tileaa_smem_";

Value mlir::nv_tileaa::to_nvvm::i32Const(OpBuilder &b, Location loc, int64_t v) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(), b.getI32IntegerAttr(v));
}

int64_t mlir::nv_tileaa::to_nvvm::sharedElementBytes(Type t) {
  // Pointers and indices are 64-bit in the NVPTX data layout; narrower
  // integers and floats take the power-of-two bytes LLVM allocates them.
  if (isa<aa::PointerType, IndexType>(t))
    return 8;
  return llvm::PowerOf2Ceil(llvm::divideCeil(t.getIntOrFloatBitWidth(), 8));
}

SharedRegions mlir::nv_tileaa::to_nvvm::planSharedRegions(TypeRange tiles) {
  SharedRegions plan;
  for (Type t : tiles) {
    auto tile = cast<RankedTensorType>(t);
    plan.offsets.push_back(plan.bytes);
    plan.bytes += llvm::alignTo(tile.getNumElements() * sharedElementBytes(tile.getElementType()), kRegionAlign);
  }
  return plan;
}

LogicalResult mlir::nv_tileaa::to_nvvm::checkSharedBytes(Operation *op, int64_t bytes) {
  if (bytes <= kMaxStaticSharedBytes)
    return success();
  auto func = op->getParentOfType<aa::FuncOp>();
  if (func && !func.getKernel())
    return op->emitOpError("needs ") << bytes
                                     << " bytes of shared memory; more than 48 KiB is supported in kernels only";
  auto module = op->getParentOfType<mlir::ModuleOp>();
  auto target = module ? module->getAttrOfType<StringAttr>("nv_tileaa.target") : StringAttr();
  if (!target) {
    if (bytes <= aa::kMaxSharedBytesAnyTarget)
      return success();
    return op->emitOpError("needs ") << bytes << " bytes of shared memory; more than " << aa::kMaxSharedBytesAnyTarget
                                     << " bytes needs a target that allows it (the module names no nv_tileaa.target)";
  }
  int64_t max = aa::maxSharedBytesPerBlock(aa::targetSmVersion(op).value_or(0));
  if (bytes <= max)
    return success();
  return op->emitOpError("needs ") << bytes << " bytes of shared memory; a CTA can have at most " << max << " on "
                                   << target.getValue();
}

LogicalResult mlir::nv_tileaa::to_nvvm::useDynamicSharedMemory(mlir::ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  // Scratch and tile arrays are arrays of bytes.
  auto bytesOf = [](LLVM::GlobalOp g) -> int64_t {
    return cast<LLVM::LLVMArrayType>(g.getGlobalType()).getNumElements();
  };
  for (auto func : llvm::to_vector(module.getOps<LLVM::LLVMFuncOp>())) {
    if (!func->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
      continue;
    // The kernel's scratch and the shared tiles (arrays of their own) it
    // uses: past 48 KiB in all, they become one dynamic buffer, the
    // scratch first, each tile at its own offset after it.
    auto scratch = module.lookupSymbol<LLVM::GlobalOp>((kScratchPrefix + func.getSymName()).str());
    llvm::MapVector<LLVM::GlobalOp, SmallVector<LLVM::AddressOfOp>> tiles;
    func.walk([&](LLVM::AddressOfOp op) {
      auto global = module.lookupSymbol<LLVM::GlobalOp>(op.getGlobalName());
      if (global && global.getSymName().starts_with("__tileaa_tile_"))
        tiles[global].push_back(op);
    });
    // Each tile keeps its array's alignment (1024 bytes: swizzled tiles),
    // and the buffer starts at the largest.
    auto alignOf = [](LLVM::GlobalOp g) -> int64_t { return std::max<int64_t>(128, g.getAlignment().value_or(16)); };
    int64_t total = scratch ? bytesOf(scratch) : 0;
    int64_t bufferAlign = std::max<int64_t>(kRegionAlign, scratch ? scratch.getAlignment().value_or(0) : 0);
    for (auto &[global, uses] : tiles) {
      total = llvm::alignTo(total, alignOf(global)) + bytesOf(global);
      bufferAlign = std::max(bufferAlign, alignOf(global));
    }
    if (total <= kMaxStaticSharedBytes)
      continue;
    // Each array fits on its own (checkSharedBytes); all of them together
    // (a pipeline's rings and the scratch of the ops around it) must too.
    auto target = module->getAttrOfType<StringAttr>("nv_tileaa.target");
    // (Not for a target the limits table does not list: its real limit is
    // unknown here, and 48 KiB would refuse what it may well run.)
    std::optional<unsigned> sm = aa::targetSmVersion(func);
    std::optional<int64_t> listed = sm ? aa::listedMaxSharedBytesPerBlock(*sm) : std::nullopt;
    int64_t max = sm ? listed.value_or(INT64_MAX) : aa::kMaxSharedBytesAnyTarget;
    if (total > max)
      return mlir::emitError(func.getLoc(), "kernel '")
             << func.getSymName() << "' needs " << total << " bytes of shared memory ("
             << (scratch ? bytesOf(scratch) : 0) << " of scratch and " << tiles.size()
             << " shared tiles or rings), more than a CTA can have on "
             << (target ? target.getValue() : StringRef("any target")) << " (" << max << ")";
    OpBuilder b(ctx);
    if (!scratch) {
      b.setInsertionPointToStart(module.getBody());
      scratch = LLVM::GlobalOp::create(b, module.getLoc(), LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), 0),
                                       /*isConstant=*/false, LLVM::Linkage::External,
                                       (kScratchPrefix + func.getSymName()).str(), Attribute(), kRegionAlign,
                                       static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared));
    }
    scratch.setAlignment(bufferAlign);
    int64_t offset = bytesOf(scratch);
    for (auto &[global, uses] : tiles) {
      offset = llvm::alignTo(offset, alignOf(global));
      for (LLVM::AddressOfOp use : uses) {
        b.setInsertionPoint(use);
        Value base = LLVM::AddressOfOp::create(b, use.getLoc(), scratch);
        Value at = LLVM::GEPOp::create(b, use.getLoc(), base.getType(), b.getI8Type(), base,
                                       ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(offset)}, LLVM::GEPNoWrapFlags::inbounds);
        use.replaceAllUsesWith(at);
        use.erase();
      }
      offset += bytesOf(global);
      if (SymbolTable::symbolKnownUseEmpty(global, module))
        global.erase();
    }
    func->setAttr(kDynamicSharedBytesAttrName, IntegerAttr::get(IntegerType::get(ctx, 32), total));
    // PTX `.extern .shared .b8 name[]`: the dynamic shared memory of the launch.
    scratch.setGlobalType(LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), 0));
    scratch.setLinkage(LLVM::Linkage::External);
  }
  return success();
}

Value mlir::nv_tileaa::to_nvvm::sharedScratch(ConversionPatternRewriter &rewriter, Operation *op, int64_t bytes,
                                              int64_t alignment) {
  Operation *kernel = op;
  while (!isa<mlir::ModuleOp>(kernel->getParentOp()))
    kernel = kernel->getParentOp();
  auto module = cast<mlir::ModuleOp>(kernel->getParentOp());
  std::string name = (kScratchPrefix + SymbolTable::getSymbolName(kernel).getValue()).str();
  MLIRContext *ctx = op->getContext();
  auto arrayType = [&](int64_t n) { return LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), n); };

  auto global = module.lookupSymbol<LLVM::GlobalOp>(name);
  if (!global) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(module.getBody());
    global = LLVM::GlobalOp::create(rewriter, module.getLoc(), arrayType(bytes), /*isConstant=*/false,
                                    LLVM::Linkage::Internal, name, /*value=*/Attribute(),
                                    std::max(kRegionAlign, alignment),
                                    static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared));
  } else {
    if (cast<LLVM::LLVMArrayType>(global.getGlobalType()).getNumElements() < (uint64_t)bytes)
      rewriter.modifyOpInPlace(global, [&] { global.setGlobalType(arrayType(bytes)); });
    if (global.getAlignment().value_or(0) < (uint64_t)alignment)
      rewriter.modifyOpInPlace(global, [&] { global.setAlignment(alignment); });
  }
  return LLVM::AddressOfOp::create(rewriter, op->getLoc(), global);
}

bool mlir::nv_tileaa::to_nvvm::isKernelTopLevel(Operation *op) {
  Operation *parent = op->getParentOp();
  if (auto func = dyn_cast_if_present<aa::FuncOp>(parent))
    return func.getKernel();
  if (auto func = dyn_cast_if_present<LLVM::LLVMFuncOp>(parent))
    return func->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName());
  return false;
}

bool mlir::nv_tileaa::to_nvvm::isFirstScratchUse(Operation *op) {
  // A function's scratch is reused by every call: only a kernel's top
  // level runs once.
  if (!isKernelTopLevel(op))
    return false;
  Operation *kernel = op->getParentOp();
  auto module = kernel->getParentOfType<mlir::ModuleOp>();
  return !module.lookupSymbol((kScratchPrefix + SymbolTable::getSymbolName(kernel).getValue()).str());
}

void mlir::nv_tileaa::to_nvvm::ctaBarrier(OpBuilder &b, Location loc) { NVVM::Barrier0Op::create(b, loc); }

/// Address of element `index` (i32) of the region at `byteOffset`.
static Value elementAddress(OpBuilder &b, Location loc, Value base, int64_t byteOffset, Value index, Type elem) {
  Value byte = LLVM::MulOp::create(b, loc, index, i32Const(b, loc, sharedElementBytes(elem)));
  if (byteOffset)
    byte = LLVM::AddOp::create(b, loc, byte, i32Const(b, loc, byteOffset));
  return LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base, ValueRange{byte},
                             LLVM::GEPNoWrapFlags::inbounds);
}

void mlir::nv_tileaa::to_nvvm::writeTile(OpBuilder &b, Location loc, const TileTypeConverter &converter, Value base,
                                         int64_t byteOffset, Value regs, RankedTensorType tile, Value tid) {
  TileLayout layout = converter.layoutOf(tile);
  Type elem = tile.getElementType();
  unsigned align = sharedElementBytes(elem);
  auto store = [&](OpBuilder &sb, Location l, int64_t r) {
    Value address = elementAddress(sb, l, base, byteOffset, layout.linearIndex(sb, l, tid, r), elem);
    LLVM::StoreOp::create(sb, l, LLVM::ExtractValueOp::create(sb, l, regs, r), address, align);
  };
  if (!layout.isReplicated()) {
    for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r)
      store(b, loc, r);
    return;
  }
  // Copies are written by their owners only.
  scf::IfOp::create(b, loc, layout.isOwner(b, loc, tid), [&](OpBuilder &sb, Location l) {
    for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r)
      store(sb, l, r);
    scf::YieldOp::create(sb, l);
  });
}

Value mlir::nv_tileaa::to_nvvm::readElement(OpBuilder &b, Location loc, Value base, int64_t byteOffset, Value index,
                                           Type elem, Type llvmElem) {
  Value address = elementAddress(b, loc, base, byteOffset, index, elem);
  return LLVM::LoadOp::create(b, loc, llvmElem, address, sharedElementBytes(elem));
}

Value mlir::nv_tileaa::to_nvvm::linearize(OpBuilder &b, Location loc, ValueRange coords, ArrayRef<int64_t> shape) {
  Value linear = i32Const(b, loc, 0);
  int64_t stride = 1;
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    if (shape[d] != 1) {
      Value term = stride == 1 ? coords[d] : LLVM::MulOp::create(b, loc, coords[d], i32Const(b, loc, stride));
      linear = LLVM::AddOp::create(b, loc, linear, term);
    }
    stride *= shape[d];
  }
  return linear;
}

Value mlir::nv_tileaa::to_nvvm::buildFromCoords(OpBuilder &b, Location loc, const TileTypeConverter &converter,
                                               Type type, Value tid,
                                               llvm::function_ref<Value(ValueRange coords)> element) {
  auto tile = dyn_cast<RankedTensorType>(type);
  if (!tile)
    return element({});
  TileLayout layout = converter.layoutOf(tile);
  Value result = LLVM::PoisonOp::create(b, loc, converter.convertType(tile));
  for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r) {
    SmallVector<Value> coords = layout.coordinates(b, loc, tid, r);
    result = LLVM::InsertValueOp::create(b, loc, result, element(coords), r);
  }
  return result;
}

Value mlir::nv_tileaa::to_nvvm::gatherThroughShared(ConversionPatternRewriter &rewriter, Operation *op,
                                                   const TileTypeConverter &converter, ValueRange sources,
                                                   TypeRange sourceTypes, Type resultType,
                                                   llvm::function_ref<Value(OpBuilder &, ValueRange)> sourceIndex) {
  Location loc = op->getLoc();
  Type elem = getElementTypeOrSelf(resultType);
  Type llvmElem = converter.convertType(elem);
  bool first = isFirstScratchUse(op);
  Value base = sharedScratch(rewriter, op, planSharedRegions(sourceTypes).bytes);
  Value tid = threadId(rewriter, loc);
  if (!first)
    ctaBarrier(rewriter, loc);
  int64_t elementOffset = 0;
  for (auto [value, type] : llvm::zip_equal(sources, sourceTypes)) {
    auto tile = cast<RankedTensorType>(type);
    writeTile(rewriter, loc, converter, base, elementOffset * sharedElementBytes(elem), value, tile, tid);
    elementOffset += tile.getNumElements();
  }
  ctaBarrier(rewriter, loc);
  return buildFromCoords(rewriter, loc, converter, resultType, tid, [&](ValueRange coords) {
    return readElement(rewriter, loc, base, 0, sourceIndex(rewriter, coords), elem, llvmElem);
  });
}

bool mlir::nv_tileaa::to_nvvm::isInlinableScalar(Type t) {
  return isa<IntegerType, IndexType, Float16Type, BFloat16Type, Float32Type, Float64Type>(t);
}

Value mlir::nv_tileaa::to_nvvm::castTo(OpBuilder &b, Location loc, Value v, Type t) {
  if (v.getType() == t)
    return v;
  // index <-> i64: arith-to-llvm folds the cast away.
  return arith::IndexCastOp::create(b, loc, t, v);
}

SmallVector<Value> mlir::nv_tileaa::to_nvvm::inlineBody(OpBuilder &b, Location loc, Region &region, ValueRange args,
                                                        TypeRange resultTypes) {
  Block &body = region.front();
  IRMapping mapping;
  for (auto [arg, value] : llvm::zip_equal(body.getArguments(), args))
    mapping.map(arg, castTo(b, loc, value, arg.getType()));
  for (Operation &op : body.without_terminator())
    b.clone(op, mapping);
  auto yield = cast<aa::YieldOp>(body.getTerminator());
  return llvm::map_to_vector(llvm::zip_equal(yield.getOperands(), resultTypes), [&](auto pair) {
    return castTo(b, loc, mapping.lookupOrDefault(std::get<0>(pair)), std::get<1>(pair));
  });
}

Value mlir::nv_tileaa::to_nvvm::barrierAt(OpBuilder &b, Location loc, Value barriers, Value index) {
  Value i = index.getType().isInteger(32) ? index : LLVM::TruncOp::create(b, loc, b.getI32Type(), index).getResult();
  return LLVM::GEPOp::create(b, loc, barriers.getType(), b.getI64Type(), barriers, ValueRange{i},
                             LLVM::GEPNoWrapFlags::inbounds);
}
