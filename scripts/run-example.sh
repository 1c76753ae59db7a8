#!/usr/bin/env bash
# README command 1: compiles examples/vector_add.mlir to a cubin and shows what
# came out; where a GPU is present, runs it on 1,000,000 elements and checks it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export PATH="$HOME/.cargo/bin:$PATH"
bash scripts/setup.sh
cargo run --release --quiet --example vector_add
