// lit-tests/cuda_tile/print.mlir as entries (test functions' arguments made by
// constants, pointer arguments and views), without what NVIDIA's tools reject
// (extensions.mlir holds that): text -> bytecode -> text prints the same
// module, and tileirdisasm reads our bytecode as the same program.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -
// RUN: %if tileirdisasm %{ tileirdisasm %t.bc | python3 %S/../canon-listing.py > %t.nv %}
// RUN: %if tileirdisasm %{ python3 %S/../unwrap-listing.py < %t.mlir | python3 %S/../canon-listing.py | diff %t.nv - %}

cuda_tile.module @kernels {
  entry @prints(%p_p_1: tile<ptr<f16>>) {
    %f = constant <f32: 1.0> : tile<4xf32>
    %b = constant <i1: true> : tile<i1>
    %h = constant <bf16: 1.0> : tile<bf16>
    %l = constant <i64: 1> : tile<2x2xi64>
    %p_r_2 = reshape %p_p_1 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %p = broadcast %p_r_2 : tile<1xptr<f16>> -> tile<8xptr<f16>>
    %i = constant <i32: 1> : tile<i32>
    print_tko "hello" -> token
    print_tko "%i and %f", %b, %h : tile<i1>, tile<bf16> -> !cuda_tile.token
    // Flags, width, precision, length; `%%` takes no operand.
    print_tko "%lld, %+08.3f %% %-5x %#o %hhu %zd %Le %G %a %c %p %5.2E", %l, %f, %i, %i, %i, %i, %f, %f, %f, %i, %p, %f : tile<2x2xi64>, tile<4xf32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<i32>, tile<8xptr<f16>>, tile<4xf32> -> token
    print_tko "%%%%" -> token
    // Escapes print as MLIR writes them.
    print_tko "line\n\ttab %d\n", %i : tile<i32> -> token
    %t0 = print_tko "val: %i", %i : tile<i32> -> token
    %t1 = print_tko "next: %i", %i token = %t0 : tile<i32> -> token
    print_tko "done" token=%t1 -> token
  }

  // The chapter's print_tko examples.
  entry @print_tko_example() {
    %arg = constant <f32: 1.0> : tile<4xf32>
    print_tko "Hello world: %f\n", %arg : tile<4xf32> -> token
    print_tko "%+08.3f", %arg : tile<4xf32> -> token
  }

  entry @assumes(%p_p_1: tile<ptr<f32>>, %tv_base_3: tile<ptr<f16>>) {
    %p_r_2 = reshape %p_p_1 : tile<ptr<f32>> -> tile<1x1x1xptr<f32>>
    %p = broadcast %p_r_2 : tile<1x1x1xptr<f32>> -> tile<1x8x8xptr<f32>>
    %tv = make_tensor_view %tv_base_3, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf16, strides=[64,1]>
    %i = constant <i16: 1> : tile<i16>
    %l = constant <i64: 1> : tile<1x8x8xi64>
    %0 = assume div_by<32>, %p : tile<1x8x8xptr<f32>>
    %1 = cuda_tile.assume #cuda_tile.div_by<16>, %tv : !cuda_tile.tensor_view<64x64xf16, strides=[64,1]>
    %2 = assume div_by<1, every 4 along 1>, %l : tile<1x8x8xi64>
    %3 = assume same_elements<[]>, %i : tile<i16>
    %4 = assume bounded<?, 42>, %i : tile<i16>
    %5 = assume bounded<-9223372036854775808, 9223372036854775807>, %l : tile<1x8x8xi64>
  }

  // The chapter's assume example (pointers as an argument).
  entry @assume_example(%ptr_3d_p_1: tile<ptr<f32>>) {
    %ptr_3d_r_2 = reshape %ptr_3d_p_1 : tile<ptr<f32>> -> tile<1x1x1xptr<f32>>
    %ptr_3d = broadcast %ptr_3d_r_2 : tile<1x1x1xptr<f32>> -> tile<1x8x8xptr<f32>>
    // Assume that all integers are divisible by 32.
    %int_tile = constant <i16: [32, 64, 0, 0, 32, -32, 1024, 0]> : tile<8xi16>
    %div_by_1 = assume div_by<32>, %int_tile : tile<8xi16>

    // Assume that every 4th element (starting with element 0) along
    // dimension 0 is divisible by 32 that and all integers are
    // montonically increasing by 1 within each group of 4.
    %int_tile_2 = constant <i16: [96, 97, 98, 99, 64, 65, 66, 67]> : tile<8xi16>
    %div_by_2 = assume div_by<32, every 4 along 0>, %int_tile_2 : tile<8xi16>

    // Assume that every rectangular chunk of size [1, 4, 2] has the same
    // values.
    %same_elem = assume same_elements<[1, 4, 2]>, %ptr_3d : tile<1x8x8xptr<f32>>

    // Assume that every value is greater or equal to 5.
    %int_tile_3 = constant <i16: [5, 9, 10, 11, 6, 5, 5, 7]> : tile<8xi16>
    %bounded = assume bounded<5, ?>, %int_tile_3 : tile<8xi16>
  }

  // The chapter's examples of the assume predicates, in prefixed form.
  entry @assume_predicate_examples(%ptrs_p_1: tile<ptr<f32>>, %ptrs2_p_3: tile<ptr<f32>>) {
    %0 = constant <i16: 1> : tile<4x8xi16>
    %ptrs_r_2 = reshape %ptrs_p_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ptrs = broadcast %ptrs_r_2 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %t = constant <i32: 1> : tile<128xi32>
    %t2 = constant <i32: 1> : tile<4x8xi32>
    %ptrs2_r_4 = reshape %ptrs2_p_3 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %ptrs2 = broadcast %ptrs2_r_4 : tile<1x1xptr<f32>> -> tile<4x8xptr<f32>>
    %1 = cuda_tile.assume #cuda_tile.bounded<0, ?>, %0
        : !cuda_tile.tile<4x8xi16>
    %a = cuda_tile.assume #cuda_tile.div_by<16>, %ptrs
        : !cuda_tile.tile<128x!cuda_tile.ptr<f32>>
    %b = cuda_tile.assume #cuda_tile.div_by<4>, %t
        : !cuda_tile.tile<128xi32>
    %c = cuda_tile.assume #cuda_tile.div_by<1, every 4 along 0>, %t
        : !cuda_tile.tile<128xi32>
    %d = cuda_tile.assume #cuda_tile.div_by<4, every 4 along 1>, %t2
        : !cuda_tile.tile<4x8xi32>
    %e = cuda_tile.assume #cuda_tile.div_by<32, every 4 along 0>, %ptrs2
        : !cuda_tile.tile<4x8x!cuda_tile.ptr<f32>>
    %f = cuda_tile.constant <i16: [[0, 0, 0, 0, 10, 10, 10, 10],
                                   [0, 0, 0, 0, 10, 10, 10, 10],
                                   [5, 5, 5, 5, 93, 93, 93, 93],
                                   [5, 5, 5, 5, 93, 93, 93, 93]]>
        : tile<4x8xi16>
    %g = cuda_tile.assume #cuda_tile.same_elements<[2, 4]>, %f
        : !cuda_tile.tile<4x8xi16>
  }
}
