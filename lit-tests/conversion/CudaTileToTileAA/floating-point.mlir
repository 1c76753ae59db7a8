// convert-cuda-tile-to-tileaa, floating point: nv_tileaa's own ops where it has them (rounding and
// flush_to_zero carried), math / arith otherwise; approx and flush_to_zero the upstream op cannot
// hold stay as discardable nv_tileaa attributes.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

// Every IEEE rounding on every width; nearest_even (the default) disappears.
// CHECK-LABEL: nv_tileaa.func @addf(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4x8xf32>, %[[B:[^:]*]]: f64, %[[H:[^:]*]]: tensor<4xf16>, %[[G:[^:]*]]: bf16)
// CHECK-NEXT: nv_tileaa.addf %[[A]], %[[A]] : tensor<4x8xf32>
// CHECK-NEXT: nv_tileaa.addf %[[A]], %[[A]] : tensor<4x8xf32>
// CHECK-NEXT: nv_tileaa.addf %[[B]], %[[B]] {rounding = #nv_tileaa.rounding<zero>} : f64
// CHECK-NEXT: nv_tileaa.addf %[[H]], %[[H]] {rounding = #nv_tileaa.rounding<negative_inf>} : tensor<4xf16>
// CHECK-NEXT: nv_tileaa.addf %[[G]], %[[G]] {rounding = #nv_tileaa.rounding<positive_inf>} : bf16
// CHECK-NEXT: nv_tileaa.addf %[[A]], %[[A]] {flush_to_zero} : tensor<4x8xf32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @addf(%a: tile<4x8xf32>, %b: tile<f64>, %h: tile<4xf16>, %g: tile<bf16>) {
    %0 = addf %a, %a : tile<4x8xf32>
    %1 = addf %a, %a rounding<nearest_even> : tile<4x8xf32>
    %2 = addf %b, %b rounding<zero> : tile<f64>
    %3 = addf %h, %h rounding<negative_inf> : tile<4xf16>
    %4 = addf %g, %g rounding<positive_inf> : tile<bf16>
    %5 = addf %a, %a flush_to_zero : tile<4x8xf32>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @subf(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: f64)
// CHECK-NEXT: nv_tileaa.subf %[[A]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.subf %[[B]], %[[B]] {rounding = #nv_tileaa.rounding<zero>} : f64
// CHECK-NEXT: nv_tileaa.subf %[[B]], %[[B]] {rounding = #nv_tileaa.rounding<negative_inf>} : f64
// CHECK-NEXT: nv_tileaa.subf %[[A]], %[[A]] {flush_to_zero, rounding = #nv_tileaa.rounding<positive_inf>} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @subf(%a: tile<4xf32>, %b: tile<f64>) {
    %0 = subf %a, %a : tile<4xf32>
    %1 = subf %b, %b rounding<zero> : tile<f64>
    %2 = subf %b, %b rounding<negative_inf> : tile<f64>
    %3 = subf %a, %a rounding<positive_inf> flush_to_zero : tile<4xf32>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @mulf(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: tensor<2x2xf16>)
// CHECK-NEXT: nv_tileaa.mulf %[[A]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.mulf %[[H]], %[[H]] {rounding = #nv_tileaa.rounding<zero>} : tensor<2x2xf16>
// CHECK-NEXT: nv_tileaa.mulf %[[A]], %[[A]] {rounding = #nv_tileaa.rounding<negative_inf>} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.mulf %[[A]], %[[A]] {rounding = #nv_tileaa.rounding<positive_inf>} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.mulf %[[A]], %[[A]] {flush_to_zero} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @mulf(%a: tile<4xf32>, %h: tile<2x2xf16>) {
    %0 = mulf %a, %a : tile<4xf32>
    %1 = mulf %h, %h rounding<zero> : tile<2x2xf16>
    %2 = mulf %a, %a rounding<negative_inf> : tile<4xf32>
    %3 = mulf %a, %a rounding<positive_inf> : tile<4xf32>
    %4 = mulf %a, %a flush_to_zero : tile<4xf32>
    return
  }
}

// -----

// approx and full are approximations, not roundings: discardable nv_tileaa.approx / nv_tileaa.full.
// CHECK-LABEL: nv_tileaa.func @divf(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: f64)
// CHECK-NEXT: nv_tileaa.divf %[[A]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.divf %[[B]], %[[B]] {rounding = #nv_tileaa.rounding<zero>} : f64
// CHECK-NEXT: nv_tileaa.divf %[[B]], %[[B]] {rounding = #nv_tileaa.rounding<negative_inf>} : f64
// CHECK-NEXT: nv_tileaa.divf %[[A]], %[[A]] {rounding = #nv_tileaa.rounding<positive_inf>} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.divf %[[A]], %[[A]] {nv_tileaa.approx} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.divf %[[A]], %[[A]] {nv_tileaa.full} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.divf %[[A]], %[[A]] {flush_to_zero, nv_tileaa.approx} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.divf %[[A]], %[[A]] {flush_to_zero} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @divf(%a: tile<4xf32>, %b: tile<f64>) {
    %0 = divf %a, %a : tile<4xf32>
    %1 = divf %b, %b rounding<zero> : tile<f64>
    %2 = divf %b, %b rounding<negative_inf> : tile<f64>
    %3 = divf %a, %a rounding<positive_inf> : tile<4xf32>
    %4 = divf %a, %a rounding<approx> : tile<4xf32>
    %5 = divf %a, %a rounding<full> : tile<4xf32>
    %6 = divf %a, %a rounding<approx> flush_to_zero : tile<4xf32>
    %7 = divf %a, %a flush_to_zero : tile<4xf32>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @fma(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: tensor<4xf32>, %[[C:[^:]*]]: tensor<4xf32>, %[[D:[^:]*]]: f64)
// CHECK-NEXT: nv_tileaa.fma %[[A]], %[[B]], %[[C]] : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.fma %[[D]], %[[D]], %[[D]] {rounding = #nv_tileaa.rounding<zero>} : f64
// CHECK-NEXT: nv_tileaa.fma %[[D]], %[[D]], %[[D]] {rounding = #nv_tileaa.rounding<negative_inf>} : f64
// CHECK-NEXT: nv_tileaa.fma %[[A]], %[[B]], %[[C]] {flush_to_zero, rounding = #nv_tileaa.rounding<positive_inf>} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @fma(%a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>, %d: tile<f64>) {
    %0 = fma %a, %b, %c : tile<4xf32>
    %1 = fma %d, %d, %d rounding<zero> : tile<f64>
    %2 = fma %d, %d, %d rounding<negative_inf> : tile<f64>
    %3 = fma %a, %b, %c rounding<positive_inf> flush_to_zero : tile<4xf32>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @sqrt(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: nv_tileaa.sqrt %[[A]] : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.sqrt %[[H]] {rounding = #nv_tileaa.rounding<zero>} : f16
// CHECK-NEXT: nv_tileaa.sqrt %[[H]] {rounding = #nv_tileaa.rounding<negative_inf>} : f16
// CHECK-NEXT: nv_tileaa.sqrt %[[A]] {rounding = #nv_tileaa.rounding<positive_inf>} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.sqrt %[[A]] {nv_tileaa.approx} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.sqrt %[[A]] {flush_to_zero, nv_tileaa.approx} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @sqrt(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = sqrt %a : tile<4xf32>
    %1 = sqrt %h rounding<zero> : tile<f16>
    %2 = sqrt %h rounding<negative_inf> : tile<f16>
    %3 = sqrt %a rounding<positive_inf> : tile<4xf32>
    %4 = sqrt %a rounding<approx> : tile<4xf32>
    %5 = sqrt %a rounding<approx> flush_to_zero : tile<4xf32>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @rsqrt_exp2(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: f64)
// CHECK-NEXT: nv_tileaa.rsqrt %[[A]] : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.rsqrt %[[A]] {flush_to_zero} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.rsqrt %[[B]] : f64
// CHECK-NEXT: nv_tileaa.exp2 %[[A]] : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.exp2 %[[A]] {flush_to_zero} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.exp2 %[[B]] : f64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @rsqrt_exp2(%a: tile<4xf32>, %b: tile<f64>) {
    %0 = rsqrt %a : tile<4xf32>
    %1 = rsqrt %a flush_to_zero : tile<4xf32>
    %2 = rsqrt %b : tile<f64>
    %3 = exp2 %a : tile<4xf32>
    %4 = exp2 %a flush_to_zero : tile<4xf32>
    %5 = exp2 %b : tile<f64>
    return
  }
}

// -----

// tanh's default is full, math.tanh's own meaning; approx is kept.
// CHECK-LABEL: nv_tileaa.func @exp_tanh(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: f64)
// CHECK-NEXT: math.exp %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.exp %[[A]] {nv_tileaa.approx} : tensor<4xf32>
// CHECK-NEXT: math.tanh %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.tanh %[[B]] : f64
// CHECK-NEXT: math.tanh %[[A]] {nv_tileaa.approx} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @exp_tanh(%a: tile<4xf32>, %b: tile<f64>) {
    %0 = exp %a : tile<4xf32>
    %1 = exp %a rounding<approx> : tile<4xf32>
    %2 = tanh %a : tile<4xf32>
    %3 = tanh %b rounding<full> : tile<f64>
    %4 = tanh %a rounding<approx> : tile<4xf32>
    return
  }
}

// -----

// propagate_nan: IEEE maximum / minimum. Without it maximumNumber / minimumNumber: a NaN operand is
// replaced by the other before maximumf / minimumf, which order -0.0 below +0.0 (maxnumf does not).
// CHECK-LABEL: nv_tileaa.func @maxf(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: tensor<4xf32>, %[[D:[^:]*]]: f64)
// CHECK-NEXT: %[[AN:.*]] = arith.cmpf uno, %[[A]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: %[[BN:.*]] = arith.cmpf uno, %[[B]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[A2:.*]] = arith.select %[[AN]], %[[B]], %[[A]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: %[[B2:.*]] = arith.select %[[BN]], %[[A2]], %[[B]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: arith.maximumf %[[A2]], %[[B2]] : tensor<4xf32>
// CHECK-NEXT: arith.maximumf %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: arith.maximumf %[[A]], %[[B]] {nv_tileaa.flush_to_zero} : tensor<4xf32>
// CHECK-NEXT: %[[DN:.*]] = arith.cmpf uno, %[[D]], %[[D]] : f64
// CHECK-NEXT: %[[DN2:.*]] = arith.cmpf uno, %[[D]], %[[D]] : f64
// CHECK-NEXT: %[[D2:.*]] = arith.select %[[DN]], %[[D]], %[[D]] : f64
// CHECK-NEXT: %[[D3:.*]] = arith.select %[[DN2]], %[[D2]], %[[D]] : f64
// CHECK-NEXT: arith.maximumf %[[D2]], %[[D3]] : f64
// CHECK-NEXT: %[[AN3:.*]] = arith.cmpf uno, %[[A]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: %[[BN3:.*]] = arith.cmpf uno, %[[B]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[A3:.*]] = arith.select %[[AN3]], %[[B]], %[[A]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: %[[B3:.*]] = arith.select %[[BN3]], %[[A3]], %[[B]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: arith.maximumf %[[A3]], %[[B3]] {nv_tileaa.flush_to_zero} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @maxf(%a: tile<4xf32>, %b: tile<4xf32>, %d: tile<f64>) {
    %0 = maxf %a, %b : tile<4xf32>
    %1 = maxf %a, %b propagate_nan : tile<4xf32>
    %2 = maxf %a, %b flush_to_zero propagate_nan : tile<4xf32>
    %3 = maxf %d, %d : tile<f64>
    %4 = maxf %a, %b flush_to_zero : tile<4xf32>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @minf(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: bf16)
// CHECK-NEXT: %[[AN:.*]] = arith.cmpf uno, %[[A]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: %[[BN:.*]] = arith.cmpf uno, %[[B]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[A2:.*]] = arith.select %[[AN]], %[[B]], %[[A]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: %[[B2:.*]] = arith.select %[[BN]], %[[A2]], %[[B]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: arith.minimumf %[[A2]], %[[B2]] : tensor<4xf32>
// CHECK-NEXT: arith.minimumf %[[H]], %[[H]] : bf16
// CHECK-NEXT: arith.minimumf %[[A]], %[[B]] {nv_tileaa.flush_to_zero} : tensor<4xf32>
// CHECK-NEXT: %[[AN3:.*]] = arith.cmpf uno, %[[A]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: %[[BN3:.*]] = arith.cmpf uno, %[[B]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[A3:.*]] = arith.select %[[AN3]], %[[B]], %[[A]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: %[[B3:.*]] = arith.select %[[BN3]], %[[A3]], %[[B]] : tensor<4xi1>, tensor<4xf32>
// CHECK-NEXT: arith.minimumf %[[A3]], %[[B3]] {nv_tileaa.flush_to_zero} : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @minf(%a: tile<4xf32>, %b: tile<4xf32>, %h: tile<bf16>) {
    %0 = minf %a, %b : tile<4xf32>
    %1 = minf %h, %h propagate_nan : tile<bf16>
    %2 = minf %a, %b propagate_nan flush_to_zero : tile<4xf32>
    %3 = minf %a, %b flush_to_zero : tile<4xf32>
    return
  }
}

// -----

// Ops without modifiers: the math / arith op of the same meaning.
// CHECK-LABEL: nv_tileaa.func @absf(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: math.absf %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.absf %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @absf(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = absf %a : tile<4xf32>
    %1 = absf %h : tile<f16>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @negf(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: arith.negf %[[A]] : tensor<4xf32>
// CHECK-NEXT: arith.negf %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @negf(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = negf %a : tile<4xf32>
    %1 = negf %h : tile<f16>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @ceil(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: math.ceil %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.ceil %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @ceil(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = ceil %a : tile<4xf32>
    %1 = ceil %h : tile<f16>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @floor(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: math.floor %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.floor %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @floor(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = floor %a : tile<4xf32>
    %1 = floor %h : tile<f16>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @log(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: math.log %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.log %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @log(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = log %a : tile<4xf32>
    %1 = log %h : tile<f16>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @log2(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: math.log2 %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.log2 %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @log2(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = log2 %a : tile<4xf32>
    %1 = log2 %h : tile<f16>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @sin(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: math.sin %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.sin %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @sin(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = sin %a : tile<4xf32>
    %1 = sin %h : tile<f16>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @cos(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: math.cos %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.cos %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @cos(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = cos %a : tile<4xf32>
    %1 = cos %h : tile<f16>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @tan(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: math.tan %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.tan %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @tan(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = tan %a : tile<4xf32>
    %1 = tan %h : tile<f16>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @sinh(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: math.sinh %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.sinh %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @sinh(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = sinh %a : tile<4xf32>
    %1 = sinh %h : tile<f16>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @cosh(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[H:[^:]*]]: f16)
// CHECK-NEXT: math.cosh %[[A]] : tensor<4xf32>
// CHECK-NEXT: math.cosh %[[H]] : f16
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @cosh(%a: tile<4xf32>, %h: tile<f16>) {
    %0 = cosh %a : tile<4xf32>
    %1 = cosh %h : tile<f16>
    return
  }
}

// -----

// arith.remf is fmod: the quotient truncated, the sign of lhs, and the spec's NaN cases.
// CHECK-LABEL: nv_tileaa.func @remf(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: tensor<4xf32>, %[[D:[^:]*]]: f64)
// CHECK-NEXT: arith.remf %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: arith.remf %[[D]], %[[D]] : f64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @remf(%a: tile<4xf32>, %b: tile<4xf32>, %d: tile<f64>) {
    %0 = remf %a, %b : tile<4xf32>
    %1 = remf %d, %d : tile<f64>
    return
  }
}

// -----

// cuda_tile's atan2(x, y) is atan(x / y); math.atan2's first operand is the numerator too.
// CHECK-LABEL: nv_tileaa.func @atan2(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: tensor<4xf32>, %[[D:[^:]*]]: f64)
// CHECK-NEXT: math.atan2 %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: math.atan2 %[[D]], %[[D]] : f64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @atan2(%a: tile<4xf32>, %b: tile<4xf32>, %d: tile<f64>) {
    %0 = atan2 %a, %b : tile<4xf32>
    %1 = atan2 %d, %d : tile<f64>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @pow(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: tensor<4xf32>, %[[D:[^:]*]]: f64)
// CHECK-NEXT: math.powf %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: math.powf %[[D]], %[[D]] : f64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @pow(%a: tile<4xf32>, %b: tile<4xf32>, %d: tile<f64>) {
    %0 = pow %a, %b : tile<4xf32>
    %1 = pow %d, %d : tile<f64>
    return
  }
}

// -----

// The exponent is read as signed, as math.fpowi reads it.
// CHECK-LABEL: nv_tileaa.func @fpowi(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xf32>, %[[E:[^:]*]]: tensor<4xi32>, %[[H:[^:]*]]: f16, %[[F:[^:]*]]: i8)
// CHECK-NEXT: math.fpowi %[[A]], %[[E]] : tensor<4xf32>, tensor<4xi32>
// CHECK-NEXT: math.fpowi %[[H]], %[[F]] : f16, i8
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @fpowi(%a: tile<4xf32>, %e: tile<4xi32>, %h: tile<f16>, %f: tile<i8>) {
    %0 = fpowi %a, %e : tile<4xf32>, tile<4xi32>
    %1 = fpowi %h, %f : tile<f16>, tile<i8>
    return
  }
}
