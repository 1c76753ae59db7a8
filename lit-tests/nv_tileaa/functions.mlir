// Round trip of the function, plugin and launch ops, custom and generic form.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

module attributes {nv_tileaa.target = "sm_100a"} {
  // CHECK: nv_tileaa.global @table : tensor<256xf32>
  // CHECK-NEXT: nv_tileaa.global constant @lut : tensor<4xi32> = dense<[1, 2, 3, 4]> : tensor<4xi32> {alignment = 16 : i64}
  // CHECK-NEXT: nv_tileaa.global @counter : i32 = dense<0> : tensor<i32>
  nv_tileaa.global @table : tensor<256xf32>
  nv_tileaa.global constant @lut : tensor<4xi32> = dense<[1, 2, 3, 4]> : tensor<4xi32> {alignment = 16 : i64}
  nv_tileaa.global @counter : i32 = dense<0> : tensor<i32>

  // CHECK-LABEL: nv_tileaa.func @add(
  nv_tileaa.func @add(%a: f32, %b: f32) -> f32 {
    %c = arith.addf %a, %b : f32
    nv_tileaa.return %c : f32
  }

  // CHECK-LABEL: nv_tileaa.func @none()
  nv_tileaa.func @none() {
    nv_tileaa.return
  }

  // CHECK: nv_tileaa.plugin @softmax_tail : (tensor<64xf32>) -> tensor<64xf32> attributes {implementation = "softmax_tail_sm100", named_barriers = 2 : i64, operand_layouts = ["row"], registers = 128 : i64, result_layouts = ["row"], shared_memory = 4096 : i64, tensor_memory = 128 : i64}
  // CHECK-NOT: {
  nv_tileaa.plugin @softmax_tail : (tensor<64xf32>) -> tensor<64xf32>
      attributes {implementation = "softmax_tail_sm100", registers = 128 : i64, shared_memory = 4096 : i64,
                  tensor_memory = 128 : i64, named_barriers = 2 : i64, operand_layouts = ["row"], result_layouts = ["row"]}

  // CHECK: nv_tileaa.plugin @twice : (f32) -> f32 {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: f32):
  // CHECK-NEXT: %[[Y:.*]] = arith.addf %[[X]], %[[X]] : f32
  // CHECK-NEXT: nv_tileaa.yield %[[Y]] : f32
  nv_tileaa.plugin @twice : (f32) -> f32 {
  ^bb0(%x: f32):
    %y = arith.addf %x, %x : f32
    nv_tileaa.yield %y : f32
  }

  // CHECK-LABEL: nv_tileaa.func @k(
  // CHECK-SAME: attributes {kernel}
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, 1>, %n: i32) attributes {kernel} {
    nv_tileaa.return
  }

  // CHECK-LABEL: nv_tileaa.func @host(
  // CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[N:[^:]*]]: i32, %[[G:[^:]*]]: index, %[[T:[^:]*]]: tensor<64xf32>, %[[F:[^:]*]]: f32, %[[I:[^:]*]]: i32)
  nv_tileaa.func @host(%p: !nv_tileaa.ptr<f32, 1>, %n: i32, %g: index, %t: tensor<64xf32>, %f: f32, %i: i32) {
    // CHECK-NEXT: %[[S:.*]] = nv_tileaa.call @add(%[[F]], %[[F]]) : (f32, f32) -> f32
    // CHECK-NEXT: nv_tileaa.call @none() : () -> ()
    %s = nv_tileaa.call @add(%f, %f) : (f32, f32) -> f32
    nv_tileaa.call @none() : () -> ()
    // CHECK-NEXT: nv_tileaa.launch_func @k grid(%[[G]], %[[G]], %[[G]]) (%[[P]], %[[N]]) : !nv_tileaa.ptr<f32, 1>, i32
    // CHECK-NEXT: nv_tileaa.launch_func @k grid(%[[G]]) (%[[P]], %[[N]]) : !nv_tileaa.ptr<f32, 1>, i32
    nv_tileaa.launch_func @k grid (%g, %g, %g) (%p, %n) : !nv_tileaa.ptr<f32, 1>, i32
    nv_tileaa.launch_func @k grid (%g) (%p, %n) : !nv_tileaa.ptr<f32, 1>, i32
    // CHECK-NEXT: %{{.*}} = nv_tileaa.execute @softmax_tail(%[[T]]) : (tensor<64xf32>) -> tensor<64xf32>
    // CHECK-NEXT: %{{.*}} = nv_tileaa.execute @twice(%[[S]]) : (f32) -> f32
    %r = nv_tileaa.execute @softmax_tail(%t) : (tensor<64xf32>) -> tensor<64xf32>
    %w = nv_tileaa.execute @twice(%s) : (f32) -> f32
    // CHECK-NEXT: %{{.*}} = nv_tileaa.inject_ir "ptx" "add.f32 $0, $1, $2; // $$" (%[[F]], %[[S]]) : (f32, f32) -> f32
    // CHECK-NEXT: %{{.*}}:2 = nv_tileaa.inject_ir "llvm" "%r = add i32 %0, 1\0Aret i32 %r" (%[[I]]) : (i32) -> (i32, i32)
    // CHECK-NEXT: nv_tileaa.inject_ir "ptx" "membar.gl;" () : () -> ()
    %a = nv_tileaa.inject_ir "ptx" "add.f32 $0, $1, $2; // $$" (%f, %s) : (f32, f32) -> f32
    %b:2 = nv_tileaa.inject_ir "llvm" "%r = add i32 %0, 1\nret i32 %r" (%i) : (i32) -> (i32, i32)
    nv_tileaa.inject_ir "ptx" "membar.gl;" () : () -> ()
    nv_tileaa.return
  }
}
