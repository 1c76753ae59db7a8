#ifndef CUDA_TILE_INTEGER_TD
#define CUDA_TILE_INTEGER_TD

include "CudaTile/OpBase.td"

// Element-wise integer ops: operands and result share one integer tile type,
// so the result type is inferred from the operands.
class CudaTile_IntOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let results = (outs CudaTile_IntTile:$result);
}

class CudaTile_IntBinaryOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_IntOp<mnemonic, !listconcat(traits, [Pure])> {
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))";
}

// `overflow<none>` is the default and is not printed. NVIDIA prints binary ops
// as `%b overflow<no_wrap>  : ...` (two spaces) and `%b : ...` without the
// flag. A space literal turns off the automatic space before the next literal,
// so the colon's one space comes from the explicit ` ` before it, and the
// group's trailing ` ` adds the second only when the flag is printed.
class CudaTile_IntOverflowBinaryOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_IntOp<mnemonic, !listconcat(traits, [Pure])> {
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr, "IntegerOverflow::none">:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs (`overflow` `` $overflow^ ` `)? attr-dict ` ` `:` custom<CudaTileType>(type($result))
  }];
}

// `signed` / `unsigned` is required and always printed, as a bare keyword.
class CudaTile_IntSignedBinaryOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_IntOp<mnemonic, traits> {
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs, CudaTile_SignednessAttr:$signedness);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_AbsIOp : CudaTile_IntOp<"absi", [Pure]> {
  let summary = "element-wise integer absolute value";
  let description = [{
    `absi %x : tile<4xi32>`. The operand is read as signed, the result as
    unsigned (so the absolute value of the minimum signed value is representable).
  }];
  let arguments = (ins CudaTile_IntTile:$source);
  let assemblyFormat = "$source attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_AddIOp : CudaTile_IntOverflowBinaryOp<"addi", [Commutative]> {
  let summary = "element-wise integer addition";
  let description = [{
    `addi %a, %b : tile<4xi32>`, `addi %a, %b overflow<no_signed_wrap> : tile<i16>`.
    Wraps around on overflow unless `overflow<no_signed_wrap | no_unsigned_wrap |
    no_wrap>` promises it does not happen.
  }];
}

def CudaTile_DivIOp : CudaTile_IntOp<"divi", [NoMemoryEffect,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "element-wise integer division";
  let description = [{
    `divi %a, %b signed : tile<4xi32>`, `divi %a, %b unsigned rounding<positive_inf> : tile<i32>`.
    Rounds towards zero by default (`rounding<zero>`, not printed);
    `rounding<positive_inf>` is ceiling division, `rounding<negative_inf>` floor
    division (signed only). Division by zero and signed minimum / -1 are
    undefined, so the op is speculatable only for a constant divisor that
    rules them out.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs, CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr, "RoundingMode::zero">:$rounding);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) custom<RoundingModifierDefaultZero>($rounding)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MaxIOp : CudaTile_IntSignedBinaryOp<"maxi", [Pure, Commutative]> {
  let summary = "element-wise integer maximum";
  let description = [{ `maxi %a, %b signed : tile<2x4xi32>`, `maxi %a, %b unsigned : tile<2x4xi32>`. }];
}

def CudaTile_MinIOp : CudaTile_IntSignedBinaryOp<"mini", [Pure, Commutative]> {
  let summary = "element-wise integer minimum";
  let description = [{ `mini %a, %b signed : tile<2x4xi32>`, `mini %a, %b unsigned : tile<2x4xi32>`. }];
}

def CudaTile_MulIOp : CudaTile_IntOverflowBinaryOp<"muli", [Commutative]> {
  let summary = "element-wise integer multiplication (low half of the product)";
  let description = [{
    `muli %a, %b : tile<i32>`, `muli %a, %b overflow<no_wrap> : tile<i16>`.
  }];
}

def CudaTile_MulhiIOp : CudaTile_IntOp<"mulhii", [Pure, Commutative]> {
  let summary = "element-wise high half of the unsigned integer product";
  let description = [{
    `mulhii %x, %y : tile<i32>`: the upper N bits of the 2N-bit product of
    two unsigned N-bit integers.
  }];
  let arguments = (ins CudaTile_IntTile:$x, CudaTile_IntTile:$y);
  let assemblyFormat = "$x `,` $y attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_NegIOp : CudaTile_IntOp<"negi", [Pure]> {
  let summary = "element-wise integer negation";
  let description = [{
    `negi %x : tile<4xi16>`, `negi %x overflow<no_signed_wrap> : tile<i32>`.
    Operand and result are signed, so only `overflow<none>` (the default, not
    printed) and `overflow<no_signed_wrap>` are meaningful.
  }];
  let arguments = (ins CudaTile_IntTile:$source,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr, "IntegerOverflow::none">:$overflow);
  let assemblyFormat = [{
    $source (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_OrIOp : CudaTile_IntBinaryOp<"ori", [Commutative]> {
  let summary = "element-wise bitwise OR";
  let description = [{ `ori %a, %b : tile<4xi32>`. }];
}

def CudaTile_RemIOp : CudaTile_IntOp<"remi", [NoMemoryEffect,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "element-wise integer remainder of truncated division";
  let description = [{
    `remi %a, %b signed : tile<4xi32>`. A signed remainder takes the sign of
    `lhs`. Division by zero is undefined, so the op is speculatable only for a
    constant divisor without zeros.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs, CudaTile_SignednessAttr:$signedness);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_ShLIOp : CudaTile_IntOverflowBinaryOp<"shli"> {
  let summary = "element-wise shift left";
  let description = [{
    `shli %a, %b : tile<i16>`, `shli %a, %b overflow<no_unsigned_wrap> : tile<i16>`.
    The shift amount `rhs` is read as unsigned; vacated bits are zero.
  }];
}

def CudaTile_ShRIOp : CudaTile_IntSignedBinaryOp<"shri", [Pure]> {
  let summary = "element-wise shift right";
  let description = [{
    `shri %a, %b signed : tile<4xi32>` (fills with the sign bit),
    `shri %a, %b unsigned : tile<4xi32>` (fills with zeros). The shift amount
    `rhs` is read as unsigned.
  }];
}

def CudaTile_SubIOp : CudaTile_IntOverflowBinaryOp<"subi"> {
  let summary = "element-wise integer subtraction";
  let description = [{ `subi %a, %b : tile<i16>`, `subi %a, %b overflow<no_signed_wrap> : tile<i16>`. }];
}

def CudaTile_XOrIOp : CudaTile_IntBinaryOp<"xori", [Commutative]> {
  let summary = "element-wise bitwise XOR";
  let description = [{ `xori %a, %b : tile<4xi32>`. }];
}

#endif
