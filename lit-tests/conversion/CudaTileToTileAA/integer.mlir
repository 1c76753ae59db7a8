// convert-cuda-tile-to-tileaa, integer ops: arith / math with the overflow promise as nsw / nuw and
// signedness choosing the signed or unsigned op; mulhii is nv_tileaa.mulhiui. Shift amounts of the
// bit width or more, which arith leaves poison, get the spec's result through a select.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

// The operand is signed, the result unsigned: math.absi wraps the minimum to itself, which read
// unsigned is its magnitude.
// CHECK-LABEL: nv_tileaa.func @absi(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: math.absi %[[A]] : tensor<4xi32>
// CHECK-NEXT: math.absi %[[C]] : i1
// CHECK-NEXT: math.absi %[[D]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @absi(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = absi %a : tile<4xi32>
    %1 = absi %c : tile<i1>
    %2 = absi %d : tile<i64>
    return
  }
}

// -----

// Every overflow promise, on i32 tensors, i1 and i64.
// CHECK-LABEL: nv_tileaa.func @addi(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.addi %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.addi %[[A]], %[[B]] overflow<nsw> : tensor<4xi32>
// CHECK-NEXT: arith.addi %[[C]], %[[C]] overflow<nuw> : i1
// CHECK-NEXT: arith.addi %[[D]], %[[D]] overflow<nsw, nuw> : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @addi(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = addi %a, %b : tile<4xi32>
    %1 = addi %a, %b overflow<no_signed_wrap> : tile<4xi32>
    %2 = addi %c, %c overflow<no_unsigned_wrap> : tile<i1>
    %3 = addi %d, %d overflow<no_wrap> : tile<i64>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @subi(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.subi %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.subi %[[A]], %[[B]] overflow<nsw> : tensor<4xi32>
// CHECK-NEXT: arith.subi %[[C]], %[[C]] overflow<nuw> : i1
// CHECK-NEXT: arith.subi %[[D]], %[[D]] overflow<nsw, nuw> : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @subi(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = subi %a, %b : tile<4xi32>
    %1 = subi %a, %b overflow<no_signed_wrap> : tile<4xi32>
    %2 = subi %c, %c overflow<no_unsigned_wrap> : tile<i1>
    %3 = subi %d, %d overflow<no_wrap> : tile<i64>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @muli(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.muli %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.muli %[[A]], %[[B]] overflow<nsw> : tensor<4xi32>
// CHECK-NEXT: arith.muli %[[C]], %[[C]] overflow<nuw> : i1
// CHECK-NEXT: arith.muli %[[D]], %[[D]] overflow<nsw, nuw> : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @muli(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = muli %a, %b : tile<4xi32>
    %1 = muli %a, %b overflow<no_signed_wrap> : tile<4xi32>
    %2 = muli %c, %c overflow<no_unsigned_wrap> : tile<i1>
    %3 = muli %d, %d overflow<no_wrap> : tile<i64>
    return
  }
}

// -----

// Rounding towards zero, ceiling and floor division, signed and unsigned.
// CHECK-LABEL: nv_tileaa.func @divi(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.divsi %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.ceildivsi %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.floordivsi %[[D]], %[[D]] : i64
// CHECK-NEXT: arith.divui %[[C]], %[[C]] : i1
// CHECK-NEXT: arith.ceildivui %[[D]], %[[D]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @divi(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = divi %a, %b signed : tile<4xi32>
    %1 = divi %a, %b signed rounding<positive_inf> : tile<4xi32>
    %2 = divi %d, %d signed rounding<negative_inf> : tile<i64>
    %3 = divi %c, %c unsigned : tile<i1>
    %4 = divi %d, %d unsigned rounding<positive_inf> : tile<i64>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @maxi(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.maxsi %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.maxui %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.maxsi %[[C]], %[[C]] : i1
// CHECK-NEXT: arith.maxui %[[D]], %[[D]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @maxi(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = maxi %a, %b signed : tile<4xi32>
    %1 = maxi %a, %b unsigned : tile<4xi32>
    %2 = maxi %c, %c signed : tile<i1>
    %3 = maxi %d, %d unsigned : tile<i64>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @mini(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.minsi %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.minui %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.minsi %[[C]], %[[C]] : i1
// CHECK-NEXT: arith.minui %[[D]], %[[D]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @mini(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = mini %a, %b signed : tile<4xi32>
    %1 = mini %a, %b unsigned : tile<4xi32>
    %2 = mini %c, %c signed : tile<i1>
    %3 = mini %d, %d unsigned : tile<i64>
    return
  }
}

// -----

// A signed remainder takes the sign of lhs (remsi); unsigned is remui.
// CHECK-LABEL: nv_tileaa.func @remi(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.remsi %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.remui %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.remsi %[[C]], %[[C]] : i1
// CHECK-NEXT: arith.remui %[[D]], %[[D]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @remi(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = remi %a, %b signed : tile<4xi32>
    %1 = remi %a, %b unsigned : tile<4xi32>
    %2 = remi %c, %c signed : tile<i1>
    %3 = remi %d, %d unsigned : tile<i64>
    return
  }
}

// -----

// mulhii is defined for unsigned operands only: nv_tileaa.mulhiui.
// CHECK-LABEL: nv_tileaa.func @mulhii(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: nv_tileaa.mulhiui %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: nv_tileaa.mulhiui %[[C]], %[[C]] : i1
// CHECK-NEXT: nv_tileaa.mulhiui %[[D]], %[[D]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @mulhii(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = mulhii %a, %b : tile<4xi32>
    %1 = mulhii %c, %c : tile<i1>
    %2 = mulhii %d, %d : tile<i64>
    return
  }
}

// -----

// 0 - x; the operand is signed, so only no_signed_wrap (nsw) can be promised.
// CHECK-LABEL: nv_tileaa.func @negi(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: %[[Z:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: arith.subi %[[Z]], %[[A]] : tensor<4xi32>
// CHECK-NEXT: %[[Z2:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: arith.subi %[[Z2]], %[[A]] overflow<nsw> : tensor<4xi32>
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: arith.subi %[[F]], %[[C]] : i1
// CHECK-NEXT: %[[Z3:.*]] = arith.constant 0 : i64
// CHECK-NEXT: arith.subi %[[Z3]], %[[D]] overflow<nsw> : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @negi(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = negi %a : tile<4xi32>
    %1 = negi %a overflow<no_signed_wrap> : tile<4xi32>
    %2 = negi %c : tile<i1>
    %3 = negi %d overflow<no_signed_wrap> : tile<i64>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @ori(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.ori %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.ori %[[C]], %[[C]] : i1
// CHECK-NEXT: arith.ori %[[D]], %[[D]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @ori(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = ori %a, %b : tile<4xi32>
    %1 = ori %c, %c : tile<i1>
    %2 = ori %d, %d : tile<i64>
    return
  }
}

// -----

// CHECK-LABEL: nv_tileaa.func @xori(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: arith.xori %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: arith.xori %[[C]], %[[C]] : i1
// CHECK-NEXT: arith.xori %[[D]], %[[D]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @xori(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = xori %a, %b : tile<4xi32>
    %1 = xori %c, %c : tile<i1>
    %2 = xori %d, %d : tile<i64>
    return
  }
}

// -----

// The amount is unsigned and every bit is shifted out once it reaches the width (32, 1, 64): arith.shli
// is poison there, so a select gives 0. The overflow promise stays on the shift.
// CHECK-LABEL: nv_tileaa.func @shli(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: %[[S:.*]] = arith.shli %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: %[[W:.*]] = arith.constant dense<32> : tensor<4xi32>
// CHECK-NEXT: %[[FAR:.*]] = arith.cmpi uge, %[[B]], %[[W]] : tensor<4xi32>
// CHECK-NEXT: %[[Z:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: arith.select %[[FAR]], %[[Z]], %[[S]] : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT: %[[S1:.*]] = arith.shli %[[C]], %[[C]] overflow<nuw> : i1
// CHECK-NEXT: %[[W1:.*]] = arith.constant true
// CHECK-NEXT: %[[FAR1:.*]] = arith.cmpi uge, %[[C]], %[[W1]] : i1
// CHECK-NEXT: %[[Z1:.*]] = arith.constant false
// CHECK-NEXT: arith.select %[[FAR1]], %[[Z1]], %[[S1]] : i1
// CHECK-NEXT: %[[S2:.*]] = arith.shli %[[D]], %[[D]] overflow<nsw, nuw> : i64
// CHECK-NEXT: %[[W2:.*]] = arith.constant 64 : i64
// CHECK-NEXT: %[[FAR2:.*]] = arith.cmpi uge, %[[D]], %[[W2]] : i64
// CHECK-NEXT: %[[Z2:.*]] = arith.constant 0 : i64
// CHECK-NEXT: arith.select %[[FAR2]], %[[Z2]], %[[S2]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @shli(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = shli %a, %b : tile<4xi32>
    %1 = shli %c, %c overflow<no_unsigned_wrap> : tile<i1>
    %2 = shli %d, %d overflow<no_wrap> : tile<i64>
    return
  }
}

// -----

// Signed: every bit becomes the sign bit once the amount reaches the width, the shift by width - 1,
// so the amount is clamped there. Unsigned: 0 from the width on, by a select.
// CHECK-LABEL: nv_tileaa.func @shri(
// CHECK-SAME: %[[A:[^:]*]]: tensor<4xi32>, %[[B:[^:]*]]: tensor<4xi32>, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: i64)
// CHECK-NEXT: %[[M:.*]] = arith.constant dense<31> : tensor<4xi32>
// CHECK-NEXT: %[[CL:.*]] = arith.minui %[[B]], %[[M]] : tensor<4xi32>
// CHECK-NEXT: arith.shrsi %[[A]], %[[CL]] : tensor<4xi32>
// CHECK-NEXT: %[[S:.*]] = arith.shrui %[[A]], %[[B]] : tensor<4xi32>
// CHECK-NEXT: %[[W:.*]] = arith.constant dense<32> : tensor<4xi32>
// CHECK-NEXT: %[[FAR:.*]] = arith.cmpi uge, %[[B]], %[[W]] : tensor<4xi32>
// CHECK-NEXT: %[[Z:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: arith.select %[[FAR]], %[[Z]], %[[S]] : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT: %[[M1:.*]] = arith.constant false
// CHECK-NEXT: %[[CL1:.*]] = arith.minui %[[C]], %[[M1]] : i1
// CHECK-NEXT: arith.shrsi %[[C]], %[[CL1]] : i1
// CHECK-NEXT: %[[S2:.*]] = arith.shrui %[[D]], %[[D]] : i64
// CHECK-NEXT: %[[W2:.*]] = arith.constant 64 : i64
// CHECK-NEXT: %[[FAR2:.*]] = arith.cmpi uge, %[[D]], %[[W2]] : i64
// CHECK-NEXT: %[[Z2:.*]] = arith.constant 0 : i64
// CHECK-NEXT: arith.select %[[FAR2]], %[[Z2]], %[[S2]] : i64
// CHECK-NEXT: nv_tileaa.return
cuda_tile.module @m {
  testing$func @shri(%a: tile<4xi32>, %b: tile<4xi32>, %c: tile<i1>, %d: tile<i64>) {
    %0 = shri %a, %b signed : tile<4xi32>
    %1 = shri %a, %b unsigned : tile<4xi32>
    %2 = shri %c, %c signed : tile<i1>
    %3 = shri %d, %d unsigned : tile<i64>
    return
  }
}
