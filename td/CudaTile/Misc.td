#ifndef CUDA_TILE_MISC_TD
#define CUDA_TILE_MISC_TD

include "CudaTile/OpBase.td"

def CudaTile_AssumeOp : CudaTile_Op<"assume", [
    Pure, AllTypesMatch<["value", "result"]>, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "attach a fact to a value";
  let description = [{
    `%r = assume div_by<16>, %p : tile<ptr<f32>>`: `%r` is `%p`, with the
    predicate (div_by, same_elements, bounded) promised to hold.
  }];
  let arguments = (ins AnyType:$value, CudaTile_AssumePredicate:$predicate);
  let results = (outs AnyType:$result);
  let assemblyFormat = "custom<AssumePredicate>($predicate) `,` $value attr-dict `:` custom<CudaTileType>(type($value))";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CudaTile_PrintTkoOp : CudaTile_Op<"print_tko", [
    AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "print a printf-style formatted string (token-ordered)";
  let description = [{
    `%tok = print_tko "x = %f, n = %lld\n", %x, %n token=%t : tile<4xf32>, tile<i64> -> token`.
    The format string holds one conversion (`%[flags][width][.precision][length]conv`,
    conv one of d i o u x X c e E f F g G a A p) per operand, in order; `%%`
    prints a percent sign. Output of prints that run at once may interleave.
    Printing is a side effect, so the op writes memory as far as passes know.
  }];
  let arguments = (ins StrAttr:$str, Variadic<CudaTile_AnyTile>:$args, Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif
