#ifndef TILEAA_FUNCTIONS_TD
#define TILEAA_FUNCTIONS_TD

include "TileAA/OpBase.td"

def TileAA_FuncOp : TileAA_Op<"func", [IsolatedFromAbove, FunctionOpInterface, Symbol,
                                       SingleBlockImplicitTerminator<"ReturnOp">]> {
  let summary = "a function; with `kernel`, a grid entry point";
  let description = [{
    `nv_tileaa.func @k(%a: !nv_tileaa.ptr<f32, 1>, %n: i32) attributes {kernel} { ... }`.
    A kernel's `optimization_hints` keep cuda_tile's per-architecture hints.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs, OptionalAttr<DictArrayAttr>:$res_attrs,
                       UnitAttr:$kernel, OptionalAttr<DictionaryAttr>:$optimization_hints);
  let regions = (region SizedRegion<1>:$body);
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name, "::mlir::FunctionType":$type), [{
    $_state.addAttribute(getSymNameAttrName($_state.name), $_builder.getStringAttr(name));
    $_state.addAttribute(getFunctionTypeAttrName($_state.name), ::mlir::TypeAttr::get(type));
    $_state.addRegion();
  }]>];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() { return getFunctionType().getInputs(); }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() { return getFunctionType().getResults(); }
  }];
}

def TileAA_ReturnOp : TileAA_Op<"return", [Pure, Terminator, ReturnLike, HasParent<"FuncOp">]> {
  let summary = "return from a function";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

def TileAA_YieldOp : TileAA_Op<"yield", [Pure, Terminator, ReturnLike]> {
  let summary = "end a region, handing values to its parent";
  let description = [{
    `nv_tileaa.yield %a, %b : tensor<f32>, tensor<i32>`: terminates the region
    of reduce, scan, generate, execute and the queue regions. That the values
    match what the parent expects is the parent's verifier's rule.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

#endif
