//===- TensorMemory.cpp - a kernel's tensor memory for tcgen05 dots -------===//
#include "TensorMemory.h"
#include "MemoryAccess.h"
#include "SharedMemory.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;

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

constexpr int64_t kWaitSuspendNanos = 0x989680;

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
