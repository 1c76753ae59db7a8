#!/usr/bin/env bash
# Makes DIR (default target/cutile-bin) hold `tileiras` and `tileirdisasm`:
# links to tile-compile and tile-translate, which take NVIDIA's command lines
# under those names. cuTile calls the first `tileiras` on PATH when NVIDIA's
# pip package (nvidia-cuda-tileiras) is not installed beside it:
#   export PATH="$(bash scripts/cutile-bin.sh):$PATH"
# Prints DIR's absolute path. Needs `cargo build --release` first.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-$root/target/cutile-bin}
for tool in tile-compile tile-translate; do
    if [ ! -x "$root/target/release/$tool" ]; then
        echo "cutile-bin: $root/target/release/$tool is missing; run cargo build --release first" >&2
        exit 1
    fi
done
mkdir -p "$dir"
ln -sfn "$root/target/release/tile-compile" "$dir/tileiras"
ln -sfn "$root/target/release/tile-translate" "$dir/tileirdisasm"
cd "$dir" && pwd
