//===- DebugScopes.cpp - how debug scopes relate to functions -------------===//
#include "DebugScopes.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

/// The di_loc a location stands for (§6.2): inlined code counts as its
/// caller, a fused location as its first part that has one, names and
/// opaque locations as what they wrap.
static DILocAttr findDILoc(Location loc) {
  return llvm::TypeSwitch<LocationAttr, DILocAttr>(loc)
      .Case([](DILocAttr di) { return di; })
      .Case([](CallSiteLoc site) { return findDILoc(site.getCaller()); })
      .Case([](NameLoc name) { return findDILoc(name.getChildLoc()); })
      .Case([](OpaqueLoc opaque) { return findDILoc(opaque.getFallbackLocation()); })
      .Case([](FusedLoc fused) {
        for (Location part : fused.getLocations())
          if (DILocAttr di = findDILoc(part))
            return di;
        return DILocAttr();
      })
      .Default([](LocationAttr) { return DILocAttr(); });
}

LogicalResult cuda_tile::detail::verifyEntryDebugScopes(EntryOp entry) {
  if (isa<CallSiteLoc>(entry.getLoc()))
    return entry.emitOpError("cannot have a call-site location: a kernel is not inlined anywhere");

  DISubprogramAttr subprogram;
  if (DILocAttr di = findDILoc(entry.getLoc())) {
    subprogram = dyn_cast<DISubprogramAttr>(di.getScope());
    if (!subprogram)
      return entry.emitOpError("debug scope must be its di_subprogram, not a di_lexical_block");
    if (subprogram.getLinkageName() != entry.getSymNameAttr())
      return entry.emitOpError("debug scope's linkageName ")
             << subprogram.getLinkageName() << " does not match the kernel's name " << entry.getSymNameAttr();
  }

  // Walk order, stopping at the first op that breaks the rule.
  WalkResult walk = entry.getBody().walk([&](Operation *op) {
    DILocAttr di = findDILoc(op->getLoc());
    if (!di)
      return WalkResult::advance();
    if (!subprogram) {
      InFlightDiagnostic diag = op->emitOpError("has a debug scope, but its kernel @")
                                << entry.getSymName() << " has none";
      diag.attachNote(entry.getLoc()) << "kernel defined here";
      return WalkResult::interrupt();
    }
    if (di.getSubprogram() != subprogram) {
      InFlightDiagnostic diag = op->emitOpError("debug scope belongs to subprogram ")
                                << di.getSubprogram().getLinkageName() << ", not to its kernel's subprogram "
                                << subprogram.getLinkageName();
      diag.attachNote(entry.getLoc()) << "kernel defined here";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

LogicalResult cuda_tile::detail::verifyModuleDebugScopes(ModuleOp module) {
  for (Operation &op : module.getBody().getOps())
    if (!isa<FunctionOpInterface>(op) && findDILoc(op.getLoc()))
      return op.emitOpError("cannot have a debug scope: only functions at module level have one");
  return success();
}
