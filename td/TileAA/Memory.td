#ifndef TILEAA_MEMORY_TD
#define TILEAA_MEMORY_TD

include "TileAA/OpBase.td"

// Memory effects. Every op with an effect takes an optional incoming token
// (`token %t`, last operand) and always returns the token that stands for its
// own effect, so a chain can start at any memory op. A token operand must come
// from a token producer (see MemoryOps.cpp). `mem_semantic` defaults to weak;
// `mem_scope` is required exactly when the semantic is not weak.
//
// Addressing: a `base` is a pointer (one element), a statically shaped tile of
// pointers (one element per lane, the tile's shape) or a memref, which takes
// one `index` per axis (`%m[%i, %j]`) and names one element. The tiled forms
// take a memref and address a whole tile at an element offset; gather/scatter
// take a memref and one index tile per axis. `in_bounds` records, per axis of
// the base, that no access falls outside its extent. A `mask` (i1, in the
// shape of the accessed value) turns lanes off: masked-off loads read `other`
// (which needs a mask; unspecified without it), masked-off stores and atomics
// do nothing.

def TileAA_Address : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::PointerType, ::mlir::nv_tileaa::MemRefType>($_self) || "
                                "(::llvm::isa<::mlir::RankedTensorType>($_self) && "
                                "::llvm::cast<::mlir::RankedTensorType>($_self).hasStaticShape() && "
                                "::llvm::isa<::mlir::nv_tileaa::PointerType>(::llvm::cast<::mlir::RankedTensorType>($_self).getElementType()))">,
                          "pointer, statically shaped tile of pointers, or memref">;
def TileAA_Mask : Type<CPred<"::mlir::getElementTypeOrSelf($_self).isInteger(1)">, "i1 or tile of i1">;

// The mask has the accessed value's shape (i1 for a scalar); `other` is a value.
class TileAA_MaskOf<string value> : OptionalTypesMatchWith<"mask is i1 in the shape of " # value, value, "mask",
                                                           "maskTypeFor($_self)">;
class TileAA_OtherOf<string value> : OptionalTypesMatchWith<"other has the type of " # value, value, "other",
                                                            "$_self">;

def TileAA_GetGlobalOp : TileAA_Op<"get_global", [Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "the address of a global variable";
  let description = [{
    `%p = nv_tileaa.get_global @table : !nv_tileaa.ptr<f32, 1>`: a pointer to
    the first element of the `nv_tileaa.global` named `name` (nearest symbol
    table); it points to the global's element type in global memory
    (address space 1). Reads and writes go through load/store.
  }];
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs TileAA_Ptr:$result);
  let assemblyFormat = "$name attr-dict `:` qualified(type($result))";
}

// Allocation is effect enough to keep an unused alloca (MemAlloc on no value
// is not dead code); MemWrite keeps it in place among the other memory ops.
def TileAA_AllocaOp : TileAA_Op<"alloca", [MemoryEffects<[MemAlloc, MemWrite]>]> {
  let summary = "storage for the running tile block until its block exits (this project's)";
  let description = [{
    `%p = nv_tileaa.alloca num_elem = 256, alignment = 16 : !nv_tileaa.ptr<i32, 1>`,
    `%q = nv_tileaa.alloca num_elem = 32, alignment = 64 global : !nv_tileaa.ptr<f16, 1>`.
    Not in NVIDIA's nv_tileaa roster: this project's counterpart of
    cuda_tile's `alloca` (13.3), which convert-cuda-tile-to-tileaa lowers
    to it. Reserves global memory for `num_elem` elements of the pointee
    (at least one byte, so that the pointer is unique even for none) and
    returns a pointer to the first, a multiple of `alignment` (a power of
    two) bytes; traps when the memory cannot be had. Every thread of the
    tile block sees the same pointer. The storage lives until control
    leaves the block holding the op (its terminator: yield, condition,
    return). `global` records that other tile blocks may use the storage
    too; being global memory, it is lowered the same way either way.
    convert-tileaa-to-nvvm takes it from the device heap (PTX `malloc` and
    `free`, cudaLimitMallocHeapSize).
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntMinValue<0>]>:$num_elem,
                       ConfinedAttr<I64Attr, [IntMinValue<0>]>:$alignment, UnitAttr:$global);
  let results = (outs TileAA_Ptr:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment (`global` $global^)? attr-dict `:` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TileAA_LoadOp : TileAA_Op<"load", [AttrSizedOperandSegments, MemoryEffects<[MemRead]>,
                                       TileAA_MaskOf<"result">, TileAA_OtherOf<"result">]> {
  let summary = "load through a pointer, a tile of pointers or a memref element";
  let description = [{
    `%v, %t1 = nv_tileaa.load %pp mask %k other %o token %t0 : tensor<128x!nv_tileaa.ptr<f16, 1>> -> tensor<128xf16>`,
    `%s, %t2 = nv_tileaa.load %m[%i, %j] : !nv_tileaa.memref<?x?xf32, 1> -> f32`.
    The result has the base's pointee (memref element) type in the shape of
    the base (a scalar for a pointer or memref). Operand segments: {base,
    indices, mask, other, token}. `cache_modifier` and `eviction_policy` are
    hints; `is_volatile` forbids merging or dropping the access and excludes
    an ordering (it is weak).
  }];
  let arguments = (ins TileAA_Address:$base, Variadic<Index>:$indices, Optional<TileAA_Mask>:$mask,
                       Optional<AnyType>:$other, Optional<TileAA_MemToken>:$token,
                       OptionalAttr<TileAA_CacheModifierAttr>:$cache_modifier,
                       OptionalAttr<TileAA_EvictionPolicyAttr>:$eviction_policy,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope, OptionalAttr<DenseBoolArrayAttr>:$in_bounds,
                       UnitAttr:$is_volatile);
  let results = (outs AnyType:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $base (`[` $indices^ `]`)? (`mask` $mask^)? (`other` $other^)? (`token` $token^)? attr-dict
    `:` qualified(type($base)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_StoreOp : TileAA_Op<"store", [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>,
                                         TileAA_MaskOf<"value">]> {
  let summary = "store through a pointer, a tile of pointers or a memref element";
  let description = [{
    `%t1 = nv_tileaa.store %pp, %v mask %k token %t0 : tensor<128x!nv_tileaa.ptr<f16, 1>>, tensor<128xf16>`,
    `%t2 = nv_tileaa.store %m[%i, %j], %s : !nv_tileaa.memref<?x?xf32, 1>, f32`.
    The value has the base's pointee (memref element) type in the base's
    shape. Operand segments: {base, value, indices, mask, token}. Stores take
    the cache modifiers `none`, `cg` and `cs` (the others are load-only) and no
    acquire ordering; `is_volatile` as for load.
  }];
  let arguments = (ins TileAA_Address:$base, AnyType:$value, Variadic<Index>:$indices,
                       Optional<TileAA_Mask>:$mask, Optional<TileAA_MemToken>:$token,
                       OptionalAttr<TileAA_CacheModifierAttr>:$cache_modifier,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope, OptionalAttr<DenseBoolArrayAttr>:$in_bounds,
                       UnitAttr:$is_volatile);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $base (`[` $indices^ `]`)? `,` $value (`mask` $mask^)? (`token` $token^)? attr-dict
    `:` qualified(type($base)) `,` type($value)
  }];
  let hasVerifier = 1;
}

def TileAA_TiledLoadOp : TileAA_Op<"tiled_load", [AttrSizedOperandSegments, MemoryEffects<[MemRead]>,
                                                  TileAA_MaskOf<"result">, TileAA_OtherOf<"result">]> {
  let summary = "load a tile at an element offset of a memref";
  let description = [{
    `%v, %t1 = nv_tileaa.tiled_load %m[%i, %j] mask %k other %o token %t0 {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<...> -> tensor<64x64xf32>`.
    Element `e` of the tile reads `memref[offsets + e]`; elements outside the
    memref's extents read `padding` (unspecified without it), masked-off
    elements read `other`. Operand segments: {memref, indices, mask, other,
    token}. `allow_tma = false` forbids a TMA copy; true (the default) only
    permits it: the TileAS lowering decides.
  }];
  let arguments = (ins TileAA_MemRef:$memref, Variadic<Index>:$indices, Optional<TileAA_Mask>:$mask,
                       Optional<TileAA_RankedTensor>:$other, Optional<TileAA_MemToken>:$token,
                       OptionalAttr<TileAA_PaddingAttr>:$padding, OptionalAttr<DenseBoolArrayAttr>:$in_bounds,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope,
                       OptionalAttr<TileAA_CacheModifierAttr>:$cache_modifier,
                       OptionalAttr<TileAA_EvictionPolicyAttr>:$eviction_policy,
                       DefaultValuedAttr<BoolAttr, "true">:$allow_tma);
  let results = (outs TileAA_RankedTensor:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $memref `[` $indices `]` (`mask` $mask^)? (`other` $other^)? (`token` $token^)? attr-dict
    `:` qualified(type($memref)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_TiledStoreOp : TileAA_Op<"tiled_store", [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>,
                                                    TileAA_MaskOf<"value">]> {
  let summary = "store a tile at an element offset of a memref";
  let description = [{
    `%t1 = nv_tileaa.tiled_store %m[%i], %v mask %k token %t0 : !nv_tileaa.memref<...>, tensor<1024xf32>`.
    Elements outside the memref's extents, and masked-off ones, are not
    written. Operand segments: {memref, value, indices, mask, token}. Cache
    modifiers and `allow_tma` as for store and tiled_load.
  }];
  let arguments = (ins TileAA_MemRef:$memref, TileAA_RankedTensor:$value, Variadic<Index>:$indices,
                       Optional<TileAA_Mask>:$mask, Optional<TileAA_MemToken>:$token,
                       OptionalAttr<DenseBoolArrayAttr>:$in_bounds,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope,
                       OptionalAttr<TileAA_CacheModifierAttr>:$cache_modifier,
                       DefaultValuedAttr<BoolAttr, "true">:$allow_tma);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $memref `[` $indices `]` `,` $value (`mask` $mask^)? (`token` $token^)? attr-dict
    `:` qualified(type($memref)) `,` type($value)
  }];
  let hasVerifier = 1;
}

def TileAA_GatherLoadOp : TileAA_Op<"gather_load", [AttrSizedOperandSegments, MemoryEffects<[MemRead]>,
                                                    TileAA_MaskOf<"result">, TileAA_OtherOf<"result">]> {
  let summary = "load memref elements at per-lane coordinates";
  let description = [{
    `%v, %t1 = nv_tileaa.gather_load %m[%rows, %cols] mask %k other %o token %t0 : !nv_tileaa.memref<?x?xf32, 1>[tensor<64xindex>, tensor<64xindex>] -> tensor<64xf32>`.
    One index tile per memref axis, each in the result's shape; lane `e`
    reads `memref[rows[e], cols[e]]`. Lanes outside the memref's extents read
    `padding` (unspecified without it), masked-off lanes read `other`.
    Operand segments: {memref, indices, mask, other, token}.
  }];
  let arguments = (ins TileAA_MemRef:$memref, Variadic<TileAA_RankedTensor>:$indices,
                       Optional<TileAA_Mask>:$mask, Optional<TileAA_RankedTensor>:$other,
                       Optional<TileAA_MemToken>:$token, OptionalAttr<TileAA_PaddingAttr>:$padding,
                       OptionalAttr<TileAA_CacheModifierAttr>:$cache_modifier,
                       OptionalAttr<TileAA_EvictionPolicyAttr>:$eviction_policy,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope, OptionalAttr<DenseBoolArrayAttr>:$in_bounds);
  let results = (outs TileAA_RankedTensor:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $memref `[` $indices `]` (`mask` $mask^)? (`other` $other^)? (`token` $token^)? attr-dict
    `:` qualified(type($memref)) `[` type($indices) `]` `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_ScatterStoreOp : TileAA_Op<"scatter_store", [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>,
                                                        TileAA_MaskOf<"value">]> {
  let summary = "store a tile to memref elements at per-lane coordinates";
  let description = [{
    `%t1 = nv_tileaa.scatter_store %m[%rows, %cols], %v mask %k token %t0 : !nv_tileaa.memref<?x?xf32, 1>[tensor<64xindex>, tensor<64xindex>], tensor<64xf32>`.
    One index tile per memref axis, each in the value's shape; lane `e`
    writes `memref[rows[e], cols[e]]`. Lanes outside the extents and
    masked-off lanes are not written; when lanes collide, one of them wins.
    Operand segments: {memref, value, indices, mask, token}.
  }];
  let arguments = (ins TileAA_MemRef:$memref, TileAA_RankedTensor:$value, Variadic<TileAA_RankedTensor>:$indices,
                       Optional<TileAA_Mask>:$mask, Optional<TileAA_MemToken>:$token,
                       OptionalAttr<TileAA_CacheModifierAttr>:$cache_modifier,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope, OptionalAttr<DenseBoolArrayAttr>:$in_bounds);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $memref `[` $indices `]` `,` $value (`mask` $mask^)? (`token` $token^)? attr-dict
    `:` qualified(type($memref)) `[` type($indices) `]` `,` type($value)
  }];
  let hasVerifier = 1;
}

def TileAA_AtomicCASOp : TileAA_Op<"atomic_cas", [AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>,
                                                  AllTypesMatch<["cmp", "val", "result"]>, TileAA_MaskOf<"cmp">]> {
  let summary = "atomic compare-and-swap";
  let description = [{
    `%old, %t1 = nv_tileaa.atomic_cas %pp, %cmp, %val mask %k token %t0 {mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, mem_scope = #nv_tileaa.mem_scope<gpu>} : tensor<64x!nv_tileaa.ptr<i32, 1>>, tensor<64xi32>`.
    Per lane, atomically: read the old value, write `val` if it equals `cmp`
    (bitwise), return the old value. Addressing as for load; integer or float
    elements. Operand segments: {base, cmp, val, indices, mask, token}.
  }];
  let arguments = (ins TileAA_Address:$base, AnyType:$cmp, AnyType:$val, Variadic<Index>:$indices,
                       Optional<TileAA_Mask>:$mask, Optional<TileAA_MemToken>:$token,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope);
  let results = (outs AnyType:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $base (`[` $indices^ `]`)? `,` $cmp `,` $val (`mask` $mask^)? (`token` $token^)? attr-dict
    `:` qualified(type($base)) `,` type($cmp)
  }];
  let hasVerifier = 1;
}

def TileAA_AtomicRMWOp : TileAA_Op<"atomic_rmw", [AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>,
                                                  AllTypesMatch<["value", "result"]>, TileAA_MaskOf<"value">]> {
  let summary = "atomic read-modify-write";
  let description = [{
    `%old, %t1 = nv_tileaa.atomic_rmw add %p, %v token %t0 : !nv_tileaa.ptr<i32, 1>, i32`.
    Per lane, atomically: `memory = memory <rmw_mode> value`, returning the old
    value. Addressing as for load. `add`, `and`, `or`, `xor`, `min`, `max`
    (signed), `umin`, `umax` take integers, `addf` floats, `xchg` either.
    Operand segments: {base, value, indices, mask, token}.
  }];
  let arguments = (ins TileAA_RMWModeAttr:$rmw_mode, TileAA_Address:$base, AnyType:$value,
                       Variadic<Index>:$indices, Optional<TileAA_Mask>:$mask, Optional<TileAA_MemToken>:$token,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope);
  let results = (outs AnyType:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    custom<RMWMode>($rmw_mode) $base (`[` $indices^ `]`)? `,` $value (`mask` $mask^)? (`token` $token^)? attr-dict
    `:` qualified(type($base)) `,` type($value)
  }];
  let hasVerifier = 1;
}

def TileAA_TiledAtomicRMWOp : TileAA_Op<"tiled_atomic_rmw", [AttrSizedOperandSegments,
                                                             MemoryEffects<[MemRead, MemWrite]>,
                                                             AllTypesMatch<["value", "result"]>,
                                                             TileAA_MaskOf<"value">]> {
  let summary = "atomic read-modify-write of a tile at an element offset of a memref";
  let description = [{
    `%old, %t1 = nv_tileaa.tiled_atomic_rmw addf %m[%i, %j], %v mask %k token %t0 : !nv_tileaa.memref<?x?xf32, 1>, tensor<64x64xf32>`.
    Element `e` atomically updates `memref[offsets + e]` as atomic_rmw does
    (each element on its own) and returns its old value; elements outside the
    extents and masked-off ones are left alone (their result is unspecified).
    Operand segments: {memref, value, indices, mask, token}; `in_bounds` and
    `allow_tma` as for tiled_load.
  }];
  let arguments = (ins TileAA_RMWModeAttr:$rmw_mode, TileAA_MemRef:$memref, TileAA_RankedTensor:$value,
                       Variadic<Index>:$indices, Optional<TileAA_Mask>:$mask, Optional<TileAA_MemToken>:$token,
                       OptionalAttr<DenseBoolArrayAttr>:$in_bounds,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$mem_semantic,
                       OptionalAttr<TileAA_MemScopeAttr>:$mem_scope, DefaultValuedAttr<BoolAttr, "true">:$allow_tma);
  let results = (outs TileAA_RankedTensor:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    custom<RMWMode>($rmw_mode) $memref `[` $indices `]` `,` $value (`mask` $mask^)? (`token` $token^)? attr-dict
    `:` qualified(type($memref)) `,` type($value)
  }];
  let hasVerifier = 1;
}

#endif
