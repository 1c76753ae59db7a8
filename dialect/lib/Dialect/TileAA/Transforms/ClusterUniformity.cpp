//===- ClusterUniformity.cpp - values every CTA of a cluster shares -------===//
//
// See ClusterUniformity.h. The walk follows operands backwards; a value
// seen once is not looked at again (the kernel's values form a DAG, and a
// loop's induction variable is reached through its bounds only).
//
//===----------------------------------------------------------------------===//
#include "ClusterUniformity.h"

#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace {

bool isProgramIdX(Value v) {
  while (auto cast = v.getDefiningOp<arith::IndexCastOp>())
    v = cast.getIn();
  auto id = v.getDefiningOp<GetProgramIdOp>();
  return id && id.getDim() == ProgramDim::x;
}

/// `lhs / rhs` of a program id x (>= 0) by a constant multiple of `ctas`,
/// rounded towards zero or the floor: the same for the CTAs of a cluster.
bool isClusterIndex(Operation *op, int64_t ctas) {
  if (!isa<arith::DivSIOp, arith::DivUIOp, arith::FloorDivSIOp>(op))
    return false;
  APInt divisor;
  return isProgramIdX(op->getOperand(0)) && matchPattern(op->getOperand(1), m_ConstantInt(&divisor)) &&
         divisor.getSExtValue() > 0 && divisor.getSExtValue() % ctas == 0;
}

struct Walk {
  int64_t ctas;
  llvm::DenseSet<Value> seen;

  std::string why(Value v) {
    if (!seen.insert(v).second)
      return "";
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      Operation *owner = arg.getOwner()->getParentOp();
      if (isa<FuncOp>(owner))
        return "";
      if (auto loop = dyn_cast<scf::ForOp>(owner); loop && v == loop.getInductionVar()) {
        for (Value bound : {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()})
          if (std::string w = why(bound); !w.empty())
            return w;
        return "";
      }
      return "a value carried by '" + owner->getName().getStringRef().str() + "'";
    }
    Operation *def = v.getDefiningOp();
    if (auto id = dyn_cast<GetProgramIdOp>(def))
      return id.getDim() == ProgramDim::x ? "the program id along x, which differs across the cluster" : "";
    if (isa<GetNumProgramsOp>(def) || isClusterIndex(def, ctas))
      return "";
    if (def->getNumRegions() || !isMemoryEffectFree(def))
      return "'" + def->getName().getStringRef().str() + "', which may differ across the cluster";
    for (Value operand : def->getOperands())
      if (std::string w = why(operand); !w.empty())
        return w;
    return "";
  }
};

} // namespace

std::string mlir::nv_tileaa::whyNotClusterUniform(Value v, int64_t ctas) { return Walk{ctas, {}}.why(v); }
