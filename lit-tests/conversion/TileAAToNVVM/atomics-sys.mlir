// A system-scope atomic_rmw is a compare-and-swap loop (NVPTX's atomicrmw would drop the scope): a relaxed
// system-scope first read, then cmpxchg of the combined value with the op's ordering, no syncscope (the system),
// until it swaps.
// RUN: tile-opt --convert-tileaa-to-nvvm %s | FileCheck %s --implicit-check-not=llvm.atomicrmw

// CHECK-LABEL: llvm.func @sys_rmw(
// CHECK: %[[SEEN:.*]] = llvm.load %{{.*}} atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK: scf.while (%[[EXP:.*]] = %[[SEEN]]) : (i32) -> i32 {
// CHECK: %[[OLD:.*]] = llvm.bitcast %[[EXP]] : i32 to f32
// CHECK: %[[NEW:.*]] = llvm.fadd %[[OLD]], %{{.*}} : f32
// CHECK: %[[BITS:.*]] = llvm.bitcast %[[NEW]] : f32 to i32
// CHECK: %[[PAIR:.*]] = llvm.cmpxchg %{{.*}}, %[[EXP]], %[[BITS]] acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr<1>, i32
nv_tileaa.func @sys_rmw(%p: !nv_tileaa.ptr<f32, 1>, %v: f32) attributes {kernel} {
  %o, %t = nv_tileaa.atomic_rmw addf %p, %v {mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, mem_scope = #nv_tileaa.mem_scope<sys>} : !nv_tileaa.ptr<f32, 1>, f32
  nv_tileaa.return
}
