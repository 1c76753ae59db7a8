// The six kernels of NVIDIA's front end exported with debug information
// convert completely (the di_locs become their file:line:col locations) and
// compile; with --lineinfo (any -O) or -g -O0 their PTX keeps their lines in
// kernels.py as .loc directives, as tileiras keeps them, and ptxas accepts it;
// so does cuTile's own bytecode of them, which carries the same debug records.
// REQUIRES: shared-corpus
// RUN: tile-opt --convert-cuda-tile-to-tileaa --mlir-print-debuginfo %corpus/text-debug/vector_add.mlir | tile-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=CONV --implicit-check-not=cuda_tile
// RUN: tile-compile --lineinfo --emit=ptx %corpus/text-debug/vector_add.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile -g -O0 --emit=ptx %corpus/text-debug/vector_add.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ tile-compile --lineinfo %corpus/text-debug/vector_add.mlir -o %t.vector_add.cubin %}
// RUN: %if ptxas %{ tile-compile -g -O0 %corpus/text-debug/vector_add.mlir -o %t.vector_add.g.cubin %}
// RUN: tile-opt --convert-cuda-tile-to-tileaa --mlir-print-debuginfo %corpus/text-debug/transpose.mlir | tile-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=CONV --implicit-check-not=cuda_tile
// RUN: tile-compile --lineinfo --emit=ptx %corpus/text-debug/transpose.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile -g -O0 --emit=ptx %corpus/text-debug/transpose.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ tile-compile --lineinfo %corpus/text-debug/transpose.mlir -o %t.transpose.cubin %}
// RUN: %if ptxas %{ tile-compile -g -O0 %corpus/text-debug/transpose.mlir -o %t.transpose.g.cubin %}
// RUN: tile-opt --convert-cuda-tile-to-tileaa --mlir-print-debuginfo %corpus/text-debug/softmax.mlir | tile-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=CONV --implicit-check-not=cuda_tile
// RUN: tile-compile --lineinfo --emit=ptx %corpus/text-debug/softmax.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile -g -O0 --emit=ptx %corpus/text-debug/softmax.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ tile-compile --lineinfo %corpus/text-debug/softmax.mlir -o %t.softmax.cubin %}
// RUN: %if ptxas %{ tile-compile -g -O0 %corpus/text-debug/softmax.mlir -o %t.softmax.g.cubin %}
// RUN: tile-opt --convert-cuda-tile-to-tileaa --mlir-print-debuginfo %corpus/text-debug/layernorm_fwd.mlir | tile-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=CONV --implicit-check-not=cuda_tile
// RUN: tile-compile --lineinfo --emit=ptx %corpus/text-debug/layernorm_fwd.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile -g -O0 --emit=ptx %corpus/text-debug/layernorm_fwd.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ tile-compile --lineinfo %corpus/text-debug/layernorm_fwd.mlir -o %t.layernorm_fwd.cubin %}
// RUN: %if ptxas %{ tile-compile -g -O0 %corpus/text-debug/layernorm_fwd.mlir -o %t.layernorm_fwd.g.cubin %}
// RUN: tile-opt --convert-cuda-tile-to-tileaa --mlir-print-debuginfo %corpus/text-debug/reduce_sum_atomic.mlir | tile-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=CONV --implicit-check-not=cuda_tile
// RUN: tile-compile --lineinfo --emit=ptx %corpus/text-debug/reduce_sum_atomic.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile -g -O0 --emit=ptx %corpus/text-debug/reduce_sum_atomic.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ tile-compile --lineinfo %corpus/text-debug/reduce_sum_atomic.mlir -o %t.reduce_sum_atomic.cubin %}
// RUN: %if ptxas %{ tile-compile -g -O0 %corpus/text-debug/reduce_sum_atomic.mlir -o %t.reduce_sum_atomic.g.cubin %}
// RUN: tile-opt --convert-cuda-tile-to-tileaa --mlir-print-debuginfo %corpus/text-debug/gemm_f16_f32.mlir | tile-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=CONV --implicit-check-not=cuda_tile
// RUN: tile-compile --lineinfo --emit=ptx %corpus/text-debug/gemm_f16_f32.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile -g -O0 --emit=ptx %corpus/text-debug/gemm_f16_f32.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ tile-compile --lineinfo %corpus/text-debug/gemm_f16_f32.mlir -o %t.gemm_f16_f32.cubin %}
// RUN: %if ptxas %{ tile-compile -g -O0 %corpus/text-debug/gemm_f16_f32.mlir -o %t.gemm_f16_f32.g.cubin %}
// RUN: tile-compile --lineinfo --emit=ptx %corpus/bytecode/vector_add.tileirbc -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile --lineinfo --emit=ptx %corpus/bytecode/transpose.tileirbc -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile --lineinfo --emit=ptx %corpus/bytecode/softmax.tileirbc -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile --lineinfo --emit=ptx %corpus/bytecode/layernorm_fwd.tileirbc -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile --lineinfo --emit=ptx %corpus/bytecode/reduce_sum_atomic.tileirbc -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile --lineinfo --emit=ptx %corpus/bytecode/gemm_f16_f32.tileirbc -o - | FileCheck %s --check-prefix=PTX

// CONV: nv_tileaa.func @{{[A-Za-z_0-9]+}}({{.*}}) attributes {kernel
// CONV: loc("kernels.py":
// PTX: .entry
// PTX: .loc 1 {{[1-9][0-9]*}} {{[0-9]+}}
// PTX: .file 1 "kernels.py"
