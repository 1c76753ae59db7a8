//===- TileAA.h - the nv_tileaa dialect -------------------------*- C++ -*-===//
#ifndef CUDA_TILE_DIALECT_TILEAA_IR_TILEAA_H
#define CUDA_TILE_DIALECT_TILEAA_IR_TILEAA_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "cuda-tile/Dialect/TileAA/IR/TileAADialect.h.inc"
#include "cuda-tile/Dialect/TileAA/IR/TileAAEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAATypes.h.inc"

// One generated header per family of the roster; every op is declared
// first, since ops refer to ops of other families (func -> return).
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/TileAA/IR/TileAAArithOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/TileAA/IR/TileAACollectivesOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/TileAA/IR/TileAAShapeOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/TileAA/IR/TileAAPointersOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/TileAA/IR/TileAAMemoryOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/TileAA/IR/TileAATokensOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/TileAA/IR/TileAAFunctionsOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/TileAA/IR/TileAAGridOps.h.inc"
#define GET_OP_FWD_DEFINES
#include "cuda-tile/Dialect/TileAA/IR/TileAALayoutOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAArithOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAACollectivesOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAShapeOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAPointersOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAMemoryOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAATokensOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAFunctionsOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAGridOps.h.inc"
#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAALayoutOps.h.inc"

#endif
