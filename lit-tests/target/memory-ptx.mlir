// REQUIRES: ptxas
// tile-compile on memory ops: atomics (ordering as fences, owner-only), pointer loads and guarded stores, globals,
// print and assert; the cubins assemble for sm_80, sm_90 and sm_100.
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %s -o %t.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %s -o %t.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %s -o %t.sm_100.cubin

// CHECK: .extern .func __assertfail
// CHECK: .extern .func {{.*}} vprintf
// CHECK: .visible .global .align 4 .b8 table[8] = {0, 0, 128, 63, 0, 0, 32, 64};
// CHECK-LABEL: .visible .entry atom(
// CHECK: .shared .align 16 .u32 __tileaa_broadcast_i32_1
// CHECK: mov.u32 %r{{[0-9]+}}, %tid.x;
// CHECK: atom.global.add.f32
// acq_rel at block scope: fences around the relaxed atom.
// CHECK: fence.{{acq_rel|release}}.cta;
// CHECK-NEXT: atom.global.max.s32
// CHECK-NEXT: fence.{{acq_rel|acquire}}.cta;
// The old value reaches every thread through shared memory.
// CHECK: bar.sync 0;
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.shared.b32
// CHECK: atom.global.min.u32
// CHECK: atom.acquire.sys.global.cas.b32
// A scalar store: thread 0 only.
// CHECK: @%p{{[0-9]+}} bra
// CHECK: st.global.b32
// CHECK: ld.global.b32 {{.*}}[table];
// CHECK: call.uni (retval0), vprintf,
// CHECK: call.uni __assertfail,
// CHECK: ret;
cuda_tile.module @m {
  global @table <f32: [1.0, 2.5]> : tile<2xf32>
  entry @atom(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %a: tile<f32>, %b: tile<i32>, %m: tile<i1>) {
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %a, %m : tile<ptr<f32>>, tile<f32>, tile<i1> -> tile<f32>, token
    %r2, %t2 = atomic_rmw_tko acq_rel tl_blk %q, max, %b : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %r3, %t3 = atomic_rmw_tko relaxed device %q, umin, %b : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %c, %t4 = atomic_cas_tko acquire sys %q, %b, %r2 : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %u = store_ptr_tko weak %q, %c : tile<ptr<i32>>, tile<i32> -> token
    %g = get_global @table : tile<ptr<f32>>
    %v, %t5 = load_ptr_tko weak %g : tile<ptr<f32>> -> tile<f32>, token
    %s = store_ptr_tko weak %p, %v, %m : tile<ptr<f32>>, tile<f32>, tile<i1> -> token
    %x, %y, %z = get_num_tile_blocks : tile<i32>
    %t6 = print_tko "n = %d, v = %f\n", %x, %v : tile<i32>, tile<f32> -> token
    assert %m, "m must hold" : tile<i1>
    return
  }
}
