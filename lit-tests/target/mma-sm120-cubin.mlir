// REQUIRES: ptxas
// ptxas assembles the kind::f8f6f4 mma.sync the sm_120 lowering writes for
// MX-FP4 (see mma-sm120-ptx.mlir) and the kind::mxf8f6f4.block_scale one it
// writes for MX-FP8 (mma-sm120-block-scale.mlir), for sm_120a and sm_121a.
// RUN: tile-compile --gpu-name=sm_120 -o %t.sm_120.cubin %S/../../tests/gpu_kernels/mmaf_scaled_mxfp4.mlir
// RUN: tile-compile --gpu-name=sm_121 -o %t.sm_121.cubin %S/../../tests/gpu_kernels/mmaf_scaled_mxfp4.mlir
// RUN: test -s %t.sm_120.cubin
// RUN: test -s %t.sm_121.cubin
// RUN: tile-compile --gpu-name=sm_120 -o %t.mx8.sm_120.cubin %S/../../tests/gpu_kernels/mmaf_scaled_mxfp8.mlir
// RUN: tile-compile --gpu-name=sm_121 -o %t.mx8.sm_121.cubin %S/../../tests/gpu_kernels/mmaf_scaled_mxfp8.mlir
// RUN: test -s %t.mx8.sm_120.cubin
// RUN: test -s %t.mx8.sm_121.cubin
