// What the shape and collective lowerings cannot do yet is one diagnostic naming the op.
// RUN: tile-opt --convert-tileaa-to-nvvm %s -split-input-file -verify-diagnostics

// Without a target, at most what every target from sm_80 on allows (99 KiB: sm_86, sm_89, sm_120).
nv_tileaa.func @too_much_shared(%x: tensor<256x128xf32>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.permute' op needs 131072 bytes of shared memory; more than 101376 bytes needs a target that allows it (the module names no nv_tileaa.target)}}
  %p = nv_tileaa.permute %x [1, 0] : tensor<256x128xf32> -> tensor<128x256xf32>
  nv_tileaa.return
}

// -----

// A and B together: 2 x 64 KiB.
nv_tileaa.func @dot_too_much_shared(%a: tensor<256x128xf16>, %b: tensor<128x256xf16>, %c: tensor<256x256xf32>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.dot' op needs 131072 bytes of shared memory; more than 101376 bytes needs a target that allows it (the module names no nv_tileaa.target)}}
  %d = nv_tileaa.dot %a, %b, %c : tensor<256x128xf16>, tensor<128x256xf16>, tensor<256x256xf32> -> tensor<256x256xf32>
  nv_tileaa.return
}

// -----

// sm_80: 163 KiB a CTA. A (128 KiB) and B (64 KiB): 192 KiB.
module attributes {nv_tileaa.target = "sm_80"} {
  nv_tileaa.func @dot_sm80(%a: tensor<256x128xf32>, %b: tensor<128x128xf32>, %c: tensor<256x128xf32>) attributes {kernel} {
    // expected-error @below {{'nv_tileaa.dot' op needs 196608 bytes of shared memory; a CTA can have at most 166912 on sm_80}}
    %d = nv_tileaa.dot %a, %b, %c : tensor<256x128xf32>, tensor<128x128xf32>, tensor<256x128xf32> -> tensor<256x128xf32>
    nv_tileaa.return
  }
}

// -----

// sm_100a: 227 KiB a CTA, as sm_100. A scan stages its whole operand (256 KiB); a reduction of the same tile
// needs only its partials (ReducePatterns.cpp) and is accepted.
module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @scan_sm100(%x: tensor<256x256xf32>) attributes {kernel} {
    // expected-error @below {{'nv_tileaa.scan' op needs 262144 bytes of shared memory; a CTA can have at most 232448 on sm_100a}}
    %r = nv_tileaa.scan %x dim = 1 identities = [0.000000e+00 : f32] : tensor<256x256xf32> -> tensor<256x256xf32> {
    ^bb0(%e: f32, %acc: f32):
      nv_tileaa.yield %e : f32
    }
    nv_tileaa.return
  }
  nv_tileaa.func @reduce_sm100(%x: tensor<256x256xf32>) attributes {kernel} {
    %r = nv_tileaa.reduce %x dim = 1 identities = [0.000000e+00 : f32] : tensor<256x256xf32> -> tensor<256xf32> {
    ^bb0(%e: f32, %acc: f32):
      nv_tileaa.yield %e : f32
    }
    nv_tileaa.return
  }
}

// -----

// A function's buffer is static: no launch supplies dynamic shared memory to it.
nv_tileaa.func @function_64k(%x: tensor<128x128xf32>) {
  // expected-error @below {{'nv_tileaa.permute' op needs 65536 bytes of shared memory; more than 48 KiB is supported in kernels only}}
  %p = nv_tileaa.permute %x [1, 0] : tensor<128x128xf32> -> tensor<128x128xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @conv_tile(%x: tensor<1x8x8x16xf16>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.conv_tile' op is not supported by convert-tileaa-to-nvvm yet}}
  %c = nv_tileaa.conv_tile %x window [1, 1] strides [1, 1] dilations [1, 1] padding [0, 0, 0, 0] : tensor<1x8x8x16xf16> -> tensor<64x16xf16>
  nv_tileaa.return
}

// -----

nv_tileaa.func @generate_pointers(%p: !nv_tileaa.ptr<f32, 1>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.generate' op of '!nv_tileaa.ptr<f32, 1>' elements is not supported by convert-tileaa-to-nvvm yet}}
  %g = nv_tileaa.generate : tensor<4x!nv_tileaa.ptr<f32, 1>> {
  ^bb0(%i: index):
    nv_tileaa.yield %p : !nv_tileaa.ptr<f32, 1>
  }
  nv_tileaa.return
}

// -----

module attributes {nv_tileaa.target = "sm_100a"} {
  nv_tileaa.func @dot_scaled(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>,
                             %sa: tensor<128x2xf8E8M0FNU>, %sb: tensor<2x128xf8E8M0FNU>) attributes {kernel} {
    // expected-error @below {{'nv_tileaa.dot' op with scale factors (block-scaled MMA) is lowered on tcgen05.mma.block_scale or mma.sync.kind::mxf8f6f4.block_scale only (a version-5 or version-2 mma accumulator); tileaa-decompose-scaled-dots decomposes the others}}
    %d = nv_tileaa.dot %a, %b, %c scales(%sa, %sb) : tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU> -> tensor<128x128xf32>
    nv_tileaa.return
  }
}

// -----

nv_tileaa.func @conv_dot(%x: tensor<1x8x8x16xf16>, %w: tensor<1x1x16x32xf16>, %acc: tensor<1x8x8x32xf32>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.conv_dot' op is not supported by convert-tileaa-to-nvvm yet}}
  %o = nv_tileaa.conv_dot %x, %w, %acc : tensor<1x8x8x16xf16>, tensor<1x1x16x32xf16>, tensor<1x8x8x32xf32> -> tensor<1x8x8x32xf32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @histogram(%v: tensor<1024xi32>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.histogram' op is not supported by convert-tileaa-to-nvvm yet}}
  %h = nv_tileaa.histogram %v : tensor<1024xi32> -> tensor<64xi32>
  nv_tileaa.return
}

// -----

nv_tileaa.func @reduce_fp8(%x: tensor<16xf8E5M2>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.reduce' op on 'f8E5M2' elements is not supported by convert-tileaa-to-nvvm yet}}
  %r = nv_tileaa.reduce %x dim = 0 identities = [0.000000e+00 : f8E5M2] : tensor<16xf8E5M2> -> f8E5M2 {
  ^bb0(%e: f8E5M2, %acc: f8E5M2):
    nv_tileaa.yield %e : f8E5M2
  }
  nv_tileaa.return
}

// -----

// Each thread runs the combiner's clones on its own: nothing in them may need the whole CTA.
nv_tileaa.func @scan_tile_body(%x: tensor<16xf32>, %t: tensor<4xf32>) attributes {kernel} {
  // expected-error @below {{'nv_tileaa.scan' op with a combining function on tiles is not supported by convert-tileaa-to-nvvm yet}}
  %r = nv_tileaa.scan %x dim = 0 identities = [0.000000e+00 : f32] : tensor<16xf32> -> tensor<16xf32> {
  ^bb0(%e: f32, %acc: f32):
    %s = nv_tileaa.reduce %t dim = 0 identities = [0.000000e+00 : f32] : tensor<4xf32> -> f32 {
    ^bb0(%a: f32, %b: f32):
      nv_tileaa.yield %a : f32
    }
    nv_tileaa.yield %s : f32
  }
  nv_tileaa.return
}

// -----

// A permute of a shared tile must only rename its axes: here the result keeps the source's order, which would
// read other bytes.
#k = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
nv_tileaa.func @shared_permute_reorders(%s: tensor<64x32xf16, #k>) -> tensor<32x64xf16, #k> {
  // expected-error @below {{'nv_tileaa.permute' op permutes 'tensor<64x32xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>' into 'tensor<32x64xf16, #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>>': a tile in shared memory is permuted only into the same layout with its axes renamed}}
  %t = nv_tileaa.permute %s [1, 0] : tensor<64x32xf16, #k> -> tensor<32x64xf16, #k>
  nv_tileaa.return %t : tensor<32x64xf16, #k>
}
