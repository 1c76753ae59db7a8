// tile-optimize: cuda-tile-optimize's command line and pipeline (13.3
// addendum §7.3) on text and on bytecode, and the same pipeline in tile-opt
// and the stock mlir-opt.
// RUN: tile-optimize -O0 %s | FileCheck %s --check-prefix=O0
// RUN: tile-optimize -O1 %s | FileCheck %s --check-prefix=O1
// RUN: tile-optimize --opt-level=2 %s | FileCheck %s --check-prefix=O2
// RUN: tile-optimize %s | FileCheck %s --check-prefix=O2
// RUN: tile-optimize -O 0 --fuse-fma %s | FileCheck %s --check-prefix=FMA
// RUN: tile-optimize -O0 --before=canonicalize --after='any(cse)' %s | FileCheck %s --check-prefix=O1
// RUN: tile-optimize -O0 --run-before-default-pipeline=cse --run-after-default-pipeline=canonicalize %s | FileCheck %s --check-prefix=O1
// RUN: tile-opt --pass-pipeline='builtin.module(cuda-tile-optimize{opt-level=3})' %s | FileCheck %s --check-prefix=O2
// RUN: tile-opt --no-implicit-module --pass-pipeline='cuda_tile.module(cuda-tile-optimize{fuse-fma=1 opt-level=0})' %s | FileCheck %s --check-prefix=FMA
// RUN: mlir-opt --load-dialect-plugin=%plugin --load-pass-plugin=%plugin --pass-pipeline='builtin.module(cuda-tile-optimize)' %s | FileCheck %s --check-prefix=O2
// Bytecode in (found by its magic number), bytecode out (13.3), text echoed with -v.
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-optimize -O2 %t.bc | FileCheck %s --check-prefix=O2
// RUN: tile-optimize -O2 %t.bc --emit-bytecode -o %t.opt.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.opt.bc | FileCheck %s --check-prefix=O2
// RUN: tile-optimize -O2 %s -o %t.txt -v 2>%t.err | FileCheck %s --check-prefix=O2
// RUN: FileCheck %s --check-prefix=O2 < %t.txt
// RUN: FileCheck %s --check-prefix=VERBOSE < %t.err
// RUN: tile-optimize -q %s | count 0
// Bad command lines and pass lists fail with the reason.
// RUN: not tile-optimize -O4 %s 2>&1 | FileCheck %s --check-prefix=LEVEL
// RUN: not tile-optimize --before=no-such-pass %s 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: not tile-optimize --frobnicate %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tile-optimize %t.missing 2>&1 | FileCheck %s --check-prefix=MISSING

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %x, %tok = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %r = for %i in (%z to %n, step %one) : tile<i32> iter_values(%acc = %x) -> (tile<f32>) {
      %sq = mulf %x, %x : tile<f32>
      %sq2 = mulf %x, %x : tile<f32>
      %s = addf %sq, %acc : tile<f32>
      %t = addf %s, %sq2 : tile<f32>
      continue %t : tile<f32>
    }
    %k = store_ptr_tko weak %p, %r : tile<ptr<f32>>, tile<f32> -> token
  }
}

// -O0 changes nothing.
// O0: for %loopIdx
// O0-NEXT: mulf %result, %result
// O0-NEXT: mulf %result, %result

// -O1: canonicalize and cse merge the two products (moved to the left of
// each add); nothing leaves the loop.
// O1: for %loopIdx
// O1-NEXT: %[[SQ:.*]] = mulf %result, %result
// O1-NEXT: addf %[[SQ]], %iterArg0
// O1-NEXT: addf %[[SQ]], %{{.*}}

// -O2 (and the default, 3): the loop-invariant product moves out of the loop.
// O2: %[[SQ:.*]] = mulf %result, %result
// O2-NEXT: for %loopIdx
// O2-NEXT: addf %[[SQ]], %iterArg0
// O2-NEXT: addf %[[SQ]], %{{.*}}
// O2-NEXT: continue

// --fuse-fma first: each product (one use each, before cse) becomes an fma.
// FMA: for %loopIdx
// FMA-NEXT: %[[F:.*]] = fma %result, %result, %iterArg0
// FMA-NEXT: fma %result, %result, %[[F]]

// VERBOSE: remark: running the pipeline builtin.module(cuda-tile-optimize{opt-level=2 fuse-fma=0})
// LEVEL: tile-optimize: the optimization level is 0 to 3, got '4'
// BEFORE: the passes to run before the default pipeline ('no-such-pass') do not parse: {{.*}}'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN: tile-optimize: unknown option '--frobnicate'
// MISSING: tile-optimize: cannot read {{.*}}.missing
