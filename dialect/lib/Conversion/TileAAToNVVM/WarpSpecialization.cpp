//===- WarpSpecialization.cpp - producer warps beside the kernel's own ----===//
//
// nv_tileaa.warp_specialize: the CTA grows by a producer warpgroup placed
// after the kernel's warps (whose thread numbers, and so every layout,
// stay as they were). The producers run the op's region and exit; inside
// it `threadId` counts from the first producer thread, so the TMA patterns'
// "thread 0" and "warp 0" are the producers' own. The consumers run the
// rest of the kernel; once no producer can reach a barrier any more, every
// CTA barrier after the op becomes named barrier 1 of the consumer threads
// alone (a barrier the exited producers would have to reach deadlocks).
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"
#include "SharedMemory.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// On the scf.if whose region the producer warps run: the number of the
/// first producer thread (threadId counts from it inside).
constexpr llvm::StringLiteral kProducerThreadsFrom = "nv_tileaa.producer_threads_from";

struct WarpSpecializeLowering : TilePattern<aa::WarpSpecializeOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::WarpSpecializeOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t consumers = int64_t(op.getConsumerWarps()) * 32;
    Value tid = NVVM::ThreadIdXOp::create(rewriter, loc, rewriter.getI32Type());
    Value isProducer = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::uge, tid, i32Const(rewriter, loc, consumers));
    auto producer = scf::IfOp::create(rewriter, loc, isProducer, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(producer.thenBlock());
    if (std::optional<uint32_t> regs = op.getProducerRegisters())
      NVVM::SetMaxRegisterOp::create(rewriter, loc, *regs, NVVM::SetMaxRegisterAction::decrease);
    // One warp does the producers' work; the others only gave their
    // registers back.
    Value firstWarp =
        LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ult, tid, i32Const(rewriter, loc, consumers + 32));
    auto work = scf::IfOp::create(rewriter, loc, firstWarp, /*withElseRegion=*/false);
    work->setAttr(kProducerThreadsFrom, rewriter.getI32IntegerAttr(consumers));
    Block &body = op.getBody().front();
    rewriter.eraseOp(body.getTerminator());
    rewriter.inlineBlockBefore(&body, work.thenBlock()->getTerminator());
    NVVM::Exit::create(rewriter, loc);
    rewriter.setInsertionPointAfter(producer);
    if (std::optional<uint32_t> regs = op.getConsumerRegisters())
      NVVM::SetMaxRegisterOp::create(rewriter, loc, *regs, NVVM::SetMaxRegisterAction::increase);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

bool mlir::nv_tileaa::to_nvvm::inProducerWarps(OpBuilder &b) {
  for (Operation *op = b.getInsertionBlock() ? b.getInsertionBlock()->getParentOp() : nullptr; op;
       op = op->getParentOp())
    if (op->hasAttr(kProducerThreadsFrom))
      return true;
  return false;
}

Value mlir::nv_tileaa::to_nvvm::threadId(OpBuilder &b, Location loc) {
  Value tid = NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
  for (Operation *op = b.getInsertionBlock() ? b.getInsertionBlock()->getParentOp() : nullptr; op;
       op = op->getParentOp())
    if (auto from = op->getAttrOfType<IntegerAttr>(kProducerThreadsFrom))
      return LLVM::SubOp::create(b, loc, tid, i32Const(b, loc, from.getInt()));
  return tid;
}

LogicalResult mlir::nv_tileaa::to_nvvm::checkWarpSpecialization(mlir::ModuleOp module, unsigned numThreads) {
  WalkResult walk = module.walk([&](aa::WarpSpecializeOp op) {
    if (op.getConsumerWarps() * 32 == numThreads)
      return WalkResult::advance();
    op.emitOpError("specializes a kernel of ")
        << op.getConsumerWarps() << " warps, but convert-tileaa-to-nvvm lowers for " << numThreads / 32;
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

LogicalResult mlir::nv_tileaa::to_nvvm::finishWarpSpecialization(mlir::ModuleOp module) {
  SmallVector<scf::IfOp> producers;
  module.walk([&](scf::IfOp op) {
    if (op->hasAttr(kProducerThreadsFrom))
      producers.push_back(op);
  });
  for (scf::IfOp work : producers) {
    auto from = work->getAttrOfType<IntegerAttr>(kProducerThreadsFrom).getInt();
    work->removeAttr(kProducerThreadsFrom);
    auto split = work->getParentOfType<scf::IfOp>();
    auto func = work->getParentOfType<LLVM::LLVMFuncOp>();
    func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(),
                  Builder(func).getDenseI32ArrayAttr({int32_t(from + 128), 1, 1}));
    SmallVector<NVVM::Barrier0Op> after;
    WalkResult walk = func.walk([&](NVVM::Barrier0Op barrier) {
      if (split->isAncestor(barrier)) {
        barrier.emitOpError("in the region of producer warps, which meet no CTA barrier");
        return WalkResult::interrupt();
      }
      if (!(barrier->getBlock() == split->getBlock() && barrier->isBeforeInBlock(split)))
        after.push_back(barrier);
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    for (NVVM::Barrier0Op barrier : after) {
      OpBuilder b(barrier);
      NVVM::BarrierOp::create(b, barrier.getLoc(), TypeRange(), i32Const(b, barrier.getLoc(), 1),
                              i32Const(b, barrier.getLoc(), from), NVVM::BarrierReductionAttr(), Value());
      barrier.erase();
    }
  }
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateWarpSpecializationPatterns(TileTypeConverter &converter,
                                                                 RewritePatternSet &patterns) {
  patterns.add<WarpSpecializeLowering>(converter, patterns.getContext());
}
