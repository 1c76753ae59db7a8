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
}

#endif
