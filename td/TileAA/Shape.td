#ifndef TILEAA_SHAPE_TD
#define TILEAA_SHAPE_TD

include "TileAA/OpBase.td"

// What a tile holds, and what a rank-0 tile is: integers, floats, indices and
// pointers.
def TileAA_ScalarLike : Type<CPred<"::llvm::isa<::mlir::IntegerType, ::mlir::FloatType, ::mlir::IndexType, "
                                   "::mlir::nv_tileaa::PointerType>($_self)">,
                             "integer, float, index or pointer scalar">;
def TileAA_TileOrScalar : AnyTypeOf<[TileAA_RankedTensor, TileAA_ScalarLike]>;

def TileAA_SplatOp : TileAA_Op<"splat", [Pure]> {
  let summary = "a tile with every element equal to one scalar";
  let description = [{
    `%t = nv_tileaa.splat %s : f32 -> tensor<4x8xf32>`. The result's element
    type is the scalar's type. A splat of a constant canonicalizes to a dense
    `arith.constant`.
  }];
  let arguments = (ins TileAA_ScalarLike:$source);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` qualified(type($source)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def TileAA_BroadcastOp : TileAA_Op<"broadcast", [Pure, SameOperandsAndResultElementType]> {
  let summary = "repeat a tile along its size-one axes";
  let description = [{
    `%r = nv_tileaa.broadcast %x : tensor<1x8xf32> -> tensor<4x8xf32>`. The
    rank is kept (expand_dims adds axes); each axis of extent 1 is stretched to
    the result's extent by repetition, every other axis keeps its extent.
  }];
  let arguments = (ins TileAA_RankedTensor:$source);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` qualified(type($source)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def TileAA_ExpandDimsOp : TileAA_Op<"expand_dims", [Pure, SameOperandsAndResultElementType]> {
  let summary = "insert size-one axes";
  let description = [{
    `%r = nv_tileaa.expand_dims %x [0, 2] : tensor<4x8xf32> -> tensor<1x4x1x8xf32>`.
    `axes` (strictly increasing, at least one) are positions in the result,
    where axes of extent 1 are inserted; the other result axes are the
    source's, in order. Elements are unchanged.
  }];
  let arguments = (ins TileAA_RankedTensor:$source, DenseI64ArrayAttr:$axes);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$source $axes attr-dict `:` qualified(type($source)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAA_ExtractOp : TileAA_Op<"extract", [Pure]> {
  let summary = "take the sub-tile at fixed leading indices";
  let description = [{
    `%r = nv_tileaa.extract %t[%i] : tensor<4x8xf32> -> tensor<8xf32>`. The
    indices (at least one, at most the rank) fix the leading axes, which are
    removed: the result is `t[i, :]`, with the remaining axes; indexing every
    axis gives a scalar of the element type (a rank-0 tile). An index outside
    its axis is undefined behaviour.
  }];
  let arguments = (ins TileAA_RankedTensor:$source, Variadic<Index>:$indices);
  let results = (outs TileAA_TileOrScalar:$result);
  let assemblyFormat = "$source `[` $indices `]` attr-dict `:` qualified(type($source)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAA_ExtractSliceOp : TileAA_Op<"extract_slice", [Pure]> {
  let summary = "take a contiguous sub-tile at element offsets";
  let description = [{
    `%r = nv_tileaa.extract_slice %t[%i, %j] : tensor<32x64xf32> -> tensor<8x16xf32>`.
    One element offset per axis; the result's shape is the slice's and its rank
    is the source's: `r[e] = t[offsets + e]`. A slice that leaves the source is
    undefined behaviour.
  }];
  let arguments = (ins TileAA_RankedTensor:$source, Variadic<Index>:$offsets);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$source `[` $offsets `]` attr-dict `:` qualified(type($source)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAA_ViewOp : TileAA_Op<"view", [Pure, SameOperandsAndResultElementType]> {
  let summary = "reinterpret a tile's shape, keeping its elements";
  let description = [{
    `%r = nv_tileaa.view %x : tensor<8x4xf32> -> tensor<2x16xf32>`. The
    elements in row-major order are the same; the element count is kept.
  }];
  let arguments = (ins TileAA_RankedTensor:$source);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` qualified(type($source)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def TileAA_CatOp : TileAA_Op<"cat", [Pure]> {
  let summary = "concatenate tiles along one axis";
  let description = [{
    `%r = nv_tileaa.cat %a, %b dim = 1 : tensor<2x4xf32>, tensor<2x8xf32> -> tensor<2x12xf32>`.
    At least two operands, of one rank and element type, agreeing in every
    axis but `dim`, where the result's extent is the sum of theirs; operands
    come in order.
  }];
  let arguments = (ins Variadic<TileAA_RankedTensor>:$inputs, I64Attr:$dim);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = [{
    $inputs `dim` `=` $dim attr-dict `:` qualified(type($inputs)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TileAA_PermuteOp : TileAA_Op<"permute", [Pure, SameOperandsAndResultElementType]> {
  let summary = "permute the axes of a tile";
  let description = [{
    `%r = nv_tileaa.permute %x [2, 0, 1] : tensor<2x4x8xf16> -> tensor<8x2x4xf16>`:
    result axis `i` is source axis `permutation[i]`.
  }];
  let arguments = (ins TileAA_RankedTensor:$source, DenseI64ArrayAttr:$permutation);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$source $permutation attr-dict `:` qualified(type($source)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def TileAA_MakeRangeOp : TileAA_Op<"make_range", [Pure]> {
  let summary = "the 1-d tile start, start + 1, ..., end - 1";
  let description = [{
    `%r = nv_tileaa.make_range 0 to 128 : tensor<128xi32>`. The result has
    `end - start` (at least one) integer or index elements, each representable
    as a signed value of the element type.
  }];
  let arguments = (ins I64Attr:$start, I64Attr:$end);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$start `to` $end attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def TileAA_GenerateOp : TileAA_Op<"generate", [RecursiveMemoryEffects, SingleBlock]> {
  let summary = "a tile whose elements a region computes from their indices";
  let description = [{
    ```
    %r = nv_tileaa.generate : tensor<4x8xf32> {
    ^bb0(%i: index, %j: index):
      ...
      nv_tileaa.yield %v : f32
    }
    ```
    The body has one `index` argument per axis of the result and yields the
    element at those indices, of the element type. It may use values defined
    above it.
  }];
  let regions = (region SizedRegion<1>:$body);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "attr-dict `:` type($result) $body";
  let hasRegionVerifier = 1;
}

def TileAA_BlockTileOp : TileAA_Op<"block_tile", [Pure, SameOperandsAndResultElementType]> {
  let summary = "split every axis of a tile into blocks";
  let description = [{
    `%r = nv_tileaa.block_tile %x [16, 32] : tensor<64x64xf16> -> tensor<4x2x16x32xf16>`.
    `block` has one positive extent per axis, dividing it; the result indexes
    blocks first, then the element within the block:
    `r[b_0, ..., b_n, e_0, ..., e_n] = x[b_0 * block_0 + e_0, ..., b_n * block_n + e_n]`.
    Elements are unchanged; the blocking is kept as a fact for layout choice.
  }];
  let arguments = (ins TileAA_RankedTensor:$source, DenseI64ArrayAttr:$block);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$source $block attr-dict `:` qualified(type($source)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAA_ConvTileOp : TileAA_Op<"conv_tile", [Pure, SameOperandsAndResultElementType]> {
  let summary = "the patch (im2col) tile of a convolution's activations";
  let description = [{
    ```
    %cols = nv_tileaa.conv_tile %x window [3, 3] strides [1, 1] dilations [1, 1]
              padding [1, 1, 1, 1] : tensor<1x8x8x16xf16> -> tensor<64x144xf16>
    ```
    The activation tile is laid out `[N, spatial..., C]` (1 to 3 spatial
    axes), or `[N, C, spatial...]` with `channels_first`. `window`, `strides`
    and `dilations` (positive) have one entry per spatial axis, `padding`
    (non-negative) a low and a high entry per spatial axis, in axis order. The
    output extent of spatial axis `i` is
    `(in_i + lo_i + hi_i - dilations_i * (window_i - 1) - 1) / strides_i + 1`
    (at least 1). The result is the GEMM operand `[N * prod(out), prod(window) * C]`:
    row `(n, o...)` (row-major), column `(w..., c)` (row-major) holds
    `x[n, o * strides + w * dilations - lo, c]`, zero in the padding.
  }];
  let arguments = (ins TileAA_RankedTensor:$source, DenseI64ArrayAttr:$window, DenseI64ArrayAttr:$strides,
                       DenseI64ArrayAttr:$dilations, DenseI64ArrayAttr:$padding, UnitAttr:$channels_first);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = [{
    $source `window` $window `strides` $strides `dilations` $dilations `padding` $padding
    (`channels_first` $channels_first^)? attr-dict `:` qualified(type($source)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TileAA_GetDimSizeOp : TileAA_Op<"get_dim_size", [Pure]> {
  let summary = "the extent of one axis of a memref";
  let description = [{
    `%n = nv_tileaa.get_dim_size %m, 0 : !nv_tileaa.memref<?x32xf32, 1>`: the
    extent of axis `dim` (below the rank), as `index`; a dynamic extent is the
    size given to make_memref.
  }];
  let arguments = (ins TileAA_MemRef:$memref, I64Attr:$dim);
  let results = (outs Index:$result);
  let assemblyFormat = "$memref `,` $dim attr-dict `:` qualified(type($memref))";
  let hasVerifier = 1;
}

#endif
