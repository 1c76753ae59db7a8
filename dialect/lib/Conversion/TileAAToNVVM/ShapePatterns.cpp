//===- ShapePatterns.cpp - shape and tile construction ----------------------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {


} // namespace

void mlir::nv_tileaa::to_nvvm::populateShapePatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  (void)converter;
  (void)patterns;
}
