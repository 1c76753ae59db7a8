//! The host emulation of sm_100's tcgen05 family for .cta_group::1 (and
//! ::2, the CTA pair, at the end) —
//! tensor memory allocation (alloc, dealloc, relinquish_alloc_permit),
//! tcgen05.mma (dense, with 4- and 6-bit types for .kind::f8f6f4) and
//! tcgen05.mma.block_scale (.kind::mxf8f6f4, ::mxf4, ::mxf4nvf4),
//! tcgen05.cp of every shape, tcgen05.commit onto an mbarrier, tcgen05.ld /
//! tcgen05.st .32x32b, tcgen05.wait and tcgen05.fence — each run in a
//! hand-written LLVM + NVVM module on the emulator, against results worked
//! out here from the PTX ISA ("Tensor Core 5th Generation Family
//! Instructions": the instruction descriptors, the shared memory
//! descriptor, the canonical shared-memory layouts of each swizzle mode,
//! the packing of 4- and 6-bit elements, the data path layouts of D in
//! tensor memory, the scale factor layouts, tcgen05.cp's shapes and
//! multicasts, the 32x32b access shape; the OCP MX formats), never from
//! the lowering's or the emulation's code.
//!
//! Each mma case places A (M x K) and B (K x N) in shared memory byte by
//! byte (bit by bit for 4- and 6-bit types) where the ISA's layout puts
//! each element, builds both descriptors and the instruction descriptor
//! from their fields, puts the initial D (and block-scaled, the scale
//! factors, by tcgen05.st or tcgen05.cp) in tensor memory, and reads D back
//! with tcgen05.ld after waiting on the commit's mbarrier, checking every
//! thread's registers against D = A x B (+ D) computed here, each block of
//! K scaled by its scale factors (small integers, halves and scale factors
//! chosen so that every sum is exact).

use cuda_tile::emulate::{emulate_module, Emulation};

const SMEM: usize = 32768;
const THREADS: usize = 128;

#[path = "common/smem_layout.rs"]
mod smem_layout;
use smem_layout::{place, place_bits, Layout};

/// The shared memory descriptor above its start address (ISA, "Shared
/// Memory Descriptor"): LBO >> 4 in bits 16-29, SBO >> 4 in 32-45, the
/// fixed 0b001 in 46-48, swizzle in 61-63 (0 none, 2 128-byte, 4 64-byte,
/// 6 32-byte).
fn descriptor_high(layout: Layout) -> u64 {
    let (lbo, sbo, width) = match layout {
        Layout::KInterleave { lbo, sbo } => (lbo, sbo, 0),
        Layout::KSwizzle { width, sbo } => (16, sbo, width),
        Layout::MnSwizzle { width, lbo, sbo } => (lbo, sbo, width),
    };
    let mode: u64 = match width {
        0 => 0,
        128 => 2,
        64 => 4,
        32 => 6,
        _ => unreachable!(),
    };
    ((lbo as u64 >> 4) << 16) | ((sbo as u64 >> 4) << 32) | (1 << 46) | (mode << 61)
}

/// Element types, with the dense .kind and the instruction descriptor's
/// type field (f16 kind: 0 f16, 1 bf16; tf32: 2; f8f6f4 and mxf8f6f4: 0
/// e4m3, 1 e5m2, 3 e2m3, 4 e3m2, 5 e2m1; i8: 0 u8, 1 s8; mxf4 and mxf4nvf4:
/// 1 e2m1).
#[derive(Clone, Copy, PartialEq)]
enum Ty {
    F16,
    Bf16,
    Tf32,
    E4m3,
    E5m2,
    E2m3,
    E3m2,
    E2m1,
    S8,
    U8,
}

impl Ty {
    fn bits(self) -> usize {
        match self {
            Ty::F16 | Ty::Bf16 => 16,
            Ty::Tf32 => 32,
            Ty::E2m3 | Ty::E3m2 => 6,
            Ty::E2m1 => 4,
            _ => 8,
        }
    }
    /// Bytes an element takes in the shared memory layouts: one for 4- and
    /// 6-bit elements, which the layouts address as bytes.
    fn bytes(self) -> usize {
        (self.bits() / 8).max(1)
    }
    fn kind(self) -> &'static str {
        match self {
            Ty::F16 | Ty::Bf16 => "f16",
            Ty::Tf32 => "tf32",
            Ty::E4m3 | Ty::E5m2 | Ty::E2m3 | Ty::E3m2 | Ty::E2m1 => "f8f6f4",
            Ty::S8 | Ty::U8 => "i8",
        }
    }
    fn field(self) -> u32 {
        match self {
            Ty::F16 | Ty::E4m3 | Ty::U8 => 0,
            Ty::Bf16 | Ty::E5m2 | Ty::S8 => 1,
            Ty::Tf32 => 2,
            Ty::E2m3 => 3,
            Ty::E3m2 => 4,
            Ty::E2m1 => 5,
        }
    }
    fn integer(self) -> bool {
        matches!(self, Ty::S8 | Ty::U8)
    }
    /// Bits of the small exact values used (halves for floats).
    fn encode(self, v: f64) -> Vec<u8> {
        match self {
            Ty::F16 => minifloat(v, 5, 10).to_le_bytes()[..2].to_vec(),
            Ty::Bf16 => minifloat(v, 8, 7).to_le_bytes()[..2].to_vec(),
            // tf32 sits in 32 bits as f32 does; set the 13 low bits the
            // instruction ignores.
            Ty::Tf32 => ((v as f32).to_bits() | 0x1fff).to_le_bytes().to_vec(),
            Ty::E4m3 => vec![minifloat(v, 4, 3) as u8],
            Ty::E5m2 => vec![minifloat(v, 5, 2) as u8],
            // 6- and 4-bit: the element's bits, placed by `store`.
            Ty::E2m3 => vec![minifloat(v, 2, 3) as u8],
            Ty::E3m2 => vec![minifloat(v, 3, 2) as u8],
            Ty::E2m1 => vec![minifloat(v, 2, 1) as u8],
            Ty::S8 => vec![v as i8 as u8],
            Ty::U8 => vec![v as u8],
        }
    }
}

/// The bits of value v (exact there) in a binary format of `e` exponent and
/// `f` fraction bits (bias 2^(e-1) - 1, subnormals below 2^(1 - bias)),
/// sign on top.
fn minifloat(v: f64, e: u32, f: u32) -> u32 {
    if v == 0.0 {
        return 0;
    }
    let sign = if v < 0.0 { 1 << (e + f) } else { 0 };
    let a = v.abs();
    let bias = (1i32 << (e - 1)) - 1;
    let x = (a.log2().floor() as i32).max(1 - bias);
    let subnormal = a < 2f64.powi(x);
    let frac = ((a / 2f64.powi(x) - if subnormal { 0.0 } else { 1.0 }) * (1u32 << f) as f64) as u32;
    sign | (if subnormal { 0 } else { ((x + bias) as u32) << f }) | frac
}

/// Block scaling ("Block Scaling for tcgen05.mma"): the .kind, the
/// block_scale attribute, the scale factors to a row of A (column of B) in
/// one mma (scale_vec::1X, 2X, 4X), ue8m0 or ue4m3, the scale factor A and
/// B IDs of the first mma (step s's are s * per_row further).
#[derive(Clone, Copy)]
struct Scale {
    kind: &'static str,
    block: &'static str,
    per_row: usize,
    ue8m0: bool,
    sfa_id: usize,
    sfb_id: usize,
    /// The scale factors come to tensor memory by tcgen05.cp .32x128b.warpx4
    /// from shared memory (else by each thread's tcgen05.st).
    by_cp: bool,
    /// Lanes 32 on hold other scale factors than lanes 0-31.
    skew: bool,
}

fn scale(kind: &'static str, block: &'static str, per_row: usize, ue8m0: bool) -> Scale {
    Scale { kind, block, per_row, ue8m0, sfa_id: 0, sfb_id: 0, by_cp: false, skew: false }
}

const UE4M3_SCALES: [f64; 4] = [0.75, 1.25, 1.5, 2.0];

/// Scale factor g (of the g-th block of K) of A's row i (`a`) or B's
/// column i: ue8m0 2^((i + 2g) % 3 - 1) for A, 2^((i + g) % 3 - 1) for B;
/// ue4m3 from UE4M3_SCALES likewise (every product of A, B and scales
/// exact in f32, and neighbouring blocks scaled differently).
fn scale_value(s: &Scale, a: bool, i: usize, g: usize) -> f64 {
    let pick = if a { i + 2 * g } else { i + g };
    if s.ue8m0 { 2f64.powi((pick % 3) as i32 - 1) } else { UE4M3_SCALES[pick % 4] }
}

/// The bits of scale factor v: ue8m0 is 2^(e - 127), ue4m3 e4m3 without a
/// sign.
fn scale_code(s: &Scale, v: f64) -> u8 {
    if s.ue8m0 { (127 + v.log2() as i32) as u8 } else { minifloat(v, 4, 3) as u8 }
}

/// The tensor memory word of scale factor column j of A (`a`) or B in lane
/// `lane` ("Scale Factor A ID", "Scale Factor B ID"): row (column of B) i =
/// 32j + lane % 32 has its scale factor of block g in byte ID + g, in every
/// 32-lane partition alike; other bytes hold 2^9 (ue8m0) or 96 (ue4m3).
fn scale_word(c: &Case, s: &Scale, a: bool, lane: usize, j: usize) -> u32 {
    let (id, extent) = if a { (s.sfa_id, c.m) } else { (s.sfb_id, c.n) };
    let i = 32 * j + lane % 32;
    let junk = if s.ue8m0 { 127 + 9 } else { minifloat(96.0, 4, 3) as u8 };
    (0..4)
        .map(|byte| {
            let g = byte as isize - id as isize;
            let used = i < extent && g >= 0 && (g as usize) < s.per_row * c.steps;
            let code = if used { scale_code(s, scale_value(s, a, i, g as usize)) } else { junk };
            let code = if used && s.skew && lane >= 32 { junk } else { code };
            (code as u32) << (8 * byte)
        })
        .sum()
}

/// A, B, D values: A[m][k] = ((3m + 5k) % 9 - 4) / 2, B[k][n] = ((7k + 2n) %
/// 9 - 4) / 2 (integers: not halved; u8: + 4, non-negative), D0[m][n] =
/// (m + n) % 5 - 2.
fn value_a(ty: Ty, m: usize, k: usize) -> f64 {
    scaled(ty, ((3 * m + 5 * k) % 9) as f64 - 4.0)
}
fn value_b(ty: Ty, k: usize, n: usize) -> f64 {
    scaled(ty, ((7 * k + 2 * n) % 9) as f64 - 4.0)
}
fn scaled(ty: Ty, v: f64) -> f64 {
    match ty {
        Ty::S8 => v,
        Ty::U8 => v + 4.0,
        _ => v / 2.0,
    }
}
fn value_d0(m: usize, n: usize) -> f64 {
    ((m + n) % 5) as f64 - 2.0
}

/// The instruction descriptor of step s (ISA, "Instruction descriptor"):
/// D type in bits 4-5 (1 f32, 2 s32), A and B types 7-9 and 10-12, negate
/// A 13, transpose (MN-major) A 15 and B 16, N >> 3 in 17-22, M >> 4 in
/// 24-28. Block-scaled: the scale factor B ID in 4-5, A and B types (e2m1
/// is 1 for the mxf4 kinds) 7-9 and 10-12, negate A 13, N >> 3 in 17-22,
/// the scale type in 23 (1 ue8m0, 0 ue4m3), M >> 7 in 27-28, the scale
/// factor A ID in 29-30.
fn instr_desc(c: &Case, step: usize) -> u32 {
    if let Some(s) = c.scale {
        let ty = if s.kind == "mxf8f6f4" { c.ty.field() } else { 1 };
        return (((s.sfb_id + step * s.per_row) as u32) << 4)
            | (ty << 7)
            | (ty << 10)
            | ((c.neg_a as u32) << 13)
            | (((c.n >> 3) as u32) << 17)
            | ((s.ue8m0 as u32) << 23)
            | (((c.m >> 7) as u32) << 27)
            | (((s.sfa_id + step * s.per_row) as u32) << 29);
    }
    let d = if c.ty.integer() { 2 } else { 1 };
    let mn_b = matches!(c.b, Layout::MnSwizzle { .. }) as u32;
    let mn_a = matches!(c.a, Layout::MnSwizzle { .. }) as u32;
    (d << 4)
        | (c.ty.field() << 7)
        | (c.ty.field() << 10)
        | ((c.neg_a as u32) << 13)
        | (mn_a << 15)
        | (mn_b << 16)
        | (((c.n >> 3) as u32) << 17)
        | (((c.m >> 4) as u32) << 24)
        | ((c.near_max == Some(true)) as u32) << 3
}

#[derive(Clone, Copy)]
struct Case {
    m: usize,
    n: usize,
    ty: Ty,
    a: Layout,
    b: Layout,
    /// enable_input_d: accumulate onto the D put in tensor memory.
    enable_d: bool,
    neg_a: bool,
    /// A from tensor memory (K-major, packed in the 8 columns after D).
    a_in_tmem: bool,
    /// Thread 0 writes B's first byte after the commit, before the wait.
    clobber_after_commit: bool,
    /// mmas issued before the one commit: step s takes K from s * K of the
    /// stored operands (the descriptors' start addresses advanced to it),
    /// steps after the first accumulating.
    steps: usize,
    /// Every thread also loads D after the commit, before the wait.
    early_ld: bool,
    /// Integer D starts at 2^31 - 6 everywhere; saturate or wrap.
    near_max: Option<bool>,
    /// M = 64: D's address at lane 16 (the other half of the data path).
    upper_half: bool,
    /// Two steps, each committed to its own mbarrier; only the second is
    /// waited for (its commit tracks both mmas).
    commit_each: bool,
    /// A block-scaled mma (tcgen05.mma.block_scale) of `scale.kind`.
    scale: Option<Scale>,
}

fn case(m: usize, n: usize, ty: Ty, a: Layout, b: Layout) -> Case {
    Case {
        m,
        n,
        ty,
        a,
        b,
        enable_d: true,
        neg_a: false,
        a_in_tmem: false,
        clobber_after_commit: false,
        steps: 1,
        early_ld: false,
        near_max: None,
        upper_half: false,
        commit_each: false,
        scale: None,
    }
}

/// D's initial value at (m, n).
fn d0(c: &Case, m: usize, n: usize) -> f64 {
    if c.near_max.is_some() { (i32::MAX - 5) as f64 } else { value_d0(m, n) }
}

const A_BASE: usize = 0;
const B_BASE: usize = 16384;

/// The lane holding row r of D ("Data path layout organization"): M = 128
/// row r in lane r; M = 64 rows 16i.. in lanes 32i.. (the first 16 of each
/// warp's 32), or 32i + 16.. with D's address at lane 16.
fn lane_of_row(c: &Case, r: usize) -> usize {
    if c.m == 128 { r } else { 32 * (r / 16) + r % 16 + if c.upper_half { 16 } else { 0 } }
}

/// The kernel's shared globals, and the start of every case: thread t
/// copies bytes 256t.. of `%image` into the 1024-byte aligned `@smem`, and
/// the writes are fenced for the async proxy and published by a barrier.
const PROLOGUE: &str = r#"module {
  llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<32768 x i8>
  llvm.mlir.global internal @tslot() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4 x i32>
  llvm.mlir.global internal @bar() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
  llvm.func @k(%image: !llvm.ptr<1>, %init: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %slot = llvm.mlir.addressof @tslot : !llvm.ptr<3>
    %bar = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %bar1 = llvm.getelementptr %bar[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c256 = llvm.mlir.constant(256 : i32) : i32
    %warp = llvm.udiv %tid, %c32 : i32
    %quarter = llvm.urem %warp, %c4 : i32
    %lane0 = llvm.mul %quarter, %c32 : i32
    %laneField = llvm.shl %lane0, %c16 : i32
    %isW0 = llvm.icmp "eq" %warp, %c0 : i32
    %isT0 = llvm.icmp "eq" %tid, %c0 : i32
    %first = llvm.mul %tid, %c256 : i32
    %end = llvm.add %first, %c256 : i32
    llvm.br ^copy(%first : i32)
  ^copy(%i: i32):
    %more = llvm.icmp "slt" %i, %end : i32
    llvm.cond_br %more, ^byte, ^copied
  ^byte:
    %sp = llvm.getelementptr %image[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %x = llvm.load %sp : !llvm.ptr<1> -> i8
    %dp = llvm.getelementptr %base[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    llvm.store %x, %dp : i8, !llvm.ptr<3>
    %i2 = llvm.add %i, %c1 : i32
    llvm.br ^copy(%i2 : i32)
  ^copied:
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier0
"#;

/// Warp 0 allocates `ncols` columns (address in `@tslot`), thread 0
/// initializes the two mbarriers of `@bar` for one arrival each; then `%taddr` is the allocation and
/// `%mine` the thread's 32x32b address (its warp's first lane).
fn allocate(ncols: usize) -> String {
    format!(
        r#"    %ncols = llvm.mlir.constant({ncols} : i32) : i32
    llvm.cond_br %isW0, ^alloc, ^allocated
  ^alloc:
    nvvm.tcgen05.alloc %slot, %ncols : !llvm.ptr<3>, i32
    llvm.cond_br %isT0, ^barInit, ^allocated
  ^barInit:
    nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    nvvm.mbarrier.init %bar1, %c1 : !llvm.ptr<3>, i32
    llvm.br ^allocated
  ^allocated:
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    %taddr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tptr = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
    %mineI = llvm.add %taddr, %laneField : i32
    %mine = llvm.inttoptr %mineI : i32 to !llvm.ptr<6>
"#
    )
}

/// Warp 0 gives the columns back and the CTA its permit; the kernel ends.
const EPILOGUE: &str = r#"    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    llvm.cond_br %isW0, ^free, ^done
  ^free:
    nvvm.tcgen05.dealloc %tptr, %ncols : !llvm.ptr<6>, i32
    nvvm.tcgen05.relinquish_alloc_permit
    llvm.br ^done
  ^done:
    llvm.return
  }
}"#;

fn run(module: &str, buffers: &mut [&mut [u8]]) -> Result<String, String> {
    emulate_module(module, "k", [1, 1, 1], THREADS as u32, Emulation { concurrent_ctas: 1, store_delay_us: 0 }, buffers)
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|w| u32::from_le_bytes(w.try_into().unwrap())).collect()
}

/// Stores element value v of type `ty` at (mn, k) of `layout` from `base`:
/// whole bytes, or the bits of a 4- or 6-bit element (`per_chunk` to a
/// 16-byte chunk: see `place_bits`).
fn store(smem: &mut [u8], ty: Ty, layout: Layout, base: usize, mn: usize, k: usize, per_chunk: usize, v: f64) {
    let code = ty.encode(v);
    if ty.bits() >= 8 {
        let at = base + place(layout, mn, k, ty.bytes());
        smem[at..at + code.len()].copy_from_slice(&code);
    } else {
        let (at, shift) = place_bits(layout, mn, k, ty.bits(), per_chunk);
        let bits = (code[0] as u16) << shift;
        smem[base + at] |= bits as u8;
        if bits >> 8 != 0 {
            smem[base + at + 1] |= (bits >> 8) as u8;
        }
    }
}

/// Where the scale factors lie in shared memory for tcgen05.cp: A's 32
/// rows of 16 bytes (4 words) from SF_BASE, B's from SF_BASE + 512.
const SF_BASE: usize = 28672;

fn run_case(c: &Case) -> Result<(), String> {
    let mxf4 = matches!(c.scale, Some(s) if s.kind != "mxf8f6f4");
    // Elements of K per mma: 32 bytes' worth, or 32 4- and 6-bit ones
    // padded to bytes (f8f6f4 kinds), or 64 packed two to a byte (mxf4
    // kinds); their 16-byte chunks hold 16 or 32.
    let (unit, k) = if c.ty.bits() >= 8 { (c.ty.bytes(), 32 / c.ty.bytes()) } else { (1, if mxf4 { 64 } else { 32 }) };
    let per_chunk = if mxf4 { 32 } else { 16 };
    let mut smem = vec![0u8; SMEM];
    if !c.a_in_tmem {
        for m in 0..c.m {
            for kk in 0..k * c.steps {
                store(&mut smem, c.ty, c.a, A_BASE, m, kk, per_chunk, value_a(c.ty, m, kk));
            }
        }
    }
    for kk in 0..k * c.steps {
        for n in 0..c.n {
            store(&mut smem, c.ty, c.b, B_BASE, n, kk, per_chunk, value_b(c.ty, kk, n));
        }
    }
    // Thread t's 32x32b words are columns 0.. of lane t: the initial D there
    // (a marker where no row of D lies), then A's packed row for A in TMEM,
    // then (block-scaled) 4 columns of A's scale factors and 4 of B's.
    let a_cols = if c.a_in_tmem { 8 } else { 0 };
    let sf_col = c.n + a_cols;
    let width = sf_col + if c.scale.is_some() { 8 } else { 0 };
    let row_of_lane = |lane: usize| (0..c.m).find(|&r| lane_of_row(c, r) == lane);
    let marker = 0x5eed_0000u32;
    let mut init = vec![0u32; THREADS * width];
    for t in 0..THREADS {
        for col in 0..c.n {
            init[t * width + col] = match row_of_lane(t) {
                Some(r) if c.ty.integer() => d0(c, r, col) as i32 as u32,
                Some(r) => (d0(c, r, col) as f32).to_bits(),
                None => marker + col as u32,
            };
        }
        if c.a_in_tmem {
            let mut packed = vec![0u8; 32];
            for kk in 0..k {
                packed[kk * unit..][..unit].copy_from_slice(&c.ty.encode(value_a(c.ty, t, kk)));
            }
            for (j, w) in words(&packed).into_iter().enumerate() {
                init[t * width + c.n + j] = w;
            }
        }
        if let Some(s) = &c.scale {
            for j in 0..4 {
                // By tcgen05.cp: junk until the copy lands.
                let (a, b) = if s.by_cp {
                    (0x7e7e_7e7e, 0x7e7e_7e7e)
                } else {
                    (scale_word(c, s, true, t, j), scale_word(c, s, false, t, j))
                };
                init[t * width + sf_col + j] = a;
                init[t * width + sf_col + 4 + j] = b;
            }
        }
    }
    if let Some(s) = c.scale.filter(|s| s.by_cp) {
        for lane in 0..32 {
            for j in 0..4 {
                let at = SF_BASE + 16 * lane + 4 * j;
                smem[at..at + 4].copy_from_slice(&scale_word(c, &s, true, lane, j).to_le_bytes());
                smem[at + 512..at + 516].copy_from_slice(&scale_word(c, &s, false, lane, j).to_le_bytes());
            }
        }
    }
    let mut init_bytes: Vec<u8> = init.iter().flat_map(|w| w.to_le_bytes()).collect();
    // D after the wait, then (early_ld) D loaded before it.
    let mut out = vec![0u8; 2 * THREADS * c.n * 4];
    let ncols = width.next_power_of_two().max(32);
    let a_operand = if c.a_in_tmem {
        format!("%aI = llvm.add %taddr, %cN : i32\n    %da = llvm.inttoptr %aI : i32 to !llvm.ptr<6>\n    ")
    } else {
        format!("%ahigh = llvm.mlir.constant({} : i64) : i64\n    ", descriptor_high(c.a) as i64)
    };
    // The scale factors' addresses; by tcgen05.cp, the copies first (rows
    // of 16 bytes: 16-byte core matrix rows, 8-row groups SBO = 128 apart).
    let sf_operands = match c.scale {
        None => String::new(),
        Some(s) => {
            let mut text = format!(
                "%cSF = llvm.mlir.constant({sf_col} : i32) : i32\n    %sfaI = llvm.add %taddr, %cSF : i32\n    %sfa = llvm.inttoptr %sfaI : i32 to !llvm.ptr<6>\n    %cSFB = llvm.mlir.constant({} : i32) : i32\n    %sfbI = llvm.add %taddr, %cSFB : i32\n    %sfb = llvm.inttoptr %sfbI : i32 to !llvm.ptr<6>\n    ",
                sf_col + 4
            );
            if s.by_cp {
                let high = descriptor_high(Layout::KInterleave { lbo: 16, sbo: 128 }) as i64;
                for (name, at) in [("sfa", SF_BASE), ("sfb", SF_BASE + 512)] {
                    text += &format!(
                        "%{name}S = llvm.mlir.constant({} : i64) : i64\n    %{name}Da = llvm.add %field, %{name}S : i64\n    %{name}H = llvm.mlir.constant({high} : i64) : i64\n    %{name}D = llvm.or %{name}Da, %{name}H : i64\n    nvvm.tcgen05.cp %{name}, %{name}D {{shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}}\n    ",
                        at >> 4
                    );
                }
            }
            text
        }
    };
    // Step s's mma: A's and B's start addresses at element (0, sK) of their
    // layouts (a K step inside a swizzled row leaves the row bits, which the
    // swizzle follows, as they are).
    let mmas: String = (0..c.steps)
        .map(|s| {
            let (a_value, a_defs) = if c.a_in_tmem {
                ("%da".to_string(), String::new())
            } else {
                (
                    format!("%da{s}"),
                    format!(
                        "%as{s} = llvm.mlir.constant({} : i64) : i64\n    %da{s}a = llvm.add %field, %as{s} : i64\n    %da{s} = llvm.or %da{s}a, %ahigh : i64\n    ",
                        (A_BASE + place(c.a, 0, s * 32 / unit, unit)) >> 4
                    ),
                )
            };
            let a_type = if c.a_in_tmem { "!llvm.ptr<6>" } else { "i64" };
            let op = match c.scale {
                None => format!(
                    "nvvm.tcgen05.mma %dptr, {a_value}, %db{s}, %idesc{s}, %en{s} {{kind = #nvvm.tcgen05_mma_kind<{}>, ctaGroup = #nvvm.cta_group<cta_1>}} : (!llvm.ptr<6>, {a_type}, i64, i32, i1)",
                    c.ty.kind()
                ),
                Some(sc) => format!(
                    "nvvm.tcgen05.mma.block_scale %dptr, {a_value}, %db{s}, %idesc{s}, %en{s}, %sfa, %sfb {{kind = #nvvm.block_scale_kind<{}>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<{}>}} : (!llvm.ptr<6>, {a_type}, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)",
                    sc.kind, sc.block
                ),
            };
            format!(
                "{a_defs}%bs{s} = llvm.mlir.constant({} : i64) : i64\n    %db{s}a = llvm.add %field, %bs{s} : i64\n    %db{s} = llvm.or %db{s}a, %bhigh : i64\n    %en{s} = llvm.mlir.constant({}) : i1\n    %idesc{s} = llvm.mlir.constant({} : i32) : i32\n    {op}\n    {}",
                (B_BASE + place(c.b, 0, s * 32 / unit, unit)) >> 4,
                c.enable_d || s > 0,
                instr_desc(c, s) as i32,
                if c.commit_each && s == 0 { "nvvm.tcgen05.commit %bar : !llvm.ptr<3>\n    " } else { "" },
            )
        })
        .collect();
    let early = if c.early_ld {
        "%er = nvvm.tcgen05.ld %mine {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<NNxi32>\n    nvvm.tcgen05.wait <load>\n    %eo0 = llvm.mul %tid, %cN : i32\n    %eo1 = llvm.mul %cN, %c128 : i32\n    %eo = llvm.add %eo0, %eo1 : i32\n    %ep = llvm.getelementptr %out[%eo] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32\n    llvm.store %er, %ep {alignment = 4 : i64} : vector<NNxi32>, !llvm.ptr<1>\n    ".replace("NN", &c.n.to_string())
    } else {
        String::new()
    };
    // The words after D (A's packed row, the scale factors), `extra` of
    // them, stored from column N.
    let extra = width - c.n;
    let extra_store = if extra > 0 {
        format!("%ap = llvm.getelementptr %ip[%cN] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32\n    %av = llvm.load %ap {{alignment = 4 : i64}} : !llvm.ptr<1> -> vector<{extra}xi32>\n    %amI = llvm.add %mineI, %cN : i32\n    %amT = llvm.inttoptr %amI : i32 to !llvm.ptr<6>\n    nvvm.tcgen05.st %amT, %av {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : vector<{extra}xi32>\n    ")
    } else {
        String::new()
    };
    let clobber = if c.clobber_after_commit {
        format!(
            "%cb = llvm.mlir.constant(-85 : i8) : i8\n    %bp = llvm.getelementptr %base[{B_BASE}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8\n    llvm.store %cb, %bp : i8, !llvm.ptr<3>\n    "
        )
    } else {
        String::new()
    };
    let module = format!(
        r#"{PROLOGUE}{alloc}    %cW = llvm.mlir.constant({width} : i32) : i32
    %cN = llvm.mlir.constant({n} : i32) : i32
    %iw = llvm.mul %tid, %cW : i32
    %ip = llvm.getelementptr %init[%iw] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %iv = llvm.load %ip {{alignment = 4 : i64}} : !llvm.ptr<1> -> vector<{n}xi32>
    nvvm.tcgen05.st %mine, %iv {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : vector<{n}xi32>
    {extra_store}nvvm.tcgen05.wait <store>
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    llvm.cond_br %isT0, ^issue, ^issued
  ^issue:
    %addr = llvm.ptrtoint %base : !llvm.ptr<3> to i64
    %mask = llvm.mlir.constant(262143 : i64) : i64
    %four = llvm.mlir.constant(4 : i64) : i64
    %am = llvm.and %addr, %mask : i64
    %field = llvm.lshr %am, %four : i64
    %bhigh = llvm.mlir.constant({bhigh} : i64) : i64
    %dlane = llvm.mlir.constant({dlane} : i32) : i32
    %dI = llvm.add %taddr, %dlane : i32
    %dptr = llvm.inttoptr %dI : i32 to !llvm.ptr<6>
    {a_operand}{sf_operands}{mmas}nvvm.tcgen05.commit {last} : !llvm.ptr<3>
    {clobber}llvm.br ^issued
  ^issued:
    %c128 = llvm.mlir.constant(128 : i32) : i32
    {early}nvvm.barrier0
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    nvvm.mbarrier.try_wait.parity {last}, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.tcgen05.fence <after>
    %r = nvvm.tcgen05.ld %mine {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : vector<{n}xi32>
    nvvm.tcgen05.wait <load>
    %ow = llvm.mul %tid, %cN : i32
    %op = llvm.getelementptr %out[%ow] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %op {{alignment = 4 : i64}} : vector<{n}xi32>, !llvm.ptr<1>
{EPILOGUE}"#,
        alloc = allocate(ncols),
        n = c.n,
        bhigh = descriptor_high(c.b) as i64,
        dlane = if c.upper_half { 16 << 16 } else { 0 },
        last = if c.commit_each { "%bar1" } else { "%bar" },
    );
    run(&module, &mut [&mut smem, &mut init_bytes, &mut out])?;
    let sign = if c.neg_a { -1.0 } else { 1.0 };
    let all = words(&out);
    let (after, before) = all.split_at(THREADS * c.n);
    for (t, got) in after.chunks(c.n).enumerate() {
        for (col, &word) in got.iter().enumerate() {
            if c.early_ld && before[t * c.n + col] != init[t * width + col] {
                return Err(format!("lane {t} column {col} loaded before the wait: got {:#x}, not D before the mma", before[t * c.n + col]));
            }
            let Some(r) = row_of_lane(t) else {
                // Lanes no row of D lies in keep what tcgen05.st left.
                if word != marker + col as u32 {
                    return Err(format!("lane {t} column {col} (no row of D): got {word:#x}"));
                }
                continue;
            };
            let mut want = if c.enable_d { d0(c, r, col) } else { 0.0 };
            for kk in 0..k * c.steps {
                // Block g of K is the g-th scale factor of the row (column).
                let scales = match &c.scale {
                    Some(s) => {
                        let g = kk / (k / s.per_row);
                        scale_value(s, true, r, g) * scale_value(s, false, col, g)
                    }
                    None => 1.0,
                };
                want += sign * value_a(c.ty, r, kk) * value_b(c.ty, kk, col) * scales;
            }
            if let Some(saturate) = c.near_max {
                want = if saturate { want.min(i32::MAX as f64) } else { want as i64 as i32 as f64 };
            }
            let got = if c.ty.integer() { word as i32 as f64 } else { f32::from_bits(word) as f64 };
            if got != want {
                return Err(format!("lane {t} column {col} (D[{r}][{col}]): got {got}, want {want}"));
            }
        }
    }
    Ok(())
}

const K128: Layout = Layout::KSwizzle { width: 128, sbo: 1024 };

#[test]
fn f16_m128_k_major_128b_swizzle_both() {
    run_case(&case(128, 32, Ty::F16, K128, K128)).unwrap();
}

#[test]
fn f16_m128_k_major_no_swizzle_both() {
    // Core matrices: 8 rows x 16 bytes (128 bytes); K's two chunks LBO =
    // 128 apart, groups of 8 rows SBO = 256 apart.
    let a = Layout::KInterleave { lbo: 128, sbo: 256 };
    run_case(&case(128, 64, Ty::F16, a, a)).unwrap();
}

#[test]
fn overwrite_ignores_the_d_in_tensor_memory() {
    let mut c = case(128, 16, Ty::F16, K128, K128);
    c.enable_d = false;
    run_case(&c).unwrap();
    c.enable_d = true;
    run_case(&c).unwrap();
}

#[test]
fn m64_writes_16_lanes_of_each_warp() {
    let mut c = case(64, 32, Ty::F16, K128, K128);
    run_case(&c).unwrap();
    c.enable_d = false;
    run_case(&c).unwrap();
    c.upper_half = true;
    run_case(&c).unwrap();
}

#[test]
fn bf16_negated_a_and_tf32() {
    let mut c = case(128, 32, Ty::Bf16, K128, K128);
    c.neg_a = true;
    run_case(&c).unwrap();
    // tf32: K = 8 (32 bytes), 4-byte elements.
    run_case(&case(128, 32, Ty::Tf32, K128, K128)).unwrap();
}

#[test]
fn f16_mn_major_b_two_128b_panels_and_64b_32b_swizzles() {
    // B as K rows of N = 128 f16: two 64-wide panels (LBO = 2048), K rows
    // 128 bytes apart in an atom, atoms of 8 K rows SBO = 1024 apart.
    let b = Layout::MnSwizzle { width: 128, lbo: 2048, sbo: 1024 };
    run_case(&case(128, 128, Ty::F16, K128, b)).unwrap();
    let a = Layout::KSwizzle { width: 64, sbo: 512 };
    let b = Layout::MnSwizzle { width: 32, lbo: 512, sbo: 256 };
    run_case(&case(128, 32, Ty::F16, a, b)).unwrap();
    let a = Layout::KSwizzle { width: 32, sbo: 256 };
    run_case(&case(64, 16, Ty::F16, a, a)).unwrap();
}

#[test]
fn f8f6f4_e4m3_and_e5m2() {
    // K = 32 one-byte elements: a 128-byte swizzled row holds 32 of them
    // per mma; MN-major B: 128 N per K row.
    run_case(&case(128, 32, Ty::E4m3, K128, K128)).unwrap();
    let b = Layout::MnSwizzle { width: 128, lbo: 4096, sbo: 1024 };
    run_case(&case(128, 16, Ty::E5m2, K128, b)).unwrap();
}

#[test]
fn i8_signed_and_unsigned() {
    run_case(&case(128, 32, Ty::S8, K128, K128)).unwrap();
    let b = Layout::MnSwizzle { width: 128, lbo: 4096, sbo: 1024 };
    run_case(&case(64, 16, Ty::U8, K128, b)).unwrap();
}

#[test]
fn a_from_tensor_memory() {
    let mut c = case(128, 32, Ty::F16, K128, K128);
    c.a_in_tmem = true;
    run_case(&c).unwrap();
}

#[test]
fn shared_memory_changed_before_the_commit_lands_fails() {
    let mut c = case(128, 16, Ty::F16, K128, K128);
    c.clobber_after_commit = true;
    let err = run_case(&c).unwrap_err();
    assert!(err.contains("changed before the mbarrier arrive-on of the tcgen05.commit"), "{err}");
}

/// Runs `body` (after the prologue) in a kernel of 128 threads with one
/// output buffer of 128 words.
fn run_body(body: &str) -> Result<Vec<u32>, String> {
    let module = format!("{PROLOGUE}{body}    llvm.return\n  }}\n}}");
    let (mut image, mut init, mut out) = (vec![0u8; SMEM], vec![0u8; 4], vec![0u8; THREADS * 4]);
    run(&module, &mut [&mut image, &mut init, &mut out])?;
    Ok(words(&out))
}

/// Warp `w`'s block: `inner` if the running thread is in warp w.
fn in_warp(w: usize, label: &str, inner: &str) -> String {
    format!(
        "    %w{label} = llvm.mlir.constant({w} : i32) : i32\n    %is{label} = llvm.icmp \"eq\" %warp, %w{label} : i32\n    llvm.cond_br %is{label}, ^{label}, ^{label}Done\n  ^{label}:\n{inner}    llvm.br ^{label}Done\n  ^{label}Done:\n"
    )
}

#[test]
fn alloc_gives_disjoint_columns_and_dealloc_frees_them() {
    // Warp w allocates 32 << w columns (480 of 512 in all) into slot w, lane
    // 0 of each warp writes the address, all give them back.
    let mut body = String::new();
    for w in 0..4 {
        body += &in_warp(
            w,
            &format!("a{w}"),
            &format!(
                "    %n{w} = llvm.mlir.constant({} : i32) : i32\n    %s{w} = llvm.getelementptr %slot[{w}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32\n    nvvm.tcgen05.alloc %s{w}, %n{w} : !llvm.ptr<3>, i32\n",
                32 << w
            ),
        );
    }
    body += "    nvvm.barrier0\n    %ms = llvm.getelementptr %slot[%warp] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32\n    %got = llvm.load %ms : !llvm.ptr<3> -> i32\n    %op = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32\n    llvm.store %got, %op : i32, !llvm.ptr<1>\n";
    for w in 0..4 {
        body += &in_warp(
            w,
            &format!("d{w}"),
            &format!(
                "    %dp{w} = llvm.inttoptr %got : i32 to !llvm.ptr<6>\n    %dn{w} = llvm.mlir.constant({} : i32) : i32\n    nvvm.tcgen05.dealloc %dp{w}, %dn{w} : !llvm.ptr<6>, i32\n",
                32 << w
            ),
        );
    }
    body += "    nvvm.tcgen05.relinquish_alloc_permit\n";
    let out = run_body(&body).unwrap();
    let mut spans: Vec<(u32, u32)> = (0..4).map(|w| (out[32 * w], 32u32 << w)).collect();
    for w in 0..4 {
        assert!(out[32 * w..32 * w + 32].iter().all(|&a| a == out[32 * w]), "warp {w}'s lanes disagree: {out:?}");
    }
    spans.sort();
    for (i, &(address, size)) in spans.iter().enumerate() {
        assert_eq!(address >> 16, 0, "lane field of {address:#x}");
        assert!(address + size <= 512, "{spans:?}");
        if i > 0 {
            assert!(spans[i - 1].0 + spans[i - 1].1 <= address, "overlap: {spans:?}");
        }
    }
}

#[test]
fn alloc_waits_for_another_warps_dealloc() {
    // Warp 0 holds all 512 columns; warp 1's alloc of 256 blocks until warp
    // 0 gives them back, then gets them.
    let body = format!(
        "{}    nvvm.barrier0\n    %all = llvm.load %slot : !llvm.ptr<3> -> i32\n{}{}",
        in_warp(0, "a", "    %n512 = llvm.mlir.constant(512 : i32) : i32\n    nvvm.tcgen05.alloc %slot, %n512 : !llvm.ptr<3>, i32\n"),
        in_warp(0, "d", "    %p = llvm.inttoptr %all : i32 to !llvm.ptr<6>\n    %m512 = llvm.mlir.constant(512 : i32) : i32\n    nvvm.tcgen05.dealloc %p, %m512 : !llvm.ptr<6>, i32\n"),
        in_warp(1, "b", "    %n256 = llvm.mlir.constant(256 : i32) : i32\n    %s1 = llvm.getelementptr %slot[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32\n    nvvm.tcgen05.alloc %s1, %n256 : !llvm.ptr<3>, i32\n    %got = llvm.load %s1 : !llvm.ptr<3> -> i32\n    %q = llvm.inttoptr %got : i32 to !llvm.ptr<6>\n    nvvm.tcgen05.dealloc %q, %n256 : !llvm.ptr<6>, i32\n"),
    );
    run_body(&body).unwrap();
}

/// Warp 0 runs `inner` (the other warps nothing); the launch's error.
fn warp0_fails(inner: &str) -> String {
    run_body(&in_warp(0, "z", inner)).unwrap_err()
}

const ALLOC_512: &str = "    %n512 = llvm.mlir.constant(512 : i32) : i32\n    nvvm.tcgen05.alloc %slot, %n512 : !llvm.ptr<3>, i32\n    %t = llvm.load %slot : !llvm.ptr<3> -> i32\n    %tp = llvm.inttoptr %t : i32 to !llvm.ptr<6>\n";
const DEALLOC_512: &str = "    nvvm.tcgen05.dealloc %tp, %n512 : !llvm.ptr<6>, i32\n";

#[test]
fn allocating_past_512_columns_fails() {
    let err = warp0_fails(&format!("{ALLOC_512}    %n32 = llvm.mlir.constant(32 : i32) : i32\n    nvvm.tcgen05.alloc %slot, %n32 : !llvm.ptr<3>, i32\n{DEALLOC_512}"));
    assert!(err.contains("32 columns requested with 512 of 512 columns allocated, all by the requesting warp"), "{err}");
    let err = warp0_fails("    %n48 = llvm.mlir.constant(48 : i32) : i32\n    nvvm.tcgen05.alloc %slot, %n48 : !llvm.ptr<3>, i32\n");
    assert!(err.contains("48 columns (must be a power of 2 from 32 to 512)"), "{err}");
}

#[test]
fn double_and_unallocated_deallocs_fail() {
    let err = warp0_fails(&format!("{ALLOC_512}{DEALLOC_512}{DEALLOC_512}"));
    assert!(err.contains("tcgen05.dealloc: lane 0, column 0 is not the address of an allocation"), "{err}");
    let err = warp0_fails(&format!(
        "{ALLOC_512}    %c64 = llvm.mlir.constant(64 : i32) : i32\n    %u = llvm.inttoptr %c64 : i32 to !llvm.ptr<6>\n    %n32 = llvm.mlir.constant(32 : i32) : i32\n    nvvm.tcgen05.dealloc %u, %n32 : !llvm.ptr<6>, i32\n{DEALLOC_512}"
    ));
    assert!(err.contains("column 64 is not the address of an allocation"), "{err}");
    let err = warp0_fails(&format!("{ALLOC_512}    %n256 = llvm.mlir.constant(256 : i32) : i32\n    nvvm.tcgen05.dealloc %tp, %n256 : !llvm.ptr<6>, i32\n{DEALLOC_512}"));
    assert!(err.contains("256 columns of an allocation of 512"), "{err}");
}

#[test]
fn exiting_with_columns_allocated_fails() {
    let err = warp0_fails(ALLOC_512);
    assert!(err.contains("the CTA exited with 512 of 512 columns allocated"), "{err}");
}

#[test]
fn alloc_after_relinquish_fails() {
    let err = run_body(&format!(
        "    nvvm.tcgen05.relinquish_alloc_permit\n    nvvm.barrier0\n{}",
        in_warp(1, "z", ALLOC_512)
    ))
    .unwrap_err();
    assert!(err.contains("relinquish_alloc_permit before"), "{err}");
}

#[test]
fn ld_st_32x32b_move_each_threads_lane_and_check_allocation() {
    // Each thread stores 64 words (tid * 1000 + j) to its lane, columns
    // 0-63 of a 64-column allocation; reading back .x1 at column 5 and .x128
    // past the allocation.
    let stores: String = (0..64)
        .map(|j| format!("    %e{j} = llvm.mlir.constant({j} : i32) : i32\n    %x{j} = llvm.add %tk, %e{j} : i32\n    %v{n} = llvm.insertelement %x{j}, %v{j}[%e{j} : i32] : vector<64xi32>\n", n = j + 1))
        .collect();
    let body = format!(
        "{alloc}    %c1000 = llvm.mlir.constant(1000 : i32) : i32\n    %tk = llvm.mul %tid, %c1000 : i32\n    %v0 = llvm.mlir.poison : vector<64xi32>\n{stores}    nvvm.tcgen05.st %mine, %v64 {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : vector<64xi32>\n    nvvm.tcgen05.wait <store>\n    %c5 = llvm.mlir.constant(5 : i32) : i32\n    %a5 = llvm.add %mineI, %c5 : i32\n    %p5 = llvm.inttoptr %a5 : i32 to !llvm.ptr<6>\n    %one = nvvm.tcgen05.ld %p5 {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : i32\n    nvvm.tcgen05.wait <load>\n    %op = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32\n    llvm.store %one, %op : i32, !llvm.ptr<1>\n{epilogue}",
        alloc = allocate(64),
        epilogue = EPILOGUE.trim_end_matches("  }\n}").replace("    llvm.return\n", ""),
    );
    let out = run_body(&body).unwrap();
    for t in 0..THREADS {
        assert_eq!(out[t], t as u32 * 1000 + 5, "thread {t}");
    }
    let past = format!(
        "{}    %far = nvvm.tcgen05.ld %mine {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : vector<128xi32>\n{}",
        allocate(64),
        EPILOGUE.trim_end_matches("  }\n}").replace("    llvm.return\n", ""),
    );
    let err = run_body(&past).unwrap_err();
    assert!(err.contains("tcgen05.ld: columns 0 to 127 are not all allocated (64 of 512 columns allocated)"), "{err}");
    // A warp naming another warp's lanes.
    let wrong = format!(
        "{}    %bad = nvvm.tcgen05.ld %tptr {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : i32\n{}",
        allocate(64),
        EPILOGUE.trim_end_matches("  }\n}").replace("    llvm.return\n", ""),
    );
    let err = run_body(&wrong).unwrap_err();
    assert!(err.contains("tcgen05.ld: lane 0 from warp"), "{err}");
}

#[test]
fn two_k_steps_in_a_128b_row_then_one_commit() {
    // The second mma's start addresses 32 bytes into the rows (K 16-31),
    // accumulating on the first's D: performed in issue order.
    let mut c = case(128, 32, Ty::F16, K128, K128);
    c.steps = 2;
    c.enable_d = false;
    run_case(&c).unwrap();
    // MN-major B: the K step is two 8-row atoms (2 SBO); e4m3 K steps of 32.
    let b = Layout::MnSwizzle { width: 128, lbo: 4096, sbo: 1024 };
    let mut c = case(128, 64, Ty::F16, K128, b);
    c.steps = 2;
    run_case(&c).unwrap();
    let mut c = case(64, 32, Ty::E4m3, K128, K128);
    c.steps = 2;
    run_case(&c).unwrap();
}

#[test]
fn d_loaded_before_the_commit_lands_is_d_before_the_mma() {
    let mut c = case(128, 16, Ty::F16, K128, K128);
    c.early_ld = true;
    run_case(&c).unwrap();
}

#[test]
fn i8_saturates_or_wraps() {
    let b = Layout::MnSwizzle { width: 128, lbo: 4096, sbo: 1024 };
    let mut c = case(128, 16, Ty::U8, K128, b);
    c.near_max = Some(true);
    run_case(&c).unwrap();
    c.near_max = Some(false);
    run_case(&c).unwrap();
}

#[test]
fn a_commit_tracks_every_earlier_mma_of_the_thread() {
    // mma 1, commit to barrier 0, mma 2, commit to barrier 1; waiting on
    // barrier 1 alone finds both performed, in order.
    let mut c = case(128, 32, Ty::F16, K128, K128);
    c.steps = 2;
    c.commit_each = true;
    run_case(&c).unwrap();
}

#[test]
fn f8f6f4_six_and_four_bit_types_padded_in_shared_memory() {
    // 16 elements packed, then padding to 16 bytes: K = 32 over a row's 32
    // bytes, as for 8-bit types.
    run_case(&case(128, 32, Ty::E2m1, K128, K128)).unwrap();
    run_case(&case(128, 16, Ty::E2m3, K128, K128)).unwrap();
    // Unswizzled: the two 16-byte chunks of a row LBO = 128 apart.
    let a = Layout::KInterleave { lbo: 128, sbo: 256 };
    run_case(&case(64, 32, Ty::E3m2, a, a)).unwrap();
    let mut c = case(128, 32, Ty::E2m1, K128, K128);
    c.steps = 2;
    run_case(&c).unwrap();
}

#[test]
fn sub_byte_types_mn_major_or_from_tensor_memory_fail() {
    let b = Layout::MnSwizzle { width: 128, lbo: 4096, sbo: 1024 };
    let err = run_case(&case(128, 16, Ty::E2m1, K128, b)).unwrap_err();
    assert!(err.contains("4- and 6-bit A and B are modelled K-major in shared memory only"), "{err}");
    let mut c = case(128, 16, Ty::E2m3, K128, K128);
    c.a_in_tmem = true;
    let err = run_case(&c).unwrap_err();
    assert!(err.contains("4- and 6-bit A and B are modelled K-major in shared memory only"), "{err}");
}

#[test]
fn mxf8f6f4_scales_each_block_of_32() {
    // Two mmas (K = 64): the second's scale factor IDs one byte on, so each
    // block of 32 along K has its own ue8m0 scale factor (the boundary at K
    // = 32); A from shared memory or tensor memory.
    let mut c = case(128, 32, Ty::E4m3, K128, K128);
    c.steps = 2;
    c.scale = Some(Scale { sfa_id: 1, ..scale("mxf8f6f4", "block32", 1, true) });
    run_case(&c).unwrap();
    let mut c = case(128, 16, Ty::E5m2, K128, K128);
    c.a_in_tmem = true;
    c.neg_a = true;
    c.scale = Some(Scale { sfa_id: 2, sfb_id: 3, ..scale("mxf8f6f4", "default", 1, true) });
    run_case(&c).unwrap();
    // 4-bit A and B, N = 8.
    let mut c = case(128, 8, Ty::E2m1, K128, K128);
    c.scale = Some(Scale { sfb_id: 2, ..scale("mxf8f6f4", "block32", 1, true) });
    run_case(&c).unwrap();
}

#[test]
fn mxf4_packs_two_e2m1_to_a_byte_with_two_blocks_of_32() {
    // K = 64 in a row's 32 bytes; scale factors in the half word at byte 2.
    let mut c = case(128, 64, Ty::E2m1, K128, K128);
    c.scale = Some(Scale { sfa_id: 2, sfb_id: 2, ..scale("mxf4", "block32", 2, true) });
    run_case(&c).unwrap();
    let mut c = case(128, 32, Ty::E2m1, K128, K128);
    c.steps = 2;
    c.scale = Some(scale("mxf4nvf4", "block32", 2, true));
    run_case(&c).unwrap();
}

#[test]
fn mxf4nvf4_four_ue4m3_blocks_of_16() {
    let mut c = case(128, 32, Ty::E2m1, K128, K128);
    c.scale = Some(scale("mxf4nvf4", "block16", 4, false));
    run_case(&c).unwrap();
    c.scale = Some(scale("mxf4nvf4", "block16", 4, true));
    run_case(&c).unwrap();
}

#[test]
fn scale_factors_copied_by_tcgen05_cp_then_used_by_the_mma() {
    // Thread 0 issues tcgen05.cp .32x128b.warpx4 of A's and B's scale
    // factors, then the mma at once: the two run in issue order.
    let mut c = case(128, 64, Ty::E2m1, K128, K128);
    c.scale = Some(Scale { by_cp: true, ..scale("mxf4nvf4", "block16", 4, false) });
    run_case(&c).unwrap();
    let mut c = case(128, 32, Ty::E4m3, K128, K128);
    c.steps = 2;
    c.scale = Some(Scale { by_cp: true, sfb_id: 2, ..scale("mxf8f6f4", "block32", 1, true) });
    run_case(&c).unwrap();
}

#[test]
fn invalid_block_scaling_fails() {
    // .kind::mxf4 scale factors are ue8m0 (instruction descriptor bit 23).
    let mut c = case(128, 32, Ty::E2m1, K128, K128);
    c.scale = Some(scale("mxf4", "block32", 2, false));
    let err = run_case(&c).unwrap_err();
    assert!(err.contains("ue4m3 scale factors (instruction descriptor bit 23 = 0) go with .kind::mxf4nvf4 .block16 only"), "{err}");
    // .block16 (scale_vec::4X) is no block size of .kind::mxf8f6f4, nor
    // of ::mxf4; ::mxf4nvf4 needs one: the NVVM verifier rejects them.
    for (kind, block, ty) in [("mxf8f6f4", "block16", Ty::E4m3), ("mxf4", "block16", Ty::E2m1), ("mxf4nvf4", "default", Ty::E2m1)] {
        let mut c = case(128, 32, ty, K128, K128);
        c.scale = Some(scale(kind, block, 4, true));
        let err = run_case(&c).unwrap_err();
        assert!(err.contains("cannot parse the module"), "{kind} {block}: {err}");
    }
    // 4X takes the whole word: ID 0.
    let mut c = case(128, 32, Ty::E2m1, K128, K128);
    c.scale = Some(Scale { sfa_id: 2, ..scale("mxf4nvf4", "block16", 4, false) });
    let err = run_case(&c).unwrap_err();
    assert!(err.contains("scale factor A ID 2 with 4 scale factors to a row"), "{err}");
    // Scale factors not duplicated in every 32-lane partition.
    let mut c = case(128, 32, Ty::E4m3, K128, K128);
    c.scale = Some(Scale { skew: true, ..scale("mxf8f6f4", "block32", 1, true) });
    let err = run_case(&c).unwrap_err();
    assert!(err.contains("scale factor A of row 0 differs between lanes 0 and 32"), "{err}");
}

/// A kernel whose threads each put `marker + column` in columns 0-31 of
/// their lane, then thread 0 runs `cps` (with `%field`, the shared window
/// offset >> 4, and `%taddr`) and commits them, and every thread loads its
/// lane's 32 columns back into `out` after the commit lands.
fn cp_module(cps: &str) -> String {
    format!(
        r#"{PROLOGUE}{alloc}    %cW = llvm.mlir.constant(32 : i32) : i32
    %iw = llvm.mul %tid, %cW : i32
    %ip = llvm.getelementptr %init[%iw] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %iv = llvm.load %ip {{alignment = 4 : i64}} : !llvm.ptr<1> -> vector<32xi32>
    nvvm.tcgen05.st %mine, %iv {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : vector<32xi32>
    nvvm.tcgen05.wait <store>
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    llvm.cond_br %isT0, ^issue, ^issued
  ^issue:
    %addr = llvm.ptrtoint %base : !llvm.ptr<3> to i64
    %mask = llvm.mlir.constant(262143 : i64) : i64
    %four = llvm.mlir.constant(4 : i64) : i64
    %am = llvm.and %addr, %mask : i64
    %field = llvm.lshr %am, %four : i64
{cps}    nvvm.tcgen05.commit %bar : !llvm.ptr<3>
    llvm.br ^issued
  ^issued:
    nvvm.barrier0
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.tcgen05.fence <after>
    %r = nvvm.tcgen05.ld %mine {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : vector<32xi32>
    nvvm.tcgen05.wait <load>
    %op = llvm.getelementptr %out[%iw] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %op {{alignment = 4 : i64}} : vector<32xi32>, !llvm.ptr<1>
{EPILOGUE}"#,
        alloc = allocate(32)
    )
}

/// Copy `i`: tcgen05.cp of `shape` (with `multicast` and further `attrs`)
/// from the matrix of `layout` at shared offset `at` to column `column`.
fn cp_op(i: usize, shape: &str, multicast: &str, at: usize, layout: Layout, column: usize, attrs: &str) -> String {
    let multicast = if multicast.is_empty() {
        String::new()
    } else {
        format!(", multicast = #nvvm.tcgen05_cp_multicast<{multicast}>")
    };
    format!(
        "    %cps{i} = llvm.mlir.constant({} : i64) : i64\n    %cpa{i} = llvm.add %field, %cps{i} : i64\n    %cph{i} = llvm.mlir.constant({} : i64) : i64\n    %cpd{i} = llvm.or %cpa{i}, %cph{i} : i64\n    %cpc{i} = llvm.mlir.constant({column} : i32) : i32\n    %cpt{i} = llvm.add %taddr, %cpc{i} : i32\n    %cpp{i} = llvm.inttoptr %cpt{i} : i32 to !llvm.ptr<6>\n    nvvm.tcgen05.cp %cpp{i}, %cpd{i} {{shape = #nvvm.tcgen05_cp_shape<{shape}>{multicast}{attrs}}}\n",
        at >> 4,
        descriptor_high(layout) as i64
    )
}

/// The source row of tcgen05.cp that tensor memory lane `lane` receives
/// ("tcgen05.cp"): the shape's rows are lanes 0..; .warpx2 multicasts the
/// 64 rows into both warp pairs (::02_13: warps 0 and 2, 1 and 3; ::01_23:
/// 0 and 1, 2 and 3), each warp of a pair receiving half (the first warp
/// rows 0-31); .warpx4 multicasts the 32 rows into all four warps.
fn cp_row(multicast: &str, rows: usize, lane: usize) -> Option<usize> {
    let (warp, l) = (lane / 32, lane % 32);
    match multicast {
        "" => (lane < rows).then_some(lane),
        "warpx2_02_13" => Some(l + 32 * (warp / 2)),
        "warpx2_01_23" => Some(l + 32 * (warp % 2)),
        _ => Some(l),
    }
}

#[test]
fn cp_shapes_and_multicasts_land_where_the_isa_says() {
    // Shape, multicast, rows, bytes a row, source layout (K-major: rows as
    // M/N, a row's bytes as K), source offset, first column.
    let cps: [(&str, &str, usize, usize, Layout, usize, usize); 6] = [
        ("shape_128x256b", "", 128, 32, Layout::KSwizzle { width: 32, sbo: 256 }, 0, 0),
        ("shape_4x256b", "", 4, 32, Layout::KInterleave { lbo: 128, sbo: 256 }, 4096, 8),
        ("shape_128x128b", "", 128, 16, Layout::KInterleave { lbo: 16, sbo: 128 }, 8192, 16),
        ("shape_64x128b", "warpx2_02_13", 64, 16, Layout::KInterleave { lbo: 16, sbo: 128 }, 10240, 20),
        ("shape_64x128b", "warpx2_01_23", 64, 16, Layout::KInterleave { lbo: 16, sbo: 128 }, 11264, 24),
        ("shape_32x128b", "warpx4", 32, 16, Layout::KInterleave { lbo: 16, sbo: 128 }, 12288, 28),
    ];
    let ops: String =
        cps.iter().enumerate().map(|(i, &(shape, mc, _, _, layout, at, column))| cp_op(i, shape, mc, at, layout, column, "")).collect();
    let smem: Vec<u8> = (0..SMEM).map(|i| (i * 7 + i / 251) as u8).collect();
    let marker = 0x5eed_0000u32;
    let mut init: Vec<u8> = (0..THREADS).flat_map(|_| (0..32).flat_map(|c| (marker + c).to_le_bytes())).collect();
    let mut out = vec![0u8; THREADS * 32 * 4];
    run(&cp_module(&ops), &mut [&mut smem.clone(), &mut init, &mut out]).unwrap();
    let got = words(&out);
    for lane in 0..THREADS {
        for col in 0..32u32 {
            let &(shape, mc, rows, _, layout, at, first) =
                cps.iter().rev().find(|cp| cp.6 <= col as usize).unwrap();
            let want = match cp_row(mc, rows, lane) {
                Some(row) => {
                    let byte = |b: usize| smem[at + place(layout, row, 4 * (col as usize - first) + b, 1)] as u32;
                    byte(0) | byte(1) << 8 | byte(2) << 16 | byte(3) << 24
                }
                None => marker + col,
            };
            assert_eq!(got[lane * 32 + col as usize], want, "{shape} {mc}: lane {lane} column {col}");
        }
    }
}

#[test]
fn cp_of_unallocated_columns_or_with_decompression_fails() {
    let layout = Layout::KInterleave { lbo: 128, sbo: 256 };
    let module = cp_module(&cp_op(0, "shape_128x256b", "", 0, layout, 28, ""));
    let (mut smem, mut init, mut out) = (vec![0u8; SMEM], vec![0u8; THREADS * 128], vec![0u8; THREADS * 128]);
    let err = run(&module, &mut [&mut smem, &mut init, &mut out]).unwrap_err();
    assert!(err.contains("tcgen05.cp: columns 28 to 35 are not all allocated (32 of 512 columns allocated)"), "{err}");
    let module = cp_module(&cp_op(0, "shape_128x256b", "", 0, layout, 0, ", srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>"));
    let err = run(&module, &mut [&mut smem, &mut init, &mut out]).unwrap_err();
    assert!(err.contains("host emulation models nvvm.tcgen05.cp for cta_group::1 without decompression"), "{err}");
}

// .cta_group::2: a cluster of two CTAs (the pair: cluster ranks differing
// in bit 0, "CTA Pair"), each copying its 32 KB of `image` into @smem. The
// ISA facts checked: one warp of each CTA performs alloc / dealloc /
// relinquish_alloc_permit together, the columns at the same address in
// both ("Issue Granularity", "tcgen05.alloc"); one thread of the pair
// issues the mma, whose instruction descriptor M (128 or 256) is the
// pair's; the even rank's CTA holds A's first M / 2 rows and B's first N /
// 2 columns, the odd rank's the rest, at the same descriptor addresses;
// each CTA's rows of D lie in its own tensor memory, M = 256 as layout A
// (row r in lane r) and M = 128 as layout B ("2x2": rows in lanes 0-63 for
// D's first N / 2 columns, in lanes 64-127 for the rest, N / 2 columns
// wide) ("Data Path Layout Organization"); tcgen05.commit
// .multicast::cluster arrives on the mbarrier at the same offset in every
// CTA of ctaMask; all of a kernel's tcgen05 instructions use one
// .cta_group.

const CG2: &str = "{group = #nvvm.cta_group<cta_2>}";

/// A kernel `k(%image, %init, %out)` in clusters of (`cluster`, 1, 1), 128
/// threads a CTA: the image copied in, then `body` (with %rank, %warp,
/// %isW0, %isT0, %slot, %bar, %base, %c0, %c1, %ticks defined).
fn pair_kernel(cluster: usize, body: &str) -> String {
    format!(
        r#"module {{
  llvm.mlir.global internal @smem() {{addr_space = 3 : i32, alignment = 1024 : i64}} : !llvm.array<32768 x i8>
  llvm.mlir.global internal @tslot() {{addr_space = 3 : i32, alignment = 16 : i64}} : !llvm.array<4 x i32>
  llvm.mlir.global internal @bar() {{addr_space = 3 : i32, alignment = 8 : i64}} : !llvm.array<2 x i64>
  llvm.func @k(%image: !llvm.ptr<1>, %init: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {{nvvm.kernel, nvvm.cluster_dim = array<i32: {cluster}, 1, 1>}} {{
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %base = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %slot = llvm.mlir.addressof @tslot : !llvm.ptr<3>
    %bar = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %c256 = llvm.mlir.constant(256 : i32) : i32
    %c32k = llvm.mlir.constant(32768 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %warp = llvm.udiv %tid, %c32 : i32
    %quarter = llvm.urem %warp, %c4 : i32
    %lane0 = llvm.mul %quarter, %c32 : i32
    %laneField = llvm.shl %lane0, %c16 : i32
    %isW0 = llvm.icmp "eq" %warp, %c0 : i32
    %isT0 = llvm.icmp "eq" %tid, %c0 : i32
    %first = llvm.mul %tid, %c256 : i32
    %end = llvm.add %first, %c256 : i32
    %from = llvm.mul %rank, %c32k : i32
    llvm.br ^copy(%first : i32)
  ^copy(%i: i32):
    %more = llvm.icmp "slt" %i, %end : i32
    llvm.cond_br %more, ^byte, ^copied
  ^byte:
    %si = llvm.add %from, %i : i32
    %sp = llvm.getelementptr %image[%si] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %x = llvm.load %sp : !llvm.ptr<1> -> i8
    %dp = llvm.getelementptr %base[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    llvm.store %x, %dp : i8, !llvm.ptr<3>
    %i2 = llvm.add %i, %c1 : i32
    llvm.br ^copy(%i2 : i32)
  ^copied:
    nvvm.fence.proxy {{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}}
    nvvm.barrier0
{body}    llvm.return
  }}
}}"#
    )
}

fn run_pair(module: &str, ctas: u32, image: &mut [u8], init: &mut [u8], out: &mut [u8]) -> Result<String, String> {
    emulate_module(module, "k", [ctas, 1, 1], THREADS as u32, Emulation { concurrent_ctas: 2, store_delay_us: 0 }, &mut [image, init, out])
}

/// An f16 mma of the pair (M = `m`, N = `n`, K = 16, A and B K-major with
/// the 128-byte swizzle, D = A x B) issued by thread 0 of rank `issuer`.
/// Every thread first stores a marker (0x5eed0000 + column) in columns 0
/// to N - 1 of its lane; afterwards each CTA's threads load N columns of
/// their lane. `multicast`: the commit arrives on both CTAs' @bar (ctaMask
/// 0b11), each CTA waiting on its own; else only on the issuer's, its CTA
/// waiting there and the other learning of it through barrier.cluster.
/// Checks every word against D worked out here.
fn pair_mma(m: usize, n: usize, issuer: usize, multicast: bool) -> Result<(), String> {
    let (rows, cols) = (m / 2, n / 2);
    let ncols = n.next_power_of_two().max(32);
    let mut image = vec![0u8; 2 * SMEM];
    for cta in 0..2 {
        let smem = &mut image[cta * SMEM..][..SMEM];
        for r in 0..rows {
            for kk in 0..16 {
                store(smem, Ty::F16, K128, A_BASE, r, kk, 16, value_a(Ty::F16, cta * rows + r, kk));
            }
        }
        for c in 0..cols {
            for kk in 0..16 {
                store(smem, Ty::F16, K128, B_BASE, c, kk, 16, value_b(Ty::F16, kk, cta * cols + c));
            }
        }
    }
    let marker = 0x5eed_0000u32;
    let mut init: Vec<u8> = (0..THREADS * n).flat_map(|i| (marker + (i % n) as u32).to_le_bytes()).collect();
    let mut out = vec![0u8; 2 * THREADS * n * 4];
    let idesc = (1u32 << 4) | (((n >> 3) as u32) << 17) | (((m >> 4) as u32) << 24);
    let commit = if multicast {
        format!("%cm = llvm.mlir.constant(3 : i16) : i16\n    nvvm.tcgen05.commit %bar, multicast_mask = %cm {CG2} : !llvm.ptr<3>, i16")
    } else {
        format!("nvvm.tcgen05.commit %bar {CG2} : !llvm.ptr<3>")
    };
    let high = descriptor_high(K128) as i64;
    let body = format!(
        r#"    %ncols = llvm.mlir.constant({ncols} : i32) : i32
    llvm.cond_br %isW0, ^alloc, ^allocated
  ^alloc:
    nvvm.tcgen05.alloc %slot, %ncols {CG2} : !llvm.ptr<3>, i32
    llvm.cond_br %isT0, ^barInit, ^allocated
  ^barInit:
    nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    llvm.br ^allocated
  ^allocated:
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.tcgen05.fence <after>
    %taddr = llvm.load %slot : !llvm.ptr<3> -> i32
    %tptr = llvm.inttoptr %taddr : i32 to !llvm.ptr<6>
    %mineI = llvm.add %taddr, %laneField : i32
    %mine = llvm.inttoptr %mineI : i32 to !llvm.ptr<6>
    %cN = llvm.mlir.constant({n} : i32) : i32
    %iw = llvm.mul %tid, %cN : i32
    %ip = llvm.getelementptr %init[%iw] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %iv = llvm.load %ip {{alignment = 4 : i64}} : !llvm.ptr<1> -> vector<{n}xi32>
    nvvm.tcgen05.st %mine, %iv {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : vector<{n}xi32>
    nvvm.tcgen05.wait <store>
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.cluster.arrive
    nvvm.cluster.wait
    nvvm.tcgen05.fence <after>
    %cI = llvm.mlir.constant({issuer} : i32) : i32
    %isIssuerCta = llvm.icmp "eq" %rank, %cI : i32
    %isIssuer = llvm.and %isIssuerCta, %isT0 : i1
    llvm.cond_br %isIssuer, ^issue, ^issued
  ^issue:
    %addr = llvm.ptrtoint %base : !llvm.ptr<3> to i64
    %mask = llvm.mlir.constant(262143 : i64) : i64
    %four = llvm.mlir.constant(4 : i64) : i64
    %am = llvm.and %addr, %mask : i64
    %field = llvm.lshr %am, %four : i64
    %high = llvm.mlir.constant({high} : i64) : i64
    %as = llvm.mlir.constant({a_start} : i64) : i64
    %daa = llvm.add %field, %as : i64
    %da = llvm.or %daa, %high : i64
    %bs = llvm.mlir.constant({b_start} : i64) : i64
    %dba = llvm.add %field, %bs : i64
    %db = llvm.or %dba, %high : i64
    %en = llvm.mlir.constant(false) : i1
    %idesc = llvm.mlir.constant({idesc} : i32) : i32
    nvvm.tcgen05.mma %tptr, %da, %db, %idesc, %en {{kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>}} : (!llvm.ptr<6>, i64, i64, i32, i1)
    {commit}
    llvm.br ^issued
  ^issued:
    %waits = llvm.mlir.constant({multicast}) : i1
    %waitHere = llvm.or %waits, %isIssuerCta : i1
    llvm.cond_br %waitHere, ^wait, ^waited
  ^wait:
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    llvm.br ^waited
  ^waited:
    nvvm.cluster.arrive
    nvvm.cluster.wait
    nvvm.tcgen05.fence <after>
    %r = nvvm.tcgen05.ld %mine {{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}} : vector<{n}xi32>
    nvvm.tcgen05.wait <load>
    %c128 = llvm.mlir.constant(128 : i32) : i32
    %row = llvm.mul %rank, %c128 : i32
    %lane = llvm.add %row, %tid : i32
    %ow = llvm.mul %lane, %cN : i32
    %op = llvm.getelementptr %out[%ow] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %op {{alignment = 4 : i64}} : vector<{n}xi32>, !llvm.ptr<1>
    nvvm.tcgen05.fence <before>
    nvvm.barrier0
    nvvm.cluster.arrive
    nvvm.cluster.wait
    llvm.cond_br %isW0, ^free, ^done
  ^free:
    nvvm.tcgen05.dealloc %tptr, %ncols {CG2} : !llvm.ptr<6>, i32
    nvvm.tcgen05.relinquish_alloc_permit {CG2}
    llvm.br ^done
  ^done:
"#,
        a_start = A_BASE >> 4,
        b_start = B_BASE >> 4,
    );
    run_pair(&pair_kernel(2, &body), 2, &mut image, &mut init, &mut out)?;
    let got = words(&out);
    for cta in 0..2 {
        for lane in 0..THREADS {
            for col in 0..n {
                let word = got[(cta * THREADS + lane) * n + col];
                // Which element of D (global row, column) the cell holds.
                let at = if m == 256 {
                    Some((cta * rows + lane, col))
                } else if col < cols {
                    Some((cta * rows + lane % 64, col + if lane >= 64 { cols } else { 0 }))
                } else {
                    None
                };
                let Some((r, c)) = at else {
                    if word != marker + col as u32 {
                        return Err(format!("CTA {cta} lane {lane} column {col} (no element of D): got {word:#x}"));
                    }
                    continue;
                };
                let want: f64 = (0..16).map(|kk| value_a(Ty::F16, r, kk) * value_b(Ty::F16, kk, c)).sum();
                let value = f32::from_bits(word) as f64;
                if value != want {
                    return Err(format!("CTA {cta} lane {lane} column {col} (D[{r}][{c}]): got {value}, want {want}"));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn cta_pair_f16_m256_each_cta_holds_128_rows() {
    pair_mma(256, 64, 0, true).unwrap();
    // Issued from the odd CTA, N = 128 (64 columns of B in each CTA).
    pair_mma(256, 128, 1, true).unwrap();
}

#[test]
fn cta_pair_f16_m128_layout_b_splits_n_across_lane_halves() {
    pair_mma(128, 64, 0, true).unwrap();
    pair_mma(128, 32, 1, true).unwrap();
}

#[test]
fn cta_pair_commit_without_multicast_arrives_on_the_issuers_mbarrier() {
    pair_mma(256, 32, 0, false).unwrap();
}

/// Runs `body` in clusters of `cluster` CTAs (`ctas` in all); the words of
/// `out` (128 a CTA).
fn pair_body(cluster: usize, ctas: u32, body: &str) -> Result<Vec<u32>, String> {
    let mut image = vec![0u8; ctas as usize * SMEM];
    let mut init = vec![0u8; 4];
    let mut out = vec![0u8; ctas as usize * THREADS * 4];
    run_pair(&pair_kernel(cluster, body), ctas, &mut image, &mut init, &mut out)?;
    Ok(words(&out))
}

/// Warp `w` of each CTA allocates (.cta_group::2) `n` columns into slot
/// `slot`, or (after a barrier) gives slot `slot`'s back.
fn pair_alloc(w: usize, slot: usize, n: usize) -> String {
    in_warp(
        w,
        &format!("a{slot}"),
        &format!(
            "    %n{slot} = llvm.mlir.constant({n} : i32) : i32\n    %s{slot} = llvm.getelementptr %slot[{slot}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32\n    nvvm.tcgen05.alloc %s{slot}, %n{slot} {CG2} : !llvm.ptr<3>, i32\n"
        ),
    ) + "    nvvm.barrier0\n"
}
fn pair_dealloc(w: usize, slot: usize, n: usize) -> String {
    "    nvvm.barrier0\n".to_string()
        + &in_warp(
        w,
        &format!("d{slot}"),
        &format!(
            "    %l{slot} = llvm.getelementptr %slot[{slot}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32\n    %t{slot} = llvm.load %l{slot} : !llvm.ptr<3> -> i32\n    %p{slot} = llvm.inttoptr %t{slot} : i32 to !llvm.ptr<6>\n    %m{slot} = llvm.mlir.constant({n} : i32) : i32\n    nvvm.tcgen05.dealloc %p{slot}, %m{slot} {CG2} : !llvm.ptr<6>, i32\n"
        ),
    )
}

/// Thread t of each CTA stores slot t % 4 at word 128 * rank + t.
const STORE_SLOTS: &str = "    %i3 = llvm.urem %tid, %c4 : i32\n    %ms = llvm.getelementptr %slot[%i3] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32\n    %got = llvm.load %ms : !llvm.ptr<3> -> i32\n    %c128 = llvm.mlir.constant(128 : i32) : i32\n    %o0 = llvm.mul %rank, %c128 : i32\n    %o = llvm.add %o0, %tid : i32\n    %op = llvm.getelementptr %out[%o] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32\n    llvm.store %got, %op : i32, !llvm.ptr<1>\n    nvvm.barrier0\n";

#[test]
fn cta_pair_alloc_takes_the_same_columns_in_both_ctas() {
    // Warp 0 of each CTA allocates 64, then 128 columns together with its
    // peer's, warp 1 then 32: each address is the same in both CTAs, and
    // the three do not overlap; all are given back together, then the
    // permit.
    let body = format!(
        "{}{}{}{STORE_SLOTS}{}{}{}    nvvm.barrier0\n{}",
        pair_alloc(0, 0, 64),
        pair_alloc(0, 1, 128),
        pair_alloc(1, 2, 32),
        pair_dealloc(0, 0, 64),
        pair_dealloc(0, 1, 128),
        pair_dealloc(1, 2, 32),
        in_warp(0, "r", &format!("    nvvm.tcgen05.relinquish_alloc_permit {CG2}\n")),
    );
    let out = pair_body(2, 2, &body).unwrap();
    for t in 0..THREADS {
        if t % 4 < 3 {
            assert_eq!(out[t], out[THREADS + t], "slot {} differs between the CTAs: {out:?}", t % 4);
        }
    }
    let mut spans: Vec<(u32, u32)> = [(0, 64), (1, 128), (2, 32)].iter().map(|&(s, n)| (out[s], n)).collect();
    spans.sort();
    for (i, &(address, size)) in spans.iter().enumerate() {
        assert_eq!(address >> 16, 0, "lane field of {address:#x}");
        assert_eq!(address % size, 0, "{spans:?}");
        assert!(address + size <= 512, "{spans:?}");
        if i > 0 {
            assert!(spans[i - 1].0 + spans[i - 1].1 <= address, "overlap: {spans:?}");
        }
    }
}

#[test]
fn cta_pair_accounting_errors_fail_the_launch() {
    // 512 columns together, then 32 more: the pair's warps hold them all.
    let err = pair_body(2, 2, &format!("{}{}", pair_alloc(0, 0, 512), pair_alloc(0, 1, 32))).unwrap_err();
    assert!(err.contains("tcgen05.alloc: 32 columns requested with 512 of 512 columns allocated"), "{err}");
    assert!(err.contains("all by the requesting warps"), "{err}");
    // A dealloc of a size the pair's allocation does not have.
    let err = pair_body(2, 2, &format!("{}{}", pair_alloc(0, 0, 64), pair_dealloc(0, 0, 32))).unwrap_err();
    assert!(err.contains("tcgen05.dealloc: 32 columns of an allocation of 64 at column 0"), "{err}");
    // Leaving them allocated at exit.
    let err = pair_body(2, 2, &pair_alloc(0, 0, 64)).unwrap_err();
    assert!(err.contains("the CTA exited with 64 of 512 columns allocated"), "{err}");
    // The two warps disagree on the size.
    let err = pair_body(2, 2, &in_warp(0, "x", &format!("    %cA = llvm.mlir.constant(32 : i32) : i32\n    %cB = llvm.mlir.constant(64 : i32) : i32\n    %isR0 = llvm.icmp \"eq\" %rank, %c0 : i32\n    %nn = llvm.select %isR0, %cA, %cB : i1, i32\n    nvvm.tcgen05.alloc %slot, %nn {CG2} : !llvm.ptr<3>, i32\n"))).unwrap_err();
    assert!(err.contains("the CTA pair's warps disagree"), "{err}");
}

#[test]
fn cta_pair_invalid_uses_fail_the_launch() {
    // Outside a cluster of at least 2: no peer.
    let err = pair_body(1, 1, &pair_alloc(0, 0, 64)).unwrap_err();
    assert!(err.contains("tcgen05.alloc.cta_group::2: .cta_group::2 needs the CTA's peer (cluster rank 1), but the cluster has 1 CTA"), "{err}");
    // The peer CTA's warp never comes: it exits.
    let err = pair_body(2, 2, &format!("    %isR0 = llvm.icmp \"eq\" %rank, %c0 : i32\n    %w0r0 = llvm.and %isR0, %isW0 : i1\n    llvm.cond_br %w0r0, ^z, ^zDone\n  ^z:\n    %n = llvm.mlir.constant(64 : i32) : i32\n    nvvm.tcgen05.alloc %slot, %n {CG2} : !llvm.ptr<3>, i32\n    llvm.br ^zDone\n  ^zDone:\n")).unwrap_err();
    // (Whether it exited before the alloc or while it waited.)
    assert!(err.contains("tcgen05.alloc.cta_group::2: the peer CTA (cluster rank 1)") && err.contains("exited"), "{err}");
    // .cta_group::1 and ::2 in one kernel.
    let err = pair_body(2, 2, &in_warp(0, "m", &format!("    %n = llvm.mlir.constant(64 : i32) : i32\n    nvvm.tcgen05.alloc %slot, %n {CG2} : !llvm.ptr<3>, i32\n    %t = llvm.load %slot : !llvm.ptr<3> -> i32\n    %p = llvm.inttoptr %t : i32 to !llvm.ptr<6>\n    nvvm.tcgen05.dealloc %p, %n : !llvm.ptr<6>, i32\n"))).unwrap_err();
    assert!(err.contains("(the PTX ISA requires one .cta_group for all of a kernel's)"), "{err}");
    // An M = 64 shape is .cta_group::1's.
    let err = pair_mma(64, 64, 0, true).unwrap_err();
    assert!(err.contains("M = 64, N = 64 is not a .cta_group::2 shape"), "{err}");
}
