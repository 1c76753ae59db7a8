//===- HostEmulationCluster.cpp - thread block clusters on the host -------===//
//
// The host emulation (cuda-tile/Target/HostEmulation.h) of sm_90's thread
// block clusters, from the PTX ISA: the CTAs of a cluster run at once (the
// launch starts them together, HostEmulation.cpp), each with its own shared
// memory, which the others reach through shared::cluster addresses: `mapa`
// maps a shared address of the running CTA to the same offset in the CTA
// of a given rank. The special registers %cluster_ctarank,
// %cluster_nctarank, %cluster_ctaid, %cluster_nctaid, %clusterid and
// %nclusterid; `barrier.cluster.arrive` / `barrier.cluster.wait` (the
// .aligned and .relaxed forms alike: host memory is coherent). Multicast
// TMA loads and arrivals on other CTAs' mbarriers are
// HostEmulationAsyncCopy.cpp's.
//
//===----------------------------------------------------------------------===//
#include "HostEmulationInternal.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::cuda_tile::emulation;

std::optional<std::pair<uint32_t, uint64_t>> mlir::cuda_tile::emulation::clusterShared(uint64_t address,
                                                                                      uint64_t bytes) {
  const std::vector<uint8_t *> &arenas = current->cluster->arenas;
  for (uint32_t r = 0; r < arenas.size(); ++r) {
    uint64_t base = reinterpret_cast<uintptr_t>(arenas[r]);
    if (address >= base && address - base + bytes <= current->sharedBytes)
      return std::make_pair(r, address - base);
  }
  return std::nullopt;
}

namespace {

extern "C" {
static int32_t emuClusterCtaRank() { return int32_t(current->rank); }
static int32_t emuClusterNCtaRank() { return int32_t(current->cluster->size()); }
// Ranks count x fastest, so the CTA's place in its cluster is its rank's digits.
static int32_t emuClusterCtaIdX() { return int32_t(current->rank % current->cluster->dims[0]); }
static int32_t emuClusterCtaIdY() {
  return int32_t(current->rank / current->cluster->dims[0] % current->cluster->dims[1]);
}
static int32_t emuClusterCtaIdZ() {
  return int32_t(current->rank / current->cluster->dims[0] / current->cluster->dims[1]);
}
static int32_t emuClusterNCtaIdX() { return int32_t(current->cluster->dims[0]); }
static int32_t emuClusterNCtaIdY() { return int32_t(current->cluster->dims[1]); }
static int32_t emuClusterNCtaIdZ() { return int32_t(current->cluster->dims[2]); }
static int32_t emuClusterIdX() { return int32_t(current->cluster->id[0]); }
static int32_t emuClusterIdY() { return int32_t(current->cluster->id[1]); }
static int32_t emuClusterIdZ() { return int32_t(current->cluster->id[2]); }
static int32_t emuNClusterIdX() { return int32_t(current->nctaid[0] / current->cluster->dims[0]); }
static int32_t emuNClusterIdY() { return int32_t(current->nctaid[1] / current->cluster->dims[1]); }
static int32_t emuNClusterIdZ() { return int32_t(current->nctaid[2] / current->cluster->dims[2]); }

/// barrier.cluster.arrive: the thread's arrival in the barrier's phase.
static void emuClusterArrive() {
  std::string why = current->cluster->barrier.arrive(current->rank * current->ntid + current->tid);
  if (!why.empty())
    trapWith(why);
}

/// barrier.cluster.wait: until every non-exited thread of the cluster has
/// arrived in the phase of the thread's own arrival.
static void emuClusterWait() {
  std::string why = current->cluster->barrier.wait(current->rank * current->ntid + current->tid, launchTrapped);
  if (!why.empty())
    trapWith(why);
}

/// mapa: the address at `address`'s offset in the shared memory of the
/// cluster's CTA `rank`; `address` must be in the running CTA's, and CTA
/// `rank` must not have exited.
static void *emuMapa(void *address, int32_t rank) {
  uint64_t at = reinterpret_cast<uintptr_t>(address), base = reinterpret_cast<uintptr_t>(current->shared);
  if (at < base || at - base >= current->sharedBytes) {
    trapWith("mapa: the address is not in the CTA's " + std::to_string(current->sharedBytes) +
             " bytes of shared memory");
    return address;
  }
  if (rank < 0 || uint32_t(rank) >= current->cluster->size()) {
    trapWith("mapa: CTA rank " + std::to_string(rank) + " is not in the cluster of " +
             std::to_string(current->cluster->size()) + " CTAs");
    return address;
  }
  if (current->cluster->exitedIn[rank] == current->ntid) {
    trapWith("mapa: the cluster's CTA " + std::to_string(rank) +
             " has exited (all its threads): its shared memory is gone");
    return address;
  }
  return current->cluster->arenas[rank] + (at - base);
}
}

} // namespace

FailureOr<bool> mlir::cuda_tile::emulation::rewriteCluster(OpBuilder &b, ModuleOp module, Operation *op,
                                                          std::string &) {
  if (isa<NVVM::ClusterArriveOp, NVVM::ClusterArriveRelaxedOp>(op)) {
    callBefore(b, module, op, "__emu_barrier_cluster_arrive", {});
    op->erase();
    return true;
  }
  if (isa<NVVM::ClusterWaitOp>(op)) {
    callBefore(b, module, op, "__emu_barrier_cluster_wait", {});
    op->erase();
    return true;
  }
  if (auto mapa = dyn_cast<NVVM::MapaOp>(op)) {
    auto fn = hostFunction(b, module, "__emu_mapa",
                           LLVM::LLVMFunctionType::get(mapa.getType(), {mapa.getA().getType(), b.getI32Type()}));
    b.setInsertionPoint(op);
    Value mapped = LLVM::CallOp::create(b, op->getLoc(), fn, ValueRange{mapa.getA(), mapa.getB()}).getResult();
    mapa.replaceAllUsesWith(mapped);
    op->erase();
    return true;
  }
  return false;
}

void mlir::cuda_tile::emulation::addClusterSymbols(std::vector<std::pair<std::string, void *>> &symbols) {
  // Each register as the NVVM op's call and as the intrinsic's.
  std::pair<const char *, void *> registers[] = {
      {"cluster_ctarank", (void *)emuClusterCtaRank}, {"cluster_nctarank", (void *)emuClusterNCtaRank},
      {"cluster_ctaid_x", (void *)emuClusterCtaIdX},  {"cluster_ctaid_y", (void *)emuClusterCtaIdY},
      {"cluster_ctaid_z", (void *)emuClusterCtaIdZ},  {"cluster_nctaid_x", (void *)emuClusterNCtaIdX},
      {"cluster_nctaid_y", (void *)emuClusterNCtaIdY}, {"cluster_nctaid_z", (void *)emuClusterNCtaIdZ},
      {"clusterid_x", (void *)emuClusterIdX},          {"clusterid_y", (void *)emuClusterIdY},
      {"clusterid_z", (void *)emuClusterIdZ},          {"nclusterid_x", (void *)emuNClusterIdX},
      {"nclusterid_y", (void *)emuNClusterIdY},        {"nclusterid_z", (void *)emuNClusterIdZ},
  };
  for (auto [name, fn] : registers) {
    symbols.push_back({std::string("__emu_nvvm_read_ptx_sreg_") + name, fn});
    symbols.push_back({std::string("__emu_llvm_nvvm_read_ptx_sreg_") + name, fn});
  }
  symbols.push_back({"__emu_barrier_cluster_arrive", (void *)emuClusterArrive});
  symbols.push_back({"__emu_barrier_cluster_wait", (void *)emuClusterWait});
  symbols.push_back({"__emu_mapa", (void *)emuMapa});
}
