// The memory paths of the 13.3 views through lower-to-nvvm (remarks-memory=1). A strided view's tile is a tiled
// access at index * stride: 128-bit vectors where alignment is proven (a column stride of 32 f32 keeps 16-byte
// alignment), on sm_90 a TMA copy where TMA's zero fill serves (no padding, or zero), otherwise vectors there too;
// a strided store goes by TMA on sm_90. A gather_scatter_view's rows are vectors along the last dimension
// (128-bit here); no TMA (sm_90 has no TMA gather).
// RUN: tile-opt --pass-pipeline='builtin.module(lower-to-nvvm{remarks-memory=1})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=BOTH,SM90
// RUN: sed -e s/sm_90/sm_80/ %s | tile-opt --pass-pipeline='builtin.module(lower-to-nvvm{remarks-memory=1})' -o /dev/null 2>&1 | FileCheck %s --check-prefixes=BOTH
// RUN: sed -e s/sm_90/sm_80/ %s | tile-opt --pass-pipeline='builtin.module(lower-to-nvvm{remarks-memory=1})' -o /dev/null 2>&1 | FileCheck %s --check-prefixes=NOTMA
// NOTMA-NOT: TMA

module attributes {nv_tileaa.target = "sm_90"} {
cuda_tile.module @paths {
  entry @paths(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %rows: tile<ptr<i32>>, %i: tile<i32>, %j: tile<i32>) {
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %xv = make_tensor_view %xa, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf32, strides=[256,1]>
    %yv = make_tensor_view %ya, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf32, strides=[256,1]>
    %s = make_strided_view %xv : strided_view<tile=(16x64), traversal_strides=[8,32], tensor_view<128x256xf32, strides=[256,1]>>
    // BOTH-DAG: :[[@LINE+2]]:{{[0-9]+}}: remark: vectorized: 128-bit accesses (4 x 'f32')
    // SM90-DAG: :[[@LINE+1]]:{{[0-9]+}}: remark: loaded by TMA: 2 boxes of 16x32 elements, 128-byte swizzle, read back into registers
    %t, %k = load_view_tko weak %s[%i, %j] : strided_view<tile=(16x64), traversal_strides=[8,32], tensor_view<128x256xf32, strides=[256,1]>>, tile<i32> -> tile<16x64xf32>, token
    %sn = make_strided_view %xv : strided_view<tile=(16x64), traversal_strides=[8,32], padding_value = nan, tensor_view<128x256xf32, strides=[256,1]>>
    // BOTH-DAG: :[[@LINE+2]]:{{[0-9]+}}: remark: vectorized: 128-bit accesses (4 x 'f32')
    // SM90-DAG: :[[@LINE+1]]:{{[0-9]+}}: remark: not loaded by TMA: elements outside the memref must read a padding other than zero (TMA fills with zeros)
    %tn, %kn = load_view_tko weak %sn[%i, %j] : strided_view<tile=(16x64), traversal_strides=[8,32], padding_value = nan, tensor_view<128x256xf32, strides=[256,1]>>, tile<i32> -> tile<16x64xf32>, token
    %sum = addf %t, %tn : tile<16x64xf32>
    %ys = make_strided_view %yv : strided_view<tile=(16x64), traversal_strides=[16,96], tensor_view<128x256xf32, strides=[256,1]>>
    // BOTH-DAG: :[[@LINE+2]]:{{[0-9]+}}: remark: vectorized: 128-bit accesses (4 x 'f32')
    // SM90-DAG: :[[@LINE+1]]:{{[0-9]+}}: remark: stored by TMA: 2 boxes of 16x32 elements, 128-byte swizzle
    %k2 = store_view_tko weak %sum, %ys[%i, %j] : tile<16x64xf32>, strided_view<tile=(16x64), traversal_strides=[16,96], tensor_view<128x256xf32, strides=[256,1]>>, tile<i32> -> token
    %rv = make_tensor_view %rows, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %rp = make_partition_view %rv : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>
    %r, %kr = load_view_tko weak %rp[%i] : partition_view<tile=(16), tensor_view<64xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %g = make_gather_scatter_view %xv : gather_scatter_view<tile=(16x64), tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=0>
    // BOTH-DAG: :[[@LINE+1]]:{{[0-9]+}}: remark: vectorized: 128-bit accesses (4 x 'f32')
    %gt, %kg = load_view_tko weak %g[%r, %j] : gather_scatter_view<tile=(16x64), tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> tile<16x64xf32>, token
    %gy = make_gather_scatter_view %yv : gather_scatter_view<tile=(16x64), tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=0>
    // BOTH-DAG: :[[@LINE+1]]:{{[0-9]+}}: remark: vectorized: 128-bit accesses (4 x 'f32')
    %k3 = store_view_tko weak %gt, %gy[%r, %j] : tile<16x64xf32>, gather_scatter_view<tile=(16x64), tensor_view<128x256xf32, strides=[256,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> token
    return
  }
}
}
