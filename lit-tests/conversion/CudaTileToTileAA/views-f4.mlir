// convert-cuda-tile-to-tileaa on views of f4E2M1FN (13.3 §1.1: two elements per byte, element 2k in bits 3..0):
// the tensor view becomes a memref of its bytes, the last axis of static stride 1 (the packed axis) half as long and
// the other strides halved; a tile is loaded as its bytes and unpacked in row-major order with the packed axis last
// (permuted there and back when it is not), stored packed the same way; get_tensor_shape doubles the packed extent.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file -verify-diagnostics %s | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @packed {
  // CHECK-LABEL: nv_tileaa.func @rows(
  // CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f4E2M1FN, 1>, %[[M:[^:]*]]: i32, %[[N:[^:]*]]: i32, %[[S:[^:]*]]: i32, %[[I:[^:]*]]: i32)
  // CHECK: %[[N0:.*]] = arith.index_castui %[[N]] : i32 to index
  // CHECK: %[[S0:.*]] = arith.index_castui %[[S]] : i32 to index
  // CHECK: %[[NB:.*]] = arith.divui %[[N0]], %{{.*}} : index
  // CHECK: %[[SB:.*]] = arith.divui %[[S0]], %{{.*}} : index
  // CHECK: %[[ADDR:.*]] = nv_tileaa.ptr_to_int %[[P]] : !nv_tileaa.ptr<f4E2M1FN, 1> -> i64
  // CHECK-NEXT: %[[BYTES:.*]] = nv_tileaa.int_to_ptr %[[ADDR]] : i64 -> !nv_tileaa.ptr<i8, 1>
  // CHECK-NEXT: %[[MR:.*]] = nv_tileaa.make_memref %[[BYTES]], %{{.*}}, %[[NB]], %[[SB]] : (!nv_tileaa.ptr<i8, 1>, index, index, index) -> !nv_tileaa.memref<?x?xi8, strides=[?,1], 1>
  // CHECK: %[[EIGHT:.*]] = arith.constant 8 : index
  // CHECK: %[[COL:.*]] = arith.muli %{{.*}}, %[[EIGHT]] : index
  // CHECK: %[[COLB:.*]] = arith.divui %[[COL]], %{{.*}} : index
  // CHECK-NEXT: %[[B:.*]], %{{.*}} = nv_tileaa.tiled_load %[[MR]][%{{.*}}, %[[COLB]]] {{.*}} -> tensor<4x4xi8>
  // CHECK-NEXT: %[[LINE:.*]] = nv_tileaa.view %[[B]] : tensor<4x4xi8> -> tensor<16xi8>
  // CHECK: %[[SHIFTED:.*]] = arith.shrui %{{.*}}, %{{.*}} : tensor<16x2xi8>
  // CHECK-NEXT: %[[NIBBLES:.*]] = arith.trunci %[[SHIFTED]] : tensor<16x2xi8> to tensor<16x2xi4>
  // CHECK-NEXT: %[[INTS:.*]] = nv_tileaa.view %[[NIBBLES]] : tensor<16x2xi4> -> tensor<32xi4>
  // CHECK-NEXT: %[[ELEMS:.*]] = nv_tileaa.bitcast %[[INTS]] : tensor<32xi4> -> tensor<32xf4E2M1FN>
  // CHECK-NEXT: %[[TILE:.*]] = nv_tileaa.view %[[ELEMS]] : tensor<32xf4E2M1FN> -> tensor<4x8xf4E2M1FN>
  // The store packs the tile again and writes its bytes at the same byte offset.
  // CHECK: nv_tileaa.view %[[TILE]] : tensor<4x8xf4E2M1FN> -> tensor<32xf4E2M1FN>
  // CHECK: arith.shli %{{.*}}, %{{.*}} : tensor<16x2xi8>
  // CHECK: %[[PACKED:.*]] = nv_tileaa.view %{{.*}} : tensor<16xi8> -> tensor<4x4xi8>
  // CHECK: %[[COLB2:.*]] = arith.divui %{{.*}}, %{{.*}} : index
  // CHECK-NEXT: nv_tileaa.tiled_store %[[MR]][%{{.*}}, %[[COLB2]]], %[[PACKED]] {{.*}} : !nv_tileaa.memref<?x?xi8, strides=[?,1], 1>, tensor<4x4xi8>
  // get_tensor_shape: the rows as they are, the packed extent doubled.
  // CHECK-NEXT: %[[R:.*]] = nv_tileaa.get_dim_size %[[MR]], 0
  // CHECK-NEXT: arith.index_castui %[[R]] : index to i32
  // CHECK-NEXT: %[[C:.*]] = nv_tileaa.get_dim_size %[[MR]], 1
  // CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : index
  // CHECK-NEXT: %[[C2:.*]] = arith.muli %[[C]], %[[TWO]] : index
  // CHECK-NEXT: arith.index_castui %[[C2]] : index to i32
  entry @rows(%p: tile<ptr<f4E2M1FN>>, %m: tile<i32>, %n: tile<i32>, %s: tile<i32>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%m, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf4E2M1FN, strides=[?,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x8), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>
    %t, %tok = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> tile<4x8xf4E2M1FN>, token
    %st = store_view_tko weak %t, %pv[%i, %i] token = %tok : tile<4x8xf4E2M1FN>, partition_view<tile=(4x8), tensor_view<?x?xf4E2M1FN, strides=[?,1]>>, tile<i32> -> token
    %a, %b = get_tensor_shape %tv : tensor_view<?x?xf4E2M1FN, strides=[?,1]> -> tile<i32>
    return
  }

  // Column-major: packed along axis 0 (16 x 8 elements are 8 x 8 bytes, the column stride 16 elements 8 bytes).
  // The bytes go through a permute to put that axis last, and the elements back.
  // CHECK-LABEL: nv_tileaa.func @columns(
  // CHECK: nv_tileaa.make_memref %{{.*}} : (!nv_tileaa.ptr<i8, 1>) -> !nv_tileaa.memref<8x8xi8, strides=[1,8], 1>
  // CHECK: nv_tileaa.tiled_load {{.*}} -> tensor<2x8xi8>
  // CHECK-NEXT: nv_tileaa.permute %{{.*}} [1, 0] : tensor<2x8xi8> -> tensor<8x2xi8>
  // CHECK: nv_tileaa.view %{{.*}} : tensor<32xf4E2M1FN> -> tensor<8x4xf4E2M1FN>
  // CHECK-NEXT: nv_tileaa.permute %{{.*}} [1, 0] : tensor<8x4xf4E2M1FN> -> tensor<4x8xf4E2M1FN>
  entry @columns(%p: tile<ptr<f4E2M1FN>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [16, 8], strides = [1, 16] : tensor_view<16x8xf4E2M1FN, strides=[1,16]>
    %pv = make_partition_view %tv : partition_view<tile=(4x8), tensor_view<16x8xf4E2M1FN, strides=[1,16]>>
    %t, %tok = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<16x8xf4E2M1FN, strides=[1,16]>>, tile<i32> -> tile<4x8xf4E2M1FN>, token
    return
  }
}

// -----

// A row 9 elements long starts mid-byte: no byte memref holds it.
cuda_tile.module @odd_stride {
  entry @k(%p: tile<ptr<f4E2M1FN>>) {
    // expected-error @below {{'cuda_tile.make_tensor_view' op of 4-bit 'f4E2M1FN' elements needs an axis of static stride 1 along which they pack two to a byte, and even static strides along the others}}
    // expected-error @below {{failed to legalize operation 'cuda_tile.make_tensor_view'}}
    %tv = make_tensor_view %p, shape = [8, 8], strides = [9, 1] : tensor_view<8x8xf4E2M1FN, strides=[9,1]>
    return
  }
}

// -----

cuda_tile.module @odd_tile {
  entry @k(%p: tile<ptr<f4E2M1FN>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf4E2M1FN, strides=[8,1]>
    %pv = make_partition_view %tv : partition_view<tile=(8x1), tensor_view<8x8xf4E2M1FN, strides=[8,1]>>
    // expected-error @below {{'cuda_tile.load_view_tko' op a tile of 4-bit elements must span an even number of them along the axis they are packed in (1)}}
    // expected-error @below {{failed to legalize operation 'cuda_tile.load_view_tko'}}
    %t, %tok = load_view_tko weak %pv[%i, %i] : partition_view<tile=(8x1), tensor_view<8x8xf4E2M1FN, strides=[8,1]>>, tile<i32> -> tile<8x1xf4E2M1FN>, token
    return
  }
}

// -----

cuda_tile.module @strided_f4 {
  entry @k(%p: tile<ptr<f4E2M1FN>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf4E2M1FN, strides=[8,1]>
    %sv = make_strided_view %tv : strided_view<tile=(2x4), traversal_strides=[2,4], tensor_view<8x8xf4E2M1FN, strides=[8,1]>>
    // expected-error @below {{'cuda_tile.load_view_tko' op a strided or gather/scatter view of 4-bit elements (two per byte) is not supported by convert-cuda-tile-to-tileaa yet}}
    // expected-error @below {{failed to legalize operation 'cuda_tile.load_view_tko'}}
    %t, %tok = load_view_tko weak %sv[%i, %i] : strided_view<tile=(2x4), traversal_strides=[2,4], tensor_view<8x8xf4E2M1FN, strides=[8,1]>>, tile<i32> -> tile<2x4xf4E2M1FN>, token
    return
  }
}
