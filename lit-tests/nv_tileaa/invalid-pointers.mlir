// Pointer, memref and type conversion verifiers: one case per rule, with its exact message.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

// addptr: the base is a pointer or a tile of pointers.
nv_tileaa.func @f(%p: i64, %o: index) {
  // expected-error @below {{'nv_tileaa.addptr' op operand #0 must be pointer or tile of pointers, but got 'i64'}}
  %q = nv_tileaa.addptr %p, %o : i64, index -> i64
  nv_tileaa.return
}

// -----

// addptr: the offset is an index or a tile of index.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %o: i32) {
  // expected-error @below {{'nv_tileaa.addptr' op operand #1 must be index or tile of index, but got 'i32'}}
  %q = nv_tileaa.addptr %p, %o : !nv_tileaa.ptr<f32, 1>, i32 -> !nv_tileaa.ptr<f32, 1>
  nv_tileaa.return
}

// -----

// addptr: tiles are statically shaped.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %o: tensor<?xindex>) {
  // expected-error @below {{'nv_tileaa.addptr' op operand #1 must be index or tile of index, but got 'tensor<?xindex>'}}
  %q = nv_tileaa.addptr %p, %o : !nv_tileaa.ptr<f32, 1>, tensor<?xindex> -> tensor<?x!nv_tileaa.ptr<f32, 1>>
  nv_tileaa.return
}

// -----

// addptr: base and offset tiles have one rank.
nv_tileaa.func @f(%p: tensor<4x!nv_tileaa.ptr<f32, 1>>, %o: tensor<1x4xindex>) {
  // expected-error @below {{'nv_tileaa.addptr' op base 'tensor<4x!nv_tileaa.ptr<f32, 1>>' and offset 'tensor<1x4xindex>' do not broadcast: ranks differ}}
  %q = nv_tileaa.addptr %p, %o : tensor<4x!nv_tileaa.ptr<f32, 1>>, tensor<1x4xindex> -> tensor<1x4x!nv_tileaa.ptr<f32, 1>>
  nv_tileaa.return
}

// -----

// addptr: extents agree or one is 1.
nv_tileaa.func @f(%p: tensor<4x2x!nv_tileaa.ptr<f32, 1>>, %o: tensor<4x3xindex>) {
  // expected-error @below {{'nv_tileaa.addptr' op base 'tensor<4x2x!nv_tileaa.ptr<f32, 1>>' and offset 'tensor<4x3xindex>' do not broadcast: extents 2 and 3 differ and neither is 1}}
  %q = nv_tileaa.addptr %p, %o : tensor<4x2x!nv_tileaa.ptr<f32, 1>>, tensor<4x3xindex> -> tensor<4x3x!nv_tileaa.ptr<f32, 1>>
  nv_tileaa.return
}

// -----

// addptr: the result keeps the element type.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %o: index) {
  // expected-error @below {{'nv_tileaa.addptr' op result must be '!nv_tileaa.ptr<f32, 1>' (the base's pointer type, broadcast with the offset), got '!nv_tileaa.ptr<f16, 1>'}}
  %q = nv_tileaa.addptr %p, %o : !nv_tileaa.ptr<f32, 1>, index -> !nv_tileaa.ptr<f16, 1>
  nv_tileaa.return
}

// -----

// addptr: the result keeps the address space.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %o: tensor<8xindex>) {
  // expected-error @below {{'nv_tileaa.addptr' op result must be 'tensor<8x!nv_tileaa.ptr<f32, 1>>' (the base's pointer type, broadcast with the offset), got 'tensor<8x!nv_tileaa.ptr<f32, 3>>'}}
  %q = nv_tileaa.addptr %p, %o : !nv_tileaa.ptr<f32, 1>, tensor<8xindex> -> tensor<8x!nv_tileaa.ptr<f32, 3>>
  nv_tileaa.return
}

// -----

// addptr: the result has the broadcast shape.
nv_tileaa.func @f(%p: tensor<4x1x!nv_tileaa.ptr<f32, 1>>, %o: index) {
  // expected-error @below {{'nv_tileaa.addptr' op result must be 'tensor<4x1x!nv_tileaa.ptr<f32, 1>>' (the base's pointer type, broadcast with the offset), got 'tensor<4x4x!nv_tileaa.ptr<f32, 1>>'}}
  %q = nv_tileaa.addptr %p, %o : tensor<4x1x!nv_tileaa.ptr<f32, 1>>, index -> tensor<4x4x!nv_tileaa.ptr<f32, 1>>
  nv_tileaa.return
}

// -----

// int_to_ptr: the source is i64.
nv_tileaa.func @f(%x: i32) {
  // expected-error @below {{'nv_tileaa.int_to_ptr' op operand #0 must be i64 or tile of i64, but got 'i32'}}
  %p = nv_tileaa.int_to_ptr %x : i32 -> !nv_tileaa.ptr<f32, 1>
  nv_tileaa.return
}

// -----

// int_to_ptr: source and result have one shape.
nv_tileaa.func @f(%x: tensor<4xi64>) {
  // expected-error @below {{'nv_tileaa.int_to_ptr' op source 'tensor<4xi64>' and result 'tensor<8x!nv_tileaa.ptr<f32, 1>>' must have the same shape}}
  %p = nv_tileaa.int_to_ptr %x : tensor<4xi64> -> tensor<8x!nv_tileaa.ptr<f32, 1>>
  nv_tileaa.return
}

// -----

// ptr_to_int: the result is i64.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.ptr_to_int' op result #0 must be i64 or tile of i64, but got 'index'}}
  %x = nv_tileaa.ptr_to_int %p : !nv_tileaa.ptr<f32, 1> -> index
  nv_tileaa.return
}

// -----

// ptr_to_int: a scalar stays a scalar.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.ptr_to_int' op source '!nv_tileaa.ptr<f32, 1>' and result 'tensor<1xi64>' must have the same shape}}
  %x = nv_tileaa.ptr_to_int %p : !nv_tileaa.ptr<f32, 1> -> tensor<1xi64>
  nv_tileaa.return
}

// -----

// make_memref: the operand count is the base, an optional offset, and the result type's dynamic sizes and strides.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %n: index) {
  // expected-error @below {{expected the base, an optional offset, 1 sizes and 1 strides (from the result type), got 5 operands}}
  %m = nv_tileaa.make_memref %p, %n, %n, %n, %n : (!nv_tileaa.ptr<f32, 1>, index, index, index, index) -> !nv_tileaa.memref<?x4xf32, strides=[?,1], 1>
  nv_tileaa.return
}

// -----

// make_memref: the result is a memref.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{expected one !nv_tileaa.memref result}}
  %m = nv_tileaa.make_memref %p : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.ptr<f32, 1>
  nv_tileaa.return
}

// -----

// make_memref: the base's pointee is the memref's element type.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f16, 1>) {
  // expected-error @below {{'nv_tileaa.make_memref' op base points to 'f16' but the memref holds 'f32'}}
  %m = nv_tileaa.make_memref %p : (!nv_tileaa.ptr<f16, 1>) -> !nv_tileaa.memref<4xf32, strides=[1], 1>
  nv_tileaa.return
}

// -----

// make_memref: base and memref share an address space.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 3>) {
  // expected-error @below {{'nv_tileaa.make_memref' op base is in address space 3 but the memref is in 1}}
  %m = nv_tileaa.make_memref %p : (!nv_tileaa.ptr<f32, 3>) -> !nv_tileaa.memref<4xf32, strides=[1], 1>
  nv_tileaa.return
}

// -----

// make_memref: explicit segments agree with the dynamic extents.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %n: index) {
  // expected-error @below {{'nv_tileaa.make_memref' op has 2 size operands for 1 dynamic extents}}
  %m = nv_tileaa.make_memref %p, %n, %n {operandSegmentSizes = array<i32: 1, 0, 2, 0>} : (!nv_tileaa.ptr<f32, 1>, index, index) -> !nv_tileaa.memref<?x4xf32, strides=[4,1], 1>
  nv_tileaa.return
}

// -----

// make_memref: explicit segments agree with the dynamic strides.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %n: index) {
  // expected-error @below {{'nv_tileaa.make_memref' op has 0 stride operands for 1 dynamic strides}}
  %m = nv_tileaa.make_memref %p, %n, %n {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!nv_tileaa.ptr<f32, 1>, index, index) -> !nv_tileaa.memref<?x4xf32, strides=[?,1], 1>
  nv_tileaa.return
}

// -----

// make_memref: segments cover every operand.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>, %n: index) {
  // expected-error @below {{'nv_tileaa.make_memref' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  %m = nv_tileaa.make_memref %p, %n {operandSegmentSizes = array<i32: 1, 0, 0, 0>} : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<4xf32, strides=[1], 1>
  nv_tileaa.return
}

// -----

// make_memref: alias_scope is an unsigned 32-bit id.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.make_memref' op alias_scope must be an unsigned 32-bit id, got 4294967296}}
  %m = nv_tileaa.make_memref %p {alias_scope = 4294967296} : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<4xf32, strides=[1], 1>
  nv_tileaa.return
}

// -----

// make_memref: alias_scope is not negative.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.make_memref' op alias_scope must be an unsigned 32-bit id, got -1}}
  %m = nv_tileaa.make_memref %p {alias_scope = -1} : (!nv_tileaa.ptr<f32, 1>) -> !nv_tileaa.memref<4xf32, strides=[1], 1>
  nv_tileaa.return
}

// -----

// bitcast: pointers go through int_to_ptr / ptr_to_int.
nv_tileaa.func @f(%p: !nv_tileaa.ptr<f32, 1>) {
  // expected-error @below {{'nv_tileaa.bitcast' op operand #0 must be integer or float, or a tile of them, but got '!nv_tileaa.ptr<f32, 1>'}}
  %x = nv_tileaa.bitcast %p : !nv_tileaa.ptr<f32, 1> -> i64
  nv_tileaa.return
}

// -----

// bitcast: element widths agree (float widths change only through fp_to_fp).
nv_tileaa.func @f(%x: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.bitcast' op element types 'f32' and 'f16' must have the same bit width}}
  %y = nv_tileaa.bitcast %x : tensor<4xf32> -> tensor<4xf16>
  nv_tileaa.return
}

// -----

// bitcast: shapes agree.
nv_tileaa.func @f(%x: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.bitcast' op source 'tensor<4xf32>' and result 'tensor<2x2xi32>' must have the same shape}}
  %y = nv_tileaa.bitcast %x : tensor<4xf32> -> tensor<2x2xi32>
  nv_tileaa.return
}

// -----

// fp_to_fp: floats only.
nv_tileaa.func @f(%x: tensor<4xi32>) {
  // expected-error @below {{'nv_tileaa.fp_to_fp' op operand #0 must be float or tile of floats, but got 'tensor<4xi32>'}}
  %y = nv_tileaa.fp_to_fp %x : tensor<4xi32> -> tensor<4xf32>
  nv_tileaa.return
}

// -----

// fp_to_fp: the element type changes.
nv_tileaa.func @f(%x: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.fp_to_fp' op converts 'f32' to itself}}
  %y = nv_tileaa.fp_to_fp %x : tensor<4xf32> -> tensor<4xf32>
  nv_tileaa.return
}

// -----

// fp_to_fp: shapes agree.
nv_tileaa.func @f(%x: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.fp_to_fp' op source 'tensor<4xf32>' and result 'tensor<8xf16>' must have the same shape}}
  %y = nv_tileaa.fp_to_fp %x : tensor<4xf32> -> tensor<8xf16>
  nv_tileaa.return
}

// -----

// fp_to_fp: exact conversions take no rounding mode.
nv_tileaa.func @f(%x: f16) {
  // expected-error @below {{'nv_tileaa.fp_to_fp' op rounding is meaningless for the exact conversion 'f16' -> 'f32'}}
  %y = nv_tileaa.fp_to_fp %x {rounding = #nv_tileaa.rounding<zero>} : f16 -> f32
  nv_tileaa.return
}

// -----

// extern_elementwise: a symbol is named.
nv_tileaa.func @f(%x: f32) {
  // expected-error @below {{'nv_tileaa.extern_elementwise' op symbol must not be empty}}
  %y = nv_tileaa.extern_elementwise ""(%x) {pure} : (f32) -> f32
  nv_tileaa.return
}

// -----

// extern_elementwise: operands and result have one shape.
nv_tileaa.func @f(%x: tensor<4xf32>, %s: f32) {
  // expected-error @below {{'nv_tileaa.extern_elementwise' op operands and results must all have the same shape, but 'tensor<4xf32>' and 'f32' differ}}
  %y = nv_tileaa.extern_elementwise "__nv_powf"(%x, %s) {pure} : (tensor<4xf32>, f32) -> tensor<4xf32>
  nv_tileaa.return
}

// -----

// extern_elementwise: values are numbers or pointers.
nv_tileaa.func @f(%x: index) {
  // expected-error @below {{'nv_tileaa.extern_elementwise' op operand #0 must be variadic of integer, float or pointer, or a tile of them, but got 'index'}}
  %y = nv_tileaa.extern_elementwise "g"(%x) : (index) -> i32
  nv_tileaa.return
}

// -----

// elementwise_inline_asm: operands and results have one shape.
nv_tileaa.func @f(%x: tensor<4xi32>) {
  // expected-error @below {{'nv_tileaa.elementwise_inline_asm' op operands and results must all have the same shape, but 'tensor<4xi32>' and 'tensor<8xi32>' differ}}
  %y = nv_tileaa.elementwise_inline_asm "mov.b32 $0, $1;"(%x) {constraints = "=r,r", pure} : (tensor<4xi32>) -> tensor<8xi32>
  nv_tileaa.return
}

// -----

// elementwise_inline_asm: pure assembly produces something.
nv_tileaa.func @f(%x: i32) {
  // expected-error @below {{'nv_tileaa.elementwise_inline_asm' op is pure but has no results}}
  nv_tileaa.elementwise_inline_asm "mov.b32 %r0, $0;"(%x) {constraints = "r", pure} : (i32) -> ()
  nv_tileaa.return
}

// -----

// elementwise_inline_asm: packed_element is positive.
nv_tileaa.func @f(%x: i32) {
  // expected-error @below {{'nv_tileaa.elementwise_inline_asm' op packed_element must be at least 1, got 0}}
  %y = nv_tileaa.elementwise_inline_asm "mov.b32 $0, $1;"(%x) {constraints = "=r,r", packed_element = 0 : i32} : (i32) -> i32
  nv_tileaa.return
}

// -----

// elementwise_inline_asm: packed_element divides the element count.
nv_tileaa.func @f(%x: tensor<6xf16>) {
  // expected-error @below {{'nv_tileaa.elementwise_inline_asm' op packed_element 4 does not divide the 6 elements}}
  %y = nv_tileaa.elementwise_inline_asm "mov.b64 $0, $1;"(%x) {constraints = "=l,l", packed_element = 4 : i32} : (tensor<6xf16>) -> tensor<6xf16>
  nv_tileaa.return
}

// -----

// elementwise_inline_asm: one constraint per result and operand.
nv_tileaa.func @f(%x: i32) {
  // expected-error @below {{'nv_tileaa.elementwise_inline_asm' op constraints "=r" need 1 outputs and 1 inputs, got 1 entries}}
  %y = nv_tileaa.elementwise_inline_asm "mov.b32 $0, $1;"(%x) {constraints = "=r"} : (i32) -> i32
  nv_tileaa.return
}

// -----

// elementwise_inline_asm: results take output constraints.
nv_tileaa.func @f(%x: i32) {
  // expected-error @below {{'nv_tileaa.elementwise_inline_asm' op constraint 0 ("r") must be an output (=...) for result 0}}
  %y = nv_tileaa.elementwise_inline_asm "mov.b32 $0, $1;"(%x) {constraints = "r,r"} : (i32) -> i32
  nv_tileaa.return
}

// -----

// elementwise_inline_asm: operands take input constraints.
nv_tileaa.func @f(%x: i32) {
  // expected-error @below {{'nv_tileaa.elementwise_inline_asm' op constraint 1 ("=r") must be an input for operand 0}}
  %y = nv_tileaa.elementwise_inline_asm "mov.b32 $0, $1;"(%x) {constraints = "=r,=r"} : (i32) -> i32
  nv_tileaa.return
}

// -----

// elementwise_inline_asm: only clobbers follow.
nv_tileaa.func @f(%x: i32) {
  // expected-error @below {{'nv_tileaa.elementwise_inline_asm' op constraint 2 ("r") follows every output and input, so it must be a clobber (~{...})}}
  %y = nv_tileaa.elementwise_inline_asm "mov.b32 $0, $1;"(%x) {constraints = "=r,r,r"} : (i32) -> i32
  nv_tileaa.return
}

// -----

// call_elementwise_intrinsic: the name is an LLVM intrinsic.
nv_tileaa.func @f(%x: f32) {
  // expected-error @below {{'nv_tileaa.call_elementwise_intrinsic' op unknown LLVM intrinsic "llvm.nvvm.no_such_thing"}}
  %y = nv_tileaa.call_elementwise_intrinsic "llvm.nvvm.no_such_thing"(%x) : (f32) -> f32
  nv_tileaa.return
}

// -----

// call_elementwise_intrinsic: operands and result have one shape.
nv_tileaa.func @f(%x: tensor<4xf32>) {
  // expected-error @below {{'nv_tileaa.call_elementwise_intrinsic' op operands and results must all have the same shape, but 'tensor<4xf32>' and 'f32' differ}}
  %y = nv_tileaa.call_elementwise_intrinsic "llvm.nvvm.sin.approx.f"(%x) : (tensor<4xf32>) -> f32
  nv_tileaa.return
}
