//===- ScanPatterns.cpp - nv_tileaa.scan in registers, warps, one exchange ===//
//
// An inclusive scan along `dim` of a tile whose layout (LinearLayout.h)
// orders the bits of `dim`'s coordinate as: register bits (each thread's
// run of consecutive elements), then lane bits (consecutive lanes), then
// warp bits (consecutive warps), then register bits again (the runs of
// the next CTA-wide block of the tile). In that order:
//   1. each thread scans its run, register by register;
//   2. the runs' totals are scanned across the lanes, Hillis-Steele with
//      shfl.sync.up (log2(lanes) steps); a lane's offset is its lower
//      neighbour's result (one more shfl.up), the warp's total the last
//      lane's (shfl.idx);
//   3. if warps span `dim`: each warp's total goes to a small shared array
//      of the scan's own, ONE barrier (and one before the writes where the
//      scan may run again before every thread has read), and each thread
//      folds the totals of the warps below its own, and of all of them for
//      the CTA-wide block's total;
//   4. each CTA-wide block adds the totals of the blocks below it.
// Combining is the region cloned on scalars, f(element, accumulator), as
// the staged scan of CollectivePatterns.cpp and the reference apply it:
// what covers higher coordinates is the first argument. Partial results
// start from the identity, as the reference's f(x[0], identity) does.
// A reversed scan does the same from the other end (shfl.sync.down).
// Operands of different layouts and other bit orders go to the staged
// scan.
//
//===----------------------------------------------------------------------===//
#include "MemoryAccess.h"
#include "Patterns.h"
#include "SharedMemory.h"
#include "WarpCollectives.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

using Basis = aa::LinearLayout::Basis;
using Values = SmallVector<Value, 2>;

/// Where a bit of `dim`'s coordinate comes from.
struct DimBit {
  enum Kind { Register, Lane, Warp } kind;
  unsigned index;
};

/// The bits of `dim`'s coordinate in `layout`, lowest first; none if a basis
/// mixes `dim` with another dimension or the bits are not the powers of two
/// of the extent, each once.
std::optional<SmallVector<DimBit>> dimBits(const aa::LinearLayout &layout, int64_t dim) {
  SmallVector<std::pair<int64_t, DimBit>> bits;
  auto collect = [&](ArrayRef<Basis> bases, DimBit::Kind kind) {
    for (auto [i, basis] : llvm::enumerate(bases)) {
      Along along = classify(basis, dim);
      if (along == Along::Mixed)
        return false;
      if (along == Along::Reduced)
        bits.push_back({basis[dim], DimBit{kind, (unsigned)i}});
    }
    return true;
  };
  if (!collect(layout.regs, DimBit::Register) || !collect(layout.lanes, DimBit::Lane) ||
      !collect(layout.warps, DimBit::Warp))
    return std::nullopt;
  llvm::sort(bits, [](auto &a, auto &b) { return a.first < b.first; });
  SmallVector<DimBit> ordered;
  for (auto [k, bit] : llvm::enumerate(bits)) {
    if (bit.first != int64_t(1) << k)
      return std::nullopt;
    ordered.push_back(bit.second);
  }
  if ((int64_t(1) << ordered.size()) != layout.getShape()[dim])
    return std::nullopt;
  return ordered;
}

struct ScanLowering : TilePattern<aa::ScanOp> {
  ScanLowering(const TileTypeConverter &converter, MLIRContext *ctx) : TilePattern(converter, ctx, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(aa::ScanOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    // A reversed scan folds from the highest coordinate down: "earlier"
    // below means higher coordinates, and shuffles go down instead of up.
    bool reverse = op.getReverse();
    Location loc = op.getLoc();
    int64_t dim = op.getDim();
    unsigned n = op.getNumOperands();
    auto sourceType = cast<RankedTensorType>(op.getOperand(0).getType());
    aa::LinearLayout layout = converter.layoutOf(sourceType).getLinear();
    for (Type t : llvm::concat<Type>(op.getOperandTypes(), op.getResultTypes()))
      if (converter.layoutOf(cast<RankedTensorType>(t)).getLinear() != layout)
        return rewriter.notifyMatchFailure(op, "operands and results of different layouts are staged");
    std::optional<SmallVector<DimBit>> bits = dimBits(layout, dim);
    if (!bits)
      return rewriter.notifyMatchFailure(op, "the layout's bits along the scanned dimension are not plain");
    // Registers (low), lanes, warps, registers (high): in that order, lanes
    // and warps each consecutive.
    SmallVector<unsigned> lowRegs, lanes, warps, highRegs;
    for (const DimBit &bit : *bits) {
      bool laterStarted = bit.kind == DimBit::Register ? !lanes.empty() || !warps.empty()
                                                       : !highRegs.empty();
      if (bit.kind == DimBit::Register)
        (laterStarted ? highRegs : lowRegs).push_back(bit.index);
      else if (laterStarted || (bit.kind == DimBit::Lane && !warps.empty()))
        return rewriter.notifyMatchFailure(op, "the layout interleaves lanes, warps and registers along the dimension");
      else
        (bit.kind == DimBit::Lane ? lanes : warps).push_back(bit.index);
    }
    auto consecutive = [](ArrayRef<unsigned> v) {
      for (size_t i = 1; i < v.size(); ++i)
        if (v[i] != v[0] + i)
          return false;
      return true;
    };
    if (!consecutive(lanes) || !consecutive(warps))
      return rewriter.notifyMatchFailure(op, "the lanes or warps along the dimension are not consecutive");

    SmallVector<Type> elems = llvm::map_to_vector(op.getResultTypes(), [&](Type t) {
      return converter.convertType(getElementTypeOrSelf(t));
    });
    Region &combiner = op.getCombiner();
    auto combine = [&](const Values &higher, const Values &lower) {
      SmallVector<Value> args;
      for (unsigned i = 0; i < n; ++i) {
        args.push_back(higher[i]);
        args.push_back(lower[i]);
      }
      return Values(inlineBody(rewriter, loc, combiner, args, elems));
    };
    auto select = [&](Value condition, const Values &ifTrue, const Values &ifFalse) {
      Values picked;
      for (unsigned i = 0; i < n; ++i)
        picked.push_back(LLVM::SelectOp::create(rewriter, loc, condition, ifTrue[i], ifFalse[i]));
      return picked;
    };
    auto shuffled = [&](const Values &values, Value laneOperand, NVVM::ShflKind kind) {
      return llvm::map_to_vector<2>(values, [&](Value v) { return shuffle(rewriter, loc, v, laneOperand, kind); });
    };
    Values identity = llvm::map_to_vector<2>(llvm::zip_equal(op.getIdentities(), elems), [&](auto pair) {
      return identityConstant(rewriter, loc, std::get<0>(pair), std::get<1>(pair));
    });
    Value tid = threadId(rewriter, loc);

    // 1. Each thread's runs: chunk c (a register with its low bits clear)
    //    holds registers c + the low bits, in the order of their coordinates.
    int64_t numRegs = layout.getNumRegisters();
    int64_t lowMask = 0, highMask = 0;
    for (unsigned b : lowRegs)
      lowMask |= int64_t(1) << b;
    for (unsigned b : highRegs)
      highMask |= int64_t(1) << b;
    auto deposit = [](ArrayRef<unsigned> positions, int64_t value) {
      int64_t r = 0;
      for (auto [k, b] : llvm::enumerate(positions))
        if (value >> k & 1)
          r |= int64_t(1) << b;
      return r;
    };
    SmallVector<Values> prefix(numRegs);
    SmallVector<int64_t> chunks;
    DenseMap<int64_t, Values> chunkTotal;
    for (int64_t c = 0; c < numRegs; ++c) {
      if (c & lowMask)
        continue;
      chunks.push_back(c);
      Values running;
      for (int64_t q = 0, e = int64_t(1) << lowRegs.size(); q < e; ++q) {
        int64_t p = reverse ? e - 1 - q : q;
        int64_t r = c | deposit(lowRegs, p);
        Values x;
        for (unsigned i = 0; i < n; ++i)
          x.push_back(registerOf(rewriter, loc, adaptor.getOperands()[i], r));
        running = q ? combine(x, running) : x;
        prefix[r] = running;
      }
      chunkTotal[c] = running;
    }

    // 2. Lanes: Hillis-Steele on the chunk totals, then each lane's offset
    //    (its lower neighbour's inclusive result) and the warp's total.
    DenseMap<int64_t, Values> laneOffset, blockTotal;
    Value lane = LLVM::AndOp::create(rewriter, loc, tid, i32Const(rewriter, loc, 31));
    if (lanes.empty()) {
      for (int64_t c : chunks) {
        laneOffset[c] = identity;
        blockTotal[c] = chunkTotal[c];
      }
    } else {
      unsigned lo = lanes.front(), count = lanes.size();
      int64_t span = int64_t(1) << count;
      Value index = LLVM::AndOp::create(rewriter, loc, LLVM::LShrOp::create(rewriter, loc, lane, i32Const(rewriter, loc, lo)),
                                        i32Const(rewriter, loc, span - 1));
      // The lane that folds last holds the warp's total: the highest
      // index, or the lowest when reversed.
      Value last = reverse ? LLVM::AndOp::create(rewriter, loc, lane, i32Const(rewriter, loc, ~((span - 1) << lo))).getResult()
                           : LLVM::OrOp::create(rewriter, loc, lane, i32Const(rewriter, loc, (span - 1) << lo)).getResult();
      NVVM::ShflKind towardEarlier = reverse ? NVVM::ShflKind::down : NVVM::ShflKind::up;
      // How many lanes come before this one in the fold.
      Value before = reverse ? LLVM::SubOp::create(rewriter, loc, i32Const(rewriter, loc, span - 1), index).getResult() : index;
      for (int64_t c : chunks) {
        Values inclusive = chunkTotal[c];
        for (int64_t k = 1; k < span; k <<= 1) {
          Values earlier = shuffled(inclusive, i32Const(rewriter, loc, k << lo), towardEarlier);
          Value has = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::uge, before, i32Const(rewriter, loc, k));
          inclusive = select(has, combine(inclusive, earlier), inclusive);
        }
        Values earlier = shuffled(inclusive, i32Const(rewriter, loc, int64_t(1) << lo), towardEarlier);
        Value has = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne, before, i32Const(rewriter, loc, 0));
        laneOffset[c] = select(has, earlier, identity);
        // The warp's total matters only to other warps and blocks.
        if (!warps.empty() || !highRegs.empty())
          blockTotal[c] = shuffled(inclusive, last, NVVM::ShflKind::idx);
      }
    }

    // 3. Warps: one exchange of the warps' totals.
    DenseMap<int64_t, Values> warpOffset;
    if (warps.empty()) {
      for (int64_t c : chunks)
        warpOffset[c] = identity;
    } else {
      unsigned lo = warps.front(), count = warps.size();
      int64_t span = int64_t(1) << count;
      ArrayRef<int64_t> shape = layout.getShape();
      SmallVector<int64_t> lineShape(shape);
      lineShape[dim] = 1;
      int64_t lines = 1;
      for (int64_t e : lineShape)
        lines *= e;
      int64_t highs = int64_t(1) << highRegs.size();
      int64_t slots = lines * highs * span;
      SmallVector<int64_t> offsets;
      int64_t bytes = 0;
      for (Type t : op.getResultTypes()) {
        offsets.push_back(bytes);
        bytes += llvm::alignTo(slots * sharedElementBytes(getElementTypeOrSelf(t)), 16);
      }
      Value base = collectiveArray(rewriter, loc, op, "__tileaa_scan_", bytes);
      auto address = [&](unsigned i, Value slot) -> Value {
        Value byte = LLVM::MulOp::create(rewriter, loc, slot,
                                         i32Const(rewriter, loc, sharedElementBytes(getElementTypeOrSelf(op.getResultTypes()[i]))));
        if (offsets[i])
          byte = LLVM::AddOp::create(rewriter, loc, byte, i32Const(rewriter, loc, offsets[i]));
        return LLVM::GEPOp::create(rewriter, loc, base.getType(), rewriter.getI8Type(), base, ValueRange{byte},
                                   LLVM::GEPNoWrapFlags::inbounds);
      };
      Value warpIndex = LLVM::AndOp::create(rewriter, loc, LLVM::LShrOp::create(rewriter, loc, tid, i32Const(rewriter, loc, 5 + lo)),
                                            i32Const(rewriter, loc, span - 1));
      // The first slot of chunk c's line and CTA-wide block.
      auto firstSlot = [&](int64_t c) -> Value {
        SmallVector<Value> coords = layout.emitCoordinates(rewriter, loc, tid, c);
        coords[dim] = i32Const(rewriter, loc, 0);
        Value line = linearize(rewriter, loc, coords, lineShape);
        int64_t high = 0;
        for (auto [k, b] : llvm::enumerate(highRegs))
          if (c >> b & 1)
            high |= int64_t(1) << k;
        Value block = LLVM::AddOp::create(rewriter, loc, LLVM::MulOp::create(rewriter, loc, line, i32Const(rewriter, loc, highs)),
                                          i32Const(rewriter, loc, high));
        return LLVM::MulOp::create(rewriter, loc, block, i32Const(rewriter, loc, span));
      };
      if (mayRunAgain(op))
        ctaBarrier(rewriter, loc);
      DenseMap<int64_t, Value> first;
      for (int64_t c : chunks) {
        first[c] = firstSlot(c);
        Value slot = LLVM::AddOp::create(rewriter, loc, first[c], warpIndex);
        for (unsigned i = 0; i < n; ++i)
          LLVM::StoreOp::create(rewriter, loc, blockTotal[c][i], address(i, slot),
                                sharedElementBytes(getElementTypeOrSelf(op.getResultTypes()[i])));
      }
      ctaBarrier(rewriter, loc);
      for (int64_t c : chunks) {
        Values below = identity, all = identity;
        for (int64_t q = 0; q < span; ++q) {
          int64_t w = reverse ? span - 1 - q : q;
          Value slot = LLVM::AddOp::create(rewriter, loc, first[c], i32Const(rewriter, loc, w));
          Values total;
          for (unsigned i = 0; i < n; ++i)
            total.push_back(LLVM::LoadOp::create(rewriter, loc, elems[i], address(i, slot),
                                                 sharedElementBytes(getElementTypeOrSelf(op.getResultTypes()[i]))));
          Value lower = LLVM::ICmpOp::create(rewriter, loc, reverse ? LLVM::ICmpPredicate::ugt : LLVM::ICmpPredicate::ult,
                                             i32Const(rewriter, loc, w), warpIndex);
          below = select(lower, combine(total, below), below);
          all = combine(total, all);
        }
        warpOffset[c] = below;
        blockTotal[c] = all;
      }
    }

    // 4. CTA-wide blocks (high register bits): each adds the totals of the
    //    blocks below it, then every element its offsets, higher first.
    DenseMap<int64_t, Values> offsets;
    for (int64_t c : chunks) {
      // The block's index: its high register bits, in the order of their
      // coordinates.
      int64_t mine = 0;
      for (auto [k, b] : llvm::enumerate(highRegs))
        if (c >> b & 1)
          mine |= int64_t(1) << k;
      Values offset = identity;
      int64_t highs = int64_t(1) << highRegs.size();
      for (int64_t q = 0; q < highs; ++q) {
        int64_t h = reverse ? highs - 1 - q : q;
        if (h == mine)
          break;
        offset = combine(blockTotal[(c & ~highMask) | deposit(highRegs, h)], offset);
      }
      offset = combine(warpOffset[c], offset);
      offsets[c] = combine(laneOffset[c], offset);
    }
    SmallVector<SmallVector<Value>> results(n);
    for (int64_t r = 0; r < numRegs; ++r) {
      Values value = combine(prefix[r], offsets[r & ~lowMask]);
      for (unsigned i = 0; i < n; ++i)
        results[i].push_back(value[i]);
    }
    SmallVector<Value> replacements;
    for (unsigned i = 0; i < n; ++i)
      replacements.push_back(packRegisters(rewriter, loc, converter.convertType(op.getResult(i).getType()), results[i]));
    rewriter.replaceOp(op, replacements);
    return success();
  }
};

} // namespace

void mlir::nv_tileaa::to_nvvm::populateScanPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ScanLowering>(converter, patterns.getContext());
}
