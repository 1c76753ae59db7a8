// Round trip of the tokens, assumptions and lifetime-hint ops, custom and generic form.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @tokens(
// CHECK-SAME: %[[C:[^:]*]]: tensor<64xi1>, %[[B:[^:]*]]: i1, %[[X:[^:]*]]: tensor<4xf32>, %[[N:[^:]*]]: i32,
// CHECK-SAME: %[[M:[^:]*]]: !nv_tileaa.memref<?xf32, 1>, %[[P:[^:]*]]: !nv_tileaa.ptr<f32, 1>)
nv_tileaa.func @tokens(%c: tensor<64xi1>, %b: i1, %x: tensor<4xf32>, %n: i32,
                       %m: !nv_tileaa.memref<?xf32, 1>, %p: !nv_tileaa.ptr<f32, 1>) {
  // CHECK-NEXT: %[[T0:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: %[[T1:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: %[[J:.*]] = nv_tileaa.join_mem_token %[[T0]], %[[T1]] : !nv_tileaa.mem_token
  // CHECK-NEXT: nv_tileaa.join_mem_token : !nv_tileaa.mem_token
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t1 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %j = nv_tileaa.join_mem_token %t0, %t1 : !nv_tileaa.mem_token
  %e = nv_tileaa.join_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: nv_tileaa.mark_for_reuse %[[X]], %[[M]] : tensor<4xf32>, !nv_tileaa.memref<?xf32, 1>
  nv_tileaa.mark_for_reuse %x, %m : tensor<4xf32>, !nv_tileaa.memref<?xf32, 1>
  // CHECK-NEXT: nv_tileaa.assert %[[C]], "lane out of range" : tensor<64xi1>
  // CHECK-NEXT: nv_tileaa.assert %[[B]], "" : i1
  nv_tileaa.assert %c, "lane out of range" : tensor<64xi1>
  nv_tileaa.assert %b, "" : i1
  // CHECK-NEXT: %[[OB:.*]]:3 = nv_tileaa.optimization_barrier %[[X]], %[[N]], %[[P]] : tensor<4xf32>, i32, !nv_tileaa.ptr<f32, 1>
  %ob:3 = nv_tileaa.optimization_barrier %x, %n, %p : tensor<4xf32>, i32, !nv_tileaa.ptr<f32, 1>
  // CHECK-NEXT: nv_tileaa.pragma "unroll" = 4 : i64
  // CHECK-NEXT: nv_tileaa.pragma "no_tma"
  // CHECK-NEXT: nv_tileaa.pragma "sched.stage_1" = "late"
  nv_tileaa.pragma "unroll" = 4 : i64
  nv_tileaa.pragma "no_tma"
  nv_tileaa.pragma "sched.stage_1" = "late"
  // CHECK-NEXT: nv_tileaa.message "warning", "falling back to scalar loads"
  // CHECK-NEXT: nv_tileaa.message "note", "tile 64"
  nv_tileaa.message "warning", "falling back to scalar loads"
  nv_tileaa.message "note", "tile 64"
  // CHECK-NEXT: %[[PR0:.*]] = nv_tileaa.print "x = %f, n = %d, %% of %5.2e %p\0A", %[[OB]]#0, %[[N]], %[[X]], %[[P]] token %[[J]] : tensor<4xf32>, i32, tensor<4xf32>, !nv_tileaa.ptr<f32, 1>
  // CHECK-NEXT: nv_tileaa.print "done" token %[[PR0]]
  // CHECK-NEXT: nv_tileaa.print "no token"
  %pr0 = nv_tileaa.print "x = %f, n = %d, %% of %5.2e %p\n", %ob#0, %n, %x, %p token %j : tensor<4xf32>, i32, tensor<4xf32>, !nv_tileaa.ptr<f32, 1>
  %pr1 = nv_tileaa.print "done" token %pr0
  %pr2 = nv_tileaa.print "no token"
  // CHECK-NEXT: nv_tileaa.assume
  %a = nv_tileaa.assume %n {div_by = 16 : i64} : i32
  nv_tileaa.return
}
