//===- HostEmulation.cpp - run GPU kernels on the host's CPU -----------------===//
//
// See HostEmulation.h. The module is rewritten for the host (NVVM ops and
// intrinsics become calls to the functions below, kernel attributes and the
// NVPTX data layout go), JIT-compiled with MLIR's ExecutionEngine, and each
// CTA runs as `threads` host threads meeting at a barrier for bar.sync.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Target/HostEmulation.h"

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
#include "llvm/Support/TargetSelect.h"

#include "llvm/ADT/bit.h"
#include <cctype>
#include <cfenv>
#include <cstring>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <vector>

using namespace mlir;

namespace {

/// A reusable barrier for the threads of one CTA.
class CtaBarrier {
public:
  explicit CtaBarrier(unsigned count) : count(count) {}
  void arriveAndWait() {
    std::unique_lock<std::mutex> lock(mutex);
    unsigned generation = this->generation;
    if (++arrived == count) {
      arrived = 0;
      ++this->generation;
      all.notify_all();
      return;
    }
    all.wait(lock, [&] { return generation != this->generation; });
  }

private:
  std::mutex mutex;
  std::condition_variable all;
  unsigned count, arrived = 0, generation = 0;
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

/// What a host thread standing for a GPU thread reads.
struct ThreadState {
  uint32_t tid, ntid;
  std::array<uint32_t, 3> ctaid, nctaid;
  CtaBarrier *barrier;
  Launch *launch;
  uint8_t *shared;
};

thread_local ThreadState *current;

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
static void emuBarrier() { current->barrier->arriveAndWait(); }
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
      // libdevice, by the host's libm (results within a few ulps of it).
      {"__nv_rsqrtf", (void *)emuRsqrtF}, {"__nv_rsqrt", (void *)emuRsqrtD},
      {"__nv_powif", (void *)emuPowiF}, {"__nv_powi", (void *)emuPowiD},
      {"__nv_abs", (void *)emuAbs}, {"__nv_llabs", (void *)emuLlabs},
      {"__nv_fast_expf", (void *)(F1)expf},
      {"__emu_llvm_nvvm_ex2_approx_f32", (void *)emuEx2F},
      {"__emu_llvm_nvvm_ex2_approx_ftz_f32", (void *)emuEx2Ftz},
      {"__emu_llvm_nvvm_rsqrt_approx_ftz_f", (void *)emuRsqrtFtz},
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

/// A call to the host function `name` replacing `op` (same operands and
/// result), declared in `module` on first use.
/// The declaration of host function `name` of `type` in `module`, made on
/// first use.
LLVM::LLVMFuncOp hostFunction(OpBuilder &b, ModuleOp module, llvm::StringRef name, LLVM::LLVMFunctionType type) {
  if (auto fn = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return fn;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  return LLVM::LLVMFuncOp::create(b, module.getLoc(), name, type);
}

void replaceWithCall(OpBuilder &b, ModuleOp module, Operation *op, llvm::StringRef name) {
  Type result = op->getNumResults() ? op->getResult(0).getType() : LLVM::LLVMVoidType::get(op->getContext());
  auto fn = hostFunction(b, module, name, LLVM::LLVMFunctionType::get(result, llvm::to_vector(op->getOperandTypes())));
  b.setInsertionPoint(op);
  auto call = LLVM::CallOp::create(b, op->getLoc(), fn, op->getOperands());
  op->replaceAllUsesWith(call->getResults());
  op->erase();
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
/// generic) memory.
void delayGlobalWrites(ModuleOp module) {
  OpBuilder b(module.getContext());
  auto global = [](Type t) {
    unsigned space = cast<LLVM::LLVMPointerType>(t).getAddressSpace();
    return space == 0 || space == 1;
  };
  SmallVector<Operation *> writes;
  module.walk([&](Operation *op) {
    if (auto store = dyn_cast<LLVM::StoreOp>(op); store && global(store.getAddr().getType()))
      writes.push_back(op);
    else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op); rmw && global(rmw.getPtr().getType()))
      writes.push_back(op);
    else if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op); cas && global(cas.getPtr().getType()))
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
  // Up to `concurrentCtas` CTAs run at once, each taking the next unstarted
  // one (x fastest) when it finishes, so protocols between CTAs (locks,
  // counters, flags) meet real interleavings; 1 runs them one by one.
  uint64_t total = uint64_t(grid[0]) * grid[1] * grid[2];
  std::atomic<uint64_t> next{0};
  auto worker = [&] {
    for (uint64_t linear; (linear = next.fetch_add(1)) < total;) {
      std::array<uint32_t, 3> ctaid = {uint32_t(linear % grid[0]), uint32_t(linear / grid[0] % grid[1]),
                                       uint32_t(linear / grid[0] / grid[1])};
      CtaBarrier barrier(threads);
      std::vector<uint8_t> shared(sharedBytes + 16);
      uint8_t *arena = shared.data() + (16 - reinterpret_cast<uintptr_t>(shared.data()) % 16) % 16;
      std::vector<std::thread> cta;
      for (uint32_t t = 0; t < threads; ++t)
        cta.emplace_back([&, t] {
          ThreadState state{t, threads, ctaid, grid, &barrier, &launch, arena};
          current = &state;
          (*packed)(argv.data());
        });
      for (std::thread &thread : cta)
        thread.join();
    }
  };
  std::vector<std::thread> slots;
  for (uint32_t i = 0; i < std::max<uint32_t>(1, concurrentCtas); ++i)
    slots.emplace_back(worker);
  for (std::thread &slot : slots)
    slot.join();
  output = std::move(launch.output);
  if (launch.trapped) {
    error = "the kernel trapped: " + launch.trap;
    return false;
  }
  return true;
}
