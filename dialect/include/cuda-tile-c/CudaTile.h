/*===- CudaTile.h - C API of the cuda_tile / nv_tileaa plugin -----*- C -*-===*\
|*                                                                            *|
|* Everything a non-C++ client needs: dialect handles, registration of the    *|
|* dialects, passes and pipelines, the tile-opt driver, and the LLVM IR / PTX *|
|* emission steps of `tile-compile`.                                          *|
\*===----------------------------------------------------------------------===*/
#ifndef CUDA_TILE_C_CUDATILE_H
#define CUDA_TILE_C_CUDATILE_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(CudaTile, cuda_tile);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(TileAA, nv_tileaa);

/// Inserts cuda_tile, nv_tileaa and everything the lowering produces (LLVM,
/// NVVM, arith, scf, cf, ...) with their LLVM IR translations into `registry`.
MLIR_CAPI_EXPORTED void cudaTileRegisterDialects(MlirDialectRegistry registry);

/// Registers the project's passes and the `lower-to-nvvm` pipeline, plus the
/// upstream passes that pipeline uses, in MLIR's global pass registry.
MLIR_CAPI_EXPORTED void cudaTileRegisterPasses(void);

/// Sets how `context`'s cuda_tile verifiers report problems in optimization
/// hints, as cuda-tile-translate's flags do: `warn` (-Wunsupported-hints) a
/// warning each, `fail` (-Werr-hints, only with `warn`) then an error. Both
/// off (the default) checks nothing. Loads the cuda_tile dialect.
MLIR_CAPI_EXPORTED void cudaTileSetHintDiagnostics(MlirContext context, bool warn, bool fail);

/// The dictionary (architecture to dictionary of hints) a
/// `#cuda_tile.optimization_hints` holds; null for any other attribute.
MLIR_CAPI_EXPORTED MlirAttribute cudaTileOptimizationHintsGetDictionary(MlirAttribute hints);

/// If `text` is a module-less listing as NVIDIA's `tileirdisasm` prints it,
/// passes it wrapped in a `cuda_tile.module` (lines kept in place) to
/// `callback` and returns true; otherwise returns false.
MLIR_CAPI_EXPORTED bool cudaTileWrapBareListing(MlirStringRef text, MlirStringCallback callback, void *userData);

/// The file:line:column a diagnostic at `loc` points at, picked as MLIR's own
/// diagnostic printer picks it: the location itself, a call site's callee, a
/// name's child, an opaque location's fallback, the first part of a fused
/// location that has one, and a cuda_tile `di_loc`'s source line. Null when
/// there is none (`loc(unknown)`).
MLIR_CAPI_EXPORTED MlirLocation cudaTileLocationGetSourcePosition(MlirLocation loc);

/// MLIR's `-verify-diagnostics` check (`SourceMgrDiagnosticVerifierHandler`)
/// over one input buffer.
typedef struct CudaTileDiagnosticVerifier CudaTileDiagnosticVerifier;

/// Attaches to `context` a handler that takes every diagnostic from now on
/// and matches it with the `expected-error`/`-warning`/`-note`/`-remark`
/// comments of `source` (copied), whose locations name it `name` (the
/// parser's source name). Unmatched diagnostics are reported as unexpected
/// on stderr unless `onlyExpected`. As MLIR's drivers do under
/// -verify-diagnostics, ops are no longer printed as notes of diagnostics.
MLIR_CAPI_EXPORTED CudaTileDiagnosticVerifier *cudaTileDiagnosticVerifierCreate(MlirContext context,
                                                                                MlirStringRef source,
                                                                                MlirStringRef name,
                                                                                bool onlyExpected);

/// Reports each expected diagnostic that was not produced (stderr), frees
/// `verifier`, and returns whether every check passed. Call it when nothing
/// more is emitted on the context, just before destroying it: MLIR leaves
/// the verifier's callback registered there (as its own drivers do).
MLIR_CAPI_EXPORTED MlirLogicalResult cudaTileDiagnosticVerifierFinish(CudaTileDiagnosticVerifier *verifier);

/// MLIR's `MlirOptMain` with every upstream dialect and pass plus ours: the
/// `tile-opt` driver. Returns the process exit code.
MLIR_CAPI_EXPORTED int cudaTileOptMain(int argc, char **argv);

/// Runs cuda-tile-optimize's pipeline on `module` (a builtin module holding
/// cuda_tile.modules, or one cuda_tile.module): `fuseFma` first, then by
/// `optLevel` (0-3) canonicalize and cse, loop-invariant code motion,
/// loop-split and canonicalize, on every function; the pass lists `before`
/// and `after` (textual, no anchor; may be empty) around them, on each
/// cuda_tile.module. The passes' diagnostics go to the context's handlers; a
/// pipeline that cannot be built passes its reason to `error`. Returns
/// failure if it cannot be built or a pass fails.
MLIR_CAPI_EXPORTED MlirLogicalResult cudaTileOptimize(MlirOperation module, unsigned optLevel, bool fuseFma,
                                                      MlirStringRef before, MlirStringRef after,
                                                      MlirStringCallback error, void *userData);

/// Warps per CTA for a cuda_tile module when none is asked for: what its
/// entries' `num_worker_warps_per_cta` hints ask for (4 or 8), else enough
/// that its largest tile takes at most 128 32-bit registers per thread,
/// between 4 and 16.
MLIR_CAPI_EXPORTED unsigned cudaTileSuggestNumWarps(MlirOperation module);

/// Translates a module of the LLVM and NVVM dialects to LLVM IR for the
/// NVPTX target `chip` (e.g. "sm_90"), with the libdevice functions it calls
/// linked from `libdevice` (path of libdevice.10.bc, empty if not found),
/// optimised at `optLevel` (0-3), and passes its text to `callback`. On failure returns failure and passes the
/// reason to `callback` instead.
MLIR_CAPI_EXPORTED MlirLogicalResult cudaTileTranslateToLLVMIR(MlirOperation module, MlirStringRef chip,
                                                               int optLevel, MlirStringRef libdevice,
                                                               MlirStringCallback callback, void *userData);

/// As `cudaTileTranslateToLLVMIR`, then runs the NVPTX backend: passes PTX text.
MLIR_CAPI_EXPORTED MlirLogicalResult cudaTileTranslateToPTX(MlirOperation module, MlirStringRef chip, int optLevel,
                                                            MlirStringRef libdevice, MlirStringCallback callback,
                                                            void *userData);

/// Both of the above from one optimisation run (half the time of calling
/// each): the PTX text (or, on failure, the reason) to `callback` with
/// `userData`, then, on success, the LLVM IR text to `llvmCallback` with
/// `llvmUserData`.
MLIR_CAPI_EXPORTED MlirLogicalResult cudaTileTranslateToLLVMIRAndPTX(MlirOperation module, MlirStringRef chip,
                                                                     int optLevel, MlirStringRef libdevice,
                                                                     MlirStringCallback llvmCallback,
                                                                     void *llvmUserData, MlirStringCallback callback,
                                                                     void *userData);

/// Runs `kernel` of `module` (the text of an LLVM + NVVM dialect module, as
/// lower-to-nvvm leaves it) on the host's CPU: `grid` (3 values) CTAs of
/// `threads` host threads each, up to `concurrentCtas` CTAs at once, every
/// thread but each CTA's first waiting `storeDelayMicros` before each write
/// to global memory (0: none; it widens the window of a missing order). `args`
/// point at the kernel's `numArgs` parameter values. What the kernel printed
/// goes to `output`; on failure (a gap of the emulation, a trap) the reason
/// goes to `error` and failure is returned.
MLIR_CAPI_EXPORTED MlirLogicalResult cudaTileEmulateKernel(MlirStringRef module, MlirStringRef kernel,
                                                           const uint32_t *grid, uint32_t threads,
                                                           uint32_t concurrentCtas, uint32_t storeDelayMicros,
                                                           void **args, intptr_t numArgs,
                                                           MlirStringCallback output, MlirStringCallback error,
                                                           void *userData);

/// The host function the emulation runs for the NVVM intrinsic or device
/// runtime function `name`, or null.
MLIR_CAPI_EXPORTED void *cudaTileEmulationOf(MlirStringRef name);

#ifdef __cplusplus
}
#endif

#endif
