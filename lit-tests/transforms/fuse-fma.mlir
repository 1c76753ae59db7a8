// fuse-fma (13.3 addendum §5.1), nested as NVIDIA's tools nest it, on any
// function-like op, in tile-opt and in the stock mlir-opt through the plugin.
// RUN: tile-opt --pass-pipeline='builtin.module(cuda_tile.module(any(fuse-fma)))' %s | FileCheck %s
// RUN: tile-opt --no-implicit-module --pass-pipeline='cuda_tile.module(any(fuse-fma))' %s | FileCheck %s
// RUN: tile-opt --pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.entry(fuse-fma)))' %s | FileCheck %s --check-prefix=ENTRY
// RUN: mlir-opt --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(cuda_tile.module(any(fuse-fma)))' %s | FileCheck %s
// Not a module pass: unnested, the pass manager says where it may run.
// RUN: not tile-opt --fuse-fma %s 2>&1 | FileCheck %s --check-prefix=UNNESTED
// UNNESTED: unable to schedule pass 'CudaTileFuseFMA' on a PassManager intended to run on 'builtin.module'
// Only the entry is rewritten when only entries are named.
// ENTRY: testing$func @add(
// ENTRY-NEXT: mulf
// ENTRY: entry @kernel(
// ENTRY-NEXT: load_ptr_tko
// ENTRY-NEXT: fma
cuda_tile.module @m {

  // addf (mulf a, b), c is fma a, b, c; a product on the right is moved left first.
  // CHECK-LABEL: testing$func @add(
  // CHECK-NEXT: %0 = fma %arg0, %arg1, %arg2  : tile<4xf32>
  // CHECK-NEXT: %1 = fma %arg1, %arg2, %arg0  : tile<4xf32>
  // CHECK-NEXT: return %0, %1 : tile<4xf32>, tile<4xf32>
  // CHECK-NEXT: }
  testing$func @add(%a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %m = mulf %a, %b : tile<4xf32>
    %r = addf %m, %c : tile<4xf32>
    %n = mulf %b, %c : tile<4xf32>
    %s = addf %a, %n : tile<4xf32>
    return %r, %s : tile<4xf32>, tile<4xf32>
  }

  // subf (mulf a, b), c is fma a, b, (negf c); a product on the right of subf
  // is not fused.
  // CHECK-LABEL: testing$func @sub(
  // CHECK-NEXT: %0 = negf %arg2 : tile<f16>
  // CHECK-NEXT: %1 = fma %arg0, %arg1, %0  : tile<f16>
  // CHECK-NEXT: %2 = mulf %arg1, %arg2  : tile<f16>
  // CHECK-NEXT: %3 = subf %arg0, %2  : tile<f16>
  // CHECK-NEXT: return %1, %3 : tile<f16>, tile<f16>
  // CHECK-NEXT: }
  testing$func @sub(%a: tile<f16>, %b: tile<f16>, %c: tile<f16>) -> (tile<f16>, tile<f16>) {
    %m = mulf %a, %b : tile<f16>
    %r = subf %m, %c : tile<f16>
    %n = mulf %b, %c : tile<f16>
    %s = subf %a, %n : tile<f16>
    return %r, %s : tile<f16>, tile<f16>
  }

  // Fused only when both ops round alike and agree on flush_to_zero; the fma
  // takes them.
  // CHECK-LABEL: testing$func @modifiers(
  // CHECK-NEXT: %0 = fma %arg0, %arg1, %arg2 rounding<zero> flush_to_zero : tile<f32>
  // CHECK-NEXT: %1 = mulf %arg0, %arg1 rounding<positive_inf> : tile<f32>
  // CHECK-NEXT: %2 = addf %1, %arg2  : tile<f32>
  // CHECK-NEXT: %3 = mulf %arg0, %arg1  flush_to_zero : tile<f32>
  // CHECK-NEXT: %4 = addf %3, %arg2  : tile<f32>
  // CHECK-NEXT: return %0, %2, %4 : tile<f32>, tile<f32>, tile<f32>
  // CHECK-NEXT: }
  testing$func @modifiers(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) -> (tile<f32>, tile<f32>, tile<f32>) {
    %m1 = mulf %a, %b rounding<zero> flush_to_zero : tile<f32>
    %r1 = addf %m1, %c rounding<zero> flush_to_zero : tile<f32>
    %m2 = mulf %a, %b rounding<positive_inf> : tile<f32>
    %r2 = addf %m2, %c : tile<f32>
    %m3 = mulf %a, %b flush_to_zero : tile<f32>
    %r3 = addf %m3, %c : tile<f32>
    return %r1, %r2, %r3 : tile<f32>, tile<f32>, tile<f32>
  }

  // A product with another use is not fused.
  // CHECK-LABEL: testing$func @shared_product(
  // CHECK-NEXT: %0 = mulf %arg0, %arg1  : tile<f32>
  // CHECK-NEXT: %1 = addf %0, %arg2  : tile<f32>
  // CHECK-NEXT: return %1, %0 : tile<f32>, tile<f32>
  // CHECK-NEXT: }
  testing$func @shared_product(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) -> (tile<f32>, tile<f32>) {
    %m = mulf %a, %b : tile<f32>
    %r = addf %m, %c : tile<f32>
    return %r, %m : tile<f32>, tile<f32>
  }

  // Greedy to the end: the left product of each add, the result of one fma
  // feeding the next.
  // CHECK-LABEL: testing$func @chain(
  // CHECK-NEXT: %0 = mulf %arg2, %arg3  : tile<f64>
  // CHECK-NEXT: %1 = fma %arg0, %arg1, %0  : tile<f64>
  // CHECK-NEXT: %2 = fma %1, %1, %arg0  : tile<f64>
  // CHECK-NEXT: return %2 : tile<f64>
  // CHECK-NEXT: }
  testing$func @chain(%a: tile<f64>, %b: tile<f64>, %c: tile<f64>, %d: tile<f64>) -> tile<f64> {
    %m = mulf %a, %b : tile<f64>
    %n = mulf %c, %d : tile<f64>
    %s = addf %m, %n : tile<f64>
    %t = mulf %s, %s : tile<f64>
    %r = addf %a, %t : tile<f64>
    return %r : tile<f64>
  }

  // On an entry, as NVIDIA nests it.
  // CHECK-LABEL: entry @kernel(
  // CHECK-NEXT: %result, %result_token = load_ptr_tko weak %arg0 : tile<ptr<f32>> -> tile<f32>, token
  // CHECK-NEXT: %0 = fma %result, %result, %result  : tile<f32>
  // CHECK-NEXT: %1 = store_ptr_tko weak %arg0, %0 token=%result_token : tile<ptr<f32>>, tile<f32> -> token
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @kernel(%p: tile<ptr<f32>>) {
    %x, %tok = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %m = mulf %x, %x : tile<f32>
    %r = addf %m, %x : tile<f32>
    %k = store_ptr_tko weak %p, %r token = %tok : tile<ptr<f32>>, tile<f32> -> token
  }
}
