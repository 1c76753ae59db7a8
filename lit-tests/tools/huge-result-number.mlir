// A use of result number 2^31 made MLIR's parser reserve room for that many results and abort ("out of
// memory", stock mlir-opt too): every tool refuses it with a diagnostic at the use instead.
// RUN: not tile-opt %s 2>&1 | FileCheck %s
// RUN: not tile-compile --emit=ptx %s -o - 2>&1 | FileCheck %s
// RUN: not tile-run %s --grid 1 i32:1 i32:2 2>&1 | FileCheck %s
// RUN: not tile-translate -mlir-to-cudatilebc %s -o %t 2>&1 | FileCheck %s
// CHECK: huge-result-number.mlir{{"?}}:12:19{{\)?}}: {{(error: )?}}result number 2147483648 of '%y' is past any operation's results (at most 1048576)
cuda_tile.module @m {
  entry @k(%x: tile<i32>, %y: tile<i32>) {
    // In a string it is text, not a use: "%y#2147483648".
    %s = print_tko "%y#2147483648\n" -> token
    %a = addi %x, %y#2147483648 : tile<i32>
    return
  }
}
