//===- OptimizationHints.h - the keys and values of optimization hints -*- C++ -*-===//
//
// CUDA Tile IR 13.3's rules for `optimization_hints` (spec addendum §3): which
// outer keys exist, which inner values are valid for an architecture, and
// how the compiler picks a hint's value for its target. The cuda_tile
// verifiers check hints with them (for -Wunsupported-hints), and the passes
// that read hints (also off nv_tileaa ops, which carry the same dictionary)
// resolve them with them.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_UTILS_OPTIMIZATIONHINTS_H
#define CUDA_TILE_UTILS_OPTIMIZATIONHINTS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::cuda_tile {

/// Whether `key` is an outer key 13.3 knows: `default` or one of the
/// architectures sm_80 to sm_121 it lists.
bool isKnownHintArchitecture(StringRef key);

/// Why `value` is not valid for hint `key` under the outer key `arch`
/// (`default` or an architecture), as a diagnostic naming both; empty when
/// it is valid or `key` is no hint 13.3 defines.
std::string invalidHintReason(StringRef arch, StringRef key, Attribute value);

/// The value of hint `key` in `hints` (an `optimization_hints` dictionary)
/// for the target `arch` (an `sm_NN` name; empty for no target): the
/// `arch` entry's value if it has the key, else the `default` entry's; null
/// when neither has it or the chosen value is invalid for `arch` (an
/// invalid architecture value hides a valid `default` one).
Attribute resolveHint(DictionaryAttr hints, StringRef arch, StringRef key);

/// The integer value of a resolved integer hint (resolveHint), if any.
std::optional<int64_t> resolveIntHint(DictionaryAttr hints, StringRef arch, StringRef key);

/// The warps per CTA a valid `num_worker_warps_per_cta` asks for: only 4 and
/// 8 are honoured, so smaller values become 4 and larger ones 8.
inline int64_t honouredWorkerWarps(int64_t requested) { return requested < 4 ? 4 : requested > 8 ? 8 : requested; }

} // namespace mlir::cuda_tile

#endif
