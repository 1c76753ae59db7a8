//===- CudaTile.h - the cuda_tile dialect -----------------------*- C++ -*-===//
//
// Dialect, types, attributes and ops of NVIDIA's public tile IR, plus the
// helpers that read and write NVIDIA's prefix-less textual form.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_DIALECT_CUDATILE_IR_CUDATILE_H
#define CUDA_TILE_DIALECT_CUDATILE_IR_CUDATILE_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "cuda-tile/Dialect/CudaTile/IR/CudaTileDialect.h.inc"
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileEnums.h.inc"
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAttrs.h.inc"

namespace mlir::cuda_tile {
class TensorViewType;
class TileType;
} // namespace mlir::cuda_tile
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileTypeInterfaces.h.inc"

#define GET_TYPEDEF_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileTypes.h.inc"

namespace mlir::cuda_tile {

/// Element types a tile may hold besides pointers (TYPES.md).
bool isTileNumberType(Type type);
/// `tile<f16 | bf16 | f32 | f64>`.
bool isFloatTile(Type type);
/// `tile<i1 | i8 | i16 | i32 | i64>`.
bool isIntTile(Type type);

/// NVIDIA's textual form: cuda_tile types written without `!cuda_tile.`.
/// Accepts both the short and the full spelling; other types parse as usual.
ParseResult parseCudaTileType(AsmParser &parser, Type &type);
void printCudaTileType(AsmPrinter &printer, Type type);

// Hooks for ODS `custom<...>` directives.
inline void printCudaTileType(OpAsmPrinter &printer, Operation *, Type type) {
  printCudaTileType(printer, type);
}
ParseResult parseCudaTileTypes(OpAsmParser &parser, SmallVectorImpl<Type> &types);
void printCudaTileTypes(OpAsmPrinter &printer, Operation *, TypeRange types);
ParseResult parseAssumePredicate(OpAsmParser &parser, Attribute &predicate);
/// A line or column of a debug-info attribute: an unsigned 32-bit integer.
FailureOr<unsigned> parseDIUnsigned(AsmParser &parser);
void printAssumePredicate(OpAsmPrinter &printer, Operation *, Attribute predicate);

} // namespace mlir::cuda_tile

// One generated header per section of the operation chapter; every op is
// declared first, since ops refer to ops of other sections (entry -> return).
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileCoreOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileConversionsOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileControlFlowOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMemoryOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileFloatingPointOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileIntegerOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileBitwiseOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAtomicsOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileViewsOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMiscOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileCoreOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileConversionsOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileControlFlowOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMemoryOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileFloatingPointOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileIntegerOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileBitwiseOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAtomicsOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileViewsOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileMiscOps.h.inc"

#endif
