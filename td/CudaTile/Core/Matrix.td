#ifndef CUDA_TILE_CORE_MATRIX_TD
#define CUDA_TILE_CORE_MATRIX_TD

// Core ops: matrix multiply-accumulate: mmaf, mmai, and 13.3's mmaf_scaled.

include "CudaTile/OpBase.td"
include "CudaTile/Core/Shape.td" // CudaTile_TileOf

def CudaTile_MmaFInputTile : CudaTile_TileOf<[F16, BF16, F32, F64, TF32, F8E4M3FN, F8E5M2],
                                             "tile<f16 | bf16 | f32 | f64 | tf32 | f8E4M3FN | f8E5M2>">;
def CudaTile_MmaFAccTile : CudaTile_TileOf<[F16, F32, F64], "tile<f16 | f32 | f64>">;
def CudaTile_I32Tile : CudaTile_TileOf<[I32], "tile<i32>">;
def CudaTile_MmaFScaledInputTile : CudaTile_TileOf<[F8E4M3FN, F8E5M2, F4E2M1FN], "tile<f8E4M3FN | f8E5M2 | f4E2M1FN>">;
def CudaTile_MmaFScaledScaleTile : CudaTile_TileOf<[F8E8M0FNU, F8E4M3FN], "tile<f8E8M0FNU | f8E4M3FN>">;
def CudaTile_F32Tile : CudaTile_TileOf<[F32], "tile<f32>">;

// Shapes are M x K, K x N, M x N, or the same with a leading batch dimension;
// the result is the accumulator's type.
class CudaTile_MmaOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat(traits, [
        Pure, AllElementTypesMatch<["lhs", "rhs"]>, AllRanksMatch<["lhs", "rhs", "acc"]>,
        AllTypesMatch<["acc", "result"]>])> {
  let hasVerifier = 1;
}

def CudaTile_MmaFOp : CudaTile_MmaOp<"mmaf"> {
  let summary = "floating-point matrix multiply-accumulate";
  let description = [{
    `mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>`:
    `result[i, j] = sum_k a[i, k] * b[k, j] + c[i, j]`, per batch for 3-d tiles.
    Input element type -> accumulator/result element types: f8E4M3FN, f8E5M2,
    f16 -> f16 or f32; bf16, tf32, f32 -> f32; f64 -> f64. `fast_acc` lets
    the implementation accumulate with less precision.
  }];
  let arguments = (ins CudaTile_MmaFInputTile:$lhs, CudaTile_MmaFInputTile:$rhs, CudaTile_MmaFAccTile:$acc,
                       UnitAttr:$fast_acc);
  let results = (outs CudaTile_MmaFAccTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict `:` custom<CudaTileType>(type($lhs)) `,`
    custom<CudaTileType>(type($rhs)) `,` custom<CudaTileType>(type($acc))
  }];
}

def CudaTile_MmaIOp : CudaTile_MmaOp<"mmai"> {
  let summary = "integer matrix multiply-accumulate";
  let description = [{
    `mmai %a, %b, %c signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>`:
    `result[i, j] = sum_k a[i, k] * b[k, j] + c[i, j]`, per batch for 3-d tiles;
    i8 inputs read with their own signedness, i32 accumulator and result
    read as signed.
  }];
  let arguments = (ins CudaTile_I8Tile:$lhs, CudaTile_I8Tile:$rhs, CudaTile_I32Tile:$acc,
                       CudaTile_SignednessAttr:$signedness_lhs, CudaTile_SignednessAttr:$signedness_rhs);
  let results = (outs CudaTile_I32Tile:$result);
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_MmaFScaledOp : CudaTile_MmaOp<"mmaf_scaled", [
    AllElementTypesMatch<["lhs_scale", "rhs_scale"]>,
    AllRanksMatch<["lhs", "rhs", "acc", "lhs_scale", "rhs_scale"]>]> {
  let summary = "block-scaled floating-point matrix multiply-accumulate (13.3)";
  let description = [{
    Added in CUDA Tile IR 13.3; the 13.2 chapter does not describe it.

    `mmaf_scaled %a, %b, %c, %sa, %sb : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>`:
    `result[i, j] = sum_k a[i, k] * sa[i, k / V] * b[k, j] * sb[k / V, j] + c[i, j]`,
    per batch for 3-d tiles. Every V consecutive elements along K share one
    scale factor: `a` is M x K, `b` K x N, `c` and the result M x N, `sa`
    M x K/V and `sb` K/V x N (all with one leading batch dimension, or none).
    `a` and `b` hold one element type, the two scales another; the
    accumulator is f32. The formats and their vector sizes V:
    f8E4M3FN or f8E5M2 inputs with f8E8M0FNU scales (MX-FP8): V = 32;
    f4E2M1FN inputs with f8E8M0FNU scales (MX-FP4): V = 32 or 16;
    f4E2M1FN inputs with f8E4M3FN scales (NV-FP4): V = 16.
  }];
  let arguments = (ins CudaTile_MmaFScaledInputTile:$lhs, CudaTile_MmaFScaledInputTile:$rhs,
                       CudaTile_F32Tile:$acc, CudaTile_MmaFScaledScaleTile:$lhs_scale,
                       CudaTile_MmaFScaledScaleTile:$rhs_scale);
  let results = (outs CudaTile_F32Tile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:` custom<CudaTileType>(type($lhs)) `,`
    custom<CudaTileType>(type($rhs)) `,` custom<CudaTileType>(type($acc)) `,`
    custom<CudaTileType>(type($lhs_scale)) `,` custom<CudaTileType>(type($rhs_scale))
  }];
}

#endif
