// nv_tileaa.warp_specialize verifier: one case per rule of WarpSpecializeOp::verifyRegions, with its exact message.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Only in a kernel.
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.warp_specialize' op stands at the top level of a kernel}}
  nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
  }
  nv_tileaa.return
}

// -----

// Only constants, rings and mbarriers before it: the producer warps skip the rest.
nv_tileaa.func @f(%x: index) attributes {kernel} {
  %y = arith.addi %x, %x : index
  // expected-error @below {{'nv_tileaa.warp_specialize' op follows only constants and the mbarriers and rings its roles share; found arith.addi}}
  nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
  }
  nv_tileaa.return
}

// -----

// A warpgroup of producers, after whole warpgroups of consumers.
nv_tileaa.func @f() attributes {kernel} {
  // expected-error @below {{'nv_tileaa.warp_specialize' op expects whole warpgroups of consumer warps (a multiple of 4) and a warpgroup (4) of producer warps after them, got 4 and 2}}
  nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 2 {
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() attributes {kernel} {
  // expected-error @below {{'nv_tileaa.warp_specialize' op expects whole warpgroups of consumer warps (a multiple of 4) and a warpgroup (4) of producer warps after them, got 2 and 4}}
  nv_tileaa.warp_specialize consumer_warps = 2 producer_warps = 4 {
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() attributes {kernel} {
  // expected-error @below {{'nv_tileaa.warp_specialize' op makes a CTA of 36 warps; a CTA holds at most 32}}
  nv_tileaa.warp_specialize consumer_warps = 32 producer_warps = 4 {
  }
  nv_tileaa.return
}

// -----

// setmaxnreg's counts.
nv_tileaa.func @f() attributes {kernel} {
  // expected-error @below {{'nv_tileaa.warp_specialize' op register counts must be multiples of 8 in [24, 256], got 20}}
  nv_tileaa.warp_specialize consumer_warps = 8 producer_warps = 4 registers(20, 232) {
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() attributes {kernel} {
  // expected-error @below {{'nv_tileaa.warp_specialize' op must give the producer warps fewer registers than the consumers, got 232 and 40}}
  nv_tileaa.warp_specialize consumer_warps = 8 producer_warps = 4 registers(232, 40) {
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() attributes {kernel} {
  // expected-error @below {{'nv_tileaa.warp_specialize' op sets the registers of both roles or of neither}}
  "nv_tileaa.warp_specialize"() <{consumer_warps = 8 : i32, producer_warps = 4 : i32, producer_registers = 40 : i32}> ({
    nv_tileaa.yield
  }) : () -> ()
  nv_tileaa.return
}

// -----

// One per kernel.
nv_tileaa.func @f() attributes {kernel} {
  // expected-error @below {{'nv_tileaa.warp_specialize' op is the kernel's only warp_specialize}}
  nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
  }
  nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
  }
  nv_tileaa.return
}
