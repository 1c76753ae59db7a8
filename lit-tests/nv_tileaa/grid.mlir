// Round trip of the grid and queue ops and the queue type, custom and generic form.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

module attributes {nv_tileaa.target = "sm_100"} {
  // CHECK-LABEL: nv_tileaa.func @grid()
  nv_tileaa.func @grid() attributes {kernel} {
    // CHECK-NEXT: %[[NX:.*]] = nv_tileaa.get_num_programs x : i32
    // CHECK-NEXT: nv_tileaa.get_num_programs y : i32
    // CHECK-NEXT: nv_tileaa.get_num_programs z : i32
    %nx = nv_tileaa.get_num_programs x : i32
    %ny = nv_tileaa.get_num_programs y : i32
    %nz = nv_tileaa.get_num_programs z : i32
    // CHECK-NEXT: %[[X:[^,]*]], %[[Y:[^,]*]], %[[Z:[^ ]*]] = nv_tileaa.cancel_next_program_id : i32
    // CHECK-NEXT: nv_tileaa.is_valid_program_id %[[X]], %[[Y]], %[[Z]] : i32
    %x, %y, %z = nv_tileaa.cancel_next_program_id : i32
    %ok = nv_tileaa.is_valid_program_id %x, %y, %z : i32
    nv_tileaa.return
  }

  // CHECK-LABEL: nv_tileaa.func @queues(
  // CHECK-SAME: %[[A:[^:]*]]: tensor<64xf32>, %[[S:[^:]*]]: f32, %[[P:[^:]*]]: !nv_tileaa.ptr<f16, 1>, %[[M:[^:]*]]: !nv_tileaa.memref<?xf16, 1>)
  nv_tileaa.func @queues(%a: tensor<64xf32>, %s: f32, %p: !nv_tileaa.ptr<f16, 1>, %m: !nv_tileaa.memref<?xf16, 1>) {
    // CHECK-NEXT: %[[Q:.*]] = nv_tileaa.create_queue : !nv_tileaa.queue<tensor<64xf32>, f32, depth = 2>
    // CHECK-NEXT: %[[Q2:.*]] = nv_tileaa.create_queue : !nv_tileaa.queue<!nv_tileaa.ptr<f16, 1>, !nv_tileaa.memref<?xf16, 1>, index, depth = 4, consumers = 2>
    // CHECK-NEXT: nv_tileaa.create_queue : !nv_tileaa.queue<tensor<64xf32>, depth = 1>
    %q = nv_tileaa.create_queue : !nv_tileaa.queue<tensor<64xf32>, f32, depth = 2>
    %q2 = nv_tileaa.create_queue : !nv_tileaa.queue<!nv_tileaa.ptr<f16, 1>, !nv_tileaa.memref<?xf16, 1>, index, depth = 4, consumers = 2>
    %q3 = nv_tileaa.create_queue : !nv_tileaa.queue<tensor<64xf32>, depth = 1, consumers = 1>
    // CHECK-NEXT: nv_tileaa.queue.put %[[Q]], %[[A]], %[[S]] : !nv_tileaa.queue<tensor<64xf32>, f32, depth = 2>
    nv_tileaa.queue.put %q, %a, %s : !nv_tileaa.queue<tensor<64xf32>, f32, depth = 2>
    // CHECK-NEXT: %[[R:.*]]:2 = nv_tileaa.queue.get %[[Q]] : !nv_tileaa.queue<tensor<64xf32>, f32, depth = 2> -> tensor<64xf32>, f32 {
    // CHECK-NEXT: ^bb0(%[[V:.*]]: tensor<64xf32>, %[[W:.*]]: f32):
    // CHECK-NEXT: nv_tileaa.queue.yield %[[V]], %[[W]] : tensor<64xf32>, f32
    // CHECK-NEXT: }
    %r:2 = nv_tileaa.queue.get %q : !nv_tileaa.queue<tensor<64xf32>, f32, depth = 2> -> tensor<64xf32>, f32 {
    ^bb0(%v: tensor<64xf32>, %w: f32):
      nv_tileaa.queue.yield %v, %w : tensor<64xf32>, f32
    }
    // CHECK-NEXT: nv_tileaa.queue.get %[[Q2]] consumer 1 : !nv_tileaa.queue<{{.*}}, consumers = 2> {
    // CHECK-NEXT: ^bb0(
    // CHECK-NEXT: nv_tileaa.queue.yield
    // CHECK-NEXT: }
    nv_tileaa.queue.get %q2 consumer 1 : !nv_tileaa.queue<!nv_tileaa.ptr<f16, 1>, !nv_tileaa.memref<?xf16, 1>, index, depth = 4, consumers = 2> {
    ^bb0(%pp: !nv_tileaa.ptr<f16, 1>, %mm: !nv_tileaa.memref<?xf16, 1>, %i: index):
      nv_tileaa.queue.yield
    }
    // consumer 0 is the default and is not printed.
    // CHECK-NEXT: nv_tileaa.queue.get %[[Q2]] : !nv_tileaa.queue
    nv_tileaa.queue.get %q2 consumer 0 : !nv_tileaa.queue<!nv_tileaa.ptr<f16, 1>, !nv_tileaa.memref<?xf16, 1>, index, depth = 4, consumers = 2> {
    ^bb0(%pp: !nv_tileaa.ptr<f16, 1>, %mm: !nv_tileaa.memref<?xf16, 1>, %i: index):
      nv_tileaa.queue.yield
    }
    nv_tileaa.return
  }
}
