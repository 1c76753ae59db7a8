// convert-cuda-tile-to-tileaa on tokens: make_token, join_tokens, and token chains through memory ops.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @tokens {
  // CHECK-LABEL: nv_tileaa.func @tokens(
  // CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[X:[^:]*]]: f32)
  // CHECK-NEXT: %[[A:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: %[[B:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // One input and two inputs.
  // CHECK-NEXT: %[[J1:.*]] = nv_tileaa.join_mem_token %[[A]] : !nv_tileaa.mem_token
  // CHECK-NEXT: %[[J2:.*]] = nv_tileaa.join_mem_token %[[A]], %[[B]] : !nv_tileaa.mem_token
  // Each memory op consumes the converted token and its result token is the
  // one later ops see: two stores ordered one after the other, joined with a
  // third on its own chain.
  // CHECK-NEXT: %[[S1:.*]] = nv_tileaa.store %[[P]], %[[X]] token %[[J2]] : !nv_tileaa.ptr<f32, 1>, f32
  // CHECK-NEXT: %[[S2:.*]] = nv_tileaa.store %[[P]], %[[X]] token %[[S1]] : !nv_tileaa.ptr<f32, 1>, f32
  // CHECK-NEXT: %[[S3:.*]] = nv_tileaa.store %[[P]], %[[X]] token %[[J1]] : !nv_tileaa.ptr<f32, 1>, f32
  // CHECK-NEXT: %[[J3:.*]] = nv_tileaa.join_mem_token %[[S2]], %[[S3]], %[[B]] : !nv_tileaa.mem_token
  // CHECK-NEXT: nv_tileaa.load %[[P]] token %[[J3]] : !nv_tileaa.ptr<f32, 1> -> f32
  // CHECK-NEXT: nv_tileaa.return
  testing$func @tokens(%p: tile<ptr<f32>>, %x: tile<f32>) {
    %a = make_token : token
    %b = make_token : token
    %j1 = join_tokens %a : token
    %j2 = join_tokens %a, %b : token
    %s1 = store_ptr_tko weak %p, %x token = %j2 : tile<ptr<f32>>, tile<f32> -> token
    %s2 = store_ptr_tko weak %p, %x token = %s1 : tile<ptr<f32>>, tile<f32> -> token
    %s3 = store_ptr_tko weak %p, %x token = %j1 : tile<ptr<f32>>, tile<f32> -> token
    %j3 = join_tokens %s2, %s3, %b : token
    %v, %t = load_ptr_tko weak %p token = %j3 : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}
