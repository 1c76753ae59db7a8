// lit-tests/cuda_tile/integer.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  entry @variants() {
    %a = constant <i32: 1> : tile<4xi32>
    %b = constant <i32: 1> : tile<4xi32>
    %s = constant <i16: 1> : tile<i16>
    %c = constant <i64: 1> : tile<2x2xi64>
    %t = constant <i1: true> : tile<8xi1>
    %u = constant <i8: 1> : tile<8xi8>
    %absi = absi %a : tile<4xi32>
    %absi8 = absi %u : !cuda_tile.tile<8xi8>

    %addi = addi %a, %b : tile<4xi32>
    %addi_nsw = addi %a, %b overflow<no_signed_wrap> : tile<4xi32>
    %addi_nuw = addi %a, %b overflow<no_unsigned_wrap> : tile<4xi32>
    %addi_nw = addi %a, %b overflow<no_wrap> : tile<4xi32>
    %addi_none = addi %a, %b overflow<none> : tile<4xi32>

    %subi = subi %s, %s : tile<i16>
    %subi_nsw = subi %s, %s overflow<no_signed_wrap> : tile<i16>
    %subi_nuw = subi %s, %s overflow<no_unsigned_wrap> : tile<i16>
    %subi_nw = subi %s, %s overflow<no_wrap> : tile<i16>
    %subi_none = subi %s, %s overflow<none> : tile<i16>

    %muli = muli %t, %t : tile<8xi1>
    %muli_nsw = muli %c, %c overflow<no_signed_wrap> : tile<2x2xi64>
    %muli_nuw = muli %c, %c overflow<no_unsigned_wrap> : tile<2x2xi64>
    %muli_nw = muli %c, %c overflow<no_wrap> : tile<2x2xi64>
    %muli_none = muli %c, %c overflow<none> : tile<2x2xi64>

    %shli = shli %u, %u : tile<8xi8>
    %shli_nsw = shli %u, %u overflow<no_signed_wrap> : tile<8xi8>
    %shli_nuw = shli %u, %u overflow<no_unsigned_wrap> : tile<8xi8>
    %shli_nw = shli %u, %u overflow<no_wrap> : tile<8xi8>
    %shli_none = shli %u, %u overflow<none> : tile<8xi8>

    // rounding<zero> is the default and is not printed.
    %divi_s = divi %a, %b signed : tile<4xi32>
    %divi_u = divi %a, %b unsigned : tile<4xi32>
    %divi_ceil = divi %a, %b signed rounding<positive_inf> : tile<4xi32>
    %divi_uceil = divi %a, %b unsigned rounding<positive_inf> : tile<4xi32>
    %divi_floor = divi %a, %b signed rounding<negative_inf> : tile<4xi32>
    %divi_zero = divi %a, %b signed rounding<zero> : tile<4xi32>

    %maxi_s = maxi %a, %b signed : tile<4xi32>
    %maxi_u = maxi %c, %c unsigned : tile<2x2xi64>
    %mini_s = mini %s, %s signed : tile<i16>
    %mini_u = mini %t, %t unsigned : tile<8xi1>

    %mulhii = mulhii %a, %b : tile<4xi32>

    %negi = negi %s : tile<i16>
    %negi_nsw = negi %s overflow<no_signed_wrap> : tile<i16>
    %negi_none = negi %c overflow<none> : tile<2x2xi64>

    %ori = ori %a, %b : tile<4xi32>
    %ori1 = ori %t, %t : tile<8xi1>

    %remi_s = remi %a, %b signed : tile<4xi32>
    %remi_u = remi %u, %u unsigned : tile<8xi8>

    %shri_s = shri %a, %b signed : tile<4xi32>
    %shri_u = shri %s, %s unsigned : tile<i16>

    %xori = xori %c, %c : tile<2x2xi64>
  }

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
    // Signless i32 treated as unsigned
    %4 = maxi %2, %3 unsigned : tile<2x4xi32>
    // Signless i32 treated as signed
    %5 = maxi %2, %3 signed : tile<2x4xi32>
  }

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
    // Signless i32 treated as unsigned
    %4 = mini %2, %3 unsigned : tile<2x4xi32>
    // Signless i32 treated as signed
    %5 = mini %2, %3 signed : tile<2x4xi32>
  }

  entry @mulhii_example() {
    // 2^31 * 2 = 2^32, or 0x100000000.
    // The most significant 32 bits of the product are 0x00000001.
    // The lower 32 bits of the product are 0x00000000.
    %a = constant <i32: 2147483648> : tile<i32>  // %a = 2^31
    %b = constant <i32: 2> : tile<i32>           // %b = 2
    %res_hi = mulhii %a, %b : tile<i32>          // %res_hi = 1
    %res_lo = muli %a, %b : tile<i32>            // %res_lo = 0
  }

  entry @negi_example() {
    %source = constant <i16: [0, 1, 2, 3]> : tile<4xi16>
    %result = negi %source : tile<4xi16>
    // %result = [0, -1, -2, -3]
  }

  entry @xori_example() {
    %lhs = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %rhs = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
    // This computes the bitwise XOR of each element in `%lhs` and `%rhs`, which
    // are tiles of shape `4xi32`, and returns the result as `%result`.
    %result = xori %lhs, %rhs : tile<4xi32>
  }
}
