//===- OptimizationHints.cpp - the keys and values of optimization hints --===//
#include "cuda-tile/Utils/OptimizationHints.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kArchitectures[] = {"sm_80",  "sm_86",  "sm_87",  "sm_88",  "sm_89", "sm_90",
                                                  "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"};

/// Keys of architectures without thread block clusters, where a cluster
/// holds exactly one CTA.
constexpr llvm::StringLiteral kClusterless[] = {"sm_80", "sm_86", "sm_87", "sm_88", "sm_89"};

/// The value of an integer hint (a boolean is not one), saturated to int64_t
/// so that a huge value of a wide type still compares as out of range.
std::optional<int64_t> integerOf(Attribute value) {
  auto integer = dyn_cast<IntegerAttr>(value);
  if (!integer || isa<BoolAttr>(value) || !isa<IntegerType>(integer.getType()))
    return std::nullopt;
  const APInt &bits = integer.getValue();
  if (integer.getType().isUnsignedInteger())
    return bits.isIntN(63) ? (int64_t)bits.getZExtValue() : std::numeric_limits<int64_t>::max();
  if (bits.isSignedIntN(64))
    return bits.getSExtValue();
  return bits.isNegative() ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
}

/// `value` as hints print it: without a type.
std::string valueText(Attribute value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  value.print(os, /*elideType=*/true);
  return text;
}

} // namespace

bool mlir::cuda_tile::isKnownHintArchitecture(StringRef key) {
  return key == "default" || llvm::is_contained(kArchitectures, key);
}

std::string mlir::cuda_tile::invalidHintReason(StringRef arch, StringRef key, Attribute value) {
  std::optional<int64_t> n = integerOf(value);
  auto inRange = [&](int64_t lo, int64_t hi) { return n && *n >= lo && *n <= hi; };
  auto powerOfTwoUpTo = [&](int64_t hi) { return inRange(1, hi) && llvm::isPowerOf2_64(*n); };
  std::string expected;
  if (key == "num_cta_in_cga") {
    bool clusterless = llvm::any_of(kClusterless, [&](StringRef sm) { return arch.starts_with(sm); });
    if (clusterless && n != 1)
      expected = "1 (" + arch.str() + " has no thread block clusters)";
    else if (!powerOfTwoUpTo(16))
      expected = "a power of two in [1, 16]";
  } else if (key == "num_worker_warps_per_cta") {
    if (!powerOfTwoUpTo(32))
      expected = "a power of two in [1, 32]";
  } else if (key == "occupancy") {
    if (!inRange(1, 32))
      expected = "an integer in [1, 32]";
  } else if (key == "latency") {
    if (!inRange(1, 10))
      expected = "an integer in [1, 10]";
  } else if (key == "allow_tma") {
    if (!isa<BoolAttr>(value))
      expected = "a boolean";
  }
  if (expected.empty())
    return "";
  return ("optimization hint '" + key + "' for " + arch + " must be " + expected + ", got " + valueText(value))
      .str();
}

Attribute mlir::cuda_tile::resolveHint(DictionaryAttr hints, StringRef arch, StringRef key) {
  if (!hints)
    return {};
  Attribute value;
  if (auto entry = arch.empty() ? DictionaryAttr() : hints.getAs<DictionaryAttr>(arch))
    value = entry.get(key);
  if (!value)
    if (auto entry = hints.getAs<DictionaryAttr>("default"))
      value = entry.get(key);
  // Checked against the target whichever entry it came from; no fallback
  // to `default` once the target's own entry has the key.
  if (!value || !invalidHintReason(arch.empty() ? "default" : arch, key, value).empty())
    return {};
  return value;
}

std::optional<int64_t> mlir::cuda_tile::resolveIntHint(DictionaryAttr hints, StringRef arch, StringRef key) {
  Attribute value = resolveHint(hints, arch, key);
  return value ? integerOf(value) : std::nullopt;
}
