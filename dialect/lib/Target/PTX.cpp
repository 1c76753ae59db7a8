//===- PTX.cpp - LLVM dialect to LLVM IR and PTX through NVPTX ------------===//
#include "cuda-tile/Target/PTX.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/IPO/Internalize.h"

#include <mutex>

extern "C" {
void LLVMInitializeNVPTXTargetInfo();
void LLVMInitializeNVPTXTarget();
void LLVMInitializeNVPTXTargetMC();
void LLVMInitializeNVPTXAsmPrinter();
}

using namespace mlir;

static constexpr llvm::StringLiteral kTriple = "nvptx64-nvidia-cuda";

/// The processor NVPTX writes PTX for. LLVM 22 has no sm_107: its PTX is
/// sm_103's, which ptxas assembles for any later SM (PTX for sm_XY runs on
/// every sm_MN with MN >= XY).
static llvm::StringRef codegenChip(llvm::StringRef chip) { return chip == "sm_107" ? "sm_103" : chip; }

/// The chip to write `module` for: sm_90, sm_100, sm_103, sm_110, sm_120 or sm_121
/// as its `a` variant where the module uses architecture-specific
/// instructions (wgmma, tcgen05, tensormap.replace, mma.sync's kind:: forms on
/// sm_120), which ptxas accepts only there;
/// its cubins run on the same devices. Other modules stay on the plain chip.
static std::string chipFor(Operation *module, llvm::StringRef chip) {
  if (!llvm::is_contained({"sm_90", "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"}, chip))
    return chip.str();
  bool specific = false;
  module->walk([&](Operation *op) {
    auto asmOp = dyn_cast<LLVM::InlineAsmOp>(op);
    if (op->getName().getStringRef().starts_with("nvvm.wgmma.") ||
        op->getName().getStringRef().starts_with("nvvm.tcgen05.") ||
        (asmOp && (asmOp.getAsmString().contains("tensormap.replace") || asmOp.getAsmString().contains("kind::"))))
      specific = true;
  });
  return specific ? (chip + "a").str() : chip.str();
}

/// The PTX ISA version to write. Unless told, NVPTX writes the lowest the
/// chip supports (sm_100: 8.6, sm_120: 8.7, sm_88: 9.0); the lowering's
/// instructions need 8.0, more than the older chips' lowest (7.0 to 7.8).
/// (A version below a chip's lowest is a fatal error in NVPTX.)
static llvm::StringRef ptxFeatures(llvm::StringRef cpu) {
  // sm_89 and sm_90: PTX 8.4, the first with mma.sync's f8 (e4m3/e5m2) forms.
  if (llvm::is_contained({"sm_89", "sm_90", "sm_90a"}, cpu))
    return "+ptx84";
  return llvm::is_contained({"sm_80", "sm_86", "sm_87"}, cpu) ? "+ptx80" : "";
}

static std::unique_ptr<llvm::TargetMachine> createTargetMachine(llvm::StringRef chip, int optLevel,
                                                                std::string &error) {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
    // Shared-memory addresses in 32-bit registers (the .shared window is
    // 32-bit): halves the registers the ldmatrix / st.shared addresses of a
    // kernel keep live, which decides whether a GEMM's main loop spills.
    auto &options = llvm::cl::getRegisteredOptions();
    if (auto it = options.find("nvptx-short-ptr"); it != options.end())
      static_cast<llvm::cl::opt<bool> *>(it->second)->setValue(true);
    // No loop strength reduction in codegen: it rewrites each of a GEMM main
    // loop's ldmatrix / cp.async addresses (a ring slot base plus a constant)
    // into an induction variable of its own, which costs a register and an
    // add per address per iteration (sm_80 gemm: 527 instructions per K step
    // and 255 registers with it, 348 and 244 without) where ptxas folds the
    // constants into the instructions' immediate offsets.
    if (auto it = options.find("disable-lsr"); it != options.end())
      static_cast<llvm::cl::opt<bool> *>(it->second)->setValue(true);
  });
  llvm::Triple triple(kTriple);
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  llvm::StringRef cpu = codegenChip(chip);
  // An unknown processor would only be warned about (on stderr).
  if (!std::unique_ptr<llvm::MCSubtargetInfo>(target->createMCSubtargetInfo(triple, "", ""))->isCPUStringValid(cpu)) {
    error = ("unknown GPU '" + chip + "' (expected sm_NN, e.g. sm_90)").str();
    return nullptr;
  }
  auto level = optLevel <= 0 ? llvm::CodeGenOptLevel::None
               : optLevel == 1 ? llvm::CodeGenOptLevel::Less
               : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                               : llvm::CodeGenOptLevel::Aggressive;
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      triple, cpu, ptxFeatures(cpu), llvm::TargetOptions(), std::nullopt, std::nullopt, level));
}

/// Links the libdevice functions the module calls (`__nv_*`, from math
/// lowering) from `libdevice` (libdevice.10.bc), then makes them internal so
/// that the optimiser inlines them and drops the rest; the module's own
/// definitions stay external.
static LogicalResult linkLibDevice(llvm::Module &module, llvm::StringRef libdevice, std::string &error) {
  bool needed = llvm::any_of(module.functions(), [](const llvm::Function &f) {
    return f.isDeclaration() && f.getName().starts_with("__nv_");
  });
  if (!needed)
    return success();
  if (libdevice.empty()) {
    error = "the module calls libdevice (__nv_*) functions, but libdevice.10.bc was not found (run "
            "scripts/setup.sh, or set CUDA_TILE_LIBDEVICE)";
    return failure();
  }
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> library = llvm::parseIRFile(libdevice, diagnostic, module.getContext());
  if (!library) {
    error = ("cannot read libdevice " + libdevice + ": " + diagnostic.getMessage()).str();
    return failure();
  }
  // libdevice's triple and layout are generic NVPTX ones: take the module's, quietly.
  library->setTargetTriple(module.getTargetTriple());
  library->setDataLayout(module.getDataLayout());
  llvm::StringSet<> own;
  for (const llvm::GlobalValue &gv : module.global_values())
    if (!gv.isDeclaration())
      own.insert(gv.getName());
  if (llvm::Linker::linkModules(module, std::move(library), llvm::Linker::Flags::LinkOnlyNeeded)) {
    error = ("cannot link libdevice " + libdevice).str();
    return failure();
  }
  llvm::internalizeModule(module, [&](const llvm::GlobalValue &gv) { return own.contains(gv.getName()); });
  return success();
}

/// The module with NVVM's PTX-builder ops (wgmma.mma_async and the like,
/// which have no LLVM intrinsic) as the inline PTX they stand for: NVVM's
/// own `convert-nvvm-to-llvm`, on a copy, so the caller's module keeps them.
static OwningOpRef<Operation *> withInlinePTX(Operation *module, std::string &error) {
  OwningOpRef<Operation *> copy = module->clone();
  bool any = false;
  copy->walk([&](NVVM::BasicPtxBuilderInterface) { any = true; });
  if (!any)
    return copy;
  PassManager pm(module->getContext(), copy->getName().getStringRef());
  pm.addPass(createConvertNVVMToLLVMPass());
  if (failed(pm.run(*copy))) {
    error = "convert-nvvm-to-llvm failed on the module's PTX-builder ops";
    return nullptr;
  }
  return copy;
}

static std::unique_ptr<llvm::Module> toOptimizedLLVM(Operation *module, llvm::TargetMachine &tm,
                                                     llvm::LLVMContext &ctx, int optLevel,
                                                     llvm::StringRef libdevice, std::string &error) {
  OwningOpRef<Operation *> lowered = withInlinePTX(module, error);
  if (!lowered)
    return nullptr;
  std::unique_ptr<llvm::Module> llvmModule = translateModuleToLLVMIR(*lowered, ctx);
  if (!llvmModule) {
    error = "failed to translate the module to LLVM IR (is it fully lowered to the LLVM and NVVM dialects?)";
    return nullptr;
  }
  llvmModule->setTargetTriple(tm.getTargetTriple());
  llvmModule->setDataLayout(tm.createDataLayout());
  llvm::raw_string_ostream errors(error);
  if (llvm::verifyModule(*llvmModule, &errors) || failed(linkLibDevice(*llvmModule, libdevice, error)))
    return nullptr;
  if (optLevel > 0) {
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::PassBuilder pb(&tm);
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    auto level = optLevel == 1 ? llvm::OptimizationLevel::O1
                 : optLevel == 2 ? llvm::OptimizationLevel::O2
                                 : llvm::OptimizationLevel::O3;
    pb.buildPerModuleDefaultPipeline(level).run(*llvmModule, mam);
  }
  return llvmModule;
}

LogicalResult mlir::cuda_tile::translateToLLVMIR(Operation *module, llvm::StringRef chip, int optLevel,
                                                 llvm::StringRef libdevice, std::string &out, std::string &error) {
  std::unique_ptr<llvm::TargetMachine> tm = createTargetMachine(chipFor(module, chip), optLevel, error);
  if (!tm)
    return failure();
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> llvmModule = toOptimizedLLVM(module, *tm, ctx, optLevel, libdevice, error);
  if (!llvmModule)
    return failure();
  llvm::raw_string_ostream os(out);
  llvmModule->print(os, nullptr);
  return success();
}

LogicalResult mlir::cuda_tile::translateToPTX(Operation *module, llvm::StringRef chip, int optLevel,
                                              llvm::StringRef libdevice, std::string &out, std::string &error,
                                              std::string *llvmOut) {
  std::unique_ptr<llvm::TargetMachine> tm = createTargetMachine(chipFor(module, chip), optLevel, error);
  if (!tm)
    return failure();
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> llvmModule = toOptimizedLLVM(module, *tm, ctx, optLevel, libdevice, error);
  if (!llvmModule)
    return failure();
  if (llvmOut) {
    llvm::raw_string_ostream os(*llvmOut);
    llvmModule->print(os, nullptr);
  }
  llvm::SmallString<0> ptx;
  llvm::raw_svector_ostream os(ptx);
  llvm::legacy::PassManager codegen;
  if (tm->addPassesToEmitFile(codegen, os, nullptr, llvm::CodeGenFileType::AssemblyFile)) {
    error = "the NVPTX backend cannot emit assembly for " + chip.str();
    return failure();
  }
  codegen.run(*llvmModule);
  out.assign(ptx.begin(), ptx.end());
  return success();
}
