// REQUIRES: ptxas, nvdisasm
// The kernel assembles for every supported target, and the SASS has the
// global loads, the f32 add and the global stores.
// RUN: tile-compile --gpu-name=sm_80 -o %t.sm_80.cubin %examples/vector_add.mlir
// RUN: nvdisasm %t.sm_80.cubin | FileCheck %s --check-prefix=SASS
// RUN: tile-compile --gpu-name=sm_90 -O3 -o %t.sm_90.cubin %examples/vector_add.mlir
// RUN: nvdisasm %t.sm_90.cubin | FileCheck %s --check-prefix=SASS
// RUN: tile-compile --gpu-name=sm_100 -o %t.sm_100.cubin %examples/vector_add.mlir
// RUN: nvdisasm %t.sm_100.cubin | FileCheck %s --check-prefix=SASS

// SASS: LDG.E
// SASS: FADD
// SASS: STG.E
// SASS: EXIT
