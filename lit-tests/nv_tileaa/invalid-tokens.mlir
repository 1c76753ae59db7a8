// Verifier rules of the tokens, assumptions and lifetime-hint ops, one case per rule.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

nv_tileaa.func @f(%n: i32) {
  // expected-error @below {{'nv_tileaa.join_mem_token' op operand #0 must be variadic of mem_token, but got 'i32'}}
  %j = "nv_tileaa.join_mem_token"(%n) : (i32) -> !nv_tileaa.mem_token
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.mark_for_reuse' op needs at least one value}}
  "nv_tileaa.mark_for_reuse"() : () -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%n: i32) {
  // expected-error @below {{'nv_tileaa.mark_for_reuse' op value #0 must be a statically shaped tensor or a memref (a value with a buffer), got 'i32'}}
  nv_tileaa.mark_for_reuse %n : i32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<4xf32>, %d: tensor<?xf32>) {
  // expected-error @below {{'nv_tileaa.mark_for_reuse' op value #1 must be a statically shaped tensor or a memref (a value with a buffer), got 'tensor<?xf32>'}}
  nv_tileaa.mark_for_reuse %x, %d : tensor<4xf32>, tensor<?xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%x: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.assert' op operand #0 must be i1 or statically shaped tensor of i1, but got 'tensor<4xf32>'}}
  nv_tileaa.assert %x, "m" : tensor<4xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.optimization_barrier' op needs at least one operand}}
  "nv_tileaa.optimization_barrier"() : () -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%n: i32) {
  // expected-error @below {{'nv_tileaa.optimization_barrier' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @below {{'nv_tileaa.optimization_barrier' op failed to infer returned types}}
  %r = "nv_tileaa.optimization_barrier"(%n) : (i32) -> f32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.pragma' op name 'Unroll' must be a lowercase identifier ([a-z_][a-z0-9_.]*)}}
  nv_tileaa.pragma "Unroll" = 4 : i64
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.pragma' op name '' must be a lowercase identifier ([a-z_][a-z0-9_.]*)}}
  nv_tileaa.pragma ""
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.message' op attribute 'severity' failed to satisfy constraint: string attribute one of note, warning, error}}
  nv_tileaa.message "fatal", "no"
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%n: i32) {
  // expected-error @below {{'nv_tileaa.print' op format string has 2 conversions but 1 operands are given; each conversion prints one operand}}
  %t = nv_tileaa.print "%d %d", %n : i32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%n: i32) {
  // expected-error @below {{'nv_tileaa.print' op format conversion '%s' is not one printf prints a tile element with (d i o u x X c p e E f F g G a A)}}
  %t = nv_tileaa.print "%s", %n : i32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%n: i32) {
  // expected-error @below {{'nv_tileaa.print' op format string ends inside the conversion '%5'}}
  %t = nv_tileaa.print "n = %5", %n : i32
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%m: !nv_tileaa.memref<?xf32, 1>) {
  // expected-error @below {{'nv_tileaa.print' op operand #0 must be a scalar, pointer or static tensor of them, got '!nv_tileaa.memref<?xf32, 1>'}}
  %t = nv_tileaa.print "%p", %m : !nv_tileaa.memref<?xf32, 1>
  nv_tileaa.return
}
