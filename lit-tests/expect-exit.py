#!/usr/bin/env python3
"""expect-exit.py CODE CMD...: runs CMD, passes its output through, and fails
unless it exited with exactly CODE (so a crash or signal never passes)."""
import subprocess
import sys

code = int(sys.argv[1])
proc = subprocess.run(sys.argv[2:])
if proc.returncode != code:
    sys.stderr.write(f"expect-exit: expected exit code {code}, got {proc.returncode}\n")
    sys.exit(1)
