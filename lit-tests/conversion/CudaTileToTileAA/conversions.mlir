// convert-cuda-tile-to-tileaa, conversions (pointers apart): bitcast, exti, trunci, ftof, itof, ftoi.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

// Same width, bits kept: nv_tileaa.bitcast. tf32 occupies 32 bits.
// CHECK-LABEL: nv_tileaa.func @bitcast(
// CHECK-SAME: %[[I:[^:]*]]: tensor<4xi32>, %[[H:[^:]*]]: f16, %[[D:[^:]*]]: f64, %[[F:[^:]*]]: tensor<4xf32>)
// CHECK-NEXT: nv_tileaa.bitcast %[[I]] : tensor<4xi32> -> tensor<4xf32>
// CHECK-NEXT: nv_tileaa.bitcast %[[H]] : f16 -> i16
// CHECK-NEXT: nv_tileaa.bitcast %[[D]] : f64 -> i64
// CHECK-NEXT: %[[T:.*]] = nv_tileaa.bitcast %[[F]] : tensor<4xf32> -> tensor<4xtf32>
// CHECK-NEXT: nv_tileaa.bitcast %[[T]] : tensor<4xtf32> -> tensor<4xi32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @bitcast(%i: tile<4xi32>, %h: tile<f16>, %d: tile<f64>, %f: tile<4xf32>) {
    %0 = bitcast %i : tile<4xi32> -> tile<4xf32>
    %1 = bitcast %h : tile<f16> -> tile<i16>
    %2 = bitcast %d : tile<f64> -> tile<i64>
    %3 = bitcast %f : tile<4xf32> -> tile<4xtf32>
    %4 = bitcast %3 : tile<4xtf32> -> tile<4xi32>
    return
  }
}

// -----

// Signed: sign extension (an i1 true is -1); unsigned: zero extension. i4 too.
// CHECK-LABEL: nv_tileaa.func @exti(
// CHECK-SAME: %[[C:[^:]*]]: tensor<4xi1>, %[[Q:[^:]*]]: i4, %[[I:[^:]*]]: i32)
// CHECK-NEXT: arith.extsi %[[C]] : tensor<4xi1> to tensor<4xi32>
// CHECK-NEXT: arith.extui %[[C]] : tensor<4xi1> to tensor<4xi32>
// CHECK-NEXT: arith.extsi %[[Q]] : i4 to i16
// CHECK-NEXT: arith.extui %[[I]] : i32 to i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @exti(%c: tile<4xi1>, %q: tile<i4>, %i: tile<i32>) {
    %0 = exti %c signed : tile<4xi1> -> tile<4xi32>
    %1 = exti %c unsigned : tile<4xi1> -> tile<4xi32>
    %2 = exti %q signed : tile<i4> -> tile<i16>
    %3 = exti %i unsigned : tile<i32> -> tile<i64>
    return
  }
}

// -----

// The overflow promise becomes arith.trunci's nsw / nuw.
// CHECK-LABEL: nv_tileaa.func @trunci(
// CHECK-SAME: %[[L:[^:]*]]: tensor<4xi64>, %[[S:[^:]*]]: i16)
// CHECK-NEXT: arith.trunci %[[L]] : tensor<4xi64> to tensor<4xi32>
// CHECK-NEXT: arith.trunci %[[L]] overflow<nsw> : tensor<4xi64> to tensor<4xi32>
// CHECK-NEXT: arith.trunci %[[S]] overflow<nuw> : i16 to i4
// CHECK-NEXT: arith.trunci %[[S]] overflow<nsw, nuw> : i16 to i1
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @trunci(%l: tile<4xi64>, %s: tile<i16>) {
    %0 = trunci %l : tile<4xi64> -> tile<4xi32>
    %1 = trunci %l overflow<no_signed_wrap> : tile<4xi64> -> tile<4xi32>
    %2 = trunci %s overflow<no_unsigned_wrap> : tile<i16> -> tile<i4>
    %3 = trunci %s overflow<no_wrap> : tile<i16> -> tile<i1>
    return
  }
}

// -----

// nv_tileaa.fp_to_fp; nearest_even (the default) disappears, the directed roundings towards
// f8E8M0FNU stay.
// CHECK-LABEL: nv_tileaa.func @ftof(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16, %[[D:[^:]*]]: f64)
// CHECK-NEXT: nv_tileaa.fp_to_fp %[[A]] : tensor<4xf32> -> tensor<4xf16>
// CHECK-NEXT: nv_tileaa.fp_to_fp %[[H]] : f16 -> f32
// CHECK-NEXT: nv_tileaa.fp_to_fp %[[D]] : f64 -> bf16
// CHECK-NEXT: nv_tileaa.fp_to_fp %[[A]] : tensor<4xf32> -> tensor<4xf8E4M3FN>
// CHECK-NEXT: nv_tileaa.fp_to_fp %[[A]] {rounding = #nv_tileaa.rounding<zero>} : tensor<4xf32> -> tensor<4xf8E8M0FNU>
// CHECK-NEXT: nv_tileaa.fp_to_fp %[[A]] {rounding = #nv_tileaa.rounding<positive_inf>} : tensor<4xf32> -> tensor<4xf8E8M0FNU>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @ftof(%a: tile<4xf32>, %h: tile<f16>, %d: tile<f64>) {
    %0 = ftof %a : tile<4xf32> -> tile<4xf16>
    %1 = ftof %h : tile<f16> -> tile<f32>
    %2 = ftof %d : tile<f64> -> tile<bf16>
    %3 = ftof %a : tile<4xf32> -> tile<4xf8E4M3FN>
    %4 = ftof %a rounding<zero> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %5 = ftof %a rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
    return
  }
}

// -----

// Round to nearest even (the only mode), arith's default; signed reads an i1 true as -1.
// CHECK-LABEL: nv_tileaa.func @itof(
// CHECK-SAME: %[[I:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[L:[^:]*]]: i64)
// CHECK-NEXT: arith.sitofp %[[I]] : tensor<4xi32> to tensor<4xf32>
// CHECK-NEXT: arith.uitofp %[[I]] : tensor<4xi32> to tensor<4xf32>
// CHECK-NEXT: arith.sitofp %[[C]] : i1 to f32
// CHECK-NEXT: arith.uitofp %[[L]] : i64 to f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @itof(%i: tile<4xi32>, %c: tile<i1>, %l: tile<i64>) {
    %0 = itof %i signed : tile<4xi32> -> tile<4xf32>
    %1 = itof %i unsigned : tile<4xi32> -> tile<4xf32>
    %2 = itof %c signed : tile<i1> -> tile<f32>
    %3 = itof %l unsigned : tile<i64> -> tile<f16>
    return
  }
}

// -----

// Formats LLVM lacks: ftoi widens to f32 first (exactly); itof goes through
// f64 and rounds once into the format, an i64 rounded to 53 bits to odd
// first (truncated below its 53 leading bits, the last kept bit set if that
// dropped any).
// CHECK-LABEL: nv_tileaa.func @narrow(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf8E4M3FN>, %[[I:[^:]*]]: tensor<4xi32>, %[[L:[^:]*]]: i64)
// CHECK-NEXT: %[[W:.*]] = nv_tileaa.fp_to_fp %[[A]] : tensor<4xf8E4M3FN> -> tensor<4xf32>
// CHECK-NEXT: arith.fptosi %[[W]] : tensor<4xf32> to tensor<4xi8>
// CHECK: %[[D:.*]] = arith.uitofp %[[I]] : tensor<4xi32> to tensor<4xf64>
// CHECK-NEXT: nv_tileaa.fp_to_fp %[[D]] : tensor<4xf64> -> tensor<4xf8E5M2>
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[L]]
// CHECK: %[[MAG:.*]] = arith.select %[[NEG]], %{{.*}}, %[[L]] : i64
// CHECK-NEXT: math.ctlz %[[MAG]] : i64
// CHECK: %[[ODD:.*]] = arith.ori
// CHECK-NEXT: %[[F:.*]] = arith.uitofp %[[ODD]] : i64 to f64
// CHECK-NEXT: %[[NF:.*]] = arith.negf %[[F]] : f64
// CHECK-NEXT: %[[S:.*]] = arith.select %[[NEG]], %[[NF]], %[[F]] : f64
// CHECK-NEXT: nv_tileaa.fp_to_fp %[[S]] : f64 -> tf32
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @narrow(%a: tile<4xf8E4M3FN>, %i: tile<4xi32>, %l: tile<i64>) {
    %0 = ftoi %a signed : tile<4xf8E4M3FN> -> tile<4xi8>
    %1 = itof %i unsigned : tile<4xi32> -> tile<4xf8E5M2>
    %2 = itof %l signed : tile<i64> -> tile<tf32>
    return
  }
}

// -----

// Truncation towards zero; where arith.fptosi / fptoui are poison the spec saturates to the nearest
// end of the integer range and turns NaN into 0: selects on the power-of-two bounds, then on NaN.
// CHECK-LABEL: nv_tileaa.func @ftoi_signed(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>)
// CHECK-NEXT: %[[T:.*]] = arith.fptosi %[[A]] : tensor<4xf32> to tensor<4xi32>
// CHECK-NEXT: %[[LO:.*]] = arith.constant dense<-2.14748365E+9> : tensor<4xf32>
// CHECK-NEXT: %[[BELOW:.*]] = arith.cmpf olt, %[[A]], %[[LO]] : tensor<4xf32>
// CHECK-NEXT: %[[MIN:.*]] = arith.constant dense<-2147483648> : tensor<4xi32>
// CHECK-NEXT: %[[T1:.*]] = arith.select %[[BELOW]], %[[MIN]], %[[T]] : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT: %[[HI:.*]] = arith.constant dense<2.14748365E+9> : tensor<4xf32>
// CHECK-NEXT: %[[ABOVE:.*]] = arith.cmpf oge, %[[A]], %[[HI]] : tensor<4xf32>
// CHECK-NEXT: %[[MAX:.*]] = arith.constant dense<2147483647> : tensor<4xi32>
// CHECK-NEXT: %[[T2:.*]] = arith.select %[[ABOVE]], %[[MAX]], %[[T1]] : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[A]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: %[[Z:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: arith.select %[[NAN]], %[[Z]], %[[T2]] : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @ftoi_signed(%a: tile<4xf32>) {
    %0 = ftoi %a signed : tile<4xf32> -> tile<4xi32>
    return
  }
}

// -----

// Unsigned: below 0 becomes 0 (values in (-1, 0) truncate to 0 anyway), 2^N and up the maximum.
// CHECK-LABEL: nv_tileaa.func @ftoi_unsigned(
// CHECK-SAME: %[[D:[^:]*]]: f64)
// CHECK-NEXT: %[[T:.*]] = arith.fptoui %[[D]] : f64 to i64
// CHECK-NEXT: %[[LO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %[[BELOW:.*]] = arith.cmpf olt, %[[D]], %[[LO]] : f64
// CHECK-NEXT: %[[MIN:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[T1:.*]] = arith.select %[[BELOW]], %[[MIN]], %[[T]] : i64
// CHECK-NEXT: %[[HI:.*]] = arith.constant 1.8446744073709552E+19 : f64
// CHECK-NEXT: %[[ABOVE:.*]] = arith.cmpf oge, %[[D]], %[[HI]] : f64
// CHECK-NEXT: %[[MAX:.*]] = arith.constant -1 : i64
// CHECK-NEXT: %[[T2:.*]] = arith.select %[[ABOVE]], %[[MAX]], %[[T1]] : i64
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[D]], %[[D]] : f64
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i64
// CHECK-NEXT: arith.select %[[NAN]], %[[Z]], %[[T2]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @ftoi_unsigned(%d: tile<f64>) {
    %0 = ftoi %d unsigned : tile<f64> -> tile<i64>
    return
  }
}

// -----

// f16 never reaches +-2^31: no bound to saturate at, only NaN.
// CHECK-LABEL: nv_tileaa.func @ftoi_unreachable_bounds(
// CHECK-SAME: %[[H:[^:]*]]: f16)
// CHECK-NEXT: %[[T:.*]] = arith.fptosi %[[H]] : f16 to i32
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[H]], %[[H]] : f16
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: arith.select %[[NAN]], %[[Z]], %[[T]] : i32
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @ftoi_unreachable_bounds(%h: tile<f16>) {
    %0 = ftoi %h signed : tile<f16> -> tile<i32>
    return
  }
}

// -----

// i1 read as signed holds -1 and 0: below -1 gives true (-1), 1 and up false (0).
// CHECK-LABEL: nv_tileaa.func @ftoi_i1(
// CHECK-SAME: %[[A:[^:]*]]: f32)
// CHECK-NEXT: %[[T:.*]] = arith.fptosi %[[A]] : f32 to i1
// CHECK-NEXT: %[[LO:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %[[BELOW:.*]] = arith.cmpf olt, %[[A]], %[[LO]] : f32
// CHECK-NEXT: %[[MIN:.*]] = arith.constant true
// CHECK-NEXT: %[[T1:.*]] = arith.select %[[BELOW]], %[[MIN]], %[[T]] : i1
// CHECK-NEXT: %[[HI:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[ABOVE:.*]] = arith.cmpf oge, %[[A]], %[[HI]] : f32
// CHECK-NEXT: %[[MAX:.*]] = arith.constant false
// CHECK-NEXT: %[[T2:.*]] = arith.select %[[ABOVE]], %[[MAX]], %[[T1]] : i1
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[A]], %[[A]] : f32
// CHECK-NEXT: %[[Z:.*]] = arith.constant false
// CHECK-NEXT: arith.select %[[NAN]], %[[Z]], %[[T2]] : i1
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @ftoi_i1(%a: tile<f32>) {
    %0 = ftoi %a signed : tile<f32> -> tile<i1>
    return
  }
}
