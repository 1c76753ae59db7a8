// Every verifier rule of the token and pointer load/store ops (section 8.6), one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{needs at least one token to join}}
    %j = join_tokens : token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<i32>) {
    // expected-error @below {{operand #0 must be variadic of token}}
    %j = "cuda_tile.join_tokens"(%x) : (!cuda_tile.tile<i32>) -> !cuda_tile.token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>) {
    // expected-error @below {{does not accept memory ordering 'release'}}
    %r, %t = load_ptr_tko release device %p : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>) {
    // expected-error @below {{does not accept memory ordering 'acq_rel'}}
    %r, %t = load_ptr_tko acq_rel device %p : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>) {
    // expected-error @below {{with 'acquire' ordering needs a memory scope}}
    %r, %t = load_ptr_tko acquire %p : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>) {
    // expected-error @below {{with weak ordering takes no memory scope}}
    %r, %t = load_ptr_tko weak sys %p : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>) {
    // expected-error @below {{unknown memory ordering 'seq_cst'}}
    %r, %t = load_ptr_tko seq_cst device %p : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xf32>) {
    // expected-error @below {{operand #0 must be tile of pointers}}
    %r, %t = load_ptr_tko weak %p : tile<8xf32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>) {
    // expected-error @below {{result must be '!cuda_tile.tile<8xf32>', a tile of what the source points to in its shape, got '!cuda_tile.tile<8xi32>'}}
    %r, %t = load_ptr_tko weak %p : tile<8xptr<f32>> -> tile<8xi32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>) {
    // expected-error @below {{result must be '!cuda_tile.tile<8xf32>'}}
    %r, %t = load_ptr_tko weak %p : tile<8xptr<f32>> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>) {
    // expected-error @below {{result #1 must be token}}
    %r, %t = load_ptr_tko weak %p : tile<8xptr<f32>> -> tile<8xf32>, tile<i32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %m: tile<4xi1>) {
    // expected-error @below {{mask shape [4] must match the source shape [8]}}
    %r, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>>, tile<4xi1> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %m: tile<8xi8>) {
    // expected-error @below {{operand #1 must be tile<i1>}}
    %r, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>>, tile<8xi8> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %pad: tile<8xf32>) {
    // expected-error @below {{takes a padding value only with a mask}}
    %r, %t = "cuda_tile.load_ptr_tko"(%p, %pad) <{memory_ordering_semantics = #cuda_tile.memory_ordering<weak>, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (!cuda_tile.tile<8x!cuda_tile.ptr<f32>>, !cuda_tile.tile<8xf32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %m: tile<8xi1>, %pad: tile<f32>) {
    // expected-error @below {{padding value must have the result's type '!cuda_tile.tile<8xf32>', got '!cuda_tile.tile<f32>'}}
    %r, %t = load_ptr_tko weak %p, %m, %pad : tile<8xptr<f32>>, tile<8xi1>, tile<f32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %m: tile<8xi1>, %pad: tile<8xf32>) {
    // expected-error @below {{expected pointers, then optionally a mask and a padding value, got 4 operands}}
    %r, %t = load_ptr_tko weak %p, %m, %pad, %pad : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32>, tile<8xf32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>) {
    // expected-note @below {{prior use here}}
    %c = constant <i32: 0> : tile<i32>
    // expected-error @below {{expects different type than prior uses}}
    %r, %t = load_ptr_tko weak %p token=%c : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{does not accept memory ordering 'acquire'}}
    %t = store_ptr_tko acquire device %p, %v : tile<8xptr<f32>>, tile<8xf32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{with 'release' ordering needs a memory scope}}
    %t = store_ptr_tko release %p, %v : tile<8xptr<f32>>, tile<8xf32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %v: tile<4xf32>) {
    // expected-error @below {{destination shape [8] must match the value's shape [4]}}
    %t = store_ptr_tko weak %p, %v : tile<8xptr<f32>>, tile<4xf32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %v: tile<8xf16>) {
    // expected-error @below {{destination points to 'f32' but the value holds 'f16'}}
    %t = store_ptr_tko weak %p, %v : tile<8xptr<f32>>, tile<8xf16> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %v: tile<8xf32>, %m: tile<2x4xi1>) {
    // expected-error @below {{mask shape [2, 4] must match the destination shape [8]}}
    %t = store_ptr_tko weak %p, %v, %m : tile<8xptr<f32>>, tile<8xf32>, tile<2x4xi1> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{operand #0 must be tile of pointers}}
    %t = store_ptr_tko weak %v, %v : tile<8xf32>, tile<8xf32> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>) {
    // expected-error @below {{expected pointers and a value, then optionally a mask, got 1 operands}}
    %t = store_ptr_tko weak %p : tile<8xptr<f32>> -> token
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{result #0 must be token}}
    %t = store_ptr_tko weak %p, %v : tile<8xptr<f32>>, tile<8xf32> -> tile<i32>
  }
}
