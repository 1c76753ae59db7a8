// The lower-to-nvvm pipeline on NVIDIA's vector_add: cuda_tile text to LLVM + NVVM dialects, nothing else left.
// RUN: tile-opt --lower-to-nvvm %examples/vector_add.mlir | FileCheck %s --implicit-check-not=cuda_tile --implicit-check-not=nv_tileaa --implicit-check-not=scf. --implicit-check-not=arith. --implicit-check-not=cf. --implicit-check-not=unrealized_conversion_cast
// RUN: tile-opt --lower-to-nvvm %examples/vector_add.mlir | FileCheck %s --check-prefix=COUNT4
// RUN: tile-opt --pass-pipeline='builtin.module(lower-to-nvvm{num-warps=2})' %examples/vector_add.mlir | FileCheck %s --check-prefix=WARPS2 --implicit-check-not=cuda_tile --implicit-check-not=nv_tileaa --implicit-check-not=scf.
// RUN: %expect-exit 1 tile-opt --pass-pipeline='builtin.module(lower-to-nvvm{num-warps=3})' %examples/vector_add.mlir 2>&1 | FileCheck %s --check-prefix=BADWARPS

// CHECK: module attributes {llvm.data_layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64", llvm.target_triple = "nvptx64-nvidia-cuda"} {
// CHECK-NEXT: llvm.func @vector_add_Kt2_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024(
// CHECK-SAME: %[[A:[^:]*]]: !llvm.ptr<1>, %[[AN:[^:]*]]: i32, %{{[^:]*}}: i32,
// CHECK-SAME: %[[B:[^:]*]]: !llvm.ptr<1>, %[[BN:[^:]*]]: i32, %{{[^:]*}}: i32,
// CHECK-SAME: %[[C:[^:]*]]: !llvm.ptr<1>, %[[CN:[^:]*]]: i32, %{{[^:]*}}: i32)
// CHECK-SAME: attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
// The extents, the tile offset blockId.x * 1024 and the thread's first
// vector (tileaa-coalesce: the views are 16-byte aligned, 4 f32 per vector):
// element 4 * (tid mod 128).
// CHECK: %[[K1024:.*]] = llvm.mlir.constant(1024 : index) : i64
// CHECK: %[[AEXT:.*]] = llvm.zext %[[AN]] : i32 to i64
// CHECK: %[[BID:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT: %[[BID64:.*]] = llvm.zext %[[BID]] : i32 to i64
// CHECK-NEXT: %[[OFF:.*]] = llvm.mul %[[BID64]], %[[K1024]] : i64
// CHECK-NEXT: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[T:.*]] = llvm.and %[[TID]], %{{.*}} : i32
// CHECK-NEXT: %[[FIRST:.*]] = llvm.shl %[[T]], %{{.*}} : i32
// CHECK-NEXT: %[[FIRST64:.*]] = llvm.zext %[[FIRST]] : i32 to i64
// CHECK-NEXT: %[[IDX:.*]] = llvm.add %[[OFF]], %[[FIRST64]] : i64
// CHECK-NEXT: %[[INA:.*]] = llvm.icmp "ult" %[[IDX]], %[[AEXT]] : i64
// First vector of a: one 16-byte load under the bounds predicate (no branch), the padding where it is false.
// CHECK: %[[PA:.*]] = llvm.getelementptr %[[A]][%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NOT: llvm.cond_br
// CHECK: %[[LA:.*]] = llvm.inline_asm has_side_effects "@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l,b,0,1,2,3" %[[PA]], %{{.*}} : (!llvm.ptr<1>, i1, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: %[[VA:.*]] = llvm.bitcast %{{.*}} : vector<4xi32> to vector<4xf32>
// CHECK: %[[A0:.*]] = llvm.extractelement %[[VA]][%{{.*}} : i32] : vector<4xf32>
// First vector of b.
// CHECK: %[[PB:.*]] = llvm.getelementptr %[[B]][%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK: llvm.inline_asm has_side_effects "@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4];", {{.*}} %[[PB]],
// CHECK: %[[VB:.*]] = llvm.bitcast %{{.*}} : vector<4xi32> to vector<4xf32>
// CHECK: %[[B0:.*]] = llvm.extractelement %[[VB]][%{{.*}} : i32] : vector<4xf32>
// c = a + b, register by register, and the predicated 16-byte store of the first vector.
// CHECK: %[[S0:.*]] = llvm.fadd %[[A0]], %[[B0]] : f32
// CHECK: %[[PC:.*]] = llvm.getelementptr %[[C]][%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK: llvm.inline_asm has_side_effects "@$5 st.global.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,b" %[[PC]],
// CHECK-NOT: llvm.cond_br
// CHECK: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// 1024 elements over 128 threads: 8 registers per thread, two vectors.
// COUNT4: nvvm.reqntid = array<i32: 128, 1, 1>
// COUNT4-COUNT-4: ld.global.v4.b32
// COUNT4-NOT: ld.global
// COUNT4-COUNT-8: llvm.fadd
// COUNT4-NOT: llvm.fadd
// COUNT4-COUNT-2: st.global.v4.b32
// COUNT4-NOT: st.global
// COUNT4: llvm.return

// num-warps=2: 64 threads, 16 registers per thread, four vectors.
// WARPS2: module attributes {{{.*}}llvm.target_triple = "nvptx64-nvidia-cuda"}
// WARPS2: llvm.func @vector_add_{{.*}} attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
// WARPS2-COUNT-8: ld.global.v4.b32
// WARPS2-NOT: ld.global
// WARPS2-COUNT-16: llvm.fadd
// WARPS2-NOT: llvm.fadd
// WARPS2-COUNT-4: st.global.v4.b32
// WARPS2-NOT: st.global
// WARPS2: llvm.return

// BADWARPS: error: num-warps must be a power of two between 1 and 32, got 3
// BADWARPS-NOT: llvm.func
