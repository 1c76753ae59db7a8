#!/usr/bin/env bash
# README command 2: sets up what is missing, builds, and runs every test —
# cargo tests (API, GPU tests that skip without a driver), the lit suite,
# a mutation fuzz run of tile-opt (counted as one test), the Python tests
# (cuTile through our tileiras) and the GPU check bundle's dry run.
# Ends with one line: "tests: N passed, N failed, N skipped".
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"

bash scripts/setup.sh
start=$(date +%s)
cargo build --release --bins --tests --examples
echo "build: $(( $(date +%s) - start )) s"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
cargo test --release --no-fail-fast 2>&1 | tee "$log" || status=1
/usr/lib/llvm-22/bin/lit -sv lit-tests 2>&1 | tee -a "$log" || status=1
# 10,000 truncated and mutated inputs must never crash or hang tile-opt.
python3 scripts/fuzz-tile-opt.py --cases 10000 2>&1 | tee -a "$log" || status=1
# Bytecode mutants through tile-translate, tile-opt and tile-run, and verified
# kernel mutants through tile-compile's pipeline: no crash, no hang.
python3 scripts/fuzz-bytecode.py --cases 2000 --jobs "$(nproc)" 2>&1 | tee -a "$log" || status=1
python3 scripts/fuzz-tile-compile.py --cases 400 --jobs "$(nproc)" 2>&1 | tee -a "$log" || status=1
# NVIDIA's own dialect tests, as an outside check (counted as one test).
bash scripts/conformance.sh 2>&1 | tee -a "$log" || status=1
# cuTile compiling through our tileiras and tileirdisasm (python/tests).
bash scripts/cutile-tests.sh 2>&1 | tee -a "$log" || status=1
# The GPU check bundle builds, and its launcher passes its dry run and a run
# against a stand-in libcuda (a test per cubin each).
bash scripts/gpu-bundle.sh 2>&1 | tee -a "$log" || status=1

# Totals over cargo's "test result:" lines, the GPU harness and lit.
read -r passed failed skipped < <(awk '
  /^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i; if ($(i+1) ~ /^ignored/) s += $i } }
  /^(gpu(_differential|_bundle)?|pytest): [0-9]+ passed/ { p += $2; f += $4; s += $6 }
  /^fuzz: [0-9]+ passed/ { if ($4 == 0) p += 1; else f += 1 }
  /^conformance: ok$/ { p += 1 }
  /^conformance: FAILED/ { f += 1 }
  /^conformance: skipped/ { s += 1 }
  /^ *Passed *:/ { p += $2 }
  /^ *(Failed|Unresolved) *:/ { f += $2 }
  /^ *Timed Out *:/ { f += $3 }
  /^ *Unsupported *:/ { s += $2 }
  END { print p + 0, f + 0, s + 0 }' "$log")
echo "tests: $passed passed, $failed failed, $skipped skipped"
[ "$status" -eq 0 ] && [ "$failed" -eq 0 ]
