// What a block-scaled dot cannot be lowered to tcgen05.mma.block_scale from: each refused by name, before any
// rewriting (a block-scaled dot is never lowered as a plain one).
// RUN: tile-opt --convert-tileaa-to-nvvm %s --split-input-file -verify-diagnostics

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 64]>
#sharedA = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [1, 0]>
#sharedB = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [0, 1]>
#sfa = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]>
#sfb = #nv_tileaa.blocked<sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]>
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @in_registers(%a: tensor<128x128xf8E4M3FN, #sharedA>, %b: tensor<128x64xf8E4M3FN, #sharedB>, %c: tensor<128x64xf32, #mma>, %sa: tensor<128x4xf8E8M0FNU, #sfa>, %sb: tensor<4x64xf8E8M0FNU, #sfb>) -> tensor<128x64xf32, #mma> {
    // expected-error @below {{with scale factors and a version-5 mma accumulator must accumulate in tensor memory, got 'tensor<128x64xf32, #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 64]>>'}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x128xf8E4M3FN, #sharedA>, tensor<128x64xf8E4M3FN, #sharedB>, tensor<128x64xf32, #mma>, tensor<128x4xf8E8M0FNU, #sfa>, tensor<4x64xf8E8M0FNU, #sfb> -> tensor<128x64xf32, #mma>
    nv_tileaa.return %d : tensor<128x64xf32, #mma>
  }
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 64]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#sharedA = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [1, 0]>
#sharedB = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [0, 1]>
#sfa = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]>
#sfb = #nv_tileaa.blocked<sizePerThread = [8, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]>
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @nv_fp4(%a: tensor<128x128xf4E2M1FN, #sharedA>, %b: tensor<128x64xf4E2M1FN, #sharedB>, %c: tensor<128x64xf32, #tmem>, %sa: tensor<128x8xf8E4M3FN, #sfa>, %sb: tensor<8x64xf8E4M3FN, #sfb>) -> tensor<128x64xf32, #tmem> {
    // expected-error @below {{with scale factors on 'f4E2M1FN' x 'f4E2M1FN' operands, 'f8E4M3FN' scale factors and a 'f32' accumulator: only MX-FP8 (f8E4M3FN / f8E5M2, f8E8M0FNU, f32) is lowered on tcgen05.mma.block_scale}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x128xf4E2M1FN, #sharedA>, tensor<128x64xf4E2M1FN, #sharedB>, tensor<128x64xf32, #tmem>, tensor<128x8xf8E4M3FN, #sfa>, tensor<8x64xf8E4M3FN, #sfb> -> tensor<128x64xf32, #tmem>
    nv_tileaa.return %d : tensor<128x64xf32, #tmem>
  }
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 64]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#sharedA = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [1, 0]>
#sharedB = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [0, 1]>
#rows = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]>
#sfb = #nv_tileaa.blocked<sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]>
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @split_rows(%a: tensor<128x128xf8E4M3FN, #sharedA>, %b: tensor<128x64xf8E4M3FN, #sharedB>, %c: tensor<128x64xf32, #tmem>, %sa: tensor<128x4xf8E8M0FNU, #rows>, %sb: tensor<4x64xf8E8M0FNU, #sfb>) -> tensor<128x64xf32, #tmem> {
    // expected-error @below {{scale factors sfa 'tensor<128x4xf8E8M0FNU, #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]>>' must have a blocked layout whose lanes hold the scale factors of consecutive rows, a thread all the blocks of each, and whose warps hold copies (sizePerThread[1] = 4, threadsPerWarp[0] = 32, warpsPerCTA[0] = 1)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x128xf8E4M3FN, #sharedA>, tensor<128x64xf8E4M3FN, #sharedB>, tensor<128x64xf32, #tmem>, tensor<128x4xf8E8M0FNU, #rows>, tensor<4x64xf8E8M0FNU, #sfb> -> tensor<128x64xf32, #tmem>
    nv_tileaa.return %d : tensor<128x64xf32, #tmem>
  }
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 64]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#sharedA = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [1, 0]>
#nMajor = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]>
#sfa = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]>
#sfb = #nv_tileaa.blocked<sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]>
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @b_n_major(%a: tensor<128x128xf8E4M3FN, #sharedA>, %b: tensor<128x64xf8E4M3FN, #nMajor>, %c: tensor<128x64xf32, #tmem>, %sa: tensor<128x4xf8E8M0FNU, #sfa>, %sb: tensor<4x64xf8E8M0FNU, #sfb>) -> tensor<128x64xf32, #tmem> {
    // expected-error @below {{must be stored with K contiguous (tcgen05.mma.block_scale)}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x128xf8E4M3FN, #sharedA>, tensor<128x64xf8E4M3FN, #nMajor>, tensor<128x64xf32, #tmem>, tensor<128x4xf8E8M0FNU, #sfa>, tensor<4x64xf8E8M0FNU, #sfb> -> tensor<128x64xf32, #tmem>
    nv_tileaa.return %d : tensor<128x64xf32, #tmem>
  }
}

// -----

#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [64, 32]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#sharedA = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]>
#sharedB = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [0, 1]>
#sfa = #nv_tileaa.blocked<sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]>
#sfb = #nv_tileaa.blocked<sizePerThread = [2, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]>
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @m64(%a: tensor<64x64xf8E4M3FN, #sharedA>, %b: tensor<64x64xf8E4M3FN, #sharedB>, %c: tensor<64x64xf32, #tmem>, %sa: tensor<64x2xf8E8M0FNU, #sfa>, %sb: tensor<2x64xf8E8M0FNU, #sfb>) -> tensor<64x64xf32, #tmem> {
    // expected-error @below {{with scale factors has a 64-row accumulator of instruction M = 64: .cta_group::1 tcgen05.mma.block_scale computes 128-row blocks}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<64x64xf8E4M3FN, #sharedA>, tensor<64x64xf8E4M3FN, #sharedB>, tensor<64x64xf32, #tmem>, tensor<64x2xf8E8M0FNU, #sfa>, tensor<2x64xf8E8M0FNU, #sfb> -> tensor<64x64xf32, #tmem>
    nv_tileaa.return %d : tensor<64x64xf32, #tmem>
  }
}

// -----

#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#sharedA = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]>
#sharedB = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [0, 1]>
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @mma_sync(%a: tensor<32x64xf8E4M3FN, #sharedA>, %b: tensor<64x32xf8E4M3FN, #sharedB>, %c: tensor<32x32xf32, #mma>, %sa: tensor<32x2xf8E8M0FNU>, %sb: tensor<2x32xf8E8M0FNU>) -> tensor<32x32xf32, #mma> {
    // expected-error @below {{with scale factors and an mma version-2 accumulator is lowered on sm_120's and sm_121's mma.sync.kind::mxf8f6f4.block_scale only, the target is sm_100}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<32x64xf8E4M3FN, #sharedA>, tensor<64x32xf8E4M3FN, #sharedB>, tensor<32x32xf32, #mma>, tensor<32x2xf8E8M0FNU>, tensor<2x32xf8E8M0FNU> -> tensor<32x32xf32, #mma>
    nv_tileaa.return %d : tensor<32x32xf32, #mma>
  }
}

// -----

// The lowering waits for its mma: nothing would retire an asynchronous one (tileaa-pipeline leaves these synchronous).
#mma = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 64]>
#tmem = #nv_tileaa.tensor_memory<column = 0, mma = #mma>
#sharedA = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [1, 0]>
#sharedB = #nv_tileaa.shared<vec = 16, perPhase = 1, maxPhase = 8, order = [0, 1]>
#sfa = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]>
#sfb = #nv_tileaa.blocked<sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]>
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @async(%a: tensor<128x128xf8E4M3FN, #sharedA>, %b: tensor<128x64xf8E4M3FN, #sharedB>, %c: tensor<128x64xf32, #tmem>, %sa: tensor<128x4xf8E8M0FNU, #sfa>, %sb: tensor<4x64xf8E8M0FNU, #sfb>) -> tensor<128x64xf32, #tmem> {
    // expected-error @below {{with scale factors is lowered to a tcgen05.mma.block_scale it waits for: it cannot be is_async}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) {is_async} : tensor<128x128xf8E4M3FN, #sharedA>, tensor<128x64xf8E4M3FN, #sharedB>, tensor<128x64xf32, #tmem>, tensor<128x4xf8E8M0FNU, #sfa>, tensor<4x64xf8E8M0FNU, #sfb> -> tensor<128x64xf32, #tmem>
    nv_tileaa.return %d : tensor<128x64xf32, #tmem>
  }
}
