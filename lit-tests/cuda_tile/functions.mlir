// Functions that are not kernels: the test-only testing$func (any argument
// types) and the preview experimental$func, which may take tokens and return
// values; kernels that take tokens and views; and unregistered
// ops, which a cuda_tile.module lets through under --allow-unregistered-dialect.
// RUN: tile-opt %s -allow-unregistered-dialect | tile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s -allow-unregistered-dialect --mlir-print-op-generic | tile-opt -allow-unregistered-dialect | FileCheck %s

cuda_tile.module @m {
  // CHECK: testing$func @takes(%{{.*}}: tile<8xf32>, %{{.*}}: token, %{{.*}}: tensor_view<8xf32, strides=[1]>) {
  // CHECK-NEXT: return
  testing$func @takes(%t: !cuda_tile.tile<8xf32>, %tok: token, %v: tensor_view<8xf32, strides=[1]>) {
  }

  // testing$func takes arguments of any type, as NVIDIA's does.
  // CHECK: testing$func @any(%{{.*}}: i32, %{{.*}}: index, %{{.*}}: ptr<f32>, %{{.*}}: memref<4xf32>) {
  testing$func @any(%i: i32, %x: index, %p: ptr<f32>, %m: memref<4xf32>) {
  }

  // A kernel takes rank-0 tiles, tokens and views.
  // CHECK: entry @views(%{{.*}}: tile<ptr<f32>>, %{{.*}}: token, %{{.*}}: tensor_view<8xf32, strides=[1]>, %{{.*}}: partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>) {
  entry @views(%p: tile<ptr<f32>>, %t: token, %v: tensor_view<8xf32, strides=[1]>, %pv: partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>) {
  }

  // The chapter's example of a function returning values.
  // CHECK: experimental$func @foo() -> (tile<i32>, tile<f16>) {
  // CHECK: return %{{.*}}, %{{.*}} : tile<i32>, tile<f16>
  experimental$func @foo() -> (tile<i32>, tile<f16>) {
    %0 = constant <i32: 0> : tile<i32>
    %1 = constant <f16: 0.0> : tile<f16>
    return %0, %1 : tile<i32>, tile<f16>
  }

  // CHECK: experimental$func @one(%{{.*}}: tile<i32>) -> tile<i32> {
  experimental$func @one(%a: tile<i32>) -> tile<i32> {
    return %a : tile<i32>
  }

  // CHECK: entry @k() {
  // CHECK-NEXT: "test.opaque"() : () -> ()
  entry @k() {
    "test.opaque"() : () -> ()
  }
}
