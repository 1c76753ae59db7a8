// REQUIRES: ptxas, nvdisasm
// ptxas accepts dynamic-shared-ptx.mlir's kernels (extern .shared arrays) for
// every supported target, and the SASS stages through shared memory.
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin -o %t.sm_80.cubin %S/dynamic-shared-ptx.mlir
// RUN: nvdisasm %t.sm_80.cubin | FileCheck %s
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin -o %t.sm_90.cubin %S/dynamic-shared-ptx.mlir
// RUN: nvdisasm %t.sm_90.cubin | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin -o %t.sm_100.cubin %S/dynamic-shared-ptx.mlir
// RUN: nvdisasm %t.sm_100.cubin | FileCheck %s

// CHECK: BAR.SYNC
// CHECK: STS
// CHECK: BAR.SYNC
// CHECK: LDS
// CHECK: EXIT
