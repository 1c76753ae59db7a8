//===- GridOps.cpp - nv_tileaa grid and queue flow --------------------------===//
#include "cuda-tile/Dialect/TileAA/IR/LaunchHints.h"
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"
#include "cuda-tile/Utils/OptimizationHints.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

namespace mlir::nv_tileaa {
std::optional<unsigned> targetSmVersion(Operation *op);
bool targetHasTMA(Operation *op);
} // namespace mlir::nv_tileaa

static ParseResult parseQueueAndValueTypes(OpAsmParser &parser, Type &queueType, SmallVectorImpl<Type> &types);
static void printQueueAndValueTypes(OpAsmPrinter &p, Operation *, Type queueType, TypeRange);

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAAGridOps.cpp.inc"

void TileAADialect::registerGridOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAAGridOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Grid
//===----------------------------------------------------------------------===//

/// The module's `nv_tileaa.target = "sm_NNN"` (an `a` or `f` suffix allowed)
/// as NNN; none when absent or malformed.
/// The `nv_tileaa.target` of the nearest enclosing module that has one.
static StringAttr targetOf(Operation *op) {
  for (Operation *parent = op; parent; parent = parent->getParentOp())
    if (isa<ModuleOp>(parent))
      if (auto target = parent->getAttrOfType<StringAttr>("nv_tileaa.target"))
        return target;
  return {};
}

std::optional<unsigned> nv_tileaa::targetSmVersion(Operation *op) {
  StringAttr target = targetOf(op);
  if (!target)
    return std::nullopt;
  StringRef digits = target.getValue();
  if (!digits.consume_front("sm_"))
    return std::nullopt;
  if (digits.ends_with("a") || digits.ends_with("f"))
    digits = digits.drop_back();
  unsigned version;
  if (digits.getAsInteger(10, version))
    return std::nullopt;
  return version;
}

bool nv_tileaa::targetHasTMA(Operation *op) {
  StringAttr target = targetOf(op);
  if (!target)
    return false;
  // Kernels build their tensor maps with tensormap.replace, which only the
  // architecture-specific ('a') chips have: the chips whose 'a' variant the
  // PTX writer can pick (not sm_107, which LLVM 22 writes as sm_103, nor the
  // family-specific 'f' targets).
  StringRef chip = target.getValue();
  chip.consume_back("a");
  return llvm::is_contained({"sm_90", "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"}, chip);
}

/// The architecture key whose hints apply to `op` (see targetHint).
static std::string targetHintArchitecture(Operation *op) {
  std::optional<unsigned> sm = targetSmVersion(op);
  return sm ? "sm_" + std::to_string(*sm) : std::string();
}

Attribute nv_tileaa::targetHint(Operation *op, DictionaryAttr hints, StringRef key) {
  return cuda_tile::resolveHint(hints, targetHintArchitecture(op), key);
}

std::optional<int64_t> nv_tileaa::targetIntHint(Operation *op, DictionaryAttr hints, StringRef key) {
  return cuda_tile::resolveIntHint(hints, targetHintArchitecture(op), key);
}

std::optional<int64_t> nv_tileaa::kernelHint(Operation *kernel, StringRef key) {
  auto func = dyn_cast_if_present<FuncOp>(kernel);
  if (!func)
    return std::nullopt;
  return targetIntHint(func, func.getOptimizationHintsAttr(), key);
}

bool nv_tileaa::allowsTma(Operation *access) {
  bool own = true;
  if (auto load = dyn_cast<TiledLoadOp>(access))
    own = load.getAllowTma();
  else if (auto store = dyn_cast<TiledStoreOp>(access))
    own = store.getAllowTma();
  auto hints = access->getAttrOfType<DictionaryAttr>(TileAADialect::kOptimizationHintsAttrName);
  auto hint = dyn_cast_if_present<BoolAttr>(targetHint(access, hints, "allow_tma"));
  return own && (!hint || hint.getValue());
}

int64_t nv_tileaa::clusterCtas(Operation *op) {
  auto func = isa<FuncOp>(op) ? op : op->getParentOfType<FuncOp>().getOperation();
  return kernelHint(func, "num_cta_in_cga").value_or(1);
}

LogicalResult CancelNextProgramIdOp::verify() {
  std::optional<unsigned> sm = targetSmVersion(*this);
  if (!sm || *sm < 100)
    return emitOpError("needs cluster launch control: a module nv_tileaa.target from sm_100 on");
  return success();
}

//===----------------------------------------------------------------------===//
// Queues
//===----------------------------------------------------------------------===//

/// The values of a queue.put are typed by the queue: only the queue type is
/// written, and the values take its element types.
static ParseResult parseQueueAndValueTypes(OpAsmParser &parser, Type &queueType, SmallVectorImpl<Type> &types) {
  QueueType queue;
  if (parser.parseType(queue))
    return failure();
  queueType = queue;
  llvm::append_range(types, queue.getElementTypes());
  return success();
}

static void printQueueAndValueTypes(OpAsmPrinter &p, Operation *, Type queueType, TypeRange) { p << queueType; }

/// Checks that `types` are the queue's element types, one each.
static LogicalResult checkEntryTypes(Operation *op, StringRef what, TypeRange types, QueueType queue) {
  ArrayRef<Type> elems = queue.getElementTypes();
  if (types.size() != elems.size())
    return op->emitOpError("has ") << types.size() << " " << what << " for a queue of " << elems.size()
                                   << " element types";
  for (auto [i, pair] : llvm::enumerate(llvm::zip_equal(types, elems)))
    if (std::get<0>(pair) != std::get<1>(pair))
      return op->emitOpError() << what << " #" << i << " has type " << std::get<0>(pair)
                               << " but the queue's element type is " << std::get<1>(pair);
  return success();
}

LogicalResult QueuePutOp::verify() {
  return checkEntryTypes(*this, "values", getValues().getTypes(), getQueue().getType());
}

LogicalResult QueueGetOp::verifyRegions() {
  QueueType queue = getQueue().getType();
  int64_t consumer = getConsumerAttr().getInt();
  if (consumer < 0 || consumer >= queue.getConsumers())
    return emitOpError("consumer ") << consumer << " is not below the queue's consumer count "
                                    << queue.getConsumers();
  if (failed(checkEntryTypes(*this, "body arguments", getBody().getArgumentTypes(), queue)))
    return failure();
  Block &body = getBody().front();
  if (body.empty() || !isa<QueueYieldOp>(body.back()))
    return emitOpError("body must end with nv_tileaa.queue.yield");
  return success();
}

LogicalResult QueueYieldOp::verify() {
  auto get = cast<QueueGetOp>((*this)->getParentOp());
  if (getOperandTypes() != get.getResultTypes())
    return emitOpError("operand types do not match the results of the enclosing queue.get");
  return success();
}
