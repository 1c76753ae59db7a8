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

def TileAA_LocalAllocOp : TileAA_Op<"local_alloc", [MemoryEffects<[MemAlloc]>]> {
  let summary = "a ring of tiles in the CTA's shared memory";
  let description = [{
    `%ring = nv_tileaa.local_alloc : tensor<3x128x64xf16, #nv_tileaa.shared<...>>`:
    the leading dimension counts the slots (the stages of a software
    pipeline), each slot one tile of the trailing shape stored as the shared
    encoding says. Its contents are undefined until written
    (`async_copy_global_to_local`). Made by tileaa-pipeline.
  }];
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAA_LocalSliceOp : TileAA_Op<"local_slice", [Pure]> {
  let summary = "one slot of a shared ring, as a shared tile";
  let description = [{
    `%t = nv_tileaa.local_slice %ring[%slot] : tensor<3x128x64xf16, #s> -> tensor<128x64xf16, #s>`:
    the tile in slot `%slot` (in [0, slots)) of `%ring`, in shared memory (a
    dot's operand reads it from there).
  }];
  let arguments = (ins TileAA_RankedTensor:$ring, Index:$slot);
  let results = (outs TileAA_RankedTensor:$result);
  let assemblyFormat = "$ring `[` $slot `]` attr-dict `:` qualified(type($ring)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAA_AsyncCopyGlobalToLocalOp : TileAA_Op<"async_copy_global_to_local", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "start copying a tile of a memref into a slot of a shared ring (cp.async)";
  let description = [{
    ```
    nv_tileaa.async_copy_global_to_local %m[%i, %j], %ring[%slot] {tile = tensor<128x64xf16, #blocked>,
        in_bounds = array<i1: false, false>} : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1>, tensor<3x128x64xf16, #s>
    ```
    What `tiled_load %m[%i, %j] {padding = zero}` would read (elements
    outside the memref read zero), written into slot `%slot` of `%ring`
    asynchronously: each thread copies the 16-byte vectors that the `tile`
    type's layout gives it. The data is there only after the thread's
    `async_wait` that completes its group (`async_commit_group`), and for
    the whole CTA after a barrier (the wait's lowering has one).
  }];
  let arguments = (ins TileAA_MemRef:$memref, Variadic<Index>:$indices, TileAA_RankedTensor:$ring, Index:$slot,
                       TypeAttr:$tile, OptionalAttr<DenseBoolArrayAttr>:$in_bounds);
  let assemblyFormat = "$memref `[` $indices `]` `,` $ring `[` $slot `]` attr-dict `:` qualified(type($memref)) `,` "
                       "qualified(type($ring))";
  let hasVerifier = 1;
}

def TileAA_AsyncCommitGroupOp : TileAA_Op<"async_commit_group"> {
  let summary = "close the thread's group of asynchronous copies started since the last commit";
  let assemblyFormat = "attr-dict";
}

def TileAA_AsyncWaitOp : TileAA_Op<"async_wait"> {
  let summary = "wait until at most `pending` groups of copies are in flight, then a CTA barrier";
  let description = [{
    `nv_tileaa.async_wait {pending = 1}`: every group but the newest
    `pending` this thread committed has landed; then the CTA's threads meet,
    so every thread's landed copies are visible to all, and every read of a
    slot before the wait is done before a copy after it overwrites the slot.
  }];
  let arguments = (ins I32Attr:$pending);
  let assemblyFormat = "attr-dict";
}

#endif
