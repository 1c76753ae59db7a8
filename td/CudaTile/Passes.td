#ifndef CUDA_TILE_PASSES_TD
#define CUDA_TILE_PASSES_TD

include "mlir/Pass/PassBase.td"

// NVIDIA's passes on cuda_tile (cuda-tile-opt 13.3), under its flag names.

def CudaTileFuseFMA : InterfacePass<"fuse-fma", "::mlir::FunctionOpInterface"> {
  let summary = "Fuse a single-use mulf into the addf or subf that reads it: one fma";
  let description = [{
    First puts a `mulf` product on the left of `addf` (addf's
    canonicalization), then rewrites `addf (mulf a, b), c` into
    `fma a, b, c` and `subf (mulf a, b), c` into `fma a, b, (negf c)` when
    the product has no other use and both ops round the same way with the
    same flush_to_zero. Not numerics-preserving: two roundings become one.
  }];
}

def CudaTileLoopSplit : InterfacePass<"loop-split", "::mlir::FunctionOpInterface"> {
  let summary = "Split a for loop where an if on the induction variable flips";
  let description = [{
    For a `for` whose body holds an `if` on `cmpi iv, b` (b defined outside
    the loop, the loop's signedness, not equal/not_equal), makes two loops,
    before and after the first iteration at which the condition flips, each
    with the `if` replaced by the branch it takes there. Profitability: the
    `split-threshold` option, overridden by an integer `cuda_tile.loop_split`
    attribute on the `if`, the `for` or the function (0: never; 1 or less:
    always; n: a branch of n ops or more, or one holding a load, store, mma,
    reduce, if or for).
  }];
  let options = [
    Option<"splitThreshold", "split-threshold", "int", "1",
           "0: never split; 1 (or negative): always; n: only for branches of n or more ops or with a heavy op">
  ];
  let dependentDialects = ["::mlir::cuda_tile::CudaTileDialect"];
}

def CudaTileSynthesizeDebugInfoScopes : Pass<"synthesize-debug-info-scopes", "::mlir::cuda_tile::ModuleOp"> {
  let summary = "Give functions with file locations only a di_subprogram and their ops di_locs";
  let description = [{
    Makes the module's compile unit from its location, and for every
    function-like op directly in the module whose location has no `di_loc`,
    a `di_subprogram` (name and linkage name the symbol) and a
    `di_loc<F in subprogram>` for the function and every op in it, F the
    op's own file location, or the function's.
  }];
  let dependentDialects = ["::mlir::cuda_tile::CudaTileDialect"];
}

def CudaTileTestDebugInfoUpdateSymbolName : Pass<"test-debuginfo-update-symbol-name", "::mlir::ModuleOp"> {
  let summary = "Test pass: rename a symbol and its di_subprogram's linkageName";
  let description = [{
    Test pass for `updateSymbolName` (NVIDIA registers it in test builds
    only). Paths are `::`-separated symbol names from the top-level module,
    the first one a `cuda_tile.module`'s: renames `symbol-to-rename` to
    `new-name`, with `update-uses` its uses in its symbol table too, and in
    `scope` (default: the whole top-level module) replaces the subprogram
    that the symbol's own `di_loc` names by one with the new linkage name.
  }];
  let options = [
    Option<"symbolToRename", "symbol-to-rename", "std::string", "", "path of the symbol to rename (a::b::c)">,
    Option<"scope", "scope", "std::string", "", "path of the op to update debug info in (default: the top-level module)">,
    Option<"newName", "new-name", "std::string", "", "the symbol's new name">,
    Option<"updateUses", "update-uses", "bool", "false", "also rename the symbol's uses in its symbol table">
  ];
}

#endif
