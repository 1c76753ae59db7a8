//===- DotTCGen05BlockScale.cpp - block-scaled nv_tileaa.dot on tcgen05 ---===//
//
// A block-scaled dot (`scales(%sfa, %sfb)`) whose accumulator is a
// version-5 mma tile in tensor memory, on MX-FP8 operands (f8E4M3FN /
// f8E5M2 with f8E8M0FNU scale factors per 32 of K), is lowered to
// `tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale` (PTX ISA,
// "tcgen05.mma", .scale_vec::1X, the default of that kind), one per
// 128-row block, N block and K step of 32, its operands read from the
// swizzled shared tiles as DotTCGen05.cpp reads them.
//
// The scale factors are read from tensor memory ("Block Scaling for
// tcgen05.mma"): those of row r of A (column r of B) lie in lane r % 32 of
// the column r / 32 after the scale address, in every 32-lane partition
// alike, a byte each; the instruction descriptor's scale factor ID picks
// the byte, so one 32-bit column serves four K steps. Here the four scale
// factors of blocks 4g to 4g + 3 fill the bytes of column group g (the
// instruction of K step s reads group s / 4 at ID s % 4). They reach
// tensor memory with tcgen05.st .32x32b from the layout
// tileaa-accelerate-matmul gives them (lane t of each warp holds all the
// blocks of rows t, t + 32, ...), each of warps 0-3 writing its partition;
// their columns follow every tile in tensor memory, as a register
// accumulator's do (each such dot completes before the next starts).
//
//===----------------------------------------------------------------------===//
#include "MatrixDescriptors.h"
#include "Patterns.h"
#include "SharedMemory.h"
#include "TensorMemory.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// The instruction descriptor's A / B type field of .kind::mxf8f6f4.
std::optional<unsigned> mxf8Field(Type t) {
  if (isa<Float8E4M3FNType>(t))
    return 0;
  if (isa<Float8E5M2Type>(t))
    return 1;
  return std::nullopt;
}

bool isBlockScaledVersion5(aa::DotOp dot) {
  aa::MmaLayoutAttr mma = aa::accumulatorLayout(cast<RankedTensorType>(dot.getC().getType()).getEncoding());
  return dot.getSfa() && mma && mma.getVersion() == 5;
}

/// Where a dot's scale factors go in tensor memory, from column `first`:
/// A's column groups (M / 32 columns each), then B's (N / 32, at least 1).
struct ScaleColumns {
  int64_t first, groups, perGroupA, perGroupB;
  ScaleColumns(int64_t first, int64_t m, int64_t n, int64_t blocks)
      : first(first), groups(llvm::divideCeil(blocks, 4)), perGroupA(m / 32), perGroupB(llvm::divideCeil(n, 32)) {}
  int64_t a(int64_t group) const { return first + group * perGroupA; }
  int64_t b(int64_t group) const { return first + groups * perGroupA + group * perGroupB; }
  int64_t end() const { return b(groups); }
};

/// The layout `type` (a dot's sfa, `operand` 0, or sfb, 1) must have for
/// storeScaleFactors: lane t holds every block of rows (columns) t + 32j,
/// the warps copies; why not, empty if it has it.
std::string whyNotScaleFactorLayout(RankedTensorType type, unsigned operand) {
  auto blocked = dyn_cast_if_present<aa::BlockedLayoutAttr>(type.getEncoding());
  unsigned kDim = operand == 0 ? 1 : 0, mnDim = 1 - kDim;
  if (!blocked || blocked.getSizePerThread()[kDim] != type.getShape()[kDim] ||
      blocked.getSizePerThread()[mnDim] != 1 || blocked.getThreadsPerWarp()[mnDim] != 32 ||
      blocked.getWarpsPerCTA()[mnDim] != 1)
    return "must have a blocked layout whose lanes hold the scale factors of consecutive " +
           std::string(operand == 0 ? "rows" : "columns") + ", a thread all the blocks of each, and whose warps "
           "hold copies (sizePerThread[" + std::to_string(kDim) + "] = " + std::to_string(type.getShape()[kDim]) +
           ", threadsPerWarp[" + std::to_string(mnDim) + "] = 32, warpsPerCTA[" + std::to_string(mnDim) + "] = 1)";
  return "";
}

Value tmemPointer(OpBuilder &b, Location loc, Value address, int64_t column) {
  return LLVM::IntToPtrOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 6),
                                  LLVM::AddOp::create(b, loc, address, i32Const(b, loc, column)).getResult());
}

/// Stores the scale factors `regs` (tile `type`, sfa or sfb of `operand`)
/// into their column groups (`column(g)`) at `mine`: this thread's lane of
/// its warp's partition.
void storeScaleFactors(OpBuilder &b, Location loc, const TileTypeConverter &converter, RankedTensorType type,
                       unsigned operand, Value regs, Value mine, int64_t groups,
                       llvm::function_ref<int64_t(int64_t)> column) {
  aa::LinearLayout layout = converter.layoutOf(type).getLinear();
  unsigned kDim = operand == 0 ? 1 : 0;
  int64_t blocks = type.getShape()[kDim], lines = type.getShape()[1 - kDim];
  Type i32 = b.getI32Type(), i8 = b.getI8Type();
  for (int64_t g = 0; g < groups; ++g)
    for (int64_t j = 0; j < llvm::divideCeil(lines, 32); ++j) {
      Value word = i32Const(b, loc, 0);
      for (int64_t i = 0; i < 4 && 4 * g + i < blocks; ++i) {
        SmallVector<int64_t> at{32 * j, 4 * g + i};
        if (operand == 1)
          std::swap(at[0], at[1]);
        Value byte = LLVM::ExtractValueOp::create(b, loc, regs, layout.findRegister(at));
        if (byte.getType() != i8)
          byte = LLVM::BitcastOp::create(b, loc, i8, byte);
        Value wide = LLVM::ZExtOp::create(b, loc, i32, byte);
        if (i)
          wide = LLVM::ShlOp::create(b, loc, wide, i32Const(b, loc, 8 * i));
        word = LLVM::OrOp::create(b, loc, word, wide);
      }
      NVVM::Tcgen05StOp::create(b, loc, /*unpack=*/false, NVVM::Tcgen05LdStShape::SHAPE_32X32B,
                                tmemPointer(b, loc, mine, column(g) + j), word, Value());
    }
}

struct DotTCGen05BlockScaleLowering : TilePattern<aa::DotOp> {
  DotTCGen05BlockScaleLowering(const TileTypeConverter &converter, MLIRContext *ctx)
      : TilePattern(converter, ctx, /*benefit=*/3) {}

  LogicalResult matchAndRewrite(aa::DotOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    if (!isBlockScaledVersion5(op))
      return failure();
    auto cType = cast<RankedTensorType>(op.getC().getType());
    auto aType = cast<RankedTensorType>(op.getA().getType()), bType = cast<RankedTensorType>(op.getB().getType());
    auto sfaType = cast<RankedTensorType>(op.getSfa().getType()), sfbType = cast<RankedTensorType>(op.getSfb().getType());
    aa::MmaLayoutAttr mma = aa::accumulatorLayout(cType.getEncoding());
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    int64_t m = cType.getShape()[0], n = cType.getShape()[1], k = aType.getShape()[1];
    int64_t nInstr = mma.getInstrShape()[1], blocks = sfaType.getShape()[1];
    ScaleColumns scales(converter.tensorMemoryTilesEnd, m, n, blocks);
    auto inMemory = cast<aa::TensorMemoryLayoutAttr>(cType.getEncoding());
    TensorMemory memory = useTensorMemory(
        rewriter, loc, op,
        std::max(inMemory.getColumn() + tensorMemoryColumns(cType.cloneWithEncoding(mma)), scales.end()),
        converter.numThreads);
    Value tid = threadId(rewriter, loc);

    // Warp w < 4 writes partition w (lanes 32w on): every partition holds
    // the same scale factors.
    Value isWriter = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ult, tid, i32Const(rewriter, loc, 128));
    scf::IfOp::create(rewriter, loc, isWriter, [&](OpBuilder &b, Location l) {
      Value warp = LLVM::LShrOp::create(b, l, tid, i32Const(b, l, 5));
      Value mine = LLVM::AddOp::create(b, l, memory.address, LLVM::ShlOp::create(b, l, warp, i32Const(b, l, 5 + 16)));
      storeScaleFactors(b, l, converter, sfaType, 0, adaptor.getSfa(), mine, scales.groups,
                        [&](int64_t g) { return scales.a(g); });
      storeScaleFactors(b, l, converter, sfbType, 1, adaptor.getSfb(), mine, scales.groups,
                        [&](int64_t g) { return scales.b(g); });
      NVVM::Tcgen05WaitOp::create(b, l, NVVM::Tcgen05WaitKind::STORE);
      scf::YieldOp::create(b, l);
    });
    // Generic-proxy writes of the operands are fenced before the tensor
    // cores read them (TMA writes are in the async proxy already); the
    // barrier orders the scale factors' stores before the issue.
    if (!writtenByTMAOnly(op.getA()) || !writtenByTMAOnly(op.getB()))
      NVVM::FenceProxyOp::create(rewriter, loc, NVVM::ProxyKind::async_shared,
                                 NVVM::SharedSpaceAttr::get(ctx, NVVM::SharedSpace::shared_cta));
    NVVM::Tcgen05FenceOp::create(rewriter, loc, NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
    ctaBarrier(rewriter, loc);
    NVVM::Tcgen05FenceOp::create(rewriter, loc, NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);

    // Instruction descriptor of the block-scaled kinds ("Instruction
    // descriptor"): B's scale factor ID (bits 4-5), A's and B's types (7-9,
    // 10-12), N / 8 (17-22), the scale type (23: ue8m0 1), M / 128 (27-28),
    // A's scale factor ID (29-30). A and B are K-major (15, 16: 0).
    uint32_t base = *mxf8Field(aType.getElementType()) << 7 | *mxf8Field(bType.getElementType()) << 10 |
                    uint32_t(nInstr >> 3) << 17 | 1u << 23 | 1u << 27;
    OperandGeometry ga = geometryOf(aType, 1), gb = geometryOf(bType, 0);
    bool zero = isZeroAccumulator(op.getC());
    Value isIssuer = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, tid, i32Const(rewriter, loc, 0));
    Value aField = addressField(rewriter, loc, adaptor.getA()), bField = addressField(rewriter, loc, adaptor.getB());
    Value accumulator = adaptor.getC();
    scf::IfOp::create(rewriter, loc, isIssuer, [&](OpBuilder &b, Location l) {
      for (int64_t rb = 0; rb < m / 128; ++rb)
        for (int64_t j = 0; j < n / nInstr; ++j)
          for (int64_t s = 0; s < k / 32; ++s) {
            uint32_t id = uint32_t(s % 4), idesc = base | id << 4 | id << 29;
            Value d = tmemPointer(b, l, accumulator, rb * n + j * nInstr);
            Value scaleA = tmemPointer(b, l, memory.address, scales.a(s / 4) + rb * 4);
            Value scaleB = tmemPointer(b, l, memory.address, scales.b(s / 4) + j * nInstr / 32);
            Value descA = tcgen05SmemDescriptor(b, l, aField, ga, ga.offset(rb * 128, 32 * s));
            Value descB = tcgen05SmemDescriptor(b, l, bField, gb, gb.offset(j * nInstr, 32 * s));
            Value accumulate = LLVM::ConstantOp::create(b, l, b.getI1Type(), b.getBoolAttr(!zero || s > 0));
            NVVM::Tcgen05MMABlockScaleOp::create(b, l, NVVM::MMABlockScaleKind::MXF8F6F4, NVVM::CTAGroupKind::CTA_1,
                                                 NVVM::Tcgen05MMABlockScale::DEFAULT,
                                                 NVVM::Tcgen05MMACollectorOp::DISCARD, d, descA, descB,
                                                 i32Const(b, l, int32_t(idesc)), accumulate, scaleA, scaleB);
          }
      NVVM::Tcgen05CommitOp::create(b, l, memory.mbarrier, Value(), NVVM::CTAGroupKind::CTA_1);
      scf::YieldOp::create(b, l);
    });
    waitForTensorCores(rewriter, loc, memory);
    rewriter.replaceOp(op, accumulator);
    return success();
  }
};

} // namespace

LogicalResult mlir::nv_tileaa::to_nvvm::checkDotTCGen05BlockScaleSupport(Operation *op) {
  auto dot = dyn_cast<aa::DotOp>(op);
  if (!dot || !isBlockScaledVersion5(dot))
    return success();
  auto a = cast<RankedTensorType>(dot.getA().getType()), b = cast<RankedTensorType>(dot.getB().getType());
  auto c = cast<RankedTensorType>(dot.getC().getType());
  auto sfa = cast<RankedTensorType>(dot.getSfa().getType()), sfb = cast<RankedTensorType>(dot.getSfb().getType());
  auto inMemory = dyn_cast<aa::TensorMemoryLayoutAttr>(c.getEncoding());
  if (!inMemory)
    return op->emitOpError("with scale factors and a version-5 mma accumulator must accumulate in tensor memory, got ")
           << c;
  if (dot.getIsAsync())
    return op->emitOpError("with scale factors is lowered to a tcgen05.mma.block_scale it waits for: it cannot be "
                           "is_async");
  if (dot.getResult().getType() != c || !dot.getC().hasOneUse())
    return op->emitOpError("accumulates in place in tensor memory: its result must have C's type ")
           << c << " and nothing else may read C";
  if (!mxf8Field(a.getElementType()) || !mxf8Field(b.getElementType()) ||
      !isa<Float8E8M0FNUType>(sfa.getElementType()) || !c.getElementType().isF32())
    return op->emitOpError("with scale factors on ")
           << a.getElementType() << " x " << b.getElementType() << " operands, " << sfa.getElementType()
           << " scale factors and a " << c.getElementType()
           << " accumulator: only MX-FP8 (f8E4M3FN / f8E5M2, f8E8M0FNU, f32) is lowered on tcgen05.mma.block_scale";
  auto mma = cast<aa::MmaLayoutAttr>(inMemory.getMma());
  int64_t m = c.getShape()[0], n = c.getShape()[1], k = a.getShape()[1], blocks = sfa.getShape()[1];
  int64_t mInstr = mma.getInstrShape()[0], nInstr = mma.getInstrShape()[1];
  if (mInstr != 128 || m % 128)
    return op->emitOpError("with scale factors has a ")
           << m << "-row accumulator of instruction M = " << mInstr
           << ": .cta_group::1 tcgen05.mma.block_scale computes 128-row blocks";
  if (nInstr < 16 || nInstr > 256 || nInstr % 16 || n % nInstr)
    return op->emitOpError("with scale factors has N = ")
           << n << " in instructions of N = " << nInstr << ", not a multiple of it from 16 to 256 in steps of 16";
  if (k != 32 * blocks)
    return op->emitOpError("with scale factors has K = ")
           << k << " in " << blocks << " scale blocks: .kind::mxf8f6f4 scales blocks of 32";
  for (auto [opIdx, type] : llvm::enumerate(SmallVector<RankedTensorType>{a, b})) {
    StringRef name = opIdx == 0 ? "A" : "B";
    if (!isa_and_present<aa::SharedLayoutAttr>(type.getEncoding()))
      return op->emitOpError("with scale factors reads its operands from shared memory, got ") << name << " " << type;
    std::string why = whyNotDescribable(type, opIdx, /*mnMajorAllowed=*/false);
    if (!why.empty())
      return op->emitOpError("operand ") << name << " " << type << " " << why << " (tcgen05.mma.block_scale)";
  }
  for (auto [opIdx, type] : llvm::enumerate(SmallVector<RankedTensorType>{sfa, sfb})) {
    std::string why = whyNotScaleFactorLayout(type, opIdx);
    if (!why.empty())
      return op->emitOpError("scale factors ") << (opIdx == 0 ? "sfa " : "sfb ") << type << " " << why;
  }
  ScaleColumns scales(tensorMemoryTilesEnd(op->getParentOfType<mlir::ModuleOp>()), m, n, blocks);
  if (scales.end() > 512)
    return op->emitOpError("has its scale factors at tensor-memory columns ")
           << scales.first << " to " << scales.end() - 1 << ", past the 512 of a CTA";
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateDotTCGen05BlockScalePatterns(TileTypeConverter &converter,
                                                                    RewritePatternSet &patterns) {
  patterns.add<DotTCGen05BlockScaleLowering>(converter, patterns.getContext());
}
