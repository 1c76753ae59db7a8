// Every rule of the control-flow ops (section 8.5), one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @k(%x: tile<4xi32>) {
    // expected-error @below {{operand #0 must be tile of i1 values}}
    assert %x, "not a condition" : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expects parent op to be one of 'cuda_tile.for, cuda_tile.if, cuda_tile.loop'}}
    continue
  }
}

// -----

cuda_tile.module @m {
  // expected-note @below {{see unexpected ancestor operation}}
  entry @k(%c: tile<i1>) {
    if %c {
      // expected-error @below {{must be nested in a `for` or a `loop` through `if` operations only}}
      continue
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    for %i in (%n to %n, step %n) : tile<i32> {
      // expected-error @below {{operand types (!cuda_tile.tile<i32>) must match the loop-carried types () of the enclosing 'cuda_tile.for'}}
      continue %i : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %c: tile<i1>) {
    loop iter_values(%a = %n) : tile<i32> {
      if %c {
        // expected-error @below {{operand types (!cuda_tile.tile<i1>) must match the loop-carried types (!cuda_tile.tile<i32>) of the enclosing 'cuda_tile.loop'}}
        continue %c : tile<i1>
      }
      continue %a : tile<i32>
    }
  }
}

// -----

// The implicit continue of an empty body passes no values.
cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{operand types () must match the loop-carried types (!cuda_tile.tile<i32>)}}
    loop iter_values(%a = %n) : tile<i32> {}
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expects parent op to be one of 'cuda_tile.if, cuda_tile.loop'}}
    break
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %c: tile<i1>) {
    // expected-note @below {{see unexpected ancestor operation}}
    for %i in (%n to %n, step %n) : tile<i32> {
      if %c {
        // expected-error @below {{must be nested in a `loop` through `if` operations only}}
        break
      }
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %r = loop : tile<f32> {
      // expected-error @below {{operand types (!cuda_tile.tile<i32>) must match the result types (!cuda_tile.tile<f32>) of the enclosing 'cuda_tile.loop'}}
      break %n : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: 0> : tile<1xi32>
    // expected-error @below {{operand #0 must be rank-0 integer tile}}
    "cuda_tile.for"(%c, %c, %c) ({
    ^bb0(%i: !cuda_tile.tile<1xi32>):
      cuda_tile.continue
    }) : (!cuda_tile.tile<1xi32>, !cuda_tile.tile<1xi32>, !cuda_tile.tile<1xi32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>, %b: tile<i64>) {
    // expected-error @below {{all of {lowerBound, upperBound, step} have same type}}
    "cuda_tile.for"(%a, %b, %a) ({
    ^bb0(%i: !cuda_tile.tile<i32>):
      cuda_tile.continue
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{expected induction variable to be same type as bounds}}
    "cuda_tile.for"(%n, %n, %n) ({
    ^bb0(%i: !cuda_tile.tile<f32>):
      cuda_tile.continue
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{body must take the induction variable as its first argument}}
    "cuda_tile.for"(%n, %n, %n) ({
      cuda_tile.continue
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %f: tile<f32>) {
    // expected-error @below {{mismatch in number of region iterator values and loop iterator inits: 2 vs 1}}
    %x = "cuda_tile.for"(%n, %n, %n, %f) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<f32>):
      cuda_tile.continue %a : !cuda_tile.tile<f32>
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (!cuda_tile.tile<f32>)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %f: tile<f32>) {
    // expected-error @below {{init value 0 and region iter_value 0 have different type: '!cuda_tile.tile<f32>' != '!cuda_tile.tile<f64>'}}
    %x = "cuda_tile.for"(%n, %n, %n, %f) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f64>):
      cuda_tile.continue %f : !cuda_tile.tile<f32>
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (!cuda_tile.tile<f32>)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %f: tile<f32>) {
    // expected-error @below {{has 0 results for 1 loop-carried values}}
    "cuda_tile.for"(%n, %n, %n, %f) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>):
      cuda_tile.continue %a : !cuda_tile.tile<f32>
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %f: tile<f32>) {
    // expected-error @below {{result 0 has type '!cuda_tile.tile<f16>' but loop-carried value 0 has type '!cuda_tile.tile<f32>'}}
    %x = "cuda_tile.for"(%n, %n, %n, %f) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>):
      cuda_tile.continue %a : !cuda_tile.tile<f32>
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (!cuda_tile.tile<f16>)
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%n: tile<i32>, %v: tensor_view<8xf32, strides=[1]>) {
    // expected-error @below {{loop-carried value #0 is a tensor_view, which is not supported}}
    %r = for %i in (%n to %n, step %n) : tile<i32> iter_values(%x = %v) -> (tensor_view<8xf32, strides=[1]>) {
      continue %x : tensor_view<8xf32, strides=[1]>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%n: tile<i32>, %v: partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>) {
    // expected-error @below {{loop-carried value #0 is a tile view}}
    %r = for %i in (%n to %n, step %n) : tile<i32> iter_values(%x = %v) -> (partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>) {
      continue %x : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    // expected-error @below {{step must be positive, got 0}}
    for %i in (%n to %n, step %zero) : tile<i32> {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i64>) {
    %minus = constant <i64: -2> : tile<i64>
    // expected-error @below {{step must be positive, got -2}}
    for %i in (%n to %n, step %minus) : tile<i64> {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{found 2 iter_values but 1 result types}}
    %r = for %i in (%n to %n, step %n) : tile<i32> iter_values(%a = %n, %b = %n) -> (tile<i32>) {
      continue %a, %b : tile<i32>, tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %f: tile<f32>) {
    // expected-note @below {{prior use here}}
    %lb = constant <i16: 0> : tile<i16>
    // expected-error @below {{expects different type than prior uses: '!cuda_tile.tile<i32>' vs '!cuda_tile.tile<i16>'}}
    for %i in (%lb to %n, step %n) : tile<i32> {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{use of undeclared SSA value name}}
    for %i in (%n to %later, step %n) : tile<i32> {
      %later = constant <i32: 4> : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @below {{operand #0 must be 0D tile of i1 values, but got '!cuda_tile.tile<i32>'}}
    "cuda_tile.if"(%n) ({
      cuda_tile.yield
    }, {
    }) : (!cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  // expected-note @below {{prior use here}}
  testing$func @k(%c: tile<4xi1>) {
    // expected-error @below {{expects different type than prior uses: '!cuda_tile.tile<i1>' vs '!cuda_tile.tile<4xi1>'}}
    if %c {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    // expected-error @below {{'cuda_tile.if' op region #0 should have no arguments}}
    "cuda_tile.if"(%c) ({
    ^bb0(%x: !cuda_tile.tile<i1>):
      cuda_tile.yield
    }, {
    }) : (!cuda_tile.tile<i1>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %n: tile<i32>) {
    // expected-error @below {{has results (!cuda_tile.tile<i32>), so it must have an else branch}}
    %r = if %c -> (tile<i32>) {
      yield %n : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %n: tile<i32>) {
    // expected-error @below {{has results (!cuda_tile.tile<i32>) but the else branch does not yield anything}}
    %r = if %c -> (tile<i32>) {
      yield %n : tile<i32>
    } else {
      %m = constant <i32: 1> : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %n: tile<i32>) {
    // expected-error @below {{has no results, but the then branch yields (!cuda_tile.tile<i32>)}}
    if %c {
      yield %n : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %n: tile<i32>) {
    // expected-error @below {{has no results, but the else branch yields (!cuda_tile.tile<i32>)}}
    if %c {
    } else {
      yield %n : tile<i32>
    }
  }
}

// -----

// A branch that breaks out yields nothing to the if, so the if has no results
// to give the other branch's values to.
cuda_tile.module @m {
  testing$func @k(%c: tile<i1>, %v: tile<4xi64>) {
    loop {
      // expected-error @below {{has no results, but the else branch yields (!cuda_tile.tile<4xi64>)}}
      if %c {
        break
      } else {
        yield %v : tile<4xi64>
      }
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %n: tile<i32>, %w: tile<i64>) {
    // expected-error @below {{result 0 has type '!cuda_tile.tile<i64>' but the then branch yields '!cuda_tile.tile<i32>'}}
    %r = if %c -> (tile<i64>) {
      yield %n : tile<i32>
    } else {
      yield %w : tile<i64>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %n: tile<i32>) {
    // expected-error @below {{has 2 results but the else branch yields 1 values}}
    %r:2 = if %c -> (tile<i32>, tile<i32>) {
      yield %n, %n : tile<i32>, tile<i32>
    } else {
      yield %n : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%c: tile<i1>, %v: tensor_view<8xf32, strides=[1]>) {
    // expected-error @below {{result type #0 is a tensor_view, which is not supported}}
    %r = if %c -> (tensor_view<8xf32, strides=[1]>) {
      yield %v : tensor_view<8xf32, strides=[1]>
    } else {
      yield %v : tensor_view<8xf32, strides=[1]>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%c: tile<i1>, %v: partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>) {
    // expected-error @below {{result type #0 is a tile view}}
    %r = if %c -> (partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>) {
      yield %v : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    } else {
      yield %v : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @below {{mismatch in number of region iterator values and loop iterator inits: 2 vs 1}}
    %x = "cuda_tile.loop"(%f) ({
    ^bb0(%a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<f32>):
      cuda_tile.continue %a : !cuda_tile.tile<f32>
    }) : (!cuda_tile.tile<f32>) -> (!cuda_tile.tile<f32>)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @below {{init value 0 and region iter_value 0 have different type: '!cuda_tile.tile<f32>' != '!cuda_tile.tile<f64>'}}
    %x = "cuda_tile.loop"(%f) ({
    ^bb0(%a: !cuda_tile.tile<f64>):
      cuda_tile.continue %f : !cuda_tile.tile<f32>
    }) : (!cuda_tile.tile<f32>) -> (!cuda_tile.tile<f32>)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @below {{found different number of iter_values and types: 1 vs 2}}
    loop iter_values(%a = %f) : tile<f32>, tile<f32> {
      continue %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expected non-function type}}
    loop : {}
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{cannot name an operation with no results}}
    %r = loop {}
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: tensor_view<8xf32, strides=[1]>) {
    // expected-error @below {{loop-carried value #0 is a tensor_view, which is not supported}}
    loop iter_values(%x = %v) : tensor_view<8xf32, strides=[1]> {
      continue %x : tensor_view<8xf32, strides=[1]>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%v: partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>) {
    // expected-error @below {{result type #0 is a tile view}}
    %r = loop : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>> {
      break %v : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-note @below {{see unexpected ancestor operation}}
    loop {
      // expected-error @below {{cannot return from inside 'cuda_tile.loop'}}
      return
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %c: tile<i1>) {
    // expected-note @below {{see unexpected ancestor operation}}
    for %i in (%n to %n, step %n) : tile<i32> {
      if %c {
        // expected-error @below {{cannot return from inside 'cuda_tile.for'}}
        return
      }
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %n: tile<i32>) {
    if %c {
      // expected-error @below {{in a kernel returns no values, got 1}}
      return %n : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    loop {
      // expected-error @below {{expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
      yield
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    for %i in (%n to %n, step %n) : tile<i32> {
      // expected-error @below {{expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
      yield
    }
  }
}
