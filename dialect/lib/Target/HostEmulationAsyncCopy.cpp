//===- HostEmulationAsyncCopy.cpp - sm_90's bulk tensor copies on the host -===//
//
// The host emulation (cuda-tile/Target/HostEmulation.h) of Hopper's
// asynchronous tensor copies, each from the PTX ISA's semantics: mbarrier
// objects (init, inval, arrive.expect_tx, try_wait.parity; "Parallel
// Synchronization and Communication Instructions: mbarrier"; arrivals from
// other CTAs of the cluster through shared::cluster addresses), TMA tile
// loads and stores ("cp.async.bulk.tensor", the stores' bulk async-groups:
// "cp.async.bulk.commit_group", "cp.async.bulk.wait_group") from tensor maps the kernel builds itself
// ("tensormap.replace", "tensormap.cp_fenceproxy": the inline PTX of
// Utils/TensorMapPtx.h, whose constraints on the fields are the CUDA
// driver's cuTensorMapEncodeTiled's), multicast TMA loads (one copy landing
// in several CTAs of the cluster, completing on each one's mbarrier), the
// proxy fences (no-ops: host memory has one proxy), and %smid / %nsmid.
//
// Where the ISA leaves the timing open the emulation is adversarial: a TMA
// copy's destination reads as 0xff bytes from issue until a thread waiting
// on its mbarrier needs the copy (every arrival of the phase is in), when
// global memory is read and the bytes land; so a consumer that skips the
// wait, or waits on the wrong phase, sees garbage. A TMA store reads its
// source at the wait that retires it, which must find the bytes it was
// issued with; a thread may not exit before that wait. A wait that nothing can
// end any more (every other thread of the cluster waits or has exited, or
// none of the cluster's mbarriers changed for 10 s) fails the launch naming
// the barrier's state. Outside clusters a CTA is a cluster of one.
//
//===----------------------------------------------------------------------===//
#include "HostEmulationInternal.h"
#include "cuda-tile/Utils/TensorMapPtx.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <optional>

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::emulation;

namespace {

//===----------------------------------------------------------------------===//
// Tensor maps
//===----------------------------------------------------------------------===//

// The 128-byte tensor-map object is opaque on the GPU; the emulation's own
// layout (little-endian; a zeroed object has every field zero, which no
// valid map has: rank, box and global dimensions and element strides are
// at least 1):
//   0 global_address (8 bytes)
//   8 global_stride[0..3] (8 bytes each; [d] is dimension d + 1's, in bytes)
//  40 global_dim[0..4], 60 box_dim[0..4], 80 element_stride[0..4] (4 bytes each)
// 100 rank (1 byte, the rank itself: tensormap.replace's value plus one)
// 101 elemtype, 102 interleave_layout, 103 swizzle_mode, 104 fill_mode (1 byte each)
constexpr unsigned kMapBytes = 128;
enum class Field : int32_t { GlobalAddress, Rank, BoxDim, GlobalDim, GlobalStride, ElementStride, ElemType,
                             Interleave, Swizzle, Fill };

struct FieldForm {
  const char *name;
  Field field;
  bool wide;      // .b64 (else .b32)
  bool ordinal;   // takes a dimension ordinal
  bool immediate; // new_val is an immediate (else a register)
};

/// The fields of TensorMapPtx.h's templates.
constexpr FieldForm kFieldForms[] = {
    {"global_address", Field::GlobalAddress, true, false, false},
    {"rank", Field::Rank, false, false, true},
    {"box_dim", Field::BoxDim, false, true, false},
    {"global_dim", Field::GlobalDim, false, true, false},
    {"global_stride", Field::GlobalStride, true, true, false},
    {"element_stride", Field::ElementStride, false, true, false},
    {"elemtype", Field::ElemType, false, false, true},
    {"interleave_layout", Field::Interleave, false, false, true},
    {"swizzle_mode", Field::Swizzle, false, false, true},
    {"fill_mode", Field::Fill, false, false, true},
};

/// Where `field` (of dimension `ord`) lies in the object, and its bytes.
std::pair<unsigned, unsigned> fieldPlace(Field field, unsigned ord) {
  switch (field) {
  case Field::GlobalAddress:
    return {0, 8};
  case Field::GlobalStride:
    return {8 + 8 * ord, 8};
  case Field::GlobalDim:
    return {40 + 4 * ord, 4};
  case Field::BoxDim:
    return {60 + 4 * ord, 4};
  case Field::ElementStride:
    return {80 + 4 * ord, 4};
  case Field::Rank:
    return {100, 1};
  case Field::ElemType:
    return {101, 1};
  case Field::Interleave:
    return {102, 1};
  case Field::Swizzle:
    return {103, 1};
  case Field::Fill:
    return {104, 1};
  }
  return {0, 0};
}

/// A tensor map as TMA reads it.
struct TensorMap {
  uint64_t address;
  unsigned rank, elemBytes;
  unsigned swizzle; // span in bytes; 0: none
  std::array<uint64_t, 5> dim{};
  std::array<uint64_t, 5> stride{}; // bytes; stride[0] is the element's
  std::array<uint32_t, 5> box{};
};

uint64_t readField(const uint8_t *object, Field field, unsigned ord = 0) {
  auto [at, bytes] = fieldPlace(field, ord);
  uint64_t value = 0;
  std::memcpy(&value, object + at, bytes);
  return value;
}

/// The map in `object` as the CUDA driver's cuTensorMapEncodeTiled would
/// accept it, or empty with `why` (invalid, or what the emulation does not
/// model).
std::optional<TensorMap> decodeTensorMap(const uint8_t *object, std::string &why) {
  TensorMap map;
  map.rank = unsigned(readField(object, Field::Rank));
  if (map.rank == 0 || map.rank > 5) {
    why = map.rank ? "is invalid: rank " + std::to_string(map.rank) + " (at most 5)"
                   : "is invalid: its rank was never set (rank 0)";
    return std::nullopt;
  }
  unsigned elemType = unsigned(readField(object, Field::ElemType));
  using T = TensorMapElemType;
  switch (T(elemType)) {
  case T::U8:
    map.elemBytes = 1;
    break;
  case T::U16:
  case T::F16:
  case T::BF16:
    map.elemBytes = 2;
    break;
  case T::U32:
  case T::S32:
  case T::F32:
    map.elemBytes = 4;
    break;
  case T::U64:
  case T::S64:
  case T::F64:
    map.elemBytes = 8;
    break;
  default:
    // .f32.ftz and the .tf32 types may change the bits they copy; the
    // sub-byte types are packed: neither is a plain copy.
    why = "uses elemtype " + std::to_string(elemType) + ", which the emulation does not model";
    return std::nullopt;
  }
  if (unsigned interleave = unsigned(readField(object, Field::Interleave))) {
    why = "uses interleave_layout " + std::to_string(interleave) + ", which the emulation does not model";
    return std::nullopt;
  }
  unsigned swizzle = unsigned(readField(object, Field::Swizzle));
  if (swizzle > 3) {
    why = "uses swizzle_mode " + std::to_string(swizzle) + ", which the emulation does not model";
    return std::nullopt;
  }
  map.swizzle = swizzle ? 16u << swizzle : 0; // 1: 32 bytes, 2: 64, 3: 128
  if (unsigned fill = unsigned(readField(object, Field::Fill))) {
    why = "uses fill_mode " + std::to_string(fill) + " (NaN), which the emulation does not model";
    return std::nullopt;
  }
  map.address = readField(object, Field::GlobalAddress);
  if (map.address % 16) {
    why = "is invalid: global_address " + llvm::utohexstr(map.address, false) + " is not 16-byte aligned";
    return std::nullopt;
  }
  for (unsigned d = 0; d < map.rank; ++d) {
    std::string at = "[" + std::to_string(d) + "] ";
    map.box[d] = uint32_t(readField(object, Field::BoxDim, d));
    map.dim[d] = uint32_t(readField(object, Field::GlobalDim, d));
    uint64_t elementStride = uint32_t(readField(object, Field::ElementStride, d));
    if (map.box[d] == 0 || map.box[d] > 256) {
      why = "is invalid: box_dim" + at + std::to_string(map.box[d]) + " (must be 1 to 256)";
      return std::nullopt;
    }
    if (map.dim[d] == 0) {
      why = "is invalid: global_dim" + at + "0";
      return std::nullopt;
    }
    if (elementStride == 0 || elementStride > 8) {
      why = "is invalid: element_stride" + at + std::to_string(elementStride) + " (must be 1 to 8)";
      return std::nullopt;
    }
    if (elementStride != 1) {
      why = "uses element_stride" + at + std::to_string(elementStride) + ", which the emulation does not model";
      return std::nullopt;
    }
    if (d == 0) {
      map.stride[0] = map.elemBytes;
      continue;
    }
    map.stride[d] = readField(object, Field::GlobalStride, d - 1);
    if (map.stride[d] % 16 || map.stride[d] >= uint64_t(1) << 40) {
      why = "is invalid: global_stride[" + std::to_string(d - 1) + "] " + std::to_string(map.stride[d]) +
            " (must be a multiple of 16 below 2^40)";
      return std::nullopt;
    }
  }
  uint64_t inner = uint64_t(map.box[0]) * map.elemBytes;
  if (inner % 16) {
    why = "is invalid: the box's inner dimension is " + std::to_string(inner) + " bytes (must be a multiple of 16)";
    return std::nullopt;
  }
  if (map.swizzle && inner > map.swizzle) {
    why = "is invalid: the box's inner dimension is " + std::to_string(inner) + " bytes, more than the " +
          std::to_string(map.swizzle) + "-byte swizzle";
    return std::nullopt;
  }
  return map;
}

//===----------------------------------------------------------------------===//
// mbarriers and the copies in flight on them
//===----------------------------------------------------------------------===//

/// One cp.async.bulk.tensor, issued and not yet landed.
struct TileCopy {
  TensorMap map;
  std::array<int64_t, 5> coords;
  uint8_t *arena; // the shared memory of the CTA whose side it is
  uint64_t dst;   // offset there
  uint32_t bytes;
};

/// One TMA store (cp.async.bulk.tensor from shared to global memory) whose
/// reads are not yet known complete: the box it copies (`dst` is the
/// shared source here) and the source's bytes as they were at its issue.
struct TileStore {
  TileCopy copy;
  std::vector<uint8_t> issued;
};

/// An mbarrier object's state (PTX ISA, "Contents of the mbarrier object"):
/// current phase, expected and pending arrival counts, tx-count; here also
/// the copies whose complete-tx is still to come, and the arrive-ons of
/// asynchronous operations (tcgen05.commit) still to land.
struct MBarrier {
  uint32_t phase = 0, expected = 0, pending = 0;
  int64_t tx = 0;
  std::deque<TileCopy> inFlight;
  std::deque<std::function<void()>> late;
};

/// Arrival counts and tx-counts lie in [-(2^20 - 1), 2^20 - 1].
constexpr int64_t kCountLimit = (int64_t(1) << 20) - 1;

/// The 8 bytes mbarrier.init leaves in the object: the ISA allows nothing
/// but mbarrier instructions on an initialized object, so different bytes
/// there mean an ordinary store overwrote it.
constexpr uint64_t kMBarrierTag = 0x7265697272616272; // "rbarrier" in ASCII

/// How long a wait may see no change of the CTA's mbarriers while some
/// thread of the CTA still runs (a wait that must end looks for none this
/// long).
constexpr auto kNoProgressLimit = std::chrono::seconds(10);

} // namespace

/// The mbarriers of a cluster's CTAs by host address, the threads waiting
/// on them, how many threads have exited, and a count of the changes to
/// any of it; one mutex orders it all.
struct mlir::cuda_tile::emulation::ClusterMBarriers {
  std::mutex mutex;
  std::condition_variable changed;
  std::map<uint64_t, MBarrier> barriers;
  // thread (rank * threads per CTA + tid) -> barrier address, parity
  std::map<uint32_t, std::pair<uint64_t, uint32_t>> waiting;
  uint32_t exited = 0;
  uint64_t progress = 0;
};

/// A thread's TMA stores not yet committed to a bulk async-group, and its
/// committed groups, oldest first.
struct mlir::cuda_tile::emulation::BulkGroups {
  std::vector<TileStore> uncommitted;
  std::deque<std::vector<TileStore>> committed;
};

namespace {

/// The shared-memory offset of the `bytes` bytes at `address`, or empty where
/// they are not all in the CTA's shared memory.
std::optional<uint64_t> sharedOffset(uint64_t address, uint64_t bytes) {
  uint64_t base = reinterpret_cast<uintptr_t>(current->shared);
  if (address < base || address - base + bytes > current->sharedBytes)
    return std::nullopt;
  return address - base;
}

/// The running thread's number in its cluster.
uint32_t clusterThread() { return current->rank * current->ntid + current->tid; }

std::string describe(uint64_t address, const MBarrier &m) {
  auto [rank, offset] = *clusterShared(address, 8);
  std::string s = "the mbarrier at shared offset " + std::to_string(offset) +
                  (current->cluster->size() > 1 ? " of the cluster's CTA " + std::to_string(rank) : "") + " (phase " +
                  std::to_string(m.phase) +
                  ", " + std::to_string(m.pending) + " of " + std::to_string(m.expected) +
                  " arrivals pending, tx-count " + std::to_string(m.tx);
  if (!m.inFlight.empty())
    s += ", " + std::to_string(m.inFlight.size()) + " bulk copies in flight";
  if (!m.late.empty())
    s += ", " + std::to_string(m.late.size()) + " asynchronous arrive-ons (tcgen05.commit) to land";
  return s + ")";
}

/// The initialized mbarrier at `address` — in the CTA's own shared memory,
/// or with `anyCta` in that of any CTA of the cluster — or null after
/// trapping for `op`.
MBarrier *mbarrierAt(ClusterMBarriers &cluster, uint64_t address, const std::string &op, bool anyCta = false) {
  std::optional<std::pair<uint32_t, uint64_t>> at = clusterShared(address, 8);
  if (!at || at->second % 8 || (!anyCta && at->first != current->rank)) {
    trapWith(op + ": the mbarrier address is not an 8-byte aligned object in the " +
             (anyCta ? "shared memory of a CTA of the cluster" : "CTA's " + std::to_string(current->sharedBytes) +
                                                                    " bytes of shared memory"));
    return nullptr;
  }
  std::string where = "the mbarrier at shared offset " + std::to_string(at->second) +
                      (at->first != current->rank ? " of the cluster's CTA " + std::to_string(at->first) : "");
  if (current->cluster->exitedIn[at->first] == current->ntid) {
    trapWith(op + ": " + where + " is in a CTA whose threads have all exited (its shared memory is gone)");
    return nullptr;
  }
  auto it = cluster.barriers.find(address);
  if (it == cluster.barriers.end()) {
    trapWith(op + ": " + where + " is not initialized (no mbarrier.init, or an mbarrier.inval since; undefined)");
    return nullptr;
  }
  uint64_t tag;
  std::memcpy(&tag, reinterpret_cast<const void *>(address), 8);
  if (tag != kMBarrierTag) {
    trapWith(op + ": " + where + " was overwritten by an ordinary store after its mbarrier.init (undefined)");
    return nullptr;
  }
  return &it->second;
}

/// Where the byte at shared offset `at` of a box goes under a swizzle of
/// `span` bytes (0: none): its 16-byte chunk bits 4.. XORed with bits 7..
/// (3 bits for 128 bytes, 2 for 64, 1 for 32), the patterns the wgmma
/// operands it feeds are read with. The byte stays within its span.
uint64_t swizzled(uint64_t at, unsigned span) {
  uint64_t chunkMask = span ? span / 16 - 1 : 0;
  return at ^ (((at >> 7) & chunkMask) << 4);
}

/// The bytes of `copy` land: the box read from global memory now, elements
/// outside the tensor zeros, written densely from the destination (dimension
/// 0 fastest), swizzled.
void land(const TileCopy &copy) {
  const TensorMap &map = copy.map;
  uint64_t elements = copy.bytes / map.elemBytes;
  for (uint64_t n = 0; n < elements; ++n) {
    uint64_t rest = n, source = 0;
    bool inside = true;
    for (unsigned d = 0; d < map.rank; ++d) {
      int64_t x = copy.coords[d] + int64_t(rest % map.box[d]);
      rest /= map.box[d];
      inside &= x >= 0 && uint64_t(x) < map.dim[d];
      if (inside)
        source += uint64_t(x) * map.stride[d];
    }
    uint64_t at = swizzled(copy.dst + n * map.elemBytes, map.swizzle);
    if (inside)
      std::memcpy(copy.arena + at, reinterpret_cast<const uint8_t *>(map.address + source), map.elemBytes);
    else
      std::memset(copy.arena + at, 0, map.elemBytes);
  }
}

/// A TMA store reads and writes now, at the wait that retires its group
/// (the latest the ISA allows): its source must still hold the bytes it
/// was issued with, else the launch fails (a thread's write the copy was
/// issued before, or the source reused before the wait); then the box's
/// elements inside the tensor are written, those outside are not.
void retire(const TileStore &store) {
  const TileCopy &copy = store.copy;
  const TensorMap &map = copy.map;
  const uint8_t *now = copy.arena + copy.dst;
  if (std::memcmp(now, store.issued.data(), store.issued.size())) {
    size_t at = 0;
    while (now[at] == store.issued[at])
      ++at;
    trapWith("cp.async.bulk.tensor (TMA store): the shared memory it reads (offset " + std::to_string(copy.dst + at) +
             ") changed between its issue and the cp.async.bulk.wait_group that retires it (written after the copy "
             "was issued, or reused before the wait)");
    return;
  }
  uint64_t elements = copy.bytes / map.elemBytes;
  for (uint64_t n = 0; n < elements; ++n) {
    uint64_t rest = n, target = 0;
    bool inside = true;
    for (unsigned d = 0; d < map.rank; ++d) {
      int64_t x = copy.coords[d] + int64_t(rest % map.box[d]);
      rest /= map.box[d];
      inside &= x >= 0 && uint64_t(x) < map.dim[d];
      if (inside)
        target += uint64_t(x) * map.stride[d];
    }
    if (inside)
      std::memcpy(reinterpret_cast<uint8_t *>(map.address + target),
                  copy.arena + swizzled(copy.dst + n * map.elemBytes, map.swizzle), map.elemBytes);
  }
}

/// Completes the current phase once its arrivals and transactions are all
/// in: pending 0, tx-count 0 and no copy still to complete bytes on it.
void completeIfDone(ClusterMBarriers &cluster, MBarrier &m) {
  if (m.pending || m.tx || !m.inFlight.empty())
    return;
  ++m.phase;
  m.pending = m.expected;
  ++cluster.progress;
}

/// Where every arrival of the phase is in, the copies in flight land now
/// (the latest the ISA allows: the phase waits only for them), each doing
/// complete-tx of its bytes; then the phase completes if tx-count is 0.
void settle(ClusterMBarriers &cluster, MBarrier &m, uint64_t address) {
  // Asynchronous arrive-ons land first, one by one, while they still count
  // towards the phase current now (a later phase they would complete is
  // not the one looked at).
  while (!m.late.empty() && m.pending) {
    std::function<void()> landed = std::move(m.late.front());
    m.late.pop_front();
    landed();
    --m.pending;
    ++cluster.progress;
  }
  if (m.pending)
    return;
  while (!m.inFlight.empty()) {
    land(m.inFlight.front());
    m.tx -= m.inFlight.front().bytes;
    m.inFlight.pop_front();
    ++cluster.progress;
  }
  if (m.tx < -kCountLimit)
    trapWith("cp.async.bulk.tensor: complete-tx took the tx-count of " + describe(address, m) +
             " below -(2^20 - 1) (undefined)");
  completeIfDone(cluster, m);
}

/// Every thread of the cluster waits, at an mbarrier phase that only
/// another thread could complete, at bar.sync or at barrier.cluster, or has
/// exited: no wait can end.
bool deadlocked(ClusterMBarriers &cluster) {
  Cluster &ctas = *current->cluster;
  uint32_t stuck = cluster.exited + ctas.barrier.waiting();
  for (CtaBarrier *barrier : ctas.barriers)
    stuck += barrier->waiting();
  for (auto &[thread, wait] : cluster.waiting) {
    MBarrier &m = cluster.barriers.at(wait.first);
    if ((m.phase & 1) != wait.second)
      continue;
    settle(cluster, m, wait.first);
    stuck += (m.phase & 1) == wait.second;
  }
  return stuck >= current->ntid * ctas.size();
}

extern "C" {
static int32_t emuSmid() { return int32_t(current->smid); }
static int32_t emuNsmid() { return int32_t(current->nsmid); }

/// mbarrier.init: phase 0, expected and pending arrivals `count`, tx-count 0.
static void emuMBarrierInit(uint64_t address, int32_t count) {
  ClusterMBarriers &cluster = *current->mbarriers;
  std::lock_guard<std::mutex> lock(cluster.mutex);
  std::optional<uint64_t> offset = sharedOffset(address, 8);
  if (!offset || *offset % 8) {
    trapWith("mbarrier.init: the address is not an 8-byte aligned object in the CTA's " +
             std::to_string(current->sharedBytes) + " bytes of shared memory");
    return;
  }
  if (count < 1 || count > kCountLimit) {
    trapWith("mbarrier.init: count " + std::to_string(count) + " is outside [1, 2^20 - 1]");
    return;
  }
  MBarrier &m = cluster.barriers[address];
  if (!m.inFlight.empty() || !m.late.empty()) {
    trapWith("mbarrier.init: " + describe(address, m) + " is initialized again with bulk copies or asynchronous "
             "arrive-ons still in flight");
    return;
  }
  m = MBarrier{};
  m.expected = m.pending = uint32_t(count);
  ++cluster.progress;
  std::memcpy(current->shared + *offset, &kMBarrierTag, 8);
  cluster.changed.notify_all();
}

/// mbarrier.inval: the object is an mbarrier no more, its memory free for
/// other uses or another mbarrier.init.
static void emuMBarrierInval(uint64_t address) {
  ClusterMBarriers &cluster = *current->mbarriers;
  std::lock_guard<std::mutex> lock(cluster.mutex);
  std::string op = "mbarrier.inval";
  MBarrier *m = mbarrierAt(cluster, address, op);
  if (!m)
    return;
  for (auto &[thread, wait] : cluster.waiting)
    if (wait.first == address) {
      trapWith(op + ": " + describe(address, *m) + " is invalidated while thread " +
               std::to_string(thread % current->ntid) + " of the cluster's CTA " +
               std::to_string(thread / current->ntid) + " waits on it");
      return;
    }
  if (!m->inFlight.empty() || !m->late.empty()) {
    trapWith(op + ": " + describe(address, *m) + " is invalidated with bulk copies or asynchronous arrive-ons still "
             "in flight");
    return;
  }
  cluster.barriers.erase(address);
  ++cluster.progress;
  cluster.changed.notify_all();
}

/// mbarrier.arrive.expect_tx (release): expect-tx(txCount) — the tx-count
/// grows by it — then arrive-on: one pending arrival fewer, and the phase
/// completes if that leaves none pending and tx-count 0. Plain
/// mbarrier.arrive is the arrive-on alone (`op` names which); with
/// `anyCta` (a shared::cluster address) the barrier may be another CTA's
/// of the cluster.
static void arriveOn(const std::string &op, uint64_t address, int32_t txCount, bool anyCta = false) {
  ClusterMBarriers &cluster = *current->mbarriers;
  std::lock_guard<std::mutex> lock(cluster.mutex);
  MBarrier *m = mbarrierAt(cluster, address, op, anyCta);
  if (!m)
    return;
  // Copies may land at any time: before an arrival that would otherwise
  // find the phase's arrivals all in, they might have completed it.
  settle(cluster, *m, address);
  if (txCount < 0 || txCount > kCountLimit) {
    trapWith(op + ": tx count " + std::to_string(uint32_t(txCount)) + " is outside [0, 2^20 - 1]");
    return;
  }
  if (m->pending == 0) {
    trapWith(op + ": an arrival on " + describe(address, *m) +
             ", whose arrivals are all in: more arrivals than its count (undefined)");
    return;
  }
  m->tx += txCount;
  if (m->tx > kCountLimit) {
    trapWith(op + ": expect-tx took the tx-count of " + describe(address, *m) + " above 2^20 - 1 (undefined)");
    return;
  }
  --m->pending;
  ++cluster.progress;
  completeIfDone(cluster, *m);
  cluster.changed.notify_all();
}

static void emuMBarrierArriveExpectTx(uint64_t address, int32_t txCount) {
  arriveOn("mbarrier.arrive.expect_tx", address, txCount);
}

static void emuMBarrierArrive(uint64_t address) { arriveOn("mbarrier.arrive", address, 0); }

/// mbarrier.arrive.shared::cluster (release at CTA or cluster scope): an
/// arrival on the mbarrier of any CTA of the cluster (an address mapa made).
static void emuMBarrierArriveCluster(uint64_t address) {
  arriveOn("mbarrier.arrive.shared::cluster", address, 0, /*anyCta=*/true);
}

/// The NVVM op mbarrier.try_wait.parity loops on the instruction until it
/// succeeds: it returns once the phase of parity `parity` — the current
/// phase or the one just before it — has completed, i.e. once the current
/// phase's parity differs.
static void emuMBarrierTryWaitParity(uint64_t address, int32_t parity, int32_t) {
  ClusterMBarriers &cluster = *current->mbarriers;
  std::unique_lock<std::mutex> lock(cluster.mutex);
  std::string op = "mbarrier.try_wait.parity";
  MBarrier *m = mbarrierAt(cluster, address, op);
  if (!m)
    return;
  if (parity != 0 && parity != 1) {
    trapWith(op + ": phase parity " + std::to_string(parity) + " (must be 0 or 1)");
    return;
  }
  cluster.waiting[clusterThread()] = {address, uint32_t(parity)};
  uint64_t seen = cluster.progress;
  auto since = std::chrono::steady_clock::now();
  const char *whole = current->cluster->size() > 1 ? "cluster" : "CTA";
  for (;;) {
    // Copies land only for a wait that needs them: one for the phase
    // before the current one returns without.
    if ((m->phase & 1) != uint32_t(parity))
      break;
    uint64_t before = cluster.progress;
    settle(cluster, *m, address);
    if (cluster.progress != before)
      cluster.changed.notify_all();
    if ((m->phase & 1) != uint32_t(parity) || launchTrapped())
      break;
    auto waits = [&] {
      return op + ": deadlock: thread " + std::to_string(current->tid) + " waits for the phase of parity " +
             std::to_string(parity) + " of " + describe(address, *m);
    };
    if (deadlocked(cluster)) {
      trapWith(waits() + ", and every thread of the " + whole +
               (current->cluster->size() > 1 ? " waits (at an mbarrier, bar.sync or barrier.cluster) or has exited"
                                             : " waits (at an mbarrier or bar.sync) or has exited"));
      break;
    }
    auto now = std::chrono::steady_clock::now();
    if (cluster.progress != seen) {
      seen = cluster.progress;
      since = now;
    } else if (now - since > kNoProgressLimit) {
      trapWith(waits() + ", while no mbarrier of the " + whole + " changed for 10 s");
      break;
    }
    cluster.changed.wait_for(lock, std::chrono::milliseconds(5));
  }
  cluster.waiting.erase(clusterThread());
}

/// The box a TMA copy of `rank` dimensions moves through the tensor map at
/// global address `mapAddress`, at `shared` (the copy's shared side, called
/// `side` in the traps) with its coordinates at `coords`; traps and returns
/// nothing where the map, its rank or the shared address is invalid. The
/// swizzled span the box covers is `extent` bytes. With `anyCta` (a
/// shared::cluster address) the shared side may be another CTA's of the
/// cluster.
static std::optional<TileCopy> openTileCopy(const std::string &op, unsigned rank, uint64_t mapAddress,
                                            uint64_t shared, const uint64_t *coords, const char *side,
                                            uint64_t &extent, bool anyCta = false) {
  if (mapAddress % 64) {
    trapWith(op + ": the tensor map's address " + llvm::utohexstr(mapAddress, false) + " is not 64-byte aligned");
    return std::nullopt;
  }
  uint8_t object[kMapBytes];
  std::memcpy(object, reinterpret_cast<const void *>(mapAddress), kMapBytes);
  std::string why;
  std::optional<TensorMap> map = decodeTensorMap(object, why);
  if (!map) {
    trapWith(op + ": the tensor map at global address " + llvm::utohexstr(mapAddress, false) + " " + why);
    return std::nullopt;
  }
  if (map->rank != rank) {
    trapWith(op + ": a " + std::to_string(rank) + "d copy through a tensor map of rank " + std::to_string(map->rank));
    return std::nullopt;
  }
  uint64_t bytes = map->elemBytes;
  for (unsigned d = 0; d < rank; ++d)
    bytes *= map->box[d];
  // Swizzled, a box ending inside a span covers all of it.
  uint64_t span = std::max(map->swizzle, 1u);
  extent = (bytes + span - 1) / span * span;
  std::optional<std::pair<uint32_t, uint64_t>> at = clusterShared(shared, extent);
  if (!at || (!anyCta && at->first != current->rank)) {
    trapWith(op + ": the box's " + std::to_string(bytes) + " bytes at the " + side + " are not all in the " +
             (anyCta ? "shared memory of a CTA of the cluster" : "CTA's " + std::to_string(current->sharedBytes) +
                                                                    " bytes of shared memory"));
    return std::nullopt;
  }
  uint64_t offset = at->second;
  // The ISA asks 128-byte alignment; the swizzle, a function of the
  // address, repeats every 8 of its spans: the box must start a repeat.
  uint64_t alignment = map->swizzle ? 8 * map->swizzle : 128;
  if (offset % alignment) {
    trapWith(op + ": the " + side + " (shared offset " + std::to_string(offset) + ") is not " +
             std::to_string(alignment) + "-byte aligned" +
             (map->swizzle ? " (the start of a " + std::to_string(map->swizzle) + "-byte swizzle pattern)" : ""));
    return std::nullopt;
  }
  TileCopy copy{*map, {}, current->cluster->arenas[at->first], offset, uint32_t(bytes)};
  for (unsigned d = 0; d < rank; ++d)
    copy.coords[d] = int32_t(uint32_t(coords[d]));
  return copy;
}

/// cp.async.bulk.tensor.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes{.multicast::cluster}
/// [dst], [tensorMap, {coords}], [mbar]{, ctaMask}: the box at the (signed)
/// coordinates, innermost first, of the tensor the map describes, into
/// shared memory at dst; its bytes then complete-tx on mbar. dst and mbar
/// are shared::cluster addresses, in any CTA of the cluster. With a mask
/// (multicast) the box goes to each CTA whose rank's bit is set, at dst's
/// and mbar's offsets in that CTA's shared memory. The map is read from
/// global memory at issue; each copy lands when a waiter needs it (see
/// settle), its destination all 0xff bytes until then. Packed: in = [rank,
/// multicast, dst, map, mbar, ctaMask, coordinates...].
static void emuTmaLoad(const uint64_t *in, uint64_t *) {
  unsigned rank = unsigned(in[0]);
  bool multicast = in[1];
  uint64_t dst = in[2], mapAddress = in[3], mbar = in[4], mask = in[5] & 0xffff, extent = 0;
  std::string op = multicast ? "cp.async.bulk.tensor.multicast::cluster" : "cp.async.bulk.tensor";
  std::optional<TileCopy> copy =
      openTileCopy(op, rank, mapAddress, dst, in + 6, "destination", extent, /*anyCta=*/true);
  if (!copy)
    return;
  Cluster &ctas = *current->cluster;
  ClusterMBarriers &cluster = *current->mbarriers;
  std::lock_guard<std::mutex> lock(cluster.mutex);
  std::optional<std::pair<uint32_t, uint64_t>> bar = clusterShared(mbar, 8);
  if (!multicast) {
    mask = uint64_t(1) << clusterShared(dst, 1)->first;
  } else if (mask == 0 || mask >> ctas.size()) {
    trapWith(op + ": the CTA mask " + llvm::utohexstr(mask, false) + " names no CTA or one outside the cluster's " +
             std::to_string(ctas.size()));
    return;
  }
  for (uint32_t r = 0; r < ctas.size(); ++r) {
    if (!(mask >> r & 1))
      continue;
    // The same offsets in CTA r (the copy's own CTA without multicast).
    uint64_t barrier = multicast && bar ? uint64_t(uintptr_t(ctas.arenas[r])) + bar->second : mbar;
    MBarrier *m = mbarrierAt(cluster, barrier, op, /*anyCta=*/true);
    if (!m)
      return;
    TileCopy to = *copy;
    to.arena = ctas.arenas[r];
    // Undefined until the copy lands: the bytes it will write read as 0xff.
    for (uint64_t chunk = 0; chunk < to.bytes; chunk += 16)
      std::memset(to.arena + swizzled(to.dst + chunk, to.map.swizzle), 0xff, 16);
    m->inFlight.push_back(to);
  }
  ++cluster.progress;
  cluster.changed.notify_all();
}

/// cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group
/// [tensorMap, {coords}], [src]: the box at the (signed) coordinates,
/// innermost first, of the tensor the map describes, written from shared
/// memory at src (read with the map's swizzle); elements outside the
/// tensor are not written. Joins the thread's bulk async-group being
/// formed; reads and writes happen when a wait retires the group (see
/// retire). Packed: in = [rank, src, map, coordinates...].
static void emuTmaStore(const uint64_t *in, uint64_t *) {
  unsigned rank = unsigned(in[0]);
  uint64_t src = in[1], mapAddress = in[2], extent = 0;
  std::optional<TileCopy> copy =
      openTileCopy("cp.async.bulk.tensor (TMA store)", rank, mapAddress, src, in + 3, "source", extent);
  if (!copy)
    return;
  TileStore store{*copy, {}};
  store.issued.assign(copy->arena + copy->dst, copy->arena + copy->dst + extent);
  if (!current->bulk)
    current->bulk = std::make_shared<BulkGroups>();
  current->bulk->uncommitted.push_back(std::move(store));
}

/// cp.async.bulk.commit_group: the thread's bulk copies since the last
/// commit form a group (an empty one if there are none).
static void emuBulkCommitGroup() {
  if (!current->bulk)
    current->bulk = std::make_shared<BulkGroups>();
  BulkGroups &bulk = *current->bulk;
  bulk.committed.push_back(std::move(bulk.uncommitted));
  bulk.uncommitted.clear();
}

/// cp.async.bulk.wait_group[.read] N: every group but the newest N is
/// complete (the .read form only promises the reads; here both are done).
static void emuBulkWaitGroup(int64_t pending) {
  if (!current->bulk)
    return;
  BulkGroups &bulk = *current->bulk;
  while (bulk.committed.size() > size_t(std::max<int64_t>(pending, 0))) {
    for (const TileStore &store : bulk.committed.front())
      retire(store);
    bulk.committed.pop_front();
  }
}

/// tensormap.replace.tile.<field>.shared::cta.b1024.<type> [object], {ord,}
/// value: the field of the 128-byte object in shared memory set (rank: to
/// value + 1, see the layout).
static void emuTensorMapReplace(uint64_t object, int32_t field, int32_t ord, int64_t value) {
  std::optional<uint64_t> offset = sharedOffset(object, kMapBytes);
  if (!offset || *offset % 64) {
    trapWith("tensormap.replace: the tensor-map object is not a 64-byte aligned 128 bytes in the CTA's " +
             std::to_string(current->sharedBytes) + " bytes of shared memory");
    return;
  }
  if (Field(field) == Field::Rank)
    ++value;
  auto [at, bytes] = fieldPlace(Field(field), unsigned(ord));
  std::memcpy(current->shared + *offset + at, &value, bytes);
}

/// tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.<scope>.sync.aligned
/// [dst], [src], 128: the warp meets (.sync.aligned; every lane names the
/// same addresses) and the object is copied once.
static void emuTensorMapCopyFenceProxy(uint64_t dst, uint64_t src) {
  uint64_t in[2] = {dst, src};
  meet(WarpOp::TensorMapCopy, 2, kFullWarp, in, nullptr, "tensormap.cp_fenceproxy");
}
}

//===----------------------------------------------------------------------===//
// Rewriting the module
//===----------------------------------------------------------------------===//

/// `value` (a pointer of any address space, or an i64) as an i64 address:
/// the host functions take addresses so, whatever space the op names.
Value address(OpBuilder &b, Location loc, Value value) {
  if (isa<LLVM::LLVMPointerType>(value.getType()))
    return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), value);
  return value.getType().isInteger(64) ? value : Value();
}

/// One PTX instruction without predicate: its opcode's dot-separated parts
/// and its operands, each trimmed.
struct PtxInstruction {
  SmallVector<StringRef> parts;
  SmallVector<StringRef> operands;
};

std::optional<PtxInstruction> parsePtx(StringRef text) {
  text = text.trim();
  if (!text.consume_back(";") || text.contains(';') || text.contains('@') || text.contains('{'))
    return std::nullopt;
  size_t space = text.find_first_of(" \t");
  StringRef opcode = text.take_front(space), rest = text.drop_front(opcode.size());
  PtxInstruction ptx;
  opcode.split(ptx.parts, '.');
  rest = rest.trim();
  if (!rest.empty())
    rest.split(ptx.operands, ',');
  for (StringRef &operand : ptx.operands)
    operand = operand.trim();
  return ptx;
}

/// `$N` (a register operand) as N.
std::optional<unsigned> registerOperand(StringRef operand) {
  unsigned n;
  if (!operand.consume_front("$") || operand.getAsInteger(10, n))
    return std::nullopt;
  return n;
}

/// `[$N]` or `[$N+0]` (an address operand) as N.
std::optional<unsigned> addressOperand(StringRef operand) {
  if (!operand.consume_front("[") || !operand.consume_back("]"))
    return std::nullopt;
  auto [reg, offset] = operand.split('+');
  int64_t zero = 0;
  if (!offset.empty() && (offset.trim().getAsInteger(0, zero) || zero))
    return std::nullopt;
  return registerOperand(reg.trim());
}

/// A decimal or 0x-hexadecimal immediate.
std::optional<int64_t> immediate(StringRef operand) {
  int64_t value;
  if (operand.getAsInteger(0, value))
    return std::nullopt;
  return value;
}

/// The inline PTX of Utils/TensorMapPtx.h, read by the PTX grammar.
/// Returns failure with `error` for tensormap instructions of other forms,
/// false when `asmOp` is not a tensormap instruction.
FailureOr<bool> rewriteTensorMapPtx(OpBuilder &b, ModuleOp module, LLVM::InlineAsmOp asmOp, std::string &error) {
  StringRef text = asmOp.getAsmString();
  if (!text.trim().starts_with("tensormap."))
    return false;
  error = ("host emulation does not model the inline PTX '" + text + "' with constraints '" +
           asmOp.getConstraints() + "'")
              .str();
  std::optional<PtxInstruction> ptx = parsePtx(text);
  if (!ptx || asmOp.getNumResults() || ptx->parts.size() < 2)
    return failure();
  ArrayRef<StringRef> parts = ptx->parts;
  ArrayRef<StringRef> operands = ptx->operands;
  Location loc = asmOp.getLoc();
  b.setInsertionPoint(asmOp);
  if (parts[1] == "replace") {
    // tensormap.replace.tile.<field>.shared::cta.b1024.<b32|b64>
    //   [$0], {ord,} <$1 | immediate>;
    if (parts.size() != 7 || parts[2] != "tile" || parts[4] != "shared::cta" || parts[5] != "b1024")
      return failure();
    const FieldForm *form = nullptr;
    for (const FieldForm &f : kFieldForms)
      if (parts[3] == f.name)
        form = &f;
    if (!form || parts[6] != (form->wide ? "b64" : "b32") || operands.size() != (form->ordinal ? 3u : 2u))
      return failure();
    if (addressOperand(operands.front()) != 0u)
      return failure();
    int64_t ord = 0;
    if (form->ordinal) {
      // global_stride's ordinals are dimensions 1-4's, the others' 0-4.
      std::optional<int64_t> value = immediate(operands[1]);
      if (!value || *value < 0 || *value > (form->field == Field::GlobalStride ? 3 : 4))
        return failure();
      ord = *value;
    }
    Value value;
    if (form->immediate) {
      // One byte each in the layout; rank's value is the rank minus one.
      std::optional<int64_t> v = immediate(operands.back());
      if (!v || *v < 0 || *v > (form->field == Field::Rank ? 4 : 255) || asmOp.getConstraints() != "l" ||
          asmOp.getNumOperands() != 1)
        return failure();
      value = LLVM::ConstantOp::create(b, loc, b.getI64Type(), *v);
    } else {
      if (registerOperand(operands.back()) != 1u || asmOp.getNumOperands() != 2 ||
          asmOp.getConstraints() != tensorMapReplaceConstraints(form->name) ||
          !asmOp.getOperand(1).getType().isInteger(form->wide ? 64 : 32))
        return failure();
      value = asmOp.getOperand(1);
      if (!form->wide)
        value = LLVM::ZExtOp::create(b, loc, b.getI64Type(), value);
    }
    Value objectAddress = address(b, loc, asmOp.getOperand(0));
    if (!objectAddress)
      return failure();
    Value field = LLVM::ConstantOp::create(b, loc, b.getI32Type(), int64_t(form->field));
    Value ordinal = LLVM::ConstantOp::create(b, loc, b.getI32Type(), ord);
    callBefore(b, module, asmOp, "__emu_tensormap_replace", {objectAddress, field, ordinal, value});
    asmOp.erase();
    error.clear();
    return true;
  }
  if (parts[1] == "cp_fenceproxy") {
    // tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release
    //   .<scope>.sync.aligned [$0], [$1], 128;
    static const char *kScopes[] = {"cta", "cluster", "gpu", "sys"};
    if (parts.size() != 9 || parts[2] != "global" || parts[3] != "shared::cta" ||
        parts[4] != "tensormap::generic" || parts[5] != "release" || !llvm::is_contained(kScopes, parts[6]) ||
        parts[7] != "sync" || parts[8] != "aligned" || operands.size() != 3)
      return failure();
    if (addressOperand(operands[0]) != 0u || addressOperand(operands[1]) != 1u ||
        immediate(operands[2]) != int64_t(kMapBytes) || asmOp.getNumOperands() != 2 ||
        asmOp.getConstraints() != "l,l")
      return failure();
    Value dstAddress = address(b, loc, asmOp.getOperand(0)), srcAddress = address(b, loc, asmOp.getOperand(1));
    if (!dstAddress || !srcAddress)
      return failure();
    callBefore(b, module, asmOp, "__emu_tensormap_cp_fenceproxy", {dstAddress, srcAddress});
    asmOp.erase();
    error.clear();
    return true;
  }
  return failure();
}

} // namespace

void mlir::cuda_tile::emulation::mbarrierArriveLater(const std::string &op, uint64_t address,
                                                    std::function<void()> landed) {
  ClusterMBarriers &cluster = *current->mbarriers;
  std::lock_guard<std::mutex> lock(cluster.mutex);
  MBarrier *m = mbarrierAt(cluster, address, op);
  if (!m)
    return;
  m->late.push_back(std::move(landed));
  ++cluster.progress;
  cluster.changed.notify_all();
}

std::shared_ptr<ClusterMBarriers> mlir::cuda_tile::emulation::newClusterMBarriers() {
  return std::make_shared<ClusterMBarriers>();
}

void mlir::cuda_tile::emulation::mbarrierThreadExited() {
  ClusterMBarriers &cluster = *current->mbarriers;
  std::lock_guard<std::mutex> lock(cluster.mutex);
  ++cluster.exited;
  ++cluster.progress;
  cluster.changed.notify_all();
}

void mlir::cuda_tile::emulation::bulkStoresThreadExited() {
  if (!current->bulk)
    return;
  size_t stores = current->bulk->uncommitted.size();
  for (const std::vector<TileStore> &group : current->bulk->committed)
    stores += group.size();
  if (stores)
    trapWith("the thread exited with " + std::to_string(stores) +
             " TMA stores (cp.async.bulk.tensor) whose reads of shared memory it did not wait for "
             "(cp.async.bulk.commit_group, then cp.async.bulk.wait_group.read)");
}

void mlir::cuda_tile::emulation::computeTensorMapCopy(WarpExchange &w, uint32_t lanes) {
  const char *op = "tensormap.cp_fenceproxy";
  if (lanes != w.present) {
    trapWith(std::string(op) + ": every lane of the warp must execute it (.sync.aligned); some have exited");
    return;
  }
  const uint64_t *in = w.lanes[llvm::countr_zero(lanes)].in;
  uint64_t dst = in[0], src = in[1];
  std::optional<uint64_t> offset = sharedOffset(src, kMapBytes);
  if (!offset || *offset % 64) {
    trapWith(std::string(op) + ": the source is not a 64-byte aligned 128-byte object in the CTA's " +
             std::to_string(current->sharedBytes) + " bytes of shared memory");
    return;
  }
  if (dst % 64) {
    trapWith(std::string(op) + ": the destination " + llvm::utohexstr(dst, false) + " is not 64-byte aligned");
    return;
  }
  std::memcpy(reinterpret_cast<void *>(dst), current->shared + *offset, kMapBytes);
}

FailureOr<bool> mlir::cuda_tile::emulation::rewriteAsyncCopy(OpBuilder &b, ModuleOp module, Operation *op,
                                                             std::string &error) {
  if (auto asmOp = dyn_cast<LLVM::InlineAsmOp>(op))
    return rewriteTensorMapPtx(b, module, asmOp, error);
  if (!isa_and_nonnull<NVVM::NVVMDialect>(op->getDialect()))
    return false;
  Location loc = op->getLoc();
  b.setInsertionPoint(op);
  // The host function `name` called with `args` instead of `op`.
  auto replace = [&](llvm::StringRef name, ValueRange args) {
    callBefore(b, module, op, name, args);
    op->erase();
    return true;
  };
  if (auto init = dyn_cast<NVVM::MBarrierInitOp>(op)) {
    if (init.getPredicate()) {
      error = "host emulation models nvvm.mbarrier.init without a predicate only";
      return failure();
    }
    return replace("__emu_mbarrier_init", {address(b, loc, init.getAddr()), init.getCount()});
  }
  if (auto inval = dyn_cast<NVVM::MBarrierInvalOp>(op))
    return replace("__emu_mbarrier_inval", {address(b, loc, inval.getAddr())});
  if (auto arrive = dyn_cast<NVVM::MBarrierArriveExpectTxOp>(op)) {
    if (arrive.getPredicate() || arrive.getRes() || arrive.getRelaxed() ||
        arrive.getScope() != NVVM::MemScopeKind::CTA) {
      error = "host emulation models nvvm.mbarrier.arrive.expect_tx only at CTA scope, without result, predicate "
              "or relaxed";
      return failure();
    }
    return replace("__emu_mbarrier_arrive_expect_tx", {address(b, loc, arrive.getAddr()), arrive.getTxcount()});
  }
  if (auto arrive = dyn_cast<NVVM::MBarrierArriveOp>(op)) {
    unsigned space = cast<LLVM::LLVMPointerType>(arrive.getAddr().getType()).getAddressSpace();
    bool remote = space == static_cast<unsigned>(NVVM::NVVMMemorySpace::SharedCluster);
    NVVM::MemScopeKind scope = arrive.getScope();
    if (arrive.getRes() || arrive.getCount() || arrive.getRelaxed() ||
        (scope != NVVM::MemScopeKind::CTA && !(remote && scope == NVVM::MemScopeKind::CLUSTER))) {
      error = "host emulation models nvvm.mbarrier.arrive only at CTA scope, or at cluster scope on shared::cluster "
              "memory, without result, count or relaxed";
      return failure();
    }
    return replace(remote ? "__emu_mbarrier_arrive_cluster" : "__emu_mbarrier_arrive",
                   {address(b, loc, arrive.getAddr())});
  }
  if (auto wait = dyn_cast<NVVM::MBarrierTryWaitParityOp>(op))
    return replace("__emu_mbarrier_try_wait_parity",
                   {address(b, loc, wait.getAddr()), wait.getPhase(), wait.getTicks()});
  if (isa<NVVM::FenceMbarrierInitOp>(op)) {
    // Orders mbarrier.init for the other CTAs of the cluster: the host's
    // memory is coherent, and the cluster barrier after it orders the rest.
    op->erase();
    return true;
  }
  auto genericToTensorMap = [](auto fence) {
    return fence.getFromProxy() == NVVM::ProxyKind::GENERIC && fence.getToProxy() == NVVM::ProxyKind::TENSORMAP;
  };
  auto acquire = dyn_cast<NVVM::FenceProxyAcquireOp>(op);
  auto release = dyn_cast<NVVM::FenceProxyReleaseOp>(op);
  if (acquire || release) {
    if (acquire ? !genericToTensorMap(acquire) : !genericToTensorMap(release)) {
      error = "host emulation models " + op->getName().getStringRef().str() + " from the generic to the tensormap "
              "proxy only";
      return failure();
    }
    // Host memory has one proxy: the generic writes are the map TMA reads.
    op->erase();
    return true;
  }
  if (auto tma = dyn_cast<NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp>(op)) {
    std::string what;
    if (tma.getMode() != NVVM::TMALoadMode::TILE || !tma.getIm2colOffsets().empty())
      what = "a mode other than tile";
    else if (tma.getL2CacheHint())
      what = "an L2 cache hint";
    else if (tma.getPredicate())
      what = "a predicate";
    else if (tma.getGroup())
      what = "a CTA group";
    size_t rank = tma.getCoordinates().size();
    if (what.empty() && (rank < 1 || rank > 5))
      what = std::to_string(rank) + " coordinates";
    if (!what.empty()) {
      error = "host emulation does not model nvvm.cp.async.bulk.tensor.shared.cluster.global with " + what;
      return failure();
    }
    Value mask = tma.getMulticastMask()
                     ? LLVM::ZExtOp::create(b, loc, b.getI64Type(), tma.getMulticastMask()).getResult()
                     : LLVM::ConstantOp::create(b, loc, b.getI64Type(), int64_t(0)).getResult();
    SmallVector<Value> operands = {tma.getDstMem(), tma.getTmaDescriptor(), tma.getMbar(), mask};
    llvm::append_range(operands, tma.getCoordinates());
    replaceWithPackedCall(b, module, op, "__emu_tma_load", {int64_t(rank), tma.getMulticastMask() ? 1 : 0},
                          operands);
    return true;
  }
  if (auto store = dyn_cast<NVVM::CpAsyncBulkTensorSharedCTAToGlobalOp>(op)) {
    std::string what;
    if (store.getMode() != NVVM::TMAStoreMode::TILE)
      what = "a mode other than tile";
    else if (store.getL2CacheHint())
      what = "an L2 cache hint";
    else if (store.getPredicate())
      what = "a predicate";
    size_t rank = store.getCoordinates().size();
    if (what.empty() && (rank < 1 || rank > 5))
      what = std::to_string(rank) + " coordinates";
    if (!what.empty()) {
      error = "host emulation does not model nvvm.cp.async.bulk.tensor.global.shared.cta with " + what;
      return failure();
    }
    SmallVector<Value> operands = {store.getSrcMem(), store.getTmaDescriptor()};
    llvm::append_range(operands, store.getCoordinates());
    replaceWithPackedCall(b, module, op, "__emu_tma_store", {int64_t(rank)}, operands);
    return true;
  }
  if (isa<NVVM::CpAsyncBulkCommitGroupOp>(op))
    return replace("__emu_bulk_commit_group", {});
  if (auto wait = dyn_cast<NVVM::CpAsyncBulkWaitGroupOp>(op))
    return replace("__emu_bulk_wait_group",
                   {LLVM::ConstantOp::create(b, loc, b.getI64Type(), int64_t(wait.getGroup())).getResult()});
  return false;
}

void mlir::cuda_tile::emulation::addAsyncCopySymbols(std::vector<std::pair<std::string, void *>> &symbols) {
  symbols.insert(symbols.end(), {
                                    {"__emu_nvvm_read_ptx_sreg_smid", (void *)emuSmid},
                                    {"__emu_nvvm_read_ptx_sreg_nsmid", (void *)emuNsmid},
                                    {"__emu_llvm_nvvm_read_ptx_sreg_smid", (void *)emuSmid},
                                    {"__emu_llvm_nvvm_read_ptx_sreg_nsmid", (void *)emuNsmid},
                                    {"__emu_mbarrier_init", (void *)emuMBarrierInit},
                                    {"__emu_mbarrier_inval", (void *)emuMBarrierInval},
                                    {"__emu_mbarrier_arrive_expect_tx", (void *)emuMBarrierArriveExpectTx},
                                    {"__emu_mbarrier_arrive", (void *)emuMBarrierArrive},
                                    {"__emu_mbarrier_arrive_cluster", (void *)emuMBarrierArriveCluster},
                                    {"__emu_mbarrier_try_wait_parity", (void *)emuMBarrierTryWaitParity},
                                    {"__emu_tma_load", (void *)emuTmaLoad},
                                    {"__emu_tma_store", (void *)emuTmaStore},
                                    {"__emu_bulk_commit_group", (void *)emuBulkCommitGroup},
                                    {"__emu_bulk_wait_group", (void *)emuBulkWaitGroup},
                                    {"__emu_tensormap_replace", (void *)emuTensorMapReplace},
                                    {"__emu_tensormap_cp_fenceproxy", (void *)emuTensorMapCopyFenceProxy},
                                });
}
