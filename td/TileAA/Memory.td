#ifndef TILEAA_MEMORY_TD
#define TILEAA_MEMORY_TD

include "TileAA/OpBase.td"

// Common to the tiled memory ops: the memref, one element offset per axis,
// the token chain, and the ordering pair.
def TileAA_TiledLoadOp : TileAA_Op<"tiled_load", [AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "load a tile at an element offset of a memref";
  let description = [{
    `%v, %t1 = nv_tileaa.tiled_load %m[%i, %j] token %t0 {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<...> -> tensor<64x64xf32>`.
    Element `e` of the tile reads `memref[offsets + e]`; elements outside the
    memref's extents read `padding` (unspecified without it). `in_bounds`
    records, per axis, that no element can fall outside.
  }];
  let arguments = (ins TileAA_MemRef:$memref, Variadic<Index>:$indices, Optional<TileAA_MemToken>:$token,
                       OptionalAttr<TileAA_PaddingAttr>:$padding, OptionalAttr<DenseBoolArrayAttr>:$in_bounds,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope);
  let results = (outs TileAA_RankedTensor:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $memref `[` $indices `]` (`token` $token^)? attr-dict `:` qualified(type($memref)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_TiledStoreOp : TileAA_Op<"tiled_store", [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "store a tile at an element offset of a memref";
  let description = [{
    `%t1 = nv_tileaa.tiled_store %m[%i], %v token %t0 : !nv_tileaa.memref<...>, tensor<1024xf32>`.
    Elements outside the memref's extents are not written.
  }];
  let arguments = (ins TileAA_MemRef:$memref, TileAA_RankedTensor:$value, Variadic<Index>:$indices,
                       Optional<TileAA_MemToken>:$token, OptionalAttr<DenseBoolArrayAttr>:$in_bounds,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $memref `[` $indices `]` `,` $value (`token` $token^)? attr-dict `:` qualified(type($memref)) `,` type($value)
  }];
  let hasVerifier = 1;
}

#endif
