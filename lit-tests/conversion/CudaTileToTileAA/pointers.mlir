// convert-cuda-tile-to-tileaa on pointer tiles: offset, int_to_ptr, ptr_to_int, ptr_to_ptr, load_ptr_tko, store_ptr_tko, alloca.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file -verify-diagnostics %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file -verify-diagnostics %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @pointers {
  // offset counts elements, read as signed: a signed cast to index, then
  // addptr (which scales by the pointee's size when lowered).
  // CHECK-LABEL: nv_tileaa.func @offset(
  // CHECK-SAME: %[[P:[^:]*]]: tensor<8x!nv_tileaa.ptr<f32, 1>>, %[[O8:[^:]*]]: tensor<8xi8>, %[[O64:[^:]*]]: tensor<8xi64>, %[[Q:[^:]*]]: !nv_tileaa.ptr<f16, 1>, %[[O:[^:]*]]: i32)
  // CHECK-NEXT: %[[X8:.*]] = arith.index_cast %[[O8]] : tensor<8xi8> to tensor<8xindex>
  // CHECK-NEXT: nv_tileaa.addptr %[[P]], %[[X8]] : tensor<8x!nv_tileaa.ptr<f32, 1>>, tensor<8xindex> -> tensor<8x!nv_tileaa.ptr<f32, 1>>
  // CHECK-NEXT: %[[X64:.*]] = arith.index_cast %[[O64]] : tensor<8xi64> to tensor<8xindex>
  // CHECK-NEXT: nv_tileaa.addptr %[[P]], %[[X64]] : tensor<8x!nv_tileaa.ptr<f32, 1>>, tensor<8xindex> -> tensor<8x!nv_tileaa.ptr<f32, 1>>
  // CHECK-NEXT: %[[X:.*]] = arith.index_cast %[[O]] : i32 to index
  // CHECK-NEXT: nv_tileaa.addptr %[[Q]], %[[X]] : !nv_tileaa.ptr<f16, 1>, index -> !nv_tileaa.ptr<f16, 1>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @offset(%p: tile<8xptr<f32>>, %o8: tile<8xi8>, %o64: tile<8xi64>, %q: tile<ptr<f16>>, %o: tile<i32>) {
    %0 = offset %p, %o8 : tile<8xptr<f32>>, tile<8xi8> -> tile<8xptr<f32>>
    %1 = offset %p, %o64 : tile<8xptr<f32>>, tile<8xi64> -> tile<8xptr<f32>>
    %2 = offset %q, %o : tile<ptr<f16>>, tile<i32> -> tile<ptr<f16>>
    return
  }

  // ptr_to_ptr has no nv_tileaa op: through the address as an integer.
  // CHECK-LABEL: nv_tileaa.func @casts(
  // CHECK-SAME: %[[P:[^:]*]]: tensor<4x!nv_tileaa.ptr<f32, 1>>, %[[B:[^:]*]]: !nv_tileaa.ptr<f32, 1>)
  // CHECK-NEXT: %[[A:.*]] = nv_tileaa.ptr_to_int %[[P]] : tensor<4x!nv_tileaa.ptr<f32, 1>> -> tensor<4xi64>
  // CHECK-NEXT: %[[BY:.*]] = nv_tileaa.int_to_ptr %[[A]] : tensor<4xi64> -> tensor<4x!nv_tileaa.ptr<i8, 1>>
  // CHECK-NEXT: %[[BI:.*]] = nv_tileaa.ptr_to_int %[[BY]] : tensor<4x!nv_tileaa.ptr<i8, 1>> -> tensor<4xi64>
  // CHECK-NEXT: nv_tileaa.int_to_ptr %[[BI]] : tensor<4xi64> -> tensor<4x!nv_tileaa.ptr<f16, 1>>
  // CHECK-NEXT: %[[I:.*]] = nv_tileaa.ptr_to_int %[[B]] : !nv_tileaa.ptr<f32, 1> -> i64
  // CHECK-NEXT: nv_tileaa.int_to_ptr %[[I]] : i64 -> !nv_tileaa.ptr<f32, 1>
  // CHECK-NEXT: %[[S:.*]] = nv_tileaa.ptr_to_int %[[B]] : !nv_tileaa.ptr<f32, 1> -> i64
  // CHECK-NEXT: nv_tileaa.int_to_ptr %[[S]] : i64 -> !nv_tileaa.ptr<i32, 1>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @casts(%p: tile<4xptr<f32>>, %base: tile<ptr<f32>>) {
    %addr = ptr_to_int %p : tile<4xptr<f32>> -> tile<4xi64>
    %bytes = int_to_ptr %addr : tile<4xi64> -> tile<4xptr<i8>>
    %halves = ptr_to_ptr %bytes : tile<4xptr<i8>> -> tile<4xptr<f16>>
    %i = ptr_to_int %base : tile<ptr<f32>> -> tile<i64>
    %q = int_to_ptr %i : tile<i64> -> tile<ptr<f32>>
    %r = ptr_to_ptr %base : tile<ptr<f32>> -> tile<ptr<i32>>
    return
  }
}

// -----

// load_ptr_tko / store_ptr_tko: a tile of pointers is per-element addressing
// already, so nv_tileaa.load / store take it as their base; the mask carries
// over, the padding value becomes `other`.
cuda_tile.module @loads {
  // CHECK-LABEL: nv_tileaa.func @loads(
  // CHECK-SAME: %[[P:[^:]*]]: tensor<8x!nv_tileaa.ptr<f32, 1>>, %[[M:[^:]*]]: tensor<8xi1>, %[[PAD:[^:]*]]: tensor<8xf32>, %[[S:[^:]*]]: !nv_tileaa.ptr<i32, 1>, %[[SM:[^:]*]]: i1, %[[SP:[^:]*]]: i32)
  // Weak, no mask, no token: a fresh token.
  // CHECK-NEXT: %[[F0:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %[[V0:.*]], %[[T0:.*]] = nv_tileaa.load %[[P]] token %[[F0]] : tensor<8x!nv_tileaa.ptr<f32, 1>> -> tensor<8xf32>
  // Relaxed device, masked, with the previous token.
  // CHECK-NEXT: %[[V1:.*]], %[[T1:.*]] = nv_tileaa.load %[[P]] mask %[[M]] token %[[T0]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : tensor<8x!nv_tileaa.ptr<f32, 1>> -> tensor<8xf32>
  // Acquire sys, masked with a padding value.
  // CHECK-NEXT: %[[F2:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %[[V2:.*]], %[[T2:.*]] = nv_tileaa.load %[[P]] mask %[[M]] other %[[PAD]] token %[[F2]] {mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<acquire>} : tensor<8x!nv_tileaa.ptr<f32, 1>> -> tensor<8xf32>
  // Rank 0: a scalar pointer, an i1 mask, a scalar padding; tl_blk scope; hints.
  // CHECK-NEXT: %[[F3:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: %[[V3:.*]], %[[T3:.*]] = nv_tileaa.load %[[S]] mask %[[SM]] other %[[SP]] token %[[F3]] {mem_scope = #nv_tileaa.mem_scope<tl_blk>, mem_semantic = #nv_tileaa.mem_semantic<acquire>, nv_tileaa.optimization_hints = {sm_100 = {latency = 2 : i64}}} : !nv_tileaa.ptr<i32, 1> -> i32
  // Stores: weak unmasked with a token; release device masked; relaxed sys rank 0.
  // CHECK-NEXT: %[[U0:.*]] = nv_tileaa.store %[[P]], %[[V0]] token %[[T2]] : tensor<8x!nv_tileaa.ptr<f32, 1>>, tensor<8xf32>
  // CHECK-NEXT: %[[F4:.*]] = nv_tileaa.create_mem_token
  // CHECK-NEXT: nv_tileaa.store %[[P]], %[[V1]] mask %[[M]] token %[[F4]] {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<release>} : tensor<8x!nv_tileaa.ptr<f32, 1>>, tensor<8xf32>
  // CHECK-NEXT: nv_tileaa.store %[[S]], %[[V3]] mask %[[SM]] token %[[U0]] {mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>} : !nv_tileaa.ptr<i32, 1>, i32
  // CHECK-NEXT: nv_tileaa.return
  testing$func @loads(%p: tile<8xptr<f32>>, %m: tile<8xi1>, %pad: tile<8xf32>, %s: tile<ptr<i32>>, %sm: tile<i1>, %sp: tile<i32>) {
    %v0, %t0 = load_ptr_tko weak %p : tile<8xptr<f32>> -> tile<8xf32>, token
    %v1, %t1 = load_ptr_tko relaxed device %p, %m token = %t0 : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
    %v2, %t2 = load_ptr_tko acquire sys %p, %m, %pad : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    %v3, %t3 = load_ptr_tko acquire tl_blk %s, %sm, %sp optimization_hints = <sm_100 = {latency = 2}> : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
    %u0 = store_ptr_tko weak %p, %v0 token = %t2 : tile<8xptr<f32>>, tile<8xf32> -> token
    %u1 = store_ptr_tko release device %p, %v1, %m : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> token
    %u2 = store_ptr_tko relaxed sys %s, %v3, %sm token = %u0 : tile<ptr<i32>>, tile<i32>, tile<i1> -> token
    return
  }
}

// -----

// alloca becomes nv_tileaa.alloca (this project's op), which keeps its
// attributes; the result is a scalar pointer into global memory. In a loop
// body it stays there: its storage ends with each iteration.
// CHECK-LABEL: nv_tileaa.func @k() attributes {kernel}
// CHECK-NEXT: %[[A:.*]] = nv_tileaa.alloca num_elem = 64, alignment = 16 : !nv_tileaa.ptr<f32, 1>
// CHECK-NEXT: nv_tileaa.alloca num_elem = 32, alignment = 128 global : !nv_tileaa.ptr<f16, 1>
// CHECK-NEXT: nv_tileaa.alloca num_elem = 0, alignment = 1 : !nv_tileaa.ptr<i8, 1>
// CHECK: scf.for
// CHECK-NEXT: %[[B:.*]] = nv_tileaa.alloca num_elem = 4, alignment = 16 : !nv_tileaa.ptr<i32, 1>
// CHECK-NEXT: nv_tileaa.create_mem_token
// CHECK-NEXT: nv_tileaa.store %[[B]],
// CHECK-NEXT: }
// CHECK: nv_tileaa.store %[[A]],
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @alloca {
  entry @k() {
    %0 = alloca num_elem = 64, alignment = 16 : tile<ptr<f32>>
    %1 = alloca num_elem = 32, alignment = 128 global : tile<ptr<f16>>
    %2 = alloca num_elem = 0, alignment = 1 : tile<ptr<i8>>
    %lo = constant <i32: 0> : tile<i32>
    %hi = constant <i32: 4> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    for %i in (%lo to %hi, step %one) : tile<i32> {
      %b = alloca num_elem = 4, alignment = 16 : tile<ptr<i32>>
      %t = store_ptr_tko weak %b, %i : tile<ptr<i32>>, tile<i32> -> token
      continue
    }
    %x = constant <f32: 1.0> : tile<f32>
    %t = store_ptr_tko weak %0, %x : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
