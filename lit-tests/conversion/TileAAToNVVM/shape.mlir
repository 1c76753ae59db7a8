// convert-tileaa-to-nvvm: shape ops. Splat and make_range compute their
// registers in place; view and expand_dims keep them; the others stage the
// source in the kernel's shared scratch buffer (barrier, owners write at the
// row-major index, barrier) and read each result element back.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s --implicit-check-not=nv_tileaa --implicit-check-not=arith. --implicit-check-not=unrealized_conversion_cast

// Every register is the scalar; no shared memory.
// CHECK-LABEL: llvm.func @splat(
// CHECK-SAME: %[[S:[^:]*]]: f32)
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[R0:.*]] = llvm.insertvalue %[[S]], %[[P]][0]
// CHECK-NEXT: %[[R1:.*]] = llvm.insertvalue %[[S]], %[[R0]][1]
// CHECK: llvm.extractvalue %[[R1]][0]
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
nv_tileaa.func @splat(%s: f32) attributes {kernel} {
  %0 = nv_tileaa.splat %s : f32 -> tensor<256xf32>
  %1 = nv_tileaa.addf %0, %0 : tensor<256xf32>
  nv_tileaa.return
}

// -----

// Row-major order kept: the registers are the argument's own.
// CHECK-NOT: llvm.mlir.global
// CHECK-LABEL: llvm.func @same_registers(
// CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<(f32, f32)>)
// CHECK-NEXT: llvm.mlir.poison
// CHECK-NEXT: llvm.extractvalue %[[X]][0]
// CHECK-NEXT: llvm.extractvalue %[[X]][0]
// CHECK-NEXT: llvm.fadd
// CHECK-NOT: nvvm.barrier0
nv_tileaa.func @same_registers(%x: tensor<8x32xf32>) attributes {kernel} {
  %v = nv_tileaa.view %x : tensor<8x32xf32> -> tensor<256xf32>
  %e = nv_tileaa.expand_dims %v [0] : tensor<256xf32> -> tensor<1x256xf32>
  %r = nv_tileaa.addf %e, %e : tensor<1x256xf32>
  nv_tileaa.return
}

// -----

// start + the element's index; 16 elements over 128 threads: tid mod 16.
// CHECK-LABEL: llvm.func @make_range()
// CHECK-NEXT: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: llvm.mlir.poison : !llvm.struct<(i8)>
// CHECK-NEXT: %[[M:.*]] = llvm.mlir.constant(15 : i32) : i32
// CHECK-NEXT: %[[L:.*]] = llvm.and %[[TID]], %[[M]] : i32
// CHECK-NEXT: %[[L64:.*]] = llvm.zext %[[L]] : i32 to i64
// CHECK-NEXT: %[[START:.*]] = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: %[[V:.*]] = llvm.add %[[START]], %[[L64]] : i64
// CHECK-NEXT: %[[V8:.*]] = llvm.trunc %[[V]] : i64 to i8
// CHECK-NEXT: llvm.insertvalue %[[V8]], %{{.*}}[0]
nv_tileaa.func @make_range() attributes {kernel} {
  %r = nv_tileaa.make_range 16 to 32 : tensor<16xi8>
  nv_tileaa.return
}

// -----

// The memref's extent field.
// CHECK-LABEL: llvm.func @get_dim_size(
// CHECK-SAME: %[[M:[^:]*]]: !llvm.struct<(ptr<1>, i64, i64, i64, i64)>)
// CHECK-NEXT: llvm.extractvalue %[[M]][2]
nv_tileaa.func @get_dim_size(%m: !nv_tileaa.memref<16x?xf32, strides=[?, 1], 1>) attributes {kernel} {
  %n = nv_tileaa.get_dim_size %m, 1 : !nv_tileaa.memref<16x?xf32, strides=[?, 1], 1>
  nv_tileaa.return
}

// -----

// 1x64 (replicated over 128 threads) to 4x64: thread t's elements repeat
// column t & 63, which its one register already holds (the layouts agree
// along the kept axis), so both registers copy it: no shared memory, no
// barrier.
// CHECK-LABEL: llvm.func @broadcast(
// CHECK-SAME: %[[X:.*]]: !llvm.struct<(f32)>)
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: !llvm.ptr<3>
// CHECK: %[[V0:.*]] = llvm.extractvalue %[[X]][0] : !llvm.struct<(f32)>
// CHECK-NEXT: %[[V1:.*]] = llvm.extractvalue %[[X]][0] : !llvm.struct<(f32)>
// CHECK-NEXT: llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %[[R0:.*]] = llvm.insertvalue %[[V0]], %{{.*}}[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: llvm.insertvalue %[[V1]], %[[R0]][1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: llvm.return
nv_tileaa.func @broadcast(%x: tensor<1x64xf32>) attributes {kernel} {
  %b = nv_tileaa.broadcast %x : tensor<1x64xf32> -> tensor<4x64xf32>
  nv_tileaa.return
}

// -----

// 16x32 f16 (four registers, all owned: no guard) to 32x16: element (i, j)
// reads source element (j, i), at j * 32 + i. The kernel's first use of its
// scratch, at its top level: no barrier before the writes.
// CHECK: llvm.mlir.global internal @__tileaa_smem_permute() {{.*}} : !llvm.array<1024 x i8>
// CHECK-LABEL: llvm.func @permute(
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: scf.if
// CHECK-COUNT-4: llvm.store %{{.*}} {alignment = 2 : i64} : f16, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[J:.*]] = llvm.and %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[I:.*]] = llvm.lshr %{{.*}}, %[[C4]] : i32
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A:.*]] = llvm.add %[[Z]], %[[I]] : i32
// CHECK-NEXT: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT: %[[B:.*]] = llvm.mul %[[J]], %[[C32]] : i32
// CHECK-NEXT: llvm.add %[[A]], %[[B]] : i32
// CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<3> -> f16
nv_tileaa.func @permute(%x: tensor<16x32xf16>) attributes {kernel} {
  %p = nv_tileaa.permute %x [1, 0] : tensor<16x32xf16> -> tensor<32x16xf16>
  nv_tileaa.return
}

// -----

// Inputs back to back (the second at byte 128); row i >= 8 of the result
// reads the second input, at 32 + (i - 8) * 4 + j. (A kernel's first scratch
// use at its top level, here and below: no barrier before the writes.)
// CHECK: llvm.mlir.global internal @__tileaa_smem_cat() {{.*}} : !llvm.array<256 x i8>
// CHECK-LABEL: llvm.func @cat(
// CHECK-NOT: nvvm.barrier0
// CHECK: scf.if
// CHECK: llvm.store %{{.*}} : i32, !llvm.ptr<3>
// CHECK: scf.if
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT: llvm.add %{{.*}}, %[[OFF]] : i32
// CHECK: llvm.store %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[EIGHT:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: llvm.sub %[[ROW:.*]], %[[EIGHT]] : i32
// CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT: %[[SECOND:.*]] = llvm.add %{{.*}}, %[[C32]] : i32
// CHECK-NEXT: %[[IN2:.*]] = llvm.icmp "uge" %[[ROW]], %[[EIGHT]] : i32
// CHECK-NEXT: %[[IDX:.*]] = llvm.select %[[IN2]], %[[SECOND]], %{{.*}} : i1, i32
// CHECK-NEXT: %[[FOUR:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[BYTE:.*]] = llvm.mul %[[IDX]], %[[FOUR]] : i32
// CHECK-NEXT: %[[A:.*]] = llvm.getelementptr inbounds %{{.*}}[%[[BYTE]]]
// CHECK-NEXT: llvm.load %[[A]] {alignment = 4 : i64} : !llvm.ptr<3> -> i32
nv_tileaa.func @cat(%a: tensor<8x4xi32>, %b: tensor<8x4xi32>) attributes {kernel} {
  %c = nv_tileaa.cat %a, %b dim = 0 : tensor<8x4xi32>, tensor<8x4xi32> -> tensor<16x4xi32>
  nv_tileaa.return
}

// -----

// Every index given: a scalar every thread reads, at i * 8 + j; one index:
// row i, a rank-1 tile.
// CHECK-LABEL: llvm.func @extract(
// CHECK-SAME: %{{[^:]*}}: !llvm.struct<(f32)>, %[[I:[^:]*]]: i64, %[[J:[^:]*]]: i64)
// CHECK-NEXT: %[[I32:.*]] = llvm.trunc %[[I]] : i64 to i32
// CHECK-NEXT: %[[J32:.*]] = llvm.trunc %[[J]] : i64 to i32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store
// CHECK: nvvm.barrier0
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[A:.*]] = llvm.add %[[Z]], %[[J32]] : i32
// CHECK-NEXT: %[[C8:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %[[B:.*]] = llvm.mul %[[I32]], %[[C8]] : i32
// CHECK-NEXT: %[[IDX:.*]] = llvm.add %[[A]], %[[B]] : i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: llvm.insertvalue
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: llvm.mlir.poison : !llvm.struct<(f32)>
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NEXT: llvm.insertvalue
nv_tileaa.func @extract(%x: tensor<4x8xf32>, %i: index, %j: index) attributes {kernel} {
  %s = nv_tileaa.extract %x[%i, %j] : tensor<4x8xf32> -> f32
  %r = nv_tileaa.extract %x[%i] : tensor<4x8xf32> -> tensor<8xf32>
  nv_tileaa.return
}

// -----

// Dynamic offsets added to the element's coordinates.
// CHECK-LABEL: llvm.func @extract_slice(
// CHECK-SAME: %[[I:[^:]*]]: i64)
// CHECK-NEXT: %[[O0:.*]] = llvm.trunc %[[I]] : i64 to i32
// CHECK-NEXT: %[[O1:.*]] = llvm.trunc %[[I]] : i64 to i32
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-2: llvm.store %{{.*}} {alignment = 1 : i64} : i8, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NEXT: llvm.mlir.poison
// CHECK-NEXT: llvm.mlir.constant(31 : i32)
// CHECK-NEXT: %[[L:.*]] = llvm.and
// CHECK-NEXT: llvm.mlir.constant(7 : i32)
// CHECK-NEXT: %[[COL:.*]] = llvm.and %[[L]]
// CHECK-NEXT: llvm.mlir.constant(3 : i32)
// CHECK-NEXT: %[[ROW:.*]] = llvm.lshr %[[L]]
// CHECK-NEXT: llvm.add %[[O0]], %[[ROW]] : i32
// CHECK-NEXT: llvm.add %[[O1]], %[[COL]] : i32
// CHECK: llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr<3> -> i8
nv_tileaa.func @extract_slice(%x: tensor<16x16xi8>, %i: index) attributes {kernel} {
  %s = nv_tileaa.extract_slice %x[%i, %i] : tensor<16x16xi8> -> tensor<4x8xi8>
  nv_tileaa.return
}

// -----

// Element (b0, b1, e0, e1) reads source (b0 * 4 + e0, b1 * 2 + e1).
// CHECK-LABEL: llvm.func @block_tile(
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store
// CHECK: nvvm.barrier0
// CHECK-NEXT: llvm.mlir.poison
// CHECK-NEXT: llvm.mlir.constant(63 : i32)
// CHECK-NEXT: %[[L:.*]] = llvm.and
// CHECK-NEXT: llvm.mlir.constant(1 : i32)
// CHECK-NEXT: %[[E1:.*]] = llvm.and %[[L]], %{{.*}} : i32
// CHECK-NEXT: llvm.mlir.constant(1 : i32)
// CHECK-NEXT: %[[L1:.*]] = llvm.lshr %[[L]], %{{.*}} : i32
// CHECK-NEXT: llvm.mlir.constant(3 : i32)
// CHECK-NEXT: %[[E0:.*]] = llvm.and %[[L1]], %{{.*}} : i32
// CHECK-NEXT: llvm.mlir.constant(2 : i32)
// CHECK-NEXT: %[[L2:.*]] = llvm.lshr %[[L1]], %{{.*}} : i32
// CHECK-NEXT: llvm.mlir.constant(3 : i32)
// CHECK-NEXT: %[[B1:.*]] = llvm.and %[[L2]], %{{.*}} : i32
// CHECK-NEXT: llvm.mlir.constant(2 : i32)
// CHECK-NEXT: %[[B0:.*]] = llvm.lshr %[[L2]], %{{.*}} : i32
// CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[R:.*]] = llvm.mul %[[B0]], %[[C4]] : i32
// CHECK-NEXT: llvm.add %[[R]], %[[E0]] : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[C:.*]] = llvm.mul %[[B1]], %[[C2]] : i32
// CHECK-NEXT: llvm.add %[[C]], %[[E1]] : i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
nv_tileaa.func @block_tile(%x: tensor<8x8xf32>) attributes {kernel} {
  %s = nv_tileaa.block_tile %x [4, 2] : tensor<8x8xf32> -> tensor<2x4x4x2xf32>
  nv_tileaa.return
}

// -----

// The body, cloned per register on the register's indices, then lowered:
// the index arithmetic is i64, and values from above are used as they are.
// CHECK-LABEL: llvm.func @generate(
// CHECK-SAME: %[[K:[^:]*]]: i32)
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[J:.*]] = llvm.and
// CHECK: %[[I:.*]] = llvm.lshr
// CHECK-NEXT: %[[I64:.*]] = llvm.zext %[[I]] : i32 to i64
// CHECK-NEXT: %[[J64:.*]] = llvm.zext %[[J]] : i32 to i64
// CHECK-NEXT: %[[S:.*]] = llvm.add %[[I64]], %[[J64]] : i64
// CHECK-NEXT: %[[T:.*]] = llvm.trunc %[[S]] : i64 to i32
// CHECK-NEXT: %[[U:.*]] = llvm.mul %[[T]], %[[K]] : i32
// CHECK-NEXT: llvm.insertvalue %[[U]], %{{.*}}[0]
nv_tileaa.func @generate(%k: i32) attributes {kernel} {
  %g = nv_tileaa.generate : tensor<4x32xi32> {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %t = arith.index_cast %s : index to i32
    %u = arith.muli %t, %k : i32
    nv_tileaa.yield %u : i32
  }
  nv_tileaa.return
}

// -----

// One buffer per kernel, sized to its largest staging (64x64 f32: 16 KiB).
// CHECK-DAG: llvm.mlir.global internal @__tileaa_smem_small() {{.*}} : !llvm.array<256 x i8>
// CHECK-DAG: llvm.mlir.global internal @__tileaa_smem_large() {{.*}} : !llvm.array<16384 x i8>
// CHECK-LABEL: llvm.func @large(
// CHECK-COUNT-2: llvm.mlir.addressof @__tileaa_smem_large
// CHECK-LABEL: llvm.func @small(
// CHECK: llvm.mlir.addressof @__tileaa_smem_small
nv_tileaa.func @large(%x: tensor<8x8xf32>, %y: tensor<64x64xf32>) attributes {kernel} {
  %b = nv_tileaa.permute %x [1, 0] : tensor<8x8xf32> -> tensor<8x8xf32>
  %p = nv_tileaa.permute %y [1, 0] : tensor<64x64xf32> -> tensor<64x64xf32>
  nv_tileaa.return
}
nv_tileaa.func @small(%x: tensor<8x8xf32>) attributes {kernel} {
  %b = nv_tileaa.permute %x [1, 0] : tensor<8x8xf32> -> tensor<8x8xf32>
  nv_tileaa.return
}
