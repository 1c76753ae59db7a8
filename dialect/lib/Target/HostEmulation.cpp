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
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/Support/TargetSelect.h"

#include <cfenv>
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

/// What a host thread standing for a GPU thread reads.
struct ThreadState {
  uint32_t tid, ntid;
  std::array<uint32_t, 3> ctaid, nctaid;
  CtaBarrier *barrier;
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
static float emuRsqrtF(float x) { return 1.0f / std::sqrt(x); }
static double emuRsqrtD(double x) { return 1.0 / std::sqrt(x); }
static float emuEx2F(float x) { return std::exp2(x); }
static float emuFminNan(float a, float b) { return std::isnan(a) || std::isnan(b) ? NAN : std::fmin(a, b); }
static float emuFmaxNan(float a, float b) { return std::isnan(a) || std::isnan(b) ? NAN : std::fmax(a, b); }
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
      {"__emu_llvm_nvvm_rsqrt_approx_f", (void *)emuRsqrtF},
      {"__emu_llvm_nvvm_rsqrt_approx_d", (void *)emuRsqrtD},
      {"__emu_llvm_nvvm_ex2_approx_f", (void *)emuEx2F},
      {"__emu_llvm_nvvm_fmin_ftz_nan_f", (void *)emuFminNan},
      {"__emu_llvm_nvvm_fmax_ftz_nan_f", (void *)emuFmaxNan},
      // libdevice, by the host's libm (results within a few ulps of it).
      {"__nv_expf", (void *)(F1)expf}, {"__nv_exp", (void *)(D1)exp},
      {"__nv_exp2f", (void *)(F1)exp2f}, {"__nv_exp2", (void *)(D1)exp2},
      {"__nv_logf", (void *)(F1)logf}, {"__nv_log", (void *)(D1)log},
      {"__nv_log2f", (void *)(F1)log2f}, {"__nv_log2", (void *)(D1)log2},
      {"__nv_sqrtf", (void *)(F1)sqrtf}, {"__nv_sqrt", (void *)(D1)sqrt},
      {"__nv_rsqrtf", (void *)emuRsqrtF}, {"__nv_rsqrt", (void *)emuRsqrtD},
      {"__nv_sinf", (void *)(F1)sinf}, {"__nv_sin", (void *)(D1)sin},
      {"__nv_cosf", (void *)(F1)cosf}, {"__nv_cos", (void *)(D1)cos},
      {"__nv_tanhf", (void *)(F1)tanhf}, {"__nv_tanh", (void *)(D1)tanh},
      {"__nv_powf", (void *)(F2)powf}, {"__nv_pow", (void *)(D2)pow},
      {"__nv_floorf", (void *)(F1)floorf}, {"__nv_floor", (void *)(D1)floor},
      {"__nv_ceilf", (void *)(F1)ceilf}, {"__nv_ceil", (void *)(D1)ceil},
      {"__nv_fabsf", (void *)(F1)fabsf}, {"__nv_fabs", (void *)(D1)fabs},
      {"__nv_powif", (void *)emuPowiF}, {"__nv_powi", (void *)emuPowiD},
      {"__nv_abs", (void *)emuAbs}, {"__nv_llabs", (void *)emuLlabs},
      {"__emu_llvm_nvvm_ex2_approx_f32", (void *)emuEx2F},
      {"__emu_llvm_nvvm_ex2_approx_ftz_f", (void *)emuEx2Ftz},
      {"__emu_llvm_nvvm_rsqrt_approx_ftz_f", (void *)emuRsqrtFtz},
  };
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
void replaceWithCall(OpBuilder &b, ModuleOp module, Operation *op, llvm::StringRef name) {
  auto fn = module.lookupSymbol<LLVM::LLVMFuncOp>(name);
  Type result = op->getNumResults() ? op->getResult(0).getType() : LLVM::LLVMVoidType::get(op->getContext());
  if (!fn) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    fn = LLVM::LLVMFuncOp::create(b, op->getLoc(), name,
                                  LLVM::LLVMFunctionType::get(result, llvm::to_vector(op->getOperandTypes())));
  }
  b.setInsertionPoint(op);
  auto call = LLVM::CallOp::create(b, op->getLoc(), fn, op->getOperands());
  op->replaceAllUsesWith(call->getResults());
  op->erase();
}

/// Rewrites the module for the host; fails naming the first op it cannot.
LogicalResult rewriteForHost(ModuleOp module, std::string &error) {
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
  return success();
}

} // namespace

bool mlir::cuda_tile::emulateKernel(llvm::StringRef moduleText, llvm::StringRef kernel, std::array<uint32_t, 3> grid,
                                    uint32_t threads, llvm::ArrayRef<void *> args, std::string &error) {
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
  if (failed(rewriteForHost(*module, error)))
    return false;

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
  for (uint32_t z = 0; z < grid[2]; ++z)
    for (uint32_t y = 0; y < grid[1]; ++y)
      for (uint32_t x = 0; x < grid[0]; ++x) {
        CtaBarrier barrier(threads);
        std::vector<std::thread> cta;
        for (uint32_t t = 0; t < threads; ++t)
          cta.emplace_back([&, t] {
            ThreadState state{t, threads, {x, y, z}, grid, &barrier};
            current = &state;
            (*packed)(argv.data());
          });
        for (std::thread &thread : cta)
          thread.join();
      }
  return true;
}
