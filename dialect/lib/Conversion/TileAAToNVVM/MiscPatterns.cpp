//===- MiscPatterns.cpp - print, assert, barriers ---------------------------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {


} // namespace

void mlir::nv_tileaa::to_nvvm::populateMiscPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  (void)converter;
  (void)patterns;
}
