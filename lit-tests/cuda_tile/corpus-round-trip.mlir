// The six kernels of NVIDIA's front end, as tileirdisasm printed them, print
// back byte for byte (once the module tile-opt wraps them in is taken off),
// from the custom and from the generic form.
// REQUIRES: shared-corpus
// RUN: tile-opt %corpus/text/vector_add.mlir | python3 %S/../unwrap-listing.py | diff %corpus/text/vector_add.mlir -
// RUN: tile-opt --mlir-print-op-generic %corpus/text/vector_add.mlir | tile-opt | python3 %S/../unwrap-listing.py | diff %corpus/text/vector_add.mlir -
// RUN: tile-opt %corpus/text/transpose.mlir | python3 %S/../unwrap-listing.py | diff %corpus/text/transpose.mlir -
// RUN: tile-opt --mlir-print-op-generic %corpus/text/transpose.mlir | tile-opt | python3 %S/../unwrap-listing.py | diff %corpus/text/transpose.mlir -
// RUN: tile-opt %corpus/text/softmax.mlir | python3 %S/../unwrap-listing.py | diff %corpus/text/softmax.mlir -
// RUN: tile-opt --mlir-print-op-generic %corpus/text/softmax.mlir | tile-opt | python3 %S/../unwrap-listing.py | diff %corpus/text/softmax.mlir -
// RUN: tile-opt %corpus/text/layernorm_fwd.mlir | python3 %S/../unwrap-listing.py | diff %corpus/text/layernorm_fwd.mlir -
// RUN: tile-opt --mlir-print-op-generic %corpus/text/layernorm_fwd.mlir | tile-opt | python3 %S/../unwrap-listing.py | diff %corpus/text/layernorm_fwd.mlir -
// RUN: tile-opt %corpus/text/reduce_sum_atomic.mlir | python3 %S/../unwrap-listing.py | diff %corpus/text/reduce_sum_atomic.mlir -
// RUN: tile-opt --mlir-print-op-generic %corpus/text/reduce_sum_atomic.mlir | tile-opt | python3 %S/../unwrap-listing.py | diff %corpus/text/reduce_sum_atomic.mlir -
// RUN: tile-opt %corpus/text/gemm_f16_f32.mlir | python3 %S/../unwrap-listing.py | diff %corpus/text/gemm_f16_f32.mlir -
// RUN: tile-opt --mlir-print-op-generic %corpus/text/gemm_f16_f32.mlir | tile-opt | python3 %S/../unwrap-listing.py | diff %corpus/text/gemm_f16_f32.mlir -
