// Integer ops (chapter section 8.8) print in NVIDIA's form, from custom and
// from generic syntax.
// RUN: tile-opt -allow-unregistered-dialect %s | tile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt -allow-unregistered-dialect --mlir-print-op-generic %s | tile-opt -allow-unregistered-dialect | FileCheck %s
// NVIDIA prints two spaces between a binary op's overflow flag and the colon,
// one elsewhere; FileCheck only sees that with --strict-whitespace.
// RUN: tile-opt -allow-unregistered-dialect %s | FileCheck %s --strict-whitespace --check-prefix=SPACE
// The generic form carries the modifiers as attributes under their names.
// RUN: tile-opt -allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// divi and remi are hoisted only when a constant divisor rules out division
// by zero (and, signed, by -1); the other integer ops are always speculatable.
// RUN: tile-opt --loop-invariant-code-motion -allow-unregistered-dialect %s | FileCheck %s --check-prefix=LICM

// CHECK-LABEL: testing$func @variants
cuda_tile.module @m {
  testing$func @variants(%a: tile<4xi32>, %b: tile<4xi32>, %s: tile<i16>, %c: tile<2x2xi64>,
                  %t: tile<8xi1>, %u: tile<8xi8>) {
    // CHECK: absi %arg0 : tile<4xi32>
    %absi = absi %a : tile<4xi32>
    // CHECK: absi %arg5 : tile<8xi8>
    %absi8 = absi %u : !cuda_tile.tile<8xi8>

    // CHECK: addi %arg0, %arg1 : tile<4xi32>
    // CHECK: addi %arg0, %arg1 overflow<no_signed_wrap> : tile<4xi32>
    // CHECK: addi %arg0, %arg1 overflow<no_unsigned_wrap> : tile<4xi32>
    // CHECK: addi %arg0, %arg1 overflow<no_wrap> : tile<4xi32>
    // CHECK: addi %arg0, %arg1 : tile<4xi32>
    // SPACE: addi %arg0, %arg1 : tile<4xi32>
    // SPACE: addi %arg0, %arg1 overflow<no_signed_wrap>  : tile<4xi32>
    // GENERIC: "cuda_tile.addi"(%{{.*}}) <{overflow = #cuda_tile.overflow<none>}>
    // GENERIC-NEXT: "cuda_tile.addi"(%{{.*}}) <{overflow = #cuda_tile.overflow<no_signed_wrap>}>
    %addi = addi %a, %b : tile<4xi32>
    %addi_nsw = addi %a, %b overflow<no_signed_wrap> : tile<4xi32>
    %addi_nuw = addi %a, %b overflow<no_unsigned_wrap> : tile<4xi32>
    %addi_nw = addi %a, %b overflow<no_wrap> : tile<4xi32>
    %addi_none = addi %a, %b overflow<none> : tile<4xi32>

    // CHECK: subi %arg2, %arg2 : tile<i16>
    // CHECK: subi %arg2, %arg2 overflow<no_signed_wrap> : tile<i16>
    // CHECK: subi %arg2, %arg2 overflow<no_unsigned_wrap> : tile<i16>
    // CHECK: subi %arg2, %arg2 overflow<no_wrap> : tile<i16>
    // CHECK: subi %arg2, %arg2 : tile<i16>
    // SPACE: subi %arg2, %arg2 overflow<no_unsigned_wrap>  : tile<i16>
    %subi = subi %s, %s : tile<i16>
    %subi_nsw = subi %s, %s overflow<no_signed_wrap> : tile<i16>
    %subi_nuw = subi %s, %s overflow<no_unsigned_wrap> : tile<i16>
    %subi_nw = subi %s, %s overflow<no_wrap> : tile<i16>
    %subi_none = subi %s, %s overflow<none> : tile<i16>

    // CHECK: muli %arg4, %arg4 : tile<8xi1>
    // CHECK: muli %arg3, %arg3 overflow<no_signed_wrap> : tile<2x2xi64>
    // CHECK: muli %arg3, %arg3 overflow<no_unsigned_wrap> : tile<2x2xi64>
    // CHECK: muli %arg3, %arg3 overflow<no_wrap> : tile<2x2xi64>
    // CHECK: muli %arg3, %arg3 : tile<2x2xi64>
    // SPACE: muli %arg3, %arg3 overflow<no_wrap>  : tile<2x2xi64>
    %muli = muli %t, %t : tile<8xi1>
    %muli_nsw = muli %c, %c overflow<no_signed_wrap> : tile<2x2xi64>
    %muli_nuw = muli %c, %c overflow<no_unsigned_wrap> : tile<2x2xi64>
    %muli_nw = muli %c, %c overflow<no_wrap> : tile<2x2xi64>
    %muli_none = muli %c, %c overflow<none> : tile<2x2xi64>

    // CHECK: shli %arg5, %arg5 : tile<8xi8>
    // CHECK: shli %arg5, %arg5 overflow<no_signed_wrap> : tile<8xi8>
    // CHECK: shli %arg5, %arg5 overflow<no_unsigned_wrap> : tile<8xi8>
    // CHECK: shli %arg5, %arg5 overflow<no_wrap> : tile<8xi8>
    // CHECK: shli %arg5, %arg5 : tile<8xi8>
    // SPACE: shli %arg5, %arg5 : tile<8xi8>
    // SPACE: shli %arg5, %arg5 overflow<no_signed_wrap>  : tile<8xi8>
    %shli = shli %u, %u : tile<8xi8>
    %shli_nsw = shli %u, %u overflow<no_signed_wrap> : tile<8xi8>
    %shli_nuw = shli %u, %u overflow<no_unsigned_wrap> : tile<8xi8>
    %shli_nw = shli %u, %u overflow<no_wrap> : tile<8xi8>
    %shli_none = shli %u, %u overflow<none> : tile<8xi8>

    // rounding<zero> is the default and is not printed.
    // CHECK: divi %arg0, %arg1 signed : tile<4xi32>
    // CHECK: divi %arg0, %arg1 unsigned : tile<4xi32>
    // CHECK: divi %arg0, %arg1 signed rounding<positive_inf> : tile<4xi32>
    // CHECK: divi %arg0, %arg1 unsigned rounding<positive_inf> : tile<4xi32>
    // CHECK: divi %arg0, %arg1 signed rounding<negative_inf> : tile<4xi32>
    // CHECK: divi %arg0, %arg1 signed : tile<4xi32>
    // GENERIC: "cuda_tile.divi"(%{{.*}}) <{rounding = #cuda_tile.rounding<positive_inf>, signedness = #cuda_tile.signedness<unsigned>}>
    %divi_s = divi %a, %b signed : tile<4xi32>
    %divi_u = divi %a, %b unsigned : tile<4xi32>
    %divi_ceil = divi %a, %b signed rounding<positive_inf> : tile<4xi32>
    %divi_uceil = divi %a, %b unsigned rounding<positive_inf> : tile<4xi32>
    %divi_floor = divi %a, %b signed rounding<negative_inf> : tile<4xi32>
    %divi_zero = divi %a, %b signed rounding<zero> : tile<4xi32>

    // CHECK: maxi %arg0, %arg1 signed : tile<4xi32>
    // CHECK: maxi %arg3, %arg3 unsigned : tile<2x2xi64>
    // CHECK: mini %arg2, %arg2 signed : tile<i16>
    // CHECK: mini %arg4, %arg4 unsigned : tile<8xi1>
    // GENERIC: "cuda_tile.maxi"(%{{.*}}) <{signedness = #cuda_tile.signedness<signed>}>
    %maxi_s = maxi %a, %b signed : tile<4xi32>
    %maxi_u = maxi %c, %c unsigned : tile<2x2xi64>
    %mini_s = mini %s, %s signed : tile<i16>
    %mini_u = mini %t, %t unsigned : tile<8xi1>

    // CHECK: mulhii %arg0, %arg1 : tile<4xi32>
    %mulhii = mulhii %a, %b : tile<4xi32>

    // CHECK: negi %arg2 : tile<i16>
    // CHECK: negi %arg2 overflow<no_signed_wrap> : tile<i16>
    // CHECK: negi %arg3 : tile<2x2xi64>
    // SPACE: negi %arg2 overflow<no_signed_wrap> : tile<i16>
    %negi = negi %s : tile<i16>
    %negi_nsw = negi %s overflow<no_signed_wrap> : tile<i16>
    %negi_none = negi %c overflow<none> : tile<2x2xi64>

    // CHECK: ori %arg0, %arg1 : tile<4xi32>
    // CHECK: ori %arg4, %arg4 : tile<8xi1>
    %ori = ori %a, %b : tile<4xi32>
    %ori1 = ori %t, %t : tile<8xi1>

    // CHECK: remi %arg0, %arg1 signed : tile<4xi32>
    // CHECK: remi %arg5, %arg5 unsigned : tile<8xi8>
    %remi_s = remi %a, %b signed : tile<4xi32>
    %remi_u = remi %u, %u unsigned : tile<8xi8>

    // CHECK: shri %arg0, %arg1 signed : tile<4xi32>
    // CHECK: shri %arg2, %arg2 unsigned : tile<i16>
    %shri_s = shri %a, %b signed : tile<4xi32>
    %shri_u = shri %s, %s unsigned : tile<i16>

    // CHECK: xori %arg3, %arg3 : tile<2x2xi64>
    %xori = xori %c, %c : tile<2x2xi64>
  }
}

// The chapter's examples.

// CHECK-LABEL: entry @maxi_example
cuda_tile.module @maxi_0 {
  entry @maxi_example(%arg0: tile<ptr<i32>>, %arg1: tile<ptr<i32>>) {
    // Create tensor view from a pointer to global memory
    %0 = make_tensor_view %arg0, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
    %1 = make_tensor_view %arg1, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
    // Convert tensor views to partition views and load tiles from them.
    %p0 = make_partition_view %0 : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
    %p1 = make_partition_view %1 : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %2, %token0 = load_view_tko weak %p0[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
    %3, %token1 = load_view_tko weak %p1[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
    // CHECK: %[[X:.*]], %{{.*}} = load_view_tko
    // CHECK: %[[Y:.*]], %{{.*}} = load_view_tko
    // Signless i32 treated as unsigned
    // CHECK: maxi %[[X]], %[[Y]] unsigned : tile<2x4xi32>
    %4 = maxi %2, %3 unsigned : tile<2x4xi32>
    // Signless i32 treated as signed
    // CHECK: maxi %[[X]], %[[Y]] signed : tile<2x4xi32>
    %5 = maxi %2, %3 signed : tile<2x4xi32>
  }
}

// CHECK-LABEL: entry @mini_example
cuda_tile.module @mini_0 {
  entry @mini_example(%arg0: tile<ptr<i32>>, %arg1: tile<ptr<i32>>) {
    // Create tensor view from a pointer to global memory
    %0 = make_tensor_view %arg0, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
    %1 = make_tensor_view %arg1, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
    // Convert tensor views to partition views and load tiles from partition views.
    %p0 = make_partition_view %0 : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
    %p1 = make_partition_view %1 : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %2, %token0 = load_view_tko weak %p0[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
    %3, %token1 = load_view_tko weak %p1[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
    // CHECK: %[[X:.*]], %{{.*}} = load_view_tko
    // CHECK: %[[Y:.*]], %{{.*}} = load_view_tko
    // Signless i32 treated as unsigned
    // CHECK: mini %[[X]], %[[Y]] unsigned : tile<2x4xi32>
    %4 = mini %2, %3 unsigned : tile<2x4xi32>
    // Signless i32 treated as signed
    // CHECK: mini %[[X]], %[[Y]] signed : tile<2x4xi32>
    %5 = mini %2, %3 signed : tile<2x4xi32>
  }
}

// CHECK-LABEL: entry @mulhii_example
cuda_tile.module @mulhii_0 {
  entry @mulhii_example() {
    // 2^31 * 2 = 2^32, or 0x100000000.
    // The most significant 32 bits of the product are 0x00000001.
    // The lower 32 bits of the product are 0x00000000.
    // CHECK: %[[A:.*]] = constant <i32: -2147483648> : tile<i32>
    // CHECK: %[[B:.*]] = constant <i32: 2> : tile<i32>
    // CHECK: mulhii %[[A]], %[[B]] : tile<i32>
    // CHECK: muli %[[A]], %[[B]] : tile<i32>
    %a = constant <i32: 2147483648> : tile<i32>  // %a = 2^31
    %b = constant <i32: 2> : tile<i32>           // %b = 2
    %res_hi = mulhii %a, %b : tile<i32>          // %res_hi = 1
    %res_lo = muli %a, %b : tile<i32>            // %res_lo = 0
  }
}

// CHECK-LABEL: entry @negi_example
cuda_tile.module @negi_0 {
  entry @negi_example() {
    // CHECK: %[[S:.*]] = constant <i16: [0, 1, 2, 3]> : tile<4xi16>
    // CHECK: negi %[[S]] : tile<4xi16>
    %source = constant <i16: [0, 1, 2, 3]> : tile<4xi16>
    %result = negi %source : tile<4xi16>
    // %result = [0, -1, -2, -3]
  }
}

// CHECK-LABEL: entry @xori_example
cuda_tile.module @xori_0 {
  entry @xori_example() {
    // CHECK: %[[L:.*]] = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    // CHECK: %[[R:.*]] = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
    // CHECK: xori %[[L]], %[[R]] : tile<4xi32>
    %lhs = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %rhs = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
    // This computes the bitwise XOR of each element in `%lhs` and `%rhs`, which
    // are tiles of shape `4xi32`, and returns the result as `%result`.
    %result = xori %lhs, %rhs : tile<4xi32>
  }
}

// LICM-LABEL: func.func @hoist
func.func @hoist(%a: !cuda_tile.tile<4xi32>, %b: !cuda_tile.tile<4xi32>, %lb: index, %ub: index, %step: index) {
  %four = cuda_tile.constant <i32: 4> : !cuda_tile.tile<4xi32>
  %some_zero = cuda_tile.constant <i32: [1, 0, 2, 3]> : !cuda_tile.tile<4xi32>
  %minus_one = cuda_tile.constant <i32: -1> : !cuda_tile.tile<4xi32>
  // LICM: addi
  // LICM-NEXT: divi %arg0, %{{.*}} signed : tile<4xi32>
  // LICM-NEXT: remi %arg0, %{{.*}} unsigned : tile<4xi32>
  // LICM-NEXT: divi %arg0, %{{.*}} unsigned : tile<4xi32>
  // LICM-NEXT: scf.for
  // LICM-NEXT: divi %arg0, %arg1 signed
  // LICM-NEXT: remi %arg0, %arg1 unsigned
  // LICM-NEXT: divi %arg0, %{{.*}} unsigned
  // LICM-NEXT: remi %arg0, %{{.*}} signed
  scf.for %i = %lb to %ub step %step {
    %sum = cuda_tile.addi %a, %b : !cuda_tile.tile<4xi32>
    %q = cuda_tile.divi %a, %four signed : !cuda_tile.tile<4xi32>
    %r = cuda_tile.remi %a, %four unsigned : !cuda_tile.tile<4xi32>
    // -1 is a safe unsigned divisor, not a signed one.
    %qu = cuda_tile.divi %a, %minus_one unsigned : !cuda_tile.tile<4xi32>
    %q_var = cuda_tile.divi %a, %b signed : !cuda_tile.tile<4xi32>
    %r_var = cuda_tile.remi %a, %b unsigned : !cuda_tile.tile<4xi32>
    %q_zero = cuda_tile.divi %a, %some_zero unsigned : !cuda_tile.tile<4xi32>
    %r_minus_one = cuda_tile.remi %a, %minus_one signed : !cuda_tile.tile<4xi32>
    "test.use"(%sum, %q, %r, %qu, %q_var, %r_var, %q_zero, %r_minus_one)
        : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>,
           !cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> ()
  }
  return
}
