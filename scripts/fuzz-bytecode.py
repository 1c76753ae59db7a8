#!/usr/bin/env python3
"""Mutation fuzzing of the bytecode reader through the three drivers that take
bytecode: tile-translate, tile-opt and tile-run.

Seeds are NVIDIA's corpus files (13.4 and 13.3) and our bytecode of every
chunk of lit-tests/bytecode at each version 13.1-13.4. Mutants are both blind
(bit flips, extreme bytes, inserted/deleted bytes, truncation, 10-byte
varints) and structure-aware: the file is split into its sections and then
a section's length is written off by one, a section is duplicated (garbage
copy first or a real copy), dropped or the sections reordered, a varint inside
a payload is set huge or to an index just past a table (the String, Type and
Constant counts), a payload is swapped in from another file, or the header
names another version.

Every mutant goes through `tile-translate -cudatilebc-to-mlir`. The ones it
reads, and every 8th one it rejects (the drivers share the reader, so the
others would only repeat its error path), also go through `tile-opt` and
`tile-run` (which runs the kernel on small arrays made from the entry's
signature). A crash is any exit code other than 0 (accepted) or 1 (diagnosed):
a signal (abort, segfault), a Rust panic (101), or no answer within the
timeout. Failing inputs are saved.

    fuzz-bytecode.py [--cases N] [--seed S] [--jobs J] [--timeout SEC] [--out DIR]

Prints per-tool counts, then "fuzz: N passed, M failed"; exits non-zero if
anything failed.
"""
import argparse
import concurrent.futures
import glob
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.environ.get("FUZZ_BIN", os.path.join(ROOT, "target", "release"))
SPLIT = "// -----"
VERSIONS = ["13.1", "13.2", "13.3", "13.4"]


def corpus_dir():
    return os.environ.get("CUDA_TILE_CORPUS", os.path.join(ROOT, "..", "shared", "corpus"))


def seeds(work):
    files = []
    for d in ("bytecode", "bytecode-13.3"):
        files += sorted(glob.glob(os.path.join(corpus_dir(), d, "*.tileirbc")))
    out = [open(f, "rb").read() for f in files]
    k = 0
    for path in sorted(glob.glob(os.path.join(ROOT, "lit-tests", "bytecode", "*.mlir"))):
        with open(path, encoding="utf-8") as f:
            chunks = [c for c in f.read().split(SPLIT) if c.strip()]
        for chunk in chunks:
            src = os.path.join(work, f"seed{k}.mlir")
            k += 1
            with open(src, "w") as f:
                f.write(chunk)
            for v in VERSIONS:
                proc = subprocess.run([os.path.join(BIN, "tile-translate"), "-mlir-to-cudatilebc",
                                       f"-bytecode-version={v}", src], capture_output=True)
                if proc.returncode == 0:
                    out.append(proc.stdout)
    return out


def varint(b, pos):
    """(value, next position) of the LEB128 varint at pos, or None past the end."""
    value = shift = 0
    while pos < len(b):
        x = b[pos]
        pos += 1
        value |= (x & 0x7F) << shift
        if x & 0x80 == 0:
            return value, pos
        shift += 7
    return None


def enc(v):
    out = bytearray()
    while True:
        x = v & 0x7F
        v >>= 7
        if v == 0:
            out.append(x)
            return bytes(out)
        out.append(x | 0x80)


def split_sections(b):
    """(header, [(id byte, alignment or None, payload)]) or None if unparsable."""
    if len(b) < 12:
        return None
    pos, secs = 12, []
    while pos < len(b):
        idb = b[pos]
        pos += 1
        if idb == 0:
            return b[:12], secs
        r = varint(b, pos)
        if r is None:
            return None
        length, pos = r
        align = None
        if idb & 0x80:
            r = varint(b, pos)
            if r is None or r[0] == 0 or r[0] > 4096:
                return None
            align, pos = r
            pos += (-pos) % align
        if pos + length > len(b):
            return None
        secs.append((idb, align, b[pos:pos + length]))
        pos += length
    return None


def join_sections(header, secs, length_delta=None):
    """The file of these sections, each aligned as its header says; with
    length_delta = (k, d) section k's length field is written off by d."""
    out = bytearray(header)
    for k, (idb, align, payload) in enumerate(secs):
        out.append(idb)
        n = len(payload)
        if length_delta and length_delta[0] == k:
            n = max(0, n + length_delta[1])
        out += enc(n)
        if idb & 0x80:
            out += enc(align)
            out += b"\xcb" * ((-len(out)) % align)
        out += payload
    out.append(0)
    return bytes(out)


HUGE = [2**31, 2**32 - 1, 2**32, 2**63, 2**64 - 1, 2**62 + 3]


def table_counts(secs):
    """The entry counts of the String (1), Constant (4) and Type (5) tables."""
    counts = []
    for idb, _, payload in secs:
        if idb & 0x7F in (1, 4, 5):
            r = varint(payload, 0)
            if r:
                counts.append(r[0])
    return counts


def set_varint(rng, payload, values):
    """payload with the varint at a random position replaced by one of values."""
    if not payload:
        return payload
    p = rng.randrange(len(payload))
    r = varint(payload, p)
    end = r[1] if r else len(payload)
    return payload[:p] + enc(rng.choice(values)) + payload[end:]


def mutate_structure(rng, b, pool):
    parsed = split_sections(b)
    if not parsed or not parsed[1]:
        return None
    header, secs = parsed
    secs = list(secs)
    kind = rng.randrange(9)
    k = rng.randrange(len(secs))
    if kind == 0:  # a section's length off by one
        return join_sections(header, secs, (k, rng.choice([-1, 1])))
    if kind == 1:  # a section twice: a garbage copy first, or the same copy before or after
        idb, align, payload = secs[k]
        if rng.random() < 0.5:
            garbage = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 16)))
            secs.insert(k, (idb, align, garbage))
        else:
            secs.insert(rng.randrange(len(secs) + 1), secs[k])
        return join_sections(header, secs)
    if kind == 2:  # a section dropped
        del secs[k]
        return join_sections(header, secs)
    if kind == 3:  # sections reordered
        rng.shuffle(secs)
        return join_sections(header, secs)
    if kind == 4:  # a varint set huge
        idb, align, payload = secs[k]
        secs[k] = (idb, align, set_varint(rng, payload, HUGE))
        return join_sections(header, secs)
    if kind == 5:  # an index just out of range of a table
        counts = table_counts(secs) or [0]
        values = [c + d for c in counts for d in (0, 1)] + [2**32 - 2]
        idb, align, payload = secs[k]
        secs[k] = (idb, align, set_varint(rng, payload, values))
        return join_sections(header, secs)
    if kind == 6:  # a payload from another file
        other = split_sections(rng.choice(pool))
        if other and other[1]:
            same = [s for s in other[1] if s[0] & 0x7F == secs[k][0] & 0x7F] or other[1]
            secs[k] = (secs[k][0], secs[k][1], rng.choice(same)[2])
        return join_sections(header, secs)
    if kind == 7:  # another version in the header, or an alignment changed
        if rng.random() < 0.5:
            header = header[:8] + bytes([13, rng.randrange(0, 6)]) + header[10:]
        else:
            idb, align, payload = secs[k]
            secs[k] = (idb | 0x80, rng.choice([1, 2, 4, 8, 16, 4096]), payload)
        return join_sections(header, secs)
    # a small count (a varint 0-3) written as a large one
    idb, align, payload = secs[k]
    secs[k] = (idb, align, set_varint(rng, payload, [0, 1, 2, 3, 255, 65536]))
    return join_sections(header, secs)


def mutate_bytes(rng, b):
    b = bytearray(b)
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(b) + 1)
        kind = rng.randrange(6)
        if kind == 0:
            del b[at:]
        elif kind == 1 and b:
            b[min(at, len(b) - 1)] ^= 1 << rng.randrange(8)
        elif kind == 2:
            b.insert(at, rng.randrange(256))
        elif kind == 3 and b:
            del b[min(at, len(b) - 1)]
        elif kind == 4:  # a ten-byte varint: the largest 64-bit value and beyond
            b[at:at] = b"\xff" * 9 + bytes([rng.choice([1, 2, 0x7f])])
        elif b:
            b[min(at, len(b) - 1)] = rng.choice([0x00, 0x7F, 0x80, 0xFF])
    return bytes(b)


def mutate(rng, pool):
    seed = rng.choice(pool)
    if rng.random() < 0.6:
        m = mutate_structure(rng, seed, pool)
        if m is not None:
            return m
    return mutate_bytes(rng, seed)


DTYPES = {"f16": "<f2", "f32": "<f4", "f64": "<f8", "bf16": "<u2", "i8": "|i1", "i16": "<i2", "i32": "<i4",
          "i64": "<i8", "i1": "|b1"}
SIZES = {"<f2": 2, "<f4": 4, "<f8": 8, "<u2": 2, "|i1": 1, "<i2": 2, "<i4": 4, "<i8": 8, "|b1": 1}


def npy(path, descr, shape):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (descr, "".join(f"{d}," for d in shape))
    header += " " * ((-(10 + len(header) + 1)) % 64) + "\n"
    n = 1
    for d in shape:
        n *= d
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + bytes(n * SIZES[descr]))


def run_args(listing, work, tag):
    """tile-run arguments for the first entry of a listing: a zero array of 64
    per dimension for each pointer (its rank from the i32 extents and strides
    after it), 16 for the other scalars."""
    m = re.search(r"entry @[\w$.]+\((.*?)\)\s*(?:optimization_hints|\{)", listing)
    if not m:
        return []
    params = re.findall(r"tile<(ptr<(\w+)>|\w+)>", m.group(1))
    args, i = [], 0
    while i < len(params):
        whole, pointee = params[i]
        i += 1
        if pointee:
            n = 0
            while i + n < len(params) and params[i + n][0] == "i32":
                n += 1
            rank = min(n // 2, 3)
            i += 2 * rank
            path = os.path.join(work, f"{tag}-a{len(args)}.npy")
            npy(path, DTYPES.get(pointee, "<f4"), [64] * rank)
            args.append(path)
        elif whole.startswith(("f", "bf")):
            args.append(f"{whole}:1.0")
        else:
            args.append(f"{whole}:16")
    return args


def call(cmd, timeout):
    """(exit code or None on a hang, stdout)."""
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=timeout)
        return proc.returncode, proc.stdout
    except subprocess.TimeoutExpired:
        return None, b""


def check(i, data, work, timeout):
    """[(tool, exit)] for the tools run on one mutant, and the translate verdict."""
    path = os.path.join(work, f"m{i}.tileirbc")
    with open(path, "wb") as f:
        f.write(data)
    results = []
    code, out = call([os.path.join(BIN, "tile-translate"), "-cudatilebc-to-mlir", path], timeout)
    results.append(("tile-translate", code))
    if code not in (0, 1) or code == 0 or i % 8 == 0:
        code_opt, _ = call([os.path.join(BIN, "tile-opt"), path], timeout)
        results.append(("tile-opt", code_opt))
        args = run_args(out.decode("utf-8", "replace"), work, f"m{i}") if code == 0 else []
        code_run, _ = call([os.path.join(BIN, "tile-run"), path, "--grid", "1", "--out", os.path.join(work, f"o{i}")] + args,
                           timeout)
        results.append(("tile-run", code_run))
    for f in glob.glob(os.path.join(work, f"m{i}*")):
        os.unlink(f)
    shutil.rmtree(os.path.join(work, f"o{i}"), ignore_errors=True)
    return results


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "fuzz-bytecode-failures"))
    args = ap.parse_args()

    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="fuzz-bytecode-")
    try:
        pool = seeds(work)
        stats = {t: [0, 0, 0] for t in ("tile-translate", "tile-opt", "tile-run")}  # accepted, diagnosed, crashed
        failures = []

        def one(i):
            data = mutate(random.Random(rng_seeds[i]), pool)
            return i, data, check(i, data, work, args.timeout)

        rng_seeds = [rng.getrandbits(64) for _ in range(args.cases)]
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            for i, data, results in ex.map(one, range(args.cases)):
                bad = False
                for tool, code in results:
                    stats[tool][0 if code == 0 else 1 if code == 1 else 2] += 1
                    if code not in (0, 1):
                        bad = True
                        print(f"fuzz-bytecode: case {i}: {tool} exited {'(timeout)' if code is None else code}", file=sys.stderr)
                if bad:
                    failures.append((i, data))
    finally:
        shutil.rmtree(work, ignore_errors=True)

    if failures:
        os.makedirs(args.out, exist_ok=True)
        for i, data in failures:
            with open(os.path.join(args.out, f"case{i}.tileirbc"), "wb") as f:
                f.write(data)
        print(f"fuzz-bytecode: failing inputs saved in {args.out}", file=sys.stderr)
    print(f"fuzz-bytecode: {len(pool)} seeds; " + "; ".join(
        f"{t}: {s[0]} accepted, {s[1]} diagnosed, {s[2]} crashed" for t, s in stats.items()))
    print(f"fuzz: {args.cases - len(failures)} passed, {len(failures)} failed (bytecode mutants)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
