// convert-tileaa-to-nvvm: each shared array fits on its own, but a kernel's scratch and its shared tiles together
// exceed what a CTA of the target can have: one error naming the kernel and the bytes, no cubin that would fail
// to launch. Here a 96 KiB ring of shared tiles and a 128 KiB scratch (a 256x128 f32 tile permuted) on sm_80
// (163 KiB).
// RUN: tile-opt --convert-tileaa-to-nvvm %s -verify-diagnostics

#shared = #nv_tileaa.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
module attributes {nv_tileaa.target = "sm_80"} {
// expected-error @below {{kernel 'too_much' needs 229376 bytes of shared memory (131072 of scratch and 1 shared tiles or rings), more than a CTA can have on sm_80 (166912)}}
nv_tileaa.func @too_much(%x: tensor<256x128xf32>) attributes {kernel} {
  %ring = nv_tileaa.local_alloc : tensor<3x256x64xf16, #shared>
  %p = nv_tileaa.permute %x [1, 0] : tensor<256x128xf32> -> tensor<128x256xf32>
  nv_tileaa.return
}
}
