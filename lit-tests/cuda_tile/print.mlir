// Miscellaneous ops (section 8.12), print_tko and assume, print in NVIDIA's
// form, from custom and from generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// Printing has an effect: canonicalization keeps a print whose token is unused.
// RUN: tile-opt --canonicalize %s | FileCheck %s --check-prefix=KEPT

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @prints
  // KEPT-LABEL: testing$func @prints
  testing$func @prints(%f: tile<4xf32>, %b: tile<i1>, %h: tile<bf16>, %l: tile<2x2xi64>, %p: tile<8xptr<f16>>, %i: tile<i32>) {
    // CHECK: print_tko "hello" -> token
    // KEPT: print_tko "hello" -> token
    print_tko "hello" -> token
    // CHECK: print_tko "%i and %f", %arg1, %arg2 : tile<i1>, tile<bf16> -> token
    print_tko "%i and %f", %b, %h : tile<i1>, tile<bf16> -> !cuda_tile.token
    // Flags, width, precision, length; `%%` takes no operand.
    // CHECK: print_tko "%lld, %+08.3f %% %-5x %#o %hhu %zd %Le %G %a %c %p %5.2E", %arg3, %arg0, %arg5, %arg5, %arg5, %arg5, %arg0, %arg0, %arg0, %arg5, %arg4, %arg0 : tile<2x2xi64>, tile<4xf32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<i32>, tile<8xptr<f16>>, tile<4xf32> -> token
    print_tko "%lld, %+08.3f %% %-5x %#o %hhu %zd %Le %G %a %c %p %5.2E", %l, %f, %i, %i, %i, %i, %f, %f, %f, %i, %p, %f : tile<2x2xi64>, tile<4xf32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<i32>, tile<8xptr<f16>>, tile<4xf32> -> token
    // CHECK: print_tko "%%%%" -> token
    print_tko "%%%%" -> token
    // Escapes print as MLIR writes them.
    // CHECK: print_tko "line\0A\09tab %d\0A", %arg5 : tile<i32> -> token
    print_tko "line\n\ttab %d\n", %i : tile<i32> -> token
    // CHECK: %[[T0:.*]] = print_tko "val: %i", %arg5 : tile<i32> -> token
    %t0 = print_tko "val: %i", %i : tile<i32> -> token
    // CHECK: %[[T1:.*]] = print_tko "next: %i", %arg5 token=%[[T0]] : tile<i32> -> token
    %t1 = print_tko "next: %i", %i token = %t0 : tile<i32> -> token
    // CHECK: print_tko "done" token=%[[T1]] -> token
    print_tko "done" token=%t1 -> token
  }

  // The chapter's print_tko examples.
  // CHECK-LABEL: testing$func @print_tko_example
  testing$func @print_tko_example(%arg: tile<4xf32>) {
    // CHECK: print_tko "Hello world: %f\0A", %arg0 : tile<4xf32> -> token
    print_tko "Hello world: %f\n", %arg : tile<4xf32> -> token
    // CHECK: print_tko "%+08.3f", %arg0 : tile<4xf32> -> token
    print_tko "%+08.3f", %arg : tile<4xf32> -> token
  }

  // CHECK-LABEL: testing$func @assumes
  testing$func @assumes(%p: tile<1x8x8xptr<f32>>, %tv: tensor_view<64x64xf16, strides=[64,1]>, %i: tile<i16>, %l: tile<1x8x8xi64>) {
    // CHECK: assume div_by<32>, %arg0 : tile<1x8x8xptr<f32>>
    %0 = assume div_by<32>, %p : tile<1x8x8xptr<f32>>
    // CHECK: assume div_by<16>, %arg1 : tensor_view<64x64xf16, strides=[64,1]>
    %1 = cuda_tile.assume #cuda_tile.div_by<16>, %tv : !cuda_tile.tensor_view<64x64xf16, strides=[64,1]>
    // CHECK: assume div_by<1, every 4 along 1>, %arg3 : tile<1x8x8xi64>
    %2 = assume div_by<1, every 4 along 1>, %l : tile<1x8x8xi64>
    // CHECK: assume same_elements<[]>, %arg2 : tile<i16>
    %3 = assume same_elements<[]>, %i : tile<i16>
    // CHECK: assume bounded<?, 42>, %arg2 : tile<i16>
    %4 = assume bounded<?, 42>, %i : tile<i16>
    // CHECK: assume bounded<-9223372036854775808, 9223372036854775807>, %arg3 : tile<1x8x8xi64>
    %5 = assume bounded<-9223372036854775808, 9223372036854775807>, %l : tile<1x8x8xi64>
  }

  // The chapter's assume example (pointers as an argument).
  // CHECK-LABEL: testing$func @assume_example
  testing$func @assume_example(%ptr_3d: tile<1x8x8xptr<f32>>) {
    // Assume that all integers are divisible by 32.
    %int_tile = constant <i16: [32, 64, 0, 0, 32, -32, 1024, 0]> : tile<8xi16>
    // CHECK: %[[D1:.*]] = assume div_by<32>, %{{.*}} : tile<8xi16>
    %div_by_1 = assume div_by<32>, %int_tile : tile<8xi16>

    // Assume that every 4th element (starting with element 0) along
    // dimension 0 is divisible by 32 that and all integers are
    // montonically increasing by 1 within each group of 4.
    %int_tile_2 = constant <i16: [96, 97, 98, 99, 64, 65, 66, 67]> : tile<8xi16>
    // CHECK: assume div_by<32, every 4 along 0>, %{{.*}} : tile<8xi16>
    %div_by_2 = assume div_by<32, every 4 along 0>, %int_tile_2 : tile<8xi16>

    // Assume that every rectangular chunk of size [1, 4, 2] has the same
    // values.
    // CHECK: assume same_elements<[1, 4, 2]>, %arg0 : tile<1x8x8xptr<f32>>
    %same_elem = assume same_elements<[1, 4, 2]>, %ptr_3d : tile<1x8x8xptr<f32>>

    // Assume that every value is greater or equal to 5.
    %int_tile_3 = constant <i16: [5, 9, 10, 11, 6, 5, 5, 7]> : tile<8xi16>
    // CHECK: assume bounded<5, ?>, %{{.*}} : tile<8xi16>
    %bounded = assume bounded<5, ?>, %int_tile_3 : tile<8xi16>
  }

  // The chapter's examples of the assume predicates, in prefixed form.
  // CHECK-LABEL: testing$func @assume_predicate_examples
  testing$func @assume_predicate_examples(%0: tile<4x8xi16>, %ptrs: tile<128xptr<f32>>, %t: tile<128xi32>,
                                   %t2: tile<4x8xi32>, %ptrs2: tile<4x8xptr<f32>>) {
    // CHECK: assume bounded<0, ?>, %arg0 : tile<4x8xi16>
    %1 = cuda_tile.assume #cuda_tile.bounded<0, ?>, %0
        : !cuda_tile.tile<4x8xi16>
    // CHECK: assume div_by<16>, %arg1 : tile<128xptr<f32>>
    %a = cuda_tile.assume #cuda_tile.div_by<16>, %ptrs
        : !cuda_tile.tile<128x!cuda_tile.ptr<f32>>
    // CHECK: assume div_by<4>, %arg2 : tile<128xi32>
    %b = cuda_tile.assume #cuda_tile.div_by<4>, %t
        : !cuda_tile.tile<128xi32>
    // CHECK: assume div_by<1, every 4 along 0>, %arg2 : tile<128xi32>
    %c = cuda_tile.assume #cuda_tile.div_by<1, every 4 along 0>, %t
        : !cuda_tile.tile<128xi32>
    // CHECK: assume div_by<4, every 4 along 1>, %arg3 : tile<4x8xi32>
    %d = cuda_tile.assume #cuda_tile.div_by<4, every 4 along 1>, %t2
        : !cuda_tile.tile<4x8xi32>
    // CHECK: assume div_by<32, every 4 along 0>, %arg4 : tile<4x8xptr<f32>>
    %e = cuda_tile.assume #cuda_tile.div_by<32, every 4 along 0>, %ptrs2
        : !cuda_tile.tile<4x8x!cuda_tile.ptr<f32>>
    // CHECK: %[[C:.*]] = constant <i16: {{\[}}[0, 0, 0, 0, 10, 10, 10, 10], [0, 0, 0, 0, 10, 10, 10, 10], [5, 5, 5, 5, 93, 93, 93, 93], [5, 5, 5, 5, 93, 93, 93, 93]]> : tile<4x8xi16>
    %f = cuda_tile.constant <i16: [[0, 0, 0, 0, 10, 10, 10, 10],
                                   [0, 0, 0, 0, 10, 10, 10, 10],
                                   [5, 5, 5, 5, 93, 93, 93, 93],
                                   [5, 5, 5, 5, 93, 93, 93, 93]]>
        : tile<4x8xi16>
    // CHECK: assume same_elements<[2, 4]>, %[[C]] : tile<4x8xi16>
    %g = cuda_tile.assume #cuda_tile.same_elements<[2, 4]>, %f
        : !cuda_tile.tile<4x8xi16>
  }
}
