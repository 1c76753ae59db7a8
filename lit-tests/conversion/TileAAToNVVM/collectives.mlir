// convert-tileaa-to-nvvm: reduce, scan and dot. Scan and dot stage their
// operands in the kernel's shared scratch buffer; each thread then computes
// each of its result elements with a loop over the reduced axis, applying
// clones of the combining region (lowered like any other op) or a
// multiply-add. Reduce goes through registers, warp shuffles and one small
// exchange (reduce.mlir has its cases).
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s --implicit-check-not=nv_tileaa --implicit-check-not=arith. --implicit-check-not=unrealized_conversion_cast

// A sum along dim 0 of 8x64 (four registers a thread) to 64 (replicated: one
// register): the registers fold as a tree, the two warps along dim 0 meet in
// a 512-byte array of the reduce's own, one barrier.
// CHECK: llvm.mlir.global internal @__tileaa_reduce_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<512 x i8>
// CHECK-LABEL: llvm.func @reduce_sum(
// CHECK-COUNT-3: llvm.fadd %{{.*}}, %{{.*}} : f32
// CHECK: llvm.mlir.addressof @__tileaa_reduce_0 : !llvm.ptr<3>
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(f32)>
nv_tileaa.func @reduce_sum(%x: tensor<8x64xf32>) attributes {kernel} {
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.000000e+00 : f32] : tensor<8x64xf32> -> tensor<64xf32> {
  ^bb0(%e: f32, %acc: f32):
    %sum = nv_tileaa.addf %e, %acc : f32
    nv_tileaa.yield %sum : f32
  }
  nv_tileaa.return
}

// -----

// Two inputs, shuffled and exchanged side by side (16-byte aligned
// regions); the combiner, cloned at each step, uses a value from above. A
// rank-1 input reduces to a scalar every thread computes: 8 index (i64)
// elements, three butterflies of two 32-bit words each, no exchange.
// CHECK-LABEL: llvm.func @reduce_pair(
// CHECK-SAME: %{{[^:]*}}: !llvm.struct<(f32)>, %{{[^:]*}}: !llvm.struct<(i32)>, %[[C:[^:]*]]: i1, %{{[^:]*}}: !llvm.struct<(i64)>)
// CHECK: %[[VS:.*]] = nvvm.shfl.sync  bfly %{{.*}} : f32 -> f32
// CHECK: %[[IS:.*]] = nvvm.shfl.sync  bfly %{{.*}} : i32 -> i32
// CHECK-NEXT: llvm.select %[[C]], %[[VS]], %{{.*}} : i1, f32
// CHECK-NEXT: llvm.select %[[C]], %[[IS]], %{{.*}} : i1, i32
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: llvm.store %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[VE:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: %[[IE:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK-NEXT: %[[VR:.*]] = llvm.select %[[C]], %[[VE]], %{{.*}} : i1, f32
// CHECK-NEXT: %[[IR:.*]] = llvm.select %[[C]], %[[IE]], %{{.*}} : i1, i32
// CHECK: llvm.insertvalue %[[VR]], %{{.*}}[0] : !llvm.struct<(f32)>
// CHECK: llvm.insertvalue %[[IR]], %{{.*}}[0] : !llvm.struct<(i32)>
// index elements are i64; the scalar result is inserted nowhere.
// CHECK-COUNT-6: nvvm.shfl.sync  bfly %{{.*}} : i32 -> i32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.add %{{.*}}, %{{.*}} : i64
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
nv_tileaa.func @reduce_pair(%v: tensor<4x16xf32>, %i: tensor<4x16xi32>, %c: i1, %q: tensor<8xindex>) attributes {kernel} {
  %r:2 = nv_tileaa.reduce %v, %i dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<4x16xf32>, tensor<4x16xi32> -> tensor<4xf32>, tensor<4xi32> {
  ^bb0(%ve: f32, %va: f32, %ie: i32, %ia: i32):
    %vs = arith.select %c, %ve, %va : f32
    %is = arith.select %c, %ie, %ia : i32
    nv_tileaa.yield %vs, %is : f32, i32
  }
  %qs = nv_tileaa.reduce %q dim = 0 identities = [0 : index] : tensor<8xindex> -> index {
  ^bb0(%e: index, %acc: index):
    %m = arith.addi %e, %acc : index
    nv_tileaa.yield %m : index
  }
  nv_tileaa.return
}

// -----

// Inclusive prefix along dim 1 of an 8x16 tile in the default layout: the
// 16 columns of a row are 16 consecutive lanes (one register each, no warp
// along the row), so the scan is a Hillis-Steele over 4 lane bits with
// shfl.sync.up (1, 2, 4, 8 lanes), the lane below's result as the offset
// (one more up by 1); no shared memory, no barrier, and no row total, which
// only other warps would need. Reversed: the same downwards.
// CHECK-LABEL: llvm.func @scan(
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-5: nvvm.shfl.sync  up
// CHECK-NOT: nvvm.shfl.sync  up
// CHECK-COUNT-5: nvvm.shfl.sync  down
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
nv_tileaa.func @scan(%x: tensor<8x16xi32>) attributes {kernel} {
  %p = nv_tileaa.scan %x dim = 1 identities = [1 : i32] : tensor<8x16xi32> -> tensor<8x16xi32> {
  ^bb0(%e: i32, %acc: i32):
    %m = arith.muli %e, %acc : i32
    nv_tileaa.yield %m : i32
  }
  %q = nv_tileaa.scan %x dim = 1 reverse identities = [0 : i32] : tensor<8x16xi32> -> tensor<8x16xi32> {
  ^bb0(%e: i32, %acc: i32):
    nv_tileaa.yield %e : i32
  }
  nv_tileaa.return
}

// -----

// Along the rows of an mma accumulator the bits of the coordinate go lanes
// (rows 1, 2, 4), a register (8), a warp (16): interleaved, so the scan is
// staged: the tile goes through shared memory between barriers and element
// (i, j) folds elements 0 .. i of its column.
// CHECK-LABEL: llvm.func @scan_staged(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: scf.for
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
nv_tileaa.func @scan_staged(%x: tensor<32x16xf32, #mma>) attributes {kernel} {
  %p = nv_tileaa.scan %x dim = 0 identities = [0.0 : f32] : tensor<32x16xf32, #mma> -> tensor<32x16xf32, #mma> {
  ^bb0(%e: f32, %acc: f32):
    %m = arith.addf %e, %acc : f32
    nv_tileaa.yield %m : f32
  }
  nv_tileaa.return
}

// -----

// f16 products accumulated in f32: both operands widened, one fma per k and
// register, in one loop over k that carries every register's accumulator
// (starting from C's registers); A[i, k] at i * 8 + k, B[k, j] at j + k * 16.
// CHECK: llvm.mlir.global internal @__tileaa_smem_dot_f16() {{.*}} : !llvm.array<512 x i8>
// CHECK-LABEL: llvm.func @dot_f16(
// CHECK-SAME: %{{[^:]*}}: !llvm.struct<(f16)>, %{{[^:]*}}: !llvm.struct<(f16)>, %[[C:[^:]*]]: !llvm.struct<(f32, f32)>)
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}} : f16, !llvm.ptr<3>
// CHECK: llvm.store %{{.*}} : f16, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[C0:.*]] = llvm.extractvalue %[[C]][0] : !llvm.struct<(f32, f32)>
// CHECK: %[[C1:.*]] = llvm.extractvalue %[[C]][1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[K:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %[[STEP:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[D:.*]]:2 = scf.for %[[KV:.*]] = %{{.*}} to %[[K]] step %[[STEP]] iter_args(%[[ACC0:.*]] = %[[C0]], %[[ACC1:.*]] = %[[C1]]) -> (f32, f32) : i32 {
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[KN:.*]] = llvm.mul %[[KV]], %[[N]] : i32
// CHECK-NEXT: llvm.add %{{.*}}, %[[KV]] : i32
// CHECK-NEXT: llvm.add %{{.*}}, %[[KN]] : i32
// CHECK: %[[A:.*]] = llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<3> -> f16
// CHECK-NEXT: %[[AW:.*]] = llvm.fpext %[[A]] : f16 to f32
// B's region starts at byte 256.
// CHECK: llvm.mlir.constant(256 : i32) : i32
// CHECK: %[[B:.*]] = llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<3> -> f16
// CHECK-NEXT: %[[BW:.*]] = llvm.fpext %[[B]] : f16 to f32
// CHECK-NEXT: %[[F0:.*]] = llvm.intr.fma(%[[AW]], %[[BW]], %[[ACC0]]) : (f32, f32, f32) -> f32
// CHECK: %[[F1:.*]] = llvm.intr.fma(%{{.*}}, %{{.*}}, %[[ACC1]]) : (f32, f32, f32) -> f32
// CHECK-NEXT: scf.yield %[[F0]], %[[F1]] : f32, f32
// CHECK-NEXT: }
// CHECK: llvm.insertvalue %[[D]]#0, %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[D]]#1, %{{.*}}[1]
// CHECK-NEXT: llvm.return
nv_tileaa.func @dot_f16(%a: tensor<16x8xf16>, %b: tensor<8x16xf16>, %c: tensor<16x16xf32>) attributes {kernel} {
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x8xf16>, tensor<8x16xf16>, tensor<16x16xf32> -> tensor<16x16xf32>
  nv_tileaa.return
}

// -----

// i8 read as signed (A) and unsigned (B) into i32: multiply and add.
// CHECK-LABEL: llvm.func @dot_i8(
// CHECK: scf.for
// CHECK: %[[A:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK-NEXT: %[[AW:.*]] = llvm.sext %[[A]] : i8 to i32
// CHECK: %[[B:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK-NEXT: %[[BW:.*]] = llvm.zext %[[B]] : i8 to i32
// CHECK-NEXT: %[[P:.*]] = llvm.mul %[[AW]], %[[BW]] : i32
// CHECK-NEXT: %[[S:.*]] = llvm.add %{{.*}}, %[[P]] : i32
// CHECK-NEXT: scf.yield %[[S]] : i32
nv_tileaa.func @dot_i8(%a: tensor<4x8xi8>, %b: tensor<8x4xi8>, %c: tensor<4x4xi32>) attributes {kernel} {
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>} : tensor<4x8xi8>, tensor<8x4xi8>, tensor<4x4xi32> -> tensor<4x4xi32>
  nv_tileaa.return
}

// -----

// Batched: element (b, i, j) reads A at b * 32 + i * 8 + k and B at
// b * 128 + j + k * 16; f32 needs no widening. propagate_nan holds (fma
// propagates NaN) and fast_acc's licence goes unused.
// CHECK-LABEL: llvm.func @dot_batched(
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT: llvm.mul %[[B:.*]], %[[C32]] : i32
// CHECK: %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: llvm.mul %[[B]], %[[C128]] : i32
// CHECK: scf.for
// CHECK-NOT: llvm.fpext
// CHECK: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
nv_tileaa.func @dot_batched(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>) attributes {kernel} {
  %d = nv_tileaa.dot %a, %b, %c {propagate_nan, fast_acc} : tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32> -> tensor<2x4x16xf32>
  nv_tileaa.return
}
