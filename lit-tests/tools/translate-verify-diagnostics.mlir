// tile-translate's -verify-diagnostics[=all|only-expected] (spec addendum §7.1), as MLIR's translate driver has it:
// the diagnostics are matched with the input's expected-* comments (@below, @above, @+N, @-N, @unknown), the
// translation's own failure does not count, and the run fails on an expected diagnostic that was not produced or,
// unless =only-expected, on one that was not expected. The writer's refusals are diagnostics at the op they
// refuse; with -split-input-file each chunk is checked on its own, on the whole file's lines.
// RUN: split-file %s %t
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 -verify-diagnostics -split-input-file %t/write.mlir -o /dev/null
// The same chunks without the flag fail, as before, with the tool's messages.
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 -split-input-file %t/write.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: tile-translate -mlir-to-cudatilebc -verify-diagnostics %t/entry.mlir -o /dev/null
// RUN: tile-translate -mlir-to-cudatilebc -verify-diagnostics=all - -o /dev/null < %t/entry.mlir

// An expected error that is not produced fails the run, with or without =only-expected.
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 -verify-diagnostics %t/missing.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 -verify-diagnostics=only-expected %t/missing.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: missing.mlir:4:8: error: expected error "requires bytecode version 13.3+" was not produced
// MISSING-NOT: tile-translate:

// An unexpected error fails it, unless =only-expected.
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 -verify-diagnostics %t/unexpected.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNEXPECTED
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 -verify-diagnostics=only-expected %t/unexpected.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// UNEXPECTED: unexpected.mlir:3:10: error: unexpected error: operation 'cuda_tile.alloca' is not available in bytecode version 13.2
// UNEXPECTED-NOT: tile-translate:
// QUIET-NOT: {{.}}

// A failing chunk fails a split run; the other chunks are checked all the same.
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 -verify-diagnostics -split-input-file %t/chunks.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHUNKS
// CHUNKS: chunks.mlir:10:10: error: unexpected error: operation 'cuda_tile.alloca' is not available in bytecode version 13.2
// CHUNKS-NOT: error

// The read-back half of the round trip: hint warnings (at unknown locations, as bytecode keeps only debug
// locations), and with -Werr-hints the reader's error.
// RUN: tile-translate -test-cudatile-roundtrip -no-implicit-module -Wunsupported-hints -verify-diagnostics %t/hints.mlir | FileCheck %s --check-prefix=ROUND
// RUN: tile-translate -test-cudatile-roundtrip -no-implicit-module -Wunsupported-hints -Werr-hints -verify-diagnostics %t/werr.mlir
// ROUND: entry @k() optimization_hints=<sm_90 = {occupancy = 64}>

// Bytecode input holds no expected-* comments: any diagnostic fails the run.
// RUN: tile-translate -mlir-to-cudatilebc %t/hints.mlir -o %t/ok.bc
// RUN: tile-translate -cudatilebc-to-mlir -verify-diagnostics %t/ok.bc | FileCheck %s --check-prefix=READ
// READ: cuda_tile.module @kernels
// RUN: not tile-translate -cudatilebc-to-mlir -verify-diagnostics %t/entry.mlir 2>&1 | FileCheck %s --check-prefix=BAD-BC
// BAD-BC: error: unexpected error: at offset 0: invalid magic number

// RUN: not tile-translate -mlir-to-cudatilebc -verify-diagnostics=some %t/entry.mlir 2>&1 | FileCheck %s --check-prefix=LEVEL
// LEVEL: for the -verify-diagnostics option: cannot find option named 'some'

// PLAIN: loc("{{.*}}write.mlir":6:10): error: custom op 'foo' is unknown
// PLAIN: tile-translate: {{.*}}write.mlir: failed to parse
// PLAIN: loc("{{.*}}write.mlir":18:7): error: 'cuda_tile.continue' op must be nested in a `for` or a `loop`
// PLAIN: tile-translate: {{.*}}write.mlir: failed to parse
// PLAIN: tile-translate: {{.*}}write.mlir: error: operation 'cuda_tile.alloca' is not available in bytecode version 13.2{{$}}
// PLAIN: tile-translate: {{.*}}write.mlir: error: operation 'cuda_tile.make_strided_view' is not available in bytecode version 13.2{{$}}
// PLAIN: tile-translate: {{.*}}write.mlir: error: attribute 'rounding_mode' requires bytecode version 13.3+{{$}}
// PLAIN: tile-translate: {{.*}}write.mlir: error: type 'Float4E2M1FN' requires bytecode version 13.3+, targeting 13.2{{$}}
// PLAIN: tile-translate: a chunk of the input failed to translate

//--- write.mlir
// A parse error.
cuda_tile.module @m {
  entry @k() {
    %0 = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{custom op 'foo' is unknown}}
    %1 = foo
  }
}

// -----

// A verifier's error with its note.
cuda_tile.module @m {
  // expected-note @below {{see unexpected ancestor operation}}
  entry @k(%c: tile<i1>) {
    if %c {
      // expected-error @below {{must be nested in a `for` or a `loop` through `if` operations only}}
      continue
    }
  }
}

// -----

// Ops and an attribute 13.2 does not have, a 13.3 type.
cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>) {
    %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    // expected-error @above {{operation 'cuda_tile.alloca' is not available in bytecode version 13.2}}
  }
}

// -----

cuda_tile.module @m {
  entry @k(%base: tile<ptr<f32>>) {
    %tv = make_tensor_view %base, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    // expected-error @+1 {{operation 'cuda_tile.make_strided_view' is not available in bytecode version 13.2}}
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4xf32>
    %0 = exp %a rounding<approx> : tile<4xf32>
    // expected-error @-1 {{attribute 'rounding_mode' requires bytecode version 13.3+}}
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{type 'Float4E2M1FN' requires bytecode version 13.3+, targeting 13.2}}
    %a = constant <f4E2M1FN: 1.0> : tile<8xf4E2M1FN>
  }
}

// -----

// Nothing to say: written.
cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4xf32>
    %0 = exp %a : tile<4xf32>
  }
}

//--- entry.mlir
cuda_tile.module @m {
  // expected-error @below {{entry @k: entry argument #0 is '!cuda_tile.token': bytecode holds only rank-0 tile arguments}}
  entry @k(%t: token) {
  }
}

//--- missing.mlir
cuda_tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{requires bytecode version 13.3+}}
    %0 = exp %a : tile<4xf32>
  }
}

//--- unexpected.mlir
cuda_tile.module @m {
  entry @k() {
    %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
  }
}

//--- chunks.mlir
cuda_tile.module @m {
  entry @k() {
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{operation 'cuda_tile.alloca' is not available in bytecode version 13.2}}
    %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
  }
}

//--- hints.mlir
// expected-warning @unknown {{'cuda_tile.entry' op optimization hint 'occupancy' for sm_90 must be an integer in [1, 32], got 64}}
cuda_tile.module @m {
  entry @k() optimization_hints=<sm_90 = {occupancy = 64}> {
  }
}

//--- werr.mlir
// expected-warning @unknown {{optimization hint 'occupancy' for sm_90 must be an integer in [1, 32], got 64}}
// expected-error @unknown {{reading back: verification failed for the deserialized module}}
cuda_tile.module @m {
  entry @k() optimization_hints=<sm_90 = {occupancy = 64}> {
  }
}
