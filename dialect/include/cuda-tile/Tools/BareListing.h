//===- BareListing.h - tileirdisasm's module-less listings ------*- C++ -*-===//
//
// NVIDIA's `tileirdisasm` prints a module's globals and kernels without the
// `cuda_tile.module` around them. The tools accept such listings by wrapping
// them, keeping every line where it was so diagnostics point at the input.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_TOOLS_BARELISTING_H
#define CUDA_TILE_TOOLS_BARELISTING_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace mlir::cuda_tile {

/// If `text` (or, with a non-empty `splitMarker`, any of its chunks) starts
/// with a bare `entry` or `global`, returns the text with those chunks wrapped
/// in `cuda_tile.module @kernels { ... }`; otherwise nothing. Line numbers are
/// kept; only the first wrapped line's columns may move.
std::optional<std::string> wrapBareListing(llvm::StringRef text, llvm::StringRef splitMarker = "");

} // namespace mlir::cuda_tile

#endif
