#ifndef TILEAA_LAYOUT_TD
#define TILEAA_LAYOUT_TD

include "TileAA/OpBase.td"

def TileAA_ConvertLayoutOp : TileAA_Op<"convert_layout", [Pure, SameOperandsAndResultShape,
                                                          SameOperandsAndResultElementType]> {
  let summary = "the same tile in another layout (distribution over the CTA)";
  let description = [{
    ```
    %b = nv_tileaa.convert_layout %a : tensor<128x64xf16, #nv_tileaa.blocked<...>>
                                    -> tensor<128x64xf16, #nv_tileaa.shared<...>>
    ```
    Values are unchanged; only which thread (or shared-memory location) holds
    each element changes. Inserted by the layout passes where a value's
    producer and user want different layouts; a conversion to the same
    layout folds away, a conversion of a conversion converts the original,
    and one of a splat constant becomes the constant in the new layout. The
    NVVM lowering moves the registers through shared memory unless the two
    layouts put every element in the same thread.
  }];
  let arguments = (ins TileAA_RankedTensor:$source);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$source attr-dict `:` qualified(type($source)) `->` qualified(type($result))";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

#endif
