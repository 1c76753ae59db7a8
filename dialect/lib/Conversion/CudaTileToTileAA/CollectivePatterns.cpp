//===- CollectivePatterns.cpp - reduce, scan, mma ---------------------------===//
#include "Patterns.h"

using namespace mlir;
using namespace mlir::cuda_tile::to_tileaa;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

namespace {


} // namespace

void mlir::cuda_tile::to_tileaa::populateCollectivePatterns(const TypeConverter &converter, RewritePatternSet &patterns) {
  (void)converter;
  (void)patterns;
}
