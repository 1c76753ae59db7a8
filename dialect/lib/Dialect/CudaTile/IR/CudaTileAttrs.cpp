//===- CudaTileAttrs.cpp - enums, assume predicates, hints ----------------===//
#include "cuda-tile/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "cuda-tile/Dialect/CudaTile/IR/CudaTileEnums.cpp.inc"
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"

void CudaTileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "cuda-tile/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Prefix-less predicate syntax (`assume div_by<16>, ...`)
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseAssumePredicate(OpAsmParser &parser, Attribute &predicate) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword, {"div_by", "same_elements", "bounded"}))) {
    if (keyword == "div_by")
      predicate = DivByAttr::parse(parser, Type());
    else if (keyword == "same_elements")
      predicate = SameElementsAttr::parse(parser, Type());
    else
      predicate = BoundedAttr::parse(parser, Type());
    return success(static_cast<bool>(predicate));
  }
  if (parser.parseAttribute(predicate))
    return failure();
  if (!isa<AssumePredicateAttrInterface>(predicate))
    return parser.emitError(loc, "expected an assume predicate (div_by, same_elements or bounded), got ")
           << predicate;
  return success();
}

void mlir::cuda_tile::printAssumePredicate(OpAsmPrinter &printer, Operation *, Attribute predicate) {
  llvm::TypeSwitch<Attribute>(predicate)
      .Case<DivByAttr, SameElementsAttr, BoundedAttr>([&](auto a) {
        printer << a.getMnemonic();
        a.print(printer);
      })
      .Default([&](Attribute a) { printer.printAttribute(a); });
}

/// The shape of a tile, or nothing for other types.
static std::optional<ArrayRef<int64_t>> tileShape(Type type) {
  if (auto tile = dyn_cast<TileType>(type))
    return tile.getShape();
  return std::nullopt;
}

static bool isIntOrPtrTile(Type type) {
  auto tile = dyn_cast<TileType>(type);
  return tile && (isa<IntegerType, PointerType>(tile.getElementType()));
}

//===----------------------------------------------------------------------===//
// DivByAttr
//===----------------------------------------------------------------------===//

Attribute DivByAttr::parse(AsmParser &parser, Type) {
  uint64_t divisor;
  std::optional<int64_t> every, along;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseInteger(divisor))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    int64_t e, a;
    if (parser.parseKeyword("every") || parser.parseInteger(e) || parser.parseKeyword("along") ||
        parser.parseInteger(a))
      return {};
    every = e;
    along = a;
  }
  if (parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), divisor, every, along);
}

void DivByAttr::print(AsmPrinter &printer) const {
  printer << "<" << getDivisor();
  if (getEvery())
    printer << ", every " << *getEvery() << " along " << *getAlong();
  printer << ">";
}

LogicalResult DivByAttr::verify(llvm::function_ref<InFlightDiagnostic()> emitError, uint64_t divisor,
                                std::optional<int64_t> every, std::optional<int64_t> along) {
  if (divisor == 0 || !llvm::isPowerOf2_64(divisor))
    return emitError() << "div_by divisor must be a positive power of two, got " << divisor;
  // NVIDIA keeps the divisor in a signed 64-bit integer.
  if (divisor > (uint64_t)INT64_MAX)
    return emitError() << "div_by divisor " << divisor << " does not fit in a signed 64-bit integer";
  if (every.has_value() != along.has_value())
    return emitError() << "div_by needs 'every' and 'along' together";
  if (every && *every <= 0)
    return emitError() << "div_by 'every' must be positive, got " << *every;
  if (along && *along < 0)
    return emitError() << "div_by 'along' must be a dimension index, got " << *along;
  return success();
}

LogicalResult DivByAttr::verifyWithType(Type type, llvm::function_ref<InFlightDiagnostic()> emitError) const {
  if (isa<TensorViewType>(type)) {
    if (getEvery())
      return emitError() << "div_by on a tensor_view cannot use 'every'/'along'";
    return success();
  }
  if (!isIntOrPtrTile(type))
    return emitError() << "div_by applies to a tile of integers or pointers, or a tensor_view, got " << type;
  ArrayRef<int64_t> shape = *tileShape(type);
  if (getEvery()) {
    if (shape.empty())
      return emitError() << "div_by on a rank-0 tile cannot use 'every'/'along'";
    if (*getAlong() >= (int64_t)shape.size())
      return emitError() << "div_by 'along' " << *getAlong() << " is out of range for a rank-" << shape.size()
                         << " tile";
    if (*getEvery() > shape[*getAlong()])
      return emitError() << "div_by 'every' " << *getEvery() << " exceeds the extent " << shape[*getAlong()]
                         << " of dimension " << *getAlong();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// SameElementsAttr
//===----------------------------------------------------------------------===//

Attribute SameElementsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> values;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     [&] { return parser.parseInteger(values.emplace_back()); }) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), values);
}

void SameElementsAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(getValues(), printer);
  printer << "]>";
}

LogicalResult SameElementsAttr::verify(llvm::function_ref<InFlightDiagnostic()> emitError,
                                       ArrayRef<int64_t> values) {
  for (int64_t v : values)
    if (v <= 0)
      return emitError() << "same_elements group sizes must be positive, got " << v;
  return success();
}

LogicalResult SameElementsAttr::verifyWithType(Type type,
                                               llvm::function_ref<InFlightDiagnostic()> emitError) const {
  if (!isIntOrPtrTile(type))
    return emitError() << "same_elements applies to a tile of integers or pointers, got " << type;
  ArrayRef<int64_t> shape = *tileShape(type);
  if (shape.size() != getValues().size())
    return emitError() << "same_elements has " << getValues().size() << " group sizes for a rank-" << shape.size()
                       << " tile";
  for (auto [dim, size] : llvm::enumerate(getValues()))
    if (size > shape[dim])
      return emitError() << "same_elements group size " << size << " exceeds the extent " << shape[dim]
                         << " of dimension " << dim;
  return success();
}

//===----------------------------------------------------------------------===//
// BoundedAttr
//===----------------------------------------------------------------------===//

static ParseResult parseOptionalBound(AsmParser &parser, std::optional<int64_t> &bound) {
  if (succeeded(parser.parseOptionalQuestion()))
    return success();
  int64_t value;
  if (parser.parseInteger(value))
    return failure();
  bound = value;
  return success();
}

Attribute BoundedAttr::parse(AsmParser &parser, Type) {
  std::optional<int64_t> lower, upper;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseOptionalBound(parser, lower) || parser.parseComma() ||
      parseOptionalBound(parser, upper) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), lower, upper);
}

void BoundedAttr::print(AsmPrinter &printer) const {
  printer << "<";
  getLower() ? printer << *getLower() : printer << "?";
  printer << ", ";
  getUpper() ? printer << *getUpper() : printer << "?";
  printer << ">";
}

LogicalResult BoundedAttr::verify(llvm::function_ref<InFlightDiagnostic()> emitError,
                                  std::optional<int64_t> lower, std::optional<int64_t> upper) {
  if (lower && upper && *lower > *upper)
    return emitError() << "bounded lower bound " << *lower << " exceeds upper bound " << *upper;
  return success();
}

LogicalResult BoundedAttr::verifyWithType(Type type, llvm::function_ref<InFlightDiagnostic()> emitError) const {
  auto tile = dyn_cast<TileType>(type);
  auto elem = tile ? dyn_cast<IntegerType>(tile.getElementType()) : IntegerType();
  if (!elem)
    return emitError() << "bounded applies to a tile of integers, got " << type;
  unsigned width = elem.getWidth();
  int64_t min = width >= 64 ? INT64_MIN : -(int64_t(1) << (width - 1));
  int64_t max = width >= 64 ? INT64_MAX : (int64_t(1) << (width - 1)) - 1;
  for (std::optional<int64_t> bound : {getLower(), getUpper()})
    if (bound && (*bound < min || *bound > max))
      return emitError() << "bound " << *bound << " is outside the range of " << elem << " [" << min << ", "
                         << max << "]";
  return success();
}

//===----------------------------------------------------------------------===//
// OptimizationHintsAttr
//===----------------------------------------------------------------------===//

Attribute OptimizationHintsAttr::parse(AsmParser &parser, Type) {
  SmallVector<NamedAttribute> entries;
  llvm::StringSet<> seen;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater())) {
    if (parser.parseCommaSeparatedList([&]() -> ParseResult {
          std::string arch;
          Attribute hints;
          llvm::SMLoc keyLoc = parser.getCurrentLocation();
          if (parser.parseKeywordOrString(&arch))
            return failure();
          // Duplicates are an error under every hint policy (spec addendum §3.3).
          if (!seen.insert(arch).second)
            return parser.emitError(keyLoc, "duplicate optimization_hints key '") << arch << "'";
          llvm::SMLoc valueLoc = parser.getCurrentLocation();
          if (parser.parseEqual() || parser.parseAttribute(hints))
            return failure();
          if (!isa<DictionaryAttr>(hints))
            return parser.emitError(valueLoc, "optimization_hints for '")
                   << arch << "' must be a dictionary, got " << hints;
          entries.emplace_back(StringAttr::get(parser.getContext(), arch), hints);
          return success();
        }) ||
        parser.parseGreater())
      return {};
  }
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    DictionaryAttr::get(parser.getContext(), entries));
}

void OptimizationHintsAttr::print(AsmPrinter &printer) const {
  printer << "<";
  llvm::interleaveComma(getHints(), printer, [&](NamedAttribute arch) {
    // Unknown keys are kept, so a key may need quotes.
    printer.printKeywordOrString(arch.getName().getValue());
    printer << " = {";
    llvm::interleaveComma(cast<DictionaryAttr>(arch.getValue()), printer, [&](NamedAttribute hint) {
      printer.printKeywordOrString(hint.getName().getValue());
      printer << " = ";
      // Without a type, as NVIDIA's tools write hints (`2`, `true`, `2.5`).
      printer.printAttributeWithoutType(hint.getValue());
    });
    printer << "}";
  });
  printer << ">";
}

LogicalResult OptimizationHintsAttr::verify(llvm::function_ref<InFlightDiagnostic()> emitError,
                                            DictionaryAttr hints) {
  // Keys and values are the ops' to check (verifyHints), and only on request.
  for (NamedAttribute arch : hints)
    if (!isa<DictionaryAttr>(arch.getValue()))
      return emitError() << "optimization_hints for '" << arch.getName().getValue()
                         << "' must be a dictionary, got " << arch.getValue();
  return success();
}

//===----------------------------------------------------------------------===//
// Debug information
//===----------------------------------------------------------------------===//

FailureOr<unsigned> mlir::cuda_tile::parseDIUnsigned(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  APInt value;
  if (parser.parseInteger(value))
    return failure();
  if (value.isNegative() || value.getActiveBits() > 32)
    return parser.emitError(loc, "expected an unsigned 32-bit integer, got ")
           << llvm::toString(value, 10, /*Signed=*/true);
  return static_cast<unsigned>(value.getZExtValue());
}

/// Debug scopes are subprograms and lexical blocks.
static LogicalResult verifyScope(llvm::function_ref<InFlightDiagnostic()> emitError, Attribute scope) {
  if (!isa<DISubprogramAttr, DILexicalBlockAttr>(scope))
    return emitError() << "debug scope must be a di_subprogram or a di_lexical_block, got " << scope;
  return success();
}

LogicalResult DILexicalBlockAttr::verify(llvm::function_ref<InFlightDiagnostic()> emitError, Attribute scope,
                                         DIFileAttr, unsigned, unsigned) {
  return verifyScope(emitError, scope);
}

/// Attributes are immutable and built bottom-up, so a chain of lexical blocks
/// cannot loop: it always ends at a subprogram.
DISubprogramAttr DILexicalBlockAttr::getSubprogram() const {
  Attribute scope = getScope();
  while (auto block = dyn_cast<DILexicalBlockAttr>(scope))
    scope = block.getScope();
  return cast<DISubprogramAttr>(scope);
}

LogicalResult DILocAttr::verify(llvm::function_ref<InFlightDiagnostic()> emitError, FileLineColLoc,
                                Attribute scope) {
  return verifyScope(emitError, scope);
}

DISubprogramAttr DILocAttr::getSubprogram() const {
  if (auto block = dyn_cast<DILexicalBlockAttr>(getScope()))
    return block.getSubprogram();
  return cast<DISubprogramAttr>(getScope());
}

/// `<FILE_LOC in SCOPE>`: FILE_LOC is `loc("f":L:C)` or an alias of one.
Attribute DILocAttr::parse(AsmParser &parser, Type) {
  Attribute source, scope;
  if (parser.parseLess())
    return {};
  llvm::SMLoc sourceAt = parser.getCurrentLocation();
  if (parser.parseAttribute(source))
    return {};
  auto fileLoc = dyn_cast<FileLineColLoc>(source);
  if (!fileLoc || !isStrictFileLineColLoc(fileLoc)) {
    parser.emitError(sourceAt, "di_loc needs a file:line:column location, got ") << source;
    return {};
  }
  if (parser.parseKeyword("in"))
    return {};
  llvm::SMLoc scopeAt = parser.getCurrentLocation();
  if (parser.parseAttribute(scope) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(scopeAt); }, parser.getContext(), fileLoc, scope);
}

void DILocAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printAttribute(getSourceLoc());
  printer << " in ";
  printer.printAttribute(getScope());
  printer << ">";
}
