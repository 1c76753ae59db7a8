//===- CTABarriers.cpp - order one tile block's accesses across its threads ===//
//
// A tile block is one CTA, and its memory ops are spread over the CTA's
// threads: every thread loads what it holds (replicas too), while a store or
// an atomic is done by each element's owner only (one thread for a scalar).
// Two accesses that the program orders (through tokens) may therefore be done
// by different threads, and program order inside each thread orders nothing
// between them. So, before the lowering:
//   - an access that follows, in token order, an access it conflicts with
//     (either one writes) gets a CTA barrier before it;
//   - a release (store or atomic) gets a barrier before it, so that the
//     owner's release covers every thread's earlier writes (bar.sync orders
//     them before the owner's fence);
//   - an acquire gets a barrier after it, so that every thread's later
//     accesses follow the owner's acquire.
// Tile-level control flow is uniform (its conditions are scalars every
// thread holds alike), so the barriers are reached by all threads.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
namespace aa = mlir::nv_tileaa;

namespace {

enum Access : unsigned { None = 0, Read = 1, Write = 2, Any = Read | Write };

/// What a memory op of nv_tileaa does to memory (None: not a memory op).
unsigned accessOf(Operation *op) {
  if (isa<aa::LoadOp, aa::TiledLoadOp, aa::GatherLoadOp>(op))
    return Read;
  if (isa<aa::StoreOp, aa::TiledStoreOp, aa::ScatterStoreOp>(op))
    return Write;
  if (isa<aa::AtomicRMWOp, aa::TiledAtomicRMWOp, aa::AtomicCASOp>(op))
    return Any;
  return None;
}

/// The incoming token of a memory op, if it has one.
Value tokenOf(Operation *op) {
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case<aa::LoadOp, aa::TiledLoadOp, aa::GatherLoadOp, aa::StoreOp, aa::TiledStoreOp, aa::ScatterStoreOp,
            aa::AtomicRMWOp, aa::TiledAtomicRMWOp, aa::AtomicCASOp>([](auto m) { return m.getToken(); })
      .Default([](Operation *) { return Value(); });
}

aa::MemSemantic semanticOf(Operation *op) {
  auto attr = op->getAttrOfType<aa::MemSemanticAttr>("mem_semantic");
  return attr ? attr.getValue() : aa::MemSemantic::weak;
}

/// The accesses a token stands for: those of the memory ops it comes from,
/// through joins, region results and loop-carried values. A memory op's own
/// predecessors need not be followed: they are ordered before it already.
/// What cannot be traced (a function argument, an unknown producer) may be
/// anything.
unsigned tokenAccesses(Value token, DenseSet<Value> &seen) {
  if (!token || !seen.insert(token).second)
    return None;
  auto yielded = [&](Region &region, unsigned index) {
    unsigned acc = None;
    for (Block &block : region)
      if (auto yield = dyn_cast<scf::YieldOp>(block.getTerminator()))
        acc |= tokenAccesses(yield.getOperand(index), seen);
    return acc;
  };
  if (auto arg = dyn_cast<BlockArgument>(token)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto loop = dyn_cast<scf::ForOp>(owner); loop && arg.getArgNumber() > 0) {
      unsigned i = arg.getArgNumber() - 1;
      return tokenAccesses(loop.getInitArgs()[i], seen) | yielded(loop.getRegion(), i);
    }
    if (auto loop = dyn_cast<scf::WhileOp>(owner)) {
      unsigned i = arg.getArgNumber();
      if (arg.getOwner() == loop.getBeforeBody())
        return tokenAccesses(loop.getInits()[i], seen) | yielded(loop.getAfter(), i);
      return tokenAccesses(loop.getConditionOp().getArgs()[i], seen);
    }
    return Any;
  }
  Operation *def = token.getDefiningOp();
  unsigned index = cast<OpResult>(token).getResultNumber();
  if (unsigned acc = accessOf(def))
    return acc;
  if (isa<aa::CreateMemTokenOp>(def))
    return None;
  if (auto join = dyn_cast<aa::JoinMemTokenOp>(def)) {
    unsigned acc = None;
    for (Value t : join->getOperands())
      acc |= tokenAccesses(t, seen);
    return acc;
  }
  if (auto branch = dyn_cast<scf::IfOp>(def))
    return yielded(branch.getThenRegion(), index) | yielded(branch.getElseRegion(), index);
  if (auto loop = dyn_cast<scf::ForOp>(def))
    return tokenAccesses(loop.getInitArgs()[index], seen) | yielded(loop.getRegion(), index);
  if (auto loop = dyn_cast<scf::WhileOp>(def))
    return tokenAccesses(loop.getConditionOp().getArgs()[index], seen);
  return Any;
}

void barrierAt(OpBuilder &b, Location loc) {
  // Two barriers in a row order nothing more than one.
  Block *block = b.getInsertionBlock();
  auto point = b.getInsertionPoint();
  if (point != block->begin() && isa<NVVM::Barrier0Op>(*std::prev(point)))
    return;
  if (point != block->end() && isa<NVVM::Barrier0Op>(*point))
    return;
  NVVM::Barrier0Op::create(b, loc);
}

} // namespace

void mlir::nv_tileaa::to_nvvm::insertCtaBarriers(mlir::ModuleOp module) {
  SmallVector<Operation *> accesses;
  module.walk([&](Operation *op) {
    if (accessOf(op))
      accesses.push_back(op);
  });
  OpBuilder b(module.getContext());
  for (Operation *op : accesses) {
    unsigned access = accessOf(op);
    DenseSet<Value> seen;
    unsigned before = tokenAccesses(tokenOf(op), seen);
    aa::MemSemantic semantic = semanticOf(op);
    bool conflict = ((access & Write) && before) || ((access & Read) && (before & Write));
    bool release = (access & Write) && (semantic == aa::MemSemantic::release || semantic == aa::MemSemantic::acq_rel);
    bool acquire = semantic == aa::MemSemantic::acquire || semantic == aa::MemSemantic::acq_rel;
    if (conflict || release) {
      b.setInsertionPoint(op);
      barrierAt(b, op->getLoc());
    }
    if (acquire) {
      b.setInsertionPointAfter(op);
      barrierAt(b, op->getLoc());
    }
  }
}
