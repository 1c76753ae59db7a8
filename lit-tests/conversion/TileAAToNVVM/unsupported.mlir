// What convert-tileaa-to-nvvm cannot lower yet is one diagnostic naming the op, never a crash or half-lowered IR.
// RUN: tile-opt --convert-tileaa-to-nvvm %s -split-input-file -verify-diagnostics

nv_tileaa.func @odd_tile(%a: tensor<2x3xf32>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.addf' op has a tile of type 'tensor<2x3xf32>'; convert-tileaa-to-nvvm lowers static tiles of a power-of-two number of elements only}}
  %r = nv_tileaa.addf %a, %a : tensor<2x3xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @tile_arith_f8(%a: tensor<4xf8E4M3FN>) attributes {kernel} {
  // expected-error @below {{'arith.mulf' op on f8E4M3FN is not supported by convert-tileaa-to-nvvm}}
  %r = arith.mulf %a, %a : tensor<4xf8E4M3FN>
  nv_tileaa.return
}

// -----

// A tile of 2^20 elements is 8,192 registers in each of 128 threads: refused with the limit, instead of a
// compile that takes minutes.
nv_tileaa.func @huge_tile(%a: tensor<1048576xf32>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.addf' op has a tile of type 'tensor<1048576xf32>', 8192 elements for each of the CTA's 128 threads; convert-tileaa-to-nvvm holds at most 512 per thread (smaller tiles, or more warps with num-warps)}}
  %r = nv_tileaa.addf %a, %a : tensor<1048576xf32>
  nv_tileaa.return
}

// -----

// 512 per thread is the most: 65,536 elements over 4 warps lower.
nv_tileaa.func @largest_tile(%a: tensor<65536xf32>) attributes {kernel} {
  %r = nv_tileaa.addf %a, %a : tensor<65536xf32>
  nv_tileaa.return
}

// -----

// A TMA copy through a tensor map the function did not make (an argument).
#shared_tma = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @tensor_map_argument(%tm: !nv_tileaa.tensor_map, %i: index) {
  %ring = nv_tileaa.local_alloc : tensor<2x64x64xf16, #shared_tma>
  %bars = nv_tileaa.alloc_mbarriers {arrivals = 1 : i32} : !nv_tileaa.mbarriers<2>
  // expected-error @below {{'nv_tileaa.async_tma_copy_global_to_local' op uses a tensor map that no nv_tileaa.make_tensor_map of the same function makes; convert-tileaa-to-nvvm passes tensor maps neither across calls nor through block arguments}}
  nv_tileaa.async_tma_copy_global_to_local %tm[%i, %i], %ring[%i], %bars[%i] : tensor<2x64x64xf16, #shared_tma>, !nv_tileaa.mbarriers<2>
  nv_tileaa.return
}
