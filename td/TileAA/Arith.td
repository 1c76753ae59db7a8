#ifndef TILEAA_ARITH_TD
#define TILEAA_ARITH_TD

include "TileAA/OpBase.td"

// Element-wise tile math. Operands and result have one type: a scalar (a
// rank-0 tile) or a ranked tensor of it; fp_to_fp is the only op that changes
// floating width. `rounding` absent means round to nearest even;
// `flush_to_zero` (f32 only) flushes subnormal inputs and results to
// sign-preserving zero.

def TileAA_IntegerLike : Type<CPred<"::llvm::isa<::mlir::IntegerType>(::mlir::getElementTypeOrSelf($_self)) && (::llvm::isa<::mlir::IntegerType>($_self) || ::llvm::isa<::mlir::RankedTensorType>($_self))">,
                              "integer or ranked tensor of integer">;

class TileAA_FloatOp<string mnemonic, list<Trait> traits = []>
    : TileAA_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType, Elementwise])> {
  let results = (outs TileAA_FloatLike:$result);
  let hasVerifier = 1;
}

class TileAA_FloatBinaryOp<string mnemonic, list<Trait> traits = []> : TileAA_FloatOp<mnemonic, traits> {
  let arguments = (ins TileAA_FloatLike:$lhs, TileAA_FloatLike:$rhs,
                       OptionalAttr<TileAA_RoundingModeAttr>:$rounding, UnitAttr:$flush_to_zero);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def TileAA_AddFOp : TileAA_FloatBinaryOp<"addf", [Commutative]> {
  let summary = "element-wise float addition with rounding mode and flush-to-zero";
  let description = [{
    `%c = nv_tileaa.addf %a, %b {rounding = #nv_tileaa.rounding<zero>} : tensor<1024xf32>`.
    Without `rounding`, round to nearest even.
  }];
}

def TileAA_SubFOp : TileAA_FloatBinaryOp<"subf"> {
  let summary = "element-wise float subtraction with rounding mode and flush-to-zero";
  let description = [{
    `%c = nv_tileaa.subf %a, %b {rounding = #nv_tileaa.rounding<negative_inf>} : tensor<128xf32>`:
    `a - b`, rounded as `rounding` says (nearest even without it).
  }];
}

def TileAA_MulFOp : TileAA_FloatBinaryOp<"mulf", [Commutative]> {
  let summary = "element-wise float multiplication with rounding mode and flush-to-zero";
  let description = [{
    `%c = nv_tileaa.mulf %a, %b {flush_to_zero} : tensor<128xf32>`: `a * b`,
    rounded as `rounding` says (nearest even without it).
  }];
}

def TileAA_DivFOp : TileAA_FloatBinaryOp<"divf"> {
  let summary = "element-wise IEEE float division with rounding mode and flush-to-zero";
  let description = [{
    `%c = nv_tileaa.divf %a, %b {rounding = #nv_tileaa.rounding<zero>} : f32`:
    `a / b`, correctly rounded as `rounding` says (nearest even without it).
  }];
}

def TileAA_FmaOp : TileAA_FloatOp<"fma"> {
  let summary = "element-wise fused multiply-add, rounded once";
  let description = [{
    `%d = nv_tileaa.fma %a, %b, %c {rounding = #nv_tileaa.rounding<positive_inf>} : tensor<64x64xf32>`:
    `a * b + c` computed exactly and rounded once as `rounding` says
    (nearest even without it).
  }];
  let arguments = (ins TileAA_FloatLike:$lhs, TileAA_FloatLike:$rhs, TileAA_FloatLike:$acc,
                       OptionalAttr<TileAA_RoundingModeAttr>:$rounding, UnitAttr:$flush_to_zero);
  let assemblyFormat = "$lhs `,` $rhs `,` $acc attr-dict `:` type($result)";
}

def TileAA_SqrtOp : TileAA_FloatOp<"sqrt"> {
  let summary = "element-wise correctly rounded square root";
  let description = [{
    `%r = nv_tileaa.sqrt %x {rounding = #nv_tileaa.rounding<zero>} : tensor<128xf32>`:
    the square root of `x`, rounded as `rounding` says (nearest even without it).
  }];
  let arguments = (ins TileAA_FloatLike:$operand, OptionalAttr<TileAA_RoundingModeAttr>:$rounding,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

// rsqrt and exp2 are hardware approximations (MUFU): there is no correctly
// rounded result for a rounding mode to select, so they take none.
def TileAA_RsqrtOp : TileAA_FloatOp<"rsqrt"> {
  let summary = "element-wise approximate reciprocal square root";
  let description = [{
    `%r = nv_tileaa.rsqrt %x {flush_to_zero} : tensor<128xf32>`: `1 / sqrt(x)`,
    approximated; no rounding mode.
  }];
  let arguments = (ins TileAA_FloatLike:$operand, UnitAttr:$flush_to_zero);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

def TileAA_Exp2Op : TileAA_FloatOp<"exp2"> {
  let summary = "element-wise approximate base-2 exponential";
  let description = [{
    `%r = nv_tileaa.exp2 %x : tensor<128xf32>`: `2^x`, approximated; no
    rounding mode.
  }];
  let arguments = (ins TileAA_FloatLike:$operand, UnitAttr:$flush_to_zero);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

def TileAA_ClampFOp : TileAA_FloatOp<"clampf"> {
  let summary = "element-wise clamp of a float into [min, max]";
  let description = [{
    `%r = nv_tileaa.clampf %x, %lo, %hi {propagate_nan} : tensor<128xf32>`:
    `min(max(x, lo), hi)`. Without `propagate_nan` a NaN operand loses to the
    other operand of each min/max (IEEE minNum/maxNum); with it, a NaN in any
    operand makes the result NaN. The result is exact, so there is no rounding
    mode.
  }];
  let arguments = (ins TileAA_FloatLike:$operand, TileAA_FloatLike:$min, TileAA_FloatLike:$max,
                       UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero);
  let assemblyFormat = "$operand `,` $min `,` $max attr-dict `:` type($result)";
}

def TileAA_MulHiUIOp : TileAA_Op<"mulhiui", [Pure, Commutative, SameOperandsAndResultType, Elementwise]> {
  let summary = "element-wise unsigned high half of the double-width product";
  let description = [{
    `%h = nv_tileaa.mulhiui %a, %b : tensor<128xi32>`: for N-bit integer
    operands read as unsigned, both are zero-extended to 2N bits, multiplied,
    and the upper N bits of the product are the result:
    `trunc_N(zext_2N(a) * zext_2N(b) >> N)`. It is not a signed multiply
    followed by a shift.
  }];
  let arguments = (ins TileAA_IntegerLike:$lhs, TileAA_IntegerLike:$rhs);
  let results = (outs TileAA_IntegerLike:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

#endif
