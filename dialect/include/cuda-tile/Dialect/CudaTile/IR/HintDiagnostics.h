//===- HintDiagnostics.h - how verifiers report hint problems ---*- C++ -*-===//
//
// CUDA Tile IR 13.3 checks optimization hints only on request (spec addendum
// §3.3): a setting of the context's cuda_tile dialect, which tools set from
// their -Wunsupported-hints and -Werr-hints flags before anything is read.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_CUDATILE_IR_HINTDIAGNOSTICS_H
#define CUDA_TILE_DIALECT_CUDATILE_IR_HINTDIAGNOSTICS_H

#include "mlir/IR/MLIRContext.h"

namespace mlir::cuda_tile {

struct HintDiagnostics {
  /// -Wunsupported-hints: a warning for each problem (unknown architecture
  /// key, key not allowed on the op, invalid value). Off: hints are not checked.
  bool warn = false;
  /// -Werr-hints: with `warn`, an op with a problem then fails verification.
  bool fail = false;
};

/// Sets `context`'s cuda_tile dialect (loading it) to report hint problems as `setting` says.
void setHintDiagnostics(MLIRContext *context, HintDiagnostics setting);
/// What `context`'s cuda_tile dialect was set to; silent when never set.
HintDiagnostics getHintDiagnostics(MLIRContext *context);

} // namespace mlir::cuda_tile

#endif
