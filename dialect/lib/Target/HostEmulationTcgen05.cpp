//===- HostEmulationTcgen05.cpp - sm_100's tensor memory and tcgen05 -------===//
//
// The host emulation (cuda-tile/Target/HostEmulation.h) of sm_100's fifth
// generation tensor core instructions, from the PTX ISA ("Tensor Core 5th
// Generation Family Instructions"):
// - Tensor memory (TMEM): per CTA 128 lanes x 512 columns of 32-bit cells,
//   addressed (lane << 16 | column) ("Tensor Memory Addressing").
//   tcgen05.alloc / dealloc / relinquish_alloc_permit ("Tensor Memory
//   Allocation and Management Instructions"), warp-wide, with their
//   accounting: a power of two of at least 32 columns, blocking while the
//   columns are not free (a request nothing else can satisfy fails the
//   launch), dealloc of exactly an allocation, none after a relinquish, and
//   nothing left allocated when the CTA exits.
// - .cta_group::2 ("CTA Pair", "Issue Granularity"): the CTAs whose cluster
//   ranks differ in bit 0 form a pair; the peer must exist and not have
//   exited. alloc / dealloc / relinquish_alloc_permit are performed by one
//   warp of each CTA together (the first blocks until the other comes; a
//   peer that exits first, or none coming for 10 s, fails the launch): the
//   columns at the same address in both CTAs' tensor memory, each warp's
//   destination written, with the accounting above in both. A kernel's
//   tcgen05 instructions must all use one .cta_group (checked when
//   rewriting). An mma issued by one thread of the pair: the instruction
//   descriptor's M (128 or 256) is the pair's; the even rank's CTA holds
//   A's first M / 2 rows and B's first N / 2 columns in its shared memory at
//   the descriptors' addresses, the odd rank's the rest at the same
//   addresses; each CTA's D rows lie in its own tensor memory at D's
//   address, M = 256 as layout A (row r in lane r), M = 128 as layout B
//   ("2x2": rows in lanes 0-63 for the first N / 2 columns, 64-127 for the
//   rest). tcgen05.commit tracks both CTAs' parts; with
//   .multicast::cluster it arrives on the mbarrier at the same offset in
//   each CTA of ctaMask (by cluster rank), the first arrive-on to land
//   performing the mma, both CTAs' shared memory checked unchanged then.
// - tcgen05.mma, issued by one thread: dense .kind::f16, ::tf32, ::i8 and
//   ::f8f6f4 (e4m3, e5m2, and e2m3, e3m2, e2m1 in shared memory K-major,
//   16 to a 16-byte chunk then padding: "Packing formats of elements in
//   Tensor and Shared memory"), and block-scaled (tcgen05.mma.block_scale)
//   .kind::mxf8f6f4 (those types, ue8m0 scale factors per 32 of K),
//   ::mxf4 (e2m1 two to a byte, ue8m0 per 32) and ::mxf4nvf4 (the same
//   per 32, or ue8m0 or ue4m3 per 16). A and B through shared memory
//   descriptors ("Shared Memory Descriptor") or A from TMEM, D in TMEM,
//   scale factors in TMEM as "Block Scaling for tcgen05.mma" lays them
//   out (their byte picked by the scale factor A / B ID, duplicated in
//   every 32-lane partition), shaped by the instruction descriptor
//   ("Instruction descriptor"). Operands are read at issue, but the mma is
//   performed only when the arrive-on of a tcgen05.commit covering it lands
//   on its mbarrier — when a wait or arrival there next needs it, the
//   latest the ISA allows: D read earlier is D before the mma, and the
//   shared memory the mma read must still be unchanged then (else the
//   launch fails: refilled while the tensor cores may still read it).
// - tcgen05.cp, issued by one thread, of every shape (.128x256b, .4x256b,
//   .128x128b, .64x128b.warpx2::02_13 / ::01_23, .32x128b.warpx4) from a
//   shared memory descriptor to TMEM, without decompression: written at
//   issue, so an mma the thread issues after it reads what it wrote (the
//   ISA runs the two in order); its shared memory must stay unchanged until
//   a tcgen05.commit covering it lands, as an mma's.
// - tcgen05.ld / tcgen05.st of shape 32x32b, .x1 to .x128, per thread:
//   warp w of its warpgroup reaches lanes 32 (w % 4) to 32 (w % 4) + 31 and
//   thread t's registers are consecutive columns of lane 32 (w % 4) + t;
//   only allocated columns. tcgen05.wait and tcgen05.fence order nothing
//   more on the host (ld and st complete at issue).
// Not modelled, each failing the rewrite or the launch with what is
// missing: block-scaled mmas, tcgen05.cp, A from tensor memory with M =
// 128, and two warps of a CTA in .cta_group::2 allocation instructions at
// once, for .cta_group::2; sparsity, .ws, the collector buffers,
// scale_input_d, disable_output_lane, ashift, K = 96, MN-major 4- and
// 6-bit operands, 4- and 6-bit A from TMEM and tcgen05.cp's decompression
// (the ISA gives their 8-bit containers only as figures), a tcgen05.cp
// lane other than 0 or onto the D of an mma not yet complete,
// tcgen05.shift, ld/st shapes other than 32x32b.
// Tested on its own in tests/emulation_tcgen05.rs against values worked out
// there from the ISA.
//
//===----------------------------------------------------------------------===//
#include "HostEmulationInternal.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <thread>

using namespace mlir;
using namespace mlir::cuda_tile::emulation;

namespace {

constexpr uint32_t kLanes = 128, kColumns = 512;

/// Tensor memory the program has not written holds all-ones bits (NaN as
/// f32, -1 as s32): the ISA leaves fresh allocations undefined.
constexpr uint32_t kUndefinedCell = 0xffffffffu;

/// How rows and columns of D (and of A from TMEM) map to tensor memory
/// ("Data Path Layout Organization"): layouts D and A (M = 128 per CTA:
/// row r in lane r), F (M = 64: rows 16i to 16i + 15 in lanes 32i to 32i +
/// 15 from the lane base 0 or 16) and B (.cta_group::2 M = 128, 64 rows a
/// CTA, "2x2": rows 0-63 in lanes 0-63 for the first N / 2 columns and in
/// lanes 64-127 for the rest, N / 2 columns wide).
enum class DLayout { Rows128, Half64, Pair2x2 };

/// An mma or tcgen05.cp issued and not yet known complete, or a CTA's part
/// of a .cta_group::2 mma: the shared memory of `arena` it read (and the
/// bits read); for an mma also its operands as read at issue (A as M x K,
/// its CTA's rows, B as K x N, row-major, scale factors applied), where D
/// lies in `tm` and how it is computed. The first tcgen05.commit arrive-on
/// covering it to land performs the mma (a copy wrote tensor memory at
/// issue: only its reads are left to check).
struct PendingMma {
  TensorMemory *tm = nullptr;
  const uint8_t *arena = nullptr;
  SharedReads reads;
  bool copy = false;
  std::vector<double> A, B;
  unsigned m = 0, n = 0, k = 0, cols = 0;
  DLayout layout = DLayout::Rows128;
  uint32_t dLane = 0, dCol = 0;
  bool integer = false, saturate = false, enableInputD = false;
  double signA = 1, signB = 1;
  std::atomic<bool> done{false};
};

/// A .cta_group::2 alloc, dealloc or relinquish_alloc_permit one warp of a
/// CTA performs, waiting for the warp of its peer CTA to perform it too.
struct PairRequest {
  uint64_t op;  // 0 alloc, 1 dealloc, 2 relinquish_alloc_permit
  uint64_t arg; // alloc: the destination; dealloc: the address
  uint32_t nCols, warp;
};

} // namespace

/// Cells and allocations of one CTA, under one mutex; its .cta_group::2
/// request under pairMutex.
struct mlir::cuda_tile::emulation::TensorMemory {
  explicit TensorMemory(unsigned threads) : threads(threads) {}
  std::mutex mutex;
  std::vector<uint32_t> cells; // lane * kColumns + column; made by the first alloc
  // first column -> (columns, the warp that allocated them)
  std::map<uint32_t, std::pair<uint32_t, uint32_t>> allocations;
  bool relinquished = false;
  unsigned threads, exited = 0;
  uint64_t deallocs = 0;
  // By issuing thread: its mmas (a .cta_group::2 one as both CTAs' parts)
  // and copies not yet known complete, in issue order.
  std::map<uint32_t, std::vector<std::shared_ptr<PendingMma>>> pending;
  std::optional<PairRequest> request;
  uint64_t posted = 0, completed = 0; // requests posted, and completed by the peer's warp
};

namespace {

/// The CTA pairs' meetings (requests, posted, completed).
std::mutex pairMutex;
std::condition_variable pairChanged;

const char *const kAllocOps[] = {"tcgen05.alloc", "tcgen05.dealloc", "tcgen05.relinquish_alloc_permit"};

/// Runs `f` as if the running thread's CTA were the cluster's CTA `rank`
/// (its shared memory, rank and tensor memory), so that the helpers taking
/// the running CTA's reach a peer's; traps still name the running thread.
template <typename F> auto asCta(uint32_t rank, F f) {
  ThreadState as = *current, *saved = current;
  as.rank = rank;
  as.shared = current->cluster->arenas[rank];
  as.tmem = current->cluster->tensorMemories[rank];
  current = &as;
  auto result = f();
  current = saved;
  return result;
}

/// The running CTA's tensor memory, recorded for its CTA pair.
TensorMemory &ownTensorMemory() {
  current->cluster->tensorMemories[current->rank] = current->tmem;
  return *current->tmem;
}

/// The cluster rank of the running CTA's peer ("CTA Pair": the rank with
/// bit 0 flipped), or empty after trapping: .cta_group::2 needs it in the
/// cluster and not exited ("Issue Granularity").
std::optional<uint32_t> peerRank(const std::string &op) {
  uint32_t peer = current->rank ^ 1, size = current->cluster->size();
  if (peer >= size) {
    trapWith(op + ": .cta_group::2 needs the CTA's peer (cluster rank " + std::to_string(peer) + "), but the cluster has " +
             std::to_string(size) + " CTA" + (size == 1 ? "" : "s") + " (a CTA pair needs a cluster of at least 2)");
    return std::nullopt;
  }
  if (current->cluster->exitedIn[peer] == current->ntid) {
    trapWith(op + ": the peer CTA (cluster rank " + std::to_string(peer) +
             ") has exited (it must stay active for the pair's .cta_group::2 instructions)");
    return std::nullopt;
  }
  return peer;
}

/// Whether columns [column, column + count) all lie in allocations.
bool allocated(const TensorMemory &tm, uint32_t column, uint32_t count) {
  for (uint32_t c = column; c < column + count;) {
    auto it = tm.allocations.upper_bound(c);
    if (it == tm.allocations.begin())
      return false;
    --it;
    if (c >= it->first + it->second.first)
      return false;
    c = it->first + it->second.first;
  }
  return column + count <= kColumns;
}

std::string columnsHeld(const TensorMemory &tm) {
  uint32_t held = 0;
  for (auto &[first, alloc] : tm.allocations)
    held += alloc.first;
  return std::to_string(held) + " of " + std::to_string(kColumns) + " columns allocated";
}

/// One CTA's part of an allocation instruction: its tensor memory, and for
/// an alloc the destination word and the warp allocating.
struct Claim {
  TensorMemory *tm;
  uint64_t dst;
  uint32_t warp;
  bool peer; // the peer CTA's part of a .cta_group::2 one
};

/// Locks the claims' tensor memories (in rank order, the same for every
/// thread, so that two never wait on each other).
std::vector<std::unique_lock<std::mutex>> lockAll(llvm::ArrayRef<Claim> claims) {
  std::vector<std::unique_lock<std::mutex>> locks;
  for (const Claim &c : claims)
    locks.emplace_back(c.tm->mutex);
  return locks;
}

std::string whose(const Claim &c) { return c.peer ? " in the peer CTA" : ""; }

/// Whether `dst` is a 4-byte aligned word of the running CTA's shared
/// memory (tcgen05.alloc's destination), trapping if not.
bool validDestination(uint64_t dst) {
  uint64_t base = reinterpret_cast<uintptr_t>(current->shared);
  if (dst < base || dst - base + 4 > current->sharedBytes || dst % 4) {
    trapWith("tcgen05.alloc: the destination is not a 4-byte aligned word of the CTA's shared memory");
    return false;
  }
  return true;
}

/// tcgen05.alloc's meeting: `nCols` columns (a power of two, 32 to 512)
/// once free at the same columns in every claim's tensor memory (both CTAs'
/// for .cta_group::2), their address written at each claim's `dst` as a
/// 32-bit word (lane 0). Blocks while the columns are taken, as the ISA
/// says; when only the requesting warps hold what would have to be freed,
/// or nothing is freed for 10 s, no dealloc can come and the launch fails.
void allocate(llvm::ArrayRef<Claim> claims, uint32_t nCols) {
  std::optional<uint32_t> at;
  auto since = std::chrono::steady_clock::now();
  uint64_t seen = ~uint64_t(0);
  std::vector<std::unique_lock<std::mutex>> locks;
  for (;;) {
    locks = lockAll(claims);
    uint64_t deallocs = 0;
    for (const Claim &c : claims) {
      TensorMemory &tm = *c.tm;
      if (tm.relinquished) {
        trapWith("tcgen05.alloc: a thread of the CTA" + whose(c) +
                 " ran tcgen05.relinquish_alloc_permit before (undefined)");
        return;
      }
      if (tm.cells.empty())
        tm.cells.assign(size_t(kLanes) * kColumns, kUndefinedCell);
      deallocs += tm.deallocs;
    }
    for (uint32_t from = 0; !at && from + nCols <= kColumns; from += nCols)
      if (llvm::all_of(claims, [&](const Claim &c) {
            return llvm::all_of(c.tm->allocations, [&](auto &a) {
              return a.first + a.second.first <= from || from + nCols <= a.first;
            });
          }))
        at = from;
    if (at)
      break;
    if (deallocs != seen) {
      seen = deallocs;
      since = std::chrono::steady_clock::now();
    }
    bool others = llvm::any_of(claims, [](const Claim &c) {
      return llvm::any_of(c.tm->allocations, [&](auto &a) { return a.second.second != c.warp; });
    });
    if (!others || launchTrapped() || std::chrono::steady_clock::now() - since > std::chrono::seconds(10)) {
      if (!launchTrapped()) {
        std::string held;
        for (const Claim &c : claims)
          held += (held.empty() ? "" : " and ") + columnsHeld(*c.tm) + whose(c);
        trapWith("tcgen05.alloc: " + std::to_string(nCols) + " columns requested with " + held +
                 (others ? " and none freed for 10 s" : claims.size() > 1 ? ", all by the requesting warps"
                                                                           : ", all by the requesting warp") +
                 ": it blocks forever on a GPU");
      }
      return;
    }
    locks.clear();
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  uint32_t address = *at;
  for (const Claim &c : claims) {
    c.tm->allocations[address] = {nCols, c.warp};
    for (uint32_t lane = 0; lane < kLanes; ++lane)
      std::fill_n(c.tm->cells.begin() + lane * kColumns + address, nCols, kUndefinedCell);
    std::memcpy(reinterpret_cast<void *>(c.dst), &address, 4);
  }
}

/// tcgen05.dealloc's meeting: `taddr` must be the address an alloc gave
/// (lane 0, its first column) and `nCols` its size, in every claim's
/// tensor memory.
void deallocate(llvm::ArrayRef<Claim> claims, uint32_t taddr, uint32_t nCols) {
  auto locks = lockAll(claims);
  for (const Claim &c : claims) {
    TensorMemory &tm = *c.tm;
    auto it = tm.allocations.find(taddr & 0xffff);
    if ((taddr >> 16) || it == tm.allocations.end()) {
      trapWith("tcgen05.dealloc: lane " + std::to_string(taddr >> 16) + ", column " + std::to_string(taddr & 0xffff) +
               " is not the address of an allocation" + whose(c) + " (never allocated, or deallocated already); " +
               columnsHeld(tm));
      return;
    }
    if (it->second.first != nCols) {
      trapWith("tcgen05.dealloc: " + std::to_string(nCols) + " columns of an allocation of " +
               std::to_string(it->second.first) + " at column " + std::to_string(it->first) + whose(c));
      return;
    }
  }
  for (const Claim &c : claims) {
    c.tm->allocations.erase(taddr & 0xffff);
    ++c.tm->deallocs;
  }
}

/// .kind operands as the rewriting passes them: the dense kinds, then the
/// block-scaled ones.
enum Kind : uint64_t { KindF16, KindTF32, KindF8F6F4, KindI8, KindMXF8F6F4, KindMXF4, KindMXF4NVF4 };

const char *kindName(Kind kind) {
  static const char *names[] = {"f16", "tf32", "f8f6f4", "i8", "mxf8f6f4", "mxf4", "mxf4nvf4"};
  return names[kind];
}

/// Instruction descriptor (PTX ISA, "Instruction descriptor"). Dense kinds
/// (.kind::f16, ::tf32, ::f8f6f4, ::i8): bits 0-1 sparsity selector, 2
/// sparsity, 3 saturate, 4-5 D type (0 f16, 1 f32, 2 s32), 7-9 A type,
/// 10-12 B type, 13/14 negate A/B, 15/16 transpose A/B (0 K-major, 1
/// MN-major), 17-22 N >> 3, 24-28 M >> 4, 30-31 maximum shift (.ws only).
/// Block-scaled kinds (.kind::mxf8f6f4, ::mxf4, ::mxf4nvf4) keep bits 2,
/// 7-9 and 13-22, with the scale factor B ID in 4-5, B's type in 10-11 for
/// the mxf4 kinds, the scale type in 23 (0 ue4m3, 1 ue8m0), M >> 7 in
/// 27-28, the scale factor A ID in 29-30 and, for the mxf4 kinds, K = 96 in
/// 31; their other bits are reserved (0). D is f32 for them.
struct InstrDesc {
  bool sparse, saturate = false, negA, negB, mnMajorA, mnMajorB, ue8m0 = false, k96 = false;
  unsigned dType = 1, aType, bType, n, m, maxShift = 0, sfbId = 0, sfaId = 0;
  uint32_t reserved = 0;
  InstrDesc(uint32_t d, Kind kind)
      : sparse(d >> 2 & 1), negA(d >> 13 & 1), negB(d >> 14 & 1), mnMajorA(d >> 15 & 1), mnMajorB(d >> 16 & 1),
        aType(d >> 7 & 7), n((d >> 17 & 0x3f) << 3) {
    bool mxf4 = kind == KindMXF4 || kind == KindMXF4NVF4;
    if (kind < KindMXF8F6F4) {
      saturate = d >> 3 & 1, dType = d >> 4 & 3, bType = d >> 10 & 7, m = (d >> 24 & 0x1f) << 4, maxShift = d >> 30;
      return;
    }
    sfbId = d >> 4 & 3, bType = d >> 10 & (mxf4 ? 3 : 7), ue8m0 = d >> 23 & 1, m = (d >> 27 & 3) << 7;
    sfaId = d >> 29 & 3, k96 = mxf4 && d >> 31;
    reserved = d & (0x3u | 1u << 3 | 1u << 6 | 7u << 24 | (mxf4 ? 1u << 12 : 1u << 31));
  }
};

/// e4m3 (bias 7, no infinities, S.1111.111 NaN) and e5m2 (bias 15, IEEE
/// infinities and NaNs) bits to their value, exactly.
double fp8(uint32_t bits, bool e4m3) {
  unsigned mantissa = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15;
  unsigned e = (bits & 0x7f) >> mantissa, f = bits & ((1u << mantissa) - 1);
  double v;
  if (e4m3 && e == 15 && f == 7)
    v = std::nan("");
  else if (!e4m3 && e == 31)
    v = f ? std::nan("") : INFINITY;
  else if (e == 0)
    v = std::ldexp(double(f), 1 - int(bias) - int(mantissa));
  else
    v = std::ldexp(double(f + (1u << mantissa)), int(e) - int(bias) - int(mantissa));
  return bits & 0x80 ? -v : v;
}

/// The OCP MX 6- and 4-bit formats (no infinities or NaNs), sign on top:
/// e2m3 (bias 1), e3m2 (bias 3), e2m1 (bias 1).
double fp6fp4(uint32_t bits, unsigned exponentBits, unsigned mantissa) {
  int bias = (1 << (exponentBits - 1)) - 1;
  unsigned e = bits >> mantissa & ((1u << exponentBits) - 1), f = bits & ((1u << mantissa) - 1);
  double v = e ? std::ldexp(double(f + (1u << mantissa)), int(e) - bias - int(mantissa))
               : std::ldexp(double(f), 1 - bias - int(mantissa));
  return bits >> (exponentBits + mantissa) & 1 ? -v : v;
}

/// Bits of an A or B element under `kind` and its type field (f16: 0 f16,
/// 1 bf16; tf32: 2; i8: 0 u8, 1 s8; f8f6f4 and mxf8f6f4: 0 e4m3, 1 e5m2, 3
/// e2m3, 4 e3m2, 5 e2m1; mxf4 and mxf4nvf4: 1 e2m1), 0 for a type the kind
/// does not have.
unsigned elementBits(Kind kind, unsigned type) {
  switch (kind) {
  case KindF16:
    return type <= 1 ? 16 : 0;
  case KindTF32:
    return type == 2 ? 32 : 0;
  case KindI8:
    return type <= 1 ? 8 : 0;
  case KindF8F6F4:
  case KindMXF8F6F4:
    return type <= 1 ? 8 : type == 3 || type == 4 ? 6 : type == 5 ? 4 : 0;
  case KindMXF4:
  case KindMXF4NVF4:
    return type == 1 ? 4 : 0;
  }
  return 0;
}

/// An element's value from its bits under `kind` and its type field.
double elementValue(Kind kind, unsigned type, uint32_t raw) {
  switch (kind) {
  case KindF16:
    return type == 0 ? double(llvm::bit_cast<_Float16>(uint16_t(raw))) : llvm::bit_cast<float>(raw << 16);
  case KindTF32: // the low 13 bits of a .tf32 element are ignored
    return llvm::bit_cast<float>(raw & 0xffffe000u);
  case KindI8:
    return type == 1 ? double(int8_t(raw)) : double(uint8_t(raw));
  case KindF8F6F4:
  case KindMXF8F6F4:
    return type <= 1 ? fp8(raw, type == 0) : type == 3 ? fp6fp4(raw, 2, 3) : type == 4 ? fp6fp4(raw, 3, 2) : fp6fp4(raw, 2, 1);
  case KindMXF4:
  case KindMXF4NVF4:
    return fp6fp4(raw, 2, 1);
  }
  return 0;
}

/// The shared-memory offset of element (mn, k) of an operand (A: mn is M;
/// B: mn is N) under shared memory descriptor `desc` (PTX ISA, "Shared
/// Memory Descriptor": start address bits 0-13, leading dimension byte
/// offset 16-29, stride dimension byte offset 32-45, all in 16-byte units;
/// fixed 0b001 in 46-48; base offset 49-51; leading dimension stride mode
/// 52; fixed 0 in 53-60; swizzle 61-63: 0 none, 1 128-byte with 32-byte
/// atoms, 2 128-byte, 4 64-byte, 6 32-byte), in the canonical layouts of
/// "Shared Memory Layout and Swizzling". A swizzle atom is 8 rows of the
/// swizzle's width (16 bytes unswizzled), rows along M/N for K-major
/// operands, along K for MN-major ones. K-major: M/N rows 8 to a group,
/// groups SBO apart; K within the row (swizzled: the instruction's 32
/// bytes of K in one row; unswizzled: 16-byte core matrix columns LBO
/// apart). MN-major swizzled: the width's worth of M/N contiguous, further
/// widths LBO apart, K rows 8 to a group, groups SBO apart. MN-major
/// unswizzled: 16 bytes of M/N contiguous, further 16-byte columns SBO
/// apart, K rows 16 bytes apart 8 to a group, groups LBO apart. Swizzling
/// XORs address bits 4-6 (128-byte; 4-5, 4 for 64-, 32-byte) with bits 7-9
/// (7-8, 7). Empty, with `why`, for a descriptor not modelled or invalid.
std::optional<uint64_t> sharedOffset(uint64_t desc, bool kMajor, unsigned bytes, unsigned mn, unsigned k,
                                     std::string &why) {
  uint64_t start = (desc & 0x3fff) << 4, lbo = (desc >> 16 & 0x3fff) << 4, sbo = (desc >> 32 & 0x3fff) << 4;
  unsigned mode = unsigned(desc >> 61);
  if ((desc >> 46 & 7) != 1 || (desc >> 53 & 0xff)) {
    why = "the shared memory descriptor's fixed bits 46-48 are not 0b001 or bits 53-60 not 0 (a wgmma matrix "
          "descriptor?)";
    return std::nullopt;
  }
  if (desc >> 49 & 7) {
    why = "a shared memory descriptor with a base offset (an atom not aligned to its swizzle) is not modelled";
    return std::nullopt;
  }
  if (desc >> 52 & 1) {
    why = "a shared memory descriptor with the absolute leading dimension stride mode is not modelled";
    return std::nullopt;
  }
  if (mode == 1 || mode == 3 || mode == 5 || mode == 7) {
    why = mode == 1 ? "the 128-byte swizzle with 32-byte atoms is not modelled"
                    : "swizzle mode " + std::to_string(mode) + " is invalid";
    return std::nullopt;
  }
  unsigned width = mode == 2 ? 128 : mode == 4 ? 64 : mode == 6 ? 32 : 0;
  unsigned perChunk = 16 / bytes;
  uint64_t offset;
  if (kMajor && width)
    offset = (mn % 8) * width + (mn / 8) * sbo + k * bytes;
  else if (kMajor)
    offset = (mn % 8) * 16 + (mn / 8) * sbo + (k % perChunk) * bytes + (k / perChunk) * lbo;
  else if (width) {
    unsigned perRow = width / bytes;
    offset = (mn % perRow) * bytes + (mn / perRow) * lbo + (k % 8) * width + (k / 8) * sbo;
  } else
    offset = (mn % perChunk) * bytes + (mn / perChunk) * sbo + (k % 8) * 16 + (k / 8) * lbo;
  uint64_t address = start + offset;
  if (width)
    address ^= ((address >> 7) & (width / 16 - 1)) << 4;
  return address;
}

/// The tensor memory cell (lane * kColumns + column) of row r, column c
/// of a D laid out as `layout` from lane `base`, column `col`, `n` columns
/// of D wide (for A from TMEM, c its column offset).
size_t cellOf(DLayout layout, uint32_t base, uint32_t col, unsigned n, unsigned r, unsigned c) {
  switch (layout) {
  case DLayout::Rows128:
    return size_t(r) * kColumns + col + c;
  case DLayout::Half64:
    return size_t(base + 32 * (r / 16) + r % 16) * kColumns + col + c;
  case DLayout::Pair2x2:
    return size_t(r + 64 * (c / (n / 2))) * kColumns + col + c % (n / 2);
  }
  return 0;
}

/// Reads a K-major operand of 4- or 6-bit elements (A as M x K, B as K x N,
/// row-major) as `readSharedOperand` does ("Packing formats of elements in
/// Tensor and Shared memory"): the descriptor addresses it as of 1-byte
/// elements, each 16-byte chunk of a row holding 16 elements packed then
/// padded to 16 bytes (`padded`: .kind::f8f6f4 and ::mxf8f6f4) or 32 packed
/// two to a byte (.kind::mxf4 and ::mxf4nvf4), element j of a chunk in its
/// bits `bits` j on, lowest bits first.
bool readPackedOperand(uint64_t desc, unsigned bits, bool padded, unsigned extent, unsigned k, bool isA,
                       llvm::function_ref<double(uint32_t)> value, SharedReads &reads, std::vector<double> &into,
                       std::string &why) {
  unsigned perChunk = padded ? 16 : 128 / bits;
  into.assign(size_t(extent) * k, 0);
  for (unsigned mn = 0; mn < extent; ++mn)
    for (unsigned kk = 0; kk < k; ++kk) {
      std::optional<uint64_t> chunk = sharedOffset(desc, true, 1, mn, 16 * (kk / perChunk), why);
      if (!chunk)
        return false;
      unsigned bit = bits * (kk % perChunk), span = (bit % 8 + bits + 7) / 8;
      uint64_t offset = *chunk + bit / 8;
      if (offset + span > current->sharedBytes) {
        why = std::string(isA ? "A" : "B") + " element (" + std::to_string(mn) + ", " + std::to_string(kk) +
              ") at shared offset " + std::to_string(offset) + " is outside the CTA's " +
              std::to_string(current->sharedBytes) + " bytes";
        return false;
      }
      uint32_t raw = 0;
      std::memcpy(&raw, current->shared + offset, span);
      reads.push_back({uint32_t(offset), span, raw});
      into[isA ? size_t(mn) * k + kk : size_t(kk) * extent + mn] = value(raw >> (bit % 8) & ((1u << bits) - 1));
    }
  return true;
}

/// The scale factors of A (`rows` = M, by row) or B (`rows` = N, by
/// column) of a block-scaled mma, `perRow` to each, from tensor memory at
/// `addr` ("Block Scaling for tcgen05.mma": scale factor A / B ID): those
/// of row r lie in lane r % 32 of column addr + r / 32, the ID their byte
/// offset in that word (scale_vec::1X: any byte; 2X: the half word at byte
/// 0 or 2; 4X: the word, ID 0). They must be duplicated in all four 32-lane
/// partitions of tensor memory: copies that differ fail the launch. ue8m0
/// is 2^(e - 127) (255: NaN); ue4m3 is e4m3 without a sign bit.
bool readScales(const TensorMemory &tm, uint32_t addr, unsigned rows, unsigned perRow, unsigned scaleId,
                bool ue8m0, const char *which, std::vector<double> &scales, std::string &why) {
  std::string name = std::string("scale factor ") + which;
  uint32_t lane = addr >> 16, column = addr & 0xffff, columns = (rows + 31) / 32;
  if (scaleId % perRow) {
    why = name + " ID " + std::to_string(scaleId) + " with " + std::to_string(perRow) +
          " scale factors to a row (scale_vec::" + std::to_string(perRow) + "X: the ID must be a multiple of " +
          std::to_string(perRow) + ")";
    return false;
  }
  if (lane) {
    why = name + "'s address names lane " + std::to_string(lane) +
          " (scale factors fill lanes 0-31 of each 32-lane partition: lane 0)";
    return false;
  }
  if (!allocated(tm, column, columns)) {
    why = name + "'s columns " + std::to_string(column) + " to " + std::to_string(column + columns - 1) +
          " are not all allocated (" + columnsHeld(tm) + ")";
    return false;
  }
  scales.assign(size_t(rows) * perRow, 0);
  uint32_t mask = perRow == 4 ? ~0u : ((1u << 8 * perRow) - 1) << 8 * scaleId;
  for (unsigned r = 0; r < rows; ++r) {
    uint32_t word = tm.cells[(r % 32) * kColumns + column + r / 32];
    for (unsigned partition = 1; partition < 4; ++partition)
      if ((tm.cells[(32 * partition + r % 32) * kColumns + column + r / 32] ^ word) & mask) {
        why = name + " of " + (*which == 'A' ? "row " : "column ") + std::to_string(r) + " differs between lanes " +
              std::to_string(r % 32) + " and " + std::to_string(32 * partition + r % 32) + " of column " +
              std::to_string(column + r / 32) +
              " (scale factors must be duplicated in all four 32-lane partitions)";
        return false;
      }
    for (unsigned j = 0; j < perRow; ++j) {
      uint32_t bits = word >> 8 * (scaleId + j) & 0xff;
      if (!ue8m0 && bits & 0x80) {
        why = name + " of " + std::to_string(r) + ": ue4m3 " + std::to_string(bits) + " has bit 7 set (it has no sign)";
        return false;
      }
      scales[size_t(r) * perRow + j] =
          ue8m0 ? (bits == 255 ? std::nan("") : std::ldexp(1.0, int(bits) - 127)) : fp8(bits, true);
    }
  }
  return true;
}

/// mma packed slots: kind, A in TMEM, the block size qualifier
/// (NVVM::Tcgen05MMABlockScale: 0 none, 1 .block16, 2 .block32), the CTA
/// group (1 or 2), then D's address, A's descriptor or address, B's
/// descriptor, the instruction descriptor, enable_input_d and, for the
/// block-scaled kinds (.cta_group::1 only), the scale factors' addresses
/// (A, then B).
void mma(const uint64_t *in) {
  Kind kind = Kind(in[0]);
  bool aInTmem = in[1], scaled = kind >= KindMXF8F6F4, pair = in[3] == 2;
  unsigned blockSize = unsigned(in[2]);
  uint32_t dAddr = uint32_t(in[4]), aAddr = uint32_t(in[5]), idescBits = uint32_t(in[7]);
  uint64_t descA = in[5], descB = in[6];
  bool enableInputD = in[8] & 1;
  InstrDesc id(idescBits, kind);
  auto fail = [](const std::string &why) { trapWith("tcgen05.mma: " + why); };
  bool floatKind = kind != KindI8;
  unsigned aBits = elementBits(kind, id.aType), bBits = elementBits(kind, id.bType);
  if (id.sparse || id.maxShift) {
    fail("the instruction descriptor asks for sparsity or a .ws shift (not a dense mma without .ws)");
    return;
  }
  if (!aBits || !bBits) {
    fail("A/B type fields " + std::to_string(id.aType) + "/" + std::to_string(id.bType) + " are not types of .kind::" +
         kindName(kind));
    return;
  }
  if (scaled && (id.reserved || id.k96)) {
    fail(id.k96 ? std::string("K = 96 (instruction descriptor bit 31) is for .cta_group::2 only")
                : "reserved instruction descriptor bits are set (" + std::to_string(id.reserved) + ")");
    return;
  }
  if (floatKind ? id.dType != 1 : id.dType != 2) {
    fail(std::string("D type field ") + std::to_string(id.dType) +
         (floatKind ? ": only f32 accumulators (1) are modelled" : ": .kind::i8 accumulates in s32 (2)"));
    return;
  }
  if (floatKind ? id.saturate : id.negA || id.negB) {
    fail(floatKind ? "saturate is for .kind::i8 only" : "negation is not valid for .kind::i8");
    return;
  }
  // .cta_group::2 ("Matrix Shape"): the instruction descriptor's M is the
  // pair's, 128 or 256; N 16 to 256 step 16, step 32 for 8-bit MN-major B.
  unsigned pairStep = bBits == 8 && id.mnMajorB ? 32 : 16;
  if (pair && !((id.m == 128 || id.m == 256) && id.n >= pairStep && id.n <= 256 && id.n % pairStep == 0)) {
    fail("M = " + std::to_string(id.m) + ", N = " + std::to_string(id.n) +
         " is not a .cta_group::2 shape (M 128 or 256 across the CTA pair, N " + std::to_string(pairStep) +
         "..256 step " + std::to_string(pairStep) + ")");
    return;
  }
  bool nOk = pair        ? true
             : scaled    ? id.m == 128 && id.n >= 8 && id.n <= 256
             : id.m == 64 ? id.n >= 8 && id.n <= 256 && id.n % 8 == 0
                          : id.m == 128 && id.n >= 16 && id.n <= 256 && id.n % 16 == 0;
  if (!nOk) {
    fail("M = " + std::to_string(id.m) + ", N = " + std::to_string(id.n) +
         (scaled ? " is not a .cta_group::1 block-scaled shape (M 128 with N 8..256 step 8)"
                 : " is not a .cta_group::1 shape (M 64 with N 8..256 step 8, or M 128 with N 16..256 step 16)"));
    return;
  }
  if ((kind == KindMXF4 || kind == KindMXF4NVF4) && (id.mnMajorA || id.mnMajorB)) {
    fail(std::string(".kind::") + kindName(kind) + " takes K-major A and B only (transpose bits 0)");
    return;
  }
  if ((aBits < 8 && (id.mnMajorA || aInTmem)) || (bBits < 8 && id.mnMajorB)) {
    fail("4- and 6-bit A and B are modelled K-major in shared memory only");
    return;
  }
  // Scale factors to a row of A (column of B) by kind and block size
  // ("Valid combinations of scale_vectorsize with types and MMA-Kind"):
  // mxf8f6f4 1X (.block32), mxf4 2X (.block32), mxf4nvf4 2X (.block32) or
  // 4X (.block16), the NVVM verifier rejecting other block sizes; ue4m3
  // scales with 4X only.
  unsigned perRow = kind == KindMXF8F6F4 ? 1 : kind == KindMXF4 ? 2 : blockSize == 1 ? 4 : 2;
  if (scaled && !id.ue8m0 && perRow != 4) {
    fail("ue4m3 scale factors (instruction descriptor bit 23 = 0) go with .kind::mxf4nvf4 .block16 only");
    return;
  }
  unsigned k = kind == KindF16 ? 16 : kind == KindTF32 ? 8 : kind == KindMXF4 || kind == KindMXF4NVF4 ? 64 : 32;
  unsigned m = id.m, n = id.n;
  uint32_t dLane = dAddr >> 16, dCol = dAddr & 0xffff;
  if (pair ? dLane != 0 : m == 128 ? dLane != 0 : dLane != 0 && dLane != 16) {
    fail("D's lane " + std::to_string(dLane) +
         (pair ? " (.cta_group::2: 0)" : " (M = 128: 0; M = 64: 0 or 16)"));
    return;
  }
  // The CTAs holding the mma's rows, first half first: the running one, or
  // the pair's even rank, then its odd one (each with A's rows and B's
  // columns in its shared memory at the descriptors' addresses, and D's
  // rows in its tensor memory at D's).
  llvm::SmallVector<uint32_t, 2> ranks{current->rank};
  ownTensorMemory();
  if (pair) {
    std::optional<uint32_t> peer = peerRank("tcgen05.mma");
    if (!peer)
      return;
    if (!current->cluster->tensorMemories[*peer]) {
      fail("the peer CTA has no tensor memory (its warp never ran tcgen05.alloc.cta_group::2)");
      return;
    }
    ranks = {current->rank & ~1u, current->rank | 1u};
  }
  if (pair && m == 128 && aInTmem) {
    fail("A in tensor memory with .cta_group::2 and M = 128 (layout B) is not modelled");
    return;
  }
  DLayout layout = m == 64 ? DLayout::Half64 : pair && m == 128 ? DLayout::Pair2x2 : DLayout::Rows128;
  unsigned rows = m / unsigned(ranks.size()), nPart = n / unsigned(ranks.size());
  unsigned cols = layout == DLayout::Pair2x2 ? n / 2 : n;
  llvm::SmallVector<Claim, 2> claims;
  for (uint32_t rank : ranks)
    claims.push_back({current->cluster->tensorMemories[rank], 0, 0, rank != current->rank});
  auto locks = lockAll(claims);
  for (const Claim &c : claims)
    if (!allocated(*c.tm, dCol, cols)) {
      fail("D's columns " + std::to_string(dCol) + " to " + std::to_string(dCol + cols - 1) +
           " are not all allocated" + whose(c) + " (" + columnsHeld(*c.tm) + ")");
      return;
    }
  std::string why;
  // Operands as M x K and K x N, row-major, from the running CTA's shared
  // memory.
  auto fromShared = [&](uint64_t desc, unsigned type, unsigned bits, bool kMajor, unsigned extent,
                        std::vector<double> &into, bool a, SharedReads &reads) {
    auto value = [&](uint32_t raw) { return elementValue(kind, type, raw); };
    if (bits < 8)
      return readPackedOperand(desc, bits, kind == KindF8F6F4 || kind == KindMXF8F6F4, extent, k, a, value, reads,
                               into, why);
    unsigned bytes = bits / 8;
    return readSharedOperand(
        [&](unsigned mn, unsigned kk, std::string &why) { return sharedOffset(desc, kMajor, bytes, mn, kk, why); },
        bytes, extent, k, a, value, reads, into, why);
  };
  std::vector<double> B(size_t(k) * n);
  llvm::SmallVector<std::shared_ptr<PendingMma>, 2> parts;
  for (unsigned i = 0; i < ranks.size(); ++i) {
    auto part = std::make_shared<PendingMma>();
    part->tm = claims[i].tm, part->arena = current->cluster->arenas[ranks[i]];
    std::vector<double> &A = part->A;
    std::vector<double> BPart;
    if (aInTmem) {
      // A in TMEM (read at issue): row r in D's lane for it, K packed along
      // 32-bit columns from A's column (8 columns: 32 bytes), lowest bytes
      // first.
      unsigned bytes = aBits / 8;
      uint32_t aLane = aAddr >> 16, aCol = aAddr & 0xffff;
      if (id.mnMajorA || aLane != dLane || !allocated(*part->tm, aCol, 8)) {
        fail("A in tensor memory must be K-major, at D's lane, in 8 allocated columns" + whose(claims[i]) +
             " (lane " + std::to_string(aLane) + ", column " + std::to_string(aCol) + ")");
        return;
      }
      A.assign(size_t(rows) * k, 0);
      for (unsigned r = 0; r < rows; ++r)
        for (unsigned kk = 0; kk < k; ++kk) {
          uint32_t cell = part->tm->cells[cellOf(layout, aLane, aCol, 0, r, kk * bytes / 4)];
          uint32_t raw = bytes == 4 ? cell : cell >> (8 * (kk * bytes % 4)) & ((1u << (8 * bytes)) - 1);
          A[size_t(r) * k + kk] = elementValue(kind, id.aType, raw);
        }
    } else if (!asCta(ranks[i], [&] {
                 return fromShared(descA, id.aType, aBits, !id.mnMajorA, rows, A, true, part->reads);
               })) {
      fail(why);
      return;
    }
    if (!asCta(ranks[i], [&] {
          return fromShared(descB, id.bType, bBits, !id.mnMajorB, nPart, BPart, false, part->reads);
        })) {
      fail(why);
      return;
    }
    for (unsigned kk = 0; kk < k; ++kk)
      std::copy_n(BPart.begin() + size_t(kk) * nPart, nPart, B.begin() + size_t(kk) * n + i * nPart);
    parts.push_back(std::move(part));
  }
  if (scaled) {
    // Each block of K / perRow elements of a row of A (column of B) times
    // its scale factor: exact for these element and scale types.
    std::vector<double> scaleA, scaleB;
    std::vector<double> &A = parts[0]->A;
    if (!readScales(*claims[0].tm, uint32_t(in[9]), m, perRow, id.sfaId, id.ue8m0, "A", scaleA, why) ||
        !readScales(*claims[0].tm, uint32_t(in[10]), n, perRow, id.sfbId, id.ue8m0, "B", scaleB, why)) {
      fail(why);
      return;
    }
    unsigned block = k / perRow;
    for (unsigned kk = 0; kk < k; ++kk) {
      for (unsigned r = 0; r < m; ++r)
        A[size_t(r) * k + kk] *= scaleA[size_t(r) * perRow + kk / block];
      for (unsigned c = 0; c < n; ++c)
        B[size_t(kk) * n + c] *= scaleB[size_t(c) * perRow + kk / block];
    }
  }
  for (std::shared_ptr<PendingMma> &part : parts) {
    part->B = B;
    part->m = rows, part->n = n, part->k = k, part->cols = cols, part->layout = layout;
    part->dLane = dLane, part->dCol = dCol;
    part->integer = kind == KindI8, part->saturate = id.saturate, part->enableInputD = enableInputD;
    part->signA = id.negA ? -1 : 1, part->signB = id.negB ? -1 : 1;
    current->tmem->pending[current->tid].push_back(std::move(part));
  }
}

/// The lanes row r of a tcgen05.cp source lands in ("tcgen05.cp"): its
/// own; with .warpx2 the 64 rows go to both warp pairs (02_13: warps 0 and
/// 2, 1 and 3; 01_23: 0 and 1, 2 and 3), rows 0-31 to the pair's first
/// warp, rows 32-63 to its second; .warpx4: the 32 rows to every warp
/// (NVVM::Tcgen05CpMulticast: 0 none, 1 02_13, 2 01_23, 3 warpx4).
llvm::SmallVector<uint32_t, 4> copyLanes(unsigned multicast, uint32_t r) {
  switch (multicast) {
  case 1:
    return r < 32 ? llvm::SmallVector<uint32_t, 4>{r, r + 32} : llvm::SmallVector<uint32_t, 4>{r + 32, r + 64};
  case 2:
    return {r, r + 64};
  case 3:
    return {r, r + 32, r + 64, r + 96};
  }
  return {r};
}

/// tcgen05.cp of `shape` (NVVM::Tcgen05CpShape: 0 128x256b, 1 4x256b, 2
/// 128x128b, 3 64x128b, 4 32x128b; the NVVM verifier pairs 64x128b with
/// .warpx2, 32x128b with .warpx4, the rest with none) from the matrix at
/// shared memory descriptor `desc` to tensor memory at `taddr` (lane 0),
/// without decompression. The source is read as a K-major operand of
/// 1-byte elements whose rows are the shape's rows and whose K is a row's
/// 16 or 32 bytes; row r's bytes fill the columns from taddr's of its lanes
/// (see copyLanes), lowest bytes first. Written at issue (an mma the thread
/// issues later reads them at its issue: the two run in order); the shared
/// memory read must stay unchanged until a tcgen05.commit covering the copy
/// lands, as for an mma.
void copyToTensorMemory(uint32_t taddr, uint64_t desc, unsigned shape, unsigned multicast) {
  static const unsigned rowsOf[] = {128, 4, 128, 64, 32}, bytesOf[] = {32, 32, 16, 16, 16};
  unsigned rows = rowsOf[shape], bytes = bytesOf[shape], columns = bytes / 4;
  auto fail = [](const std::string &why) { trapWith("tcgen05.cp: " + why); };
  uint32_t lane = taddr >> 16, column = taddr & 0xffff;
  if (lane) {
    fail("lane " + std::to_string(lane) + " in the destination address (only lane 0 is modelled)");
    return;
  }
  TensorMemory &tm = *current->tmem;
  std::lock_guard<std::mutex> lock(tm.mutex);
  if (!allocated(tm, column, columns)) {
    fail("columns " + std::to_string(column) + " to " + std::to_string(column + columns - 1) +
         " are not all allocated (" + columnsHeld(tm) + ")");
    return;
  }
  for (const std::shared_ptr<PendingMma> &p : tm.pending[current->tid])
    if (!p->copy && !p->done && p->tm == &tm && p->dCol < column + columns && column < p->dCol + p->cols) {
      fail("it writes columns of the D of an earlier tcgen05.mma of the thread not yet complete (not modelled)");
      return;
    }
  auto pending = std::make_shared<PendingMma>();
  pending->copy = true, pending->tm = &tm, pending->arena = current->shared;
  std::vector<uint8_t> data(size_t(rows) * bytes);
  std::string why;
  for (unsigned r = 0; r < rows; ++r)
    for (unsigned b = 0; b < bytes; ++b) {
      std::optional<uint64_t> offset = sharedOffset(desc, true, 1, r, b, why);
      if (!offset || *offset >= current->sharedBytes) {
        fail(offset ? "source byte " + std::to_string(b) + " of row " + std::to_string(r) + " at shared offset " +
                          std::to_string(*offset) + " is outside the CTA's " +
                          std::to_string(current->sharedBytes) + " bytes"
                    : why);
        return;
      }
      uint8_t byte = current->shared[*offset];
      data[size_t(r) * bytes + b] = byte;
      pending->reads.push_back({uint32_t(*offset), 1, byte});
    }
  for (unsigned r = 0; r < rows; ++r)
    for (uint32_t to : copyLanes(multicast, r))
      for (unsigned b = 0; b < bytes; ++b) {
        uint32_t &cell = tm.cells[to * kColumns + column + b / 4];
        unsigned shift = 8 * (b % 4);
        cell = (cell & ~(0xffu << shift)) | uint32_t(data[size_t(r) * bytes + b]) << shift;
      }
  tm.pending[current->tid].push_back(std::move(pending));
}

/// Performs `p` (its commit's arrive-on lands): the shared memory it read
/// must be unchanged since its issue; for an mma, D still allocated. As
/// mma.sync's emulation: D starts from its TMEM value (enable_input_d) or
/// zero and adds the exact products in K order, each with one f32 rounding
/// to nearest (an fma); integers sum exactly, then saturate to s32 or wrap.
void perform(PendingMma &p) {
  TensorMemory &tm = *p.tm;
  std::lock_guard<std::mutex> lock(tm.mutex);
  for (auto [offset, bytes, raw] : p.reads) {
    uint32_t now = 0;
    std::memcpy(&now, p.arena + offset, bytes);
    if (now != raw) {
      trapWith(std::string(p.copy ? "tcgen05.cp" : "tcgen05.mma") + ": shared memory it reads (offset " +
               std::to_string(offset) +
               ") changed before the mbarrier arrive-on of the tcgen05.commit tracking it (the tensor cores may "
               "still read it)");
      return;
    }
  }
  if (p.copy)
    return;
  if (!allocated(tm, p.dCol, p.cols)) {
    trapWith("tcgen05.mma: D's columns " + std::to_string(p.dCol) + " to " + std::to_string(p.dCol + p.cols - 1) +
             " were deallocated before the mma completed");
    return;
  }
  unsigned m = p.m, n = p.n, k = p.k;
  for (unsigned r = 0; r < m; ++r)
    for (unsigned c = 0; c < n; ++c) {
      uint32_t &cell = tm.cells[cellOf(p.layout, p.dLane, p.dCol, n, r, c)];
      uint32_t initial = p.enableInputD ? cell : 0;
      if (p.integer) {
        int64_t acc = int32_t(initial);
        for (unsigned kk = 0; kk < k; ++kk)
          acc += int64_t(p.A[size_t(r) * k + kk]) * int64_t(p.B[size_t(kk) * n + c]);
        if (p.saturate)
          acc = std::clamp<int64_t>(acc, INT32_MIN, INT32_MAX);
        cell = uint32_t(uint64_t(acc));
      } else {
        float acc = llvm::bit_cast<float>(initial);
        for (unsigned kk = 0; kk < k; ++kk)
          acc = std::fmaf(float(p.signA * p.A[size_t(r) * k + kk]), float(p.signB * p.B[size_t(kk) * n + c]), acc);
        cell = llvm::bit_cast<uint32_t>(acc);
      }
    }
}

/// The cells of the running thread's registers for tcgen05.ld / tcgen05.st
/// .32x32b.xN at `taddr` (lane 32 (w % 4) + t, N columns from the
/// address's), or false after trapping: the warp's own lanes, allocated
/// columns only.
bool ldStCells(const char *op, uint64_t taddr, int32_t num, uint32_t *&cells) {
  TensorMemory &tm = *current->tmem;
  uint32_t lane = uint32_t(taddr) >> 16, column = uint32_t(taddr) & 0xffff, quarter = current->tid / 32 % 4;
  if (lane != 32 * quarter) {
    trapWith(std::string(op) + ": lane " + std::to_string(lane) + " from warp " + std::to_string(current->tid / 32) +
             ", which reaches lanes " + std::to_string(32 * quarter) + " to " + std::to_string(32 * quarter + 31) +
             " (.32x32b: the address names the warp's first lane)");
    return false;
  }
  if (!allocated(tm, column, uint32_t(num))) {
    trapWith(std::string(op) + ": columns " + std::to_string(column) + " to " + std::to_string(column + num - 1) +
             " are not all allocated (" + columnsHeld(tm) + ")");
    return false;
  }
  cells = tm.cells.data() + (lane + current->tid % 32) * kColumns + column;
  return true;
}
extern "C" {
static void emuTcgen05Mma(const uint64_t *in, uint64_t *) { mma(in); }
static void emuTcgen05Cp(uint64_t taddr, uint64_t desc, int32_t shape, int32_t multicast) {
  copyToTensorMemory(uint32_t(taddr), desc, unsigned(shape), unsigned(multicast));
}

/// tcgen05.alloc / dealloc, and relinquish_alloc_permit .cta_group::2:
/// the warp meets (.sync.aligned); slots: the op (0 alloc, 1 dealloc, 2
/// relinquish), the destination or address, the columns, the CTA group.
static void emuTcgen05Alloc(uint64_t dst, int32_t nCols, int32_t group) {
  uint64_t in[4] = {0, dst, uint64_t(uint32_t(nCols)), uint64_t(group)};
  meet(WarpOp::TensorMemory, 4, kFullWarp, in, nullptr, "tcgen05.alloc");
}
static void emuTcgen05Dealloc(uint64_t taddr, int32_t nCols, int32_t group) {
  uint64_t in[4] = {1, uint32_t(taddr), uint64_t(uint32_t(nCols)), uint64_t(group)};
  meet(WarpOp::TensorMemory, 4, kFullWarp, in, nullptr, "tcgen05.dealloc");
}
static void emuTcgen05RelinquishPair() {
  uint64_t in[4] = {2, 0, 0, 2};
  meet(WarpOp::TensorMemory, 4, kFullWarp, in, nullptr, "tcgen05.relinquish_alloc_permit");
}

/// tcgen05.relinquish_alloc_permit.cta_group::1: the CTA allocates no more.
static void emuTcgen05Relinquish() {
  TensorMemory &tm = ownTensorMemory();
  std::lock_guard<std::mutex> lock(tm.mutex);
  tm.relinquished = true;
}

/// tcgen05.commit.mbarrier::arrive::one: the mbarrier tracks the completion
/// of every tcgen05.mma and tcgen05.cp the thread issued before (both CTAs'
/// parts of a .cta_group::2 mma). Its arrive-on lands later (the latest the
/// ISA allows), and those not complete yet complete then, in issue order:
/// until then D in tensor memory is as before the mmas. With `mask`
/// (.multicast::cluster, bit i the cluster's CTA of rank i) the arrive-on
/// goes to the mbarrier at the same offset in each CTA of the mask, and
/// the first to land performs them; .cta_group::2 takes the mbarrier of
/// any CTA of the cluster (shared::cluster), .cta_group::1 the running
/// CTA's.
static void emuTcgen05Commit(uint64_t barrier, int32_t mask, int32_t group) {
  TensorMemory *tm = &ownTensorMemory();
  const char *op = "tcgen05.commit";
  if (group == 2 && !peerRank(op))
    return;
  std::vector<std::shared_ptr<PendingMma>> mmas;
  {
    std::lock_guard<std::mutex> lock(tm->mutex);
    std::vector<std::shared_ptr<PendingMma>> &mine = tm->pending[current->tid];
    llvm::erase_if(mine, [](const std::shared_ptr<PendingMma> &p) { return p->done.load(); });
    mmas = mine;
  }
  auto landed = [mmas] {
    for (const std::shared_ptr<PendingMma> &p : mmas)
      if (!p->done.exchange(true))
        perform(*p);
  };
  std::optional<std::pair<uint32_t, uint64_t>> at = clusterShared(barrier, 8);
  if (!mask && (group == 1 || !at || at->first == current->rank)) {
    mbarrierArriveLater(op, barrier, landed);
    return;
  }
  if (!at) {
    trapWith(std::string(op) + ": the mbarrier address is not in the shared memory of a CTA of the cluster");
    return;
  }
  uint32_t targets = mask ? uint32_t(uint16_t(mask)) : 1u << at->first, size = current->cluster->size();
  if (targets >> size) {
    trapWith(std::string(op) + ": ctaMask " + std::to_string(uint16_t(mask)) + " names CTA rank " +
             std::to_string(31 - llvm::countl_zero(targets)) + ", but the cluster has " + std::to_string(size) +
             " CTAs");
    return;
  }
  for (uint32_t rank = 0; rank < size; ++rank)
    if (targets >> rank & 1)
      asCta(rank, [&] {
        mbarrierArriveLater(op, reinterpret_cast<uintptr_t>(current->shared) + at->second, landed);
        return true;
      });
}

static void emuTcgen05Ld(uint64_t taddr, uint32_t *regs, int32_t num) {
  TensorMemory &tm = *current->tmem;
  std::lock_guard<std::mutex> lock(tm.mutex);
  uint32_t *cells;
  if (ldStCells("tcgen05.ld", taddr, num, cells))
    std::copy_n(cells, num, regs);
}
static void emuTcgen05St(uint64_t taddr, const uint32_t *regs, int32_t num) {
  TensorMemory &tm = *current->tmem;
  std::lock_guard<std::mutex> lock(tm.mutex);
  uint32_t *cells;
  if (ldStCells("tcgen05.st", taddr, num, cells))
    std::copy_n(regs, num, cells);
}
}

/// A pointer operand as the i64 the host functions take.
Value asInt(OpBuilder &b, Location loc, Value pointer) {
  return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), pointer);
}

/// A stack buffer of `words` i32 in `op`'s function's entry block.
Value entryBuffer(OpBuilder &b, Operation *op, int64_t words) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&op->getParentOfType<LLVM::LLVMFuncOp>().getBody().front());
  Value size = LLVM::ConstantOp::create(b, op->getLoc(), b.getI64Type(), words);
  return LLVM::AllocaOp::create(b, op->getLoc(), LLVM::LLVMPointerType::get(op->getContext()), b.getI32Type(), size,
                                4);
}

} // namespace

std::shared_ptr<TensorMemory> mlir::cuda_tile::emulation::newTensorMemory(unsigned threads) {
  return std::make_shared<TensorMemory>(threads);
}

void mlir::cuda_tile::emulation::tensorMemoryThreadExited() {
  TensorMemory &tm = *current->tmem;
  std::lock_guard<std::mutex> lock(tm.mutex);
  if (++tm.exited == tm.threads && !tm.allocations.empty())
    trapWith("the CTA exited with " + columnsHeld(tm) + " of tensor memory (tcgen05.dealloc them before exit)");
}

void mlir::cuda_tile::emulation::computeTensorMemoryWarp(WarpExchange &w, uint32_t lanes) {
  const uint64_t *in = w.lanes[llvm::countr_zero(lanes)].in;
  uint64_t op = in[0], arg = in[1];
  uint32_t nCols = uint32_t(in[2]), warp = current->tid / 32;
  std::string name = std::string(kAllocOps[op]) + (in[3] == 2 ? ".cta_group::2" : "");
  if (lanes != w.present) {
    trapWith(name + ": every lane of the warp must execute it (.sync.aligned); some have exited");
    return;
  }
  if (op == 0 && !validDestination(arg))
    return;
  if (op == 0 && (nCols < 32 || nCols > kColumns || (nCols & (nCols - 1)))) {
    trapWith("tcgen05.alloc: " + std::to_string(nCols) + " columns (must be a power of 2 from 32 to 512)");
    return;
  }
  TensorMemory &own = ownTensorMemory();
  if (in[3] == 1) {
    Claim claim{&own, arg, warp, false};
    if (op)
      deallocate(claim, uint32_t(arg), nCols);
    else
      allocate(claim, nCols);
    return;
  }
  // .cta_group::2: one warp of each CTA of the pair performs it ("Issue
  // Granularity"); the first to arrive waits for the other, whose warp then
  // performs it for both, the columns at the same address in both CTAs.
  std::optional<uint32_t> peer = peerRank(name);
  if (!peer)
    return;
  Cluster &cluster = *current->cluster;
  std::unique_lock<std::mutex> lock(pairMutex);
  TensorMemory *other = cluster.tensorMemories[*peer];
  if (other && other->request) {
    PairRequest theirs = *other->request;
    other->request.reset();
    lock.unlock();
    if (theirs.op != op || theirs.nCols != nCols || (op == 1 && theirs.arg != arg))
      trapWith(name + ": the CTA pair's warps disagree (the peer CTA's ran " + kAllocOps[theirs.op] +
               (theirs.op == 2 ? "" : " of " + std::to_string(theirs.nCols) + " columns") +
               (theirs.op == 1 ? " at " + std::to_string(uint32_t(theirs.arg)) : "") + ")");
    else {
      // Rank order: the lower rank's tensor memory is locked first.
      llvm::SmallVector<Claim, 2> claims{{&own, arg, warp, false}, {other, theirs.arg, theirs.warp, true}};
      if (*peer < current->rank)
        std::swap(claims[0], claims[1]);
      if (op == 0)
        allocate(claims, nCols);
      else if (op == 1)
        deallocate(claims, uint32_t(arg), nCols);
      else
        for (const Claim &c : claims) {
          std::lock_guard<std::mutex> tmLock(c.tm->mutex);
          c.tm->relinquished = true;
        }
    }
    lock.lock();
    ++other->completed;
    pairChanged.notify_all();
    return;
  }
  if (own.request) {
    trapWith(name + ": another warp of the CTA waits in a .cta_group::2 allocation instruction (pairing several "
                    "warps' at once with the peer's is not modelled)");
    return;
  }
  own.request = PairRequest{op, arg, nCols, warp};
  uint64_t ticket = ++own.posted;
  auto since = std::chrono::steady_clock::now();
  while (own.completed < ticket && !launchTrapped()) {
    // Once the peer's warp took the request, it finishes it (or traps).
    if (own.request && cluster.exitedIn[*peer] == current->ntid) {
      trapWith(name + ": the peer CTA (cluster rank " + std::to_string(*peer) +
               ") exited without performing it: it blocks forever on a GPU");
      return;
    }
    if (own.request && std::chrono::steady_clock::now() - since > std::chrono::seconds(10)) {
      trapWith(name + ": no warp of the peer CTA (cluster rank " + std::to_string(*peer) +
               ") performed it for 10 s: it blocks forever on a GPU");
      return;
    }
    pairChanged.wait_for(lock, std::chrono::milliseconds(5));
  }
}

FailureOr<bool> mlir::cuda_tile::emulation::rewriteTcgen05(OpBuilder &b, ModuleOp module, Operation *op,
                                                          std::string &error) {
  if (!isa_and_nonnull<NVVM::NVVMDialect>(op->getDialect()) ||
      !op->getName().getStringRef().starts_with("nvvm.tcgen05."))
    return false;
  Location loc = op->getLoc();
  b.setInsertionPoint(op);
  auto i32 = [&](int64_t v) { return LLVM::ConstantOp::create(b, loc, b.getI32Type(), v).getResult(); };
  auto replace = [&](llvm::StringRef name, ValueRange args) {
    callBefore(b, module, op, name, args);
    op->erase();
    return true;
  };
  auto refuse = [&](const std::string &what) {
    error = "host emulation models " + op->getName().getStringRef().str() + " " + what;
    return failure();
  };
  // "All tcgen05 instructions in a kernel must specify the same value of
  // .cta_group": the first one's is recorded on its function.
  auto group = [&](NVVM::CTAGroupKind kind) -> FailureOr<int64_t> {
    int64_t g = kind == NVVM::CTAGroupKind::CTA_2 ? 2 : 1;
    auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
    auto seen = func->getAttrOfType<IntegerAttr>("emu_tcgen05_cta_group");
    if (seen && seen.getInt() != g) {
      error = "host emulation: " + op->getName().getStringRef().str() + " with .cta_group::" + std::to_string(g) +
              " in a kernel whose tcgen05 instructions use .cta_group::" + std::to_string(seen.getInt()) +
              " (the PTX ISA requires one .cta_group for all of a kernel's)";
      return failure();
    }
    func->setAttr("emu_tcgen05_cta_group", b.getI64IntegerAttr(g));
    return g;
  };
  if (auto alloc = dyn_cast<NVVM::Tcgen05AllocOp>(op)) {
    FailureOr<int64_t> g = group(alloc.getGroup());
    if (failed(g))
      return failure();
    return replace("__emu_tcgen05_alloc", {asInt(b, loc, alloc.getAddr()), alloc.getNCols(), i32(*g)});
  }
  if (auto dealloc = dyn_cast<NVVM::Tcgen05DeallocOp>(op)) {
    FailureOr<int64_t> g = group(dealloc.getGroup());
    if (failed(g))
      return failure();
    return replace("__emu_tcgen05_dealloc", {asInt(b, loc, dealloc.getTaddr()), dealloc.getNCols(), i32(*g)});
  }
  if (auto relinquish = dyn_cast<NVVM::Tcgen05RelinquishAllocPermitOp>(op)) {
    FailureOr<int64_t> g = group(relinquish.getGroup());
    if (failed(g))
      return failure();
    return replace(*g == 2 ? "__emu_tcgen05_relinquish_alloc_permit_pair" : "__emu_tcgen05_relinquish_alloc_permit",
                   {});
  }
  if (isa<NVVM::Tcgen05FenceOp, NVVM::Tcgen05WaitOp>(op)) {
    // ld and st complete at issue, mmas when their commit's arrive-on
    // lands: there is nothing more to wait for or order.
    op->erase();
    return true;
  }
  if (auto commit = dyn_cast<NVVM::Tcgen05CommitOp>(op)) {
    FailureOr<int64_t> g = group(commit.getGroup());
    if (failed(g))
      return failure();
    Value mask = commit.getMulticastMask()
                     ? LLVM::ZExtOp::create(b, loc, b.getI32Type(), commit.getMulticastMask()).getResult()
                     : i32(0);
    return replace("__emu_tcgen05_commit", {asInt(b, loc, commit.getAddr()), mask, i32(*g)});
  }
  if (auto mma = dyn_cast<NVVM::Tcgen05MMAOp>(op)) {
    if (mma.getScaleInputD() || mma.getDisableOutputLane() || mma.getAShift() ||
        mma.getCollectorOp() != NVVM::Tcgen05MMACollectorOp::DISCARD)
      return refuse("without scale_input_d, disable_output_lane, ashift or a collector buffer other than discard "
                    "only");
    FailureOr<int64_t> g = group(mma.getCtaGroup());
    if (failed(g))
      return failure();
    int64_t kind = mma.getKind() == NVVM::Tcgen05MMAKind::F16    ? KindF16
                   : mma.getKind() == NVVM::Tcgen05MMAKind::TF32 ? KindTF32
                   : mma.getKind() == NVVM::Tcgen05MMAKind::F8F6F4
                       ? KindF8F6F4
                       : KindI8;
    bool aInTmem = isa<LLVM::LLVMPointerType>(mma.getMatrixA().getType());
    Value a = aInTmem ? asInt(b, loc, mma.getMatrixA()) : mma.getMatrixA();
    replaceWithPackedCall(b, module, op, "__emu_tcgen05_mma", {kind, aInTmem, 0, *g},
                          {asInt(b, loc, mma.getMatrixD()), a, mma.getMatrixB(), mma.getIdesc(),
                           mma.getEnableInputD()});
    return true;
  }
  if (auto mma = dyn_cast<NVVM::Tcgen05MMABlockScaleOp>(op)) {
    if (mma.getCtaGroup() != NVVM::CTAGroupKind::CTA_1 ||
        mma.getCollectorOp() != NVVM::Tcgen05MMACollectorOp::DISCARD)
      return refuse("for cta_group::1 (the pair's scale factors are not modelled) without a collector buffer other "
                    "than discard only");
    if (failed(group(mma.getCtaGroup())))
      return failure();
    int64_t kind = mma.getKind() == NVVM::MMABlockScaleKind::MXF8F6F4 ? KindMXF8F6F4
                   : mma.getKind() == NVVM::MMABlockScaleKind::MXF4   ? KindMXF4
                                                                       : KindMXF4NVF4;
    bool aInTmem = isa<LLVM::LLVMPointerType>(mma.getMatrixA().getType());
    Value a = aInTmem ? asInt(b, loc, mma.getMatrixA()) : mma.getMatrixA();
    replaceWithPackedCall(b, module, op, "__emu_tcgen05_mma", {kind, aInTmem, int64_t(mma.getBlockScale()), 1},
                          {asInt(b, loc, mma.getMatrixD()), a, mma.getMatrixB(), mma.getIdesc(),
                           mma.getEnableInputD(), asInt(b, loc, mma.getScaleA()), asInt(b, loc, mma.getScaleB())});
    return true;
  }
  if (auto cp = dyn_cast<NVVM::Tcgen05CpOp>(op)) {
    if (cp.getGroup() != NVVM::CTAGroupKind::CTA_1 || cp.getSrcFormat())
      return refuse("for cta_group::1 without decompression (.b8x16.b6x16_p32 / .b8x16.b4x16_p64) only (a CTA "
                    "pair's is not modelled)");
    if (failed(group(cp.getGroup())))
      return failure();
    return replace("__emu_tcgen05_cp", {asInt(b, loc, cp.getTaddr()), cp.getSmemDesc(),
                                        i32(int64_t(cp.getShape())), i32(int64_t(cp.getMulticast()))});
  }
  auto words = [](Type type) {
    auto vector = dyn_cast<VectorType>(type);
    return vector ? vector.getNumElements() : int64_t(1);
  };
  if (auto ld = dyn_cast<NVVM::Tcgen05LdOp>(op)) {
    if (ld.getShape() != NVVM::Tcgen05LdStShape::SHAPE_32X32B || ld.getPack())
      return refuse("with shape 32x32b and without pack only");
    int64_t n = words(ld.getRes().getType());
    Value buffer = entryBuffer(b, op, n);
    callBefore(b, module, op, "__emu_tcgen05_ld", {asInt(b, loc, ld.getTmemAddr()), buffer, i32(n)});
    Value result = LLVM::LoadOp::create(b, loc, ld.getRes().getType(), buffer, /*alignment=*/4);
    ld.getRes().replaceAllUsesWith(result);
    op->erase();
    return true;
  }
  if (auto st = dyn_cast<NVVM::Tcgen05StOp>(op)) {
    if (st.getShape() != NVVM::Tcgen05LdStShape::SHAPE_32X32B || st.getUnpack())
      return refuse("with shape 32x32b and without unpack only");
    int64_t n = words(st.getVal().getType());
    Value buffer = entryBuffer(b, op, n);
    LLVM::StoreOp::create(b, loc, st.getVal(), buffer, /*alignment=*/4);
    return replace("__emu_tcgen05_st", {asInt(b, loc, st.getTmemAddr()), buffer, i32(n)});
  }
  error = ("host emulation does not model '" + op->getName().getStringRef() + "'").str();
  return failure();
}

void mlir::cuda_tile::emulation::addTcgen05Symbols(std::vector<std::pair<std::string, void *>> &symbols) {
  symbols.insert(symbols.end(), {
                                    {"__emu_tcgen05_alloc", (void *)emuTcgen05Alloc},
                                    {"__emu_tcgen05_dealloc", (void *)emuTcgen05Dealloc},
                                    {"__emu_tcgen05_relinquish_alloc_permit", (void *)emuTcgen05Relinquish},
                                    {"__emu_tcgen05_relinquish_alloc_permit_pair", (void *)emuTcgen05RelinquishPair},
                                    {"__emu_tcgen05_commit", (void *)emuTcgen05Commit},
                                    {"__emu_tcgen05_mma", (void *)emuTcgen05Mma},
                                    {"__emu_tcgen05_cp", (void *)emuTcgen05Cp},
                                    {"__emu_tcgen05_ld", (void *)emuTcgen05Ld},
                                    {"__emu_tcgen05_st", (void *)emuTcgen05St},
                                });
}
