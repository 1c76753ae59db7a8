// tileaa-accelerate-matmul: which dots go on tensor cores (f16/bf16 operands with an f32 or f16 accumulator, tf32
// with f32, i8 with i32; rank 2, power-of-two extents of at least one m16n8kK), the warps tiling the accumulator
// (more along the side with more 16x8 instruction tiles left), the swizzle of the operands' shared staging
// (16-byte groups, lines of less than 128 bytes sharing a phase, at most 8 phases; B other than 16-bit staged
// transposed), and the accumulator carried by loops in its mma layout.
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=num-warps=8 | FileCheck %s --check-prefix=W8
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=num-warps=1 | FileCheck %s --check-prefix=W1
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=num-warps=2 | FileCheck %s --check-prefix=W2

// 128x128 += 128x64 * 64x128, f16 -> f32: warps 2x2 (4 warps), 4 x 8 instruction tiles per warp. A's and B's
// rows are 128 and 256 bytes: one row per phase, 8 phases. The accumulator goes to the mma layout and back, the
// operands to shared memory.
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// CHECK-DAG: #[[SH:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @gemm_128x128(
// CHECK-SAME: %[[A:[^:]*]]: tensor<128x64xf16>, %[[B:[^:]*]]: tensor<64x128xf16>, %[[C:[^:]*]]: tensor<128x128xf32>)
// CHECK-NEXT: %[[SB:.*]] = nv_tileaa.convert_layout %[[B]] : tensor<64x128xf16> -> tensor<64x128xf16, #[[SH]]>
// CHECK-NEXT: %[[SA:.*]] = nv_tileaa.convert_layout %[[A]] : tensor<128x64xf16> -> tensor<128x64xf16, #[[SH]]>
// CHECK-NEXT: %[[ACC:.*]] = nv_tileaa.convert_layout %[[C]] : tensor<128x128xf32> -> tensor<128x128xf32, #[[MMA]]>
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.dot %[[SA]], %[[SB]], %[[ACC]] : tensor<128x64xf16, #[[SH]]>, tensor<64x128xf16, #[[SH]]>, tensor<128x128xf32, #[[MMA]]> -> tensor<128x128xf32, #[[MMA]]>
// CHECK-NEXT: %[[R:.*]] = nv_tileaa.convert_layout %[[D]] : tensor<128x128xf32, #[[MMA]]> -> tensor<128x128xf32>
// CHECK-NEXT: nv_tileaa.return %[[R]]
// 8 warps: 2x4 (the columns have more tiles left); 1 warp: 1x1; 2 warps: 1x2.
// W8: #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 4], instrShape = [16, 8]>
// W1: #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]>
// W2: #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 2], instrShape = [16, 8]>
nv_tileaa.func @gemm_128x128(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  nv_tileaa.return %d : tensor<128x128xf32>
}

// -----

// 64x32 += 64x32 * 32x32: 4 x 4 tiles, the rows first: 2x2. Rows of 64 bytes: two rows per phase, 4 phases.
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// CHECK-DAG: #[[SH:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @gemm_64x32(
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xf16, #[[SH]]>, tensor<32x32xf16, #[[SH]]>, tensor<64x32xf32, #[[MMA]]> -> tensor<64x32xf32, #[[MMA]]>
// W8: #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 2], instrShape = [16, 8]>
// W1: #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]>
// W2: #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 1], instrShape = [16, 8]>
nv_tileaa.func @gemm_64x32(%a: tensor<64x32xf16>, %b: tensor<32x32xf16>, %c: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x32xf16>, tensor<64x32xf32> -> tensor<64x32xf32>
  nv_tileaa.return %d : tensor<64x32xf32>
}

// -----

// 16x16 += 16x16 * 16x16 with 4 warps: one row tile, two column tiles: 1x2 covers it and the other two warps
// replicate it (2x2). Rows of 32 bytes: four rows per phase, and only 2 groups a row: 2 phases.
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// CHECK-DAG: #[[SH:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 4, maxPhase = 2, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @gemm_16x16(
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<16x16xf16, #[[SH]]>, tensor<16x16xf16, #[[SH]]>, tensor<16x16xf32, #[[MMA]]> -> tensor<16x16xf32, #[[MMA]]>
// W1: #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]>
// W2: #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 2], instrShape = [16, 8]>
nv_tileaa.func @gemm_16x16(%a: tensor<16x16xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32> -> tensor<16x16xf32>
  nv_tileaa.return %d : tensor<16x16xf32>
}

// -----

// One instruction tile, 16x8: every warp beyond the first replicates it, stacked along the rows (4x1). B's rows
// are one 16-byte group: no swizzle (maxPhase 1), 8 rows per phase.
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
// CHECK-DAG: #[[SA:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 4, maxPhase = 2, order = [1, 0]>
// CHECK-DAG: #[[SB:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 8, maxPhase = 1, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @gemm_16x8(
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<16x16xf16, #[[SA]]>, tensor<16x8xf16, #[[SB]]>, tensor<16x8xf32, #[[MMA]]> -> tensor<16x8xf32, #[[MMA]]>
// W8: #nv_tileaa.mma<version = 2, warpsPerCTA = [8, 1], instrShape = [16, 8]>
nv_tileaa.func @gemm_16x8(%a: tensor<16x16xf16>, %b: tensor<16x8xf16>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<16x16xf16>, tensor<16x8xf16>, tensor<16x8xf32> -> tensor<16x8xf32>
  nv_tileaa.return %d : tensor<16x8xf32>
}

// -----

// Tall: 256x16 (16 x 2 tiles) takes all warps along the rows; wide: 32x128 (2 x 16 tiles) along the columns.
// CHECK-DAG: #[[TALL:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
// CHECK-DAG: #[[WIDE:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 4], instrShape = [16, 8]>
// CHECK-LABEL: nv_tileaa.func @tall(
// CHECK: tensor<256x16xf32, #[[TALL]]>
// CHECK-LABEL: nv_tileaa.func @wide(
// CHECK: tensor<32x128xf32, #[[WIDE]]>
// W8-DAG: #nv_tileaa.mma<version = 2, warpsPerCTA = [8, 1], instrShape = [16, 8]>
// W8-DAG: #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 8], instrShape = [16, 8]>
nv_tileaa.func @tall(%a: tensor<256x32xf16>, %b: tensor<32x16xf16>, %c: tensor<256x16xf32>) -> tensor<256x16xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<256x32xf16>, tensor<32x16xf16>, tensor<256x16xf32> -> tensor<256x16xf32>
  nv_tileaa.return %d : tensor<256x16xf32>
}
nv_tileaa.func @wide(%a: tensor<32x32xf16>, %b: tensor<32x128xf16>, %c: tensor<32x128xf32>) -> tensor<32x128xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf16>, tensor<32x128xf16>, tensor<32x128xf32> -> tensor<32x128xf32>
  nv_tileaa.return %d : tensor<32x128xf32>
}

// -----

// bf16 -> f32 and f16 -> f16 go on tensor cores too; the staging is the same for both 16-bit types.
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// CHECK-DAG: #[[SH:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @bf16(
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<32x32xbf16, #[[SH]]>, tensor<32x32xbf16, #[[SH]]>, tensor<32x32xf32, #[[MMA]]> -> tensor<32x32xf32, #[[MMA]]>
// CHECK-LABEL: nv_tileaa.func @f16_acc(
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<32x32xf16, #[[SH]]>, tensor<32x32xf16, #[[SH]]>, tensor<32x32xf16, #[[MMA]]> -> tensor<32x32xf16, #[[MMA]]>
nv_tileaa.func @bf16(%a: tensor<32x32xbf16>, %b: tensor<32x32xbf16>, %c: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xbf16>, tensor<32x32xbf16>, tensor<32x32xf32> -> tensor<32x32xf32>
  nv_tileaa.return %d : tensor<32x32xf32>
}
nv_tileaa.func @f16_acc(%a: tensor<32x32xf16>, %b: tensor<32x32xf16>, %c: tensor<32x32xf16>) -> tensor<32x32xf16> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x32xf16>, tensor<32x32xf16>, tensor<32x32xf16> -> tensor<32x32xf16>
  nv_tileaa.return %d : tensor<32x32xf16>
}

// -----

// tf32 (32-bit storage: 4 per 16-byte group) and i8 (16 per group). B operands that are not 16-bit are staged
// transposed, K contiguous (order [0, 1]): its lines are K long.
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// CHECK-DAG: #[[MMAW:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [1, 4], instrShape = [16, 8]>
// CHECK-DAG: #[[TA:.*]] = #nv_tileaa.shared<vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]>
// CHECK-DAG: #[[TB:.*]] = #nv_tileaa.shared<vec = 4, perPhase = 2, maxPhase = 4, order = [0, 1]>
// CHECK-DAG: #[[IA:.*]] = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]>
// CHECK-DAG: #[[IB:.*]] = #nv_tileaa.shared<vec = 16, perPhase = 2, maxPhase = 4, order = [0, 1]>
// CHECK-LABEL: nv_tileaa.func @tf32(
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<32x16xtf32, #[[TA]]>, tensor<16x32xtf32, #[[TB]]>, tensor<32x32xf32, #[[MMA]]> -> tensor<32x32xf32, #[[MMA]]>
// CHECK-LABEL: nv_tileaa.func @i8(
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>} : tensor<64x64xi8, #[[IA]]>, tensor<64x128xi8, #[[IB]]>, tensor<64x128xi32, #[[MMAW]]> -> tensor<64x128xi32, #[[MMAW]]>
nv_tileaa.func @tf32(%a: tensor<32x16xtf32>, %b: tensor<16x32xtf32>, %c: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<32x16xtf32>, tensor<16x32xtf32>, tensor<32x32xf32> -> tensor<32x32xf32>
  nv_tileaa.return %d : tensor<32x32xf32>
}
nv_tileaa.func @i8(%a: tensor<64x64xi8>, %b: tensor<64x128xi8>, %c: tensor<64x128xi32>) -> tensor<64x128xi32> {
  %d = nv_tileaa.dot %a, %b, %c {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>}
      : tensor<64x64xi8>, tensor<64x128xi8>, tensor<64x128xi32> -> tensor<64x128xi32>
  nv_tileaa.return %d : tensor<64x128xi32>
}

// -----

// An accumulator carried by a loop stays in the mma layout: one conversion before the loop, one after, none of
// the accumulator inside. Operands are staged where they are defined: outside the loop here, once for all
// iterations.
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// CHECK-LABEL: nv_tileaa.func @loop(
// CHECK-SAME: %[[A:[^:]*]]: tensor<64x32xf16>, %[[B:[^:]*]]: tensor<32x32xf16>, %[[C:[^:]*]]: tensor<64x32xf32>
// CHECK-NEXT: %[[SB:.*]] = nv_tileaa.convert_layout %[[B]] : tensor<32x32xf16> -> tensor<32x32xf16, #shared>
// CHECK-NEXT: %[[SA:.*]] = nv_tileaa.convert_layout %[[A]] : tensor<64x32xf16> -> tensor<64x32xf16, #shared>
// CHECK: %[[INIT:.*]] = nv_tileaa.convert_layout %[[C]] : tensor<64x32xf32> -> tensor<64x32xf32, #[[MMA]]>
// CHECK-NEXT: %[[LOOP:.*]] = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (tensor<64x32xf32, #[[MMA]]>)
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.dot %[[SA]], %[[SB]], %[[ACC]]
// CHECK-NEXT: scf.yield %[[D]] : tensor<64x32xf32, #[[MMA]]>
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = nv_tileaa.convert_layout %[[LOOP]] : tensor<64x32xf32, #[[MMA]]> -> tensor<64x32xf32>
// CHECK-NEXT: nv_tileaa.return %[[R]]
nv_tileaa.func @loop(%a: tensor<64x32xf16>, %b: tensor<32x32xf16>, %c: tensor<64x32xf32>, %n: index) -> tensor<64x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x32xf32>) {
    %d = nv_tileaa.dot %a, %b, %acc : tensor<64x32xf16>, tensor<32x32xf16>, tensor<64x32xf32> -> tensor<64x32xf32>
    scf.yield %d : tensor<64x32xf32>
  }
  nv_tileaa.return %r : tensor<64x32xf32>
}

// Nested loops: both carry the mma layout, converted once outside the outer one.
// CHECK-LABEL: nv_tileaa.func @nested(
// CHECK-SAME: %[[C:[^:]*]]: tensor<64x32xf32>, %{{.*}}: index)
// CHECK: %[[INIT:.*]] = nv_tileaa.convert_layout %[[C]] : tensor<64x32xf32> -> tensor<64x32xf32, #[[MMA]]>
// CHECK-NEXT: %[[OUTER:.*]] = scf.for %{{.*}} iter_args(%[[X:.*]] = %[[INIT]]) -> (tensor<64x32xf32, #[[MMA]]>)
// CHECK-NEXT: %[[INNER:.*]] = scf.for %{{.*}} iter_args(%[[Y:.*]] = %[[X]]) -> (tensor<64x32xf32, #[[MMA]]>)
// CHECK-NOT: tensor<64x32xf32> ->
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %[[Y]]
// CHECK-NOT: tensor<64x32xf32> ->
// CHECK: scf.yield %[[INNER]] : tensor<64x32xf32, #[[MMA]]>
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = nv_tileaa.convert_layout %[[OUTER]] : tensor<64x32xf32, #[[MMA]]> -> tensor<64x32xf32>
// CHECK-NEXT: nv_tileaa.return %[[R]]
nv_tileaa.func @nested(%a: tensor<64x32xf16>, %b: tensor<32x32xf16>, %c: tensor<64x32xf32>, %n: index) -> tensor<64x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x32xf32>) {
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> (tensor<64x32xf32>) {
      %d = nv_tileaa.dot %a, %b, %acc2 : tensor<64x32xf16>, tensor<32x32xf16>, tensor<64x32xf32> -> tensor<64x32xf32>
      scf.yield %d : tensor<64x32xf32>
    }
    scf.yield %r2 : tensor<64x32xf32>
  }
  nv_tileaa.return %r : tensor<64x32xf32>
}

// Two accumulators in one loop: each carried in the mma layout.
// CHECK-LABEL: nv_tileaa.func @two_accumulators(
// CHECK: %[[X0:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<64x32xf32> -> tensor<64x32xf32, #[[MMA]]>
// CHECK-NEXT: %[[Y0:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<64x32xf32> -> tensor<64x32xf32, #[[MMA]]>
// CHECK-NEXT: %[[LOOP:.*]]:2 = scf.for %{{.*}} iter_args(%[[X:.*]] = %[[X0]], %[[Y:.*]] = %[[Y0]]) -> (tensor<64x32xf32, #[[MMA]]>, tensor<64x32xf32, #[[MMA]]>)
// CHECK-NOT: tensor<64x32xf32> ->
// CHECK: scf.yield
// CHECK-DAG: %[[R0:.*]] = nv_tileaa.convert_layout %[[LOOP]]#0 : tensor<64x32xf32, #[[MMA]]> -> tensor<64x32xf32>
// CHECK-DAG: %[[R1:.*]] = nv_tileaa.convert_layout %[[LOOP]]#1 : tensor<64x32xf32, #[[MMA]]> -> tensor<64x32xf32>
// CHECK: nv_tileaa.return %[[R0]], %[[R1]]
nv_tileaa.func @two_accumulators(%a: tensor<64x32xf16>, %b: tensor<32x32xf16>, %c: tensor<64x32xf32>, %n: index)
    -> (tensor<64x32xf32>, tensor<64x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c, %y = %c) -> (tensor<64x32xf32>, tensor<64x32xf32>) {
    %d = nv_tileaa.dot %a, %b, %x : tensor<64x32xf16>, tensor<32x32xf16>, tensor<64x32xf32> -> tensor<64x32xf32>
    %e = nv_tileaa.dot %a, %b, %y : tensor<64x32xf16>, tensor<32x32xf16>, tensor<64x32xf32> -> tensor<64x32xf32>
    scf.yield %d, %e : tensor<64x32xf32>, tensor<64x32xf32>
  }
  nv_tileaa.return %r#0, %r#1 : tensor<64x32xf32>, tensor<64x32xf32>
}

// An accumulator that something else reads in the body stays in the default layout across iterations: the
// conversions stay inside.
// CHECK-LABEL: nv_tileaa.func @used_in_body(
// CHECK: scf.for %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<64x32xf32>)
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[ACC]] : tensor<64x32xf32>
// CHECK-NEXT: nv_tileaa.convert_layout %[[S]] : tensor<64x32xf32> -> tensor<64x32xf32, #[[MMA]]>
// CHECK: %[[D:.*]] = nv_tileaa.dot
// CHECK-NEXT: %[[BACK:.*]] = nv_tileaa.convert_layout %[[D]] : tensor<64x32xf32, #[[MMA]]> -> tensor<64x32xf32>
// CHECK-NEXT: scf.yield %[[BACK]] : tensor<64x32xf32>
nv_tileaa.func @used_in_body(%a: tensor<64x32xf16>, %b: tensor<32x32xf16>, %c: tensor<64x32xf32>, %n: index) -> tensor<64x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x32xf32>) {
    %s = arith.addf %acc, %acc : tensor<64x32xf32>
    %d = nv_tileaa.dot %a, %b, %s : tensor<64x32xf16>, tensor<32x32xf16>, tensor<64x32xf32> -> tensor<64x32xf32>
    scf.yield %d : tensor<64x32xf32>
  }
  nv_tileaa.return %r : tensor<64x32xf32>
}

// -----

// Dots mma.sync cannot compute keep the default layout (the FMA loop of the lowering): f32 (not tf32), f64, i8 with
// K < 32, non-power-of-two extents, M < 16, N < 8, f16 with K < 16, more than 8 batches.
// CHECK-LABEL: nv_tileaa.func @stays(
// CHECK-NOT: convert_layout
// CHECK-NOT: {{#mma|#shared}}
// CHECK: nv_tileaa.return
nv_tileaa.func @stays(%f: tensor<16x16xf32>, %i: tensor<16x16xi8>, %j: tensor<16x16xi8>, %k: tensor<16x16xi32>,
                      %g: tensor<16x16xf64>, %ba: tensor<16x16x16xf16>, %bc: tensor<16x16x16xf32>,
                      %h16: tensor<16x16xf16>, %o: tensor<48x16xf16>, %oc: tensor<48x16xf32>,
                      %s: tensor<8x16xf16>, %sc: tensor<8x16xf32>, %nb: tensor<16x4xf16>, %nc: tensor<16x4xf32>,
                      %ka: tensor<16x8xf16>, %kb: tensor<8x16xf16>) {
  %0 = nv_tileaa.dot %f, %f, %f : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
  %1 = nv_tileaa.dot %i, %j, %k {signedness_a = #nv_tileaa.signedness<signed>, signedness_b = #nv_tileaa.signedness<unsigned>}
      : tensor<16x16xi8>, tensor<16x16xi8>, tensor<16x16xi32> -> tensor<16x16xi32>
  %2 = nv_tileaa.dot %g, %g, %g : tensor<16x16xf64>, tensor<16x16xf64>, tensor<16x16xf64> -> tensor<16x16xf64>
  %3 = nv_tileaa.dot %ba, %ba, %bc : tensor<16x16x16xf16>, tensor<16x16x16xf16>, tensor<16x16x16xf32> -> tensor<16x16x16xf32>
  %4 = nv_tileaa.dot %o, %h16, %oc : tensor<48x16xf16>, tensor<16x16xf16>, tensor<48x16xf32> -> tensor<48x16xf32>
  %5 = nv_tileaa.dot %s, %h16, %sc : tensor<8x16xf16>, tensor<16x16xf16>, tensor<8x16xf32> -> tensor<8x16xf32>
  %6 = nv_tileaa.dot %h16, %nb, %nc : tensor<16x16xf16>, tensor<16x4xf16>, tensor<16x4xf32> -> tensor<16x4xf32>
  %7 = nv_tileaa.dot %ka, %kb, %h16 : tensor<16x8xf16>, tensor<8x16xf16>, tensor<16x16xf16> -> tensor<16x16xf16>
  nv_tileaa.return
}


// -----

// Chained dots (attention: P = softmax-like(Q K^T), then P V): the second dot's A is computed element-wise from
// the first's result, so it takes it from registers in the dot_op layout of its accumulator's mma layout, and both
// dots stack their warps along M (4x1), where each warp holds whole rows of the first result, the K of the second.
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
// CHECK-DAG: #[[MMA22:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
// CHECK-DAG: #[[DOTA:.*]] = #nv_tileaa.dot_op<opIdx = 0, parent = #[[MMA]], kWidth = 2>
// CHECK-LABEL: nv_tileaa.func @chained(
// CHECK: %[[S:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x64xf16, #shared>, tensor<64x64xf16, #shared>, tensor<64x64xf32, #[[MMA]]> -> tensor<64x64xf32, #[[MMA]]>
// CHECK: %[[P:.*]] = nv_tileaa.fp_to_fp %{{.*}} : tensor<64x64xf32> -> tensor<64x64xf16>
// CHECK-NEXT: %[[PA:.*]] = nv_tileaa.convert_layout %[[P]] : tensor<64x64xf16> -> tensor<64x64xf16, #[[DOTA]]>
// CHECK: nv_tileaa.dot %[[PA]], %{{.*}}, %{{.*}} : tensor<64x64xf16, #[[DOTA]]>, tensor<64x64xf16, #shared>, tensor<64x64xf32, #[[MMA]]> -> tensor<64x64xf32, #[[MMA]]>
// An A operand that no dot computes is staged in shared memory as usual, with the warps tiling the result 2x2.
// CHECK-LABEL: nv_tileaa.func @unchained(
// CHECK-NOT: #[[DOTA]]
// CHECK: nv_tileaa.dot {{.*}} : tensor<64x64xf16, #shared>, tensor<64x64xf16, #shared>, tensor<64x64xf32, #[[MMA22]]> -> tensor<64x64xf32, #[[MMA22]]>
// CHECK-NOT: #[[DOTA]]
// CHECK: nv_tileaa.return
nv_tileaa.func @chained(%q: tensor<64x64xf16>, %k: tensor<64x64xf16>, %v: tensor<64x64xf16>, %z: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %s = nv_tileaa.dot %q, %k, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  %e = math.exp %s : tensor<64x64xf32>
  %p = nv_tileaa.fp_to_fp %e : tensor<64x64xf32> -> tensor<64x64xf16>
  %o = nv_tileaa.dot %p, %v, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  nv_tileaa.return %o : tensor<64x64xf32>
}
nv_tileaa.func @unchained(%a: tensor<64x64xf16>, %v: tensor<64x64xf16>, %z: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = math.exp %z : tensor<64x64xf32>
  %p = nv_tileaa.fp_to_fp %e : tensor<64x64xf32> -> tensor<64x64xf16>
  %o = nv_tileaa.dot %p, %v, %z : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  nv_tileaa.return %o : tensor<64x64xf32>
}

// -----

// A batched dot of up to 8 batches: one dot per batch on its extracted matrices (each on tensor cores like any
// other), the results viewed as 1 x M x N and concatenated along the batch axis.
// CHECK-LABEL: nv_tileaa.func @batched(
// CHECK-SAME: %[[A:[^:]*]]: tensor<2x16x16xf16>, %[[C:[^:]*]]: tensor<2x16x16xf32>)
// CHECK-DAG: %[[A0:.*]] = nv_tileaa.extract %[[A]][%[[I0:.*]]] : tensor<2x16x16xf16> -> tensor<16x16xf16>
// CHECK-DAG: %[[C0:.*]] = nv_tileaa.extract %[[C]][%[[I0]]] : tensor<2x16x16xf32> -> tensor<16x16xf32>
// CHECK: %[[D0:.*]] = nv_tileaa.dot {{.*}} -> tensor<16x16xf32, #mma>
// CHECK: %[[R0:.*]] = nv_tileaa.convert_layout %[[D0]] : tensor<16x16xf32, #mma> -> tensor<16x16xf32>
// CHECK: %[[V0:.*]] = nv_tileaa.view %[[R0]] : tensor<16x16xf32> -> tensor<1x16x16xf32>
// CHECK: %[[D1:.*]] = nv_tileaa.dot {{.*}} -> tensor<16x16xf32, #mma>
// CHECK: %[[V1:.*]] = nv_tileaa.view %{{.*}} : tensor<16x16xf32> -> tensor<1x16x16xf32>
// CHECK: %[[CAT:.*]] = nv_tileaa.cat %[[V0]], %[[V1]] dim = 0 : tensor<1x16x16xf32>, tensor<1x16x16xf32> -> tensor<2x16x16xf32>
// CHECK: nv_tileaa.return %[[CAT]]
nv_tileaa.func @batched(%a: tensor<2x16x16xf16>, %c: tensor<2x16x16xf32>) -> tensor<2x16x16xf32> {
  %d = nv_tileaa.dot %a, %a, %c : tensor<2x16x16xf16>, tensor<2x16x16xf16>, tensor<2x16x16xf32> -> tensor<2x16x16xf32>
  nv_tileaa.return %d : tensor<2x16x16xf32>
}

// -----

// A batched dot in a K loop whose operands are tiled loads read by it alone: each batch is loaded by itself (the
// 1x16x16 tile at the batch's offset, viewed as 16x16: what TMA and cp.async copy straight into shared memory),
// and the loop carries one accumulator per batch in its mma layout instead of the 2x16x16 tile (extracted and
// concatenated each iteration). The concatenation happens once, after the loop.
// CHECK-LABEL: nv_tileaa.func @batched_loop(
// CHECK: %[[ACC:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[C0:.*]] = %{{.*}}, %[[C1:.*]] = %{{.*}}) -> (tensor<16x16xf32, #mma>, tensor<16x16xf32, #mma>)
// CHECK: %[[A0:.*]], %{{.*}} = nv_tileaa.tiled_load %arg0[%arg2, %[[K:.*]], %{{.*}}] {{.*}} -> tensor<1x16x16xf16>
// CHECK-NEXT: nv_tileaa.view %[[A0]] : tensor<1x16x16xf16> -> tensor<16x16xf16>
// CHECK: %[[Z1:.*]] = arith.addi %arg2, %{{.*}} : index
// CHECK: %[[A1:.*]], %{{.*}} = nv_tileaa.tiled_load %arg0[%[[Z1]], %[[K]], %{{.*}}] {{.*}} -> tensor<1x16x16xf16>
// CHECK-NEXT: nv_tileaa.view %[[A1]] : tensor<1x16x16xf16> -> tensor<16x16xf16>
// CHECK-NOT: nv_tileaa.extract
// CHECK-NOT: nv_tileaa.cat
// CHECK: %[[D0:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %[[C0]]
// CHECK: %[[D1:.*]] = nv_tileaa.dot %{{.*}}, %{{.*}}, %[[C1]]
// CHECK: scf.yield %[[D0]], %[[D1]]
// CHECK: %[[R1:.*]] = nv_tileaa.convert_layout %[[ACC]]#1
// CHECK: %[[R0:.*]] = nv_tileaa.convert_layout %[[ACC]]#0
// CHECK: %[[V0:.*]] = nv_tileaa.view %[[R0]] : tensor<16x16xf32> -> tensor<1x16x16xf32>
// CHECK: %[[V1:.*]] = nv_tileaa.view %[[R1]] : tensor<16x16xf32> -> tensor<1x16x16xf32>
// CHECK: %[[CAT:.*]] = nv_tileaa.cat %[[V0]], %[[V1]] dim = 0
// CHECK: nv_tileaa.return %[[CAT]]
nv_tileaa.func @batched_loop(%m: !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>, %n: !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1>, %z: index, %steps: index) -> tensor<2x16x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant dense<0.000000e+00> : tensor<2x16x16xf32>
  %acc = scf.for %k = %c0 to %steps step %c1 iter_args(%sum = %zero) -> (tensor<2x16x16xf32>) {
    %off = arith.muli %k, %c16 : index
    %a, %ta = nv_tileaa.tiled_load %m[%z, %c0, %off] : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1> -> tensor<2x16x16xf16>
    %b, %tb = nv_tileaa.tiled_load %n[%z, %off, %c0] : !nv_tileaa.memref<?x?x?xf16, strides=[?,?,1], 1> -> tensor<2x16x16xf16>
    %d = nv_tileaa.dot %a, %b, %sum : tensor<2x16x16xf16>, tensor<2x16x16xf16>, tensor<2x16x16xf32> -> tensor<2x16x16xf32>
    scf.yield %d : tensor<2x16x16xf32>
  }
  nv_tileaa.return %acc : tensor<2x16x16xf32>
}
