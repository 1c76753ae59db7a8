// convert-tileaa-to-nvvm: nv_tileaa.reduce in registers, warp shuffles and
// at most one shared-memory exchange (ReducePatterns.cpp). Each thread
// combines its registers along the reduced dimension as a tree; each lane
// bit along it is a shfl.sync.bfly (or, where a thread still holds several
// partials, a halving: each lane of a pair keeps one half and sends the
// other); warps meet in a small shared array of the reduce's own, written
// once per partial, read after one barrier. The identity is combined once,
// last.
// RUN: tile-opt --convert-tileaa-to-nvvm -split-input-file %s | FileCheck %s --implicit-check-not=nv_tileaa. --implicit-check-not=arith. --implicit-check-not=unrealized_conversion_cast

// 8x64 along dim 0, default layout: a thread holds rows r, r + 2, r + 4,
// r + 6 of one column (registers 0-3), warp bit 1 is row 1. The registers
// fold as a tree (f(reg 1, reg 0), f(reg 3, reg 2), then the pair); both
// warps write their partial at 2 * column + (warp bit 1): 64 x 2 f32, 512
// bytes; no barrier before (nothing read the array before), one after; each
// thread reads its column's two partials as one vector.
// CHECK: llvm.mlir.global internal @__tileaa_reduce_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<512 x i8>
// CHECK-LABEL: llvm.func @sum_dim0(
// CHECK: %[[R0:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK-NEXT: %[[R2:.*]] = llvm.extractvalue %{{.*}}[2]
// CHECK-NEXT: %[[R3:.*]] = llvm.extractvalue %{{.*}}[3]
// CHECK-NEXT: %[[S01:.*]] = llvm.fadd %[[R1]], %[[R0]] : f32
// CHECK-NEXT: %[[S23:.*]] = llvm.fadd %[[R3]], %[[R2]] : f32
// CHECK-NEXT: %[[S:.*]] = llvm.fadd %[[S23]], %[[S01]] : f32
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %[[BUF:.*]] = llvm.mlir.addressof @__tileaa_reduce_0 : !llvm.ptr<3>
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: scf.if
// CHECK: llvm.store %[[S]], %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[V:.*]] = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK: %[[W0:.*]] = llvm.extractelement %[[V]]
// CHECK: %[[W1:.*]] = llvm.extractelement %[[V]]
// CHECK-NEXT: %[[T:.*]] = llvm.fadd %[[W1]], %[[W0]] : f32
// CHECK-NEXT: %[[F:.*]] = llvm.fadd %[[T]], %[[ZERO]] : f32
// CHECK: llvm.insertvalue %[[F]], %{{.*}}[0] : !llvm.struct<(f32)>
// CHECK-NOT: nvvm.shfl.sync
// CHECK: llvm.return
nv_tileaa.func @sum_dim0(%x: tensor<8x64xf32>) attributes {kernel} {
  %s = nv_tileaa.reduce %x dim = 0 identities = [0.000000e+00 : f32] : tensor<8x64xf32> -> tensor<64xf32> {
  ^bb0(%e: f32, %acc: f32):
    %sum = nv_tileaa.addf %e, %acc : f32
    nv_tileaa.yield %sum : f32
  }
  nv_tileaa.return
}

// -----

// Row maxima of 16x128 in the layout tileaa-coalesce gives a row-major f32
// tile: 4 columns x 4 rows (4 apart) per thread, lanes along the row, warps
// down the column. 4 -> 1 per row in registers (3 maxima each, 12); lane
// bits 0 and 1 halve the thread's 4 rows (2 then 1 shuffles, each lane
// keeping one half: selects on the lane bit); lane bits 2-4 are
// butterflies. Lanes 0-3 of each warp then hold rows 4l + w: they write
// (lanes with bits 2-4 clear), one barrier, each thread reads its row.
// maximumf(x, -inf) folds away.
// CHECK: llvm.mlir.global internal @__tileaa_reduce_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x i8>
// CHECK-LABEL: llvm.func @max_rows(
// CHECK-COUNT-12: llvm.intr.maximum
// CHECK: %[[B0:.*]] = llvm.icmp "ne"
// CHECK-NEXT: %[[KEEP:.*]] = llvm.select %[[B0]], %{{.*}}, %{{.*}} : i1, f32
// CHECK-NEXT: %[[SEND:.*]] = llvm.select %[[B0]], %{{.*}}, %{{.*}} : i1, f32
// CHECK: %[[GOT:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[SEND]], %{{.*}}, %{{.*}} : f32 -> f32
// CHECK-NEXT: llvm.intr.maximum(%[[GOT]], %[[KEEP]])
// CHECK: nvvm.shfl.sync  bfly
// CHECK: %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: llvm.and %{{.*}}, %[[C2]] : i32
// CHECK: nvvm.shfl.sync  bfly
// CHECK: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[C4]], %[[C31]] : f32 -> f32
// CHECK: nvvm.shfl.sync  bfly
// CHECK: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: %[[LAST:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[C16]], %{{.*}} : f32 -> f32
// CHECK-NEXT: %[[M:.*]] = llvm.intr.maximum(%[[LAST]], %{{.*}})
// CHECK-NOT: nvvm.shfl.sync
// CHECK: %[[LANES:.*]] = llvm.mlir.constant(28 : i32) : i32
// CHECK-NEXT: %[[LB:.*]] = llvm.and %{{.*}}, %[[LANES]] : i32
// CHECK: %[[WRITER:.*]] = llvm.icmp "eq" %[[LB]], %{{.*}} : i32
// CHECK-NEXT: scf.if %[[WRITER]] {
// CHECK: llvm.store %[[M]], %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<3>
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[C15:.*]] = llvm.mlir.constant(15 : i32) : i32
// CHECK-NEXT: llvm.and %{{.*}}, %[[C15]] : i32
// CHECK: %[[ROW:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK: llvm.insertvalue %[[ROW]], %{{.*}}[0] : !llvm.struct<(f32)>
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @max_rows(%x: tensor<16x128xf32, #blocked>) attributes {kernel} {
  %m = nv_tileaa.reduce %x dim = 1 identities = [0xFF800000 : f32] : tensor<16x128xf32, #blocked> -> tensor<16xf32> {
  ^bb0(%e: f32, %acc: f32):
    %r = arith.maximumf %e, %acc : f32
    nv_tileaa.yield %r : f32
  }
  nv_tileaa.return
}

// -----

// 32 elements over 128 threads: each warp holds the whole tile, one element
// a lane; five butterflies leave the total in every lane, which is the
// scalar result as it is: no shared memory, no barrier. The combiner (the
// first non-zero, associative but not commutative) is not one commutative
// op: both lanes of a pair order their operands by the lane bit, so that
// every copy computes f(higher, lower) alike.
// CHECK-NOT: llvm.mlir.global
// CHECK-LABEL: llvm.func @first_nonzero(
// CHECK: %[[X:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK: %[[UP:.*]] = llvm.icmp "ne"
// CHECK: %[[Y:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[X]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT: %[[HI:.*]] = llvm.select %[[UP]], %[[X]], %[[Y]] : i1, i32
// CHECK-NEXT: %[[LO:.*]] = llvm.select %[[UP]], %[[Y]], %[[X]] : i1, i32
// CHECK: %[[Z:.*]] = llvm.icmp "eq" %[[LO]], %{{.*}} : i32
// CHECK-NEXT: llvm.select %[[Z]], %[[HI]], %[[LO]] : i1, i32
// CHECK-COUNT-4: nvvm.shfl.sync  bfly
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
nv_tileaa.func @first_nonzero(%x: tensor<32xi32>) attributes {kernel} {
  %s = nv_tileaa.reduce %x dim = 0 identities = [0 : i32] : tensor<32xi32> -> i32 {
  ^bb0(%e: i32, %acc: i32):
    %c0 = arith.constant 0 : i32
    %z = arith.cmpi eq, %acc, %c0 : i32
    %r = arith.select %z, %e, %acc : i32
    nv_tileaa.yield %r : i32
  }
  nv_tileaa.return
}

// -----

// Two operands (argmax) go together: each register, shuffle and slot once
// per operand, the combiner cloned once per step for both. 4x16 over 128
// threads: lanes 0-3 along the row (reduced), lane 4 row 1, warp bit 0 row 2,
// warp bit 1 copies. No warp bit is reduced, but the result (4 elements, in
// lanes 0-3) is elsewhere: one exchange, one slot per element, written by
// lanes 0 and 16 of warps 0 and 1 (mask 0b1001111), each operand in a
// 16-byte aligned region.
// CHECK: llvm.mlir.global internal @__tileaa_reduce_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x i8>
// CHECK-LABEL: llvm.func @argmax(
// CHECK-COUNT-8: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : {{f32 -> f32|i32 -> i32}}
// CHECK-NOT: nvvm.shfl.sync
// CHECK: %[[MASK:.*]] = llvm.mlir.constant(79 : i32) : i32
// CHECK-NEXT: llvm.and %{{.*}}, %[[MASK]] : i32
// CHECK: scf.if
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<3>
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: %[[I:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: %[[GT:.*]] = llvm.fcmp "ogt" %[[V]], %{{.*}} : f32
// CHECK-NEXT: %[[RV:.*]] = llvm.select %[[GT]], %[[V]], %{{.*}} : i1, f32
// CHECK-NEXT: %[[RI:.*]] = llvm.select %[[GT]], %[[I]], %{{.*}} : i1, i32
// CHECK: llvm.insertvalue %[[RV]], %{{.*}}[0] : !llvm.struct<(f32)>
// CHECK: llvm.insertvalue %[[RI]], %{{.*}}[0] : !llvm.struct<(i32)>
nv_tileaa.func @argmax(%v: tensor<4x16xf32>, %i: tensor<4x16xi32>) attributes {kernel} {
  %r:2 = nv_tileaa.reduce %v, %i dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<4x16xf32>, tensor<4x16xi32> -> tensor<4xf32>, tensor<4xi32> {
  ^bb0(%ve: f32, %va: f32, %ie: i32, %ia: i32):
    %gt = arith.cmpf ogt, %ve, %va : f32
    %vs = arith.select %gt, %ve, %va : f32
    %is = arith.select %gt, %ie, %ia : i32
    nv_tileaa.yield %vs, %is : f32, i32
  }
  nv_tileaa.return
}

// -----

// Values not of 32 bits cross a shuffle as i32: f16 as its bits extended,
// i1 extended, f64 as two words. Four warps reduced: four slots per result
// (f16: one 8-byte vector; f64: 32 bytes, four loads).
// CHECK-LABEL: llvm.func @narrow_wide(
// CHECK: %[[H:.*]] = llvm.bitcast %{{.*}} : f16 to i16
// CHECK-NEXT: %[[HW:.*]] = llvm.zext %[[H]] : i16 to i32
// CHECK-NEXT: %[[HS:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[HW]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT: %[[HT:.*]] = llvm.trunc %[[HS]] : i32 to i16
// CHECK-NEXT: llvm.bitcast %[[HT]] : i16 to f16
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<4xf16>
// CHECK: %[[D:.*]] = llvm.bitcast %{{.*}} : f64 to i64
// CHECK-NEXT: %[[DLO:.*]] = llvm.trunc %[[D]] : i64 to i32
// CHECK-NEXT: %[[SLO:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[DLO]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT: %[[ELO:.*]] = llvm.zext %[[SLO]] : i32 to i64
// CHECK-NEXT: %[[C32:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[DSH:.*]] = llvm.lshr %[[D]], %[[C32]] : i64
// CHECK-NEXT: %[[DHI:.*]] = llvm.trunc %[[DSH]] : i64 to i32
// CHECK-NEXT: %[[SHI:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[DHI]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT: %[[EHI:.*]] = llvm.zext %[[SHI]] : i32 to i64
// CHECK: %[[UP:.*]] = llvm.shl %[[EHI]], %{{.*}} : i64
// CHECK-NEXT: %[[BITS:.*]] = llvm.or %[[ELO]], %[[UP]] : i64
// CHECK-NEXT: llvm.bitcast %[[BITS]] : i64 to f64
// CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> f64
// CHECK: %[[B:.*]] = llvm.zext %{{.*}} : i1 to i32
// CHECK-NEXT: %[[BS:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[B]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT: llvm.trunc %[[BS]] : i32 to i1
// CHECK: llvm.store %{{.*}} {alignment = 1 : i64} : i1, !llvm.ptr<3>
nv_tileaa.func @narrow_wide(%h: tensor<256xf16>, %d: tensor<256xf64>, %b: tensor<256xi1>) attributes {kernel} {
  %hs = nv_tileaa.reduce %h dim = 0 identities = [0.000000e+00 : f16] : tensor<256xf16> -> f16 {
  ^bb0(%e: f16, %acc: f16):
    %r = nv_tileaa.addf %e, %acc : f16
    nv_tileaa.yield %r : f16
  }
  %ds = nv_tileaa.reduce %d dim = 0 identities = [0.000000e+00 : f64] : tensor<256xf64> -> f64 {
  ^bb0(%e: f64, %acc: f64):
    %r = nv_tileaa.addf %e, %acc : f64
    nv_tileaa.yield %r : f64
  }
  %bs = nv_tileaa.reduce %b dim = 0 identities = [false] : tensor<256xi1> -> i1 {
  ^bb0(%e: i1, %acc: i1):
    %r = arith.ori %e, %acc : i1
    nv_tileaa.yield %r : i1
  }
  nv_tileaa.return
}

// -----

// In a loop, the next iteration's writes could overtake a slow thread's
// reads: a barrier before the writes too (two per reduce).
// CHECK-LABEL: llvm.func @in_loop(
// CHECK: scf.for
// CHECK: nvvm.shfl.sync
// CHECK: nvvm.barrier0
// CHECK-NEXT: llvm.mlir.constant
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
nv_tileaa.func @in_loop(%x: tensor<4x64xf32>, %n: i32) attributes {kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %k = %c0 to %n step %c1 : i32 {
    %s = nv_tileaa.reduce %x dim = 1 identities = [0.000000e+00 : f32] : tensor<4x64xf32> -> tensor<4xf32> {
    ^bb0(%e: f32, %acc: f32):
      %sum = nv_tileaa.addf %e, %acc : f32
      nv_tileaa.yield %sum : f32
    }
  }
  nv_tileaa.return
}

// -----

// So in a function other than a kernel, which may be called again.
// CHECK-LABEL: llvm.func @not_a_kernel(
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
nv_tileaa.func @not_a_kernel(%x: tensor<4x64xf32>) -> tensor<4xf32> {
  %s = nv_tileaa.reduce %x dim = 1 identities = [0.000000e+00 : f32] : tensor<4x64xf32> -> tensor<4xf32> {
  ^bb0(%e: f32, %acc: f32):
    %sum = nv_tileaa.addf %e, %acc : f32
    nv_tileaa.yield %sum : f32
  }
  nv_tileaa.return %s : tensor<4xf32>
}

// -----

// Operands of different layouts are staged whole in the kernel's scratch
// and folded in order (CollectivePatterns.cpp).
// CHECK: llvm.mlir.global internal @__tileaa_smem_mixed_layouts() {{.*}} : !llvm.array<16384 x i8>
// CHECK-LABEL: llvm.func @mixed_layouts(
// CHECK-NOT: nvvm.shfl.sync
// CHECK: scf.for
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
nv_tileaa.func @mixed_layouts(%v: tensor<16x128xf32, #blocked>, %i: tensor<16x128xi32>) attributes {kernel} {
  %r:2 = nv_tileaa.reduce %v, %i dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<16x128xf32, #blocked>, tensor<16x128xi32> -> tensor<16xf32>, tensor<16xi32> {
  ^bb0(%ve: f32, %va: f32, %ie: i32, %ia: i32):
    %gt = arith.cmpf ogt, %ve, %va : f32
    %vs = arith.select %gt, %ve, %va : f32
    %is = arith.select %gt, %ie, %ia : i32
    nv_tileaa.yield %vs, %is : f32, i32
  }
  nv_tileaa.return
}
