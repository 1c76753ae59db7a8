//===- Pipeline.cpp - cp.async rings for the loads that feed dots ---------===//
//
// Decides which loads of a loop are prefetched and rewrites the loop into
// prologue + steady state (see the pass description in Passes.td). The
// index computations of a load are cloned for the iterations it prefetches.
//
//===----------------------------------------------------------------------===//
#include "ClusterUniformity.h"
#include "cuda-tile/Dialect/TileAA/IR/Divisibility.h"
#include "cuda-tile/Dialect/TileAA/IR/LaunchHints.h"
#include "cuda-tile/Dialect/TileAA/IR/LinearLayout.h"
#include "cuda-tile/Dialect/TileAA/IR/TensorMap.h"
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h"
#include "cuda-tile/Utils/SharedMemoryLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <algorithm>
#include <functional>

namespace mlir::nv_tileaa {
#define GEN_PASS_DEF_TILEAAPIPELINE
#include "cuda-tile/Dialect/TileAA/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileaa

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

/// A load to prefetch: staged for dots (the conversion to a shared tile
/// that reads it) or, from sm_90 on, read back into its registers from the
/// ring (no conversion: the tile TMA stages it as).
struct Candidate {
  TiledLoadOp load;
  /// What the copies stand for: the load's tile, or the view dropping its
  /// leading unit dimensions (copiedTile).
  Value tile;
  ConvertLayoutOp toShared;
  /// The ring's tile.
  RankedTensorType staged;
  /// The ops of the loop body computing the load's indices, in order.
  SmallVector<Operation *> slice;
};

int64_t storageBytes(Type t) { return isa<FloatTF32Type>(t) ? 4 : t.getIntOrFloatBitWidth() / 8; }

/// The conversion of `load`'s tile (copiedTile) to a shared tile, its one
/// user; null otherwise.
ConvertLayoutOp sharedConversion(TiledLoadOp load) {
  Value tile = copiedTile(load);
  if (!tile.hasOneUse())
    return {};
  auto convert = dyn_cast<ConvertLayoutOp>(*tile.getUsers().begin());
  if (!convert || !isa_and_present<SharedLayoutAttr>(convert.getType().getEncoding()))
    return {};
  return convert;
}

/// Why `load` (in `loop`), whose tile registers read, cannot come through
/// a TMA ring; empty if it can (`candidate.staged` set).
std::string whyNotInRegisters(TiledLoadOp load, Candidate &candidate) {
  if (!targetHasTMA(load))
    return "its tile is read in registers, which only TMA rings (sm_90 and later) prefetch";
  auto tile = cast<RankedTensorType>(copiedTile(load).getType());
  Type elem = tile.getElementType();
  if (tile.getRank() != 2 || !tile.hasStaticShape() || !elem.isIntOrFloat() ||
      !llvm::is_contained({8u, 16u, 32u}, isa<FloatTF32Type>(elem) ? 32u : elem.getIntOrFloatBitWidth()))
    return "its tile (read in registers) is not a static rank-2 tile of 1-, 2- or 4-byte elements";
  if (!allowsTma(load))
    return "its tile is read in registers, which only TMA rings prefetch, and the load forbids TMA "
           "(allow_tma = false)";
  std::string why;
  if (failed(tensorMapAddressable(load.getMemref(), &why)))
    return why;
  RankedTensorType staged = tmaStagingTile(tile);
  if (failed(tensorMapBox(load.getMemref().getType(), staged, &why)))
    return why;
  candidate.staged = staged;
  return "";
}

/// Why `load` (in `loop`) cannot be prefetched; empty if it can.
std::string whyNot(scf::ForOp loop, TiledLoadOp load, Candidate &candidate) {
  ConvertLayoutOp convert = sharedConversion(load);
  // Dots read the staged tile, directly or through a permute (which only
  // renames a shared tile's axes).
  std::function<bool(Operation *)> readByDots = [&](Operation *u) {
    if (u->getBlock() != load->getBlock())
      return false;
    if (isa<DotOp>(u))
      return true;
    return isa<PermuteOp>(u) && llvm::all_of(u->getUsers(), readByDots);
  };
  bool forDots = convert && convert->getBlock() == load->getBlock() && llvm::all_of(convert->getUsers(), readByDots);
  if (convert && !forDots)
    return "its tile is not staged in shared memory for dots of the same loop body";
  if (load.getMask() || load.getOther() || load.getMemSemantic() != MemSemantic::weak || !load.getResultToken().use_empty())
    return "it is masked, ordered, or orders other accesses by its token";
  if (tokenFollowsAccesses(load.getToken()))
    return "its token orders it after earlier accesses, which a copy started ahead could overtake";
  if (!zeroFillAllowed(load))
    return "elements outside the memref must read a padding other than zero (cp.async and TMA fill with zeros)";
  if (!loop.isDefinedOutsideOfLoop(load.getMemref()))
    return "its memref is made inside the loop";
  if (forDots) {
    RankedTensorType tile = load.getResult().getType();
    auto blocked = dyn_cast_if_present<BlockedLayoutAttr>(tile.getEncoding());
    if (!blocked)
      return "its tile has no vector layout (tileaa-coalesce did not prove 16-byte alignment)";
    int64_t bytes = storageBytes(tile.getElementType());
    int64_t vec = std::min<int64_t>(tiledVectorElements(load), blocked.getSizePerThread().back());
    if (vec * bytes != 16)
      return "each thread's vectors are not 16 bytes";
    candidate.staged = convert.getType();
  } else if (std::string why = whyNotInRegisters(load, candidate); !why.empty()) {
    return why;
  }
  // The index computations, pure ops of the body (cloned per prefetched
  // iteration) on the induction variable and values from outside.
  SetVector<Operation *> slice;
  SmallVector<Value> work(load.getIndices().begin(), load.getIndices().end());
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (v == loop.getInductionVar() || loop.isDefinedOutsideOfLoop(v))
      continue;
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != loop.getBody() || !isPure(def) || def->getNumRegions())
      return "its indices depend on more than the induction variable and values from outside the loop";
    if (slice.insert(def))
      llvm::append_range(work, def->getOperands());
  }
  candidate.load = load;
  candidate.tile = copiedTile(load);
  candidate.toShared = forDots ? convert : ConvertLayoutOp();
  candidate.slice = llvm::to_vector(slice);
  llvm::sort(candidate.slice, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return "";
}

/// The `latency` hint of `load` for the module's target (targetIntHint).
std::optional<int64_t> latencyHint(TiledLoadOp load) {
  return targetIntHint(load, load->getAttrOfType<DictionaryAttr>(TileAADialect::kOptimizationHintsAttrName), "latency");
}

/// Whether anything in the body may write memory that a prefetch would
/// read before it must. A tiled store whose token nothing uses orders no
/// later load: token-ordered accesses are not ordered by program order
/// (the spec's memory model), so loads may move ahead of it.
bool writesMemory(scf::ForOp loop) {
  WalkResult walk = loop.getBody()->walk([&](Operation *op) {
    if (isa<TiledLoadOp>(op))
      return WalkResult::advance();
    if (auto store = dyn_cast<TiledStoreOp>(op); store && store.getResultToken().use_empty())
      return WalkResult::advance();
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects) {
      if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() || op->hasTrait<OpTrait::IsTerminator>())
        return WalkResult::advance();
      return WalkResult::interrupt();
    }
    if (effects.hasEffect<MemoryEffects::Write>() || effects.hasEffect<MemoryEffects::Free>())
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

Value asIndex(OpBuilder &b, Location loc, Value v) {
  return v.getType().isIndex() ? v : arith::IndexCastOp::create(b, loc, b.getIndexType(), v).getResult();
}

Value constantLike(OpBuilder &b, Location loc, Value like, int64_t v) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(like.getType(), v));
}

/// The parity (an i32, 0 or 1) of `use`, a count of a slot's uses.
Value parityOf(OpBuilder &b, Location loc, Value use) {
  Value parity = arith::AndIOp::create(b, loc, use, constantLike(b, loc, use, 1));
  if (parity.getType().isIndex())
    return arith::IndexCastUIOp::create(b, loc, b.getI32Type(), parity);
  if (parity.getType().getIntOrFloatBitWidth() > 32)
    return arith::TruncIOp::create(b, loc, b.getI32Type(), parity);
  if (parity.getType().getIntOrFloatBitWidth() < 32)
    return arith::ExtUIOp::create(b, loc, b.getI32Type(), parity);
  return parity;
}

/// The number of the iteration of a loop from `lb` by `step` whose
/// induction variable is `iv`.
Value iterationNumber(OpBuilder &b, Location loc, Value iv, Value lb, Value step) {
  return arith::DivUIOp::create(b, loc, arith::SubIOp::create(b, loc, iv, lb), step);
}

/// The slot of a ring of `slots` that iteration number `k` uses (an index).
Value slotIndexOf(OpBuilder &b, Location loc, Value k, int64_t slots) {
  return asIndex(b, loc, arith::RemUIOp::create(b, loc, k, constantLike(b, loc, k, slots)));
}

/// slotIndexOf, and the parity of that use, the (k / slots)-th of the slot
/// (an i32).
std::pair<Value, Value> slotOf(OpBuilder &b, Location loc, Value k, int64_t slots) {
  Value n = constantLike(b, loc, k, slots);
  return {asIndex(b, loc, arith::RemUIOp::create(b, loc, k, n)), parityOf(b, loc, arith::DivUIOp::create(b, loc, k, n))};
}

/// The indices of `candidate`'s load for the iteration whose induction
/// variable is `iv`: its index computations cloned at `b`.
SmallVector<Value> indicesAt(OpBuilder &b, scf::ForOp loop, Candidate &candidate, Value iv,
                             const IRMapping &outside = {}) {
  IRMapping mapping = outside;
  mapping.map(loop.getInductionVar(), iv);
  for (Operation *op : candidate.slice)
    b.clone(*op, mapping);
  return llvm::map_to_vector(candidate.load.getIndices(), [&](Value v) { return mapping.lookupOrDefault(v); });
}

/// Starts the copies of `candidates` for the iteration whose induction
/// variable is `iv`, into slot `slot`, when `iv` is inside the loop's range;
/// then closes the group (an empty one outside the range, so that every
/// thread counts the same groups).
void prefetch(OpBuilder &b, Location loc, scf::ForOp loop, MutableArrayRef<Candidate> candidates, ArrayRef<Value> rings,
              Value iv, Value slot) {
  Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iv, loop.getUpperBound());
  scf::IfOp::create(b, loc, inRange, [&](OpBuilder &ib, Location l) {
    for (auto [candidate, ring] : llvm::zip_equal(candidates, rings)) {
      SmallVector<Value> indices = indicesAt(ib, loop, candidate, iv);
      AsyncCopyGlobalToLocalOp::create(ib, l, candidate.load.getMemref(), indices, ring, slot,
                                       TypeAttr::get(candidate.load.getResult().getType()),
                                       candidate.load.getInBoundsAttr());
    }
    scf::YieldOp::create(ib, l);
  });
  AsyncCommitGroupOp::create(b, loc);
}

/// As `prefetch`, by TMA: the copies of iteration `iv` complete on the
/// slot's mbarrier (no groups to close).
void prefetchByTMA(OpBuilder &b, Location loc, scf::ForOp loop, MutableArrayRef<Candidate> candidates,
                   ArrayRef<Value> maps, ArrayRef<Value> rings, Value barriers, Value iv, Value slot) {
  Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iv, loop.getUpperBound());
  scf::IfOp::create(b, loc, inRange, [&](OpBuilder &ib, Location l) {
    for (auto [candidate, map, ring] : llvm::zip_equal(candidates, maps, rings)) {
      SmallVector<Value> indices = indicesAt(ib, loop, candidate, iv);
      AsyncTMACopyGlobalToLocalOp::create(ib, l, map, indices, ring, slot, barriers, slot, IntegerAttr());
    }
    scf::YieldOp::create(ib, l);
  });
}

/// Whether `v` (a dot operand, through permutes) is a shared tile the loop
/// writes only through the ring: staged before the loop, or one of the
/// candidates' slots.
bool stableOperand(scf::ForOp loop, Value v, ArrayRef<Candidate> candidates) {
  while (auto permute = v.getDefiningOp<PermuteOp>())
    v = permute.getSource();
  if (!isa_and_present<SharedLayoutAttr>(cast<RankedTensorType>(v.getType()).getEncoding()))
    return false;
  Operation *def = v.getDefiningOp();
  if (!def)
    return !loop->isAncestor(cast<BlockArgument>(v).getOwner()->getParentOp());
  if (!loop->isAncestor(def))
    return true;
  return llvm::any_of(candidates, [&](const Candidate &c) { return ConvertLayoutOp(c.toShared).getOperation() == def; });
}

/// The loop's one dot if it accumulates, plainly, into a value the loop
/// carries and only yields (so its instructions may run past the
/// iteration); null otherwise.
DotOp carriedAccumulatorDot(scf::ForOp loop) {
  DotOp found;
  for (Operation &op : *loop.getBody())
    if (auto dot = dyn_cast<DotOp>(op)) {
      if (found)
        return {};
      found = dot;
    }
  if (!found || found.getUseC() || found.getSfa())
    return {};
  auto arg = dyn_cast<BlockArgument>(found.getC());
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  if (!arg || arg.getOwner() != loop.getBody() || arg.getArgNumber() == 0 || !arg.hasOneUse() ||
      !found.getResult().hasOneUse() || yield.getOperand(arg.getArgNumber() - 1) != found.getResult())
    return {};
  return found;
}

/// The loop's one dot, if it can leave its wgmma instructions running into
/// the next iteration: on wgmma (a version-3 accumulator) the loop carries,
/// its operands shared tiles the loop writes only through the ring.
DotOp asyncDot(scf::ForOp loop, ArrayRef<Candidate> candidates) {
  DotOp found = carriedAccumulatorDot(loop);
  if (!found)
    return {};
  auto mma = dyn_cast_if_present<MmaLayoutAttr>(cast<RankedTensorType>(found.getC().getType()).getEncoding());
  if (!mma || mma.getVersion() != 3 || !stableOperand(loop, found.getA(), candidates) ||
      !stableOperand(loop, found.getB(), candidates))
    return {};
  return found;
}

/// The loop's one dot, if its tcgen05.mma instructions can run past the
/// iteration, the tensor cores giving each slot back (commit_dots): a
/// version-5 accumulator in tensor memory that the loop carries, both
/// operands slots of the loop's rings (TMA writes them, so the issuing
/// thread need meet nobody).
DotOp asyncTensorMemoryDot(scf::ForOp loop, ArrayRef<Candidate> candidates) {
  DotOp found = carriedAccumulatorDot(loop);
  if (!found || !isa_and_present<TensorMemoryLayoutAttr>(cast<RankedTensorType>(found.getC().getType()).getEncoding()))
    return {};
  auto fromRing = [&](Value v) {
    while (auto permute = v.getDefiningOp<PermuteOp>())
      v = permute.getSource();
    return llvm::any_of(candidates,
                        [&](const Candidate &c) { return c.toShared && c.toShared->getResult(0) == v; });
  };
  return fromRing(found.getA()) && fromRing(found.getB()) ? found : DotOp();
}

/// Shared memory the rest of `loop`'s function may need beside its rings:
/// the lowering stages a tile in registers through one scratch buffer when
/// it changes layout or is stored from a layout that is not the store's
/// (a dot's accumulator), so the largest such tile, at least 16 KiB.
int64_t otherSharedBytes(scf::ForOp loop) {
  int64_t bytes = 16 * 1024;
  Operation *func = loop->getParentOfType<FuncOp>();
  if (!func)
    func = loop->getParentOp();
  func->walk([&](Operation *op) {
    for (Type t : op->getResultTypes()) {
      auto tile = dyn_cast<RankedTensorType>(t);
      if (!tile || !tile.hasStaticShape() || isa_and_present<SharedLayoutAttr>(tile.getEncoding()) ||
          !tile.getElementType().isIntOrFloat())
        continue;
      bytes = std::max(bytes, tile.getNumElements() * std::max<int64_t>(1, storageBytes(tile.getElementType())));
    }
  });
  return bytes;
}

/// Whether `v` is a tile of zeros (a constant, possibly converted).
bool isZeroTile(Value v) {
  while (auto convert = v.getDefiningOp<ConvertLayoutOp>())
    v = convert.getSource();
  return matchPattern(v, m_AnyZeroFloat()) || matchPattern(v, m_Zero());
}

/// What a producer warpgroup recomputes for the copies of a loop's
/// candidates: ops at the kernel's top level and, when the loop is the body
/// of a loop there (a persistent kernel's loop over tiles), ops of that
/// loop's body, each list in order.
struct ProducerSlice {
  scf::ForOp outer;
  SmallVector<Operation *> top, inOuter;
};

/// The number of iterations of a loop from `lb` to `ub` by `step` (> 0).
Value tripCount(OpBuilder &b, Location loc, Value lb, Value ub, Value step) {
  Value zero = constantLike(b, loc, lb, 0), one = constantLike(b, loc, lb, 1);
  Value span = arith::AddIOp::create(b, loc, arith::SubIOp::create(b, loc, ub, lb),
                                     arith::SubIOp::create(b, loc, step, one));
  return arith::MaxSIOp::create(b, loc, zero, arith::DivSIOp::create(b, loc, span, step));
}

/// The slice of `loop`'s kernel that computes what a producer of
/// `candidates`' copies needs (the loop's bounds, and the outer loop's, the
/// memrefs, the values the index computations take from outside); failure,
/// with the reason, when one of them is not a pure op without regions or
/// tiles that producer warps could recompute for themselves.
FailureOr<ProducerSlice> producerSlice(scf::ForOp loop, MutableArrayRef<Candidate> candidates, std::string &why) {
  auto func = loop->getParentOfType<FuncOp>();
  ProducerSlice slice;
  if (loop->getParentOp() != func) {
    auto outer = dyn_cast<scf::ForOp>(loop->getParentOp());
    if (!outer || outer->getParentOp() != func) {
      why = "the loop is neither at the top level of the kernel nor the body of a loop there";
      return failure();
    }
    slice.outer = outer;
  }
  SmallVector<Value> work{loop.getLowerBound(), loop.getUpperBound(), loop.getStep()};
  if (slice.outer)
    llvm::append_range(work, ValueRange{slice.outer.getLowerBound(), slice.outer.getUpperBound(),
                                        slice.outer.getStep()});
  for (Candidate &c : candidates) {
    if (slice.outer && !slice.outer.isDefinedOutsideOfLoop(c.load.getMemref())) {
      why = "a memref it copies from is made inside the loop around it";
      return failure();
    }
    work.push_back(c.load.getMemref());
    for (Operation *op : c.slice)
      for (Value v : op->getOperands())
        if (loop.isDefinedOutsideOfLoop(v))
          work.push_back(v);
    for (Value v : c.load.getIndices())
      if (loop.isDefinedOutsideOfLoop(v))
        work.push_back(v);
  }
  SetVector<Operation *> top, inOuter;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner()->getParentOp() == func || (slice.outer && v == slice.outer.getInductionVar()))
        continue;
      why = "a value its copies need is carried by a loop";
      return failure();
    }
    Operation *def = v.getDefiningOp();
    bool atTop = def->getBlock() == &func.getBody().front();
    bool inOuterBody = slice.outer && def->getBlock() == slice.outer.getBody();
    if ((!atTop && !inOuterBody) || def->getNumRegions() || !isMemoryEffectFree(def) ||
        llvm::any_of(def->getResultTypes(), [](Type t) { return isa<RankedTensorType>(t); })) {
      why = ("its copies need '" + def->getName().getStringRef() +
             "', which is not a pure scalar op at the top of the kernel or of the loop around it")
                .str();
      return failure();
    }
    if ((atTop ? top : inOuter).insert(def))
      llvm::append_range(work, def->getOperands());
  }
  auto ordered = [](SetVector<Operation *> &ops) {
    SmallVector<Operation *> list = ops.takeVector();
    llvm::sort(list, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
    return list;
  };
  slice.top = ordered(top);
  slice.inOuter = ordered(inOuter);
  return slice;
}

/// The warps computing `dot` (on tensor cores): the kernel's warps.
int64_t computingWarps(DotOp dot) {
  MmaLayoutAttr mma = accumulatorLayout(cast<RankedTensorType>(dot.getC().getType()).getEncoding());
  int64_t warps = 1;
  for (unsigned w : mma.getWarpsPerCTA())
    warps *= w;
  return warps;
}

/// Registers per thread for each role of a warp-specialized kernel whose
/// consumers are `consumerWarps` warps beside a producer warpgroup: none
/// (no setmaxnreg) where every thread may hold the 255 a thread can
/// address anyway, else 40 for the producers and the rest of the 64 Ki
/// register file, in multiples of 8, for the consumers.
std::optional<std::pair<int64_t, int64_t>> roleRegisters(int64_t consumerWarps) {
  int64_t threads = (consumerWarps + 4) * 32;
  if (65536 / threads >= 255)
    return std::nullopt;
  int64_t producer = 40;
  int64_t consumer = std::min<int64_t>(256, (65536 - 128 * producer) / (consumerWarps * 32) / 8 * 8);
  return std::make_pair(producer, consumer);
}

/// Erases a candidate's load, now replaced by its copies (and the view of
/// its tile, where the copies stand for that).
void eraseLoad(Candidate &c) {
  if (Operation *view = c.tile.getDefiningOp(); view && view != c.load.getOperation())
    view->erase();
  c.load.erase();
}

/// A ring of `slots` of each candidate's staged tile, at `b`.
SmallVector<Value> allocRings(OpBuilder &b, Location loc, ArrayRef<Candidate> candidates, int64_t slots) {
  return llvm::map_to_vector(candidates, [&](const Candidate &c) -> Value {
    SmallVector<int64_t> shape{slots};
    llvm::append_range(shape, c.staged.getShape());
    return LocalAllocOp::create(b, loc, RankedTensorType::get(shape, c.staged.getElementType(), c.staged.getEncoding()));
  });
}

struct Pipeline : nv_tileaa::impl::TileAAPipelineBase<Pipeline> {
  using Base::Base;

  void runOnOperation() override {
    if (numStages < 2) {
      getOperation().emitError("num-stages must be at least 2, got ") << (unsigned)numStages;
      return signalPassFailure();
    }
    getOperation().walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (size_t i = 0; i < loops.size(); ++i)
      pipeline(loops[i]);
  }

  /// The loops to pipeline, innermost first; a loop rebuilt on the way
  /// (warp specialization grows the loop around with a count) replaces its
  /// old self here.
  SmallVector<scf::ForOp> loops;

  void pipeline(scf::ForOp loop) {
    SmallVector<TiledLoadOp> loads;
    for (Operation &op : *loop.getBody())
      if (auto load = dyn_cast<TiledLoadOp>(op))
        loads.push_back(load);
    if (loads.empty())
      return;
    bool writes = writesMemory(loop);
    SmallVector<Candidate> candidates;
    for (TiledLoadOp load : loads) {
      Candidate candidate;
      std::string why = writes ? "the loop body writes memory" : whyNot(loop, load, candidate);
      // A rank-1 tile read in registers comes by TMA as a 1xN line.
      if (!why.empty() && !writes && targetHasTMA(load))
        if (FailureOr<std::pair<TiledLoadOp, ViewOp>> line = loadAsOneLine(load); succeeded(line)) {
          Candidate lineCandidate;
          std::string lineWhy = whyNot(loop, line->first, lineCandidate);
          if (lineWhy.empty()) {
            useLine(load, *line);
            candidates.push_back(lineCandidate);
            continue;
          }
          discardLine(*line);
          why = lineWhy;
        }
      if (!why.empty()) {
        if (remarks && (sharedConversion(load) || targetHasTMA(load)))
          load.emitRemark("not pipelined: ") << why;
        continue;
      }
      candidates.push_back(candidate);
    }
    if (candidates.empty())
      return;
    // From sm_90 on the tiles come by TMA when every one can: one thread
    // starts a tile's copy, each slot's mbarrier counts its bytes. Tiles
    // read in registers come only so (cp.async rings feed dots).
    std::optional<unsigned> sm = targetSmVersion(loop);
    bool tma = targetHasTMA(loop);
    for (Candidate &c : candidates) {
      std::string why;
      if (!allowsTma(c.load))
        why = "the load forbids TMA (allow_tma = false)";
      if (tma && (!why.empty() || failed(tensorMapBox(c.load.getMemref().getType(), c.staged, &why)))) {
        tma = false;
        if (remarks)
          c.load.emitRemark("not copied by TMA (cp.async instead): ") << why;
      }
    }
    if (!tma) {
      for (Candidate &c : candidates)
        if (!c.toShared && remarks)
          c.load.emitRemark("not pipelined: another load of the loop is copied by cp.async, and tiles read in "
                            "registers come only by TMA");
      llvm::erase_if(candidates, [](const Candidate &c) { return !c.toShared; });
      if (candidates.empty())
        return;
    }
    Location loc = loop.getLoc();
    // Slots: the largest latency hint of the loop's loads (a ring holds
    // that many tiles, at least 2: one read, one in flight), as many as fit
    // in the target's shared memory beside the rest of the kernel's, but
    // never fewer than num-stages (what the loop gets without a hint)
    // unless the hint asks for fewer; num-stages without hints; fewer, down
    // to 2, where those do not fit; no pipeline where 2 do not.
    int64_t stages = numStages;
    std::optional<int64_t> hinted;
    for (Candidate &c : candidates)
      if (std::optional<int64_t> latency = latencyHint(c.load))
        hinted = std::max(hinted.value_or(0), *latency);
    int64_t ringBytes = 0;
    for (Candidate &c : candidates)
      ringBytes += c.staged.getNumElements() * storageBytes(c.staged.getElementType());
    int64_t capacity = sm ? maxSharedBytesPerBlock(*sm) : kMaxSharedBytesAnyTarget;
    int64_t reserved = otherSharedBytes(loop);
    auto fits = [&](int64_t slots) { return slots * ringBytes <= capacity - reserved; };
    if (hinted) {
      stages = std::max<int64_t>(2, *hinted);
      int64_t floor = std::min<int64_t>(stages, numStages);
      while (stages > floor && !fits(stages))
        --stages;
      if (remarks)
        candidates.front().load.emitRemark("latency hint ")
            << *hinted << ": " << stages << " shared tiles per ring"
            << (stages < std::max<int64_t>(2, *hinted) ? " (as many as fit in shared memory)" : "");
    }
    while (stages > 2 && !fits(stages))
      --stages;
    if (!fits(stages)) {
      if (remarks)
        for (Candidate &c : candidates)
          c.load.emitRemark("not pipelined: two slots of its loop's rings (")
              << 2 * ringBytes << " bytes) and the kernel's other shared memory (" << reserved
              << " bytes) exceed the target's " << capacity;
      return;
    }
    // A GEMM on wgmma leaves each iteration's instructions running while
    // the next one starts its copies (dot_wait {pending = 1}): the slot
    // they read is refilled an iteration later, so the ring takes one more
    // slot than the iterations in flight need (or, where that does not fit,
    // copies start one iteration less ahead).
    int64_t slots = stages, ahead = stages - 1;
    DotOp wgmma = asyncDot(loop, candidates), async = wgmma;
    if (async) {
      if (fits(stages + 1))
        slots = stages + 1;
      else if (stages >= 3)
        ahead = stages - 2;
      else
        async = {};
    }
    // A kernel's GEMM loop with TMA rings (at its top level or the body of
    // a loop there) gets a producer warpgroup of its own (warp
    // specialization): it issues the copies, the computing warps only wait
    // for them and give slots back. A wgmma is left running there even in
    // a ring of 2 (the producer refills a slot only once it is given back);
    // dots that run to completion (attention's two) give each slot back
    // after its last reader.
    if (tma && warpSpecialize && llvm::all_of(candidates, [](const Candidate &c) { return c.toShared; })) {
      DotOp tensorCoreDot;
      for (auto dot : loop.getBody()->getOps<DotOp>())
        if (!tensorCoreDot &&
            accumulatorLayout(cast<RankedTensorType>(dot.getC().getType()).getEncoding()))
          tensorCoreDot = dot;
      auto func = loop->getParentOfType<FuncOp>();
      std::string why;
      if (!func || !func.getKernel())
        why = "the loop is not in a kernel";
      else if (!tensorCoreDot)
        why = "no dot of the loop is on tensor cores (whose layout says how many warps compute)";
      else if (computingWarps(tensorCoreDot) % 4)
        why = "the computing warps are not whole warpgroups, which a producer warpgroup must follow";
      else if (!func.getBody().getOps<WarpSpecializeOp>().empty())
        why = "the kernel has a producer warpgroup already (for an earlier loop)";
      else if (func.walk([](CallOp) { return WalkResult::interrupt(); }).wasInterrupted())
        why = "the kernel calls functions, whose CTA barriers would wait for the producer warps";
      FailureOr<ProducerSlice> slice =
          why.empty() ? producerSlice(loop, candidates, why) : FailureOr<ProducerSlice>(failure());
      if (succeeded(slice)) {
        specialize(loop, candidates, *slice, wgmma && fits(stages + 1) ? stages + 1 : stages, tensorCoreDot, wgmma,
                   asyncTensorMemoryDot(loop, candidates));
        return;
      }
      if (remarks)
        candidates.front().load.emitRemark("no producer warpgroup (the computing warps issue the copies): ") << why;
    }
    OpBuilder b(loop);
    SmallVector<Value> maps;
    if (tma)
      for (Candidate &c : candidates)
        maps.push_back(tensorMapFor(loop, c.load.getMemref(), c.staged));
    b.setInsertionPoint(loop);
    SmallVector<Value> rings = allocRings(b, loc, candidates, slots);
    Value barriers;
    if (tma)
      barriers = AllocMBarriersOp::create(b, loc, MBarriersType::get(b.getContext(), slots),
                                          b.getI32IntegerAttr(candidates.size()), UnitAttr());
    auto startCopies = [&](Value iv, Value slot) {
      if (tma)
        prefetchByTMA(b, loc, loop, candidates, maps, rings, barriers, iv, slot);
      else
        prefetch(b, loc, loop, candidates, rings, iv, slot);
    };
    // Prologue: iterations 0 .. ahead - 1 into slots 0 .. ahead - 1.
    Value lb = loop.getLowerBound(), step = loop.getStep();
    for (int64_t s = 0; s < ahead; ++s) {
      Value iv = s == 0 ? lb
                        : arith::AddIOp::create(
                              b, loc, lb, arith::MulIOp::create(b, loc, step, constantLike(b, loc, step, s)));
      startCopies(iv, arith::ConstantIndexOp::create(b, loc, s));
    }
    // Steady state, before the first prefetched load: wait for this
    // iteration's copies, start those of iteration + ahead.
    b.setInsertionPoint(candidates.front().load);
    Value iv = loop.getInductionVar();
    // The iteration number k >= 0 and the slots, in the induction
    // variable's own type (an i32 loop keeps 32-bit arithmetic: a 64-bit
    // remainder is a call on the GPU).
    Value k = iterationNumber(b, loc, iv, lb, step);
    Value n = constantLike(b, loc, iv, slots);
    Value slot = asIndex(b, loc, arith::RemUIOp::create(b, loc, k, n));
    if (tma) {
      // Iteration k is the (k / slots)-th use of its slot: it waits for that
      // phase of the slot's barrier; the CTA then meets, so every read of
      // the slot refilled next is done.
      Value use = arith::DivUIOp::create(b, loc, k, n);
      WaitMBarrierOp::create(b, loc, barriers, slot, parityOf(b, loc, use), /*sync_cta=*/true);
    } else {
      AsyncWaitOp::create(b, loc, b.getI32IntegerAttr(ahead - 1));
    }
    Value aheadIv =
        arith::AddIOp::create(b, loc, iv, arith::MulIOp::create(b, loc, step, constantLike(b, loc, step, ahead)));
    Value nextSlot = asIndex(
        b, loc, arith::RemUIOp::create(b, loc, arith::AddIOp::create(b, loc, k, constantLike(b, loc, iv, ahead)), n));
    startCopies(aheadIv, nextSlot);
    for (auto [c, ring] : llvm::zip_equal(candidates, rings)) {
      if (remarks)
        c.load.emitRemark(tma ? "pipelined: TMA into a ring of " : "pipelined: cp.async into a ring of ")
            << slots << " shared tiles, " << ahead << " iterations ahead"
            << (c.toShared ? "" : ", read back into registers")
            << (async ? ", the dot's wgmma left running into the next iteration" : "");
      if (c.toShared) {
        b.setInsertionPoint(c.toShared);
        Value tile = LocalSliceOp::create(b, c.toShared.getLoc(), c.staged, ring, slot);
        c.toShared.getResult().replaceAllUsesWith(tile);
        c.toShared.erase();
      } else {
        b.setInsertionPoint(c.load);
        Value tile = LocalSliceOp::create(b, c.load.getLoc(), c.staged, ring, slot);
        Value regs = ConvertLayoutOp::create(b, c.load.getLoc(), c.tile.getType(), tile);
        c.tile.replaceAllUsesWith(regs);
      }
      eraseLoad(c);
    }
    // No copy outlives the loop (every TMA copy started was waited for).
    b.setInsertionPointAfter(loop);
    if (tma)
      InvalidateMBarriersOp::create(b, loc, barriers);
    else
      AsyncWaitOp::create(b, loc, b.getI32IntegerAttr(0));
    if (async)
      makeAsync(async, loop, k);
  }

  /// Warp specialization of `loop` (a kernel's GEMM on wgmma whose operands
  /// come through TMA rings of `slots` tiles, at the kernel's top level or
  /// the body of a loop there): a producer warpgroup (warp_specialize)
  /// recomputes `slice`, makes its own tensor maps and, in a loop nest of
  /// its own, waits for each slot to be given back (its `empty` mbarrier,
  /// parity of the previous use; a fresh barrier's "previous phase" counts
  /// as complete) before it copies the iteration's tiles into it (`full`).
  /// Slots and phases follow a count of the iterations of every pass of the
  /// loop, so a persistent kernel's pipeline stays full across its tiles.
  /// The computing warps wait on `full` and, once `dot_wait {pending = 1}`
  /// has retired the previous iteration's wgmma (after the loop: the last
  /// one's), give that iteration's slot back: no CTA barrier per
  /// iteration, and copies run as far ahead as the ring allows. A dot on
  /// tcgen05 (`tcgen05`) is left running instead, the tensor cores giving
  /// each slot back when done with it (commit_dots, one arrival), and the
  /// consumers wait for the dots only after the loop.
  void specialize(scf::ForOp loop, MutableArrayRef<Candidate> candidates, ProducerSlice &slice, int64_t slots,
                  DotOp computing, DotOp dot, DotOp tcgen05) {
    auto func = loop->getParentOfType<FuncOp>();
    Location loc = loop.getLoc();
    int64_t consumerWarps = computingWarps(computing);
    SmallVector<bool> multicast = multicastCandidates(loop, candidates, slice);
    int64_t ctas = clusterCtas(func);
    bool cluster = llvm::is_contained(multicast, true);
    // tcgen05.commit's arrival on every CTA's barrier (.multicast::cluster)
    // is not lowered: with multicast copies the dot runs to completion.
    if (cluster)
      tcgen05 = {};
    OpBuilder b(&func.getBody().front(), func.getBody().front().begin());
    SmallVector<Value> rings = allocRings(b, loc, candidates, slots);
    MBarriersType barriersType = MBarriersType::get(b.getContext(), slots);
    // With multicast copies every CTA of the cluster writes each CTA's
    // slots: a slot is free once the consumers of all of them gave it back.
    UnitAttr forCluster = cluster ? b.getUnitAttr() : UnitAttr();
    Value full = AllocMBarriersOp::create(b, loc, barriersType, b.getI32IntegerAttr(candidates.size()), forCluster);
    Value empty = AllocMBarriersOp::create(
        b, loc, barriersType, b.getI32IntegerAttr(tcgen05 ? 1 : consumerWarps * 32 * (cluster ? ctas : 1)), forCluster);
    IntegerAttr clusterCtasAttr = cluster ? b.getI32IntegerAttr(ctas) : IntegerAttr();
    std::optional<std::pair<int64_t, int64_t>> registers = roleRegisters(consumerWarps);
    auto ws = WarpSpecializeOp::create(
        b, loc, b.getI32IntegerAttr(consumerWarps), b.getI32IntegerAttr(4),
        registers ? b.getI32IntegerAttr(registers->first) : IntegerAttr(),
        registers ? b.getI32IntegerAttr(registers->second) : IntegerAttr());
    WarpSpecializeOp::ensureTerminator(ws.getBody(), b, loc);

    // The producer: the slice, then (in the loop around, when there is
    // one) one iteration per iteration of `loop`, numbered on from `base`.
    OpBuilder p(ws.getBody().front().getTerminator());
    IRMapping outside;
    for (Operation *op : slice.top)
      p.clone(*op, outside);
    auto at = [&](Value v) { return outside.lookupOrDefault(v); };
    Value iv = loop.getInductionVar();
    // One tensor map per memref and tile, made before the loops.
    SmallVector<Value> maps, made;
    for (Candidate &c : candidates) {
      Value memref = at(c.load.getMemref());
      auto same = llvm::find_if(made, [&](Value m) {
        auto make = m.getDefiningOp<MakeTensorMapOp>();
        return make.getMemref() == memref && make.getTile() == c.staged;
      });
      if (same == made.end()) {
        made.push_back(MakeTensorMapOp::create(p, loc, memref, TypeAttr::get(c.staged)));
        same = std::prev(made.end());
      }
      maps.push_back(*same);
    }
    // Copies iteration k of `loop` (of global number base + k) at `pb`.
    auto produce = [&](OpBuilder &pb, Value base) -> Value {
      auto producer = scf::ForOp::create(pb, loc, at(loop.getLowerBound()), at(loop.getUpperBound()),
                                         at(loop.getStep()));
      OpBuilder ib(producer.getBody()->getTerminator());
      Value piv = producer.getInductionVar();
      Value k = arith::AddIOp::create(
          ib, loc, base, iterationNumber(ib, loc, piv, producer.getLowerBound(), producer.getStep()));
      auto [slot, parity] = slotOf(ib, loc, k, slots);
      Value previous = arith::XOrIOp::create(ib, loc, parity, constantLike(ib, loc, parity, 1));
      WaitMBarrierOp::create(ib, loc, empty, slot, previous, /*sync_cta=*/false);
      for (auto [c, map, ring, shared] : llvm::zip_equal(candidates, maps, rings, multicast)) {
        SmallVector<Value> indices = indicesAt(ib, loop, c, piv, outside);
        AsyncTMACopyGlobalToLocalOp::create(ib, loc, map, indices, ring, slot, full, slot,
                                            shared ? clusterCtasAttr : IntegerAttr());
      }
      pb.setInsertionPointAfter(producer);
      return arith::AddIOp::create(
          pb, loc, base,
          tripCount(pb, loc, producer.getLowerBound(), producer.getUpperBound(), producer.getStep()));
    };
    Value total;
    if (scf::ForOp outer = slice.outer) {
      auto nest = scf::ForOp::create(
          p, loc, at(outer.getLowerBound()), at(outer.getUpperBound()), at(outer.getStep()),
          ValueRange{constantLike(p, loc, iv, 0)}, [&](OpBuilder &ob, Location, Value oiv, ValueRange args) {
            outside.map(outer.getInductionVar(), oiv);
            for (Operation *op : slice.inOuter)
              ob.clone(*op, outside);
            scf::YieldOp::create(ob, loc, produce(ob, args.front()));
          });
      total = nest.getResult(0);
    } else {
      total = produce(p, constantLike(p, loc, iv, 0));
    }
    // The maps are released after the loops: the copies still reading them
    // (those of the last `slots` iterations) must have landed first. With
    // the cluster, the producer waits until those slots are given back by
    // every CTA's consumers instead (which implies the copies landed): the
    // CTA, and its empty barriers, must outlive the other CTAs' arrivals.
    Value zero = constantLike(p, loc, iv, 0), one = constantLike(p, loc, iv, 1);
    Value first = arith::MaxSIOp::create(
        p, loc, zero, arith::SubIOp::create(p, loc, total, constantLike(p, loc, iv, slots)));
    auto drain = scf::ForOp::create(p, loc, first, total, one);
    p.setInsertionPoint(drain.getBody()->getTerminator());
    auto [drainSlot, drainParity] = slotOf(p, loc, drain.getInductionVar(), slots);
    WaitMBarrierOp::create(p, loc, cluster ? empty : full, drainSlot, drainParity, /*sync_cta=*/false);
    p.setInsertionPointAfter(drain);
    for (Value map : llvm::reverse(made))
      ReleaseTensorMapOp::create(p, loc, map);

    // The consumers: count on from `base` (carried by the loop around);
    // wait for the slot, give the previous one back.
    Value cbase;
    if (scf::ForOp outer = slice.outer) {
      b.setInsertionPoint(outer);
      Value init = constantLike(b, loc, iv, 0);
      IRRewriter rewriter(b);
      auto grown = cast<scf::ForOp>(
          *outer.replaceWithAdditionalYields(rewriter, init, /*replaceInitOperandUsesInLoop=*/false,
                                             [&](OpBuilder &yb, Location, ArrayRef<BlockArgument> args) {
                                               Value trip = tripCount(yb, loc, loop.getLowerBound(),
                                                                      loop.getUpperBound(), loop.getStep());
                                               return SmallVector<Value>{
                                                   arith::AddIOp::create(yb, loc, args.front(), trip)};
                                             }));
      cbase = grown.getRegionIterArgs().back();
      std::replace(loops.begin(), loops.end(), outer, grown);
      slice.outer = grown;
    } else {
      b.setInsertionPoint(loop);
      cbase = constantLike(b, loc, iv, 0);
    }
    b.setInsertionPoint(candidates.front().load);
    Value ck = iterationNumber(b, loc, iv, loop.getLowerBound(), loop.getStep());
    Value cg = arith::AddIOp::create(b, loc, cbase, ck);
    auto [cslot, cparity] = slotOf(b, loc, cg, slots);
    WaitMBarrierOp::create(b, loc, full, cslot, cparity, /*sync_cta=*/false, /*issuer_only=*/bool(tcgen05));
    SmallVector<Value> slotTiles;
    for (auto [c, ring] : llvm::zip_equal(candidates, rings)) {
      if (remarks)
        c.load.emitRemark("pipelined: TMA into a ring of ")
            << slots << " shared tiles by a producer warpgroup (warp specialization), up to " << slots - 1
            << " iterations ahead" << (slice.outer ? " across the passes of the loop around" : "")
            << (multicast[&c - candidates.data()] ? (", multicast to the cluster's " + Twine(ctas) + " CTAs").str()
                                                    : std::string())
            << (dot       ? ", the dot's wgmma left running into the next iteration"
                : tcgen05 ? ", the dot's tcgen05.mma left running, each slot given back when the tensor cores are done"
                          : ", each slot given back after the dots that read it")
            << (registers ? (", setmaxnreg " + Twine(registers->first) + "/" + Twine(registers->second) +
                             " registers (producer/consumer)")
                                .str()
                          : std::string());
      b.setInsertionPoint(c.toShared);
      Value tile = LocalSliceOp::create(b, c.toShared.getLoc(), c.staged, ring, cslot);
      slotTiles.push_back(tile);
      c.toShared.getResult().replaceAllUsesWith(tile);
      c.toShared.erase();
      eraseLoad(c);
    }
    if (tcgen05) {
      tcgen05.setIsAsync(true);
      b.setInsertionPointAfter(tcgen05);
      CommitDotsOp::create(b, loc, empty, cslot);
      // The accumulator is read once the tensor cores are done. The
      // barriers are invalidated only after the last commits' arrivals
      // (which no producer waits for) have landed.
      b.setInsertionPointAfter(loop);
      Value result = loop.getResult(cast<BlockArgument>(tcgen05.getC()).getArgNumber() - 1);
      auto after = DotWaitOp::create(b, loc, result, b.getI32IntegerAttr(0));
      result.replaceAllUsesExcept(after, after);
      Value total;
      if (slice.outer) {
        b.setInsertionPointAfter(slice.outer);
        total = slice.outer.getResults().back();
      } else {
        b.setInsertionPointAfter(after);
        total = tripCount(b, loc, loop.getLowerBound(), loop.getUpperBound(), loop.getStep());
      }
      Value first = arith::MaxSIOp::create(b, loc, constantLike(b, loc, total, 0),
                                           arith::SubIOp::create(b, loc, total, constantLike(b, loc, total, slots)));
      auto drain = scf::ForOp::create(b, loc, first, total, constantLike(b, loc, total, 1));
      OpBuilder db(drain.getBody()->getTerminator());
      auto [drainSlot, drainParity] = slotOf(db, loc, drain.getInductionVar(), slots);
      WaitMBarrierOp::create(db, loc, empty, drainSlot, drainParity, /*sync_cta=*/false, /*issuer_only=*/true);
      b.setInsertionPointAfter(drain);
      invalidate(b, loc, cluster, full, empty);
      return;
    }
    if (!dot) {
      // Dots that run to completion: the slot is free after its last
      // reader (a dot, or a permute feeding dots) of the iteration.
      Operation *lastReader = nullptr;
      SmallVector<Value> work(slotTiles);
      while (!work.empty())
        for (Operation *user : work.pop_back_val().getUsers()) {
          if (!lastReader || lastReader->isBeforeInBlock(user))
            lastReader = user;
          if (isa<PermuteOp>(user))
            work.push_back(user->getResult(0));
        }
      b.setInsertionPointAfter(lastReader);
      ArriveMBarrierOp::create(b, loc, empty, cslot, clusterCtasAttr);
      b.setInsertionPointAfter(slice.outer ? slice.outer.getOperation() : loop.getOperation());
      invalidate(b, loc, cluster, full, empty);
      return;
    }
    makeAsync(dot, loop, ck);
    // Every consumer thread gives back the slot of iteration number `g`
    // when `cond` holds.
    auto giveBack = [&](Value cond, Value g) {
      Value slot = slotIndexOf(b, loc, g, slots);
      scf::IfOp::create(b, loc, cond, [&](OpBuilder &ib, Location l) {
        ArriveMBarrierOp::create(ib, l, empty, slot, clusterCtasAttr);
        scf::YieldOp::create(ib, l);
      });
    };
    // The previous iteration's slot once its wgmma is retired (dot_wait
    // {pending = 1}).
    b.setInsertionPointAfter(*dot.getResult().getUsers().begin());
    giveBack(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, ck, constantLike(b, loc, ck, 0)),
             arith::SubIOp::create(b, loc, cg, constantLike(b, loc, cg, 1)));
    // The last iteration's slot, once its wgmma is retired (the dot_wait
    // after the loop), unless the loop ran no iteration.
    b.setInsertionPointAfter(loop);
    if (auto last = dyn_cast_if_present<DotWaitOp>(loop->getNextNode()))
      b.setInsertionPointAfter(last);
    Value trip = tripCount(b, loc, loop.getLowerBound(), loop.getUpperBound(), loop.getStep());
    giveBack(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, trip, constantLike(b, loc, trip, 0)),
             arith::SubIOp::create(b, loc, arith::AddIOp::create(b, loc, cbase, trip), constantLike(b, loc, trip, 1)));
    if (slice.outer)
      b.setInsertionPointAfter(slice.outer);
    invalidate(b, loc, cluster, full, empty);
  }

  /// The rings' barriers end with the consumers' loop; those of a cluster
  /// stay (other CTAs may still arrive on them, and complete copies on
  /// them, until the producer's drain).
  static void invalidate(OpBuilder &b, Location loc, bool cluster, Value full, Value empty) {
    if (cluster)
      return;
    InvalidateMBarriersOp::create(b, loc, full);
    InvalidateMBarriersOp::create(b, loc, empty);
  }

  /// Which of `candidates` the CTAs of the kernel's cluster can share one
  /// multicast copy of: every CTA runs the loop (and the one around it)
  /// the same number of times, with the same memref and indices. Remarks
  /// say why not for the others.
  SmallVector<bool> multicastCandidates(scf::ForOp loop, MutableArrayRef<Candidate> candidates, ProducerSlice &slice) {
    SmallVector<bool> shared(candidates.size(), false);
    int64_t ctas = clusterCtas(loop);
    if (ctas == 1)
      return shared;
    SmallVector<Value> bounds{loop.getLowerBound(), loop.getUpperBound(), loop.getStep()};
    if (slice.outer)
      llvm::append_range(bounds, ValueRange{slice.outer.getLowerBound(), slice.outer.getUpperBound(),
                                            slice.outer.getStep()});
    std::string why;
    for (Value bound : bounds)
      if (why.empty())
        why = whyNotClusterUniform(bound, ctas);
    for (auto [i, c] : llvm::enumerate(candidates)) {
      std::string own;
      SmallVector<Value> used{c.load.getMemref()};
      llvm::append_range(used, c.load.getIndices());
      for (Value v : used)
        if (own.empty())
          own = whyNotClusterUniform(v, ctas);
      shared[i] = why.empty() && own.empty();
      if (!shared[i] && remarks)
        c.load.emitRemark("not multicast to the cluster's ")
            << ctas << " CTAs: " << (why.empty() ? "its tile" : "the loop's trip count") << " may differ across them ("
            << (why.empty() ? own : why) << ")";
    }
    return shared;
  }

  /// `dot` (the loop's GEMM on wgmma) left running: each iteration retires
  /// the previous one's group, the last is retired after the loop. An
  /// accumulator starting at zero starts undefined instead, and the first
  /// iteration does not read it (use_c).
  void makeAsync(DotOp dot, scf::ForOp loop, Value k) {
    OpBuilder b(dot);
    Location loc = dot.getLoc();
    dot.setIsAsync(true);
    unsigned carried = cast<BlockArgument>(dot.getC()).getArgNumber() - 1;
    Value init = loop.getInitArgs()[carried];
    if (isZeroTile(init)) {
      b.setInsertionPoint(loop);
      loop.getInitArgsMutable()[carried].set(ub::PoisonOp::create(b, loc, init.getType()));
      b.setInsertionPoint(dot);
      Value notFirst = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, k, constantLike(b, loc, k, 0));
      dot.getUseCMutable().assign(notFirst);
    }
    b.setInsertionPointAfter(dot);
    auto inLoop = DotWaitOp::create(b, loc, dot.getResult(), b.getI32IntegerAttr(1));
    dot.getResult().replaceAllUsesExcept(inLoop, inLoop);
    b.setInsertionPointAfter(loop);
    Value result = loop.getResult(carried);
    auto after = DotWaitOp::create(b, loc, result, b.getI32IntegerAttr(0));
    result.replaceAllUsesExcept(after, after);
  }
};

} // namespace
