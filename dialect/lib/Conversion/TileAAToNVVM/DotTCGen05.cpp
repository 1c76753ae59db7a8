//===- DotTCGen05.cpp - nv_tileaa.dot on sm_100 with tcgen05.mma -----------===//
//
// How a dot whose accumulator has a version-5 mma layout is lowered (PTX
// ISA, "Tensor Core 5th Generation Family Instructions"). An accumulator
// in tensor memory (#nv_tileaa.tensor_memory, TensorMemory.h) is
// accumulated in place; one in registers goes there first with tcgen05.st
// (each thread its row, 32x32b; nothing when it is zero). After a CTA
// barrier one thread issues `tcgen05.mma.cta_group::1` for each 128-row
// block (or the two column halves of a 64-row tile), N block and K step,
// both operands read from the swizzled shared tiles through matrix
// descriptors (MatrixDescriptors.h), and commits them to the mbarrier;
// every thread waits for it, and an accumulator in registers comes back
// with tcgen05.ld. The staged operands' generic-proxy writes are fenced
// (fence.proxy.async) before the barrier, as for wgmma.
//
// An `is_async` dot (tileaa-pipeline's GEMM loop: accumulator in tensor
// memory, operands TMA wrote into ring slots the issuing thread waited
// for) is only its instructions: no barrier, no commit, no wait. A
// commit_dots after it gives its slot back once the tensor cores are done,
// and the dot_wait after the loop (DotWaitTCGen05Lowering) waits for them.
//
//===----------------------------------------------------------------------===//
#include "MatrixDescriptors.h"
#include "Patterns.h"
#include "SharedMemory.h"
#include "TensorMemory.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// One tcgen05.mma: its kind, K, and the instruction descriptor's A and B
/// type fields (PTX ISA, "Instruction descriptor").
struct Instruction {
  NVVM::Tcgen05MMAKind kind;
  int64_t k;
  unsigned typeA, typeB;
};

std::optional<unsigned> fp8Field(Type t) {
  if (isa<Float8E4M3FNType>(t))
    return 0;
  if (isa<Float8E5M2Type>(t))
    return 1;
  return std::nullopt;
}

std::optional<Instruction> instructionFor(aa::DotOp op, Type a, Type b) {
  if (fp8Field(a) && fp8Field(b))
    return Instruction{NVVM::Tcgen05MMAKind::F8F6F4, 32, *fp8Field(a), *fp8Field(b)};
  if (a != b)
    return std::nullopt;
  if (a.isF16())
    return Instruction{NVVM::Tcgen05MMAKind::F16, 16, 0, 0};
  if (a.isBF16())
    return Instruction{NVVM::Tcgen05MMAKind::F16, 16, 1, 1};
  if (isa<FloatTF32Type>(a))
    return Instruction{NVVM::Tcgen05MMAKind::TF32, 8, 2, 2};
  if (a.isInteger(8)) {
    auto field = [](std::optional<aa::Signedness> s) { return s == aa::Signedness::Unsigned ? 0u : 1u; };
    return Instruction{NVVM::Tcgen05MMAKind::I8, 32, field(op.getSignednessA()), field(op.getSignednessB())};
  }
  return std::nullopt;
}

bool isVersion5(RankedTensorType c) {
  aa::MmaLayoutAttr mma = aa::accumulatorLayout(c.getEncoding());
  return mma && mma.getVersion() == 5;
}

struct DotTCGen05Lowering : TilePattern<aa::DotOp> {
  DotTCGen05Lowering(const TileTypeConverter &converter, MLIRContext *ctx)
      : TilePattern(converter, ctx, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(aa::DotOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    auto cType = cast<RankedTensorType>(op.getC().getType());
    // Block-scaled dots: DotTCGen05BlockScale.cpp.
    if (!isVersion5(cType) || op.getSfa())
      return failure();
    aa::MmaLayoutAttr mma = aa::accumulatorLayout(cType.getEncoding());
    // An accumulator in tensor memory is accumulated in place; one in
    // registers goes through columns after every tile in tensor memory.
    auto inMemory = dyn_cast<aa::TensorMemoryLayoutAttr>(cType.getEncoding());
    RankedTensorType registers = cType.cloneWithEncoding(mma);
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto aType = cast<RankedTensorType>(op.getA().getType()), bType = cast<RankedTensorType>(op.getB().getType());
    std::optional<Instruction> instr = instructionFor(op, aType.getElementType(), bType.getElementType());
    if (!instr)
      return rewriter.notifyMatchFailure(op, "no tcgen05.mma for these operand types");
    Type i32 = rewriter.getI32Type();
    bool integer = isa<IntegerType>(converter.convertType(cType.getElementType()));
    int64_t m = cType.getShape()[0], n = cType.getShape()[1], k = aType.getShape()[1];
    int64_t mInstr = mma.getInstrShape()[0], nInstr = mma.getInstrShape()[1];
    // M = 64: one row block whose two column halves lie in the two 16-lane
    // halves of each warp's lanes, side by side in the same columns.
    int64_t halves = mInstr == 64 ? 2 : 1, rowBlocks = mInstr == 64 ? 1 : m / 128;
    int64_t width = n / halves;
    int64_t first = inMemory ? inMemory.getColumn() : converter.tensorMemoryTilesEnd;
    TensorMemory memory =
        useTensorMemory(rewriter, loc, op, first + tensorMemoryColumns(registers), converter.numThreads);
    Value tid = threadId(rewriter, loc);
    Value accumulator = inMemory ? adaptor.getC() : memory.address;
    if (!inMemory && first)
      accumulator = LLVM::AddOp::create(rewriter, loc, accumulator, i32Const(rewriter, loc, first));
    bool zero = isZeroAccumulator(op.getC()), async = op.getIsAsync();
    if (!inMemory && !zero)
      storeAccumulator(rewriter, loc, converter, registers, adaptor.getC(), accumulator);
    // Generic-proxy writes (st.shared, cp.async) must be fenced before the
    // tensor cores read; TMA writes are in the async proxy already.
    if (!writtenByTMAOnly(op.getA()) || !writtenByTMAOnly(op.getB()))
      NVVM::FenceProxyOp::create(rewriter, loc, NVVM::ProxyKind::async_shared,
                                 NVVM::SharedSpaceAttr::get(ctx, NVVM::SharedSpace::shared_cta));
    if (!async) {
      NVVM::Tcgen05FenceOp::create(rewriter, loc, NVVM::Tcgen05FenceKind::BEFORE_THREAD_SYNC);
      ctaBarrier(rewriter, loc);
      NVVM::Tcgen05FenceOp::create(rewriter, loc, NVVM::Tcgen05FenceKind::AFTER_THREAD_SYNC);
    }

    OperandGeometry ga = geometryOf(aType, 1), gb = geometryOf(bType, 0);
    // Instruction descriptor: D's type (bits 4-5: f32 1, s32 2), A's and
    // B's (7-9, 10-12), B transposed (16: N-major), N / 8 (17-22), M / 16
    // (24-28). Integer sums wrap (no saturate, bit 3), as the interpreter's.
    uint32_t idesc = (integer ? 2u : 1u) << 4 | instr->typeA << 7 | instr->typeB << 10 | uint32_t(!gb.kMajor) << 16 |
                     uint32_t(nInstr >> 3) << 17 | uint32_t(mInstr >> 4) << 24;
    Value isIssuer = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, tid, i32Const(rewriter, loc, 0));
    Value aField = addressField(rewriter, loc, adaptor.getA()), bField = addressField(rewriter, loc, adaptor.getB());
    scf::IfOp::create(rewriter, loc, isIssuer, [&](OpBuilder &b, Location l) {
      Value desc = LLVM::ConstantOp::create(b, l, i32, b.getI32IntegerAttr(int32_t(idesc)));
      for (int64_t rb = 0; rb < rowBlocks; ++rb)
        for (int64_t j = 0; j < n / nInstr; ++j) {
          // Column block j: the right half (lane 16) of an M = 64 tile
          // takes the left half's columns.
          int64_t half = j * nInstr / width, column = rb * width + j * nInstr % width;
          Value d = LLVM::IntToPtrOp::create(
              b, l, LLVM::LLVMPointerType::get(ctx, 6),
              LLVM::AddOp::create(b, l, accumulator, i32Const(b, l, (half * 16) << 16 | column)).getResult());
          for (int64_t kk = 0; kk < k; kk += instr->k) {
            Value descA = tcgen05SmemDescriptor(b, l, aField, ga, ga.offset(rb * mInstr, kk));
            Value descB =
                tcgen05SmemDescriptor(b, l, bField, gb, gb.kMajor ? gb.offset(j * nInstr, kk) : gb.offset(kk, j * nInstr));
            Value accumulate = LLVM::ConstantOp::create(b, l, b.getI1Type(), b.getBoolAttr(!zero || kk > 0));
            NVVM::Tcgen05MMAOp::create(b, l, instr->kind, NVVM::CTAGroupKind::CTA_1,
                                       NVVM::Tcgen05MMACollectorOp::DISCARD, /*aShift=*/false, d, descA, descB, desc,
                                       accumulate, Value(), Value());
          }
        }
      if (!async)
        NVVM::Tcgen05CommitOp::create(b, l, memory.mbarrier, Value(), NVVM::CTAGroupKind::CTA_1);
      scf::YieldOp::create(b, l);
    });
    if (!async)
      waitForTensorCores(rewriter, loc, memory);

    Value result = inMemory ? accumulator : loadAccumulator(rewriter, loc, converter, registers, accumulator);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// After a loop of asynchronous dots: the issuing thread commits all it
/// issued to the kernel's mbarrier and the CTA waits for it. The tile is
/// its tensor-memory address still.
struct DotWaitTCGen05Lowering : TilePattern<aa::DotWaitOp> {
  DotWaitTCGen05Lowering(const TileTypeConverter &converter, MLIRContext *ctx)
      : TilePattern(converter, ctx, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(aa::DotWaitOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    auto tmem = dyn_cast_if_present<aa::TensorMemoryLayoutAttr>(op.getInput().getType().getEncoding());
    if (!tmem)
      return failure();
    Location loc = op.getLoc();
    TensorMemory memory = useTensorMemory(rewriter, loc, op, tmem.getColumn() + tensorMemoryColumns(op.getInput().getType()),
                                          converter.numThreads);
    Value isIssuer =
        LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, threadId(rewriter, loc), i32Const(rewriter, loc, 0));
    scf::IfOp::create(rewriter, loc, isIssuer, [&](OpBuilder &b, Location l) {
      NVVM::Tcgen05CommitOp::create(b, l, memory.mbarrier, Value(), NVVM::CTAGroupKind::CTA_1);
      scf::YieldOp::create(b, l);
    });
    waitForTensorCores(rewriter, loc, memory);
    rewriter.replaceOp(op, adaptor.getInput());
    return success();
  }
};

/// One arrival on the barrier once the tensor cores finish what the
/// issuing thread (thread 0, DotTCGen05Lowering) started.
struct CommitDotsLowering : TilePattern<aa::CommitDotsOp> {
  using TilePattern::TilePattern;

  LogicalResult matchAndRewrite(aa::CommitDotsOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value bar = barrierAt(rewriter, loc, adaptor.getBarriers(), adaptor.getBarrier());
    Value isIssuer =
        LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, threadId(rewriter, loc), i32Const(rewriter, loc, 0));
    scf::IfOp::create(rewriter, loc, isIssuer, [&](OpBuilder &b, Location l) {
      NVVM::Tcgen05CommitOp::create(b, l, bar, Value(), NVVM::CTAGroupKind::CTA_1);
      scf::YieldOp::create(b, l);
    });
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

LogicalResult mlir::nv_tileaa::to_nvvm::checkDotTCGen05Support(Operation *op) {
  auto dot = dyn_cast<aa::DotOp>(op);
  if (!dot || !isVersion5(cast<RankedTensorType>(dot.getC().getType())) || dot.getSfa())
    return success();
  auto a = cast<RankedTensorType>(dot.getA().getType()), b = cast<RankedTensorType>(dot.getB().getType());
  auto c = cast<RankedTensorType>(dot.getC().getType());
  aa::MmaLayoutAttr mma = aa::accumulatorLayout(c.getEncoding());
  // In tensor memory the result is C's columns, written in place: C must
  // be the result's type and read by nothing else.
  if (isa<aa::TensorMemoryLayoutAttr>(c.getEncoding()) &&
      (dot.getResult().getType() != c || !dot.getC().hasOneUse()))
    return op->emitOpError("accumulates in place in tensor memory: its result must have C's type ")
           << c << " and nothing else may read C";
  // An asynchronous dot meets nobody: its operands must be in the async
  // proxy already, and C where its instructions accumulate.
  if (dot.getIsAsync() && (!isa<aa::TensorMemoryLayoutAttr>(c.getEncoding()) || !writtenByTMAOnly(dot.getA()) ||
                           !writtenByTMAOnly(dot.getB())))
    return op->emitOpError("is_async on tcgen05 needs its accumulator in tensor memory and operands only TMA wrote");
  std::optional<Instruction> instr = instructionFor(dot, a.getElementType(), b.getElementType());
  if (!instr)
    return op->emitOpError("with a version-5 mma accumulator on ")
           << a.getElementType() << " x " << b.getElementType() << " operands: tcgen05.mma has no such form";
  Type cElem = c.getElementType();
  if (a.getElementType().isInteger(8) ? !cElem.isInteger(32)
                                      : !(cElem.isF32() || (cElem.isF16() && instr->kind != NVVM::Tcgen05MMAKind::TF32)))
    return op->emitOpError("with a version-5 mma accumulator of ") << cElem << ": tcgen05.mma has no such accumulator";
  int64_t m = c.getShape()[0], n = c.getShape()[1], k = a.getShape()[1], mInstr = mma.getInstrShape()[0],
          nInstr = mma.getInstrShape()[1];
  if (mInstr == 64 ? m != 64 : m % 128)
    return op->emitOpError("with a version-5 mma accumulator has ")
           << m << " rows, not " << (mInstr == 64 ? "the instruction's 64" : "a multiple of 128");
  int64_t halves = mInstr == 64 ? 2 : 1;
  if (n % nInstr || n != (mInstr == 64 ? 2 * nInstr : n) || (n / halves) % mma.getWarpsPerCTA()[1])
    return op->emitOpError("with a version-5 mma accumulator has ")
           << n << " columns, not " << (mInstr == 64 ? "twice" : "a multiple of") << " the instruction's N = "
           << nInstr << (mInstr == 64 ? "" : " and of its warpgroups");
  int64_t columns = mInstr == 64 ? n / 2 : (m / 128) * n;
  if (columns > 512)
    return op->emitOpError("with a version-5 mma accumulator needs ")
           << columns << " tensor-memory columns, more than the 512 of a CTA";
  if (k % instr->k)
    return op->emitOpError("with a version-5 mma accumulator has K = ")
           << k << ", not a multiple of the tcgen05.mma instruction's " << instr->k;
  for (auto [opIdx, type] : llvm::enumerate(SmallVector<RankedTensorType>{a, b})) {
    StringRef name = opIdx == 0 ? "A" : "B";
    if (!isa_and_present<aa::SharedLayoutAttr>(type.getEncoding()))
      return op->emitOpError("with a version-5 mma accumulator reads its operands from shared memory, got ")
             << name << " " << type;
    // Only 16-bit B operands are staged N-major (AccelerateMatmul).
    bool sixteen = (isa<FloatTF32Type>(type.getElementType()) ? 32 : type.getElementTypeBitWidth()) == 16;
    std::string why = whyNotDescribable(type, opIdx, sixteen && opIdx == 1);
    if (!why.empty())
      return op->emitOpError("operand ") << name << " " << type << " " << why << " (tcgen05.mma)";
  }
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateDotTCGen05Patterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<DotTCGen05Lowering, DotWaitTCGen05Lowering, CommitDotsLowering>(converter, patterns.getContext());
}
