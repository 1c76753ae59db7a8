// What convert-tileaa-to-nvvm cannot lower yet is one diagnostic naming the op, never a crash or half-lowered IR.
// RUN: tile-opt --convert-tileaa-to-nvvm %s -split-input-file -verify-diagnostics

nv_tileaa.func @odd_tile(%a: tensor<2x3xf32>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.addf' op has a tile of type 'tensor<2x3xf32>'; convert-tileaa-to-nvvm lowers static tiles of a power-of-two number of elements only}}
  %r = nv_tileaa.addf %a, %a : tensor<2x3xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @non_splat_index() attributes {kernel} {
  // expected-error @below {{'arith.constant' op with a non-splat tile constant of type 'tensor<2xindex>' is not supported by convert-tileaa-to-nvvm}}
  %c = arith.constant dense<[1, 2]> : tensor<2xindex>
  nv_tileaa.return
}

// -----

nv_tileaa.func @tile_arith_f8(%a: tensor<4xf8E4M3FN>) attributes {kernel} {
  // expected-error @below {{'arith.mulf' op on f8E4M3FN is not supported by convert-tileaa-to-nvvm}}
  %r = arith.mulf %a, %a : tensor<4xf8E4M3FN>
  nv_tileaa.return
}
