#ifndef TILEAA_COLLECTIVES_TD
#define TILEAA_COLLECTIVES_TD

include "TileAA/OpBase.td"

def TileAA_DotOp : TileAA_Op<"dot", [Pure, AttrSizedOperandSegments]> {
  let summary = "matrix multiply-accumulate, plain, integer or block-scaled";
  let description = [{
    ```
    %d = nv_tileaa.dot %a, %b, %c : tensor<128x32xf16>, tensor<32x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
    %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>}
        : tensor<64x32xi8>, tensor<32x64xi8>, tensor<64x64xi32> -> tensor<64x64xi32>
    %d = nv_tileaa.dot %a, %b, %c scales(%sfa, %sfb)
        : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>,
          tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    ```
    `D[i, j] = sum_k A[i, k] * B[k, j] + C[i, j]`, per batch for rank-3
    operands (a shared leading batch dimension): A is M x K, B K x N, C and D
    M x N; D has C's type. Operand segments: {A, B, C, sfa, sfb}.

    Element tuples (A, B -> C):
    - f16 -> f16 or f32; bf16, tf32, f32 -> f32; f64 -> f64;
    - f8E4M3FN / f8E5M2 (the two may pair) -> f32, the narrow-precision rule;
    - i8 -> i32, with `signedness_a` and `signedness_b` saying how A and B
      are read (required; the accumulator is signed);
    - block-scaled, with scale-factor operands `sfa` (M x K/V) and `sfb`
      (K/V x N, behind the batch dimension if any) of one type, element
      `A[i, k]` scaled by `sfa[i, k / V]` and `B[k, j]` by `sfb[k / V, j]`,
      accumulating in f32: MX-FP8 (f8E4M3FN / f8E5M2 with f8E8M0FNU scales,
      V = 32), MX-FP4 (f4E2M1FN with f8E8M0FNU scales, V = 16 or 32), NV-FP4
      (f4E2M1FN with f8E4M3FN scales, V = 16). Block-scaled dots need the
      module's `nv_tileaa.target` to name sm_100 or newer.
    `propagate_nan` (floating dots only) makes a NaN product or accumulator
    yield NaN even where the MMA unit would otherwise drop it. `fast_acc`
    (floating dots only) lets the accumulation use the MMA unit's faster,
    less precise accumulator (cuda_tile's `mmaf ... fast_acc`).
    `use_c(%p)`: where `%p` is false, C is not read (`D = A x B`). `is_async`
    (a dot on wgmma: a version-3 mma accumulator; or on tcgen05: a version-5
    one in tensor memory, with operands TMA wrote): its instructions are
    left running; its result, and the shared tiles it reads, are used only
    after a `dot_wait` retires them (on tcgen05 the shared tiles also once a
    `commit_dots` after it has arrived). tileaa-pipeline sets both on a loop's GEMM:
    the first iteration does not read the accumulator, which then needs no
    initial zeros (instructions that define wgmma's accumulator registers
    while wgmmas run would make ptxas serialize them).
  }];
  let arguments = (ins TileAA_RankedTensor:$a, TileAA_RankedTensor:$b, TileAA_RankedTensor:$c,
                       Optional<TileAA_RankedTensor>:$sfa, Optional<TileAA_RankedTensor>:$sfb,
                       OptionalAttr<TileAA_SignednessAttr>:$signedness_a,
                       OptionalAttr<TileAA_SignednessAttr>:$signedness_b, UnitAttr:$propagate_nan,
                       UnitAttr:$fast_acc, Optional<I1>:$use_c, UnitAttr:$is_async);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $c (`scales` `(` $sfa^ `,` $sfb `)`)? (`use_c` `(` $use_c^ `)`)? attr-dict `:` type($a) `,` type($b) `,` type($c)
    (`,` type($sfa)^ `,` type($sfb))? `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_DotWaitOp : TileAA_Op<"dot_wait", [AllTypesMatch<["input", "result"]>]> {
  let summary = "wait until at most `pending` groups of asynchronous dots are in flight";
  let description = [{
    `%r = nv_tileaa.dot_wait %d {pending = 1} : tensor<128x128xf32, #mma>`:
    of the `is_async` dots this warpgroup issued, all but the newest
    `pending` (one group each) have completed; `%r` is `%d`, to be read once
    its dot is retired (`pending = 0`: every one), and the shared tiles the
    retired dots read may be written again. For dots on tcgen05 (`%d` in
    tensor memory) the CTA waits for all of them: `pending` must be 0.
  }];
  let arguments = (ins TileAA_RankedTensor:$input, I32Attr:$pending);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
  let hasVerifier = 1;
}

def TileAA_ConvDotOp : TileAA_Op<"conv_dot", [Pure]> {
  let summary = "direct convolution of an activation tile with a filter tile, accumulated";
  let description = [{
    ```
    %o = nv_tileaa.conv_dot %x, %w, %acc {strides = array<i64: 2, 2>, pad_low = array<i64: 1, 1>, pad_high = array<i64: 1, 1>}
        : tensor<1x8x8x16xf16>, tensor<3x3x16x32xf16>, tensor<1x4x4x32xf32> -> tensor<1x4x4x32xf32>
    ```
    The activation layout is channels-last, with d = 1, 2 or 3 spatial axes:
    - `input`  N x H.. x C  (batch, d spatial extents, input channels),
    - `filter` R.. x C x K  (d filter extents, input channels, output channels),
    - `acc`    N x P.. x K  (the accumulator; the result has its type),
    `result[n, p.., k] = acc[n, p.., k] + sum_{r.., c} input[n, p*s + r*dil - pad_low.., c] * filter[r.., c, k]`,
    reads outside the input (the padding) being zero. Per spatial axis:
    `strides` (default 1), `dilations` (default 1), `pad_low` and `pad_high`
    (default 0); `P = (H + pad_low + pad_high - dil * (R - 1) - 1) / s + 1`.
    Keeping the convolution whole (rather than an im2col dot) preserves the
    padding and layout facts the memory-layout pass chooses producers by.
    Element tuples are dot's plain and integer ones (no block scaling), with
    `signedness_a` / `signedness_b` for the input and filter of i8 convolutions.
  }];
  let arguments = (ins TileAA_RankedTensor:$input, TileAA_RankedTensor:$filter, TileAA_RankedTensor:$acc,
                       OptionalAttr<DenseI64ArrayAttr>:$strides, OptionalAttr<DenseI64ArrayAttr>:$dilations,
                       OptionalAttr<DenseI64ArrayAttr>:$pad_low, OptionalAttr<DenseI64ArrayAttr>:$pad_high,
                       OptionalAttr<TileAA_SignednessAttr>:$signedness_a,
                       OptionalAttr<TileAA_SignednessAttr>:$signedness_b);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = [{
    $input `,` $filter `,` $acc attr-dict `:` type($input) `,` type($filter) `,` type($acc) `->` type($result)
  }];
  let hasVerifier = 1;
}

// reduce and scan combine N tiles of one shape along `dim` with a function
// given as a region: it takes (element, accumulator) scalars of each input in
// turn, 2N arguments, and ends with an nv_tileaa.yield of the N new
// accumulators. The function is associative; the combination order is
// unspecified. `identities[i]`, an integer or float constant of input i's
// element type, is the function's identity for input i.
class TileAA_CombiningOp<string mnemonic> : TileAA_Op<mnemonic, [RecursiveMemoryEffects, SingleBlock]> {
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$combiner);
  let hasVerifier = 1;
}

def TileAA_ReduceOp : TileAA_CombiningOp<"reduce"> {
  let summary = "reduce tiles along one dimension with a combining function";
  let description = [{
    ```
    %s = nv_tileaa.reduce %x dim = 0 identities = [0.000000e+00 : f32] : tensor<8x64xf32> -> tensor<64xf32> {
    ^bb0(%elem: f32, %acc: f32):
      %sum = nv_tileaa.addf %elem, %acc : f32
      nv_tileaa.yield %sum : f32
    }
    ```
    Result i has input i's shape without `dim` and its element type; reducing
    a rank-1 tile gives a scalar.
  }];
  let arguments = (ins Variadic<TileAA_RankedTensor>:$operands, I32Attr:$dim, ArrayAttr:$identities);
  let assemblyFormat = [{
    $operands `dim` `=` $dim `identities` `=` $identities attr-dict `:` type($operands) `->` type($results)
    $combiner
  }];
}

def TileAA_ScanOp : TileAA_CombiningOp<"scan"> {
  let summary = "inclusive prefix of tiles along one dimension with a combining function";
  let description = [{
    ```
    %p = nv_tileaa.scan %x dim = 1 reverse identities = [1 : i32] : tensor<8x16xi32> -> tensor<8x16xi32> {
    ^bb0(%elem: i32, %acc: i32):
      %prod = arith.muli %elem, %acc : i32
      nv_tileaa.yield %prod : i32
    }
    ```
    `result[j] = f(x[j], result[j-1])` along `dim`, starting from
    `f(x[0], identity)`; with `reverse`, from the last index down. Results
    have the inputs' types.
  }];
  let arguments = (ins Variadic<TileAA_RankedTensor>:$operands, I32Attr:$dim, UnitAttr:$reverse,
                       ArrayAttr:$identities);
  let assemblyFormat = [{
    $operands `dim` `=` $dim (`reverse` $reverse^)? `identities` `=` $identities attr-dict `:` type($operands)
    `->` type($results) $combiner
  }];
}

def TileAA_HistogramOp : TileAA_Op<"histogram", [Pure]> {
  let summary = "count the lanes of an integer tile per value";
  let description = [{
    `%h = nv_tileaa.histogram %v mask %m : tensor<1024xi32>, tensor<1024xi1> -> tensor<64xi32>`:
    `values` is a tile of integers, read as signed; the result's extent B is
    the number of bins, and `result[b]` (i32) counts the lanes whose value is
    b. Values outside [0, B) are not counted, nor are lanes whose `mask`
    (optional, i1, the values' shape) is false.
  }];
  let arguments = (ins TileAA_RankedTensor:$values, Optional<TileAA_RankedTensor>:$mask);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = [{
    $values (`mask` $mask^)? attr-dict `:` type($values) (`,` type($mask)^)? `->` type($result)
  }];
  let hasVerifier = 1;
}

#endif
