// Pointer, memref and type conversion ops parse, print and re-parse, in custom and generic form.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt --mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: nv_tileaa.func @addptr(
// CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[O:[^:]*]]: index, %[[PB:[^:]*]]: !nv_tileaa.ptr<f16, 1>, %[[L:[^:]*]]: tensor<128xindex>,
// CHECK-SAME: %[[PT:[^:]*]]: tensor<4x1x!nv_tileaa.ptr<i8, 3>>, %[[OT:[^:]*]]: tensor<1x8xindex>)
nv_tileaa.func @addptr(%p0: !nv_tileaa.ptr<f32, 1>, %off: index, %pbase: !nv_tileaa.ptr<f16, 1>, %lanes: tensor<128xindex>,
                       %pt: tensor<4x1x!nv_tileaa.ptr<i8, 3>>, %ot: tensor<1x8xindex>) {
  // CHECK-NEXT: nv_tileaa.addptr %[[P]], %[[O]] : !nv_tileaa.ptr<f32, 1>, index -> !nv_tileaa.ptr<f32, 1>
  %p1 = nv_tileaa.addptr %p0, %off
      : !nv_tileaa.ptr<f32, 1>, index -> !nv_tileaa.ptr<f32, 1>
  // CHECK-NEXT: nv_tileaa.addptr %[[PB]], %[[L]] : !nv_tileaa.ptr<f16, 1>, tensor<128xindex> -> tensor<128x!nv_tileaa.ptr<f16, 1>>
  %pp = nv_tileaa.addptr %pbase, %lanes
      : !nv_tileaa.ptr<f16, 1>, tensor<128xindex>
      -> tensor<128x!nv_tileaa.ptr<f16, 1>>
  // CHECK-NEXT: nv_tileaa.addptr %[[PT]], %[[O]] : tensor<4x1x!nv_tileaa.ptr<i8, 3>>, index -> tensor<4x1x!nv_tileaa.ptr<i8, 3>>
  %q1 = nv_tileaa.addptr %pt, %off : tensor<4x1x!nv_tileaa.ptr<i8, 3>>, index -> tensor<4x1x!nv_tileaa.ptr<i8, 3>>
  // CHECK-NEXT: nv_tileaa.addptr %[[PT]], %[[OT]] : tensor<4x1x!nv_tileaa.ptr<i8, 3>>, tensor<1x8xindex> -> tensor<4x8x!nv_tileaa.ptr<i8, 3>>
  %q2 = nv_tileaa.addptr %pt, %ot : tensor<4x1x!nv_tileaa.ptr<i8, 3>>, tensor<1x8xindex> -> tensor<4x8x!nv_tileaa.ptr<i8, 3>>
  nv_tileaa.return
}

// The roster's make_memref, and its GEMM example's addptr -> make_memref.
// CHECK-LABEL: nv_tileaa.func @make_memref(
// CHECK-SAME: %[[PB:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[OFF:[^:]*]]: index, %[[S0:[^:]*]]: index, %[[S1:[^:]*]]: index, %[[T0:[^:]*]]: index, %[[T1:[^:]*]]: index,
// CHECK-SAME: %[[AB:[^:]*]]: !nv_tileaa.ptr<f16, 1>, %[[Q:[^:]*]]: !nv_tileaa.ptr<i16, 3>)
nv_tileaa.func @make_memref(%pbase: !nv_tileaa.ptr<f32, 1>, %off: index, %sz0: index, %sz1: index, %st0: index,
                            %st1: index, %a_base: !nv_tileaa.ptr<f16, 1>, %q: !nv_tileaa.ptr<i16, 3>) {
  // CHECK-NEXT: nv_tileaa.make_memref %[[PB]], %[[OFF]], %[[S0]], %[[S1]], %[[T0]], %[[T1]] {alias_scope = 7 : i64}
  // CHECK-SAME: : (!nv_tileaa.ptr<f32, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?xf32, 1>
  %mr = nv_tileaa.make_memref %pbase, %off, %sz0, %sz1, %st0, %st1
      { alias_scope = 7,
        operandSegmentSizes = array<i32: 1, 1, 2, 2> }
      : (!nv_tileaa.ptr<f32, 1>, index, index, index, index, index)
      -> !nv_tileaa.memref<?x?xf32, 1>
  // CHECK-NEXT: %[[PA:.*]] = nv_tileaa.addptr %[[AB]], %[[OFF]] : !nv_tileaa.ptr<f16, 1>, index -> !nv_tileaa.ptr<f16, 1>
  %pa = nv_tileaa.addptr %a_base, %off
      : !nv_tileaa.ptr<f16, 1>, index -> !nv_tileaa.ptr<f16, 1>
  // CHECK-NEXT: nv_tileaa.make_memref %[[PA]], %[[OFF]], %[[S0]], %[[S1]], %[[T0]], %[[T1]]
  // CHECK-SAME: : (!nv_tileaa.ptr<f16, 1>, index, index, index, index, index) -> !nv_tileaa.memref<?x?xf16, 1>
  %mr_a = nv_tileaa.make_memref %pa, %off, %sz0, %sz1, %st0, %st1
      : (!nv_tileaa.ptr<f16, 1>, index, index, index, index, index)
      -> !nv_tileaa.memref<?x?xf16, 1>
  // No offset: the operand count says so.
  // CHECK-NEXT: nv_tileaa.make_memref %[[PB]], %[[S0]], %[[T0]] : (!nv_tileaa.ptr<f32, 1>, index, index) -> !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>
  %m2 = nv_tileaa.make_memref %pbase, %sz0, %st0 : (!nv_tileaa.ptr<f32, 1>, index, index) -> !nv_tileaa.memref<?x32xf32, strides=[?,1], 1>
  // CHECK-NEXT: nv_tileaa.make_memref %[[Q]] : (!nv_tileaa.ptr<i16, 3>) -> !nv_tileaa.memref<4x8xi16, strides=[8,1], 3>
  %m3 = nv_tileaa.make_memref %q : (!nv_tileaa.ptr<i16, 3>) -> !nv_tileaa.memref<4x8xi16, strides=[8,1], 3>
  // Offset only.
  // CHECK-NEXT: nv_tileaa.make_memref %[[Q]], %[[OFF]] {alias_scope = 4294967295 : i64} : (!nv_tileaa.ptr<i16, 3>, index) -> !nv_tileaa.memref<4xi16, strides=[1], 3>
  %m4 = nv_tileaa.make_memref %q, %off {alias_scope = 4294967295} : (!nv_tileaa.ptr<i16, 3>, index) -> !nv_tileaa.memref<4xi16, strides=[1], 3>
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @casts(
// CHECK-SAME: %[[I:[^:]*]]: tensor<4xi64>, %[[S:[^:]*]]: i64, %[[P:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[X:[^:]*]]: tensor<64xf32>, %[[H:[^:]*]]: f16)
nv_tileaa.func @casts(%i: tensor<4xi64>, %s: i64, %p: !nv_tileaa.ptr<f32, 1>, %x: tensor<64xf32>, %h: f16) {
  // CHECK-NEXT: nv_tileaa.int_to_ptr %[[I]] : tensor<4xi64> -> tensor<4x!nv_tileaa.ptr<f32, 1>>
  %pt = nv_tileaa.int_to_ptr %i : tensor<4xi64> -> tensor<4x!nv_tileaa.ptr<f32, 1>>
  // CHECK-NEXT: nv_tileaa.int_to_ptr %[[S]] : i64 -> !nv_tileaa.ptr<bf16, 3>
  %ps = nv_tileaa.int_to_ptr %s : i64 -> !nv_tileaa.ptr<bf16, 3>
  // CHECK-NEXT: nv_tileaa.ptr_to_int %[[P]] : !nv_tileaa.ptr<f32, 1> -> i64
  %n = nv_tileaa.ptr_to_int %p : !nv_tileaa.ptr<f32, 1> -> i64
  // CHECK-NEXT: nv_tileaa.ptr_to_int %{{.*}} : tensor<4x!nv_tileaa.ptr<f32, 1>> -> tensor<4xi64>
  %nt = nv_tileaa.ptr_to_int %pt : tensor<4x!nv_tileaa.ptr<f32, 1>> -> tensor<4xi64>
  // CHECK-NEXT: nv_tileaa.bitcast %[[X]] : tensor<64xf32> -> tensor<64xi32>
  %b = nv_tileaa.bitcast %x : tensor<64xf32> -> tensor<64xi32>
  // CHECK-NEXT: nv_tileaa.bitcast %[[H]] : f16 -> bf16
  %bh = nv_tileaa.bitcast %h : f16 -> bf16
  // CHECK-NEXT: nv_tileaa.fp_to_fp %[[X]] {rounding = #nv_tileaa.rounding<zero>} : tensor<64xf32> -> tensor<64xf16>
  %n16 = nv_tileaa.fp_to_fp %x {rounding = #nv_tileaa.rounding<zero>} : tensor<64xf32> -> tensor<64xf16>
  // CHECK-NEXT: nv_tileaa.fp_to_fp %[[X]] : tensor<64xf32> -> tensor<64xf8E4M3FN>
  %n8 = nv_tileaa.fp_to_fp %x : tensor<64xf32> -> tensor<64xf8E4M3FN>
  // CHECK-NEXT: nv_tileaa.fp_to_fp %[[H]] : f16 -> f32
  %w = nv_tileaa.fp_to_fp %h : f16 -> f32
  // Same width, different format: bf16 cannot hold every f16.
  // CHECK-NEXT: nv_tileaa.fp_to_fp %[[H]] {rounding = #nv_tileaa.rounding<positive_inf>} : f16 -> bf16
  %r = nv_tileaa.fp_to_fp %h {rounding = #nv_tileaa.rounding<positive_inf>} : f16 -> bf16
  nv_tileaa.return
}

// CHECK-LABEL: nv_tileaa.func @escape_hatches(
// CHECK-SAME: %[[A:[^:]*]]: tensor<128xf32>, %[[B:[^:]*]]: tensor<128xf32>, %[[X:[^:]*]]: tensor<128xi64>, %[[F:[^:]*]]: f32, %[[P:[^:]*]]: tensor<128x!nv_tileaa.ptr<f32, 1>>)
nv_tileaa.func @escape_hatches(%a: tensor<128xf32>, %b: tensor<128xf32>, %x: tensor<128xi64>, %f: f32,
                               %p: tensor<128x!nv_tileaa.ptr<f32, 1>>) {
  // CHECK-NEXT: nv_tileaa.extern_elementwise "__nv_powf"(%[[A]], %[[B]]) {libname = "libdevice", libpath = "libdevice.10.bc", pure}
  // CHECK-SAME: : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
  %pow = nv_tileaa.extern_elementwise "__nv_powf"(%a, %b) {libname = "libdevice", libpath = "libdevice.10.bc", pure}
      : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
  // CHECK-NEXT: nv_tileaa.extern_elementwise "my_log"(%[[P]], %[[A]]) : (tensor<128x!nv_tileaa.ptr<f32, 1>>, tensor<128xf32>) -> tensor<128xi32>
  %log = nv_tileaa.extern_elementwise "my_log"(%p, %a) : (tensor<128x!nv_tileaa.ptr<f32, 1>>, tensor<128xf32>) -> tensor<128xi32>
  // CHECK-NEXT: nv_tileaa.extern_elementwise "__nv_sinf"(%[[F]]) {pure} : (f32) -> f32
  %sin = nv_tileaa.extern_elementwise "__nv_sinf"(%f) {pure} : (f32) -> f32
  // CHECK-NEXT: %{{.*}}:2 = nv_tileaa.elementwise_inline_asm "mov.b64 {$0, $1}, $2;"(%[[X]]) {constraints = "=r,=r,l", pure}
  // CHECK-SAME: : (tensor<128xi64>) -> (tensor<128xi32>, tensor<128xi32>)
  %lo, %hi = nv_tileaa.elementwise_inline_asm "mov.b64 {$0, $1}, $2;"(%x) {constraints = "=r,=r,l", packed_element = 1 : i32, pure}
      : (tensor<128xi64>) -> (tensor<128xi32>, tensor<128xi32>)
  // CHECK-NEXT: nv_tileaa.elementwise_inline_asm "cvt.rn.f16x2.f32 $0, $2, $1;"(%[[A]]) {constraints = "=r,r,~{memory}", packed_element = 2 : i32}
  // CHECK-SAME: : (tensor<128xf32>) -> tensor<128xf16>
  %cvt = nv_tileaa.elementwise_inline_asm "cvt.rn.f16x2.f32 $0, $2, $1;"(%a) {constraints = "=r,r,~{memory}", packed_element = 2 : i32}
      : (tensor<128xf32>) -> tensor<128xf16>
  // CHECK-NEXT: nv_tileaa.elementwise_inline_asm "membar.gl;"() {constraints = ""} : () -> ()
  nv_tileaa.elementwise_inline_asm "membar.gl;"() {constraints = ""} : () -> ()
  // CHECK-NEXT: nv_tileaa.call_elementwise_intrinsic "llvm.nvvm.sin.approx.f"(%[[A]]) : (tensor<128xf32>) -> tensor<128xf32>
  %e = nv_tileaa.call_elementwise_intrinsic "llvm.nvvm.sin.approx.f"(%a) : (tensor<128xf32>) -> tensor<128xf32>
  // CHECK-NEXT: nv_tileaa.call_elementwise_intrinsic "llvm.fma.f32"(%[[F]], %[[F]], %[[F]]) : (f32, f32, f32) -> f32
  %fma = nv_tileaa.call_elementwise_intrinsic "llvm.fma.f32"(%f, %f, %f) : (f32, f32, f32) -> f32
  nv_tileaa.return
}
