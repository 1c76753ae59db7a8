// cmpf and cmpi print in NVIDIA's form, from custom and from generic syntax.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s
// The generic form keeps NVIDIA's attribute names.
// RUN: tile-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

cuda_tile.module @compare {
  // The chapter's cmpf examples.
  // CHECK-LABEL: entry @cmpf_examples
  entry @cmpf_examples() {
    // CHECK: %[[L0:.+]] = constant <f16: 0.000000e+00> : tile<f16>
    // CHECK: %[[R0:.+]] = constant <f16: 0.000000e+00> : tile<f16>
    // CHECK: cmpf equal ordered %[[L0]], %[[R0]] : tile<f16> -> tile<i1>
    %lhs0 = constant <f16: 0.0> : tile<f16>
    %rhs0 = constant <f16: 0.0> : tile<f16>
    %x0 = cmpf equal ordered %lhs0, %rhs0 : tile<f16> -> tile<i1>
    // CHECK: cmpf less_than unordered %{{.+}}, %{{.+}} : tile<2x2xf16> -> tile<2x2xi1>
    %lhs1 = constant <f16: 0.0> : tile<2x2xf16>
    %rhs1 = constant <f16: 0.0> : tile<2x2xf16>
    %x2 = cmpf less_than unordered %lhs1, %rhs1 : tile<2x2xf16> -> tile<2x2xi1>
    %lhs2 = constant <f64: 0.0> : tile<2x2xf64>
    %rhs2 = constant <f64: 0.0> : tile<2x2xf64>
  }

  // Every predicate and element type; the result type may be left out.
  // CHECK-LABEL: testing$func @cmpf_all
  testing$func @cmpf_all(%h: tile<4xf16>, %b: tile<4xbf16>, %f: tile<4xf32>, %d: tile<2x2xf64>) {
    // CHECK: cmpf not_equal ordered %{{.+}}, %{{.+}} : tile<4xf16> -> tile<4xi1>
    %0 = cmpf not_equal ordered %h, %h : tile<4xf16> -> tile<4xi1>
    // CHECK: cmpf less_than_or_equal unordered %{{.+}}, %{{.+}} : tile<4xbf16> -> tile<4xi1>
    %1 = cmpf less_than_or_equal unordered %b, %b : tile<4xbf16> -> tile<4xi1>
    // CHECK: cmpf greater_than ordered %{{.+}}, %{{.+}} : tile<4xf32> -> tile<4xi1>
    %2 = cmpf greater_than ordered %f, %f : tile<4xf32>
    // CHECK: cmpf greater_than_or_equal unordered %{{.+}}, %{{.+}} : tile<2x2xf64> -> tile<2x2xi1>
    %3 = cmpf greater_than_or_equal unordered %d, %d : !cuda_tile.tile<2x2xf64> -> !cuda_tile.tile<2x2xi1>
  }

  // The chapter's cmpi examples.
  // CHECK-LABEL: entry @cmpi_examples
  entry @cmpi_examples() {
    // CHECK: %[[L0:.+]] = constant <i16: 0> : tile<i16>
    // CHECK: %[[R0:.+]] = constant <i16: 0> : tile<i16>
    // CHECK: cmpi less_than %[[L0]], %[[R0]], signed : tile<i16> -> tile<i1>
    %lhs0 = constant <i16: 0> : tile<i16>
    %rhs0 = constant <i16: 0> : tile<i16>
    %x0 = cmpi less_than %lhs0, %rhs0, signed : tile<i16> -> tile<i1>
    // CHECK: cmpi equal %{{.+}}, %{{.+}}, signed : tile<2x2xi64> -> tile<2x2xi1>
    %lhs1 = constant <i64: 0> : tile<2x2xi64>
    %rhs1 = constant <i64: 0> : tile<2x2xi64>
    %x1 = cmpi equal %lhs1, %rhs1, signed : tile<2x2xi64> -> tile<2x2xi1>
  }

  // CHECK-LABEL: testing$func @cmpi_all
  testing$func @cmpi_all(%b: tile<8xi1>, %c: tile<8xi8>, %i: tile<8xi32>) {
    // CHECK: cmpi not_equal %{{.+}}, %{{.+}}, unsigned : tile<8xi1> -> tile<8xi1>
    %0 = cmpi not_equal %b, %b, unsigned : tile<8xi1> -> tile<8xi1>
    // CHECK: cmpi less_than_or_equal %{{.+}}, %{{.+}}, unsigned : tile<8xi8> -> tile<8xi1>
    %1 = cmpi less_than_or_equal %c, %c, unsigned : tile<8xi8> -> tile<8xi1>
    // CHECK: cmpi greater_than %{{.+}}, %{{.+}}, signed : tile<8xi32> -> tile<8xi1>
    %2 = cmpi greater_than %i, %i, signed : tile<8xi32>
    // CHECK: cmpi greater_than_or_equal %{{.+}}, %{{.+}}, unsigned : tile<8xi32> -> tile<8xi1>
    %3 = cmpi greater_than_or_equal %i, %i, unsigned : tile<8xi32> -> tile<8xi1>
  }
}

// GENERIC: "cuda_tile.cmpf"
// GENERIC-SAME: comparison_ordering = #cuda_tile.comparison_ordering<ordered>
// GENERIC-SAME: comparison_predicate = #cuda_tile.comparison_predicate<equal>
// GENERIC: "cuda_tile.cmpi"
// GENERIC-SAME: comparison_predicate = #cuda_tile.comparison_predicate<less_than>
// GENERIC-SAME: signedness = #cuda_tile.signedness<signed>
