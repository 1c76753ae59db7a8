#ifndef TILEAA_TOKENS_TD
#define TILEAA_TOKENS_TD

include "TileAA/OpBase.td"

def TileAA_CreateMemTokenOp : TileAA_Op<"create_mem_token", [Pure]> {
  let summary = "an initial memory-order value";
  let description = [{ `%t = nv_tileaa.create_mem_token : !nv_tileaa.mem_token`. }];
  let results = (outs TileAA_MemToken:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
}

def TileAA_JoinMemTokenOp : TileAA_Op<"join_mem_token", [Pure]> {
  let summary = "merge several memory-order edges into one";
  let description = [{
    `%t = nv_tileaa.join_mem_token %a, %b : !nv_tileaa.mem_token`: ops taking
    `%t` are ordered after everything `%a` and `%b` are. No inputs is the
    initial order (canonicalized to `create_mem_token`); one input is that
    token (folded); a repeated input counts once (folded away).
  }];
  let arguments = (ins Variadic<TileAA_MemToken>:$tokens);
  let results = (outs TileAA_MemToken:$result);
  let assemblyFormat = "$tokens attr-dict `:` qualified(type($result))";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def TileAA_MarkForReuseOp : TileAA_Op<"mark_for_reuse"> {
  let summary = "keep buffers alive up to this point";
  let description = [{
    `nv_tileaa.mark_for_reuse %a, %b : tensor<128x32xf16>, !nv_tileaa.memref<?xf32, 1>`:
    buffer allocation must keep the storage of each value (statically shaped
    tensors or memrefs) alive until here, whatever SSA liveness says, so a later
    op may reuse its contents in place. It has no result and is never erased.
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "$values attr-dict `:` qualified(type($values))";
  let hasVerifier = 1;
}

def TileAA_I1Like : Type<CPred<"::mlir::getElementTypeOrSelf($_self).isInteger(1) && (::llvm::isa<::mlir::IntegerType>($_self) || (::llvm::isa<::mlir::RankedTensorType>($_self) && ::llvm::cast<::mlir::RankedTensorType>($_self).hasStaticShape()))">,
                         "i1 or statically shaped tensor of i1">;

def TileAA_AssertOp : TileAA_Op<"assert"> {
  let summary = "report an error for every false element of a condition";
  let description = [{
    `nv_tileaa.assert %c, "n out of range" : tensor<64xi1>`: at run time, each
    false element prints the message with its index and signals an error to
    the host. A side effect, so never erased or moved across other effects.
  }];
  let arguments = (ins TileAA_I1Like:$condition, StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` type($condition)";
}

def TileAA_OptimizationBarrierOp : TileAA_Op<"optimization_barrier", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "values the optimizer may not look through";
  let description = [{
    `%r:2 = nv_tileaa.optimization_barrier %a, %b : f32, tensor<64xf32>`: each
    result is its operand unchanged, but no fold or rewrite may use that fact,
    so computations on either side are neither merged nor moved across it.
    At least one operand.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "$operands attr-dict `:` qualified(type($operands))";
  let hasVerifier = 1;
}

def TileAA_PragmaOp : TileAA_Op<"pragma"> {
  let summary = "an optimizer directive for the rest of the enclosing block";
  let description = [{
    `nv_tileaa.pragma "unroll" = 4 : i64`, `nv_tileaa.pragma "no_tma"`: the
    directive `name` (a lowercase identifier, dots allowed: `[a-z_][a-z0-9_.]*`),
    with an optional `value`, holds for the ops after it in its block and in
    their regions. Passes ignore directives they do not know; the op is never
    erased, so its position stays meaningful.
  }];
  let arguments = (ins StrAttr:$name, OptionalAttr<AnyAttr>:$value);
  let assemblyFormat = "$name (`=` $value^)? attr-dict";
  let hasVerifier = 1;
}

class TileAA_StrOneOf<list<string> values>
    : AttrConstraint<Or<!foreach(v, values, CPred<"::llvm::cast<::mlir::StringAttr>($_self).getValue() == \"" # v # "\"">)>,
                     "one of " # !interleave(values, ", ")>;

def TileAA_MessageOp : TileAA_Op<"message"> {
  let summary = "a compile-time diagnostic carried to lowering";
  let description = [{
    `nv_tileaa.message "warning", "falling back to scalar loads"`: when the op
    reaches code generation, the compiler reports the text at the op's location
    with the given severity (`note`, `warning` or `error`; an error fails the
    compilation). Nothing happens at run time.
  }];
  let arguments = (ins ConfinedAttr<StrAttr, [TileAA_StrOneOf<["note", "warning", "error"]>]>:$severity,
                       StrAttr:$text);
  let assemblyFormat = "$severity `,` $text attr-dict";
}

def TileAA_PrintOp : TileAA_Op<"print", [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "print a printf-style formatted string, token-ordered";
  let description = [{
    `%t1 = nv_tileaa.print "x = %f, n = %d\n", %x, %n token %t0 : tensor<4xf32>, i32`:
    one conversion (`%[flags][width][.precision][length]conv`, conv one of
    d i o u x X c p e E f F g G a A) per operand, in order; `%%` is a percent
    sign; a tile operand prints each element. The result token follows the print.
  }];
  let arguments = (ins StrAttr:$format, Variadic<AnyType>:$args, Optional<TileAA_MemToken>:$token);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $format (`,` $args^)? (`token` $token^)? attr-dict (`:` qualified(type($args))^)?
  }];
  let hasVerifier = 1;
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
