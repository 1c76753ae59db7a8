//===- MiscPatterns.cpp - poison, print, assert -----------------------------===//
//
// print and assert go through the CUDA device runtime: `vprintf(format,
// args)` with the arguments packed in a local buffer (each promoted as C
// varargs are: integers to at least 32 bits, floats to double), and
// `__assertfail(message, file, line, function, charSize)`, which reports and
// traps.
//
//===----------------------------------------------------------------------===//
#include "MemoryAccess.h"

#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

LLVM::LLVMFuncOp mlir::nv_tileaa::to_nvvm::runtimeFunction(OpBuilder &b, Operation *user, StringRef name, Type result,
                                                           ArrayRef<Type> args) {
  auto module = user->getParentOfType<mlir::ModuleOp>();
  if (auto f = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return f;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  return LLVM::LLVMFuncOp::create(b, user->getLoc(), name, LLVM::LLVMFunctionType::get(result, args));
}

namespace {

/// vprintf drops arguments past 32: longer prints go out in pieces.
constexpr size_t kMaxPrintfArgs = 32;

struct PoisonLowering : TilePattern<ub::PoisonOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(ub::PoisonOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    Type type = converter.convertType(op.getType());
    if (!type)
      return op.emitOpError("of type ") << op.getType() << " has no LLVM equivalent";
    rewriter.replaceOpWithNewOp<LLVM::PoisonOp>(op, type);
    return success();
  }
};

/// A generic pointer to a NUL-terminated constant string, one global per
/// distinct text.
Value stringConstant(OpBuilder &b, Location loc, Operation *user, StringRef text) {
  auto module = user->getParentOfType<mlir::ModuleOp>();
  std::string value = (text + llvm::StringRef("\0", 1)).str();
  auto type = LLVM::LLVMArrayType::get(b.getI8Type(), value.size());
  std::string name = "__tileaa_str_" + llvm::utohexstr(llvm::xxh3_64bits(value));
  if (!module.lookupSymbol<LLVM::GlobalOp>(name)) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/true, LLVM::Linkage::Internal, name, b.getStringAttr(value));
  }
  return LLVM::AddressOfOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext()), name);
}

/// One vprintf call.
void emitVprintf(OpBuilder &b, Location loc, Operation *user, StringRef format, ArrayRef<Value> args) {
  MLIRContext *ctx = b.getContext();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto vprintf = runtimeFunction(b, user, "vprintf", b.getI32Type(), {ptr, ptr});
  Value buffer;
  if (args.empty()) {
    buffer = LLVM::ZeroOp::create(b, loc, ptr);
  } else {
    auto bufferType =
        LLVM::LLVMStructType::getLiteral(ctx, llvm::map_to_vector(args, [](Value v) { return v.getType(); }));
    {
      // In the entry block: an alloca inside a loop would grow the stack.
      OpBuilder::InsertionGuard guard(b);
      if (auto func = user->getParentOfType<LLVM::LLVMFuncOp>())
        b.setInsertionPointToStart(&func.getBody().front());
      buffer = LLVM::AllocaOp::create(b, loc, ptr, bufferType, i64Const(b, loc, 1));
    }
    for (auto [i, arg] : llvm::enumerate(args)) {
      Value field = LLVM::GEPOp::create(b, loc, ptr, bufferType, buffer, ArrayRef<LLVM::GEPArg>{0, (int32_t)i});
      LLVM::StoreOp::create(b, loc, arg, field);
    }
  }
  LLVM::CallOp::create(b, loc, vprintf, ValueRange{stringConstant(b, loc, user, format), buffer});
}

/// Accumulates format text and arguments, cutting a new vprintf every
/// kMaxPrintfArgs arguments.
struct PrintfWriter {
  OpBuilder &b;
  Location loc;
  Operation *user;
  std::string format;
  SmallVector<Value> args;

  void text(StringRef t) { format += t; }
  void conversion(StringRef spec, Value arg) {
    if (args.size() == kMaxPrintfArgs)
      flush();
    format += spec;
    args.push_back(arg);
  }
  void flush() {
    if (!format.empty())
      emitVprintf(b, loc, user, format, args);
    format.clear();
    args.clear();
  }
};

/// A printf conversion, split at its length modifier and conversion letter.
struct Conversion {
  std::string prefix; // '%', flags, width, precision
  char conv;
};

/// The conversion for one element of type `elem` and the value vprintf takes,
/// following the interpreter: the operand's type, not the length modifier,
/// decides the width; %a prints as %e; pointers print as unsigned integers.
FailureOr<std::pair<std::string, Value>> promote(OpBuilder &b, Location loc, Operation *op, const Conversion &c,
                                                 Value v) {
  Type t = v.getType();
  char conv = c.conv == 'a' ? 'e' : c.conv == 'A' ? 'E' : c.conv;
  bool floatConv = StringRef("fFeEgG").contains(conv);
  if (isa<LLVM::LLVMPointerType>(t)) {
    v = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), v);
    t = v.getType();
    if (conv == 'p')
      conv = 'u';
  }
  if (auto f = dyn_cast<FloatType>(t)) {
    if (!floatConv)
      return op->emitOpError("prints a ") << t << " with %" << c.conv
                                          << ", which convert-tileaa-to-nvvm supports for integers only";
    if (!f.isF64())
      v = LLVM::FPExtOp::create(b, loc, b.getF64Type(), v);
    return std::make_pair(c.prefix + conv, v);
  }
  unsigned width = t.getIntOrFloatBitWidth();
  bool isSigned = conv == 'd' || conv == 'i' || floatConv;
  if (floatConv) {
    Value d = isSigned && width > 1 ? LLVM::SIToFPOp::create(b, loc, b.getF64Type(), v).getResult()
                                    : LLVM::UIToFPOp::create(b, loc, b.getF64Type(), v).getResult();
    return std::make_pair(c.prefix + conv, d);
  }
  if (width > 64)
    return op->emitOpError("prints a ") << t << ", wider than vprintf's 64-bit integers";
  if (width == 64)
    return std::make_pair(c.prefix + "ll" + conv, v);
  if (width < 32)
    v = isSigned && width > 1 ? LLVM::SExtOp::create(b, loc, b.getI32Type(), v).getResult()
                              : LLVM::ZExtOp::create(b, loc, b.getI32Type(), v).getResult();
  return std::make_pair(c.prefix + conv, v);
}

/// Splits a format into literal text and conversions (the verifier has
/// checked it: one conversion per operand).
void parseFormat(StringRef format, SmallVectorImpl<std::string> &texts, SmallVectorImpl<Conversion> &convs) {
  std::string text;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%') {
      text += format[i];
      continue;
    }
    size_t start = i++;
    while (i < format.size() && StringRef("-+ 0#").contains(format[i]))
      ++i;
    while (i < format.size() && (isdigit(format[i]) || format[i] == '.'))
      ++i;
    std::string prefix = format.substr(start, i - start).str();
    while (i < format.size() && StringRef("hlLqjzt").contains(format[i]))
      ++i;
    if (format[i] == '%') {
      text += "%%";
      continue;
    }
    texts.push_back(text);
    text.clear();
    convs.push_back({prefix, format[i]});
  }
  texts.push_back(text);
}

/// Thread 0 of each program prints; a tile operand prints every element, as
/// nested bracketed lists (as the interpreter does), after its elements are
/// gathered through shared memory.
struct PrintLowering : TilePattern<aa::PrintOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::PrintOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<std::string> texts;
    SmallVector<Conversion> convs;
    parseFormat(op.getFormat(), texts, convs);
    Value tid = threadId(rewriter, loc);
    // Gather: every owner writes its elements, then thread 0 reads them all.
    SmallVector<Value> buffers;
    bool gathered = false;
    for (auto [i, arg] : llvm::enumerate(op.getArgs())) {
      auto tile = dyn_cast<RankedTensorType>(arg.getType());
      if (!tile) {
        buffers.push_back(Value());
        continue;
      }
      if (!gathered)
        barrier(rewriter, loc);
      gathered = true;
      aa::TileLayout layout = converter.layoutOf(tile);
      Type elem = converter.convertType(tile.getElementType());
      std::string name = "__tileaa_print_" + std::to_string(i) + "_";
      llvm::raw_string_ostream(name) << elem << "_" << tile.getNumElements();
      Value buffer = sharedArray(rewriter, loc, op, name, elem, tile.getNumElements());
      Value owner = layout.isOwner(rewriter, loc, tid);
      Value value = adaptor.getArgs()[i].front();
      for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r) {
        Value slot = LLVM::GEPOp::create(rewriter, loc, buffer.getType(), elem, buffer,
                                         ValueRange{layout.linearIndex(rewriter, loc, tid, r)},
                                         LLVM::GEPNoWrapFlags::none);
        Value element = registerOf(rewriter, loc, value, r);
        scf::IfOp::create(rewriter, loc, owner, [&](OpBuilder &b, Location l) {
          LLVM::StoreOp::create(b, l, element, slot);
          scf::YieldOp::create(b, l);
        });
      }
      buffers.push_back(buffer);
    }
    if (gathered)
      barrier(rewriter, loc);

    Value zero = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI32Type(), rewriter.getI32IntegerAttr(0));
    Value isFirst = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, tid, zero);
    LogicalResult result = success();
    scf::IfOp::create(rewriter, loc, isFirst, [&](OpBuilder &b, Location l) {
      PrintfWriter out{b, l, op};
      for (auto [index, arg] : llvm::enumerate(op.getArgs())) {
        size_t i = index;
        out.text(texts[i]);
        auto tile = dyn_cast<RankedTensorType>(arg.getType());
        auto element = [&](Value v) {
          FailureOr<std::pair<std::string, Value>> p = promote(b, l, op, convs[i], v);
          if (failed(p))
            result = failure();
          else
            out.conversion(p->first, p->second);
        };
        if (!tile) {
          element(adaptor.getArgs()[i].front());
          continue;
        }
        Type elem = converter.convertType(tile.getElementType());
        ArrayRef<int64_t> shape = tile.getShape();
        for (int64_t k = 0, n = tile.getNumElements(); k < n && succeeded(result); ++k) {
          // Open the brackets of every axis this element starts, close those it ends.
          int64_t inner = 1;
          std::string open, close;
          for (int64_t d = shape.size() - 1; d >= 0; --d) {
            inner *= shape[d];
            if (k % inner == 0)
              open += "[";
            if ((k + 1) % inner == 0)
              close += "]";
          }
          out.text(open);
          Value slot = LLVM::GEPOp::create(b, l, buffers[i].getType(), elem, buffers[i],
                                           ArrayRef<LLVM::GEPArg>{(int32_t)k});
          element(LLVM::LoadOp::create(b, l, elem, slot));
          out.text(close);
          if (k + 1 < n)
            out.text(", ");
        }
      }
      out.text(texts.back());
      out.flush();
      scf::YieldOp::create(b, l);
    });
    if (failed(result))
      return failure();
    rewriter.replaceOpWithMultiple(op, {ValueRange()});
    return success();
  }
};

std::string escapePercent(StringRef s) {
  std::string out;
  for (char c : s) {
    out += c;
    if (c == '%')
      out += '%';
  }
  return out;
}

/// Each false element's owner prints the interpreter's report (tile block
/// and element index), then calls __assertfail, which traps.
struct AssertLowering : TilePattern<aa::AssertOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AssertOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    Type condType = op.getCondition().getType();
    aa::TileLayout layout = layoutFor(converter, condType);
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    auto assertfail = runtimeFunction(rewriter, op, "__assertfail", LLVM::LLVMVoidType::get(ctx),
                                      {ptr, ptr, rewriter.getI32Type(), ptr, rewriter.getI64Type()});
    std::string file = "<unknown>";
    unsigned line = 0;
    if (auto fileLoc = dyn_cast<FileLineColLoc>(loc)) {
      file = fileLoc.getFilename().str();
      line = fileLoc.getLine();
    }
    std::string function = "<kernel>";
    if (auto func = op->getParentOfType<LLVM::LLVMFuncOp>())
      function = func.getName().str();
    int64_t rank = layout.getShape().size();
    std::string format = "assertion failed in tile block (%d, %d, %d) at element [";
    for (int64_t d = 0; d < rank; ++d)
      format += d ? ", %d" : "%d";
    format += "]: " + escapePercent(op.getMessage()) + "\n";

    Value tid = threadId(rewriter, loc);
    Value owner = layout.isOwner(rewriter, loc, tid);
    Value one = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI1Type(), rewriter.getBoolAttr(true));
    for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r) {
      Value holds = registerOf(rewriter, loc, adaptor.getCondition(), r);
      Value fails = LLVM::AndOp::create(rewriter, loc, LLVM::XOrOp::create(rewriter, loc, holds, one), owner);
      scf::IfOp::create(rewriter, loc, fails, [&](OpBuilder &b, Location l) {
        Type i32 = b.getI32Type();
        SmallVector<Value> args{NVVM::BlockIdXOp::create(b, l, i32), NVVM::BlockIdYOp::create(b, l, i32),
                                NVVM::BlockIdZOp::create(b, l, i32)};
        if (rank > 0)
          llvm::append_range(args, layout.coordinates(b, l, tid, r));
        emitVprintf(b, l, op, format, args);
        LLVM::CallOp::create(b, l, assertfail,
                             ValueRange{stringConstant(b, l, op, op.getMessage()), stringConstant(b, l, op, file),
                                        LLVM::ConstantOp::create(b, l, i32, b.getI32IntegerAttr(line)),
                                        stringConstant(b, l, op, function), i64Const(b, l, 1)});
        scf::YieldOp::create(b, l);
      });
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::nv_tileaa::to_nvvm::populateMiscPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<PoisonLowering, PrintLowering, AssertLowering>(converter, patterns.getContext());
}
