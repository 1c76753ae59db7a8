// tileaa-pipeline=remarks=1 on sm_90 kernels whose GEMM loop is on wgmma with TMA rings: the remark says the
// copies come from a producer warpgroup, and when they cannot, why: the K loop two loops deep, a memref made per
// pass of the loop around (its map would be remade while copies still read it), a value the copies need carried by
// a loop, a kernel calling a function (whose CTA barriers would wait for the exited producer warps), computing
// warps that are not whole warpgroups.
// RUN: tile-opt %s --split-input-file --tileaa-pipeline=remarks=1 -verify-diagnostics

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @top(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %o: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>) attributes {kernel} {
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
    // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles by a producer warpgroup (warp specialization), up to 3 iterations ahead, the dot's wgmma left running into the next iteration}}
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles by a producer warpgroup (warp specialization), up to 3 iterations ahead, the dot's wgmma left running into the next iteration}}
    %b, %tb = nv_tileaa.tiled_load %ma[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
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
nv_tileaa.func @two_deep(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %o: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  scf.for %u = %c0_i32 to %steps step %c1_i32 : i32 {
    scf.for %v = %c0_i32 to %steps step %c1_i32 : i32 {
      %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
        %ki = arith.index_castui %k : i32 to index
        %off = arith.muli %ki, %c32 : index
        // expected-remark @below {{no producer warpgroup (the computing warps issue the copies): the loop is neither at the top level of the kernel nor the body of a loop there}}
        // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles, 2 iterations ahead, the dot's wgmma left running into the next iteration}}
        %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
        %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
        // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles, 2 iterations ahead, the dot's wgmma left running into the next iteration}}
        %b, %tb = nv_tileaa.tiled_load %ma[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
        %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
        %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
        scf.yield %d : tensor<64x64xf32, #mma>
      }
      %t = nv_tileaa.tiled_store %o[%c0, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
    }
  }
  nv_tileaa.return
}
}

// -----

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @memref_per_pass(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %o: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  scf.for %u = %c0_i32 to %steps step %c1_i32 : i32 {
    %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
    %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %ki = arith.index_castui %k : i32 to index
      %off = arith.muli %ki, %c32 : index
      // expected-remark @below {{no producer warpgroup (the computing warps issue the copies): a memref it copies from is made inside the loop around it}}
      // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles, 2 iterations ahead, the dot's wgmma left running into the next iteration}}
      %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
      %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
      // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles, 2 iterations ahead, the dot's wgmma left running into the next iteration}}
      %b, %tb = nv_tileaa.tiled_load %ma[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
      %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
      %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    %t = nv_tileaa.tiled_store %o[%c0, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
  }
  nv_tileaa.return
}
}

// -----

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @carried_row(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %o: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %a16 = nv_tileaa.assume %pa {div_by = 16 : i64} : !nv_tileaa.ptr<f16, 1>
  %n16 = nv_tileaa.assume %n {div_by = 16 : i64} : index
  %ma = nv_tileaa.make_memref %a16, %n16, %n16, %n16 : (!nv_tileaa.ptr<f16, 1>, index, index, index) -> !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %last = scf.for %u = %c0_i32 to %steps step %c1_i32 iter_args(%row = %c0) -> (index) : i32 {
    %r = scf.for %k = %c0_i32 to %steps step %c1_i32 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %ki = arith.index_castui %k : i32 to index
      %off = arith.muli %ki, %c32 : index
      // expected-remark @below {{no producer warpgroup (the computing warps issue the copies): a value its copies need is carried by a loop}}
      // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles, 2 iterations ahead, the dot's wgmma left running into the next iteration}}
      %a, %ta = nv_tileaa.tiled_load %ma[%row, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
      %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
      // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles, 2 iterations ahead, the dot's wgmma left running into the next iteration}}
      %b, %tb = nv_tileaa.tiled_load %ma[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
      %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
      %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    %t = nv_tileaa.tiled_store %o[%row, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
    %next = arith.addi %row, %c32 : index
    scf.yield %next : index
  }
  nv_tileaa.return
}
}

// -----

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 64]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func private @helper() {
  nv_tileaa.return
}
nv_tileaa.func @calls(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %o: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>) attributes {kernel} {
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
    // expected-remark @below {{no producer warpgroup (the computing warps issue the copies): the kernel calls functions, whose CTA barriers would wait for the producer warps}}
    // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles, 2 iterations ahead, the dot's wgmma left running into the next iteration}}
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    // expected-remark @below {{pipelined: TMA into a ring of 4 shared tiles, 2 iterations ahead, the dot's wgmma left running into the next iteration}}
    %b, %tb = nv_tileaa.tiled_load %ma[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  nv_tileaa.call @helper() : () -> ()
  %t = nv_tileaa.tiled_store %o[%c0, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
  nv_tileaa.return
}
}

// -----

// Two computing warps (mma.sync): not a whole warpgroup for the producers to follow.
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 1], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_90"} {
nv_tileaa.func @two_warps(%pa: !nv_tileaa.ptr<f16, 1>, %n: index, %steps: i32, %o: !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>) attributes {kernel} {
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
    // expected-remark @below {{no producer warpgroup (the computing warps issue the copies): the computing warps are not whole warpgroups, which a producer warpgroup must follow}}
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles, 2 iterations ahead}}
    %a, %ta = nv_tileaa.tiled_load %ma[%c0, %off] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<64x32xf16, #blocked>
    %sa = nv_tileaa.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #shared>
    // expected-remark @below {{pipelined: TMA into a ring of 3 shared tiles, 2 iterations ahead}}
    %b, %tb = nv_tileaa.tiled_load %ma[%off, %c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> tensor<32x64xf16, #blocked>
    %sb = nv_tileaa.convert_layout %b : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x32xf16, #shared>, tensor<32x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  %t = nv_tileaa.tiled_store %o[%c0, %c0], %r : !nv_tileaa.memref<?x?xf32, strides=[?,1], 1>, tensor<64x64xf32, #mma>
  nv_tileaa.return
}
}
