// tileaa-remove-layout-conversions: an element-wise op whose tile operands are all conversions from one register
// layout (or splat constants) is computed in that layout and its results converted instead; repeated, a load's
// layout flows through the arithmetic to the store and the conversions cancel. Operands from different layouts,
// from shared memory, or in the default layout stop it; besides element-wise ops, reductions, views that put back
// the reduced dimension, broadcasts and permutes follow a blocked layout.
// RUN: tile-opt %s --split-input-file --tileaa-remove-layout-conversions | FileCheck %s

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>

// Arithmetic, a comparison, a select and a splat constant between two conversions: all in the blocked layout, no
// conversion left.
// CHECK-LABEL: nv_tileaa.func @chain(
// CHECK-SAME: %[[X:[^:]*]]: tensor<64x64xf32, #blocked>, %[[Y:[^:]*]]: tensor<64x64xf32, #blocked>)
// CHECK-NOT: convert_layout
// CHECK-DAG: %[[TWO:.*]] = arith.constant dense<2.000000e+00> : tensor<64x64xf32, #blocked>
// CHECK-DAG: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : tensor<64x64xf32, #blocked>
// CHECK: %[[M:.*]] = arith.mulf %[[S]], %[[TWO]] : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %[[C:.*]] = arith.cmpf ogt, %[[M]], %[[TWO]] : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %[[R:.*]] = arith.select %[[C]], %[[M]], %[[X]] : tensor<64x64xi1, #blocked>, tensor<64x64xf32, #blocked>
// CHECK-NEXT: nv_tileaa.return %[[R]] : tensor<64x64xf32, #blocked>
nv_tileaa.func @chain(%x: tensor<64x64xf32, #blocked>, %y: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf32, #blocked> -> tensor<64x64xf32>
  %b = nv_tileaa.convert_layout %y : tensor<64x64xf32, #blocked> -> tensor<64x64xf32>
  %two = arith.constant dense<2.0> : tensor<64x64xf32>
  %s = arith.addf %a, %b : tensor<64x64xf32>
  %m = arith.mulf %s, %two : tensor<64x64xf32>
  %c = arith.cmpf ogt, %m, %two : tensor<64x64xf32>
  %r = arith.select %c, %m, %a : tensor<64x64xi1>, tensor<64x64xf32>
  %back = nv_tileaa.convert_layout %r : tensor<64x64xf32> -> tensor<64x64xf32, #blocked>
  nv_tileaa.return %back : tensor<64x64xf32, #blocked>
}

// A user in the default layout (the return) keeps one conversion, after the last element-wise op; casts and math
// ops are element-wise too, and their results take the layout with their own element types.
// CHECK-LABEL: nv_tileaa.func @to_default(
// CHECK-SAME: %[[X:[^:]*]]: tensor<64x64xf32, #blocked>)
// CHECK-NEXT: %[[E:.*]] = math.exp %[[X]] : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %[[EB:.*]] = nv_tileaa.convert_layout %[[E]] : tensor<64x64xf32, #blocked> -> tensor<64x64xf32>
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[X]] : tensor<64x64xf32, #blocked> to tensor<64x64xi32, #blocked>
// CHECK-NEXT: %[[IB:.*]] = nv_tileaa.convert_layout %[[I]] : tensor<64x64xi32, #blocked> -> tensor<64x64xi32>
// CHECK-NEXT: %[[H:.*]] = arith.truncf %[[X]] : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
// CHECK-NEXT: %[[HB:.*]] = nv_tileaa.convert_layout %[[H]] : tensor<64x64xf16, #blocked> -> tensor<64x64xf16>
// CHECK-NEXT: nv_tileaa.return %[[EB]], %[[IB]], %[[HB]]
nv_tileaa.func @to_default(%x: tensor<64x64xf32, #blocked>) -> (tensor<64x64xf32>, tensor<64x64xi32>, tensor<64x64xf16>) {
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf32, #blocked> -> tensor<64x64xf32>
  %e = math.exp %a : tensor<64x64xf32>
  %i = arith.fptosi %a : tensor<64x64xf32> to tensor<64x64xi32>
  %h = arith.truncf %a : tensor<64x64xf32> to tensor<64x64xf16>
  nv_tileaa.return %e, %i, %h : tensor<64x64xf32>, tensor<64x64xi32>, tensor<64x64xf16>
}

// -----

#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#blocked1 = #nv_tileaa.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>

// Operands from two layouts, or one converted and one in the default layout: nothing moves.
// CHECK-LABEL: nv_tileaa.func @mixed(
// CHECK-SAME: %[[X:[^:]*]]: tensor<64x64xf32, #blocked>, %[[Y:[^:]*]]: tensor<64x64xf32, #blocked1>, %[[Z:[^:]*]]: tensor<64x64xf32>)
// CHECK-NEXT: %[[A:.*]] = nv_tileaa.convert_layout %[[X]] : tensor<64x64xf32, #blocked> -> tensor<64x64xf32>
// CHECK-NEXT: %[[B:.*]] = nv_tileaa.convert_layout %[[Y]] : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32>
// CHECK-NEXT: arith.addf %[[A]], %[[B]] : tensor<64x64xf32>
// CHECK-NEXT: arith.addf %[[A]], %[[Z]] : tensor<64x64xf32>
nv_tileaa.func @mixed(%x: tensor<64x64xf32, #blocked>, %y: tensor<64x64xf32, #blocked1>, %z: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf32, #blocked> -> tensor<64x64xf32>
  %b = nv_tileaa.convert_layout %y : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32>
  %s = arith.addf %a, %b : tensor<64x64xf32>
  %t = arith.addf %a, %z : tensor<64x64xf32>
  nv_tileaa.return %s, %t : tensor<64x64xf32>, tensor<64x64xf32>
}

// A tile read out of shared memory is not computed on there.
// CHECK-LABEL: nv_tileaa.func @from_shared(
// CHECK-NEXT: %[[A:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<64x64xf16, #shared> -> tensor<64x64xf16>
// CHECK-NEXT: arith.negf %[[A]] : tensor<64x64xf16>
nv_tileaa.func @from_shared(%x: tensor<64x64xf16, #shared>) -> tensor<64x64xf16> {
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf16, #shared> -> tensor<64x64xf16>
  %s = arith.negf %a : tensor<64x64xf16>
  nv_tileaa.return %s : tensor<64x64xf16>
}

// An op already in a layout is left alone (it is not converting from the default one): mma -> blocked stays.
// CHECK-LABEL: nv_tileaa.func @encoded(
// CHECK-NEXT: %[[A:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
// CHECK-NEXT: arith.negf %[[A]] : tensor<64x64xf32, #blocked>
nv_tileaa.func @encoded(%x: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #blocked> {
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
  %s = arith.negf %a : tensor<64x64xf32, #blocked>
  nv_tileaa.return %s : tensor<64x64xf32, #blocked>
}

// Other operands stop the op, a broadcast too unless its source has at most an eighth of its elements: converting
// that source (a column of scales over a dot's result) moves fewer elements than converting the result.
// CHECK-LABEL: nv_tileaa.func @wide_broadcast(
// CHECK: %[[A:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<2x64xf32, #blocked> -> tensor<2x64xf32>
// CHECK: arith.addf %[[A]], %{{.*}} : tensor<2x64xf32>
// CHECK-LABEL: nv_tileaa.func @small_broadcast(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x64xf32, #blocked>
// CHECK: %[[C:.*]] = arith.constant dense<{{.*}}> : tensor<2x1xf32>
// CHECK-NEXT: %[[CB:.*]] = nv_tileaa.convert_layout %[[C]] : tensor<2x1xf32> -> tensor<2x1xf32, #blocked>
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.broadcast %[[CB]] : tensor<2x1xf32, #blocked> -> tensor<2x64xf32, #blocked>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[D]] : tensor<2x64xf32, #blocked>
// CHECK-NEXT: nv_tileaa.convert_layout %[[S]] : tensor<2x64xf32, #blocked> -> tensor<2x64xf32>
nv_tileaa.func @wide_broadcast(%x: tensor<2x64xf32, #blocked>, %y: tensor<1x64xf32>) -> tensor<2x64xf32> {
  %a = nv_tileaa.convert_layout %x : tensor<2x64xf32, #blocked> -> tensor<2x64xf32>
  %d = nv_tileaa.broadcast %y : tensor<1x64xf32> -> tensor<2x64xf32>
  %s = arith.addf %a, %d : tensor<2x64xf32>
  nv_tileaa.return %s : tensor<2x64xf32>
}
nv_tileaa.func @small_broadcast(%x: tensor<2x64xf32, #blocked>) -> tensor<2x64xf32> {
  %a = nv_tileaa.convert_layout %x : tensor<2x64xf32, #blocked> -> tensor<2x64xf32>
  %c = arith.constant dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %d = nv_tileaa.broadcast %c : tensor<2x1xf32> -> tensor<2x64xf32>
  %s = arith.addf %a, %d : tensor<2x64xf32>
  nv_tileaa.return %s : tensor<2x64xf32>
}

// A reduction follows its operand's blocked layout too: its result is the slice of that layout along the reduced
// dimension (where the reduction leaves it), converted for its users.
// CHECK-LABEL: nv_tileaa.func @reduce(
// CHECK-NEXT: %[[E:.*]] = math.exp %{{.*}} : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %[[R:.*]] = nv_tileaa.reduce %[[E]] dim = 1 {{.*}} : tensor<64x64xf32, #blocked> -> tensor<64xf32, #slice>
// CHECK: nv_tileaa.convert_layout %[[R]] : tensor<64xf32, #slice> -> tensor<64xf32>
nv_tileaa.func @reduce(%x: tensor<64x64xf32, #blocked>) -> tensor<64xf32> {
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf32, #blocked> -> tensor<64x64xf32>
  %e = math.exp %a : tensor<64x64xf32>
  %r = nv_tileaa.reduce %e dim = 1 identities = [0.000000e+00 : f32] : tensor<64x64xf32> -> tensor<64xf32> {
  ^bb0(%l: f32, %acc: f32):
    %s = arith.addf %l, %acc : f32
    nv_tileaa.yield %s : f32
  }
  nv_tileaa.return %r : tensor<64xf32>
}

// -----

// A permute of a tile converted from a blocked layout is done in that layout with its axes renamed (nothing moves)
// and the conversion comes after it; an mma source, or a permute whose result already has a layout, stays.
// The transposed layouts: every per-dimension list permuted, the order renamed.
// CHECK-DAG: #[[T:blocked[0-9]+]] = #nv_tileaa.blocked<sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]>
// CHECK-DAG: #[[T3:blocked[0-9]+]] = #nv_tileaa.blocked<sizePerThread = [4, 1, 1], threadsPerWarp = [8, 1, 4], warpsPerCTA = [1, 4, 1], order = [0, 2, 1]>
// CHECK-LABEL: nv_tileaa.func @permute(
// CHECK-SAME: %[[X:[^:]*]]: tensor<64x32xf32, #blocked>)
// CHECK-NEXT: %[[P:.*]] = nv_tileaa.permute %[[X]] [1, 0] : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #[[T]]>
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.convert_layout %[[P]] : tensor<32x64xf32, #[[T]]> -> tensor<32x64xf32>
// CHECK-NEXT: nv_tileaa.return %[[D]]
// CHECK-LABEL: nv_tileaa.func @permute3(
// CHECK: nv_tileaa.permute %{{.*}} [2, 0, 1] : tensor<2x8x32xf32, #{{.*}}> -> tensor<32x2x8xf32, #[[T3]]>
// CHECK-LABEL: nv_tileaa.func @permute_mma(
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.convert_layout %{{.*}} : tensor<64x32xf32, #mma> -> tensor<64x32xf32>
// CHECK-NEXT: nv_tileaa.permute %[[D]] [1, 0] : tensor<64x32xf32> -> tensor<32x64xf32>
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#blocked3 = #nv_tileaa.blocked<sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [2, 2], instrShape = [16, 8]>
nv_tileaa.func @permute(%x: tensor<64x32xf32, #blocked>) -> tensor<32x64xf32> {
  %a = nv_tileaa.convert_layout %x : tensor<64x32xf32, #blocked> -> tensor<64x32xf32>
  %p = nv_tileaa.permute %a [1, 0] : tensor<64x32xf32> -> tensor<32x64xf32>
  nv_tileaa.return %p : tensor<32x64xf32>
}
nv_tileaa.func @permute3(%x: tensor<2x8x32xf32, #blocked3>) -> tensor<32x2x8xf32> {
  %a = nv_tileaa.convert_layout %x : tensor<2x8x32xf32, #blocked3> -> tensor<2x8x32xf32>
  %p = nv_tileaa.permute %a [2, 0, 1] : tensor<2x8x32xf32> -> tensor<32x2x8xf32>
  nv_tileaa.return %p : tensor<32x2x8xf32>
}
nv_tileaa.func @permute_mma(%x: tensor<64x32xf32, #mma>) -> tensor<32x64xf32> {
  %a = nv_tileaa.convert_layout %x : tensor<64x32xf32, #mma> -> tensor<64x32xf32>
  %p = nv_tileaa.permute %a [1, 0] : tensor<64x32xf32> -> tensor<32x64xf32>
  nv_tileaa.return %p : tensor<32x64xf32>
}

// -----

// A view that only inserts or removes unit dimensions keeps a blocked layout's registers: it is done in that layout
// with one thread and one warp along the unit dimension. A view that regroups elements stays in the default layout.
// CHECK-DAG: #[[B1:blocked[0-9]*]] = #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-DAG: #[[B2:blocked[0-9]*]] = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @view_unit_dims(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1024xf32, #[[B1]]>)
// CHECK-NEXT: %[[A:.*]] = nv_tileaa.convert_layout %[[X]] : tensor<1024xf32, #[[B1]]> -> tensor<1024xf32>
// CHECK-NEXT: %[[V:.*]] = nv_tileaa.view %[[X]] : tensor<1024xf32, #[[B1]]> -> tensor<1x1024xf32, #[[B2]]>
// CHECK-NEXT: %[[D:.*]] = nv_tileaa.convert_layout %[[V]] : tensor<1x1024xf32, #[[B2]]> -> tensor<1x1024xf32>
// CHECK-NEXT: %[[W:.*]] = nv_tileaa.view %[[A]] : tensor<1024xf32> -> tensor<32x32xf32>
// CHECK-NEXT: nv_tileaa.return %[[D]], %[[W]]
#blocked1 = #nv_tileaa.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
nv_tileaa.func @view_unit_dims(%x: tensor<1024xf32, #blocked1>) -> (tensor<1x1024xf32>, tensor<32x32xf32>) {
  %a = nv_tileaa.convert_layout %x : tensor<1024xf32, #blocked1> -> tensor<1024xf32>
  %v = nv_tileaa.view %a : tensor<1024xf32> -> tensor<1x1024xf32>
  %w = nv_tileaa.view %a : tensor<1024xf32> -> tensor<32x32xf32>
  nv_tileaa.return %v, %w : tensor<1x1024xf32>, tensor<32x32xf32>
}

// A bounds mask built from a range, a broadcast scalar and a view, and a broadcast one-element tile, are recomputed
// in the layout of the value they meet (each thread makes its own elements): the select needs no conversion.
// CHECK-LABEL: nv_tileaa.func @mask_chain(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x1024xf32, #[[B2]]>, %[[N:[^:]*]]: i32, %[[M:[^:]*]]: tensor<1x1xf32>)
// CHECK-DAG: %[[R:.*]] = nv_tileaa.make_range 0 to 1024 : tensor<1024xi32, #[[B1]]>
// CHECK-DAG: %[[S:.*]] = nv_tileaa.splat %[[N]] : i32 -> tensor<1024xi32, #[[B1]]>
// CHECK-DAG: %[[C:.*]] = arith.cmpi slt, %[[R]], %[[S]] : tensor<1024xi32, #[[B1]]>
// CHECK-DAG: %[[CV:.*]] = nv_tileaa.view %[[C]] : tensor<1024xi1, #[[B1]]> -> tensor<1x1024xi1, #[[B2]]>
// CHECK-DAG: %[[MB:.*]] = nv_tileaa.broadcast %[[M]] : tensor<1x1xf32> -> tensor<1x1024xf32, #[[B2]]>
// CHECK-DAG: %[[SUB:.*]] = arith.subf %[[X]], %[[MB]] : tensor<1x1024xf32, #[[B2]]>
// CHECK: arith.select %[[CV]], %[[SUB]], %{{.*}} : tensor<1x1024xi1, #[[B2]]>, tensor<1x1024xf32, #[[B2]]>
// CHECK-NOT: convert_layout
// CHECK: nv_tileaa.return
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
nv_tileaa.func @mask_chain(%x: tensor<1x1024xf32, #blocked>, %n: i32, %m: tensor<1x1xf32>) -> tensor<1x1024xf32, #blocked> {
  %a = nv_tileaa.convert_layout %x : tensor<1x1024xf32, #blocked> -> tensor<1x1024xf32>
  %r = nv_tileaa.make_range 0 to 1024 : tensor<1024xi32>
  %s = nv_tileaa.splat %n : i32 -> tensor<1024xi32>
  %c = arith.cmpi slt, %r, %s : tensor<1024xi32>
  %cv = nv_tileaa.view %c : tensor<1024xi1> -> tensor<1x1024xi1>
  %mb = nv_tileaa.broadcast %m : tensor<1x1xf32> -> tensor<1x1024xf32>
  %sub = arith.subf %a, %mb : tensor<1x1024xf32>
  %zero = arith.constant dense<0.0> : tensor<1x1024xf32>
  %sel = arith.select %cv, %sub, %zero : tensor<1x1024xi1>, tensor<1x1024xf32>
  %back = nv_tileaa.convert_layout %sel : tensor<1x1024xf32> -> tensor<1x1024xf32, #blocked>
  nv_tileaa.return %back : tensor<1x1024xf32, #blocked>
}

// -----

// An accumulator that a loop adds converted tiles to is carried in their layout: the splat initial value is made in
// it, the loop body converts nothing, and one conversion follows the loop.
// CHECK-LABEL: nv_tileaa.func @carried(
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<1x1024xf32, #blocked>
// CHECK: %[[F:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[Z]]) -> (tensor<1x1024xf32, #blocked>)
// CHECK-NOT: convert_layout
// CHECK: %[[S:.*]] = arith.addf %[[ACC]], %{{.*}} : tensor<1x1024xf32, #blocked>
// CHECK-NEXT: scf.yield %[[S]] : tensor<1x1024xf32, #blocked>
// CHECK: nv_tileaa.convert_layout %[[F]] : tensor<1x1024xf32, #blocked> -> tensor<1x1024xf32>
// An accumulation that also adds a default-layout tile from outside stays as it is.
// CHECK-LABEL: nv_tileaa.func @carried_mixed(
// CHECK: scf.for {{.*}} -> (tensor<1x1024xf32>)
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
nv_tileaa.func @carried(%x: tensor<1x1024xf32, #blocked>, %n: index) -> tensor<1x1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant dense<0.0> : tensor<1x1024xf32>
  %f = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<1x1024xf32>) {
    %e = math.exp %x : tensor<1x1024xf32, #blocked>
    %a = nv_tileaa.convert_layout %e : tensor<1x1024xf32, #blocked> -> tensor<1x1024xf32>
    %s = arith.addf %acc, %a : tensor<1x1024xf32>
    scf.yield %s : tensor<1x1024xf32>
  }
  nv_tileaa.return %f : tensor<1x1024xf32>
}
nv_tileaa.func @carried_mixed(%x: tensor<1x1024xf32, #blocked>, %y: tensor<1x1024xf32>, %n: index) -> tensor<1x1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant dense<0.0> : tensor<1x1024xf32>
  %f = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<1x1024xf32>) {
    %a = nv_tileaa.convert_layout %x : tensor<1x1024xf32, #blocked> -> tensor<1x1024xf32>
    %s = arith.addf %acc, %a : tensor<1x1024xf32>
    %t = arith.addf %s, %y : tensor<1x1024xf32>
    scf.yield %t : tensor<1x1024xf32>
  }
  nv_tileaa.return %f : tensor<1x1024xf32>
}

// -----

// An mma accumulator's layout flows like a blocked one (attention's softmax between its two dots): the mask made
// from a range and a broadcast row is recomputed in it (the row in the slice of the mma layout, viewed and
// broadcast in the mma layout on 1x64 and 64x64), the row maximum is reduced in it (result: the slice along the
// reduced dimension), put back and broadcast in it, and the running maximum a loop carries stays in the slice:
// nothing in the loop converts.
// CHECK-DAG: #[[MMA:.*]] = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
// CHECK-DAG: #[[COL:.*]] = #nv_tileaa.slice<dim = 0, parent = #[[MMA]]>
// CHECK-DAG: #[[ROW:.*]] = #nv_tileaa.slice<dim = 1, parent = #[[MMA]]>
// CHECK-LABEL: nv_tileaa.func @softmax_rows(
// CHECK: scf.for {{.*}} -> (tensor<64xf32, #[[ROW]]>, tensor<64x64xf32, #[[MMA]]>)
// CHECK-NOT: convert_layout
// CHECK-DAG: nv_tileaa.make_range 0 to 64 : tensor<64xi32, #[[COL]]>
// CHECK-DAG: nv_tileaa.view %{{.*}} : tensor<64xi1, #[[COL]]> -> tensor<1x64xi1, #[[MMA]]>
// CHECK-DAG: nv_tileaa.broadcast %{{.*}} : tensor<1x64xi1, #[[MMA]]> -> tensor<64x64xi1, #[[MMA]]>
// CHECK-DAG: nv_tileaa.reduce %{{.*}} dim = 1 {{.*}} : tensor<64x64xf32, #[[MMA]]> -> tensor<64xf32, #[[ROW]]>
// CHECK-DAG: nv_tileaa.view %{{.*}} : tensor<64xf32, #[[ROW]]> -> tensor<64x1xf32, #[[MMA]]>
// CHECK-DAG: nv_tileaa.broadcast %{{.*}} : tensor<64x1xf32, #[[MMA]]> -> tensor<64x64xf32, #[[MMA]]>
// CHECK: scf.yield %{{.*}}, %{{.*}} : tensor<64xf32, #[[ROW]]>, tensor<64x64xf32, #[[MMA]]>
#mma = #nv_tileaa.mma<version = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]>
nv_tileaa.func @softmax_rows(%s: tensor<64x64xf32, #mma>, %n: i32, %steps: index) -> (tensor<64xf32>, tensor<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant dense<0xFF800000> : tensor<64xf32>
  %neg = arith.constant dense<0xFF800000> : tensor<64x64xf32>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %r:2 = scf.for %i = %c0 to %steps step %c1 iter_args(%m = %init, %out = %zero) -> (tensor<64xf32>, tensor<64x64xf32>) {
    %a = nv_tileaa.convert_layout %s : tensor<64x64xf32, #mma> -> tensor<64x64xf32>
    %cols = nv_tileaa.make_range 0 to 64 : tensor<64xi32>
    %bound = nv_tileaa.splat %n : i32 -> tensor<64xi32>
    %ok = arith.cmpi slt, %cols, %bound : tensor<64xi32>
    %ok1 = nv_tileaa.view %ok : tensor<64xi1> -> tensor<1x64xi1>
    %okb = nv_tileaa.broadcast %ok1 : tensor<1x64xi1> -> tensor<64x64xi1>
    %masked = arith.select %okb, %a, %neg : tensor<64x64xi1>, tensor<64x64xf32>
    %rmax = nv_tileaa.reduce %masked dim = 1 identities = [0xFF800000 : f32] : tensor<64x64xf32> -> tensor<64xf32> {
    ^bb0(%l: f32, %r0: f32):
      %x = arith.maximumf %l, %r0 : f32
      nv_tileaa.yield %x : f32
    }
    %mn = arith.maximumf %m, %rmax : tensor<64xf32>
    %mn1 = nv_tileaa.view %mn : tensor<64xf32> -> tensor<64x1xf32>
    %mnb = nv_tileaa.broadcast %mn1 : tensor<64x1xf32> -> tensor<64x64xf32>
    %d = arith.subf %masked, %mnb : tensor<64x64xf32>
    %e = math.exp %d : tensor<64x64xf32>
    scf.yield %mn, %e : tensor<64xf32>, tensor<64x64xf32>
  }
  nv_tileaa.return %r#0, %r#1 : tensor<64xf32>, tensor<64x64xf32>
}

// -----

// A transposed tile staged in shared memory (attention's K^T for a dot) is staged as it is held, with the shared
// layout's order renamed ([1, 0] on K's rows of contiguous columns), and the transpose renames the staged tile's
// axes: the staging becomes a copy of the loaded tile.
// CHECK-DAG: #[[KT:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]>
// CHECK-DAG: #[[K:.*]] = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: nv_tileaa.func @stage_transposed(
// CHECK-SAME: %[[X:[^:]*]]: tensor<64x64xf16, #blocked>)
// CHECK-NEXT: %[[S:.*]] = nv_tileaa.convert_layout %[[X]] : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #[[K]]>
// CHECK-NEXT: %[[T:.*]] = nv_tileaa.permute %[[S]] [1, 0] : tensor<64x64xf16, #[[K]]> -> tensor<64x64xf16, #[[KT]]>
// CHECK-NEXT: nv_tileaa.return %[[T]]
#blocked = #nv_tileaa.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#kt = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]>
nv_tileaa.func @stage_transposed(%x: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #kt> {
  %a = nv_tileaa.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16>
  %t = nv_tileaa.permute %a [1, 0] : tensor<64x64xf16> -> tensor<64x64xf16>
  %s = nv_tileaa.convert_layout %t : tensor<64x64xf16> -> tensor<64x64xf16, #kt>
  nv_tileaa.return %s : tensor<64x64xf16, #kt>
}

// -----

// The passes together on a load, arithmetic and a store: coalesce gives the accesses 4-wide layouts, and the
// arithmetic between them follows; no conversion is left.
// RUN: tile-opt %s --split-input-file --tileaa-coalesce --tileaa-remove-layout-conversions | FileCheck %s --check-prefix=FLOW
// FLOW-LABEL: nv_tileaa.func @axpy(
// FLOW-NOT: convert_layout
// FLOW: %[[X:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<1024xf32, #blocked>
// FLOW: %[[Y:.*]], %{{.*}} = nv_tileaa.tiled_load {{.*}} -> tensor<1024xf32, #blocked>
// FLOW: %[[AX:.*]] = arith.mulf %[[X]], %{{.*}} : tensor<1024xf32, #blocked>
// FLOW-NEXT: %[[S:.*]] = arith.addf %[[AX]], %[[Y]] : tensor<1024xf32, #blocked>
// FLOW-NEXT: nv_tileaa.tiled_store %{{.*}}[%{{.*}}], %[[S]] : !nv_tileaa.memref<?xf32, strides=[1], 1>, tensor<1024xf32, #blocked>
// FLOW-NOT: convert_layout
nv_tileaa.func @axpy(%px: !nv_tileaa.ptr<f32, 1>, %py: !nv_tileaa.ptr<f32, 1>, %n: index) attributes {kernel} {
  %c1024 = arith.constant 1024 : index
  %qx = nv_tileaa.assume %px {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %qy = nv_tileaa.assume %py {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  %n4 = nv_tileaa.assume %n {div_by = 4 : i64} : index
  %mx = nv_tileaa.make_memref %qx, %n4 : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
  %my = nv_tileaa.make_memref %qy, %n4 : (!nv_tileaa.ptr<f32, 1>, index) -> !nv_tileaa.memref<?xf32, strides=[1], 1>
  %pid = nv_tileaa.get_program_id x : i32
  %i = arith.index_cast %pid : i32 to index
  %off = arith.muli %i, %c1024 : index
  %x, %t0 = nv_tileaa.tiled_load %mx[%off] : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32>
  %y, %t1 = nv_tileaa.tiled_load %my[%off] : !nv_tileaa.memref<?xf32, strides=[1], 1> -> tensor<1024xf32>
  %as = arith.constant dense<3.0> : tensor<1024xf32>
  %ax = arith.mulf %x, %as : tensor<1024xf32>
  %s = arith.addf %ax, %y : tensor<1024xf32>
  %t2 = nv_tileaa.tiled_store %my[%off], %s : !nv_tileaa.memref<?xf32, strides=[1], 1>, tensor<1024xf32>
  nv_tileaa.return
}
