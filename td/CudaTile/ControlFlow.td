#ifndef CUDA_TILE_CONTROLFLOW_TD
#define CUDA_TILE_CONTROLFLOW_TD

// Section 8.5: structured control flow. `if`, `for` and `loop` hold one-block
// regions; `yield` ends an `if` branch (or a reduce/scan body), `continue` and
// `break` return to the innermost enclosing loop, also from inside nested
// `if`s, and `return` ends the kernel, also from inside nested `if`s.

include "CudaTile/OpBase.td"

def CudaTile_I1Tile : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                                CPred<"::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType().isInteger(1)">]>,
                           "tile of i1 values", "::mlir::cuda_tile::TileType">;
def CudaTile_ScalarI1Tile : Type<And<[CudaTile_ScalarTile.predicate, CudaTile_I1Tile.predicate]>,
                                 "0D tile of i1 values", "::mlir::cuda_tile::TileType">;

def CudaTile_AssertOp : CudaTile_Op<"assert"> {
  let summary = "report an error for every false element of a condition";
  let description = [{
    `assert %cond, "message" : tile<4xi1>`: for each element of `%cond` that is
    false, prints the message and the element's index, and signals an error to
    the host; the kernel may keep running. For debugging; it has side effects.
  }];
  let arguments = (ins CudaTile_I1Tile:$condition, StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` custom<CudaTileType>(type($condition))";
}

def CudaTile_BreakOp : CudaTile_Op<"break", [
    Terminator, ParentOneOf<["IfOp", "LoopOp"]>,
    DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>]> {
  let summary = "leave the innermost enclosing loop";
  let description = [{
    `break`, `break %a, %b : tile<f32>, tile<i32>`: ends the innermost enclosing
    `loop`, whose results become the operands. It may sit in `if`s nested in
    the loop body, never in a `for`.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_ContinueOp : CudaTile_Op<"continue", [
    Terminator, ParentOneOf<["ForOp", "IfOp", "LoopOp"]>,
    DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>]> {
  let summary = "go on with the next iteration of the innermost enclosing loop";
  let description = [{
    `continue`, `continue %a : tile<f32>`: passes the next values of the
    loop-carried variables to the innermost enclosing `for` or `loop`. It may
    sit in `if`s nested in the loop body. A loop body without a terminator ends
    with an implicit `continue` without operands, which is not printed.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_ForOp : CudaTile_Op<"for", [
    AutomaticAllocationScope, RecursiveMemoryEffects, SingleBlock,
    AllTypesMatch<["lowerBound", "upperBound", "step"]>,
    DeclareOpInterfaceMethods<RegionBranchOpInterface, ["getEntrySuccessorOperands"]>,
    DeclareOpInterfaceMethods<LoopLikeOpInterface>, CudaTile_NamedRegionOp]> {
  let summary = "loop over an integer range";
  let description = [{
    ```
    %r = for [unsigned] %iv in (%lb to %ub, step %s) : tile<i32>
             iter_values(%acc = %init) -> (tile<f32>) {
      ...
      continue %next : tile<f32>
    }
    ```
    Runs the body for `%iv` = `%lb`, `%lb + %s`, ... while `%iv < %ub`
    (compared as signed integers, or unsigned with `unsigned`). The bounds and
    the step are rank-0 integer tiles of one type; the step must be positive.
    The body's arguments are the induction variable and the loop-carried values,
    initialized from `iter_values` and replaced by the operands of each
    `continue`; the results are their final values. Loop-carried values cannot
    be views.
  }];
  let arguments = (ins CudaTile_ScalarIntTile:$lowerBound, CudaTile_ScalarIntTile:$upperBound,
                       CudaTile_ScalarIntTile:$step, Variadic<AnyType>:$initValues,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::BlockArgument getInductionVar() { return getBody()->getArgument(0); }
    ::mlir::Block::BlockArgListType getRegionIterValues() { return getBody()->getArguments().drop_front(); }
  }];
}

def CudaTile_IfOp : CudaTile_Op<"if", [
    RecursiveMemoryEffects, NoRegionArguments,
    DeclareOpInterfaceMethods<RegionBranchOpInterface, ["getRegionInvocationBounds"]>,
    CudaTile_DefaultDialect]> {
  let summary = "conditional execution";
  let description = [{
    ```
    if %c { ... }
    if %c { ... } else { ... }
    %x, %y = if %c -> (tile<f32>, tile<i32>) {
      yield %a, %b : tile<f32>, tile<i32>
    } else {
      yield %c, %d : tile<f32>, tile<i32>
    }
    ```
    `%c` is a `tile<i1>`. With results, both branches are required and each
    `yield`s values of the result types; results cannot be views. A branch may
    also end with `break`, `continue` (inside a loop) or `return`, which leave
    the `if` altogether. A branch without a terminator ends with an implicit
    `yield` without operands, which is not printed.
  }];
  let arguments = (ins CudaTile_ScalarI1Tile:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, MaxSizedRegion<1>:$elseRegion);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def CudaTile_LoopOp : CudaTile_Op<"loop", [
    AutomaticAllocationScope, RecursiveMemoryEffects, SingleBlock,
    DeclareOpInterfaceMethods<RegionBranchOpInterface, ["getEntrySuccessorOperands"]>,
    DeclareOpInterfaceMethods<LoopLikeOpInterface>,
    CudaTile_DefaultDialect]> {
  let summary = "loop until a break";
  let description = [{
    ```
    loop { ... }
    %r = loop : tile<f32> { ... break %x : tile<f32> }
    %r:2 = loop iter_values(%a = %init) : tile<i32> -> tile<f32>, tile<i16> {
      ...
      continue %next : tile<i32>
      ...
      break %x, %y : tile<f32>, tile<i16>
    }
    ```
    Runs its body until a `break` (possibly inside nested `if`s) ends it. The
    body's arguments are the loop-carried values, initialized from
    `iter_values` and replaced by each `continue`'s operands; the results, whose
    types may differ from the loop-carried ones, are the operands of the
    `break`. Without `iter_values` the types after `:` are the result types.
    Neither loop-carried values nor results can be views.
  }];
  let arguments = (ins Variadic<AnyType>:$initValues);
  let results = (outs Variadic<AnyType>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_ReturnOp : CudaTile_Op<"return", [Terminator, ReturnLike]> {
  let summary = "end the kernel";
  let description = [{
    `return`: ends the kernel, also from inside `if`s nested in the kernel's
    body, but not from inside a loop. Kernels return no values.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_YieldOp : CudaTile_Op<"yield", [
    Pure, Terminator, ReturnLike, ParentOneOf<["IfOp", "ReduceOp", "ScanOp"]>]> {
  let summary = "hand values back to the parent operation";
  let description = [{
    `yield`, `yield %a, %b : tile<f32>, tile<f32>`: ends a branch of an `if`
    (its values become the `if`'s results) or the combining function of a
    `reduce` or `scan`. Loops use `continue` and `break` instead.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
}

#endif
