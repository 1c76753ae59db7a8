#ifndef TILEAA_POINTERS_TD
#define TILEAA_POINTERS_TD

include "TileAA/OpBase.td"

// A tile value of this family: a scalar (a rank-0 tile) or a statically
// shaped ranked tensor whose element satisfies the predicate. The predicates
// are defined in PointersOps.cpp.
class TileAA_TileOf<string elementPred, string summary>
    : Type<CPred<"isTileOf($_self, [](::mlir::Type e) { return " # elementPred # "; })">, summary>;

def TileAA_PtrTile : TileAA_TileOf<"::llvm::isa<::mlir::nv_tileaa::PointerType>(e)", "pointer or tile of pointers">;
def TileAA_IndexTile : TileAA_TileOf<"e.isIndex()", "index or tile of index">;
def TileAA_I64Tile : TileAA_TileOf<"e.isSignlessInteger(64)", "i64 or tile of i64">;
def TileAA_FloatTile : TileAA_TileOf<"::llvm::isa<::mlir::FloatType>(e)", "float or tile of floats">;
def TileAA_NumberTile : TileAA_TileOf<"::llvm::isa<::mlir::IntegerType, ::mlir::FloatType>(e)",
                                      "integer or float, or a tile of them">;
def TileAA_ElementwiseTile
    : TileAA_TileOf<"::llvm::isa<::mlir::IntegerType, ::mlir::FloatType, ::mlir::nv_tileaa::PointerType>(e)",
                    "integer, float or pointer, or a tile of them">;

//===----------------------------------------------------------------------===//
// Pointers and memrefs
//===----------------------------------------------------------------------===//

def TileAA_AddPtrOp : TileAA_Op<"addptr", [Pure]> {
  let summary = "advance a pointer, or a tile of pointers, by an element offset";
  let description = [{
    `%p1 = nv_tileaa.addptr %p0, %off : !nv_tileaa.ptr<f32, 1>, index -> !nv_tileaa.ptr<f32, 1>`,
    `%pp = nv_tileaa.addptr %pbase, %lanes : !nv_tileaa.ptr<f16, 1>, tensor<128xindex> -> tensor<128x!nv_tileaa.ptr<f16, 1>>`.
    The offset counts elements of the pointee (scaled by its size in bytes
    when lowered). Base and offset broadcast against each other: a scalar
    against any tile, two tiles of equal rank where each axis agrees or one
    of them is 1. The result is the broadcast shape of the base's pointer
    type: element type and address space are inherited. Chained additions
    canonicalize to one with the offsets summed; a zero offset folds away.
  }];
  let arguments = (ins TileAA_PtrTile:$base, TileAA_IndexTile:$offset);
  let results = (outs TileAA_PtrTile:$result);
  let assemblyFormat = [{
    $base `,` $offset attr-dict `:` qualified(type($base)) `,` type($offset) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def TileAA_IntToPtrOp : TileAA_Op<"int_to_ptr", [Pure]> {
  let summary = "reinterpret 64-bit integers as pointers";
  let description = [{
    `%p = nv_tileaa.int_to_ptr %x : tensor<4xi64> -> tensor<4x!nv_tileaa.ptr<f32, 1>>`;
    the inverse of `ptr_to_int`. Source and result have the same shape.
  }];
  let arguments = (ins TileAA_I64Tile:$source);
  let results = (outs TileAA_PtrTile:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAA_PtrToIntOp : TileAA_Op<"ptr_to_int", [Pure]> {
  let summary = "reinterpret pointers as 64-bit integers";
  let description = [{
    `%x = nv_tileaa.ptr_to_int %p : !nv_tileaa.ptr<f32, 1> -> i64`; the inverse
    of `int_to_ptr`. Source and result have the same shape.
  }];
  let arguments = (ins TileAA_PtrTile:$source);
  let results = (outs TileAA_I64Tile:$result);
  let assemblyFormat = "$source attr-dict `:` qualified(type($source)) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_MakeMemRefOp : TileAA_Op<"make_memref", [Pure, AttrSizedOperandSegments]> {
  let summary = "package a base pointer with offset, sizes, strides and alias provenance";
  let description = [{
    ```
    %mr = nv_tileaa.make_memref %pbase, %off, %sz0, %sz1, %st0, %st1 {alias_scope = 7}
        : (!nv_tileaa.ptr<f32, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?xf32, 1>
    ```
    Operands: the base pointer, an optional offset (in elements of the
    pointee, like `addptr`; the lowering applies it to the base), one `index`
    per dynamic extent of the result type, then one per dynamic stride. The
    result type decides how many sizes and strides there are, so the offset's
    presence follows from the operand count and `operandSegmentSizes`
    ({base, offset, sizes, strides}) need not be written; when written it must
    agree. The base's pointee and address space are the memref's.
    `alias_scope` is an unsigned 32-bit provenance tag for alias analysis:
    memrefs with different scopes do not alias.
  }];
  let arguments = (ins TileAA_Ptr:$base, Optional<Index>:$offset, Variadic<Index>:$sizes,
                       Variadic<Index>:$strides, OptionalAttr<I64Attr>:$alias_scope);
  let results = (outs TileAA_MemRef:$result);
  let builders = [
    // Without provenance (no alias_scope).
    OpBuilder<(ins "::mlir::Type":$result, "::mlir::Value":$base, "::mlir::Value":$offset,
                   "::mlir::ValueRange":$sizes, "::mlir::ValueRange":$strides),
              [{ build($_builder, $_state, result, base, offset, sizes, strides, ::mlir::IntegerAttr()); }]>];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Element type conversion
//===----------------------------------------------------------------------===//

def TileAA_BitcastOp : TileAA_Op<"bitcast", [Pure]> {
  let summary = "reinterpret the bits of each element as another type of the same width";
  let description = [{
    `%y = nv_tileaa.bitcast %x : tensor<4xi32> -> tensor<4xf32>`. Source and
    result have the same shape and element bit width. Pointers are cast with
    `int_to_ptr` / `ptr_to_int`; float widths change only through `fp_to_fp`.
  }];
  let arguments = (ins TileAA_NumberTile:$source);
  let results = (outs TileAA_NumberTile:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def TileAA_FpToFpOp : TileAA_Op<"fp_to_fp", [Pure]> {
  let summary = "convert between floating-point element types";
  let description = [{
    `%h = nv_tileaa.fp_to_fp %x {rounding = #nv_tileaa.rounding<zero>} : tensor<64xf32> -> tensor<64xf16>`.
    The only operation that changes the floating-point format (and width) of
    a value. The element types differ and the shapes agree. `rounding`
    (default: nearest even) applies to conversions that can lose precision;
    it is rejected on exact ones (every source value representable in the
    result, e.g. f16 -> f32).
  }];
  let arguments = (ins TileAA_FloatTile:$source, OptionalAttr<TileAA_RoundingModeAttr>:$rounding);
  let results = (outs TileAA_FloatTile:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Per-element escape hatches
//===----------------------------------------------------------------------===//

def TileAA_ExternElementwiseOp
    : TileAA_Op<"extern_elementwise", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "call an external device function on each element";
  let description = [{
    ```
    %r = nv_tileaa.extern_elementwise "__nv_powf"(%a, %b) {libname = "libdevice", libpath = "libdevice.10.bc", pure}
        : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    ```
    Element `e` of the result is `symbol(a[e], b[e], ...)`. All operands and
    the result have the same shape (scalars: one call). `libname` and
    `libpath` name the bitcode library that defines `symbol` (absent: the
    symbol is resolved at link time). Without `pure` the call may read and
    write memory.
  }];
  let arguments = (ins StrAttr:$symbol, Variadic<TileAA_ElementwiseTile>:$srcs,
                       OptionalAttr<StrAttr>:$libname, OptionalAttr<StrAttr>:$libpath, UnitAttr:$pure);
  let results = (outs TileAA_ElementwiseTile:$result);
  let assemblyFormat = "$symbol `(` $srcs `)` attr-dict `:` functional-type($srcs, $result)";
  let hasVerifier = 1;
}

def TileAA_ElementwiseInlineAsmOp
    : TileAA_Op<"elementwise_inline_asm", [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "run inline PTX on each element, or on each pack of elements";
  let description = [{
    ```
    %lo, %hi = nv_tileaa.elementwise_inline_asm "mov.b64 {$0, $1}, $2;"(%x)
        {constraints = "=r,=r,l", packed_element = 1 : i32, pure}
        : (tensor<128xi64>) -> (tensor<128xi32>, tensor<128xi32>)
    ```
    The assembly runs once per `packed_element` consecutive elements (in
    row-major order) of every operand and result, which all have the same
    shape; `packed_element` (default 1) divides the element count.
    `constraints` are LLVM inline-asm constraints: one output (`=...`) per
    result, then one input per operand, then only clobbers (`~{...}`).
    Without `pure` the assembly may read and write memory; a pure one must
    have results.
  }];
  let arguments = (ins StrAttr:$asm_string, Variadic<TileAA_ElementwiseTile>:$args, StrAttr:$constraints,
                       DefaultValuedAttr<I32Attr, "1">:$packed_element, UnitAttr:$pure);
  let results = (outs Variadic<TileAA_ElementwiseTile>:$results);
  let assemblyFormat = "$asm_string `(` $args `)` attr-dict `:` functional-type($args, $results)";
  let hasVerifier = 1;
}

def TileAA_CallElementwiseIntrinsicOp : TileAA_Op<"call_elementwise_intrinsic", [Pure]> {
  let summary = "call a side-effect-free LLVM intrinsic on each element";
  let description = [{
    ```
    %r = nv_tileaa.call_elementwise_intrinsic "llvm.nvvm.sin.approx.f"(%x) : (tensor<128xf32>) -> tensor<128xf32>
    ```
    Element `e` of the result is `intrinsic(x[e], ...)`. `intrinsic` is a
    known LLVM intrinsic name (overloaded ones with their type suffix); all
    operands and the result have the same shape. Intrinsics with memory
    effects belong in `extern_elementwise` or `elementwise_inline_asm`.
  }];
  let arguments = (ins StrAttr:$intrinsic, Variadic<TileAA_ElementwiseTile>:$srcs);
  let results = (outs TileAA_ElementwiseTile:$result);
  let assemblyFormat = "$intrinsic `(` $srcs `)` attr-dict `:` functional-type($srcs, $result)";
  let hasVerifier = 1;
}

#endif
