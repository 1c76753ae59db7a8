// Bytecode 13.1: a module 13.1 can express (exp, tanh, negi, for, print_tko,
// global and mmaf all lack what later versions add to their encoding) writes
// as 13.1 and reads back as the same module, and what only 13.2 has (an op,
// attributes, an operand, a used result, a type) is refused with the message
// that names it.
// RUN: split-file %s %t
// RUN: tile-opt --no-implicit-module %t/ok.mlir -o %t/ok.txt
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/ok.mlir -o %t/ok.bc
// The header carries the version asked for (13 = 0x0d, 1).
// RUN: od -An -tx1 -j8 -N2 %t/ok.bc | FileCheck %s --check-prefix=HEADER
// HEADER: 0d 01
// RUN: tile-translate -cudatilebc-to-mlir %t/ok.bc | diff %t/ok.txt -
// RUN: %if tileirdisasm %{ tileirdisasm %t/ok.bc | python3 %S/../canon-listing.py > %t/ok.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t/ok.txt | python3 %S/../canon-listing.py | diff %t/ok.nv - %}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/atan2.mlir 2>&1 | FileCheck %s --check-prefix=ATAN2
// ATAN2: atan2.mlir: error: operation 'cuda_tile.atan2' is not available in bytecode version 13.1{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/negi.mlir 2>&1 | FileCheck %s --check-prefix=NEGI
// NEGI: negi.mlir: error: attribute 'overflow' requires bytecode version 13.2+{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/tanh.mlir 2>&1 | FileCheck %s --check-prefix=TANH
// TANH: tanh.mlir: error: attribute 'rounding_mode' requires bytecode version 13.2+{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/for.mlir 2>&1 | FileCheck %s --check-prefix=FOR
// FOR: for.mlir: error: optional attribute 'unsignedCmp' is provided but requires bytecode version 13.2+{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/print-result.mlir 2>&1 | FileCheck %s --check-prefix=PRINT_RESULT
// PRINT_RESULT: print-result.mlir: error: result of 'cuda_tile.print_tko' that has uses requires bytecode version 13.2+{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/print-token.mlir 2>&1 | FileCheck %s --check-prefix=PRINT_TOKEN
// PRINT_TOKEN: print-token.mlir: error: optional operand 'token' requires bytecode version 13.2+{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/e8m0.mlir 2>&1 | FileCheck %s --check-prefix=E8M0
// E8M0: e8m0.mlir: error: type 'Float8E8M0FNU' requires bytecode version 13.2+, targeting 13.1{{$}}

//--- ok.mlir
cuda_tile.module @kernels {
  global @g alignment = 64 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k(%p: tile<ptr<f32>>) {
    %f = constant <f32: 1.0> : tile<4xf32>
    %i = constant <i32: 3> : tile<4xi32>
    %0 = exp %f : tile<4xf32>
    %1 = tanh %f : tile<4xf32>
    %2 = negi %i : tile<4xi32>
    %lb = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 8> : tile<i32>
    %s = constant <i32: 1> : tile<i32>
    %r = for %iv in (%lb to %ub, step %s) : tile<i32> iter_values(%acc = %f) -> (tile<4xf32>) {
      %n = addf %acc, %f : tile<4xf32>
      continue %n : tile<4xf32>
    }
    %t = print_tko "%f\n", %r : tile<4xf32> -> token
    %a = constant <f16: 1.0> : tile<16x16xf16>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %m = mmaf %a, %a, %c : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
    %gp = get_global @g : tile<ptr<f32>>
    return
  }
}

//--- atan2.mlir
cuda_tile.module @kernels {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4xf32>
    %0 = atan2 %a, %a : tile<4xf32>
  }
}

//--- negi.mlir
cuda_tile.module @kernels {
  entry @k() {
    %a = constant <i32: 1> : tile<4xi32>
    %0 = negi %a overflow<no_signed_wrap> : tile<4xi32>
  }
}

//--- tanh.mlir
cuda_tile.module @kernels {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4xf32>
    %0 = tanh %a rounding<approx> : tile<4xf32>
  }
}

//--- for.mlir
cuda_tile.module @kernels {
  entry @k() {
    %lb = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 8> : tile<i32>
    %s = constant <i32: 1> : tile<i32>
    for unsigned %i in (%lb to %ub, step %s) : tile<i32> {
    }
  }
}

//--- print-result.mlir
cuda_tile.module @kernels {
  entry @k() {
    %t = make_token : token
    %a = constant <i32: 1> : tile<i32>
    %t2 = print_tko "%d\n", %a : tile<i32> -> token
    %t3 = join_tokens %t, %t2 : token
  }
}

//--- print-token.mlir
cuda_tile.module @kernels {
  entry @k() {
    %t = make_token : token
    %a = constant <i32: 1> : tile<i32>
    %t2 = print_tko "%d\n", %a token = %t : tile<i32> -> token
  }
}

//--- e8m0.mlir
cuda_tile.module @kernels {
  entry @k() {
    %a = constant <f8E8M0FNU: 1.0> : tile<4xf8E8M0FNU>
  }
}
