#ifndef TILEAA_ARITH_TD
#define TILEAA_ARITH_TD

include "TileAA/OpBase.td"

class TileAA_FloatBinaryOp<string mnemonic, list<Trait> traits = []>
    : TileAA_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])> {
  let arguments = (ins TileAA_FloatLike:$lhs, TileAA_FloatLike:$rhs,
                       OptionalAttr<TileAA_RoundingModeAttr>:$rounding, UnitAttr:$flush_to_zero);
  let results = (outs TileAA_FloatLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def TileAA_AddFOp : TileAA_FloatBinaryOp<"addf", [Commutative]> {
  let summary = "element-wise float addition with rounding mode and flush-to-zero";
  let description = [{
    `%c = nv_tileaa.addf %a, %b {rounding = #nv_tileaa.rounding<zero>} : tensor<1024xf32>`.
    Without `rounding`, round to nearest even.
  }];
}

#endif
