// Debug information as NVIDIA prints it: Inputs/debug-listing.mlir is
// tileirdisasm -g's listing of a kernel with nested lexical blocks, optional
// fields left out (scopeLine, column), an inlined call site and an op without
// a location. tile-opt prints it back byte for byte; our bytecode of it reads
// back in tileirdisasm -g as the same text, and reads back in our reader as
// a program that writes the same bytes.
// RUN: tile-opt --mlir-print-debuginfo %S/Inputs/debug-listing.mlir | python3 %S/../unwrap-debug-listing.py | diff %S/Inputs/debug-listing.mlir -
// RUN: tile-translate -mlir-to-cudatilebc %S/Inputs/debug-listing.mlir -o %t.tileirbc
// RUN: %if tileirdisasm %{ tileirdisasm -g %t.tileirbc | diff %S/Inputs/debug-listing.mlir - %}
// RUN: tile-translate -cudatilebc-to-mlir -mlir-print-debuginfo %t.tileirbc | tile-translate -mlir-to-cudatilebc - -o %t.again.tileirbc
// RUN: cmp %t.tileirbc %t.again.tileirbc
