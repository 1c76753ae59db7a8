#ifndef CUDA_TILE_TYPES_TD
#define CUDA_TILE_TYPES_TD

include "CudaTile/Dialect.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

class CudaTile_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<CudaTile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_PointerType : CudaTile_Type<"Pointer", "ptr"> {
  let summary = "typed pointer into global memory";
  let description = [{ `ptr<f32>`: lives only inside tiles (`tile<ptr<f32>>`). }];
  let parameters = (ins "::mlir::Type":$pointeeType);
  let genVerifyDecl = 1;
}

def CudaTile_TileType : CudaTile_Type<"Tile", "tile", [ShapedTypeInterface]> {
  let summary = "a tile: static power-of-two shape, number or pointer elements";
  let description = [{
    `tile<4x8xf32>`, `tile<f32>` (rank 0: a scalar), `tile<128xptr<f16>>`.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape, "::mlir::Type":$elementType);
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::llvm::ArrayRef<int64_t>":$shape, "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), shape, elementType);
    }]>
  ];
  let extraClassDeclaration = [{
    bool hasRank() const { return true; }
    TileType cloneWith(std::optional<::llvm::ArrayRef<int64_t>> shape, ::mlir::Type elementType) const {
      return TileType::get(shape.value_or(getShape()), elementType);
    }
  }];
}

def CudaTile_TokenType : CudaTile_Type<"Token", "token"> {
  let summary = "memory-ordering token; carries no data";
}

def CudaTile_TensorViewType : CudaTile_Type<"TensorView", "tensor_view"> {
  let summary = "a strided tensor in global memory";
  let description = [{
    `tensor_view<512x1024xf16, strides=[1024,1]>`; extents and strides may be
    dynamic (`?`, stored as `ShapedType::kDynamic`); a rank-0 view has no strides.
  }];
  let parameters = (ins "::mlir::Type":$elementType, ArrayRefParameter<"int64_t">:$shape,
                        ArrayRefParameter<"int64_t">:$strides);
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
    /// Number of `?` extents plus `?` strides.
    unsigned getNumDynamicShape() const;
    unsigned getNumDynamicStrides() const;
  }];
}

def CudaTile_PaddingValueParam : AttrOrTypeParameter<"std::optional<::mlir::cuda_tile::PaddingValue>", ""> {
  let defaultValue = "std::nullopt";
}

// The grid views (13.3 addendum §1.2): equal power-of-two tiles laid over a
// tensor_view; index rank = tile rank = tensor rank.
def CudaTile_TileViewTypeInterface : TypeInterface<"TileViewTypeInterface"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = [{
    A view whose accesses load and store one tile of a tensor_view:
    partition_view, strided_view, gather_scatter_view.
  }];
  // The view types are defined after the interface: methods return them as
  // ::mlir::Type, and the typed accessors are defined in CudaTileTypes.cpp.
  let methods = [
    InterfaceMethod<"The extents of one tile.", "::llvm::ArrayRef<int64_t>", "getTileShape">,
    InterfaceMethod<"The tensor_view the tiles lie over.", "::mlir::Type", "getTensorViewType", (ins),
                    [{ return $_type.getTensorView(); }]>,
    InterfaceMethod<"What a load reads outside the tensor, if said.",
                    "std::optional<::mlir::cuda_tile::PaddingValue>", "getPaddingValue">
  ];
  let extraClassDeclaration = [{
    ::mlir::cuda_tile::TensorViewType getTensorView() const;
    /// The tile one access loads or stores.
    ::mlir::cuda_tile::TileType getTileType() const;
  }];
}

def CudaTile_PartitionViewType : CudaTile_Type<"PartitionView", "partition_view", [CudaTile_TileViewTypeInterface]> {
  let summary = "a grid of equal tiles laid over a tensor_view";
  let description = [{
    `partition_view<tile=(64x64), tensor_view<...>>`, optionally with
    `padding_value = zero|neg_zero|nan|pos_inf|neg_inf` (written before the
    tensor_view) and `dim_map=[...]` (after it). `dim_map[i]` is the tensor
    dimension tile dimension `i` runs along; empty means the identity.
    Index `i` of an access steps along tile dimension `i`: the index space
    has extent ceil(tensor extent[dim_map[i]] / tile[i]) in position `i`.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape, "TensorViewType":$tensorView,
                        CudaTile_PaddingValueParam:$paddingValue,
                        ArrayRefParameter<"int64_t">:$dimMap);
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Tensor dimension that tile dimension `i` runs along.
    int64_t getMappedDim(unsigned i) const { return getDimMap().empty() ? i : getDimMap()[i]; }
    /// The tile this view loads and stores, as a tile type.
    TileType getTileType() const { return TileType::get(getTileShape(), getTensorView().getElementType()); }
  }];
}

def CudaTile_StridedViewType : CudaTile_Type<"StridedView", "strided_view", [CudaTile_TileViewTypeInterface]> {
  let summary = "a grid of equal tiles whose origins step by chosen strides (13.3)";
  let description = [{
    `strided_view<tile=(4x4), traversal_strides=[2,6], tensor_view<...>>`,
    optionally with a padding value (before the tensor_view) and a dim_map
    (after it), as partition_view. Tile `idx` starts at `idx[i] * stride[i]`
    along tensor dimension `dim_map[i]`: strides below the tile extent
    overlap, above it leave gaps. The index space has extent
    ceil(tensor extent[dim_map[i]] / stride[i]) in position `i`.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape, ArrayRefParameter<"int64_t">:$traversalStrides,
                        "TensorViewType":$tensorView, CudaTile_PaddingValueParam:$paddingValue,
                        ArrayRefParameter<"int64_t">:$dimMap);
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getMappedDim(unsigned i) const { return getDimMap().empty() ? i : getDimMap()[i]; }
    TileType getTileType() const { return TileType::get(getTileShape(), getTensorView().getElementType()); }
  }];
}

def CudaTile_GatherScatterViewType : CudaTile_Type<"GatherScatterView", "gather_scatter_view",
                                                   [CudaTile_TileViewTypeInterface]> {
  let summary = "tiles whose rows along one dimension are listed per access (13.3)";
  let description = [{
    `gather_scatter_view<tile=(4x32), tensor_view<1000x64xbf16, strides=[64,1]>, sparse_dim=0>`,
    optionally with a padding value before the tensor_view. An access gives,
    in position `sparse_dim`, a rank-1 tile of tensor coordinates (one per
    tile row along that dimension) and rank-0 tile indices elsewhere.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape, "TensorViewType":$tensorView,
                        CudaTile_PaddingValueParam:$paddingValue, "unsigned":$sparseDim);
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    TileType getTileType() const { return TileType::get(getTileShape(), getTensorView().getElementType()); }
  }];
}

def CudaTile_AnyTile : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">, "tile", "::mlir::cuda_tile::TileType">;

def CudaTile_FloatTile : Type<CPred<"::mlir::cuda_tile::isFloatTile($_self)">,
                               "tile<f16 | bf16 | f32 | f64>", "::mlir::cuda_tile::TileType">;
def CudaTile_IntTile : Type<CPred<"::mlir::cuda_tile::isIntTile($_self)">,
                             "tile<i1 | i8 | i16 | i32 | i64>", "::mlir::cuda_tile::TileType">;

def CudaTile_ScalarTile : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                                    CPred<"::llvm::cast<::mlir::cuda_tile::TileType>($_self).getShape().empty()">]>,
                               "rank-0 tile", "::mlir::cuda_tile::TileType">;
def CudaTile_ScalarIntTile : Type<And<[CudaTile_ScalarTile.predicate, CudaTile_IntTile.predicate]>,
                                  "rank-0 integer tile", "::mlir::cuda_tile::TileType">;
def CudaTile_ScalarPtrTile : Type<And<[CudaTile_ScalarTile.predicate,
                                       CPred<"::llvm::isa<::mlir::cuda_tile::PointerType>(::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType())">]>,
                                  "rank-0 pointer tile", "::mlir::cuda_tile::TileType">;

def CudaTile_Token : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TokenType>($_self)">, "token", "::mlir::cuda_tile::TokenType"> {
  let builderCall = "::mlir::cuda_tile::TokenType::get($_builder.getContext())";
}
def CudaTile_TensorView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TensorViewType>($_self)">, "tensor_view", "::mlir::cuda_tile::TensorViewType">;
def CudaTile_PartitionView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::PartitionViewType>($_self)">, "partition_view", "::mlir::cuda_tile::PartitionViewType">;
def CudaTile_StridedView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::StridedViewType>($_self)">, "strided_view", "::mlir::cuda_tile::StridedViewType">;
def CudaTile_GatherScatterView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::GatherScatterViewType>($_self)">, "gather_scatter_view", "::mlir::cuda_tile::GatherScatterViewType">;
def CudaTile_TileView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TileViewTypeInterface>($_self)">,
                             "partition_view, strided_view or gather_scatter_view",
                             "::mlir::cuda_tile::TileViewTypeInterface">;

#endif
