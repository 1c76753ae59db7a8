//! The host emulation of sm_90's warpgroup instructions — wgmma.mma_async
//! with its fence, commit and wait, fence.proxy.async — each run in a
//! hand-written LLVM + NVVM module on the emulator, against results worked
//! out here from the PTX ISA ("Asynchronous Warpgroup Level Matrix
//! Multiply-Accumulate Instructions": the matrix descriptor's fields, the
//! shared-memory layouts of each swizzle mode, the accumulator fragment),
//! never from the lowering's or the emulation's code.
//!
//! Each case places A (64 x K) and B (K x N) in shared memory byte by byte
//! where the ISA's layout puts each element, builds the two descriptors
//! from their fields, and checks every thread's accumulator registers
//! against D = A x B + C computed here (small integers and dyadic values:
//! every sum exact).

use cuda_tile::emulate::{emulate_module, Emulation};

const SMEM: usize = 32768;

#[path = "common/smem_layout.rs"]
mod smem_layout;
use smem_layout::{place, Layout};

/// The descriptor (ISA, "Matrix Descriptor Format"): start address >> 4 in
/// bits 0-13, LBO >> 4 in 16-29, SBO >> 4 in 32-45, swizzle in 62-63 (1:
/// 128-byte, 2: 64-byte, 3: 32-byte). Returns the fields above the address.
fn descriptor_high(layout: Layout) -> u64 {
    let (lbo, sbo, mode) = match layout {
        Layout::KInterleave { lbo, sbo } => (lbo, sbo, 0u64),
        Layout::KSwizzle { width, sbo } => (16, sbo, mode_of(width)),
        Layout::MnSwizzle { width, lbo, sbo } => (lbo, sbo, mode_of(width)),
    };
    ((lbo as u64 >> 4) << 16) | ((sbo as u64 >> 4) << 32) | (mode << 62)
}

fn mode_of(width: usize) -> u64 {
    match width {
        128 => 1,
        64 => 2,
        32 => 3,
        _ => unreachable!(),
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Ty {
    F16,
    Tf32,
    S8,
    E4m3,
}

impl Ty {
    fn bytes(self) -> usize {
        match self {
            Ty::F16 => 2,
            Ty::Tf32 => 4,
            Ty::S8 | Ty::E4m3 => 1,
        }
    }
    fn name(self) -> &'static str {
        match self {
            Ty::F16 => "f16",
            Ty::Tf32 => "tf32",
            Ty::S8 => "s8",
            Ty::E4m3 => "e4m3",
        }
    }
    /// Bits of small exact values v in -4..=4 (halves for floats).
    fn encode(self, v: f64) -> Vec<u8> {
        match self {
            Ty::F16 => half_bits(v).to_le_bytes().to_vec(),
            Ty::Tf32 => (v as f32).to_bits().to_le_bytes().to_vec(),
            Ty::S8 => vec![v as i8 as u8],
            Ty::E4m3 => vec![e4m3_bits(v)],
        }
    }
}

/// f16 bits of v = m / 2 (|m| <= 8), from the format: sign, 5-bit exponent
/// (bias 15), 10-bit fraction.
fn half_bits(v: f64) -> u16 {
    if v == 0.0 {
        return 0;
    }
    let sign = if v < 0.0 { 0x8000 } else { 0 };
    let a = v.abs();
    let e = a.log2().floor() as i32;
    let frac = ((a / 2f64.powi(e) - 1.0) * 1024.0) as u16;
    sign | (((e + 15) as u16) << 10) | frac
}

/// e4m3 bits (sign, 4-bit exponent bias 7, 3-bit fraction) of v = m / 2.
fn e4m3_bits(v: f64) -> u8 {
    if v == 0.0 {
        return 0;
    }
    let sign = if v < 0.0 { 0x80 } else { 0 };
    let a = v.abs();
    let e = a.log2().floor() as i32;
    let frac = ((a / 2f64.powi(e) - 1.0) * 8.0) as u8;
    sign | (((e + 7) as u8) << 3) | frac
}

struct Case {
    n: usize,
    k: usize,
    ty: Ty,
    a: Layout,
    b: Layout,
    /// Where A and B start in shared memory, and the descriptors' start
    /// addresses (a K step into a swizzled row: start past the atom base).
    a_base: usize,
    b_base: usize,
    a_start: usize,
    /// The K offset (elements) A's start address skips within each row.
    a_k0: usize,
    b_start: usize,
    scale_d: bool,
    neg_a: bool,
    /// The layout B's descriptor names, when not the one B is placed in.
    b_described: Option<Layout>,
    /// A thread writes B's first byte between commit_group and wait_group.
    clobber_before_wait: bool,
    /// Issued as the lowering's inline PTX with scale-d from a register
    /// holding this (the NVVM op takes scale-d as a constant only).
    scale_register: Option<u32>,
}

/// A, B, C values: A[m][k] = ((3m + 5k) % 9 - 4) / 2 (s8: not halved),
/// B[k][n] = ((7k + 2n) % 9 - 4) / 2, C[m][n] = (m + n) % 5 - 2.
fn value_a(ty: Ty, m: usize, k: usize) -> f64 {
    let v = ((3 * m + 5 * k) % 9) as f64 - 4.0;
    if ty == Ty::S8 { v } else { v / 2.0 }
}
fn value_b(ty: Ty, k: usize, n: usize) -> f64 {
    let v = ((7 * k + 2 * n) % 9) as f64 - 4.0;
    if ty == Ty::S8 { v } else { v / 2.0 }
}
fn value_c(m: usize, n: usize) -> f64 {
    ((m + n) % 5) as f64 - 2.0
}

/// The start of each case's kernel: thread t copies bytes 256t.. of
/// `%image` (the shared-memory image placed by hand) into the 1024-byte
/// aligned shared array, the writes are fenced for the async proxy and
/// published by a barrier, and `%field` is the array's address as a
/// descriptor's start-address field. The kernel's second argument is
/// named `second`.
fn staged(second: &str) -> String {
    format!(
        r#"module {{
  llvm.mlir.global internal @smem() {{addr_space = 3 : i32, alignment = 1024 : i64}} : !llvm.array<{SMEM} x i8>
  llvm.func @k(%image: !llvm.ptr<1>, %{second}: !llvm.ptr<1>, %out: !llvm.ptr<1>) {{
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %c256 = llvm.mlir.constant(256 : i32) : i32
    %first = llvm.mul %tid, %c256 : i32
    %one = llvm.mlir.constant(1 : i32) : i32
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
    %i2 = llvm.add %i, %one : i32
    llvm.br ^copy(%i2 : i32)
  ^copied:
    nvvm.fence.proxy {{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}}
    nvvm.barrier0
    %addr = llvm.ptrtoint %base : !llvm.ptr<3> to i64
    %mask = llvm.mlir.constant(262143 : i64) : i64
    %four = llvm.mlir.constant(4 : i64) : i64
    %am = llvm.and %addr, %mask : i64
    %field = llvm.lshr %am, %four : i64
"#
    )
}

fn run_case(c: &Case) -> Result<(), String> {
    let bytes = c.ty.bytes();
    let mut smem = vec![0u8; SMEM];
    // A's rows hold K from a_k0 on at the start address: element k of the
    // instruction is element a_k0 + k of the stored row.
    for m in 0..64 {
        for k in 0..c.k + c.a_k0 {
            let at = c.a_base + place(c.a, m, k, bytes);
            let v = if k < c.a_k0 { 1.0 } else { value_a(c.ty, m, k - c.a_k0) };
            smem[at..at + bytes].copy_from_slice(&c.ty.encode(v));
        }
    }
    for k in 0..c.k {
        for n in 0..c.n {
            let at = c.b_base + place(c.b, n, k, bytes);
            smem[at..at + bytes].copy_from_slice(&c.ty.encode(value_b(c.ty, k, n)));
        }
    }
    let regs = c.n / 2;
    let integer = c.ty == Ty::S8;
    // Accumulator fragment (ISA, "Matrix fragments for wgmma .m64nNk*", D):
    // thread t = 32w + l, register i: row 16w + l/4 + 8 (i/2 mod 2),
    // column 8 (i/4) + 2 (l mod 4) + (i mod 2).
    let position = |t: usize, i: usize| (16 * (t / 32) + (t % 32) / 4 + 8 * ((i / 2) % 2), 8 * (i / 4) + 2 * (t % 4) + i % 2);
    let mut acc = vec![0u8; 128 * regs * 4];
    for t in 0..128 {
        for i in 0..regs {
            let (m, n) = position(t, i);
            let word = if integer { (value_c(m, n) as i32) as u32 } else { (value_c(m, n) as f32).to_bits() };
            acc[(t * regs + i) * 4..][..4].copy_from_slice(&word.to_le_bytes());
        }
    }
    let mut out = vec![0u8; 128 * regs * 4];
    let acc_ty = if integer { "i32" } else { "f32" };
    let fields = vec![acc_ty; regs].join(", ");
    let strct = format!("!llvm.struct<({fields})>");
    let loads: String = (0..regs)
        .map(|i| {
            format!(
                "%ci{i} = llvm.mlir.constant({i} : i32) : i32\n    %ai{i} = llvm.add %abase, %ci{i} : i32\n    %ap{i} = llvm.getelementptr %acc[%ai{i}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, {acc_ty}\n    %av{i} = llvm.load %ap{i} : !llvm.ptr<1> -> {acc_ty}\n    %s{n} = llvm.insertvalue %av{i}, %s{i}[{i}] : {strct}\n    ",
                n = i + 1
            )
        })
        .collect();
    let stores: String = (0..regs)
        .map(|i| {
            format!(
                "%rv{i} = llvm.extractvalue %r[{i}] : {strct}\n    %op{i} = llvm.getelementptr %out[%ai{i}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, {acc_ty}\n    llvm.store %rv{i}, %op{i} : {acc_ty}, !llvm.ptr<1>\n    "
            )
        })
        .collect();
    let kmajor_b = matches!(c.b, Layout::KInterleave { .. } | Layout::KSwizzle { .. });
    let scale_in = |neg: bool| if neg { "<neg>" } else { "<one>" };
    let (d_attr, a_attr, b_attr) = if integer {
        ("D[<s32>, ".to_string() + if c.scale_d { "<one>" } else { "<zero>" } + ", <wrapped>]",
         "A[<s8>, <one>, <row>]".to_string(), "B[<s8>, <one>, <col>]".to_string())
    } else {
        (format!("D[<f32>, {}]", if c.scale_d { "<one>" } else { "<zero>" }),
         format!("A[<{}>, {}, <row>]", c.ty.name(), scale_in(c.neg_a)),
         format!("B[<{}>, <one>, {}]", c.ty.name(), if kmajor_b { "<col>" } else { "<row>" }))
    };
    let module = format!(
        r#"{staged}    %ahigh = llvm.mlir.constant({ahigh} : i64) : i64
    %bhigh = llvm.mlir.constant({bhigh} : i64) : i64
    %astart = llvm.mlir.constant({astart} : i64) : i64
    %bstart = llvm.mlir.constant({bstart} : i64) : i64
    %da0 = llvm.add %field, %astart : i64
    %da = llvm.or %da0, %ahigh : i64
    %db0 = llvm.add %field, %bstart : i64
    %db = llvm.or %db0, %bhigh : i64
    %cregs = llvm.mlir.constant({regs} : i32) : i32
    %abase = llvm.mul %tid, %cregs : i32
    %s0 = llvm.mlir.poison : {strct}
    {loads}nvvm.wgmma.fence.aligned
    {mma}
    nvvm.wgmma.commit.group.sync.aligned
    {clobber}nvvm.wgmma.wait.group.sync.aligned 0
    {stores}llvm.return
  }}
}}"#,
        staged = staged("acc"),
        ahigh = descriptor_high(c.a) as i64,
        bhigh = descriptor_high(c.b_described.unwrap_or(c.b)) as i64,
        mma = match c.scale_register {
            None => format!(
                "%r = nvvm.wgmma.mma_async %da, %db, %s{regs}, <m = 64, n = {n}, k = {k}>, {d_attr}, {a_attr}, {b_attr} : {strct} -> {strct}",
                n = c.n,
                k = c.k
            ),
            Some(v) => scale_register_asm(c, regs, v, &strct, acc_ty),
        },
        clobber = if c.clobber_before_wait {
            format!("%cb = llvm.mlir.constant(-85 : i8) : i8\n    %bp = llvm.getelementptr %base[{}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8\n    llvm.store %cb, %bp : i8, !llvm.ptr<3>\n    nvvm.barrier0\n    ", c.b_base)
        } else {
            String::new()
        },
        astart = (c.a_start >> 4) as i64,
        bstart = (c.b_start >> 4) as i64,
    );
    emulate_module(&module, "k", [1, 1, 1], 128, Emulation { concurrent_ctas: 1, store_delay_us: 0 }, &mut [
        &mut smem, &mut acc, &mut out,
    ])?;
    let sign = if c.neg_a { -1.0 } else { 1.0 };
    for t in 0..128 {
        for i in 0..regs {
            let (m, n) = position(t, i);
            let mut want = if c.scale_d { value_c(m, n) } else { 0.0 };
            for k in 0..c.k {
                want += sign * value_a(c.ty, m, k) * value_b(c.ty, k, n);
            }
            let word = u32::from_le_bytes(out[(t * regs + i) * 4..][..4].try_into().unwrap());
            let got = if integer { word as i32 as f64 } else { f32::from_bits(word) as f64 };
            if got != want {
                return Err(format!("thread {t} register {i} (D[{m}][{n}]): got {got}, want {want}"));
            }
        }
    }
    Ok(())
}

/// The lowering's inline PTX for wgmma with scale-d in a register (ISA
/// syntax: `d, a-desc, b-desc, scale-d, imm-scale-a, imm-scale-b
/// {, imm-trans-a, imm-trans-b}`; integer forms end at scale-d), the
/// accumulators tied to its outputs.
fn scale_register_asm(c: &Case, regs: usize, value: u32, strct: &str, acc_ty: &str) -> String {
    let integer = c.ty == Ty::S8;
    let d: Vec<String> = (0..regs).map(|i| format!("${i}")).collect();
    let kmajor_b = matches!(c.b, Layout::KInterleave { .. } | Layout::KSwizzle { .. });
    let tail = match c.ty {
        Ty::S8 => String::new(),
        Ty::F16 => format!(", 1, 1, 0, {}", if kmajor_b { 0 } else { 1 }),
        _ => ", 1, 1".to_string(),
    };
    let (dt, t) = if integer { ("s32", "s8") } else { ("f32", c.ty.name()) };
    let ptx = format!(
        "{{\\0A.reg .pred p;\\0Asetp.ne.b32 p, ${s}, 0;\\0Awgmma.mma_async.sync.aligned.m64n{n}k{k}.{dt}.{t}.{t} {{{d}}}, ${a}, ${b}, p{tail};\\0A}}",
        s = regs + 2,
        n = c.n,
        k = c.k,
        d = d.join(", "),
        a = regs,
        b = regs + 1,
    );
    let out = if integer { "=r," } else { "=f," };
    let constraints = format!("{}l,l,r{}", out.repeat(regs), (0..regs).map(|i| format!(",{i}")).collect::<String>());
    let fields: String = (0..regs).map(|i| format!("%e{i} = llvm.extractvalue %s{regs}[{i}] : {strct}
    ")).collect();
    let args: String = (0..regs).map(|i| format!(", %e{i}")).collect();
    format!(
        "{fields}%scale = llvm.mlir.constant({value} : i32) : i32
    %r = llvm.inline_asm has_side_effects \"{ptx}\", \"{constraints}\" %da, %db, %scale{args} : (i64, i64, i32{types}) -> {strct}",
        types = format!(", {acc_ty}").repeat(regs),
    )
}

fn base_case(ty: Ty, n: usize, k: usize, a: Layout, b: Layout) -> Case {
    Case { n, k, ty, a, b, a_base: 0, b_base: 16384, a_start: 0, a_k0: 0, b_start: 16384, scale_d: true, neg_a: false, b_described: None, clobber_before_wait: false, scale_register: None }
}

#[test]
fn f16_k_major_128b_swizzle_both() {
    // A: 64 rows of 64 f16 (128 bytes), atoms of 8 rows 1024 bytes apart; B
    // stored as N rows of K the same way.
    let a = Layout::KSwizzle { width: 128, sbo: 1024 };
    run_case(&base_case(Ty::F16, 32, 16, a, a)).unwrap();
}

#[test]
fn f16_k_step_inside_a_128b_swizzled_row() {
    // The second K step of a 64-wide row: the start address 32 bytes into
    // the atom; the swizzle still follows the address's row bits.
    let a = Layout::KSwizzle { width: 128, sbo: 1024 };
    let mut c = base_case(Ty::F16, 16, 16, a, a);
    c.a_k0 = 16;
    c.a_start = 32;
    run_case(&c).unwrap();
}

#[test]
fn f16_mn_major_b_two_128b_panels() {
    // B as K rows of N = 128 f16: two 64-wide panels (LBO = 16 K rows x 128
    // bytes = 2048 apart), K rows 128 bytes apart within an atom, atoms of 8
    // K rows 1024 apart.
    let a = Layout::KSwizzle { width: 128, sbo: 1024 };
    let b = Layout::MnSwizzle { width: 128, lbo: 2048, sbo: 1024 };
    run_case(&base_case(Ty::F16, 128, 16, a, b)).unwrap();
}

#[test]
fn f16_64b_and_32b_swizzles() {
    let a = Layout::KSwizzle { width: 64, sbo: 512 };
    let b = Layout::MnSwizzle { width: 32, lbo: 512, sbo: 256 };
    run_case(&base_case(Ty::F16, 32, 16, a, b)).unwrap();
    let a = Layout::KSwizzle { width: 32, sbo: 256 };
    let b = Layout::MnSwizzle { width: 64, lbo: 1024, sbo: 512 };
    run_case(&base_case(Ty::F16, 64, 16, a, b)).unwrap();
}

#[test]
fn f16_unswizzled_core_matrices() {
    // Core matrices 8 x 16 bytes; along K 128 bytes apart (LBO), along M/N
    // 256 bytes apart (SBO).
    let a = Layout::KInterleave { lbo: 128, sbo: 256 };
    run_case(&base_case(Ty::F16, 16, 16, a, a)).unwrap();
}

#[test]
fn f16_without_accumulator_and_negated_a() {
    let a = Layout::KSwizzle { width: 128, sbo: 1024 };
    let mut c = base_case(Ty::F16, 8, 16, a, a);
    c.scale_d = false;
    c.neg_a = true;
    run_case(&c).unwrap();
}

#[test]
fn tf32_s8_e4m3_k_major() {
    let a = Layout::KSwizzle { width: 128, sbo: 1024 };
    run_case(&base_case(Ty::Tf32, 16, 8, a, a)).unwrap();
    let b = Layout::KSwizzle { width: 64, sbo: 512 };
    run_case(&base_case(Ty::S8, 32, 32, b, b)).unwrap();
    run_case(&base_case(Ty::E4m3, 24, 32, a, b)).unwrap();
}

#[test]
fn a_descriptor_that_misdescribes_the_layout_gives_wrong_values() {
    // B placed with the 64-byte swizzle but described as 128-byte: the
    // comparison must see it (the check can fail).
    let a = Layout::KSwizzle { width: 128, sbo: 1024 };
    let mut c = base_case(Ty::F16, 16, 16, a, Layout::KSwizzle { width: 64, sbo: 512 });
    c.b_described = Some(a);
    assert!(run_case(&c).is_err());
}

#[test]
fn scale_d_from_a_register() {
    // The lowering's form for a loop's first K step: scale-d 0 ignores the
    // accumulator, nonzero reads it; f16 with an N-major B, tf32, s8.
    let a = Layout::KSwizzle { width: 128, sbo: 1024 };
    let b = Layout::MnSwizzle { width: 128, lbo: 2048, sbo: 1024 };
    let s8 = Layout::KSwizzle { width: 64, sbo: 512 };
    for (scale, value) in [(false, 0), (true, 7)] {
        for (ty, n, k, a, b) in [(Ty::F16, 128, 16, a, b), (Ty::Tf32, 16, 8, a, a), (Ty::S8, 32, 32, s8, s8)] {
            let mut c = base_case(ty, n, k, a, b);
            c.scale_register = Some(value);
            c.scale_d = scale;
            run_case(&c).unwrap();
        }
    }
}

#[test]
fn shared_memory_changed_before_the_wait_is_reported() {
    // The tensor cores may read the operands until wait_group retires the
    // group: a store to B in between (a ring slot refilled too early) fails.
    let a = Layout::KSwizzle { width: 128, sbo: 1024 };
    let mut c = base_case(Ty::F16, 16, 16, a, a);
    c.clobber_before_wait = true;
    let err = run_case(&c).unwrap_err();
    assert!(err.contains("changed before the wgmma.wait_group"), "{err}");
}

#[test]
fn a_missing_thread_of_the_warpgroup_is_reported() {
    // 96 threads: the warpgroup is incomplete.
    let module = r#"module {
  llvm.func @k(%out: !llvm.ptr<1>) {
    %z = llvm.mlir.constant(0 : i64) : i64
    %s = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32)>
    %r = nvvm.wgmma.mma_async %z, %z, %s, <m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return
  }
}"#;
    let err = emulate_module(module, "k", [1, 1, 1], 96, Emulation { concurrent_ctas: 1, store_delay_us: 0 }, &mut [
        &mut [0u8; 4],
    ])
    .unwrap_err();
    assert!(err.contains("fewer than 128 threads"), "{err}");
}

// wgmma with A from registers (ISA: "wgmma.mma_async ... d, a, b-desc,
// scale-d, imm-scale-a, imm-scale-b, imm-trans-b"), as the lowering writes it
// in inline PTX (the NVVM op has no such form): A's register fragment of
// .m64nNk16 is thread 32w + l's four registers j, each two halves h, holding
// A[16w + l/4 + 8 (j mod 2)][2 (l mod 4) + h + 8 (j / 2)].

fn register_a_case(n: usize, b: Layout, transposed_b: bool) -> Result<(), String> {
    let mut smem = vec![0u8; SMEM];
    for k in 0..16 {
        for nn in 0..n {
            let at = 16384 + place(b, nn, k, 2);
            smem[at..at + 2].copy_from_slice(&half_bits(value_b(Ty::F16, k, nn)).to_le_bytes());
        }
    }
    let mut a_regs = vec![0u8; 128 * 4 * 4];
    for t in 0..128 {
        for j in 0..4 {
            let (w, l) = (t / 32, t % 32);
            let row = 16 * w + l / 4 + 8 * (j % 2);
            let lo = half_bits(value_a(Ty::F16, row, 2 * (l % 4) + 8 * (j / 2)));
            let hi = half_bits(value_a(Ty::F16, row, 2 * (l % 4) + 1 + 8 * (j / 2)));
            let word = u32::from(lo) | (u32::from(hi) << 16);
            a_regs[(t * 4 + j) * 4..][..4].copy_from_slice(&word.to_le_bytes());
        }
    }
    let r = n / 2;
    let d: Vec<String> = (0..r).map(|i| format!("${i}")).collect();
    let ptx = format!(
        "{{\\0A.reg .pred p;\\0Asetp.ne.b32 p, ${s}, 0;\\0Awgmma.mma_async.sync.aligned.m64n{n}k16.f32.f16.f16 {{{d}}}, {{${a0}, ${a1}, ${a2}, ${a3}}}, ${desc}, p, 1, 1, {tb};\\0A}}",
        s = r + 5,
        d = d.join(", "),
        a0 = r,
        a1 = r + 1,
        a2 = r + 2,
        a3 = r + 3,
        desc = r + 4,
        tb = if transposed_b { 1 } else { 0 },
    );
    let constraints = format!("{}r,r,r,r,l,r{}", "=f,".repeat(r), (0..r).map(|i| format!(",{i}")).collect::<String>());
    let strct = format!("!llvm.struct<({})>", vec!["f32"; r].join(", "));
    let zeros: String = (0..r)
        .map(|i| format!("%z{i} = llvm.mlir.constant(0.0 : f32) : f32\n    "))
        .collect();
    let acc_args: String = (0..r).map(|i| format!(", %z{i}")).collect();
    let acc_types: String = ", f32".repeat(r);
    let stores: String = (0..r)
        .map(|i| {
            format!(
                "%rv{i} = llvm.extractvalue %r[{i}] : {strct}\n    %ci{i} = llvm.mlir.constant({i} : i32) : i32\n    %oi{i} = llvm.add %obase, %ci{i} : i32\n    %op{i} = llvm.getelementptr %out[%oi{i}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32\n    llvm.store %rv{i}, %op{i} : f32, !llvm.ptr<1>\n    "
            )
        })
        .collect();
    let module = format!(
        r#"{staged}    %bhigh = llvm.mlir.constant({bhigh} : i64) : i64
    %bstart = llvm.mlir.constant(1024 : i64) : i64
    %db0 = llvm.add %field, %bstart : i64
    %db = llvm.or %db0, %bhigh : i64
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %abase = llvm.mul %tid, %c4 : i32
    %a0p = llvm.getelementptr %aregs[%abase] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %a0 = llvm.load %a0p : !llvm.ptr<1> -> i32
    %a1p = llvm.getelementptr %a0p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %a1 = llvm.load %a1p : !llvm.ptr<1> -> i32
    %a2p = llvm.getelementptr %a0p[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %a2 = llvm.load %a2p : !llvm.ptr<1> -> i32
    %a3p = llvm.getelementptr %a0p[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %a3 = llvm.load %a3p : !llvm.ptr<1> -> i32
    %scale = llvm.mlir.constant(1 : i32) : i32
    {zeros}nvvm.wgmma.fence.aligned
    %r = llvm.inline_asm has_side_effects "{ptx}", "{constraints}" %a0, %a1, %a2, %a3, %db, %scale{acc_args} : (i32, i32, i32, i32, i64, i32{acc_types}) -> {strct}
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    %cr = llvm.mlir.constant({r} : i32) : i32
    %obase = llvm.mul %tid, %cr : i32
    {stores}llvm.return
  }}
}}"#,
        staged = staged("aregs"),
        bhigh = descriptor_high(b) as i64,
    );
    let mut out = vec![0u8; 128 * r * 4];
    emulate_module(&module, "k", [1, 1, 1], 128, Emulation { concurrent_ctas: 1, store_delay_us: 0 }, &mut [
        &mut smem, &mut a_regs, &mut out,
    ])?;
    for t in 0..128 {
        for i in 0..r {
            let (m, nn) = (16 * (t / 32) + (t % 32) / 4 + 8 * ((i / 2) % 2), 8 * (i / 4) + 2 * (t % 4) + i % 2);
            let want: f64 = (0..16).map(|k| value_a(Ty::F16, m, k) * value_b(Ty::F16, k, nn)).sum();
            let got = f32::from_bits(u32::from_le_bytes(out[(t * r + i) * 4..][..4].try_into().unwrap())) as f64;
            if got != want {
                return Err(format!("thread {t} register {i} (D[{m}][{nn}]): got {got}, want {want}"));
            }
        }
    }
    Ok(())
}

#[test]
fn f16_a_from_registers() {
    register_a_case(16, Layout::KSwizzle { width: 128, sbo: 1024 }, false).unwrap();
    register_a_case(64, Layout::MnSwizzle { width: 128, lbo: 2048, sbo: 1024 }, true).unwrap();
}
