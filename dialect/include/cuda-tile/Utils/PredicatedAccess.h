//===- PredicatedAccess.h - predicated global loads and stores ---*- C++ -*-===//
//
// A vector access of a tile that may lie outside its memref is one PTX
// instruction under a predicate (`@p ld.global.v4.b32`, or cp.async's
// ignore-src predicate), as NVIDIA's
// compiler writes it: no divergent branch around it, which ptxas keeps as
// BSSY/BSYNC on sm_90. No NVVM op has a predicate (nvvm.inline_ptx's
// rewrites a whole module's NVVM ops to inline asm), so the lowering emits
// llvm.inline_asm with these templates and the host emulation recognizes
// exactly them.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_UTILS_PREDICATEDACCESS_H
#define CUDA_TILE_UTILS_PREDICATEDACCESS_H

#include <cstdint>
#include <string>

namespace mlir::cuda_tile {

/// `words` 32-bit words (1, 2 or 4) loaded from global address $words
/// where predicate $(words + 1) holds; the results are tied to the inputs
/// $(words + 2).. (what the registers hold where it does not).
inline std::string predicatedLoadPtx(int64_t words) {
  std::string regs = words == 1 ? "$0" : words == 2 ? "{$0, $1}" : "{$0, $1, $2, $3}";
  std::string type = words == 1 ? "b32" : words == 2 ? "v2.b32" : "v4.b32";
  return "@$" + std::to_string(words + 1) + " ld.global." + type + " " + regs + ", [$" + std::to_string(words) +
         "];";
}

inline std::string predicatedLoadConstraints(int64_t words) {
  std::string c;
  for (int64_t i = 0; i < words; ++i)
    c += "=r,";
  c += "l,b";
  for (int64_t i = 0; i < words; ++i)
    c += "," + std::to_string(i);
  return c;
}

/// `words` 32-bit words $1.. stored to global address $0 where predicate
/// $(words + 1) holds.
inline std::string predicatedStorePtx(int64_t words) {
  std::string regs = words == 1 ? "$1" : words == 2 ? "{$1, $2}" : "{$1, $2, $3, $4}";
  std::string type = words == 1 ? "b32" : words == 2 ? "v2.b32" : "v4.b32";
  return "@$" + std::to_string(words + 1) + " st.global." + type + " [$0], " + regs + ";";
}

inline std::string predicatedStoreConstraints(int64_t words) {
  std::string c = "l";
  for (int64_t i = 0; i < words; ++i)
    c += ",r";
  return c + ",b";
}

/// cp.async.cg of 16 bytes from global address $1 to shared address $0,
/// the source ignored and zeros written where predicate $2 holds (PTX's
/// ignore-src operand): a vector outside its memref reads no memory, so its
/// address needs no substitute (no LLVM intrinsic has the operand).
inline std::string asyncCopyIgnoreSrcPtx() { return "cp.async.cg.shared.global [$0], [$1], 16, $2;"; }

inline std::string asyncCopyIgnoreSrcConstraints() { return "r,l,b"; }

} // namespace mlir::cuda_tile

#endif
