// Verifier rules of the grid and queue ops and the queue type, one case per rule.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{queue needs at least one element type}}
nv_tileaa.func @f(%q: !nv_tileaa.queue<depth = 2>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{queue element type must be a scalar, pointer, memref or statically shaped tensor, got 'tensor<?xf32>'}}
nv_tileaa.func @f(%q: !nv_tileaa.queue<tensor<?xf32>, depth = 2>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{queue element type must be a scalar, pointer, memref or statically shaped tensor, got '!nv_tileaa.mem_token'}}
nv_tileaa.func @f(%q: !nv_tileaa.queue<!nv_tileaa.mem_token, depth = 2>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{queue depth must be at least 1}}
nv_tileaa.func @f(%q: !nv_tileaa.queue<f32, depth = 0>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{queue needs at least one consumer}}
nv_tileaa.func @f(%q: !nv_tileaa.queue<f32, depth = 1, consumers = 0>) {
  nv_tileaa.return
}

// -----

nv_tileaa.func @f() {
  // expected-error @below {{'nv_tileaa.cancel_next_program_id' op needs cluster launch control: a module nv_tileaa.target from sm_100 on}}
  %x, %y, %z = nv_tileaa.cancel_next_program_id : i32
  nv_tileaa.return
}

// -----

module attributes {nv_tileaa.target = "sm_90a"} {
  nv_tileaa.func @f() {
    // expected-error @below {{'nv_tileaa.cancel_next_program_id' op needs cluster launch control: a module nv_tileaa.target from sm_100 on}}
    %x, %y, %z = nv_tileaa.cancel_next_program_id : i32
    nv_tileaa.return
  }
}

// -----

nv_tileaa.func @f(%x: i64) {
  // expected-error @below {{'nv_tileaa.is_valid_program_id' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %ok = "nv_tileaa.is_valid_program_id"(%x, %x, %x) : (i64, i64, i64) -> i1
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%q: !nv_tileaa.queue<tensor<64xf32>, f32, depth = 2>, %a: tensor<64xf32>) {
  // expected-error @below {{'nv_tileaa.queue.put' op has 1 values for a queue of 2 element types}}
  "nv_tileaa.queue.put"(%q, %a) : (!nv_tileaa.queue<tensor<64xf32>, f32, depth = 2>, tensor<64xf32>) -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%q: !nv_tileaa.queue<tensor<64xf32>, depth = 2>, %a: tensor<32xf32>) {
  // expected-error @below {{'nv_tileaa.queue.put' op values #0 has type 'tensor<32xf32>' but the queue's element type is 'tensor<64xf32>'}}
  "nv_tileaa.queue.put"(%q, %a) : (!nv_tileaa.queue<tensor<64xf32>, depth = 2>, tensor<32xf32>) -> ()
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%q: !nv_tileaa.queue<f32, depth = 2, consumers = 2>) {
  // expected-error @below {{'nv_tileaa.queue.get' op consumer 2 is not below the queue's consumer count 2}}
  nv_tileaa.queue.get %q consumer 2 : !nv_tileaa.queue<f32, depth = 2, consumers = 2> {
  ^bb0(%v: f32):
    nv_tileaa.queue.yield
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%q: !nv_tileaa.queue<f32, depth = 2>) {
  // expected-error @below {{'nv_tileaa.queue.get' op consumer -1 is not below the queue's consumer count 1}}
  nv_tileaa.queue.get %q consumer -1 : !nv_tileaa.queue<f32, depth = 2> {
  ^bb0(%v: f32):
    nv_tileaa.queue.yield
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%q: !nv_tileaa.queue<f32, i32, depth = 2>) {
  // expected-error @below {{'nv_tileaa.queue.get' op has 1 body arguments for a queue of 2 element types}}
  nv_tileaa.queue.get %q : !nv_tileaa.queue<f32, i32, depth = 2> {
  ^bb0(%v: f32):
    nv_tileaa.queue.yield
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%q: !nv_tileaa.queue<f32, depth = 2>) {
  // expected-error @below {{'nv_tileaa.queue.get' op body arguments #0 has type 'i32' but the queue's element type is 'f32'}}
  nv_tileaa.queue.get %q : !nv_tileaa.queue<f32, depth = 2> {
  ^bb0(%v: i32):
    nv_tileaa.queue.yield
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%q: !nv_tileaa.queue<f32, depth = 2>) {
  // expected-error @below {{'nv_tileaa.queue.get' op body must end with nv_tileaa.queue.yield}}
  nv_tileaa.queue.get %q : !nv_tileaa.queue<f32, depth = 2> {
  ^bb0(%v: f32):
    nv_tileaa.yield
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%q: !nv_tileaa.queue<f32, depth = 2>) {
  %r = nv_tileaa.queue.get %q : !nv_tileaa.queue<f32, depth = 2> -> i32 {
  ^bb0(%v: f32):
    // expected-error @below {{'nv_tileaa.queue.yield' op operand types do not match the results of the enclosing queue.get}}
    nv_tileaa.queue.yield %v : f32
  }
  nv_tileaa.return
}

// -----

nv_tileaa.func @f(%v: f32) {
  // expected-error @below {{'nv_tileaa.queue.yield' op expects parent op 'nv_tileaa.queue.get'}}
  nv_tileaa.queue.yield %v : f32
}
