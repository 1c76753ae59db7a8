#ifndef TILEAA_LAYOUTS_TD
#define TILEAA_LAYOUTS_TD

// How a tile is spread over the threads of a CTA (or held in its shared
// memory): the encoding of an nv_tileaa tensor type, chosen by the layout
// passes (Dialect/TileAA/Transforms) and only read by the NVVM lowering. A
// tensor without an encoding has the default layout: element `t + r * T` of
// the row-major order in register r of thread t (T threads), replicated
// when the tile has fewer elements than the CTA has threads. Every layout is
// a linear map from (register, lane, warp) bits to coordinate bits
// (Dialect/TileAA/IR/LinearLayout.h); the lowering works on that map.

include "TileAA/Dialect.td"

class TileAA_LayoutAttr<string name, string attrMnemonic> : AttrDef<TileAA_Dialect, name> {
  let mnemonic = attrMnemonic;
  let genVerifyDecl = 1;
}

def TileAA_BlockedLayoutAttr : TileAA_LayoutAttr<"BlockedLayout", "blocked"> {
  let summary = "registers, lanes and warps tiled along the dimensions, fastest first in `order`";
  let description = [{
    `#nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8],
    warpsPerCTA = [4, 1], order = [1, 0]>`: each thread holds
    `sizePerThread` contiguous elements, the lanes of a warp cover
    `threadsPerWarp` such blocks, the warps `warpsPerCTA` warp blocks, and
    the CTA's block repeats (more registers) until it covers the tile. Along
    `order[0]` (the fastest dimension) registers, then lanes, then warps are
    consecutive, so `sizePerThread[order[0]]` elements are one vector access.
    A tile smaller than the CTA's block is replicated over the extra lanes or
    warps.
  }];
  let parameters = (ins ArrayRefParameter<"unsigned">:$sizePerThread, ArrayRefParameter<"unsigned">:$threadsPerWarp,
                        ArrayRefParameter<"unsigned">:$warpsPerCTA, ArrayRefParameter<"unsigned">:$order);
  let assemblyFormat = "`<` `sizePerThread` `=` `[` $sizePerThread `]` `,` `threadsPerWarp` `=` `[` $threadsPerWarp `]` "
                       "`,` `warpsPerCTA` `=` `[` $warpsPerCTA `]` `,` `order` `=` `[` $order `]` `>`";
}

def TileAA_SliceLayoutAttr : TileAA_LayoutAttr<"SliceLayout", "slice"> {
  let summary = "the parent layout with dimension `dim` reduced away";
  let description = [{
    `#nv_tileaa.slice<dim = 1, parent = #nv_tileaa.blocked<...>>` is the
    layout of a reduction's result: element i is held by every thread that
    held a source element of the reduced row, so the result stays where the
    reduction left it.
  }];
  let parameters = (ins "unsigned":$dim, "::mlir::Attribute":$parent);
  let assemblyFormat = "`<` `dim` `=` $dim `,` `parent` `=` $parent `>`";
}

def TileAA_MmaLayoutAttr : TileAA_LayoutAttr<"MmaLayout", "mma"> {
  let summary = "tensor-core accumulators: the fragments of one MMA instruction per warp, repeated";
  let description = [{
    `#nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>`
    (version 2: `mma.sync` on sm_80 and later). Each warp holds the C/D
    fragments of `instrShape` tiles as the PTX ISA lays them out for
    `mma.sync.m16n8kK` (lane l: rows l/4 and l/4+8, columns 2*(l%4) and
    2*(l%4)+1); the warps tile the result `warpsPerCTA` (rows first), and
    that CTA tile repeats (more registers) over the result.
    `#nv_tileaa.mma<version = 3, warpsPerCTA = [4, 1], instrShape = [64, 128]>`
    (version 3: `wgmma.mma_async` on sm_90): each warpgroup (4 consecutive
    warps) computes `m64nNk*` tiles, warp w of it rows 16w to 16w+15 with
    the same fragments as version 2 repeated every 8 columns; warpgroups
    stack along M (`warpsPerCTA` is [4k, 1]), and the tile repeats over
    the result. Each thread holds the same elements as in the version-2
    layout of the same warps.
    `#nv_tileaa.mma<version = 5, warpsPerCTA = [4, 2], instrShape = [128, 128]>`
    (version 5: `tcgen05.mma` on sm_100): the accumulator lives in tensor
    memory, row r of each 128-row block in lane r, and is read into this
    layout by `tcgen05.ld.32x32b`: thread t of warp w holds row
    32 (w % 4) + t, consecutive columns in its registers; warpgroups split
    the columns, and 128-row blocks repeat in registers. With
    instrShape [64, N] a 64-row accumulator is two M = 64 instructions of
    N columns each, the left and right halves of the tile, in the two
    16-lane halves of each warp's lanes: thread t < 16 of warp w holds row
    16 (w % 4) + t of the left half, thread t + 16 the same row of the
    right half.
  }];
  let parameters = (ins "unsigned":$version, ArrayRefParameter<"unsigned">:$warpsPerCTA,
                        ArrayRefParameter<"unsigned">:$instrShape);
  let assemblyFormat = "`<` `version` `=` $version `,` `warpsPerCTA` `=` `[` $warpsPerCTA `]` `,` "
                       "`instrShape` `=` `[` $instrShape `]` `>`";
}

def TileAA_DotOperandLayoutAttr : TileAA_LayoutAttr<"DotOperandLayout", "dot_op"> {
  let summary = "an MMA operand (A: opIdx 0, B: opIdx 1) in the registers its parent mma layout reads";
  let description = [{
    `#nv_tileaa.dot_op<opIdx = 0, parent = #nv_tileaa.mma<...>, kWidth = 2>`:
    the A (M x K) or B (K x N) fragments of the parent's `mma.sync`, `kWidth`
    consecutive K elements per 32-bit register (2 for 16-bit types, 4 for
    8-bit, 1 for tf32). A is replicated over the warps that share rows, B
    over those that share columns. A dot whose operand is already in this
    layout (attention's second dot) reads it from registers.
  }];
  let parameters = (ins "unsigned":$opIdx, "::mlir::Attribute":$parent, "unsigned":$kWidth);
  let assemblyFormat = "`<` `opIdx` `=` $opIdx `,` `parent` `=` $parent `,` `kWidth` `=` $kWidth `>`";
}

def TileAA_SharedLayoutAttr : TileAA_LayoutAttr<"SharedLayout", "shared"> {
  let summary = "a tile in the CTA's shared memory, rows swizzled against bank conflicts";
  let description = [{
    `#nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>`:
    the tile is stored row-major along `order` (order[0] contiguous); within
    a row, groups of `vec` elements (16 bytes) are permuted: group g of row r
    is stored at g xor ((r / perPhase) mod maxPhase). Writes of a vector per
    thread and `ldmatrix` reads of 8 rows then touch 8 different bank groups.
    A line longer than one swizzle period (`vec * maxPhase` elements) is cut
    into panels of that width, each holding its part of every line, lines
    one after another: with 16-bit elements, `vec = 8, perPhase = 1,
    maxPhase = 8` is then exactly the 128-byte swizzle of wgmma's matrix
    descriptors and TMA (64- and 32-byte lines: `perPhase = 2, maxPhase = 4`
    and `perPhase = 4, maxPhase = 2`, the 64- and 32-byte swizzles).
    A tensor of this encoding lives in shared memory; a dot reads its
    operands from there (`ldmatrix` one instruction's fragments at a time,
    or `wgmma` through matrix descriptors).
  }];
  let parameters = (ins "unsigned":$vec, "unsigned":$perPhase, "unsigned":$maxPhase,
                        ArrayRefParameter<"unsigned">:$order);
  let assemblyFormat = "`<` `vec` `=` $vec `,` `perPhase` `=` $perPhase `,` `maxPhase` `=` $maxPhase `,` "
                       "`order` `=` `[` $order `]` `>`";
}

def TileAA_TensorMemoryLayoutAttr : TileAA_LayoutAttr<"TensorMemoryLayout", "tensor_memory"> {
  let summary = "a tcgen05 accumulator held in the CTA's tensor memory";
  let description = [{
    `#nv_tileaa.tensor_memory<column = 128, mma = #nv_tileaa.mma<version = 5, ...>>`:
    the tile lives in the kernel's tensor memory from column `column` on,
    as `tcgen05.mma` writes an accumulator whose registers (what
    `tcgen05.ld` gives each thread) have the version-5 mma layout `mma`. A
    dot whose accumulator has this encoding accumulates in place (its
    result is the same columns), so a loop carrying it moves no data.
    nv_tileaa.convert_layout (from and to `mma`), nv_tileaa.dot and the
    loops carrying such tiles are the only ops that take them.
  }];
  let parameters = (ins "unsigned":$column, "::mlir::Attribute":$mma);
  let assemblyFormat = "`<` `column` `=` $column `,` `mma` `=` $mma `>`";
}

#endif
