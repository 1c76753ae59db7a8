// synthesize-debug-info-scopes (13.3 additions §5.3): the compile unit comes
// from the module's location, each function without a di_loc gets a
// di_subprogram named after its symbol, and it and every op in it a
// di_loc<F in subprogram>, F the op's own file location or else the
// function's. The result verifies (§6.3) and reads back the same, and a
// bytecode round trip keeps its locations.
// RUN: split-file %s %t
// RUN: tile-opt --no-implicit-module --split-input-file --pass-pipeline='cuda_tile.module(synthesize-debug-info-scopes)' --mlir-print-debuginfo --mlir-print-local-scope %t/cases.mlir -o %t/cases.out
// RUN: FileCheck %s < %t/cases.out
// RUN: tile-opt --no-implicit-module --split-input-file --mlir-print-debuginfo --mlir-print-local-scope %t/cases.out | FileCheck %s
// Block arguments keep their locations (the custom form does not print them).
// RUN: tile-opt --no-implicit-module --split-input-file --pass-pipeline='cuda_tile.module(synthesize-debug-info-scopes)' --mlir-print-debuginfo --mlir-print-local-scope --mlir-print-op-generic %t/cases.mlir | FileCheck %s --check-prefix=ARG
// The usual nesting under the builtin module, printed with aliases; then
// through bytecode, which keeps di_locs (and drops plain file locations).
// RUN: tile-opt --pass-pipeline='builtin.module(cuda_tile.module(synthesize-debug-info-scopes))' --mlir-print-debuginfo %t/roundtrip.mlir -o %t/roundtrip.out
// RUN: FileCheck %s --check-prefix=RT < %t/roundtrip.out
// RUN: tile-translate -mlir-to-cudatilebc %t/roundtrip.out -o %t/roundtrip.bc
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %t/roundtrip.bc | FileCheck %s --check-prefix=RT

//--- cases.mlir
// Each op keeps its own file location, in the subprogram of its function;
// ops without one (unknown) get the function's. Nested regions are covered,
// and a file location in another file stays as it is.
cuda_tile.module @ops {
  entry @add(%p: tile<ptr<f32>> loc("/src/arg.py":3:3)) {
    %c = constant <i32: 1> : tile<i32> loc("/src/k.py":11:5)
    %d = addi %c, %c : tile<i32> loc(unknown)
    for %i in (%c to %d, step %c) : tile<i32> {
      %s = addi %i, %c : tile<i32> loc("/src/k.py":13:7)
    } loc("/src/lib/other.py":12:3)
    return loc(unknown)
  } loc("/src/k.py":10:1)
} loc("/src/k.py":1:1)
// CHECK-LABEL: cuda_tile.module @ops
// CHECK: constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("/src/k.py":11:5) in [[ADD:#cuda_tile.di_subprogram<file = <"k.py" in "/src">, line = 10, name = "add", linkageName = "add", compileUnit = <file = <"k.py" in "/src">>, scopeLine = 10>]]>)
// CHECK-NEXT: addi {{.*}} loc(#cuda_tile.di_loc<loc("/src/k.py":10:1) in [[ADD]]>)
// CHECK-NEXT: for
// CHECK-NEXT: addi {{.*}} loc(#cuda_tile.di_loc<loc("/src/k.py":13:7) in [[ADD]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/src/lib/other.py":12:3) in [[ADD]]>)
// CHECK-NEXT: return loc(#cuda_tile.di_loc<loc("/src/k.py":10:1) in [[ADD]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/src/k.py":10:1) in [[ADD]]>)
// CHECK-NEXT: } loc("/src/k.py":1:1)
// ARG-LABEL: sym_name = "add"
// ARG-NEXT: ^bb0(%arg0: !cuda_tile.tile<ptr<f32>> loc("/src/arg.py":3:3)):

// -----

// A function without a file location is put at line 1 of the compile unit's
// file; its ops without one get "<compile unit basename>":1:1.
cuda_tile.module @nofile {
  entry @k() {
    %c = constant <i32: 1> : tile<i32> loc(unknown)
    %d = addi %c, %c : tile<i32> loc("/src/dir/mod.py":6:2)
    return loc(unknown)
  } loc(unknown)
} loc("/src/dir/mod.py":4:2)
// CHECK-LABEL: cuda_tile.module @nofile
// CHECK: constant {{.*}} loc(#cuda_tile.di_loc<loc("mod.py":1:1) in [[K:#cuda_tile.di_subprogram<file = <"mod.py" in "/src/dir">, line = 1, name = "k", linkageName = "k", compileUnit = <file = <"mod.py" in "/src/dir">>, scopeLine = 1>]]>)
// CHECK-NEXT: addi {{.*}} loc(#cuda_tile.di_loc<loc("/src/dir/mod.py":6:2) in [[K]]>)
// CHECK-NEXT: return loc(#cuda_tile.di_loc<loc("mod.py":1:1) in [[K]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("mod.py":1:1) in [[K]]>)

// -----

// A module without a file location has an "<unknown>" compile unit. A path
// without a separator is a name in directory "". Two functions, two
// subprograms.
cuda_tile.module @unknown_module {
  entry @placed() {
    return loc(unknown)
  } loc("k.py":5:1)
  entry @unplaced() {
    return loc(unknown)
  } loc(unknown)
} loc(unknown)
// CHECK-LABEL: cuda_tile.module @unknown_module
// CHECK: return loc(#cuda_tile.di_loc<loc("k.py":5:1) in [[PLACED:#cuda_tile.di_subprogram<file = <"k.py" in "">, line = 5, name = "placed", linkageName = "placed", compileUnit = <file = <"<unknown>" in "">>, scopeLine = 5>]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("k.py":5:1) in [[PLACED]]>)
// CHECK: return loc(#cuda_tile.di_loc<loc("<unknown>":1:1) in [[UNPLACED:#cuda_tile.di_subprogram<file = <"<unknown>" in "">, line = 1, name = "unplaced", linkageName = "unplaced", compileUnit = <file = <"<unknown>" in "">>, scopeLine = 1>]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("<unknown>":1:1) in [[UNPLACED]]>)
// CHECK-NEXT: } loc(unknown)

// -----

// Every function-like op directly in the module gets its own subprogram;
// globals are left as they are.
cuda_tile.module @kinds {
  global @g <f32: [1.0, 2.0]> : tile<2xf32> loc("/src/k.py":2:1)
  entry @e() {
    return loc("/src/k.py":4:3)
  } loc("/src/k.py":3:1)
  testing$func @t() {
    return loc(unknown)
  } loc("/src/t.py":7:1)
  experimental$func @x(%a: tile<i32>) -> tile<i32> {
    return %a : tile<i32> loc(unknown)
  } loc("/src/x.py":9:1)
} loc("/src/k.py":1:1)
// CHECK-LABEL: cuda_tile.module @kinds
// CHECK: global @g {{.*}} loc("/src/k.py":2:1)
// CHECK: return loc(#cuda_tile.di_loc<loc("/src/k.py":4:3) in [[E:#cuda_tile.di_subprogram<file = <"k.py" in "/src">, line = 3, name = "e", linkageName = "e", compileUnit = <file = <"k.py" in "/src">>, scopeLine = 3>]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/src/k.py":3:1) in [[E]]>)
// CHECK: return loc(#cuda_tile.di_loc<loc("/src/t.py":7:1) in [[T:#cuda_tile.di_subprogram<file = <"t.py" in "/src">, line = 7, name = "t", linkageName = "t", compileUnit = <file = <"k.py" in "/src">>, scopeLine = 7>]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/src/t.py":7:1) in [[T]]>)
// CHECK: return %{{.*}} loc(#cuda_tile.di_loc<loc("/src/x.py":9:1) in [[X:#cuda_tile.di_subprogram<file = <"x.py" in "/src">, line = 9, name = "x", linkageName = "x", compileUnit = <file = <"k.py" in "/src">>, scopeLine = 9>]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/src/x.py":9:1) in [[X]]>)

// -----

// A function whose location holds a di_loc anywhere, directly or inside a
// name, a fused location or a call site (its callee included), is skipped:
// neither it nor its body changes.
#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#e = #cuda_tile.di_subprogram<file = #file, line = 3, name = "e", linkageName = "e", compileUnit = #cu>
#t = #cuda_tile.di_subprogram<file = #file, line = 7, name = "t", linkageName = "t", compileUnit = #cu>
cuda_tile.module @scoped {
  entry @e() {
    %c = constant <i32: 1> : tile<i32> loc("/src/k.py":4:1)
    return loc(unknown)
  } loc(#cuda_tile.di_loc<loc("/src/k.py":3:1) in #e>)
  testing$func @named() {
    return loc("/src/k.py":8:1)
  } loc("n"(#cuda_tile.di_loc<loc("/src/k.py":7:1) in #t>))
  testing$func @fused() {
    return loc("/src/k.py":8:2)
  } loc(fused["/src/k.py":7:1, #cuda_tile.di_loc<loc("/src/k.py":7:2) in #t>])
  testing$func @callee() {
    return loc("/src/k.py":8:3)
  } loc(callsite(#cuda_tile.di_loc<loc("/src/k.py":7:3) in #t> at "/src/k.py":7:4))
  // Only the function's own location decides: this one has none, so its body
  // is rescoped. A di_loc is not a file location: the op takes the function's.
  testing$func @rescoped() {
    return loc(#cuda_tile.di_loc<loc("/src/k.py":8:4) in #t>)
  } loc("/src/k.py":9:1)
} loc("/src/k.py":1:1)
// CHECK-LABEL: cuda_tile.module @scoped
// CHECK: constant {{.*}} loc("/src/k.py":4:1)
// CHECK-NEXT: return loc(unknown)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/src/k.py":3:1) in #cuda_tile.di_subprogram<file = <"k.py" in "/src">, line = 3, name = "e", linkageName = "e", compileUnit = <file = <"k.py" in "/src">>>>)
// CHECK: return loc("/src/k.py":8:1)
// CHECK-NEXT: } loc("n"(#cuda_tile.di_loc<loc("/src/k.py":7:1) in [[T:#cuda_tile.di_subprogram<file = <"k.py" in "/src">, line = 7, name = "t", linkageName = "t", compileUnit = <file = <"k.py" in "/src">>>]]>))
// CHECK: return loc("/src/k.py":8:2)
// CHECK-NEXT: } loc(fused["/src/k.py":7:1, #cuda_tile.di_loc<loc("/src/k.py":7:2) in [[T]]>])
// CHECK: return loc("/src/k.py":8:3)
// CHECK-NEXT: } loc(callsite(#cuda_tile.di_loc<loc("/src/k.py":7:3) in [[T]]> at "/src/k.py":7:4))
// CHECK: return loc(#cuda_tile.di_loc<loc("/src/k.py":9:1) in [[RESCOPED:#cuda_tile.di_subprogram<file = <"k.py" in "/src">, line = 9, name = "rescoped", linkageName = "rescoped", compileUnit = <file = <"k.py" in "/src">>, scopeLine = 9>]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/src/k.py":9:1) in [[RESCOPED]]>)

// -----

// Which file location a location has: a name's child, a call site's caller
// (also through a name), the first direct file location of a fused location
// (with or without metadata). A name or a fused location (of other metadata)
// nested in a fused one is not searched: with nothing else, such an op gets
// the function's location. The module's and the function's own locations
// follow the same rules.
cuda_tile.module @extract {
  entry @k() {
    %0 = constant <i32: 0> : tile<i32> loc("x"("/a/named.py":2:1))
    %1 = constant <i32: 1> : tile<i32> loc(callsite("/a/callee.py":3:1 at "/a/caller.py":3:2))
    %2 = constant <i32: 2> : tile<i32> loc(callsite("/a/callee.py":4:1 at "c"("/a/deep.py":4:2)))
    %3 = constant <i32: 3> : tile<i32> loc(fused["/a/first.py":5:1, "/a/second.py":5:2])
    %4 = constant <i32: 4> : tile<i32> loc(fused<"m">["/a/meta.py":6:1])
    %5 = constant <i32: 5> : tile<i32> loc(fused["n"("/a/hidden.py":7:1), fused<"m">["/a/nested.py":7:2], "/a/direct.py":7:3])
    %6 = constant <i32: 6> : tile<i32> loc(fused["n"("/a/hidden.py":8:1), fused<"m">["/a/nested.py":8:2]])
    return loc(unknown)
  } loc("kern"("/a/k.py":1:4))
  testing$func @inlined() {
    return loc(unknown)
  } loc(callsite("/a/callee.py":9:1 at "/a/caller.py":9:2))
} loc("mod"("/m/mod.py":1:1))
// CHECK-LABEL: cuda_tile.module @extract
// CHECK: constant <i32: 0> {{.*}} loc(#cuda_tile.di_loc<loc("/a/named.py":2:1) in [[K:#cuda_tile.di_subprogram<file = <"k.py" in "/a">, line = 1, name = "k", linkageName = "k", compileUnit = <file = <"mod.py" in "/m">>, scopeLine = 1>]]>)
// CHECK-NEXT: constant <i32: 1> {{.*}} loc(#cuda_tile.di_loc<loc("/a/caller.py":3:2) in [[K]]>)
// CHECK-NEXT: constant <i32: 2> {{.*}} loc(#cuda_tile.di_loc<loc("/a/deep.py":4:2) in [[K]]>)
// CHECK-NEXT: constant <i32: 3> {{.*}} loc(#cuda_tile.di_loc<loc("/a/first.py":5:1) in [[K]]>)
// CHECK-NEXT: constant <i32: 4> {{.*}} loc(#cuda_tile.di_loc<loc("/a/meta.py":6:1) in [[K]]>)
// CHECK-NEXT: constant <i32: 5> {{.*}} loc(#cuda_tile.di_loc<loc("/a/direct.py":7:3) in [[K]]>)
// CHECK-NEXT: constant <i32: 6> {{.*}} loc(#cuda_tile.di_loc<loc("/a/k.py":1:4) in [[K]]>)
// CHECK-NEXT: return loc(#cuda_tile.di_loc<loc("/a/k.py":1:4) in [[K]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/a/k.py":1:4) in [[K]]>)
// CHECK: return loc(#cuda_tile.di_loc<loc("/a/caller.py":9:2) in [[INLINED:#cuda_tile.di_subprogram<file = <"caller.py" in "/a">, line = 9, name = "inlined", linkageName = "inlined", compileUnit = <file = <"mod.py" in "/m">>, scopeLine = 9>]]>)
// CHECK-NEXT: } loc(#cuda_tile.di_loc<loc("/a/caller.py":9:2) in [[INLINED]]>)
// CHECK-NEXT: } loc("mod"("/m/mod.py":1:1))

//--- roundtrip.mlir
cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<f32>> loc("/src/k.py":3:3)) {
    %c = constant <i32: 1> : tile<i32> loc("/src/k.py":4:5)
    return loc(unknown)
  } loc("/src/k.py":3:1)
  entry @k2() {
    return loc(unknown)
  } loc(unknown)
} loc("/src/k.py":1:1)
// RT: entry @k(
// RT-NEXT: constant {{.*}} loc([[CLOC:#loc[0-9]*]])
// RT-NEXT: return loc([[KLOC:#loc[0-9]*]])
// RT-NEXT: } loc([[KLOC]])
// RT-NEXT: entry @k2()
// RT-NEXT: return loc([[K2LOC:#loc[0-9]*]])
// RT-NEXT: } loc([[K2LOC]])
// RT-DAG: #di_file = #cuda_tile.di_file<"k.py" in "/src">
// RT-DAG: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// RT-DAG: [[SPK:#di_subprogram[0-9]*]] = #cuda_tile.di_subprogram<file = #di_file, line = 3, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 3>
// RT-DAG: [[SPK2:#di_subprogram[0-9]*]] = #cuda_tile.di_subprogram<file = #di_file, line = 1, name = "k2", linkageName = "k2", compileUnit = #di_compile_unit, scopeLine = 1>
// RT-DAG: [[K31:#loc[0-9]*]] = loc("/src/k.py":3:1)
// RT-DAG: [[K45:#loc[0-9]*]] = loc("/src/k.py":4:5)
// RT-DAG: [[K11:#loc[0-9]*]] = loc("k.py":1:1)
// RT-DAG: [[KLOC]] = #cuda_tile.di_loc<[[K31]] in [[SPK]]>
// RT-DAG: [[CLOC]] = #cuda_tile.di_loc<[[K45]] in [[SPK]]>
// RT-DAG: [[K2LOC]] = #cuda_tile.di_loc<[[K11]] in [[SPK2]]>
