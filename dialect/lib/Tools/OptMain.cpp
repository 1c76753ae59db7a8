//===- OptMain.cpp - the tile-opt driver ----------------------------------===//
//
// MLIR's own MlirOptMain with every upstream dialect, extension and pass, plus
// cuda_tile, nv_tileaa and the project's passes and pipelines. Added to
// mlir-opt's behaviour: module-less tileirdisasm listings are accepted (see
// BareListing.h), and cuda-tile-opt's -Wunsupported-hints and -Werr-hints.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile-c/CudaTile.h"
#include "cuda-tile/Conversion/Passes.h"
#include "cuda-tile/Dialect/CudaTile/IR/HintDiagnostics.h"
#include "cuda-tile/Tools/BareListing.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

static llvm::cl::opt<bool> warnUnsupportedHints("Wunsupported-hints",
                                                llvm::cl::desc("Warn about each unknown or invalid optimization hint"),
                                                llvm::cl::init(false));
static llvm::cl::opt<bool> errorOnHints("Werr-hints",
                                        llvm::cl::desc("With -Wunsupported-hints, an op whose hints draw a warning "
                                                       "fails verification"),
                                        llvm::cl::init(false));

int cudaTileOptMain(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<cuda_tile::CudaTileDialect, nv_tileaa::TileAADialect>();
  // Each context MlirOptMain makes (one per split of the input) gets the
  // setting when it loads the dialect, before anything is parsed.
  registry.addExtension(+[](MLIRContext *context, cuda_tile::CudaTileDialect *) {
    cuda_tile::setHintDiagnostics(context, {warnUnsupportedHints, errorOnHints});
  });
  registerAllPasses();
  cuda_tile::registerAllPasses();

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "tile-opt: the MLIR optimizer driver with NVIDIA's CUDA Tile IR dialects\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects()) {
    llvm::outs() << "Available Dialects: ";
    llvm::interleave(registry.getDialectNames(), llvm::outs(), ",");
    llvm::outs() << "\n";
    return EXIT_SUCCESS;
  }
  if (config.shouldListPasses()) {
    printRegisteredPasses();
    return EXIT_SUCCESS;
  }

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return EXIT_FAILURE;
  }
  if (auto wrapped = cuda_tile::wrapBareListing(input->getBuffer(), config.inputSplitMarker()))
    input = llvm::MemoryBuffer::getMemBufferCopy(*wrapped, input->getBufferIdentifier());
  std::unique_ptr<llvm::ToolOutputFile> output = openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return EXIT_FAILURE;
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return EXIT_FAILURE;
  output->keep();
  return EXIT_SUCCESS;
}
