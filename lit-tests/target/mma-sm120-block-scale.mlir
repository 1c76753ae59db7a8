// MX-FP8 block-scaled MMA on sm_120/sm_121: the dot stays whole and runs on
// mma.sync.m16n8k32.kind::mxf8f6f4.block_scale.scale_vec::1X (inline PTX,
// selectors {0, 0}), each instruction's ue8m0 scale bytes loaded from
// shared memory (ld.shared.b8) as scale-a-data and scale-b-data; the
// module is sm_120a's (sm_121a's). The remarks name the instruction.
// sm_100's lowering of the same kernel decomposes it (M = 32 is too few
// rows for tcgen05) and writes no kind::.
// RUN: tile-compile --gpu-name=sm_120 --emit=ptx --remarks=tensorcore %S/../../tests/gpu_kernels/mmaf_scaled_mxfp8.mlir -o - 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: tile-compile --gpu-name=sm_121 --emit=ptx %S/../../tests/gpu_kernels/mmaf_scaled_mxfp8.mlir -o - | FileCheck %s --check-prefix=SM121
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %S/../../tests/gpu_kernels/mmaf_scaled_mxfp8.mlir -o - | FileCheck %s --check-prefix=SM100

// CHECK: .target sm_120a
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: ld.shared.b8 [[SA:%r[0-9]+]],
// CHECK: ld.shared.b8 [[SB:%r[0-9]+]],
// CHECK: mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e5m2.e5m2.f32.ue8m0 {{.*}}, [[SA]], {0, 0}, [[SB]], {0, 0};
// CHECK-NOT: mma.sync.aligned.m16n8k32.row.col.f32
// REMARK: block-scaled dot left for mma.sync.kind::mxf8f6f4.block_scale (tileaa-accelerate-matmul)
// REMARK: block-scaled dot on tensor cores: mma.sync.m16n8k32.kind::mxf8f6f4.block_scale.scale_vec::1X 'f8E5M2' x 'f8E5M2' -> f32, warps 2x2, 4 instructions per warp
// SM121: .target sm_121a
// SM121: mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e5m2.e5m2.f32.ue8m0
// SM100: .target sm_100{{$}}
// SM100-NOT: kind::
