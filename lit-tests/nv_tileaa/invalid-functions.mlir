// Verifier rules of the function, plugin and launch ops, one case per rule.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.call' op callee @missing is not an nv_tileaa.func of the enclosing module}}
  nv_tileaa.call @missing() : () -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @k() attributes {kernel} {
  nv_tileaa.return
}
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.call' op cannot call the kernel @k; kernels are started by launch_func}}
  nv_tileaa.call @k() : () -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @g(%a: f32) {
  nv_tileaa.return
}
nv_tileaa.func @f(%a: f32) {
  // expected-error @below {{'nv_tileaa.call' op passes 2 operands but function @g takes 1}}
  nv_tileaa.call @g(%a, %a) : (f32, f32) -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @g(%a: f32) {
  nv_tileaa.return
}
nv_tileaa.func @f(%a: i32) {
  // expected-error @below {{'nv_tileaa.call' op operand #0 has type 'i32' but function @g takes 'f32'}}
  nv_tileaa.call @g(%a) : (i32) -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @g() -> f32 {
  %c = arith.constant 1.0 : f32
  nv_tileaa.return %c : f32
}
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.call' op has 0 results but function @g returns 1}}
  nv_tileaa.call @g() : () -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @g() -> f32 {
  %c = arith.constant 1.0 : f32
  nv_tileaa.return %c : f32
}
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.call' op result #0 has type 'i32' but function @g returns 'f32'}}
  %r = nv_tileaa.call @g() : () -> i32
  nv_tileaa.return
}

// -----

nv_tileaa.plugin @p : () -> () attributes {implementation = "p"}
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.call' op callee @p is not an nv_tileaa.func of the enclosing module}}
  nv_tileaa.call @p() : () -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.global' op symbol's parent must have the SymbolTable trait}}
  "nv_tileaa.global"() {sym_name = "g", type = f32} : () -> ()
  nv_tileaa.return
}

// -----

// expected-error @below {{'nv_tileaa.global' op type must be an integer or float, or a statically shaped tensor of them, got 'tensor<?xf32>'}}
nv_tileaa.global @g : tensor<?xf32>

// -----

// expected-error @below {{'nv_tileaa.global' op type must be an integer or float, or a statically shaped tensor of them, got 'index'}}
nv_tileaa.global @g : index

// -----

// expected-error @below {{'nv_tileaa.global' op initial value of type 'tensor<3xf32>' does not have the global's shape and element type 'tensor<4xf32>'}}
nv_tileaa.global @g : tensor<4xf32> = dense<1.0> : tensor<3xf32>

// -----

// expected-error @below {{'nv_tileaa.global' op initial value of type 'tensor<4xi32>' does not have the global's shape and element type 'tensor<4xf32>'}}
nv_tileaa.global @g : tensor<4xf32> = dense<1> : tensor<4xi32>

// -----

// expected-error @below {{'nv_tileaa.global' op is constant and needs an initial value}}
nv_tileaa.global constant @g : f32

// -----

// expected-error @below {{'nv_tileaa.global' op alignment must be a positive power of two, got 12}}
nv_tileaa.global @g : f32 {alignment = 12 : i64}

// -----

nv_tileaa.func @k() attributes {kernel} {
  nv_tileaa.return
}
nv_tileaa.func @f(%g: index) {
  // expected-error @below {{'nv_tileaa.launch_func' op needs one to three grid extents, got 4}}
  nv_tileaa.launch_func @k grid (%g, %g, %g, %g) ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @k() attributes {kernel} {
  nv_tileaa.return
}
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.launch_func' op needs one to three grid extents, got 0}}
  nv_tileaa.launch_func @k grid () ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%g: index) {
  // expected-error @below {{'nv_tileaa.launch_func' op kernel @missing is not an nv_tileaa.func of the enclosing module}}
  nv_tileaa.launch_func @missing grid (%g) ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @h() {
  nv_tileaa.return
}
nv_tileaa.func @f(%g: index) {
  // expected-error @below {{'nv_tileaa.launch_func' op launches @h, which is not a kernel; functions are called with call}}
  nv_tileaa.launch_func @h grid (%g) ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @k(%p: !nv_tileaa.ptr<f32, 1>) attributes {kernel} {
  nv_tileaa.return
}
nv_tileaa.func @f(%g: index, %n: i32) {
  // expected-error @below {{'nv_tileaa.launch_func' op operand #0 has type 'i32' but kernel @k takes '!nv_tileaa.ptr<f32, 1>'}}
  nv_tileaa.launch_func @k grid (%g) (%n) : i32
  nv_tileaa.return
}

// -----

// expected-error @below {{'nv_tileaa.plugin' op needs exactly one of a body and an 'implementation'}}
nv_tileaa.plugin @p : () -> ()

// -----

// expected-error @below {{'nv_tileaa.plugin' op needs exactly one of a body and an 'implementation'}}
nv_tileaa.plugin @p : () -> () attributes {implementation = "p"} {
  nv_tileaa.yield
}

// -----

// expected-error @below {{'nv_tileaa.plugin' op body arguments do not match the plugin's inputs '(f32) -> ()'}}
nv_tileaa.plugin @p : (f32) -> () {
^bb0(%x: i32):
  nv_tileaa.yield
}

// -----

// expected-error @below {{'nv_tileaa.plugin' op body must end with nv_tileaa.yield}}
nv_tileaa.plugin @p : () -> () {
  %c = arith.constant 1.0 : f32
}

// -----

// A body block with no op at all (found by fuzzing: the verifier asserted).
// expected-error @below {{'nv_tileaa.plugin' op body must end with nv_tileaa.yield}}
nv_tileaa.plugin @p : (f32) -> f32 {
^bb0(%x: f32):
}

// -----

nv_tileaa.plugin @p : (f32) -> f32 {
^bb0(%x: f32):
  // expected-error @below {{'nv_tileaa.yield' op operand types do not match the plugin's results '(f32) -> f32'}}
  nv_tileaa.yield
}

// -----

// expected-error @below {{'nv_tileaa.plugin' op registers must be between 1 and 255 per thread, got 256}}
nv_tileaa.plugin @p : () -> () attributes {implementation = "p", registers = 256 : i64}

// -----

// expected-error @below {{'nv_tileaa.plugin' op shared_memory must be between 0 and 232448 bytes, got 300000}}
nv_tileaa.plugin @p : () -> () attributes {implementation = "p", shared_memory = 300000 : i64}

// -----

// expected-error @below {{'nv_tileaa.plugin' op named_barriers must be between 0 and 16, got 17}}
nv_tileaa.plugin @p : () -> () attributes {implementation = "p", named_barriers = 17 : i64}

// -----

module attributes {nv_tileaa.target = "sm_100"} {
  // expected-error @below {{'nv_tileaa.plugin' op tensor_memory must be 0 or a power of two from 32 to 512 columns, got 48}}
  nv_tileaa.plugin @p : () -> () attributes {implementation = "p", tensor_memory = 48 : i64}
}

// -----

module attributes {nv_tileaa.target = "sm_90a"} {
  // expected-error @below {{'nv_tileaa.plugin' op tensor_memory needs a target with tensor memory (sm_100 to sm_110) in the module's nv_tileaa.target}}
  nv_tileaa.plugin @p : () -> () attributes {implementation = "p", tensor_memory = 64 : i64}
}

// -----

// expected-error @below {{'nv_tileaa.plugin' op tensor_memory needs a target with tensor memory (sm_100 to sm_110) in the module's nv_tileaa.target}}
nv_tileaa.plugin @p : () -> () attributes {implementation = "p", tensor_memory = 64 : i64}

// -----

// expected-error @below {{'nv_tileaa.plugin' op has 2 operand_layouts for 1 inputs}}
nv_tileaa.plugin @p : (f32) -> () attributes {implementation = "p", operand_layouts = ["a", "b"]}

// -----

// expected-error @below {{'nv_tileaa.plugin' op has 0 result_layouts for 1 results}}
nv_tileaa.plugin @p : () -> f32 attributes {implementation = "p", result_layouts = []}

// -----

nv_tileaa.func @p() {
  nv_tileaa.return
}
nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.execute' op plugin @p is not an nv_tileaa.plugin of the enclosing module}}
  nv_tileaa.execute @p() : () -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.plugin @p : (f32) -> f32 attributes {implementation = "p"}
nv_tileaa.func @f(%x: i32) {
  // expected-error @below {{'nv_tileaa.execute' op operand #0 has type 'i32' but plugin @p takes 'f32'}}
  %r = nv_tileaa.execute @p(%x) : (i32) -> f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.inject_ir' op kind must be 'ptx' or 'llvm', got 'sass'}}
  nv_tileaa.inject_ir "sass" "NOP;" () : () -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.inject_ir' op code must not be empty}}
  nv_tileaa.inject_ir "ptx" "" () : () -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.inject_ir' op operands and results must be scalars (integer, float, index or pointer), got 'tensor<4xf32>'}}
  nv_tileaa.inject_ir "ptx" "nop;" (%x) : (tensor<4xf32>) -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: f32) {
  // expected-error @below {{'nv_tileaa.inject_ir' op code refers to $2 but there are only 2 results and operands}}
  %r = nv_tileaa.inject_ir "ptx" "mov.f32 $0, $2;" (%x) : (f32) -> f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: f32) -> i32 {
  // expected-error @below {{'nv_tileaa.return' op operand types do not match the function's result types}}
  nv_tileaa.return %x : f32
}

// -----

// The roster's first invariant: no cuda_tile operation is left in nv_tileaa.
nv_tileaa.func @leftover() {
  // expected-error @below {{'cuda_tile.make_token' op is a cuda_tile operation inside an nv_tileaa function; nv_tileaa holds no cuda_tile operations}}
  %t = cuda_tile.make_token : !cuda_tile.token
  nv_tileaa.return
}
