//===- CudaTileTypes.cpp - tile, ptr, token and view types ----------------===//
#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::cuda_tile;

#include "cuda-tile/Dialect/CudaTile/IR/CudaTileTypeInterfaces.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileTypes.cpp.inc"

void CudaTileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

bool mlir::cuda_tile::isTileNumberType(Type type) {
  if (auto i = dyn_cast<IntegerType>(type))
    return i.isSignless() && llvm::is_contained({1u, 4u, 8u, 16u, 32u, 64u}, i.getWidth());
  return isa<Float16Type, BFloat16Type, Float32Type, FloatTF32Type, Float64Type, Float8E4M3FNType,
             Float8E5M2Type, Float8E8M0FNUType, Float4E2M1FNType>(type);
}

static bool isTileOf(Type type, llvm::function_ref<bool(Type)> elem) {
  auto tile = dyn_cast<TileType>(type);
  return tile && elem(tile.getElementType());
}

bool mlir::cuda_tile::isFloatTile(Type type) {
  return isTileOf(type, [](Type e) { return isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(e); });
}

bool mlir::cuda_tile::isIntTile(Type type) {
  return isTileOf(type, [](Type e) {
    auto i = dyn_cast<IntegerType>(e);
    return i && i.isSignless() && llvm::is_contained({1u, 8u, 16u, 32u, 64u}, i.getWidth());
  });
}

//===----------------------------------------------------------------------===//
// Prefix-less type syntax
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseCudaTileType(AsmParser &parser, Type &type) {
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(
          &keyword, {"tile", "ptr", "token", "tensor_view", "partition_view", "strided_view", "gather_scatter_view"})))
    return parser.parseType(type);
  if (keyword == "tile")
    type = TileType::parse(parser);
  else if (keyword == "ptr")
    type = PointerType::parse(parser);
  else if (keyword == "token")
    type = TokenType::parse(parser);
  else if (keyword == "tensor_view")
    type = TensorViewType::parse(parser);
  else if (keyword == "partition_view")
    type = PartitionViewType::parse(parser);
  else if (keyword == "strided_view")
    type = StridedViewType::parse(parser);
  else
    type = GatherScatterViewType::parse(parser);
  return success(static_cast<bool>(type)); // on failure, the type's parser has reported
}

void mlir::cuda_tile::printCudaTileType(AsmPrinter &printer, Type type) {
  llvm::TypeSwitch<Type>(type)
      .Case<TileType, PointerType, TokenType, TensorViewType, PartitionViewType, StridedViewType,
            GatherScatterViewType>([&](auto t) {
        printer << t.getMnemonic();
        t.print(printer);
      })
      .Default([&](Type t) { printer.printType(t); });
}

ParseResult mlir::cuda_tile::parseCudaTileTypes(OpAsmParser &parser, SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList([&] { return parseCudaTileType(parser, types.emplace_back()); });
}

void mlir::cuda_tile::printCudaTileTypes(OpAsmPrinter &printer, Operation *, TypeRange types) {
  llvm::interleaveComma(types, printer, [&](Type t) { printCudaTileType(printer, t); });
}

/// `4x8x` / `?x32x` dimension prefixes, printed the way they are parsed.
static void printDims(AsmPrinter &printer, ArrayRef<int64_t> dims, bool trailingX) {
  llvm::interleave(
      dims, printer, [&](int64_t d) { ShapedType::isDynamic(d) ? printer << "?" : printer << d; }, "x");
  if (trailingX && !dims.empty())
    printer << "x";
}

/// `[1024,1]`, `[?,1]`: integers or `?`. The integer that stands for `?`
/// in memory (INT64_MIN) is refused when written as a number.
static ParseResult parseIntOrDynamicList(AsmParser &parser, SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() -> ParseResult {
    if (succeeded(parser.parseOptionalQuestion())) {
      values.push_back(ShapedType::kDynamic);
      return success();
    }
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (parser.parseInteger(values.emplace_back()))
      return failure();
    if (ShapedType::isDynamic(values.back()))
      return parser.emitError(loc, "expected a positive integer or '?', got ") << values.back();
    return success();
  });
}

//===----------------------------------------------------------------------===//
// PointerType
//===----------------------------------------------------------------------===//

Type PointerType::parse(AsmParser &parser) {
  Type pointee;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseCudaTileType(parser, pointee) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), pointee);
}

void PointerType::print(AsmPrinter &printer) const {
  printer << "<";
  printCudaTileType(printer, getPointeeType());
  printer << ">";
}

LogicalResult PointerType::verify(llvm::function_ref<InFlightDiagnostic()> emitError, Type pointee) {
  if (!isTileNumberType(pointee))
    return emitError() << "pointer element type must be a number type, got " << pointee;
  return success();
}

//===----------------------------------------------------------------------===//
// TileType
//===----------------------------------------------------------------------===//

/// The largest tile NVIDIA's tools accept.
static constexpr int64_t kMaxTileElements = int64_t(1) << 24;

Type TileType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type elem;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseDimensionList(shape, /*allowDynamic=*/false, /*withTrailingX=*/true) ||
      parseCudaTileType(parser, elem) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), shape, elem);
}

void TileType::print(AsmPrinter &printer) const {
  printer << "<";
  printDims(printer, getShape(), /*trailingX=*/true);
  printCudaTileType(printer, getElementType());
  printer << ">";
}

LogicalResult TileType::verify(llvm::function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> shape,
                               Type elem) {
  int64_t elements = 1;
  for (int64_t d : shape) {
    if (d <= 0 || !llvm::isPowerOf2_64(d))
      return emitError() << "tile dimensions must be positive powers of two, got " << d;
    // Both factors at most 2^24: the product cannot overflow.
    if (d > kMaxTileElements || (elements *= d) > kMaxTileElements)
      return emitError() << "tile would exceed the maximum of " << kMaxTileElements << " elements";
  }
  if (!isTileNumberType(elem) && !isa<PointerType>(elem))
    return emitError() << "tile element type must be a number or pointer type, got " << elem;
  // Two 4-bit floats share a byte.
  if (isa<Float4E2M1FNType>(elem) && elements % 2 != 0)
    return emitError() << "F4E2M1FN tiles must have an even number of elements";
  return success();
}

//===----------------------------------------------------------------------===//
// TokenType
//===----------------------------------------------------------------------===//

Type TokenType::parse(AsmParser &parser) { return TokenType::get(parser.getContext()); }
void TokenType::print(AsmPrinter &) const {}

//===----------------------------------------------------------------------===//
// TensorViewType
//===----------------------------------------------------------------------===//

Type TensorViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape, strides;
  Type elem;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseDimensionList(shape, /*allowDynamic=*/true, /*withTrailingX=*/true) ||
      parseCudaTileType(parser, elem))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    llvm::SMLoc stridesLoc = parser.getCurrentLocation();
    if (parser.parseKeyword("strides") || parser.parseEqual() || parseIntOrDynamicList(parser, strides))
      return {};
    // The printer writes no strides for rank 0; NVIDIA's parser refuses them.
    if (shape.empty()) {
      parser.emitError(stridesLoc, "a rank-0 tensor_view takes no strides");
      return {};
    }
  }
  if (parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), elem, shape, strides);
}

void TensorViewType::print(AsmPrinter &printer) const {
  printer << "<";
  printDims(printer, getShape(), /*trailingX=*/true);
  printCudaTileType(printer, getElementType());
  if (!getShape().empty()) {
    printer << ", strides=[";
    llvm::interleave(
        getStrides(), printer, [&](int64_t s) { ShapedType::isDynamic(s) ? printer << "?" : printer << s; }, ",");
    printer << "]";
  }
  printer << ">";
}

LogicalResult TensorViewType::verify(llvm::function_ref<InFlightDiagnostic()> emitError, Type elem,
                                     ArrayRef<int64_t> shape, ArrayRef<int64_t> strides) {
  if (!isTileNumberType(elem))
    return emitError() << "tensor_view element type must be a number type, got " << elem;
  if (shape.size() != strides.size())
    return emitError() << "tensor_view of rank " << shape.size() << " needs " << shape.size()
                       << " strides, got " << strides.size();
  for (int64_t d : shape)
    if (!ShapedType::isDynamic(d) && d <= 0)
      return emitError() << "tensor_view extents must be strictly positive, got " << d;
  for (int64_t s : strides)
    if (!ShapedType::isDynamic(s) && s <= 0)
      return emitError() << "tensor_view strides must be strictly positive, got " << s;
  // 4-bit elements are packed two per byte along a unit-stride dimension.
  if (elem.isIntOrFloat() && elem.getIntOrFloatBitWidth() == 4 && !shape.empty()) {
    bool packable = llvm::any_of(llvm::zip(shape, strides), [](auto dim) {
      auto [extent, stride] = dim;
      return stride == 1 && (ShapedType::isDynamic(extent) || extent % 2 == 0);
    });
    if (!packable)
      return emitError() << "tensor_view of " << elem
                         << " needs a unit-stride dimension of even extent (two elements share a byte)";
  }
  return success();
}

unsigned TensorViewType::getNumDynamicShape() const {
  return llvm::count_if(getShape(), ShapedType::isDynamic);
}

unsigned TensorViewType::getNumDynamicStrides() const {
  return llvm::count_if(getStrides(), ShapedType::isDynamic);
}

//===----------------------------------------------------------------------===//
// The grid views: partition_view, strided_view, gather_scatter_view
//===----------------------------------------------------------------------===//

TensorViewType TileViewTypeInterface::getTensorView() const { return cast<TensorViewType>(getTensorViewType()); }

TileType TileViewTypeInterface::getTileType() const {
  return TileType::get(getTileShape(), getTensorView().getElementType());
}

/// `tile=(AxB), `: the tile extents, each a 32-bit signed integer in NVIDIA's
/// types (and bytecode).
static ParseResult parseViewTile(AsmParser &parser, StringRef kind, SmallVectorImpl<int64_t> &tileShape) {
  if (parser.parseKeyword("tile") || parser.parseEqual() || parser.parseLParen())
    return failure();
  llvm::SMLoc tileLoc = parser.getCurrentLocation();
  if (parser.parseDimensionList(tileShape, /*allowDynamic=*/false, /*withTrailingX=*/false) ||
      parser.parseRParen() || parser.parseComma())
    return failure();
  for (int64_t d : tileShape)
    if (d > std::numeric_limits<int32_t>::max())
      return parser.emitError(tileLoc, kind) << " tile extent " << d << " does not fit in a 32-bit signed integer";
  return success();
}

/// `[padding_value = X,] tensor_view<...>`.
static ParseResult parseViewPaddingAndTensor(AsmParser &parser, std::optional<PaddingValue> &padding,
                                             TensorViewType &tensorView) {
  if (succeeded(parser.parseOptionalKeyword("padding_value"))) {
    StringRef name;
    llvm::SMLoc nameLoc = parser.getCurrentLocation();
    if (parser.parseEqual() || parser.parseKeyword(&name) || parser.parseComma())
      return failure();
    padding = symbolizePaddingValue(name);
    if (!padding)
      return parser.emitError(nameLoc, "unknown padding_value '")
             << name << "' (expected zero, neg_zero, nan, pos_inf or neg_inf)";
  }
  llvm::SMLoc viewLoc = parser.getCurrentLocation();
  Type viewType;
  if (parseCudaTileType(parser, viewType))
    return failure();
  tensorView = dyn_cast<TensorViewType>(viewType);
  if (!tensorView)
    return parser.emitError(viewLoc, "expected a tensor_view, got ") << viewType;
  return success();
}

/// `[, dim_map=[a, b]] >`; the identity map is the absent one: one type,
/// printed without it, as NVIDIA prints it.
static ParseResult parseViewDimMapAndEnd(AsmParser &parser, int64_t tileRank, TensorViewType tensorView,
                                         SmallVectorImpl<int64_t> &dimMap) {
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("dim_map") || parser.parseEqual() ||
        parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                       [&] { return parser.parseInteger(dimMap.emplace_back()); }))
      return failure();
  }
  if (parser.parseGreater())
    return failure();
  bool identity = (int64_t)dimMap.size() == tileRank && (int64_t)dimMap.size() == tensorView.getRank() &&
                  llvm::all_of(llvm::enumerate(dimMap), [](auto it) { return it.value() == (int64_t)it.index(); });
  if (identity)
    dimMap.clear();
  return success();
}

static void printViewPaddingAndTensor(AsmPrinter &printer, std::optional<PaddingValue> padding,
                                      TensorViewType tensorView) {
  if (padding)
    printer << "padding_value = " << stringifyPaddingValue(*padding) << ", ";
  printCudaTileType(printer, tensorView);
}

static void printViewDimMap(AsmPrinter &printer, ArrayRef<int64_t> dimMap) {
  if (dimMap.empty())
    return;
  printer << ", dim_map=[";
  llvm::interleaveComma(dimMap, printer);
  printer << "]";
}

/// What every grid view requires of its tile, tensor and padding (§1.3).
static LogicalResult verifyViewTile(llvm::function_ref<InFlightDiagnostic()> emitError, StringRef kind,
                                    ArrayRef<int64_t> tileShape, TensorViewType tensorView,
                                    std::optional<PaddingValue> padding) {
  int64_t rank = tensorView.getRank();
  if (tileShape.empty())
    return emitError() << kind << " tile must have rank 1 or more, got tile=()";
  if ((int64_t)tileShape.size() != rank)
    return emitError() << kind << " tile rank " << tileShape.size() << " does not match tensor_view rank " << rank;
  for (int64_t d : tileShape)
    if (d <= 0 || !llvm::isPowerOf2_64(d))
      return emitError() << kind << " tile dimensions must be positive powers of two, got " << d;
  // The tile it loads must be a valid tile (element count, f4E2M1FN pairs).
  if (failed(TileType::verify(emitError, tileShape, tensorView.getElementType())))
    return failure();
  if (padding && !isa<FloatType>(tensorView.getElementType()) && *padding != PaddingValue::zero)
    return emitError() << "padding_value " << stringifyPaddingValue(*padding)
                       << " needs a floating-point element type";
  return success();
}

static LogicalResult verifyDimMap(llvm::function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> dimMap,
                                  int64_t rank) {
  if (dimMap.empty())
    return success();
  if ((int64_t)dimMap.size() != rank)
    return emitError() << "dim_map has " << dimMap.size() << " entries, expected " << rank;
  SmallVector<bool> seen(rank, false);
  for (int64_t d : dimMap) {
    if (d < 0 || d >= rank || seen[d])
      return emitError() << "dim_map must be a permutation of [0, " << rank << ")";
    seen[d] = true;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// PartitionViewType
//===----------------------------------------------------------------------===//

Type PartitionViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> tileShape, dimMap;
  std::optional<PaddingValue> padding;
  TensorViewType tensorView;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseViewTile(parser, "partition_view", tileShape) ||
      parseViewPaddingAndTensor(parser, padding, tensorView) ||
      parseViewDimMapAndEnd(parser, tileShape.size(), tensorView, dimMap))
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), tileShape, tensorView, padding,
                    dimMap);
}

void PartitionViewType::print(AsmPrinter &printer) const {
  printer << "<tile=(";
  printDims(printer, getTileShape(), /*trailingX=*/false);
  printer << "), ";
  printViewPaddingAndTensor(printer, getPaddingValue(), getTensorView());
  printViewDimMap(printer, getDimMap());
  printer << ">";
}

LogicalResult PartitionViewType::verify(llvm::function_ref<InFlightDiagnostic()> emitError,
                                        ArrayRef<int64_t> tileShape, TensorViewType tensorView,
                                        std::optional<PaddingValue> padding, ArrayRef<int64_t> dimMap) {
  if (failed(verifyViewTile(emitError, "partition_view", tileShape, tensorView, padding)))
    return failure();
  return verifyDimMap(emitError, dimMap, tensorView.getRank());
}

//===----------------------------------------------------------------------===//
// StridedViewType
//===----------------------------------------------------------------------===//

Type StridedViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> tileShape, strides, dimMap;
  std::optional<PaddingValue> padding;
  TensorViewType tensorView;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseViewTile(parser, "strided_view", tileShape) ||
      parser.parseKeyword("traversal_strides") || parser.parseEqual())
    return {};
  llvm::SMLoc stridesLoc = parser.getCurrentLocation();
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     [&] { return parser.parseInteger(strides.emplace_back()); }) ||
      parser.parseComma())
    return {};
  for (int64_t stride : strides)
    if (stride > std::numeric_limits<int32_t>::max()) {
      parser.emitError(stridesLoc, "strided_view traversal stride ")
          << stride << " does not fit in a 32-bit signed integer";
      return {};
    }
  if (parseViewPaddingAndTensor(parser, padding, tensorView) ||
      parseViewDimMapAndEnd(parser, tileShape.size(), tensorView, dimMap))
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), tileShape, strides, tensorView,
                    padding, dimMap);
}

void StridedViewType::print(AsmPrinter &printer) const {
  printer << "<tile=(";
  printDims(printer, getTileShape(), /*trailingX=*/false);
  printer << "), traversal_strides=[";
  llvm::interleave(getTraversalStrides(), printer, ",");
  printer << "], ";
  printViewPaddingAndTensor(printer, getPaddingValue(), getTensorView());
  printViewDimMap(printer, getDimMap());
  printer << ">";
}

LogicalResult StridedViewType::verify(llvm::function_ref<InFlightDiagnostic()> emitError,
                                      ArrayRef<int64_t> tileShape, ArrayRef<int64_t> traversalStrides,
                                      TensorViewType tensorView, std::optional<PaddingValue> padding,
                                      ArrayRef<int64_t> dimMap) {
  if (failed(verifyViewTile(emitError, "strided_view", tileShape, tensorView, padding)) ||
      failed(verifyDimMap(emitError, dimMap, tensorView.getRank())))
    return failure();
  if (traversalStrides.size() != tileShape.size())
    return emitError() << "strided_view has " << traversalStrides.size() << " traversal strides, expected "
                       << tileShape.size() << " (one per tile dimension)";
  for (int64_t stride : traversalStrides)
    if (stride <= 0)
      return emitError() << "strided_view traversal strides must be positive, got " << stride;
  return success();
}

//===----------------------------------------------------------------------===//
// GatherScatterViewType
//===----------------------------------------------------------------------===//

Type GatherScatterViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> tileShape;
  std::optional<PaddingValue> padding;
  TensorViewType tensorView;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseViewTile(parser, "gather_scatter_view", tileShape) ||
      parseViewPaddingAndTensor(parser, padding, tensorView) || parser.parseComma() ||
      parser.parseKeyword("sparse_dim") || parser.parseEqual())
    return {};
  llvm::SMLoc dimLoc = parser.getCurrentLocation();
  uint64_t sparseDim;
  if (parser.parseInteger(sparseDim) || parser.parseGreater())
    return {};
  if (sparseDim > std::numeric_limits<uint32_t>::max()) {
    parser.emitError(dimLoc, "sparse_dim ") << sparseDim << " does not fit in a 32-bit unsigned integer";
    return {};
  }
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), tileShape, tensorView, padding,
                    (unsigned)sparseDim);
}

void GatherScatterViewType::print(AsmPrinter &printer) const {
  printer << "<tile=(";
  printDims(printer, getTileShape(), /*trailingX=*/false);
  printer << "), ";
  printViewPaddingAndTensor(printer, getPaddingValue(), getTensorView());
  printer << ", sparse_dim=" << getSparseDim() << ">";
}

LogicalResult GatherScatterViewType::verify(llvm::function_ref<InFlightDiagnostic()> emitError,
                                            ArrayRef<int64_t> tileShape, TensorViewType tensorView,
                                            std::optional<PaddingValue> padding, unsigned sparseDim) {
  if (failed(verifyViewTile(emitError, "gather_scatter_view", tileShape, tensorView, padding)))
    return failure();
  if ((int64_t)sparseDim >= tensorView.getRank())
    return emitError() << "gather_scatter_view sparse_dim " << sparseDim << " is not a dimension of the rank-"
                       << tensorView.getRank() << " tensor_view";
  return success();
}
