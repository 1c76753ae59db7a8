#ifndef TILEAA_POINTERS_TD
#define TILEAA_POINTERS_TD

include "TileAA/OpBase.td"

def TileAA_MakeMemRefOp : TileAA_Op<"make_memref", [Pure, AttrSizedOperandSegments]> {
  let summary = "package a base pointer with sizes and strides";
  let description = [{
    `%m = nv_tileaa.make_memref %base, sizes [%n], strides [] : !nv_tileaa.ptr<f32, 1> -> !nv_tileaa.memref<?xf32, strides=[1], 1>`.
    One `index` operand per dynamic extent and per dynamic stride, in order;
    the optional offset (in elements) is added to the base.
  }];
  let arguments = (ins TileAA_Ptr:$base, Optional<Index>:$offset, Variadic<Index>:$sizes,
                       Variadic<Index>:$strides);
  let results = (outs TileAA_MemRef:$result);
  let assemblyFormat = [{
    $base (`offset` $offset^)? `,` `sizes` `[` $sizes `]` `,` `strides` `[` $strides `]` attr-dict
    `:` qualified(type($base)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

#endif
