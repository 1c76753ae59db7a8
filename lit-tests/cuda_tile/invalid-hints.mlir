// What stays an error under every hint policy (spec addendum §3.3): an architecture's hints that are not a
// dictionary, and a key given twice (at either level).
// RUN: tile-opt -split-input-file -verify-diagnostics %s
// RUN: tile-opt -Wunsupported-hints -split-input-file -verify-diagnostics %s
// RUN: tile-opt -Wunsupported-hints -Werr-hints -split-input-file -verify-diagnostics %s

cuda_tile.module @m {
  // expected-error @below {{optimization_hints for 'sm_90' must be a dictionary, got 3 : i64}}
  entry @k() optimization_hints=<sm_90 = 3> {
  }
}

// -----

cuda_tile.module @m {
  // Unknown keys are no exception.
  // expected-error @below {{optimization_hints for 'sm_75' must be a dictionary, got "fast"}}
  entry @k() optimization_hints=<sm_75 = "fast"> {
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %ps = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    // expected-error @below {{optimization_hints for 'default' must be a dictionary, got [2]}}
    %x, %tok = load_ptr_tko weak %ps optimization_hints = <default = [2]> : tile<1xptr<f32>> -> tile<1xf32>, token
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{duplicate optimization_hints key 'sm_90'}}
  entry @k() optimization_hints=<sm_90 = {occupancy = 2}, sm_100 = {}, sm_90 = {occupancy = 4}> {
  }
}

// -----

cuda_tile.module @m {
  // A quoted key is the same key.
  // expected-error @below {{duplicate optimization_hints key 'default'}}
  entry @k() optimization_hints=<default = {}, "default" = {}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{duplicate key 'latency' in dictionary attribute}}
  entry @k() optimization_hints=<sm_90 = {latency = 2, latency = 3}> {
  }
}
