#!/usr/bin/env python3
"""unwrap-listing.py: reads what tile-opt prints for a module-less listing
(`module { cuda_tile.module @kernels { ... } }`) and writes the listing back as
tileirdisasm prints it: without the two wrappers and their indentation."""
import sys

lines = sys.stdin.read().split("\n")
while lines and lines[-1] == "":
    lines.pop()
head = ["module {", "  cuda_tile.module @kernels {"]
tail = ["  }", "}"]
if lines[:2] != head or lines[-2:] != tail:
    sys.exit("unwrap-listing: input is not a module-less listing printed by tile-opt")
body = lines[2:-2]
for line in body:
    if line and not line.startswith("    "):
        sys.exit(f"unwrap-listing: unexpected indentation: {line!r}")
sys.stdout.write("".join(line[4:] + "\n" for line in body))
