#ifndef CUDA_TILE_OPBASE_TD
#define CUDA_TILE_OPBASE_TD

include "CudaTile/Dialect.td"
include "CudaTile/Types.td"
include "CudaTile/Attrs.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/LoopLikeInterface.td"

// Ops whose regions are written without the `cuda_tile.` prefix.
def CudaTile_DefaultDialect : DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>;

// Region ops that also name their results and block arguments the way
// NVIDIA's printer does (`%for = for %loopIdx ... iter_values(%iterArg0 = ...)`).
def CudaTile_NamedRegionOp : DeclareOpInterfaceMethods<OpAsmOpInterface,
    ["getDefaultDialect", "getAsmResultNames", "getAsmBlockArgumentNames"]>;

// Ops whose results NVIDIA's printer names (`%bcast`, `%reshape`, ...).
def CudaTile_NamedResults : DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>;

def CudaTile_AssumePredicate : Attr<CPred<"::llvm::isa<::mlir::cuda_tile::AssumePredicateAttrInterface>($_self)">,
                                    "assume predicate (div_by, same_elements, bounded)"> {
  let storageType = "::mlir::Attribute";
  let returnType = "::mlir::Attribute";
  let convertFromStorage = "$_self";
}

#endif
