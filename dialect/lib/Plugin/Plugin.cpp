//===- Plugin.cpp - entry points for the stock mlir-opt -------------------===//
//
// `mlir-opt --load-dialect-plugin=libcuda_tile_plugin.so
//           --load-pass-plugin=libcuda_tile_plugin.so` sees both dialects and
// the project's passes and pipelines.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Conversion/Passes.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "CudaTile", LLVM_VERSION_STRING, [](mlir::DialectRegistry *registry) {
            registry->insert<mlir::cuda_tile::CudaTileDialect, mlir::nv_tileaa::TileAADialect>();
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "CudaTilePasses", LLVM_VERSION_STRING,
          [] { mlir::cuda_tile::registerAllPasses(); }};
}
