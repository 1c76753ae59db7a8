// convert-cuda-tile-to-tileaa on NVIDIA's vector_add: the kernel, views, loads, add and store it becomes.
// RUN: tile-opt --convert-cuda-tile-to-tileaa %examples/vector_add.mlir | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa %examples/vector_add.mlir | tile-opt | FileCheck %s

// The cuda_tile.module is flattened away; the entry becomes a kernel whose
// tile<ptr<f32>> / tile<i32> arguments are global pointers and i32 scalars.
// CHECK: module {
// CHECK-NEXT: nv_tileaa.func @vector_add_Kt2_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024(
// CHECK-SAME: %[[A:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[AN:[^:]*]]: i32, %{{[^:]*}}: i32,
// CHECK-SAME: %[[B:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[BN:[^:]*]]: i32, %{{[^:]*}}: i32,
// CHECK-SAME: %[[C:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[CN:[^:]*]]: i32, %{{[^:]*}}: i32)
// CHECK-SAME: attributes {kernel, optimization_hints = {default = {}}} {

// CHECK-NEXT: %[[TOK:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
// CHECK-NEXT: %[[AA:.*]] = nv_tileaa.assume %[[A]] {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
// CHECK-NEXT: %[[ANA:.*]] = nv_tileaa.assume %[[AN]] {div_by = 16 : i64} : i32
// CHECK-NEXT: %[[BA:.*]] = nv_tileaa.assume %[[B]] {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
// CHECK-NEXT: %[[BNA:.*]] = nv_tileaa.assume %[[BN]] {div_by = 16 : i64} : i32
// CHECK-NEXT: %[[CA:.*]] = nv_tileaa.assume %[[C]] {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
// CHECK-NEXT: %[[CNA:.*]] = nv_tileaa.assume %[[CN]] {div_by = 16 : i64} : i32
// Rank-0 constants become scalar arith constants.
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: arith.constant 1 : i32

// Each view: bounded<0, ?> keeps only the lower bound, the dynamic extent
// becomes an index by an unsigned cast, and the static stride stays in the type.
// CHECK-NEXT: %[[AB:.*]] = nv_tileaa.assume %[[ANA]] {lower_bound = 0 : i64} : i32
// CHECK-NEXT: %[[AD:.*]] = nv_tileaa.assume %[[AB]] {div_by = 16 : i64} : i32
// CHECK-NEXT: %[[AX:.*]] = arith.index_castui %[[AD]] : i32 to index
// CHECK-NEXT: %[[MA:.*]] = nv_tileaa.make_memref %[[AA]], %[[AX]] : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
// CHECK-NEXT: %[[BB:.*]] = nv_tileaa.assume %[[BNA]] {lower_bound = 0 : i64} : i32
// CHECK-NEXT: %[[BD:.*]] = nv_tileaa.assume %[[BB]] {div_by = 16 : i64} : i32
// CHECK-NEXT: %[[BX:.*]] = arith.index_castui %[[BD]] : i32 to index
// CHECK-NEXT: %[[MB:.*]] = nv_tileaa.make_memref %[[BA]], %[[BX]] : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
// CHECK-NEXT: %[[CB:.*]] = nv_tileaa.assume %[[CNA]] {lower_bound = 0 : i64} : i32
// CHECK-NEXT: %[[CD:.*]] = nv_tileaa.assume %[[CB]] {div_by = 16 : i64} : i32
// CHECK-NEXT: %[[CX:.*]] = arith.index_castui %[[CD]] : i32 to index
// CHECK-NEXT: %[[MC:.*]] = nv_tileaa.make_memref %[[CA]], %[[CX]] : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>

// get_tile_block_id: one program id per grid axis.
// CHECK-NEXT: %[[BIDX:.*]] = nv_tileaa.get_program_id x : i32
// CHECK-NEXT: nv_tileaa.get_program_id y : i32
// CHECK-NEXT: nv_tileaa.get_program_id z : i32

// Tile index blockId.x scaled by the tile size 1024; the extent is dynamic, so
// the axis may run out of bounds.
// CHECK-NEXT: %[[K1:.*]] = arith.constant 1024 : index
// CHECK-NEXT: %[[I1:.*]] = arith.index_castui %[[BIDX]] : i32 to index
// CHECK-NEXT: %[[O1:.*]] = arith.muli %[[I1]], %[[K1]] : index
// CHECK-NEXT: %[[TA:.*]], %{{.*}} = nv_tileaa.tiled_load %[[MA]][%[[O1]]] token %[[TOK]] {in_bounds = array<i1: false>} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32>
// CHECK-NEXT: %[[K2:.*]] = arith.constant 1024 : index
// CHECK-NEXT: %[[I2:.*]] = arith.index_castui %[[BIDX]] : i32 to index
// CHECK-NEXT: %[[O2:.*]] = arith.muli %[[I2]], %[[K2]] : index
// CHECK-NEXT: %[[TB:.*]], %{{.*}} = nv_tileaa.tiled_load %[[MB]][%[[O2]]] token %[[TOK]] {in_bounds = array<i1: false>} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32>
// CHECK-NEXT: %[[SUM:.*]] = nv_tileaa.addf %[[TA]], %[[TB]] : tensor<1024xf32>
// CHECK-NEXT: %[[K3:.*]] = arith.constant 1024 : index
// CHECK-NEXT: %[[I3:.*]] = arith.index_castui %[[BIDX]] : i32 to index
// CHECK-NEXT: %[[O3:.*]] = arith.muli %[[I3]], %[[K3]] : index
// CHECK-NEXT: nv_tileaa.tiled_store %[[MC]][%[[O3]]], %[[SUM]] token %[[TOK]] {in_bounds = array<i1: false>} : !nv_tileaa.memref<?xf32, strides=[1], 1>, tensor<1024xf32>
// CHECK-NEXT: nv_tileaa.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NOT: cuda_tile
