#ifndef CUDA_TILE_ATOMICS_TD
#define CUDA_TILE_ATOMICS_TD

// Section 8.10: element-wise atomics through tiles of pointers; and 13.3's
// atomic reduction into a view.

include "CudaTile/OpBase.td"

def CudaTile_AtomicPtrTile : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                                       CPred<"::llvm::isa<::mlir::cuda_tile::PointerType>(::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType())">]>,
                                  "tile of pointers", "::mlir::cuda_tile::TileType">;
def CudaTile_AtomicMaskTile : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                                        CPred<"::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType().isInteger(1)">]>,
                                   "tile<i1>", "::mlir::cuda_tile::TileType">;

def CudaTile_AtomicCasTkoOp : CudaTile_Op<"atomic_cas_tko", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>, AllTypesMatch<["cmp", "val", "result"]>]> {
  let summary = "element-wise atomic compare-and-swap in global memory";
  let description = [{
    `%old, %tok = atomic_cas_tko relaxed device %ptrs, %cmp, %val, %mask token=%t : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token`.
    Where memory equals `cmp` (bitwise, also for floats) it becomes `val`; the
    result is the old value (`cmp` where masked out). `cmp`, `val` and the
    result share one type (i32, i64, f32 or f64 elements), written once; the
    pointers have its shape and point to its element type; the mask
    (`tile<i1>`) too. Orderings relaxed, acquire, release, acq_rel, always
    with a scope.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_AtomicPtrTile:$pointers, CudaTile_AnyTile:$cmp, CudaTile_AnyTile:$val,
                       Optional<CudaTile_AtomicMaskTile>:$mask, Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_AnyTile:$result, CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AtomicRmwTkoOp : CudaTile_Op<"atomic_rmw_tko", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>, AllTypesMatch<["arg", "result"]>]> {
  let summary = "element-wise atomic read-modify-write in global memory";
  let description = [{
    `%old, %tok = atomic_rmw_tko acq_rel device %ptrs, addf, %arg, %mask token=%t : tile<ptr<f32>>, tile<f32>, tile<i1> -> tile<f32>, token`.
    Memory becomes `mode(memory, arg)`; the result is the old value. `arg` and
    the result share one type; the pointers have its shape and point to its
    element type; the mask (`tile<i1>`) too. Element types per mode: and, or,
    xor, add, max, min, umax, umin on i32 and i64; addf on f16, bf16, f32 and
    f64; xchg on i32, i64, f32 and f64. Orderings relaxed, acquire, release,
    acq_rel, always with a scope. The mode is always written; in the generic
    form it defaults to add.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_AtomicPtrTile:$pointers, DefaultValuedAttr<CudaTile_AtomicRMWModeAttr, "::mlir::cuda_tile::AtomicRMWMode::ADD">:$mode,
                       CudaTile_AnyTile:$arg, Optional<CudaTile_AtomicMaskTile>:$mask,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_AnyTile:$result, CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AtomicRedViewTkoOp : CudaTile_Op<"atomic_red_view_tko", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomically reduce a tile into one tile of a view (13.3)";
  let description = [{
    Added in CUDA Tile IR 13.3; the 13.2 chapter does not describe it.

    `%tok = atomic_red_view_tko relaxed device %view[%i, %j], add, %value token = %t : tile<2x2xi32>, partition_view<tile=(2x2), tensor_view<...>>, tile<i32> -> token`.
    Each element of the view's tile at `[%i, %j]` becomes
    `mode(element, value)`, atomically per element; unlike `atomic_rmw_tko`
    nothing is read back, only a token is produced. The value has the view's
    tile shape and its element type. Modes: and, or, xor, add, max, min,
    umax, umin on i32 and i64; addf on f16, bf16, f32 and f64; not xchg. The
    ordering is relaxed, with scope tl_blk or device. The view is a
    partition_view or strided_view without a padding value; one rank-0
    integer index per dimension of its tile (their types written once when
    they are all one, else one per index).
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       CudaTile_MemoryScopeAttr:$memory_scope, CudaTile_AtomicRMWModeAttr:$mode,
                       CudaTile_TileView:$view, Variadic<CudaTile_AnyTile>:$index,
                       CudaTile_AnyTile:$value, Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif
