// convert-tileaa-to-nvvm orders the accesses of one tile block that different threads do: a barrier
// before an access that follows a conflicting one in token order (traced through joins, scf results and
// loop-carried tokens), before a release and after an acquire; none between accesses the tokens leave
// unordered, between reads, or after a fresh token.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s

// A read, then a write in token order: the owner's write waits for every thread's read.
// CHECK-LABEL: llvm.func @read_then_write
// CHECK: llvm.load
// CHECK: nvvm.barrier0
// CHECK: llvm.store
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
nv_tileaa.func @read_then_write(%p: tensor<256x!nv_tileaa.ptr<i32, 1>>, %s: !nv_tileaa.ptr<i32, 1>) attributes {kernel} {
  %v, %t = nv_tileaa.load %p : tensor<256x!nv_tileaa.ptr<i32, 1>> -> tensor<256xi32>
  %c7 = arith.constant 7 : i32
  %t2 = nv_tileaa.store %s, %c7 token %t : !nv_tileaa.ptr<i32, 1>, i32
  nv_tileaa.return
}

// -----

// Unordered by tokens (a fresh token, or none), and reads after reads: no barrier.
// CHECK-LABEL: llvm.func @unordered
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
nv_tileaa.func @unordered(%p: tensor<256x!nv_tileaa.ptr<i32, 1>>, %s: !nv_tileaa.ptr<i32, 1>) attributes {kernel} {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %v, %t = nv_tileaa.load %p token %t0 : tensor<256x!nv_tileaa.ptr<i32, 1>> -> tensor<256xi32>
  %w, %t1 = nv_tileaa.load %p token %t : tensor<256x!nv_tileaa.ptr<i32, 1>> -> tensor<256xi32>
  %c7 = arith.constant 7 : i32
  %t2 = nv_tileaa.store %s, %c7 token %t0 : !nv_tileaa.ptr<i32, 1>, i32
  %t3 = nv_tileaa.store %s, %c7 : !nv_tileaa.ptr<i32, 1>, i32
  nv_tileaa.return
}

// -----

// A write, then a read through a join and a loop-carried token: barriers before the read in the loop
// and before the write after it.
// CHECK-LABEL: llvm.func @through_join_and_loop
// CHECK: llvm.store
// CHECK: scf.for
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.load
// CHECK: {{^ *}$}}
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.store
nv_tileaa.func @through_join_and_loop(%p: tensor<256x!nv_tileaa.ptr<i32, 1>>, %s: !nv_tileaa.ptr<i32, 1>, %n: index) attributes {kernel} {
  %c7 = arith.constant 7 : i32
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t1 = nv_tileaa.store %s, %c7 : !nv_tileaa.ptr<i32, 1>, i32
  %j = nv_tileaa.join_mem_token %t0, %t1 : !nv_tileaa.mem_token
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tl = scf.for %i = %c0 to %n step %c1 iter_args(%t = %j) -> (!nv_tileaa.mem_token) {
    %v, %tv = nv_tileaa.load %p token %t : tensor<256x!nv_tileaa.ptr<i32, 1>> -> tensor<256xi32>
    scf.yield %tv : !nv_tileaa.mem_token
  }
  %t2 = nv_tileaa.store %s, %c7 token %tl : !nv_tileaa.ptr<i32, 1>, i32
  nv_tileaa.return
}

// -----

// A release waits for every thread's earlier writes; every thread's later accesses wait for an acquire.
// CHECK-LABEL: llvm.func @release_acquire
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.atomicrmw xchg
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.cmpxchg
// CHECK: nvvm.barrier0
// CHECK: llvm.return
nv_tileaa.func @release_acquire(%s: !nv_tileaa.ptr<i32, 1>) attributes {kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r, %t = nv_tileaa.atomic_rmw xchg %s, %c0 {mem_semantic = #nv_tileaa.mem_semantic<release>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<i32, 1>, i32
  %o, %t2 = nv_tileaa.atomic_cas %s, %c0, %c1 {mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<i32, 1>, i32
  nv_tileaa.return
}

// -----

// The replicas of an acquire load take their owner's value through shared memory, so that every thread
// decides alike on it (a polling loop ends in all threads together); a weak load stays per thread.
// CHECK-LABEL: llvm.func @uniform_poll
// CHECK: llvm.load {{.*}} atomic syncscope("device") acquire
// CHECK: nvvm.barrier0
// CHECK: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NEXT: llvm.load {{.*}} !llvm.ptr<3> -> i32
// CHECK: llvm.load {{.*}} : !llvm.ptr<1> -> i32
// CHECK-NOT: !llvm.ptr<3>
// CHECK: llvm.return
nv_tileaa.func @uniform_poll(%s: !nv_tileaa.ptr<i32, 1>, %o: !nv_tileaa.ptr<i32, 1>) attributes {kernel} {
  %v, %t = nv_tileaa.load %s {mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.ptr<i32, 1> -> i32
  %w, %t1 = nv_tileaa.load %o : !nv_tileaa.ptr<i32, 1> -> i32
  nv_tileaa.return
}
