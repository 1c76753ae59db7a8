//===- MatrixDescriptors.h - shared operand tiles as the tensor cores read them -*- C++ -*-===//
//
// wgmma (sm_90) and tcgen05.mma (sm_100) read their operands straight from
// swizzled shared tiles through 64-bit matrix descriptors. The shared layout
// (#nv_tileaa.shared, lines cut into panels of one swizzle period) is the
// PTX ISA's canonical swizzled layout: K-major operands (A; B stored as N
// lines of K) are 8-line groups of the panel `SBO` apart; an N-major B
// (16-bit, stored as K lines of N) has its panels `LBO` apart and its
// 8-line K groups `SBO` apart. The two descriptor formats differ only in
// where the swizzle goes (and tcgen05's fixed bits). Shared by DotWGMMA.cpp
// and DotTCGen05.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_MATRIXDESCRIPTORS_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_MATRIXDESCRIPTORS_H

#include "Patterns.h"

namespace mlir::nv_tileaa::to_nvvm {

/// How a shared operand tile is addressed by matrix descriptors.
struct OperandGeometry {
  bool kMajor;          // K contiguous (else M or N contiguous: transposed)
  int64_t lines;        // lines of the tile (the dimension not contiguous)
  int64_t panel;        // elements of a line in one panel
  int64_t elementBytes;
  int64_t panelBytes() const { return panel * elementBytes; }
  /// Byte offset of the tile's element at line `line`, position `along`
  /// of the contiguous dimension (`along` within one 16-byte group's start).
  int64_t offset(int64_t line, int64_t along) const {
    return (along / panel) * lines * panelBytes() + line * panelBytes() + (along % panel) * elementBytes;
  }
  /// The byte offset between 8-line groups (SBO).
  int64_t strideBytes() const { return 8 * panelBytes(); }
  /// LBO: between the panels of an N-major tile (K-major operands ignore
  /// it: the instruction's K lies within one panel line).
  int64_t leadingBytes() const { return kMajor ? 16 : lines * panelBytes(); }
};

/// The geometry of shared tile `type` (a #nv_tileaa.shared encoding) whose
/// dimension `kDim` holds K.
OperandGeometry geometryOf(RankedTensorType type, unsigned kDim);

/// Whether the shared tile `v` (through permutes) is a slot of a ring that
/// only TMA copies write (the async proxy: no proxy fence needed).
bool writtenByTMAOnly(Value v);

/// The descriptor field of a shared address: bits 4-17 (the shared window
/// of a CTA; the bits above name the CTA in its cluster). A slot of a ring
/// (the ring's address plus an offset) is split so that the ring's part is
/// loop-invariant: offsets stay within the window, so nothing carries out.
Value addressField(OpBuilder &b, Location loc, Value address);

/// tcgen05.mma's shared memory descriptor (PTX ISA, "Shared Memory
/// Descriptor") of the operand `g` whose address field is `field`
/// (addressField), `bytes` into the tile: bits 0-13 the start address / 16,
/// 16-29 LBO / 16, 32-45 SBO / 16, 46-48 the fixed 0b001, 61-63 the
/// swizzle (128-byte 2, 64-byte 4, 32-byte 6).
Value tcgen05SmemDescriptor(OpBuilder &b, Location loc, Value field, const OperandGeometry &g, int64_t bytes);

/// Why shared tile `type`, operand `opIdx` of a dot, is not in a canonical
/// layout the tensor cores read through descriptors (an empty string if it
/// is): 16-byte groups, 32-, 64- or 128-byte swizzles with every phase
/// used, whole 8-line atoms; K-major unless `mnMajorAllowed`.
std::string whyNotDescribable(RankedTensorType type, unsigned opIdx, bool mnMajorAllowed);

} // namespace mlir::nv_tileaa::to_nvvm

#endif
