//===- TensorMap.cpp - which tile copies TMA can make ---------------------===//
#include "cuda-tile/Dialect/TileAA/IR/TensorMap.h"
#include "cuda-tile/Dialect/TileAA/IR/Divisibility.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

FailureOr<TensorMapBox> mlir::nv_tileaa::tensorMapBox(nv_tileaa::MemRefType memref, RankedTensorType tile, std::string *why) {
  auto fail = [&](const Twine &reason) -> FailureOr<TensorMapBox> {
    if (why)
      *why = reason.str();
    return failure();
  };
  auto shared = dyn_cast_if_present<SharedLayoutAttr>(tile.getEncoding());
  if (!shared || tile.getRank() != 2 || !tile.hasStaticShape())
    return fail("the tile is not a static rank-2 tile in shared memory");
  int64_t rank = memref.getRank();
  if (rank < 2 || rank > 5 || memref.getElementType() != tile.getElementType())
    return fail("the memref is not of rank 2 to 5 (TMA's ranks, the tile its last two dimensions) and of the tile's "
                "element type");
  Type elem = tile.getElementType();
  TensorMapBox box;
  box.elementBytes = isa<FloatTF32Type>(elem) ? 4 : elem.getIntOrFloatBitWidth() / 8;
  if (box.elementBytes != 1 && box.elementBytes != 2 && box.elementBytes != 4)
    return fail("its elements are not of 1, 2 or 4 bytes");
  if (shared.getOrder()[0] != 1 || memref.getStrides()[rank - 1] != 1)
    return fail("the tile's lines do not lie along the memref's contiguous last dimension");
  int64_t line = tile.getShape()[1];
  box.outer = tile.getShape()[0];
  int64_t vec = shared.getVec();
  int64_t maxPhase = std::min<int64_t>(shared.getMaxPhase(), line / vec);
  if (maxPhase <= 1) {
    // A single line longer than a box is copied in pieces: panels laid one
    // after the other are the line itself.
    box.inner = box.outer == 1 && line > 256 && line % 256 == 0 ? 256 : line;
    if (line * box.elementBytes % 16)
      return fail("an unswizzled line is not a multiple of 16 bytes");
    // TMA writes to 128-byte aligned shared memory: a ring's slots must be.
    if (line * box.elementBytes * box.outer % 128)
      return fail("an unswizzled tile is not a multiple of 128 bytes");
  } else {
    box.inner = std::min<int64_t>(line, vec * maxPhase);
    box.swizzleBytes = box.inner * box.elementBytes;
    if (vec * box.elementBytes != 16 || (box.swizzleBytes != 32 && box.swizzleBytes != 64 && box.swizzleBytes != 128) ||
        shared.getPerPhase() * box.swizzleBytes != 128)
      return fail("its swizzle is not one of TMA's (16-byte groups, a 32, 64 or 128-byte period advancing every 128 "
                  "bytes)");
    // Each panel starts a swizzle pattern (8 rows of 16-byte groups).
    if (box.outer % 8)
      return fail("a swizzled tile has a number of lines that is not a multiple of 8");
  }
  box.panels = line / box.inner;
  if (box.inner > 256 || box.outer > 256)
    return fail("a box dimension exceeds TMA's 256 elements");
  return box;
}

LogicalResult mlir::nv_tileaa::tensorMapAddressable(Value memref, std::string *why) {
  auto fail = [&](const Twine &reason) {
    if (why)
      *why = reason.str();
    return failure();
  };
  auto type = cast<nv_tileaa::MemRefType>(memref.getType());
  auto make = memref.getDefiningOp<MakeMemRefOp>();
  if (!make)
    return fail("the memref's origin (base, strides) is not known here");
  int64_t elemBytes = std::max<int64_t>(1, type.getElementType().getIntOrFloatBitWidth() / 8);
  if (knownPowerOfTwoDivisor(make.getBase()) < 16)
    return fail("the base pointer is not known to be 16-byte aligned (assume div_by<16> on it)");
  if (make.getOffset() && knownPowerOfTwoDivisor(make.getOffset()) * elemBytes < 16)
    return fail("the memref's element offset is not known to keep the base 16-byte aligned");
  unsigned dynamicStride = 0;
  for (int64_t d = 0; d + 1 < type.getRank(); ++d) {
    int64_t stride = type.getStrides()[d];
    int64_t divisor = ShapedType::isDynamic(stride) ? knownPowerOfTwoDivisor(make.getStrides()[dynamicStride++])
                                                    : (stride & -stride);
    if (stride == 0 || divisor * elemBytes < 16)
      return fail("a row stride is not known to be a multiple of 16 bytes (assume div_by on it)");
  }
  return success();
}

Operation *mlir::nv_tileaa::tensorMapScope(Operation *user, Value memref) {
  Operation *scope = user;
  while (Operation *parent = scope->getParentOp()) {
    if (!isa<scf::ForOp, scf::WhileOp>(parent) || parent->isAncestor(memref.getParentBlock()->getParentOp()))
      break;
    scope = parent;
  }
  return scope;
}

Value mlir::nv_tileaa::tensorMapFor(Operation *user, Value memref, RankedTensorType tile, Operation *until) {
  Operation *scope = tensorMapScope(user, memref);
  Block *block = scope->getBlock();
  Operation *last = until && until->getBlock() == block && scope->isBeforeInBlock(until) ? until : scope;
  for (Operation &op : *block) {
    if (&op == scope)
      break;
    auto make = dyn_cast<MakeTensorMapOp>(op);
    if (!make || make.getMemref() != memref || make.getTile() != tile)
      continue;
    for (Operation *use : make->getUsers())
      if (auto release = dyn_cast<ReleaseTensorMapOp>(use); release && release->getBlock() == block &&
                                                             release->isBeforeInBlock(last))
        release->moveAfter(last);
    return make;
  }
  OpBuilder b(scope);
  Location loc = user->getLoc();
  if (Operation *def = memref.getDefiningOp(); def && def->getBlock() == block)
    b.setInsertionPointAfter(def);
  Value map = MakeTensorMapOp::create(b, loc, memref, TypeAttr::get(tile));
  b.setInsertionPointAfter(last);
  ReleaseTensorMapOp::create(b, loc, map);
  return map;
}

RankedTensorType mlir::nv_tileaa::tmaStagingTile(RankedTensorType tile) {
  Type elem = tile.getElementType();
  int64_t elementBytes = isa<FloatTF32Type>(elem) ? 4 : elem.getIntOrFloatBitWidth() / 8;
  unsigned vec = 16 / elementBytes;
  int64_t lineBytes = tile.getShape()[1] * elementBytes;
  unsigned perPhase = 1, maxPhase = 1;
  if (tile.getShape()[0] % 8 == 0 && lineBytes >= 32) {
    int64_t span = std::min<int64_t>(lineBytes, 128);
    perPhase = 128 / span;
    maxPhase = span / 16;
  }
  auto layout = SharedLayoutAttr::get(tile.getContext(), vec, perPhase, maxPhase, {1, 0});
  return RankedTensorType::get(tile.getShape(), elem, layout);
}

ViewOp mlir::nv_tileaa::unitDimsDropped(TiledLoadOp load) {
  RankedTensorType tile = load.getResult().getType();
  if (tile.getRank() < 3 || !tile.hasStaticShape() || !load.getResult().hasOneUse())
    return {};
  ArrayRef<int64_t> shape = tile.getShape();
  if (llvm::any_of(shape.drop_back(2), [](int64_t d) { return d != 1; }))
    return {};
  auto view = dyn_cast<ViewOp>(*load.getResult().getUsers().begin());
  if (!view || view.getType().getShape() != shape.take_back(2))
    return {};
  return view;
}

Value mlir::nv_tileaa::copiedTile(TiledLoadOp load) {
  if (ViewOp view = unitDimsDropped(load))
    return view.getResult();
  return load.getResult();
}

bool mlir::nv_tileaa::zeroFillAllowed(TiledLoadOp load) {
  bool allInBounds = load.getInBounds() && llvm::all_of(*load.getInBounds(), [](bool b) { return b; });
  return allInBounds || !load.getPadding() || *load.getPadding() == Padding::zero;
}

FailureOr<std::pair<TiledLoadOp, ViewOp>> mlir::nv_tileaa::loadAsOneLine(TiledLoadOp load) {
  RankedTensorType tile = load.getResult().getType();
  auto memrefType = cast<nv_tileaa::MemRefType>(load.getMemref().getType());
  auto blocked = dyn_cast_if_present<BlockedLayoutAttr>(tile.getEncoding());
  auto make = load.getMemref().getDefiningOp<MakeMemRefOp>();
  Type elem = tile.getElementType();
  if (tile.getRank() != 1 || !tile.hasStaticShape() || !blocked || blocked.getSizePerThread().size() != 1 || !make ||
      memrefType.getRank() != 1 || memrefType.getStrides()[0] != 1 || load.getMask() || !elem.isIntOrFloat())
    return failure();
  int64_t bytes = isa<FloatTF32Type>(elem) ? 4 : elem.getIntOrFloatBitWidth() / 8;
  if (bytes != 1 && bytes != 2 && bytes != 4)
    return failure();
  MLIRContext *ctx = load.getContext();
  // The outer dimension has extent 1: its stride addresses nothing, 16
  // bytes is what a tensor map's strides must be a multiple of.
  auto lineType = nv_tileaa::MemRefType::get(ctx, {1, memrefType.getShape()[0]}, elem, {16 / bytes, 1},
                                             memrefType.getAddressSpace());
  OpBuilder b(make->getContext());
  b.setInsertionPointAfter(make);
  auto line = MakeMemRefOp::create(b, make.getLoc(), lineType, make.getBase(), make.getOffset(), make.getSizes(),
                                   ValueRange{});
  if (make.getAliasScopeAttr())
    line.setAliasScopeAttr(make.getAliasScopeAttr());
  auto layout = BlockedLayoutAttr::get(ctx, {1, blocked.getSizePerThread()[0]}, {1, blocked.getThreadsPerWarp()[0]},
                                       {1, blocked.getWarpsPerCTA()[0]}, {1, 0});
  b.setInsertionPoint(load);
  SmallVector<Value> indices{arith::ConstantIndexOp::create(b, load.getLoc(), 0)};
  auto lineLoad = cast<TiledLoadOp>(b.clone(*load));
  llvm::append_range(indices, load.getIndices());
  lineLoad.getMemrefMutable().assign(line);
  lineLoad.getIndicesMutable().assign(indices);
  lineLoad.getResult().setType(RankedTensorType::get({1, tile.getShape()[0]}, elem, layout));
  if (std::optional<ArrayRef<bool>> inBounds = load.getInBounds())
    lineLoad.setInBounds(ArrayRef<bool>{true, (*inBounds)[0]});
  b.setInsertionPointAfter(lineLoad);
  auto view = ViewOp::create(b, load.getLoc(), tile, lineLoad.getResult());
  return std::make_pair(lineLoad, view);
}

void mlir::nv_tileaa::useLine(TiledLoadOp load, std::pair<TiledLoadOp, ViewOp> line) {
  load.getResult().replaceAllUsesWith(line.second.getResult());
  load.getResultToken().replaceAllUsesWith(line.first.getResultToken());
  load.erase();
}

void mlir::nv_tileaa::discardLine(std::pair<TiledLoadOp, ViewOp> line) {
  Operation *memref = line.first.getMemref().getDefiningOp();
  Operation *zero = line.first.getIndices()[0].getDefiningOp();
  line.second.erase();
  line.first.erase();
  if (memref->use_empty())
    memref->erase();
  if (zero->use_empty())
    zero->erase();
}

bool mlir::nv_tileaa::tokenFollowsAccesses(Value token) {
  if (!token || token.getDefiningOp<CreateMemTokenOp>())
    return false;
  if (auto join = token.getDefiningOp<JoinMemTokenOp>())
    return llvm::any_of(join.getTokens(), tokenFollowsAccesses);
  return true;
}

std::string mlir::nv_tileaa::describeBoxes(const TensorMapBox &box) {
  std::string text = std::to_string(box.panels) + (box.panels == 1 ? " box" : " boxes") + " of " +
                     std::to_string(box.outer) + "x" + std::to_string(box.inner) + " elements, ";
  return text + (box.swizzleBytes ? std::to_string(box.swizzleBytes) + "-byte swizzle" : "no swizzle");
}
