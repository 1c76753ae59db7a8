#ifndef TILEAA_OPBASE_TD
#define TILEAA_OPBASE_TD

include "TileAA/Dialect.td"
include "TileAA/Types.td"
include "TileAA/Attrs.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

#endif
