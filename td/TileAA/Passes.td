#ifndef TILEAA_PASSES_TD
#define TILEAA_PASSES_TD

include "mlir/Pass/PassBase.td"

// The layout passes on nv_tileaa: each decides one thing and says it in the
// tensor encodings (Layouts.td); convert-tileaa-to-nvvm only reads them.

def TileAAAccelerateMatmul : Pass<"tileaa-accelerate-matmul", "::mlir::ModuleOp"> {
  let summary = "Put dots on tensor cores: mma accumulators, operands staged in swizzled shared memory";
  let description = [{
    Gives each `nv_tileaa.dot` that `mma.sync` can compute (f16 or bf16
    operands, f32 or f16 accumulator, M >= 16, N >= 8, K >= 16) an
    accumulator in a `#nv_tileaa.mma` layout, the warps of the CTA tiling it
    (more along the longer side), and operands converted to
    `#nv_tileaa.shared` tiles, swizzled so that each thread's 16-byte vector
    writes and `ldmatrix` reads of eight rows are free of bank conflicts. An
    accumulator carried by an `scf.for` stays in the mma layout across
    iterations (the conversions around the loop body move out of it). Other
    dots keep the default layout and the FMA loop of the lowering, and say so
    with a remark.
  }];
  let options = [
    Option<"numWarps", "num-warps", "unsigned", "4", "Warps per CTA (as convert-tileaa-to-nvvm's)">,
    Option<"remarks", "remarks", "bool", "false", "Say per dot what was chosen, or why not tensor cores">
  ];
  let dependentDialects = ["::mlir::nv_tileaa::TileAADialect", "::mlir::scf::SCFDialect"];
}

#endif
