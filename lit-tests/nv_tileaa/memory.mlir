// Memory effects: every op parses, prints and re-parses, in custom and generic form.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

// Pointer-based load and store: a scalar pointer, a tile of pointers, a memref element.
// CHECK-LABEL: nv_tileaa.func @pointers(
// CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[PP:[^:]*]]: tensor<128x!nv_tileaa.ptr<f16, 1>>,
// CHECK-SAME: %[[M:[^:]*]]: !nv_tileaa.memref<?x?xf32, 1>, %[[I:[^:]*]]: index, %[[K:[^:]*]]: tensor<128xi1>,
// CHECK-SAME: %[[O:[^:]*]]: tensor<128xf16>, %[[B:[^:]*]]: i1)
nv_tileaa.func @pointers(%p: !nv_tileaa.ptr<f32, 1>, %pp: tensor<128x!nv_tileaa.ptr<f16, 1>>,
                         %m: !nv_tileaa.memref<?x?xf32, 1>, %i: index, %k: tensor<128xi1>,
                         %o: tensor<128xf16>, %b: i1) {
  // CHECK-NEXT: %[[T0:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: %[[S:.*]], %[[T1:.*]] = nv_tileaa.load %[[P]] token %[[T0]] : !nv_tileaa.ptr<f32, 1> -> f32
  %s, %t1 = nv_tileaa.load %p token %t0 : !nv_tileaa.ptr<f32, 1> -> f32
  // CHECK-NEXT: %[[V:.*]], %[[T2:.*]] = nv_tileaa.load %[[PP]] mask %[[K]] other %[[O]] token %[[T1]]
  // CHECK-SAME: {cache_modifier = #nv_tileaa.cache_modifier<cg>, eviction_policy = #nv_tileaa.eviction_policy<first>, mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<acquire>}
  // CHECK-SAME: : tensor<128x!nv_tileaa.ptr<f16, 1>> -> tensor<128xf16>
  %v, %t2 = nv_tileaa.load %pp mask %k other %o token %t1 {cache_modifier = #nv_tileaa.cache_modifier<cg>, eviction_policy = #nv_tileaa.eviction_policy<first>, mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : tensor<128x!nv_tileaa.ptr<f16, 1>> -> tensor<128xf16>
  // CHECK-NEXT: %[[E:.*]], %{{.*}} = nv_tileaa.load %[[M]][%[[I]], %[[I]]] mask %[[B]] {in_bounds = array<i1: true, false>, is_volatile} : !nv_tileaa.memref<?x?xf32, 1> -> f32
  %e, %t3 = nv_tileaa.load %m[%i, %i] mask %b {in_bounds = array<i1: true, false>, is_volatile} : !nv_tileaa.memref<?x?xf32, 1> -> f32
  // CHECK-NEXT: %[[T4:.*]] = nv_tileaa.store %[[PP]], %[[V]] mask %[[K]] token %[[T2]] {cache_modifier = #nv_tileaa.cache_modifier<cs>} : tensor<128x!nv_tileaa.ptr<f16, 1>>, tensor<128xf16>
  %t4 = nv_tileaa.store %pp, %v mask %k token %t2 {cache_modifier = #nv_tileaa.cache_modifier<cs>} : tensor<128x!nv_tileaa.ptr<f16, 1>>, tensor<128xf16>
  // CHECK-NEXT: nv_tileaa.store %[[M]][%[[I]], %[[I]]], %[[E]] token %[[T4]] {mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<release>} : !nv_tileaa.memref<?x?xf32, 1>, f32
  %t5 = nv_tileaa.store %m[%i, %i], %e token %t4 {mem_semantic = #nv_tileaa.mem_semantic<release>, mem_scope = #nv_tileaa.mem_scope<sys>} : !nv_tileaa.memref<?x?xf32, 1>, f32
  // CHECK-NEXT: nv_tileaa.store %[[P]], %[[S]] {is_volatile} : !nv_tileaa.ptr<f32, 1>, f32
  %t6 = nv_tileaa.store %p, %s {is_volatile} : !nv_tileaa.ptr<f32, 1>, f32
  nv_tileaa.return
}

// Tiled forms with masks and TMA eligibility; tokens from a block argument and a previous op.
// CHECK-LABEL: nv_tileaa.func @tiled(
// CHECK-SAME: %[[M:[^:]*]]: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %[[I:[^:]*]]: index,
// CHECK-SAME: %[[K:[^:]*]]: tensor<64x32xi1>, %[[O:[^:]*]]: tensor<64x32xf32>, %[[T0:[^:]*]]: !nv_tileaa.mem_token)
nv_tileaa.func @tiled(%m: !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, %i: index, %k: tensor<64x32xi1>,
                      %o: tensor<64x32xf32>, %t0: !nv_tileaa.mem_token) {
  // CHECK-NEXT: %[[V:.*]], %[[T1:.*]] = nv_tileaa.tiled_load %[[M]][%[[I]], %[[I]]] mask %[[K]] other %[[O]] token %[[T0]]
  // CHECK-SAME: {allow_tma = false, cache_modifier = #nv_tileaa.cache_modifier<ca>, eviction_policy = #nv_tileaa.eviction_policy<last>, in_bounds = array<i1: false, true>, padding = #nv_tileaa.padding<nan>}
  // CHECK-SAME: : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<64x32xf32>
  %v, %t1 = nv_tileaa.tiled_load %m[%i, %i] mask %k other %o token %t0 {allow_tma = false, cache_modifier = #nv_tileaa.cache_modifier<ca>, eviction_policy = #nv_tileaa.eviction_policy<last>, in_bounds = array<i1: false, true>, padding = #nv_tileaa.padding<nan>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1> -> tensor<64x32xf32>
  // allow_tma = true is the default and is not printed.
  // CHECK-NEXT: %[[T2:.*]] = nv_tileaa.tiled_store %[[M]][%[[I]], %[[I]]], %[[V]] mask %[[K]] token %[[T1]] {cache_modifier = #nv_tileaa.cache_modifier<cg>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<64x32xf32>
  %t2 = nv_tileaa.tiled_store %m[%i, %i], %v mask %k token %t1 {allow_tma = true, cache_modifier = #nv_tileaa.cache_modifier<cg>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<64x32xf32>
  // CHECK-NEXT: %[[OLD:.*]], %[[T3:.*]] = nv_tileaa.tiled_atomic_rmw addf %[[M]][%[[I]], %[[I]]], %[[V]] mask %[[K]] token %[[T2]]
  // CHECK-SAME: {allow_tma = false, in_bounds = array<i1: true, true>, mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<acq_rel>}
  // CHECK-SAME: : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<64x32xf32>
  %old, %t3 = nv_tileaa.tiled_atomic_rmw addf %m[%i, %i], %v mask %k token %t2 {allow_tma = false, in_bounds = array<i1: true, true>, mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<64x32xf32>
  // CHECK-NEXT: nv_tileaa.tiled_atomic_rmw xchg %[[M]][%[[I]], %[[I]]], %[[OLD]] : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<64x32xf32>
  %x, %t4 = nv_tileaa.tiled_atomic_rmw xchg %m[%i, %i], %old : !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>, tensor<64x32xf32>
  nv_tileaa.return
}

// Gather and scatter: one index tile per memref axis.
// CHECK-LABEL: nv_tileaa.func @gather_scatter(
// CHECK-SAME: %[[M:[^:]*]]: !nv_tileaa.memref<?x?xf32, 1>, %[[R:[^:]*]]: tensor<64xindex>, %[[C:[^:]*]]: tensor<64xindex>,
// CHECK-SAME: %[[K:[^:]*]]: tensor<64xi1>, %[[O:[^:]*]]: tensor<64xf32>)
nv_tileaa.func @gather_scatter(%m: !nv_tileaa.memref<?x?xf32, 1>, %r: tensor<64xindex>, %c: tensor<64xindex>,
                               %k: tensor<64xi1>, %o: tensor<64xf32>) {
  // CHECK-NEXT: %[[T0:.*]] = nv_tileaa.create_mem_token
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: %[[V:.*]], %[[T1:.*]] = nv_tileaa.gather_load %[[M]][%[[R]], %[[C]]] mask %[[K]] other %[[O]] token %[[T0]]
  // CHECK-SAME: {cache_modifier = #nv_tileaa.cache_modifier<lu>, in_bounds = array<i1: false, false>, padding = #nv_tileaa.padding<pos_inf>}
  // CHECK-SAME: : !nv_tileaa.memref<?x?xf32, 1>[tensor<64xindex>, tensor<64xindex>] -> tensor<64xf32>
  %v, %t1 = nv_tileaa.gather_load %m[%r, %c] mask %k other %o token %t0 {cache_modifier = #nv_tileaa.cache_modifier<lu>, in_bounds = array<i1: false, false>, padding = #nv_tileaa.padding<pos_inf>} : !nv_tileaa.memref<?x?xf32, 1>[tensor<64xindex>, tensor<64xindex>] -> tensor<64xf32>
  // CHECK-NEXT: nv_tileaa.scatter_store %[[M]][%[[C]], %[[R]]], %[[V]] mask %[[K]] token %[[T1]] {mem_scope = #nv_tileaa.mem_scope<cluster>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>}
  // CHECK-SAME: : !nv_tileaa.memref<?x?xf32, 1>[tensor<64xindex>, tensor<64xindex>], tensor<64xf32>
  %t2 = nv_tileaa.scatter_store %m[%c, %r], %v mask %k token %t1 {mem_semantic = #nv_tileaa.mem_semantic<relaxed>, mem_scope = #nv_tileaa.mem_scope<cluster>} : !nv_tileaa.memref<?x?xf32, 1>[tensor<64xindex>, tensor<64xindex>], tensor<64xf32>
  nv_tileaa.return
}

// Scalar atomics through pointers, tiles of pointers and memref elements.
// CHECK-LABEL: nv_tileaa.func @atomics(
// CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<i32, 1>, %[[PP:[^:]*]]: tensor<64x!nv_tileaa.ptr<f32, 1>>,
// CHECK-SAME: %[[M:[^:]*]]: !nv_tileaa.memref<?xi64, 1>, %[[I:[^:]*]]: index, %[[A:[^:]*]]: i32,
// CHECK-SAME: %[[F:[^:]*]]: tensor<64xf32>, %[[K:[^:]*]]: tensor<64xi1>, %[[L:[^:]*]]: i64)
nv_tileaa.func @atomics(%p: !nv_tileaa.ptr<i32, 1>, %pp: tensor<64x!nv_tileaa.ptr<f32, 1>>,
                        %m: !nv_tileaa.memref<?xi64, 1>, %i: index, %a: i32, %f: tensor<64xf32>,
                        %k: tensor<64xi1>, %l: i64) {
  // CHECK-NEXT: %[[T0:.*]] = nv_tileaa.create_mem_token
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: %[[O1:.*]], %[[T1:.*]] = nv_tileaa.atomic_rmw add %[[P]], %[[A]] token %[[T0]] : !nv_tileaa.ptr<i32, 1>, i32
  %o1, %t1 = nv_tileaa.atomic_rmw add %p, %a token %t0 : !nv_tileaa.ptr<i32, 1>, i32
  // CHECK-NEXT: nv_tileaa.atomic_rmw umax %[[P]], %[[O1]] token %[[T1]] {mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<acq_rel>} : !nv_tileaa.ptr<i32, 1>, i32
  %o2, %t2 = nv_tileaa.atomic_rmw umax %p, %o1 token %t1 {mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, mem_scope = #nv_tileaa.mem_scope<sys>} : !nv_tileaa.ptr<i32, 1>, i32
  // CHECK-NEXT: %[[OF:.*]], %{{.*}} = nv_tileaa.atomic_rmw addf %[[PP]], %[[F]] mask %[[K]] : tensor<64x!nv_tileaa.ptr<f32, 1>>, tensor<64xf32>
  %of, %t3 = nv_tileaa.atomic_rmw addf %pp, %f mask %k : tensor<64x!nv_tileaa.ptr<f32, 1>>, tensor<64xf32>
  // CHECK-NEXT: nv_tileaa.atomic_rmw min %[[M]][%[[I]]], %[[L]] : !nv_tileaa.memref<?xi64, 1>, i64
  %o4, %t4 = nv_tileaa.atomic_rmw min %m[%i], %l : !nv_tileaa.memref<?xi64, 1>, i64
  // CHECK-NEXT: nv_tileaa.atomic_cas %[[P]], %[[A]], %[[O1]] token %[[T1]] {mem_scope = #nv_tileaa.mem_scope<tl_blk>, mem_semantic = #nv_tileaa.mem_semantic<acquire>} : !nv_tileaa.ptr<i32, 1>, i32
  %c1, %t5 = nv_tileaa.atomic_cas %p, %a, %o1 token %t1 {mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<tl_blk>} : !nv_tileaa.ptr<i32, 1>, i32
  // CHECK-NEXT: nv_tileaa.atomic_cas %[[PP]], %[[F]], %[[OF]] mask %[[K]] : tensor<64x!nv_tileaa.ptr<f32, 1>>, tensor<64xf32>
  %c2, %t6 = nv_tileaa.atomic_cas %pp, %f, %of mask %k : tensor<64x!nv_tileaa.ptr<f32, 1>>, tensor<64xf32>
  // CHECK-NEXT: nv_tileaa.atomic_cas %[[M]][%[[I]]], %[[L]], %[[L]] : !nv_tileaa.memref<?xi64, 1>, i64
  %c3, %t7 = nv_tileaa.atomic_cas %m[%i], %l, %l : !nv_tileaa.memref<?xi64, 1>, i64
  nv_tileaa.return
}

// Tokens carried through a loop (block argument inside, region result after it)
// and returned from a call are token producers.
// CHECK-LABEL: nv_tileaa.func @token_flow(
nv_tileaa.func @token_flow(%p: !nv_tileaa.ptr<f32, 1>, %n: index) {
  %t0 = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: scf.for
  %t = scf.for %iv = %c0 to %n step %c1 iter_args(%ti = %t0) -> (!nv_tileaa.mem_token) {
    // CHECK: nv_tileaa.load %{{.*}} token %{{.*}} : !nv_tileaa.ptr<f32, 1> -> f32
    %v, %tn = nv_tileaa.load %p token %ti : !nv_tileaa.ptr<f32, 1> -> f32
    scf.yield %tn : !nv_tileaa.mem_token
  }
  // CHECK: nv_tileaa.store %{{.*}}, %{{.*}} token %{{.*}} : !nv_tileaa.ptr<f32, 1>, f32
  %c = arith.constant 1.0 : f32
  %t2 = nv_tileaa.store %p, %c token %t : !nv_tileaa.ptr<f32, 1>, f32
  %t3 = func.call @make_token() : () -> !nv_tileaa.mem_token
  // CHECK: nv_tileaa.store %{{.*}}, %{{.*}} token %{{.*}} : !nv_tileaa.ptr<f32, 1>, f32
  %t4 = nv_tileaa.store %p, %c token %t3 : !nv_tileaa.ptr<f32, 1>, f32
  nv_tileaa.return
}
func.func private @make_token() -> !nv_tileaa.mem_token

// alloca (this project's op, not the roster's): attributes as written, `global` only when set.
// CHECK-LABEL: nv_tileaa.func @alloca()
// CHECK-NEXT: nv_tileaa.alloca num_elem = 64, alignment = 16 : !nv_tileaa.ptr<f32, 1>
// CHECK-NEXT: nv_tileaa.alloca num_elem = 0, alignment = 256 global : !nv_tileaa.ptr<i8, 1>
nv_tileaa.func @alloca() {
  %p = nv_tileaa.alloca num_elem = 64, alignment = 16 : !nv_tileaa.ptr<f32, 1>
  %q = nv_tileaa.alloca num_elem = 0, alignment = 256 global : !nv_tileaa.ptr<i8, 1>
  nv_tileaa.return
}
