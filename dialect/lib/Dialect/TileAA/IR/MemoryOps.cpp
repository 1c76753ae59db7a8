//===- MemoryOps.cpp - nv_tileaa memory effects -----------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Interfaces/CallInterfaces.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

/// The mask type of an access to `value`: i1 in its shape (i1 for a scalar).
static Type maskTypeFor(Type value) {
  Type i1 = IntegerType::get(value.getContext(), 1);
  if (auto tile = dyn_cast<RankedTensorType>(value))
    return RankedTensorType::get(tile.getShape(), i1);
  return i1;
}

/// The RMW mode is printed as a bare keyword: `atomic_rmw add %p, ...`.
static ParseResult parseRMWMode(OpAsmParser &parser, RMWModeAttr &mode) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<RMWMode> value = symbolizeRMWMode(keyword);
  if (!value)
    return parser.emitError(loc, "unknown rmw_mode '") << keyword << "'";
  mode = RMWModeAttr::get(parser.getContext(), *value);
  return success();
}

static void printRMWMode(OpAsmPrinter &printer, Operation *, RMWModeAttr mode) {
  printer << stringifyRMWMode(mode.getValue());
}

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAMemoryOps.cpp.inc"

void TileAADialect::registerMemoryOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAMemoryOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shared rules
//===----------------------------------------------------------------------===//

/// A token stands either for an ordering made explicitly (create_mem_token,
/// join_mem_token), for the effect of the op that returned it, or for a token
/// passed in from outside (block argument, region or call result). Tokens
/// made by anything else (a select, a cast) would hide the order they carry.
static LogicalResult verifyTokenProducer(Operation *op, Value token) {
  if (!token)
    return success();
  Operation *def = token.getDefiningOp();
  // join_mem_token is pure, so the effect test does not admit it by itself.
  if (!def || isa<CreateMemTokenOp, JoinMemTokenOp, RegionBranchOpInterface, CallOpInterface>(def) ||
      !isMemoryEffectFree(def))
    return success();
  return op->emitOpError("token must come from create_mem_token, join_mem_token, a memory op, a region or call "
                         "result, or a block argument, got a result of '")
         << def->getName() << "'";
}

/// `mem_scope` exactly when the ordering is not weak (roster: verify_memory_op_common).
static LogicalResult verifyOrdering(Operation *op, MemSemantic semantic, std::optional<MemScope> scope) {
  if (semantic == MemSemantic::weak && scope)
    return op->emitOpError("weak memory ordering must not carry a scope");
  if (semantic != MemSemantic::weak && !scope)
    return op->emitOpError("non-weak memory ordering requires explicit scope");
  return success();
}

static LogicalResult verifyLoadOrdering(Operation *op, MemSemantic semantic) {
  if (semantic == MemSemantic::release || semantic == MemSemantic::acq_rel)
    return op->emitOpError("loads accept weak, relaxed or acquire ordering, got ") << stringifyMemSemantic(semantic);
  return success();
}

static LogicalResult verifyStoreOrdering(Operation *op, MemSemantic semantic) {
  if (semantic == MemSemantic::acquire || semantic == MemSemantic::acq_rel)
    return op->emitOpError("stores accept weak, relaxed or release ordering, got ") << stringifyMemSemantic(semantic);
  return success();
}

/// ca (cache at all levels), lu (last use) and cv (fetch again) describe reads.
static LogicalResult verifyStoreCache(Operation *op, std::optional<CacheModifier> cache) {
  if (cache && *cache != CacheModifier::none && *cache != CacheModifier::cg && *cache != CacheModifier::cs)
    return op->emitOpError("stores accept cache modifiers none, cg or cs, got ") << stringifyCacheModifier(*cache);
  return success();
}

static LogicalResult verifyInBounds(Operation *op, std::optional<ArrayRef<bool>> inBounds, int64_t rank) {
  if (inBounds && (int64_t)inBounds->size() != rank)
    return op->emitOpError("in_bounds needs one entry per axis (") << rank << "), got " << inBounds->size();
  return success();
}

static LogicalResult verifyOtherNeedsMask(Operation *op, Value mask, Value other) {
  if (other && !mask)
    return op->emitOpError("'other' replaces masked-off elements and needs a 'mask'");
  return success();
}

static LogicalResult verifyVolatile(Operation *op, bool isVolatile, MemSemantic semantic) {
  if (isVolatile && semantic != MemSemantic::weak)
    return op->emitOpError("a volatile access is weak, got ") << stringifyMemSemantic(semantic);
  return success();
}

/// The number of indices a base takes: one per memref axis, none for pointers.
static int64_t addressRank(Type base) {
  if (auto memref = dyn_cast<nv_tileaa::MemRefType>(base))
    return memref.getRank();
  return 0;
}

/// The value one access through `base` reads or writes: the pointee (memref
/// element) in the shape of a tile of pointers, else a scalar.
static Type accessedType(Type base) {
  if (auto memref = dyn_cast<nv_tileaa::MemRefType>(base))
    return memref.getElementType();
  if (auto tile = dyn_cast<RankedTensorType>(base))
    return RankedTensorType::get(tile.getShape(), cast<PointerType>(tile.getElementType()).getPointeeType());
  return cast<PointerType>(base).getPointeeType();
}

/// Addressing of load, store and the scalar atomics.
static LogicalResult verifyAddress(Operation *op, Type base, size_t numIndices, Type value, StringRef valueName) {
  int64_t rank = addressRank(base);
  if ((int64_t)numIndices != rank)
    return op->emitOpError("needs ") << rank << " indices for base " << base << ", got " << numIndices;
  Type expected = accessedType(base);
  if (value != expected)
    return op->emitOpError() << valueName << " must be " << expected << " to match base " << base << ", got "
                             << value;
  return success();
}

/// Tiled addressing: one index per axis, a tile of the memref's rank and element type.
static LogicalResult verifyTiledAddress(Operation *op, nv_tileaa::MemRefType memref, size_t numIndices,
                                        RankedTensorType tile) {
  if ((int64_t)numIndices != memref.getRank())
    return op->emitOpError("needs ") << memref.getRank() << " indices for a rank-" << memref.getRank()
                                     << " memref, got " << numIndices;
  if (tile.getRank() != memref.getRank())
    return op->emitOpError("tile rank ") << tile.getRank() << " does not match memref rank " << memref.getRank();
  if (tile.getElementType() != memref.getElementType())
    return op->emitOpError("tile element type ") << tile.getElementType() << " does not match memref element type "
                                                 << memref.getElementType();
  return success();
}

/// Gather/scatter addressing: one index tile per memref axis, in the shape
/// and layout of the value (each thread addresses the elements it holds).
static LogicalResult verifyGatherAddress(Operation *op, nv_tileaa::MemRefType memref, ValueRange indices,
                                         RankedTensorType tile) {
  if (memref.getRank() == 0)
    return op->emitOpError("needs a memref of rank 1 or more");
  if ((int64_t)indices.size() != memref.getRank())
    return op->emitOpError("needs ") << memref.getRank() << " index tiles for a rank-" << memref.getRank()
                                     << " memref, got " << indices.size();
  auto expected = RankedTensorType::get(tile.getShape(), IndexType::get(op->getContext()), tile.getEncoding());
  for (auto [axis, index] : llvm::enumerate(indices))
    if (index.getType() != expected)
      return op->emitOpError("index tile #") << axis << " must be " << expected
                                             << " (the value's shape and layout), got " << index.getType();
  if (tile.getElementType() != memref.getElementType())
    return op->emitOpError("tile element type ") << tile.getElementType() << " does not match memref element type "
                                                 << memref.getElementType();
  return success();
}

static LogicalResult verifyPadding(Operation *op, std::optional<Padding> padding, Type element) {
  if (padding && *padding != Padding::zero && !isa<FloatType>(element))
    return op->emitOpError("padding ") << stringifyPadding(*padding) << " needs a float element type";
  return success();
}

/// Which element types each RMW mode combines.
static LogicalResult verifyRMWElement(Operation *op, RMWMode mode, Type value) {
  Type element = getElementTypeOrSelf(value);
  bool isInt = isa<IntegerType>(element), isFloat = isa<FloatType>(element);
  if (mode == RMWMode::ADDF ? !isFloat : mode == RMWMode::XCHG ? !(isInt || isFloat) : !isInt)
    return op->emitOpError("rmw_mode ") << stringifyRMWMode(mode) << " needs "
                                        << (mode == RMWMode::ADDF   ? "float"
                                            : mode == RMWMode::XCHG ? "integer or float"
                                                                    : "integer")
                                        << " elements, got " << element;
  return success();
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *global = symbolTable.lookupNearestSymbolFrom(*this, getNameAttr());
  if (!global)
    return emitOpError("'") << getName() << "' does not name a symbol";
  auto globalOp = dyn_cast<GlobalOp>(global);
  if (!globalOp)
    return emitOpError("'") << getName() << "' names a '" << global->getName() << "', not an nv_tileaa.global";
  Type type = globalOp.getType();
  auto expected = PointerType::get(getContext(), getElementTypeOrSelf(type), /*addressSpace=*/1);
  if (getType() != expected)
    return emitOpError("result must be ") << expected << " to point into global '" << getName() << "' of type "
                                          << type << ", got " << getType();
  return success();
}

LogicalResult AllocaOp::verify() {
  if (!llvm::isPowerOf2_64(getAlignment()))
    return emitOpError("'alignment' must be a power of two, got ") << getAlignment();
  if (getType().getAddressSpace() != 1)
    return emitOpError("result must point into global memory (address space 1), got ") << getType();
  return success();
}

LogicalResult LoadOp::verify() {
  if (failed(verifyAddress(*this, getBase().getType(), getIndices().size(), getResult().getType(), "result")) ||
      failed(verifyInBounds(*this, getInBounds(), addressRank(getBase().getType()))) ||
      failed(verifyOtherNeedsMask(*this, getMask(), getOther())) ||
      failed(verifyLoadOrdering(*this, getMemSemantic())) ||
      failed(verifyOrdering(*this, getMemSemantic(), getMemScope())) ||
      failed(verifyVolatile(*this, getIsVolatile(), getMemSemantic())))
    return failure();
  return verifyTokenProducer(*this, getToken());
}

LogicalResult StoreOp::verify() {
  if (failed(verifyAddress(*this, getBase().getType(), getIndices().size(), getValue().getType(), "value")) ||
      failed(verifyInBounds(*this, getInBounds(), addressRank(getBase().getType()))) ||
      failed(verifyStoreCache(*this, getCacheModifier())) ||
      failed(verifyStoreOrdering(*this, getMemSemantic())) ||
      failed(verifyOrdering(*this, getMemSemantic(), getMemScope())) ||
      failed(verifyVolatile(*this, getIsVolatile(), getMemSemantic())))
    return failure();
  return verifyTokenProducer(*this, getToken());
}

LogicalResult TiledLoadOp::verify() {
  nv_tileaa::MemRefType memref = getMemref().getType();
  if (failed(verifyLoadOrdering(*this, getMemSemantic())) ||
      failed(verifyPadding(*this, getPadding(), getResult().getType().getElementType())) ||
      failed(verifyTiledAddress(*this, memref, getIndices().size(), getResult().getType())) ||
      failed(verifyInBounds(*this, getInBounds(), memref.getRank())) ||
      failed(verifyOtherNeedsMask(*this, getMask(), getOther())) ||
      failed(verifyOrdering(*this, getMemSemantic(), getMemScope())))
    return failure();
  return verifyTokenProducer(*this, getToken());
}

LogicalResult TiledStoreOp::verify() {
  nv_tileaa::MemRefType memref = getMemref().getType();
  if (failed(verifyStoreOrdering(*this, getMemSemantic())) ||
      failed(verifyTiledAddress(*this, memref, getIndices().size(), getValue().getType())) ||
      failed(verifyInBounds(*this, getInBounds(), memref.getRank())) ||
      failed(verifyStoreCache(*this, getCacheModifier())) ||
      failed(verifyOrdering(*this, getMemSemantic(), getMemScope())))
    return failure();
  return verifyTokenProducer(*this, getToken());
}

LogicalResult GatherLoadOp::verify() {
  nv_tileaa::MemRefType memref = getMemref().getType();
  if (failed(verifyGatherAddress(*this, memref, getIndices(), getResult().getType())) ||
      failed(verifyPadding(*this, getPadding(), getResult().getType().getElementType())) ||
      failed(verifyInBounds(*this, getInBounds(), memref.getRank())) ||
      failed(verifyOtherNeedsMask(*this, getMask(), getOther())) ||
      failed(verifyLoadOrdering(*this, getMemSemantic())) ||
      failed(verifyOrdering(*this, getMemSemantic(), getMemScope())))
    return failure();
  return verifyTokenProducer(*this, getToken());
}

LogicalResult ScatterStoreOp::verify() {
  nv_tileaa::MemRefType memref = getMemref().getType();
  if (failed(verifyGatherAddress(*this, memref, getIndices(), getValue().getType())) ||
      failed(verifyInBounds(*this, getInBounds(), memref.getRank())) ||
      failed(verifyStoreCache(*this, getCacheModifier())) ||
      failed(verifyStoreOrdering(*this, getMemSemantic())) ||
      failed(verifyOrdering(*this, getMemSemantic(), getMemScope())))
    return failure();
  return verifyTokenProducer(*this, getToken());
}

LogicalResult AtomicCASOp::verify() {
  Type element = getElementTypeOrSelf(getCmp().getType());
  if (failed(verifyAddress(*this, getBase().getType(), getIndices().size(), getCmp().getType(), "cmp")))
    return failure();
  if (!isa<IntegerType, FloatType>(element))
    return emitOpError("compares integer or float elements, got ") << element;
  if (failed(verifyOrdering(*this, getMemSemantic(), getMemScope())))
    return failure();
  return verifyTokenProducer(*this, getToken());
}

LogicalResult AtomicRMWOp::verify() {
  if (failed(verifyAddress(*this, getBase().getType(), getIndices().size(), getValue().getType(), "value")) ||
      failed(verifyRMWElement(*this, getRmwMode(), getValue().getType())) ||
      failed(verifyOrdering(*this, getMemSemantic(), getMemScope())))
    return failure();
  return verifyTokenProducer(*this, getToken());
}

LogicalResult TiledAtomicRMWOp::verify() {
  nv_tileaa::MemRefType memref = getMemref().getType();
  if (failed(verifyTiledAddress(*this, memref, getIndices().size(), getValue().getType())) ||
      failed(verifyInBounds(*this, getInBounds(), memref.getRank())) ||
      failed(verifyRMWElement(*this, getRmwMode(), getValue().getType())) ||
      failed(verifyOrdering(*this, getMemSemantic(), getMemScope())))
    return failure();
  return verifyTokenProducer(*this, getToken());
}
