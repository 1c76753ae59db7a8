//===- WgmmaRegisterA.h - wgmma with A from registers ------------*- C++ -*-===//
//
// wgmma.mma_async's form that reads A from registers (a dot fed by another
// dot, as attention's second product): the NVVM dialect's op takes A only
// through a shared-memory descriptor, so the lowering emits llvm.inline_asm
// with this template and the host emulation recognizes exactly it. 16-bit
// A and B (f16, bf16), f32 accumulators.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_UTILS_WGMMAREGISTERA_H
#define CUDA_TILE_UTILS_WGMMAREGISTERA_H

#include <cstdint>
#include <string>

namespace mlir::cuda_tile {

/// m64n`n`k16 with `type` (f16 or bf16) operands, B N-major when
/// `transposedB`: accumulators $0..$(n/2 - 1), A's four registers
/// $(n/2)..$(n/2 + 3), B's descriptor $(n/2 + 4), scale-d $(n/2 + 5) (an
/// i32: nonzero accumulates); the accumulators' inputs are tied to the
/// outputs and come last.
inline std::string wgmmaRegisterAPtx(int64_t n, const std::string &type, bool transposedB) {
  int64_t r = n / 2;
  std::string d;
  for (int64_t i = 0; i < r; ++i)
    d += (i ? ", $" : "$") + std::to_string(i);
  auto at = [&](int64_t i) { return "$" + std::to_string(r + i); };
  return "{\n.reg .pred p;\nsetp.ne.b32 p, " + at(5) + ", 0;\nwgmma.mma_async.sync.aligned.m64n" + std::to_string(n) +
         "k16.f32." + type + "." + type + " {" + d + "}, {" + at(0) + ", " + at(1) + ", " + at(2) + ", " + at(3) +
         "}, " + at(4) + ", p, 1, 1, " + (transposedB ? "1" : "0") + ";\n}";
}

inline std::string wgmmaRegisterAConstraints(int64_t n) {
  int64_t r = n / 2;
  std::string c;
  for (int64_t i = 0; i < r; ++i)
    c += "=f,";
  c += "r,r,r,r,l,r";
  for (int64_t i = 0; i < r; ++i)
    c += "," + std::to_string(i);
  return c;
}

} // namespace mlir::cuda_tile

#endif
