#ifndef CUDA_TILE_CORE_MODULE_TD
#define CUDA_TILE_CORE_MODULE_TD

// Core ops about the program's structure: module, kernels, globals,
// constants and the tile-block grid.

include "CudaTile/OpBase.td"

def CudaTile_ModuleOp : CudaTile_Op<"module", [
    IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol, GraphRegionNoTerminator,
    CudaTile_DefaultDialect]> {
  let summary = "top-level module holding globals and kernels";
  let description = [{
    `cuda_tile.module @name { ... }`: one compilation unit. Its body holds only
    cuda_tile operations; inside it ops and types drop the `cuda_tile.` prefix.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Block *getBodyBlock() { return &getBody().front(); }
  }];
}

def CudaTile_EntryOp : CudaTile_Op<"entry", [
    IsolatedFromAbove, FunctionOpInterface, Symbol, HasParent<"ModuleOp">,
    SingleBlockImplicitTerminator<"ReturnOp">, CudaTile_DefaultDialect]> {
  let summary = "a tile kernel";
  let description = [{
    `entry @name(%a: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<...> { ... }`.
    A kernel returns nothing; a grid of tile blocks runs it. Hint keys:
    `num_cta_in_cga`, `occupancy`.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs, OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() { return getFunctionType().getInputs(); }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() { return getFunctionType().getResults(); }
  }];
}

// Functions that are not kernels: NVIDIA's test-only `testing$func` and the
// preview `experimental$func` (the chapter's `return` example). Written like
// `entry`, they may stand outside a cuda_tile.module and return values: `experimental$func @f(%a: tile<i32>) -> (tile<i32>, tile<f16>) {...}`.
class CudaTile_FunctionOp<string mnemonic> : CudaTile_Op<mnemonic, [
    IsolatedFromAbove, FunctionOpInterface, Symbol,
    SingleBlockImplicitTerminator<"ReturnOp">, CudaTile_DefaultDialect]> {
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs, OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() { return getFunctionType().getInputs(); }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() { return getFunctionType().getResults(); }
  }];
}

def CudaTile_TestingFuncOp : CudaTile_FunctionOp<"testing$func"> {
  let summary = "a function for tests (NVIDIA's test-only op)";
  let description = [{
    `testing$func @f(%t: tile<8xf32>) { ... }`: a function that is not a
    kernel, so that tests can take tiles, views and tokens as arguments.
  }];
}

def CudaTile_ExperimentalFuncOp : CudaTile_FunctionOp<"experimental$func"> {
  let summary = "a function that is not a kernel (preview)";
  let description = [{
    `experimental$func @foo() -> (tile<i32>, tile<f16>) { ...; return %0, %1 : tile<i32>, tile<f16> }`.
  }];
}

def CudaTile_ConstantOp : CudaTile_Op<"constant", [
    ConstantLike, Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a constant tile";
  let description = [{
    `constant <i32: 4> : tile<i32>`, `constant <f32: [[1.0, 2.0], [4.0, 5.0]]> : tile<2x2xf32>`.
    A single value fills the whole tile.
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs CudaTile_AnyTile:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CudaTile_GetTileBlockIdOp : CudaTile_Op<"get_tile_block_id", [
    Pure, AllTypesMatch<["blockId_x", "blockId_y", "blockId_z"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "coordinates of the executing tile block";
  let description = [{ `%x, %y, %z = get_tile_block_id : tile<i32>`. }];
  let results = (outs TypeConstraint<CPred<"$_self == ::mlir::cuda_tile::TileType::get({}, ::mlir::IntegerType::get($_self.getContext(), 32))">, "tile<i32>">:$blockId_x,
                      TypeConstraint<CPred<"$_self == ::mlir::cuda_tile::TileType::get({}, ::mlir::IntegerType::get($_self.getContext(), 32))">, "tile<i32>">:$blockId_y,
                      TypeConstraint<CPred<"$_self == ::mlir::cuda_tile::TileType::get({}, ::mlir::IntegerType::get($_self.getContext(), 32))">, "tile<i32>">:$blockId_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($blockId_x))";
}

def CudaTile_GlobalOp : CudaTile_Op<"global", [Symbol, HasParent<"ModuleOp">]> {
  let summary = "a statically allocated, initialised 1-d buffer in global memory";
  let description = [{
    `global private constant @table alignment = 128 <f32: [0.5, 1.5]> : tile<2xf32>`:
    lives as long as the CUDA module, initialised when it loads, elements in
    order. Optional visibility (`public`, the default and not printed, or
    `private`), `constant` (never written), and the alignment in bytes (a
    power of two). The value is written like a `constant`'s and has a rank-1
    tile type. Only directly in a `cuda_tile.module`, under a name unique among
    its symbols; `get_global` takes its address.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$sym_visibility,
                       ElementsAttr:$value, OptionalAttr<I64Attr>:$alignment, UnitAttr:$constant);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The buffer as a tile type: `tile<Nxelem>`.
    TileType getTileType();
  }];
}

def CudaTile_GetGlobalOp : CudaTile_Op<"get_global", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "the address of a global";
  let description = [{
    `%p = get_global @table : tile<ptr<f32>>`: a rank-0 pointer to the first
    element of the `global` named, pointing to its element type.
  }];
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs CudaTile_ScalarPtrTile:$result);
  let assemblyFormat = "$name attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_ScalarI32Tile : Type<
    CPred<"$_self == ::mlir::cuda_tile::TileType::get({}, ::mlir::IntegerType::get($_self.getContext(), 32))">,
    "tile<i32>", "::mlir::cuda_tile::TileType"> {
  let builderCall = "::mlir::cuda_tile::TileType::get({}, $_builder.getI32Type())";
}

def CudaTile_GetNumTileBlocksOp : CudaTile_Op<"get_num_tile_blocks", [Pure]> {
  let summary = "extents of the grid of tile blocks";
  let description = [{
    `%x, %y, %z = get_num_tile_blocks : tile<i32>`: how many tile blocks the
    kernel was launched with along x, y and z (1 along unused axes).
  }];
  let results = (outs CudaTile_ScalarI32Tile:$gridSize_x, CudaTile_ScalarI32Tile:$gridSize_y,
                      CudaTile_ScalarI32Tile:$gridSize_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($gridSize_x))";
}

#endif
