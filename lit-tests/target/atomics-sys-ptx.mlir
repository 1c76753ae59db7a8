// REQUIRES: ptxas
// tile-compile on system-scope atomic read-modify-writes: NVPTX's atomicrmw would drop the scope, so each is a
// compare-and-swap loop whose cas keeps the ordering and the system scope (atom[.sem].sys.global.cas), the new
// value computed per mode; owners only, masked lanes skipped; ptxas accepts the cubins.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s --implicit-check-not=atom.global.add --implicit-check-not=fence
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s --implicit-check-not=atom.global.add --implicit-check-not=fence
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s --implicit-check-not=atom.global.add --implicit-check-not=fence
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %s -o %t.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %s -o %t.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %s -o %t.sm_100.cubin

// A scalar: thread 0 alone, a relaxed first read, add, cas until it swaps.
// CHECK-LABEL: .entry add_i32(
// CHECK: setp.ne.b32 {{.*}}, 0;
// CHECK: ld.relaxed.sys.global.b32 [[SEEN:%r[0-9]+]]
// CHECK: [[LOOP:\$L__BB[0-9_]+]]:
// CHECK: add.s32 [[NEW:%r[0-9]+]], [[EXP:%r[0-9]+]],
// CHECK: atom.acq_rel.sys.global.cas.b32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], [[EXP]], [[NEW]];
// CHECK: setp.ne.b32 {{.*}}
// CHECK: @{{%p[0-9]+}} bra [[LOOP]];
// The old value reaches every thread through shared memory.
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.shared.b32
// CHECK: st.global.b32
// CHECK-LABEL: .entry addf_f32(
// CHECK: add.rn.f32
// CHECK: atom{{(.relaxed)?}}.sys.global.cas.b32
// A tile of pointers: each owner's element behind its mask, the release
// after a barrier (every thread's earlier writes before the owner's release).
// CHECK-LABEL: .entry max_tile(
// CHECK: setp.ge.s32 [[OFF:%p[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: @[[OFF]] bra
// CHECK: ld.relaxed.sys.global.b32
// CHECK: max.s32
// CHECK: atom.release.sys.global.cas.b32
// CHECK-LABEL: .entry modes(
// CHECK: and.b64
// CHECK: atom.acquire.sys.global.cas.b64
// CHECK: or.b64
// CHECK: atom{{(.relaxed)?}}.sys.global.cas.b64
// CHECK: xor.b64
// CHECK: atom{{(.relaxed)?}}.sys.global.cas.b64
// CHECK: min.s64
// CHECK: atom{{(.relaxed)?}}.sys.global.cas.b64
// CHECK: min.u64
// CHECK: atom{{(.relaxed)?}}.sys.global.cas.b64
// CHECK: max.u64
// CHECK: atom{{(.relaxed)?}}.sys.global.cas.b64
// xchg: the operand itself is the new value.
// CHECK: atom{{(.relaxed)?}}.sys.global.cas.b64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}], {{%rd[0-9]+}}, [[X:%rd[0-9]+]];
// CHECK: st.global.b64 {{.*}}, [[X]];
cuda_tile.module @m {
  entry @add_i32(%q: tile<ptr<i32>>, %b: tile<i32>, %o: tile<ptr<i32>>) {
    %r, %t = atomic_rmw_tko acq_rel sys %q, add, %b : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %u = store_ptr_tko weak %o, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @addf_f32(%p: tile<ptr<f32>>, %a: tile<f32>, %m: tile<i1>) {
    %r, %t = atomic_rmw_tko relaxed sys %p, addf, %a, %m : tile<ptr<f32>>, tile<f32>, tile<i1> -> tile<f32>, token
    return
  }
  entry @max_tile(%p: tile<ptr<i32>>, %n: tile<i32>) {
    %i = iota : tile<128xi32>
    %base = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bases = broadcast %base : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %ptrs = offset %bases, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %nn = reshape %n : tile<i32> -> tile<1xi32>
    %ns = broadcast %nn : tile<1xi32> -> tile<128xi32>
    %m = cmpi less_than %i, %ns, signed : tile<128xi32> -> tile<128xi1>
    %r, %t = atomic_rmw_tko release sys %ptrs, max, %i, %m : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token
    return
  }
  entry @modes(%q: tile<ptr<i64>>, %b: tile<i64>, %o: tile<ptr<i64>>) {
    %r0, %t0 = atomic_rmw_tko acquire sys %q, and, %b : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r1, %t1 = atomic_rmw_tko relaxed sys %q, or, %r0 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r2, %t2 = atomic_rmw_tko relaxed sys %q, xor, %r1 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r3, %t3 = atomic_rmw_tko relaxed sys %q, min, %r2 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r4, %t4 = atomic_rmw_tko relaxed sys %q, umin, %r3 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r5, %t5 = atomic_rmw_tko relaxed sys %q, umax, %r4 : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r6, %t6 = atomic_rmw_tko relaxed sys %q, xchg, %b : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %u = store_ptr_tko weak %o, %b : tile<ptr<i64>>, tile<i64> -> token
    return
  }
}
