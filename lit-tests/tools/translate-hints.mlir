// tile-translate's -Wunsupported-hints and -Werr-hints (spec addendum §3.3, §7.1) act where cuda-tile-translate's
// do: on the module read from bytecode (-cudatilebc-to-mlir, the read-back half of -test-cudatile-roundtrip).
// Writing bytecode from text checks nothing: the text is verified before the flags apply. Hints travel as the
// plain dictionary they are, unknown architecture keys and invalid values included.
// RUN: split-file %s %t
// RUN: tile-translate -mlir-to-cudatilebc -Wunsupported-hints -Werr-hints %t/hints.mlir -o %t/hints.bc 2>%t/write.err
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty --input-file=%t/write.err
// RUN: tile-translate -cudatilebc-to-mlir %t/hints.bc 2>%t/default.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty --input-file=%t/default.err
// RUN: tile-translate -cudatilebc-to-mlir -Werr-hints %t/hints.bc 2>%t/werr.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty --input-file=%t/werr.err
// RUN: tile-translate -cudatilebc-to-mlir -Wunsupported-hints %t/hints.bc 2>%t/warn.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/warn.err
// RUN: %expect-exit 1 tile-translate -cudatilebc-to-mlir -Wunsupported-hints -Werr-hints %t/hints.bc 2>&1 | FileCheck %s --check-prefix=FAIL
// The round trip's warnings are checked against hints.mlir's expected-warning comments: at unknown locations, as
// bytecode keeps only debug locations.
// RUN: tile-translate -test-cudatile-roundtrip -no-implicit-module -Wunsupported-hints -verify-diagnostics %t/hints.mlir | FileCheck %s
// RUN: %expect-exit 1 tile-translate -test-cudatile-roundtrip -no-implicit-module -Wunsupported-hints -Werr-hints %t/hints.mlir 2>&1 | FileCheck %s --check-prefix=FAIL
// Valid hints read back without a word under both flags.
// RUN: tile-translate -mlir-to-cudatilebc %t/valid.mlir -o %t/valid.bc
// RUN: tile-translate -cudatilebc-to-mlir -Wunsupported-hints -Werr-hints %t/valid.bc 2>%t/valid.err | FileCheck %s --check-prefix=VALID
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty --input-file=%t/valid.err
// Whatever the dictionaries hold is written and read back: quoted keys, strings, floats.
// RUN: tile-translate -test-cudatile-roundtrip -no-implicit-module %t/odd.mlir | FileCheck %s --check-prefix=ODD

// QUIET-NOT: {{.}}

// CHECK: entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<default = {num_worker_warps_per_cta = 8}, sm_75 = {num_cta_in_cga = 3}, sm_90 = {latency = 2, occupancy = 64}> {
// CHECK: load_ptr_tko weak %{{.*}} optimization_hints = <sm_100 = {latency = 11}>

// One warning per problem; sm_75's hints are not looked at.
// WARN: warning: 'cuda_tile.entry' op unknown optimization_hints architecture 'sm_75'; its hints are not checked
// WARN-NEXT: warning: 'cuda_tile.entry' op unsupported optimization hint 'latency' for sm_90 (allowed here: num_cta_in_cga, num_worker_warps_per_cta, occupancy)
// WARN-NEXT: warning: 'cuda_tile.entry' op optimization hint 'occupancy' for sm_90 must be an integer in [1, 32], got 64
// WARN-NEXT: warning: 'cuda_tile.load_ptr_tko' op optimization hint 'latency' for sm_100 must be an integer in [1, 10], got 11
// WARN-NOT: {{.}}

// FAIL: warning: 'cuda_tile.entry' op unknown optimization_hints architecture 'sm_75'
// FAIL: error: verification failed for the deserialized module: {{.*}}optimization hint verification failed
// FAIL-NOT: cuda_tile.module

// VALID: entry @v() optimization_hints=<default = {occupancy = 2}, sm_100 = {num_cta_in_cga = 4}>

// ODD: entry @o(%arg0: tile<ptr<f32>>) optimization_hints=<"hopper gpu" = {"a b" = 2.500000e+00, x = "y"}, sm_90 = {occupancy = "many"}>
// ODD: load_ptr_tko weak %{{.*}} optimization_hints = <"q\22r" = {}, sm_100 = {latency = true}>

//--- hints.mlir
// expected-warning @unknown {{'cuda_tile.entry' op unknown optimization_hints architecture 'sm_75'; its hints are not checked}}
// expected-warning @unknown {{'cuda_tile.entry' op unsupported optimization hint 'latency' for sm_90 (allowed here: num_cta_in_cga, num_worker_warps_per_cta, occupancy)}}
// expected-warning @unknown {{'cuda_tile.entry' op optimization hint 'occupancy' for sm_90 must be an integer in [1, 32], got 64}}
// expected-warning @unknown {{'cuda_tile.load_ptr_tko' op optimization hint 'latency' for sm_100 must be an integer in [1, 10], got 11}}
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) optimization_hints=<sm_75 = {num_cta_in_cga = 3}, sm_90 = {occupancy = 64, latency = 2}, default = {num_worker_warps_per_cta = 8}> {
    %ps = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %x, %tok = load_ptr_tko weak %ps optimization_hints = <sm_100 = {latency = 11}> : tile<1xptr<f32>> -> tile<1xf32>, token
  }
}

//--- valid.mlir
cuda_tile.module @m {
  entry @v() optimization_hints=<sm_100 = {num_cta_in_cga = 4}, default = {occupancy = 2}> {
  }
}

//--- odd.mlir
cuda_tile.module @m {
  entry @o(%p: tile<ptr<f32>>) optimization_hints=<"hopper gpu" = {x = "y", "a b" = 2.5 : f32}, sm_90 = {occupancy = "many"}> {
    %ps = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %x, %tok = load_ptr_tko weak %ps optimization_hints = <sm_100 = {latency = true}, "q\"r" = {}> : tile<1xptr<f32>> -> tile<1xf32>, token
  }
}
