#!/usr/bin/env python3
"""unwrap-listing.py: reads what tile-opt prints for a module-less listing
(`module { cuda_tile.module @kernels { ... } }`, or with --no-implicit-module
the bare `cuda_tile.module @kernels { ... }`) and writes the listing back as
tileirdisasm prints it: without the wrappers and their indentation."""
import sys

lines = sys.stdin.read().split("\n")
while lines and lines[-1] == "":
    lines.pop()
if lines[:1] == ["module {"]:
    head, tail = ["module {", "  cuda_tile.module @kernels {"], ["  }", "}"]
else:
    head, tail = ["cuda_tile.module @kernels {"], ["}"]
if lines[: len(head)] != head or lines[-len(tail) :] != tail:
    sys.exit("unwrap-listing: input is not a module-less listing printed by tile-opt")
body = lines[len(head) : -len(tail)]
indent = "  " * len(head)
for line in body:
    if line and not line.startswith(indent):
        sys.exit(f"unwrap-listing: unexpected indentation: {line!r}")
sys.stdout.write("".join(line[len(indent) :] + "\n" for line in body))
