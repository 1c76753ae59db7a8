//===- WarpCollectives.cpp - what reductions and scans share --------------===//
#include "WarpCollectives.h"
#include "MemoryAccess.h"
#include "SharedMemory.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

Value mlir::nv_tileaa::to_nvvm::shuffle(OpBuilder &b, Location loc, Value value, Value laneOperand,
                                       NVVM::ShflKind kind) {
  Type type = value.getType();
  Type i32 = b.getI32Type();
  Value fullMask = i32Const(b, loc, -1), clamp = i32Const(b, loc, kind == NVVM::ShflKind::up ? 0 : 0x1f);
  auto shfl = [&](Value v) -> Value {
    return NVVM::ShflOp::create(b, loc, v.getType(), fullMask, v, laneOperand, clamp, kind, UnitAttr());
  };
  if (type == i32 || type.isF32())
    return shfl(value);
  unsigned bits = type.getIntOrFloatBitWidth(), words = llvm::divideCeil(bits, 32);
  Type asInt = b.getIntegerType(bits), wide = b.getIntegerType(32 * words);
  Value v = isa<FloatType>(type) ? LLVM::BitcastOp::create(b, loc, asInt, value).getResult() : value;
  if (bits != 32 * words)
    v = LLVM::ZExtOp::create(b, loc, wide, v);
  Value result;
  for (unsigned w = 0; w < words; ++w) {
    Value word = v;
    if (w)
      word = LLVM::LShrOp::create(b, loc, word, LLVM::ConstantOp::create(b, loc, wide, b.getIntegerAttr(wide, 32 * w)));
    if (words > 1)
      word = LLVM::TruncOp::create(b, loc, i32, word);
    Value moved = shfl(word);
    if (words == 1) {
      result = moved;
      continue;
    }
    moved = LLVM::ZExtOp::create(b, loc, wide, moved);
    if (w)
      moved = LLVM::ShlOp::create(b, loc, moved, LLVM::ConstantOp::create(b, loc, wide, b.getIntegerAttr(wide, 32 * w)));
    result = w ? LLVM::OrOp::create(b, loc, result, moved).getResult() : moved;
  }
  if (bits != 32 * words)
    result = LLVM::TruncOp::create(b, loc, asInt, result);
  if (isa<FloatType>(type))
    result = LLVM::BitcastOp::create(b, loc, type, result);
  return result;
}

Value mlir::nv_tileaa::to_nvvm::collectiveArray(OpBuilder &b, Location loc, Operation *op, StringRef prefix,
                                               int64_t bytes) {
  auto module = op->getParentOfType<mlir::ModuleOp>();
  std::string name;
  for (unsigned n = 0;; ++n) {
    name = (prefix + std::to_string(n)).str();
    if (!module.lookupSymbol(name))
      break;
  }
  return sharedArray(b, loc, op, name, b.getI8Type(), llvm::alignTo(bytes, 16));
}

bool mlir::nv_tileaa::to_nvvm::mayRunAgain(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent; parent = parent->getParentOp()) {
    // The function may be converted already.
    if (auto func = dyn_cast<aa::FuncOp>(parent))
      return !func.getKernel();
    if (isa<LLVM::LLVMFuncOp>(parent))
      return !parent->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName());
    if (!isa<scf::IfOp>(parent))
      return true;
  }
  return true;
}
