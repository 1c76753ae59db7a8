// tile-translate's cuda-tile-translate 13.3 flags: --list-versions (what the writer writes, then exit 0, no
// translation needed); -test-cudatile-roundtrip (text -> bytecode -> text, the module renamed @kernels, its
// producer kept; -generic-form / -mlir-print-op-generic print the generic form), which needs -no-implicit-module;
// -split-input-file (each chunk on its own, outputs joined by -output-split-marker, a failing chunk fails the run
// while the others are still translated, diagnostics on the whole file's lines); -allow-unregistered-dialect.
// RUN: tile-translate --list-versions | FileCheck %s --check-prefix=VERSIONS
// RUN: %expect-exit 1 tile-translate -test-cudatile-roundtrip -no-implicit-module -split-input-file -output-split-marker="// =====" %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %expect-exit 1 tile-translate -test-cudatile-roundtrip -split-input-file %s 2>&1 | FileCheck %s --check-prefix=IMPLICIT
// RUN: %expect-exit 1 tile-translate -test-cudatile-roundtrip -no-implicit-module -generic-form -split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=GENERIC
// RUN: %expect-exit 1 tile-translate -test-cudatile-roundtrip -no-implicit-module -bytecode-version=13.1 -split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=V131
// RUN: %expect-exit 1 tile-translate -mlir-to-cudatilebc -split-input-file %s -o /dev/null

// VERSIONS: {{^}}13.1{{$}}
// VERSIONS-NEXT: {{^}}13.2{{$}}
// VERSIONS-NEXT: {{^}}13.3{{$}}
// VERSIONS-NEXT: {{^}}13.4{{$}}
// VERSIONS-NOT: {{.}}

// CHECK: {{^}}cuda_tile.module @kernels {
// CHECK-NEXT: {{^}}  entry @first() {
// CHECK: {{^}}// =====
// CHECK-NEXT: {{^}}cuda_tile.module @kernels attributes {producer = "mycc 0.3"} {
// CHECK-NEXT: {{^}}  entry @second() {
// CHECK: {{^}}// =====
// CHECK-NOT: entry @bad

// A 13.1 writer drops the producer (the section is 13.3's).
// V131: {{^}}cuda_tile.module @kernels {
// V131: {{^}}cuda_tile.module @kernels {
// V131-NEXT: {{^}}  entry @second() {

// ERR: translate-flags.mlir":59:25): error: custom op 'cuda_tile.constant' constant element type 'i32' does not match the tile's 'f32'
// ERR: tile-translate: a chunk of the input failed to translate

// IMPLICIT: -test-cudatile-roundtrip expects a 'cuda_tile.module' op at the top level, got 'builtin.module' (give -no-implicit-module)

// GENERIC: "cuda_tile.module"() <{sym_name = "kernels"}> ({
// GENERIC: "cuda_tile.entry"() <{function_type = () -> (), sym_name = "first"}>

cuda_tile.module @a {
  entry @first() {
    return
  }
}

// -----

cuda_tile.module @b attributes {producer = "mycc 0.3"} {
  entry @second() {
    return
  }
}

// -----

cuda_tile.module @c {
  entry @bad() {
    %x = constant <i32: 1> : tile<f32>
    return
  }
}
