// MX-FP4 block-scaled MMA on sm_120/sm_121: each scale block's dot runs
// on mma.sync.m16n8k32.kind::f8f6f4 with e2m1 operands (inline PTX), which
// makes the module sm_120a's (the architecture-specific variant ptxas
// requires for kind::); the remarks name the instruction. sm_100's
// lowering of the same kernel widens f4 to f16 and stays on sm_100.
// RUN: tile-compile --gpu-name=sm_120 --emit=ptx --remarks=tensorcore %S/../../tests/gpu_kernels/mmaf_scaled_mxfp4.mlir -o - 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: tile-compile --gpu-name=sm_121 --emit=ptx %S/../../tests/gpu_kernels/mmaf_scaled_mxfp4.mlir -o - | FileCheck %s --check-prefix=SM121
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %S/../../tests/gpu_kernels/mmaf_scaled_mxfp4.mlir -o - | FileCheck %s --check-prefix=SM100

// CHECK: .target sm_120a
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32
// REMARK: (f4 kept for mma.sync.m16n8k32.kind::f8f6f4)
// REMARK: dot on tensor cores: mma.sync.m16n8k32 'f4E2M1FN' -> 'f32'
// SM121: .target sm_121a
// SM121: mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32
// SM100: .target sm_100{{$}}
// SM100-NOT: kind::
