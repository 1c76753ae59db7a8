// tile-compile: PTX from NVPTX with coalesced, guarded global loads and stores,
// and cubins that ptxas accepts for sm_80, sm_90 and sm_100.
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %examples/vector_add.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %examples/vector_add.mlir | FileCheck %s --check-prefix=PTX100
// RUN: tile-compile --gpu-name=sm_90 --emit=llvm -O2 %examples/vector_add.mlir | FileCheck %s --check-prefix=LLVM
// RUN: tile-compile --gpu-name=sm_90 --emit=nvvm %examples/vector_add.mlir | FileCheck %s --check-prefix=NVVM

// PTX: .version 8.4
// PTX: .target sm_90
// PTX: .visible .entry vector_add_Kt2_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024(
// PTX: .reqntid 128, 1, 1
// PTX: mov.u32 {{.*}}%ctaid.x
// PTX: mov.u32 {{.*}}%tid.x
// tileaa-coalesce: the views are 16-byte aligned (assume div_by), so each
// thread holds two 4-element vectors, 128 threads (2 KiB) apart: 128-bit
// accesses, each under its bounds predicate (no branch).
// PTX-NOT: bra
// PTX: @%p{{[0-9]+}} ld.global.v4.b32 {{.*}}, [%rd[[A:[0-9]+]]];
// PTX: add.s64 %rd[[A2:[0-9]+]], %rd[[A]], 2048;
// PTX: @%p{{[0-9]+}} ld.global.v4.b32 {{.*}}, [%rd[[A2]]];
// PTX: add.rn.f32
// PTX: @%p{{[0-9]+}} st.global.v4.b32
// PTX-NOT: bra
// PTX: ret;

// PTX100: .version 8.6
// PTX100: .target sm_100

// LLVM: target triple = "nvptx64-nvidia-cuda"
// LLVM: define ptx_kernel void @vector_add_{{.*}}(ptr addrspace(1) {{.*}}, i32 {{.*}}, ptr addrspace(1)
// LLVM: asm sideeffect "@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l,b,0,1,2,3"(ptr addrspace(1)
// LLVM: fadd float
// LLVM: asm sideeffect "@$5 st.global.v4.b32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,b"(ptr addrspace(1)

// NVVM: llvm.func @vector_add_{{.*}} attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>}
