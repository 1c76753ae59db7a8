//===- DotFragments.h - MMA operand registers from dot_op tiles -*- C++ -*-===//
//
// A dot operand held in registers (a dot_op layout) is handed to mma.sync or
// wgmma as 32-bit registers, each packing consecutive K elements. Shared by
// DotMMAv2.cpp and DotWGMMA.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_DOTFRAGMENTS_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_DOTFRAGMENTS_H

#include "Patterns.h"
#include "SharedMemory.h"

namespace mlir::nv_tileaa::to_nvvm {

/// The 32-bit register packing elements (row, col), (row, col + 1), ...
/// (`alongCols`; else down the rows) — `count` of them — of the tile whose
/// registers are `regs` under `layout`, their type `elem`.
inline Value packFragmentRegister(OpBuilder &b, Location loc, Value regs, const LinearLayout &layout, Type elem,
                                  int64_t row, int64_t col, int64_t count, bool alongCols) {
  Value vec = LLVM::PoisonOp::create(b, loc, VectorType::get({count}, elem));
  for (int64_t e = 0; e < count; ++e) {
    int64_t reg = layout.findRegister(alongCols ? SmallVector<int64_t>{row, col + e} : SmallVector<int64_t>{row + e, col});
    assert(reg >= 0 && "a dot_op layout holds every fragment element");
    vec = LLVM::InsertElementOp::create(b, loc, vec, LLVM::ExtractValueOp::create(b, loc, regs, reg),
                                        i32Const(b, loc, e));
  }
  return LLVM::BitcastOp::create(b, loc, b.getI32Type(), vec);
}

} // namespace mlir::nv_tileaa::to_nvvm

#endif
