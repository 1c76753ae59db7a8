// convert-tileaa-to-nvvm on gathers and scatters in a layout of row vectors (tileaa-coalesce's, their coordinates
// computed in it): one predicated 16-byte access per vector, addressed by the coordinates of its first element and
// checked once (the row's coordinate, the column's), the padding where the check fails; the scatter writes by
// owners only. Constant index tiles (the row list) come from a constant global, in i64.
// RUN: tile-opt --convert-tileaa-to-nvvm %s | FileCheck %s --implicit-check-not=nv_tileaa

// CHECK: llvm.mlir.global internal constant @[[ROWS:.*]](dense<[7, 3, 1000, 42]> : tensor<4xi64>) {addr_space = 1 : i32} : !llvm.array<4 x i64>
// CHECK-LABEL: llvm.func @rows(
// The thread's row: element (tid / 4) mod 4 of the list.
// CHECK: %[[LIST:.*]] = llvm.mlir.addressof @[[ROWS]] : !llvm.ptr<1>
// CHECK: %[[AT:.*]] = llvm.getelementptr %[[LIST]][0, %{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<4 x i64>
// CHECK-NEXT: %[[ROW:.*]] = llvm.load %[[AT]] : !llvm.ptr<1> -> i64
// Its vector: the row's coordinate and the first column's checked against the extents, 40 elements per row.
// CHECK: %[[PAD:.*]] = llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK: %[[INROW:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : i64
// CHECK: %[[INCOL:.*]] = llvm.icmp "ult" %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[IN:.*]] = llvm.and %{{.*}}, %[[INCOL]] : i1
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK: llvm.insertelement %[[PAD]], %{{.*}} : vector<4xf32>
// CHECK: llvm.inline_asm has_side_effects "@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l,b,0,1,2,3" %[[P]], %[[IN]],
// CHECK-NOT: llvm.load
// The scatter: the same check, and the owner's.
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[OWNER:.*]] = llvm.icmp "eq"
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : i64
// CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[SIN:.*]] = llvm.and %{{.*}}, %{{.*}} : i1
// CHECK: %[[Q:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK: %[[WRITE:.*]] = llvm.and %[[SIN]], %[[OWNER]] : i1
// CHECK: llvm.inline_asm has_side_effects "@$5 st.global.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,b" %[[Q]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[WRITE]]
// CHECK-NEXT: llvm.return

#rows = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#perrow = #nv_tileaa.slice<dim = 1, parent = #rows>
#percol = #nv_tileaa.slice<dim = 0, parent = #rows>
nv_tileaa.func @rows(%p: !nv_tileaa.ptr<f32, 1>, %q: !nv_tileaa.ptr<f32, 1>) attributes {kernel} {
  %a = nv_tileaa.assume %p {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %m = nv_tileaa.make_memref %a : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>
  %r = arith.constant dense<[7, 3, 1000, 42]> : tensor<4xindex, #perrow>
  %rv = nv_tileaa.view %r : tensor<4xindex, #perrow> -> tensor<4x1xindex, #rows>
  %rb = nv_tileaa.broadcast %rv : tensor<4x1xindex, #rows> -> tensor<4x16xindex, #rows>
  %range = nv_tileaa.make_range 32 to 48 : tensor<16xindex, #percol>
  %cv = nv_tileaa.view %range : tensor<16xindex, #percol> -> tensor<1x16xindex, #rows>
  %cb = nv_tileaa.broadcast %cv : tensor<1x16xindex, #rows> -> tensor<4x16xindex, #rows>
  %g, %t = nv_tileaa.gather_load %m[%rb, %cb] {padding = #nv_tileaa.padding<pos_inf>} : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex, #rows>, tensor<4x16xindex, #rows>] -> tensor<4x16xf32, #rows>
  %b = nv_tileaa.assume %q {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %o = nv_tileaa.make_memref %b : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>
  %t2 = nv_tileaa.scatter_store %o[%rb, %cb], %g : !nv_tileaa.memref<1000x40xf32, strides=[40,1], 1>[tensor<4x16xindex, #rows>, tensor<4x16xindex, #rows>], tensor<4x16xf32, #rows>
  nv_tileaa.return
}
