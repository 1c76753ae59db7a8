// tileaa-accelerate-matmul on sm_100/103/110: a dot of 128-row blocks gets the version-5 (tcgen05.mma) mma layout:
// one warpgroup reads the 128 lanes of tensor memory, further warpgroups split the columns; the instruction's N is
// the whole N up to 256. The accumulator is a tile in tensor memory (columns of its own, one dot's after the
// other's), converted from and to the version-5 registers around the dot, which accumulates in place; a loop
// carrying it carries the tile in tensor memory. An f16 accumulator stays in registers (each dot rounds it). The
// operands are staged as for wgmma (16-bit B N-contiguous, the 128-, 64- and 32-byte swizzles); a dot fed by
// another dot takes its A from shared memory too. sm_120 (no tcgen05) stays on mma.sync.
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul | FileCheck %s
// RUN: tile-opt %s --split-input-file --tileaa-accelerate-matmul=num-warps=8 | FileCheck %s --check-prefix=W8
// RUN: sed -e 's/sm_100/sm_120/' %s | tile-opt --split-input-file --tileaa-accelerate-matmul | FileCheck %s --check-prefix=SM120

// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
// CHECK-DAG: #[[SH:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-DAG: #[[TM:.*]] = #nv_tileaa.tensor_memory<column = 0, mma = #[[MMA]]>
// CHECK-LABEL: nv_tileaa.func @gemm
// CHECK: %[[REGS:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<128x128xf32> -> tensor<128x128xf32, #[[MMA]]>
// CHECK: %[[IN:.*]] = nv_tileaa.convert_layout %[[REGS]] : tensor<128x128xf32, #[[MMA]]> -> tensor<128x128xf32, #[[TM]]>
// CHECK: %[[D:.*]] = nv_tileaa.dot {{.*}}, %[[IN]] : tensor<128x64xf16, #[[SH]]>, tensor<64x128xf16, #[[SH]]>, tensor<128x128xf32, #[[TM]]> -> tensor<128x128xf32, #[[TM]]>
// CHECK: nv_tileaa.convert_layout %[[D]] : tensor<128x128xf32, #[[TM]]> -> tensor<128x128xf32, #[[MMA]]>
// W8: #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 2], instrShape = [128, 128]>
// SM120: #nv_tileaa.mma<version = 2
// SM120-NOT: version = 5
module attributes {nv_tileaa.target = "sm_100"} {
nv_tileaa.func @gemm(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %d = nv_tileaa.dot %a, %b, %c : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  nv_tileaa.return %d : tensor<128x128xf32>
}
}

// -----

// Attention's chain: both dots on tcgen05.mma, the second's A (the first's result, converted to f16) staged in
// shared memory with K contiguous instead of a dot_op layout.
// CHECK-LABEL: nv_tileaa.func @chain
// CHECK-NOT: dot_op
// CHECK: nv_tileaa.dot {{.*}} -> tensor<128x64xf32, #[[TM0:.*]]>
// CHECK: nv_tileaa.convert_layout {{.*}} -> tensor<128x64xf16, #[[SHA:.*]]>
// CHECK: nv_tileaa.dot {{.*}} : tensor<128x64xf16, #[[SHA]]>, tensor<64x64xf16, #{{.*}}>, tensor<128x64xf32, #[[TM1:.*]]> -> tensor<128x64xf32, #[[TM1]]>
module attributes {nv_tileaa.target = "sm_100"} {
nv_tileaa.func @chain(%q: tensor<128x64xf16>, %k: tensor<64x64xf16>, %v: tensor<64x64xf16>, %c: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %s = nv_tileaa.dot %q, %k, %c : tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  %p = arith.truncf %s : tensor<128x64xf32> to tensor<128x64xf16>
  %o = nv_tileaa.dot %p, %v, %c : tensor<128x64xf16>, tensor<64x64xf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  nv_tileaa.return %o : tensor<128x64xf32>
}
}

// -----

// A loop carries the accumulator in tensor memory: the zero goes in before it, the dot accumulates in place, the
// registers come back after it. An f16 accumulator is carried in registers.
// CHECK-DAG: #[[MMAL:.*]] = #nv_tileaa.mma<version = 5, warpsPerCTA = [4, 1], instrShape = [128, 128]>
// CHECK-DAG: #[[TML:.*]] = #nv_tileaa.tensor_memory<column = 0, mma = #[[MMAL]]>
// CHECK-LABEL: nv_tileaa.func @loop
// CHECK: %[[INIT:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<128x128xf32, #[[MMAL]]> -> tensor<128x128xf32, #[[TML]]>
// CHECK: %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]], %{{.*}} = %{{.*}}) -> (tensor<128x128xf32, #[[TML]]>, tensor<128x128xf16, #[[MMAL]]>)
// CHECK-NOT: nv_tileaa.convert_layout
// CHECK: %[[D:.*]] = nv_tileaa.dot {{.*}}, %[[ACC]] : {{.*}} -> tensor<128x128xf32, #[[TML]]>
// CHECK: nv_tileaa.dot {{.*}} -> tensor<128x128xf16, #[[MMAL]]>
// CHECK: scf.yield %[[D]]
// CHECK: nv_tileaa.convert_layout %[[R]]#0 : tensor<128x128xf32, #[[TML]]> -> tensor<128x128xf32, #[[MMAL]]>
module attributes {nv_tileaa.target = "sm_100"} {
nv_tileaa.func @loop(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %n: index) -> (tensor<128x128xf32>, tensor<128x128xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant dense<0.0> : tensor<128x128xf32>
  %zh = arith.constant dense<0.0> : tensor<128x128xf16>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %h = %zh) -> (tensor<128x128xf32>, tensor<128x128xf16>) {
    %d = nv_tileaa.dot %a, %b, %acc : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf32> -> tensor<128x128xf32>
    %e = nv_tileaa.dot %a, %b, %h : tensor<128x64xf16>, tensor<64x128xf16>, tensor<128x128xf16> -> tensor<128x128xf16>
    scf.yield %d, %e : tensor<128x128xf32>, tensor<128x128xf16>
  }
  nv_tileaa.return %r#0, %r#1 : tensor<128x128xf32>, tensor<128x128xf16>
}
}
