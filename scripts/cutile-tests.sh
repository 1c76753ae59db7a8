#!/usr/bin/env bash
# The Python tests (python/tests): our package (cuda_tile_oss: compile, run,
# run_cutile) installed with pip, and cuTile, NVIDIA's front end, compiling
# through our tileiras and tileirdisasm (scripts/cutile-bin.sh) first on
# PATH, in .venv-cutile (cuda-tile without NVIDIA's compiler package, which
# cuTile would take first; scripts/setup.sh makes it).
# Ends with one line: "pytest: N passed, N failed, N skipped".
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
venv="$root/.venv-cutile"
if [ ! -x "$venv/bin/python" ]; then
    echo "cutile-tests: $venv is missing; run scripts/setup.sh"
    echo "pytest: 0 passed, 1 failed, 0 skipped"
    exit 1
fi
bin=$(bash scripts/cutile-bin.sh) || { echo "pytest: 0 passed, 1 failed, 0 skipped"; exit 1; }
# Our package (cuda_tile_oss), built by maturin from this tree: what
# `pip install .` gives a user (the Rust build reuses target/).
# (maturin's pip hook runs the maturin of PATH: the environment's.)
if ! PATH="$venv/bin:$PATH" "$venv/bin/pip" install -q --disable-pip-version-check --no-build-isolation --no-deps "$root"; then
    echo "cutile-tests: pip install of the package failed"
    echo "pytest: 0 passed, 1 failed, 0 skipped"
    exit 1
fi
out=$(mktemp)
# cuTile's kernel cache (where it keeps the compiler's YAML remarks too)
# stays out of the home directory.
cache=$(mktemp -d)
trap 'rm -rf "$out" "$cache"' EXIT
PATH="$bin:$PATH" CUDA_TILE_CACHE_DIR="$cache" "$venv/bin/python" -m pytest -q -p no:cacheprovider python/tests 2>&1 | tee "$out"
"$venv/bin/python" - "$out" <<'PY'
import re, sys
last = [l for l in open(sys.argv[1]).read().splitlines() if re.search(r"\d+ (passed|failed|error)", l)]
counts = {k: 0 for k in ("passed", "failed", "skipped", "error", "errors")}
for n, k in re.findall(r"(\d+) (passed|failed|skipped|errors?)", last[-1] if last else ""):
    counts[k] += int(n)
failed = counts["failed"] + counts["error"] + counts["errors"] + (0 if last else 1)
print(f"pytest: {counts['passed']} passed, {failed} failed, {counts['skipped']} skipped")
sys.exit(1 if failed else 0)
PY
