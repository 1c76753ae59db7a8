// mmaf and mmai print in NVIDIA's form, from custom and from generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @matrix {
  // The chapter's mmaf examples.
  // CHECK-LABEL: entry @mmaf_examples
  entry @mmaf_examples() {
    // CHECK: %[[L:.+]] = constant <f16: 0.000000e+00> : tile<4x8xf16>
    // CHECK: %[[R:.+]] = constant <f16: 0.000000e+00> : tile<8x2xf16>
    // CHECK: %[[A:.+]] = constant <f32: 0.000000e+00> : tile<4x2xf32>
    // CHECK: mmaf %[[L]], %[[R]], %[[A]] : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %lhs0 = constant <f16: 0.0> : tile<4x8xf16>
    %rhs0 = constant <f16: 0.0> : tile<8x2xf16>
    %acc0 = constant <f32: 0.0> : tile<4x2xf32>
    %0 = mmaf %lhs0, %rhs0, %acc0
        : tile<4x8xf16>, tile<8x2xf16>,
          tile<4x2xf32>
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} : tile<2x4x8xf16>, tile<2x8x2xf16>, tile<2x4x2xf32>
    %lhs1 = constant <f16: 0.0> : tile<2x4x8xf16>
    %rhs1 = constant <f16: 0.0> : tile<2x8x2xf16>
    %acc1 = constant <f32: 0.0> : tile<2x4x2xf32>
    %1 = mmaf %lhs1, %rhs1, %acc1
        : tile<2x4x8xf16>, tile<2x8x2xf16>,
          tile<2x4x2xf32>
  }

  // Every row of the chapter's type table.
  // CHECK-LABEL: testing$func @mmaf_types
  testing$func @mmaf_types(%e4: tile<4x8xf8E4M3FN>, %e4r: tile<8x16xf8E4M3FN>, %e5: tile<4x8xf8E5M2>, %e5r: tile<8x16xf8E5M2>,
                    %h: tile<4x8xf16>, %hr: tile<8x16xf16>, %b: tile<4x8xbf16>, %br: tile<8x16xbf16>,
                    %t: tile<4x8xtf32>, %tr: tile<8x16xtf32>, %f: tile<4x8xf32>, %fr: tile<8x16xf32>,
                    %d: tile<4x8xf64>, %dr: tile<8x16xf64>,
                    %acc16: tile<4x16xf16>, %acc32: tile<4x16xf32>, %acc64: tile<4x16xf64>) {
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf16>
    %0 = mmaf %e4, %e4r, %acc16 : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf16>
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} fast_acc : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf32>
    %1 = mmaf %e4, %e4r, %acc32 fast_acc : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf32>
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} : tile<4x8xf8E5M2>, tile<8x16xf8E5M2>, tile<4x16xf16>
    %2 = mmaf %e5, %e5r, %acc16 : tile<4x8xf8E5M2>, tile<8x16xf8E5M2>, tile<4x16xf16>
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} : tile<4x8xf8E5M2>, tile<8x16xf8E5M2>, tile<4x16xf32>
    %3 = mmaf %e5, %e5r, %acc32 : tile<4x8xf8E5M2>, tile<8x16xf8E5M2>, tile<4x16xf32>
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} : tile<4x8xf16>, tile<8x16xf16>, tile<4x16xf16>
    %4 = mmaf %h, %hr, %acc16 : tile<4x8xf16>, tile<8x16xf16>, tile<4x16xf16>
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} : tile<4x8xf16>, tile<8x16xf16>, tile<4x16xf32>
    %5 = mmaf %h, %hr, %acc32 : tile<4x8xf16>, tile<8x16xf16>, tile<4x16xf32>
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} : tile<4x8xbf16>, tile<8x16xbf16>, tile<4x16xf32>
    %6 = mmaf %b, %br, %acc32 : tile<4x8xbf16>, tile<8x16xbf16>, tile<4x16xf32>
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} : tile<4x8xtf32>, tile<8x16xtf32>, tile<4x16xf32>
    %7 = mmaf %t, %tr, %acc32 : tile<4x8xtf32>, tile<8x16xtf32>, tile<4x16xf32>
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} : tile<4x8xf32>, tile<8x16xf32>, tile<4x16xf32>
    %8 = mmaf %f, %fr, %acc32 : tile<4x8xf32>, tile<8x16xf32>, tile<4x16xf32>
    // CHECK: mmaf %{{.+}}, %{{.+}}, %{{.+}} : tile<4x8xf64>, tile<8x16xf64>, tile<4x16xf64>
    %9 = mmaf %d, %dr, %acc64 : tile<4x8xf64>, tile<8x16xf64>, tile<4x16xf64>
  }

  // The chapter's mmai examples.
  // CHECK-LABEL: entry @mmai_examples
  entry @mmai_examples() {
    // CHECK: mmai %{{.+}}, %{{.+}}, %{{.+}} signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    %lhs0 = cuda_tile.constant <i8: 0> : tile<4x8xi8>
    %rhs0 = cuda_tile.constant <i8: 0> : tile<8x2xi8>
    %acc0 = cuda_tile.constant <i32: 0> : tile<4x2xi32>
    %0 = mmai %lhs0, %rhs0, %acc0 signed signed
        : tile<4x8xi8>, tile<8x2xi8>,
          tile<4x2xi32>
    // CHECK: mmai %{{.+}}, %{{.+}}, %{{.+}} unsigned unsigned : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<2x4x2xi32>
    %lhs1 = cuda_tile.constant <i8: 0> : tile<2x4x8xi8>
    %rhs1 = cuda_tile.constant <i8: 0> : tile<2x8x2xi8>
    %acc1 = cuda_tile.constant <i32: 0> : tile<2x4x2xi32>
    %1 = mmai %lhs1, %rhs1, %acc1 unsigned unsigned
        : tile<2x4x8xi8>, tile<2x8x2xi8>,
          tile<2x4x2xi32>
  }

  // Mixed signedness, kept in order.
  // CHECK-LABEL: testing$func @mmai_mixed
  testing$func @mmai_mixed(%a: tile<16x32xi8>, %b: tile<32x8xi8>, %c: tile<16x8xi32>) {
    // CHECK: mmai %{{.+}}, %{{.+}}, %{{.+}} signed unsigned : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    %0 = mmai %a, %b, %c signed unsigned : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    // CHECK: mmai %{{.+}}, %{{.+}}, %{{.+}} unsigned signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    %1 = mmai %a, %b, %c unsigned signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
  }
}

// GENERIC: "cuda_tile.mmaf"
// GENERIC: "cuda_tile.mmaf"{{.*}}fast_acc
// GENERIC: "cuda_tile.mmai"
// GENERIC-SAME: signedness_lhs = #cuda_tile.signedness<signed>
// GENERIC-SAME: signedness_rhs = #cuda_tile.signedness<signed>
