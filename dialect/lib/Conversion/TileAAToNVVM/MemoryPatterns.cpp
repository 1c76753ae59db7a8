//===- MemoryPatterns.cpp - memrefs, pointers, loads, stores, atomics -------===//
//
// Every access is per register: each thread computes the address of each
// element it holds (from the layout, a pointer tile or index tiles), whether
// that element is inside its memref and not masked off, and then:
//   - loads: every thread loads what it holds (replicas too: reads repeat
//     harmlessly), off elements read the padding or `other`; replicas of an
//     ordered or volatile load then take their owner's value (uniformLoad);
//   - stores and atomics: only the owner of an element performs it, so each
//     element is written exactly once; a scalar is owned by thread 0;
//   - atomic results of replicated tiles and scalars go from the owner to
//     every holder through shared memory.
// alloca takes the tile block's storage from the device heap (malloc/free).
//
//===----------------------------------------------------------------------===//
#include "MemoryAccess.h"
#include "cuda-tile/Utils/PredicatedAccess.h"

#include "SharedMemory.h"
#include "SharedTiles.h"
#include "cuda-tile/Dialect/TileAA/IR/Divisibility.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

Value mlir::nv_tileaa::to_nvvm::registerOf(OpBuilder &b, Location loc, Value v, int64_t r) {
  if (isa<LLVM::LLVMStructType>(v.getType()))
    return LLVM::ExtractValueOp::create(b, loc, v, r);
  return v;
}

Value mlir::nv_tileaa::to_nvvm::packRegisters(OpBuilder &b, Location loc, Type type, ArrayRef<Value> regs) {
  if (!isa<LLVM::LLVMStructType>(type))
    return regs.front();
  Value result = LLVM::PoisonOp::create(b, loc, type);
  for (auto [r, v] : llvm::enumerate(regs))
    result = LLVM::InsertValueOp::create(b, loc, result, v, r);
  return result;
}

Value mlir::nv_tileaa::to_nvvm::gatherRegisters(OpBuilder &b, Location loc, Type type, Value source,
                                               const aa::LinearLayout &from, const aa::LinearLayout &to,
                                               llvm::function_ref<aa::LinearLayout::Basis(aa::LinearLayout::Basis)> project) {
  SmallVector<Value> regs;
  for (int64_t r = 0, e = to.getNumRegisters(); r < e; ++r) {
    aa::LinearLayout::Basis offset = to.registerOffset(r);
    int64_t s = from.findRegister(project ? project(offset) : offset);
    if (s < 0)
      return Value();
    regs.push_back(registerOf(b, loc, source, s));
  }
  return packRegisters(b, loc, type, regs);
}

aa::TileLayout mlir::nv_tileaa::to_nvvm::layoutFor(const TileTypeConverter &converter, Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return converter.layoutOf(tensor);
  return aa::TileLayout(aa::LinearLayout::getDefault({}, converter.numThreads), converter.numThreads, true);
}

Value mlir::nv_tileaa::to_nvvm::sharedArray(OpBuilder &b, Location loc, Operation *user, StringRef name, Type elem,
                                           int64_t count, int64_t alignment) {
  auto module = user->getParentOfType<mlir::ModuleOp>();
  auto arrayType = LLVM::LLVMArrayType::get(elem, count);
  if (!module.lookupSymbol<LLVM::GlobalOp>(name)) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    LLVM::GlobalOp::create(b, loc, arrayType, /*isConstant=*/false, LLVM::Linkage::Internal, name, Attribute(),
                           alignment, /*addrSpace=*/3);
  }
  return LLVM::AddressOfOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3), name);
}

void mlir::nv_tileaa::to_nvvm::barrier(OpBuilder &b, Location loc) { NVVM::Barrier0Op::create(b, loc); }

namespace {

Value first(ValueRange r) { return r.empty() ? Value() : r.front(); }

Value i1Const(OpBuilder &b, Location loc, bool v) {
  return LLVM::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(v));
}

Value zeroOf(OpBuilder &b, Location loc, Type t) {
  if (isa<LLVM::LLVMPointerType>(t))
    return LLVM::ZeroOp::create(b, loc, t);
  return LLVM::ConstantOp::create(b, loc, t, b.getZeroAttr(t));
}

struct MakeMemRefLowering : TilePattern<aa::MakeMemRefOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::MakeMemRefOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    aa::MemRefType type = op.getType();
    auto structType = cast<LLVM::LLVMStructType>(converter.convertType(type));
    Value base = adaptor.getBase();
    if (Value offset = adaptor.getOffset())
      base = LLVM::GEPOp::create(rewriter, loc, base.getType(), converter.convertType(type.getElementType()), base,
                                 ValueRange{offset}, LLVM::GEPNoWrapFlags::none);
    Value result = LLVM::PoisonOp::create(rewriter, loc, structType);
    result = LLVM::InsertValueOp::create(rewriter, loc, result, base, ArrayRef<int64_t>{0});
    auto sizes = adaptor.getSizes().begin();
    auto strides = adaptor.getStrides().begin();
    int64_t rank = type.getRank();
    for (int64_t d = 0; d < rank; ++d) {
      int64_t size = type.getShape()[d], stride = type.getStrides()[d];
      Value sizeValue = ShapedType::isDynamic(size) ? *sizes++ : i64Const(rewriter, loc, size);
      Value strideValue = ShapedType::isDynamic(stride) ? *strides++ : i64Const(rewriter, loc, stride);
      result = LLVM::InsertValueOp::create(rewriter, loc, result, sizeValue, 1 + d);
      result = LLVM::InsertValueOp::create(rewriter, loc, result, strideValue, 1 + rank + d);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Plain accesses are not atomic; atomics are at least relaxed.
LLVM::AtomicOrdering llvmOrdering(aa::MemSemantic semantic, bool atomic = false) {
  switch (semantic) {
  case aa::MemSemantic::weak:
    return atomic ? LLVM::AtomicOrdering::monotonic : LLVM::AtomicOrdering::not_atomic;
  case aa::MemSemantic::relaxed:
    return LLVM::AtomicOrdering::monotonic;
  case aa::MemSemantic::acquire:
    return LLVM::AtomicOrdering::acquire;
  case aa::MemSemantic::release:
    return LLVM::AtomicOrdering::release;
  case aa::MemSemantic::acq_rel:
    return LLVM::AtomicOrdering::acq_rel;
  }
  llvm_unreachable("unknown memory semantic");
}

/// LLVM sync scopes the NVPTX backend maps to PTX scopes ("" is the system).
StringRef llvmSyncScope(std::optional<aa::MemScope> scope) {
  if (!scope)
    return "";
  switch (*scope) {
  case aa::MemScope::tl_blk:
    return "block";
  case aa::MemScope::cluster:
    return "cluster";
  case aa::MemScope::gpu:
    return "device";
  case aa::MemScope::sys:
    return "";
  }
  llvm_unreachable("unknown memory scope");
}

/// Where one element lands: its address and whether the access happens
/// (inside the memref's extents and not masked off). `checked` is false when
/// `active` is constant true.
struct ElementAccess {
  Value address;
  Value active;
  bool checked = false;
};

/// The element at `indices` (i64) of a memref; axes marked in `inBoundsAxes`
/// are not checked.
ElementAccess memrefElement(OpBuilder &b, Location loc, Value memref, aa::MemRefType type, Type elem,
                            llvm::function_ref<Value(int64_t)> indexOf, std::optional<ArrayRef<bool>> inBoundsAxes) {
  int64_t rank = type.getRank();
  ElementAccess access{Value(), i1Const(b, loc, true)};
  Value linear = i64Const(b, loc, 0);
  for (int64_t d = 0; d < rank; ++d) {
    Value index = indexOf(d);
    if (!inBoundsAxes || !(*inBoundsAxes)[d]) {
      Value size = LLVM::ExtractValueOp::create(b, loc, memref, 1 + d);
      Value inside = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, index, size);
      access.active = LLVM::AndOp::create(b, loc, access.active, inside);
      access.checked = true;
    }
    Value stride = LLVM::ExtractValueOp::create(b, loc, memref, 1 + rank + d);
    linear = LLVM::AddOp::create(b, loc, linear, LLVM::MulOp::create(b, loc, index, stride));
  }
  Value base = LLVM::ExtractValueOp::create(b, loc, memref, 0);
  access.address =
      LLVM::GEPOp::create(b, loc, base.getType(), elem, base, ValueRange{linear}, LLVM::GEPNoWrapFlags::none);
  return access;
}

/// The element register `reg` of this thread holds in a tile at `offsets`.
ElementAccess tiledElement(OpBuilder &b, Location loc, const aa::TileLayout &layout, Value tid, int64_t reg,
                           Value memref, aa::MemRefType type, Type elem, ValueRange offsets,
                           std::optional<ArrayRef<bool>> inBoundsAxes) {
  SmallVector<Value> coords = layout.coordinates(b, loc, tid, reg);
  auto indexOf = [&](int64_t d) -> Value {
    return LLVM::AddOp::create(b, loc, offsets[d], LLVM::ZExtOp::create(b, loc, b.getI64Type(), coords[d]));
  };
  return memrefElement(b, loc, memref, type, elem, indexOf, inBoundsAxes);
}

/// Turns the access off where the mask (a converted i1 or struct of i1) is false.
void applyMask(OpBuilder &b, Location loc, ElementAccess &access, Value mask, int64_t reg) {
  if (!mask)
    return;
  access.active = LLVM::AndOp::create(b, loc, access.active, registerOf(b, loc, mask, reg));
  access.checked = true;
}

unsigned byteWidth(Type t) {
  if (isa<LLVM::LLVMPointerType>(t))
    return 8;
  return std::max<unsigned>(1, t.getIntOrFloatBitWidth() / 8);
}

/// The value an out-of-bounds element reads.
Value paddingValue(OpBuilder &b, Location loc, Type elem, std::optional<aa::Padding> padding) {
  if (auto f = dyn_cast<FloatType>(elem)) {
    const llvm::fltSemantics &sem = f.getFloatSemantics();
    APFloat v = APFloat::getZero(sem);
    if (padding) {
      switch (*padding) {
      case aa::Padding::zero:
        break;
      case aa::Padding::neg_zero:
        v = APFloat::getZero(sem, /*Negative=*/true);
        break;
      case aa::Padding::nan:
        v = APFloat::getQNaN(sem);
        break;
      case aa::Padding::pos_inf:
        v = APFloat::getInf(sem);
        break;
      case aa::Padding::neg_inf:
        v = APFloat::getInf(sem, /*Negative=*/true);
        break;
      }
    }
    return LLVM::ConstantOp::create(b, loc, elem, b.getFloatAttr(elem, v));
  }
  return zeroOf(b, loc, elem);
}

SmallVector<Value> flatten(ArrayRef<ValueRange> ranges) {
  SmallVector<Value> values;
  for (ValueRange r : ranges)
    values.append(r.begin(), r.end());
  return values;
}

/// How a memory op addresses register `r` of this thread.
using Addressing = llvm::function_ref<ElementAccess(OpBuilder &, int64_t)>;

/// The register-wise addressing of a `base` operand of load/store/atomics: a
/// pointer, a tile of pointers, or a memref element at scalar `indices`.
ElementAccess baseElement(OpBuilder &b, Location loc, Type baseType, Value base, Type elem, ValueRange indices,
                          std::optional<ArrayRef<bool>> inBoundsAxes, int64_t reg) {
  if (auto memref = dyn_cast<aa::MemRefType>(baseType))
    return memrefElement(b, loc, base, memref, elem, [&](int64_t d) { return indices[d]; }, inBoundsAxes);
  return {registerOf(b, loc, base, reg), i1Const(b, loc, true)};
}

/// The owners' values of a replicated tile (one register per thread) in
/// every thread that holds a replica, through shared memory: element
/// linearIndex(tid) goes through slot linearIndex(tid). The first barrier
/// keeps an earlier broadcast's readers ahead of this one's writers.
Value fromOwners(OpBuilder &b, Location loc, Operation *op, const aa::TileLayout &layout, Value tid, Type elem,
                 Value owned) {
  std::string name = "__tileaa_broadcast_";
  llvm::raw_string_ostream(name) << elem << "_" << layout.getNumElements();
  Value buffer = sharedArray(b, loc, op, name, elem, layout.getNumElements());
  Value slot = LLVM::GEPOp::create(b, loc, buffer.getType(), elem, buffer,
                                   ValueRange{layout.linearIndex(b, loc, tid, 0)}, LLVM::GEPNoWrapFlags::none);
  barrier(b, loc);
  scf::IfOp::create(b, loc, layout.isOwner(b, loc, tid), [&](OpBuilder &builder, Location l) {
    LLVM::StoreOp::create(builder, l, owned, slot, byteWidth(elem));
    scf::YieldOp::create(builder, l);
  });
  barrier(b, loc);
  return LLVM::LoadOp::create(b, loc, elem, slot, byteWidth(elem));
}

/// A load another agent may be writing to meanwhile (relaxed, acquire or
/// volatile) can read different values in different threads: the replicas of
/// a replicated tile take their owner's value, so that every thread decides
/// alike on it (a loop polling a flag leaves in all threads together).
Value uniformLoad(OpBuilder &b, Location loc, Operation *op, const aa::TileLayout &layout, Type elem, Value loaded,
                  LLVM::AtomicOrdering ordering, bool isVolatile) {
  if (!layout.isReplicated() || (ordering == LLVM::AtomicOrdering::not_atomic && !isVolatile))
    return loaded;
  bool isTile = isa<LLVM::LLVMStructType>(loaded.getType());
  Value owned = isTile ? registerOf(b, loc, loaded, 0) : loaded;
  Value value = fromOwners(b, loc, op, layout, threadId(b, loc), elem, owned);
  return isTile ? packRegisters(b, loc, loaded.getType(), {value}) : value;
}

/// Loads every register; off elements read `padding`, masked-off ones
/// `other` when given.
Value emitLoad(OpBuilder &b, Location loc, const aa::TileLayout &layout, Type resultType, Type elem,
               Addressing addressing, Value mask, Value other, Value padding, LLVM::AtomicOrdering ordering,
               StringRef scope, bool isVolatile) {
  bool isTile = isa<LLVM::LLVMStructType>(resultType);
  Value result = isTile ? LLVM::PoisonOp::create(b, loc, resultType).getResult() : Value();
  auto append = [&](int64_t r, Value v) {
    result = isTile ? LLVM::InsertValueOp::create(b, loc, result, v, r).getResult() : v;
  };
  for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r) {
    ElementAccess access = addressing(b, r);
    applyMask(b, loc, access, mask, r);
    auto load = [&](OpBuilder &builder) -> Value {
      return LLVM::LoadOp::create(builder, loc, elem, access.address, byteWidth(elem), isVolatile,
                                  /*isNonTemporal=*/false, /*isInvariant=*/false, /*isInvariantGroup=*/false,
                                  ordering, scope);
    };
    if (!access.checked) {
      append(r, load(b));
      continue;
    }
    Value fallback = padding;
    if (other)
      fallback = LLVM::SelectOp::create(b, loc, registerOf(b, loc, mask, r), padding, registerOf(b, loc, other, r));
    auto guarded = scf::IfOp::create(
        b, loc, access.active, [&](OpBuilder &builder, Location l) { scf::YieldOp::create(builder, l, load(builder)); },
        [&](OpBuilder &builder, Location l) { scf::YieldOp::create(builder, l, fallback); });
    append(r, guarded.getResult(0));
  }
  return result;
}

/// Stores every register this thread owns and that is active.
void emitStore(OpBuilder &b, Location loc, const aa::TileLayout &layout, Value tid, Value value,
               Addressing addressing, Value mask, LLVM::AtomicOrdering ordering, StringRef scope, bool isVolatile) {
  Value owner = layout.isOwner(b, loc, tid);
  for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r) {
    ElementAccess access = addressing(b, r);
    applyMask(b, loc, access, mask, r);
    Value element = registerOf(b, loc, value, r);
    Value write = LLVM::AndOp::create(b, loc, access.active, owner);
    scf::IfOp::create(b, loc, write, [&](OpBuilder &builder, Location l) {
      LLVM::StoreOp::create(builder, l, element, access.address, byteWidth(element.getType()), isVolatile,
                            /*isNonTemporal=*/false, /*isInvariantGroup=*/false, ordering, scope);
      scf::YieldOp::create(builder, l);
    });
  }
}

/// Runs `atomic` (returning the old value) on every register this thread owns
/// and that is active; others read zero. Holders of replicated elements then
/// receive the owner's result through shared memory.
Value emitAtomic(OpBuilder &b, Location loc, Operation *op, const aa::TileLayout &layout, Value tid,
                 Type resultType, Type elem, Addressing addressing, Value mask, bool resultUsed,
                 llvm::function_ref<Value(OpBuilder &, Value address, int64_t reg)> atomic) {
  Value owner = layout.isOwner(b, loc, tid);
  SmallVector<Value> regs;
  for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; ++r) {
    ElementAccess access = addressing(b, r);
    applyMask(b, loc, access, mask, r);
    Value perform = LLVM::AndOp::create(b, loc, access.active, owner);
    auto guarded = scf::IfOp::create(
        b, loc, perform,
        [&](OpBuilder &builder, Location l) { scf::YieldOp::create(builder, l, atomic(builder, access.address, r)); },
        [&](OpBuilder &builder, Location l) { scf::YieldOp::create(builder, l, zeroOf(builder, l, elem)); });
    regs.push_back(guarded.getResult(0));
  }
  if (layout.isReplicated() && resultUsed)
    regs[0] = fromOwners(b, loc, op, layout, tid, elem, regs[0]);
  return packRegisters(b, loc, resultType, regs);
}

/// Registers `r`.. `r + vec - 1` as one vector.
Value vectorOfRegisters(OpBuilder &b, Location loc, Value regs, Type elem, int64_t r, int64_t vec) {
  Value v = LLVM::PoisonOp::create(b, loc, VectorType::get({vec}, elem));
  for (int64_t i = 0; i < vec; ++i)
    v = LLVM::InsertElementOp::create(b, loc, v, registerOf(b, loc, regs, r + i), i32Const(b, loc, i));
  return v;
}

/// Words of 32 bits a predicated global access of `vecType` moves (1, 2 or
/// 4), or 0 where it takes none (PredicatedAccess.h): an address in the
/// global space and a vector of whole words.
int64_t predicatedWords(Value address, VectorType vecType, unsigned bytes) {
  auto ptr = dyn_cast<LLVM::LLVMPointerType>(address.getType());
  if (!ptr || ptr.getAddressSpace() != 1 || bytes % 4 || !llvm::is_contained({4u, 8u, 16u}, bytes))
    return 0;
  return bytes / 4;
}

/// `v` (a vector of whole words) as `words` i32s, and back.
SmallVector<Value> asWords(OpBuilder &b, Location loc, Value v, int64_t words) {
  Value w = LLVM::BitcastOp::create(b, loc, VectorType::get({words}, b.getI32Type()), v);
  SmallVector<Value> out;
  for (int64_t i = 0; i < words; ++i)
    out.push_back(LLVM::ExtractElementOp::create(b, loc, w, i32Const(b, loc, i)));
  return out;
}

Value fromWords(OpBuilder &b, Location loc, ValueRange words, Type vecType) {
  Value w = LLVM::PoisonOp::create(b, loc, VectorType::get({(int64_t)words.size()}, b.getI32Type()));
  for (auto [i, word] : llvm::enumerate(words))
    w = LLVM::InsertElementOp::create(b, loc, w, word, i32Const(b, loc, i));
  return LLVM::BitcastOp::create(b, loc, vecType, w);
}

/// `@active ld.global` of `words` words from `address`; `fill` where the
/// predicate is false.
Value predicatedLoad(OpBuilder &b, Location loc, Value address, Value active, Value fill, int64_t words) {
  SmallVector<Value> operands{address, active};
  llvm::append_range(operands, asWords(b, loc, fill, words));
  Type i32 = b.getI32Type();
  Type result = words == 1 ? i32 : LLVM::LLVMStructType::getLiteral(b.getContext(), SmallVector<Type>(words, i32));
  auto load = LLVM::InlineAsmOp::create(b, loc, result, operands, cuda_tile::predicatedLoadPtx(words),
                                        cuda_tile::predicatedLoadConstraints(words), /*has_side_effects=*/true,
                                        /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
                                        LLVM::AsmDialectAttr(), ArrayAttr());
  SmallVector<Value> loaded;
  for (int64_t i = 0; i < words; ++i)
    loaded.push_back(words == 1 ? load.getResult(0)
                                : LLVM::ExtractValueOp::create(b, loc, load.getResult(0), i).getResult());
  return fromWords(b, loc, loaded, fill.getType());
}

/// `@write st.global` of the vector `v` (`words` words) to `address`.
void predicatedStore(OpBuilder &b, Location loc, Value address, Value v, Value write, int64_t words) {
  SmallVector<Value> operands{address};
  llvm::append_range(operands, asWords(b, loc, v, words));
  operands.push_back(write);
  LLVM::InlineAsmOp::create(b, loc, TypeRange(), operands, cuda_tile::predicatedStorePtx(words),
                            cuda_tile::predicatedStoreConstraints(words), /*has_side_effects=*/true,
                            /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
                            ArrayAttr());
}

/// A weak, unmasked tiled load or gather whose groups of `vec` registers
/// are aligned vectors (tiledVectorElements, gatherVectorElements): one
/// access per group, the bounds checked once per group (a group is wholly
/// inside or outside): a predicated load where PredicatedAccess.h has one,
/// else a branch around the load.
Value emitVectorLoad(OpBuilder &b, Location loc, const aa::TileLayout &layout, Type resultType, Type elem,
                     Addressing addressing, Value padding, int64_t vec) {
  Type vecType = VectorType::get({vec}, elem);
  unsigned bytes = vec * byteWidth(elem);
  Value result = LLVM::PoisonOp::create(b, loc, resultType);
  for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; r += vec) {
    ElementAccess access = addressing(b, r);
    auto load = [&](OpBuilder &builder) -> Value {
      return LLVM::LoadOp::create(builder, loc, vecType, access.address, bytes);
    };
    Value v;
    if (!access.checked) {
      v = load(b);
    } else {
      Value fill = LLVM::PoisonOp::create(b, loc, vecType);
      for (int64_t i = 0; i < vec; ++i)
        fill = LLVM::InsertElementOp::create(b, loc, fill, padding, i32Const(b, loc, i));
      if (int64_t words = predicatedWords(access.address, cast<VectorType>(vecType), bytes)) {
        v = predicatedLoad(b, loc, access.address, access.active, fill, words);
        for (int64_t i = 0; i < vec; ++i)
          result = LLVM::InsertValueOp::create(b, loc, result,
                                               LLVM::ExtractElementOp::create(b, loc, v, i32Const(b, loc, i)), r + i);
        continue;
      }
      v = scf::IfOp::create(
              b, loc, access.active,
              [&](OpBuilder &builder, Location l) { scf::YieldOp::create(builder, l, load(builder)); },
              [&](OpBuilder &builder, Location l) { scf::YieldOp::create(builder, l, fill); })
              .getResult(0);
    }
    for (int64_t i = 0; i < vec; ++i)
      result = LLVM::InsertValueOp::create(b, loc, result,
                                           LLVM::ExtractElementOp::create(b, loc, v, i32Const(b, loc, i)), r + i);
  }
  return result;
}

/// The store counterpart of emitVectorLoad; copies are written by their owners.
void emitVectorStore(OpBuilder &b, Location loc, const aa::TileLayout &layout, Value tid, Value value, Type elem,
                     Addressing addressing, int64_t vec) {
  unsigned bytes = vec * byteWidth(elem);
  Value owner = layout.isOwner(b, loc, tid);
  for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; r += vec) {
    ElementAccess access = addressing(b, r);
    Value v = vectorOfRegisters(b, loc, value, elem, r, vec);
    Value write = LLVM::AndOp::create(b, loc, access.active, owner);
    if (int64_t words = predicatedWords(access.address, cast<VectorType>(v.getType()), bytes);
        words && access.checked) {
      predicatedStore(b, loc, access.address, v, write, words);
      continue;
    }
    scf::IfOp::create(b, loc, write, [&](OpBuilder &builder, Location l) {
      LLVM::StoreOp::create(builder, l, v, access.address, bytes);
      scf::YieldOp::create(builder, l);
    });
  }
}

/// The vector width the lowering uses for an access in `layout`: what the
/// alignment proves (`proven`, Divisibility.h) and the layout's consecutive
/// registers allow.
template <typename Op>
int64_t vectorWidth(Op op, const aa::TileLayout &layout, RankedTensorType tile, llvm::function_ref<int64_t()> proven) {
  if (op.getMemSemantic() != aa::MemSemantic::weak || tile.getRank() == 0)
    return 1;
  return std::min(proven(), layout.getLinear().contiguousRegisters(tile.getRank() - 1));
}

template <typename Op> int64_t tiledVectorWidth(Op op, const aa::TileLayout &layout, RankedTensorType tile) {
  return vectorWidth(op, layout, tile, [&] { return aa::tiledVectorElements(op); });
}

/// A gather's or scatter's: its coordinates step along the rows in
/// registers as they do in the layout.
template <typename Op> int64_t gatherVectorWidth(Op op, const aa::TileLayout &layout, RankedTensorType tile) {
  return vectorWidth(op, layout, tile, [&] { return aa::gatherVectorElements(op); });
}

struct TiledLoadLowering : TilePattern<aa::TiledLoadOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::TiledLoadOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType tile = op.getResult().getType();
    aa::TileLayout layout = converter.layoutOf(tile);
    Type elem = converter.convertType(tile.getElementType());
    Value memref = adaptor.getMemref().front();
    SmallVector<Value> offsets = flatten(adaptor.getIndices());
    Value padding = paddingValue(rewriter, loc, elem, op.getPadding());
    Value tid = threadId(rewriter, loc);
    auto addressing = [&](OpBuilder &b, int64_t r) {
      return tiledElement(b, loc, layout, tid, r, memref, op.getMemref().getType(), elem, offsets, op.getInBounds());
    };
    if (int64_t vec = tiledVectorWidth(op, layout, tile); vec > 1) {
      Value result = emitVectorLoad(rewriter, loc, layout, converter.convertType(tile), elem, addressing, padding, vec);
      rewriter.replaceOpWithMultiple(op, {ValueRange{result}, ValueRange()});
      return success();
    }
    Value result = emitLoad(rewriter, loc, layout, converter.convertType(tile), elem, addressing,
                            first(adaptor.getMask()), first(adaptor.getOther()), padding,
                            llvmOrdering(op.getMemSemantic()), llvmSyncScope(op.getMemScope()), false);
    result = uniformLoad(rewriter, loc, op, layout, elem, result, llvmOrdering(op.getMemSemantic()), false);
    rewriter.replaceOpWithMultiple(op, {ValueRange{result}, ValueRange()});
    return success();
  }
};

struct TiledStoreLowering : TilePattern<aa::TiledStoreOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::TiledStoreOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    aa::TileLayout layout = converter.layoutOf(op.getValue().getType());
    Type elem = converter.convertType(op.getValue().getType().getElementType());
    Value memref = adaptor.getMemref().front();
    SmallVector<Value> offsets = flatten(adaptor.getIndices());
    Value tid = threadId(rewriter, loc);
    auto addressing = [&](OpBuilder &b, int64_t r) {
      return tiledElement(b, loc, layout, tid, r, memref, op.getMemref().getType(), elem, offsets, op.getInBounds());
    };
    if (int64_t vec = tiledVectorWidth(op, layout, op.getValue().getType()); vec > 1) {
      emitVectorStore(rewriter, loc, layout, tid, adaptor.getValue().front(), elem, addressing, vec);
      rewriter.replaceOpWithMultiple(op, {ValueRange()});
      return success();
    }
    emitStore(rewriter, loc, layout, tid, adaptor.getValue().front(), addressing, first(adaptor.getMask()),
              llvmOrdering(op.getMemSemantic()), llvmSyncScope(op.getMemScope()), false);
    rewriter.replaceOpWithMultiple(op, {ValueRange()});
    return success();
  }
};

struct LoadLowering : TilePattern<aa::LoadOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::LoadOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type resultType = op.getResult().getType();
    aa::TileLayout layout = layoutFor(converter, resultType);
    Type elem = converter.convertType(getElementTypeOrSelf(resultType));
    Value base = adaptor.getBase().front();
    SmallVector<Value> indices = flatten(adaptor.getIndices());
    auto addressing = [&](OpBuilder &b, int64_t r) {
      return baseElement(b, loc, op.getBase().getType(), base, elem, indices, op.getInBounds(), r);
    };
    LLVM::AtomicOrdering ordering = llvmOrdering(op.getMemSemantic());
    Value result = emitLoad(rewriter, loc, layout, converter.convertType(resultType), elem, addressing,
                            first(adaptor.getMask()), first(adaptor.getOther()), zeroOf(rewriter, loc, elem), ordering,
                            llvmSyncScope(op.getMemScope()), op.getIsVolatile());
    result = uniformLoad(rewriter, loc, op, layout, elem, result, ordering, op.getIsVolatile());
    rewriter.replaceOpWithMultiple(op, {ValueRange{result}, ValueRange()});
    return success();
  }
};

struct StoreLowering : TilePattern<aa::StoreOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::StoreOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value tid = threadId(rewriter, loc);
    Type valueType = op.getValue().getType();
    aa::TileLayout layout = layoutFor(converter, valueType);
    Type elem = converter.convertType(getElementTypeOrSelf(valueType));
    Value base = adaptor.getBase().front();
    SmallVector<Value> indices = flatten(adaptor.getIndices());
    auto addressing = [&](OpBuilder &b, int64_t r) {
      return baseElement(b, loc, op.getBase().getType(), base, elem, indices, op.getInBounds(), r);
    };
    emitStore(rewriter, loc, layout, tid, adaptor.getValue().front(), addressing, first(adaptor.getMask()),
              llvmOrdering(op.getMemSemantic()), llvmSyncScope(op.getMemScope()), op.getIsVolatile());
    rewriter.replaceOpWithMultiple(op, {ValueRange()});
    return success();
  }
};

struct GatherLoadLowering : TilePattern<aa::GatherLoadOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::GatherLoadOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType tile = op.getResult().getType();
    aa::TileLayout layout = converter.layoutOf(tile);
    Type elem = converter.convertType(tile.getElementType());
    Value memref = adaptor.getMemref().front();
    auto addressing = [&](OpBuilder &b, int64_t r) {
      return memrefElement(
          b, loc, memref, op.getMemref().getType(), elem,
          [&](int64_t d) { return registerOf(b, loc, adaptor.getIndices()[d].front(), r); }, op.getInBounds());
    };
    Value padding = paddingValue(rewriter, loc, elem, op.getPadding());
    // Aligned vectors along rows: one access per group, addressed by the
    // coordinates of its first element.
    if (int64_t vec = gatherVectorWidth(op, layout, tile); vec > 1) {
      Value result = emitVectorLoad(rewriter, loc, layout, converter.convertType(tile), elem, addressing, padding, vec);
      rewriter.replaceOpWithMultiple(op, {ValueRange{result}, ValueRange()});
      return success();
    }
    Value result = emitLoad(rewriter, loc, layout, converter.convertType(tile), elem, addressing,
                            first(adaptor.getMask()), first(adaptor.getOther()), padding,
                            llvmOrdering(op.getMemSemantic()), llvmSyncScope(op.getMemScope()), false);
    result = uniformLoad(rewriter, loc, op, layout, elem, result, llvmOrdering(op.getMemSemantic()), false);
    rewriter.replaceOpWithMultiple(op, {ValueRange{result}, ValueRange()});
    return success();
  }
};

struct ScatterStoreLowering : TilePattern<aa::ScatterStoreOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ScatterStoreOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value tid = threadId(rewriter, loc);
    aa::TileLayout layout = converter.layoutOf(op.getValue().getType());
    Type elem = converter.convertType(op.getValue().getType().getElementType());
    Value memref = adaptor.getMemref().front();
    auto addressing = [&](OpBuilder &b, int64_t r) {
      return memrefElement(
          b, loc, memref, op.getMemref().getType(), elem,
          [&](int64_t d) { return registerOf(b, loc, adaptor.getIndices()[d].front(), r); }, op.getInBounds());
    };
    if (int64_t vec = gatherVectorWidth(op, layout, op.getValue().getType()); vec > 1) {
      emitVectorStore(rewriter, loc, layout, tid, adaptor.getValue().front(), elem, addressing, vec);
      rewriter.replaceOpWithMultiple(op, {ValueRange()});
      return success();
    }
    emitStore(rewriter, loc, layout, tid, adaptor.getValue().front(), addressing, first(adaptor.getMask()),
              llvmOrdering(op.getMemSemantic()), llvmSyncScope(op.getMemScope()), false);
    rewriter.replaceOpWithMultiple(op, {ValueRange()});
    return success();
  }
};

/// cp.async of each 16-byte vector the tile's layout gives this thread:
/// from the memref element, into its swizzled place in the ring's slot; a
/// vector outside the memref reads nothing and fills zeros (ignore-src,
/// PredicatedAccess.h).
struct AsyncCopyLowering : TilePattern<aa::AsyncCopyGlobalToLocalOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AsyncCopyGlobalToLocalOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tile = cast<RankedTensorType>(op.getTile());
    RankedTensorType ring = op.getRing().getType();
    auto shared = cast<aa::SharedLayoutAttr>(ring.getEncoding());
    aa::TileLayout layout = converter.layoutOf(tile);
    Type elem = converter.convertType(tile.getElementType());
    int64_t elemBytes = sharedElementBytes(tile.getElementType());
    int64_t vec = 16 / elemBytes;
    Value memref = adaptor.getMemref().front();
    SmallVector<Value> offsets = flatten(adaptor.getIndices());
    Value base = adaptor.getRing().front();
    Value slot = LLVM::TruncOp::create(rewriter, loc, rewriter.getI32Type(), adaptor.getSlot().front());
    Value slotBase = LLVM::GEPOp::create(
        rewriter, loc, base.getType(), rewriter.getI8Type(), base,
        ValueRange{LLVM::MulOp::create(rewriter, loc, slot, i32Const(rewriter, loc, tile.getNumElements() * elemBytes))},
        LLVM::GEPNoWrapFlags::inbounds);
    Value tid = threadId(rewriter, loc);
    Value owner = layout.isOwner(rewriter, loc, tid);
    for (int64_t r = 0, e = layout.getElementsPerThread(); r < e; r += vec) {
      ElementAccess access = tiledElement(rewriter, loc, layout, tid, r, memref, op.getMemref().getType(), elem,
                                          offsets, op.getInBounds());
      // A 1x..x1xMxN tile fills an MxN slot: its last two coordinates.
      SmallVector<Value> coords = layout.coordinates(rewriter, loc, tid, r);
      Value index = swizzledIndex(rewriter, loc, shared, ring.getShape().drop_front(), coords[coords.size() - 2],
                                  coords.back());
      Value dst = LLVM::GEPOp::create(rewriter, loc, base.getType(), elem, slotBase, ValueRange{index},
                                      LLVM::GEPNoWrapFlags::inbounds);
      Value ignore = LLVM::XOrOp::create(rewriter, loc, access.active,
                                         LLVM::ConstantOp::create(rewriter, loc, rewriter.getI1Type(), 1));
      // Copies of a replicated layout are made by their owners only.
      scf::IfOp::create(rewriter, loc, owner, [&](OpBuilder &b, Location l) {
        LLVM::InlineAsmOp::create(b, l, TypeRange(), ValueRange{dst, access.address, ignore},
                                  cuda_tile::asyncCopyIgnoreSrcPtx(), cuda_tile::asyncCopyIgnoreSrcConstraints(),
                                  /*has_side_effects=*/true, /*is_align_stack=*/false,
                                  LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(), ArrayAttr());
        scf::YieldOp::create(b, l);
      });
    }
    rewriter.eraseOp(op);
    return success();
  }
};

struct AsyncCommitGroupLowering : TilePattern<aa::AsyncCommitGroupOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AsyncCommitGroupOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::CpAsyncCommitGroupOp>(op);
    return success();
  }
};

/// The thread's own copies, then every thread's (a barrier).
struct AsyncWaitLowering : TilePattern<aa::AsyncWaitOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AsyncWaitOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    NVVM::CpAsyncWaitGroupOp::create(rewriter, op.getLoc(), op.getPending());
    rewriter.replaceOpWithNewOp<NVVM::Barrier0Op>(op);
    return success();
  }
};

LLVM::AtomicBinOp atomicBinOp(aa::RMWMode mode) {
  switch (mode) {
  case aa::RMWMode::ADD:
    return LLVM::AtomicBinOp::add;
  case aa::RMWMode::AND:
    return LLVM::AtomicBinOp::_and;
  case aa::RMWMode::OR:
    return LLVM::AtomicBinOp::_or;
  case aa::RMWMode::XOR:
    return LLVM::AtomicBinOp::_xor;
  case aa::RMWMode::XCHG:
    return LLVM::AtomicBinOp::xchg;
  case aa::RMWMode::MIN:
    return LLVM::AtomicBinOp::min;
  case aa::RMWMode::MAX:
    return LLVM::AtomicBinOp::max;
  case aa::RMWMode::UMIN:
    return LLVM::AtomicBinOp::umin;
  case aa::RMWMode::UMAX:
    return LLVM::AtomicBinOp::umax;
  case aa::RMWMode::ADDF:
    return LLVM::AtomicBinOp::fadd;
  }
  llvm_unreachable("unknown rmw mode");
}

/// The value an atomic read-modify-write of `mode` stores over `old`.
Value rmwCombine(OpBuilder &b, Location loc, aa::RMWMode mode, Value old, Value operand) {
  switch (mode) {
  case aa::RMWMode::ADD:
    return LLVM::AddOp::create(b, loc, old, operand);
  case aa::RMWMode::AND:
    return LLVM::AndOp::create(b, loc, old, operand);
  case aa::RMWMode::OR:
    return LLVM::OrOp::create(b, loc, old, operand);
  case aa::RMWMode::XOR:
    return LLVM::XOrOp::create(b, loc, old, operand);
  case aa::RMWMode::XCHG:
    return operand;
  case aa::RMWMode::MIN:
    return LLVM::SMinOp::create(b, loc, old, operand);
  case aa::RMWMode::MAX:
    return LLVM::SMaxOp::create(b, loc, old, operand);
  case aa::RMWMode::UMIN:
    return LLVM::UMinOp::create(b, loc, old, operand);
  case aa::RMWMode::UMAX:
    return LLVM::UMaxOp::create(b, loc, old, operand);
  case aa::RMWMode::ADDF:
    return LLVM::FAddOp::create(b, loc, old, operand);
  }
  llvm_unreachable("unknown rmw mode");
}

/// A system-scope read-modify-write as a compare-and-swap loop: NVPTX's
/// cmpxchg keeps its ordering and scope (`atom.<sem>.sys.cas`), its atomicrmw
/// does not. The loop carries the bits last seen (floats compare as integers,
/// so a NaN in memory still matches) and ends when the exchange succeeds; the
/// success ordering carries the op's semantics, a failed attempt only reads.
Value systemRMW(OpBuilder &b, Location loc, aa::RMWMode mode, Value address, Value operand,
                LLVM::AtomicOrdering ordering) {
  Type type = operand.getType();
  Type bits = isa<FloatType>(type) ? b.getIntegerType(type.getIntOrFloatBitWidth()) : type;
  unsigned alignment = byteWidth(type);
  auto toValue = [&](OpBuilder &builder, Value v) {
    return bits == type ? v : LLVM::BitcastOp::create(builder, loc, type, v).getResult();
  };
  Value seen = LLVM::LoadOp::create(b, loc, bits, address, alignment, /*isVolatile=*/false, /*isNonTemporal=*/false,
                                    /*isInvariant=*/false, /*isInvariantGroup=*/false,
                                    LLVM::AtomicOrdering::monotonic, /*syncscope=*/"");
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{bits}, ValueRange{seen},
      [&](OpBuilder &builder, Location l, ValueRange args) {
        Value expected = args[0];
        Value desired = rmwCombine(builder, l, mode, toValue(builder, expected), operand);
        if (bits != type)
          desired = LLVM::BitcastOp::create(builder, l, bits, desired);
        Value pair = LLVM::AtomicCmpXchgOp::create(builder, l, address, expected, desired, ordering,
                                                   LLVM::AtomicOrdering::monotonic, /*syncscope=*/"", alignment);
        Value found = LLVM::ExtractValueOp::create(builder, l, pair, 0);
        Value swapped = LLVM::ExtractValueOp::create(builder, l, pair, 1);
        Value retry = LLVM::XOrOp::create(builder, l, swapped, LLVM::ConstantOp::create(builder, l, builder.getI1Type(),
                                                                                      builder.getBoolAttr(true)));
        scf::ConditionOp::create(builder, l, retry, ValueRange{found});
      },
      [&](OpBuilder &builder, Location l, ValueRange args) { scf::YieldOp::create(builder, l, args); });
  // On success the value found is the one replaced.
  return toValue(b, loop.getResult(0));
}

/// The per-element atomicrmw of atomic_rmw and tiled_atomic_rmw. NVPTX
/// emits every atomicrmw as a relaxed gpu-scope `atom`, whatever its ordering
/// and scope, so the ordering is made explicit with fences of the op's scope
/// around a relaxed atomic (PTX's release and acquire patterns); the system
/// scope, which `atom` would not reach, goes through systemRMW.
auto rmwAtomic(aa::RMWMode mode, Value value, aa::MemSemantic semantic, std::optional<aa::MemScope> scope, Location loc) {
  return [=](OpBuilder &b, Value address, int64_t r) -> Value {
    Value operand = registerOf(b, loc, value, r);
    if (scope == aa::MemScope::sys)
      return systemRMW(b, loc, mode, address, operand, llvmOrdering(semantic, true));
    StringRef syncScope = llvmSyncScope(scope);
    bool release = semantic == aa::MemSemantic::release || semantic == aa::MemSemantic::acq_rel;
    bool acquire = semantic == aa::MemSemantic::acquire || semantic == aa::MemSemantic::acq_rel;
    if (release)
      LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::release, syncScope);
    Value old = LLVM::AtomicRMWOp::create(b, loc, atomicBinOp(mode), address, operand, LLVM::AtomicOrdering::monotonic,
                                          syncScope, byteWidth(operand.getType()));
    if (acquire)
      LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::acquire, syncScope);
    return old;
  };
}

struct AtomicRMWLowering : TilePattern<aa::AtomicRMWOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AtomicRMWOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value tid = threadId(rewriter, loc);
    Type valueType = op.getValue().getType();
    aa::TileLayout layout = layoutFor(converter, valueType);
    Type elem = converter.convertType(getElementTypeOrSelf(valueType));
    Value base = adaptor.getBase().front();
    SmallVector<Value> indices = flatten(adaptor.getIndices());
    auto addressing = [&](OpBuilder &b, int64_t r) {
      return baseElement(b, loc, op.getBase().getType(), base, elem, indices, std::nullopt, r);
    };
    Value result = emitAtomic(
        rewriter, loc, op, layout, tid, converter.convertType(valueType), elem, addressing, first(adaptor.getMask()),
        !op.getResult().use_empty(),
        rmwAtomic(op.getRmwMode(), adaptor.getValue().front(), op.getMemSemantic(), op.getMemScope(), loc));
    rewriter.replaceOpWithMultiple(op, {ValueRange{result}, ValueRange()});
    return success();
  }
};

struct TiledAtomicRMWLowering : TilePattern<aa::TiledAtomicRMWOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::TiledAtomicRMWOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType tile = op.getValue().getType();
    aa::TileLayout layout = converter.layoutOf(tile);
    Type elem = converter.convertType(tile.getElementType());
    Value memref = adaptor.getMemref().front();
    SmallVector<Value> offsets = flatten(adaptor.getIndices());
    Value tid = threadId(rewriter, loc);
    auto addressing = [&](OpBuilder &b, int64_t r) {
      return tiledElement(b, loc, layout, tid, r, memref, op.getMemref().getType(), elem, offsets, op.getInBounds());
    };
    Value result = emitAtomic(
        rewriter, loc, op, layout, tid, converter.convertType(tile), elem, addressing, first(adaptor.getMask()),
        !op.getResult().use_empty(),
        rmwAtomic(op.getRmwMode(), adaptor.getValue().front(), op.getMemSemantic(), op.getMemScope(), loc));
    rewriter.replaceOpWithMultiple(op, {ValueRange{result}, ValueRange()});
    return success();
  }
};

/// cmpxchg compares integers: floats go through their bits.
struct AtomicCASLowering : TilePattern<aa::AtomicCASOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AtomicCASOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value tid = threadId(rewriter, loc);
    Type valueType = op.getVal().getType();
    aa::TileLayout layout = layoutFor(converter, valueType);
    Type elem = converter.convertType(getElementTypeOrSelf(valueType));
    Value base = adaptor.getBase().front();
    SmallVector<Value> indices = flatten(adaptor.getIndices());
    auto addressing = [&](OpBuilder &b, int64_t r) {
      return baseElement(b, loc, op.getBase().getType(), base, elem, indices, std::nullopt, r);
    };
    LLVM::AtomicOrdering onSuccess = llvmOrdering(op.getMemSemantic(), true);
    // A failed exchange only reads: no release part.
    LLVM::AtomicOrdering onFailure = onSuccess == LLVM::AtomicOrdering::release   ? LLVM::AtomicOrdering::monotonic
                                     : onSuccess == LLVM::AtomicOrdering::acq_rel ? LLVM::AtomicOrdering::acquire
                                                                                  : onSuccess;
    StringRef scope = llvmSyncScope(op.getMemScope());
    Value cmp = adaptor.getCmp().front(), val = adaptor.getVal().front();
    auto cas = [&](OpBuilder &b, Value address, int64_t r) -> Value {
      Value c = registerOf(b, loc, cmp, r), v = registerOf(b, loc, val, r);
      Type bits = elem;
      if (isa<FloatType>(elem)) {
        bits = b.getIntegerType(elem.getIntOrFloatBitWidth());
        c = LLVM::BitcastOp::create(b, loc, bits, c);
        v = LLVM::BitcastOp::create(b, loc, bits, v);
      }
      Value pair = LLVM::AtomicCmpXchgOp::create(b, loc, address, c, v, onSuccess, onFailure, scope, byteWidth(elem));
      Value old = LLVM::ExtractValueOp::create(b, loc, pair, 0);
      return bits == elem ? old : LLVM::BitcastOp::create(b, loc, elem, old).getResult();
    };
    Value result = emitAtomic(rewriter, loc, op, layout, tid, converter.convertType(valueType), elem, addressing,
                              first(adaptor.getMask()), !op.getResult().use_empty(), cas);
    rewriter.replaceOpWithMultiple(op, {ValueRange{result}, ValueRange()});
    return success();
  }
};

/// Pointer plus an element offset: a GEP over the pointee scales by its size.
struct AddPtrLowering : TilePattern<aa::AddPtrOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AddPtrOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto pointer = cast<aa::PointerType>(getElementTypeOrSelf(op.getType()));
    Type pointee = converter.convertType(pointer.getPointeeType());
    Type resultType = converter.convertType(op.getType());
    int64_t regs = layoutFor(converter, op.getType()).getElementsPerThread();
    SmallVector<Value> results;
    for (int64_t r = 0; r < regs; ++r) {
      Value base = registerOf(rewriter, loc, adaptor.getBase(), r);
      Value offset = registerOf(rewriter, loc, adaptor.getOffset(), r);
      results.push_back(LLVM::GEPOp::create(rewriter, loc, base.getType(), pointee, base, ValueRange{offset},
                                            LLVM::GEPNoWrapFlags::none));
    }
    rewriter.replaceOp(op, packRegisters(rewriter, loc, resultType, results));
    return success();
  }
};

template <typename Op, typename LLVMOp>
struct PointerCastLowering : TilePattern<Op> {
  using TilePattern<Op>::TilePattern;
  LogicalResult matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type resultType = this->converter.convertType(op.getType());
    Type elem = this->converter.convertType(getElementTypeOrSelf(op.getType()));
    rewriter.replaceOp(op, mapRegisters(rewriter, op.getLoc(), resultType, {adaptor.getSource()}, [&](ValueRange x) {
                         return LLVMOp::create(rewriter, op.getLoc(), elem, x[0]).getResult();
                       }));
    return success();
  }
};

/// A global's storage: a scalar, or a tensor flattened to an array.
Type globalStorageType(const TileTypeConverter &converter, Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return LLVM::LLVMArrayType::get(converter.convertType(tensor.getElementType()), tensor.getNumElements());
  return converter.convertType(type);
}

/// Globals live in global memory (address space 1). Without an initial value
/// the storage is zero-filled: an LLVM global without an initializer would be
/// a declaration only.
struct GlobalLowering : TilePattern<aa::GlobalOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::GlobalOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    Type elem = getElementTypeOrSelf(type);
    int64_t count = 1;
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      count = tensor.getNumElements();
    auto flatType = RankedTensorType::get(isa<RankedTensorType>(type) ? ArrayRef<int64_t>{count}
                                                                      : ArrayRef<int64_t>{},
                                          elem);
    Attribute value;
    if (auto init = dyn_cast_or_null<DenseElementsAttr>(op.getInitialValueAttr()))
      value = isa<RankedTensorType>(type) ? Attribute(init.reshape(flatType)) : init.getSplatValue<Attribute>();
    else if (op.getInitialValueAttr())
      return op.emitOpError("with a non-dense initial value is not supported by convert-tileaa-to-nvvm");
    else
      value = isa<RankedTensorType>(type) ? Attribute(DenseElementsAttr::get(flatType, rewriter.getZeroAttr(elem)))
                                          : rewriter.getZeroAttr(elem);
    bool isPrivate = SymbolTable::getSymbolVisibility(op) == SymbolTable::Visibility::Private;
    auto global = rewriter.replaceOpWithNewOp<LLVM::GlobalOp>(
        op, globalStorageType(converter, type), op.getConstant(),
        isPrivate ? LLVM::Linkage::Internal : LLVM::Linkage::External, op.getSymName(), value,
        op.getAlignment().value_or(0), /*addrSpace=*/1);
    (void)global;
    return success();
  }
};

struct GetGlobalLowering : TilePattern<aa::GetGlobalOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::GetGlobalOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(op, converter.convertType(op.getType()), op.getName());
    return success();
  }
};

/// Storage from the device heap (PTX ISA, "System calls": `malloc` returns
/// a 16-byte aligned generic address or null, `free` gives it back). The
/// tile block is the CTA and its threads must share one pointer: thread 0
/// allocates and the others take the pointer from it (fromOwners); all trap
/// when there was no memory. Before the terminator of the op's block (every
/// way out of it, the control flow being structured) a barrier lets every
/// thread finish with the storage, then thread 0 frees it.
struct AllocaLowering : TilePattern<aa::AllocaOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AllocaOp op, OpAdaptor, ConversionPatternRewriter &rewriter) const override {
    Operation *exit = op->getBlock()->getTerminator();
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    auto generic = LLVM::LLVMPointerType::get(ctx);
    Type i64 = rewriter.getI64Type();
    auto mallocFn = runtimeFunction(rewriter, op, "malloc", generic, {i64});
    auto freeFn = runtimeFunction(rewriter, op, "free", LLVM::LLVMVoidType::get(ctx), {generic});

    // At least a byte, so that the address is the allocation's own; a size
    // past 2^64 asks for what malloc cannot give (null: a trap).
    uint64_t alignment = op.getAlignment();
    uint64_t bytes = std::max<uint64_t>(
        llvm::SaturatingMultiply(uint64_t(op.getNumElem()), uint64_t(sharedElementBytes(op.getType().getPointeeType()))),
        1);
    if (alignment > 16)
      bytes = llvm::SaturatingAdd(bytes, alignment - 1);

    Value tid = threadId(rewriter, loc);
    Value isFirst = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, tid, i32Const(rewriter, loc, 0));
    auto allocate = scf::IfOp::create(
        rewriter, loc, isFirst,
        [&](OpBuilder &b, Location l) {
          Value size = LLVM::ConstantOp::create(b, l, i64, b.getI64IntegerAttr(int64_t(bytes)));
          scf::YieldOp::create(b, l, LLVM::CallOp::create(b, l, mallocFn, ValueRange{size}).getResult());
        },
        [&](OpBuilder &b, Location l) { scf::YieldOp::create(b, l, ValueRange{LLVM::ZeroOp::create(b, l, generic)}); });
    Value raw = allocate.getResult(0);
    // Rounded up to `alignment`: null stays null.
    Value address = LLVM::PtrToIntOp::create(rewriter, loc, i64, raw);
    if (alignment > 16) {
      Value mask = i64Const(rewriter, loc, int64_t(alignment - 1));
      address = LLVM::AndOp::create(rewriter, loc, LLVM::AddOp::create(rewriter, loc, address, mask),
                                    LLVM::XOrOp::create(rewriter, loc, mask, i64Const(rewriter, loc, -1)));
    }
    address = fromOwners(rewriter, loc, op, layoutFor(converter, op.getType()), tid, i64, address);
    Value none = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, address, i64Const(rewriter, loc, 0));
    scf::IfOp::create(rewriter, loc, none, [&](OpBuilder &b, Location l) {
      LLVM::Trap::create(b, l);
      scf::YieldOp::create(b, l);
    });
    rewriter.replaceOpWithNewOp<LLVM::IntToPtrOp>(op, converter.convertType(op.getType()), address);

    // The frees before the exit share one barrier: this one goes first
    // (the latest allocation freed first).
    auto isFree = [](Operation *o) {
      auto branch = dyn_cast_if_present<scf::IfOp>(o);
      auto call = branch ? dyn_cast<LLVM::CallOp>(branch.thenBlock()->front()) : LLVM::CallOp();
      return call && call.getCallee() == "free";
    };
    Operation *at = exit;
    while (isFree(at->getPrevNode()))
      at = at->getPrevNode();
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(at);
    if (!isa_and_present<NVVM::Barrier0Op>(at->getPrevNode()))
      barrier(rewriter, loc);
    scf::IfOp::create(rewriter, loc, isFirst, [&](OpBuilder &b, Location l) {
      LLVM::CallOp::create(b, l, freeFn, ValueRange{raw});
      scf::YieldOp::create(b, l);
    });
    return success();
  }
};

} // namespace

/// The element type of the memory `type` (a pointer, a tile of them, or a
/// memref) addresses; null for other types.
static Type addressedElement(Type type) {
  Type t = getElementTypeOrSelf(type);
  if (auto pointer = dyn_cast<aa::PointerType>(t))
    return pointer.getPointeeType();
  if (auto memref = dyn_cast<aa::MemRefType>(t))
    return memref.getElementType();
  return {};
}

/// What the per-register lowering cannot express: base and offset tiles of
/// different shapes in addptr (a broadcast that moves elements between
/// threads); an alloca whose block has no terminator to free its storage at;
/// addresses of 4-bit elements, two to a byte (13.3 §1.1), where an element
/// has no address of its own and a store must keep its neighbour's bits.
LogicalResult mlir::nv_tileaa::to_nvvm::checkMemorySupport(Operation *op) {
  // Casts and calls only carry such addresses; these compute or use them.
  if (isa<aa::AddPtrOp, aa::MakeMemRefOp, aa::LoadOp, aa::StoreOp, aa::TiledLoadOp, aa::TiledStoreOp,
          aa::GatherLoadOp, aa::ScatterStoreOp, aa::AtomicRMWOp, aa::AtomicCASOp, aa::TiledAtomicRMWOp>(op))
    for (Type type : op->getOperandTypes())
      if (Type elem = addressedElement(type); elem && elem.isIntOrFloat() && elem.getIntOrFloatBitWidth() == 4)
        return op->emitOpError("on memory of 4-bit ")
               << elem << " elements (two per byte) is not supported by convert-tileaa-to-nvvm yet";
  if (isa<aa::AllocaOp>(op) && !op->getBlock()->back().hasTrait<OpTrait::IsTerminator>())
    return op->emitOpError("is in a block without a terminator, where its storage would never be freed");
  if (auto add = dyn_cast<aa::AddPtrOp>(op)) {
    auto base = dyn_cast<RankedTensorType>(add.getBase().getType());
    auto offset = dyn_cast<RankedTensorType>(add.getOffset().getType());
    if (base && offset && base.getShape() != offset.getShape())
      return op->emitOpError("broadcasting a ")
             << base << " base against a " << offset
             << " offset is not supported by convert-tileaa-to-nvvm yet (broadcast the operands first)";
  }
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateMemoryPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeMemRefLowering, TiledLoadLowering, TiledStoreLowering, LoadLowering, StoreLowering,
               GatherLoadLowering, ScatterStoreLowering, AtomicRMWLowering, TiledAtomicRMWLowering, AtomicCASLowering,
               AddPtrLowering, PointerCastLowering<aa::IntToPtrOp, LLVM::IntToPtrOp>,
               PointerCastLowering<aa::PtrToIntOp, LLVM::PtrToIntOp>, GlobalLowering, GetGlobalLowering,
               AllocaLowering, AsyncCopyLowering, AsyncCommitGroupLowering, AsyncWaitLowering>(
      converter, patterns.getContext());
}
