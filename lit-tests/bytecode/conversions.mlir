// lit-tests/cuda_tile/conversions.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  entry @conversions(%p_p_1: tile<ptr<f32>>) {
    %i32 = constant <i32: 1> : tile<4xi32>
    %f32 = constant <f32: 1.0> : tile<4xf32>
    %f16 = constant <f16: 1.0> : tile<2x2xf16>
    %i16 = constant <i16: 1> : tile<i16>
    %p_r_2 = reshape %p_p_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p = broadcast %p_r_2 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %b = constant <i1: true> : tile<8xi1>
    %i64 = constant <i64: 1> : tile<4xi64>
    %f4 = constant <f4E2M1FN: 1.0> : tile<8xf4E2M1FN>
    %bc0 = bitcast %i32 : tile<4xi32> -> tile<4xf32>
    %bc1 = bitcast %f32 : !cuda_tile.tile<4xf32> -> !cuda_tile.tile<4xi32>
    %bc2 = bitcast %f16 : tile<2x2xf16> -> tile<2x2xbf16>
    %bc5 = bitcast %i32 : tile<4xi32> -> tile<4xi32>

    %ext0 = exti %i16 signed : tile<i16> -> tile<i32>
    %ext1 = exti %i16 unsigned : tile<i16> -> tile<i64>
    %ext2 = exti %b unsigned : tile<8xi1> -> tile<8xi8>

    // overflow<none> is the default and is not printed.
    %tr0 = trunci %i32 : tile<4xi32> -> tile<4xi8>
    %tr1 = trunci %i16 overflow<no_signed_wrap> : tile<i16> -> tile<i8>
    %tr2 = trunci %i16 overflow<no_unsigned_wrap> : tile<i16> -> tile<i8>
    %tr4 = trunci %i64 overflow<none> : tile<4xi64> -> tile<4xi1>

    // rounding<nearest_even> is the default and is not printed.
    %ff0 = ftof %f32 : tile<4xf32> -> tile<4xf16>
    %ff1 = ftof %f16 : tile<2x2xf16> -> tile<2x2xf64>
    %ff2 = ftof %f32 rounding<nearest_even> : tile<4xf32> -> tile<4xbf16>
    %ff3 = ftof %f32 : tile<4xf32> -> tile<4xf8E4M3FN>
    %ff4 = ftof %f32 : tile<4xf32> -> tile<4xf8E5M2>
    %ff5 = ftof %f32 : tile<4xf32> -> tile<4xtf32>
    %ff6 = ftof %f4 : tile<8xf4E2M1FN> -> tile<8xf32>
    %ff7 = ftof %f32 rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %scale = ftof %f32 rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %ff8 = ftof %scale : tile<4xf8E8M0FNU> -> tile<4xf32>

    // rounding<nearest_int_to_zero> is the default and is not printed.
    %fi0 = ftoi %f32 signed : tile<4xf32> -> tile<4xi32>
    %fi1 = ftoi %f32 unsigned : tile<4xf32> -> tile<4xi64>
    %fi2 = ftoi %f16 signed rounding<nearest_int_to_zero> : tile<2x2xf16> -> tile<2x2xi8>
    %fi3 = ftoi %f32 unsigned : tile<4xf32> -> tile<4xi1>
    // From every float format: NVIDIA's reader (which verifies) takes them.
    %fi4 = ftoi %ff3 signed : tile<4xf8E4M3FN> -> tile<4xi32>
    %fi5 = ftoi %ff4 unsigned : tile<4xf8E5M2> -> tile<4xi8>
    %fi6 = ftoi %ff5 signed : tile<4xtf32> -> tile<4xi16>
    %fi7 = ftoi %scale unsigned : tile<4xf8E8M0FNU> -> tile<4xi64>
    %fi8 = ftoi %f4 signed : tile<8xf4E2M1FN> -> tile<8xi8>

    // rounding<nearest_even> is the default and is not printed.
    %if0 = itof %i32 signed : tile<4xi32> -> tile<4xf32>
    %if1 = itof %i32 unsigned rounding<nearest_even> : tile<4xi32> -> tile<4xf64>
    %if2 = itof %b unsigned : tile<8xi1> -> tile<8xbf16>
    %if3 = itof %i64 signed : tile<4xi64> -> tile<4xf16>
    // To every float format but f8E8M0FNU, which NVIDIA's reader refuses too.
    %if4 = itof %i32 signed : tile<4xi32> -> tile<4xf8E4M3FN>
    %if5 = itof %i32 unsigned : tile<4xi32> -> tile<4xf8E5M2>
    %if6 = itof %i64 signed : tile<4xi64> -> tile<4xtf32>
    %if7 = itof %b unsigned : tile<8xi1> -> tile<8xf4E2M1FN>

    %addr = ptr_to_int %p : tile<4xptr<f32>> -> tile<4xi64>
    %bytes = int_to_ptr %addr : tile<4xi64> -> tile<4xptr<i8>>
    %halves = ptr_to_ptr %bytes : tile<4xptr<i8>> -> tile<4xptr<f16>>
    %same = ptr_to_ptr %p : !cuda_tile.tile<4x!cuda_tile.ptr<f32>> -> tile<4xptr<f32>>
  }

  entry @scalar_pointer(%base: tile<ptr<f32>>) {
    %i = ptr_to_int %base : tile<ptr<f32>> -> tile<i64>
    %q = int_to_ptr %i : tile<i64> -> tile<ptr<f32>>
  }
}
