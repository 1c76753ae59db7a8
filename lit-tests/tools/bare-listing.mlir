// tileirdisasm prints kernels without a cuda_tile.module; tile-opt and tile-compile accept
// such listings, with every line where it was, also chunk by chunk with --split-input-file.
// REQUIRES: shared-corpus
// RUN: tile-opt %corpus/text/vector_add.mlir | FileCheck %s
// RUN: tile-compile --emit=ptx %corpus/text/vector_add.mlir | FileCheck %s --check-prefix=PTX
// RUN: tile-opt -split-input-file -verify-diagnostics %s

// CHECK: cuda_tile.module @kernels {
// CHECK-NEXT: entry @vector_add_
// PTX: .entry vector_add_

entry @kernel() {
  %c = constant <i32: 1> : tile<4xi32>
  // Diagnostics keep their line: this error is reported on the line below.
  // expected-error @below {{'cuda_tile.addf' op operand #0 must be tile<f16 | bf16 | f32 | f64>}}
  %a = addf %c, %c : tile<4xi32>
  return
}

// -----

// A module written out is left alone.
cuda_tile.module @m {
  entry @k() {
  }
}
