#ifndef CUDA_TILE_VIEWS_TD
#define CUDA_TILE_VIEWS_TD

include "CudaTile/OpBase.td"

def CudaTile_MakeTensorViewOp : CudaTile_Op<"make_tensor_view", [
    Pure, AttrSizedOperandSegments, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a tensor_view over a global-memory pointer";
  let description = [{
    `make_tensor_view %base, shape = [%n, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf32, strides=[32,1]>`:
    static extents and strides come from the result type; each `?` takes one
    operand, in order, all of one integer type (read as unsigned).
  }];
  let arguments = (ins CudaTile_ScalarPtrTile:$base, Variadic<CudaTile_ScalarIntTile>:$dynamicShape,
                       Variadic<CudaTile_ScalarIntTile>:$dynamicStrides);
  let results = (outs CudaTile_TensorView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MakePartitionViewOp : CudaTile_Op<"make_partition_view", [
    Pure, TypesMatchWith<"the result's tensor_view is the operand's type", "result", "tensor_view",
                         "::llvm::cast<::mlir::cuda_tile::PartitionViewType>($_self).getTensorView()">,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a partition_view over a tensor_view";
  let description = [{
    `make_partition_view %tv : partition_view<tile=(64x64), tensor_view<...>>`:
    the result type names the tiles and, in it, the operand's tensor_view.
  }];
  let arguments = (ins CudaTile_TensorView:$tensor_view);
  let results = (outs CudaTile_PartitionView:$result);
  let assemblyFormat = "$tensor_view attr-dict `:` custom<PartitionViewResult>(type($result))";
}

def CudaTile_MakeStridedViewOp : CudaTile_Op<"make_strided_view", [
    Pure, TypesMatchWith<"the result's tensor_view is the operand's type", "result", "tensor_view",
                         "::llvm::cast<::mlir::cuda_tile::StridedViewType>($_self).getTensorView()">,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a strided_view over a tensor_view (13.3)";
  let description = [{
    `make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<...>>`.
  }];
  let arguments = (ins CudaTile_TensorView:$tensor_view);
  let results = (outs CudaTile_StridedView:$result);
  let assemblyFormat = "$tensor_view attr-dict `:` custom<StridedViewResult>(type($result))";
}

def CudaTile_MakeGatherScatterViewOp : CudaTile_Op<"make_gather_scatter_view", [
    Pure, TypesMatchWith<"the result's tensor_view is the operand's type", "result", "tensor_view",
                         "::llvm::cast<::mlir::cuda_tile::GatherScatterViewType>($_self).getTensorView()">,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a gather_scatter_view over a tensor_view (13.3)";
  let description = [{
    `make_gather_scatter_view %tv : gather_scatter_view<tile=(4x32), tensor_view<...>, sparse_dim=0>`.
  }];
  let arguments = (ins CudaTile_TensorView:$tensor_view);
  let results = (outs CudaTile_GatherScatterView:$result);
  let assemblyFormat = "$tensor_view attr-dict `:` custom<GatherScatterViewResult>(type($result))";
}

def CudaTile_LoadViewTkoOp : CudaTile_Op<"load_view_tko", [
    AttrSizedOperandSegments, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    MemoryEffects<[MemRead]>]> {
  let summary = "load one tile of a view";
  let description = [{
    `load_view_tko weak %view[%i, %j] token = %t : partition_view<...>, tile<i32> -> tile<64x64xf32>, token`.
    Orderings weak, relaxed, acquire; a scope iff not weak. Indices are read as
    unsigned: rank-0 integer tiles of one type, written once, except the
    sparse position of a gather_scatter_view, a rank-1 tile of coordinates
    (the types are then listed one per index). Hint keys: `allow_tma`, `latency`.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_TileView:$view, Variadic<CudaTile_IntTile>:$index,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_AnyTile:$tile, CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_StoreViewTkoOp : CudaTile_Op<"store_view_tko", [
    AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "store one tile of a view";
  let description = [{
    `store_view_tko weak %tile, %view[%i] token = %t : tile<8xf32>, partition_view<...>, tile<i32> -> token`.
    Orderings weak, relaxed, release; a scope iff not weak. Elements outside
    the tensor are not written.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_AnyTile:$tile, CudaTile_TileView:$view,
                       Variadic<CudaTile_IntTile>:$index, Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetIndexSpaceShapeOp : CudaTile_Op<"get_index_space_shape", [Pure]> {
  let summary = "extents of a view's index space";
  let description = [{
    `%n:2 = get_index_space_shape %pv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>`:
    one result per dimension of the index space, in index order (for a
    partition_view, result `i` is ceil(tensor extent[dim_map[i]] / tile[i])),
    all of the one integer tile type written after `->`, read as unsigned.
    For a strided_view the stride takes the tile's place; for a
    gather_scatter_view the sparse position has the tensor's extent (every
    coordinate a gather may name).
  }];
  let arguments = (ins CudaTile_TileView:$src);
  let results = (outs Variadic<CudaTile_ScalarIntTile>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_GetTensorShapeOp : CudaTile_Op<"get_tensor_shape", [Pure]> {
  let summary = "extents of the tensor behind a tensor_view";
  let description = [{
    `%n:2 = get_tensor_shape %tv : tensor_view<?x32xf32, strides=[32,1]> -> tile<i64>`:
    one result per dimension of the tensor, all of the one integer tile type
    written after `->`, read as unsigned.
  }];
  let arguments = (ins CudaTile_TensorView:$src);
  let results = (outs Variadic<CudaTile_ScalarIntTile>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif
