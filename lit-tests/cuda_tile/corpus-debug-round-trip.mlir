// The six kernels of NVIDIA's front end exported with debug information, as
// tileirdisasm printed them (NVIDIA's debug-info forms, locations after the
// kernel), parse, verify and print back byte for byte with
// --mlir-print-debuginfo, from the custom and from the generic form (once
// the wrappers tile-opt puts around a listing, and their locations, are taken
// off). Our bytecode of them reads back in tileirdisasm -g as the same text.
// cuTile's own bytecode (corpus/bytecode) carries the same debug records: our
// reader's program, written again, reads back in tileirdisasm -g as the text.
// REQUIRES: shared-corpus
// RUN: tile-opt --mlir-print-debuginfo %corpus/text-debug/vector_add.mlir | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/vector_add.mlir -
// RUN: tile-opt --mlir-print-debuginfo --mlir-print-op-generic %corpus/text-debug/vector_add.mlir | tile-opt --mlir-print-debuginfo | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/vector_add.mlir -
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 %corpus/text-debug/vector_add.mlir -o %t.vector_add.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.vector_add.tileirbc | diff %corpus/text-debug/vector_add.mlir - %}
// RUN: tile-opt --mlir-print-debuginfo %corpus/text-debug/transpose.mlir | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/transpose.mlir -
// RUN: tile-opt --mlir-print-debuginfo --mlir-print-op-generic %corpus/text-debug/transpose.mlir | tile-opt --mlir-print-debuginfo | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/transpose.mlir -
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 %corpus/text-debug/transpose.mlir -o %t.transpose.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.transpose.tileirbc | diff %corpus/text-debug/transpose.mlir - %}
// RUN: tile-opt --mlir-print-debuginfo %corpus/text-debug/softmax.mlir | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/softmax.mlir -
// RUN: tile-opt --mlir-print-debuginfo --mlir-print-op-generic %corpus/text-debug/softmax.mlir | tile-opt --mlir-print-debuginfo | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/softmax.mlir -
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 %corpus/text-debug/softmax.mlir -o %t.softmax.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.softmax.tileirbc | diff %corpus/text-debug/softmax.mlir - %}
// RUN: tile-opt --mlir-print-debuginfo %corpus/text-debug/layernorm_fwd.mlir | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/layernorm_fwd.mlir -
// RUN: tile-opt --mlir-print-debuginfo --mlir-print-op-generic %corpus/text-debug/layernorm_fwd.mlir | tile-opt --mlir-print-debuginfo | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/layernorm_fwd.mlir -
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 %corpus/text-debug/layernorm_fwd.mlir -o %t.layernorm_fwd.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.layernorm_fwd.tileirbc | diff %corpus/text-debug/layernorm_fwd.mlir - %}
// RUN: tile-opt --mlir-print-debuginfo %corpus/text-debug/reduce_sum_atomic.mlir | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/reduce_sum_atomic.mlir -
// RUN: tile-opt --mlir-print-debuginfo --mlir-print-op-generic %corpus/text-debug/reduce_sum_atomic.mlir | tile-opt --mlir-print-debuginfo | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/reduce_sum_atomic.mlir -
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 %corpus/text-debug/reduce_sum_atomic.mlir -o %t.reduce_sum_atomic.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.reduce_sum_atomic.tileirbc | diff %corpus/text-debug/reduce_sum_atomic.mlir - %}
// RUN: tile-opt --mlir-print-debuginfo %corpus/text-debug/gemm_f16_f32.mlir | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/gemm_f16_f32.mlir -
// RUN: tile-opt --mlir-print-debuginfo --mlir-print-op-generic %corpus/text-debug/gemm_f16_f32.mlir | tile-opt --mlir-print-debuginfo | python3 %S/../unwrap-debug-listing.py | diff %corpus/text-debug/gemm_f16_f32.mlir -
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 %corpus/text-debug/gemm_f16_f32.mlir -o %t.gemm_f16_f32.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.gemm_f16_f32.tileirbc | diff %corpus/text-debug/gemm_f16_f32.mlir - %}
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %corpus/bytecode/vector_add.tileirbc | tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 - -o %t.vector_add.again.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.vector_add.again.tileirbc | diff %corpus/text-debug/vector_add.mlir - %}
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %corpus/bytecode/transpose.tileirbc | tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 - -o %t.transpose.again.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.transpose.again.tileirbc | diff %corpus/text-debug/transpose.mlir - %}
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %corpus/bytecode/softmax.tileirbc | tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 - -o %t.softmax.again.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.softmax.again.tileirbc | diff %corpus/text-debug/softmax.mlir - %}
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %corpus/bytecode/layernorm_fwd.tileirbc | tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 - -o %t.layernorm_fwd.again.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.layernorm_fwd.again.tileirbc | diff %corpus/text-debug/layernorm_fwd.mlir - %}
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %corpus/bytecode/reduce_sum_atomic.tileirbc | tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 - -o %t.reduce_sum_atomic.again.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.reduce_sum_atomic.again.tileirbc | diff %corpus/text-debug/reduce_sum_atomic.mlir - %}
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %corpus/bytecode/gemm_f16_f32.tileirbc | tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 - -o %t.gemm_f16_f32.again.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.gemm_f16_f32.again.tileirbc | diff %corpus/text-debug/gemm_f16_f32.mlir - %}
