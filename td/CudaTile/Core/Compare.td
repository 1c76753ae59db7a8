#ifndef CUDA_TILE_CORE_COMPARE_TD
#define CUDA_TILE_CORE_COMPARE_TD

// Core ops: comparisons: cmpf, cmpi.

include "CudaTile/OpBase.td"
include "CudaTile/Core/Shape.td" // CudaTile_I1Tile

// Both comparisons give an i1 tile of the operands' shape, so their result
// type is inferred from `lhs` (ODS adds InferTypeOpInterface).
class CudaTile_CompareOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat(traits, [
        Pure, Elementwise, SameTypeOperands,
        TypesMatchWith<"result is an i1 tile of the operands' shape", "lhs", "result",
                       "::mlir::cuda_tile::TileType::get(::llvm::cast<::mlir::cuda_tile::TileType>($_self).getShape(), "
                       "::mlir::IntegerType::get($_self.getContext(), 1))">])> {
  let results = (outs CudaTile_I1Tile:$result);
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_CmpFOp : CudaTile_CompareOp<"cmpf"> {
  let summary = "element-wise floating-point comparison";
  let description = [{
    `cmpf less_than unordered %a, %b : tile<2x2xf16> -> tile<2x2xi1>`: 1 where
    `a pred b` holds, else 0. Predicates equal, not_equal, less_than,
    less_than_or_equal, greater_than, greater_than_or_equal; `ordered` is false
    and `unordered` true when either element is NaN. `-> type` may be left out.
  }];
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_ComparisonOrderingAttr:$comparison_ordering,
                       CudaTile_FloatTile:$lhs, CudaTile_FloatTile:$rhs);
}

def CudaTile_CmpIOp : CudaTile_CompareOp<"cmpi"> {
  let summary = "element-wise integer comparison";
  let description = [{
    `cmpi less_than %a, %b, signed : tile<i16> -> tile<i1>`: 1 where `a pred b`
    holds, else 0, the operands read as `signed` or `unsigned` (which does not
    matter for equal and not_equal). `-> type` may be left out.
  }];
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
}

#endif
