#!/usr/bin/env python3
"""Checks gpu_bundle_run.py's real mode, driver calls included, where there
is no GPU: the launcher runs every case of a bundle against a stand-in
libcuda (scripts/gpu_bundle_fake_libcuda.c, built here with the C compiler)
that logs what it is given. Per cubin, the log must show the cubin loaded,
the kernel looked up by its symbol, one buffer per array holding exactly the
bundled input, a launch with the case's grid, the right block (the kernel's
threads for ours, 1x1x1 for tileiras') and shared memory, each parameter's
bytes (a buffer's address, or the value), and every array copied back; and
since the stand-in runs no kernel, the launcher must report every written
array as differing from the reference (its comparison ran on what came
back). Ends with "gpu_bundle: N passed, N failed, N skipped (fake libcuda)".

    python3 scripts/gpu_bundle_selftest.py BUNDLE_DIR
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import gpu_bundle_run as run  # noqa: E402


def fnv(data):
    h = 1469598103934665603
    for b in data:
        h = ((h ^ b) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


def check_run(lines, variant, arrays):
    """None, or what is wrong with one child's calls."""
    if not lines or lines[0] != ["module", "elf"]:
        return f"no cubin loaded: {lines[:1]}"
    if lines[1] != ["function", variant.kernel["symbol"]]:
        return f"kernel looked up as {lines[1]}"
    allocs = [w for w in lines if w[0] == "alloc"]
    copies = [w for w in lines if w[0] == "htod"]
    if len(allocs) != len(arrays) or len(copies) != len(arrays):
        return f"{len(allocs)} buffers and {len(copies)} uploads for {len(arrays)} arrays"
    addresses = []
    for (a, inputs, _), alloc, copy in zip(arrays, allocs, copies):
        if copy[1] != alloc[1] or int(alloc[2]) != len(inputs) or int(copy[3], 16) != fnv(inputs):
            return f"'{a['name']}' not uploaded whole into its own buffer: {alloc} {copy}"
        addresses.append(int(alloc[1], 16))
    launches = [w for w in lines if w[0] == "launch"]
    if not launches:
        return "no launch"
    # From the bundle's metadata, not from the launcher's own packing.
    want = list(variant.grid + variant.block + (variant.shared,))
    for p, (_, nbytes) in zip(variant.params, variant.kernel["params"]):
        want.append(addresses[p["array"]] if p["kind"] == "buffer" else p["bits"] & ((1 << 8 * nbytes) - 1))
    # The first launch and the timed ones alike.
    for launch in launches:
        got = [int(v, 0) for v in launch[1:8]] + [int(v, 16) for v in launch[8:]]
        if got != want:
            return f"launched as {got}, not {want}"
    if len([w for w in lines if w[0] == "dtoh"]) != len(arrays):
        return "not every array copied back"
    return None


def main(argv):
    if len(argv) != 1:
        print(__doc__.split("\n\n")[1])
        return 2
    bundle = os.path.abspath(argv[0])
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None:
        print("gpu_bundle: 0 passed, 0 failed, 1 skipped (fake libcuda: no C compiler)")
        return 0
    with open(os.path.join(bundle, "bundle.json")) as f:
        names = json.load(f)["cases"]
    passed = failed = skipped = 0
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", os.path.join(tmp, "libcuda.so.1"),
                        os.path.join(here, "gpu_bundle_fake_libcuda.c")], check=True)
        for name in names:
            meta, arrays = run.load_case(bundle, name)
            variants = []
            for which in ("ours", "tileiras"):
                try:
                    variants.append(run.Variant(bundle, meta, which))
                except run.Skip:
                    skipped += 1
            sizes = {tuple(n for _, n in v.kernel["params"]) for v in variants}
            if len(sizes) != 1:
                print(f"{name} (fake libcuda) ... FAILED: ours and tileiras' kernels take different parameters")
                failed += len(variants)
                continue
            log, report = os.path.join(tmp, f"{name}.log"), os.path.join(tmp, f"{name}.txt")
            env = dict(os.environ, LD_LIBRARY_PATH=tmp, FAKE_LOG=log,
                       FAKE_PARAM_SIZES=",".join(str(n) for n in sizes.pop()))
            env.pop("OUT", None)
            subprocess.run([sys.executable, os.path.join(here, "gpu_bundle_run.py"), "--only", name, "--no-big",
                            "--report", report, bundle], env=env, capture_output=True, text=True, timeout=300)
            with open(log) as f:
                words = [line.split() for line in f]
            # One child per cubin, in order: each starts by loading its module.
            starts = [k for k, w in enumerate(words) if w[0] == "module"] + [len(words)]
            runs = [words[a:b] for a, b in zip(starts, starts[1:])]
            with open(os.path.join(tmp, "gpu_bundle_results.json")) as f:
                results = json.load(f)["cases"][name]
            written = [a["name"] for a, inputs, reference in arrays if inputs != reference]
            for k, v in enumerate(variants):
                problem = check_run(runs[k], v, arrays) if k < len(runs) else "never loaded"
                error = results.get(v.which, {}).get("error", "")
                if problem is None and not all(f"elements of '{n}' differ" in error for n in written):
                    problem = f"the comparison did not flag the unwritten outputs: {error or results.get(v.which)}"
                if problem:
                    failed += 1
                    print(f"{name} [{v.which}] (fake libcuda) ... FAILED: {problem}")
                else:
                    passed += 1
                    print(f"{name} [{v.which}] (fake libcuda) ... ok")
    print(f"gpu_bundle: {passed} passed, {failed} failed, {skipped} skipped (fake libcuda)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
