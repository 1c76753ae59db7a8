//===- SynthesizeDebugInfoScopes.cpp - scopes for file/line locations -----===//
//
// NVIDIA's synthesize-debug-info-scopes (13.3 additions §5.3): a module whose
// ops carry only file/line locations gets the smallest debug scopes that line
// tables need, one di_subprogram per function, under a compile unit made from
// the module's location.
//
//===----------------------------------------------------------------------===//
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Path.h"

namespace mlir::cuda_tile {
#define GEN_PASS_DEF_CUDATILESYNTHESIZEDEBUGINFOSCOPES
#include "cuda-tile/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::cuda_tile

using namespace mlir;
using namespace mlir::cuda_tile;

/// The file location a location stands for: inlined code counts as its
/// caller, names and opaque locations as what they wrap. Of a fused location
/// only the direct parts are looked at, so a file location inside a nested
/// wrapper there is not found.
static FileLineColLoc findFileLoc(Location loc) {
  return llvm::TypeSwitch<LocationAttr, FileLineColLoc>(loc)
      .Case([](FileLineColLoc file) { return file; })
      .Case([](NameLoc name) { return findFileLoc(name.getChildLoc()); })
      .Case([](OpaqueLoc opaque) { return findFileLoc(opaque.getFallbackLocation()); })
      .Case([](CallSiteLoc site) { return findFileLoc(site.getCaller()); })
      .Case([](FusedLoc fused) {
        for (Location part : fused.getLocations())
          if (auto file = dyn_cast<FileLineColLoc>(part))
            return file;
        return FileLineColLoc();
      })
      .Default([](LocationAttr) { return FileLineColLoc(); });
}

/// `di_file<basename in dirname>`, cut at the last path separator; a path
/// without one is a name in directory "".
static DIFileAttr fileOf(FileLineColLoc loc) {
  MLIRContext *ctx = loc.getContext();
  StringRef path = loc.getFilename().getValue();
  size_t cut = path.find_last_of(llvm::sys::path::get_separator());
  if (cut == StringRef::npos)
    return DIFileAttr::get(ctx, loc.getFilename(), StringAttr::get(ctx, ""));
  return DIFileAttr::get(ctx, StringAttr::get(ctx, path.drop_front(cut + 1)),
                         StringAttr::get(ctx, path.take_front(cut)));
}

namespace {

struct SynthesizeDebugInfoScopes
    : cuda_tile::impl::CudaTileSynthesizeDebugInfoScopesBase<SynthesizeDebugInfoScopes> {
  void runOnOperation() override {
    cuda_tile::ModuleOp module = getOperation();
    MLIRContext *ctx = module.getContext();

    DICompileUnitAttr unit;
    if (FileLineColLoc moduleLoc = findFileLoc(module.getLoc()))
      unit = DICompileUnitAttr::get(ctx, fileOf(moduleLoc));
    else
      unit = DICompileUnitAttr::get(
          ctx, DIFileAttr::get(ctx, StringAttr::get(ctx, "<unknown>"), StringAttr::get(ctx, "")));

    for (auto function : module.getBody().getOps<FunctionOpInterface>()) {
      // A function that already has a scope keeps it, and so does its body.
      if (function->getLoc()->findInstanceOf<DILocAttr>())
        continue;

      // Without a file location of its own, a function sits at the top of
      // the compile unit's file.
      FileLineColLoc functionLoc = findFileLoc(function->getLoc());
      DIFileAttr file = unit.getFile();
      if (functionLoc)
        file = fileOf(functionLoc);
      else
        functionLoc = FileLineColLoc::get(unit.getFile().getName(), 1, 1);

      StringAttr symbol = function.getNameAttr();
      unsigned line = functionLoc.getLine();
      auto subprogram = DISubprogramAttr::get(ctx, file, line, symbol, symbol, unit, line);

      // Names and inlining are dropped: a di_loc holds a file location only.
      // The walk includes the function itself; block arguments are left as
      // they are.
      function->walk([&](Operation *op) {
        FileLineColLoc opLoc = findFileLoc(op->getLoc());
        op->setLoc(DILocAttr::get(ctx, opLoc ? opLoc : functionLoc, subprogram));
      });
    }
  }
};

} // namespace
