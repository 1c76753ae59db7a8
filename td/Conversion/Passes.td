#ifndef CUDA_TILE_CONVERSION_PASSES_TD
#define CUDA_TILE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertCudaTileToTileAA : Pass<"convert-cuda-tile-to-tileaa", "::mlir::ModuleOp"> {
  let summary = "Lower cuda_tile to nv_tileaa (and upstream arith, math, scf)";
  let description = [{
    Turns every `cuda_tile.module` into nv_tileaa functions in the enclosing
    builtin module: kernels become `nv_tileaa.func` kernels, views become
    memrefs with tiled loads and stores, tiles become ranked tensors (rank 0:
    scalars), tokens become memory tokens. Nothing of cuda_tile is left: debug
    locations become file:line:col ones, a kernel's subprogram LLVM's.
  }];
  let dependentDialects = ["::mlir::nv_tileaa::TileAADialect", "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect", "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect", "::mlir::ub::UBDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def ConvertTileAAToNVVM : Pass<"convert-tileaa-to-nvvm", "::mlir::ModuleOp"> {
  let summary = "Lower nv_tileaa kernels to the LLVM and NVVM dialects";
  let description = [{
    Distributes every tile over the threads of one CTA by an explicit layout
    (see `TileAAToNVVM/Layout.h`), keeps element-wise work in registers, and
    turns tiled loads and stores into masked global accesses. Kernels become
    `llvm.func`s marked `nvvm.kernel` with `nvvm.reqntid` set to the CTA size.
  }];
  let options = [
    Option<"numWarps", "num-warps", "unsigned", "4", "Warps per CTA (one CTA per tile block)">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect",
                           "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect"];
}

#endif
