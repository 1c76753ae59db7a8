// The six kernels of NVIDIA's front end convert completely: the output
// verifies when read back, and no cuda_tile op or type is left.
// REQUIRES: shared-corpus
// RUN: tile-opt --convert-cuda-tile-to-tileaa %corpus/text/vector_add.mlir | tile-opt | FileCheck %s --implicit-check-not=cuda_tile --implicit-check-not=unrealized_conversion_cast
// RUN: tile-opt --convert-cuda-tile-to-tileaa %corpus/text/transpose.mlir | tile-opt | FileCheck %s --implicit-check-not=cuda_tile --implicit-check-not=unrealized_conversion_cast
// RUN: tile-opt --convert-cuda-tile-to-tileaa %corpus/text/softmax.mlir | tile-opt | FileCheck %s --implicit-check-not=cuda_tile --implicit-check-not=unrealized_conversion_cast
// RUN: tile-opt --convert-cuda-tile-to-tileaa %corpus/text/layernorm_fwd.mlir | tile-opt | FileCheck %s --implicit-check-not=cuda_tile --implicit-check-not=unrealized_conversion_cast
// RUN: tile-opt --convert-cuda-tile-to-tileaa %corpus/text/reduce_sum_atomic.mlir | tile-opt | FileCheck %s --implicit-check-not=cuda_tile --implicit-check-not=unrealized_conversion_cast
// RUN: tile-opt --convert-cuda-tile-to-tileaa %corpus/text/gemm_f16_f32.mlir | tile-opt | FileCheck %s --implicit-check-not=cuda_tile --implicit-check-not=unrealized_conversion_cast

// CHECK: nv_tileaa.func @{{[A-Za-z_0-9]+}}({{.*}}) attributes {kernel
// CHECK: nv_tileaa.return
