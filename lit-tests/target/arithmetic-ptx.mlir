// tile-compile on element-wise arithmetic: rounding modes and flush_to_zero as NVVM instructions,
// approximations as MUFU ones, math from libdevice (linked and inlined: no call, no extern), conversions;
// cubins that ptxas accepts for sm_80, sm_90 and sm_100.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s --implicit-check-not=__nv_ --implicit-check-not=.extern
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s --implicit-check-not=__nv_ --implicit-check-not=.extern
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s --implicit-check-not=__nv_ --implicit-check-not=.extern
// RUN: tile-compile --gpu-name=sm_90 -O0 --emit=ptx %s -o - | FileCheck %s --check-prefix=O0
// RUN: env CUDA_TILE_LIBDEVICE= %expect-exit 1 tile-compile --gpu-name=sm_90 --emit=ptx %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=NOLIB
// RUN: env CUDA_TILE_LIBDEVICE=%t.missing.bc %expect-exit 1 tile-compile --gpu-name=sm_90 --emit=ptx %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=BADLIB
// RUN: %if ptxas %{ tile-compile --gpu-name=sm_80 --emit=cubin %s -o %t.sm_80.cubin %}
// RUN: %if ptxas %{ tile-compile --gpu-name=sm_90 --emit=cubin %s -o %t.sm_90.cubin %}
// RUN: %if ptxas %{ tile-compile --gpu-name=sm_100 --emit=cubin %s -o %t.sm_100.cubin %}
// RUN: %if ptxas %{ tile-compile --gpu-name=sm_90 -O0 --emit=cubin %s -o %t.O0.cubin %}

// Two registers per thread: each instruction twice.
// CHECK: .entry floats(
// CHECK-COUNT-2: add.rz.ftz.f32
// CHECK-COUNT-2: mul.rp.f32
// CHECK-COUNT-2: div.rn.f32
// CHECK-COUNT-2: div.approx.f32
// CHECK-COUNT-2: ex2.approx.f32
// libdevice's expf, inlined.
// CHECK: ex2.approx.ftz.f32
// CHECK: tanh.approx.f32
// CHECK-NEXT: tanh.approx.f32
// CHECK-NEXT: sqrt.rn.f32
// CHECK-NEXT: sqrt.rn.f32
// CHECK-NEXT: rsqrt.approx.ftz.f32
// CHECK-NEXT: rsqrt.approx.ftz.f32
// CHECK-NEXT: fma.rm.f32
// CHECK-NEXT: fma.rm.f32
// f64 subf towards negative infinity, then the f64 -> f32 and f32 -> f16 conversions.
// CHECK: add.rm.f64
// CHECK: cvt.rn.f32.f64
// CHECK: cvt.rn.f16.f32
// CHECK: st.global.b16
// CHECK: ret;

// Unoptimised, libdevice's functions stay functions of this module.
// O0: .func {{.*}}__nv_expf
// O0: tanh.approx.f32
// O0: call{{.*}}__nv_sinf

// NOLIB: error: the module calls libdevice (__nv_*) functions, but libdevice.10.bc was not found (run scripts/setup.sh, or set CUDA_TILE_LIBDEVICE)
// BADLIB: error: cannot read libdevice {{.*}}.missing.bc

cuda_tile.module @m {
  entry @floats(%pa: tile<ptr<f32>>, %pb: tile<ptr<f32>>, %po: tile<ptr<f32>>, %ph: tile<ptr<f16>>, %pd: tile<ptr<f64>>) {
    %t0 = make_token : token
    %va = make_tensor_view %pa, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %vb = make_tensor_view %pb, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %vo = make_tensor_view %po, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %vh = make_tensor_view %ph, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %vd = make_tensor_view %pd, shape = [256], strides = [1] : tensor_view<256xf64, strides=[1]>
    %pva = make_partition_view %va : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %pvb = make_partition_view %vb : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %pvo = make_partition_view %vo : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %pvh = make_partition_view %vh : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %pvd = make_partition_view %vd : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>
    %zero = constant <i32: 0> : tile<i32>
    %a, %t1 = load_view_tko weak %pva[%zero] token = %t0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %b, %t2 = load_view_tko weak %pvb[%zero] token = %t0 : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %d, %t3 = load_view_tko weak %pvd[%zero] token = %t0 : partition_view<tile=(256), tensor_view<256xf64, strides=[1]>>, tile<i32> -> tile<256xf64>, token
    %0 = addf %a, %b rounding<zero> flush_to_zero : tile<256xf32>
    %1 = mulf %0, %b rounding<positive_inf> : tile<256xf32>
    %2 = divf %1, %a : tile<256xf32>
    %3 = divf %2, %b rounding<approx> : tile<256xf32>
    %4 = exp2 %3 : tile<256xf32>
    %5 = exp %4 : tile<256xf32>
    %6 = tanh %5 rounding<approx> : tile<256xf32>
    %7 = sqrt %6 : tile<256xf32>
    %8 = rsqrt %7 flush_to_zero : tile<256xf32>
    %9 = fma %8, %a, %b rounding<negative_inf> : tile<256xf32>
    %10 = sin %9 : tile<256xf32>
    %dd = mulf %d, %d : tile<256xf64>
    %11 = subf %d, %dd rounding<negative_inf> : tile<256xf64>
    %12 = ftof %11 : tile<256xf64> -> tile<256xf32>
    %13 = addf %10, %12 : tile<256xf32>
    %h = ftof %13 : tile<256xf32> -> tile<256xf16>
    %t4 = store_view_tko weak %13, %pvo[%zero] token = %t0 : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    %t5 = store_view_tko weak %h, %pvh[%zero] token = %t0 : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
