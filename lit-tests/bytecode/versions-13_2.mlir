// Bytecode 13.2: a module using what 13.2 adds to 13.1 (atan2, negi's overflow,
// tanh's rounding, unsigned for, print_tko's token, f8E8M0FNU) writes as 13.2 and
// reads back as the same module, and what only 13.3 has is refused with the
// message that names it.
// RUN: split-file %s %t
// RUN: tile-opt --no-implicit-module %t/ok.mlir -o %t/ok.txt
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 %t/ok.mlir -o %t/ok.bc
// The header carries the version asked for (13 = 0x0d, 2).
// RUN: od -An -tx1 -j8 -N2 %t/ok.bc | FileCheck %s --check-prefix=HEADER
// HEADER: 0d 02
// RUN: tile-translate -cudatilebc-to-mlir %t/ok.bc | diff %t/ok.txt -
// RUN: %if tileirdisasm %{ tileirdisasm %t/ok.bc | python3 %S/../canon-listing.py > %t/ok.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t/ok.txt | python3 %S/../canon-listing.py | diff %t/ok.nv - %}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 %t/pack.mlir 2>&1 | FileCheck %s --check-prefix=PACK
// PACK: pack.mlir: error: operation 'cuda_tile.pack' is not available in bytecode version 13.2{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 %t/exp.mlir 2>&1 | FileCheck %s --check-prefix=EXP
// EXP: exp.mlir: error: attribute 'rounding_mode' requires bytecode version 13.3+{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 %t/mmaf.mlir 2>&1 | FileCheck %s --check-prefix=MMAF
// MMAF: mmaf.mlir: error: optional attribute 'fast_acc' is provided but requires bytecode version 13.3+{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 %t/f4.mlir 2>&1 | FileCheck %s --check-prefix=F4
// F4: f4.mlir: error: type 'Float4E2M1FN' requires bytecode version 13.3+, targeting 13.2{{$}}

//--- ok.mlir
cuda_tile.module @kernels {
  global @g alignment = 64 <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k(%p: tile<ptr<f32>>) {
    %f = constant <f32: 1.0> : tile<4xf32>
    %i = constant <i32: 3> : tile<4xi32>
    %0 = exp %f : tile<4xf32>
    %1 = tanh %f : tile<4xf32>
    %2 = negi %i overflow<no_signed_wrap> : tile<4xi32>
    %3 = atan2 %f, %f : tile<4xf32>
    %4 = tanh %f rounding<approx> : tile<4xf32>
    %e8 = constant <f8E8M0FNU: 1.0> : tile<4xf8E8M0FNU>
    %lb = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 8> : tile<i32>
    %s = constant <i32: 1> : tile<i32>
    %r = for unsigned %iv in (%lb to %ub, step %s) : tile<i32> iter_values(%acc = %f) -> (tile<4xf32>) {
      %n = addf %acc, %f : tile<4xf32>
      continue %n : tile<4xf32>
    }
    %t0 = make_token : token
    %t = print_tko "%f\n", %r token = %t0 : tile<4xf32> -> token
    %t1 = join_tokens %t0, %t : token
    %a = constant <f16: 1.0> : tile<16x16xf16>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %m = mmaf %a, %a, %c : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
    %gp = get_global @g : tile<ptr<f32>>
    return
  }
}

//--- pack.mlir
cuda_tile.module @kernels {
  entry @k() {
    %a = constant <f16: 0.0> : tile<64xf16>
    %0 = pack %a : tile<64xf16> -> tile<128xi8>
  }
}

//--- exp.mlir
cuda_tile.module @kernels {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4xf32>
    %0 = exp %a rounding<approx> : tile<4xf32>
  }
}

//--- mmaf.mlir
cuda_tile.module @kernels {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<16x32xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<32x16xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %m = mmaf %a, %b, %c fast_acc : tile<16x32xf8E4M3FN>, tile<32x16xf8E4M3FN>, tile<16x16xf32>
  }
}

//--- f4.mlir
cuda_tile.module @kernels {
  entry @k() {
    %a = constant <f4E2M1FN: 1.0> : tile<8xf4E2M1FN>
  }
}
