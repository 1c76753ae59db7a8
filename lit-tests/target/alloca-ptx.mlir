// REQUIRES: ptxas
// tile-compile on alloca: the storage comes from the device runtime's malloc and goes back by free (PTX system
// calls, `.extern .func` that ptxas resolves); a null address traps. The cubins assemble for sm_80, sm_90 and sm_100.
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %s -o %t.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %s -o %t.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %s -o %t.sm_100.cubin

// CHECK: .extern .func free
// CHECK: .extern .func  (.param .b64 func_retval0) malloc
// CHECK-LABEL: .visible .entry scratch(
// Thread 0 asks for 1024 + 127 bytes (128 f64 aligned to 128).
// CHECK: mov.u32 %r{{[0-9]+}}, %tid.x;
// CHECK: st.param.b64 [param0], 1151;
// CHECK: call.uni (retval0), malloc, (param0);
// CHECK: bar.sync 0;
// CHECK: st.shared.b64
// CHECK: bar.sync 0;
// CHECK: ld.shared.b64 %[[A:rd[0-9]+]]
// CHECK: setp.ne.b64 %p{{[0-9]+}}, %[[A]], 0;
// CHECK: st.global.b64 [%[[A]]]
// CHECK: bar.sync 0;
// CHECK: call.uni free, (param0);
// CHECK: ret;
// CHECK: trap;
cuda_tile.module @m {
  entry @scratch(%out: tile<ptr<f64>>) {
    %p = alloca num_elem = 128, alignment = 128 global : tile<ptr<f64>>
    %v = constant <f64: 2.5> : tile<f64>
    %t = store_ptr_tko weak %p, %v : tile<ptr<f64>>, tile<f64> -> token
    %w, %t2 = load_ptr_tko weak %p token = %t : tile<ptr<f64>> -> tile<f64>, token
    %t3 = store_ptr_tko weak %out, %w : tile<ptr<f64>>, tile<f64> -> token
    return
  }
}
