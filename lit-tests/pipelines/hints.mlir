// How compilation reads a kernel's optimization hints for its target (spec addendum §3.2): each key from the
// target's entry if it has it, else from `default`, then checked against the target; an invalid value counts as
// absent, with no fallback to `default`. num_worker_warps_per_cta (a power of two in [1, 32]) is honoured as 4 or 8
// warps per CTA (1, 2 -> 4; 16, 32 -> 8) when the command line asks for none. One CTA size serves a module: with
// several kernels asking, the largest wins.
// RUN: split-file %s %t
// Its unused 256x256 f32 constant alone would make the tile-size estimate 16 warps (512 threads).
// RUN: tile-compile --gpu-name=sm_90 --emit=nvvm %t/one.mlir -o - | FileCheck %s --check-prefix=SM90
// RUN: tile-compile --gpu-name=sm_90a --emit=nvvm %t/one.mlir -o - | FileCheck %s --check-prefix=SM90
// RUN: tile-compile --gpu-name=sm_120 --emit=nvvm %t/one.mlir -o - | FileCheck %s --check-prefix=SM120
// RUN: tile-compile --gpu-name=sm_100 --emit=nvvm %t/one.mlir -o - | FileCheck %s --check-prefix=SM100
// RUN: tile-compile --gpu-name=sm_80 --emit=nvvm %t/one.mlir -o - | FileCheck %s --check-prefix=SM80
// RUN: tile-compile --gpu-name=sm_90 --num-warps=2 --emit=nvvm %t/one.mlir -o - | FileCheck %s --check-prefix=ASKED
// RUN: tile-compile --gpu-name=sm_90 --emit=nvvm %t/two.mlir -o - | FileCheck %s --check-prefix=TWO
// tile-opt's lower-to-nvvm decides the same way unless num-warps is given (no target here: `default` only).
// RUN: tile-opt --lower-to-nvvm %t/two.mlir | FileCheck %s --check-prefix=TWO
// RUN: tile-opt --pass-pipeline='builtin.module(lower-to-nvvm{num-warps=2})' %t/two.mlir | FileCheck %s --check-prefix=TWO-ASKED

// sm_90's 16 warps become 8; its cluster of 2 comes from `default`.
// SM90: llvm.func @k({{.*}}) attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>}
// No sm_120 entry: `default`'s 2 warps become 4, and its cluster of 2 applies.
// SM120: llvm.func @k({{.*}}) attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>}
// sm_100's 3 is invalid and hides `default`'s 2: the tile-size estimate decides.
// SM100: llvm.func @k({{.*}}) attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.reqntid = array<i32: 512, 1, 1>}
// sm_80 has no clusters: `default`'s 2 CTAs are ignored there; its occupancy of 2 is sm_80's own.
// SM80: llvm.func @k({{.*}}) attributes {nvvm.kernel, nvvm.minctasm = 2 : i32, nvvm.reqntid = array<i32: 128, 1, 1>}
// --num-warps wins over the hint.
// ASKED: llvm.func @k({{.*}}) attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>}
// TWO: llvm.func @a({{.*}}) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>}
// TWO: llvm.func @b({{.*}}) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>}
// TWO-ASKED: llvm.func @a({{.*}}) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>}
// TWO-ASKED: llvm.func @b({{.*}}) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>}

//--- one.mlir
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) optimization_hints=<default = {num_worker_warps_per_cta = 2, num_cta_in_cga = 2},
      sm_90 = {num_worker_warps_per_cta = 16}, sm_100 = {num_worker_warps_per_cta = 3}, sm_80 = {occupancy = 2}> {
    %big = constant <f32: 0.0> : tile<256x256xf32>
    %x = constant <f32: 1.0> : tile<f32>
    %t = store_ptr_tko weak %p, %x : tile<ptr<f32>>, tile<f32> -> token
  }
}

//--- two.mlir
cuda_tile.module @m {
  entry @a() optimization_hints=<sm_90 = {num_worker_warps_per_cta = 1}> {
  }
  entry @b() optimization_hints=<default = {num_worker_warps_per_cta = 32}> {
  }
}
