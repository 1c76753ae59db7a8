#!/usr/bin/env python3
"""Mutation fuzzing of tile-opt's parser, verifiers and printer.

Takes every .mlir file of the lit suite and the examples, makes mutants of them
(truncations, byte flips, deleted and duplicated spans, spliced lines) and runs
tile-opt on them. Any exit other than 0 (accepted) or 1 (diagnosed) — a signal,
an abort, a hang — is a failure; the offending input is saved.

Mutants are fed many at a time, as `--split-input-file` chunks, so that ten
thousand cases take seconds; a batch that fails is bisected down to the case.

    fuzz-tile-opt.py [--cases N] [--seed S] [--tool PATH] [--out DIR]

Prints "fuzz: N passed, M failed" and exits non-zero if anything failed.
"""
import argparse
import concurrent.futures
import glob
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPLIT = "// -----"
BATCH = 200
TIMEOUT = 60


def seeds(tool):
    files = sorted(glob.glob(os.path.join(ROOT, "lit-tests", "**", "*.mlir"), recursive=True))
    files += sorted(glob.glob(os.path.join(ROOT, "examples", "*.mlir")))
    texts = []
    for path in files:
        if "/Output/" in path:
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            # Each split chunk of a test file is a seed of its own.
            chunks = [c for c in f.read().split(SPLIT) if c.strip()]
        texts += chunks
        # The generic form of each chunk too: it reaches the verifiers with
        # attributes and types the custom syntax would not let through.
        for chunk in chunks:
            proc = subprocess.run([tool, "--mlir-print-op-generic", "-allow-unregistered-dialect", "-"],
                                  input=chunk, capture_output=True, text=True)
            if proc.returncode == 0:
                texts.append(proc.stdout)
    return texts


ALPHABET = "%@#<>()[]{},:=!?.-+0123456789xabcdefghijklmnopqrstuvwxyz\"' \n\t"


def mutate(rng, text):
    kind = rng.randrange(6)
    n = len(text)
    if n == 0:
        return text
    i = rng.randrange(n)
    if kind == 0:  # truncate
        return text[:i]
    if kind == 1:  # flip bytes
        chars = list(text)
        for _ in range(rng.randint(1, 4)):
            chars[rng.randrange(n)] = rng.choice(ALPHABET)
        return "".join(chars)
    if kind == 2:  # delete a span
        return text[:i] + text[i + rng.randint(1, 40):]
    if kind == 3:  # duplicate a span
        j = min(n, i + rng.randint(1, 80))
        return text[:j] + text[i:j] + text[j:]
    if kind == 4:  # swap two lines
        lines = text.split("\n")
        a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[a], lines[b] = lines[b], lines[a]
        return "\n".join(lines)
    # replace a number with an extreme one
    digits = [k for k, c in enumerate(text) if c.isdigit()]
    if not digits:
        return text[:i]
    k = rng.choice(digits)
    return text[:k] + rng.choice(["0", "-1", "4294967296", "9223372036854775808", "65536", "3"]) + text[k + 1:]


def run(tool, cases):
    """Runs one batch; returns the exit status (None on a hang)."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(("\n" + SPLIT + "\n").join(cases))
        path = f.name
    try:
        proc = subprocess.run([tool, "--split-input-file", path], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=TIMEOUT)
        return proc.returncode
    except subprocess.TimeoutExpired:
        return None
    finally:
        os.unlink(path)


def ok(status):
    return status in (0, 1)


def bisect(tool, cases):
    """The single cases of a failing batch that fail alone."""
    if len(cases) == 1:
        return cases
    mid = len(cases) // 2
    bad = []
    for half in (cases[:mid], cases[mid:]):
        if not ok(run(tool, half)):
            bad += bisect(tool, half)
    return bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tool", default=os.path.join(ROOT, "target", "release", "tile-opt"))
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "fuzz-failures"))
    args = ap.parse_args()

    rng = random.Random(args.seed)
    pool = seeds(args.tool)
    cases = []
    while len(cases) < args.cases:
        mutant = mutate(rng, rng.choice(pool))
        # A mutant must stay one chunk.
        cases.append(mutant.replace(SPLIT, "// ----"))
    batches = [cases[i:i + BATCH] for i in range(0, len(cases), BATCH)]

    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool_exec:
        for batch, status in zip(batches, pool_exec.map(lambda b: run(args.tool, b), batches)):
            if not ok(status):
                failures += bisect(args.tool, batch)

    if failures:
        os.makedirs(args.out, exist_ok=True)
        for k, case in enumerate(failures):
            with open(os.path.join(args.out, f"case{k}.mlir"), "w") as f:
                f.write(case)
        print(f"fuzz: failing inputs saved in {args.out}", file=sys.stderr)
    print(f"fuzz: {len(cases) - len(failures)} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
