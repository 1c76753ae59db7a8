#ifndef CUDA_TILE_DIALECT_TD
#define CUDA_TILE_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::mlir::cuda_tile";
  let summary = "NVIDIA's CUDA Tile IR: tile-level kernels over global memory";
  let description = [{
    The public tile IR of NVIDIA's CUDA Tile (operation chapter 13.2). Ops and
    types are written without the `cuda_tile.` / `!cuda_tile.` prefix inside a
    `cuda_tile.module`, as NVIDIA's tools print them.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
    // One per section of the operation chapter, in <Section>Ops.cpp.
    void registerCoreOps();
    void registerConversionsOps();
    void registerControlFlowOps();
    void registerMemoryOps();
    void registerFloatingPointOps();
    void registerIntegerOps();
    void registerBitwiseOps();
    void registerAtomicsOps();
    void registerViewsOps();
    void registerMiscOps();
  }];
}

class CudaTile_Op<string mnemonic, list<Trait> traits = []>
    : Op<CudaTile_Dialect, mnemonic, traits>;

#endif
