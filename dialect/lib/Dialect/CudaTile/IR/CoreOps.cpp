//===- CoreOps.cpp - module, entry, globals, constants, grid, tile shapes --===//
#include "DebugScopes.h"
#include "OpUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::detail;

#define GET_OP_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileCoreOps.cpp.inc"

void CudaTileDialect::registerCoreOps() {
  addOperations<
#define GET_OP_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileCoreOps.cpp.inc"
      >();
}

StringRef cuda_tile::ModuleOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }
StringRef EntryOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

//===----------------------------------------------------------------------===//
// ModuleOp
//===----------------------------------------------------------------------===//

LogicalResult cuda_tile::ModuleOp::verify() {
  WalkResult walk = getBody().walk<WalkOrder::PreOrder>([](Operation *op) {
    // Unregistered ops (only there with --allow-unregistered-dialect) cannot
    // be judged; NVIDIA's tool lets them through too.
    Dialect *dialect = op->getDialect();
    if (!op->isRegistered() || (dialect && isa<CudaTileDialect>(dialect)))
      return WalkResult::advance();
    op->emitOpError("is not a cuda_tile operation; a cuda_tile.module holds only cuda_tile operations");
    return WalkResult::interrupt();
  });
  if (walk.wasInterrupted())
    return failure();
  return verifyModuleDebugScopes(*this);
}

//===----------------------------------------------------------------------===//
// EntryOp
//===----------------------------------------------------------------------===//

/// `@name(%a: tile<f32> {attrs}, ...) [-> (results)] [optimization_hints=<...>]
/// [attributes {...}] { body }`: the syntax of `entry` and of the functions.
/// Names of the attributes come from the op being parsed.
template <typename OpT>
static ParseResult parseFunctionLike(OpAsmParser &parser, OperationState &result, bool allowResults,
                                     StringAttr hintsName) {
  MLIRContext *ctx = parser.getContext();
  StringAttr name;
  if (parser.parseSymbolName(name, OpT::getSymNameAttrName(result.name), result.attributes))
    return failure();

  SmallVector<OpAsmParser::Argument> args;
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument &arg = args.emplace_back();
        NamedAttrList attrs;
        if (parser.parseArgument(arg, /*allowType=*/false, /*allowAttrs=*/false) || parser.parseColon() ||
            parseCudaTileType(parser, arg.type) || parser.parseOptionalAttrDict(attrs))
          return failure();
        if (!attrs.empty())
          arg.attrs = attrs.getDictionary(ctx);
        return parser.parseOptionalLocationSpecifier(arg.sourceLoc);
      }))
    return failure();

  SmallVector<Type> results;
  llvm::SMLoc arrowLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalArrow())) {
    if (!allowResults)
      return parser.emitError(arrowLoc, "a kernel returns no values");
    if (succeeded(parser.parseOptionalLParen())) {
      if (failed(parser.parseOptionalRParen()) &&
          (parseCudaTileTypes(parser, results) || parser.parseRParen()))
        return failure();
    } else if (parseCudaTileType(parser, results.emplace_back())) {
      return failure();
    }
  }

  if (hintsName && succeeded(parser.parseOptionalKeyword("optimization_hints"))) {
    Attribute hints;
    if (parser.parseEqual() || !(hints = OptimizationHintsAttr::parse(parser, Type())))
      return failure();
    result.addAttribute(hintsName, hints);
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();

  SmallVector<Type> argTypes = llvm::map_to_vector(args, [](auto &a) { return a.type; });
  result.addAttribute(OpT::getFunctionTypeAttrName(result.name),
                      TypeAttr::get(FunctionType::get(ctx, argTypes, results)));
  Builder builder(ctx);
  call_interface_impl::addArgAndResultAttrs(builder, result, args, /*resultAttrs=*/{},
                                            OpT::getArgAttrsAttrName(result.name),
                                            OpT::getResAttrsAttrName(result.name));

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args))
    return failure();
  OpT::ensureTerminator(*body, builder, result.location);
  return success();
}

template <typename OpT>
static void printFunctionLike(OpAsmPrinter &p, OpT op, OptimizationHintsAttr hints,
                              ArrayRef<StringRef> elided) {
  p << " ";
  p.printSymbolName(op.getSymName());
  p << "(";
  ArrayAttr argAttrs = op.getArgAttrsAttr();
  llvm::interleaveComma(llvm::enumerate(op.getBody().getArguments()), p, [&](auto it) {
    p << it.value() << ": ";
    printCudaTileType(p, it.value().getType());
    if (argAttrs)
      p.printOptionalAttrDict(cast<DictionaryAttr>(argAttrs[it.index()]).getValue());
  });
  p << ")";
  ArrayRef<Type> results = op.getFunctionType().getResults();
  if (results.size() == 1) {
    p << " -> ";
    printCudaTileType(p, results.front());
  } else if (!results.empty()) {
    p << " -> (";
    printCudaTileTypes(p, op, results);
    p << ")";
  }
  // NVIDIA's printer leaves out an empty clause on a function (not on the
  // memory ops, which print `optimization_hints = <>`).
  if (hints && !hints.getHints().empty()) {
    p << " optimization_hints=";
    hints.print(p);
  }
  SmallVector<StringRef> skip{op.getSymNameAttrName(), op.getFunctionTypeAttrName(), op.getArgAttrsAttrName(),
                              op.getResAttrsAttrName()};
  skip.append(elided.begin(), elided.end());
  p.printOptionalAttrDictWithKeyword(op->getAttrs(), skip);
  p << " ";
  p.printRegion(op.getBody(), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/true);
}

/// Which arguments a function-like op takes.
enum class ArgRule {
  /// Tiles, views and tokens (experimental$func).
  CudaTile,
  /// Rank-0 tiles, views and tokens: a kernel launched from the host
  /// (NVIDIA's verifier checks only the rank of tile arguments).
  Kernel,
  /// Anything (testing$func, a test vehicle).
  Any,
};

static LogicalResult verifyFunctionLike(FunctionOpInterface op, ArgRule rule) {
  for (auto [i, t] : llvm::enumerate(op.getArgumentTypes())) {
    if (rule == ArgRule::Any)
      continue;
    if (!isa<CudaTileDialect>(t.getDialect()) || isa<PointerType>(t))
      return op.emitOpError("argument #") << i << " must be a tile, a view or a token, got " << t;
    auto tile = dyn_cast<TileType>(t);
    if (rule == ArgRule::Kernel && tile && !tile.getShape().empty())
      return op.emitOpError("argument #") << i << " is a tile, so it must be a scalar (a rank-0 tile), got " << t;
  }
  if (op.getFunctionBody().getNumArguments() != op.getArgumentTypes().size())
    return op.emitOpError("has ") << op.getFunctionBody().getNumArguments() << " block arguments for "
                                  << op.getArgumentTypes().size() << " arguments";
  return success();
}

ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFunctionLike<EntryOp>(parser, result, /*allowResults=*/false,
                                    getOptimizationHintsAttrName(result.name));
}

void EntryOp::print(OpAsmPrinter &p) {
  printFunctionLike(p, *this, getOptimizationHintsAttr(), {getOptimizationHintsAttrName()});
}

ParseResult TestingFuncOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFunctionLike<TestingFuncOp>(parser, result, /*allowResults=*/true, StringAttr());
}

void TestingFuncOp::print(OpAsmPrinter &p) { printFunctionLike(p, *this, OptimizationHintsAttr(), {}); }

LogicalResult TestingFuncOp::verify() { return verifyFunctionLike(*this, ArgRule::Any); }

StringRef TestingFuncOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

ParseResult ExperimentalFuncOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFunctionLike<ExperimentalFuncOp>(parser, result, /*allowResults=*/true, StringAttr());
}

void ExperimentalFuncOp::print(OpAsmPrinter &p) { printFunctionLike(p, *this, OptimizationHintsAttr(), {}); }

LogicalResult ExperimentalFuncOp::verify() { return verifyFunctionLike(*this, ArgRule::CudaTile); }

StringRef ExperimentalFuncOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

LogicalResult EntryOp::verify() {
  FunctionType type = getFunctionType();
  if (type.getNumResults() != 0)
    return emitOpError("is a kernel and cannot return values, got ") << type.getNumResults() << " results";
  if (failed(verifyFunctionLike(*this, ArgRule::Kernel)) || failed(verifyEntryDebugScopes(*this)))
    return failure();
  return verifyHints(*this, getOptimizationHints(), {"num_cta_in_cga", "num_worker_warps_per_cta", "occupancy"});
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

namespace {
/// Parses the value of `<D: ...>`: one scalar, or nested lists whose shape is
/// recorded as they are read.
struct ConstantLiteralParser {
  OpAsmParser &parser;
  Type elemType;
  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;
  SmallVector<int64_t> shape;
  bool sawList = false;

  ParseResult parseScalar() {
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (auto floatType = dyn_cast<FloatType>(elemType)) {
      APFloat value(floatType.getFloatSemantics());
      if (parser.parseFloat(floatType.getFloatSemantics(), value))
        return failure();
      floats.push_back(value);
      return success();
    }
    auto intType = dyn_cast<IntegerType>(elemType);
    if (!intType)
      return parser.emitError(loc, "constants must have a number element type, got ") << elemType;
    unsigned width = intType.getWidth();
    StringRef boolean;
    if (succeeded(parser.parseOptionalKeyword(&boolean, {"true", "false"}))) {
      if (width != 1)
        return parser.emitError(loc, "expected integer value, got '") << boolean << "' for " << elemType;
      ints.push_back(APInt(width, boolean == "true"));
      return success();
    }
    APInt value;
    if (parser.parseInteger(value))
      return failure();
    // Accept any value that fits the width read as signed or as unsigned.
    bool negative = value.isNegative();
    unsigned needed = negative ? value.getSignificantBits() : value.getActiveBits();
    if (needed > width && !(width == 1 && !negative && value.getActiveBits() <= 1))
      return parser.emitError(loc, "integer constant ")
             << llvm::toString(value, 10, /*Signed=*/true) << " does not fit in " << elemType;
    ints.push_back(value.sextOrTrunc(width));
    return success();
  }

  ParseResult parseValue(unsigned depth) {
    if (failed(parser.parseOptionalLSquare()))
      return parseScalar();
    sawList = true;
    llvm::SMLoc loc = parser.getCurrentLocation();
    int64_t count = 0;
    auto each = [&]() -> ParseResult {
      ++count;
      return parseValue(depth + 1);
    };
    if (failed(parser.parseOptionalRSquare())) {
      if (parser.parseCommaSeparatedList(each) || parser.parseRSquare())
        return failure();
    }
    if (shape.size() <= depth)
      shape.resize(depth + 1, -1);
    if (shape[depth] == -1)
      shape[depth] = count;
    else if (shape[depth] != count)
      return parser.emitError(loc, "constant lists at depth ")
             << depth << " have different lengths (" << shape[depth] << " and " << count << ")";
    return success();
  }
};
} // namespace

/// `<f32: [1.0, 2.0]> : tile<2xf32>` (attributes may sit before the colon):
/// the value of a constant or a global, stored under `valueName` as dense
/// elements of the tile's shape.
static ParseResult parseTileLiteral(OpAsmParser &parser, OperationState &result, StringRef valueName,
                                    TileType &tile) {
  Type elemType, type;
  if (parser.parseLess() || parser.parseType(elemType) || parser.parseColon())
    return failure();
  ConstantLiteralParser literal{parser, elemType};
  llvm::SMLoc valueLoc = parser.getCurrentLocation();
  if (literal.parseValue(0) || parser.parseGreater() || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColon())
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, type))
    return failure();
  tile = dyn_cast<TileType>(type);
  if (!tile)
    return parser.emitError(typeLoc, "expected a tile type, got ") << type;
  if (tile.getElementType() != elemType)
    return parser.emitError(valueLoc, "constant element type ")
           << elemType << " does not match the tile's " << tile.getElementType();
  if (literal.sawList && ArrayRef<int64_t>(literal.shape) != tile.getShape())
    return parser.emitError(valueLoc, "constant value shape does not match the tile shape");
  auto tensorType = RankedTensorType::get(tile.getShape(), elemType);
  DenseElementsAttr value = literal.floats.empty() ? DenseElementsAttr::get(tensorType, literal.ints)
                                                   : DenseElementsAttr::get(tensorType, literal.floats);
  result.addAttribute(valueName, value);
  return success();
}

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  TileType tile;
  if (parseTileLiteral(parser, result, getValueAttrName(result.name), tile))
    return failure();
  result.addTypes(tile);
  return success();
}

/// One element of a constant, as NVIDIA's printer writes it.
static void printConstantElement(OpAsmPrinter &p, DenseElementsAttr value, int64_t index) {
  if (isa<FloatType>(value.getElementType())) {
    p.printFloat(*(value.value_begin<APFloat>() + index));
    return;
  }
  APInt v = *(value.value_begin<APInt>() + index);
  if (v.getBitWidth() == 1)
    p << (v.isOne() ? "true" : "false");
  else
    p << v.getSExtValue();
}

/// ` <f32: [1.0, 2.0]>`, a splat as its one value, as NVIDIA prints them.
static void printTileLiteral(OpAsmPrinter &p, DenseElementsAttr value) {
  p << " <" << value.getElementType() << ": ";
  ArrayRef<int64_t> shape = value.getType().getShape();
  if (value.isSplat() || shape.empty()) {
    printConstantElement(p, value, 0);
  } else {
    int64_t index = 0;
    std::function<void(unsigned)> printLevel = [&](unsigned depth) {
      p << "[";
      for (int64_t i = 0; i < shape[depth]; ++i) {
        if (i)
          p << ", ";
        if (depth + 1 == shape.size())
          printConstantElement(p, value, index++);
        else
          printLevel(depth + 1);
      }
      p << "]";
    };
    printLevel(0);
  }
  p << ">";
}

void ConstantOp::print(OpAsmPrinter &p) {
  printTileLiteral(p, cast<DenseElementsAttr>(getValue()));
  p.printOptionalAttrDict((*this)->getAttrs(), {getValueAttrName()});
  p << " : ";
  printCudaTileType(p, getType());
}

LogicalResult ConstantOp::verify() {
  auto value = dyn_cast<DenseElementsAttr>(getValue());
  if (!value)
    return emitOpError("value must be dense elements");
  TileType tile = getType();
  if (value.getType().getShape() != tile.getShape() || value.getElementType() != tile.getElementType())
    return emitOpError("value of type ") << value.getType() << " does not match the result " << tile;
  if (!isTileNumberType(tile.getElementType()))
    return emitOpError("constants must have a number element type, got ") << tile.getElementType();
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  // NVIDIA's printer names splats after their value when it is an integer
  // (`%cst_1_i32`, `%cst_0_f32`), and other constants `%cst`.
  auto value = cast<DenseElementsAttr>(getValue());
  std::optional<std::string> shown;
  if (value.isSplat() && isa<IntegerType>(value.getElementType())) {
    APInt v = value.getSplatValue<APInt>();
    shown = v.getBitWidth() == 1 ? std::string(v.isOne() ? "true" : "false") : std::to_string(v.getSExtValue());
  } else if (value.isSplat()) {
    APFloat v = value.getSplatValue<APFloat>();
    APSInt integral(64, /*isUnsigned=*/false);
    bool exact = false;
    if (v.isFinite() && !v.isNegZero() &&
        v.convertToInteger(integral, APFloat::rmTowardZero, &exact) == APFloat::opOK && exact)
      shown = std::to_string(integral.getExtValue());
  }
  std::string name = "cst";
  if (shown) {
    llvm::raw_string_ostream os(name);
    os << "_" << *shown << "_" << value.getElementType();
  }
  setName(getResult(), name);
}

//===----------------------------------------------------------------------===//
// GetTileBlockIdOp
//===----------------------------------------------------------------------===//

void GetTileBlockIdOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  setName(getBlockIdX(), "blockId_x");
  setName(getBlockIdY(), "blockId_y");
  setName(getBlockIdZ(), "blockId_z");
}


//===----------------------------------------------------------------------===//
// GlobalOp
//===----------------------------------------------------------------------===//

ParseResult GlobalOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  StringRef visibility;
  if (succeeded(parser.parseOptionalKeyword(&visibility, {"public", "private"})))
    result.addAttribute(getSymVisibilityAttrName(result.name), StringAttr::get(ctx, visibility));
  if (succeeded(parser.parseOptionalKeyword("constant")))
    result.addAttribute(getConstantAttrName(result.name), UnitAttr::get(ctx));
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name), result.attributes))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("alignment"))) {
    int64_t alignment;
    if (parser.parseEqual() || parser.parseInteger(alignment))
      return failure();
    result.addAttribute(getAlignmentAttrName(result.name), parser.getBuilder().getI64IntegerAttr(alignment));
  }
  TileType tile;
  return parseTileLiteral(parser, result, getValueAttrName(result.name), tile);
}

void GlobalOp::print(OpAsmPrinter &p) {
  p << " ";
  // Public is the default and is not printed.
  if (std::optional<StringRef> visibility = getSymVisibility(); visibility && *visibility != "public")
    p << *visibility << " ";
  if (getConstant())
    p << "constant ";
  p.printSymbolName(getSymName());
  if (std::optional<uint64_t> alignment = getAlignment())
    p << " alignment = " << *alignment;
  printTileLiteral(p, cast<DenseElementsAttr>(getValue()));
  p.printOptionalAttrDict((*this)->getAttrs(), {getSymNameAttrName(), getSymVisibilityAttrName(),
                                                getValueAttrName(), getAlignmentAttrName(), getConstantAttrName()});
  p << " : ";
  printCudaTileType(p, getTileType());
}

TileType GlobalOp::getTileType() {
  auto type = cast<ShapedType>(getValue().getType());
  return TileType::get(type.getShape(), type.getElementType());
}

LogicalResult GlobalOp::verify() {
  auto value = dyn_cast<DenseElementsAttr>(getValue());
  if (!value)
    return emitOpError("value must be dense elements");
  ShapedType type = value.getType();
  if (type.getRank() != 1)
    return emitOpError("value must have a rank-1 tile type, got rank ") << type.getRank();
  if (!isTileNumberType(type.getElementType()))
    return emitOpError("value must have a number element type, got ") << type.getElementType();
  if (!TileType::getChecked([&] { return emitOpError(); }, getContext(), type.getShape(), type.getElementType()))
    return failure();
  if (std::optional<uint64_t> alignment = getAlignment(); alignment && !llvm::isPowerOf2_64(*alignment))
    return emitOpError("alignment must be a positive power of two, got ") << (int64_t)*alignment;
  if (std::optional<StringRef> visibility = getSymVisibility();
      visibility && *visibility != "public" && *visibility != "private")
    return emitOpError("visibility must be public or private, got '") << *visibility << "'";
  return success();
}

//===----------------------------------------------------------------------===//
// GetGlobalOp
//===----------------------------------------------------------------------===//

LogicalResult GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global = symbolTable.lookupNearestSymbolFrom<GlobalOp>(*this, getNameAttr());
  if (!global)
    return emitOpError("'@") << getName() << "' does not name a global";
  Type pointee = cast<PointerType>(getType().getElementType()).getPointeeType();
  Type elem = cast<ShapedType>(global.getValue().getType()).getElementType();
  if (pointee != elem)
    return emitOpError("result points to ") << pointee << " but global @" << getName() << " holds " << elem;
  return success();
}
