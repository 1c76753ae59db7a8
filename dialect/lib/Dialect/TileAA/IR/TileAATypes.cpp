//===- TileAATypes.cpp - ptr, memref, mem_token and queue types -----------===//
#include "cuda-tile/Dialect/TileAA/IR/TileAA.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#define GET_TYPEDEF_CLASSES
#include "cuda-tile/Dialect/TileAA/IR/TileAATypes.cpp.inc"

void TileAADialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "cuda-tile/Dialect/TileAA/IR/TileAATypes.cpp.inc"
      >();
}

Type nv_tileaa::MemRefType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape, strides;
  Type elem;
  unsigned addressSpace;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseDimensionList(shape, /*allowDynamic=*/true, /*withTrailingX=*/true) ||
      parser.parseType(elem) || parser.parseComma())
    return {};
  if (succeeded(parser.parseOptionalKeyword("strides"))) {
    if (parser.parseEqual() ||
        parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                       [&]() -> ParseResult {
                                         if (succeeded(parser.parseOptionalQuestion())) {
                                           strides.push_back(ShapedType::kDynamic);
                                           return success();
                                         }
                                         return parser.parseInteger(strides.emplace_back());
                                       }) ||
        parser.parseComma())
      return {};
  } else {
    strides.assign(shape.size(), ShapedType::kDynamic);
  }
  if (parser.parseInteger(addressSpace) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), shape, elem, strides,
                    addressSpace);
}

void nv_tileaa::MemRefType::print(AsmPrinter &printer) const {
  printer << "<";
  for (int64_t d : getShape())
    (ShapedType::isDynamic(d) ? printer << "?" : printer << d) << "x";
  printer << getElementType() << ", ";
  if (llvm::any_of(getStrides(), [](int64_t s) { return !ShapedType::isDynamic(s); })) {
    printer << "strides=[";
    llvm::interleave(
        getStrides(), printer, [&](int64_t s) { ShapedType::isDynamic(s) ? printer << "?" : printer << s; }, ",");
    printer << "], ";
  }
  printer << getAddressSpace() << ">";
}

LogicalResult nv_tileaa::MemRefType::verify(llvm::function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> shape,
                                 Type elem, ArrayRef<int64_t> strides, unsigned addressSpace) {
  if (shape.size() != strides.size())
    return emitError() << "memref of rank " << shape.size() << " needs " << shape.size() << " strides, got "
                       << strides.size();
  if (!elem.isIntOrFloat())
    return emitError() << "memref element type must be an integer or float, got " << elem;
  for (int64_t v : llvm::concat<const int64_t>(shape, strides))
    if (!ShapedType::isDynamic(v) && v <= 0)
      return emitError() << "memref extents and strides must be strictly positive, got " << v;
  return success();
}

Type QueueType::parse(AsmParser &parser) {
  SmallVector<Type> elems;
  unsigned depth = 0, consumers = 1;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess())
    return {};
  // Element types up to the `depth` keyword; then the optional consumer count.
  while (failed(parser.parseOptionalKeyword("depth"))) {
    if (parser.parseType(elems.emplace_back()) || parser.parseComma())
      return {};
  }
  if (parser.parseEqual() || parser.parseInteger(depth))
    return {};
  if (succeeded(parser.parseOptionalComma()) &&
      (parser.parseKeyword("consumers") || parser.parseEqual() || parser.parseInteger(consumers)))
    return {};
  if (parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), elems, depth, consumers);
}

void QueueType::print(AsmPrinter &printer) const {
  printer << "<";
  for (Type t : getElementTypes())
    printer << t << ", ";
  printer << "depth = " << getDepth();
  if (getConsumers() != 1)
    printer << ", consumers = " << getConsumers();
  printer << ">";
}

LogicalResult QueueType::verify(llvm::function_ref<InFlightDiagnostic()> emitError, ArrayRef<Type> elems,
                                unsigned depth, unsigned consumers) {
  if (elems.empty())
    return emitError() << "queue needs at least one element type";
  for (Type t : elems) {
    auto tensor = dyn_cast<RankedTensorType>(t);
    // Entries live in buffers of a fixed size: no dynamic shapes, no tokens or queues.
    bool ok = t.isIntOrIndexOrFloat() || isa<PointerType, nv_tileaa::MemRefType>(t) ||
              (tensor && tensor.hasStaticShape());
    if (!ok)
      return emitError() << "queue element type must be a scalar, pointer, memref or statically shaped tensor, got "
                         << t;
  }
  if (depth == 0)
    return emitError() << "queue depth must be at least 1";
  if (consumers == 0)
    return emitError() << "queue needs at least one consumer";
  return success();
}

LogicalResult MBarriersType::verify(llvm::function_ref<InFlightDiagnostic()> emitError, unsigned count) {
  if (count == 0)
    return emitError() << "mbarriers needs at least one barrier";
  return success();
}
