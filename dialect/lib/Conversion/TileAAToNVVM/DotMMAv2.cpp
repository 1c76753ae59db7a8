//===- DotMMAv2.cpp - nv_tileaa.dot on tensor cores with mma.sync ---------===//
//
// How a dot is lowered on sm_80 and later. The accumulator is in an mma
// layout (its registers are the C/D fragments of `mma.sync.m16n8kK`), and
// each operand is either a tile in swizzled shared memory, read one
// instruction's fragments at a time with `ldmatrix` (A as is, B transposed:
// both are stored row-major), or already in registers in the dot_op layout
// (attention's second dot takes the first's probabilities that way).
// For each K step, the warp loads the A fragments of its row blocks and the
// B fragments of its column blocks, then issues one mma per (row, column)
// block pair; the accumulators never leave the registers.
//
//===----------------------------------------------------------------------===//
#include "DotFragments.h"
#include "Patterns.h"
#include "SharedMemory.h"
#include "SharedTiles.h"

#include "cuda-tile/Utils/SharedMemoryLimits.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// One mma.sync instruction: its K, how many K elements a 32-bit register
/// holds, and the PTX types of A and B; for f8 operands, which the NVVM
/// dialect's mma.sync cannot name in LLVM 22, the LLVM intrinsic to call
/// instead (sm_89 and later: mma.m16n8k32 .e4m3/.e5m2 with an f32 sum);
/// for f4E2M1FN operands, which LLVM 22 has neither an op nor an intrinsic
/// for, the PTX instruction written as inline assembly (sm_120a:
/// mma.m16n8k32.kind::f8f6f4 .e2m1, each element in a byte container); for
/// a block-scaled dot (MX-FP8), sm_120a's
/// mma.m16n8k32.kind::mxf8f6f4.block_scale.scale_vec::1X with ue8m0 scales
/// (`blockScale`).
struct Instruction {
  int64_t k;
  int64_t kWidth;
  NVVM::MMATypes typeA, typeB;
  std::string intrinsic = {};
  std::string ptx = {};
  bool blockScale = false;
};

/// PTX's name of an f8 type, or empty.
StringRef fp8Name(Type t) {
  if (isa<Float8E4M3FNType>(t))
    return "e4m3";
  if (isa<Float8E5M2Type>(t))
    return "e5m2";
  return "";
}

std::optional<Instruction> instructionFor(aa::DotOp op, Type a, Type b) {
  if (op.getSfa()) {
    if (fp8Name(a).empty() || fp8Name(b).empty())
      return std::nullopt;
    return Instruction{32, 4, NVVM::MMATypes::s8, NVVM::MMATypes::s8, "",
                       ("mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32." +
                        fp8Name(a) + "." + fp8Name(b) + ".f32.ue8m0")
                           .str(),
                       /*blockScale=*/true};
  }
  if (isa<Float4E2M1FNType>(a) && a == b)
    return Instruction{32, 4, NVVM::MMATypes::s8, NVVM::MMATypes::s8, "",
                       "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32"};
  if (!fp8Name(a).empty() && !fp8Name(b).empty())
    return Instruction{32, 4, NVVM::MMATypes::s8, NVVM::MMATypes::s8,
                       ("llvm.nvvm.mma.m16n8k32.row.col.f32." + fp8Name(a) + "." + fp8Name(b) + ".f32").str()};
  if (a != b)
    return std::nullopt;
  if (a.isF16())
    return Instruction{16, 2, NVVM::MMATypes::f16, NVVM::MMATypes::f16};
  if (a.isBF16())
    return Instruction{16, 2, NVVM::MMATypes::bf16, NVVM::MMATypes::bf16};
  if (isa<FloatTF32Type>(a))
    return Instruction{8, 1, NVVM::MMATypes::tf32, NVVM::MMATypes::tf32};
  if (a.isInteger(8)) {
    auto type = [](std::optional<aa::Signedness> s) {
      return s == aa::Signedness::Unsigned ? NVVM::MMATypes::u8 : NVVM::MMATypes::s8;
    };
    return Instruction{32, 4, type(op.getSignednessA()), type(op.getSignednessB())};
  }
  return std::nullopt;
}

/// Whether a shared operand tile is stored with its first dimension
/// contiguous (B as N rows of K: how 32- and 8-bit B operands are staged,
/// since ldmatrix transposes only 16-bit elements).
bool isTransposedStaging(RankedTensorType type) {
  return cast<aa::SharedLayoutAttr>(type.getEncoding()).getOrder()[0] == 0;
}

struct DotMMAv2Lowering : TilePattern<aa::DotOp> {
  DotMMAv2Lowering(const TileTypeConverter &converter, MLIRContext *ctx) : TilePattern(converter, ctx, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(aa::DotOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    auto cType = cast<RankedTensorType>(op.getC().getType());
    auto mma = dyn_cast_if_present<aa::MmaLayoutAttr>(cType.getEncoding());
    if (!mma || mma.getVersion() != 2)
      return failure();
    Location loc = op.getLoc();
    auto aType = cast<RankedTensorType>(op.getA().getType()), bType = cast<RankedTensorType>(op.getB().getType());
    std::optional<Instruction> instr = instructionFor(op, aType.getElementType(), bType.getElementType());
    if (!instr)
      return rewriter.notifyMatchFailure(op, "no mma.sync for these operand types");
    Type cElem = converter.convertType(cType.getElementType());
    int64_t m = cType.getShape()[0], n = cType.getShape()[1], k = aType.getShape()[1];
    int64_t wm = mma.getWarpsPerCTA()[0], wn = mma.getWarpsPerCTA()[1];
    int64_t mReps = std::max<int64_t>(1, m / (16 * wm)), nReps = std::max<int64_t>(1, n / (8 * wn));

    Value tid = threadId(rewriter, loc);
    Value lane = LLVM::AndOp::create(rewriter, loc, tid, i32Const(rewriter, loc, 31));
    Value warp = LLVM::LShrOp::create(rewriter, loc, tid, i32Const(rewriter, loc, 5));
    // Warps beyond the tile (16 * wm > M, or 8 * wn > N) hold copies: the
    // layout's bases for them are zero, so they wrap onto the tile here too.
    int64_t rowBlocks = std::min<int64_t>(wm, m / 16), colBlocks = std::min<int64_t>(wn, n / 8);
    Value warpRow = LLVM::AndOp::create(rewriter, loc, warp, i32Const(rewriter, loc, rowBlocks - 1));
    Value warpCol = LLVM::AndOp::create(
        rewriter, loc, LLVM::LShrOp::create(rewriter, loc, warp, i32Const(rewriter, loc, llvm::Log2_64(wm))),
        i32Const(rewriter, loc, colBlocks - 1));
    // ldmatrix x4: lanes 8j..8j+7 give the rows of matrix j.
    Value laneRow = LLVM::AddOp::create(
        rewriter, loc, LLVM::AndOp::create(rewriter, loc, lane, i32Const(rewriter, loc, 7)),
        LLVM::AndOp::create(rewriter, loc, lane, i32Const(rewriter, loc, 8)));
    Value laneHalf = LLVM::LShrOp::create(rewriter, loc, lane, i32Const(rewriter, loc, 4));
    Value rowBase = LLVM::AddOp::create(rewriter, loc,
                                        LLVM::ShlOp::create(rewriter, loc, warpRow, i32Const(rewriter, loc, 4)),
                                        laneRow);
    Value colBase = LLVM::ShlOp::create(rewriter, loc, warpCol, i32Const(rewriter, loc, 3));

    aa::LinearLayout cLayout = converter.layoutOf(cType).getLinear();
    // An f16 result accumulates in f32 and rounds once, at the end of the
    // dot, as the interpreter's sum does (mma.sync's f16 accumulator would
    // round after every instruction).
    Type f32 = rewriter.getF32Type();
    Type accType = cElem.isF16() ? f32 : cElem;
    SmallVector<Value> acc;
    for (int64_t r = 0, e = cLayout.getNumRegisters(); r < e; ++r) {
      Value reg = LLVM::ExtractValueOp::create(rewriter, loc, adaptor.getC(), r);
      acc.push_back(cElem.isF16() ? LLVM::FPExtOp::create(rewriter, loc, f32, reg).getResult() : reg);
    }
    // 16 bytes of K per ldmatrix row: the K elements one half of the lanes
    // address past the other's (f4 takes a byte, tf32 four).
    int64_t rowElems = 16 / sharedElementBytes(aType.getElementType());

    Type i32 = rewriter.getI32Type();
    auto ldmatrix = [&](Value address, int64_t num, bool trans) -> SmallVector<Value> {
      Type resultType =
          num == 1 ? i32 : LLVM::LLVMStructType::getLiteral(rewriter.getContext(), SmallVector<Type>(num, i32));
      Value loaded = NVVM::LdMatrixOp::create(
          rewriter, loc, resultType, address, num, trans ? NVVM::MMALayout::col : NVVM::MMALayout::row,
          NVVM::LdStMatrixShapeAttr::get(rewriter.getContext(), 8, 8), NVVM::LdStMatrixEltType::B16);
      if (num == 1)
        return {loaded};
      SmallVector<Value> regs;
      for (int64_t i = 0; i < num; ++i)
        regs.push_back(LLVM::ExtractValueOp::create(rewriter, loc, loaded, i));
      return regs;
    };
    auto sharedAddress = [&](Value base, RankedTensorType type, Value row, Value col) -> Value {
      auto shared = cast<aa::SharedLayoutAttr>(type.getEncoding());
      Value index = swizzledIndex(rewriter, loc, shared, type.getShape(), row, col);
      return LLVM::GEPOp::create(rewriter, loc, base.getType(), converter.convertType(type.getElementType()), base,
                                 ValueRange{index}, LLVM::GEPNoWrapFlags::inbounds);
    };
    // Register q of a fragment from a dot_op tile in registers: kWidth
    // consecutive K elements packed into 32 bits.
    auto packed = [&](Value regs, RankedTensorType type, int64_t row, int64_t col, bool kIsCol) -> Value {
      return packFragmentRegister(rewriter, loc, regs, converter.layoutOf(type).getLinear(),
                                  converter.convertType(type.getElementType()), row, col, instr->kWidth, kIsCol);
    };

    // Lines that many apart have the same swizzle phase: an address that
    // many lines further is the same address plus a constant, which ldmatrix
    // takes as an immediate (the fragments of a K step, or of a row block,
    // then share one address register instead of needing one each).
    auto phasePeriod = [&](RankedTensorType type) -> int64_t {
      auto shared = cast<aa::SharedLayoutAttr>(type.getEncoding());
      return int64_t(shared.getPerPhase()) * shared.getMaxPhase();
    };
    // Bytes from a line to the next within a panel.
    auto lineBytes = [&](RankedTensorType type) -> int64_t {
      auto shared = cast<aa::SharedLayoutAttr>(type.getEncoding());
      return sharedPanelElements(shared, type.getShape()[shared.getOrder()[0]]) *
             sharedElementBytes(type.getElementType());
    };
    auto plusBytes = [&](Value address, int64_t bytes) -> Value {
      if (!bytes)
        return address;
      return LLVM::GEPOp::create(rewriter, loc, address.getType(), rewriter.getI8Type(), address,
                                 ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(bytes)}, LLVM::GEPNoWrapFlags::inbounds);
    };
    llvm::DenseMap<int64_t, Value> aAddressOfStep, bAddressOfBlock, bAddressOfStep;

    auto fragmentA = [&](int64_t rep, int64_t kk) -> SmallVector<Value> {
      int64_t row = rep * 16 * wm;
      if (TileTypeConverter::isSharedTile(aType)) {
        bool sameSwizzle = (16 * wm) % phasePeriod(aType) == 0;
        if (sameSwizzle && rep > 0 && aAddressOfStep.count(kk))
          return ldmatrix(plusBytes(aAddressOfStep[kk], row * lineBytes(aType)), 4, /*trans=*/false);
        Value r = LLVM::AddOp::create(rewriter, loc, rowBase, i32Const(rewriter, loc, row));
        Value c = LLVM::AddOp::create(rewriter, loc,
                                      LLVM::MulOp::create(rewriter, loc, laneHalf, i32Const(rewriter, loc, rowElems)),
                                      i32Const(rewriter, loc, kk));
        Value address = sharedAddress(adaptor.getA(), aType, r, c);
        if (rep == 0)
          aAddressOfStep[kk] = address;
        return ldmatrix(address, 4, /*trans=*/false);
      }
      // a0a1 (row, k), a2a3 (row + 8, k), a4a5 (row, k + 4w), a6a7 (row + 8, k + 4w).
      SmallVector<Value> regs;
      for (int64_t q = 0; q < 4; ++q)
        regs.push_back(packed(adaptor.getA(), aType, row + (q % 2) * 8, kk + (q / 2) * 4 * instr->kWidth, true));
      return regs;
    };
    // The B fragments of column blocks `rep` and `rep + 1` (when there is one).
    auto fragmentsB = [&](int64_t rep, int64_t kk) -> SmallVector<Value> {
      bool pair = rep + 1 < nReps;
      if (TileTypeConverter::isSharedTile(bType) && !isTransposedStaging(bType)) {
        // Matrices: (k, rep), (k + 8, rep), (k, rep + 1), (k + 8, rep + 1).
        // K steps are whole lines apart.
        if (kk > 0 && instr->k % phasePeriod(bType) == 0 && bAddressOfBlock.count(rep))
          return ldmatrix(plusBytes(bAddressOfBlock[rep], kk * lineBytes(bType)), pair ? 4 : 2, /*trans=*/true);
        Value kRow = LLVM::AddOp::create(rewriter, loc, laneRow, i32Const(rewriter, loc, kk));
        Value block = pair ? LLVM::AddOp::create(rewriter, loc, laneHalf, i32Const(rewriter, loc, rep)).getResult()
                           : i32Const(rewriter, loc, rep);
        Value col = LLVM::AddOp::create(rewriter, loc, colBase,
                                        LLVM::MulOp::create(rewriter, loc, block, i32Const(rewriter, loc, 8 * wn)));
        Value address = sharedAddress(adaptor.getB(), bType, kRow, col);
        if (kk == 0)
          bAddressOfBlock[rep] = address;
        return ldmatrix(address, pair ? 4 : 2, /*trans=*/true);
      }
      if (TileTypeConverter::isSharedTile(bType)) {
        // B stored transposed (N rows of contiguous K): as A, without .trans.
        // Matrices: (rep, k), (rep, k + 16 bytes), (rep + 1, k), (rep + 1, k + 16 bytes).
        // Column blocks are whole lines apart.
        if (rep > 0 && (8 * wn) % phasePeriod(bType) == 0 && bAddressOfStep.count(kk))
          return ldmatrix(plusBytes(bAddressOfStep[kk], rep * 8 * wn * lineBytes(bType)), pair ? 4 : 2,
                          /*trans=*/false);
        Value block = pair ? LLVM::AddOp::create(rewriter, loc, laneHalf, i32Const(rewriter, loc, rep)).getResult()
                           : i32Const(rewriter, loc, rep);
        Value nRow = LLVM::AddOp::create(
            rewriter, loc, colBase,
            LLVM::AddOp::create(rewriter, loc, LLVM::MulOp::create(rewriter, loc, block, i32Const(rewriter, loc, 8 * wn)),
                                LLVM::AndOp::create(rewriter, loc, lane, i32Const(rewriter, loc, 7))));
        Value kHalf = LLVM::AndOp::create(rewriter, loc, LLVM::LShrOp::create(rewriter, loc, lane, i32Const(rewriter, loc, 3)),
                                          i32Const(rewriter, loc, 1));
        Value kCol = LLVM::AddOp::create(rewriter, loc,
                                         LLVM::MulOp::create(rewriter, loc, kHalf, i32Const(rewriter, loc, rowElems)),
                                         i32Const(rewriter, loc, kk));
        Value address = sharedAddress(adaptor.getB(), bType, kCol, nRow);
        if (rep == 0)
          bAddressOfStep[kk] = address;
        return ldmatrix(address, pair ? 4 : 2, /*trans=*/false);
      }
      SmallVector<Value> regs;
      for (int64_t j = rep; j < rep + (pair ? 2 : 1); ++j)
        for (int64_t q = 0; q < 2; ++q)
          regs.push_back(packed(adaptor.getB(), bType, kk + q * 4 * instr->kWidth, j * 8 * wn, false));
      return regs;
    };

    Type f16x2 = VectorType::get({2}, rewriter.getF16Type());
    bool f16Operands = instr->typeA == NVVM::MMATypes::f16;
    auto asOperand = [&](Value reg) -> Value {
      return f16Operands ? LLVM::BitcastOp::create(rewriter, loc, f16x2, reg).getResult() : reg;
    };
    Type resultType = LLVM::LLVMStructType::getLiteral(rewriter.getContext(), SmallVector<Type>(4, accType));
    // Integer sums wrap, as the generic lowering's and the interpreter's do.
    std::optional<NVVM::MMAIntOverflow> overflow;
    if (isa<IntegerType>(accType))
      overflow = NVVM::MMAIntOverflow::wrapped;

    // Block scaling (PTX ISA, "Block Scaling for mma.sync"): with selectors
    // {0, 0}, byte 0 of scale-a-data in lane 4 * g + t (t = 0, 1) scales
    // row g + 8 * t of the instruction's A, that of scale-b-data in lane 4 * g
    // column g of its B. Every lane loads the byte of its row (column) for
    // the instruction's scale block; the instruction reads only those lanes'.
    auto scaleByte = [&](Value base, RankedTensorType type, Value row, Value col) -> Value {
      Value byte = LLVM::LoadOp::create(rewriter, loc, rewriter.getI8Type(), sharedAddress(base, type, row, col));
      return LLVM::ZExtOp::create(rewriter, loc, i32, byte);
    };
    Value scaleRowBase, scaleColBase;
    if (instr->blockScale) {
      Value group = LLVM::LShrOp::create(rewriter, loc, lane, i32Const(rewriter, loc, 2));
      Value odd = LLVM::AndOp::create(rewriter, loc, lane, i32Const(rewriter, loc, 1));
      Value half = LLVM::ShlOp::create(rewriter, loc, odd, i32Const(rewriter, loc, 3));
      scaleRowBase = LLVM::AddOp::create(
          rewriter, loc, LLVM::ShlOp::create(rewriter, loc, warpRow, i32Const(rewriter, loc, 4)),
          LLVM::AddOp::create(rewriter, loc, group, half));
      scaleColBase = LLVM::AddOp::create(rewriter, loc, colBase, group);
    }
    auto sfaType = instr->blockScale ? cast<RankedTensorType>(op.getSfa().getType()) : RankedTensorType();
    auto sfbType = instr->blockScale ? cast<RankedTensorType>(op.getSfb().getType()) : RankedTensorType();

    for (int64_t kk = 0; kk < k; kk += instr->k) {
      SmallVector<SmallVector<Value>> a, b;
      SmallVector<Value> scaleA, scaleB;
      if (instr->blockScale) {
        Value block = i32Const(rewriter, loc, kk / 32);
        for (int64_t i = 0; i < mReps; ++i) {
          Value row = LLVM::AddOp::create(rewriter, loc, scaleRowBase, i32Const(rewriter, loc, i * 16 * wm));
          scaleA.push_back(scaleByte(adaptor.getSfa(), sfaType, row, block));
        }
        for (int64_t j = 0; j < nReps; ++j) {
          Value col = LLVM::AddOp::create(rewriter, loc, scaleColBase, i32Const(rewriter, loc, j * 8 * wn));
          scaleB.push_back(scaleByte(adaptor.getSfb(), sfbType, block, col));
        }
      }
      for (int64_t i = 0; i < mReps; ++i)
        a.push_back(fragmentA(i, kk));
      for (int64_t j = 0; j < nReps; j += 2) {
        SmallVector<Value> regs = fragmentsB(j, kk);
        b.push_back({regs[0], regs[1]});
        if (regs.size() == 4)
          b.push_back({regs[2], regs[3]});
      }
      for (int64_t i = 0; i < mReps; ++i)
        for (int64_t j = 0; j < nReps; ++j) {
          // c0, c1 at (row, col), (row, col + 1); c2, c3 eight rows down.
          int64_t row = i * 16 * wm, col = j * 8 * wn;
          int64_t regs[4] = {cLayout.findRegister({row, col}), cLayout.findRegister({row, col + 1}),
                             cLayout.findRegister({row + 8, col}), cLayout.findRegister({row + 8, col + 1})};
          SmallVector<Value> cOperands;
          for (int64_t reg : regs)
            cOperands.push_back(acc[reg]);
          SmallVector<Value> aOperands = llvm::map_to_vector(a[i], asOperand);
          SmallVector<Value> bOperands = llvm::map_to_vector(b[j], asOperand);
          std::array<NVVM::MMATypes, 2> types = {instr->typeA, instr->typeB};
          std::array<NVVM::MMALayout, 2> layouts = {NVVM::MMALayout::row, NVVM::MMALayout::col};
          Value d;
          if (instr->blockScale) {
            SmallVector<Value> operands(aOperands);
            llvm::append_range(operands, bOperands);
            llvm::append_range(operands, cOperands);
            operands.append({scaleA[i], scaleB[j]});
            d = LLVM::InlineAsmOp::create(rewriter, loc, resultType, operands,
                                          instr->ptx + " {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, "
                                                       "{$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};",
                                          "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r", /*has_side_effects=*/false,
                                          /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
                                          LLVM::AsmDialectAttr(), ArrayAttr())
                    .getResult(0);
          } else if (!instr->ptx.empty()) {
            // kind::f8f6f4 reads an e2m1 element from bits 5..2 of its byte;
            // shared memory holds it in bits 3..0.
            auto container = [&](Value reg) -> Value {
              Value low = LLVM::AndOp::create(rewriter, loc, reg, i32Const(rewriter, loc, 0x0f0f0f0f));
              return LLVM::ShlOp::create(rewriter, loc, low, i32Const(rewriter, loc, 2));
            };
            SmallVector<Value> operands = llvm::map_to_vector(aOperands, container);
            llvm::append_range(operands, llvm::map_to_vector(bOperands, container));
            llvm::append_range(operands, cOperands);
            d = LLVM::InlineAsmOp::create(rewriter, loc, resultType, operands,
                                          instr->ptx + " {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};",
                                          "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f", /*has_side_effects=*/false,
                                          /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
                                          LLVM::AsmDialectAttr(), ArrayAttr())
                    .getResult(0);
          } else if (!instr->intrinsic.empty()) {
            SmallVector<Value> operands(aOperands);
            llvm::append_range(operands, bOperands);
            llvm::append_range(operands, cOperands);
            d = LLVM::CallIntrinsicOp::create(rewriter, loc, resultType, rewriter.getStringAttr(instr->intrinsic),
                                              operands)
                    .getResult(0);
          } else {
            d = NVVM::MmaOp::create(rewriter, loc, resultType, aOperands, bOperands, cOperands, {16, 8, instr->k},
                                    std::nullopt, overflow, types, layouts);
          }
          for (int64_t q = 0; q < 4; ++q)
            acc[regs[q]] = LLVM::ExtractValueOp::create(rewriter, loc, d, q);
        }
    }
    Value result = LLVM::PoisonOp::create(rewriter, loc, converter.convertType(cType));
    for (auto [r, v] : llvm::enumerate(acc))
      result = LLVM::InsertValueOp::create(
          rewriter, loc, result, cElem.isF16() ? LLVM::FPTruncOp::create(rewriter, loc, cElem, v).getResult() : v, r);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

LogicalResult mlir::nv_tileaa::to_nvvm::checkDotMMAv2Support(Operation *op) {
  auto dot = dyn_cast<aa::DotOp>(op);
  if (!dot)
    return success();
  auto a = cast<RankedTensorType>(dot.getA().getType()), b = cast<RankedTensorType>(dot.getB().getType());
  auto c = cast<RankedTensorType>(dot.getC().getType());
  aa::MmaLayoutAttr mma = aa::accumulatorLayout(c.getEncoding());
  if (!mma) {
    if (a.getEncoding() || b.getEncoding())
      return op->emitOpError("has operands with layouts (") << a << ", " << b
                                                            << ") but an accumulator without an mma layout";
    return success();
  }
  if (mma.getVersion() != 2) // checkDotWGMMASupport
    return success();
  std::optional<Instruction> instr = instructionFor(dot, a.getElementType(), b.getElementType());
  if (!instr && dot.getSfa())
    return op->emitOpError("with scale factors and an mma accumulator on ")
           << a.getElementType() << " x " << b.getElementType()
           << " operands: mma.sync.kind::mxf8f6f4.block_scale is lowered for f8E4M3FN / f8E5M2 operands only";
  if (!instr)
    return op->emitOpError("with an mma accumulator on ") << a.getElementType() << " x " << b.getElementType()
                                                          << " operands: mma.sync has no such form in this lowering";
  if (instr->blockScale) {
    std::optional<unsigned> sm = aa::targetSmVersion(op);
    if (sm != 120 && sm != 121)
      return op->emitOpError("with scale factors and an mma version-2 accumulator is lowered on sm_120's and sm_121's "
                             "mma.sync.kind::mxf8f6f4.block_scale only, the target is sm_")
             << sm.value_or(0);
    auto sfa = cast<RankedTensorType>(dot.getSfa().getType()), sfb = cast<RankedTensorType>(dot.getSfb().getType());
    int64_t blocks = a.getShape()[1] / 32;
    if (!c.getElementType().isF32() || !isa<Float8E8M0FNUType>(sfa.getElementType()))
      return op->emitOpError("with scale factors on mma.sync.kind::mxf8f6f4.block_scale needs f8E8M0FNU scale factors "
                             "and an f32 accumulator, got ")
             << sfa.getElementType() << " and " << c.getElementType();
    if (a.getShape()[1] % 32 || sfa.getShape()[1] != blocks || sfb.getShape()[0] != blocks)
      return op->emitOpError("with scale factors on mma.sync.kind::mxf8f6f4.block_scale needs one per 32 of K (K = ")
             << a.getShape()[1] << ", " << sfa.getShape()[1] << " scale blocks)";
    for (RankedTensorType sf : {sfa, sfb})
      if (!TileTypeConverter::isSharedTile(sf))
        return op->emitOpError("with scale factors on mma.sync.kind::mxf8f6f4.block_scale needs them in shared "
                               "memory, got ")
               << sf;
  }
  if (c.getShape()[0] < 16 || c.getShape()[1] < 8)
    return op->emitOpError("with an mma accumulator has a ") << c.getShape()[0] << "x" << c.getShape()[1]
                                                            << " result, smaller than one mma.sync (16x8)";
  int64_t k = a.getShape()[1];
  if (k % instr->k)
    return op->emitOpError("with an mma accumulator has K = ")
           << k << ", not a multiple of the mma.sync instruction's " << instr->k;
  // Bits an element takes in shared memory (f4: a byte).
  auto storedBits = [](Type t) { return 8 * sharedElementBytes(t); };
  int64_t elemBits = TileTypeConverter::isSharedTile(a) && isa<FloatTF32Type>(a.getElementType())
                         ? 32
                         : (int64_t)a.getElementTypeBitWidth();
  if (isa<Float4E2M1FNType>(a.getElementType()))
    elemBits = storedBits(a.getElementType());
  for (auto [opIdx, type] : llvm::enumerate(SmallVector<RankedTensorType>{a, b})) {
    StringRef name = opIdx == 0 ? "A" : "B";
    if (auto operand = dyn_cast_if_present<aa::DotOperandLayoutAttr>(type.getEncoding())) {
      if (isa<Float4E2M1FNType>(type.getElementType()))
        return op->emitOpError("operand ") << name << " " << type
                                           << ": f4E2M1FN operands are read from shared memory only (not dot_op layouts)";
      if (operand.getOpIdx() != opIdx || operand.getParent() != mma || operand.getKWidth() != instr->kWidth)
        return op->emitOpError("operand ")
               << name << " " << type << " must have the dot_op layout of operand " << opIdx
               << " of the accumulator's mma layout with kWidth " << instr->kWidth;
      continue;
    }
    auto shared = dyn_cast_if_present<aa::SharedLayoutAttr>(type.getEncoding());
    if (!shared)
      return op->emitOpError("with an mma accumulator needs its operands in shared memory or in dot_op layouts, got ")
             << type;
    // What ldmatrix reads: 16-byte lines of K (A; B of 32- or 8-bit
    // elements; a 16-bit B may be so too) or of N (B of 16-bit elements,
    // read transposed), swizzled by whole 16-byte groups.
    unsigned contiguous = opIdx == 0 ? 1 : elemBits != 16 ? 0 : shared.getOrder()[0];
    int64_t bits = isa<FloatTF32Type>(type.getElementType())      ? 32
                   : isa<Float4E2M1FNType>(type.getElementType()) ? storedBits(type.getElementType())
                                                                  : type.getElementTypeBitWidth();
    if (shared.getOrder()[0] != contiguous || (int64_t)shared.getVec() * bits != 128)
      return op->emitOpError("operand ")
             << name << " " << type << " must be stored with dimension " << contiguous
             << " contiguous in 16-byte groups (order [" << contiguous << ", " << 1 - contiguous << "], vec "
             << 128 / bits << ") for ldmatrix";
  }
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateDotMMAv2Patterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<DotMMAv2Lowering>(converter, patterns.getContext());
}
