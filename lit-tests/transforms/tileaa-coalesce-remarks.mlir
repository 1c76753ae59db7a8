// tileaa-coalesce=remarks=1 says, per tiled load and store, the access width chosen and the first thing that keeps
// it under 128 bits; without remarks=1 it says nothing.
// RUN: tile-opt %s --tileaa-coalesce=remarks=1 -verify-diagnostics -o /dev/null
// RUN: sed -e "s/expected-remark/remark/" %s | tile-opt --tileaa-coalesce 2>&1 | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: remark:
// QUIET: nv_tileaa.func @widths
// QUIET-NOT: remark:

nv_tileaa.func @widths(%p: !nv_tileaa.ptr<f32, 1>, %s: index, %n: index, %i: index, %k: tensor<64x64xi1>,
                       %o: tensor<64x64xf32>, %pb: !nv_tileaa.ptr<i1, 1>) {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  // expected-remark @below {{vectorized: 128-bit accesses (4 x 'f32')}}
  %v0, %t0 = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  // expected-remark @below {{vectorized: 64-bit accesses (2 x 'f32'); not wider because the tile's rows are that short}}
  %v1, %t1 = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x2xf32>
  %m2 = nv_tileaa.make_memref %p : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the base pointer's alignment is not known to be larger (assume div_by on it)}}
  %v2, %t2 = nv_tileaa.tiled_load %m2[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %a8 = nv_tileaa.assume %p {div_by = 8 : i64} : !nv_tileaa.ptr<f32, 1>
  %m8 = nv_tileaa.make_memref %a8 : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  // expected-remark @below {{vectorized: 64-bit accesses (2 x 'f32'); not wider because the base pointer's alignment is not known to be larger (assume div_by on it)}}
  %v8, %t8 = nv_tileaa.tiled_load %m8[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %m3 = nv_tileaa.make_memref %a, %s : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<64x64xf32, strides=[?,1], 1>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because a row stride is not known to be a larger multiple (assume div_by on it)}}
  %v3, %t3 = nv_tileaa.tiled_load %m3[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[?,1], 1> -> tensor<64x64xf32>
  %m4 = nv_tileaa.make_memref %a, %n : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<64x?xf32, strides=[64,1], 1>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the extent of the last dimension is not known to be a larger multiple, so a vector could straddle the edge (assume div_by on it)}}
  %v4, %t4 = nv_tileaa.tiled_load %m4[%c0, %c0] : !nv_tileaa.memref<64x?xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the tile's offset along the last dimension}}
  %v5, %t5 = nv_tileaa.tiled_load %m[%c0, %i] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %m6 = nv_tileaa.make_memref %a, %i : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the memref's element offset}}
  %v6, %t6 = nv_tileaa.tiled_load %m6[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the access is masked element by element}}
  %v7, %t7 = nv_tileaa.tiled_load %m[%c0, %c0] mask %k other %o : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %mc = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[1,64], 1>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the last dimension is not contiguous (stride 1)}}
  %v9, %t9 = nv_tileaa.tiled_load %mc[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[1,64], 1> -> tensor<64x64xf32>
  // expected-remark @below {{scalar accesses: an ordered (non-weak) access is done element by element}}
  %va, %ta = nv_tileaa.tiled_load %m[%c0, %c0] {mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>} : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  %mb = nv_tileaa.make_memref %pb : (!nv_tileaa.ptr<i1, 1>) -> !nv_tileaa.memref<64x64xi1, strides=[64,1], 1>
  // expected-remark @below {{scalar accesses: 1-bit accesses (1 x 'i1'); not wider because sub-byte elements}}
  %vb, %tb = nv_tileaa.tiled_load %mb[%c0, %c0] : !nv_tileaa.memref<64x64xi1, strides=[64,1], 1> -> tensor<64x64xi1>
  // Stores say the same.
  // expected-remark @below {{vectorized: 128-bit accesses (4 x 'f32')}}
  %tc = nv_tileaa.tiled_store %m[%c0, %c0], %v0 : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, tensor<64x64xf32>
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the base pointer's alignment is not known to be larger (assume div_by on it)}}
  %td = nv_tileaa.tiled_store %m2[%c0, %c0], %v0 : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, tensor<64x64xf32>
  nv_tileaa.return
}

// A memref that comes from outside the function: nothing is known of it.
nv_tileaa.func @argument(%m: !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>) {
  %c0 = arith.constant 0 : index
  // expected-remark @below {{scalar accesses: 32-bit accesses (1 x 'f32'); not wider because the memref's origin (base, strides, extents) is not known here}}
  %v, %t = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32>
  nv_tileaa.return
}

// A tile whose layout is already chosen keeps it.
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @chosen(%p: !nv_tileaa.ptr<f32, 1>) {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>
  // expected-remark @below {{keeps the layout it already has}}
  %v, %t = nv_tileaa.tiled_load %m[%c0, %c0] : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1> -> tensor<64x64xf32, #blocked>
  nv_tileaa.return
}
