// tileaa-pipeline=remarks=1 in kernels launched in clusters of 2: a copied tile the cluster's CTAs share is
// multicast, and the remarks of the others say why not: an index following the program id along x (the CTAs of a
// cluster have neighbouring x ids; x / 2 is the same in both, so a tile at row x / 2 is shared), a persistent loop starting at the program id along x (the CTAs' loops may run different numbers of times).
// RUN: tile-opt %s --split-input-file --tileaa-pipeline=remarks=1 -verify-diagnostics

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @by_x(%pa: !nv_tileaa.ptr<f16, 1>, %pi: !nv_tileaa.ptr<i32, 1>, %n: index, %steps: i32, %o: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>) attributes {kernel, optimization_hints = {sm_90 = {num_cta_in_cga = 2 : i64}}} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %x = nv_tileaa.get_program_id x : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %pair = arith.divsi %x, %c2_i32 : i32
  %pairi = arith.index_cast %pair : i32 to index
  %row = arith.muli %pairi, %c64 : index
  %xi = arith.index_cast %x : i32 to index
  %col = arith.muli %xi, %c64 : index
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
    %ki = arith.index_castui %k : i32 to index
    %off = arith.muli %ki, %c32 : index
    // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles by a producer warpgroup (warp specialization), up to 3 iterations ahead, multicast to the cluster's 2 CTAs, the dot's wgmma left running into the next iteration}}
    %a, %ta = nv_tileaa.tiled_load %ma[%row, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    // expected-remark @below {{not multicast to the cluster's 2 CTAs: its tile may differ across them (the program id along x, which differs across the cluster)}}
    // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles by a producer warpgroup (warp specialization), up to 3 iterations ahead, the dot's wgmma left running into the next iteration}}
    %b, %tb = nv_tileaa.tiled_load %ma[%off, %col] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  %t = nv_tileaa.tiled_store %o[%c0, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
  nv_tileaa.return
}
}

// -----

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @persistent(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %tiles: i32, %o: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>) attributes {kernel, optimization_hints = {sm_90 = {num_cta_in_cga = 2 : i64}}} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %x = nv_tileaa.get_program_id x : i32
  %np = nv_tileaa.get_num_programs x : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  scf.for %t = %x to %tiles step %np : i32 {
    %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
    %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %ki = arith.index_castui %k : i32 to index
      %off = arith.muli %ki, %c32 : index
      // expected-remark @below {{not multicast to the cluster's 2 CTAs: the loop's trip count may differ across them (the program id along x, which differs across the cluster)}}
      // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles by a producer warpgroup (warp specialization), up to 3 iterations ahead across the passes of the loop around, the dot's wgmma left running into the next iteration}}
      %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
      %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
      // expected-remark @below {{not multicast to the cluster's 2 CTAs: the loop's trip count may differ across them (the program id along x, which differs across the cluster)}}
      // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles by a producer warpgroup (warp specialization), up to 3 iterations ahead across the passes of the loop around, the dot's wgmma left running into the next iteration}}
      %b, %tb = nv_tileaa.tiled_load %ma[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
      %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
      %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    %st = nv_tileaa.tiled_store %o[%c0, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
  }
  nv_tileaa.return
}
}
