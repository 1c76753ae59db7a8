#ifndef CUDA_TILE_MEMORY_TD
#define CUDA_TILE_MEMORY_TD

// Section 8.6: tokens, and loads and stores through tiles of pointers; and
// 13.3's alloca.

include "CudaTile/OpBase.td"

def CudaTile_MemoryPtrTile : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                                       CPred<"::llvm::isa<::mlir::cuda_tile::PointerType>(::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType())">]>,
                                  "tile of pointers", "::mlir::cuda_tile::TileType">;
def CudaTile_MemoryMaskTile : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                                        CPred<"::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType().isInteger(1)">]>,
                                   "tile<i1>", "::mlir::cuda_tile::TileType">;

def CudaTile_MakeTokenOp : CudaTile_Op<"make_token", [Pure]> {
  let summary = "a fresh token with no prior dependencies";
  let description = [{ `%t = make_token : token`. }];
  let results = (outs CudaTile_Token:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_JoinTokensOp : CudaTile_Op<"join_tokens", [Pure]> {
  let summary = "a fresh token that depends on every input token";
  let description = [{
    `%t = join_tokens %a, %b : token`: token-ordered ops consuming `%t` are
    ordered after everything `%a` and `%b` are. At least one input token.
  }];
  let arguments = (ins Variadic<CudaTile_Token>:$tokens);
  let results = (outs CudaTile_Token:$result);
  let assemblyFormat = "$tokens attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_LoadPtrTkoOp : CudaTile_Op<"load_ptr_tko", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "gather a tile from global memory through a tile of pointers";
  let description = [{
    `%r, %tok = load_ptr_tko weak %ptrs, %mask, %pad token=%t : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token`.
    The result has the pointers' shape and their pointee type. Orderings weak,
    relaxed, acquire; a scope iff not weak. The mask (`tile<i1>`, the
    pointers' shape) selects the elements loaded; the padding value (only with
    a mask, the result's type) fills the others. Hint key: `latency`.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_MemoryPtrTile:$source, Optional<CudaTile_MemoryMaskTile>:$mask,
                       Optional<CudaTile_AnyTile>:$paddingValue, Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_AnyTile:$result, CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_StorePtrTkoOp : CudaTile_Op<"store_ptr_tko", [
    AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "scatter a tile to global memory through a tile of pointers";
  let description = [{
    `%tok = store_ptr_tko weak %ptrs, %value, %mask token=%t : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> token`.
    The pointers have the value's shape and point to its element type.
    Orderings weak, relaxed, release; a scope iff not weak. The mask
    (`tile<i1>`, the pointers' shape) selects the elements stored. Hint key:
    `latency`.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_MemoryPtrTile:$destination, CudaTile_AnyTile:$value,
                       Optional<CudaTile_MemoryMaskTile>:$mask, Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AllocaOp : CudaTile_Op<"alloca", [MemoryEffects<[MemAlloc]>]> {
  let summary = "allocate a block of memory for the running tile block (13.3)";
  let description = [{
    Added in CUDA Tile IR 13.3; the 13.2 chapter does not describe it.

    `%p = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>` reserves
    room for `num_elem` elements of the pointee type and returns a pointer
    to the first one, a multiple of `alignment` bytes, as a rank-0 tile;
    execution traps when the request cannot be met. The storage lives until
    control leaves the block holding the op. Without `global` only the
    running tile block uses it; with `global`
    (`alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>`) other
    tile blocks may too. `alignment`, in bytes, is a power of two no smaller
    than the size of one element (elements narrower than a byte count as
    one byte). convert-cuda-tile-to-tileaa lowers it to `nv_tileaa.alloca`
    (this project's op), which the GPU takes from the device heap.
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntMinValue<0>]>:$num_elem,
                       ConfinedAttr<I64Attr, [IntMinValue<0>]>:$alignment, UnitAttr:$global);
  let results = (outs CudaTile_ScalarPtrTile:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment (`global` $global^)? attr-dict `:`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif
