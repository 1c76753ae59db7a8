// Bad input: a diagnostic at its location and exit code 1, never a crash.
// RUN: split-file %s %t
// RUN: %expect-exit 1 tile-opt %t/unknown-op.mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect-exit 1 tile-opt %t/wrong-type.mlir 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: %expect-exit 1 tile-opt %t/bad-ordering.mlir 2>&1 | FileCheck %s --check-prefix=ORDER
// RUN: %expect-exit 1 tile-opt %t/bad-literal.mlir 2>&1 | FileCheck %s --check-prefix=LITERAL
// Every prefix of the example, cut mid-token and mid-line, is rejected cleanly.
// RUN: head -c 300 %examples/vector_add.mlir > %t/cut1.mlir
// RUN: %expect-exit 1 tile-opt %t/cut1.mlir 2>&1 | FileCheck %s --check-prefix=TRUNC
// RUN: head -c 1500 %examples/vector_add.mlir > %t/cut2.mlir
// RUN: %expect-exit 1 tile-opt %t/cut2.mlir 2>&1 | FileCheck %s --check-prefix=TRUNC
// RUN: head -c 2800 %examples/vector_add.mlir > %t/cut3.mlir
// RUN: %expect-exit 1 tile-opt %t/cut3.mlir 2>&1 | FileCheck %s --check-prefix=TRUNC
// The same through tile-compile.
// RUN: %expect-exit 1 tile-compile -o %t/x.cubin %t/wrong-type.mlir 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: %expect-exit 1 tile-compile --gpu-name=hopper %examples/vector_add.mlir 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: %expect-exit 1 tile-compile %t/missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING

// UNKNOWN: unknown-op.mlir:3:10: error: custom op 'frobnicate' is unknown
// TYPE: wrong-type.mlir:4:10: error: 'cuda_tile.addf' op operand #0 must be tile<f16 | bf16 | f32 | f64>
// ORDER: bad-ordering.mlir:3:30: error: custom op 'cuda_tile.load_view_tko' unknown memory ordering 'strong'
// LITERAL: bad-literal.mlir:3:30: error: @ identifier expected to start with letter or '_'
// TRUNC: error:
// GPU: tile-compile: --gpu-name: unknown GPU 'hopper': expected one of sm_80, sm_86, sm_87, sm_88, sm_89, sm_90, sm_100, sm_103, sm_107, sm_110, sm_120, sm_121
// MISSING: tile-compile: cannot read '{{.*}}missing.mlir'

//--- unknown-op.mlir
cuda_tile.module @m {
  entry @k() {
    %0 = frobnicate : tile<i32>
  }
}
//--- wrong-type.mlir
cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<4xi32>
    %b = addf %a, %a : tile<4xi32>
  }
}
//--- bad-ordering.mlir
cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, %i: tile<i32>) {
    %t, %tok = load_view_tko strong %v[%i] : partition_view<tile=(16), tensor_view<32xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  }
}
//--- bad-literal.mlir
cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0 @> : tile<4xf32>
  }
}
