//===- ReducePatterns.cpp - nv_tileaa.reduce in registers, warps, one exchange ===//
//
// A reduction along `dim` of a tile in any register layout, read as a linear
// map (LinearLayout.h): each register, lane and warp bit has a basis that is
// either along `dim` (it is reduced), free of `dim` (it tells result elements
// apart) or zero (copies). In that order:
//   1. each thread combines its registers that differ only in reduced
//      register bits, as a tree (pairs, then pairs of pairs);
//   2. each reduced lane bit, lowest coordinate first, is one shfl.sync.bfly
//      (all lanes) and one combine per partial: a butterfly, after which
//      both lanes of a pair hold the pair's partial; or, while a thread
//      still holds several partials, a halving: each lane of the pair keeps
//      the partials of one half of them and sends the other half, so the
//      thread's partials halve with one shuffle per pair (softmax's 16 rows
//      per thread: 8 + 4 + 2 + 1 + 1 shuffles instead of 5 x 16). Halving is
//      skipped where butterflies alone leave the partials where the result
//      wants them;
//   3. if warp bits are reduced, or the partials are not where the result's
//      layout wants its elements: one lane per partial writes it to a small
//      shared array of the reduce's own (result elements x reduced warps),
//      ONE barrier, and each thread combines, for each result element it
//      holds, the partials of the warps. A barrier before the writes too
//      only where the reduce can run again before every thread has read: in
//      a loop, or in a function that is not a kernel. Without an exchange
//      the partials are the result as they are.
// The combining region is cloned on scalars (inlineBody), f(element,
// accumulator). The spec leaves the order of a reduction open (the
// combiner is associative); pairs are combined as f(higher coordinates,
// lower) within a thread and across warps, and as f(what came in, what was
// kept) across lanes. Copies must agree, though: a butterfly whose copies
// are kept (no exchange after it) orders each pair by the lane bit, so that
// both lanes compute f(higher, lower), unless the region is one commutative
// op. The identity is combined once, last (f(total, identity)), as the
// reference's f(x[0], identity) does for an extent of 1 (it turns a sum of
// -0.0s into +0.0 and a NaN-ignoring maximum of NaNs into -inf, as the
// reference does).
//
// Layouts with a basis mixing `dim` with another dimension (none of today's
// encodings) and operands of different layouts go to the staged reduction of
// CollectivePatterns.cpp.
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

/// The converted values of a reduction's operands, one per operand, for one
/// element or partial.
using Values = SmallVector<Value, 2>;

/// The bits of `bases` that are reduced, sorted by their coordinate along
/// `dim` (the lowest first).
SmallVector<unsigned> reducedBits(ArrayRef<Basis> bases, int64_t dim) {
  SmallVector<unsigned> bits;
  for (auto [i, basis] : llvm::enumerate(bases))
    if (classify(basis, dim) == Along::Reduced)
      bits.push_back(i);
  llvm::sort(bits, [&](unsigned a, unsigned b) { return bases[a][dim] < bases[b][dim]; });
  return bits;
}

/// Whether the combiner is one commutative op of its two arguments: then
/// f(a, b) = f(b, a) and a butterfly needs no ordering.
bool isCommutative(Region &combiner) {
  Block &body = combiner.front();
  if (body.getNumArguments() != 2 || !llvm::hasSingleElement(body.without_terminator()))
    return false;
  Operation &only = body.front();
  auto yield = cast<aa::YieldOp>(body.getTerminator());
  if (!only.hasTrait<OpTrait::IsCommutative>() || only.getNumOperands() != 2 || only.getNumResults() != 1 ||
      yield.getNumOperands() != 1 || yield.getOperand(0) != only.getResult(0))
    return false;
  Value a = body.getArgument(0), b = body.getArgument(1);
  return (only.getOperand(0) == a && only.getOperand(1) == b) || (only.getOperand(0) == b && only.getOperand(1) == a);
}

/// How the lanes reduce, and where the partials end.
struct LanePlan {
  /// The partials' layout after the lanes: the source's without `dim`,
  /// reduced lane bits copies (or, halved, telling apart what a register bit
  /// did), reduced warp bits copies too though their partials still differ.
  aa::LinearLayout partials;
  /// Per reduced lane bit (in the order given): halving, or a butterfly.
  SmallVector<bool> halves;
  /// Result register -> register of `partials` holding its element, where
  /// no exchange is needed; empty otherwise.
  SmallVector<int64_t> direct;
};

LanePlan planLanes(const aa::LinearLayout &sliced, ArrayRef<unsigned> laneBits, bool halve, bool noWarpReduced,
                   const aa::LinearLayout &target) {
  LanePlan plan{sliced, {}, {}};
  aa::LinearLayout &p = plan.partials;
  for (unsigned bit : laneBits) {
    bool halving = halve && !p.regs.empty();
    plan.halves.push_back(halving);
    if (halving) {
      p.lanes[bit] = p.regs.front();
      p.regs.erase(p.regs.begin());
    }
  }
  if (!noWarpReduced || p.lanes != target.lanes || p.warps != target.warps)
    return plan;
  for (int64_t j = 0, e = target.getNumRegisters(); j < e; ++j) {
    int64_t q = p.findRegister(target.registerOffset(j));
    if (q < 0) {
      plan.direct.clear();
      break;
    }
    plan.direct.push_back(q);
  }
  return plan;
}

struct ReduceLowering : TilePattern<aa::ReduceOp> {
  ReduceLowering(const TileTypeConverter &converter, MLIRContext *ctx)
      : TilePattern(converter, ctx, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(aa::ReduceOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t dim = op.getDim();
    unsigned n = op.getNumOperands();
    auto sourceType = cast<RankedTensorType>(op.getOperand(0).getType());
    aa::LinearLayout source = converter.layoutOf(sourceType).getLinear();
    for (Type t : op.getOperandTypes())
      if (converter.layoutOf(cast<RankedTensorType>(t)).getLinear() != source)
        return rewriter.notifyMatchFailure(op, "operands of different layouts are staged");
    for (ArrayRef<Basis> bases : {ArrayRef<Basis>(source.regs), ArrayRef<Basis>(source.lanes),
                                  ArrayRef<Basis>(source.warps)})
      for (const Basis &basis : bases)
        if (classify(basis, dim) == Along::Mixed)
          return rewriter.notifyMatchFailure(op, "a layout basis mixes the reduced dimension with another");

    Type resultType = op.getResult(0).getType();
    aa::TileLayout result = layoutFor(converter, resultType);
    SmallVector<unsigned> regBits = reducedBits(source.regs, dim), laneBits = reducedBits(source.lanes, dim),
                          warpBits = reducedBits(source.warps, dim);
    // Butterflies only, if that leaves the partials where the result wants
    // them; else halving wherever the thread holds several partials.
    aa::LinearLayout sliced = source.sliced(dim);
    LanePlan plan = planLanes(sliced, laneBits, /*halve=*/false, warpBits.empty(), result.getLinear());
    if (plan.direct.empty())
      plan = planLanes(sliced, laneBits, /*halve=*/true, warpBits.empty(), result.getLinear());
    bool exchange = plan.direct.empty();

    SmallVector<Type> elems = llvm::map_to_vector(op.getResultTypes(), [&](Type t) {
      return converter.convertType(getElementTypeOrSelf(t));
    });
    Region &combiner = op.getCombiner();
    // f(element, accumulator) for every operand at once.
    auto combine = [&](OpBuilder &b, const Values &element, const Values &acc) {
      SmallVector<Value> args;
      for (unsigned i = 0; i < n; ++i) {
        args.push_back(element[i]);
        args.push_back(acc[i]);
      }
      return Values(inlineBody(b, loc, combiner, args, elems));
    };
    Value tid = threadId(rewriter, loc);

    // 1. Registers: source register r -> its operands' values; combine the
    //    reduced register bits, lowest coordinate first, each pair as
    //    f(higher, lower). Registers holding copies (zero bases) are skipped.
    int64_t numRegs = source.getNumRegisters();
    int64_t copyRegs = 0, reducedRegs = 0;
    for (auto [i, basis] : llvm::enumerate(source.regs)) {
      if (isZero(basis))
        copyRegs |= int64_t(1) << i;
      else if (classify(basis, dim) == Along::Reduced)
        reducedRegs |= int64_t(1) << i;
    }
    SmallVector<Values> regs(numRegs);
    for (int64_t r = 0; r < numRegs; ++r) {
      if (r & copyRegs)
        continue;
      for (unsigned i = 0; i < n; ++i)
        regs[r].push_back(registerOf(rewriter, loc, adaptor.getOperands()[i], r));
    }
    for (unsigned bit : regBits) {
      int64_t m = int64_t(1) << bit;
      for (int64_t r = 0; r < numRegs; ++r)
        // Registers already folded into a lower one, and copies, are empty.
        if (!(r & m) && !regs[r].empty() && !regs[r | m].empty()) {
          regs[r] = combine(rewriter, regs[r | m], regs[r]);
          regs[r | m].clear();
        }
    }
    // The thread's partials, by register of `sliced`: the source registers
    // whose reduced and copy bits are zero, in order, are its registers.
    SmallVector<Values> partial;
    for (int64_t r = 0; r < numRegs; ++r)
      if (!(r & (copyRegs | reducedRegs)))
        partial.push_back(regs[r]);
    assert((int64_t)partial.size() == sliced.getNumRegisters() && "one partial per register of the slice");

    // 2. Lanes, per reduced lane bit, lowest coordinate first.
    //    Halving: the lane whose bit is clear keeps the partials of
    //    register bit 0 clear and sends the others, its partner the
    //    opposite; each combines what it keeps with what it receives, one
    //    shuffle per pair. The partials are then one register fewer, and the
    //    lane bit tells them apart.
    //    Butterfly: every partial crosses; both lanes end with the pair's
    //    partial. Where these copies are kept (no exchange), both lanes must
    //    compute the same f(higher, lower): the lane whose bit is clear holds
    //    the lower coordinates.
    bool ordered = !exchange && !isCommutative(combiner);
    for (auto [bit, halve] : llvm::zip_equal(laneBits, plan.halves)) {
      int64_t m = int64_t(1) << bit;
      Value upper;
      if (halve || ordered)
        upper = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne,
                                     LLVM::AndOp::create(rewriter, loc, tid, i32Const(rewriter, loc, m)),
                                     i32Const(rewriter, loc, 0));
      auto pick = [&](const Values &ifUpper, const Values &otherwise) {
        Values picked;
        for (unsigned i = 0; i < n; ++i)
          picked.push_back(LLVM::SelectOp::create(rewriter, loc, upper, ifUpper[i], otherwise[i]));
        return picked;
      };
      auto shuffle = [&](const Values &values) {
        return llvm::map_to_vector<2>(values, [&](Value v) { return shuffleXor(rewriter, loc, v, m); });
      };
      if (halve) {
        SmallVector<Values> next;
        for (size_t q = 0; q < partial.size(); q += 2) {
          const Values &low = partial[q], &high = partial[q + 1];
          Values kept = pick(high, low);
          next.push_back(combine(rewriter, shuffle(pick(low, high)), kept));
        }
        partial = std::move(next);
        continue;
      }
      for (Values &own : partial) {
        Values other = shuffle(own);
        own = ordered ? combine(rewriter, pick(own, other), pick(other, own)) : combine(rewriter, other, own);
      }
    }
    const aa::LinearLayout &partials = plan.partials;
    assert((int64_t)partial.size() == partials.getNumRegisters() && "one partial per register");

    Values identities = llvm::map_to_vector<2>(llvm::zip_equal(op.getIdentities(), elems), [&](auto pair) {
      return identityConstant(rewriter, loc, std::get<0>(pair), std::get<1>(pair));
    });
    auto finish = [&](const Values &total) { return combine(rewriter, total, identities); };
    int64_t resultRegs = result.getElementsPerThread();
    SmallVector<SmallVector<Value>> results(n);

    if (!exchange) {
      DenseMap<int64_t, Values> finished;
      for (int64_t q : plan.direct) {
        auto it = finished.find(q);
        if (it == finished.end())
          it = finished.try_emplace(q, finish(partial[q])).first;
        for (unsigned i = 0; i < n; ++i)
          results[i].push_back(it->second[i]);
      }
    } else {
      exchangeThroughShared(rewriter, op, tid, partials, result, warpBits, source, elems, partial, combine,
                            [&](Values total) {
                              Values done = finish(total);
                              for (unsigned i = 0; i < n; ++i)
                                results[i].push_back(done[i]);
                            });
    }
    SmallVector<Value> replacements;
    for (unsigned i = 0; i < n; ++i) {
      assert((int64_t)results[i].size() == resultRegs && "a value per result register");
      replacements.push_back(
          packRegisters(rewriter, loc, converter.convertType(op.getResult(i).getType()), results[i]));
    }
    rewriter.replaceOp(op, replacements);
    return success();
  }

  /// 3. Each partial once (by the lane whose reduced and copy bits are
  ///    clear) to slot index * W + w of a shared array, index its result
  ///    element's row-major index and w the warp's reduced bits (W of them);
  ///    one barrier; each result register combines its W slots.
  template <typename Combine>
  void exchangeThroughShared(ConversionPatternRewriter &rewriter, aa::ReduceOp op, Value tid,
                             const aa::LinearLayout &partials, const aa::TileLayout &result,
                             ArrayRef<unsigned> warpBits, const aa::LinearLayout &source, ArrayRef<Type> elems,
                             ArrayRef<Values> partial, Combine &combine,
                             llvm::function_ref<void(Values)> yieldTotal) const {
    Location loc = op.getLoc();
    unsigned n = op.getNumOperands();
    int64_t slots = int64_t(1) << warpBits.size();
    ArrayRef<int64_t> resultShape = result.getShape();
    int64_t resultElems = result.getNumElements();
    SmallVector<Type> stored =
        llvm::map_to_vector(op.getResultTypes(), [](Type t) { return getElementTypeOrSelf(t); });
    SmallVector<int64_t> offsets;
    int64_t bytes = 0;
    for (Type t : stored) {
      offsets.push_back(bytes);
      bytes += llvm::alignTo(resultElems * slots * sharedElementBytes(t), 16);
    }
    Value base = collectiveArray(rewriter, loc, op, "__tileaa_reduce_", bytes);
    auto address = [&](OpBuilder &b, Location l, unsigned i, Value slot) -> Value {
      Value byte = LLVM::MulOp::create(b, l, slot, i32Const(b, l, sharedElementBytes(stored[i])));
      if (offsets[i])
        byte = LLVM::AddOp::create(b, l, byte, i32Const(b, l, offsets[i]));
      return LLVM::GEPOp::create(b, l, base.getType(), b.getI8Type(), base, ValueRange{byte},
                                 LLVM::GEPNoWrapFlags::inbounds);
    };

    if (mayRunAgain(op))
      ctaBarrier(rewriter, loc);
    // The warp's reduced bits, in the order of their coordinates.
    Value w = i32Const(rewriter, loc, 0);
    for (auto [k, bit] : llvm::enumerate(warpBits)) {
      Value b = LLVM::AndOp::create(rewriter, loc, LLVM::LShrOp::create(rewriter, loc, tid, i32Const(rewriter, loc, 5 + bit)),
                                    i32Const(rewriter, loc, 1));
      if (k)
        b = LLVM::ShlOp::create(rewriter, loc, b, i32Const(rewriter, loc, k));
      w = k ? LLVM::OrOp::create(rewriter, loc, w, b).getResult() : b;
    }
    // Writers: the threads whose lane and warp bits that hold copies are
    // clear (reduced lanes hold copies now; reduced warps do not).
    int64_t copies = 0;
    for (auto [i, basis] : llvm::enumerate(partials.lanes))
      if (isZero(basis))
        copies |= int64_t(1) << i;
    for (auto [i, basis] : llvm::enumerate(source.warps))
      if (isZero(basis))
        copies |= int64_t(1) << (5 + i);
    auto writeAll = [&](OpBuilder &b, Location l) {
      for (int64_t q = 0, e = partials.getNumRegisters(); q < e; ++q) {
        Value index = linearize(b, l, partials.emitCoordinates(b, l, tid, q), resultShape);
        Value slot = slots == 1 ? index
                                : LLVM::AddOp::create(b, l, LLVM::MulOp::create(b, l, index, i32Const(b, l, slots)), w)
                                      .getResult();
        for (unsigned i = 0; i < n; ++i)
          LLVM::StoreOp::create(b, l, partial[q][i], address(b, l, i, slot), sharedElementBytes(stored[i]));
      }
    };
    if (copies) {
      Value writer = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq,
                                          LLVM::AndOp::create(rewriter, loc, tid, i32Const(rewriter, loc, copies)),
                                          i32Const(rewriter, loc, 0));
      scf::IfOp::create(rewriter, loc, writer, [&](OpBuilder &b, Location l) {
        writeAll(b, l);
        scf::YieldOp::create(b, l);
      });
    } else {
      writeAll(rewriter, loc);
    }
    ctaBarrier(rewriter, loc);

    for (int64_t j = 0, e = result.getElementsPerThread(); j < e; ++j) {
      Value index = resultShape.empty() ? i32Const(rewriter, loc, 0) : result.linearIndex(rewriter, loc, tid, j);
      Value first = slots == 1 ? index : LLVM::MulOp::create(rewriter, loc, index, i32Const(rewriter, loc, slots));
      // Slot k of the result element, per operand; W slots side by side are
      // read as one vector where they fill 4, 8 or 16 bytes.
      SmallVector<Values> slotValues(slots, Values(n));
      for (unsigned i = 0; i < n; ++i) {
        int64_t elemBytes = sharedElementBytes(stored[i]);
        unsigned bits = elems[i].getIntOrFloatBitWidth();
        int64_t vectorBytes = slots * elemBytes;
        if (slots > 1 && bits == elemBytes * 8 && (vectorBytes == 4 || vectorBytes == 8 || vectorBytes == 16)) {
          auto vecType = VectorType::get({slots}, elems[i]);
          Value vec = LLVM::LoadOp::create(rewriter, loc, vecType, address(rewriter, loc, i, first), vectorBytes);
          for (int64_t k = 0; k < slots; ++k)
            slotValues[k][i] = LLVM::ExtractElementOp::create(rewriter, loc, vec, i32Const(rewriter, loc, k));
          continue;
        }
        for (int64_t k = 0; k < slots; ++k) {
          Value slot = k ? LLVM::AddOp::create(rewriter, loc, first, i32Const(rewriter, loc, k)).getResult() : first;
          slotValues[k][i] = LLVM::LoadOp::create(rewriter, loc, elems[i], address(rewriter, loc, i, slot), elemBytes);
        }
      }
      // Warps in the order of their coordinates, pairs then pairs of pairs.
      for (int64_t m = 1; m < slots; m <<= 1)
        for (int64_t k = 0; k < slots; k += 2 * m)
          slotValues[k] = combine(rewriter, slotValues[k + m], slotValues[k]);
      yieldTotal(slotValues[0]);
    }
  }
};

} // namespace

void mlir::nv_tileaa::to_nvvm::populateReducePatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ReduceLowering>(converter, patterns.getContext());
}
