// The six kernels of NVIDIA's front end compile to cubins for sm_80, sm_90
// and sm_100 (ptxas accepts them), and tile-compile names the target on the
// module so per-architecture hints apply: gemm's `sm_100 = {num_cta_in_cga = 2}`
// becomes a cluster of two CTAs on sm_100 only.
// REQUIRES: shared-corpus, ptxas
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %corpus/text/vector_add.mlir -o %t.vector_add.sm_80.cubin && test -s %t.vector_add.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %corpus/text/vector_add.mlir -o %t.vector_add.sm_90.cubin && test -s %t.vector_add.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %corpus/text/vector_add.mlir -o %t.vector_add.sm_100.cubin && test -s %t.vector_add.sm_100.cubin
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %corpus/text/transpose.mlir -o %t.transpose.sm_80.cubin && test -s %t.transpose.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %corpus/text/transpose.mlir -o %t.transpose.sm_90.cubin && test -s %t.transpose.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %corpus/text/transpose.mlir -o %t.transpose.sm_100.cubin && test -s %t.transpose.sm_100.cubin
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %corpus/text/softmax.mlir -o %t.softmax.sm_80.cubin && test -s %t.softmax.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %corpus/text/softmax.mlir -o %t.softmax.sm_90.cubin && test -s %t.softmax.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %corpus/text/softmax.mlir -o %t.softmax.sm_100.cubin && test -s %t.softmax.sm_100.cubin
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %corpus/text/layernorm_fwd.mlir -o %t.layernorm_fwd.sm_80.cubin && test -s %t.layernorm_fwd.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %corpus/text/layernorm_fwd.mlir -o %t.layernorm_fwd.sm_90.cubin && test -s %t.layernorm_fwd.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %corpus/text/layernorm_fwd.mlir -o %t.layernorm_fwd.sm_100.cubin && test -s %t.layernorm_fwd.sm_100.cubin
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %corpus/text/reduce_sum_atomic.mlir -o %t.reduce_sum_atomic.sm_80.cubin && test -s %t.reduce_sum_atomic.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %corpus/text/reduce_sum_atomic.mlir -o %t.reduce_sum_atomic.sm_90.cubin && test -s %t.reduce_sum_atomic.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %corpus/text/reduce_sum_atomic.mlir -o %t.reduce_sum_atomic.sm_100.cubin && test -s %t.reduce_sum_atomic.sm_100.cubin
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %corpus/text/gemm_f16_f32.mlir -o %t.gemm_f16_f32.sm_80.cubin && test -s %t.gemm_f16_f32.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %corpus/text/gemm_f16_f32.mlir -o %t.gemm_f16_f32.sm_90.cubin && test -s %t.gemm_f16_f32.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %corpus/text/gemm_f16_f32.mlir -o %t.gemm_f16_f32.sm_100.cubin && test -s %t.gemm_f16_f32.sm_100.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=nvvm %corpus/text/gemm_f16_f32.mlir -o - | FileCheck %s --check-prefix=SM100
// RUN: tile-compile --gpu-name=sm_90 --emit=nvvm %corpus/text/gemm_f16_f32.mlir -o - | FileCheck %s --check-prefix=SM90

// SM100: nv_tileaa.target = "sm_100"
// SM100: llvm.func @gemm_{{.*}}nvvm.cluster_dim = array<i32: 2, 1, 1>
// SM90: nv_tileaa.target = "sm_90"
// SM90-NOT: nvvm.cluster_dim
