#!/usr/bin/env python3
"""canon-listing.py: a listing with SSA names renumbered by first appearance
and runs of spaces collapsed, as tests/bytecode.rs compares them: tileirdisasm
names some values differently from our printer (`%cst` where we print
`%cst_f32`) and spaces some lines differently, printer details that are not
part of the program. Names are numbered per entry. tileirdisasm 13.5 names opcode 0x54 `fpowf`; 13.3's name
(and ours) is `pow`."""
import re
import sys

names = {}


def rename(m):
    return "%v" + str(names.setdefault(m.group(1), len(names)))


for line in sys.stdin.read().split("\n"):
    line = " ".join(w for w in line.split(" ") if w).replace(" fpowf ", " pow ")
    # Each entry numbers its values afresh, so that one entry's names do not
    # shift another's.
    if line.startswith("entry "):
        names.clear()
    print(re.sub(r"%([A-Za-z0-9_$.-]*)", rename, line))
