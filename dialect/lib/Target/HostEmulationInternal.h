//===- HostEmulationInternal.h - shared by the host emulation's files -*- C++ -*-===//
//
// What HostEmulation.cpp (the launch, the per-thread state, the module's
// rewriting, the warp-level instructions) shares with the files emulating
// further instruction families: HostEmulationAsyncCopy.cpp (sm_90's
// mbarriers, TMA tile loads and stores, and tensor maps) and
// HostEmulationCluster.cpp (thread block clusters: their special registers,
// barrier.cluster, mapa) and HostEmulationTcgen05.cpp (sm_100's tensor
// memory and tcgen05 instructions). Not installed: the emulation's interface is
// cuda-tile/Target/HostEmulation.h.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_TARGET_HOSTEMULATIONINTERNAL_H
#define CUDA_TILE_TARGET_HOSTEMULATIONINTERNAL_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include <array>
#include <atomic>
#include <condition_variable>
#include <csetjmp>
#include <cstdint>
#include <deque>
#include <functional>
#include <chrono>
#include <map>
#include <optional>
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

/// barrier.cluster.arrive / barrier.cluster.wait (PTX ISA, "barrier.cluster"):
/// a thread's wait returns once every non-exited thread of the cluster has
/// arrived in the barrier's current phase, which then starts the next one.
/// An arrival that did not wait since is an error, as is a wait without an
/// arrival (both undefined in the ISA).
class ClusterBarrier {
public:
  explicit ClusterBarrier(unsigned threads) : threads(threads), arrivedIn(threads, -1) {}
  /// Empty, or why thread `t`'s arrival is invalid.
  std::string arrive(unsigned t) {
    std::lock_guard<std::mutex> lock(mutex);
    if (arrivedIn[t] >= 0)
      return "barrier.cluster.arrive: the thread arrives again before its barrier.cluster.wait (undefined)";
    arrivedIn[t] = int64_t(generation);
    ++arrived;
    ++progress;
    completeIfDone();
    return "";
  }
  /// Waits for thread `t`'s phase to complete; empty, or why it cannot.
  /// `trapped` ends the wait when the launch failed elsewhere.
  template <typename Trapped> std::string wait(unsigned t, Trapped trapped) {
    std::unique_lock<std::mutex> lock(mutex);
    if (arrivedIn[t] < 0)
      return "barrier.cluster.wait: the thread waits without a barrier.cluster.arrive before it (undefined)";
    uint64_t phase = uint64_t(arrivedIn[t]);
    // A thread whose phase completed before its wait does not wait.
    bool blocked = generation == phase;
    if (blocked)
      ++waiters;
    uint64_t seen = progress;
    auto since = std::chrono::steady_clock::now();
    std::string why;
    while (generation == phase && !trapped()) {
      all.wait_for(lock, std::chrono::milliseconds(5));
      auto now = std::chrono::steady_clock::now();
      if (progress != seen) {
        seen = progress;
        since = now;
      } else if (now - since > std::chrono::seconds(10)) {
        why = "barrier.cluster.wait: deadlock: " + std::to_string(threads - exited - arrived) +
              " threads of the cluster have not arrived, and none arrived or exited for 10 s";
        break;
      }
    }
    // A completed phase released its waiters already (completeIfDone).
    if (blocked && generation == phase)
      --waiters;
    arrivedIn[t] = -1;
    return why;
  }
  void threadExited() {
    std::lock_guard<std::mutex> lock(mutex);
    ++exited;
    ++progress;
    completeIfDone();
  }
  /// Threads waiting now for a phase that has not completed (those the
  /// last arrival released are not).
  unsigned waiting() {
    std::lock_guard<std::mutex> lock(mutex);
    return waiters;
  }

private:
  void completeIfDone() {
    if (arrived == 0 || arrived + exited < threads)
      return;
    arrived = 0;
    waiters = 0;
    ++generation;
    all.notify_all();
  }
  std::mutex mutex;
  std::condition_variable all;
  unsigned threads, exited = 0, arrived = 0, waiters = 0;
  uint64_t generation = 0, progress = 0;
  std::vector<int64_t> arrivedIn; // by thread: the phase it arrived in, or -1
};

/// The CTA's tensor memory and its allocation (HostEmulationTcgen05.cpp).
struct TensorMemory;

/// The CTAs of one thread block cluster, which run at once (one CTA, a
/// cluster of 1, outside clusters): their shared memories and CTA barriers
/// by rank (%cluster_ctarank: x fastest), and the cluster's barrier.
struct Cluster {
  Cluster(std::array<uint32_t, 3> dims, std::array<uint32_t, 3> id, unsigned threads)
      : dims(dims), id(id), barrier(threads * dims[0] * dims[1] * dims[2]),
        exitedIn(new std::atomic<uint32_t>[dims[0] * dims[1] * dims[2]]()),
        tensorMemories(new std::atomic<TensorMemory *>[dims[0] * dims[1] * dims[2]]()) {}
  uint32_t size() const { return dims[0] * dims[1] * dims[2]; }
  std::array<uint32_t, 3> dims; // CTAs per cluster
  std::array<uint32_t, 3> id;   // the cluster's place in the grid of clusters
  std::vector<uint8_t *> arenas;
  std::vector<CtaBarrier *> barriers;
  ClusterBarrier barrier;
  /// Threads of each CTA that have exited: a CTA whose threads all have is
  /// gone, and its shared memory with it.
  std::unique_ptr<std::atomic<uint32_t>[]> exitedIn;
  /// Each CTA's tensor memory by rank, recorded by its first tcgen05
  /// allocation instruction or mma, so that its CTA pair (.cta_group::2)
  /// finds it.
  std::unique_ptr<std::atomic<TensorMemory *>[]> tensorMemories;
};

/// What the threads of one launch share: vprintf's output, and whether a
/// thread trapped (`__assertfail`, `trap`) and why.
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
  enum class Op : uint64_t { Shfl = 1, Ldmatrix, Mma, WarpSync, TensorMapCopy, TensorMemory };
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

/// The shared-memory elements a tensor-core instruction read: offset, size
/// and the bits read, checked unchanged when it completes.
using SharedReads = std::vector<std::array<uint32_t, 3>>;

/// Reads a tensor-core operand from the CTA's shared memory as element
/// values into `into`, A as M x K and B as K x N, row-major: `offsetOf`
/// gives element (mn, k)'s byte offset under the operand's descriptor (or
/// fails saying why), `value` decodes its `bytes` raw bits; each element
/// read is appended to `reads`. False (with `why`) on an offset the
/// descriptor cannot give or one outside the CTA's shared memory.
bool readSharedOperand(llvm::function_ref<std::optional<uint64_t>(unsigned, unsigned, std::string &)> offsetOf,
                       unsigned bytes, unsigned mnExtent, unsigned k, bool isA,
                       llvm::function_ref<double(uint32_t)> value, SharedReads &reads, std::vector<double> &into,
                       std::string &why);

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
  /// The shared-memory elements each wgmma read, by commit group: not yet
  /// committed, then committed and not yet waited for.
  SharedReads uncommitted;
  std::deque<SharedReads> groups;
};

/// One copy of cp.async, performed when its group completes.
struct AsyncCopy {
  uint8_t *dst;
  const uint8_t *src;
  uint32_t size, srcSize;
};

/// The mbarriers of a cluster's CTAs and the bulk copies in flight on them
/// (HostEmulationAsyncCopy.cpp).
struct ClusterMBarriers;

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
  ClusterMBarriers *mbarriers;
  // %smid: the emulated SM running the CTA, of %nsmid.
  uint32_t smid, nsmid;
  // The CTA's cluster and its rank there.
  Cluster *cluster;
  uint32_t rank;
  // cp.async: copies not yet committed, and the committed groups, oldest first.
  std::vector<AsyncCopy> uncommitted = {};
  std::deque<std::vector<AsyncCopy>> groups = {};
  // TMA stores, made on the first one.
  std::shared_ptr<BulkGroups> bulk = {};
  // Where a trapping thread stops: the end of its run.
  std::jmp_buf *stop = nullptr;
  // The CTA's tensor memory.
  TensorMemory *tmem = nullptr;
};

extern thread_local ThreadState *current;

/// Marks the launch failed with `why` (the first report wins), naming the
/// thread; the thread goes on.
void trapWith(const std::string &why);

/// Whether a thread of the launch trapped (a waiting thread gives up then).
bool launchTrapped();

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

/// A cluster's mbarrier state, made when it starts.
std::shared_ptr<ClusterMBarriers> newClusterMBarriers();

/// The running thread has returned from the kernel: waits that only it
/// could end are deadlocks.
void mbarrierThreadExited();

// HostEmulationCluster.cpp.

/// Rewrites a cluster op (barrier.cluster, mapa, fence.mbarrier_init) into
/// calls of its host functions. Returns failure with `error` for a form it
/// does not model, and false when `op` is none of them. The cluster's
/// special registers are calls by their names (see addClusterSymbols).
FailureOr<bool> rewriteCluster(OpBuilder &b, ModuleOp module, Operation *op, std::string &error);

/// The host functions of the cluster ops and registers, by name.
void addClusterSymbols(std::vector<std::pair<std::string, void *>> &symbols);

/// Where the `bytes` bytes at host address `address` lie in the running
/// thread's cluster: the rank of the CTA whose shared memory holds them all
/// and their offset there; empty if no CTA's does.
std::optional<std::pair<uint32_t, uint64_t>> clusterShared(uint64_t address, uint64_t bytes);

/// The running thread has returned from the kernel: a TMA store whose
/// reads of shared memory it did not wait for fails the launch (the CTA's
/// shared memory may be gone before TMA reads it).
void bulkStoresThreadExited();

/// tensormap.cp_fenceproxy's warp meeting (WarpOp::TensorMapCopy) complete.
void computeTensorMapCopy(WarpExchange &w, uint32_t lanes);

/// An arrive-on the mbarrier at `address` (in the CTA's shared memory) by
/// an asynchronous operation, which lands when a wait or arrival on the
/// barrier next needs it (the latest the ISA allows), running `landed`
/// first; `op` names the instruction in traps.
void mbarrierArriveLater(const std::string &op, uint64_t address, std::function<void()> landed);

/// Rewrites an mbarrier, TMA, tensor-map or %smid op, or the inline PTX of
/// Utils/TensorMapPtx.h, into calls of its host functions. Returns failure
/// with `error` for a form it does not model, and false when `op` is none
/// of them.
FailureOr<bool> rewriteAsyncCopy(OpBuilder &b, ModuleOp module, Operation *op, std::string &error);

/// The host functions the rewritten ops call, by name.
void addAsyncCopySymbols(std::vector<std::pair<std::string, void *>> &symbols);

// HostEmulationTcgen05.cpp.

/// A CTA's tensor memory, empty until its first tcgen05.alloc.
std::shared_ptr<TensorMemory> newTensorMemory(unsigned threads);

/// The running thread has returned from the kernel: the CTA's last thread
/// must leave no tensor memory allocated.
void tensorMemoryThreadExited();

/// The warp meeting of tcgen05.alloc or tcgen05.dealloc
/// (WarpOp::TensorMemory) complete.
void computeTensorMemoryWarp(WarpExchange &w, uint32_t lanes);

/// Rewrites a tcgen05 op into calls of its host functions. Returns failure
/// with `error` for a form it does not model, and false when `op` is none
/// of them.
FailureOr<bool> rewriteTcgen05(OpBuilder &b, ModuleOp module, Operation *op, std::string &error);

/// The host functions of the tcgen05 ops, by name.
void addTcgen05Symbols(std::vector<std::pair<std::string, void *>> &symbols);

} // namespace mlir::cuda_tile::emulation

#endif
