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
    the whole CTA after a barrier (the wait's lowering has one). A
    1x..x1xMxN `tile` of a memref of higher rank (a batched operand) fills
    a slot of MxN.
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

def TileAA_MakeTensorMapOp : TileAA_Op<"make_tensor_map", [MemoryEffects<[MemAlloc, MemWrite]>]> {
  let summary = "build the TMA tensor map that copies tiles between a memref and shared tiles";
  let description = [{
    ```
    %tm = nv_tileaa.make_tensor_map %m {tile = tensor<128x64xf16, #nv_tileaa.shared<...>>}
        : !nv_tileaa.memref<?x?xf16, strides=[?,1], 1> -> !nv_tileaa.tensor_map
    ```
    A tensor map (PTX ISA, "Tensor Map") of the memref's base, extents and
    strides whose box is a tile of type `tile` (or a panel of it: a
    swizzled line is copied one swizzle period at a time), written as the
    tile's shared encoding stores it (the encoding's swizzle is TMA's
    32/64/128-byte swizzle); elements outside the memref read zero. The
    memref's innermost dimension must be contiguous and the shared
    encoding's contiguous one, its base and other strides 16-byte aligned
    (what tileaa-pipeline proves before it makes one). A memref of rank 3
    to 5 gives a map of its rank whose box is 1 along all but the last two
    dimensions (a batched operand's matrix); copies through it take one
    index per dimension. The kernel builds
    the map itself from its arguments, in a global slot it holds until
    `release_tensor_map` (docs/tma-descriptors.md): launches keep the
    front end's calling convention.
  }];
  let arguments = (ins TileAA_MemRef:$memref, TypeAttr:$tile);
  let results = (outs TileAA_TensorMap:$result);
  let assemblyFormat = "$memref attr-dict `:` qualified(type($memref)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAA_ReleaseTensorMapOp : TileAA_Op<"release_tensor_map", [MemoryEffects<[MemFree]>]> {
  let summary = "give back a tensor map's global slot once no copy uses it";
  let arguments = (ins TileAA_TensorMap:$tensor_map);
  let assemblyFormat = "$tensor_map attr-dict";
}

def TileAA_AllocMBarriersOp : TileAA_Op<"alloc_mbarriers", [MemoryEffects<[MemAlloc, MemWrite]>]> {
  let summary = "mbarriers in shared memory, initialized, for the CTA";
  let description = [{
    `%bars = nv_tileaa.alloc_mbarriers {arrivals = 2} : !nv_tileaa.mbarriers<3>`:
    every barrier starts in phase 0 expecting `arrivals` arrivals per phase
    (one per `async_tma_copy_global_to_local` into its slot); initialized
    by one thread and visible to the whole CTA when the op completes. With
    `cluster`, visible to every CTA of the cluster (whose threads all meet:
    PTX `fence.mbarrier_init` and `barrier.cluster`), so that other CTAs may
    arrive on them and complete multicast copies on them.
  }];
  let arguments = (ins I32Attr:$arrivals, UnitAttr:$cluster);
  let results = (outs TileAA_MBarriers:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def TileAA_InvalidateMBarriersOp : TileAA_Op<"invalidate_mbarriers", [MemoryEffects<[MemFree]>]> {
  let summary = "end the mbarriers' use, once every thread is done with them";
  let description = [{
    `nv_tileaa.invalidate_mbarriers %bars : !nv_tileaa.mbarriers<3>`: the
    CTA's threads meet, then the barriers are invalidated (PTX
    `mbarrier.inval`), so that their memory can be initialized again (the
    next `alloc_mbarriers` of a loop around the pipeline).
  }];
  let arguments = (ins TileAA_MBarriers:$barriers);
  let assemblyFormat = "$barriers attr-dict `:` qualified(type($barriers))";
}

def TileAA_AsyncTMACopyGlobalToLocalOp : TileAA_Op<"async_tma_copy_global_to_local",
                                                   [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "start a TMA copy of a tile into a slot of a shared ring, completing on an mbarrier";
  let description = [{
    ```
    nv_tileaa.async_tma_copy_global_to_local %tm[%i, %j], %ring[%slot], %bars[%slot]
        : tensor<3x128x64xf16, #s>, !nv_tileaa.mbarriers<3>
    ```
    One thread of the CTA arrives on barrier `%bars[%slot]` announcing the
    tile's bytes and starts the TMA copies of the tile at element offsets
    (%i, %j) of the tensor map's memref into slot `%slot` (elements outside
    it read zero). The barrier's phase completes once every expected
    arrival is made and every announced byte has landed: the data is there
    for a thread after its `wait_mbarrier` on that phase.

    With `multicast_ctas = n` the n CTAs of the kernel's cluster (its
    `num_cta_in_cga`) all execute the op for the same tile, slot and
    barrier, and share the copy: the CTA of rank r starts the panels
    p = r, r + n, ... of the tile, each written to the slot of every CTA of
    the cluster and completing on the barrier of each (TMA multicast). Each
    CTA still announces the whole tile's bytes on its own barrier; a slot
    may be refilled only once the consumers of every CTA have given it back.
  }];
  let arguments = (ins TileAA_TensorMap:$tensor_map, Variadic<Index>:$indices, TileAA_RankedTensor:$ring, Index:$slot,
                       TileAA_MBarriers:$barriers, Index:$barrier, OptionalAttr<I32Attr>:$multicast_ctas);
  let assemblyFormat = "$tensor_map `[` $indices `]` `,` $ring `[` $slot `]` `,` $barriers `[` $barrier `]` attr-dict "
                       "`:` qualified(type($ring)) `,` qualified(type($barriers))";
  let hasVerifier = 1;
}

def TileAA_TMAStoreOp : TileAA_Op<"tma_store", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "store a tile by TMA, staged in shared memory as the tensor map's tile";
  let description = [{
    ```
    nv_tileaa.tma_store %tm[%i, %j], %v : !nv_tileaa.tensor_map, tensor<128x128xf32, #mma>
    ```
    What `tiled_store %m[%i, %j], %v` stores, by TMA (PTX
    `cp.async.bulk.tensor` from shared to global memory): the CTA's threads
    write `%v` (any register layout) into the kernel's shared scratch as
    the tensor map's `tile` type lays it out, one thread starts the tile's
    copies (one per panel) at element offsets (%i, %j) of the map's memref
    and waits until they have read the scratch, and the CTA meets again.
    Elements outside the memref are not written (TMA clips the box). With
    a memref of rank 3 to 5, `%v` is the MxN tile of its last two
    dimensions at one index per dimension (the box is 1 along the others). The
    writes to global memory are unordered with the kernel's later accesses
    (made by tileaa-tma-stores only for stores whose token orders nothing).
  }];
  let arguments = (ins TileAA_TensorMap:$tensor_map, Variadic<Index>:$indices, TileAA_RankedTensor:$value);
  let assemblyFormat = "$tensor_map `[` $indices `]` `,` $value attr-dict `:` qualified(type($value))";
  let hasVerifier = 1;
}

def TileAA_WaitMBarrierOp : TileAA_Op<"wait_mbarrier", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "wait for an mbarrier's phase of the given parity to complete";
  let description = [{
    `nv_tileaa.wait_mbarrier %bars[%b], %parity {sync_cta} : !nv_tileaa.mbarriers<3>`:
    the thread waits until the phase of `%bars[%b]` whose parity is
    `%parity` (an i32, 0 or 1) has completed; what that phase's copies
    wrote is then visible to it. With `sync_cta` the CTA's threads then
    meet, so that every read of a slot before the op is done before a copy
    issued after it overwrites the slot. With `issuer_only` only the thread
    that issues the CTA's asynchronous dots (on tcgen05) waits: the others
    read nothing the phase guards, and, meeting nobody, could otherwise
    fall behind by two phases and wait for the wrong one.
  }];
  let arguments = (ins TileAA_MBarriers:$barriers, Index:$barrier, I32:$parity, UnitAttr:$sync_cta,
                       UnitAttr:$issuer_only);
  let assemblyFormat = "$barriers `[` $barrier `]` `,` $parity attr-dict `:` qualified(type($barriers))";
}

def TileAA_ArriveMBarrierOp : TileAA_Op<"arrive_mbarrier", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "arrive on an mbarrier, releasing what the thread did before";
  let description = [{
    `nv_tileaa.arrive_mbarrier %bars[%b] : !nv_tileaa.mbarriers<3>`: each
    thread executing it makes one arrival on `%bars[%b]` (PTX
    `mbarrier.arrive`, release at CTA scope): a consumer of a ring slot
    says it is done reading it, so that a producer waiting on that phase
    may refill the slot. With `cluster_ctas = n` each thread arrives on
    `%bars[%b]` of each of the n CTAs of the kernel's cluster (PTX `mapa`,
    `mbarrier.arrive.release.cluster.shared::cluster`): the producers of
    all of them may write the slot (multicast copies).
  }];
  let arguments = (ins TileAA_MBarriers:$barriers, Index:$barrier, OptionalAttr<I32Attr>:$cluster_ctas);
  let assemblyFormat = "$barriers `[` $barrier `]` attr-dict `:` qualified(type($barriers))";  let hasVerifier = 1;
}

def TileAA_CommitDotsOp : TileAA_Op<"commit_dots", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "arrive on an mbarrier once the CTA's asynchronous dots issued so far have completed";
  let description = [{
    `nv_tileaa.commit_dots %bars[%b] : !nv_tileaa.mbarriers<3>`: one
    arrival on `%bars[%b]` for the CTA (not one per thread), made once
    every `is_async` dot on tcgen05 (a version-5 accumulator in tensor
    memory) issued before the op has completed (PTX `tcgen05.commit` by
    the thread that issues them). A consumer of a ring slot so gives it
    back without waiting for the dots that read it.
  }];
  let arguments = (ins TileAA_MBarriers:$barriers, Index:$barrier);
  let assemblyFormat = "$barriers `[` $barrier `]` attr-dict `:` qualified(type($barriers))";
}

def TileAA_WarpSpecializeOp : TileAA_Op<"warp_specialize", [SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "run a region on producer warps added to the CTA, the rest of the kernel on the others";
  let description = [{
    ```
    nv_tileaa.warp_specialize consumer_warps = 4 producer_warps = 4 {
      ... (issue a ring's TMA copies)
    }
    ```
    The CTA gets `producer_warps` more warps (a warpgroup, so that
    `setmaxnreg` may move registers between the roles), after the kernel's
    `consumer_warps`. Those warps run the region and exit: they take part in
    no CTA barrier, only in mbarriers. The consumer warps skip the region
    and run the rest of the kernel, whose CTA barriers become barriers of
    the consumer threads alone. Inside the region the producer warps are
    numbered from 0 (its "thread 0" issues TMA copies, its warp 0 builds
    tensor maps). With `producer_registers` and `consumer_registers` the
    roles set their per-thread register maximum (`setmaxnreg`) first.
    The op stands at the top of a kernel, after nothing but constants and
    the mbarriers and rings the roles share (alloc_mbarriers, local_alloc),
    so those and the kernel's arguments are all the region can use from
    above.
  }];
  let arguments = (ins I32Attr:$consumer_warps, I32Attr:$producer_warps,
                       OptionalAttr<I32Attr>:$producer_registers, OptionalAttr<I32Attr>:$consumer_registers);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "`consumer_warps` `=` $consumer_warps `producer_warps` `=` $producer_warps "
                       "(`registers` `(` $producer_registers^ `,` $consumer_registers `)`)? $body attr-dict";
  let hasRegionVerifier = 1;
}

#endif
