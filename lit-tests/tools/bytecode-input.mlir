// Bytecode given to the drivers: a file named .tileirbc must be bytecode (an
// empty one is not an empty module), a section may appear only once, and
// tile-run runs bytecode as it runs text.
// RUN: rm -rf %t && mkdir -p %t && touch %t/empty.tileirbc
// RUN: %expect-exit 1 tile-opt %t/empty.tileirbc 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: %expect-exit 1 tile-compile --emit=ptx %t/empty.tileirbc 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: %expect-exit 1 tile-run %t/empty.tileirbc --grid 1 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: %expect-exit 1 tile-translate -cudatilebc-to-mlir %t/empty.tileirbc 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: empty.tileirbc: error at offset 0: empty file, expected bytecode

// A String section of garbage put before the file's own (8 bytes, so the
// sections after it keep their alignment): both copies are named.
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t/k.tileirbc
// RUN: python3 -c "import sys; b = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(b[:12] + bytes([0x81, 4, 4, 0xCB, 1, 2, 3, 4]) + b[12:])" %t/k.tileirbc %t/dup.tileirbc
// RUN: %expect-exit 1 tile-translate -cudatilebc-to-mlir %t/dup.tileirbc 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: %expect-exit 1 tile-opt %t/dup.tileirbc 2>&1 | FileCheck %s --check-prefix=DUP
// DUP: dup.tileirbc: error at offset {{[0-9]+}}: String section appears twice: its first copy is at offset 12

// RUN: tile-run %t/k.tileirbc --grid 2 | FileCheck %s --check-prefix=BLOCKS
// BLOCKS-DAG: block 0 of 2
// BLOCKS-DAG: block 1 of 2

cuda_tile.module @m {
  entry @k() {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %n, %m, %o = get_num_tile_blocks : tile<i32>
    print_tko "block %i of %i\n", %x, %n : tile<i32>, tile<i32> -> token
    return
  }
}
