// convert-tileaa-to-nvvm reads the layout encodings: a convert_layout that keeps every element in the same
// register of the same thread is free, any other goes through the shared scratch between barriers; a conversion to
// a #shared tile writes 16-byte vectors into the tile's own array at XOR-swizzled positions; a dot with an mma
// accumulator reads its shared operands with ldmatrix (A as is, B transposed) and issues mma.sync.m16n8k16.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s --check-prefix=LDM
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s --check-prefix=MMA
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s --check-prefix=BAR

// Equal mappings: a 1-per-thread blocked layout of 128 elements is the default layout of 4 warps, and so is a 4x32
// tile with a row per warp. Nothing is emitted, no shared memory, no barrier.
// CHECK-NOT: llvm.mlir.global
// CHECK-LABEL: llvm.func @free(
// CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<(f32)>, %[[Y:[^:]*]]: !llvm.struct<(f32)>, %[[Z:[^:]*]]: !llvm.struct<(f32, f32, f32, f32)>)
// CHECK-NEXT: %[[R0:.*]] = llvm.mlir.poison
// CHECK-NEXT: %[[R1:.*]] = llvm.insertvalue %[[X]], %[[R0]][0]
// CHECK-NEXT: %[[R2:.*]] = llvm.insertvalue %[[Y]], %[[R1]][1]
// CHECK-NEXT: %[[R3:.*]] = llvm.insertvalue %[[Z]], %[[R2]][2]
// CHECK-NEXT: llvm.return %[[R3]]
// CHECK-NOT: nvvm.barrier0
#b1 = #nv_tileaa.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#rows = #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
nv_tileaa.func @free(%x: tensor<128xf32, #b1>, %y: tensor<4x32xf32, #rows>, %z: tensor<32x16xf32, #mma>)
    -> (tensor<128xf32>, tensor<4x32xf32>, tensor<32x16xf32, #mma>) {
  %a = nv_tileaa.convert_layout %x : tensor<128xf32, #b1> -> tensor<128xf32>
  %b = nv_tileaa.convert_layout %y : tensor<4x32xf32, #rows> -> tensor<4x32xf32>
  %c = nv_tileaa.convert_layout %z : tensor<32x16xf32, #mma> -> tensor<32x16xf32, #mma>
  nv_tileaa.return %a, %b, %c : tensor<128xf32>, tensor<4x32xf32>, tensor<32x16xf32, #mma>
}

// -----

// 4 consecutive elements per thread to the default layout (element t + 128 r in register r): through the
// function's shared scratch (512 f32), the owners write, a barrier, each thread reads its registers back.
// CHECK: llvm.mlir.global internal @__tileaa_smem_moved() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<2048 x i8>
// CHECK-LABEL: llvm.func @moved(
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @__tileaa_smem_moved : !llvm.ptr<3>
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
#b4 = #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
nv_tileaa.func @moved(%x: tensor<512xf32, #b4>) -> tensor<512xf32> {
  %a = nv_tileaa.convert_layout %x : tensor<512xf32, #b4> -> tensor<512xf32>
  nv_tileaa.return %a : tensor<512xf32>
}

// -----

// The main loop of a GEMM: two 64x64 f16 operands staged in shared memory (vec 8, one row per phase, 8 phases)
// and a dot on 2x2 warps, each iteration. Each tile has its own 8 KiB array; the two conversions share their
// barriers: one before both writes (the previous iteration's ldmatrix reads are done), one after both. Each
// thread writes 4 vectors of 8 f16 per tile: element (r, c) at r * 64 + (c xor ((r mod 8) * 8)).
// CHECK-DAG: llvm.mlir.global internal @__tileaa_tile_0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<8192 x i8>
// CHECK-DAG: llvm.mlir.global internal @__tileaa_tile_1() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<8192 x i8>
// CHECK-LABEL: llvm.func @dot(
// CHECK: scf.for
// CHECK-NEXT: %[[TILE0:.*]] = llvm.mlir.addressof @__tileaa_tile_0 : !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// The first vector of thread t: row (t >> 3) & 15, column (t & 7) * 8.
// CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[SH:.*]] = llvm.lshr %[[TID]], %[[C3]] : i32
// CHECK-NEXT: %[[C15:.*]] = llvm.mlir.constant(15 : i32) : i32
// CHECK-NEXT: %[[ROW:.*]] = llvm.and %[[SH]], %[[C15]] : i32
// CHECK-NEXT: %[[C7:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %[[T7:.*]] = llvm.and %[[TID]], %[[C7]] : i32
// CHECK-NEXT: %[[C3B:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[COL:.*]] = llvm.shl %[[T7]], %[[C3B]] : i32
// CHECK-NEXT: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %[[LINE:.*]] = llvm.mul %[[ROW]], %[[C64]] : i32
// CHECK-NEXT: %[[C7B:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %[[PHASE:.*]] = llvm.and %[[ROW]], %[[C7B]] : i32
// CHECK-NEXT: %[[C3C:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[SWZ:.*]] = llvm.shl %[[PHASE]], %[[C3C]] : i32
// CHECK-NEXT: %[[X:.*]] = llvm.xor %[[COL]], %[[SWZ]] : i32
// CHECK-NEXT: %[[IDX:.*]] = llvm.add %[[LINE]], %[[X]] : i32
// CHECK-NEXT: %[[PTR:.*]] = llvm.getelementptr inbounds %[[TILE0]][%[[IDX]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK: llvm.store %{{.*}}, %[[PTR]] {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-COUNT-3: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.mlir.addressof @__tileaa_tile_1 : !llvm.ptr<3>
// CHECK-NOT: nvvm.barrier0
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// Per K step: A for the warp's 2 row blocks (ldmatrix x4, row), B for its 4 column blocks, two at a time
// (ldmatrix x4 .trans: layout col), then 2 x 4 mma.sync.
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-COUNT-8: nvvm.mma.sync A[{{.*}}]  B[{{.*}}]  C[{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: llvm.extractvalue
// CHECK-NOT: nvvm.barrier0
// CHECK: scf.yield
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
// In all: 4 K steps, 16 ldmatrix, 32 mma.sync, 2 barriers.
// LDM-LABEL: llvm.func @dot(
// LDM-COUNT-16: nvvm.ldmatrix
// LDM-NOT: nvvm.ldmatrix
// LDM: llvm.return
// MMA-LABEL: llvm.func @dot(
// MMA-COUNT-32: nvvm.mma.sync
// MMA-NOT: nvvm.mma.sync
// MMA: llvm.return
// BAR-LABEL: llvm.func @dot(
// BAR-COUNT-2: nvvm.barrier0
// BAR-NOT: nvvm.barrier0
// BAR: llvm.return
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @dot(%a: tensor<64x64xf16, #blocked>, %b: tensor<64x64xf16, #blocked>,
                    %m: !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, %n: index) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #mma>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) {
    %sa = nv_tileaa.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #shared>
    %sb = nv_tileaa.convert_layout %b : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #shared>
    %d = nv_tileaa.dot %sa, %sb, %acc : tensor<64x64xf16, #shared>, tensor<64x64xf16, #shared>, tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  }
  %t = nv_tileaa.tiled_store %m[%c0, %c0], %r : !nv_tileaa.memref<64x64xf32, strides=[64,1], 1>, tensor<64x64xf32, #mma>
  nv_tileaa.return
}

// -----

// A 16x16 f16 tile in a layout wider than the tile (lanes 1 and 2 hold copies): only the owners (tid & 6 == 0)
// write their vector; 32-byte rows, four rows per phase, two phases: (c xor ((r >> 2) & 1) * 8). Reading
// it back in the default layout: one swizzled scalar load per register, after the barrier.
// CHECK: llvm.mlir.global internal @__tileaa_tile_0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<512 x i8>
// CHECK-LABEL: llvm.func @replicated(
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[C6:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: %[[COPY:.*]] = llvm.and %[[TID]], %[[C6]] : i32
// CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OWNER:.*]] = llvm.icmp "eq" %[[COPY]], %[[C0]] : i32
// CHECK-NEXT: scf.if %[[OWNER]] {
// CHECK: %[[ROW:.*]] = llvm.and %{{.*}}, %{{.*}} : i32
// CHECK: %[[COL:.*]] = llvm.shl %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[LINE:.*]] = llvm.mul %[[ROW]], %[[C16]] : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[PH:.*]] = llvm.lshr %[[ROW]], %[[C2]] : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[PHASE:.*]] = llvm.and %[[PH]], %[[C1]] : i32
// CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[SWZ:.*]] = llvm.shl %[[PHASE]], %[[C3]] : i32
// CHECK-NEXT: %[[X:.*]] = llvm.xor %[[COL]], %[[SWZ]] : i32
// CHECK-NEXT: llvm.add %[[LINE]], %[[X]] : i32
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.xor
// CHECK: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<3> -> f16
// CHECK: llvm.xor
// CHECK: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<3> -> f16
// CHECK-NOT: llvm.load
// CHECK: llvm.return
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 4, maxPhase = 2, order = [1, 0]>
nv_tileaa.func @replicated(%a: tensor<16x16xf16, #blocked>) -> tensor<16x16xf16> {
  %s = nv_tileaa.convert_layout %a : tensor<16x16xf16, #blocked> -> tensor<16x16xf16, #shared>
  %r = nv_tileaa.convert_layout %s : tensor<16x16xf16, #shared> -> tensor<16x16xf16>
  nv_tileaa.return %r : tensor<16x16xf16>
}

// -----

// bf16, one 16x8 instruction tile on 4x1 warps (the other 3 warps repeat warp 0's): A with ldmatrix x4, B's
// single column block with ldmatrix x2 .trans; B's 16-byte rows are not swizzled (maxPhase 1); the operands go
// to mma.sync as i32 registers, typed bf16.
// CHECK-LABEL: llvm.func @bf16(
// CHECK-SAME: %[[A:[^:]*]]: !llvm.ptr<3>, %[[B:[^:]*]]: !llvm.ptr<3>, %{{[^:]*}}: !llvm.struct<(f32, f32, f32, f32)>)
// CHECK: llvm.xor
// CHECK: llvm.getelementptr inbounds %[[A]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
// CHECK-NEXT: %[[LA:.*]] = nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[A0:.*]] = llvm.extractvalue %[[LA]][0]
// CHECK-NEXT: %[[A1:.*]] = llvm.extractvalue %[[LA]][1]
// CHECK-NEXT: %[[A2:.*]] = llvm.extractvalue %[[LA]][2]
// CHECK-NEXT: %[[A3:.*]] = llvm.extractvalue %[[LA]][3]
// CHECK-NOT: llvm.xor
// CHECK: llvm.getelementptr inbounds %[[B]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
// CHECK-NEXT: %[[LB:.*]] = nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[B0:.*]] = llvm.extractvalue %[[LB]][0]
// CHECK-NEXT: %[[B1:.*]] = llvm.extractvalue %[[LB]][1]
// CHECK-NEXT: nvvm.mma.sync A[%[[A0]], %[[A1]], %[[A2]], %[[A3]]]  B[%[[B0]], %[[B1]]]  C[{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.return
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
#sa = #nv_tileaa.shared<vec = 8, perPhase = 4, maxPhase = 2, order = [1, 0]>
#sb = #nv_tileaa.shared<vec = 8, perPhase = 8, maxPhase = 1, order = [1, 0]>
nv_tileaa.func @bf16(%a: tensor<16x16xbf16, #sa>, %b: tensor<16x8xbf16, #sb>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xbf16, #sa>, tensor<16x8xbf16, #sb>, tensor<16x8xf32, #mma> -> tensor<16x8xf32, #mma>
  nv_tileaa.return %d : tensor<16x8xf32, #mma>
}

// -----

// A in registers in the dot_op layout (attention's second dot): its fragments are packed pairs of f16 (no
// ldmatrix for A), B still comes from shared memory. The f16 accumulator is widened to f32 for the whole dot and
// rounded once at the end.
// CHECK-LABEL: llvm.func @registers(
// CHECK-COUNT-8: llvm.fpext %{{.*}} : f16 to f32
// CHECK: llvm.insertelement
// CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK-NOT: mma_layout<row>, num
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK: nvvm.mma.sync {{.*}} shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32)
// CHECK-NOT: mma_layout<row>, num
// CHECK: llvm.fptrunc %{{.*}} : f32 to f16
// CHECK: llvm.return
// MMA-LABEL: llvm.func @registers(
// MMA-COUNT-4: nvvm.mma.sync
// MMA-NOT: nvvm.mma.sync
// MMA: llvm.return
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
#dota = #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 2>
nv_tileaa.func @registers(%a: tensor<32x32xf16, #dota>, %b: tensor<32x32xf16, #shared>, %c: tensor<32x32xf16, #mma>) -> tensor<32x32xf16, #mma> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf16, #dota>, tensor<32x32xf16, #shared>, tensor<32x32xf16, #mma> -> tensor<32x32xf16, #mma>
  nv_tileaa.return %d : tensor<32x32xf16, #mma>
}

// -----

// Tiled accesses in a 4-per-thread layout: one 16-byte vector per thread when the alignment is proven (the
// lowering proves it again, it does not trust the layout), four 4-byte accesses when it is not; bounds are
// checked once per vector. A vector that may lie outside the memref is one predicated instruction (no branch):
// the load's registers keep the padding (tied operands) where the predicate is false.
// CHECK-LABEL: llvm.func @aligned(
// CHECK-NOT: scf.if
// CHECK: llvm.inline_asm has_side_effects "@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l,b,0,1,2,3" %{{.*}} : (!llvm.ptr<1>, i1, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT: llvm.load
// CHECK: llvm.inline_asm has_side_effects "@$5 st.global.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,b" %{{.*}} : (!llvm.ptr<1>, i32, i32, i32, i32, i1) -> ()
// CHECK-NOT: llvm.store
// CHECK-NOT: scf.if
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @unaligned(
// CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NOT: vector<4xf32>
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK: llvm.return
#blocked = #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
nv_tileaa.func @aligned(%p: !nv_tileaa.ptr<f32, 1>, %n: index) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n4 = nv_tileaa.assume %n {div_by = 4 : i64} : index
  %m = nv_tileaa.make_memref %a, %n4 : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
  %v, %t = nv_tileaa.tiled_load %m[%c0] {padding = #nv_tileaa.padding<zero>} : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<512xf32, #blocked>
  %t2 = nv_tileaa.tiled_store %m[%c0], %v : !nv_tileaa.memref<?xf32, strides=[1], 1>, tensor<512xf32, #blocked>
  nv_tileaa.return
}
nv_tileaa.func @unaligned(%p: !nv_tileaa.ptr<f32, 1>) attributes {kernel} {
  %c0 = arith.constant 0 : index
  %m = nv_tileaa.make_memref %p : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<512xf32, strides=[1], 1>
  %v, %t = nv_tileaa.tiled_load %m[%c0] : !nv_tileaa.memref<512xf32, strides=[1], 1> -> tensor<512xf32, #blocked>
  %t2 = nv_tileaa.tiled_store %m[%c0], %v : !nv_tileaa.memref<512xf32, strides=[1], 1>, tensor<512xf32, #blocked>
  nv_tileaa.return
}

// -----

// A permute into the blocked layout with the axes renamed keeps every element where it is: nothing is emitted.
// Into any other layout it goes through the shared scratch.
// CHECK-LABEL: llvm.func @free_permute(
// CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<
// CHECK-NEXT: llvm.return %[[X]]
// CHECK-LABEL: llvm.func @moving_permute(
// CHECK: llvm.mlir.addressof @__tileaa_smem_moving_permute
// CHECK: nvvm.barrier0
// CHECK: llvm.return
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#transposed = #nv_tileaa.blocked<sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]>
nv_tileaa.func @free_permute(%x: tensor<64x32xf32, #blocked>) -> tensor<32x64xf32, #transposed> {
  %p = nv_tileaa.permute %x [1, 0] : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #transposed>
  nv_tileaa.return %p : tensor<32x64xf32, #transposed>
}
nv_tileaa.func @moving_permute(%x: tensor<64x32xf32, #blocked>) -> tensor<32x64xf32, #blocked> {
  %p = nv_tileaa.permute %x [1, 0] : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #blocked>
  nv_tileaa.return %p : tensor<32x64xf32, #blocked>
}

// -----

// tf32 (m16n8k8) and i8 (m16n8k32, each operand's signedness, wrapping): B staged transposed (K contiguous) is read
// like A, with ldmatrix without .trans; the operands go to mma.sync as i32 registers.
// CHECK-LABEL: llvm.func @tf32(
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-COUNT-2: nvvm.mma.sync {{.*}} {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT: mma_layout<col>, num
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @i8(
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32
// CHECK: nvvm.mma.sync {{.*}} {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.return
// MMA-LABEL: llvm.func @tf32(
// MMA-COUNT-4: nvvm.mma.sync
// MMA-NOT: nvvm.mma.sync
// MMA: llvm.return
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#ta = #nv_tileaa.shared<vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]>
#tb = #nv_tileaa.shared<vec = 4, perPhase = 2, maxPhase = 4, order = [0, 1]>
#ia = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [1, 0]>
#ib = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]>
nv_tileaa.func @tf32(%a: tensor<32x16xtf32, #ta>, %b: tensor<16x32xtf32, #tb>, %c: tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x16xtf32, #ta>, tensor<16x32xtf32, #tb>, tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
nv_tileaa.func @i8(%a: tensor<16x32xi8, #ia>, %b: tensor<32x16xi8, #ib>, %c: tensor<16x16xi32, #mma>) -> tensor<16x16xi32, #mma> {
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>}
      : tensor<16x32xi8, #ia>, tensor<32x16xi8, #ib>, tensor<16x16xi32, #mma> -> tensor<16x16xi32, #mma>
  nv_tileaa.return %d : tensor<16x16xi32, #mma>
}

// -----

// Two layouts that give each lane and warp the same elements in another register order (here the register bits
// taken rows first instead of columns first): the conversion renames registers, nothing goes through shared
// memory. Result register 1 is row 1, column 0: the source's register 4.
// CHECK-LABEL: llvm.func @renamed(
// CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<
// CHECK-NOT: llvm.store
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[E0:.*]] = llvm.extractvalue %[[X]][0]
// CHECK-NEXT: %[[E1:.*]] = llvm.extractvalue %[[X]][4]
// CHECK: %[[I0:.*]] = llvm.insertvalue %[[E0]], %{{.*}}[0]
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %[[E1]], %[[I0]][1]
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
#cols = #nv_tileaa.blocked<sizePerThread = [2, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#rows = #nv_tileaa.blocked<sizePerThread = [2, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [0, 1]>
nv_tileaa.func @renamed(%x: tensor<8x128xf32, #cols>) -> tensor<8x128xf32, #rows> {
  %y = nv_tileaa.convert_layout %x : tensor<8x128xf32, #cols> -> tensor<8x128xf32, #rows>
  nv_tileaa.return %y : tensor<8x128xf32, #rows>
}

// -----

// An mma layout on a tile narrower than one instruction (a row of an accumulator, as a mask or a row maximum is
// broadcast over it): the lanes beyond it hold copies, and the broadcast to the accumulator's shape stays in
// registers. So does the mma accumulator of warps 4x1 read as the dot_op A operand of the same layout (attention's
// second dot): the same elements in the same registers.
// CHECK-LABEL: llvm.func @narrow_mma(
// CHECK-NOT: llvm.store
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
#dota = #nv_tileaa.dot_op<opIdx = 0, parent = #mma, kWidth = 2>
nv_tileaa.func @narrow_mma(%row: tensor<1x64xf32, #mma>, %p: tensor<64x64xf16, #mma>) -> (tensor<64x64xf32, #mma>, tensor<64x64xf16, #dota>) {
  %b = nv_tileaa.broadcast %row : tensor<1x64xf32, #mma> -> tensor<64x64xf32, #mma>
  %a = nv_tileaa.convert_layout %p : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #dota>
  nv_tileaa.return %b, %a : tensor<64x64xf32, #mma>, tensor<64x64xf16, #dota>
}

// -----

// f8 operands (sm_89 and later): the NVVM dialect's mma.sync cannot name e4m3/e5m2, so the dot calls LLVM's
// intrinsic for mma.m16n8k32 with an f32 sum, on the same ldmatrix fragments as i8 (B staged transposed).
// CHECK-LABEL: llvm.func @fp8(
// CHECK: nvvm.ldmatrix
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32"(%{{.*}}) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.return
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#sa = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [1, 0]>
#sb = #nv_tileaa.shared<vec = 16, perPhase = 4, maxPhase = 2, order = [0, 1]>
nv_tileaa.func @fp8(%a: tensor<32x32xf8E4M3FN, #sa>, %b: tensor<32x32xf8E5M2, #sb>, %c: tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf8E4M3FN, #sa>, tensor<32x32xf8E5M2, #sb>, tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}

// -----

// A permute of a shared tile into the same layout with its axes renamed is the same bytes: the address passes on.
// Here K (32 rows of 32 contiguous columns) becomes the B operand K^T, K contiguous: read without .trans.
// CHECK-LABEL: llvm.func @shared_permute(
// CHECK-NOT: nvvm.ldmatrix {{.*}}mma_layout<col>
// CHECK: nvvm.mma.sync
// CHECK-NOT: nvvm.ldmatrix {{.*}}mma_layout<col>
// CHECK: llvm.return
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#k = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
#kt = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [0, 1]>
nv_tileaa.func @shared_permute(%a: tensor<32x32xf16, #k>, %k: tensor<32x32xf16, #k>, %c: tensor<32x32xf32, #mma>) -> tensor<32x32xf32, #mma> {
  %kt = nv_tileaa.permute %k [1, 0] : tensor<32x32xf16, #k> -> tensor<32x32xf16, #kt>
  %d = nv_tileaa.dot %a, %kt, %c : tensor<32x32xf16, #k>, tensor<32x32xf16, #kt>, tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
  nv_tileaa.return %d : tensor<32x32xf32, #mma>
}
