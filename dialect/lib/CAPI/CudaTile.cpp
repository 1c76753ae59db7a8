//===- CudaTile.cpp - C API -----------------------------------------------===//
#include "cuda-tile-c/CudaTile.h"

#include "cuda-tile/Conversion/Passes.h"
#include "cuda-tile/Dialect/CudaTile/IR/HintDiagnostics.h"
#include "cuda-tile/Pipelines/NumWarps.h"
#include "cuda-tile/Pipelines/Optimize.h"
#include "cuda-tile/Target/HostEmulation.h"
#include "cuda-tile/Target/PTX.h"
#include "cuda-tile/Tools/BareListing.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(CudaTile, cuda_tile, mlir::cuda_tile::CudaTileDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(TileAA, nv_tileaa, mlir::nv_tileaa::TileAADialect)

static std::optional<mlir::FileLineColRange> sourcePosition(mlir::Location loc) {
  using Position = std::optional<mlir::FileLineColRange>;
  return llvm::TypeSwitch<mlir::LocationAttr, Position>(loc)
      .Case([](mlir::FileLineColRange range) { return range; })
      .Case([](mlir::cuda_tile::DILocAttr di) { return mlir::FileLineColRange(di.getSourceLoc()); })
      .Case([](mlir::CallSiteLoc site) { return sourcePosition(site.getCallee()); })
      .Case([](mlir::NameLoc name) { return sourcePosition(name.getChildLoc()); })
      .Case([](mlir::OpaqueLoc opaque) { return sourcePosition(opaque.getFallbackLocation()); })
      .Case([](mlir::FusedLoc fused) -> Position {
        for (mlir::Location part : fused.getLocations())
          if (Position position = sourcePosition(part))
            return position;
        return std::nullopt;
      })
      .Default([](mlir::LocationAttr) { return std::nullopt; });
}

MlirLocation cudaTileLocationGetSourcePosition(MlirLocation loc) {
  if (std::optional<mlir::FileLineColRange> position = sourcePosition(unwrap(loc)))
    return wrap(mlir::Location(*position));
  return {nullptr};
}

/// The verifier keeps a reference to its source manager: both live here.
struct CudaTileDiagnosticVerifier {
  llvm::SourceMgr sourceMgr;
  std::optional<mlir::SourceMgrDiagnosticVerifierHandler> handler;
};

CudaTileDiagnosticVerifier *cudaTileDiagnosticVerifierCreate(MlirContext context, MlirStringRef source,
                                                             MlirStringRef name, bool onlyExpected) {
  using Level = mlir::SourceMgrDiagnosticVerifierHandler::Level;
  auto *verifier = new CudaTileDiagnosticVerifier;
  verifier->sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(unwrap(source), unwrap(name)),
                                         llvm::SMLoc());
  mlir::MLIRContext *ctx = unwrap(context);
  ctx->printOpOnDiagnostic(false);
  verifier->handler.emplace(verifier->sourceMgr, ctx, onlyExpected ? Level::OnlyExpected : Level::All);
  return verifier;
}

MlirLogicalResult cudaTileDiagnosticVerifierFinish(CudaTileDiagnosticVerifier *verifier) {
  mlir::LogicalResult result = verifier->handler->verify();
  delete verifier;
  return wrap(result);
}

void cudaTileRegisterDialects(MlirDialectRegistry registry) {
  mlir::DialectRegistry &r = *unwrap(registry);
  r.insert<mlir::cuda_tile::CudaTileDialect, mlir::nv_tileaa::TileAADialect, mlir::arith::ArithDialect,
           mlir::math::MathDialect, mlir::scf::SCFDialect, mlir::cf::ControlFlowDialect,
           mlir::LLVM::LLVMDialect, mlir::NVVM::NVVMDialect>();
  mlir::registerBuiltinDialectTranslation(r);
  mlir::registerLLVMDialectTranslation(r);
  mlir::registerNVVMDialectTranslation(r);
}

void cudaTileRegisterPasses(void) { mlir::cuda_tile::registerAllPasses(); }

void cudaTileSetHintDiagnostics(MlirContext context, bool warn, bool fail) {
  mlir::cuda_tile::setHintDiagnostics(unwrap(context), {warn, fail});
}

MlirAttribute cudaTileOptimizationHintsGetDictionary(MlirAttribute hints) {
  auto attr = llvm::dyn_cast<mlir::cuda_tile::OptimizationHintsAttr>(unwrap(hints));
  return wrap(attr ? mlir::Attribute(attr.getHints()) : mlir::Attribute());
}

MlirLogicalResult cudaTileOptimize(MlirOperation module, unsigned optLevel, bool fuseFma, MlirStringRef before,
                                   MlirStringRef after, MlirStringCallback error, void *userData) {
  mlir::Operation *op = unwrap(module);
  mlir::PassManager pm(op->getContext(), op->getName().getStringRef());
  mlir::cuda_tile::OptimizeOptions options;
  options.optLevel = optLevel;
  options.fuseFma = fuseFma;
  options.before = unwrap(before).str();
  options.after = unwrap(after).str();
  auto report = [&](const llvm::Twine &message) {
    std::string text = message.str();
    error(mlirStringRefCreate(text.data(), text.size()), userData);
    return mlir::failure();
  };
  if (mlir::failed(mlir::cuda_tile::buildOptimizePipeline(pm, options, report)))
    return mlirLogicalResultFailure();
  return mlir::failed(pm.run(op)) ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

bool cudaTileWrapBareListing(MlirStringRef text, MlirStringCallback callback, void *userData) {
  std::optional<std::string> wrapped = mlir::cuda_tile::wrapBareListing(unwrap(text));
  if (!wrapped)
    return false;
  callback(mlirStringRefCreate(wrapped->data(), wrapped->size()), userData);
  return true;
}

/// Runs a translation step and hands its text (or its error) to `callback`.
template <typename Step>
static MlirLogicalResult emit(MlirOperation module, MlirStringRef chip, int optLevel, MlirStringRef libdevice,
                              MlirStringCallback callback, void *userData, Step step) {
  std::string out, error;
  if (mlir::failed(step(unwrap(module), unwrap(chip), optLevel, unwrap(libdevice), out, error))) {
    callback(mlirStringRefCreate(error.data(), error.size()), userData);
    return mlirLogicalResultFailure();
  }
  callback(mlirStringRefCreate(out.data(), out.size()), userData);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult cudaTileTranslateToLLVMIR(MlirOperation module, MlirStringRef chip, int optLevel,
                                            MlirStringRef libdevice, MlirStringCallback callback, void *userData) {
  return emit(module, chip, optLevel, libdevice, callback, userData, mlir::cuda_tile::translateToLLVMIR);
}

MlirLogicalResult cudaTileTranslateToPTX(MlirOperation module, MlirStringRef chip, int optLevel,
                                         MlirStringRef libdevice, MlirStringCallback callback, void *userData) {
  auto step = [](mlir::Operation *op, llvm::StringRef c, int level, llvm::StringRef lib, std::string &out,
                 std::string &error) { return mlir::cuda_tile::translateToPTX(op, c, level, lib, out, error); };
  return emit(module, chip, optLevel, libdevice, callback, userData, step);
}

MlirLogicalResult cudaTileTranslateToLLVMIRAndPTX(MlirOperation module, MlirStringRef chip, int optLevel,
                                                  MlirStringRef libdevice, MlirStringCallback llvmCallback,
                                                  void *llvmUserData, MlirStringCallback callback, void *userData) {
  std::string llvmIR;
  auto step = [&](mlir::Operation *op, llvm::StringRef c, int level, llvm::StringRef lib, std::string &out,
                  std::string &error) {
    return mlir::cuda_tile::translateToPTX(op, c, level, lib, out, error, &llvmIR);
  };
  MlirLogicalResult result = emit(module, chip, optLevel, libdevice, callback, userData, step);
  if (mlirLogicalResultIsSuccess(result))
    llvmCallback(mlirStringRefCreate(llvmIR.data(), llvmIR.size()), llvmUserData);
  return result;
}

MlirLogicalResult cudaTileEmulateKernel(MlirStringRef module, MlirStringRef kernel, const uint32_t *grid,
                                        uint32_t threads, uint32_t concurrentCtas, uint32_t storeDelayMicros, void **args,
                                        intptr_t numArgs,
                                        MlirStringCallback output, MlirStringCallback error, void *userData) {
  std::string printed, reason;
  bool ok = mlir::cuda_tile::emulateKernel(unwrap(module), unwrap(kernel), {grid[0], grid[1], grid[2]}, threads,
                                           concurrentCtas, storeDelayMicros, llvm::ArrayRef<void *>(args, numArgs),
                                           printed, reason);
  output(mlirStringRefCreate(printed.data(), printed.size()), userData);
  if (!ok) {
    error(mlirStringRefCreate(reason.data(), reason.size()), userData);
    return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}

void *cudaTileEmulationOf(MlirStringRef name) { return mlir::cuda_tile::emulationOf(unwrap(name)); }

unsigned cudaTileSuggestNumWarps(MlirOperation module) { return mlir::cuda_tile::suggestNumWarps(unwrap(module)); }
