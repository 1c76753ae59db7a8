#!/usr/bin/env python3
"""Compile time of the six corpus kernels: ours (tile-compile, text -> cubin)
against NVIDIA's tileiras (bytecode -> cubin), both for sm_90, in one run.

Each compiler runs every kernel `--repeat` times; the table shows the median
wall time of whole-process runs (what a user waits for) and the ratio
ours / tileiras. A kernel we cannot compile yet shows the diagnostic's first
line instead of a time. Kernel run times need a GPU (see README); without a
CUDA driver this script says so and stops at compile times.

usage: benches/compile-vs-tileiras.py [--repeat N] [--corpus DIR] [--gpu-name sm_90]
"""
import argparse
import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS = ["vector_add", "transpose", "softmax", "layernorm_fwd", "reduce_sum_atomic", "gemm_f16_f32"]


def nvidia_bin():
    found = glob.glob(os.path.join(ROOT, ".venv/lib/python3*/site-packages/nvidia/cu13/bin"))
    return found[0] if found else None


def timed(cmd, env):
    start = time.perf_counter()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    return time.perf_counter() - start, proc


def median_time(cmd, env, repeat):
    times = []
    for _ in range(repeat):
        t, proc = timed(cmd, env)
        if proc.returncode != 0:
            lines = (proc.stderr or proc.stdout).strip().splitlines()
            return None, lines[0] if lines else f"exit code {proc.returncode}"
        times.append(t)
    return statistics.median(times), None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--corpus", default=os.path.join(os.path.dirname(ROOT), "shared", "corpus"))
    ap.add_argument("--gpu-name", default="sm_90")
    args = ap.parse_args()

    tile_compile = os.path.join(ROOT, "target", "release", "tile-compile")
    if not os.path.exists(tile_compile):
        sys.exit(f"{tile_compile} not found: build first (cargo build --release)")
    bin_dir = nvidia_bin()
    env = dict(os.environ)
    if bin_dir:
        env["PATH"] = bin_dir + os.pathsep + env["PATH"]
    tileiras = shutil.which("tileiras", path=env["PATH"])
    if not tileiras:
        sys.exit("tileiras not found: run scripts/setup.sh (it installs nvidia-cuda-tileiras into .venv)")
    if not os.path.isdir(args.corpus):
        sys.exit(f"corpus not found at {args.corpus}")

    print(f"compile time, {args.gpu_name}, median of {args.repeat} runs (whole process, cubin written)")
    print(f"{'kernel':<20} {'ours (s)':>10} {'tileiras (s)':>13} {'ours/tileiras':>14}")
    with tempfile.TemporaryDirectory() as tmp:
        for name in KERNELS:
            text = os.path.join(args.corpus, "text", name + ".mlir")
            bytecode = os.path.join(args.corpus, "bytecode", name + ".tileirbc")
            ours, our_error = median_time(
                [tile_compile, f"--gpu-name={args.gpu_name}", "--emit=cubin", text, "-o", os.path.join(tmp, name + ".ours.cubin")],
                env, args.repeat)
            theirs, their_error = median_time(
                [tileiras, f"--gpu-name={args.gpu_name}", "-o", os.path.join(tmp, name + ".tileiras.cubin"), bytecode],
                env, args.repeat)
            ours_s = f"{ours:10.3f}" if ours is not None else f"{'fails':>10}"
            theirs_s = f"{theirs:13.3f}" if theirs is not None else f"{'fails':>13}"
            ratio = f"{ours / theirs:14.2f}" if ours is not None and theirs is not None else f"{'-':>14}"
            print(f"{name:<20} {ours_s} {theirs_s} {ratio}")
            for who, error in (("ours", our_error), ("tileiras", their_error)):
                if error:
                    print(f"    {who}: {error}")
    if not os.path.exists("/dev/nvidia0") and not glob.glob("/usr/lib/x86_64-linux-gnu/libcuda.so*"):
        print("kernel times: skipped: no CUDA driver")


if __name__ == "__main__":
    main()
