//===- HostEmulation.cpp - run GPU kernels on the host's CPU -----------------===//
//
// See HostEmulation.h. The module is rewritten for the host (NVVM ops and
// intrinsics become calls to the functions below, kernel attributes and the
// NVPTX data layout go), JIT-compiled with MLIR's ExecutionEngine, and each
// CTA runs as `threads` host threads meeting at a barrier for bar.sync.
// sm_90's mbarriers, TMA loads and tensor maps are HostEmulationAsyncCopy.cpp's;
// what the two share is declared in HostEmulationInternal.h.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Target/HostEmulation.h"
#include "cuda-tile/Utils/PredicatedAccess.h"
#include "cuda-tile/Utils/WgmmaPtx.h"
#include "HostEmulationInternal.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/TargetSelect.h"

#include "llvm/ADT/bit.h"
#include <algorithm>
#include <cctype>
#include <csetjmp>
#include <cfenv>
#include <cstring>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <vector>

using namespace mlir;

using namespace mlir::cuda_tile::emulation;

namespace mlir::cuda_tile::emulation {

thread_local ThreadState *current;

bool launchTrapped() {
  std::lock_guard<std::mutex> lock(current->launch->mutex);
  return current->launch->trapped;
}

void trapWith(const std::string &why) {
  std::lock_guard<std::mutex> lock(current->launch->mutex);
  if (current->launch->trapped)
    return;
  current->launch->trapped = true;
  current->launch->trap = why + " (thread " + std::to_string(current->tid) + " of CTA (" +
                          std::to_string(current->ctaid[0]) + ", " + std::to_string(current->ctaid[1]) + ", " +
                          std::to_string(current->ctaid[2]) + "))";
}

} // namespace mlir::cuda_tile::emulation

namespace {

/// Bytes of shared-memory address a matrix descriptor can name (18 bits).
constexpr uint64_t kSharedWindow = uint64_t(1) << 18;

extern "C" {
static int32_t emuTidX() { return current->tid; }
static int32_t emuZero() { return 0; }
static int32_t emuNtidX() { return current->ntid; }
static int32_t emuOne() { return 1; }
static int32_t emuCtaidX() { return current->ctaid[0]; }
static int32_t emuCtaidY() { return current->ctaid[1]; }
static int32_t emuCtaidZ() { return current->ctaid[2]; }
static int32_t emuNctaidX() { return current->nctaid[0]; }
static int32_t emuNctaidY() { return current->nctaid[1]; }
static int32_t emuNctaidZ() { return current->nctaid[2]; }
/// Barrier `id` of `threads` threads; `name` says which instruction traps.
static void waitAtBarrier(const std::string &name, uint32_t id, uint32_t threads) {
  std::string why = current->barrier->arriveAndWait(id, threads);
  if (!why.empty())
    trapWith(name + ": " + why);
}
static void emuBarrier() { waitAtBarrier("bar.sync 0", 0, current->ntid); }
/// barrier.sync id, count (count -1: every thread of the CTA).
static void emuNamedBarrier(int32_t id, int32_t count) {
  uint32_t threads = count < 0 ? current->ntid : uint32_t(count);
  if (id < 0 || id > 15) {
    trapWith("barrier.sync: barrier " + std::to_string(id) + " is outside [0, 15]");
    return;
  }
  if (count >= 0 && (count == 0 || count % 32 || uint32_t(count) > current->ntid)) {
    trapWith("barrier.sync: a thread count of " + std::to_string(count) +
             " (must be a positive multiple of 32, at most the CTA's " + std::to_string(current->ntid) + ")");
    return;
  }
  waitAtBarrier("barrier.sync", uint32_t(id), threads);
}
static void *emuSharedAt(int64_t offset) { return current->shared + offset; }
static void emuDelayWrite() {
  if (current->tid != 0)
    std::this_thread::sleep_for(std::chrono::microseconds(current->launch->storeDelayMicros));
}
static float emuRsqrtF(float x) { return 1.0f / std::sqrt(x); }
static double emuRsqrtD(double x) { return 1.0 / std::sqrt(x); }
static float emuEx2F(float x) { return std::exp2(x); }
}

// NVVM's directed-rounding arithmetic: the host's own, under the rounding
// mode set for the thread (FENV_ACCESS keeps the operations after the mode
// change); .ftz flushes subnormal operands and results to zero.
#pragma STDC FENV_ACCESS ON
template <typename T> T flush(T x) { return std::fpclassify(x) == FP_SUBNORMAL ? std::copysign(T(0), x) : x; }

template <int Mode, bool Ftz, typename T, typename Fn> T rounded(Fn fn) {
  int saved = std::fegetround();
  std::fesetround(Mode);
  T r = fn();
  std::fesetround(saved);
  return Ftz ? flush(r) : r;
}

template <int Mode, bool Ftz, typename T> T addR(T a, T b) {
  if (Ftz) a = flush(a), b = flush(b);
  return rounded<Mode, Ftz, T>([&] { return a + b; });
}
template <int Mode, bool Ftz, typename T> T mulR(T a, T b) {
  if (Ftz) a = flush(a), b = flush(b);
  return rounded<Mode, Ftz, T>([&] { return a * b; });
}
template <int Mode, bool Ftz, typename T> T divR(T a, T b) {
  if (Ftz) a = flush(a), b = flush(b);
  return rounded<Mode, Ftz, T>([&] { return a / b; });
}
template <int Mode, bool Ftz, typename T> T fmaR(T a, T b, T c) {
  if (Ftz) a = flush(a), b = flush(b), c = flush(c);
  return rounded<Mode, Ftz, T>([&] { return std::fma(a, b, c); });
}
template <int Mode, bool Ftz, typename T> T sqrtR(T a) {
  if (Ftz) a = flush(a);
  return rounded<Mode, Ftz, T>([&] { return std::sqrt(a); });
}
#pragma STDC FENV_ACCESS OFF

/// `llvm.nvvm.<op>.<rm>[.ftz].<f|d>` for every op, mode and flush.
template <int Mode, bool Ftz, typename T>
void addRounded(std::vector<std::pair<std::string, void *>> &out, const std::string &rm) {
  std::string suffix = rm + (Ftz ? "_ftz_" : "_") + (std::is_same_v<T, float> ? "f" : "d");
  out.push_back({"__emu_llvm_nvvm_add_" + suffix, (void *)addR<Mode, Ftz, T>});
  out.push_back({"__emu_llvm_nvvm_mul_" + suffix, (void *)mulR<Mode, Ftz, T>});
  out.push_back({"__emu_llvm_nvvm_div_" + suffix, (void *)divR<Mode, Ftz, T>});
  out.push_back({"__emu_llvm_nvvm_fma_" + suffix, (void *)fmaR<Mode, Ftz, T>});
  out.push_back({"__emu_llvm_nvvm_sqrt_" + suffix, (void *)sqrtR<Mode, Ftz, T>});
}

extern "C" {
static float emuPowiF(float x, int32_t n) { return std::pow(x, (float)n); }
static double emuPowiD(double x, int32_t n) { return std::pow(x, (double)n); }
static int32_t emuAbs(int32_t x) { return x < 0 ? -(uint32_t)x : x; }
static int64_t emuLlabs(int64_t x) { return x < 0 ? -(uint64_t)x : x; }
static float emuRsqrtFtz(float x) { return flush(1.0f / std::sqrt(flush(x))); }
static float emuEx2Ftz(float x) { return flush(std::exp2(flush(x))); }
}

// PTX semantics of the approximate and conversion instructions the lowering
// uses (PTX ISA, "Floating-Point Instructions" and "cvt"); each is tested on
// its own in tests/emulation.rs.

/// div.approx.f32 is a * (1/b) with the reciprocal flushed to zero when
/// |b| > 2^126 (an infinite a then gives NaN); elsewhere within 2 ulp, which
/// the correctly rounded quotient is.
template <bool Ftz> float divApprox(float a, float b) {
  if (Ftz)
    a = flush(a), b = flush(b);
  float r;
  if (std::fabs(b) > 0x1p126f && !std::isinf(b) && !std::isnan(b))
    r = a * std::copysign(0.0f, b);
  else
    r = static_cast<float>(static_cast<double>(a) / static_cast<double>(b));
  return Ftz ? flush(r) : r;
}

/// div.full.f32: within 2 ulp over the whole range; the correctly rounded
/// quotient is.
template <bool Ftz> float divFull(float a, float b) {
  if (Ftz)
    a = flush(a), b = flush(b);
  float r = static_cast<float>(static_cast<double>(a) / static_cast<double>(b));
  return Ftz ? flush(r) : r;
}

/// sqrt.approx.f32: within 1 ulp (sm_20+); the correctly rounded root is.
template <bool Ftz> float sqrtApprox(float a) {
  if (Ftz)
    a = flush(a);
  float r = std::sqrt(a);
  return Ftz ? flush(r) : r;
}

/// min/max.ftz.NaN.f32: subnormal operands count as zeros of their sign,
/// NaN if either operand is NaN (the canonical one), -0 below +0.
template <bool Max> float minMaxFtzNan(float a, float b) {
  a = flush(a), b = flush(b);
  if (std::isnan(a) || std::isnan(b))
    return llvm::bit_cast<float>(0x7fffffffu);
  if (a == b)
    return std::signbit(a) == Max ? b : a;
  return (a < b) == Max ? b : a;
}

/// cvt.rz.f16.f32: the f32's magnitude truncated to f16 (finite values past
/// the largest f16 give the largest, NaN the canonical NaN).
_Float16 f32ToF16TowardZero(float x) {
  uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  double a = std::fabs(static_cast<double>(x));
  uint16_t bits;
  if (std::isnan(x))
    bits = 0x7fff, sign = 0;
  else if (std::isinf(x))
    bits = 0x7c00;
  else if (a >= 65504.0)
    bits = 0x7bff;
  else if (a < 0x1p-14)
    bits = static_cast<uint16_t>(std::floor(a * 0x1p24)); // subnormal: units of 2^-24
  else {
    int e;
    std::frexp(a, &e); // a = f * 2^e, f in [0.5, 1)
    uint16_t mantissa = static_cast<uint16_t>(std::floor(std::ldexp(a, 11 - e))); // 1024..2047
    bits = static_cast<uint16_t>(((e - 1 + 15) << 10) | (mantissa - 1024));
  }
  return llvm::bit_cast<_Float16>(static_cast<uint16_t>(sign | bits));
}

/// cvt.rz.bf16.f32: bf16 is f32's upper half, so truncating the bits rounds
/// the magnitude toward zero (subnormals included); NaN the canonical NaN.
__bf16 f32ToBF16TowardZero(float x) {
  uint32_t bits = llvm::bit_cast<uint32_t>(x);
  uint16_t half = std::isnan(x) ? 0x7fff : static_cast<uint16_t>(bits >> 16);
  return llvm::bit_cast<__bf16>(half);
}

#pragma STDC FENV_ACCESS ON
/// cvt.<rm>.f32.f64 under the host's rounding mode.
template <int Mode> float f64ToF32(double x) {
  int saved = std::fegetround();
  std::fesetround(Mode);
  volatile float r = static_cast<float>(x);
  std::fesetround(saved);
  return r;
}
#pragma STDC FENV_ACCESS OFF

/// One printf conversion of vprintf's format and where its argument lies
/// in the argument buffer: each argument at its natural alignment, integers
/// of 4 bytes unless an l, ll, j, z or t modifier makes them 8, floating
/// point as double, %s and %p as 8-byte pointers.
void formatVprintf(const char *format, const char *args, std::string &out) {
  size_t offset = 0;
  auto take = [&](size_t size) {
    offset = (offset + size - 1) / size * size;
    const char *at = args + offset;
    offset += size;
    return at;
  };
  for (const char *p = format; *p;) {
    if (*p != '%') {
      out += *p++;
      continue;
    }
    if (p[1] == '%') {
      out += '%';
      p += 2;
      continue;
    }
    std::string spec = "%";
    ++p;
    while (*p && std::strchr("-+ #0", *p))
      spec += *p++;
    while (*p && (std::isdigit(static_cast<unsigned char>(*p)) || *p == '.'))
      spec += *p++;
    bool wide = false;
    while (*p && std::strchr("hlLqjzt", *p)) {
      wide |= std::strchr("lqjzt", *p) != nullptr;
      ++p;
    }
    char conv = *p ? *p++ : '\0';
    char buffer[512];
    switch (conv) {
    case 'd':
    case 'i':
    case 'u':
    case 'x':
    case 'X':
    case 'o':
    case 'c': {
      int64_t v;
      if (wide) {
        std::memcpy(&v, take(8), 8);
        std::snprintf(buffer, sizeof buffer, (spec + "ll" + conv).c_str(), (long long)v);
      } else {
        int32_t w;
        std::memcpy(&w, take(4), 4);
        std::snprintf(buffer, sizeof buffer, (spec + conv).c_str(), w);
      }
      break;
    }
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case 'a':
    case 'A': {
      double v;
      std::memcpy(&v, take(8), 8);
      std::snprintf(buffer, sizeof buffer, (spec + conv).c_str(), v);
      break;
    }
    case 's': {
      const char *v;
      std::memcpy(&v, take(8), 8);
      std::snprintf(buffer, sizeof buffer, (spec + 's').c_str(), v ? v : "(null)");
      break;
    }
    case 'p': {
      void *v;
      std::memcpy(&v, take(8), 8);
      std::snprintf(buffer, sizeof buffer, "%p", v);
      break;
    }
    default:
      // Not a conversion: printed as written.
      std::snprintf(buffer, sizeof buffer, "%s%c", spec.c_str(), conv);
      break;
    }
    out += buffer;
  }
}

extern "C" {
static int32_t emuVprintf(const char *format, const char *args) {
  std::string text;
  formatVprintf(format, args, text);
  std::lock_guard<std::mutex> lock(current->launch->mutex);
  current->launch->output += text;
  return static_cast<int32_t>(text.size());
}

/// PTX `trap`: the kernel aborts. The launch is marked failed and the
/// thread stops (back to the end of its run: only JIT frames are skipped).
static void emuTrap() {
  trapWith("trap");
  std::longjmp(*current->stop, 1);
}

/// PTX's device-runtime malloc (PTX ISA, "System calls"): a 16-byte aligned
/// address, or null when the memory cannot be had; free gives it back.
static void *emuMalloc(uint64_t size) {
  void *p = nullptr;
  return posix_memalign(&p, 16, size) == 0 ? p : nullptr;
}
static void emuFree(void *p) { std::free(p); }

/// On the GPU the kernel traps; here the launch is marked failed with the
/// report and the thread goes on (its later effects do not matter: the
/// launch fails).
static void emuAssertfail(const char *message, const char *file, int32_t line, const char *function, int64_t) {
  std::lock_guard<std::mutex> lock(current->launch->mutex);
  if (current->launch->trapped)
    return;
  current->launch->trapped = true;
  current->launch->trap = std::string("assertion failed: ") + message + " (" + file + ":" + std::to_string(line) +
                          ", " + function + ")";
}
}

// Warp-level instructions (PTX ISA, "shfl.sync", "ldmatrix", "mma",
// "bar.warp.sync"): a lane stores its operands in 8-byte slots, meets the
// other lanes of its member mask at the warp's WarpExchange, and the lane
// completing the meeting computes every lane's results. Each is tested on
// its own in tests/emulation_warp.rs against the ISA's tables worked by hand.

/// shfl.sync's result when the source lane takes no part (PTX: undefined): a
/// quiet NaN with a recognisable payload, as f32 or as i32.
constexpr uint32_t kShflUndefined = 0x7fc0dead;

std::string laneList(uint32_t mask) {
  std::string s;
  for (unsigned l = 0; l < 32; ++l)
    if (mask >> l & 1)
      s += (s.empty() ? "" : ",") + std::to_string(l);
  return s;
}

void computeShfl(WarpExchange &w, uint32_t lanes);
void computeLdmatrix(WarpExchange &w, uint32_t lanes);
void computeMma(WarpExchange &w, uint32_t lanes);

/// Completes the meeting of `mask` once each of its lanes that has not
/// exited has arrived: checks that they all run the same instruction with
/// the same qualifiers, computes their results, and releases them.
void tryComplete(WarpExchange &w, uint32_t mask, WarpExchange::Meeting &m) {
  uint32_t live = w.present & ~w.exited;
  if (!m.arrived || (mask & live & ~m.arrived))
    return;
  uint32_t lanes = m.arrived;
  const WarpExchange::Lane &first = w.lanes[llvm::countr_zero(lanes)];
  bool same = true;
  for (unsigned l = 0; l < 32; ++l)
    if (lanes >> l & 1) {
      const WarpExchange::Lane &x = w.lanes[l];
      same &= x.op == first.op && x.params == first.params && std::equal(x.in, x.in + x.params, first.in);
    }
  if (!same)
    trapWith("lanes " + laneList(lanes) + " of a warp met with member mask " + std::to_string(mask) +
             " at different warp-wide instructions or qualifiers");
  else if (first.op == WarpOp::Shfl)
    computeShfl(w, lanes);
  else if (first.op == WarpOp::Ldmatrix)
    computeLdmatrix(w, lanes);
  else if (first.op == WarpOp::Mma)
    computeMma(w, lanes);
  else if (first.op == WarpOp::TensorMapCopy)
    computeTensorMapCopy(w, lanes);
  else if (first.op == WarpOp::TensorMemory)
    computeTensorMemoryWarp(w, lanes);
  m.arrived = 0;
  ++m.generation;
  w.done.notify_all();
}

} // namespace

void mlir::cuda_tile::emulation::meet(WarpOp op, unsigned params, uint32_t mask, const uint64_t *in, uint64_t *out,
                                      const char *name) {
  WarpExchange &w = *(*current->warps)[current->tid / 32];
  uint32_t lane = current->tid % 32, bit = 1u << lane;
  if (!(mask & bit)) {
    trapWith(std::string(name) + ": lane " + std::to_string(lane) + " is not in its own member mask (undefined)");
    return;
  }
  std::unique_lock<std::mutex> lock(w.mutex);
  WarpExchange::Meeting &m = w.meetings[mask];
  w.lanes[lane] = {op, params, in, out};
  m.arrived |= bit;
  uint64_t generation = m.generation;
  tryComplete(w, mask, m);
  // A lane of the mask that never comes (divergent control flow, a lane
  // waiting at a CTA barrier) deadlocks on a GPU; here the launch fails.
  if (!w.done.wait_for(lock, std::chrono::seconds(60), [&] { return m.generation != generation; })) {
    uint32_t missing = mask & w.present & ~w.exited & ~m.arrived;
    m.arrived &= ~bit;
    lock.unlock();
    trapWith(std::string(name) + ": lanes " + laneList(missing) + " of the member mask never arrived (60 s)");
  }
}

namespace {

/// The running thread has returned from the kernel: meetings waiting only
/// for it complete without it.
void laneExited() {
  WarpExchange &w = *(*current->warps)[current->tid / 32];
  std::lock_guard<std::mutex> lock(w.mutex);
  w.exited |= 1u << (current->tid % 32);
  for (auto &[mask, meeting] : w.meetings)
    tryComplete(w, mask, meeting);
}

/// shfl.sync (PTX ISA, "Data Movement and Conversion Instructions:
/// shfl.sync"): lane slots kind (0 bfly, 1 up, 2 down, 3 idx), member mask,
/// value, b, c; results value, in-range predicate. c holds the clamp value in
/// bits 0-4 and the segment mask in bits 8-12; a source lane out of range
/// gives the lane its own value and a false predicate.
void computeShfl(WarpExchange &w, uint32_t lanes) {
  for (int lane = 0; lane < 32; ++lane) {
    if (!(lanes >> lane & 1))
      continue;
    const uint64_t *in = w.lanes[lane].in;
    int bval = int(in[3] & 31), cval = int(in[4] & 31), segmask = int(in[4] >> 8 & 31);
    int maxLane = (lane & segmask) | (cval & ~segmask), minLane = lane & segmask;
    int j;
    bool pval;
    switch (in[0]) {
    case 0:
      j = lane ^ bval, pval = j <= maxLane;
      break;
    case 1:
      j = lane - bval, pval = j >= maxLane;
      break;
    case 2:
      j = lane + bval, pval = j <= maxLane;
      break;
    default:
      j = minLane | (bval & ~segmask), pval = j <= maxLane;
      break;
    }
    if (!pval)
      j = lane;
    uint64_t *out = w.lanes[lane].out;
    out[0] = (lanes >> j & 1) ? (w.lanes[j].in[2] & 0xffffffffu) : kShflUndefined;
    out[1] = pval;
  }
}

/// ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].b16 (PTX ISA, "Warp-level
/// matrix load instruction: ldmatrix"): lane slots num, transposed, row
/// address. Lanes 8j..8j+7 give the addresses of rows 0-7 of matrix j, each
/// row 8 consecutive b16 (16 bytes, aligned); lane l receives, for matrix j,
/// the register of row l/4 with columns 2(l%4) (low half) and 2(l%4)+1 —
/// of the matrix transposed with .trans.
void computeLdmatrix(WarpExchange &w, uint32_t lanes) {
  if (lanes != kFullWarp) {
    trapWith("ldmatrix: every lane of the warp must execute it; lanes " + laneList(~lanes) +
             " have exited or do not exist");
    return;
  }
  unsigned num = unsigned(w.lanes[0].in[0]);
  bool trans = w.lanes[0].in[1];
  std::array<const uint8_t *, 32> rows{};
  for (unsigned r = 0; r < 8 * num; ++r) {
    auto *p = reinterpret_cast<const uint8_t *>(w.lanes[r].in[2]);
    if (p < current->shared || p + 16 > current->shared + current->sharedBytes ||
        reinterpret_cast<uintptr_t>(p) % 16) {
      trapWith("ldmatrix: lane " + std::to_string(r) + "'s row address (shared offset " +
               std::to_string(p - current->shared) + ") is not a 16-byte aligned row in the CTA's " +
               std::to_string(current->sharedBytes) + " bytes of shared memory");
      return;
    }
    rows[r] = p;
  }
  auto element = [&](unsigned matrix, unsigned row, unsigned col) {
    uint16_t v;
    std::memcpy(&v, rows[8 * matrix + row] + 2 * col, 2);
    return uint32_t(v);
  };
  for (unsigned lane = 0; lane < 32; ++lane)
    for (unsigned j = 0; j < num; ++j) {
      unsigned r = lane / 4, c = 2 * (lane % 4);
      uint32_t lo = trans ? element(j, c, r) : element(j, r, c);
      uint32_t hi = trans ? element(j, c + 1, r) : element(j, r, c + 1);
      w.lanes[lane].out[j] = lo | hi << 16;
    }
}

/// Element types of mma's fragments, as the rewritten module passes them.
/// e2m1, e2m3 and e3m2 are .kind::f8f6f4's (sm_120a), one per byte.
enum MmaType : uint64_t {
  MmaF16,
  MmaBF16,
  MmaTF32,
  MmaF32,
  MmaS8,
  MmaU8,
  MmaS32,
  MmaF64,
  MmaE4M3,
  MmaE5M2,
  MmaE2M1,
  MmaE2M3,
  MmaE3M2,
  MmaTypes
};
/// mma's lane slots: m, n, k, A/B/C/D types, satfinite, then the registers of A, B, C.
constexpr unsigned kMmaParams = 8;
/// The block_scale form's: those, then byte-id-a, thread-id-a, byte-id-b,
/// thread-id-b; after C's registers, scale-a-data and scale-b-data.
constexpr unsigned kMmaBlockScaleParams = kMmaParams + 4;

const char *mmaTypeName(uint64_t t) {
  static const char *names[] = {"f16", "bf16", "tf32", "f32",  "s8",   "u8",   "s32",
                                "f64", "e4m3", "e5m2", "e2m1", "e2m3", "e3m2"};
  return t < MmaTypes ? names[t] : "?";
}

/// Elements per register (f64: one per 64-bit register).
unsigned mmaPerRegister(uint64_t t) {
  switch (t) {
  case MmaF16:
  case MmaBF16:
    return 2;
  case MmaS8:
  case MmaU8:
  case MmaE4M3:
  case MmaE5M2:
  case MmaE2M1:
  case MmaE2M3:
  case MmaE3M2:
    return 4;
  default:
    return 1;
  }
}

/// The registers of A, B, C and D for an mma the emulation models (row-major
/// A, column-major B), or false.
bool mmaRegisters(unsigned m, unsigned n, unsigned k, uint64_t a, uint64_t b, uint64_t c, uint64_t d,
                  std::array<unsigned, 4> &regs) {
  auto is16 = [](uint64_t t) { return t == MmaF16 || t == MmaBF16; };
  auto isInt8 = [](uint64_t t) { return t == MmaS8 || t == MmaU8; };
  auto isFp8 = [](uint64_t t) { return t == MmaE4M3 || t == MmaE5M2; };
  // .kind::f8f6f4's types (f8 among them), m16n8k32 only.
  auto isF8F6F4 = [&](uint64_t t) { return isFp8(t) || t == MmaE2M1 || t == MmaE2M3 || t == MmaE3M2; };
  bool ok = false;
  if (c != d)
    ok = false;
  else if (m == 16 && n == 8 && (k == 16 || k == 8) && is16(a) && a == b)
    ok = c == MmaF32 || (c == MmaF16 && a == MmaF16);
  else if (m == 16 && n == 8 && (k == 8 || k == 4) && a == MmaTF32 && b == MmaTF32)
    ok = c == MmaF32;
  else if (m == 16 && n == 8 && (k == 16 || k == 32) && isInt8(a) && isInt8(b))
    ok = c == MmaS32;
  else if (m == 16 && n == 8 && (k == 16 || k == 32) && isFp8(a) && isFp8(b))
    ok = c == MmaF32 || c == MmaF16;
  else if (m == 16 && n == 8 && k == 32 && isF8F6F4(a) && isF8F6F4(b))
    ok = c == MmaF32 || c == MmaF16;
  else if (m == 8 && n == 8 && k == 4 && a == MmaF64 && b == MmaF64)
    ok = c == MmaF64;
  if (!ok)
    return false;
  regs = {m * k / 32 / mmaPerRegister(a), k * n / 32 / mmaPerRegister(b), m * n / 32 / mmaPerRegister(c),
          m * n / 32 / mmaPerRegister(d)};
  return true;
}

/// Row and column of element i of a lane's fragment of A (row-major), B
/// (column-major) or C/D, by the PTX ISA's "Matrix Fragments for mma.mMnNkK"
/// tables: groupID g = lane >> 2, threadID_in_group t = lane % 4.
enum class MmaFragment { A, B, C };
std::pair<unsigned, unsigned> mmaPosition(MmaFragment f, unsigned m, unsigned k, uint64_t type, unsigned lane,
                                          unsigned i) {
  unsigned g = lane >> 2, t = lane % 4;
  if (m == 8) // m8n8k4 .f64
    return f == MmaFragment::A ? std::pair(g, t) : f == MmaFragment::B ? std::pair(t, g) : std::pair(g, 2 * t + i);
  if (f == MmaFragment::C)
    return {g + 8 * (i >> 1), 2 * t + (i & 1)};
  unsigned bits = type == MmaTF32 ? 32 : mmaPerRegister(type) == 2 ? 16 : 8;
  if (f == MmaFragment::A) {
    if (bits == 16 && k == 16)
      return {g + 8 * ((i >> 1) & 1), 2 * t + (i & 1) + 8 * (i >> 2)};
    if (bits == 16) // k8
      return {g + 8 * (i >> 1), 2 * t + (i & 1)};
    if (bits == 32 && k == 8)
      return {g + 8 * (i & 1), t + 4 * (i >> 1)};
    if (bits == 32) // k4
      return {g + 8 * i, t};
    if (k == 16) // 8-bit
      return {g + 8 * (i >> 2), 4 * t + (i & 3)};
    return {g + 8 * ((i >> 2) & 1), 4 * t + (i & 3) + 16 * (i >> 3)}; // 8-bit k32
  }
  if (bits == 16 && k == 16)
    return {2 * t + (i & 1) + 8 * (i >> 1), g};
  if (bits == 16)
    return {2 * t + i, g};
  if (bits == 32 && k == 8)
    return {t + 4 * i, g};
  if (bits == 32)
    return {t, g};
  if (k == 16)
    return {4 * t + i, g};
  return {4 * t + (i & 3) + 16 * (i >> 2), g};
}

/// e4m3 (bias 7, no infinities, S.1111.111 NaN) and e5m2 (bias 15, IEEE
/// infinities and NaNs) to double, exactly.
double fp8Value(uint32_t bits, bool e4m3) {
  bool negative = bits & 0x80;
  unsigned mantissaBits = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15;
  unsigned e = (bits & 0x7f) >> mantissaBits, f = bits & ((1u << mantissaBits) - 1);
  double v;
  if (e4m3 && e == 15 && f == 7)
    return std::nan("");
  if (!e4m3 && e == 31)
    v = f ? std::nan("") : INFINITY;
  else if (e == 0)
    v = std::ldexp(double(f), 1 - int(bias) - int(mantissaBits));
  else
    v = std::ldexp(double(f + (1u << mantissaBits)), int(e) - int(bias) - int(mantissaBits));
  return negative ? -v : v;
}

/// A float of 1 sign, `e` exponent and `f` fraction bits (the low 1 + e + f
/// of `bits`), exponent bias `bias`, every encoding finite (the f6 and f4
/// formats of the OCP MX specification, which PTX's e2m3, e3m2 and e2m1
/// are), exactly.
double finiteMiniFloat(uint32_t bits, unsigned e, unsigned f, int bias) {
  unsigned exponent = (bits >> f) & ((1u << e) - 1), fraction = bits & ((1u << f) - 1);
  double v = exponent ? std::ldexp(double(fraction + (1u << f)), int(exponent) - bias - int(f))
                      : std::ldexp(double(fraction), 1 - bias - int(f));
  return (bits >> (e + f)) & 1 ? -v : v;
}

/// Element i of a fragment held in `regs` (8-byte slots, 32-bit registers in
/// their low half): its value, exactly, as a double (integers too).
/// The value of an element of `type` (not f64) from its bits, exactly.
double mmaValue(uint32_t raw, uint64_t type) {
  switch (type) {
  case MmaF16:
    return double(llvm::bit_cast<_Float16>(uint16_t(raw)));
  case MmaBF16:
    return llvm::bit_cast<float>(raw << 16);
  case MmaTF32: // .tf32 keeps f32's top 19 bits: the low 13 are ignored
    return llvm::bit_cast<float>(raw & 0xffffe000u);
  case MmaF32:
    return llvm::bit_cast<float>(raw);
  case MmaS8:
    return int8_t(raw);
  case MmaU8:
    return raw;
  case MmaS32:
    return int32_t(raw);
  case MmaE4M3:
    return fp8Value(raw, true);
  // .kind::f8f6f4's byte containers (PTX ISA, "Matrix Data-types" and the
  // m16n8k32 fragments): e2m1 in bits 5..2, e2m3 and e3m2 in bits 5..0;
  // the padding bits are not read.
  case MmaE2M1:
    return finiteMiniFloat(raw >> 2 & 0xf, 2, 1, 1);
  case MmaE2M3:
    return finiteMiniFloat(raw & 0x3f, 2, 3, 1);
  case MmaE3M2:
    return finiteMiniFloat(raw & 0x3f, 3, 2, 3);
  default:
    return fp8Value(raw, false);
  }
}

double mmaElement(const uint64_t *regs, uint64_t type, unsigned i) {
  if (type == MmaF64)
    return llvm::bit_cast<double>(regs[i]);
  unsigned per = mmaPerRegister(type), width = 32 / per;
  return mmaValue(uint32_t(regs[i / per] >> (width * (i % per))) & uint32_t((uint64_t(1) << width) - 1), type);
}

/// The scale factors of a block_scale mma (PTX ISA, "Block Scaling for
/// mma.sync", .kind::mxf8f6f4 .scale_vec::1X, m16n8k32): row r of A's
/// from byte byte-id-a of scale-a-data in lane 4 * (r % 8) + r / 8 +
/// 2 * thread-id-a, column c of B's from byte byte-id-b in lane 4 * c +
/// thread-id-b; a ue8m0 byte x is 2^(x - 127), 0xff NaN.
void mmaBlockScales(WarpExchange &w, unsigned sfaSlot, std::vector<double> &rowScale,
                    std::vector<double> &columnScale) {
  const uint64_t *p = w.lanes[0].in;
  auto ue8m0 = [](uint64_t reg, uint64_t byte) {
    unsigned x = unsigned(reg >> (8 * byte)) & 0xff;
    return x == 0xff ? std::nan("") : std::ldexp(1.0, int(x) - 127);
  };
  for (unsigned r = 0; r < rowScale.size(); ++r)
    rowScale[r] = ue8m0(w.lanes[4 * (r % 8) + r / 8 + 2 * p[kMmaParams + 1]].in[sfaSlot], p[kMmaParams]);
  for (unsigned c = 0; c < columnScale.size(); ++c)
    columnScale[c] = ue8m0(w.lanes[4 * c + p[kMmaParams + 3]].in[sfaSlot + 1], p[kMmaParams + 2]);
}

/// mma.sync.aligned.mMnNkK.row.col: D = A * B + C for the warp. The PTX ISA
/// leaves the order and rounding of floating-point accumulation unspecified
/// ("at least single precision"); here each D element starts from C and
/// adds the products A[r][kk] * B[kk][c] for kk = 0, 1, ..., K-1, each one
/// exact and added with one f32 rounding to nearest (an f32 fma) — for f16
/// accumulators too, rounded to f16 once at the end. f64 is one f64 fma per
/// product in the same order, as the ISA specifies. Integers sum exactly and
/// then clamp to int32 (.satfinite) or wrap. The block_scale form's products
/// (A * scale_A) * (B * scale_B) are exact in double and added to the f32 sum
/// in double, then rounded to f32: the sum is exact or loses only bits far
/// below the f32 rounding, so each addition is rounded once.
void computeMma(WarpExchange &w, uint32_t lanes) {
  if (lanes != kFullWarp) {
    trapWith("mma.sync: every lane of the warp must execute it; lanes " + laneList(~lanes) +
             " have exited or do not exist");
    return;
  }
  const uint64_t *p = w.lanes[0].in;
  unsigned m = p[0], n = p[1], k = p[2];
  uint64_t ta = p[3], tb = p[4], tc = p[5], td = p[6];
  bool satfinite = p[7];
  std::array<unsigned, 4> regs;
  if (!mmaRegisters(m, n, k, ta, tb, tc, td, regs)) {
    trapWith("mma.sync: shape or types not modelled");
    return;
  }
  std::vector<double> A(m * k), B(k * n), C(m * n);
  auto gather = [&](std::vector<double> &into, unsigned columns, MmaFragment f, uint64_t type, unsigned offset,
                    unsigned count) {
    for (unsigned lane = 0; lane < 32; ++lane)
      for (unsigned i = 0; i < count; ++i) {
        auto [r, c] = mmaPosition(f, m, k, type, lane, i);
        into[r * columns + c] = mmaElement(w.lanes[lane].in + offset, type, i);
      }
  };
  bool blockScale = w.lanes[0].params == kMmaBlockScaleParams;
  unsigned base = blockScale ? kMmaBlockScaleParams : kMmaParams;
  std::vector<double> rowScale(m, 1.0), columnScale(n, 1.0);
  if (blockScale)
    mmaBlockScales(w, base + regs[0] + regs[1] + regs[2], rowScale, columnScale);
  gather(A, k, MmaFragment::A, ta, base, m * k / 32);
  gather(B, n, MmaFragment::B, tb, base + regs[0], k * n / 32);
  gather(C, n, MmaFragment::C, tc, base + regs[0] + regs[1], m * n / 32);
  std::vector<uint64_t> D(m * n); // each element's bits
  for (unsigned r = 0; r < m; ++r)
    for (unsigned c = 0; c < n; ++c) {
      uint64_t &d = D[r * n + c];
      if (td == MmaS32) {
        int64_t acc = int64_t(C[r * n + c]);
        for (unsigned kk = 0; kk < k; ++kk)
          acc += int64_t(A[r * k + kk]) * int64_t(B[kk * n + c]);
        if (satfinite)
          acc = std::clamp<int64_t>(acc, INT32_MIN, INT32_MAX);
        d = uint32_t(uint64_t(acc));
      } else if (td == MmaF64) {
        double acc = C[r * n + c];
        for (unsigned kk = 0; kk < k; ++kk)
          acc = std::fma(A[r * k + kk], B[kk * n + c], acc);
        d = llvm::bit_cast<uint64_t>(acc);
      } else if (blockScale) {
        float acc = float(C[r * n + c]);
        for (unsigned kk = 0; kk < k; ++kk)
          acc = float(double(acc) + A[r * k + kk] * rowScale[r] * (B[kk * n + c] * columnScale[c]));
        d = llvm::bit_cast<uint32_t>(acc);
      } else {
        float acc = float(C[r * n + c]);
        for (unsigned kk = 0; kk < k; ++kk)
          acc = std::fmaf(float(A[r * k + kk]), float(B[kk * n + c]), acc);
        d = td == MmaF16 ? llvm::bit_cast<uint16_t>(_Float16(acc)) : llvm::bit_cast<uint32_t>(acc);
      }
    }
  unsigned per = mmaPerRegister(td), width = td == MmaF64 ? 64 : 32 / per;
  for (unsigned lane = 0; lane < 32; ++lane) {
    uint64_t *out = w.lanes[lane].out;
    std::fill(out, out + regs[3], 0);
    for (unsigned i = 0; i < m * n / 32; ++i) {
      auto [r, c] = mmaPosition(MmaFragment::C, m, k, td, lane, i);
      out[i / per] |= D[r * n + c] << (width * (i % per));
    }
  }
}

extern "C" {
/// `out` has two slots, value and predicate, whichever form the op has.
static void emuShfl(const uint64_t *in, uint64_t *out) {
  out[0] = in[2] & 0xffffffffu, out[1] = 0;
  meet(WarpOp::Shfl, 1, uint32_t(in[1]), in, out, "shfl.sync");
}
static void emuLdmatrix(const uint64_t *in, uint64_t *out) { meet(WarpOp::Ldmatrix, 2, kFullWarp, in, out, "ldmatrix"); }
static void emuMma(const uint64_t *in, uint64_t *out) { meet(WarpOp::Mma, kMmaParams, kFullWarp, in, out, "mma.sync"); }
static void emuMmaBlockScale(const uint64_t *in, uint64_t *out) {
  meet(WarpOp::Mma, kMmaBlockScaleParams, kFullWarp, in, out, "mma.sync.block_scale");
}
/// bar.warp.sync: the lanes of the mask meet (the mutex orders their memory).
static void emuWarpSync(int32_t mask) { meet(WarpOp::WarpSync, 0, uint32_t(mask), nullptr, nullptr, "bar.warp.sync"); }
static int32_t emuLaneId() { return current->tid % 32; }
static int32_t emuWarpId() { return current->tid / 32; }

/// cp.async (PTX ISA, "cp.async", "cp.async.commit_group",
/// "cp.async.wait_group"), adversarially: a copy is only queued, and its
/// destination undefined from then on (written with all-ones bytes); commit
/// closes the thread's group of queued copies; wait_group N performs the
/// copies of all but the newest N committed groups — reading the source and
/// writing shared memory then, bytes past src-size as zeros — and nothing
/// else: a copy not yet committed belongs to no group and waits for a later
/// commit. A thread's copies still pending when it exits are dropped.
static void emuCpAsync(uint8_t *dst, const uint8_t *src, int32_t size, int32_t srcSize) {
  if (dst < current->shared || dst + size > current->shared + current->sharedBytes)
    trapWith("cp.async: the destination (shared offset " + std::to_string(dst - current->shared) + ", " +
             std::to_string(size) + " bytes) is outside the CTA's " + std::to_string(current->sharedBytes) +
             " bytes of shared memory");
  else if (reinterpret_cast<uintptr_t>(dst) % size || reinterpret_cast<uintptr_t>(src) % size)
    trapWith("cp.async: an address is not aligned to the copy size " + std::to_string(size));
  else if (srcSize < 0 || srcSize > size)
    trapWith("cp.async: source size " + std::to_string(srcSize) + " exceeds the copy size " + std::to_string(size) +
             " (undefined)");
  else {
    // The copy may land any time until its group completes: its bytes are
    // undefined (all ones: NaN for floats) from now on, so that a slot
    // refilled while others still read it shows, as does one read before
    // the wait.
    std::memset(dst, 0xff, size);
    current->uncommitted.push_back({dst, src, uint32_t(size), uint32_t(srcSize)});
  }
}
/// `cp.async.cg.shared.global [dst], [src], 16, ignore-src`: where
/// ignore-src holds, the source is not read at all and zeros are copied.
static void emuCpAsyncIgnoreSrc(uint8_t *dst, const uint8_t *src, int32_t ignore) {
  emuCpAsync(dst, ignore ? nullptr : src, 16, ignore ? 0 : 16);
}
static void emuCpAsyncCommit() {
  current->groups.push_back(std::move(current->uncommitted));
  current->uncommitted.clear();
}
static void emuCpAsyncWait(int32_t n) {
  while (current->groups.size() > size_t(std::max(n, 0))) {
    for (const AsyncCopy &copy : current->groups.front()) {
      if (copy.srcSize)
        std::memcpy(copy.dst, copy.src, copy.srcSize);
      std::memset(copy.dst + copy.srcSize, 0, copy.size - copy.srcSize);
    }
    current->groups.pop_front();
  }
}
static void emuCpAsyncWaitAll() {
  emuCpAsyncCommit();
  emuCpAsyncWait(0);
}

/// `@p ld.global.{b32,v2.b32,v4.b32}` (PTX ISA, "Instruction Predicates",
/// "ld"): where the predicate is false the instruction does not execute, no
/// memory is read and the destination registers keep their values (the
/// inline asm's tied inputs). Packed: in = [words, address, predicate,
/// initial words...], out = the words.
static void emuLdGlobalPred(const uint64_t *in, uint64_t *out) {
  uint64_t words = in[0];
  const auto *address = reinterpret_cast<const uint32_t *>(in[1]);
  bool predicate = in[2] & 1;
  for (uint64_t i = 0; i < words; ++i)
    out[i] = predicate ? address[i] : uint32_t(in[3 + i]);
}

/// `@p st.global.{b32,v2.b32,v4.b32}`: where the predicate is false nothing
/// is written. Packed: in = [words, address, words..., predicate].
static void emuStGlobalPred(const uint64_t *in, uint64_t *) {
  uint64_t words = in[0];
  if (!(in[2 + words] & 1))
    return;
  // Slow like every other global write of a launch (outside one: a test).
  if (current)
    emuDelayWrite();
  auto *address = reinterpret_cast<uint32_t *>(in[1]);
  for (uint64_t i = 0; i < words; ++i)
    address[i] = uint32_t(in[2 + i]);
}
}

// wgmma.mma_async (PTX ISA, "Asynchronous Warpgroup Level Matrix
// Multiply-Accumulate Instructions"): the warpgroup's 128 threads meet; the
// last to arrive reads A and B from shared memory through their matrix
// descriptors and computes every thread's accumulators. The product is taken
// when the instruction issues; wgmma.fence, commit_group and wait_group then
// order nothing more on the host. Tested on its own in
// tests/emulation_wgmma.rs against layouts worked out by hand.

/// wgmma's thread slots: n, k, A/B/D types, A and B transposed (MN-major),
/// scale-d (0, 1, or 2: from a register), A and B negated, satfinite, A's
/// registers per thread (0: A from shared memory); then the n/2
/// accumulator registers, A's registers or descriptor, B's descriptor, and
/// where A is in registers or scale-d is 2, scale-d's register (nonzero:
/// accumulate).
constexpr unsigned kWgmmaParams = 12;

unsigned mmaElementBytes(uint64_t type) {
  return type == MmaF16 || type == MmaBF16 ? 2 : type == MmaTF32 || type == MmaF32 || type == MmaS32 ? 4 : 1;
}

} // namespace

bool mlir::cuda_tile::emulation::readSharedOperand(
    llvm::function_ref<std::optional<uint64_t>(unsigned, unsigned, std::string &)> offsetOf, unsigned bytes,
    unsigned mnExtent, unsigned k, bool isA, llvm::function_ref<double(uint32_t)> value, SharedReads &reads,
    std::vector<double> &into, std::string &why) {
  into.assign(size_t(mnExtent) * k, 0);
  for (unsigned mn = 0; mn < mnExtent; ++mn)
    for (unsigned kk = 0; kk < k; ++kk) {
      std::optional<uint64_t> offset = offsetOf(mn, kk, why);
      if (!offset)
        return false;
      if (*offset + bytes > current->sharedBytes || *offset % bytes) {
        why = std::string(isA ? "A" : "B") + " element (" + std::to_string(mn) + ", " + std::to_string(kk) +
              ") at shared offset " + std::to_string(*offset) + " is outside the CTA's " +
              std::to_string(current->sharedBytes) + " bytes or misaligned";
        return false;
      }
      uint32_t raw = 0;
      std::memcpy(&raw, current->shared + *offset, bytes);
      reads.push_back({uint32_t(*offset), bytes, raw});
      into[isA ? size_t(mn) * k + kk : size_t(kk) * mnExtent + mn] = value(raw);
    }
  return true;
}

namespace {

/// The shared-memory offset of element (mn, k) of a wgmma operand (A: mn is
/// M; B: mn is N) under matrix descriptor `desc` (PTX ISA, "Matrix
/// Descriptor Format": start address bits 0-13, leading byte offset 16-29,
/// stride byte offset 32-45, all in 16-byte units; base offset 49-51;
/// swizzle 62-63: 0 none, 1 128-byte, 2 64-byte, 3 32-byte), laid out as
/// the section "Shared Memory Matrix Layout" says. A swizzle atom is 8 lines
/// of the swizzle's width (16 bytes unswizzled), lines along K for K-major
/// operands, along M/N for MN-major ones. K-major: lines (M/N) 8 to an atom
/// group, groups SBO apart; K within the line (swizzled: the instruction's
/// 32 bytes of K lie in one line, LBO unused; unswizzled: 16-byte core
/// matrices LBO apart). MN-major swizzled: the line's width of M/N
/// contiguous, further widths LBO apart; K lines 8 to a group, groups SBO
/// apart. MN-major unswizzled: 8 M/N (16 bytes) contiguous, further 16-byte
/// columns SBO apart, K lines 16 bytes apart 8 to a group, groups LBO apart.
/// Swizzling then XORs address bits 4-6 (128-byte; 4-5, 4 for 64-, 32-byte)
/// with bits 7-9 (7-8, 7). Empty (and `why` set) for what is not modelled.
std::optional<uint64_t> wgmmaOffset(uint64_t desc, bool kMajor, unsigned elemBytes, unsigned mn, unsigned k,
                                    std::string &why) {
  uint64_t start = (desc & 0x3fff) << 4, lbo = (desc >> 16 & 0x3fff) << 4, sbo = (desc >> 32 & 0x3fff) << 4;
  unsigned mode = unsigned(desc >> 62), baseOffset = unsigned(desc >> 49 & 7);
  if (baseOffset) {
    why = "a matrix descriptor with a base offset (an atom not aligned to its swizzle) is not modelled";
    return std::nullopt;
  }
  unsigned width = mode == 1 ? 128 : mode == 2 ? 64 : mode == 3 ? 32 : 0;
  unsigned perGroup = 16 / elemBytes;
  uint64_t offset;
  if (kMajor && width) {
    if ((k + 1) * elemBytes > width) {
      why = "a K-major operand whose K exceeds one swizzle line";
      return std::nullopt;
    }
    offset = (mn % 8) * width + (mn / 8) * sbo + k * elemBytes;
  } else if (kMajor) {
    offset = (mn % 8) * 16 + (mn / 8) * sbo + (k % perGroup) * elemBytes + (k / perGroup) * lbo;
  } else if (width) {
    unsigned line = width / elemBytes;
    offset = (mn % line) * elemBytes + (mn / line) * lbo + (k % 8) * width + (k / 8) * sbo;
  } else {
    offset = (mn % perGroup) * elemBytes + (mn / perGroup) * sbo + (k % 8) * 16 + (k / 8) * lbo;
  }
  uint64_t address = start + offset;
  if (width)
    address ^= ((address >> 7) & (width / 16 - 1)) << 4;
  return address;
}

void computeWgmma(WarpgroupExchange &g) {
  const uint64_t *p = g.in[0];
  unsigned n = unsigned(p[0]), k = unsigned(p[1]);
  uint64_t ta = p[2], tb = p[3], td = p[4];
  bool transA = p[5], transB = p[6], scaleD = p[7], negA = p[8], negB = p[9], satfinite = p[10];
  unsigned aRegs = unsigned(p[11]), regs = n / 2;
  // After the accumulators and A's registers, the slots every thread
  // passes alike: A's descriptor (unless A is in registers), B's, and
  // scale-d's register (a 32-bit value in the slot's low half) where it
  // comes from one (A in registers, or scale-d 2).
  bool scaleFromRegister = aRegs || p[7] == 2;
  unsigned descriptors = kWgmmaParams + regs + aRegs, uniform = (aRegs ? 1 : 2) + scaleFromRegister;
  for (unsigned t = 1; t < 128; ++t) {
    bool same = std::equal(p, p + kWgmmaParams, g.in[t]);
    for (unsigned u = 0; u < uniform; ++u) {
      uint64_t mask = scaleFromRegister && u == uniform - 1 ? 0xffffffffu : ~uint64_t(0);
      same &= ((g.in[t][descriptors + u] ^ p[descriptors + u]) & mask) == 0;
    }
    if (!same) {
      trapWith("wgmma.mma_async: thread " + std::to_string(t) + " of the warpgroup runs another instruction or "
               "passes other matrix descriptors or scale-d (they must be the same across the warpgroup)");
      return;
    }
  }
  if (scaleFromRegister)
    scaleD = (p[descriptors + uniform - 1] & 0xffffffffu) != 0;
  uint64_t descA = aRegs ? 0 : p[descriptors], descB = p[descriptors + (aRegs ? 0 : 1)];
  std::string why;
  auto operand = [&](uint64_t desc, uint64_t type, bool kMajor, unsigned mnExtent, std::vector<double> &into,
                     bool a) -> bool {
    unsigned bytes = mmaElementBytes(type);
    return readSharedOperand(
        [&](unsigned mn, unsigned kk, std::string &why) { return wgmmaOffset(desc, kMajor, bytes, mn, kk, why); },
        bytes, mnExtent, k, a, [&](uint32_t raw) { return mmaValue(raw, type); }, g.uncommitted, into, why);
  };
  std::vector<double> A, B;
  if (aRegs) {
    // Register fragment A of .m64nNk16 (16-bit; ISA, "Matrix fragments for
    // wgmma"): thread 32w + l, register j, half h: row 16w + l/4 + 8 (j mod
    // 2), column 2 (l mod 4) + h + 8 (j / 2).
    A.assign(64 * size_t(k), 0);
    for (unsigned t = 0; t < 128; ++t)
      for (unsigned j = 0; j < aRegs; ++j)
        for (unsigned h = 0; h < 2; ++h) {
          unsigned w = t / 32, l = t % 32;
          unsigned row = 16 * w + l / 4 + 8 * (j % 2), col = 2 * (l % 4) + h + 8 * (j / 2);
          uint32_t raw = uint32_t(g.in[t][kWgmmaParams + regs + j] >> (16 * h)) & 0xffffu;
          A[row * k + col] = mmaValue(raw, ta);
        }
  } else if (!operand(descA, ta, !transA, 64, A, true)) {
    trapWith("wgmma.mma_async: " + why);
    return;
  }
  if (!operand(descB, tb, !transB, n, B, false)) {
    trapWith("wgmma.mma_async: " + why);
    return;
  }
  // Accumulator fragment (PTX ISA, "Matrix fragments for wgmma"): thread
  // t, warp w = t / 32 of the warpgroup, lane l: register i holds row
  // 16w + l/4 + 8 ((i/2) mod 2), column 8 (i/4) + 2 (l mod 4) + (i mod 2).
  auto position = [](unsigned t, unsigned i) {
    unsigned w = t / 32, l = t % 32;
    return std::pair(16 * w + l / 4 + 8 * ((i >> 1) & 1), 8 * (i >> 2) + 2 * (l % 4) + (i & 1));
  };
  std::vector<uint64_t> C(64 * n);
  for (unsigned t = 0; t < 128; ++t)
    for (unsigned i = 0; i < regs; ++i) {
      auto [r, c] = position(t, i);
      C[r * n + c] = g.in[t][kWgmmaParams + i] & 0xffffffffu;
    }
  double signA = negA ? -1 : 1, signB = negB ? -1 : 1;
  std::vector<uint64_t> D(64 * n);
  for (unsigned r = 0; r < 64; ++r)
    for (unsigned c = 0; c < n; ++c) {
      uint64_t cBits = scaleD ? C[r * n + c] : 0;
      if (td == MmaS32) {
        int64_t acc = int32_t(uint32_t(cBits));
        for (unsigned kk = 0; kk < k; ++kk)
          acc += int64_t(A[r * k + kk]) * int64_t(B[kk * n + c]);
        if (satfinite)
          acc = std::clamp<int64_t>(acc, INT32_MIN, INT32_MAX);
        D[r * n + c] = uint32_t(uint64_t(acc));
      } else {
        // As mma.sync's: each exact product added with one f32 rounding, in K order.
        float acc = llvm::bit_cast<float>(uint32_t(cBits));
        for (unsigned kk = 0; kk < k; ++kk)
          acc = std::fmaf(float(signA * A[r * k + kk]), float(signB * B[kk * n + c]), acc);
        D[r * n + c] = llvm::bit_cast<uint32_t>(acc);
      }
    }
  for (unsigned t = 0; t < 128; ++t)
    for (unsigned i = 0; i < regs; ++i) {
      auto [r, c] = position(t, i);
      g.out[t][i] = D[r * n + c];
    }
}

extern "C" {
static void emuWgmma(const uint64_t *in, uint64_t *out) {
  uint32_t first = current->tid / 128 * 128;
  if (first + 128 > current->ntid) {
    trapWith("wgmma.mma_async: warpgroup " + std::to_string(first / 128) + " has fewer than 128 threads (the CTA "
             "has " + std::to_string(current->ntid) + ")");
    return;
  }
  WarpgroupExchange &g = *(*current->warpgroups)[first / 128];
  std::unique_lock<std::mutex> lock(g.mutex);
  unsigned t = current->tid - first;
  g.in[t] = in;
  g.out[t] = out;
  uint64_t generation = g.generation;
  if (++g.arrived == 128) {
    computeWgmma(g);
    g.arrived = 0;
    ++g.generation;
    g.done.notify_all();
    return;
  }
  // A thread of the warpgroup that never comes (divergent control flow, an
  // early exit) deadlocks on a GPU; here the launch fails.
  if (!g.done.wait_for(lock, std::chrono::seconds(60), [&] { return g.generation != generation; })) {
    lock.unlock();
    trapWith("wgmma.mma_async: " + std::to_string(128 - g.arrived) +
             " threads of the warpgroup never arrived (60 s)");
  }
}
/// wgmma.fence and fence.proxy.async: the product is taken at issue and
/// host memory has one proxy, so there is nothing to order.
static void emuWgmmaOrdering() {}

/// commit_group and wait_group, kept by the warpgroup's first thread (every
/// thread runs them, .sync.aligned): the shared memory a group's wgmmas
/// read must not change before the wait that retires it, as the tensor
/// cores may read it until then (a ring slot refilled too early): the
/// launch fails naming the offset.
static void emuWgmmaCommit() {
  if (current->tid % 128)
    return;
  WarpgroupExchange &g = *(*current->warpgroups)[current->tid / 128];
  std::lock_guard<std::mutex> lock(g.mutex);
  g.groups.push_back(std::move(g.uncommitted));
  g.uncommitted.clear();
}
static void emuWgmmaWait(int64_t pending) {
  if (current->tid % 128)
    return;
  WarpgroupExchange &g = *(*current->warpgroups)[current->tid / 128];
  std::lock_guard<std::mutex> lock(g.mutex);
  while (g.groups.size() > size_t(std::max<int64_t>(pending, 0))) {
    for (auto [offset, bytes, raw] : g.groups.front()) {
      uint32_t now = 0;
      std::memcpy(&now, current->shared + offset, bytes);
      if (now != raw) {
        trapWith("wgmma.mma_async: shared memory it reads (offset " + std::to_string(offset) +
                 ") changed before the wgmma.wait_group that retires it (the tensor cores may still read it)");
        break;
      }
    }
    g.groups.pop_front();
  }
}
}

/// The intrinsics' forms of cp.async: `llvm.nvvm.cp.async.{ca,cg}.shared.global.N[.s]`.
template <int Size> void cpAsyncFixed(uint8_t *dst, const uint8_t *src) { emuCpAsync(dst, src, Size, Size); }
template <int Size> void cpAsyncSized(uint8_t *dst, const uint8_t *src, int32_t srcSize) {
  emuCpAsync(dst, src, Size, srcSize);
}

/// Host functions by the name the rewritten module calls.
std::vector<std::pair<std::string, void *>> hostSymbols() {
  using F1 = float (*)(float);
  using D1 = double (*)(double);
  using F2 = float (*)(float, float);
  using D2 = double (*)(double, double);
  std::vector<std::pair<std::string, void *>> symbols = {
      {"__emu_nvvm_read_ptx_sreg_tid_x", (void *)emuTidX},
      {"__emu_nvvm_read_ptx_sreg_tid_y", (void *)emuZero},
      {"__emu_nvvm_read_ptx_sreg_tid_z", (void *)emuZero},
      {"__emu_nvvm_read_ptx_sreg_ntid_x", (void *)emuNtidX},
      {"__emu_nvvm_read_ptx_sreg_ntid_y", (void *)emuOne},
      {"__emu_nvvm_read_ptx_sreg_ntid_z", (void *)emuOne},
      {"__emu_nvvm_read_ptx_sreg_ctaid_x", (void *)emuCtaidX},
      {"__emu_nvvm_read_ptx_sreg_ctaid_y", (void *)emuCtaidY},
      {"__emu_nvvm_read_ptx_sreg_ctaid_z", (void *)emuCtaidZ},
      {"__emu_nvvm_read_ptx_sreg_nctaid_x", (void *)emuNctaidX},
      {"__emu_nvvm_read_ptx_sreg_nctaid_y", (void *)emuNctaidY},
      {"__emu_nvvm_read_ptx_sreg_nctaid_z", (void *)emuNctaidZ},
      {"__emu_nvvm_barrier0", (void *)emuBarrier},
      {"__emu_nvvm_barrier", (void *)emuNamedBarrier},
      {"__emu_shared_at", (void *)emuSharedAt},
      {"__emu_delay_write", (void *)emuDelayWrite},
      {"__emu_llvm_nvvm_rsqrt_approx_f", (void *)emuRsqrtF},
      {"__emu_llvm_nvvm_rsqrt_approx_d", (void *)emuRsqrtD},
      {"__emu_llvm_nvvm_ex2_approx_f", (void *)emuEx2F},
      {"__emu_llvm_nvvm_fmin_ftz_nan_f", (void *)minMaxFtzNan<false>},
      {"__emu_llvm_nvvm_fmax_ftz_nan_f", (void *)minMaxFtzNan<true>},
      {"__emu_llvm_nvvm_div_approx_f", (void *)divApprox<false>},
      {"__emu_llvm_nvvm_div_approx_ftz_f", (void *)divApprox<true>},
      {"__emu_llvm_nvvm_div_full", (void *)divFull<false>},
      {"__emu_llvm_nvvm_div_full_ftz", (void *)divFull<true>},
      {"__emu_llvm_nvvm_sqrt_approx_f", (void *)sqrtApprox<false>},
      {"__emu_llvm_nvvm_sqrt_approx_ftz_f", (void *)sqrtApprox<true>},
      {"__emu_llvm_nvvm_f2f16_rz", (void *)f32ToF16TowardZero},
      {"__emu_llvm_nvvm_f2bf16_rz", (void *)f32ToBF16TowardZero},
      {"__emu_llvm_nvvm_d2f_rn", (void *)f64ToF32<FE_TONEAREST>},
      {"__emu_llvm_nvvm_d2f_rz", (void *)f64ToF32<FE_TOWARDZERO>},
      {"__emu_llvm_nvvm_d2f_rm", (void *)f64ToF32<FE_DOWNWARD>},
      {"__emu_llvm_nvvm_d2f_rp", (void *)f64ToF32<FE_UPWARD>},
      {"vprintf", (void *)emuVprintf},
      {"__assertfail", (void *)emuAssertfail},
      {"__emu_trap", (void *)emuTrap},
      {"malloc", (void *)emuMalloc},
      {"free", (void *)emuFree},
      // libdevice, by the host's libm (results within a few ulps of it).
      {"__nv_rsqrtf", (void *)emuRsqrtF}, {"__nv_rsqrt", (void *)emuRsqrtD},
      {"__nv_powif", (void *)emuPowiF}, {"__nv_powi", (void *)emuPowiD},
      {"__nv_abs", (void *)emuAbs}, {"__nv_llabs", (void *)emuLlabs},
      {"__nv_fast_expf", (void *)(F1)expf},
      {"__emu_llvm_nvvm_ex2_approx_f32", (void *)emuEx2F},
      {"__emu_llvm_nvvm_ex2_approx_ftz_f32", (void *)emuEx2Ftz},
      {"__emu_llvm_nvvm_rsqrt_approx_ftz_f", (void *)emuRsqrtFtz},
      // Warp-level instructions and cp.async, as ops and as intrinsics.
      {"__emu_shfl", (void *)emuShfl},
      {"__emu_ldmatrix", (void *)emuLdmatrix},
      {"__emu_mma", (void *)emuMma},
      {"__emu_mma_block_scale", (void *)emuMmaBlockScale},
      {"__emu_nvvm_bar_warp_sync", (void *)emuWarpSync},
      {"__emu_llvm_nvvm_bar_warp_sync", (void *)emuWarpSync},
      {"__emu_nvvm_read_ptx_sreg_laneid", (void *)emuLaneId},
      {"__emu_nvvm_read_ptx_sreg_warpid", (void *)emuWarpId},
      {"__emu_llvm_nvvm_read_ptx_sreg_laneid", (void *)emuLaneId},
      {"__emu_llvm_nvvm_read_ptx_sreg_warpid", (void *)emuWarpId},
      {"__emu_cp_async", (void *)emuCpAsync},
      {"__emu_ld_global_pred", (void *)emuLdGlobalPred},
      {"__emu_st_global_pred", (void *)emuStGlobalPred},
      {"__emu_nvvm_cp_async_commit_group", (void *)emuCpAsyncCommit},
      {"__emu_llvm_nvvm_cp_async_commit_group", (void *)emuCpAsyncCommit},
      {"__emu_wgmma", (void *)emuWgmma},
      {"__emu_cp_async_ignore_src", (void *)emuCpAsyncIgnoreSrc},
      {"__emu_wgmma_fence", (void *)emuWgmmaOrdering},
      {"__emu_wgmma_commit_group", (void *)emuWgmmaCommit},
      {"__emu_wgmma_wait_group", (void *)emuWgmmaWait},
      {"__emu_fence_proxy_async_shared_cta", (void *)emuWgmmaOrdering},
      {"__emu_cp_async_wait_group", (void *)emuCpAsyncWait},
      {"__emu_llvm_nvvm_cp_async_wait_group", (void *)emuCpAsyncWait},
      {"__emu_llvm_nvvm_cp_async_wait_all", (void *)emuCpAsyncWaitAll},
      {"__emu_llvm_nvvm_cp_async_ca_shared_global_4", (void *)cpAsyncFixed<4>},
      {"__emu_llvm_nvvm_cp_async_ca_shared_global_8", (void *)cpAsyncFixed<8>},
      {"__emu_llvm_nvvm_cp_async_ca_shared_global_16", (void *)cpAsyncFixed<16>},
      {"__emu_llvm_nvvm_cp_async_cg_shared_global_16", (void *)cpAsyncFixed<16>},
      {"__emu_llvm_nvvm_cp_async_ca_shared_global_4_s", (void *)cpAsyncSized<4>},
      {"__emu_llvm_nvvm_cp_async_ca_shared_global_8_s", (void *)cpAsyncSized<8>},
      {"__emu_llvm_nvvm_cp_async_ca_shared_global_16_s", (void *)cpAsyncSized<16>},
      {"__emu_llvm_nvvm_cp_async_cg_shared_global_16_s", (void *)cpAsyncSized<16>},
  };
  // libdevice's functions of one or two arguments, f32 (suffix f) and f64,
  // as upstream MLIR's math-to-libdevice patterns call them.
#define LIBM1(fn) symbols.push_back({"__nv_" #fn "f", (void *)(F1)fn##f}), symbols.push_back({"__nv_" #fn, (void *)(D1)fn})
#define LIBM2(fn) symbols.push_back({"__nv_" #fn "f", (void *)(F2)fn##f}), symbols.push_back({"__nv_" #fn, (void *)(D2)fn})
  LIBM1(acos); LIBM1(acosh); LIBM1(asin); LIBM1(asinh); LIBM1(atan); LIBM1(atanh); LIBM1(cbrt); LIBM1(ceil);
  LIBM1(cos); LIBM1(cosh); LIBM1(erf); LIBM1(erfc); LIBM1(exp); LIBM1(exp2); LIBM1(expm1); LIBM1(fabs);
  LIBM1(floor); LIBM1(log); LIBM1(log10); LIBM1(log1p); LIBM1(log2); LIBM1(sin); LIBM1(sinh); LIBM1(sqrt);
  LIBM1(tan); LIBM1(tanh); LIBM1(round); LIBM1(rint); LIBM1(trunc);
  LIBM2(atan2); LIBM2(fmod); LIBM2(pow);
#undef LIBM1
#undef LIBM2
  addRounded<FE_TONEAREST, false, float>(symbols, "rn");
  addRounded<FE_TONEAREST, true, float>(symbols, "rn");
  addRounded<FE_TOWARDZERO, false, float>(symbols, "rz");
  addRounded<FE_TOWARDZERO, true, float>(symbols, "rz");
  addRounded<FE_DOWNWARD, false, float>(symbols, "rm");
  addRounded<FE_DOWNWARD, true, float>(symbols, "rm");
  addRounded<FE_UPWARD, false, float>(symbols, "rp");
  addRounded<FE_UPWARD, true, float>(symbols, "rp");
  addRounded<FE_TONEAREST, false, double>(symbols, "rn");
  addRounded<FE_TOWARDZERO, false, double>(symbols, "rz");
  addRounded<FE_DOWNWARD, false, double>(symbols, "rm");
  addRounded<FE_UPWARD, false, double>(symbols, "rp");
  addAsyncCopySymbols(symbols);
  addClusterSymbols(symbols);
  addTcgen05Symbols(symbols);
  return symbols;
}

/// "a.b.c" -> "__emu_a_b_c".
std::string hostName(llvm::StringRef name) {
  std::string s = "__emu_" + name.str();
  for (char &c : s)
    if (c == '.')
      c = '_';
  return s;
}

} // namespace

namespace mlir::cuda_tile::emulation {

LLVM::LLVMFuncOp hostFunction(OpBuilder &b, ModuleOp module, llvm::StringRef name, LLVM::LLVMFunctionType type) {
  if (auto fn = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return fn;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  return LLVM::LLVMFuncOp::create(b, module.getLoc(), name, type);
}

void replaceWithPackedCall(OpBuilder &b, ModuleOp module, Operation *op, llvm::StringRef name,
                           llvm::ArrayRef<int64_t> params, ValueRange operands, size_t outSlots) {
  MLIRContext *context = op->getContext();
  Location loc = op->getLoc();
  auto ptr = LLVM::LLVMPointerType::get(context);
  Type i64 = b.getI64Type();
  Type result = op->getNumResults() ? op->getResult(0).getType() : Type();
  SmallVector<Type> fields;
  if (auto structType = dyn_cast_or_null<LLVM::LLVMStructType>(result))
    llvm::append_range(fields, structType.getBody());
  else if (result)
    fields.push_back(result);
  auto slots = [&](size_t count) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&op->getParentOfType<LLVM::LLVMFuncOp>().getBody().front());
    Value size = LLVM::ConstantOp::create(b, loc, i64, int64_t(std::max<size_t>(count, 1)));
    return LLVM::AllocaOp::create(b, loc, ptr, i64, size, 8).getResult();
  };
  Value in = slots(params.size() + operands.size()), out = slots(std::max(fields.size(), outSlots));
  b.setInsertionPoint(op);
  auto slot = [&](Value base, int64_t i) {
    return LLVM::GEPOp::create(b, loc, ptr, i64, base, llvm::ArrayRef<LLVM::GEPArg>{i}).getResult();
  };
  int64_t next = 0;
  for (int64_t param : params)
    LLVM::StoreOp::create(b, loc, LLVM::ConstantOp::create(b, loc, i64, param), slot(in, next++));
  for (Value operand : operands)
    LLVM::StoreOp::create(b, loc, operand, slot(in, next++));
  auto fn = hostFunction(b, module, name, LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context), {ptr, ptr}));
  LLVM::CallOp::create(b, loc, fn, ValueRange{in, out});
  if (result) {
    Value value;
    if (isa<LLVM::LLVMStructType>(result)) {
      value = LLVM::UndefOp::create(b, loc, result);
      for (auto [i, field] : llvm::enumerate(fields))
        value = LLVM::InsertValueOp::create(b, loc, value, LLVM::LoadOp::create(b, loc, field, slot(out, i)),
                                            llvm::ArrayRef<int64_t>{int64_t(i)});
    } else {
      value = LLVM::LoadOp::create(b, loc, result, slot(out, 0));
    }
    op->getResult(0).replaceAllUsesWith(value);
  }
  op->erase();
}

void callBefore(OpBuilder &b, ModuleOp module, Operation *op, llvm::StringRef name, ValueRange args) {
  SmallVector<Type> types(args.getTypes());
  auto fn = hostFunction(b, module, name,
                         LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(op->getContext()), types));
  b.setInsertionPoint(op);
  LLVM::CallOp::create(b, op->getLoc(), fn, args);
}

} // namespace mlir::cuda_tile::emulation

namespace {

/// A call to the host function `name` replacing `op` (same operands and
/// result), declared in `module` on first use.
void replaceWithCall(OpBuilder &b, ModuleOp module, Operation *op, llvm::StringRef name) {
  Type result = op->getNumResults() ? op->getResult(0).getType() : LLVM::LLVMVoidType::get(op->getContext());
  auto fn = hostFunction(b, module, name, LLVM::LLVMFunctionType::get(result, llvm::to_vector(op->getOperandTypes())));
  b.setInsertionPoint(op);
  auto call = LLVM::CallOp::create(b, op->getLoc(), fn, op->getOperands());
  op->replaceAllUsesWith(call->getResults());
  op->erase();
}

std::optional<MmaType> mmaTypeNamed(llvm::StringRef name) {
  for (uint64_t t = 0; t < MmaTypes; ++t)
    if (name == mmaTypeName(t))
      return MmaType(t);
  return std::nullopt;
}

/// The fragment type an mma operand or result of LLVM type `type` holds
/// where the op does not name it: f16 pairs, f32, s32, f64.
std::optional<MmaType> mmaTypeOf(Type type) {
  if (auto vector = dyn_cast<VectorType>(type); vector && vector.getElementType().isF16())
    return MmaF16;
  if (type.isF32())
    return MmaF32;
  if (type.isInteger(32))
    return MmaS32;
  if (type.isF64())
    return MmaF64;
  return std::nullopt;
}

/// mma's packed parameters (see kMmaParams) checked against the shapes and
/// types the emulation models and the operands given; fails naming them.
LogicalResult mmaParams(unsigned m, unsigned n, unsigned k, std::optional<MmaType> a, std::optional<MmaType> b,
                        std::optional<MmaType> c, std::optional<MmaType> d, bool satfinite, size_t operands,
                        size_t results, SmallVector<int64_t> &params, std::string &error) {
  std::array<unsigned, 4> regs;
  std::string shape = "m" + std::to_string(m) + "n" + std::to_string(n) + "k" + std::to_string(k);
  if (!a || !b || !c || !d || !mmaRegisters(m, n, k, *a, *b, *c, *d, regs)) {
    error = "host emulation does not model mma." + shape +
            (a && b && c && d ? std::string(" with D ") + mmaTypeName(*d) + ", A " + mmaTypeName(*a) + ", B " +
                                    mmaTypeName(*b) + ", C " + mmaTypeName(*c)
                              : std::string(" with these operand types"));
    return failure();
  }
  if (operands != regs[0] + regs[1] + regs[2] || results != regs[3]) {
    error = "host emulation: mma." + shape + " takes " + std::to_string(regs[0]) + "+" + std::to_string(regs[1]) +
            "+" + std::to_string(regs[2]) + " registers and gives " + std::to_string(regs[3]);
    return failure();
  }
  params = {m, n, k, int64_t(*a), int64_t(*b), int64_t(*c), int64_t(*d), satfinite};
  return success();
}

/// `llvm.nvvm.mma.<shape>.row.col[.satfinite].<types>`, the types named as
/// LLVM's intrinsics do: D.A.B.C for 8-bit floats, D.C for f16, A.B when
/// they differ, else A.
LogicalResult mmaIntrinsicParams(llvm::StringRef name, size_t operands, size_t results, SmallVector<int64_t> &params,
                                 std::string &error) {
  llvm::StringRef rest = name;
  rest.consume_front("llvm.nvvm.mma.");
  SmallVector<llvm::StringRef> parts;
  rest.split(parts, '.');
  unsigned m = 0, n = 0, k = 0;
  llvm::StringRef shape = parts.empty() ? "" : parts[0];
  bool shaped = shape.consume_front("m") && !shape.consumeInteger(10, m) && shape.consume_front("n") &&
                !shape.consumeInteger(10, n) && shape.consume_front("k") && !shape.consumeInteger(10, k) &&
                shape.empty();
  if (!shaped || parts.size() < 4 || parts[1] != "row" || parts[2] != "col") {
    error = ("host emulation does not model '" + name + "'").str();
    return failure();
  }
  size_t i = 3;
  bool satfinite = parts[i] == "satfinite";
  i += satfinite;
  llvm::ArrayRef<llvm::StringRef> types = llvm::ArrayRef(parts).drop_front(i);
  std::optional<MmaType> a, b, c, d;
  auto accumulator = [](std::optional<MmaType> t) -> std::optional<MmaType> {
    if (t == MmaBF16 || t == MmaTF32)
      return MmaF32;
    if (t == MmaS8 || t == MmaU8)
      return MmaS32;
    if (t == MmaF64)
      return MmaF64;
    return std::nullopt;
  };
  if (types.size() == 4)
    d = mmaTypeNamed(types[0]), a = mmaTypeNamed(types[1]), b = mmaTypeNamed(types[2]), c = mmaTypeNamed(types[3]);
  else if (types.size() == 2 && (types[0] == "f16" || types[0] == "f32"))
    d = mmaTypeNamed(types[0]), c = mmaTypeNamed(types[1]), a = b = MmaF16;
  else if (types.size() == 2)
    a = mmaTypeNamed(types[0]), b = mmaTypeNamed(types[1]), c = d = accumulator(a);
  else if (types.size() == 1)
    a = b = mmaTypeNamed(types[0]), c = d = accumulator(a);
  if (failed(mmaParams(m, n, k, a, b, c, d, satfinite, operands, results, params, error))) {
    error += " ('" + name.str() + "')";
    return failure();
  }
  return success();
}

/// Inline PTX `mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.<d>.<a>.<b>.<c>`
/// (sm_120a) with its operands in the ISA's order, D's registers first and
/// numbered on through A's, B's and C's (`{$0, ...}, {...}, {...}, {...};`),
/// f32 registers ("f") for f32 and b32 ("r") for the rest; or its block_scale
/// form `...kind::mxf8f6f4.block_scale.scale_vec::1X.f32.<a>.<b>.f32.ue8m0`
/// on f8 (e4m3, e5m2), whose scale-a-data and scale-b-data follow C's as two
/// more b32 registers, each with its `{byte-id, thread-id}` as immediates
/// (`..., $14, {0, 1}, $15, {2, 3};`). Gives the packed parameters of its
/// emulation (kMmaParams or kMmaBlockScaleParams of them); fails naming
/// what differs.
LogicalResult mmaPtxParams(llvm::StringRef text, llvm::StringRef constraints, size_t operands, size_t results,
                           SmallVector<int64_t> &params, std::string &error) {
  auto refuse = [&](const std::string &why) {
    error = "host emulation does not model the inline PTX '" + text.str() + "': " + why;
    return failure();
  };
  auto [opcode, rest] = text.trim().split(' ');
  SmallVector<llvm::StringRef> parts;
  opcode.split(parts, '.');
  unsigned m = 0, n = 0, k = 0;
  llvm::StringRef shape = parts.size() > 3 ? parts[3] : "";
  bool shaped = shape.consume_front("m") && !shape.consumeInteger(10, m) && shape.consume_front("n") &&
                !shape.consumeInteger(10, n) && shape.consume_front("k") && !shape.consumeInteger(10, k) &&
                shape.empty();
  bool blockScale = parts.size() > 6 && parts[6] == "kind::mxf8f6f4";
  if (blockScale && (parts.size() != 14 || parts[7] != "block_scale" || parts[8] != "scale_vec::1X" ||
                     parts[13] != "ue8m0"))
    return refuse("only mma.sync.aligned.mMnNkK.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.dtype.atype.btype."
                  "ctype.ue8m0 is modelled of kind::mxf8f6f4");
  if (!blockScale && (parts.size() != 11 || parts[6] != "kind::f8f6f4"))
    return refuse("only mma.sync.aligned.mMnNkK.row.col.kind::f8f6f4.dtype.atype.btype.ctype is modelled");
  if (parts[0] != "mma" || parts[1] != "sync" || parts[2] != "aligned" || !shaped || parts[4] != "row" ||
      parts[5] != "col")
    return refuse("only mma.sync.aligned.mMnNkK.row.col is modelled");
  llvm::ArrayRef<llvm::StringRef> types = llvm::ArrayRef(parts).slice(blockScale ? 9 : 7, 4);
  std::optional<MmaType> d = mmaTypeNamed(types[0]), a = mmaTypeNamed(types[1]), b = mmaTypeNamed(types[2]),
                         c = mmaTypeNamed(types[3]);
  std::array<unsigned, 4> regs;
  if (!d || !a || !b || !c || !mmaRegisters(m, n, k, *a, *b, *c, *d, regs))
    return refuse("shape or types not modelled");
  auto isFp8 = [](MmaType t) { return t == MmaE4M3 || t == MmaE5M2; };
  if (blockScale && (m != 16 || n != 8 || k != 32 || !isFp8(*a) || !isFp8(*b) || *d != MmaF32))
    return refuse("the block_scale form is modelled at m16n8k32 on e4m3 and e5m2 with f32 D and C only");
  // D, A, B, C, with registers numbered in that order.
  std::string expected, wanted;
  unsigned next = 0;
  for (auto [count, letter] : {std::pair{regs[3], *d == MmaF32 ? "=f" : "=r"}, std::pair{regs[0], "r"},
                               std::pair{regs[1], "r"}, std::pair{regs[2], *c == MmaF32 ? "f" : "r"}}) {
    expected += expected.empty() ? "{" : ",{";
    for (unsigned i = 0; i < count; ++i, ++next) {
      expected += (i ? ",$" : "$") + std::to_string(next);
      wanted += (wanted.empty() ? "" : ",") + std::string(letter);
    }
    expected += "}";
  }
  std::string given;
  for (char ch : rest)
    if (!llvm::isSpace(ch))
      given += ch;
  // The block_scale form's selectors: byte-id-a, thread-id-a, byte-id-b, thread-id-b.
  SmallVector<int64_t> selectors;
  bool inOrder;
  if (blockScale) {
    llvm::StringRef tail = given;
    inOrder = tail.consume_front(expected);
    for (unsigned scale : {next, next + 1}) {
      unsigned byte = 0, thread = 0;
      inOrder = inOrder && tail.consume_front(",$" + std::to_string(scale) + ",{") && !tail.consumeInteger(10, byte) &&
                tail.consume_front(",") && !tail.consumeInteger(10, thread) && tail.consume_front("}");
      selectors.append({byte, thread});
    }
    inOrder = inOrder && tail == ";";
    wanted += ",r,r";
    expected += ",$" + std::to_string(next) + ",{byte-id-a,thread-id-a},$" + std::to_string(next + 1) +
                ",{byte-id-b,thread-id-b};";
  } else {
    expected += ";";
    inOrder = given == expected;
  }
  size_t sources = regs[0] + regs[1] + regs[2] + (blockScale ? 2 : 0);
  if (!inOrder || constraints != wanted)
    return refuse("its operands must be D, A, B and C in order (" + expected + ", constraints " + wanted + ")");
  // ptxas's ranges (sm_120a): byte-id 0..3, thread-id-a 0..1, thread-id-b 0..3.
  if (blockScale && (selectors[0] > 3 || selectors[1] > 1 || selectors[2] > 3 || selectors[3] > 3))
    return refuse("byte-id must be 0..3, thread-id-a 0..1 and thread-id-b 0..3");
  if (operands != sources || results != regs[3])
    return refuse("the op has " + std::to_string(operands) + " operands and " + std::to_string(results) +
                  " results, the instruction " + std::to_string(sources) + " source and " + std::to_string(regs[3]) +
                  " destination registers");
  params = {m, n, k, int64_t(*a), int64_t(*b), int64_t(*c), int64_t(*d), /*satfinite=*/0};
  llvm::append_range(params, selectors);
  return success();
}

size_t resultRegisters(Operation *op) {
  if (!op->getNumResults())
    return 0;
  auto structType = dyn_cast<LLVM::LLVMStructType>(op->getResult(0).getType());
  return structType ? structType.getBody().size() : 1;
}

/// Rewrites the warp-level and cp.async ops and intrinsics the emulation
/// models into calls of their host functions. Returns failure with `error`
/// for one it does not model, and false when `op` is none of them.
FailureOr<bool> rewriteWarpLevel(OpBuilder &b, ModuleOp module, Operation *op, std::string &error) {
  if (auto shfl = dyn_cast<NVVM::ShflOp>(op)) {
    int64_t kind = shfl.getKind() == NVVM::ShflKind::bfly ? 0
                   : shfl.getKind() == NVVM::ShflKind::up ? 1
                   : shfl.getKind() == NVVM::ShflKind::down ? 2
                                                             : 3;
    replaceWithPackedCall(b, module, op, "__emu_shfl", {kind},
                          {shfl.getThreadMask(), shfl.getVal(), shfl.getOffset(), shfl.getMaskAndClamp()}, 2);
    return true;
  }
  if (auto ld = dyn_cast<NVVM::LdMatrixOp>(op)) {
    if (ld.getShape().getM() != 8 || ld.getShape().getN() != 8 || ld.getEltType() != NVVM::LdStMatrixEltType::B16 ||
        (ld.getNum() != 1 && ld.getNum() != 2 && ld.getNum() != 4)) {
      error = "host emulation models nvvm.ldmatrix only for m8n8 b16 x1/x2/x4";
      return failure();
    }
    replaceWithPackedCall(b, module, op, "__emu_ldmatrix",
                          {int64_t(ld.getNum()), ld.getLayout() == NVVM::MMALayout::col}, op->getOperands());
    return true;
  }
  if (auto mma = dyn_cast<NVVM::MmaOp>(op)) {
    if (mma.getLayoutA() != NVVM::MMALayout::row || mma.getLayoutB() != NVVM::MMALayout::col) {
      error = "host emulation models nvvm.mma.sync only with A row-major and B column-major";
      return failure();
    }
    auto named = [](std::optional<NVVM::MMATypes> t) -> std::optional<MmaType> {
      return t ? mmaTypeNamed(NVVM::stringifyMMATypes(*t)) : std::nullopt;
    };
    std::optional<MmaType> a = mma.getMultiplicandAPtxType() ? named(mma.getMultiplicandAPtxType())
                                                             : mmaTypeOf(mma.getOperandA().front().getType());
    std::optional<MmaType> bType = mma.getMultiplicandBPtxType() ? named(mma.getMultiplicandBPtxType()) : a;
    std::optional<MmaType> c = mmaTypeOf(mma.getOperandC().front().getType());
    auto resultType = cast<LLVM::LLVMStructType>(mma.getRes().getType());
    std::optional<MmaType> d = mmaTypeOf(resultType.getBody().front());
    bool satfinite = mma.getIntOverflowBehavior().value_or(NVVM::MMAIntOverflow::satfinite) ==
                     NVVM::MMAIntOverflow::satfinite;
    auto shape = mma.getShape();
    SmallVector<int64_t> params;
    if (failed(mmaParams(shape.getM(), shape.getN(), shape.getK(), a, bType, c, d, satfinite, op->getNumOperands(),
                         resultRegisters(op), params, error)))
      return failure();
    replaceWithPackedCall(b, module, op, "__emu_mma", params, op->getOperands());
    return true;
  }
  if (auto wgmma = dyn_cast<NVVM::WgmmaMmaAsyncOp>(op)) {
    auto named = [](NVVM::WGMMATypes t) { return mmaTypeNamed(NVVM::stringifyWGMMATypes(t)); };
    std::optional<MmaType> a = named(wgmma.getTypeA()), bType = named(wgmma.getTypeB()),
                           d = named(wgmma.getTypeD());
    auto shape = wgmma.getShape();
    auto fields = cast<LLVM::LLVMStructType>(wgmma.getInouts().getType()).getBody();
    if (!a || !bType || !d || shape.getM() != 64 || fields.size() != size_t(shape.getN() / 2) ||
        !(d == MmaF32 || d == MmaS32)) {
      error = "host emulation models nvvm.wgmma.mma_async with f32 or s32 accumulators of m64nN shapes only";
      return failure();
    }
    b.setInsertionPoint(op);
    SmallVector<Value> operands;
    for (size_t i = 0; i < fields.size(); ++i)
      operands.push_back(LLVM::ExtractValueOp::create(b, op->getLoc(), wgmma.getInouts(), int64_t(i)));
    operands.push_back(wgmma.getDescriptorA());
    operands.push_back(wgmma.getDescriptorB());
    bool satfinite = wgmma.getSatfinite() == NVVM::MMAIntOverflow::satfinite;
    replaceWithPackedCall(b, module, op, "__emu_wgmma",
                          {shape.getN(), shape.getK(), int64_t(*a), int64_t(*bType), int64_t(*d),
                           wgmma.getLayoutA() == NVVM::MMALayout::col, wgmma.getLayoutB() == NVVM::MMALayout::row,
                           wgmma.getScaleD() == NVVM::WGMMAScaleOut::one, wgmma.getScaleA() == NVVM::WGMMAScaleIn::neg,
                           wgmma.getScaleB() == NVVM::WGMMAScaleIn::neg, satfinite, /*aRegs=*/0},
                          operands);
    return true;
  }
  if (isa<NVVM::WgmmaFenceAlignedOp, NVVM::WgmmaGroupSyncAlignedOp>(op)) {
    callBefore(b, module, op, isa<NVVM::WgmmaFenceAlignedOp>(op) ? "__emu_wgmma_fence" : "__emu_wgmma_commit_group",
               {});
    op->erase();
    return true;
  }
  if (auto wait = dyn_cast<NVVM::WgmmaWaitGroupSyncOp>(op)) {
    b.setInsertionPoint(op);
    Value n = LLVM::ConstantOp::create(b, op->getLoc(), b.getI64Type(), int64_t(wait.getGroup()));
    callBefore(b, module, op, "__emu_wgmma_wait_group", {n});
    op->erase();
    return true;
  }
  if (auto fence = dyn_cast<NVVM::FenceProxyOp>(op)) {
    if (fence.getKind() != NVVM::ProxyKind::async_shared || !fence.getSpace() ||
        *fence.getSpace() != NVVM::SharedSpace::shared_cta) {
      error = "host emulation models nvvm.fence.proxy for async.shared::cta only";
      return failure();
    }
    callBefore(b, module, op, "__emu_fence_proxy_async_shared_cta", {});
    op->erase();
    return true;
  }
  if (auto copy = dyn_cast<NVVM::CpAsyncOp>(op)) {
    b.setInsertionPoint(op);
    Value size = LLVM::ConstantOp::create(b, op->getLoc(), b.getI32Type(), int64_t(copy.getSize()));
    callBefore(b, module, op, "__emu_cp_async",
               {copy.getDst(), copy.getSrc(), size, copy.getCpSize() ? copy.getCpSize() : size});
    op->erase();
    return true;
  }
  if (isa<NVVM::CpAsyncCommitGroupOp>(op)) {
    callBefore(b, module, op, "__emu_nvvm_cp_async_commit_group", {});
    op->erase();
    return true;
  }
  if (auto wait = dyn_cast<NVVM::CpAsyncWaitGroupOp>(op)) {
    b.setInsertionPoint(op);
    Value n = LLVM::ConstantOp::create(b, op->getLoc(), b.getI32Type(), int64_t(wait.getN()));
    callBefore(b, module, op, "__emu_cp_async_wait_group", {n});
    op->erase();
    return true;
  }
  if (auto sync = dyn_cast<NVVM::SyncWarpOp>(op)) {
    callBefore(b, module, op, "__emu_nvvm_bar_warp_sync", {sync.getMask()});
    op->erase();
    return true;
  }
  auto call = dyn_cast<LLVM::CallIntrinsicOp>(op);
  if (!call)
    return false;
  llvm::StringRef name = call.getIntrin();
  if (name.starts_with("llvm.nvvm.shfl.sync.")) {
    llvm::StringRef mode = name.drop_front(strlen("llvm.nvvm.shfl.sync.")).split('.').first;
    int64_t kind = llvm::StringSwitch<int64_t>(mode).Case("bfly", 0).Case("up", 1).Case("down", 2).Case("idx", 3)
                       .Default(-1);
    if (kind < 0 || call.getArgs().size() != 4) {
      error = ("host emulation does not model '" + name + "'").str();
      return failure();
    }
    replaceWithPackedCall(b, module, op, "__emu_shfl", {kind}, call.getArgs(), 2);
    return true;
  }
  if (name.starts_with("llvm.nvvm.ldmatrix.")) {
    int64_t num = name.contains(".x1.") ? 1 : name.contains(".x2.") ? 2 : name.contains(".x4.") ? 4 : 0;
    if (!name.starts_with("llvm.nvvm.ldmatrix.sync.aligned.m8n8.") || !name.ends_with(".b16") || !num) {
      error = ("host emulation does not model '" + name + "'").str();
      return failure();
    }
    replaceWithPackedCall(b, module, op, "__emu_ldmatrix", {num, name.contains(".trans.")}, call.getArgs());
    return true;
  }
  if (name.starts_with("llvm.nvvm.mma.")) {
    SmallVector<int64_t> params;
    if (failed(mmaIntrinsicParams(name, call.getArgs().size(), resultRegisters(op), params, error)))
      return failure();
    replaceWithPackedCall(b, module, op, "__emu_mma", params, call.getArgs());
    return true;
  }
  return false;
}

/// Rewrites the module for the host; fails naming the first op it cannot.
LogicalResult rewriteForHost(ModuleOp module, uint64_t &sharedBytes, std::string &error) {
  module->removeAttr("llvm.data_layout");
  module->removeAttr("llvm.target_triple");
  OpBuilder b(module.getContext());
  // Dynamic shared memory (`extern` shared arrays, sized at launch): as large
  // as the kernel whose scratch it is says it needs.
  for (auto global : module.getOps<LLVM::GlobalOp>()) {
    if (global.getAddrSpace() != static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared) ||
        global.getLinkage() != LLVM::Linkage::External)
      continue;
    int64_t bytes = 0;
    for (auto fn : module.getOps<LLVM::LLVMFuncOp>())
      if (auto size = fn->getAttrOfType<IntegerAttr>("dynamic_shared_bytes");
          size && global.getSymName().ends_with(fn.getSymName()))
        bytes = size.getInt();
    if (!bytes) {
      error = ("host emulation cannot size the dynamic shared memory '" + global.getSymName() + "'").str();
      return failure();
    }
    global.setGlobalType(LLVM::LLVMArrayType::get(IntegerType::get(module.getContext(), 8), bytes));
    global.setLinkage(LLVM::Linkage::Internal);
  }
  // Shared memory is per CTA, and several CTAs run at once: each shared
  // global becomes an offset into the running CTA's own arena.
  DataLayout layout(module);
  llvm::StringMap<uint64_t> offsets;
  sharedBytes = 0;
  for (auto global : llvm::make_early_inc_range(module.getOps<LLVM::GlobalOp>())) {
    if (global.getAddrSpace() != static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared))
      continue;
    uint64_t align = std::max<uint64_t>(16, global.getAlignment().value_or(16));
    sharedBytes = (sharedBytes + align - 1) / align * align;
    offsets[global.getSymName()] = sharedBytes;
    sharedBytes += layout.getTypeSize(global.getGlobalType());
    global.erase();
  }
  SmallVector<LLVM::AddressOfOp> addresses;
  module.walk([&](LLVM::AddressOfOp op) {
    if (offsets.count(op.getGlobalName()))
      addresses.push_back(op);
  });
  for (LLVM::AddressOfOp op : addresses) {
    b.setInsertionPoint(op);
    Value offset = LLVM::ConstantOp::create(b, op.getLoc(), b.getI64Type(), offsets[op.getGlobalName()]);
    auto fn = hostFunction(b, module, "__emu_shared_at", LLVM::LLVMFunctionType::get(op.getType(), {b.getI64Type()}));
    Value at = LLVM::CallOp::create(b, op.getLoc(), fn, ValueRange{offset}).getResult();
    op.replaceAllUsesWith(at);
    op.erase();
  }
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) { ops.push_back(op); });
  for (Operation *op : ops) {
    llvm::StringRef name = op->getName().getStringRef();
    FailureOr<bool> warpLevel = rewriteWarpLevel(b, module, op, error);
    if (failed(warpLevel))
      return failure();
    if (*warpLevel)
      continue;
    FailureOr<bool> asyncCopy = rewriteAsyncCopy(b, module, op, error);
    if (failed(asyncCopy))
      return failure();
    if (*asyncCopy)
      continue;
    FailureOr<bool> cluster = rewriteCluster(b, module, op, error);
    if (failed(cluster))
      return failure();
    if (*cluster)
      continue;
    FailureOr<bool> tcgen05 = rewriteTcgen05(b, module, op, error);
    if (failed(tcgen05))
      return failure();
    if (*tcgen05)
      continue;
    if (isa<NVVM::Exit>(op)) {
      // The thread ends: its kernel returns, and the rest of the block
      // (split off, unreachable) is never run.
      auto fn = op->getParentOfType<LLVM::LLVMFuncOp>();
      if (!fn->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName())) {
        error = "host emulation models nvvm.exit in kernels only, not in '" + fn.getSymName().str() + "'";
        return failure();
      }
      Block *block = op->getBlock();
      if (op->getNextNode())
        block->splitBlock(op->getNextNode());
      b.setInsertionPoint(op);
      LLVM::ReturnOp::create(b, op->getLoc(), ValueRange());
      op->erase();
      continue;
    }
    if (isa<LLVM::Trap>(op)) {
      replaceWithCall(b, module, op, "__emu_trap");
      continue;
    }
    if (isa<NVVM::SetMaxRegisterOp>(op)) {
      // Host threads have no register file to share out.
      op->erase();
      continue;
    }
    if (auto bar = dyn_cast<NVVM::BarrierOp>(op)) {
      if (bar.getReductionOp() || bar.getRes()) {
        error = "host emulation models nvvm.barrier without a reduction only";
        return failure();
      }
      b.setInsertionPoint(op);
      auto i32 = [&](int64_t v) {
        return LLVM::ConstantOp::create(b, op->getLoc(), b.getI32Type(), b.getI32IntegerAttr(v)).getResult();
      };
      Value id = bar.getBarrierId() ? bar.getBarrierId() : i32(0);
      Value count = bar.getNumberOfThreads() ? bar.getNumberOfThreads() : i32(-1);
      callBefore(b, module, op, "__emu_nvvm_barrier", {id, count});
      op->erase();
      continue;
    }
    if (auto fn = dyn_cast<LLVM::LLVMFuncOp>(op)) {
      for (NamedAttribute attr : llvm::to_vector(fn->getDiscardableAttrs()))
        if (attr.getName().getValue().starts_with("nvvm."))
          fn->removeDiscardableAttr(attr.getName());
      continue;
    }
    if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
      if (call.getIntrin().starts_with("llvm.nvvm."))
        replaceWithCall(b, module, op, hostName(call.getIntrin()));
      continue;
    }
    if (auto asmOp = dyn_cast<LLVM::InlineAsmOp>(op)) {
      // Only the lowering's predicated accesses (PredicatedAccess.h).
      StringRef text = asmOp.getAsmString(), constraints = asmOp.getConstraints();
      bool done = false;
      for (int64_t words : {1, 2, 4}) {
        if (text == cuda_tile::predicatedLoadPtx(words) && constraints == cuda_tile::predicatedLoadConstraints(words)) {
          replaceWithPackedCall(b, module, op, "__emu_ld_global_pred", {words}, op->getOperands(), words);
          done = true;
          break;
        }
        if (text == cuda_tile::predicatedStorePtx(words) &&
            constraints == cuda_tile::predicatedStoreConstraints(words)) {
          replaceWithPackedCall(b, module, op, "__emu_st_global_pred", {words}, op->getOperands());
          done = true;
          break;
        }
      }
      if (!done && text == cuda_tile::asyncCopyIgnoreSrcPtx() &&
          constraints == cuda_tile::asyncCopyIgnoreSrcConstraints()) {
        b.setInsertionPoint(op);
        Value ignore = LLVM::ZExtOp::create(b, op->getLoc(), b.getI32Type(), op->getOperand(2));
        callBefore(b, module, op, "__emu_cp_async_ignore_src", {op->getOperand(0), op->getOperand(1), ignore});
        op->erase();
        done = true;
      }
      // The lowering's wgmma with scale-d from a register (WgmmaPtx.h):
      // its shape and types read from the text, which must then be the
      // template's exactly.
      if (size_t at = text.find("wgmma.mma_async.sync.aligned.m64n"); at != StringRef::npos && !done) {
        StringRef rest = text.substr(at + strlen("wgmma.mma_async.sync.aligned.m64n"));
        unsigned n = 0, k = 0;
        SmallVector<StringRef> types;
        if (!rest.consumeInteger(10, n) && rest.consume_front("k") && !rest.consumeInteger(10, k)) {
          rest.split(types, '.', 3);
          if (types.size() == 4)
            types.back() = types.back().split(' ').first;
        }
        std::optional<MmaType> d, a, bt;
        if (types.size() == 4 && types[0].empty())
          d = mmaTypeNamed(types[1]), a = mmaTypeNamed(types[2]), bt = mmaTypeNamed(types[3]);
        for (const char *transposes : {"", ", 0, 0", ", 0, 1"}) {
          if (done || !d || !a || !bt)
            break;
          bool integer = *d == MmaS32;
          if (text != cuda_tile::wgmmaScaleDPtx(n, k, types[2].str(), types[3].str(), integer, transposes) ||
              constraints != cuda_tile::wgmmaScaleDConstraints(n, integer))
            continue;
          // Operands: A's and B's descriptors, scale-d, the accumulators.
          ValueRange all = op->getOperands();
          SmallVector<Value> operands(all.drop_front(3));
          llvm::append_range(operands, all.take_front(3));
          bool transB = StringRef(transposes) == ", 0, 1";
          replaceWithPackedCall(b, module, op, "__emu_wgmma",
                                {n, k, int64_t(*a), int64_t(*bt), int64_t(*d), 0, transB, /*scaleD: the register*/ 2, 0, 0, 0,
                                 /*aRegs=*/0},
                                operands);
          done = true;
        }
      }
      if (!done && text.trim().starts_with("mma.sync.")) {
        SmallVector<int64_t> params;
        if (failed(mmaPtxParams(text, constraints, op->getNumOperands(), resultRegisters(op), params, error)))
          return failure();
        replaceWithPackedCall(b, module, op, params.size() == kMmaParams ? "__emu_mma" : "__emu_mma_block_scale",
                              params, op->getOperands());
        done = true;
      }
      // The lowering's wgmma with A from registers (WgmmaPtx.h).
      for (int64_t n = 8; n <= 256 && !done; n += 8)
        for (const char *type : {"f16", "bf16"})
          for (bool transB : {false, true}) {
            if (done || text != cuda_tile::wgmmaRegisterAPtx(n, type, transB) ||
                constraints != cuda_tile::wgmmaRegisterAConstraints(n))
              continue;
            // Operands: A's 4 registers, B's descriptor, scale-d, the accumulators.
            ValueRange all = op->getOperands();
            SmallVector<Value> operands(all.drop_front(6));
            llvm::append_range(operands, all.take_front(6));
            int64_t t = std::string(type) == "f16" ? MmaF16 : MmaBF16;
            replaceWithPackedCall(b, module, op, "__emu_wgmma",
                                  {n, 16, t, t, MmaF32, 0, transB, 1, 0, 0, 0, /*aRegs=*/4}, operands);
            done = true;
          }
      if (!done) {
        error = ("host emulation does not model the inline PTX '" + text + "'").str();
        return failure();
      }
      continue;
    }
    if (auto fence = dyn_cast<LLVM::FenceOp>(op)) {
      // The host has no GPU scopes: every fence is system-wide.
      fence.removeSyncscopeAttr();
      continue;
    }
    if (isa<NVVM::NVVMDialect>(op->getDialect())) {
      if (name.starts_with("nvvm.read.ptx.sreg.") || name == "nvvm.barrier0") {
        replaceWithCall(b, module, op, hostName(name));
        continue;
      }
      error = ("host emulation does not model '" + name + "'").str();
      return failure();
    }
  }
  // Every function the module calls but does not define must be one of ours:
  // a name the lowering emits and the emulation lacks is a gap to fix, found
  // here rather than as a JIT link error.
  llvm::StringSet<> provided;
  for (auto &[name, address] : hostSymbols())
    provided.insert(name);
  for (auto fn : module.getOps<LLVM::LLVMFuncOp>())
    if (fn.isExternal() && !provided.contains(fn.getSymName())) {
      error = ("host emulation has no model of '" + fn.getSymName() + "', which the module calls").str();
      return failure();
    }
  return success();
}

/// A call to __emu_delay_write before every store and atomic to global (or
/// generic) memory — not to a thread's own stack (an alloca, such as the
/// slots of the packed host calls), which no other thread sees.
void delayGlobalWrites(ModuleOp module) {
  OpBuilder b(module.getContext());
  auto onStack = [](Value address) {
    while (auto gep = address.getDefiningOp<LLVM::GEPOp>())
      address = gep.getBase();
    return static_cast<bool>(address.getDefiningOp<LLVM::AllocaOp>());
  };
  auto global = [&](Value address) {
    unsigned space = cast<LLVM::LLVMPointerType>(address.getType()).getAddressSpace();
    return (space == 0 || space == 1) && !onStack(address);
  };
  SmallVector<Operation *> writes;
  module.walk([&](Operation *op) {
    if (auto store = dyn_cast<LLVM::StoreOp>(op); store && global(store.getAddr()))
      writes.push_back(op);
    else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op); rmw && global(rmw.getPtr()))
      writes.push_back(op);
    else if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op); cas && global(cas.getPtr()))
      writes.push_back(op);
  });
  auto fn = hostFunction(b, module, "__emu_delay_write",
                         LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(module.getContext()), {}));
  for (Operation *op : writes) {
    b.setInsertionPoint(op);
    LLVM::CallOp::create(b, op->getLoc(), fn, ValueRange{});
  }
}

} // namespace

void *mlir::cuda_tile::emulationOf(llvm::StringRef name) {
  // NVVM's intrinsics are renamed for the host; runtime functions keep their names.
  std::string host = name.starts_with("llvm.nvvm.") ? hostName(name) : name.str();
  for (auto &[symbol, address] : hostSymbols())
    if (symbol == host)
      return address;
  return nullptr;
}

bool mlir::cuda_tile::emulateKernel(llvm::StringRef moduleText, llvm::StringRef kernel, std::array<uint32_t, 3> grid,
                                    uint32_t threads, uint32_t concurrentCtas, uint32_t storeDelayMicros,
                                    llvm::ArrayRef<void *> args,
                                    std::string &output, std::string &error) {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  DialectRegistry registry;
  registry.insert<LLVM::LLVMDialect, NVVM::NVVMDialect>();
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  MLIRContext context(registry);
  context.allowUnregisteredDialects();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(moduleText, &context);
  if (!module) {
    error = "host emulation cannot parse the module";
    return false;
  }
  // A kernel with a cluster shape (PTX .reqnctapercluster) launches its
  // CTAs in clusters of that shape, which the grid must tile, as the CUDA
  // driver requires; at most 8 CTAs, the portable cluster size.
  std::array<uint32_t, 3> clusterDims = {1, 1, 1};
  if (auto fn = module->lookupSymbol<LLVM::LLVMFuncOp>(kernel))
    if (auto dims = fn->getAttrOfType<DenseI32ArrayAttr>(NVVM::NVVMDialect::getClusterDimAttrName()))
      for (auto [d, v] : llvm::enumerate(dims.asArrayRef()))
        if (d < 3)
          clusterDims[d] = uint32_t(std::max<int32_t>(v, 1));
  uint32_t clusterSize = clusterDims[0] * clusterDims[1] * clusterDims[2];
  if (clusterSize > 8) {
    error = "the kernel's cluster of " + std::to_string(clusterSize) + " CTAs exceeds the portable 8";
    return false;
  }
  for (unsigned d = 0; d < 3; ++d)
    if (grid[d] % clusterDims[d]) {
      error = "the grid (" + std::to_string(grid[0]) + ", " + std::to_string(grid[1]) + ", " +
              std::to_string(grid[2]) + ") is not a whole number of the kernel's clusters (" +
              std::to_string(clusterDims[0]) + ", " + std::to_string(clusterDims[1]) + ", " +
              std::to_string(clusterDims[2]) + ")";
      return false;
    }
  uint64_t sharedBytes = 0;
  if (failed(rewriteForHost(*module, sharedBytes, error)))
    return false;
  if (storeDelayMicros)
    delayGlobalWrites(*module);

  ExecutionEngineOptions options;
  options.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Less;
  auto engine = ExecutionEngine::create(*module, options);
  if (!engine) {
    error = "host emulation cannot compile the module: " + llvm::toString(engine.takeError());
    return false;
  }
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    for (auto [name, address] : hostSymbols())
      map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address), llvm::JITSymbolFlags::Exported};
    return map;
  });
  auto packed = (*engine)->lookupPacked(kernel);
  if (!packed) {
    error = "host emulation cannot find the kernel: " + llvm::toString(packed.takeError());
    return false;
  }
  std::vector<void *> argv(args.begin(), args.end());
  Launch launch;
  launch.storeDelayMicros = storeDelayMicros;
  // Up to `concurrentCtas` clusters run at once (a CTA is a cluster of one),
  // each taking the next unstarted one (x fastest) when it finishes, so
  // protocols between CTAs (locks, counters, flags) meet real
  // interleavings; 1 runs them one by one. A cluster's CTAs all run
  // together, as a GPU co-schedules them.
  std::array<uint32_t, 3> clusters = {grid[0] / clusterDims[0], grid[1] / clusterDims[1], grid[2] / clusterDims[2]};
  uint64_t total = uint64_t(clusters[0]) * clusters[1] * clusters[2];
  std::atomic<uint64_t> next{0};
  uint32_t slotCount = std::max<uint32_t>(1, concurrentCtas);
  // Slot `slot` runs one cluster at a time, its CTA of rank r on the
  // emulated SM slot * clusterSize + r (%smid).
  auto worker = [&](uint32_t slot) {
    for (uint64_t linear; (linear = next.fetch_add(1)) < total;) {
      std::array<uint32_t, 3> id = {uint32_t(linear % clusters[0]), uint32_t(linear / clusters[0] % clusters[1]),
                                    uint32_t(linear / clusters[0] / clusters[1])};
      Cluster cluster(clusterDims, id, threads);
      std::shared_ptr<ClusterMBarriers> mbarriers = newClusterMBarriers();
      struct Cta {
        explicit Cta(uint32_t threads) : barrier(threads), tmem(newTensorMemory(threads)) {}
        CtaBarrier barrier;
        std::shared_ptr<TensorMemory> tmem;
        std::vector<uint8_t> shared;
        std::vector<std::unique_ptr<WarpExchange>> warps;
        std::vector<std::unique_ptr<WarpgroupExchange>> warpgroups;
      };
      std::vector<std::unique_ptr<Cta>> ctas;
      for (uint32_t rank = 0; rank < clusterSize; ++rank) {
        auto &cta = *ctas.emplace_back(std::make_unique<Cta>(threads));
        // wgmma's matrix descriptors hold a shared address's low 18 bits:
        // the arena starts at a multiple of 2^18, so those bits are its
        // offset (and the swizzles, functions of address bits 4-9, see
        // offsets).
        cta.shared.resize(sharedBytes + kSharedWindow);
        uint8_t *arena = cta.shared.data() +
                         (kSharedWindow - reinterpret_cast<uintptr_t>(cta.shared.data()) % kSharedWindow) % kSharedWindow;
        // One exchange per warp (threads 32w..32w+31; the last may be partial).
        for (uint32_t first = 0; first < threads; first += 32) {
          cta.warps.push_back(std::make_unique<WarpExchange>());
          uint32_t lanes = std::min<uint32_t>(32, threads - first);
          cta.warps.back()->present = lanes == 32 ? kFullWarp : (1u << lanes) - 1;
        }
        for (uint32_t first = 0; first < threads; first += 128)
          cta.warpgroups.push_back(std::make_unique<WarpgroupExchange>());
        cluster.arenas.push_back(arena);
        cluster.barriers.push_back(&cta.barrier);
      }
      std::vector<std::thread> running;
      for (uint32_t rank = 0; rank < clusterSize; ++rank) {
        std::array<uint32_t, 3> ctaid = {id[0] * clusterDims[0] + rank % clusterDims[0],
                                         id[1] * clusterDims[1] + rank / clusterDims[0] % clusterDims[1],
                                         id[2] * clusterDims[2] + rank / clusterDims[0] / clusterDims[1]};
        Cta *cta = ctas[rank].get();
        for (uint32_t t = 0; t < threads; ++t)
          running.emplace_back([&, t, rank, ctaid, cta] {
            ThreadState state{t, threads, ctaid, grid, &cta->barrier, &launch, cluster.arenas[rank], sharedBytes,
                              &cta->warps, &cta->warpgroups, mbarriers.get(), slot * clusterSize + rank,
                              slotCount * clusterSize, &cluster, rank};
            state.tmem = cta->tmem.get();
            current = &state;
            std::jmp_buf stop;
            state.stop = &stop;
            if (!setjmp(stop))
              (*packed)(argv.data());
            // Copies still pending are dropped; the warp, and the cluster's
            // mbarrier waits and barrier, go on without it (a CTA's last
            // exit counted before the barrier.cluster it completes).
            ++cluster.exitedIn[rank];
            laneExited();
            cta->barrier.threadExited();
            cluster.barrier.threadExited();
            mbarrierThreadExited();
            bulkStoresThreadExited();
            tensorMemoryThreadExited();
          });
      }
      for (std::thread &thread : running)
        thread.join();
    }
  };
  std::vector<std::thread> slots;
  for (uint32_t i = 0; i < slotCount; ++i)
    slots.emplace_back(worker, i);
  for (std::thread &slot : slots)
    slot.join();
  output = std::move(launch.output);
  if (launch.trapped) {
    error = "the kernel trapped: " + launch.trap;
    return false;
  }
  return true;
}
