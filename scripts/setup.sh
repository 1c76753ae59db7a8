#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian 12 machine: LLVM/MLIR 22
# from Debian's packages and NVIDIA's PTX tools from PyPI in .venv/. Idempotent:
# a second run only checks and returns.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

apt_packages=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libpolly-22-dev
  clang-22 libclang-22-dev lld-22 libzstd-dev zlib1g-dev libxml2-dev libedit-dev libffi-dev
  python3-venv)
missing=()
for p in "${apt_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# ptxas (nvidia-cuda-nvcc), libdevice (nvidia-nvvm), nvdisasm: NVIDIA's PTX-level tools,
# shipped on PyPI, so no CUDA toolkit is needed; tileiras and tileirdisasm
# (nvidia-cuda-tileiras), NVIDIA's own tile IR compiler, for comparisons.
venv="$root/.venv"
stamp="$venv/.tile-setup-v2"
if [ ! -f "$stamp" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check \
    'nvidia-cuda-nvcc>=13,<14' 'nvidia-nvvm>=13,<14' 'nvidia-cuda-nvdisasm>=13,<14' \
    'nvidia-cuda-tileiras>=13,<14'
  touch "$stamp"
fi
# cuTile (NVIDIA's Python front end) for the Python tests, in a virtual
# environment of its own: without nvidia-cuda-tileiras beside it, cuTile
# calls the tileiras first on PATH (ours, scripts/cutile-bin.sh).
cutile_venv="$root/.venv-cutile"
# maturin builds our Python package (pyproject.toml) into it.
cutile_stamp="$cutile_venv/.tile-setup-v2"
if [ ! -f "$cutile_stamp" ]; then
  python3 -m venv "$cutile_venv"
  "$cutile_venv/bin/pip" install -q --disable-pip-version-check 'cuda-tile>=1.7,<2' numpy pytest 'maturin>=1.7,<2'
  touch "$cutile_stamp"
fi
echo "setup: ok (LLVM $(/usr/lib/llvm-22/bin/llvm-config --version), ptxas at $(ls "$venv"/lib/python3*/site-packages/nvidia/cu13/bin/ptxas))"
