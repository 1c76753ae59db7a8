//===- HostEmulationInternal.h - shared by the host emulation's files -*- C++ -*-===//
//
// What HostEmulation.cpp (the launch, the per-thread state, the module's
// rewriting, the warp-level instructions) shares with the files emulating
// further instruction families: HostEmulationAsyncCopy.cpp (sm_90's
// mbarriers, TMA tile loads and stores, and tensor maps). Not installed: the emulation's
// interface is cuda-tile/Target/HostEmulation.h.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_TARGET_HOSTEMULATIONINTERNAL_H
#define CUDA_TILE_TARGET_HOSTEMULATIONINTERNAL_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include <array>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace mlir::cuda_tile::emulation {

/// The CTA's 16 barriers (PTX `barrier.sync a{, b}`; `bar.sync 0` is
/// barrier 0 of every thread): barrier `id` completes, and is ready for
/// reuse, once `count` threads have arrived. One that needs threads that
/// have exited can never complete: the wait ends with the reason instead of
/// hanging.
class CtaBarrier {
public:
  explicit CtaBarrier(unsigned threads) : threads(threads) {}
  /// Empty once barrier `id` completed; else why it never can.
  std::string arriveAndWait(unsigned id, unsigned count) {
    std::unique_lock<std::mutex> lock(mutex);
    Named &b = named[id];
    if (b.arrived && b.count != count)
      return "threads arrive at barrier " + std::to_string(id) + " expecting " + std::to_string(b.count) + " and " +
             std::to_string(count) + " threads (undefined)";
    b.count = count;
    unsigned generation = b.generation;
    if (++b.arrived == count) {
      b.arrived = 0;
      ++b.generation;
      all.notify_all();
      return "";
    }
    all.wait(lock, [&] { return generation != b.generation || exited + count > threads; });
    if (generation != b.generation)
      return "";
    --b.arrived;
    return "barrier " + std::to_string(id) + " waits for " + std::to_string(count) + " threads, but " +
           std::to_string(exited) + " of the CTA's " + std::to_string(threads) +
           " have exited: it can never complete (a deadlock on a GPU)";
  }
  void threadExited() {
    std::lock_guard<std::mutex> lock(mutex);
    ++exited;
    all.notify_all();
  }
  /// Threads waiting at any barrier now (those the last arrival released
  /// are not).
  unsigned waiting() {
    std::lock_guard<std::mutex> lock(mutex);
    unsigned n = 0;
    for (const Named &b : named)
      n += b.arrived;
    return n;
  }

private:
  struct Named {
    unsigned count = 0, arrived = 0, generation = 0;
  };
  std::mutex mutex;
  std::condition_variable all;
  unsigned threads, exited = 0;
  std::array<Named, 16> named{};
};

/// What the threads of one launch share: vprintf's output, and whether a
/// thread trapped (`__assertfail`) and why.
struct Launch {
  std::mutex mutex;
  std::string output;
  bool trapped = false;
  std::string trap;
  uint32_t storeDelayMicros = 0;
};

/// The meeting point of one warp's lanes for the warp-wide instructions
/// (shfl.sync, ldmatrix, mma.sync, bar.warp.sync,
/// tensormap.cp_fenceproxy): each lane leaves its operands and the place for
/// its results, and the lane that completes the set computes every lane's
/// result while the others wait. Lanes meet by the member mask they name, so
/// disjoint masks of one warp meet separately; a lane that has exited no
/// longer counts (PTX: "all non-exited threads"). Each warp has its own, so
/// warps never wait for each other.
struct WarpExchange {
  enum class Op : uint64_t { Shfl = 1, Ldmatrix, Mma, WarpSync, TensorMapCopy };
  struct Lane {
    Op op;
    unsigned params; // leading slots of `in` that every lane must agree on
    const uint64_t *in;
    uint64_t *out;
  };
  struct Meeting {
    uint32_t arrived = 0;
    uint64_t generation = 0;
  };
  std::mutex mutex;
  std::condition_variable done;
  uint32_t present = 0; // lanes the CTA has (the last warp may be partial)
  uint32_t exited = 0;
  std::map<uint32_t, Meeting> meetings; // by member mask
  std::array<Lane, 32> lanes{};
};

using WarpOp = WarpExchange::Op;
constexpr uint32_t kFullWarp = 0xffffffffu;

/// The meeting point of one warpgroup's 128 threads (warps 4g..4g+3) for
/// wgmma.mma_async: as WarpExchange, for all 128 (the instruction is
/// .sync.aligned over the warpgroup).
struct WarpgroupExchange {
  std::mutex mutex;
  std::condition_variable done;
  uint32_t arrived = 0;
  uint64_t generation = 0;
  std::array<const uint64_t *, 128> in{};
  std::array<uint64_t *, 128> out{};
  /// The shared-memory elements each wgmma read (offset, size, bits), by
  /// commit group: not yet committed, then committed and not yet waited for.
  using Reads = std::vector<std::array<uint32_t, 3>>;
  Reads uncommitted;
  std::deque<Reads> groups;
};

/// One copy of cp.async, performed when its group completes.
struct AsyncCopy {
  uint8_t *dst;
  const uint8_t *src;
  uint32_t size, srcSize;
};

/// A CTA's mbarriers and the bulk copies in flight on them
/// (HostEmulationAsyncCopy.cpp).
struct CtaMBarriers;

/// A thread's TMA stores and their bulk async-groups
/// (HostEmulationAsyncCopy.cpp).
struct BulkGroups;

/// What a host thread standing for a GPU thread reads.
struct ThreadState {
  uint32_t tid, ntid;
  std::array<uint32_t, 3> ctaid, nctaid;
  CtaBarrier *barrier;
  Launch *launch;
  uint8_t *shared;
  uint64_t sharedBytes;
  std::vector<std::unique_ptr<WarpExchange>> *warps;
  std::vector<std::unique_ptr<WarpgroupExchange>> *warpgroups;
  CtaMBarriers *mbarriers;
  // %smid: the host slot running the CTA, of %nsmid.
  uint32_t smid, nsmid;
  // cp.async: copies not yet committed, and the committed groups, oldest first.
  std::vector<AsyncCopy> uncommitted = {};
  std::deque<std::vector<AsyncCopy>> groups = {};
  // TMA stores, made on the first one.
  std::shared_ptr<BulkGroups> bulk = {};
};

extern thread_local ThreadState *current;

/// Marks the launch failed with `why` (the first report wins), naming the
/// thread; the thread goes on.
void trapWith(const std::string &why);

/// The running lane takes part in the warp-wide `op` of the lanes in `mask`
/// and returns when it completed, its results in `out`.
void meet(WarpOp op, unsigned params, uint32_t mask, const uint64_t *in, uint64_t *out, const char *name);

/// The declaration of host function `name` of `type` in `module`, made on
/// first use.
LLVM::LLVMFuncOp hostFunction(OpBuilder &b, ModuleOp module, llvm::StringRef name, LLVM::LLVMFunctionType type);

/// Replaces `op` by a call of `void name(ptr in, ptr out)`: the constants
/// `params`, then `operands`, each at the start of an 8-byte slot of `in`;
/// op's result (each field of a struct, or the one value) loaded from the
/// slots of `out`, which has at least `outSlots`. So host functions take and
/// give vectors, structs and predicates without relying on the C ABI.
void replaceWithPackedCall(OpBuilder &b, ModuleOp module, Operation *op, llvm::StringRef name,
                           llvm::ArrayRef<int64_t> params, ValueRange operands, size_t outSlots = 0);

/// A call of the host function `name` (declared on first use) before `op`.
void callBefore(OpBuilder &b, ModuleOp module, Operation *op, llvm::StringRef name, ValueRange args);

// HostEmulationAsyncCopy.cpp.

/// A CTA's mbarrier state, made when it starts.
std::shared_ptr<CtaMBarriers> newCtaMBarriers();

/// The running thread has returned from the kernel: waits that only it
/// could end are deadlocks.
void mbarrierThreadExited();

/// The running thread has returned from the kernel: a TMA store whose
/// reads of shared memory it did not wait for fails the launch (the CTA's
/// shared memory may be gone before TMA reads it).
void bulkStoresThreadExited();

/// tensormap.cp_fenceproxy's warp meeting (WarpOp::TensorMapCopy) complete.
void computeTensorMapCopy(WarpExchange &w, uint32_t lanes);

/// Rewrites an mbarrier, TMA, tensor-map or %smid op, or the inline PTX of
/// Utils/TensorMapPtx.h, into calls of its host functions. Returns failure
/// with `error` for a form it does not model, and false when `op` is none
/// of them.
FailureOr<bool> rewriteAsyncCopy(OpBuilder &b, ModuleOp module, Operation *op, std::string &error);

/// The host functions the rewritten ops call, by name.
void addAsyncCopySymbols(std::vector<std::pair<std::string, void *>> &symbols);

} // namespace mlir::cuda_tile::emulation

#endif
