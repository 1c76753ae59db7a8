// convert-cuda-tile-to-tileaa on atomics: atomic_cas_tko, atomic_rmw_tko (every mode), atomic_red_view_tko.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @cas {
  // CHECK-LABEL: nv_tileaa.func @cas(
  // CHECK-SAME: %[[PI:[^:]*]]: tensor<2x!nv_tileaa.ptr<i32, 1>>, %[[CI:[^:]*]]: tensor<2xi32>, %[[VI:[^:]*]]: tensor<2xi32>, %[[PF:[^:]*]]: !nv_tileaa.ptr<f64, 1>, %[[CF:[^:]*]]: f64, %[[PL:[^:]*]]: tensor<4x2x!nv_tileaa.ptr<i64, 1>>, %[[CL:[^:]*]]: tensor<4x2xi64>, %[[ML:[^:]*]]: tensor<4x2xi1>)
  // No mask, no token: a fresh token; relaxed at device scope.
  // CHECK-NEXT: %[[F0:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %{{.*}}, %[[T0:.*]] = nv_tileaa.atomic_cas %[[PI]], %[[CI]], %[[VI]] token %[[F0]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : tensor<2x!nv_tileaa.ptr<i32, 1>>, tensor<2xi32>
  // Rank 0, acquire sys, chained on the previous token.
  // CHECK-NEXT: %{{.*}}, %[[T1:.*]] = nv_tileaa.atomic_cas %[[PF]], %[[CF]], %[[CF]] token %[[T0]] {mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<acquire>} : !nv_tileaa.ptr<f64, 1>, f64
  // Masked, release tl_blk: masked-off lanes return cmp, as the spec says.
  // CHECK-NEXT: %[[OLD:.*]], %[[T2:.*]] = nv_tileaa.atomic_cas %[[PL]], %[[CL]], %[[CL]] mask %[[ML]] token %[[T1]] {mem_scope = #nv_tileaa.mem_scope<tl_blk>, mem_semantic = #nv_tileaa.mem_semantic<release>} : tensor<4x2x!nv_tileaa.ptr<i64, 1>>, tensor<4x2xi64>
  // CHECK-NEXT: arith.select %[[ML]], %[[OLD]], %[[CL]] : tensor<4x2xi1>, tensor<4x2xi64>
  // acq_rel.
  // CHECK-NEXT: nv_tileaa.atomic_cas %[[PF]], %[[CF]], %[[CF]] token %[[T2]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<acq_rel>} : !nv_tileaa.ptr<f64, 1>, f64
  // CHECK-NEXT: nv_tileaa.return
  testing$func @cas(%pi: tile<2xptr<i32>>, %ci: tile<2xi32>, %vi: tile<2xi32>, %pf: tile<ptr<f64>>, %cf: tile<f64>,
                    %pl: tile<4x2xptr<i64>>, %cl: tile<4x2xi64>, %ml: tile<4x2xi1>) {
    %0, %t0 = atomic_cas_tko relaxed device %pi, %ci, %vi : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %1, %t1 = atomic_cas_tko acquire sys %pf, %cf, %cf token = %t0 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %2, %t2 = atomic_cas_tko release tl_blk %pl, %cl, %cl, %ml token = %t1 : tile<4x2xptr<i64>>, tile<4x2xi64>, tile<4x2xi1> -> tile<4x2xi64>, token
    %3, %t3 = atomic_cas_tko acq_rel device %pf, %cf, %cf token = %t2 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    return
  }
}

// -----

// Modes map one to one.
cuda_tile.module @rmw {
  // CHECK-LABEL: nv_tileaa.func @rmw(
  // CHECK-SAME: %[[PI:[^:]*]]: tensor<2x!nv_tileaa.ptr<i32, 1>>, %[[AI:[^:]*]]: tensor<2xi32>, %[[PL:[^:]*]]: !nv_tileaa.ptr<i64, 1>, %[[AL:[^:]*]]: i64, %[[PF:[^:]*]]: tensor<2x!nv_tileaa.ptr<f32, 1>>, %[[AF:[^:]*]]: tensor<2xf32>, %[[PH:[^:]*]]: tensor<2x!nv_tileaa.ptr<f16, 1>>, %[[AH:[^:]*]]: tensor<2xf16>, %[[M:[^:]*]]: tensor<2xi1>)
  // CHECK-NEXT: %[[F0:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %{{.*}}, %[[T0:.*]] = nv_tileaa.atomic_rmw and %[[PI]], %[[AI]] token %[[F0]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : tensor<2x!nv_tileaa.ptr<i32, 1>>, tensor<2xi32>
  // CHECK-NEXT: %{{.*}}, %[[T1:.*]] = nv_tileaa.atomic_rmw or %[[PI]], %[[AI]] token %[[T0]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<acquire>} : tensor<2x!nv_tileaa.ptr<i32, 1>>, tensor<2xi32>
  // CHECK-NEXT: %{{.*}}, %[[T2:.*]] = nv_tileaa.atomic_rmw xor %[[PI]], %[[AI]] token %[[T1]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<release>} : tensor<2x!nv_tileaa.ptr<i32, 1>>, tensor<2xi32>
  // CHECK-NEXT: %{{.*}}, %[[T3:.*]] = nv_tileaa.atomic_rmw add %[[PL]], %[[AL]] token %[[T2]] {mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<acq_rel>} : !nv_tileaa.ptr<i64, 1>, i64
  // CHECK-NEXT: %{{.*}}, %[[T4:.*]] = nv_tileaa.atomic_rmw max %[[PL]], %[[AL]] token %[[T3]] {mem_scope = #nv_tileaa.mem_scope<tl_blk>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : !nv_tileaa.ptr<i64, 1>, i64
  // CHECK-NEXT: %{{.*}}, %[[T5:.*]] = nv_tileaa.atomic_rmw min %[[PL]], %[[AL]] token %[[T4]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : !nv_tileaa.ptr<i64, 1>, i64
  // CHECK-NEXT: %{{.*}}, %[[T6:.*]] = nv_tileaa.atomic_rmw umax %[[PI]], %[[AI]] token %[[T5]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : tensor<2x!nv_tileaa.ptr<i32, 1>>, tensor<2xi32>
  // CHECK-NEXT: %{{.*}}, %[[T7:.*]] = nv_tileaa.atomic_rmw umin %[[PI]], %[[AI]] token %[[T6]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : tensor<2x!nv_tileaa.ptr<i32, 1>>, tensor<2xi32>
  // A masked xchg: masked-off results are implementation-defined in the spec too.
  // CHECK-NEXT: %{{.*}}, %[[T8:.*]] = nv_tileaa.atomic_rmw xchg %[[PI]], %[[AI]] mask %[[M]] token %[[T7]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : tensor<2x!nv_tileaa.ptr<i32, 1>>, tensor<2xi32>
  // CHECK-NEXT: %{{.*}}, %[[T9:.*]] = nv_tileaa.atomic_rmw xchg %[[PF]], %[[AF]] token %[[T8]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : tensor<2x!nv_tileaa.ptr<f32, 1>>, tensor<2xf32>
  // CHECK-NEXT: %{{.*}}, %[[T10:.*]] = nv_tileaa.atomic_rmw addf %[[PH]], %[[AH]] token %[[T9]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : tensor<2x!nv_tileaa.ptr<f16, 1>>, tensor<2xf16>
  // CHECK-NEXT: nv_tileaa.atomic_rmw addf %[[PF]], %[[AF]] mask %[[M]] token %[[T10]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<acq_rel>} : tensor<2x!nv_tileaa.ptr<f32, 1>>, tensor<2xf32>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @rmw(%pi: tile<2xptr<i32>>, %ai: tile<2xi32>, %pl: tile<ptr<i64>>, %al: tile<i64>, %pf: tile<2xptr<f32>>,
                    %af: tile<2xf32>, %ph: tile<2xptr<f16>>, %ah: tile<2xf16>, %m: tile<2xi1>) {
    %0, %t0 = atomic_rmw_tko relaxed device %pi, and, %ai : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %1, %t1 = atomic_rmw_tko acquire device %pi, or, %ai token = %t0 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %2, %t2 = atomic_rmw_tko release device %pi, xor, %ai token = %t1 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %3, %t3 = atomic_rmw_tko acq_rel sys %pl, add, %al token = %t2 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %4, %t4 = atomic_rmw_tko relaxed tl_blk %pl, max, %al token = %t3 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %5, %t5 = atomic_rmw_tko relaxed device %pl, min, %al token = %t4 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %6, %t6 = atomic_rmw_tko relaxed device %pi, umax, %ai token = %t5 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %7, %t7 = atomic_rmw_tko relaxed device %pi, umin, %ai token = %t6 : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    %8, %t8 = atomic_rmw_tko relaxed device %pi, xchg, %ai, %m token = %t7 : tile<2xptr<i32>>, tile<2xi32>, tile<2xi1> -> tile<2xi32>, token
    %9, %t9 = atomic_rmw_tko relaxed device %pf, xchg, %af token = %t8 : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token
    %10, %t10 = atomic_rmw_tko relaxed device %ph, addf, %ah token = %t9 : tile<2xptr<f16>>, tile<2xf16> -> tile<2xf16>, token
    %11, %t11 = atomic_rmw_tko acq_rel device %pf, addf, %af, %m token = %t10 : tile<2xptr<f32>>, tile<2xf32>, tile<2xi1> -> tile<2xf32>, token
    return
  }
}

// -----

// atomic_red_view_tko: a tiled atomic at the tile's element offset; only its
// token is used. dim_map permutes the value into tensor order first.
cuda_tile.module @red {
  // CHECK-LABEL: nv_tileaa.func @red(
  // CHECK-SAME: %[[VH:[^:]*]]: !nv_tileaa.memref<?xf16, strides=[1], 1>, %[[XH:[^:]*]]: tensor<8xf16>, %[[VF:[^:]*]]: !nv_tileaa.memref<4x4xf64, strides=[4,1], 1>, %[[XF:[^:]*]]: tensor<2x4xf64>, %[[VI:[^:]*]]: !nv_tileaa.memref<6x8xi32, strides=[8,1], 1>, %[[XI:[^:]*]]: tensor<2x8xi32>, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32)
  // CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
  // CHECK-NEXT: %[[II:.*]] = arith.index_castui %[[I]] : i32 to index
  // CHECK-NEXT: %[[O:.*]] = arith.muli %[[II]], %[[C8]] : index
  // CHECK-NEXT: %[[F:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %{{.*}}, %[[T0:.*]] = nv_tileaa.tiled_atomic_rmw addf %[[VH]][%[[O]]], %[[XH]] token %[[F]] {in_bounds = array<i1: false>, mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : !nv_tileaa.memref<?xf16, strides=[1], 1>, tensor<8xf16>
  // The 2x4 tile runs along tensor axes 1 and 0, and so do indices i and j:
  // a 4x2 block at (j * 4, i * 2).
  // CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-NEXT: arith.index_castui %[[J]]
  // CHECK-NEXT: %[[R:.*]] = arith.muli %{{.*}}, %[[C4]] : index
  // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
  // CHECK-NEXT: arith.index_castui %[[I]]
  // CHECK-NEXT: %[[C:.*]] = arith.muli %{{.*}}, %[[C2]] : index
  // CHECK-NEXT: %[[P:.*]] = nv_tileaa.permute %[[XF]] [1, 0] : tensor<2x4xf64> -> tensor<4x2xf64>
  // CHECK-NEXT: %{{.*}}, %[[T1:.*]] = nv_tileaa.tiled_atomic_rmw addf %[[VF]][%[[R]], %[[C]]], %[[P]] token %[[T0]] {in_bounds = array<i1: true, true>, mem_scope = #nv_tileaa.mem_scope<tl_blk>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : !nv_tileaa.memref<4x4xf64, strides=[4,1], 1>, tensor<4x2xf64>
  // Integer modes, umax then and; 2 divides 6 and 8 divides 8: in bounds.
  // CHECK: nv_tileaa.tiled_atomic_rmw umax %[[VI]][%{{.*}}, %{{.*}}], %[[XI]] token %[[T1]] {in_bounds = array<i1: true, true>, mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : !nv_tileaa.memref<6x8xi32, strides=[8,1], 1>, tensor<2x8xi32>
  // CHECK: nv_tileaa.tiled_atomic_rmw and %[[VI]]
  // CHECK-NEXT: nv_tileaa.return
  testing$func @red(%vh: partition_view<tile=(8), tensor_view<?xf16, strides=[1]>>, %xh: tile<8xf16>,
                    %vf: partition_view<tile=(2x4), tensor_view<4x4xf64, strides=[4,1]>, dim_map=[1, 0]>, %xf: tile<2x4xf64>,
                    %vi: partition_view<tile=(2x8), tensor_view<6x8xi32, strides=[8,1]>>, %xi: tile<2x8xi32>, %i: tile<i32>, %j: tile<i32>) {
    %t0 = atomic_red_view_tko relaxed device %vh[%i], addf, %xh : tile<8xf16>, partition_view<tile=(8), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    %t1 = atomic_red_view_tko relaxed tl_blk %vf[%i, %j], addf, %xf token = %t0 : tile<2x4xf64>, partition_view<tile=(2x4), tensor_view<4x4xf64, strides=[4,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %t2 = atomic_red_view_tko relaxed device %vi[%i, %i], umax, %xi token = %t1 : tile<2x8xi32>, partition_view<tile=(2x8), tensor_view<6x8xi32, strides=[8,1]>>, tile<i32> -> token
    %t3 = atomic_red_view_tko relaxed device %vi[%i, %i], and, %xi token = %t2 : tile<2x8xi32>, partition_view<tile=(2x8), tensor_view<6x8xi32, strides=[8,1]>>, tile<i32> -> token
    return
  }
}
