#ifndef CUDA_TILE_ATTRS_TD
#define CUDA_TILE_ATTRS_TD

include "CudaTile/Dialect.td"
include "mlir/IR/EnumAttr.td"

//===- Enums ---------------------------------------------------------------===//

def CudaTile_RoundingMode : I32EnumAttr<"RoundingMode", "floating-point rounding mode", [
    I32EnumAttrCase<"nearest_even", 0>, I32EnumAttrCase<"zero", 1>,
    I32EnumAttrCase<"negative_inf", 2>, I32EnumAttrCase<"positive_inf", 3>,
    I32EnumAttrCase<"approx", 4>, I32EnumAttrCase<"full", 5>,
    I32EnumAttrCase<"nearest_int_to_zero", 6>]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_RoundingModeAttr : EnumAttr<CudaTile_Dialect, CudaTile_RoundingMode, "rounding"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_MemoryOrdering : I32EnumAttr<"MemoryOrdering", "memory ordering semantics", [
    I32EnumAttrCase<"weak", 0>, I32EnumAttrCase<"relaxed", 1>, I32EnumAttrCase<"acquire", 2>,
    I32EnumAttrCase<"release", 3>, I32EnumAttrCase<"acq_rel", 4>]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_MemoryOrderingAttr : EnumAttr<CudaTile_Dialect, CudaTile_MemoryOrdering, "memory_ordering"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_MemoryScope : I32EnumAttr<"MemoryScope", "memory scope", [
    I32EnumAttrCase<"tl_blk", 0>, I32EnumAttrCase<"device", 1>, I32EnumAttrCase<"sys", 2>]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_MemoryScopeAttr : EnumAttr<CudaTile_Dialect, CudaTile_MemoryScope, "memory_scope"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_PaddingValue : I32EnumAttr<"PaddingValue", "value read for out-of-bounds view elements", [
    I32EnumAttrCase<"zero", 0>, I32EnumAttrCase<"neg_zero", 1>, I32EnumAttrCase<"nan", 2>,
    I32EnumAttrCase<"pos_inf", 3>, I32EnumAttrCase<"neg_inf", 4>]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

def CudaTile_Signedness : I32EnumAttr<"Signedness", "how integers are read", [
    I32EnumAttrCase<"Signed", 0, "signed">, I32EnumAttrCase<"Unsigned", 1, "unsigned">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_SignednessAttr : EnumAttr<CudaTile_Dialect, CudaTile_Signedness, "signedness"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_IntegerOverflow : I32EnumAttr<"IntegerOverflow", "overflow an integer op may assume away", [
    I32EnumAttrCase<"none", 0>, I32EnumAttrCase<"no_signed_wrap", 1>,
    I32EnumAttrCase<"no_unsigned_wrap", 2>, I32EnumAttrCase<"no_wrap", 3>]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_IntegerOverflowAttr : EnumAttr<CudaTile_Dialect, CudaTile_IntegerOverflow, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_ComparisonPredicate : I32EnumAttr<"ComparisonPredicate", "comparison", [
    I32EnumAttrCase<"equal", 0>, I32EnumAttrCase<"not_equal", 1>, I32EnumAttrCase<"less_than", 2>,
    I32EnumAttrCase<"less_than_or_equal", 3>, I32EnumAttrCase<"greater_than", 4>,
    I32EnumAttrCase<"greater_than_or_equal", 5>]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_ComparisonPredicateAttr : EnumAttr<CudaTile_Dialect, CudaTile_ComparisonPredicate,
                                                "comparison_predicate"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_ComparisonOrdering : I32EnumAttr<"ComparisonOrdering", "NaN handling of a float comparison", [
    I32EnumAttrCase<"unordered", 0>, I32EnumAttrCase<"ordered", 1>]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_ComparisonOrderingAttr : EnumAttr<CudaTile_Dialect, CudaTile_ComparisonOrdering,
                                               "comparison_ordering"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_AtomicRMWMode : I32EnumAttr<"AtomicRMWMode", "atomic read-modify-write operation", [
    I32EnumAttrCase<"AND", 0, "and">, I32EnumAttrCase<"OR", 1, "or">, I32EnumAttrCase<"XOR", 2, "xor">,
    I32EnumAttrCase<"ADD", 3, "add">, I32EnumAttrCase<"ADDF", 4, "addf">, I32EnumAttrCase<"MAX", 5, "max">,
    I32EnumAttrCase<"MIN", 6, "min">, I32EnumAttrCase<"UMAX", 7, "umax">, I32EnumAttrCase<"UMIN", 8, "umin">,
    I32EnumAttrCase<"XCHG", 9, "xchg">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_AtomicRMWModeAttr : EnumAttr<CudaTile_Dialect, CudaTile_AtomicRMWMode, "atomic_rmw_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

//===- Assume predicates ---------------------------------------------------===//

def CudaTile_AssumePredicateAttrInterface : AttrInterface<"AssumePredicateAttrInterface"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = [{ A fact `cuda_tile.assume` attaches to a value. }];
  let methods = [
    InterfaceMethod<"Checks that the predicate applies to a value of `type`.",
      "::llvm::LogicalResult", "verifyWithType",
      (ins "::mlir::Type":$type, "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError)>
  ];
}

class CudaTile_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<CudaTile_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_DivByAttr : CudaTile_Attr<"DivBy", "div_by",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "elements (or a view's base address) divisible by a power of two";
  let description = [{ `div_by<16>`, `div_by<32, every 4 along 0>`. }];
  let parameters = (ins "uint64_t":$divisor, "std::optional<int64_t>":$every,
                        "std::optional<int64_t>":$along);
  let genVerifyDecl = 1;
}

def CudaTile_SameElementsAttr : CudaTile_Attr<"SameElements", "same_elements",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "groups of equal elements, one group size per dimension";
  let description = [{ `same_elements<[2, 4]>`. }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$values);
  let genVerifyDecl = 1;
}

def CudaTile_BoundedAttr : CudaTile_Attr<"Bounded", "bounded",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "inclusive signed bounds on every element";
  let description = [{ `bounded<0, ?>`; `?` leaves a bound open. }];
  let parameters = (ins "std::optional<int64_t>":$lower, "std::optional<int64_t>":$upper);
  let genVerifyDecl = 1;
}

//===- Debug information -----------------------------------------------===//
// NVIDIA's debug-info attributes, the records of the bytecode's Debug section,
// in NVIDIA's textual forms (13.3 additions §6.1): a `di_loc` is a location
// (`loc(#cuda_tile.di_loc<loc("k.py":3:1) in #di_subprogram>)`) inside a
// local scope, a subprogram or a lexical block.

// Lines and columns are unsigned 32-bit integers: a negative one is an error
// rather than a value wrapped around. An optional one is 0 when absent.
class CudaTile_DIUnsigned<string default = ""> : AttrParameter<"unsigned", "an unsigned 32-bit line or column"> {
  let parser = "::mlir::cuda_tile::parseDIUnsigned($_parser)";
  let defaultValue = default;
}

class CudaTile_DIAttr<string name, string attrMnemonic> : CudaTile_Attr<name, attrMnemonic> {
  let hasCustomAssemblyFormat = 0;
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DIFileAttr : CudaTile_DIAttr<"DIFile", "di_file"> {
  let summary = "a source file and its directory";
  let description = [{ `#cuda_tile.di_file<"kern.py" in "/src">` }];
  let parameters = (ins "::mlir::StringAttr":$name, "::mlir::StringAttr":$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

def CudaTile_DICompileUnitAttr : CudaTile_DIAttr<"DICompileUnit", "di_compile_unit"> {
  let summary = "a compile unit";
  let parameters = (ins "DIFileAttr":$file);
}

def CudaTile_DISubprogramAttr : CudaTile_DIAttr<"DISubprogram", "di_subprogram"> {
  let summary = "a function's debug scope; its linkage name is the kernel's name";
  let description = [{ `scopeLine` is optional: 0 when absent, and not printed when 0. }];
  let parameters = (ins "DIFileAttr":$file, CudaTile_DIUnsigned<>:$line, "::mlir::StringAttr":$name,
                        "::mlir::StringAttr":$linkageName, "DICompileUnitAttr":$compileUnit,
                        CudaTile_DIUnsigned<"0">:$scopeLine);
}

def CudaTile_DILexicalBlockAttr : CudaTile_DIAttr<"DILexicalBlock", "di_lexical_block"> {
  let summary = "a lexical block inside a subprogram or another block";
  let description = [{ `column` is optional: 0 when absent, and not printed when 0. }];
  let parameters = (ins "::mlir::Attribute":$scope, "DIFileAttr":$file, CudaTile_DIUnsigned<>:$line,
                        CudaTile_DIUnsigned<"0">:$column);
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The subprogram this block nests in, following `scope` upwards.
    DISubprogramAttr getSubprogram() const;
  }];
}

def CudaTile_DILocAttr : LocationAttrDef<CudaTile_Dialect, "DILoc"> {
  let mnemonic = "di_loc";
  let summary = "a source location in a debug scope";
  let description = [{
    `#cuda_tile.di_loc<loc("k.py":3:1) in #di_subprogram>`: a file-line-column
    location, then its scope (a subprogram or a lexical block). The location
    may also be an alias (`#loc3`).
  }];
  let parameters = (ins "::mlir::FileLineColLoc":$sourceLoc, "::mlir::Attribute":$scope);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The subprogram the scope resolves to (a lexical block's enclosing one).
    DISubprogramAttr getSubprogram() const;
  }];
}

//===- Optimization hints --------------------------------------------------===//

def CudaTile_OptimizationHintsAttr : CudaTile_Attr<"OptimizationHints", "optimization_hints"> {
  let summary = "per-architecture compiler hints";
  let description = [{
    `<sm_90 = {num_cta_in_cga = 2}, default = {occupancy = 2}>`: a dictionary
    from `default` or an architecture name to a dictionary of hints. Only
    that shape is enforced here; the ops carrying the attribute check keys
    and values when asked to (cuda-tile/Utils/OptimizationHints.h).
  }];
  let parameters = (ins "::mlir::DictionaryAttr":$hints);
  let genVerifyDecl = 1;
}

#endif
