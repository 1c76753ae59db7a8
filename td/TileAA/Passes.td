#ifndef TILEAA_PASSES_TD
#define TILEAA_PASSES_TD

include "mlir/Pass/PassBase.td"

// The layout passes on nv_tileaa: each decides one thing and says it in the
// tensor encodings (Layouts.td); convert-tileaa-to-nvvm only reads them.

def TileAADecomposeScaledDots : Pass<"tileaa-decompose-scaled-dots", "::mlir::ModuleOp"> {
  let summary = "Block-scaled dots as one plain dot per scale block, the scales applied in f32";
  let description = [{
    On sm_100, sm_103 and sm_110 an MX-FP8 dot of 128-row blocks, N >= 16,
    powers of two, not batched, whose accumulator and scale factors fit in
    tensor memory is left for tileaa-accelerate-matmul, which puts it on
    tcgen05.mma.block_scale (or decomposes it there, fewer than 4 warps or
    tensor memory full); f4 operands, staged a byte per element, are not
    (the block-scaled kinds read them packed). On sm_120 and sm_121 an
    MX-FP8 dot (M >= 16, N >= 8, powers of two, not batched) is left whole
    for mma.sync.kind::mxf8f6f4.block_scale. This pass rewrites the
    others into, per block of V = K / Ks
    columns of A (rows of B), a plain dot of that block with a zero f32
    accumulator, then `acc = fma(partial * sfa[:, blk], sfb[blk, :], acc)`:
    f8 operands stay f8 (mma.sync takes them from sm_89 on, one k32
    instruction per 32-wide block), f4E2M1FN widens to f16 (exactly) except
    on sm_120 and sm_121, whose mma.sync takes it as it is (kind::f8f6f4,
    k32) where a block's dot fits that instruction (K >= 32, M >= 16,
    N >= 8, powers of two, not batched), and the scales widen to f32
    (exactly). Every product is exact and each block's
    sum is rounded in f32, as the MMA unit does; the scales multiply the
    rounded block sums, so a block whose unscaled sum is out of f32's range
    (or a scale product out of it) saturates where the scaled sum would not.
    The blocks are unrolled: K / V dots per scaled dot.
  }];
  let options = [
    Option<"remarks", "remarks", "bool", "false", "Say per block-scaled dot how it was decomposed, and why not on tcgen05">
  ];
  let dependentDialects = ["::mlir::nv_tileaa::TileAADialect", "::mlir::arith::ArithDialect"];
}

def TileAAAccelerateMatmul : Pass<"tileaa-accelerate-matmul", "::mlir::ModuleOp"> {
  let summary = "Put dots on tensor cores: mma accumulators, operands staged in swizzled shared memory";
  let description = [{
    Gives each `nv_tileaa.dot` that `mma.sync` can compute (f16 or bf16
    operands with an f32 or f16 accumulator, tf32 with f32, i8 with i32, and
    on sm_89 and later f8E4M3FN/f8E5M2 with f32 or f16, the target read from
    the module's `nv_tileaa.target`; M >= 16, N >= 8, K at least one
    instruction's) an accumulator in a `#nv_tileaa.mma` layout, the warps of
    the CTA tiling it (more along the longer side), and operands converted,
    where they are defined, to `#nv_tileaa.shared` tiles, swizzled so that
    each thread's 16-byte vector writes and `ldmatrix` reads of eight rows
    are free of bank conflicts (a B that is a transpose, and B operands not
    of 16 bits, K-major). A dot whose A is computed element-wise from another
    dot's result takes it from registers (a `#nv_tileaa.dot_op` layout of its
    accumulator's mma layout), both dots' warps stacked along M. A batched
    dot of up to 8 batches becomes one dot per batch. An accumulator carried
    by an `scf.for` stays in the mma layout across iterations (the
    conversions around the loop body move out of it). Other dots keep the
    default layout and the FMA loop of the lowering, and say so with a
    remark.
  }];
  let options = [
    Option<"numWarps", "num-warps", "unsigned", "4", "Warps per CTA (as convert-tileaa-to-nvvm's)">,
    Option<"remarks", "remarks", "bool", "false", "Say per dot what was chosen, or why not tensor cores">
  ];
  let dependentDialects = ["::mlir::nv_tileaa::TileAADialect", "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def TileAACoalesce : Pass<"tileaa-coalesce", "::mlir::ModuleOp"> {
  let summary = "Give tiled loads and stores layouts whose registers are aligned vectors";
  let description = [{
    For each `nv_tileaa.tiled_load` / `tiled_store` (and each
    `gather_load` / `scatter_store` whose last-axis coordinates run
    consecutively from an aligned start, the other axes' repeating over the
    vector) on a memref with a unit last stride whose alignment is proven (the base pointer's, the strides'
    and the tile offsets' divisors, from `nv_tileaa.assume div_by` and
    constants, and, where the access is bounds-checked, the extent's), a
    `#nv_tileaa.blocked` layout with that many consecutive elements per
    thread (up to 16 bytes), consecutive threads on consecutive vectors along
    the row and the warps stacked over the rows; the lowering then moves each
    vector with one 128-bit (or narrower) access. Conversions back to the
    users' layouts are left for tileaa-remove-layout-conversions.
  }];
  let options = [
    Option<"numWarps", "num-warps", "unsigned", "4", "Warps per CTA (as convert-tileaa-to-nvvm's)">,
    Option<"remarks", "remarks", "bool", "false", "Say per tiled load and store what vector width was chosen, or why scalar">
  ];
  let dependentDialects = ["::mlir::nv_tileaa::TileAADialect"];
}

def TileAAPipeline : Pass<"tileaa-pipeline", "::mlir::ModuleOp"> {
  let summary = "Software-pipeline the loads of loops: cp.async or TMA into a ring of shared tiles";
  let description = [{
    In an `scf.for` whose body writes no memory but by tiled stores whose
    tokens nothing uses (token-ordered accesses are not ordered by program
    order, so loads may move ahead of them), each `tiled_load` whose
    only use is a conversion to a shared tile read by dots (what
    tileaa-accelerate-matmul makes of a GEMM's operands) becomes an
    asynchronous copy into a ring of `num-stages` shared tiles
    (`local_alloc`): the copies for the first `num-stages - 1` iterations
    are started before the loop; iteration i waits for its own
    (`async_wait`, then a barrier), starts those of iteration
    i + num-stages - 1 into the slot iteration i - 1 read, and its dots read
    slot i mod num-stages (`local_slice`). A load qualifies when each
    thread's vectors are 16 bytes (tileaa-coalesce proved the alignment) and
    what lies outside the memref reads zero. A `latency` hint on the loads
    (cuda_tile's optimization_hints, for the module's nv_tileaa.target or
    `default`) sets the slots instead: the largest hint of the loop, at
    least 2, as many as fit in the target's shared memory with 16 KiB left
    (never fewer than num-stages unless the hint asks for fewer).
    A loop whose one dot is on wgmma (a version-3 accumulator the loop
    carries and only yields, operands staged before the loop or through the
    rings) leaves each iteration's wgmma running into the next (`is_async`,
    `dot_wait {pending = 1}`, `dot_wait {pending = 0}` after the loop): its
    rings take one more slot (or, where that does not fit, copies start one
    iteration less ahead), and an accumulator starting at zero starts
    undefined with the first iteration not reading it (`use_c`).
    Loads ordered after earlier accesses by their token are not
    prefetched (a copy started ahead could overtake them).
    From sm_90 on the copies are TMA's (`async_tma_copy_global_to_local`, one
    mbarrier per slot, waited on with the slot's use parity) when every
    tile of the loop has a tensor map box; there, loads whose tiles
    registers read (a row reduction's loop) qualify too: the ring holds the
    tile as TMA stages it (tmaStagingTile) and the loop reads its slot back
    into the load's layout (`convert_layout`) after the wait; rank-1 tiles
    come as 1xN lines (loadAsOneLine).
    Warp specialization (`warp-specialize`, on by default): a kernel's
    loop whose dots (on tensor cores) read only TMA rings, at the kernel's top level or
    the body of a loop there (a persistent kernel's K loop), gets a
    producer warpgroup (`warp_specialize`) that recomputes what the copies
    need (pure scalar ops of the kernel's top level and of the loop
    around), makes its own tensor maps and issues every iteration's copies,
    numbered across the passes of the loop around, once the slot is given back (an
    `empty` mbarrier per slot, arrived on by every computing thread once
    `dot_wait {pending = 1}` retired the wgmma that read it, or, where the
    loop's dots run to completion, after the last one reading the slot);
    the computing warps only wait on the slot's `full` mbarrier. With two or more
    computing warpgroups the roles rebalance registers (setmaxnreg 40 for
    the producers, the rest for the consumers).
  }];
  let options = [
    Option<"numStages", "num-stages", "unsigned", "3", "Shared-memory slots per pipelined load (at least 2)">,
    Option<"warpSpecialize", "warp-specialize", "bool", "true",
           "Give a kernel's top-level wgmma GEMM loop on TMA rings a producer warpgroup">,
    Option<"remarks", "remarks", "bool", "false", "Say per load whether it was pipelined, or why not">
  ];
  let dependentDialects = ["::mlir::nv_tileaa::TileAADialect", "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect", "::mlir::ub::UBDialect"];
}

def TileAATMALoads : Pass<"tileaa-tma-loads", "::mlir::ModuleOp"> {
  let summary = "From sm_90 on, load a kernel's top-level tiles by TMA where the memref and the tile allow it";
  let description = [{
    For a module whose nv_tileaa.target is sm_90 or later, each `tiled_load` in the
    top-level block of a kernel (run once per tile block; loads of loops
    are tileaa-pipeline's) of a static rank-2 tile becomes a TMA copy into
    a shared tile of its own (`local_alloc` of one slot), completing on an
    mbarrier of its own that every thread waits on (phase 0), when TMA can
    make it: 1, 2 or 4-byte elements, the base and the row stride proven
    16-byte aligned, a box TMA can write, and a load that is weak, unmasked,
    allowed TMA, not ordered after earlier accesses by its token (the copy
    would need a barrier before it), whose elements outside the memref read
    zero or are unspecified (TMA's fill), and whose tile is not permuted
    (that crosses shared memory anyway). Later accesses the load's token
    orders take its incoming token: they follow every thread's wait. A
    rank-1 tile with zero padding goes as a 1xN line of a 1xN memref over
    the same elements, viewed back (loadAsOneLine); unpadded, one contiguous
    run streams as fast through plain 16-byte loads. A tile whose one user stages it in
    shared memory in an encoding TMA writes is copied there directly;
    otherwise it is staged as tileaa-tma-stores stages (tmaStagingTile) and
    read back into the load's layout (`convert_layout`). The tensor map is
    made right after the memref (shared with the kernel's other TMA copies
    of the same memref and tile) and released after the wait; the mbarrier
    is invalidated before the return.
  }];
  let options = [
    Option<"remarks", "remarks", "bool", "false", "Say per top-level tiled load whether it goes by TMA, or why not">
  ];
  let dependentDialects = ["::mlir::nv_tileaa::TileAADialect", "::mlir::arith::ArithDialect"];
}

def TileAATMAStores : Pass<"tileaa-tma-stores", "::mlir::ModuleOp"> {
  let summary = "From sm_90 on, store tiles by TMA where the memref and the tile allow it";
  let description = [{
    For a module whose nv_tileaa.target is sm_90 or later, each `tiled_store` of a
    static rank-2 tile into a rank-2 memref whose last dimension is
    contiguous becomes a `tma_store` through a tensor map
    (`make_tensor_map` right after the memref is made, else before the
    store or the outermost loop around it that does not make the memref;
    `release_tensor_map` after that loop or the store) when TMA can write
    it: 1, 2 or 4-byte elements, the base and the row stride proven
    16-byte aligned (what tileaa-coalesce proves for 128-bit accesses), a
    box of at most 256 lines, and a store that is weak, unmasked, allowed
    TMA and whose token orders nothing (TMA's writes are not ordered with
    the kernel's later accesses). The tile is staged with TMA's 128-byte
    swizzle where its lines are that long (64 or 32-byte for shorter
    lines, none for 16-byte lines), so that the threads' writes of any
    register layout spread over the banks. Elements outside the memref are
    not written, as for the tiled store. A conversion of the stored value
    to another register layout is skipped: the staging changes the layout.
  }];
  let options = [
    Option<"remarks", "remarks", "bool", "false", "Say per tiled store whether it goes by TMA, or why not">
  ];
  let dependentDialects = ["::mlir::nv_tileaa::TileAADialect"];
}

def TileAARemoveLayoutConversions : Pass<"tileaa-remove-layout-conversions", "::mlir::ModuleOp"> {
  let summary = "Compute element-wise ops in their operands' layout instead of converting";
  let description = [{
    An element-wise op whose tile operands are conversions from one layout
    is computed in that layout, its results converted instead; repeated,
    this carries a load's layout through the arithmetic to the store, where
    the conversions cancel (convert_layout's canonicalization folds chains
    and identities). Its other operands may be values each thread can make
    in that layout itself: splats, broadcasts of one element, ranges, views
    that insert or remove unit dimensions and short element-wise chains of
    these (bounds masks), which are recomputed there. Reductions, permutes,
    broadcasts and such views follow a blocked layout too, and a loop
    carries a tile in the blocked layout its iterations compute it in, so
    that an accumulation converts once, after the loop.
  }];
  let dependentDialects = ["::mlir::nv_tileaa::TileAADialect"];
}

#endif
