#ifndef CUDA_TILE_CONTROLFLOW_TD
#define CUDA_TILE_CONTROLFLOW_TD

include "CudaTile/OpBase.td"

def CudaTile_ReturnOp : CudaTile_Op<"return", [Pure, Terminator, ReturnLike]> {
  let summary = "return from a kernel";
  let description = [{ `return`: ends the kernel; kernels return no values. }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
  let hasVerifier = 1;
}

#endif
