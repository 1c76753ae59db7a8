// convert-cuda-tile-to-tileaa: constants and shape ops (broadcast, cat, extract, iota, pack, unpack, permute, reshape, select).
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @shape {
  // Rank-0 constants are scalars, ranked ones dense tensors (splat or not).
  // CHECK-LABEL: nv_tileaa.func @constant()
  // CHECK-NEXT: arith.constant 1.500000e+00 : f16
  // CHECK-NEXT: arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  // CHECK-NEXT: arith.constant dense<0.000000e+00> : tensor<2x8xf32>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @constant() {
    %s = constant <f16: 1.5> : tile<f16>
    %v = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %z = constant <f32: 0.0> : tile<2x8xf32>
    return
  }

  // Size-1 axes repeated, rank kept; a rank-0 broadcast is its scalar.
  // CHECK-LABEL: nv_tileaa.func @broadcast(
  // CHECK-SAME: %[[X:[^:]*]]: tensor<1x4xf32>, %[[P:[^:]*]]: tensor<8x1x!nv_tileaa.ptr<f16, 1>>, %[[S:[^:]*]]: i32) -> (tensor<8x4xf32>, i32) {
  // CHECK-NEXT: %[[B:.*]] = nv_tileaa.broadcast %[[X]] : tensor<1x4xf32> -> tensor<8x4xf32>
  // CHECK-NEXT: nv_tileaa.broadcast %[[P]] : tensor<8x1x!nv_tileaa.ptr<f16, 1>> -> tensor<8x16x!nv_tileaa.ptr<f16, 1>>
  // CHECK-NEXT: nv_tileaa.return %[[B]], %[[S]] : tensor<8x4xf32>, i32
  testing$func @broadcast(%x: tile<1x4xf32>, %p: tile<8x1xptr<f16>>, %s: tile<i32>) -> (tile<8x4xf32>, tile<i32>) {
    %b = broadcast %x : tile<1x4xf32> -> tile<8x4xf32>
    %q = broadcast %p : tile<8x1xptr<f16>> -> tile<8x16xptr<f16>>
    %t = broadcast %s : tile<i32> -> tile<i32>
    return %b, %t : tile<8x4xf32>, tile<i32>
  }

  // The chapter's examples: along dim 1, then dim 0; lhs first.
  // CHECK-LABEL: nv_tileaa.func @cat(
  // CHECK-SAME: %[[A:[^:]*]]: tensor<2x4xf32>, %[[B:[^:]*]]: tensor<2x4xf32>) {
  // CHECK-NEXT: nv_tileaa.cat %[[A]], %[[B]] dim = 1 : tensor<2x4xf32>, tensor<2x4xf32> -> tensor<2x8xf32>
  // CHECK-NEXT: nv_tileaa.cat %[[B]], %[[A]] dim = 0 : tensor<2x4xf32>, tensor<2x4xf32> -> tensor<4x4xf32>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @cat(%a: tile<2x4xf32>, %b: tile<2x4xf32>) {
    %0 = cat %a, %b dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
    %1 = cat %b, %a dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>
    return
  }

  // The chapter's example: slice (1, 2) of 4x2 slices starts at element
  // (1 * 4, 2 * 2) = (4, 4); indices are read as unsigned.
  // CHECK-LABEL: nv_tileaa.func @extract(
  // CHECK-SAME: %[[I:[^:]*]]: i32, %[[S:[^:]*]]: f32) -> f32 {
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: %[[T:.*]] = arith.constant dense<0.000000e+00> : tensor<32x8xf32>
  // CHECK-NEXT: %[[E0:.*]] = arith.constant 4 : index
  // CHECK-NEXT: %[[I0:.*]] = arith.index_castui %[[C1]] : i32 to index
  // CHECK-NEXT: %[[O0:.*]] = arith.muli %[[I0]], %[[E0]] : index
  // CHECK-NEXT: %[[E1:.*]] = arith.constant 2 : index
  // CHECK-NEXT: %[[I1:.*]] = arith.index_castui %[[C2]] : i32 to index
  // CHECK-NEXT: %[[O1:.*]] = arith.muli %[[I1]], %[[E1]] : index
  // CHECK-NEXT: nv_tileaa.extract_slice %[[T]][%[[O0]], %[[O1]]] : tensor<32x8xf32> -> tensor<4x2xf32>
  // A dynamic index, a 1-d slice:
  // CHECK-NEXT: %[[V:.*]] = arith.constant dense<3> : tensor<32xi16>
  // CHECK-NEXT: %[[E2:.*]] = arith.constant 8 : index
  // CHECK-NEXT: %[[I2:.*]] = arith.index_castui %[[I]] : i32 to index
  // CHECK-NEXT: %[[O2:.*]] = arith.muli %[[I2]], %[[E2]] : index
  // CHECK-NEXT: nv_tileaa.extract_slice %[[V]][%[[O2]]] : tensor<32xi16> -> tensor<8xi16>
  // A rank-0 source is its own only slice.
  // CHECK-NEXT: nv_tileaa.return %[[S]] : f32
  testing$func @extract(%i: tile<i32>, %s: tile<f32>) -> tile<f32> {
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    %0 = extract %t[%c1, %c2] : tile<32x8xf32> -> tile<4x2xf32>
    %v = constant <i16: 3> : tile<32xi16>
    %1 = extract %v[%i] : tile<32xi16> -> tile<8xi16>
    %2 = extract %s[] : tile<f32> -> tile<f32>
    return %2 : tile<f32>
  }

  // 0 .. n-1; the unsigned values always fit make_range's signed ones (128 x i8: 0 .. 127).
  // CHECK-LABEL: nv_tileaa.func @iota()
  // CHECK-NEXT: nv_tileaa.make_range 0 to 128 : tensor<128xi32>
  // CHECK-NEXT: nv_tileaa.make_range 0 to 128 : tensor<128xi8>
  // CHECK-NEXT: nv_tileaa.make_range 0 to 1 : tensor<1xi1>
  // CHECK-NEXT: nv_tileaa.make_range 0 to 16 : tensor<16xi64>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @iota() {
    %0 = iota : tile<128xi32>
    %1 = iota : tile<128xi8>
    %2 = iota : tile<1xi1>
    %3 = iota : tile<16xi64>
    return
  }

  // The chapter's example (permute needs rank 2 or more).
  // CHECK-LABEL: nv_tileaa.func @permute(
  // CHECK-SAME: %[[X:[^:]*]]: tensor<2x4x8xf16>) -> tensor<4x2x8xf16> {
  // CHECK-NEXT: nv_tileaa.permute %[[X]] [2, 0, 1] : tensor<2x4x8xf16> -> tensor<8x2x4xf16>
  // CHECK-NEXT: %[[P:.*]] = nv_tileaa.permute %[[X]] [1, 0, 2] : tensor<2x4x8xf16> -> tensor<4x2x8xf16>
  // CHECK-NEXT: nv_tileaa.return %[[P]] : tensor<4x2x8xf16>
  testing$func @permute(%x: tile<2x4x8xf16>) -> tile<4x2x8xf16> {
    %0 = permute %x [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
    %1 = permute %x [1, 0, 2] : tile<2x4x8xf16> -> tile<4x2x8xf16>
    return %1 : tile<4x2x8xf16>
  }

  // The chapter's examples. Row-major reinterpretation is nv_tileaa.view;
  // a rank-0 tile is splat into extents 1, and extracted back out.
  // CHECK-LABEL: nv_tileaa.func @reshape(
  // CHECK-SAME: %[[F:[^:]*]]: f32) -> f32 {
  // CHECK-NEXT: %[[CST:.*]] = arith.constant 0 : i8
  // CHECK-NEXT: nv_tileaa.splat %[[CST]] : i8 -> tensor<1x1x1xi8>
  // CHECK-NEXT: %[[T:.*]] = arith.constant dense<0.000000e+00> : tensor<8x2xf32>
  // CHECK-NEXT: nv_tileaa.view %[[T]] : tensor<8x2xf32> -> tensor<2x2x4x1xf32>
  // CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi32>
  // CHECK-NEXT: nv_tileaa.view %[[C]] : tensor<2x4xi32> -> tensor<2x2x2xi32>
  // CHECK-NEXT: %[[TMP:.*]] = nv_tileaa.view %[[C]] : tensor<2x4xi32> -> tensor<8xi32>
  // CHECK-NEXT: nv_tileaa.view %[[TMP]] : tensor<8xi32> -> tensor<2x2x2xi32>
  // CHECK-NEXT: %[[ONE:.*]] = nv_tileaa.splat %[[F]] : f32 -> tensor<1x1xf32>
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[BACK:.*]] = nv_tileaa.extract %[[ONE]][%[[Z]], %[[Z]]] : tensor<1x1xf32> -> f32
  // CHECK-NEXT: nv_tileaa.return %[[BACK]] : f32
  testing$func @reshape(%f: tile<f32>) -> tile<f32> {
    %cst = constant <i8: 0> : tile<i8>
    %0 = reshape %cst : tile<i8> -> tile<1x1x1xi8>
    %t = constant <f32: 0.0> : tile<8x2xf32>
    %1 = reshape %t : tile<8x2xf32> -> tile<2x2x4x1xf32>
    %c = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7]]> : tile<2x4xi32>
    %r0 = reshape %c : tile<2x4xi32> -> tile<2x2x2xi32>
    %tmp = reshape %c : tile<2x4xi32> -> tile<8xi32>
    %r1 = reshape %tmp : tile<8xi32> -> tile<2x2x2xi32>
    %one = reshape %f : tile<f32> -> tile<1x1xf32>
    %back = reshape %one : tile<1x1xf32> -> tile<f32>
    %same = reshape %back : tile<f32> -> tile<f32>
    return %same : tile<f32>
  }

  // CHECK-LABEL: nv_tileaa.func @select(
  // CHECK-SAME: %[[C:[^:]*]]: tensor<4xi1>, %[[A:[^:]*]]: tensor<4xf32>, %[[B:[^:]*]]: tensor<4xf32>, %[[SC:[^:]*]]: i1, %[[P:[^:]*]]: !nv_tileaa.ptr<i32, 1>, %[[Q:[^:]*]]: !nv_tileaa.ptr<i32, 1>) {
  // CHECK-NEXT: arith.select %[[C]], %[[A]], %[[B]] : tensor<4xi1>, tensor<4xf32>
  // CHECK-NEXT: arith.select %[[SC]], %[[P]], %[[Q]] : !nv_tileaa.ptr<i32, 1>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @select(%c: tile<4xi1>, %a: tile<4xf32>, %b: tile<4xf32>, %sc: tile<i1>, %p: tile<ptr<i32>>, %q: tile<ptr<i32>>) {
    %0 = select %c, %a, %b : tile<4xi1>, tile<4xf32>
    %1 = select %sc, %p, %q : tile<i1>, tile<ptr<i32>>
    return
  }
}

// -----

// pack: the rank-1 tile's bits as little-endian bytes. Elements wider than a
// byte are cut into bytes (byte j of element n is byte n * size + j, bits
// 8j .. 8j + 7); narrower ones are gathered, element 0 in the lowest bits.
cuda_tile.module @pack {
  // The chapter's examples: f16 -> 2 bytes each, f4E2M1FN -> 2 per byte.
  // CHECK-LABEL: nv_tileaa.func @pack_f16(
  // CHECK-SAME: %[[H:[^:]*]]: tensor<64xf16>) -> tensor<128xi8> {
  // CHECK-NEXT: %[[I:.*]] = nv_tileaa.bitcast %[[H]] : tensor<64xf16> -> tensor<64xi16>
  // CHECK-NEXT: %[[COL:.*]] = nv_tileaa.expand_dims %[[I]] [1] : tensor<64xi16> -> tensor<64x1xi16>
  // CHECK-NEXT: %[[REP:.*]] = nv_tileaa.broadcast %[[COL]] : tensor<64x1xi16> -> tensor<64x2xi16>
  // CHECK-NEXT: %[[AMT:.*]] = arith.constant dense<{{\[\[}}0, 8]]> : tensor<1x2xi16>
  // CHECK-NEXT: %[[AMTS:.*]] = nv_tileaa.broadcast %[[AMT]] : tensor<1x2xi16> -> tensor<64x2xi16>
  // CHECK-NEXT: %[[SH:.*]] = arith.shrui %[[REP]], %[[AMTS]] : tensor<64x2xi16>
  // CHECK-NEXT: %[[B:.*]] = arith.trunci %[[SH]] : tensor<64x2xi16> to tensor<64x2xi8>
  // CHECK-NEXT: %[[R:.*]] = nv_tileaa.view %[[B]] : tensor<64x2xi8> -> tensor<128xi8>
  // CHECK-NEXT: nv_tileaa.return %[[R]] : tensor<128xi8>
  testing$func @pack_f16(%h: tile<64xf16>) -> tile<128xi8> {
    %0 = pack %h : tile<64xf16> -> tile<128xi8>
    return %0 : tile<128xi8>
  }

  // CHECK-LABEL: nv_tileaa.func @pack_f4(
  // CHECK-SAME: %[[Q:[^:]*]]: tensor<64xf4E2M1FN>) -> tensor<32xi8> {
  // CHECK-NEXT: %[[I:.*]] = nv_tileaa.bitcast %[[Q]] : tensor<64xf4E2M1FN> -> tensor<64xi4>
  // CHECK-NEXT: %[[G:.*]] = nv_tileaa.view %[[I]] : tensor<64xi4> -> tensor<32x2xi4>
  // CHECK-NEXT: %[[W:.*]] = arith.extui %[[G]] : tensor<32x2xi4> to tensor<32x2xi8>
  // CHECK-NEXT: %[[AMT:.*]] = arith.constant dense<{{\[\[}}0, 4]]> : tensor<1x2xi8>
  // CHECK-NEXT: %[[AMTS:.*]] = nv_tileaa.broadcast %[[AMT]] : tensor<1x2xi8> -> tensor<32x2xi8>
  // CHECK-NEXT: %[[SH:.*]] = arith.shli %[[W]], %[[AMTS]] : tensor<32x2xi8>
  // CHECK-NEXT: %[[R:.*]] = nv_tileaa.reduce %[[SH]] dim = 1 identities = [0 : i8] : tensor<32x2xi8> -> tensor<32xi8> {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: i8, %[[ACC:.*]]: i8):
  // CHECK-NEXT: %[[OR:.*]] = arith.ori %[[X]], %[[ACC]] : i8
  // CHECK-NEXT: nv_tileaa.yield %[[OR]] : i8
  // CHECK-NEXT: }
  // CHECK-NEXT: nv_tileaa.return %[[R]] : tensor<32xi8>
  testing$func @pack_f4(%q: tile<64xf4E2M1FN>) -> tile<32xi8> {
    %0 = pack %q : tile<64xf4E2M1FN> -> tile<32xi8>
    return %0 : tile<32xi8>
  }

  // i1: 8 per byte. Integers need no bitcast.
  // CHECK-LABEL: nv_tileaa.func @pack_i1(
  // CHECK-SAME: %[[M:[^:]*]]: tensor<16xi1>) -> tensor<2xi8> {
  // CHECK-NEXT: %[[G:.*]] = nv_tileaa.view %[[M]] : tensor<16xi1> -> tensor<2x8xi1>
  // CHECK-NEXT: %[[W:.*]] = arith.extui %[[G]] : tensor<2x8xi1> to tensor<2x8xi8>
  // CHECK-NEXT: arith.constant dense<{{\[\[}}0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi8>
  // CHECK-NEXT: %[[AMTS:.*]] = nv_tileaa.broadcast
  // CHECK-NEXT: %[[SH:.*]] = arith.shli %[[W]], %[[AMTS]] : tensor<2x8xi8>
  // CHECK-NEXT: nv_tileaa.reduce %[[SH]] dim = 1 identities = [0 : i8] : tensor<2x8xi8> -> tensor<2xi8>
  // CHECK: arith.ori
  testing$func @pack_i1(%m: tile<16xi1>) -> tile<2xi8> {
    %0 = pack %m : tile<16xi1> -> tile<2xi8>
    return %0 : tile<2xi8>
  }

  // i64: 8 bytes each.
  // CHECK-LABEL: nv_tileaa.func @pack_i64(
  // CHECK-SAME: %[[L:[^:]*]]: tensor<2xi64>) -> tensor<16xi8> {
  // CHECK-NEXT: nv_tileaa.expand_dims %[[L]] [1] : tensor<2xi64> -> tensor<2x1xi64>
  // CHECK-NEXT: nv_tileaa.broadcast %{{.*}} : tensor<2x1xi64> -> tensor<2x8xi64>
  // CHECK-NEXT: arith.constant dense<{{\[\[}}0, 8, 16, 24, 32, 40, 48, 56]]> : tensor<1x8xi64>
  // CHECK-NEXT: nv_tileaa.broadcast
  // CHECK-NEXT: arith.shrui
  // CHECK-NEXT: arith.trunci %{{.*}} : tensor<2x8xi64> to tensor<2x8xi8>
  // CHECK-NEXT: nv_tileaa.view %{{.*}} : tensor<2x8xi8> -> tensor<16xi8>
  testing$func @pack_i64(%l: tile<2xi64>) -> tile<16xi8> {
    %0 = pack %l : tile<2xi64> -> tile<16xi8>
    return %0 : tile<16xi8>
  }

  // tf32 is stored in 32 bits: those of the f32 it widens to exactly.
  // CHECK-LABEL: nv_tileaa.func @pack_tf32(
  // CHECK-SAME: %[[T:[^:]*]]: tensor<8xtf32>) -> tensor<32xi8> {
  // CHECK-NEXT: %[[F:.*]] = nv_tileaa.fp_to_fp %[[T]] : tensor<8xtf32> -> tensor<8xf32>
  // CHECK-NEXT: %[[I:.*]] = nv_tileaa.bitcast %[[F]] : tensor<8xf32> -> tensor<8xi32>
  // CHECK-NEXT: nv_tileaa.expand_dims %[[I]] [1] : tensor<8xi32> -> tensor<8x1xi32>
  // CHECK-NEXT: nv_tileaa.broadcast %{{.*}} : tensor<8x1xi32> -> tensor<8x4xi32>
  // CHECK-NEXT: arith.constant dense<{{\[\[}}0, 8, 16, 24]]> : tensor<1x4xi32>
  // CHECK-NEXT: nv_tileaa.broadcast
  // CHECK-NEXT: arith.shrui
  // CHECK-NEXT: arith.trunci %{{.*}} : tensor<8x4xi32> to tensor<8x4xi8>
  // CHECK-NEXT: nv_tileaa.view %{{.*}} : tensor<8x4xi8> -> tensor<32xi8>
  testing$func @pack_tf32(%t: tile<8xtf32>) -> tile<32xi8> {
    %0 = pack %t : tile<8xtf32> -> tile<32xi8>
    return %0 : tile<32xi8>
  }
}

// -----

// unpack, the inverse: bytes gathered into wide elements, or split into
// narrow ones, then read as the element type.
cuda_tile.module @unpack {
  // The chapter's examples (which spell the element type F4E2M1FN).
  // CHECK-LABEL: nv_tileaa.func @unpack_f16(
  // CHECK-SAME: %[[B:[^:]*]]: tensor<64xi8>) -> tensor<32xf16> {
  // CHECK-NEXT: %[[G:.*]] = nv_tileaa.view %[[B]] : tensor<64xi8> -> tensor<32x2xi8>
  // CHECK-NEXT: %[[W:.*]] = arith.extui %[[G]] : tensor<32x2xi8> to tensor<32x2xi16>
  // CHECK-NEXT: %[[AMT:.*]] = arith.constant dense<{{\[\[}}0, 8]]> : tensor<1x2xi16>
  // CHECK-NEXT: %[[AMTS:.*]] = nv_tileaa.broadcast %[[AMT]] : tensor<1x2xi16> -> tensor<32x2xi16>
  // CHECK-NEXT: %[[SH:.*]] = arith.shli %[[W]], %[[AMTS]] : tensor<32x2xi16>
  // CHECK-NEXT: %[[I:.*]] = nv_tileaa.reduce %[[SH]] dim = 1 identities = [0 : i16] : tensor<32x2xi16> -> tensor<32xi16> {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: i16, %[[ACC:.*]]: i16):
  // CHECK-NEXT: %[[OR:.*]] = arith.ori %[[X]], %[[ACC]] : i16
  // CHECK-NEXT: nv_tileaa.yield %[[OR]] : i16
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[R:.*]] = nv_tileaa.bitcast %[[I]] : tensor<32xi16> -> tensor<32xf16>
  // CHECK-NEXT: nv_tileaa.return %[[R]] : tensor<32xf16>
  testing$func @unpack_f16(%b: tile<64xi8>) -> tile<32xf16> {
    %0 = unpack %b : tile<64xi8> -> tile<32xf16>
    return %0 : tile<32xf16>
  }

  // CHECK-LABEL: nv_tileaa.func @unpack_f4(
  // CHECK-SAME: %[[B:[^:]*]]: tensor<64xi8>) -> tensor<128xf4E2M1FN> {
  // CHECK-NEXT: %[[COL:.*]] = nv_tileaa.expand_dims %[[B]] [1] : tensor<64xi8> -> tensor<64x1xi8>
  // CHECK-NEXT: %[[REP:.*]] = nv_tileaa.broadcast %[[COL]] : tensor<64x1xi8> -> tensor<64x2xi8>
  // CHECK-NEXT: %[[AMT:.*]] = arith.constant dense<{{\[\[}}0, 4]]> : tensor<1x2xi8>
  // CHECK-NEXT: %[[AMTS:.*]] = nv_tileaa.broadcast %[[AMT]] : tensor<1x2xi8> -> tensor<64x2xi8>
  // CHECK-NEXT: %[[SH:.*]] = arith.shrui %[[REP]], %[[AMTS]] : tensor<64x2xi8>
  // CHECK-NEXT: %[[N:.*]] = arith.trunci %[[SH]] : tensor<64x2xi8> to tensor<64x2xi4>
  // CHECK-NEXT: %[[I:.*]] = nv_tileaa.view %[[N]] : tensor<64x2xi4> -> tensor<128xi4>
  // CHECK-NEXT: %[[R:.*]] = nv_tileaa.bitcast %[[I]] : tensor<128xi4> -> tensor<128xf4E2M1FN>
  // CHECK-NEXT: nv_tileaa.return %[[R]] : tensor<128xf4E2M1FN>
  testing$func @unpack_f4(%b: tile<64xi8>) -> tile<128xf4E2M1FN> {
    %0 = unpack %b : tile<64xi8> -> tile<128xf4E2M1FN>
    return %0 : tile<128xf4E2M1FN>
  }

  // i1: 8 per byte, no bitcast.
  // CHECK-LABEL: nv_tileaa.func @unpack_i1(
  // CHECK: arith.constant dense<{{\[\[}}0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi8>
  // CHECK: arith.trunci %{{.*}} : tensor<2x8xi8> to tensor<2x8xi1>
  // CHECK-NEXT: %[[R:.*]] = nv_tileaa.view %{{.*}} : tensor<2x8xi1> -> tensor<16xi1>
  // CHECK-NEXT: nv_tileaa.return %[[R]] : tensor<16xi1>
  testing$func @unpack_i1(%b: tile<2xi8>) -> tile<16xi1> {
    %0 = unpack %b : tile<2xi8> -> tile<16xi1>
    return %0 : tile<16xi1>
  }

  // tf32 reads the f32 of its 32 bits, ignoring the 13 low mantissa bits
  // (rounding toward zero drops them).
  // CHECK-LABEL: nv_tileaa.func @unpack_tf32(
  // CHECK: %[[I:.*]] = nv_tileaa.reduce %{{.*}} dim = 1 identities = [0 : i32] : tensor<8x4xi32> -> tensor<8xi32>
  // CHECK: %[[F:.*]] = nv_tileaa.bitcast %[[I]] : tensor<8xi32> -> tensor<8xf32>
  // CHECK-NEXT: %[[T:.*]] = nv_tileaa.fp_to_fp %[[F]] {rounding = #nv_tileaa.rounding<zero>} : tensor<8xf32> -> tensor<8xtf32>
  // CHECK-NEXT: nv_tileaa.return %[[T]] : tensor<8xtf32>
  testing$func @unpack_tf32(%b: tile<32xi8>) -> tile<8xtf32> {
    %0 = unpack %b : tile<32xi8> -> tile<8xtf32>
    return %0 : tile<8xtf32>
  }
}
