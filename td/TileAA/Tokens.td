#ifndef TILEAA_TOKENS_TD
#define TILEAA_TOKENS_TD

include "TileAA/OpBase.td"

def TileAA_CreateMemTokenOp : TileAA_Op<"create_mem_token", [Pure]> {
  let summary = "an initial memory-order value";
  let description = [{ `%t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token`. }];
  let results = (outs TileAA_MemToken:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
}

def TileAA_AssumeOp : TileAA_Op<"assume", [Pure, AllTypesMatch<["value", "result"]>]> {
  let summary = "a value with facts later passes may rely on";
  let description = [{
    `%r = nv_tileaa.assume %v {div_by = 16 : i64} : i32`. Facts: `div_by`
    (with optional `every`/`along`), `lower_bound`/`upper_bound` (inclusive,
    signed), `same_elements` (group size per dimension).
  }];
  let arguments = (ins AnyType:$value, OptionalAttr<I64Attr>:$div_by, OptionalAttr<I64Attr>:$every,
                       OptionalAttr<I64Attr>:$along, OptionalAttr<I64Attr>:$lower_bound,
                       OptionalAttr<I64Attr>:$upper_bound, OptionalAttr<DenseI64ArrayAttr>:$same_elements);
  let results = (outs AnyType:$result);
  let builders = [OpBuilder<(ins "::mlir::Value":$value), [{
    $_state.addOperands(value);
    $_state.addTypes(value.getType());
  }]>];
  let assemblyFormat = "$value attr-dict `:` type($value)";
  let hasVerifier = 1;
}

#endif
