//===- MemoryAccess.h - per-register memory helpers -------------*- C++ -*-===//
//
// Helpers the memory and misc patterns share: registers of converted values,
// the layout of a tile or scalar, and moving values between threads through
// shared memory.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA_TILE_CONVERSION_TILEAATONVVM_MEMORYACCESS_H
#define CUDA_TILE_CONVERSION_TILEAATONVVM_MEMORYACCESS_H

#include "Patterns.h"

namespace mlir::nv_tileaa::to_nvvm {

/// How long a thread waiting on an mbarrier may be suspended per try (ns),
/// as a hint.
constexpr int64_t kWaitSuspendNanos = 0x989680;

/// Register `r` of a converted value: a field of a tile's struct, or the
/// scalar itself (every thread holds it).
Value registerOf(OpBuilder &b, Location loc, Value v, int64_t r);
/// The converted value of type `type` (a struct or a scalar) from its registers.
Value packRegisters(OpBuilder &b, Location loc, Type type, ArrayRef<Value> regs);
/// The tile of type `type` (layout `to`) whose register r is the register of
/// `source` (layout `from`) holding the element at project(r's offset), for
/// layouts whose lanes and warps hold the same elements (the caller checks);
/// null if some register has none.
Value gatherRegisters(OpBuilder &b, Location loc, Type type, Value source, const LinearLayout &from,
                      const LinearLayout &to,
                      llvm::function_ref<LinearLayout::Basis(LinearLayout::Basis)> project = nullptr);
/// A tile's layout; a scalar is a one-element tile every thread holds and
/// thread 0 owns.
TileLayout layoutFor(const TileTypeConverter &converter, Type type);
/// An internal shared-memory array of `count` `elem`s named `name`, created
/// once per module, aligned to `alignment` bytes; returns its address
/// (ptr<3>).
Value sharedArray(OpBuilder &b, Location loc, Operation *user, StringRef name, Type elem, int64_t count,
                  int64_t alignment = 16);
/// The declaration of device-runtime function `name` (vprintf, malloc, ...),
/// added to the module of `user` once.
LLVM::LLVMFuncOp runtimeFunction(OpBuilder &b, Operation *user, StringRef name, Type result, ArrayRef<Type> args);
/// A CTA-wide barrier. Callers are in uniform control flow: conditions are
/// scalars, which every thread holds alike.
void barrier(OpBuilder &b, Location loc);

} // namespace mlir::nv_tileaa::to_nvvm

#endif
