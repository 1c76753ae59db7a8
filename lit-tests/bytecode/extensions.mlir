// What our dialect accepts and NVIDIA's tileirdisasm rejects (i4 elements, a
// bitcast to tf32, fpowi with an i64 exponent, join_tokens of one token) or
// crashes on (get_tensor_shape of a rank-0 view, which has no results): text
// -> bytecode -> text still prints the same module. Written as 13.4, the
// first version with fpowi.
// RUN: tile-opt --no-implicit-module %s -o %t.mlir
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s -o %t.bc
// RUN: tile-translate -cudatilebc-to-mlir %t.bc | diff %t.mlir -

cuda_tile.module @kernels {
  entry @conversions() {
    %f32 = constant <f32: 1.0> : tile<4xf32>
    %f4 = constant <f4E2M1FN: 1.0> : tile<8xf4E2M1FN>
    %i16 = constant <i16: 1> : tile<i16>
    %bc3 = bitcast %f4 : tile<8xf4E2M1FN> -> tile<8xi4>
    %bc4 = bitcast %f32 : tile<4xf32> -> tile<4xtf32>
    %nibbles = trunci %i16 : tile<i16> -> tile<i4>
    %ext3 = exti %nibbles signed : tile<i4> -> tile<i8>
    %ext4 = exti %nibbles unsigned : tile<i4> -> tile<i32>
    %tr3 = trunci %i16 overflow<no_wrap> : tile<i16> -> tile<i4>
  }

  entry @sub_byte() {
    %n = constant <i4: 1> : tile<64xi4>
    %0 = pack %n : tile<64xi4> -> tile<32xi8>
    %b = constant <i8: 0> : tile<64xi8>
    %1 = unpack %b : tile<64xi8> -> tile<128xi4>
    %2 = alloca num_elem = 32, alignment = 1 global : tile<ptr<i4>>
  }

  entry @others(%x: tile<f64>, %n: tile<i64>, %base: tile<ptr<f32>>) {
    %0 = fpowi %x, %n : tile<f64>, tile<i64>
    %a = make_token : token
    %j1 = join_tokens %a : token
    %v = make_tensor_view %base, shape = [], strides = [] : tensor_view<f32>
    get_tensor_shape %v : tensor_view<f32> -> tile<i32>
  }
}
