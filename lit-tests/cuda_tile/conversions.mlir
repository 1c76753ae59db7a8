// Conversion ops (section 8.4) print in NVIDIA's form, from custom and from
// generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: testing$func @conversions
cuda_tile.module @m {
  testing$func @conversions(%i32: tile<4xi32>, %f32: tile<4xf32>, %f16: tile<2x2xf16>, %i16: tile<i16>,
                     %p: tile<4xptr<f32>>, %b: tile<8xi1>, %i64: tile<4xi64>, %f4: tile<8xf4E2M1FN>) {
    // CHECK: bitcast %arg0 : tile<4xi32> -> tile<4xf32>
    // CHECK: bitcast %arg1 : tile<4xf32> -> tile<4xi32>
    // CHECK: bitcast %arg2 : tile<2x2xf16> -> tile<2x2xbf16>
    // CHECK: bitcast %arg7 : tile<8xf4E2M1FN> -> tile<8xi4>
    // CHECK: bitcast %arg1 : tile<4xf32> -> tile<4xtf32>
    // CHECK: bitcast %arg0 : tile<4xi32> -> tile<4xi32>
    // GENERIC: "cuda_tile.bitcast"(%{{.*}}) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf32>
    %bc0 = bitcast %i32 : tile<4xi32> -> tile<4xf32>
    %bc1 = bitcast %f32 : !cuda_tile.tile<4xf32> -> !cuda_tile.tile<4xi32>
    %bc2 = bitcast %f16 : tile<2x2xf16> -> tile<2x2xbf16>
    %bc3 = bitcast %f4 : tile<8xf4E2M1FN> -> tile<8xi4>
    %bc4 = bitcast %f32 : tile<4xf32> -> tile<4xtf32>
    %bc5 = bitcast %i32 : tile<4xi32> -> tile<4xi32>

    // CHECK: exti %arg3 signed : tile<i16> -> tile<i32>
    // CHECK: exti %arg3 unsigned : tile<i16> -> tile<i64>
    // CHECK: exti %arg5 unsigned : tile<8xi1> -> tile<8xi8>
    // CHECK: %[[NIBBLES:.*]] = trunci %arg3 : tile<i16> -> tile<i4>
    // CHECK: exti %[[NIBBLES]] signed : tile<i4> -> tile<i8>
    // CHECK: exti %[[NIBBLES]] unsigned : tile<i4> -> tile<i32>
    // GENERIC: "cuda_tile.exti"(%{{.*}}) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i16>) -> !cuda_tile.tile<i32>
    %ext0 = exti %i16 signed : tile<i16> -> tile<i32>
    %ext1 = exti %i16 unsigned : tile<i16> -> tile<i64>
    %ext2 = exti %b unsigned : tile<8xi1> -> tile<8xi8>
    %nibbles = trunci %i16 : tile<i16> -> tile<i4>
    %ext3 = exti %nibbles signed : tile<i4> -> tile<i8>
    %ext4 = exti %nibbles unsigned : tile<i4> -> tile<i32>

    // overflow<none> is the default and is not printed.
    // CHECK: trunci %arg0 : tile<4xi32> -> tile<4xi8>
    // CHECK: trunci %arg3 overflow<no_signed_wrap> : tile<i16> -> tile<i8>
    // CHECK: trunci %arg3 overflow<no_unsigned_wrap> : tile<i16> -> tile<i8>
    // CHECK: trunci %arg3 overflow<no_wrap> : tile<i16> -> tile<i4>
    // CHECK: trunci %arg6 : tile<4xi64> -> tile<4xi1>
    // GENERIC: "cuda_tile.trunci"(%{{.*}}) <{overflow = #cuda_tile.overflow<no_signed_wrap>}> : (!cuda_tile.tile<i16>) -> !cuda_tile.tile<i8>
    %tr0 = trunci %i32 : tile<4xi32> -> tile<4xi8>
    %tr1 = trunci %i16 overflow<no_signed_wrap> : tile<i16> -> tile<i8>
    %tr2 = trunci %i16 overflow<no_unsigned_wrap> : tile<i16> -> tile<i8>
    %tr3 = trunci %i16 overflow<no_wrap> : tile<i16> -> tile<i4>
    %tr4 = trunci %i64 overflow<none> : tile<4xi64> -> tile<4xi1>

    // rounding<nearest_even> is the default and is not printed.
    // CHECK: ftof %arg1 : tile<4xf32> -> tile<4xf16>
    // CHECK: ftof %arg2 : tile<2x2xf16> -> tile<2x2xf64>
    // CHECK: ftof %arg1 : tile<4xf32> -> tile<4xbf16>
    // CHECK: ftof %arg1 : tile<4xf32> -> tile<4xf8E4M3FN>
    // CHECK: ftof %arg1 : tile<4xf32> -> tile<4xf8E5M2>
    // CHECK: ftof %arg1 : tile<4xf32> -> tile<4xtf32>
    // CHECK: ftof %arg7 : tile<8xf4E2M1FN> -> tile<8xf32>
    // CHECK: ftof %arg1 rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
    // CHECK: %[[SCALE:.*]] = ftof %arg1 rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
    // CHECK: ftof %[[SCALE]] : tile<4xf8E8M0FNU> -> tile<4xf32>
    // GENERIC: "cuda_tile.ftof"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf8E8M0FNU>
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
    // CHECK: ftoi %arg1 signed : tile<4xf32> -> tile<4xi32>
    // CHECK: ftoi %arg1 unsigned : tile<4xf32> -> tile<4xi64>
    // CHECK: ftoi %arg2 signed : tile<2x2xf16> -> tile<2x2xi8>
    // CHECK: ftoi %arg1 unsigned : tile<4xf32> -> tile<4xi1>
    // GENERIC: "cuda_tile.ftoi"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>, signedness = #cuda_tile.signedness<signed>}>
    %fi0 = ftoi %f32 signed : tile<4xf32> -> tile<4xi32>
    %fi1 = ftoi %f32 unsigned : tile<4xf32> -> tile<4xi64>
    %fi2 = ftoi %f16 signed rounding<nearest_int_to_zero> : tile<2x2xf16> -> tile<2x2xi8>
    %fi3 = ftoi %f32 unsigned : tile<4xf32> -> tile<4xi1>
    // From every float format (NVIDIA's 13.2 tools take them all).
    // CHECK: ftoi %{{.*}} signed : tile<4xf8E4M3FN> -> tile<4xi32>
    // CHECK: ftoi %{{.*}} unsigned : tile<4xf8E5M2> -> tile<4xi8>
    // CHECK: ftoi %{{.*}} signed : tile<4xtf32> -> tile<4xi16>
    // CHECK: ftoi %{{.*}} unsigned : tile<4xf8E8M0FNU> -> tile<4xi64>
    // CHECK: ftoi %arg7 signed : tile<8xf4E2M1FN> -> tile<8xi8>
    %fi4 = ftoi %ff3 signed : tile<4xf8E4M3FN> -> tile<4xi32>
    %fi5 = ftoi %ff4 unsigned : tile<4xf8E5M2> -> tile<4xi8>
    %fi6 = ftoi %ff5 signed : tile<4xtf32> -> tile<4xi16>
    %fi7 = ftoi %scale unsigned : tile<4xf8E8M0FNU> -> tile<4xi64>
    %fi8 = ftoi %f4 signed : tile<8xf4E2M1FN> -> tile<8xi8>

    // rounding<nearest_even> is the default and is not printed.
    // CHECK: itof %arg0 signed : tile<4xi32> -> tile<4xf32>
    // CHECK: itof %arg0 unsigned : tile<4xi32> -> tile<4xf64>
    // CHECK: itof %arg5 unsigned : tile<8xi1> -> tile<8xbf16>
    // CHECK: itof %arg6 signed : tile<4xi64> -> tile<4xf16>
    // GENERIC: "cuda_tile.itof"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>, signedness = #cuda_tile.signedness<unsigned>}>
    %if0 = itof %i32 signed : tile<4xi32> -> tile<4xf32>
    %if1 = itof %i32 unsigned rounding<nearest_even> : tile<4xi32> -> tile<4xf64>
    %if2 = itof %b unsigned : tile<8xi1> -> tile<8xbf16>
    %if3 = itof %i64 signed : tile<4xi64> -> tile<4xf16>
    // To every float format but f8E8M0FNU (refused since 13.3).
    // CHECK: itof %arg0 signed : tile<4xi32> -> tile<4xf8E4M3FN>
    // CHECK: itof %arg0 unsigned : tile<4xi32> -> tile<4xf8E5M2>
    // CHECK: itof %arg6 signed : tile<4xi64> -> tile<4xtf32>
    // CHECK: itof %arg5 unsigned : tile<8xi1> -> tile<8xf4E2M1FN>
    %if4 = itof %i32 signed : tile<4xi32> -> tile<4xf8E4M3FN>
    %if5 = itof %i32 unsigned : tile<4xi32> -> tile<4xf8E5M2>
    %if6 = itof %i64 signed : tile<4xi64> -> tile<4xtf32>
    %if7 = itof %b unsigned : tile<8xi1> -> tile<8xf4E2M1FN>

    // CHECK: %[[ADDR:.*]] = ptr_to_int %arg4 : tile<4xptr<f32>> -> tile<4xi64>
    // CHECK: %[[BYTES:.*]] = int_to_ptr %[[ADDR]] : tile<4xi64> -> tile<4xptr<i8>>
    // CHECK: ptr_to_ptr %[[BYTES]] : tile<4xptr<i8>> -> tile<4xptr<f16>>
    // CHECK: ptr_to_ptr %arg4 : tile<4xptr<f32>> -> tile<4xptr<f32>>
    // GENERIC: "cuda_tile.ptr_to_int"(%{{.*}}) : (!cuda_tile.tile<4xptr<f32>>) -> !cuda_tile.tile<4xi64>
    // GENERIC: "cuda_tile.int_to_ptr"(%{{.*}}) : (!cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xptr<i8>>
    // GENERIC: "cuda_tile.ptr_to_ptr"(%{{.*}}) : (!cuda_tile.tile<4xptr<i8>>) -> !cuda_tile.tile<4xptr<f16>>
    %addr = ptr_to_int %p : tile<4xptr<f32>> -> tile<4xi64>
    %bytes = int_to_ptr %addr : tile<4xi64> -> tile<4xptr<i8>>
    %halves = ptr_to_ptr %bytes : tile<4xptr<i8>> -> tile<4xptr<f16>>
    %same = ptr_to_ptr %p : !cuda_tile.tile<4x!cuda_tile.ptr<f32>> -> tile<4xptr<f32>>
  }
}

// A scalar pointer round trip, the way kernels use it.
// CHECK-LABEL: entry @scalar_pointer
cuda_tile.module @scalar {
  entry @scalar_pointer(%base: tile<ptr<f32>>) {
    // CHECK: %[[I:.*]] = ptr_to_int %arg0 : tile<ptr<f32>> -> tile<i64>
    // CHECK: int_to_ptr %[[I]] : tile<i64> -> tile<ptr<f32>>
    %i = ptr_to_int %base : tile<ptr<f32>> -> tile<i64>
    %q = int_to_ptr %i : tile<i64> -> tile<ptr<f32>>
  }
}
