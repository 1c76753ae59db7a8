#!/usr/bin/env bash
# Builds the GPU check bundle: every case of tests/gpu_differential.rs (our
# sm_90 cubin, tileiras' where it compiles, launch metadata, inputs and the
# interpreter's results), into gpu-bundle/ (or DIR), then checks it with the
# launcher's dry mode and its real mode against a stand-in libcuda. Run it
# on a lent GPU machine with the `device` tool:
#   command "python3 scripts/gpu_bundle_run.py gpu-bundle", carry ["gpu-bundle"].
# Usage: bash scripts/gpu-bundle.sh [DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"

out=${1:-gpu-bundle}
# Start empty, so that a case removed from the harness leaves nothing behind;
# only a bundle (or an empty directory) is removed.
if [ -e "$out" ] && [ ! -f "$out/bundle.json" ] && [ -n "$(ls -A "$out")" ]; then
    echo "gpu-bundle: $out exists and is not a bundle; not touching it" >&2
    exit 1
fi
rm -rf "$out"
out=$(mkdir -p "$out" && cd "$out" && pwd)
# A case that does not go in counts as one failed test in scripts/test.sh's
# totals; the cases that did are still dry-run.
status=0
if ! cargo test --release --test gpu_differential -- --bundle "$out"; then
    echo "gpu_bundle: 0 passed, 1 failed, 0 skipped (not every case went into the bundle)"
    status=1
fi
[ -f "$out/bundle.json" ] || exit 1
python3 scripts/gpu_bundle_run.py --dry "$out" || status=1
# The real mode's driver calls, against a stand-in libcuda that logs them.
python3 scripts/gpu_bundle_selftest.py "$out" || status=1
bytes=$(du -sb "$out" | cut -f1)
echo "gpu-bundle: $(( bytes / 1024 )) KiB in $out (the device tool carries up to 64 MiB with the working tree)"
# Stay far below the carry limit, which the working tree shares.
if [ "$bytes" -ge $(( 32 * 1024 * 1024 )) ]; then
    echo "gpu_bundle: 0 passed, 1 failed, 0 skipped (the bundle is over 32 MiB)"
    exit 1
fi
exit "$status"
