// tileaa-remove-layout-conversions on the coordinates of a gather_load / scatter_store that tileaa-coalesce put in a
// blocked layout: they are computed in it (ranges, splats, constants and element-wise ops made there, unit-dimension
// views from a slice of it, broadcasts in it), through conversions, so that only what is none of these is converted,
// where it has the fewest elements: a gather's row list before it is broadcast along the rows.
// RUN: tile-opt %s --tileaa-remove-layout-conversions | FileCheck %s

// CHECK-DAG: #[[ROWS:.*]] = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-DAG: #[[LINE:.*]] = #nv_tileaa.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-DAG: #[[CUBE:.*]] = #nv_tileaa.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [4, 2, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]>
// CHECK-DAG: #[[PERROW:.*]] = #nv_tileaa.slice<dim = 1, parent = #[[ROWS]]>
// CHECK-DAG: #[[PERCOL:.*]] = #nv_tileaa.slice<dim = 0, parent = #[[ROWS]]>

#rows = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#line = #nv_tileaa.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#cube = #nv_tileaa.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [4, 2, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]>

// The rows (an argument) are converted, four of them, into the slice holding each row where its elements are; the
// columns are computed in the other slice.
// CHECK-LABEL: nv_tileaa.func @rows(
// CHECK-SAME: %[[M:[^:]*]]: !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>, %[[ROWS_ARG:[^:]*]]: tensor<4xi32>, %{{[^:]*}}: index)
// CHECK: %[[START:.*]] = arith.muli
// CHECK-NEXT: %[[R0:.*]] = nv_tileaa.convert_layout %[[ROWS_ARG]] : tensor<4xi32> -> tensor<4xi32, #[[PERROW]]>
// CHECK-NEXT: %[[R1:.*]] = arith.index_castui %[[R0]] : tensor<4xi32, #[[PERROW]]> to tensor<4xindex, #[[PERROW]]>
// CHECK-NEXT: %[[R2:.*]] = nv_tileaa.view %[[R1]] : tensor<4xindex, #[[PERROW]]> -> tensor<4x1xindex, #[[ROWS]]>
// CHECK-NEXT: %[[R3:.*]] = nv_tileaa.broadcast %[[R2]] : tensor<4x1xindex, #[[ROWS]]> -> tensor<4x16xindex, #[[ROWS]]>
// CHECK-NEXT: %[[C0:.*]] = nv_tileaa.make_range 0 to 16 : tensor<16xindex, #[[PERCOL]]>
// CHECK-NEXT: %[[C1:.*]] = nv_tileaa.splat %[[START]] : index -> tensor<16xindex, #[[PERCOL]]>
// CHECK-NEXT: %[[C2:.*]] = arith.addi %[[C0]], %[[C1]] : tensor<16xindex, #[[PERCOL]]>
// CHECK-NEXT: %[[C3:.*]] = nv_tileaa.view %[[C2]] : tensor<16xindex, #[[PERCOL]]> -> tensor<1x16xindex, #[[ROWS]]>
// CHECK-NEXT: %[[C4:.*]] = nv_tileaa.broadcast %[[C3]] : tensor<1x16xindex, #[[ROWS]]> -> tensor<4x16xindex, #[[ROWS]]>
// CHECK-NEXT: nv_tileaa.gather_load %[[M]][%[[R3]], %[[C4]]]
// CHECK-NOT: convert_layout {{.*}}index
nv_tileaa.func @rows(%m: !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>, %rows: tensor<4xi32>, %j: index) -> tensor<4x16xf32> {
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
  %r2 = nv_tileaa.convert_layout %rb : tensor<4x16xindex> -> tensor<4x16xindex, #rows>
  %c2 = nv_tileaa.convert_layout %cb : tensor<4x16xindex> -> tensor<4x16xindex, #rows>
  %g, %t = nv_tileaa.gather_load %m[%r2, %c2] : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex, #rows>, tensor<4x16xindex, #rows>] -> tensor<4x16xf32, #rows>
  %back = nv_tileaa.convert_layout %g : tensor<4x16xf32, #rows> -> tensor<4x16xf32>
  nv_tileaa.return %back : tensor<4x16xf32>
}

// Constant rows are a constant in the slice: nothing is converted.
// CHECK-LABEL: nv_tileaa.func @constant_rows(
// CHECK-NEXT: %[[R:.*]] = arith.constant dense<[7, 3, 999, 42]> : tensor<4xindex, #[[PERROW]]>
// CHECK-NEXT: %[[RV:.*]] = nv_tileaa.view %[[R]] : tensor<4xindex, #[[PERROW]]> -> tensor<4x1xindex, #[[ROWS]]>
// CHECK-NEXT: %[[RB:.*]] = nv_tileaa.broadcast %[[RV]]
// CHECK-NEXT: nv_tileaa.make_range 0 to 16 : tensor<16xindex, #[[PERCOL]]>
// CHECK-NEXT: nv_tileaa.view
// CHECK-NEXT: %[[CB:.*]] = nv_tileaa.broadcast
// CHECK-NEXT: nv_tileaa.scatter_store %{{.*}}[%[[RB]], %[[CB]]], %{{.*}}
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.return
nv_tileaa.func @constant_rows(%m: !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>, %v: tensor<4x16xf32, #rows>) {
  %r = arith.constant dense<[7, 3, 999, 42]> : tensor<4xindex>
  %rv = nv_tileaa.view %r : tensor<4xindex> -> tensor<4x1xindex>
  %rb = nv_tileaa.broadcast %rv : tensor<4x1xindex> -> tensor<4x16xindex>
  %range = nv_tileaa.make_range 0 to 16 : tensor<16xindex>
  %cv = nv_tileaa.view %range : tensor<16xindex> -> tensor<1x16xindex>
  %cb = nv_tileaa.broadcast %cv : tensor<1x16xindex> -> tensor<4x16xindex>
  %r2 = nv_tileaa.convert_layout %rb : tensor<4x16xindex> -> tensor<4x16xindex, #rows>
  %c2 = nv_tileaa.convert_layout %cb : tensor<4x16xindex> -> tensor<4x16xindex, #rows>
  %t = nv_tileaa.scatter_store %m[%r2, %c2], %v : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex, #rows>, tensor<4x16xindex, #rows>], tensor<4x16xf32, #rows>
  nv_tileaa.return
}

// Rows loaded in another layout: one conversion, of the loaded row list, straight into the slice.
// CHECK-LABEL: nv_tileaa.func @loaded_rows(
// CHECK: %[[L:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<4xi32, #[[LINE]]>
// CHECK-NEXT: %[[R:.*]] = nv_tileaa.convert_layout %[[L]] : tensor<4xi32, #[[LINE]]> -> tensor<4xi32, #[[PERROW]]>
// CHECK-NEXT: arith.index_castui %[[R]] : tensor<4xi32, #[[PERROW]]> to tensor<4xindex, #[[PERROW]]>
// CHECK-NOT: convert_layout {{.*}}index
// CHECK: nv_tileaa.gather_load
nv_tileaa.func @loaded_rows(%m: !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>, %idx: !nv_tileaa.memref<4xi32, strides=[1], 1>) -> tensor<4x16xf32> {
  %c0 = arith.constant 0 : index
  %l, %lt = nv_tileaa.tiled_load %idx[%c0] : !nv_tileaa.memref<4xi32, strides=[1], 1> -> tensor<4xi32, #line>
  %rows = nv_tileaa.convert_layout %l : tensor<4xi32, #line> -> tensor<4xi32>
  %r = arith.index_castui %rows : tensor<4xi32> to tensor<4xindex>
  %rv = nv_tileaa.view %r : tensor<4xindex> -> tensor<4x1xindex>
  %rb = nv_tileaa.broadcast %rv : tensor<4x1xindex> -> tensor<4x16xindex>
  %range = nv_tileaa.make_range 0 to 16 : tensor<16xindex>
  %cv = nv_tileaa.view %range : tensor<16xindex> -> tensor<1x16xindex>
  %cb = nv_tileaa.broadcast %cv : tensor<1x16xindex> -> tensor<4x16xindex>
  %r2 = nv_tileaa.convert_layout %rb : tensor<4x16xindex> -> tensor<4x16xindex, #rows>
  %c2 = nv_tileaa.convert_layout %cb : tensor<4x16xindex> -> tensor<4x16xindex, #rows>
  %g, %t = nv_tileaa.gather_load %m[%r2, %c2] : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex, #rows>, tensor<4x16xindex, #rows>] -> tensor<4x16xf32, #rows>
  %back = nv_tileaa.convert_layout %g : tensor<4x16xf32, #rows> -> tensor<4x16xf32>
  nv_tileaa.return %back : tensor<4x16xf32>
}

// A view inserting two unit dimensions has no slice to come from: converted there, still before the
// broadcast (2 and 16 elements); a full coordinate tile is converted as it is.
// CHECK-LABEL: nv_tileaa.func @rank3(
// CHECK-SAME: %{{[^:]*}}: !nv_tileaa.memref<8x100x64xf16, strides=[6400,64,1], 1>, %[[MID:[^:]*]]: tensor<2xindex>, %[[FULL:[^:]*]]: tensor<4x2x16xindex>)
// CHECK-NEXT: %[[MV:.*]] = nv_tileaa.view %[[MID]] : tensor<2xindex> -> tensor<1x2x1xindex>
// CHECK-NEXT: %[[RANGE:.*]] = nv_tileaa.make_range 0 to 16 : tensor<16xindex>
// CHECK-NEXT: %[[CV:.*]] = nv_tileaa.view %[[RANGE]] : tensor<16xindex> -> tensor<1x1x16xindex>
// CHECK-NEXT: %[[A:.*]] = nv_tileaa.convert_layout %[[FULL]] : tensor<4x2x16xindex> -> tensor<4x2x16xindex, #[[CUBE]]>
// CHECK-NEXT: %[[M1:.*]] = nv_tileaa.convert_layout %[[MV]] : tensor<1x2x1xindex> -> tensor<1x2x1xindex, #[[CUBE]]>
// CHECK-NEXT: %[[B:.*]] = nv_tileaa.broadcast %[[M1]] : tensor<1x2x1xindex, #[[CUBE]]> -> tensor<4x2x16xindex, #[[CUBE]]>
// CHECK-NEXT: %[[C1:.*]] = nv_tileaa.convert_layout %[[CV]] : tensor<1x1x16xindex> -> tensor<1x1x16xindex, #[[CUBE]]>
// CHECK-NEXT: %[[C:.*]] = nv_tileaa.broadcast %[[C1]] : tensor<1x1x16xindex, #[[CUBE]]> -> tensor<4x2x16xindex, #[[CUBE]]>
// CHECK-NEXT: nv_tileaa.gather_load %{{.*}}[%[[A]], %[[B]], %[[C]]]
nv_tileaa.func @rank3(%m: !nv_tileaa.memref<8x100x64xf16, strides=[6400,64,1], 1>, %mid: tensor<2xindex>, %full: tensor<4x2x16xindex>) -> tensor<4x2x16xf16> {
  %mv = nv_tileaa.view %mid : tensor<2xindex> -> tensor<1x2x1xindex>
  %mb = nv_tileaa.broadcast %mv : tensor<1x2x1xindex> -> tensor<4x2x16xindex>
  %range = nv_tileaa.make_range 0 to 16 : tensor<16xindex>
  %cv = nv_tileaa.view %range : tensor<16xindex> -> tensor<1x1x16xindex>
  %cb = nv_tileaa.broadcast %cv : tensor<1x1x16xindex> -> tensor<4x2x16xindex>
  %a2 = nv_tileaa.convert_layout %full : tensor<4x2x16xindex> -> tensor<4x2x16xindex, #cube>
  %b2 = nv_tileaa.convert_layout %mb : tensor<4x2x16xindex> -> tensor<4x2x16xindex, #cube>
  %c2 = nv_tileaa.convert_layout %cb : tensor<4x2x16xindex> -> tensor<4x2x16xindex, #cube>
  %g, %t = nv_tileaa.gather_load %m[%a2, %b2, %c2] : !nv_tileaa.memref<8x100x64xf16, strides=[6400,64,1], 1>[tensor<4x2x16xindex, #cube>, tensor<4x2x16xindex, #cube>, tensor<4x2x16xindex, #cube>] -> tensor<4x2x16xf16, #cube>
  %back = nv_tileaa.convert_layout %g : tensor<4x2x16xf16, #cube> -> tensor<4x2x16xf16>
  nv_tileaa.return %back : tensor<4x2x16xf16>
}
