// convert-tileaa-to-nvvm on print (vprintf from thread 0, tiles gathered through shared memory) and assert (__assertfail per failing element).
// RUN: tile-opt --convert-tileaa-to-nvvm %s | FileCheck %s --implicit-check-not=nv_tileaa

// The tile prints as a bracketed list; %lld on an i32 prints as %d, floats go as doubles.
// CHECK-DAG: llvm.mlir.global internal constant @{{.*}}("x = [%f, %f, %f, %f], n = %d, p = %llu 100%%\0A\00")
// CHECK-DAG: llvm.mlir.global internal constant @{{.*}}("assertion failed in tile block (%d, %d, %d) at element [%d, %d]: c 50%% ok\0A\00")
// CHECK-DAG: llvm.mlir.global internal constant @{{.*}}("c 50% ok\00")
// CHECK-DAG: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-DAG: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)
// CHECK-DAG: llvm.mlir.global internal @__tileaa_print_0_f32_4() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4 x f32>
// CHECK-LABEL: llvm.func @k(
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(f64, f64, f64, f64, i32, i64)>
// CHECK: nvvm.barrier0
// Only the four owners write the gather buffer.
// CHECK: %[[OWN:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : i32
// CHECK: scf.if %[[OWN]] {
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[FIRST:.*]] = llvm.icmp "eq"
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-COUNT-4: llvm.fpext
// CHECK: llvm.call @vprintf
// Each register of the condition: the owner of a false element reports and traps.
// CHECK: llvm.xor
// CHECK: scf.if
// CHECK: nvvm.read.ptx.sreg.ctaid.x
// CHECK: llvm.call @vprintf
// CHECK: llvm.call @__assertfail
nv_tileaa.func @k(%x: tensor<4xf32>, %n: i32, %p: !nv_tileaa.ptr<f32, 1>, %c: tensor<16x32xi1>) attributes {kernel} {
  %t = nv_tileaa.print "x = %f, n = %lld, p = %p 100%%\n", %x, %n, %p : tensor<4xf32>, i32, !nv_tileaa.ptr<f32, 1>
  nv_tileaa.assert %c, "c 50% ok" : tensor<16x32xi1>
  nv_tileaa.return
}
