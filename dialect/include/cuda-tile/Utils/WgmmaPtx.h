//===- WgmmaPtx.h - wgmma forms the NVVM dialect's op lacks ------*- C++ -*-===//
//
// wgmma.mma_async with A from registers (a dot fed by another dot, as
// attention's second product), and with scale-d from a register (a loop's
// first K step not reading the accumulator): the NVVM dialect's op takes A
// only through a shared-memory descriptor and scale-d only as a constant,
// so the lowering emits llvm.inline_asm with these templates and the host
// emulation recognizes exactly them. f32 accumulators.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_UTILS_WGMMAPTX_H
#define CUDA_TILE_UTILS_WGMMAPTX_H

#include <cstdint>
#include <string>

namespace mlir::cuda_tile {

namespace detail {
inline std::string wgmmaAccumulators(int64_t n) {
  std::string d;
  for (int64_t i = 0; i < n / 2; ++i)
    d += (i ? ", $" : "$") + std::to_string(i);
  return "{" + d + "}";
}

inline std::string wgmmaConstraints(int64_t n, const std::string &inputs) {
  std::string c;
  for (int64_t i = 0; i < n / 2; ++i)
    c += "=f,";
  c += inputs;
  for (int64_t i = 0; i < n / 2; ++i)
    c += "," + std::to_string(i);
  return c;
}
} // namespace detail

/// m64n`n`k16 with `type` (f16 or bf16) operands, A from registers, B
/// N-major when `transposedB`: accumulators $0..$(n/2 - 1), A's four
/// registers $(n/2)..$(n/2 + 3), B's descriptor $(n/2 + 4), scale-d
/// $(n/2 + 5) (an i32: nonzero accumulates); the accumulators' inputs are
/// tied to the outputs and come last.
inline std::string wgmmaRegisterAPtx(int64_t n, const std::string &type, bool transposedB) {
  auto at = [&](int64_t i) { return "$" + std::to_string(n / 2 + i); };
  return "{\n.reg .pred p;\nsetp.ne.b32 p, " + at(5) + ", 0;\nwgmma.mma_async.sync.aligned.m64n" + std::to_string(n) +
         "k16.f32." + type + "." + type + " " + detail::wgmmaAccumulators(n) + ", {" + at(0) + ", " + at(1) + ", " +
         at(2) + ", " + at(3) + "}, " + at(4) + ", p, 1, 1, " + (transposedB ? "1" : "0") + ";\n}";
}

inline std::string wgmmaRegisterAConstraints(int64_t n) { return detail::wgmmaConstraints(n, "r,r,r,r,l,r"); }

/// m64n`n`k`k` `.f32.atype.btype` from shared memory with scale-d from a
/// register: accumulators $0..$(n/2 - 1), A's and B's descriptors
/// $(n/2), $(n/2 + 1), scale-d $(n/2 + 2) (an i32: nonzero accumulates);
/// the accumulators' inputs tied, last. `transposes` is empty or the
/// imm-trans-a, imm-trans-b pair (16-bit types only), with the
/// imm-scale-a/b of the floating forms before it; `integer` forms (s8/u8)
/// have neither.
inline std::string wgmmaScaleDPtx(int64_t n, int64_t k, const std::string &atype, const std::string &btype,
                                  bool integer, const std::string &transposes) {
  auto at = [&](int64_t i) { return "$" + std::to_string(n / 2 + i); };
  std::string tail = integer ? "" : ", 1, 1" + transposes;
  return "{\n.reg .pred p;\nsetp.ne.b32 p, " + at(2) + ", 0;\nwgmma.mma_async.sync.aligned.m64n" + std::to_string(n) +
         "k" + std::to_string(k) + "." + (integer ? "s32" : "f32") + "." + atype + "." + btype + " " +
         detail::wgmmaAccumulators(n) + ", " + at(0) + ", " + at(1) + ", p" + tail + ";\n}";
}

inline std::string wgmmaScaleDConstraints(int64_t n, bool integer) {
  std::string c;
  for (int64_t i = 0; i < n / 2; ++i)
    c += integer ? "=r," : "=f,";
  c += "l,l,r";
  for (int64_t i = 0; i < n / 2; ++i)
    c += "," + std::to_string(i);
  return c;
}

} // namespace mlir::cuda_tile

#endif
