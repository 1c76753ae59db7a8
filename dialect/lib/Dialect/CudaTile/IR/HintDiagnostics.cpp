//===- HintDiagnostics.cpp - how verifiers report hint problems -----------===//
#include "cuda-tile/Dialect/CudaTile/IR/HintDiagnostics.h"
#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/DialectInterface.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace mlir::cuda_tile {
/// Holds the setting on the dialect instance: each context has its own, and
/// the dialect's TableGen class needs no member for it.
struct HintDiagnosticsSetting : DialectInterface::Base<HintDiagnosticsSetting> {
  explicit HintDiagnosticsSetting(Dialect *dialect) : Base(dialect) {}
  HintDiagnostics value;
};
} // namespace mlir::cuda_tile

void mlir::cuda_tile::setHintDiagnostics(MLIRContext *context, HintDiagnostics setting) {
  auto *dialect = context->getOrLoadDialect<CudaTileDialect>();
  auto *held = dialect->getRegisteredInterface<HintDiagnosticsSetting>();
  if (!held)
    held = &dialect->addInterface<HintDiagnosticsSetting>();
  held->value = setting;
}

HintDiagnostics mlir::cuda_tile::getHintDiagnostics(MLIRContext *context) {
  auto *dialect = context->getLoadedDialect<CudaTileDialect>();
  auto *held = dialect ? dialect->getRegisteredInterface<HintDiagnosticsSetting>() : nullptr;
  return held ? held->value : HintDiagnostics();
}
