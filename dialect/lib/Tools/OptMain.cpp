//===- OptMain.cpp - the tile-opt driver ----------------------------------===//
//
// MLIR's own MlirOptMain with every upstream dialect, extension and pass, plus
// cuda_tile, nv_tileaa and the project's passes and pipelines.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile-c/CudaTile.h"
#include "cuda-tile/Conversion/Passes.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int cudaTileOptMain(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::cuda_tile::CudaTileDialect, mlir::nv_tileaa::TileAADialect>();
  mlir::registerAllPasses();
  mlir::cuda_tile::registerAllPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "tile-opt: the MLIR optimizer driver with NVIDIA's CUDA Tile IR dialects\n", registry));
}
