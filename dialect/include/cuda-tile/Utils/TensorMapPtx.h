//===- TensorMapPtx.h - building TMA tensor maps on the device ---*- C++ -*-===//
//
// A kernel builds the tensor maps its TMA copies use from its own
// arguments (see docs/tma-descriptors.md): a 128-byte object zeroed in
// shared memory, its fields set with `tensormap.replace`, then copied to a
// global slot with `tensormap.cp_fenceproxy`. The NVVM dialect has no ops
// for these two instructions, so the lowering emits llvm.inline_asm with
// the templates below and the host emulation recognizes exactly them.
// Operand $0 is always the shared address of the object (a
// !llvm.ptr<3> in a 64-bit register).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_UTILS_TENSORMAPPTX_H
#define CUDA_TILE_UTILS_TENSORMAPPTX_H

#include <cstdint>
#include <string>

namespace mlir::cuda_tile {

/// Values of `tensormap.replace`'s .field3 fields (PTX ISA,
/// "Tensormap new_val validity").
enum class TensorMapElemType : int { U8 = 0, U16 = 1, U32 = 2, S32 = 3, U64 = 4, S64 = 5, F16 = 6, F32 = 7,
                                     F32Ftz = 8, F64 = 9, BF16 = 10, TF32 = 11, TF32Ftz = 12 };
enum class TensorMapSwizzle : int { None = 0, B32 = 1, B64 = 2, B128 = 3 };

/// `tensormap.replace` of a field taking a register value:
/// global_address (b64, $1 an i64) without an ordinal; box_dim, global_dim,
/// element_stride (b32, $1 an i32) and global_stride (b64, $1 an i64, in
/// bytes, ordinal d standing for dimension d + 1) with the immediate
/// ordinal `ord` of the dimension (0 = innermost). Constraints "l,l" or
/// "l,r" (tensorMapReplaceConstraints).
inline std::string tensorMapReplacePtx(const std::string &field, int ord) {
  bool wide = field == "global_address" || field == "global_stride";
  std::string ordinal = ord < 0 ? "" : std::to_string(ord) + ", ";
  return "tensormap.replace.tile." + field + ".shared::cta.b1024." + (wide ? "b64" : "b32") + " [$0], " + ordinal +
         "$1;";
}

inline std::string tensorMapReplaceConstraints(const std::string &field) {
  return field == "global_address" || field == "global_stride" ? "l,l" : "l,r";
}

/// `tensormap.replace` of a field taking an immediate: rank (the rank
/// minus one), elemtype, interleave_layout, swizzle_mode, fill_mode.
/// Constraint "l".
inline std::string tensorMapReplaceImmediatePtx(const std::string &field, int64_t value) {
  return "tensormap.replace.tile." + field + ".shared::cta.b1024.b32 [$0], " + std::to_string(value) + ";";
}

/// The 128-byte object at shared $1 copied to global $0 with a release
/// fence from the generic to the tensormap proxy; executed by a whole warp
/// (.sync.aligned). Constraints "l,l".
inline std::string tensorMapCopyFenceProxyPtx() {
  return "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;";
}

} // namespace mlir::cuda_tile

#endif
