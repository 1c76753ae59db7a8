#!/usr/bin/env bash
# Runs NVIDIA's own dialect tests (../shared/conformance, not part of this
# project) against tile-opt as an outside check: ops.mlir must pass whole and
# at least 95% of invalid.mlir's cases. Skips where the sample is not present.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
sample="$root/../shared/conformance"
if [ ! -f "$sample/run.py" ]; then
  echo "conformance: skipped (no $sample)"
  exit 0
fi
out=$(python3 "$sample/run.py" --opt "$root/target/release/tile-opt" "$sample/nvidia-sample" 2>&1 || true)
ops=$(printf '%s\n' "$out" | sed -n 's/^# ops.mlir: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p')
invalid=$(printf '%s\n' "$out" | sed -n 's/^# invalid.mlir: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p')
read -r ops_pass ops_fail <<<"$ops"
read -r inv_pass inv_fail <<<"$invalid"
echo "conformance: ops.mlir $ops_pass passed, $ops_fail failed; invalid.mlir $inv_pass passed, $inv_fail failed"
if [ "$ops_fail" -eq 0 ] && [ $((inv_pass * 100)) -ge $(((inv_pass + inv_fail) * 95)) ]; then
  echo "conformance: ok"
else
  echo "conformance: FAILED (ops.mlir must pass whole, invalid.mlir at least 95%)"
  exit 1
fi
