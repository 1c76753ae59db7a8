//===- PrintfFormat.h - checking printf format strings ----------*- C++ -*-===//
//
// cuda_tile.print_tko and nv_tileaa.print take printf format strings.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_UTILS_PRINTFFORMAT_H
#define CUDA_TILE_UTILS_PRINTFFORMAT_H

#include "mlir/IR/Operation.h"

namespace mlir::cuda_tile {

/// Counts the conversions of a printf format string:
/// `%[flags][width][.precision][length]conversion`, with `%%` a literal percent
/// sign. Each conversion prints one operand; there is no string to print with
/// `%s`, `%n` would write memory, and `*` would take a width from an operand,
/// so those are reported at `op`.
FailureOr<unsigned> countPrintfConversions(Operation *op, StringRef format);

} // namespace mlir::cuda_tile

#endif
