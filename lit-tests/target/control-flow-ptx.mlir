// REQUIRES: ptxas
// tile-compile on control flow: loop with break / continue becomes a PTX loop (a backward branch), if with
// results a select or branches; get_tensor_shape reads the view's dynamic extent; ptxas accepts the cubins.
// RUN: tile-compile --gpu-name=sm_80 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_90 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_100 --emit=ptx %s -o - | FileCheck %s
// RUN: tile-compile --gpu-name=sm_80 --emit=cubin %s -o %t.sm_80.cubin
// RUN: tile-compile --gpu-name=sm_90 --emit=cubin %s -o %t.sm_90.cubin
// RUN: tile-compile --gpu-name=sm_100 --emit=cubin %s -o %t.sm_100.cubin

// CHECK-LABEL: .entry collatz(
// CHECK: setp.eq.b32 [[DONE:%p[0-9]+]], {{.*}}, 1;
// CHECK: @[[DONE]] bra [[EXIT:\$L__BB[0-9_]+]];
// CHECK: [[HEAD:\$L__BB[0-9_]+]]:
// CHECK: add.s32 {{.*}}, 1;
// CHECK: mad.lo.s32 {{.*}}, 3, 1;
// CHECK: setp.ne.b32 [[AGAIN:%p[0-9]+]], {{.*}}, 1;
// CHECK: @[[AGAIN]] bra [[HEAD]];
// CHECK: [[EXIT]]:
// CHECK: setp.gt.s32
// CHECK: mul.lo.s32 {{.*}}, 3;
// CHECK: selp.b32 {{.*}}, 2,
// CHECK: st.global.b32
// The dynamic extent times the static one.
// CHECK-LABEL: .entry shapes(
// CHECK: ld.param.b64 [[N:%rd[0-9]+]], [shapes_param_2];
// CHECK: mul.lo.s64 [[S:%rd[0-9]+]], [[N]], 100;
// CHECK: st.global.b64 [{{%rd[0-9]+}}], [[S]];

cuda_tile.module @m {
  entry @collatz(%p: tile<ptr<i32>>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %r = loop iter_values(%x = %n, %k = %c0) : tile<i32>, tile<i32> -> tile<i32> {
      %one = cmpi equal %x, %c1, signed : tile<i32> -> tile<i1>
      if %one {
        break %k : tile<i32>
      }
      %k1 = addi %k, %c1 : tile<i32>
      %m = remi %x, %c2 signed : tile<i32>
      %even = cmpi equal %m, %c0, signed : tile<i32> -> tile<i1>
      if %even {
        %h = divi %x, %c2 signed : tile<i32>
        continue %h, %k1 : tile<i32>, tile<i32>
      }
      %t = muli %x, %c3 : tile<i32>
      %t1 = addi %t, %c1 : tile<i32>
      continue %t1, %k1 : tile<i32>, tile<i32>
    }
    %positive = cmpi greater_than %r, %c0, signed : tile<i32> -> tile<i1>
    %v = if %positive -> (tile<i32>) {
      %w = muli %r, %c3 : tile<i32>
      yield %w : tile<i32>
    } else {
      yield %c2 : tile<i32>
    }
    %u = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    return
  }
  entry @shapes(%p: tile<ptr<f32>>, %q: tile<ptr<i64>>, %n: tile<i64>) {
    %v = make_tensor_view %p, shape = [%n, 100], strides = [100, 1] : tile<i64> -> tensor_view<?x100xf32, strides=[100,1]>
    %e:2 = get_tensor_shape %v : tensor_view<?x100xf32, strides=[100,1]> -> tile<i64>
    %s = muli %e#0, %e#1 : tile<i64>
    %u = store_ptr_tko weak %q, %s : tile<ptr<i64>>, tile<i64> -> token
    return
  }
}
