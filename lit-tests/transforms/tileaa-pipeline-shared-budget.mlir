// tileaa-pipeline=remarks=1 sizes rings beside the kernel's other shared memory: the largest register tile of the
// function (here a 256x128 f32 accumulator, 128 KiB, staged through the scratch buffer to be stored). On sm_90
// (227 KiB) two slots of 48 KiB still fit: a ring of 2 (not 3, nor the wgmma's extra slot); on sm_80 (163 KiB) not
// even two do: the loads are not pipelined and the remark says why.
// RUN: tile-opt %s --split-input-file --tileaa-pipeline=remarks=1 -verify-diagnostics

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [8, 1], instrShape = [64, 128]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @sm90(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32) -> tensor<256x128xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<256x128xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<256x128xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c64 : index
    // expected-remark @below {{pipelined: TMA into a ring of 2 shared tiles, 1 iterations ahead}}
    // expected-remark @below {{no producer warpgroup (the computing warps issue the copies): the loop is not in a kernel}}
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<256x64xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<256x64xf16, #blocked> -> tensor<256x64xf16, #shared>
    // expected-remark @below {{pipelined: TMA into a ring of 2 shared tiles, 1 iterations ahead}}
    %b, %tb = nv_tileaa.tiled_load %mb[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x128xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<256x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<256x128xf32, #mma> -> tensor<256x128xf32, #mma>
    scf.yield %d : tensor<256x128xf32, #mma>
  }
  nv_tileaa.return %r : tensor<256x128xf32, #mma>
}
}

// -----

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_80"} {
nv_tileaa.func @sm80(%pa: !nv_tileaa.ptr<f16, 1>, %pb: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32) -> tensor<256x128xf32, #mma> {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %b16 = nv_tileaa.assume %pb {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %mb = nv_tileaa.make_memref %b16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<256x128xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<256x128xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c64 : index
    // expected-remark @below {{not pipelined: two slots of its loop's rings (98304 bytes) and the kernel's other shared memory (131072 bytes) exceed the target's 166912}}
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<256x64xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<256x64xf16, #blocked> -> tensor<256x64xf16, #shared>
    // expected-remark @below {{not pipelined: two slots of its loop's rings (98304 bytes) and the kernel's other shared memory (131072 bytes) exceed the target's 166912}}
    %b, %tb = nv_tileaa.tiled_load %mb[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x128xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<256x64xf16, #shared>, tensor<64x128xf16, #shared>, tensor<256x128xf32, #mma> -> tensor<256x128xf32, #mma>
    scf.yield %d : tensor<256x128xf32, #mma>
  }
  nv_tileaa.return %r : tensor<256x128xf32, #mma>
}
}
