// REQUIRES: ptxas
// tile-compile on sm_100: a 128x128x64 f16 dot on tcgen05.mma (sm_100a PTX): the kernel allocates 128 tensor-memory
// columns at its entry, thread 0 issues the four K steps and commits them to the mbarrier, every thread waits and
// reads its row back with one tcgen05.ld .x128; the columns go back before the kernel exits. ptxas assembles it for
// sm_100a, sm_103a and sm_110a.
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %s -o %t.sm_100.cubin
// RUN: tile-compile --gpu-name=sm_103 --emit=cubin %s -o %t.sm_103.cubin
// RUN: tile-compile --gpu-name=sm_110 --emit=cubin %s -o %t.sm_110.cubin

// CHECK: .target sm_100a
// CHECK-LABEL: .visible .entry one_dot(
// CHECK: mov.b32 %[[COLUMNS:r[0-9]+]], 128;
// CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [__tileaa_tcgen05+8], %[[COLUMNS]];
// CHECK: mbarrier.init.shared.b64 [__tileaa_tcgen05], %r{{[0-9]+}};
// CHECK: tcgen05.fence::before_thread_sync;
// CHECK: bar.sync 0;
// CHECK: tcgen05.fence::after_thread_sync;
// CHECK: ld.shared.b32 %[[TMEM:r[0-9]+]], [__tileaa_tcgen05+8];
// CHECK-COUNT-4: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%[[TMEM]]]
// CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// CHECK: mbarrier.try_wait.parity
// CHECK: tcgen05.ld.sync.aligned.32x32b.x128.b32
// CHECK: tcgen05.wait::ld.sync.aligned;
// CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
cuda_tile.module @tcgen05 {
  entry @one_dot(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>) {
    %a_tv = make_tensor_view %a, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf16, strides=[64,1]>
    %a_pv = make_partition_view %a_tv : partition_view<tile=(128x64), tensor_view<128x64xf16, strides=[64,1]>>
    %b_tv = make_tensor_view %b, shape = [64, 128], strides = [128, 1] : tensor_view<64x128xf16, strides=[128,1]>
    %b_pv = make_partition_view %b_tv : partition_view<tile=(64x128), tensor_view<64x128xf16, strides=[128,1]>>
    %c_tv = make_tensor_view %c, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf32, strides=[128,1]>
    %c_pv = make_partition_view %c_tv : partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %ta, %t1 = load_view_tko weak %a_pv[%c0, %c0] : partition_view<tile=(128x64), tensor_view<128x64xf16, strides=[64,1]>>, tile<i32> -> tile<128x64xf16>, token
    %tb, %t2 = load_view_tko weak %b_pv[%c0, %c0] : partition_view<tile=(64x128), tensor_view<64x128xf16, strides=[128,1]>>, tile<i32> -> tile<64x128xf16>, token
    %zero = constant <f32: 0.0> : tile<128x128xf32>
    %d = mmaf %ta, %tb, %zero : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
    %t3 = store_view_tko weak %d, %c_pv[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
