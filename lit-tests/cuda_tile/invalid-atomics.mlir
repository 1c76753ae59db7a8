// Every verifier rule of the atomics (section 8.10), one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{does not accept memory ordering 'weak'}}
    %r, %t = atomic_cas_tko weak %p, %v, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{with 'acq_rel' ordering needs a memory scope}}
    %r, %t = atomic_cas_tko acq_rel %p, %v, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %c: tile<2xi32>, %v: tile<2xi64>) {
    // expected-error @below {{failed to verify that all of {cmp, val, result} have same type}}
    %r, %t = "cuda_tile.atomic_cas_tko"(%p, %c, %v) <{memory_ordering_semantics = #cuda_tile.memory_ordering<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<2x!cuda_tile.ptr<i32>>, !cuda_tile.tile<2xi32>, !cuda_tile.tile<2xi64>) -> (!cuda_tile.tile<2xi32>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i8>>, %v: tile<2xi8>) {
    // expected-error @below {{compares and swaps i32, i64, f32 or f64 elements, got 'i8'}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<2xptr<i8>>, tile<2xi8> -> tile<2xi8>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<f16>>, %v: tile<2xf16>) {
    // expected-error @below {{compares and swaps i32, i64, f32 or f64 elements, got 'f16'}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<2xptr<f16>>, tile<2xf16> -> tile<2xf16>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<4xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{pointers shape [4] must match cmp shape [2]}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<4xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<f32>>, %v: tile<2xi32>) {
    // expected-error @below {{pointers point to 'f32' but cmp holds 'i32'}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<2xptr<f32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>, %m: tile<4xi1>) {
    // expected-error @below {{mask shape [4] must match the pointers shape [2]}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v, %m : tile<2xptr<i32>>, tile<2xi32>, tile<4xi1> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>, %m: tile<2xi32>) {
    // expected-error @below {{operand #3 must be tile<i1>}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v, %m : tile<2xptr<i32>>, tile<2xi32>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{failed to verify that all of {cmp, val, result} have same type}}
    %r, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi64>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{does not accept memory ordering 'weak'}}
    %r, %t = atomic_rmw_tko weak device %p, add, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{unknown memory ordering 'seq_cst'}}
    %r, %t = atomic_rmw_tko seq_cst device %p, add, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{with 'relaxed' ordering needs a memory scope}}
    %r, %t = atomic_rmw_tko relaxed %p, add, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{unknown atomic mode 'foo'}}
    %r, %t = atomic_rmw_tko relaxed device %p, foo, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<f32>>, %v: tile<2xf32>) {
    // expected-error @below {{mode 'add' needs i32 or i64 elements, got 'f32'}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i16>>, %v: tile<2xi16>) {
    // expected-error @below {{mode 'umax' needs i32 or i64 elements, got 'i16'}}
    %r, %t = atomic_rmw_tko relaxed device %p, umax, %v : tile<2xptr<i16>>, tile<2xi16> -> tile<2xi16>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{mode 'addf' needs f16, bf16, f32 or f64 elements, got 'i32'}}
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<f16>>, %v: tile<2xf16>) {
    // expected-error @below {{mode 'xchg' needs i32, i64, f32 or f64 elements, got 'f16'}}
    %r, %t = atomic_rmw_tko relaxed device %p, xchg, %v : tile<2xptr<f16>>, tile<2xf16> -> tile<2xf16>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<4xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{pointers shape [4] must match arg shape [2]}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<4xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<f32>>, %v: tile<2xi32>) {
    // expected-error @below {{pointers point to 'f32' but arg holds 'i32'}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<2xptr<f32>>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>, %m: tile<4xi1>) {
    // expected-error @below {{mask shape [4] must match the pointers shape [2]}}
    %r, %t = atomic_rmw_tko relaxed device %p, and, %v, %m : tile<2xptr<i32>>, tile<2xi32>, tile<4xi1> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>) {
    // expected-error @below {{failed to verify that all of {arg, result} have same type}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<2xptr<i32>>, tile<2xi32> -> tile<4xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xi32>, %v: tile<2xi32>) {
    // expected-error @below {{operand #0 must be tile of pointers}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<2xi32>, tile<2xi32> -> tile<2xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<2xptr<i32>>, %v: tile<2xi32>) {
    // expected-note @below {{prior use here}}
    %c = constant <i32: 0> : tile<i32>
    // expected-error @below {{expects different type than prior uses}}
    %r, %t = atomic_rmw_tko relaxed device %p, add, %v token=%c : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
  }
}
