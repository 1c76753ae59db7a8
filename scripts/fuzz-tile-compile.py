#!/usr/bin/env python3
"""Mutation fuzzing of the whole compilation pipeline: kernels that pass the
verifier, through tile-compile's passes down to PTX.

Seeds are the kernels of the GPU tests, the examples, NVIDIA's corpus and the
cuda_tile lit tests (each split chunk) that tile-compile compiles.
Mutants change a kernel the way a front end could have written it
differently, so that many still verify: one tile extent replaced everywhere
it appears, an element type replaced everywhere, a constant set to an extreme
(0, -1, the largest integer, NaN, infinity, -0.0), two operands of an op
swapped, an enum keyword (rounding, comparison, signedness, memory ordering)
replaced by another, a line dropped. A mutant counts only if `tile-opt`
verifies it; it then goes through `tile-compile --emit=ptx`. A crash is any
exit code other than 0 (compiled) or 1 (diagnosed): a signal, a Rust panic
(101), or no answer within the timeout. Failing inputs are saved.

    fuzz-tile-compile.py [--cases N] [--seed S] [--jobs J] [--timeout SEC] [--out DIR]

N is the number of verified mutants compiled. Prints the counts, then
"fuzz: N passed, M failed"; exits non-zero if anything failed.
"""
import argparse
import concurrent.futures
import glob
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.environ.get("FUZZ_BIN", os.path.join(ROOT, "target", "release"))
SPLIT = "// -----"


def corpus_dir():
    return os.environ.get("CUDA_TILE_CORPUS", os.path.join(ROOT, "..", "shared", "corpus"))


def verifies(text, work, tag, timeout):
    path = os.path.join(work, f"{tag}.mlir")
    with open(path, "w") as f:
        f.write(text)
    try:
        code = subprocess.run([os.path.join(BIN, "tile-opt"), path], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=timeout).returncode
    except subprocess.TimeoutExpired:
        code = None
    os.unlink(path)
    return code


def seeds(work, timeout):
    files = sorted(glob.glob(os.path.join(ROOT, "tests", "gpu_kernels", "*.mlir")))
    files += sorted(glob.glob(os.path.join(ROOT, "examples", "*.mlir")))
    files += sorted(glob.glob(os.path.join(corpus_dir(), "text", "*.mlir")))
    files += [f for f in sorted(glob.glob(os.path.join(ROOT, "lit-tests", "cuda_tile", "*.mlir")))
              if not os.path.basename(f).startswith("invalid")]
    out = []
    for path in files:
        with open(path, encoding="utf-8") as f:
            for chunk in f.read().split(SPLIT):
                if "entry @" in chunk and compile_case(chunk, work, f"seed{len(out)}", timeout) == 0:
                    out.append(chunk)
    return out


EXTENTS = ["1", "2", "3", "4", "8", "16", "32", "64", "128", "256", "1024", "4096"]
TYPES = ["f16", "bf16", "f32", "f64", "i1", "i8", "i16", "i32", "i64"]
CONSTANTS = {"f": ["0.0", "-0.0", "1.0e+38", "0x7FC00000", "0x7F800000", "0xFF800000", "-1.0"],
             "i": ["0", "-1", "1", "2147483647", "-2147483648", "255"]}
KEYWORDS = [
    ["nearest_even", "zero", "negative_inf", "positive_inf", "approx", "full"],
    ["equal", "not_equal", "less_than", "less_than_or_equal", "greater_than", "greater_than_or_equal"],
    ["signed", "unsigned"],
    ["weak", "relaxed", "acquire", "release", "acq_rel"],
    ["ordered", "unordered"],
]


def mutate(rng, text):
    kind = rng.randrange(7)
    if kind == 0:  # one tile extent, everywhere it is a dimension
        dims = sorted(set(re.findall(r"(?<=[<x(\[, ])(\d+)(?=x)", text)))
        if dims:
            d = rng.choice(dims)
            return re.sub(rf"(?<=[<x(\[, ]){d}(?=[x,)\]])", rng.choice(EXTENTS), text)
    if kind == 1:  # one element type, everywhere
        present = [t for t in TYPES if re.search(rf"\b{t}\b", text)]
        if present:
            return re.sub(rf"\b{rng.choice(present)}\b", rng.choice(TYPES), text)
    if kind == 2:  # a constant set to an extreme
        consts = list(re.finditer(r"<([fi])\d+: ([^>]+)>", text))
        if consts:
            m = rng.choice(consts)
            return text[:m.start(2)] + rng.choice(CONSTANTS[m.group(1)]) + text[m.end(2):]
    if kind == 3:  # two operands swapped
        pairs = list(re.finditer(r"(%[\w.]+), (%[\w.]+)", text))
        if pairs:
            m = rng.choice(pairs)
            return text[:m.start()] + f"{m.group(2)}, {m.group(1)}" + text[m.end():]
    if kind == 4:  # an enum keyword replaced by another of its kind
        group = rng.choice(KEYWORDS)
        hits = [m for m in re.finditer(r"\b(" + "|".join(group) + r")\b", text)]
        if hits:
            m = rng.choice(hits)
            return text[:m.start()] + rng.choice(group) + text[m.end():]
    if kind == 5:  # a line dropped
        lines = text.split("\n")
        del lines[rng.randrange(len(lines))]
        return "\n".join(lines)
    # a number, anywhere, set to another; a result number (`%x#N`) stays
    # small: MLIR's parser allocates a slot per result up to N and aborts out
    # of memory on `%x#2147483648` (stock mlir-opt-22 too: a known upstream bug)
    nums = list(re.finditer(r"\b\d+\b", text))
    if nums:
        m = rng.choice(nums)
        huge = m.start() == 0 or text[m.start() - 1] != "#"
        return text[:m.start()] + rng.choice(EXTENTS + (["0", "65536", "2147483648"] if huge else ["0"])) + text[m.end():]
    return text


def compile_case(text, work, tag, timeout):
    path = os.path.join(work, f"{tag}.mlir")
    with open(path, "w") as f:
        f.write(text)
    try:
        code = subprocess.run([os.path.join(BIN, "tile-compile"), "--emit=ptx", "-o", os.devnull, path],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=timeout).returncode
    except subprocess.TimeoutExpired:
        code = None
    os.unlink(path)
    return code


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "fuzz-tile-compile-failures"))
    args = ap.parse_args()

    work = tempfile.mkdtemp(prefix="fuzz-tile-compile-")
    pool = seeds(work, args.timeout)
    rng = random.Random(args.seed)
    counts = {"mutants": 0, "rejected by the verifier": 0, "compiled": 0, "diagnosed": 0}
    failures = []

    def one(k):
        """A verified mutant and its tile-compile exit code; a tile-opt crash is a failure too."""
        r = random.Random(k)
        tries = 0
        while True:
            tries += 1
            text = mutate(r, r.choice(pool))
            if r.random() < 0.3:
                text = mutate(r, text)
            code = verifies(text, work, f"v{k}", args.timeout)
            if code == 0:
                return tries, text, "tile-compile", compile_case(text, work, f"c{k}", args.timeout)
            if code != 1:
                return tries, text, "tile-opt", code

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for tries, text, tool, code in ex.map(one, [rng.getrandbits(64) for _ in range(args.cases)]):
            counts["mutants"] += tries
            counts["rejected by the verifier"] += tries - 1
            if code == 0:
                counts["compiled"] += 1
            elif code == 1:
                counts["diagnosed"] += 1
            else:
                failures.append(text)
                print(f"fuzz-tile-compile: {tool} exited {'(timeout)' if code is None else code}", file=sys.stderr)
    os.rmdir(work)

    if failures:
        os.makedirs(args.out, exist_ok=True)
        for k, text in enumerate(failures):
            with open(os.path.join(args.out, f"case{k}.mlir"), "w") as f:
                f.write(text)
        print(f"fuzz-tile-compile: failing inputs saved in {args.out}", file=sys.stderr)
    print(f"fuzz-tile-compile: {len(pool)} seeds; " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    print(f"fuzz: {args.cases - len(failures)} passed, {len(failures)} failed (verified kernels through tile-compile)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
