#ifndef TILEAA_ATTRS_TD
#define TILEAA_ATTRS_TD

include "TileAA/Dialect.td"
include "mlir/IR/EnumAttr.td"
include "TileAA/Layouts.td"

def TileAA_MemSemantic : I32EnumAttr<"MemSemantic", "memory ordering of a memory op", [
    I32EnumAttrCase<"weak", 0>, I32EnumAttrCase<"relaxed", 1>, I32EnumAttrCase<"acquire", 2>,
    I32EnumAttrCase<"release", 3>, I32EnumAttrCase<"acq_rel", 4>]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_MemSemanticAttr : EnumAttr<TileAA_Dialect, TileAA_MemSemantic, "mem_semantic"> {
  let assemblyFormat = "`<` $value `>`";
}

def TileAA_MemScope : I32EnumAttr<"MemScope", "scope of a non-weak memory op", [
    I32EnumAttrCase<"tl_blk", 0>, I32EnumAttrCase<"cluster", 1>, I32EnumAttrCase<"gpu", 2>,
    I32EnumAttrCase<"sys", 3>]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_MemScopeAttr : EnumAttr<TileAA_Dialect, TileAA_MemScope, "mem_scope"> {
  let assemblyFormat = "`<` $value `>`";
}

def TileAA_Padding : I32EnumAttr<"Padding", "value read for out-of-bounds elements", [
    I32EnumAttrCase<"zero", 0>, I32EnumAttrCase<"neg_zero", 1>, I32EnumAttrCase<"nan", 2>,
    I32EnumAttrCase<"pos_inf", 3>, I32EnumAttrCase<"neg_inf", 4>]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_PaddingAttr : EnumAttr<TileAA_Dialect, TileAA_Padding, "padding"> {
  let assemblyFormat = "`<` $value `>`";
}

def TileAA_RoundingMode : I32EnumAttr<"RoundingMode", "floating-point rounding mode", [
    I32EnumAttrCase<"nearest_even", 0>, I32EnumAttrCase<"zero", 1>,
    I32EnumAttrCase<"negative_inf", 2>, I32EnumAttrCase<"positive_inf", 3>]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_RoundingModeAttr : EnumAttr<TileAA_Dialect, TileAA_RoundingMode, "rounding"> {
  let assemblyFormat = "`<` $value `>`";
}

def TileAA_ProgramDim : I32EnumAttr<"ProgramDim", "axis of the launch grid", [
    I32EnumAttrCase<"x", 0>, I32EnumAttrCase<"y", 1>, I32EnumAttrCase<"z", 2>]> {
  let cppNamespace = "::mlir::nv_tileaa";
}

def TileAA_CacheModifier : I32EnumAttr<"CacheModifier", "cache operator of a memory access", [
    I32EnumAttrCase<"none", 0>, I32EnumAttrCase<"ca", 1>, I32EnumAttrCase<"cg", 2>, I32EnumAttrCase<"cs", 3>,
    I32EnumAttrCase<"lu", 4>, I32EnumAttrCase<"cv", 5>]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_CacheModifierAttr : EnumAttr<TileAA_Dialect, TileAA_CacheModifier, "cache_modifier"> {
  let assemblyFormat = "`<` $value `>`";
}

def TileAA_EvictionPolicy : I32EnumAttr<"EvictionPolicy", "L2 eviction priority of a memory access", [
    I32EnumAttrCase<"none", 0>, I32EnumAttrCase<"first", 1>, I32EnumAttrCase<"last", 2>,
    I32EnumAttrCase<"normal", 3>]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_EvictionPolicyAttr : EnumAttr<TileAA_Dialect, TileAA_EvictionPolicy, "eviction_policy"> {
  let assemblyFormat = "`<` $value `>`";
}

def TileAA_RMWMode : I32EnumAttr<"RMWMode", "atomic read-modify-write operation", [
    I32EnumAttrCase<"ADD", 0, "add">, I32EnumAttrCase<"AND", 1, "and">, I32EnumAttrCase<"OR", 2, "or">,
    I32EnumAttrCase<"XOR", 3, "xor">, I32EnumAttrCase<"XCHG", 4, "xchg">, I32EnumAttrCase<"MIN", 5, "min">,
    I32EnumAttrCase<"MAX", 6, "max">, I32EnumAttrCase<"UMIN", 7, "umin">, I32EnumAttrCase<"UMAX", 8, "umax">,
    I32EnumAttrCase<"ADDF", 9, "addf">]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_RMWModeAttr : EnumAttr<TileAA_Dialect, TileAA_RMWMode, "rmw_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

def TileAA_Signedness : I32EnumAttr<"Signedness", "how integers are read", [
    I32EnumAttrCase<"Signed", 0, "signed">, I32EnumAttrCase<"Unsigned", 1, "unsigned">]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_SignednessAttr : EnumAttr<TileAA_Dialect, TileAA_Signedness, "signedness"> {
  let assemblyFormat = "`<` $value `>`";
}

#endif
