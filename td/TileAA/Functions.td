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
    of reduce, scan, generate and a plugin's body. That the values
    match what the parent expects is the parent's verifier's rule.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

def TileAA_CallOp : TileAA_Op<"call", [CallOpInterface, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "call a function of the enclosing module";
  let description = [{
    `%r = nv_tileaa.call @f(%a, %b) : (f32, f32) -> f32`: `@f` is an
    `nv_tileaa.func` of the nearest symbol table (the module), not a kernel;
    operand and result types are its signature.
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs, OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<AnyType>);
  let builders = [OpBuilder<(ins "FuncOp":$callee, CArg<"::mlir::ValueRange", "{}">:$operands), [{
    $_state.addOperands(operands);
    $_state.addAttribute("callee", ::mlir::SymbolRefAttr::get(callee));
    $_state.addTypes(callee.getFunctionType().getResults());
  }]>];
  let extraClassDeclaration = [{
    operand_range getArgOperands() { return getOperands(); }
    ::mlir::MutableOperandRange getArgOperandsMutable() { return getOperandsMutable(); }
    ::mlir::CallInterfaceCallable getCallableForCallee() { return getCalleeAttr(); }
    void setCalleeFromCallable(::mlir::CallInterfaceCallable callee) {
      (*this)->setAttr(getCalleeAttrName(), ::llvm::cast<::mlir::SymbolRefAttr>(callee));
    }
  }];
  let assemblyFormat = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)";
}

def TileAA_GlobalOp : TileAA_Op<"global", [Symbol]> {
  let summary = "a variable in global memory, named by a symbol";
  let description = [{
    `nv_tileaa.global @table : tensor<256xf32>`,
    `nv_tileaa.global constant @lut : tensor<4xi32> = dense<[1, 2, 3, 4]> : tensor<4xi32>`:
    storage of `type` (an integer or float scalar, or a statically shaped tensor
    of them) in global memory, defined directly in a symbol table (the module). `initial_value`
    (the type's shape and element type; rank 0 for a scalar) fills it before the
    first launch; `constant` (which needs an initial value) promises no writes.
    `alignment` (bytes, a power of two) bounds its address from below.
    `get_global` takes its address.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttr:$type, OptionalAttr<ElementsAttr>:$initial_value,
                       UnitAttr:$constant, OptionalAttr<I64Attr>:$alignment);
  let assemblyFormat = "(`constant` $constant^)? $sym_name `:` $type (`=` $initial_value^)? attr-dict";
  let hasVerifier = 1;
}

def TileAA_LaunchFuncOp : TileAA_Op<"launch_func", [AttrSizedOperandSegments,
                                                   DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "launch a kernel over a grid of programs";
  let description = [{
    `nv_tileaa.launch_func @k grid (%gx, %gy) (%a, %n) : !nv_tileaa.ptr<f32, 1>, i32`:
    runs one program of the kernel `@k` (an `nv_tileaa.func` with `kernel` in the
    nearest symbol table) per point of a grid of one to three extents (x, then
    y, then z; missing ones are 1), with the arguments `args`, typed as the
    kernel's inputs.
  }];
  let arguments = (ins FlatSymbolRefAttr:$kernel, Variadic<Index>:$grid, Variadic<AnyType>:$args);
  let assemblyFormat = [{
    $kernel `grid` `(` $grid `)` `(` $args `)` attr-dict (`:` qualified(type($args))^)?
  }];
  let hasVerifier = 1;
}

def TileAA_PluginOp : TileAA_Op<"plugin", [Symbol, IsolatedFromAbove]> {
  let summary = "an opaque kernel fragment with its signature and resource needs";
  let description = [{
    ```
    nv_tileaa.plugin @softmax_tail : (tensor<64xf32>) -> tensor<64xf32>
        attributes {implementation = "softmax_tail_sm100", registers = 128 : i64,
                    shared_memory = 4096 : i64, named_barriers = 2 : i64}
    nv_tileaa.plugin @twice : (f32) -> f32 {
    ^bb0(%x: f32):
      %y = arith.addf %x, %x : f32
      nv_tileaa.yield %y : f32
    }
    ```
    `execute` runs the fragment. It is either opaque, with `implementation`
    naming the code plugin lowering links in, or has a body: one block taking
    the inputs, ended by `nv_tileaa.yield` of the results (exactly one of the
    two). Resources the fragment needs, so the scheduler can reserve them:
    `registers` per thread (1 to 255), `shared_memory` in bytes (at most 232448,
    227 KiB), `tensor_memory` in columns (0, or a power of two from 32 to 512;
    non-zero needs a tensor-memory target, sm_100 to sm_110, named by the
    module's `nv_tileaa.target`), `named_barriers` (at most 16).
    `operand_layouts` / `result_layouts`: one layout attribute per input /
    result, the layout the fragment expects or produces.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$implementation, OptionalAttr<I64Attr>:$registers,
                       OptionalAttr<I64Attr>:$shared_memory, OptionalAttr<I64Attr>:$tensor_memory,
                       OptionalAttr<I64Attr>:$named_barriers, OptionalAttr<ArrayAttr>:$operand_layouts,
                       OptionalAttr<ArrayAttr>:$result_layouts);
  let regions = (region MaxSizedRegion<1>:$body);
  let assemblyFormat = "$sym_name `:` $function_type attr-dict-with-keyword ($body^)?";
  let hasVerifier = 1;
}

def TileAA_ExecuteOp : TileAA_Op<"execute", [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "run a plugin fragment";
  let description = [{
    `%r = nv_tileaa.execute @softmax_tail(%x) : (tensor<64xf32>) -> tensor<64xf32>`:
    `@softmax_tail` is an `nv_tileaa.plugin` of the nearest symbol table;
    operand and result types are its signature.
  }];
  let arguments = (ins FlatSymbolRefAttr:$plugin, Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "$plugin `(` $operands `)` attr-dict `:` functional-type($operands, $results)";
}

def TileAA_InjectIrOp : TileAA_Op<"inject_ir"> {
  let summary = "splice per-thread LLVM IR or PTX into the generated code";
  let description = [{
    `%r = nv_tileaa.inject_ir "ptx" "add.f32 $0, $1, $2;" (%a, %b) : (f32, f32) -> f32`:
    code lowering copies in as is, run by every thread. `ptx`: inline PTX
    whose `$N` name the results, then the operands (no `$N` past them).
    `llvm`: the body of an LLVM IR function whose arguments are the operands
    and that returns the result (a struct of them when there are several).
    Operands and results are scalars (integers, floats, index or pointers):
    tile-wide code is `elementwise_inline_asm`'s job. `kind` is `ptx` or `llvm`; the
    code is not empty.
  }];
  let arguments = (ins StrAttr:$kind, StrAttr:$code,
                       Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = "$kind $code ` ` `(` $operands `)` attr-dict `:` functional-type($operands, $results)";
  let hasVerifier = 1;
}

#endif
