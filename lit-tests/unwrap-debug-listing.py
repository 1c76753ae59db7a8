#!/usr/bin/env python3
"""unwrap-debug-listing.py: reads what `tile-opt --mlir-print-debuginfo`
prints for a module-less listing with debug information and writes the
listing back as `tileirdisasm -g` prints it.

tile-opt prints `module { cuda_tile.module @kernels { ... } loc(#locA) }
loc(#locB)`, then the alias definitions. The two wrappers, and so their
locations, are tile-opt's, not the listing's: they are taken off, with their
alias definitions, and the other `#loc` aliases renumbered as MLIR numbers
them (#loc, #loc1, #loc2, ... in order), as if the wrappers had never been
printed. Nothing else changes."""
import re
import sys

lines = sys.stdin.read().split("\n")
while lines and lines[-1] == "":
    lines.pop()
aliases = []
while lines and lines[-1].startswith("#"):
    aliases.insert(0, lines.pop())
inner = re.fullmatch(r"  \} loc\((#loc\d*)\)", lines[-2] if len(lines) > 1 else "")
outer = re.fullmatch(r"\} loc\((#loc\d*)\)", lines[-1] if lines else "")
if lines[:2] != ["module {", "  cuda_tile.module @kernels {"] or not inner or not outer:
    sys.exit("unwrap-debug-listing: input is not a listing printed by tile-opt --mlir-print-debuginfo")
wrappers = {inner.group(1), outer.group(1)}
body = lines[2:-2]
for line in body:
    if line and not line.startswith("    "):
        sys.exit(f"unwrap-debug-listing: unexpected indentation: {line!r}")
body = [line[4:] for line in body]

alias_def = re.compile(r"(#loc\d*) = ")
kept = [a for a in aliases if not (alias_def.match(a) and alias_def.match(a).group(1) in wrappers)]
used = re.compile(r"#loc\d*\b")
for line in body + kept:
    for name in used.findall(line):
        if name in wrappers:
            sys.exit(f"unwrap-debug-listing: the wrappers' location {name} is used inside the listing")
old = [alias_def.match(a).group(1) for a in kept if alias_def.match(a)]
old.sort(key=lambda name: int(name[4:] or 0))
new = {name: "#loc" + (str(i) if i else "") for i, name in enumerate(old)}
out = [used.sub(lambda m: new.get(m.group(0), m.group(0)), line) for line in body + kept]
sys.stdout.write("".join(line + "\n" for line in out))
