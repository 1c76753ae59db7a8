// The stock mlir-opt of LLVM 22 loads the plugin, parses cuda_tile and runs our passes.
// RUN: mlir-opt --load-dialect-plugin=%plugin --load-pass-plugin=%plugin %examples/vector_add.mlir | FileCheck %s --check-prefix=PARSE
// RUN: mlir-opt --load-dialect-plugin=%plugin --load-pass-plugin=%plugin %examples/vector_add.mlir --mlir-print-op-generic | mlir-opt --load-dialect-plugin=%plugin | FileCheck %s --check-prefix=PARSE
// RUN: mlir-opt --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(convert-cuda-tile-to-tileaa)' %examples/vector_add.mlir | FileCheck %s --check-prefix=TILEAA
// RUN: mlir-opt --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(lower-to-nvvm)' %examples/vector_add.mlir | FileCheck %s --check-prefix=NVVM
// Without the plugin, the stock tool does not know the dialect.
// RUN: not mlir-opt %examples/vector_add.mlir 2>&1 | FileCheck %s --check-prefix=NOPLUGIN

// PARSE: cuda_tile.module @vector_add {
// PARSE: load_view_tko weak %{{.*}}[%{{.*}}] token = %{{.*}} : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
// PARSE: addf %{{.*}}, %{{.*}} : tile<1024xf32>

// TILEAA: nv_tileaa.func @vector_add_{{.*}} attributes {kernel
// TILEAA: nv_tileaa.tiled_load
// TILEAA-NOT: cuda_tile

// NVVM: llvm.func @vector_add_{{.*}} attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>}
// NVVM: llvm.fadd

// NOPLUGIN: error
