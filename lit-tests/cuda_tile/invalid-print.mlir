// Every verifier rule of the miscellaneous ops (section 8.12) this file's
// family owns, one case each: print_tko, and the assume rules MiscOps.cpp
// checks beyond the predicates' own (those are in invalid.mlir).
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @k(%x: tile<2xf16>) {
    // expected-error @below {{format string has 2 conversions but 1 operands are given}}
    print_tko "a %f, b %f", %x : tile<2xf16> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<2xf16>) {
    // expected-error @below {{format string has 0 conversions but 1 operands are given}}
    print_tko "100%%", %x : tile<2xf16> -> token
  }
}

// -----

// expected-error @below {{format string has 1 conversions but 0 operands are given}}
cuda_tile.print_tko "outside a module: %i" -> !cuda_tile.token

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<2xf16>) {
    // expected-error @below {{format string ends inside the conversion '%'}}
    print_tko "x = %", %x : tile<2xf16> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<2xf16>) {
    // expected-error @below {{format string ends inside the conversion '%-08.3l'}}
    print_tko "x = %-08.3l", %x : tile<2xf16> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{format conversion '%y' is not one printf prints a tile element with}}
    print_tko "x = %y", %x : tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{format conversion '%s' is not one printf prints a tile element with}}
    print_tko "x = %s", %x : tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{format conversion '%n' is not one printf prints a tile element with}}
    print_tko "x = %n", %x : tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{format conversion '%*' is not one printf prints a tile element with}}
    print_tko "x = %*d", %x, %x : tile<i32>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<2xf16>) {
    // expected-error @below {{expected attribute value}}
    print_tko : tile<2xf16> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<2xf16>) {
    // expected-error @below {{expected ':'}}
    print_tko "%f", %x -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<2xf16>) {
    // expected-error @below {{number of operands and types do not match: got 1 operands and 2 types}}
    print_tko "%f", %x : tile<2xf16>, tile<2xf16> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-note @below {{prior use here}}
    %val = constant <i32: 42> : tile<i32>
    // expected-error @below {{expects different type than prior uses}}
    print_tko "test: %i\n", %val token = %val : tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = make_token : token
    // expected-error @below {{operand #0 must be variadic of tile}}
    %r = "cuda_tile.print_tko"(%t) <{operandSegmentSizes = array<i32: 1, 0>, str = "%d"}> : (!cuda_tile.token) -> !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #0 must be token}}
    %r = print_tko "hello" -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i8>) {
    // expected-error @below {{div_by divisor 9223372036854775808 does not fit in a signed 64-bit integer}}
    %a = assume div_by<9223372036854775808>, %x : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<16xi32>) {
    // expected-error @below {{div_by 'every' 24 exceeds the extent 16 of dimension 0}}
    %a = assume div_by<1, every 24 along 0>, %x : tile<16xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%x: tile<4x16xi32>) {
    // expected-error @below {{same_elements group size 24 exceeds the extent 16 of dimension 1}}
    %a = assume same_elements<[4, 24]>, %x : tile<4x16xi32>
  }
}
