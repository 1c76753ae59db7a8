// reduce and scan (section 8.3) print back in NVIDIA's form, from custom and
// from generic syntax: the combining function's arguments on the line after
// the types, its yield always printed.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @m {

  // The chapter's reduce_0; its listing gives the element argument the type
  // tile<2xf32>, which its own addf contradicts: the function takes rank-0 tiles.
  // CHECK-LABEL: entry @reduce_0()
  entry @reduce_0() {
    // CHECK: %[[IN:.*]] = constant <f32: 0.000000e+00> : tile<8xf32>
    // CHECK-NEXT: %{{.*}} = reduce %[[IN]] dim=0 identities=[0.000000e+00 : f32] : tile<8xf32> -> tile<f32>
    // CHECK-NEXT: (%[[E:.*]]: tile<f32>, %[[A:.*]]: tile<f32>) {
    // CHECK-NEXT: %[[S:.*]] = addf %[[E]], %[[A]] : tile<f32>
    // CHECK-NEXT: yield %[[S]] : tile<f32>
    // CHECK-NEXT: }
    %input = constant <f32: 0.0> : tile<8xf32>
    %0 = reduce %input dim=0 identities=[0.000000e+0 : f32] : tile<8xf32> -> tile<f32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }
  }

  // The chapter's reduce_1 reduces dim=0 of a tile<8x64xf32> into a
  // tile<8xf32>; dim=0 leaves tile<64xf32>, so both readings are here.
  // CHECK-LABEL: entry @reduce_1()
  entry @reduce_1() {
    // CHECK: %{{.*}} = reduce %{{.*}} dim=1 identities=[0.000000e+00 : f32] : tile<8x64xf32> -> tile<8xf32>
    // CHECK-NEXT: (%{{.*}}: tile<f32>, %{{.*}}: tile<f32>) {
    // CHECK: %{{.*}} = reduce %{{.*}} dim=0 identities=[0.000000e+00 : f32] : tile<8x64xf32> -> tile<64xf32>
    %input = constant <f32: 0.0> : tile<8x64xf32>
    %0 = reduce %input dim=1 identities=[0.000000e+0 : f32] : tile<8x64xf32> -> tile<8xf32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }
    %1 = reduce %input dim=0 identities=[0.000000e+0 : f32] : tile<8x64xf32> -> tile<64xf32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }
  }

  // Several inputs of different element types reduced together, integer and
  // i1 identities, the middle dimension of a rank-3 tile, full type names.
  // CHECK-LABEL: testing$func @reduce_many(
  testing$func @reduce_many(%a: tile<2x4x8xf32>, %b: tile<2x4x8xi32>, %c: tile<2x4x8xi1>) {
    // CHECK: %{{.*}}:3 = reduce %arg0, %arg1, %arg2 dim=1 identities=[-1.000000e+00 : f32, 7 : i32, false] : tile<2x4x8xf32>, tile<2x4x8xi32>, tile<2x4x8xi1> -> tile<2x8xf32>, tile<2x8xi32>, tile<2x8xi1>
    // CHECK-NEXT: (%[[AE:.*]]: tile<f32>, %[[AA:.*]]: tile<f32>, %[[BE:.*]]: tile<i32>, %[[BA:.*]]: tile<i32>, %[[CE:.*]]: tile<i1>, %[[CA:.*]]: tile<i1>) {
    // CHECK-NEXT: %[[S:.*]] = addf %[[AE]], %[[AA]] : tile<f32>
    // CHECK-NEXT: yield %[[S]], %[[BE]], %[[CA]] : tile<f32>, tile<i32>, tile<i1>
    // CHECK-NEXT: }
    %r:3 = cuda_tile.reduce %a, %b, %c dim=1 identities=[-1.0 : f32, 7 : i32, false]
        : !cuda_tile.tile<2x4x8xf32>, !cuda_tile.tile<2x4x8xi32>, !cuda_tile.tile<2x4x8xi1>
        -> !cuda_tile.tile<2x8xf32>, !cuda_tile.tile<2x8xi32>, !cuda_tile.tile<2x8xi1>
      (%ae: !cuda_tile.tile<f32>, %aa: !cuda_tile.tile<f32>, %be: tile<i32>, %ba: tile<i32>, %ce: tile<i1>, %ca: tile<i1>) {
        %s = cuda_tile.addf %ae, %aa : !cuda_tile.tile<f32>
        cuda_tile.yield %s, %be, %ca : !cuda_tile.tile<f32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i1>
      }
  }

  // The chapter's scan_0, with addf for its mulf.
  // CHECK-LABEL: entry @scan_0()
  entry @scan_0() {
    // CHECK: %[[IN:.*]] = constant <f32: 0.000000e+00> : tile<8x16xf32>
    // CHECK-NEXT: %{{.*}} = scan %[[IN]] dim=1 reverse=false identities=[1.000000e+00 : f32] : tile<8x16xf32> -> tile<8x16xf32>
    // CHECK-NEXT: (%[[E:.*]]: tile<f32>, %[[A:.*]]: tile<f32>) {
    // CHECK-NEXT: %[[P:.*]] = addf %[[E]], %[[A]] : tile<f32>
    // CHECK-NEXT: yield %[[P]] : tile<f32>
    // CHECK-NEXT: }
    %input = constant <f32: 0.0> : tile<8x16xf32>
    %result = scan %input dim=1 reverse=false identities=[1.0 : f32] : tile<8x16xf32> -> tile<8x16xf32>
    (%acc: tile<f32>, %elem: tile<f32>) {
      %prod = addf %acc, %elem rounding<nearest_even>: tile<f32>
      yield %prod : tile<f32>
    }
  }

  // A reverse scan of integers along dim 0.
  // CHECK-LABEL: testing$func @scan_reverse(
  testing$func @scan_reverse(%x: tile<4x2xi64>) {
    // CHECK: %{{.*}} = scan %arg0 dim=0 reverse=true identities=[0] : tile<4x2xi64> -> tile<4x2xi64>
    // CHECK-NEXT: (%{{.*}}: tile<i64>, %[[A:.*]]: tile<i64>) {
    // CHECK-NEXT: yield %[[A]] : tile<i64>
    // CHECK-NEXT: }
    %r = scan %x dim=0 reverse=true identities=[0 : i64] : tile<4x2xi64> -> tile<4x2xi64>
    (%e: tile<i64>, %a: tile<i64>) {
      yield %a : tile<i64>
    }
  }
}

// GENERIC: "cuda_tile.reduce"(%{{.*}}) <{dim = 0 : i32, identities = [0.000000e+00 : f32]}> ({
// GENERIC-NEXT: ^bb0(%{{.*}}: !cuda_tile.tile<f32>, %{{.*}}: !cuda_tile.tile<f32>):
// GENERIC: "cuda_tile.scan"(%{{.*}}) <{dim = 0 : i32, identities = [0], reverse = true}> ({
