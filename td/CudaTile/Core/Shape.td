#ifndef CUDA_TILE_CORE_SHAPE_TD
#define CUDA_TILE_CORE_SHAPE_TD

// Core ops: tile shape and construction: broadcast, cat, extract, permute, reshape, pack, unpack, iota, offset, select.

include "CudaTile/OpBase.td"

// A tile whose element type is one of `elems` (MLIR type constraints); the
// Compare and Matrix ops use it too.
class CudaTile_TileOf<list<Type> elems, string desc>
    : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                SubstLeaves<"$_self", "::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType()",
                            AnyTypeOf<elems>.predicate>]>,
           desc, "::mlir::cuda_tile::TileType">;

def CudaTile_I1Tile : CudaTile_TileOf<[I1], "tile<i1>">;
def CudaTile_I8Tile : CudaTile_TileOf<[I8], "tile<i8>">;

def CudaTile_NumberTile : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                                    CPred<"::mlir::cuda_tile::isTileNumberType(::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType())">]>,
                               "tile of numbers", "::mlir::cuda_tile::TileType">;

def CudaTile_PtrTile : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                                 CPred<"::llvm::isa<::mlir::cuda_tile::PointerType>(::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType())">]>,
                            "tile of pointers", "::mlir::cuda_tile::TileType">;

// Buildable, so that `extract %t[%i, %j]` needs no index types in its syntax.
def CudaTile_I32ScalarTile : Type<CPred<"$_self == ::mlir::cuda_tile::TileType::get({}, ::mlir::IntegerType::get($_self.getContext(), 32))">,
                                  "tile<i32>", "::mlir::cuda_tile::TileType"> {
  let builderCall = "::mlir::cuda_tile::TileType::get({}, $_builder.getI32Type())";
}

def CudaTile_BroadcastOp : CudaTile_Op<"broadcast", [
    Pure, SameOperandsAndResultElementType, AllRanksMatch<["source", "result"]>, CudaTile_NamedResults]> {
  let summary = "broadcast a tile to a larger shape";
  let description = [{
    `broadcast %x : tile<1x4xf32> -> tile<8x4xf32>`. Each dimension of size 1
    in the source is stretched to the result's extent by copying; every other
    dimension keeps its extent. The rank does not change (reshape first).
  }];
  let arguments = (ins CudaTile_AnyTile:$source);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_CatOp : CudaTile_Op<"cat", [
    Pure, AllElementTypesMatch<["lhs", "rhs", "result"]>, AllRanksMatch<["lhs", "rhs", "result"]>]> {
  let summary = "concatenate two tiles along a dimension";
  let description = [{
    `cat %a, %b dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>`. The
    operands agree in every dimension but `dim`, where the result's extent is
    the sum of theirs; `lhs` comes first.
  }];
  let arguments = (ins CudaTile_AnyTile:$lhs, CudaTile_AnyTile:$rhs, I64Attr:$dim);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim attr-dict `:` custom<CudaTileType>(type($lhs)) `,`
    custom<CudaTileType>(type($rhs)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtractOp : CudaTile_Op<"extract", [Pure, AllRanksMatch<["source", "result"]>]> {
  let summary = "extract a slice of a tile";
  let description = [{
    `extract %t[%i, %j] : tile<32x8xf32> -> tile<4x2xf32>`. The result's extents
    divide the source's; the source is cut into slices of the result's shape and
    the indices (one `tile<i32>` per dimension, read as unsigned) number the
    slice taken, not an element offset. An index past the last slice is
    undefined behaviour.
  }];
  let arguments = (ins CudaTile_AnyTile:$source, Variadic<CudaTile_I32ScalarTile>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_IotaOp : CudaTile_Op<"iota", [Pure]> {
  let summary = "the 1-d tile 0, 1, ..., n-1";
  let description = [{
    `iota : tile<128xi32>`. The values are read as unsigned; the number of
    elements may not exceed the largest value of the element type.
  }];
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_OffsetOp : CudaTile_Op<"offset", [
    Pure, Elementwise, SameOperandsAndResultShape, AllTypesMatch<["result", "ptr"]>]> {
  let summary = "advance a tile of pointers";
  let description = [{
    `offset %p, %o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>`:
    element-wise `ptr + offset * sizeof(pointee)`, the pointer read as unsigned
    and the offset as signed; a wrapping multiplication (signed) or addition
    (unsigned) is undefined.
  }];
  let arguments = (ins CudaTile_PtrTile:$ptr, CudaTile_IntTile:$offset);
  let results = (outs CudaTile_PtrTile:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` custom<CudaTileType>(type($ptr)) `,` custom<CudaTileType>(type($offset))
    `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_PackOp : CudaTile_Op<"pack", [Pure, AllRanksMatch<["source", "result"]>]> {
  let summary = "reinterpret a 1-d tile as bytes";
  let description = [{
    `pack %x : tile<64xf16> -> tile<128xi8>`. Bits are unchanged: the whole
    rank-1 source is read as a byte array of the same size. Sub-byte elements
    (i1, i4, f4E2M1FN) are packed densely, element 0 in the lowest bits; the
    source's elements are not bytes already.
  }];
  let arguments = (ins CudaTile_NumberTile:$source);
  let results = (outs CudaTile_I8Tile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_PermuteOp : CudaTile_Op<"permute", [
    Pure, SameOperandsAndResultElementType, AllRanksMatch<["source", "result"]>]> {
  let summary = "permute the dimensions of a tile";
  let description = [{
    `permute %x [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>`: result
    dimension `i` is source dimension `permutation[i]`.
  }];
  let arguments = (ins CudaTile_AnyTile:$source, DenseI32ArrayAttr:$permutation);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ReshapeOp : CudaTile_Op<"reshape", [Pure, SameOperandsAndResultElementType,
                                                  CudaTile_NamedResults]> {
  let summary = "give a tile another shape with the same elements";
  let description = [{
    `reshape %x : tile<8x2xf32> -> tile<2x2x4x1xf32>`: the elements in row-major
    order are the same; the number of elements is kept (a rank-0 tile has one).
  }];
  let arguments = (ins CudaTile_AnyTile:$source);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_SelectOp : CudaTile_Op<"select", [
    Pure, Elementwise, AllTypesMatch<["val_if_true", "val_if_false", "result"]>,
    AllShapesMatch<["cond", "val_if_true", "val_if_false", "result"]>]> {
  let summary = "element-wise choice between two tiles";
  let description = [{
    `select %c, %a, %b : tile<4xi1>, tile<4xf32>`: `%a` where `%c` is 1, `%b`
    where it is 0; all tiles have one shape.
  }];
  let arguments = (ins CudaTile_I1Tile:$cond, CudaTile_AnyTile:$val_if_true, CudaTile_AnyTile:$val_if_false);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $cond `,` $val_if_true `,` $val_if_false attr-dict `:` custom<CudaTileType>(type($cond)) `,`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def CudaTile_UnpackOp : CudaTile_Op<"unpack", [Pure, AllRanksMatch<["source", "result"]>]> {
  let summary = "reinterpret a 1-d byte tile as numbers";
  let description = [{
    `unpack %x : tile<64xi8> -> tile<32xf16>`: the inverse of pack; the bytes
    of the rank-1 source are read as the rank-1 result, whose elements are not
    bytes already.
  }];
  let arguments = (ins CudaTile_I8Tile:$source);
  let results = (outs CudaTile_NumberTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif
