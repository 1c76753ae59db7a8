//===- TMAPatterns.cpp - TMA copies, tensor maps and mbarriers -------------===//
//
// sm_90's asynchronous tile copies. A tensor map is built by the kernel
// itself from the memref it describes (docs/tma-descriptors.md): warp 0
// zeroes a 128-byte object in shared memory, lane 0 claims a slot of a
// module-wide pool in global memory (a bit of a per-SM word of claims, so
// that concurrent CTAs, of this launch or of another one, never share a
// slot), sets the fields with `tensormap.replace`, and the warp copies it
// to the slot with `tensormap.cp_fenceproxy` (which also releases it to
// the tensormap proxy); thread 0, which issues every TMA copy, acquires it.
// `release_tensor_map` clears the claim. Copies are TMA tile loads
// completing on an mbarrier per ring slot: thread 0 announces the bytes
// (`mbarrier.arrive.expect_tx`) and starts one copy per panel of the
// tile (TensorMap.h); waiters test the phase's parity. TMA stores stage
// the tile in the kernel's scratch and complete in a bulk async-group.
//
//===----------------------------------------------------------------------===//
#include "MemoryAccess.h"
#include "Patterns.h"
#include "SharedMemory.h"
#include "SharedTiles.h"

#include "cuda-tile/Dialect/TileAA/IR/TensorMap.h"
#include "cuda-tile/Utils/TensorMapPtx.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::nv_tileaa::to_nvvm;
namespace aa = mlir::nv_tileaa;

namespace {

/// Words of claims in a pool: one per SM id (H100 and H200 have at most
/// 144 SMs), 32 slots each, since an SM runs at most 32 CTAs at once. A CTA
/// whose SM's word is full (after a migration) takes a slot of the next.
constexpr int64_t kClaimWords = 160;
constexpr int64_t kTensorMapBytes = 128;

Value i1Const(OpBuilder &b, Location loc, bool v) {
  return LLVM::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(v));
}

void inlinePtx(OpBuilder &b, Location loc, ValueRange operands, const std::string &ptx, StringRef constraints) {
  LLVM::InlineAsmOp::create(b, loc, TypeRange(), operands, ptx, constraints, /*has_side_effects=*/true,
                            /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
                            ArrayAttr());
}

/// `body` run by thread 0 of the CTA only.
void onThreadZero(OpBuilder &b, Location loc, llvm::function_ref<void(OpBuilder &, Location)> body) {
  Value first = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, threadId(b, loc), i32Const(b, loc, 0));
  scf::IfOp::create(b, loc, first, [&](OpBuilder &t, Location l) {
    body(t, l);
    scf::YieldOp::create(t, l);
  });
}

/// A zero-initialized internal global array of `count` `elem`s.
LLVM::GlobalOp globalArray(OpBuilder &b, Location loc, mlir::ModuleOp module, StringRef name, Type elem, int64_t count,
                           int64_t alignment) {
  if (auto existing = module.lookupSymbol<LLVM::GlobalOp>(name))
    return existing;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  auto type = LLVM::LLVMArrayType::get(elem, count);
  auto global = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/false, LLVM::Linkage::Internal, name, Attribute(),
                                       alignment, /*addrSpace=*/1);
  Block *init = b.createBlock(&global.getInitializerRegion());
  b.setInsertionPointToStart(init);
  LLVM::ReturnOp::create(b, loc, LLVM::ZeroOp::create(b, loc, type).getResult());
  return global;
}

/// The pool of tensor-map slots and its claim words for the `index`-th
/// make_tensor_map of the module.
std::pair<Value, Value> tensorMapPool(OpBuilder &b, Location loc, Operation *op, int64_t index) {
  auto module = op->getParentOfType<mlir::ModuleOp>();
  std::string slots = "__tileaa_tensor_maps_" + std::to_string(index);
  std::string claims = "__tileaa_tensor_map_claims_" + std::to_string(index);
  globalArray(b, loc, module, slots, b.getI8Type(), kClaimWords * 32 * kTensorMapBytes, kTensorMapBytes);
  globalArray(b, loc, module, claims, b.getI32Type(), kClaimWords, 4);
  auto global = LLVM::LLVMPointerType::get(b.getContext(), 1);
  return {LLVM::AddressOfOp::create(b, loc, global, slots), LLVM::AddressOfOp::create(b, loc, global, claims)};
}

/// Lane 0 claims a free slot: a clear bit of the claim word of its SM (or
/// of the next words), set by an atomic or that finds it still clear.
/// Returns the slot's number (i32).
Value claimSlot(OpBuilder &b, Location loc, Value claims) {
  Type i32 = b.getI32Type();
  auto global = claims.getType();
  Value words = i32Const(b, loc, kClaimWords);
  Value start = LLVM::URemOp::create(b, loc, NVVM::SmIdOp::create(b, loc, i32), words);
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{i32, i32}, ValueRange{start, i32Const(b, loc, 0)},
      [&](OpBuilder &w, Location l, ValueRange args) {
        Value word = args[0];
        Value address = LLVM::GEPOp::create(w, l, global, i32, claims, ValueRange{word}, LLVM::GEPNoWrapFlags::inbounds);
        Value seen = LLVM::AtomicRMWOp::create(w, l, LLVM::AtomicBinOp::_or, address, i32Const(w, l, 0),
                                               LLVM::AtomicOrdering::monotonic);
        Value free = LLVM::XOrOp::create(w, l, seen, i32Const(w, l, -1));
        // The lowest clear bit (0 when the word is full).
        Value bit = LLVM::AndOp::create(w, l, free, LLVM::SubOp::create(w, l, i32Const(w, l, 0), free));
        Value none = LLVM::ICmpOp::create(w, l, LLVM::ICmpPredicate::eq, bit, i32Const(w, l, 0));
        auto attempt = scf::IfOp::create(
            w, l, none,
            [&](OpBuilder &t, Location tl) { scf::YieldOp::create(t, tl, ValueRange{i1Const(t, tl, false)}); },
            [&](OpBuilder &e, Location el) {
              Value before = LLVM::AtomicRMWOp::create(e, el, LLVM::AtomicBinOp::_or, address, bit,
                                                       LLVM::AtomicOrdering::monotonic);
              Value clear = LLVM::ICmpOp::create(e, el, LLVM::ICmpPredicate::eq, LLVM::AndOp::create(e, el, before, bit),
                                                 i32Const(e, el, 0));
              scf::YieldOp::create(e, el, ValueRange{clear});
            });
        Value won = attempt.getResult(0);
        Value nextWord = LLVM::URemOp::create(w, l, LLVM::AddOp::create(w, l, word, i32Const(w, l, 1)), words);
        Value again = LLVM::XOrOp::create(w, l, won, i1Const(w, l, true));
        scf::ConditionOp::create(w, l, again,
                                 ValueRange{LLVM::SelectOp::create(w, l, none, nextWord, word), bit});
      },
      [&](OpBuilder &d, Location l, ValueRange args) { scf::YieldOp::create(d, l, args); });
  Value bitIndex = LLVM::CountTrailingZerosOp::create(b, loc, i32, loop.getResult(1), /*is_zero_poison=*/false);
  return LLVM::AddOp::create(b, loc, LLVM::MulOp::create(b, loc, loop.getResult(0), i32Const(b, loc, 32)), bitIndex);
}

aa::TensorMapBox boxOf(Operation *op, aa::MemRefType memref, RankedTensorType tile) {
  FailureOr<aa::TensorMapBox> box = aa::tensorMapBox(memref, tile);
  assert(succeeded(box) && "the verifier accepts only tiles TMA can copy");
  return *box;
}

cuda_tile::TensorMapElemType elemTypeOf(Type t, int64_t bytes) {
  if (t.isF16())
    return cuda_tile::TensorMapElemType::F16;
  if (t.isBF16())
    return cuda_tile::TensorMapElemType::BF16;
  if (t.isF32() || isa<FloatTF32Type>(t))
    return cuda_tile::TensorMapElemType::F32;
  // Integers and 8-bit floats are copied as raw bits.
  return bytes == 1 ? cuda_tile::TensorMapElemType::U8
                    : bytes == 2 ? cuda_tile::TensorMapElemType::U16 : cuda_tile::TensorMapElemType::U32;
}

/// A box's coordinates (i32, TMA's order: innermost dimension first) from
/// a copy's indices (the memref's order).
SmallVector<Value> boxCoordinates(OpBuilder &b, Location loc, ValueRange indices) {
  return llvm::map_to_vector(llvm::reverse(indices), [&](Value index) -> Value {
    return LLVM::TruncOp::create(b, loc, b.getI32Type(), index);
  });
}

/// The coordinates of the panel `offset` elements along the innermost
/// dimension from the box at `coordinates`.
SmallVector<Value> panelCoordinates(OpBuilder &b, Location loc, ArrayRef<Value> coordinates, int64_t offset) {
  SmallVector<Value> at(coordinates);
  if (offset)
    at[0] = LLVM::AddOp::create(b, loc, at[0], i32Const(b, loc, offset));
  return at;
}

struct MakeTensorMapLowering : TilePattern<aa::MakeTensorMapOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::MakeTensorMapOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto memrefType = op.getMemref().getType();
    auto tile = cast<RankedTensorType>(op.getTile());
    aa::TensorMapBox box = boxOf(op, memrefType, tile);
    // {base, extents..., strides...} (TileAAToNVVM.cpp). TMA numbers
    // dimensions from the innermost: dimension d is the memref's rank-1-d.
    Value memref = adaptor.getMemref().front();
    int64_t rank = memrefType.getRank();
    auto field = [&](int64_t i) { return LLVM::ExtractValueOp::create(rewriter, loc, memref, i).getResult(); };
    Value base = field(0);
    SmallVector<Value> extents, strides;
    for (int64_t d = 0; d < rank; ++d)
      extents.push_back(field(rank - d));
    for (int64_t d = 1; d < rank; ++d)
      strides.push_back(field(2 * rank - d));
    int64_t index = converter.sharedTiles->names.lookup(op);
    auto [poolAddress, claimsAddress] = tensorMapPool(rewriter, loc, op, index);
    Value pool = poolAddress, claims = claimsAddress;
    Value staging = sharedArray(rewriter, loc, op, "__tileaa_tensor_map_staging_" + std::to_string(index),
                                rewriter.getI8Type(), kTensorMapBytes, kTensorMapBytes);
    auto generic = LLVM::LLVMPointerType::get(rewriter.getContext());
    Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
    Value tid = threadId(rewriter, loc);
    Value warp0 = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ult, tid, i32Const(rewriter, loc, 32));
    auto build = scf::IfOp::create(
        rewriter, loc, warp0,
        [&](OpBuilder &b, Location l) {
          Value lane0 = LLVM::ICmpOp::create(b, l, LLVM::ICmpPredicate::eq, tid, i32Const(b, l, 0));
          Value word = LLVM::GEPOp::create(b, l, staging.getType(), i32, staging, ValueRange{tid},
                                           LLVM::GEPNoWrapFlags::inbounds);
          LLVM::StoreOp::create(b, l, i32Const(b, l, 0), word, 4);
          NVVM::SyncWarpOp::create(b, l, i32Const(b, l, -1));
          auto claimed = scf::IfOp::create(
              b, l, lane0,
              [&](OpBuilder &t, Location tl) {
                // TMA's extents and coordinates are 32-bit, its strides
                // below 2^40 bytes.
                auto above = [&](Value v, int64_t limit) {
                  return LLVM::ICmpOp::create(t, tl, LLVM::ICmpPredicate::ugt, v, i64Const(t, tl, limit)).getResult();
                };
                SmallVector<Value> bytes;
                Value tooLarge;
                auto orInto = [&](Value c) { tooLarge = tooLarge ? LLVM::OrOp::create(t, tl, tooLarge, c) : c; };
                for (Value extent : extents)
                  orInto(above(extent, INT32_MAX));
                for (Value stride : strides) {
                  bytes.push_back(LLVM::MulOp::create(t, tl, stride, i64Const(t, tl, box.elementBytes)));
                  orInto(above(bytes.back(), (int64_t(1) << 40) - 1));
                }
                // A trap, not __assertfail: any call in the kernel makes
                // ptxas serialize its wgmmas (C7510).
                scf::IfOp::create(t, tl, tooLarge, [&](OpBuilder &f, Location fl) {
                  LLVM::Trap::create(f, fl);
                  scf::YieldOp::create(f, fl);
                });
                Value slot = claimSlot(t, tl, claims);
                auto field = [&](const std::string &name, int ord, Value v) {
                  inlinePtx(t, tl, {staging, v}, cuda_tile::tensorMapReplacePtx(name, ord),
                            cuda_tile::tensorMapReplaceConstraints(name));
                };
                auto immediate = [&](const std::string &name, int64_t v) {
                  inlinePtx(t, tl, {staging}, cuda_tile::tensorMapReplaceImmediatePtx(name, v), "l");
                };
                auto trunc = [&](Value v) { return LLVM::TruncOp::create(t, tl, i32, v).getResult(); };
                field("global_address", -1, LLVM::PtrToIntOp::create(t, tl, i64, base));
                immediate("rank", rank - 1);
                for (int64_t d = 0; d < rank; ++d)
                  field("box_dim", d, i32Const(t, tl, d == 0 ? box.inner : d == 1 ? box.outer : 1));
                for (int64_t d = 0; d < rank; ++d)
                  field("global_dim", d, trunc(extents[d]));
                for (auto [d, stride] : llvm::enumerate(bytes))
                  field("global_stride", d, stride);
                for (int64_t d = 0; d < rank; ++d)
                  field("element_stride", d, i32Const(t, tl, 1));
                immediate("elemtype", int64_t(elemTypeOf(tile.getElementType(), box.elementBytes)));
                immediate("interleave_layout", 0);
                immediate("swizzle_mode", box.swizzleBytes == 128  ? int64_t(cuda_tile::TensorMapSwizzle::B128)
                                          : box.swizzleBytes == 64 ? int64_t(cuda_tile::TensorMapSwizzle::B64)
                                          : box.swizzleBytes == 32 ? int64_t(cuda_tile::TensorMapSwizzle::B32)
                                                                   : int64_t(cuda_tile::TensorMapSwizzle::None));
                immediate("fill_mode", 0);
                scf::YieldOp::create(t, tl, ValueRange{slot});
              },
              [&](OpBuilder &e, Location el) { scf::YieldOp::create(e, el, ValueRange{i32Const(e, el, 0)}); });
          Value slot = NVVM::ShflOp::create(b, l, i32, i32Const(b, l, -1), claimed.getResult(0), i32Const(b, l, 0),
                                            i32Const(b, l, 31), NVVM::ShflKind::idx, UnitAttr());
          Value offset = LLVM::MulOp::create(b, l, slot, i32Const(b, l, kTensorMapBytes));
          Value map = LLVM::GEPOp::create(b, l, pool.getType(), b.getI8Type(), pool, ValueRange{offset},
                                          LLVM::GEPNoWrapFlags::inbounds);
          NVVM::SyncWarpOp::create(b, l, i32Const(b, l, -1));
          inlinePtx(b, l, {map, staging}, cuda_tile::tensorMapCopyFenceProxyPtx(), "l,l");
          Value mapGeneric = LLVM::AddrSpaceCastOp::create(b, l, generic, map);
          NVVM::FenceProxyAcquireOp::create(b, l, NVVM::MemScopeKind::GPU, mapGeneric,
                                            i32Const(b, l, kTensorMapBytes));
          scf::YieldOp::create(b, l, ValueRange{mapGeneric});
        },
        [&](OpBuilder &b, Location l) { scf::YieldOp::create(b, l, ValueRange{LLVM::ZeroOp::create(b, l, generic)}); });
    rewriter.replaceOp(op, build.getResult(0));
    return success();
  }
};

/// Thread 0 (which holds the map) clears its slot's claim.
struct ReleaseTensorMapLowering : TilePattern<aa::ReleaseTensorMapOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ReleaseTensorMapOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto make = op.getTensorMap().getDefiningOp<aa::MakeTensorMapOp>();
    if (!make)
      return rewriter.notifyMatchFailure(op, "the tensor map is not made in this function");
    auto [poolAddress, claimsAddress] = tensorMapPool(rewriter, loc, op, converter.sharedTiles->names.lookup(make));
    Value pool = poolAddress, claims = claimsAddress;
    Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
    onThreadZero(rewriter, loc, [&](OpBuilder &b, Location l) {
      Value map = LLVM::AddrSpaceCastOp::create(b, l, pool.getType(), adaptor.getTensorMap());
      Value bytes = LLVM::SubOp::create(b, l, LLVM::PtrToIntOp::create(b, l, i64, map),
                                        LLVM::PtrToIntOp::create(b, l, i64, pool));
      Value slot = LLVM::TruncOp::create(b, l, i32, LLVM::UDivOp::create(b, l, bytes, i64Const(b, l, kTensorMapBytes)));
      Value word = LLVM::UDivOp::create(b, l, slot, i32Const(b, l, 32));
      Value bit = LLVM::ShlOp::create(b, l, i32Const(b, l, 1), LLVM::URemOp::create(b, l, slot, i32Const(b, l, 32)));
      Value address = LLVM::GEPOp::create(b, l, claims.getType(), i32, claims, ValueRange{word},
                                          LLVM::GEPNoWrapFlags::inbounds);
      LLVM::AtomicRMWOp::create(b, l, LLVM::AtomicBinOp::_and, address, LLVM::XOrOp::create(b, l, bit, i32Const(b, l, -1)),
                                LLVM::AtomicOrdering::release);
    });
    rewriter.eraseOp(op);
    return success();
  }
};

/// The barriers of `alloc`, an array of 8-byte objects named by its number.
Value barrierArray(OpBuilder &b, Location loc, aa::AllocMBarriersOp alloc, int64_t number) {
  return sharedArray(b, loc, alloc, "__tileaa_mbarriers_" + std::to_string(number), b.getI64Type(),
                     alloc.getType().getCount(), 8);
}

/// Thread 0 initializes every barrier; the CTA meets before any uses one
/// (one meeting for a run of allocations: a warp-specialized kernel's full
/// and empty barriers). Barriers for the cluster are fenced for it
/// (fence.mbarrier_init) and the meeting is the cluster's (barrier.cluster).
struct AllocMBarriersLowering : TilePattern<aa::AllocMBarriersOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AllocMBarriersOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value barriers = barrierArray(rewriter, loc, op, converter.sharedTiles->names.lookup(op));
    onThreadZero(rewriter, loc, [&](OpBuilder &b, Location l) {
      for (unsigned i = 0; i < op.getType().getCount(); ++i)
        NVVM::MBarrierInitOp::create(b, l, barrierAt(b, l, barriers, i32Const(b, l, i)),
                                     i32Const(b, l, op.getArrivals()), Value());
      if (op.getCluster())
        NVVM::FenceMbarrierInitOp::create(b, l);
    });
    if (!isa_and_present<aa::AllocMBarriersOp>(op->getNextNode())) {
      bool cluster = false;
      for (Operation *run = op; auto alloc = dyn_cast_if_present<aa::AllocMBarriersOp>(run);
           run = run->getPrevNode())
        cluster |= alloc.getCluster();
      if (cluster) {
        NVVM::ClusterArriveOp::create(rewriter, loc, rewriter.getUnitAttr());
        NVVM::ClusterWaitOp::create(rewriter, loc, rewriter.getUnitAttr());
      } else {
        barrier(rewriter, loc);
      }
    }
    rewriter.replaceOp(op, barriers);
    return success();
  }
};

struct InvalidateMBarriersLowering : TilePattern<aa::InvalidateMBarriersOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::InvalidateMBarriersOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    barrier(rewriter, loc);
    onThreadZero(rewriter, loc, [&](OpBuilder &b, Location l) {
      for (unsigned i = 0; i < op.getBarriers().getType().getCount(); ++i)
        NVVM::MBarrierInvalOp::create(b, l, barrierAt(b, l, adaptor.getBarriers(), i32Const(b, l, i)));
    });
    rewriter.eraseOp(op);
    return success();
  }
};

struct AsyncTMACopyLowering : TilePattern<aa::AsyncTMACopyGlobalToLocalOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::AsyncTMACopyGlobalToLocalOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto make = op.getTensorMap().getDefiningOp<aa::MakeTensorMapOp>();
    if (!make)
      return rewriter.notifyMatchFailure(op, "the tensor map is not made in this function");
    RankedTensorType ring = op.getRing().getType();
    auto tile = RankedTensorType::get(ring.getShape().drop_front(), ring.getElementType(), ring.getEncoding());
    aa::TensorMapBox box = boxOf(op, make.getMemref().getType(), tile);
    int64_t tileBytes = tile.getNumElements() * box.elementBytes;
    int64_t panelBytes = box.inner * box.outer * box.elementBytes;
    Type i32 = rewriter.getI32Type();
    SmallVector<Value> coordinates = boxCoordinates(rewriter, loc, adaptor.getIndices());
    // Shared with the cluster's CTAs: panel p is the copy of the CTA of
    // rank p mod n, multicast to all n.
    int64_t ctas = op.getMulticastCtas().value_or(1);
    Value rank = ctas > 1 ? NVVM::ClusterId::create(rewriter, loc, i32).getResult() : Value();
    onThreadZero(rewriter, loc, [&](OpBuilder &b, Location l) {
      Value bar = barrierAt(b, l, adaptor.getBarriers(), adaptor.getBarrier());
      NVVM::MBarrierArriveExpectTxOp::create(b, l, Type(), bar, i32Const(b, l, tileBytes), NVVM::MemScopeKind::CTA,
                                             false, Value());
      Value slot = LLVM::TruncOp::create(b, l, i32, adaptor.getSlot());
      Value slotBase = LLVM::GEPOp::create(b, l, adaptor.getRing().getType(), b.getI8Type(), adaptor.getRing(),
                                           ValueRange{LLVM::MulOp::create(b, l, slot, i32Const(b, l, tileBytes))},
                                           LLVM::GEPNoWrapFlags::inbounds);
      for (int64_t p = 0; p < box.panels; ++p) {
        Value dst = LLVM::GEPOp::create(b, l, slotBase.getType(), b.getI8Type(), slotBase,
                                        ValueRange{i32Const(b, l, p * panelBytes)}, LLVM::GEPNoWrapFlags::inbounds);
        // The copy's destination is in the shared::cluster window (the
        // CTA's own part of it outside a cluster).
        dst = LLVM::AddrSpaceCastOp::create(
            b, l, LLVM::LLVMPointerType::get(b.getContext(), static_cast<unsigned>(NVVM::NVVMMemorySpace::SharedCluster)),
            dst);
        SmallVector<Value> at = panelCoordinates(b, l, coordinates, p * box.inner);
        if (ctas == 1) {
          NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
              b, l, dst, adaptor.getTensorMap(), at, bar, ValueRange(), Value(), Value(),
              NVVM::TMALoadMode::TILE, false, NVVM::CTAGroupKindAttr(), Value());
          continue;
        }
        Value mine = LLVM::ICmpOp::create(b, l, LLVM::ICmpPredicate::eq, rank, i32Const(b, l, p % ctas));
        scf::IfOp::create(b, l, mine, [&](OpBuilder &t, Location tl) {
          Value all = LLVM::ConstantOp::create(t, tl, t.getI16Type(), t.getI16IntegerAttr((1 << ctas) - 1));
          NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
              t, tl, dst, adaptor.getTensorMap(), at, bar, ValueRange(), all, Value(),
              NVVM::TMALoadMode::TILE, false, NVVM::CTAGroupKindAttr(), Value());
          scf::YieldOp::create(t, tl);
        });
      }
    });
    rewriter.eraseOp(op);
    return success();
  }
};

struct WaitMBarrierLowering : TilePattern<aa::WaitMBarrierOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::WaitMBarrierOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value bar = barrierAt(rewriter, loc, adaptor.getBarriers(), adaptor.getBarrier());
    // A thread waits for a phase by its parity, so it must not fall two
    // phases behind: the threads that wait without meeting the ones moving
    // the barrier on are restricted to the one that needs the phase (the
    // producers' copy issuer; the issuer of asynchronous dots).
    if (op.getIssuerOnly() || inProducerWarps(rewriter))
      onThreadZero(rewriter, loc, [&](OpBuilder &b, Location l) {
        NVVM::MBarrierTryWaitParityOp::create(b, l, bar, adaptor.getParity(), i32Const(b, l, kWaitSuspendNanos));
      });
    else
      NVVM::MBarrierTryWaitParityOp::create(rewriter, loc, bar, adaptor.getParity(),
                                            i32Const(rewriter, loc, kWaitSuspendNanos));
    if (op.getSyncCta())
      barrier(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

/// Each executing thread arrives once (release, CTA scope); for the
/// cluster, once on the barrier at the same offset in each of its CTAs
/// (through mapa's shared::cluster addresses). The arrival says the slot's
/// reads are done (the wgmmas reading it retired), which needs no ordering
/// of memory at cluster scope: .release.cluster would cost a GPU-wide
/// MEMBAR per arrival.
struct ArriveMBarrierLowering : TilePattern<aa::ArriveMBarrierOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::ArriveMBarrierOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    std::optional<uint32_t> ctas = op.getClusterCtas();
    if (!ctas) {
      NVVM::MBarrierArriveOp::create(rewriter, loc, Type(),
                                     barrierAt(rewriter, loc, adaptor.getBarriers(), adaptor.getBarrier()), Value());
      rewriter.eraseOp(op);
      return success();
    }
    // The array's address mapped (loop-invariant, so hoisted out of a
    // ring's loop), then the barrier's offset in it: mapa keeps offsets.
    auto cluster = LLVM::LLVMPointerType::get(rewriter.getContext(),
                                              static_cast<unsigned>(NVVM::NVVMMemorySpace::SharedCluster));
    for (uint32_t r = 0; r < *ctas; ++r) {
      Value array = NVVM::MapaOp::create(rewriter, loc, cluster, adaptor.getBarriers(), i32Const(rewriter, loc, r));
      NVVM::MBarrierArriveOp::create(rewriter, loc, Type(), barrierAt(rewriter, loc, array, adaptor.getBarrier()),
                                     Value());
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// The tile is staged in the kernel's scratch as the map's tile, the
/// threads' writes made visible to TMA (`fence.proxy.async`) and gathered
/// by a barrier; thread 0 starts one store per panel and waits until they
/// have read the scratch. The next user of the scratch meets the CTA
/// first, after that wait.
struct TMAStoreLowering : TilePattern<aa::TMAStoreOp> {
  using TilePattern::TilePattern;
  LogicalResult matchAndRewrite(aa::TMAStoreOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto make = op.getTensorMap().getDefiningOp<aa::MakeTensorMapOp>();
    if (!make)
      return rewriter.notifyMatchFailure(op, "the tensor map is not made in this function");
    auto staged = cast<RankedTensorType>(make.getTile());
    aa::TensorMapBox box = boxOf(op, make.getMemref().getType(), staged);
    int64_t panelBytes = box.inner * box.outer * box.elementBytes;
    bool first = isFirstScratchUse(op);
    // Swizzled panels start a swizzle pattern (8 lines of up to 128 bytes).
    Value scratch = sharedScratch(rewriter, op, staged.getNumElements() * box.elementBytes, 1024);
    if (!first)
      ctaBarrier(rewriter, loc);
    auto shared = cast<aa::SharedLayoutAttr>(staged.getEncoding());
    writeSharedTile(rewriter, loc, converter, scratch, adaptor.getValue(), op.getValue().getType(), shared);
    NVVM::FenceProxyOp::create(rewriter, loc, NVVM::ProxyKind::async_shared,
                               NVVM::SharedSpaceAttr::get(rewriter.getContext(), NVVM::SharedSpace::shared_cta));
    ctaBarrier(rewriter, loc);
    SmallVector<Value> coordinates = boxCoordinates(rewriter, loc, adaptor.getIndices());
    Value map = adaptor.getTensorMap();
    onThreadZero(rewriter, loc, [&](OpBuilder &b, Location l) {
      for (int64_t p = 0; p < box.panels; ++p) {
        Value src = LLVM::GEPOp::create(b, l, scratch.getType(), b.getI8Type(), scratch,
                                        ValueRange{i32Const(b, l, p * panelBytes)}, LLVM::GEPNoWrapFlags::inbounds);
        NVVM::CpAsyncBulkTensorSharedCTAToGlobalOp::create(b, l, map, src,
                                                           panelCoordinates(b, l, coordinates, p * box.inner), Value(),
                                                           NVVM::TMAStoreMode::TILE, Value());
      }
      NVVM::CpAsyncBulkCommitGroupOp::create(b, l);
      NVVM::CpAsyncBulkWaitGroupOp::create(b, l, 0, b.getUnitAttr());
    });
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

LogicalResult mlir::nv_tileaa::to_nvvm::checkTMASupport(Operation *op) {
  Value map;
  if (auto copy = dyn_cast<aa::AsyncTMACopyGlobalToLocalOp>(op))
    map = copy.getTensorMap();
  else if (auto release = dyn_cast<aa::ReleaseTensorMapOp>(op))
    map = release.getTensorMap();
  else if (auto store = dyn_cast<aa::TMAStoreOp>(op))
    map = store.getTensorMap();
  if (map && !map.getDefiningOp<aa::MakeTensorMapOp>())
    return op->emitOpError("uses a tensor map that no nv_tileaa.make_tensor_map of the same function makes; "
                           "convert-tileaa-to-nvvm passes tensor maps neither across calls nor through block arguments");
  return success();
}

void mlir::nv_tileaa::to_nvvm::populateTMAPatterns(TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeTensorMapLowering, ReleaseTensorMapLowering, AllocMBarriersLowering, InvalidateMBarriersLowering,
               AsyncTMACopyLowering, WaitMBarrierLowering, ArriveMBarrierLowering, TMAStoreLowering>(converter, patterns.getContext());
}
