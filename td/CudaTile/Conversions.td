#ifndef CUDA_TILE_CONVERSIONS_TD
#define CUDA_TILE_CONVERSIONS_TD

include "CudaTile/OpBase.td"

// The integer tiles of the 13.2 chapter plus i4 (13.3), which NVIDIA's tools
// accept in trunci and exti: packed 4-bit data is widened or narrowed here.
def CudaTile_ConvIntTile : Type<CPred<"isConvIntTile($_self)">, "tile<i1 | i4 | i8 | i16 | i32 | i64>",
                                "::mlir::cuda_tile::TileType">;
// Every floating-point element type a tile may hold, 8- and 4-bit ones included.
def CudaTile_AnyFloatTile : Type<CPred<"isAnyFloatTile($_self)">,
    "tile<f16 | bf16 | f32 | tf32 | f64 | f8E4M3FN | f8E5M2 | f8E8M0FNU | f4E2M1FN>",
    "::mlir::cuda_tile::TileType">;
def CudaTile_NumberTile : Type<CPred<"isTileNumberTile($_self)">, "tile of numbers (not pointers)",
                               "::mlir::cuda_tile::TileType">;
def CudaTile_PtrTile : Type<CPred<"isPtrTile($_self)">, "tile<ptr<...>>", "::mlir::cuda_tile::TileType">;
def CudaTile_I64Tile : Type<CPred<"isI64Tile($_self)">, "tile<i64>", "::mlir::cuda_tile::TileType">;

// A conversion keeps the shape and changes the element type, so both types
// are written: `%x : tile<4xi16> -> tile<4xi8>`.
class CudaTile_ConvOp<string mnemonic, Type from, Type to>
    : CudaTile_Op<mnemonic, [Pure, AllShapesMatch<["source", "result"]>]> {
  let arguments = (ins from:$source);
  let results = (outs to:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_BitcastOp : CudaTile_ConvOp<"bitcast", CudaTile_NumberTile, CudaTile_NumberTile> {
  let summary = "reinterpret the bits of a tile as another element type of the same width";
  let description = [{
    `bitcast %x : tile<4xi32> -> tile<4xf32>`. Pointers are cast with
    `int_to_ptr` / `ptr_to_int` / `ptr_to_ptr` instead.
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtIOp : CudaTile_Op<"exti", [Pure, AllShapesMatch<["from", "result"]>]> {
  let summary = "widen the integers of a tile";
  let description = [{
    `exti %x signed : tile<4xi8> -> tile<4xi32>` (sign extension),
    `exti %x unsigned : tile<i4> -> tile<i16>` (zero extension). The result
    element type must be strictly wider.
  }];
  let arguments = (ins CudaTile_ConvIntTile:$from, CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_ConvIntTile:$result);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($from)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_FToFOp : CudaTile_Op<"ftof", [Pure, AllShapesMatch<["from", "result"]>]> {
  let summary = "convert between floating-point element types";
  let description = [{
    `ftof %x : tile<4xf32> -> tile<4xf16>`,
    `ftof %x rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>`.
    The element types must differ. Rounds to nearest even (the default, not
    printed), except towards f8E8M0FNU, which takes `rounding<zero>` or
    `rounding<positive_inf>`.
  }];
  let arguments = (ins CudaTile_AnyFloatTile:$from,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr, "RoundingMode::nearest_even">:$rounding_mode);
  let results = (outs CudaTile_AnyFloatTile:$result);
  let assemblyFormat = [{
    $from custom<RoundingModifierDefaultNearestEven>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_FToIOp : CudaTile_Op<"ftoi", [Pure, AllShapesMatch<["from", "result"]>]> {
  let summary = "convert floating-point values to integers, rounding towards zero";
  let description = [{
    `ftoi %x signed : tile<4xf32> -> tile<4xi32>`, from any float element type
    (`tile<4xf8E4M3FN>`, `tile<4xtf32>`, ...). Only
    `rounding<nearest_int_to_zero>` (the default, not printed) is accepted;
    out-of-range values saturate and NaN becomes 0.
  }];
  let arguments = (ins CudaTile_AnyFloatTile:$from, CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr, "RoundingMode::nearest_int_to_zero">:$rounding_mode);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) custom<RoundingModifierDefaultNearestIntToZero>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_IToFOp : CudaTile_Op<"itof", [Pure, AllShapesMatch<["from", "result"]>]> {
  let summary = "convert integers to floating-point values";
  let description = [{
    `itof %x unsigned : tile<2x2xi32> -> tile<2x2xf32>`, to any float element
    type but f8E8M0FNU (rejected since 13.3). Only `rounding<nearest_even>`
    (the default, not printed) is accepted.
  }];
  let arguments = (ins CudaTile_IntTile:$from, CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr, "RoundingMode::nearest_even">:$rounding_mode);
  let results = (outs CudaTile_AnyFloatTile:$result);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) custom<RoundingModifierDefaultNearestEven>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_IntToPtrOp : CudaTile_ConvOp<"int_to_ptr", CudaTile_I64Tile, CudaTile_PtrTile> {
  let summary = "turn unsigned 64-bit integers into pointers";
  let description = [{ `int_to_ptr %x : tile<4xi64> -> tile<4xptr<f32>>`; the inverse of `ptr_to_int`. }];
}

def CudaTile_PtrToIntOp : CudaTile_ConvOp<"ptr_to_int", CudaTile_PtrTile, CudaTile_I64Tile> {
  let summary = "turn pointers into unsigned 64-bit integers";
  let description = [{ `ptr_to_int %p : tile<4xptr<f32>> -> tile<4xi64>`; the inverse of `int_to_ptr`. }];
}

def CudaTile_PtrToPtrOp : CudaTile_ConvOp<"ptr_to_ptr", CudaTile_PtrTile, CudaTile_PtrTile> {
  let summary = "reinterpret pointers as pointers to another element type";
  let description = [{ `ptr_to_ptr %p : tile<4xptr<f32>> -> tile<4xptr<i8>>`. }];
}

def CudaTile_TruncIOp : CudaTile_Op<"trunci", [Pure, AllShapesMatch<["from", "result"]>]> {
  let summary = "narrow the integers of a tile";
  let description = [{
    `trunci %x : tile<i16> -> tile<i8>`, `trunci %x overflow<no_wrap> : tile<i16> -> tile<i4>`.
    The result element type must be strictly narrower. `overflow<no_signed_wrap>`
    promises the dropped bits all equal the result's sign bit,
    `overflow<no_unsigned_wrap>` that they are zero; `overflow<none>` is the
    default and is not printed.
  }];
  let arguments = (ins CudaTile_ConvIntTile:$from,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr, "IntegerOverflow::none">:$overflow);
  let results = (outs CudaTile_ConvIntTile:$result);
  let assemblyFormat = [{
    $from (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($from)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif
