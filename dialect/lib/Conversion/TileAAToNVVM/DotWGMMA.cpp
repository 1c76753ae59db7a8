//===- DotWGMMA.cpp - nv_tileaa.dot on sm_90 with wgmma.mma_async ----------===//
//
// How a dot whose accumulator has a version-3 mma layout is lowered: each
// warpgroup (4 consecutive warps) issues `wgmma.mma_async.m64nNkK` for its
// 64-row blocks, both operands read by the tensor cores straight from the
// swizzled shared tiles through matrix descriptors, the accumulators in
// registers (the shared layouts: MatrixDescriptors.h). A dot_op A (16-bit, a
// dot fed by another dot) is read from registers instead, through the
// inline PTX of WgmmaRegisterA.h. The writes that staged the
// operands (st.shared, cp.async) are ordered before the tensor cores' reads
// by `fence.proxy.async.shared::cta`; `wgmma.fence` orders the accumulator
// registers; the dot's instructions are one commit group, waited for at its
// end, or by a later nv_tileaa.dot_wait for an `is_async` dot.
//
//===----------------------------------------------------------------------===//
#include "DotFragments.h"
#include "MatrixDescriptors.h"
#include "Patterns.h"
#include "SharedMemory.h"
#include "SharedTiles.h"

#include "cuda-tile/Utils/WgmmaPtx.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// One wgmma.mma_async: its K and the PTX types of A and B.
struct Instruction {
  int64_t k;
  NVVM::WGMMATypes typeA, typeB;
};

std::optional<NVVM::WGMMATypes> fp8Type(Type t) {
  if (isa<Float8E4M3FNType>(t))
    return NVVM::WGMMATypes::e4m3;
  if (isa<Float8E5M2Type>(t))
    return NVVM::WGMMATypes::e5m2;
  return std::nullopt;
}

std::optional<Instruction> instructionFor(aa::DotOp op, Type a, Type b) {
  if (fp8Type(a) && fp8Type(b))
    return Instruction{32, *fp8Type(a), *fp8Type(b)};
  if (a != b)
    return std::nullopt;
  if (a.isF16())
    return Instruction{16, NVVM::WGMMATypes::f16, NVVM::WGMMATypes::f16};
  if (a.isBF16())
    return Instruction{16, NVVM::WGMMATypes::bf16, NVVM::WGMMATypes::bf16};
  if (isa<FloatTF32Type>(a))
    return Instruction{8, NVVM::WGMMATypes::tf32, NVVM::WGMMATypes::tf32};
  if (a.isInteger(8)) {
    auto type = [](std::optional<aa::Signedness> s) {
      return s == aa::Signedness::Unsigned ? NVVM::WGMMATypes::u8 : NVVM::WGMMATypes::s8;
    };
    return Instruction{32, type(op.getSignednessA()), type(op.getSignednessB())};
  }
  return std::nullopt;
}

bool isVersion3(RankedTensorType c) {
  auto mma = dyn_cast_if_present<aa::MmaLayoutAttr>(c.getEncoding());
  return mma && mma.getVersion() == 3;
}

/// The descriptor's swizzle mode for wgmma (PTX ISA, "Matrix Descriptor
/// Format"): 1 = 128-byte, 2 = 64-byte, 3 = 32-byte swizzle.
int64_t swizzleMode(const OperandGeometry &g) { return g.panelBytes() == 128 ? 1 : g.panelBytes() == 64 ? 2 : 3; }

struct DotWGMMALowering : TilePattern<aa::DotOp> {
  DotWGMMALowering(const TileTypeConverter &converter, MLIRContext *ctx) : TilePattern(converter, ctx, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(aa::DotOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    auto cType = cast<RankedTensorType>(op.getC().getType());
    if (!isVersion3(cType))
      return failure();
    auto mma = cast<aa::MmaLayoutAttr>(cType.getEncoding());
    Location loc = op.getLoc();
    auto aType = cast<RankedTensorType>(op.getA().getType()), bType = cast<RankedTensorType>(op.getB().getType());
    std::optional<Instruction> instr = instructionFor(op, aType.getElementType(), bType.getElementType());
    if (!instr)
      return rewriter.notifyMatchFailure(op, "no wgmma for these operand types");
    MLIRContext *ctx = rewriter.getContext();
    Type cElem = converter.convertType(cType.getElementType());
    int64_t m = cType.getShape()[0], n = cType.getShape()[1], k = aType.getShape()[1];
    int64_t warps = mma.getWarpsPerCTA()[0], nInstr = mma.getInstrShape()[1];
    int64_t mReps = m / (16 * warps), nBlocks = n / nInstr;

    // Accumulators: f32 (an f16 result rounds once, at the end, as the
    // interpreter's sum does) or s32.
    aa::LinearLayout cLayout = converter.layoutOf(cType).getLinear();
    Type f32 = rewriter.getF32Type();
    bool integer = isa<IntegerType>(cElem);
    Type accType = integer ? cElem : f32;
    SmallVector<Value> acc;
    for (int64_t r = 0, e = cLayout.getNumRegisters(); r < e; ++r) {
      Value reg = LLVM::ExtractValueOp::create(rewriter, loc, adaptor.getC(), r);
      acc.push_back(cElem.isF16() ? LLVM::FPExtOp::create(rewriter, loc, f32, reg).getResult() : reg);
    }

    // Descriptors (PTX ISA, "Matrix Descriptor Format"): bits 0-13 the
    // start address / 16, 16-29 LBO / 16, 32-45 SBO / 16, 62-63 the swizzle.
    // Only the low word varies: the start address is the tile's base plus
    // constant offsets (and the warpgroup's rows of A), added in 32 bits
    // (shared addresses stay below 2^18, so the field never carries into
    // the next); the high word is a constant. Each instruction's
    // descriptor is the pair, so that ptxas adds 32-bit offsets instead of
    // 64-bit ones.
    Type i64 = rewriter.getI64Type();
    struct Descriptor {
      Value low;
      uint64_t high;
    };
    auto descriptorBase = [&](Value tile, const OperandGeometry &g, int64_t lbo) -> Descriptor {
      Value field = addressField(rewriter, loc, tile);
      int64_t sbo = g.strideBytes();
      Value low = LLVM::OrOp::create(rewriter, loc, field, i32Const(rewriter, loc, ((lbo >> 4) & 0x3fff) << 16));
      return {low, uint64_t((sbo >> 4) & 0x3fff) | (uint64_t(swizzleMode(g)) << 30)};
    };
    auto plus = [&](const Descriptor &descriptor, int64_t bytes) -> Value {
      Value low = bytes ? LLVM::AddOp::create(rewriter, loc, descriptor.low, i32Const(rewriter, loc, bytes >> 4)).getResult()
                        : descriptor.low;
      return LLVM::OrOp::create(rewriter, loc, LLVM::ZExtOp::create(rewriter, loc, i64, low),
                                LLVM::ConstantOp::create(rewriter, loc, i64, int64_t(descriptor.high << 32)));
    };

    bool aInRegisters = isa_and_present<aa::DotOperandLayoutAttr>(aType.getEncoding());
    OperandGeometry gb = geometryOf(bType, 0);
    std::optional<OperandGeometry> ga;
    Descriptor aBase;
    if (!aInRegisters) {
      // K-major operands ignore LBO (the instruction's K lies within one
      // panel line).
      ga = geometryOf(aType, 1);
      aBase = descriptorBase(adaptor.getA(), *ga, ga->leadingBytes());
      // Warpgroup g computes rows 64g.. of each row block.
      Value warpgroup = LLVM::LShrOp::create(rewriter, loc, threadId(rewriter, loc), i32Const(rewriter, loc, 7));
      Value rowsOffset =
          LLVM::MulOp::create(rewriter, loc, warpgroup, i32Const(rewriter, loc, (64 * ga->panelBytes()) >> 4));
      aBase.low = LLVM::AddOp::create(rewriter, loc, aBase.low, rowsOffset);
    }
    // An N-major B's panels hold N blocks, K lines each.
    Descriptor bBase = descriptorBase(adaptor.getB(), gb, gb.leadingBytes());
    // Register q of A's fragment for rows `row`.., K `kk`.. (the ISA's
    // register fragment of wgmma .m64nNk16, as mma.m16n8k16's A per warp):
    // two consecutive K elements, rows +8 for bit 0, K +8 for bit 1.
    std::optional<aa::LinearLayout> aLayout;
    if (aInRegisters)
      aLayout = converter.layoutOf(aType).getLinear();
    Type aElem = converter.convertType(aType.getElementType());
    auto aRegister = [&](int64_t row, int64_t kk, int64_t q) -> Value {
      return packFragmentRegister(rewriter, loc, adaptor.getA(), *aLayout, aElem, row + 8 * (q & 1), kk + 8 * (q >> 1),
                                  2, /*alongCols=*/true);
    };

    // Generic-proxy writes (st.shared, cp.async) must be fenced before the
    // tensor cores read; TMA writes are in the async proxy already, and
    // visible once their mbarrier phase completes.
    if ((!aInRegisters && !writtenByTMAOnly(op.getA())) || !writtenByTMAOnly(op.getB()))
      NVVM::FenceProxyOp::create(rewriter, loc, NVVM::ProxyKind::async_shared,
                                 NVVM::SharedSpaceAttr::get(ctx, NVVM::SharedSpace::shared_cta));
    NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
    int64_t perInstr = nInstr / 2;
    Type structType = LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(perInstr, accType));
    NVVM::WGMMATypes typeD = integer ? NVVM::WGMMATypes::s32 : NVVM::WGMMATypes::f32;
    auto shape = NVVM::MMAShapeAttr::get(ctx, 64, nInstr, instr->k);
    NVVM::MMAIntOverflowAttr overflow;
    // Integer sums wrap, as the interpreter's do.
    if (integer)
      overflow = NVVM::MMAIntOverflowAttr::get(ctx, NVVM::MMAIntOverflow::wrapped);
    SmallVector<std::pair<SmallVector<int64_t>, Value>> results;
    for (int64_t i = 0; i < mReps; ++i)
      for (int64_t j = 0; j < nBlocks; ++j) {
        // Element q of the instruction's fragment: column block q / 4,
        // eight rows down for bit 1, the next column for bit 0.
        SmallVector<int64_t> regs;
        Value d = LLVM::PoisonOp::create(rewriter, loc, structType);
        for (int64_t q = 0; q < perInstr; ++q) {
          int64_t row = i * 16 * warps + 8 * ((q >> 1) & 1), col = j * nInstr + 8 * (q >> 2) + (q & 1);
          regs.push_back(cLayout.findRegister({row, col}));
          d = LLVM::InsertValueOp::create(rewriter, loc, d, acc[regs.back()], q);
        }
        for (int64_t kk = 0; kk < k; kk += instr->k) {
          Value descB = plus(bBase, gb.kMajor ? gb.offset(j * nInstr, kk) : gb.offset(kk, j * nInstr));
          if (aInRegisters) {
            SmallVector<Value> operands;
            for (int64_t q = 0; q < 4; ++q)
              operands.push_back(aRegister(i * 16 * warps, kk, q));
            operands.push_back(descB);
            operands.push_back(i32Const(rewriter, loc, 1));
            for (int64_t q = 0; q < perInstr; ++q)
              operands.push_back(LLVM::ExtractValueOp::create(rewriter, loc, d, q));
            std::string type = instr->typeA == NVVM::WGMMATypes::bf16 ? "bf16" : "f16";
            d = LLVM::InlineAsmOp::create(rewriter, loc, structType, operands,
                                          cuda_tile::wgmmaRegisterAPtx(nInstr, type, !gb.kMajor),
                                          cuda_tile::wgmmaRegisterAConstraints(nInstr), /*has_side_effects=*/true,
                                          /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
                                          LLVM::AsmDialectAttr(), ArrayAttr())
                    .getResult(0);
            continue;
          }
          Value descA = plus(aBase, ga->offset(i * 16 * warps, kk));
          // use_c false: the first K step ignores the accumulator; scale-d
          // from a register, which the op cannot take (WgmmaPtx.h).
          if (kk == 0 && adaptor.getUseC()) {
            bool sixteen = instr->typeA == NVVM::WGMMATypes::f16 || instr->typeA == NVVM::WGMMATypes::bf16;
            std::string transposes = sixteen ? (gb.kMajor ? ", 0, 0" : ", 0, 1") : "";
            SmallVector<Value> operands{descA, descB,
                                        LLVM::ZExtOp::create(rewriter, loc, rewriter.getI32Type(), adaptor.getUseC())};
            for (int64_t q = 0; q < perInstr; ++q)
              operands.push_back(LLVM::ExtractValueOp::create(rewriter, loc, d, q));
            d = LLVM::InlineAsmOp::create(
                    rewriter, loc, structType, operands,
                    cuda_tile::wgmmaScaleDPtx(nInstr, instr->k, NVVM::stringifyWGMMATypes(instr->typeA).str(),
                                              NVVM::stringifyWGMMATypes(instr->typeB).str(), integer, transposes),
                    cuda_tile::wgmmaScaleDConstraints(nInstr, integer), /*has_side_effects=*/true,
                    /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
                    ArrayAttr())
                    .getResult(0);
            continue;
          }
          d = NVVM::WgmmaMmaAsyncOp::create(
              rewriter, loc, structType, d, descA, descB, shape, NVVM::WGMMATypesAttr::get(ctx, instr->typeA),
              NVVM::WGMMATypesAttr::get(ctx, instr->typeB), NVVM::WGMMATypesAttr::get(ctx, typeD),
              NVVM::WGMMAScaleOutAttr::get(ctx, NVVM::WGMMAScaleOut::one),
              NVVM::WGMMAScaleInAttr::get(ctx, NVVM::WGMMAScaleIn::one),
              NVVM::WGMMAScaleInAttr::get(ctx, NVVM::WGMMAScaleIn::one),
              NVVM::MMALayoutAttr::get(ctx, NVVM::MMALayout::row),
              NVVM::MMALayoutAttr::get(ctx, gb.kMajor ? NVVM::MMALayout::col : NVVM::MMALayout::row), overflow);
        }
        results.push_back({regs, d});
      }
    NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
    // An is_async dot leaves its group running: a dot_wait retires it.
    if (!op.getIsAsync())
      NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc, 0);
    for (auto &[regs, d] : results)
      for (auto [q, reg] : llvm::enumerate(regs))
        acc[reg] = LLVM::ExtractValueOp::create(rewriter, loc, d, q);
    Value result = LLVM::PoisonOp::create(rewriter, loc, converter.convertType(cType));
    for (auto [r, v] : llvm::enumerate(acc))
      result = LLVM::InsertValueOp::create(
          rewriter, loc, result, cElem.isF16() ? LLVM::FPTruncOp::create(rewriter, loc, cElem, v).getResult() : v, r);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// wgmma.wait_group: the registers stay where they are.
struct DotWaitLowering : TilePattern<aa::DotWaitOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::DotWaitOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    NVVM::WgmmaWaitGroupSyncOp::create(rewriter, op.getLoc(), op.getPending());
    rewriter.replaceOp(op, adaptor.getInput());
    return success();
  }
};

} // namespace

LogicalResult mlir::nv_tileaa::to_nvvm::checkDotWGMMASupport(Operation *op) {
  if (auto wait = dyn_cast<aa::DotWaitOp>(op)) {
    if (!isVersion3(wait.getInput().getType()) && !TileTypeConverter::isTensorMemoryTile(wait.getInput().getType()))
      return op->emitOpError("waits for wgmma groups or tcgen05 dots: its tile must have a version-3 mma layout or be "
                             "in tensor memory, got ")
             << wait.getInput().getType();
    return success();
  }
  auto dot = dyn_cast<aa::DotOp>(op);
  if (dot && dot.getUseC() && !isVersion3(cast<RankedTensorType>(dot.getC().getType())))
    return op->emitOpError("with use_c needs a version-3 mma accumulator (a dot on wgmma)");
  if (dot && dot.getIsAsync() && !isVersion3(cast<RankedTensorType>(dot.getC().getType())) &&
      !TileTypeConverter::isTensorMemoryTile(dot.getC().getType()))
    return op->emitOpError("with is_async needs a version-3 mma accumulator (a dot on wgmma) or one in tensor memory "
                           "(tcgen05)");
  if (!dot || !isVersion3(cast<RankedTensorType>(dot.getC().getType())))
    return success();
  if (dot.getUseC() && isa_and_present<aa::DotOperandLayoutAttr>(dot.getA().getType().getEncoding()))
    return op->emitOpError("with use_c reads A from shared memory only");
  auto a = cast<RankedTensorType>(dot.getA().getType()), b = cast<RankedTensorType>(dot.getB().getType());
  auto c = cast<RankedTensorType>(dot.getC().getType());
  auto mma = cast<aa::MmaLayoutAttr>(c.getEncoding());
  std::optional<Instruction> instr = instructionFor(dot, a.getElementType(), b.getElementType());
  if (!instr)
    return op->emitOpError("with a version-3 mma accumulator on ")
           << a.getElementType() << " x " << b.getElementType() << " operands: wgmma has no such form";
  Type cElem = c.getElementType();
  if (a.getElementType().isInteger(8) ? !cElem.isInteger(32) : !(cElem.isF32() || cElem.isF16()))
    return op->emitOpError("with a version-3 mma accumulator of ") << cElem << ": wgmma has no such accumulator";
  int64_t warps = mma.getWarpsPerCTA()[0], nInstr = mma.getInstrShape()[1];
  int64_t m = c.getShape()[0], n = c.getShape()[1], k = a.getShape()[1];
  if (m % (16 * warps))
    return op->emitOpError("with a version-3 mma accumulator has ")
           << m << " rows, not a multiple of its warpgroups' " << 16 * warps;
  if (n % nInstr)
    return op->emitOpError("with a version-3 mma accumulator has ")
           << n << " columns, not a multiple of the instruction's N = " << nInstr;
  if (k % instr->k)
    return op->emitOpError("with a version-3 mma accumulator has K = ")
           << k << ", not a multiple of the wgmma instruction's " << instr->k;
  for (auto [opIdx, type] : llvm::enumerate(SmallVector<RankedTensorType>{a, b})) {
    StringRef name = opIdx == 0 ? "A" : "B";
    if (auto operand = dyn_cast_if_present<aa::DotOperandLayoutAttr>(type.getEncoding())) {
      bool sixteen = type.getElementType().isF16() || type.getElementType().isBF16();
      if (opIdx != 0 || operand.getOpIdx() != 0 || operand.getParent() != mma || operand.getKWidth() != 2 || !sixteen)
        return op->emitOpError("operand ")
               << name << " " << type
               << " in registers must be a 16-bit A in the dot_op layout of operand 0 of the accumulator's mma "
                  "layout with kWidth 2 (wgmma's register A)";
      continue;
    }
    auto shared = dyn_cast_if_present<aa::SharedLayoutAttr>(type.getEncoding());
    if (!shared)
      return op->emitOpError("with a version-3 mma accumulator reads its operands from shared memory (or a 16-bit A "
                             "from registers), got ")
             << name << " " << type;
    // Only 16-bit B operands may be transposed.
    bool sixteen = (isa<FloatTF32Type>(type.getElementType()) ? 32 : type.getElementTypeBitWidth()) == 16;
    std::string why = whyNotDescribable(type, opIdx, sixteen && opIdx == 1);
    if (!why.empty())
      return op->emitOpError("operand ") << name << " " << type << " " << why << " (wgmma)";
  }
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateDotWGMMAPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<DotWGMMALowering, DotWaitLowering>(converter, patterns.getContext());
}
