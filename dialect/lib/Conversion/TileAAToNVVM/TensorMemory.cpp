//===- TensorMemory.cpp - a kernel's tensor memory for tcgen05 dots -------===//
#include "TensorMemory.h"
#include "MemoryAccess.h"
#include "SharedMemory.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// The shared words of the module's tcgen05 dots: the mbarrier (bytes 0-7),
/// the tensor-memory address tcgen05.alloc writes (8-11), then from byte 16
/// each thread's next parity.
constexpr llvm::StringLiteral kTensorMemoryWords = "__tileaa_tcgen05";
constexpr int64_t kAddressByte = 8, kParityByte = 16;

/// On the words' global until allocateTensorMemory: the most columns a dot
/// needs, and the CTA's threads.
constexpr llvm::StringLiteral kColumnsAttr = "nv_tileaa.tensor_memory_columns";
constexpr llvm::StringLiteral kThreadsAttr = "nv_tileaa.tensor_memory_threads";


Value byteAt(OpBuilder &b, Location loc, Value base, Value offset) {
  return LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base, ValueRange{offset});
}

void ifThen(OpBuilder &b, Location loc, Value condition, llvm::function_ref<void(OpBuilder &, Location)> body) {
  scf::IfOp::create(b, loc, condition, [&](OpBuilder &t, Location l) {
    body(t, l);
    scf::YieldOp::create(t, l);
  });
}

Value threadBelow(OpBuilder &b, Location loc, Value tid, int64_t n) {
  return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, tid, i32Const(b, loc, n));
}

/// Orders tensor-memory accesses across a CTA barrier (PTX ISA,
/// "tcgen05.fence").
void fencedBarrier(OpBuilder &b, Location loc) {
  NVVM::Tcgen05FenceOp::create(b, loc, NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
  NVVM::Barrier0Op::create(b, loc);
  NVVM::Tcgen05FenceOp::create(b, loc, NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
}

} // namespace

TensorMemory mlir::nv_tileaa::to_nvvm::useTensorMemory(OpBuilder &b, Location loc, Operation *op, int64_t columns,
                                                       unsigned numThreads) {
  Value words = sharedArray(b, loc, op, kTensorMemoryWords, b.getI8Type(), kParityByte + 4 * numThreads, 16);
  auto global = op->getParentOfType<mlir::ModuleOp>().lookupSymbol<LLVM::GlobalOp>(kTensorMemoryWords);
  auto known = global->getAttrOfType<IntegerAttr>(kColumnsAttr);
  if (!known || known.getInt() < columns)
    global->setAttr(kColumnsAttr, b.getI64IntegerAttr(columns));
  global->setAttr(kThreadsAttr, b.getI64IntegerAttr(numThreads));
  Value address =
      LLVM::LoadOp::create(b, loc, b.getI32Type(), byteAt(b, loc, words, i32Const(b, loc, kAddressByte)), 4);
  return {address, words};
}

void mlir::nv_tileaa::to_nvvm::waitForTensorCores(OpBuilder &b, Location loc, const TensorMemory &memory) {
  Value tid = threadId(b, loc);
  Value slot = byteAt(b, loc, memory.mbarrier,
                      LLVM::AddOp::create(b, loc, LLVM::ShlOp::create(b, loc, tid, i32Const(b, loc, 2)),
                                          i32Const(b, loc, kParityByte)));
  Value parity = LLVM::LoadOp::create(b, loc, b.getI32Type(), slot, 4);
  NVVM::MBarrierTryWaitParityOp::create(b, loc, memory.mbarrier, parity, i32Const(b, loc, kWaitSuspendNanos));
  LLVM::StoreOp::create(b, loc, LLVM::XOrOp::create(b, loc, parity, i32Const(b, loc, 1)), slot, 4);
  NVVM::Tcgen05FenceOp::create(b, loc, NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
}

bool mlir::nv_tileaa::to_nvvm::isZeroAccumulator(Value c) {
  while (auto convert = c.getDefiningOp<aa::ConvertLayoutOp>())
    c = convert.getSource();
  DenseElementsAttr value;
  if (!matchPattern(c, m_Constant(&value)) || !value.isSplat())
    return false;
  if (auto f = dyn_cast<FloatAttr>(value.getSplatValue<Attribute>()))
    return f.getValue().isPosZero();
  if (auto i = dyn_cast<IntegerAttr>(value.getSplatValue<Attribute>()))
    return i.getValue().isZero();
  return false;
}

int64_t mlir::nv_tileaa::to_nvvm::tensorMemoryColumns(RankedTensorType type) {
  aa::MmaLayoutAttr mma = aa::accumulatorLayout(type.getEncoding());
  int64_t m = type.getShape()[0], n = type.getShape()[1];
  return mma.getInstrShape()[0] == 64 ? n / 2 : (m / 128) * n;
}

int64_t mlir::nv_tileaa::to_nvvm::tensorMemoryTilesEnd(mlir::ModuleOp module) {
  int64_t end = 0;
  module.walk([&](Operation *op) {
    for (Type t : op->getResultTypes())
      if (auto tensor = dyn_cast<RankedTensorType>(t))
        if (auto tmem = dyn_cast_if_present<aa::TensorMemoryLayoutAttr>(tensor.getEncoding()))
          end = std::max<int64_t>(end, tmem.getColumn() + tensorMemoryColumns(tensor));
  });
  return end;
}

namespace {

/// The accumulator's rows in tensor memory as this thread reaches them
/// (32x32b): its warp's 32 lanes, its warpgroup's columns; each chunk of
/// at most 128 columns (.x128) with the register holding each of its
/// columns.
struct AccumulatorRows {
  Value mine;                 // i32: this thread's lanes and columns
  int64_t rowBlocks, width, chunk, perGroup;
  aa::LinearLayout layout;
  /// The register of column `c` of row block `rb` (of thread 0).
  int64_t registerOf(int64_t rb, int64_t c) const { return layout.findRegister({rb * 128, c}); }
};

AccumulatorRows accumulatorRows(OpBuilder &b, Location loc, const TileTypeConverter &converter, RankedTensorType type,
                                Value address) {
  aa::MmaLayoutAttr mma = aa::accumulatorLayout(type.getEncoding());
  int64_t groups = mma.getWarpsPerCTA()[1];
  bool half = mma.getInstrShape()[0] == 64;
  // A row block's columns (a 64-row tile: one block of half the columns).
  int64_t width = half ? type.getShape()[1] / 2 : type.getShape()[1], perGroup = width / groups;
  Value warp = LLVM::LShrOp::create(b, loc, threadId(b, loc), i32Const(b, loc, 5));
  Value lanes = LLVM::ShlOp::create(b, loc, LLVM::AndOp::create(b, loc, warp, i32Const(b, loc, 3)),
                                    i32Const(b, loc, 5 + 16));
  Value columns = LLVM::MulOp::create(b, loc, LLVM::LShrOp::create(b, loc, warp, i32Const(b, loc, 2)),
                                      i32Const(b, loc, perGroup));
  Value mine = LLVM::AddOp::create(b, loc, address, LLVM::OrOp::create(b, loc, lanes, columns));
  return {mine, half ? 1 : type.getShape()[0] / 128, width, std::min<int64_t>(perGroup, 128), perGroup,
          converter.layoutOf(type.cloneWithEncoding(mma)).getLinear()};
}

Value tmemPointer(OpBuilder &b, Location loc, Value address, int64_t plus) {
  if (plus)
    address = LLVM::AddOp::create(b, loc, address, i32Const(b, loc, plus));
  return LLVM::IntToPtrOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 6), address);
}

} // namespace

void mlir::nv_tileaa::to_nvvm::storeAccumulator(OpBuilder &b, Location loc, const TileTypeConverter &converter,
                                                RankedTensorType type, Value regs, Value address) {
  AccumulatorRows rows = accumulatorRows(b, loc, converter, type, address);
  Type elem = converter.convertType(type.getElementType()), i32 = b.getI32Type();
  for (int64_t rb = 0; rb < rows.rowBlocks; ++rb)
    for (int64_t c0 = 0; c0 < rows.perGroup; c0 += rows.chunk) {
      Value words = LLVM::PoisonOp::create(b, loc, VectorType::get({rows.chunk}, i32));
      for (int64_t j = 0; j < rows.chunk; ++j) {
        Value reg = LLVM::ExtractValueOp::create(b, loc, regs, rows.registerOf(rb, c0 + j));
        // Tensor memory holds f32 sums (an f16 accumulator's too) or s32.
        if (elem.isF16())
          reg = LLVM::FPExtOp::create(b, loc, b.getF32Type(), reg);
        if (!isa<IntegerType>(elem))
          reg = LLVM::BitcastOp::create(b, loc, i32, reg);
        words = LLVM::InsertElementOp::create(b, loc, words, reg, i32Const(b, loc, j));
      }
      NVVM::Tcgen05StOp::create(b, loc, /*unpack=*/false, NVVM::Tcgen05LdStShape::SHAPE_32X32B,
                                tmemPointer(b, loc, rows.mine, rb * rows.width + c0), words, Value());
    }
  NVVM::Tcgen05WaitOp::create(b, loc, NVVM::Tcgen05WaitKind::STORE);
}

Value mlir::nv_tileaa::to_nvvm::loadAccumulator(OpBuilder &b, Location loc, const TileTypeConverter &converter,
                                               RankedTensorType type, Value address) {
  AccumulatorRows rows = accumulatorRows(b, loc, converter, type, address);
  Type elem = converter.convertType(type.getElementType()), i32 = b.getI32Type();
  RankedTensorType registers = type.cloneWithEncoding(aa::accumulatorLayout(type.getEncoding()));
  SmallVector<Value> result(rows.layout.getNumRegisters());
  for (int64_t rb = 0; rb < rows.rowBlocks; ++rb)
    for (int64_t c0 = 0; c0 < rows.perGroup; c0 += rows.chunk) {
      Value words = NVVM::Tcgen05LdOp::create(b, loc, VectorType::get({rows.chunk}, i32), /*pack=*/false,
                                              NVVM::Tcgen05LdStShape::SHAPE_32X32B,
                                              tmemPointer(b, loc, rows.mine, rb * rows.width + c0), Value());
      for (int64_t j = 0; j < rows.chunk; ++j) {
        Value reg = LLVM::ExtractElementOp::create(b, loc, words, i32Const(b, loc, j));
        if (!isa<IntegerType>(elem))
          reg = LLVM::BitcastOp::create(b, loc, b.getF32Type(), reg);
        if (elem.isF16())
          reg = LLVM::FPTruncOp::create(b, loc, elem, reg);
        result[rows.registerOf(rb, c0 + j)] = reg;
      }
    }
  NVVM::Tcgen05WaitOp::create(b, loc, NVVM::Tcgen05WaitKind::LOAD);
  Value packed = LLVM::PoisonOp::create(b, loc, converter.convertType(registers));
  for (auto [r, v] : llvm::enumerate(result))
    packed = LLVM::InsertValueOp::create(b, loc, packed, v, r);
  return packed;
}

namespace {

/// Whether `op` converts a zero that only dots read, as their accumulator:
/// they ignore tensor memory on their first K step instead (DotTCGen05.cpp).
bool isZeroReadByDotsOnly(aa::ConvertLayoutOp op) {
  return isZeroAccumulator(op.getSource()) && llvm::all_of(op->getUses(), [](OpOperand &use) {
           auto dot = dyn_cast<aa::DotOp>(use.getOwner());
           return dot && use.get() == dot.getC();
         });
}

/// Into tensor memory (each thread stores its row; nothing for a zero that
/// only dots read), or out of it (each thread loads its row). The tile in
/// tensor memory is its address: the kernel's allocation plus its column.
struct TensorMemoryConversion : TilePattern<aa::ConvertLayoutOp> {
  TensorMemoryConversion(const TileTypeConverter &converter, MLIRContext *ctx)
      : TilePattern(converter, ctx, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(aa::ConvertLayoutOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    RankedTensorType source = op.getSource().getType(), result = op.getType();
    Location loc = op.getLoc();
    if (auto tmem = dyn_cast_if_present<aa::TensorMemoryLayoutAttr>(result.getEncoding())) {
      TensorMemory memory = useTensorMemory(rewriter, loc, op, tmem.getColumn() + tensorMemoryColumns(result),
                                            converter.numThreads);
      Value address = LLVM::AddOp::create(rewriter, loc, memory.address, i32Const(rewriter, loc, tmem.getColumn()));
      // The tile is whole before any thread's tcgen05 reads it: an
      // asynchronous dot's issuer meets nobody else.
      if (!isZeroReadByDotsOnly(op)) {
        storeAccumulator(rewriter, loc, converter, source, adaptor.getSource(), address);
        fencedBarrier(rewriter, loc);
      }
      rewriter.replaceOp(op, address);
      return success();
    }
    if (!TileTypeConverter::isTensorMemoryTile(source))
      return failure();
    rewriter.replaceOp(op, loadAccumulator(rewriter, loc, converter, source, adaptor.getSource()));
    return success();
  }
};

} // namespace

LogicalResult mlir::nv_tileaa::to_nvvm::checkTensorMemorySupport(Operation *op) {
  auto convert = dyn_cast<aa::ConvertLayoutOp>(op);
  if (!convert)
    return success();
  RankedTensorType source = convert.getSource().getType(), result = convert.getType();
  auto into = dyn_cast_if_present<aa::TensorMemoryLayoutAttr>(result.getEncoding());
  auto outOf = dyn_cast_if_present<aa::TensorMemoryLayoutAttr>(source.getEncoding());
  if (!into && !outOf)
    return success();
  if (into && outOf)
    return op->emitOpError("moves a tile from tensor memory to tensor memory (") << source << " to " << result
                                                                                  << "); a dot's result stays in place";
  RankedTensorType memory = into ? result : source, registers = into ? source : result;
  auto tmem = into ? into : outOf;
  if (registers.getEncoding() != tmem.getMma())
    return op->emitOpError("converts a tile in tensor memory only from and to the registers of its mma layout ")
           << tmem.getMma() << ", got " << registers;
  Type elem = memory.getElementType();
  if (!(elem.isF32() || elem.isF16() || elem.isInteger(32)))
    return op->emitOpError("holds ") << elem << " in tensor memory; accumulators there are f32, f16 or i32";
  if (tmem.getColumn() + tensorMemoryColumns(memory) > 512)
    return op->emitOpError("has a tile in tensor memory at columns ")
           << tmem.getColumn() << " to " << tmem.getColumn() + tensorMemoryColumns(memory) - 1
           << ", past the 512 of a CTA";
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateTensorMemoryPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<TensorMemoryConversion>(converter, patterns.getContext());
}

LogicalResult mlir::nv_tileaa::to_nvvm::allocateTensorMemory(mlir::ModuleOp module) {
  auto global = module.lookupSymbol<LLVM::GlobalOp>(kTensorMemoryWords);
  if (!global)
    return success();
  // tcgen05.alloc takes a power of two of at least 32 columns.
  int64_t columns =
      llvm::PowerOf2Ceil(std::max<int64_t>(32, global->getAttrOfType<IntegerAttr>(kColumnsAttr).getInt()));
  int64_t threads = global->getAttrOfType<IntegerAttr>(kThreadsAttr).getInt();
  global->removeAttr(kColumnsAttr);
  global->removeAttr(kThreadsAttr);
  for (auto func : module.getOps<LLVM::LLVMFuncOp>()) {
    if (func.isExternal() || !func->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
      continue;
    OpBuilder b(func.getContext());
    Location loc = func.getLoc();
    b.setInsertionPointToStart(&func.getBody().front());
    auto words = [&] { return LLVM::AddressOfOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3), kTensorMemoryWords); };
    Value base = words();
    Value tid = NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
    // tcgen05.alloc is warp-wide: warp 0 allocates.
    ifThen(b, loc, threadBelow(b, loc, tid, 32), [&](OpBuilder &t, Location l) {
      NVVM::Tcgen05AllocOp::create(t, l, byteAt(t, l, base, i32Const(t, l, kAddressByte)), i32Const(t, l, columns));
    });
    ifThen(b, loc, threadBelow(b, loc, tid, 1), [&](OpBuilder &t, Location l) {
      NVVM::MBarrierInitOp::create(t, l, base, i32Const(t, l, 1), Value());
    });
    // Producer warps beside the CTA's own (warp specialization) never wait.
    ifThen(b, loc, threadBelow(b, loc, tid, threads), [&](OpBuilder &t, Location l) {
      Value slot = byteAt(t, l, base, LLVM::AddOp::create(t, l, LLVM::ShlOp::create(t, l, tid, i32Const(t, l, 2)),
                                                        i32Const(t, l, kParityByte)));
      LLVM::StoreOp::create(t, l, i32Const(t, l, 0), slot, 4);
    });
    fencedBarrier(b, loc);

    SmallVector<LLVM::ReturnOp> returns;
    func.walk([&](LLVM::ReturnOp ret) { returns.push_back(ret); });
    for (LLVM::ReturnOp ret : returns) {
      if (ret->getParentOp() != func.getOperation())
        return ret.emitOpError("in a kernel whose dots use tensor memory must be reached by the whole CTA");
      b.setInsertionPoint(ret);
      Value end = words();
      Value thread = NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
      fencedBarrier(b, loc);
      ifThen(b, loc, threadBelow(b, loc, thread, 32), [&](OpBuilder &t, Location l) {
        Value address = LLVM::LoadOp::create(t, l, t.getI32Type(), byteAt(t, l, end, i32Const(t, l, kAddressByte)), 4);
        NVVM::Tcgen05DeallocOp::create(t, l, LLVM::IntToPtrOp::create(t, l, LLVM::LLVMPointerType::get(t.getContext(), 6), address),
                                       i32Const(t, l, columns));
        NVVM::Tcgen05RelinquishAllocPermitOp::create(t, l);
      });
    }
  }
  return success();
}
