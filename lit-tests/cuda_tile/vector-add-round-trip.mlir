// NVIDIA's vector_add prints back in NVIDIA's form, from custom and from generic syntax.
// RUN: tile-opt %examples/vector_add.mlir | FileCheck %s
// RUN: tile-opt %examples/vector_add.mlir | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %examples/vector_add.mlir | tile-opt | FileCheck %s
// The generic form names every op and type with its dialect prefix.
// RUN: tile-opt --mlir-print-op-generic %examples/vector_add.mlir | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: cuda_tile.module @vector_add {
// CHECK: entry @vector_add_Kt2_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
// CHECK-NEXT: %[[TOK:.*]] = make_token : token
// CHECK-NEXT: %[[A:.*]] = assume div_by<16>, %arg0 : tile<ptr<f32>>
// CHECK: %[[N:.*]] = assume div_by<16>, %{{.*}} : tile<i32>
// CHECK: %[[ONE:.*]] = constant <i32: 1> : tile<i32>
// CHECK: assume bounded<0, ?>, %{{.*}} : tile<i32>
// CHECK: %[[TV:.*]] = make_tensor_view %[[A]], shape = [%{{.*}}], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
// CHECK: %[[BX:.*]], %{{.*}}, %{{.*}} = get_tile_block_id : tile<i32>
// CHECK: %[[PV:.*]] = make_partition_view %[[TV]] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
// CHECK: %[[T:.*]], %{{.*}} = load_view_tko weak %[[PV]][%[[BX]]] token = %[[TOK]] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
// CHECK: %[[SUM:.*]] = addf %[[T]], %{{.*}} : tile<1024xf32>
// CHECK: store_view_tko weak %[[SUM]], %{{.*}}[%[[BX]]] token = %[[TOK]] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "cuda_tile.module"()
// GENERIC: "cuda_tile.entry"()
// GENERIC-SAME: !cuda_tile.tile<ptr<f32>>
// GENERIC: "cuda_tile.load_view_tko"
// GENERIC-SAME: memory_ordering_semantics = #cuda_tile.memory_ordering<weak>
// GENERIC: "cuda_tile.addf"
