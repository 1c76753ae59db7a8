// Every rule of reduce and scan, one case each.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expects at least one input tile}}
    "cuda_tile.reduce"() <{dim = 0 : i32, identities = []}> ({
      cuda_tile.yield
    }) : () -> ()
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>, %b: tile<4xf32>) {
    // expected-error @below {{input #1 of type '!cuda_tile.tile<4xf32>' does not have the shape of input #0 '!cuda_tile.tile<8xf32>'}}
    %r:2 = reduce %a, %b dim=0 identities=[0.0 : f32, 0.0 : f32] : tile<8xf32>, tile<4xf32> -> tile<f32>, tile<f32>
    (%ae: tile<f32>, %aa: tile<f32>, %be: tile<f32>, %ba: tile<f32>) {
      yield %aa, %ba : tile<f32>, tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{dim 1 is out of range for inputs of rank 1}}
    %r = reduce %a dim=1 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{dim -1 is out of range for inputs of rank 1}}
    %r = reduce %a dim=-1 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

// A rank-0 tile has no dimension to reduce.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @below {{dim 0 is out of range for inputs of rank 0}}
    %r = reduce %a dim=0 identities=[0.0 : f32] : tile<f32> -> tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{has 2 identities for 1 inputs}}
    %r = reduce %a dim=0 identities=[0.0 : f32, 1.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{identity #0 must be an integer or float constant of input #0's element type 'f32', got 0.000000e+00 : f64}}
    %r = reduce %a dim=0 identities=[0.0 : f64] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xi32>) {
    // expected-error @below {{identity #0 must be an integer or float constant of input #0's element type 'i32', got "zero"}}
    %r = reduce %a dim=0 identities=["zero"] : tile<8xi32> -> tile<i32>
    (%e: tile<i32>, %acc: tile<i32>) {
      yield %acc : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{has 2 results for 1 inputs}}
    %r:2 = reduce %a dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>, tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

// The chapter's reduce_1 as printed: dim=0 of 8x64 leaves 64 elements.
cuda_tile.module @m {
  entry @k() {
    %input = constant <f32: 0.0> : tile<8x64xf32>
    // expected-error @below {{result #0 must be '!cuda_tile.tile<64xf32>', got '!cuda_tile.tile<8xf32>'}}
    %0 = reduce %input dim=0 identities=[0.000000e+0 : f32] : tile<8x64xf32> -> tile<8xf32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{result #0 must be '!cuda_tile.tile<f32>', got '!cuda_tile.tile<f16>'}}
    %r = reduce %a dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f16>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{combining function must take 2 arguments, an element and an accumulator per input, got 1}}
    %r = reduce %a dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

// Written as in the listing of the chapter's reduce_0, where the element
// argument is a tile<2xf32>.
cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{combining function argument #0 must be '!cuda_tile.tile<f32>', got '!cuda_tile.tile<2xf32>'}}
    %r = reduce %a dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<2xf32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>, %b: tile<8xi32>) {
    // expected-error @below {{combining function argument #3 must be '!cuda_tile.tile<i32>', got '!cuda_tile.tile<f32>'}}
    %r:2 = reduce %a, %b dim=0 identities=[0.0 : f32, 0 : i32] : tile<8xf32>, tile<8xi32> -> tile<f32>, tile<i32>
    (%ae: tile<f32>, %aa: tile<f32>, %be: tile<i32>, %ba: tile<f32>) {
      yield %aa, %be : tile<f32>, tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>, %b: tile<8xi32>) {
    // expected-error @below {{combining function must yield one accumulator per input, (!cuda_tile.tile<f32>, !cuda_tile.tile<i32>), got (!cuda_tile.tile<f32>)}}
    %r:2 = reduce %a, %b dim=0 identities=[0.0 : f32, 0 : i32] : tile<8xf32>, tile<8xi32> -> tile<f32>, tile<i32>
    (%ae: tile<f32>, %aa: tile<f32>, %be: tile<i32>, %ba: tile<i32>) {
      // expected-note @below {{yield here}}
      yield %aa : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>, %s: tile<f16>) {
    // expected-error @below {{combining function must yield one accumulator per input, (!cuda_tile.tile<f32>), got (!cuda_tile.tile<f16>)}}
    %r = reduce %a dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      // expected-note @below {{yield here}}
      yield %s : tile<f16>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{combining function must end with a yield}}
    %r = "cuda_tile.reduce"(%a) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%e: !cuda_tile.tile<f32>, %acc: !cuda_tile.tile<f32>):
      cuda_tile.return
    }) : (!cuda_tile.tile<8xf32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{combining function works on rank-0 tiles, but computes '!cuda_tile.tile<4xf32>'}}
    %r = reduce %a dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      // expected-note @below {{computed here}}
      %wide = constant <f32: 1.0> : tile<4xf32>
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    %t = make_token : token
    // expected-error @below {{'cuda_tile.reduce' op operand #1 must be variadic of tile, but got '!cuda_tile.token'}}
    %r = "cuda_tile.reduce"(%a, %t) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%e: !cuda_tile.tile<f32>, %acc: !cuda_tile.tile<f32>):
      cuda_tile.yield %acc : !cuda_tile.tile<f32>
    }) : (!cuda_tile.tile<8xf32>, !cuda_tile.token) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{use of undeclared SSA value name}}
    %r = reduce %b dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %b = constant <f32: 0.0> : tile<f32>
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>, %b: tile<8xf32>) {
    // expected-error @below {{supports a single input tile, got 2}}
    %r:2 = scan %a, %b dim=0 reverse=false identities=[0.0 : f32, 0.0 : f32] : tile<8xf32>, tile<8xf32> -> tile<8xf32>, tile<8xf32>
    (%ae: tile<f32>, %aa: tile<f32>, %be: tile<f32>, %ba: tile<f32>) {
      yield %aa, %ba : tile<f32>, tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8x4xf32>) {
    // expected-error @below {{result #0 must be '!cuda_tile.tile<8x4xf32>', got '!cuda_tile.tile<4xf32>'}}
    %r = scan %a dim=0 reverse=false identities=[0.0 : f32] : tile<8x4xf32> -> tile<4xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{dim 2 is out of range for inputs of rank 1}}
    %r = scan %a dim=2 reverse=false identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xi16>) {
    // expected-error @below {{identity #0 must be an integer or float constant of input #0's element type 'i16', got 0 : i32}}
    %r = scan %a dim=0 reverse=true identities=[0 : i32] : tile<8xi16> -> tile<8xi16>
    (%e: tile<i16>, %acc: tile<i16>) {
      yield %acc : tile<i16>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{combining function must take 2 arguments, an element and an accumulator per input, got 3}}
    %r = scan %a dim=0 reverse=false identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>, %extra: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{combining function works on rank-0 tiles, but computes '!cuda_tile.tile<2xf32>'}}
    %r = scan %a dim=0 reverse=false identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      // expected-note @below {{computed here}}
      %wide = constant <f32: 1.0> : tile<2xf32>
      yield %acc : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  testing$func @k(%a: tile<8xf32>) {
    // expected-error @below {{expected `true` or `false` for reverse, got maybe}}
    %r = scan %a dim=0 reverse=maybe identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }
}
