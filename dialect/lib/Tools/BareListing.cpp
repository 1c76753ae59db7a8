//===- BareListing.cpp - wrap tileirdisasm listings in a module -----------===//
#include "cuda-tile/Tools/BareListing.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

static constexpr StringLiteral kModuleOpen = "cuda_tile.module @kernels {";

/// Lines that are not ops: blank, comments, and attribute alias definitions
/// (`#loc = ...`), which must stay outside any module.
static bool isTrivia(StringRef line) {
  StringRef t = line.trim();
  return t.empty() || t.starts_with("//") || t.starts_with("#");
}

static bool startsBareOp(StringRef line) {
  StringRef t = line.ltrim();
  for (StringRef keyword : {"entry", "global"})
    if (t.consume_front(keyword) && (t.empty() || t.front() == ' ' || t.front() == '@'))
      return true;
  return false;
}

/// Wraps one chunk in place; returns whether it was a bare listing.
static bool wrapChunk(SmallVectorImpl<std::string> &lines) {
  size_t first = 0;
  while (first < lines.size() && isTrivia(lines[first]))
    ++first;
  if (first == lines.size() || !startsBareOp(lines[first]))
    return false;
  size_t last = lines.size() - 1;
  while (isTrivia(lines[last]))
    --last;
  // Open on the blank line before the first op if there is one (nothing
  // moves), else in front of it (its columns move).
  if (first > 0 && StringRef(lines[first - 1]).trim().empty())
    lines[first - 1] = kModuleOpen.str();
  else
    lines[first] = (kModuleOpen + " " + lines[first]).str();
  lines[last] += " }";
  return true;
}

std::optional<std::string> mlir::cuda_tile::wrapBareListing(StringRef text, StringRef splitMarker) {
  SmallVector<StringRef> rawLines;
  text.split(rawLines, '\n');
  SmallVector<std::string> out;
  SmallVector<std::string> chunk;
  bool wrapped = false;
  auto flush = [&] {
    wrapped |= wrapChunk(chunk);
    out.append(chunk.begin(), chunk.end());
    chunk.clear();
  };
  for (StringRef line : rawLines) {
    if (!splitMarker.empty() && line.rtrim() == splitMarker) {
      flush();
      out.push_back(line.str());
      continue;
    }
    chunk.push_back(line.str());
  }
  flush();
  if (!wrapped)
    return std::nullopt;
  return join(out, "\n");
}
