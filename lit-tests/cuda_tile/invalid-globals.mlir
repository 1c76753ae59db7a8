// Every verifier rule of global, get_global and get_num_tile_blocks (section 8.3), one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  // expected-error @below {{value must have a rank-1 tile type, got rank 2}}
  global @g <f16: [[1.0, 2.0]]> : tile<1x2xf16>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{value must have a rank-1 tile type, got rank 0}}
  global @g <i32: 1> : tile<i32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{value must have a number element type, got 'index'}}
  "cuda_tile.global"() <{sym_name = "g", value = dense<1> : tensor<2xindex>}> : () -> ()
}

// -----

cuda_tile.module @m {
  // expected-error @below {{tile dimensions must be positive powers of two, got 3}}
  "cuda_tile.global"() <{sym_name = "g", value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> ()
}

// -----

cuda_tile.module @m {
  // expected-error @below {{value must be dense elements}}
  "cuda_tile.global"() <{sym_name = "g", value = sparse<[[0]], [1]> : tensor<2xi32>}> : () -> ()
}

// -----

cuda_tile.module @m {
  // expected-error @below {{constant element type 'f32' does not match the tile's 'f16'}}
  global @g <f32: [1.0, 2.0]> : tile<2xf16>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{alignment must be a positive power of two, got 48}}
  global @g alignment = 48 <i32: [1, 2]> : tile<2xi32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{alignment must be a positive power of two, got 0}}
  global @g alignment = 0 <i32: [1, 2]> : tile<2xi32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected valid '@'-identifier for symbol name}}
  global Private @g <i32: [42]> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{expected valid '@'-identifier for symbol name}}
  global constant private @g <i32: [42]> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{visibility must be public or private, got 'nested'}}
  "cuda_tile.global"() <{sym_name = "g", sym_visibility = "nested", value = dense<1> : tensor<1xi32>}> : () -> ()
}

// -----

cuda_tile.module @m {
  // expected-note @below {{see existing symbol definition here}}
  global @g <i32: [1]> : tile<1xi32>
  // expected-error @below {{redefinition of symbol named 'g'}}
  global private @g <i32: [2]> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  // expected-note @below {{see existing symbol definition here}}
  entry @k() {}
  // expected-error @below {{redefinition of symbol named 'k'}}
  global @k <i32: [2]> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.global' op expects parent op 'cuda_tile.module'}}
    global @g <i32: [1]> : tile<1xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'@g' does not name a global}}
    %p = get_global @g : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'@k' does not name a global}}
    %p = get_global @k : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <f16: [1.0, 2.0]> : tile<2xf16>
  entry @k() {
    // expected-error @below {{result points to 'f32' but global @g holds 'f16'}}
    %p = get_global @g : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  entry @k() {
    // expected-error @below {{result #0 must be rank-0 pointer tile}}
    %p = get_global @g : tile<2xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <i32: [1, 2]> : tile<2xi32>
  entry @k() {
    // expected-error @below {{result #0 must be rank-0 pointer tile}}
    %p = get_global @g : tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #0 must be tile<i32>}}
    %x, %y, %z = get_num_tile_blocks : tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #0 must be tile<i32>}}
    %x, %y, %z = get_num_tile_blocks : tile<1xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #2 must be tile<i32>}}
    %x, %y, %z = "cuda_tile.get_num_tile_blocks"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>)
  }
}
