// tileaa-coalesce on gather_load / scatter_store: where the coordinates along the last dimension step by one over
// aligned runs and the other dimensions' coordinates repeat over them (a gather's rows), the access takes a blocked
// layout of vectors along the rows, its coordinates converted into it (tileaa-remove-layout-conversions then
// computes them there), the result converted back / the stored value converted in, as for tiled accesses; with
// remarks=1, the width and what keeps it under 128 bits.
// RUN: tile-opt %s --tileaa-coalesce=remarks=1 -verify-diagnostics | FileCheck %s

// CHECK: #[[ROWS:.*]] = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-NEXT: #[[PAIRS:.*]] = #nv_tileaa.blocked<sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @rows(
// CHECK-SAME: %{{[^:]*}}: !nv_tileaa.ptr<f32, 1>, %{{[^:]*}}: tensor<4xi32>, %{{[^:]*}}: index, %[[V:[^:]*]]: tensor<4x16xf32>)
// CHECK: %[[RB:.*]] = nv_tileaa.broadcast %{{.*}} : tensor<4x1xindex> -> tensor<4x16xindex>
// CHECK: %[[CB:.*]] = nv_tileaa.broadcast %{{.*}} : tensor<1x16xindex> -> tensor<4x16xindex>
// CHECK-NEXT: %[[R:.*]] = nv_tileaa.convert_layout %[[RB]] : tensor<4x16xindex> -> tensor<4x16xindex, #[[ROWS]]>
// CHECK-NEXT: %[[C:.*]] = nv_tileaa.convert_layout %[[CB]] : tensor<4x16xindex> -> tensor<4x16xindex, #[[ROWS]]>
// CHECK-NEXT: %[[G:.*]], %{{.*}} = nv_tileaa.gather_load %{{.*}}[%[[R]], %[[C]]] {padding = #nv_tileaa.padding<pos_inf>} : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex, #[[ROWS]]>, tensor<4x16xindex, #[[ROWS]]>] -> tensor<4x16xf32, #[[ROWS]]>
// CHECK-NEXT: %[[BACK:.*]] = nv_tileaa.convert_layout %[[G]] : tensor<4x16xf32, #[[ROWS]]> -> tensor<4x16xf32>
// CHECK-NEXT: %[[R2:.*]] = nv_tileaa.convert_layout %[[RB]] : tensor<4x16xindex> -> tensor<4x16xindex, #[[ROWS]]>
// CHECK-NEXT: %[[C2:.*]] = nv_tileaa.convert_layout %[[CB]] : tensor<4x16xindex> -> tensor<4x16xindex, #[[ROWS]]>
// CHECK-NEXT: %[[VV:.*]] = nv_tileaa.convert_layout %[[V]] : tensor<4x16xf32> -> tensor<4x16xf32, #[[ROWS]]>
// CHECK-NEXT: nv_tileaa.scatter_store %{{.*}}[%[[R2]], %[[C2]]], %[[VV]] : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex, #[[ROWS]]>, tensor<4x16xindex, #[[ROWS]]>], tensor<4x16xf32, #[[ROWS]]>
// CHECK-NEXT: nv_tileaa.return %[[BACK]]

// Rows listed along axis 0, a column tile at 16 * j: 128-bit vectors along the rows.
nv_tileaa.func @rows(%p: !nv_tileaa.ptr<f32, 1>, %rows: tensor<4xi32>, %j: index, %v: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>
  %r = arith.index_castui %rows : tensor<4xi32> to tensor<4xindex>
  %rv = nv_tileaa.view %r : tensor<4xindex> -> tensor<4x1xindex>
  %rb = nv_tileaa.broadcast %rv : tensor<4x1xindex> -> tensor<4x16xindex>
  %c16 = arith.constant 16 : index
  %start = arith.muli %j, %c16 : index
  %range = nv_tileaa.make_range 0 to 16 : tensor<16xindex>
  %s = nv_tileaa.splat %start : index -> tensor<16xindex>
  %cols = arith.addi %range, %s : tensor<16xindex>
  %cv = nv_tileaa.view %cols : tensor<16xindex> -> tensor<1x16xindex>
  %cb = nv_tileaa.broadcast %cv : tensor<1x16xindex> -> tensor<4x16xindex>
  // expected-remark @below {{vectorized: 128-bit accesses (4 x 'f32')}}
  %g, %t = nv_tileaa.gather_load %m[%rb, %cb] {padding = #nv_tileaa.padding<pos_inf>} : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex>, tensor<4x16xindex>] -> tensor<4x16xf32>
  // expected-remark @below {{vectorized: 128-bit accesses (4 x 'f32')}}
  %t2 = nv_tileaa.scatter_store %m[%rb, %cb], %v : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex>, tensor<4x16xindex>], tensor<4x16xf32>
  nv_tileaa.return %g : tensor<4x16xf32>
}

// What keeps a gather narrower: rows that differ along the last dimension (a full coordinate tile), columns
// that are not consecutive (an arbitrary tile), a column start only known to be even, a mask, an ordering,
// columns consecutive in pairs only. The 64-bit ones take vectors of two, the others stay as they are.
// CHECK-LABEL: nv_tileaa.func @limits(
// CHECK: nv_tileaa.gather_load {{.*}} -> tensor<4x16xf32>{{$}}
// CHECK-NEXT: nv_tileaa.gather_load {{.*}} -> tensor<4x16xf32>{{$}}
// CHECK: nv_tileaa.gather_load {{.*}} -> tensor<4x16xf32, #[[PAIRS]]>
// CHECK: nv_tileaa.gather_load {{.*}} mask {{.*}} -> tensor<4x16xf32>{{$}}
// CHECK: nv_tileaa.gather_load {{.*}} -> tensor<4x16xf32, #[[PAIRS]]>
// CHECK: nv_tileaa.gather_load {{.*}} -> tensor<4x16xf32>{{$}}
nv_tileaa.func @limits(%p: !nv_tileaa.ptr<f32, 1>, %rows: tensor<4xindex>, %full: tensor<4x16xindex>, %j: index, %k: tensor<4x16xi1>, %o: tensor<4x16xf32>) {
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>
  %rv = nv_tileaa.view %rows : tensor<4xindex> -> tensor<4x1xindex>
  %rb = nv_tileaa.broadcast %rv : tensor<4x1xindex> -> tensor<4x16xindex>
  %range = nv_tileaa.make_range 0 to 16 : tensor<16xindex>
  %cv = nv_tileaa.view %range : tensor<16xindex> -> tensor<1x16xindex>
  %cb = nv_tileaa.broadcast %cv : tensor<1x16xindex> -> tensor<4x16xindex>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the coordinates along a dimension other than the last are not known to repeat over a longer run of the last}}
  %g0, %t0 = nv_tileaa.gather_load %m[%full, %cb] : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex>, tensor<4x16xindex>] -> tensor<4x16xf32>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the coordinates along the last dimension are not known to be consecutive over a longer run}}
  %g1, %t1 = nv_tileaa.gather_load %m[%rb, %full] : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex>, tensor<4x16xindex>] -> tensor<4x16xf32>
  %c6 = arith.constant 6 : index
  %start = arith.muli %j, %c6 : index
  %s = nv_tileaa.splat %start : index -> tensor<4x16xindex>
  %shifted = arith.addi %cb, %s : tensor<4x16xindex>
  // expected-remark @below {{vectorized: 64-bit accesses (2 x 'f32'); not wider because the coordinates along the last dimension are not known to start at a larger multiple}}
  %g2, %t2 = nv_tileaa.gather_load %m[%rb, %shifted] : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex>, tensor<4x16xindex>] -> tensor<4x16xf32>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the access is masked element by element}}
  %g3, %t3 = nv_tileaa.gather_load %m[%rb, %cb] mask %k other %o : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex>, tensor<4x16xindex>] -> tensor<4x16xf32>
  %pairs = arith.constant dense<[[0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29]]> : tensor<1x16xindex>
  %pb = nv_tileaa.broadcast %pairs : tensor<1x16xindex> -> tensor<4x16xindex>
  // expected-remark @below {{vectorized: 64-bit accesses (2 x 'f32'); not wider because the coordinates along the last dimension are not known to be consecutive over a longer run}}
  %g4, %t4 = nv_tileaa.gather_load %m[%rb, %pb] : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex>, tensor<4x16xindex>] -> tensor<4x16xf32>
  // expected-remark @below {{scalar accesses: an ordered (non-weak) access is done element by element}}
  %g5, %t5 = nv_tileaa.gather_load %m[%rb, %cb] {mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex>, tensor<4x16xindex>] -> tensor<4x16xf32>
  nv_tileaa.return
}

// Columns from an i32 range: cast as signed, still a run; read as unsigned, a run could pass from -1 to 0 and is
// not taken for one.
// CHECK-LABEL: nv_tileaa.func @casts(
nv_tileaa.func @casts(%p: !nv_tileaa.ptr<f32, 1>, %rows: tensor<4xindex>) {
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>
  %rv = nv_tileaa.view %rows : tensor<4xindex> -> tensor<4x1xindex>
  %rb = nv_tileaa.broadcast %rv : tensor<4x1xindex> -> tensor<4x16xindex>
  %range = nv_tileaa.make_range 0 to 16 : tensor<16xi32>
  %signed = arith.index_cast %range : tensor<16xi32> to tensor<16xindex>
  %sv = nv_tileaa.view %signed : tensor<16xindex> -> tensor<1x16xindex>
  %sb = nv_tileaa.broadcast %sv : tensor<1x16xindex> -> tensor<4x16xindex>
  // expected-remark @below {{vectorized: 128-bit accesses (4 x 'f32')}}
  %g0, %t0 = nv_tileaa.gather_load %m[%rb, %sb] : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex>, tensor<4x16xindex>] -> tensor<4x16xf32>
  %unsigned = arith.index_castui %range : tensor<16xi32> to tensor<16xindex>
  %uv = nv_tileaa.view %unsigned : tensor<16xindex> -> tensor<1x16xindex>
  %ub = nv_tileaa.broadcast %uv : tensor<1x16xindex> -> tensor<4x16xindex>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the coordinates along the last dimension are not known to be consecutive over a longer run}}
  %g1, %t1 = nv_tileaa.gather_load %m[%rb, %ub] : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex>, tensor<4x16xindex>] -> tensor<4x16xf32>
  nv_tileaa.return
}
