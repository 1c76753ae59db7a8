// tileaa-pipeline=remarks=1: per load, whether it was pipelined (ring size, how far ahead) or why not, and what a
// latency hint decided.
// RUN: tile-opt %s --split-input-file --tileaa-pipeline=remarks=1 -verify-diagnostics -o /dev/null

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @gemm(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    %b, %tb = nv_tileaa.tiled_load %mb[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
    // expected-remark @-4 {{pipelined: cp.async into a ring of 3 shared tiles, 2 iterations ahead}}
    // expected-remark @-3 {{pipelined: cp.async into a ring of 3 shared tiles, 2 iterations ahead}}
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return %r : tensor<64x64xf32, #mma>
}

// -----

// A load whose padding is undefined (cp.async fills with zeros) and a loop that writes memory keep their loads.
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
nv_tileaa.func @not_pipelined(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %sb: tensor<32x64xf16, #shared>) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    // expected-remark @below {{not pipelined: elements outside the memref must read a padding other than zero (cp.async and TMA fill with zeros)}}
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<nan>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return %r : tensor<64x64xf32, #mma>
}

// -----

// Latency hints, read for the module's target (its entry, else `default`): sm_80 has 163 KiB, the two 4 KiB
// tiles of an iteration fit 6 slots; on sm_86 the hint of 8 would too.
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_80"} {
nv_tileaa.func @hinted(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %sb: tensor<32x64xf16, #shared>) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    // expected-remark @below {{latency hint 6: 6 shared tiles per ring}}
    // expected-remark @below {{pipelined: cp.async into a ring of 6 shared tiles, 5 iterations ahead}}
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>, nv_tileaa.optimization_hints = {sm_80 = {latency = 6 : i64}, default = {latency = 2 : i64}}} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.return %r : tensor<64x64xf32, #mma>
}
}
