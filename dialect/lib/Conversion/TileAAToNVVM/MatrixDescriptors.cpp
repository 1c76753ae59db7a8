//===- MatrixDescriptors.cpp - shared operand tiles as the tensor cores read them ----===//
#include "MatrixDescriptors.h"
#include "SharedMemory.h"
#include "SharedTiles.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

OperandGeometry mlir::nv_tileaa::to_nvvm::geometryOf(RankedTensorType type, unsigned kDim) {
  auto shared = cast<aa::SharedLayoutAttr>(type.getEncoding());
  unsigned contiguous = shared.getOrder()[0];
  int64_t lineElements = type.getShape()[contiguous];
  return {contiguous == kDim, type.getShape()[1 - contiguous], sharedPanelElements(shared, lineElements),
          sharedElementBytes(type.getElementType())};
}

bool mlir::nv_tileaa::to_nvvm::writtenByTMAOnly(Value v) {
  while (auto permute = v.getDefiningOp<aa::PermuteOp>())
    v = permute.getSource();
  auto slice = v.getDefiningOp<aa::LocalSliceOp>();
  if (!slice)
    return false;
  return llvm::all_of(slice.getRing().getUsers(), [](Operation *user) {
    return isa<aa::LocalSliceOp, aa::AsyncTMACopyGlobalToLocalOp>(user);
  });
}

Value mlir::nv_tileaa::to_nvvm::addressField(OpBuilder &b, Location loc, Value address) {
  Value offset;
  if (auto gep = address.getDefiningOp<LLVM::GEPOp>();
      gep && gep.getElemType() == b.getI8Type() && gep.getDynamicIndices().size() == 1 &&
      gep.getIndices().size() == 1 && gep.getDynamicIndices()[0].getType().isInteger(32)) {
    offset = gep.getDynamicIndices()[0];
    address = gep.getBase();
  }
  Value bits = LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), address);
  Value field = LLVM::LShrOp::create(b, loc, LLVM::AndOp::create(b, loc, bits, i32Const(b, loc, 0x3ffff)),
                                     i32Const(b, loc, 4));
  if (offset)
    field = LLVM::AddOp::create(b, loc, field, LLVM::LShrOp::create(b, loc, offset, i32Const(b, loc, 4)));
  return field;
}

Value mlir::nv_tileaa::to_nvvm::tcgen05SmemDescriptor(OpBuilder &b, Location loc, Value field, const OperandGeometry &g,
                                                     int64_t bytes) {
  // Only the low word varies (the tile's base plus constant offsets, in 32
  // bits: shared addresses stay below 2^18).
  Value low = LLVM::AddOp::create(b, loc, field,
                                  i32Const(b, loc, (bytes >> 4) | (((g.leadingBytes() >> 4) & 0x3fff) << 16)));
  uint64_t swizzle = g.panelBytes() == 128 ? 2 : g.panelBytes() == 64 ? 4 : 6;
  uint64_t high = uint64_t((g.strideBytes() >> 4) & 0x3fff) | (uint64_t(1) << 14) | (swizzle << 29);
  Type i64 = b.getI64Type();
  return LLVM::OrOp::create(b, loc, LLVM::ZExtOp::create(b, loc, i64, low),
                            LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(int64_t(high << 32))));
}

std::string mlir::nv_tileaa::to_nvvm::whyNotDescribable(RankedTensorType type, unsigned opIdx, bool mnMajorAllowed) {
  auto shared = cast<aa::SharedLayoutAttr>(type.getEncoding());
  OperandGeometry g = geometryOf(type, opIdx == 0 ? 1 : 0);
  int64_t bits = isa<FloatTF32Type>(type.getElementType()) ? 32 : type.getElementTypeBitWidth();
  int64_t groups = g.panel * g.elementBytes / 16;
  bool swizzled = shared.getVec() * bits == 128 && g.panelBytes() >= 32 && g.panelBytes() <= 128 &&
                  int64_t(shared.getPerPhase()) * g.panelBytes() == 128 && int64_t(shared.getMaxPhase()) >= groups;
  if (!swizzled)
    return "is not in a swizzled layout the tensor cores read (16-byte groups, lines of 32, 64 or 128 bytes per "
           "panel, perPhase x panel bytes = 128)";
  if (!g.kMajor && !mnMajorAllowed)
    return "must be stored with K contiguous";
  if (g.lines % 8)
    return "has " + std::to_string(g.lines) + " lines, not whole 8-line swizzle atoms";
  return "";
}
