//! The host emulation of sm_120a's `mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4`
//! and of its block-scaled form `kind::mxf8f6f4.block_scale.scale_vec::1X`
//! on f8 with ue8m0 scales (PTX ISA 8.7, "Warp-level matrix multiply-accumulate
//! instructions", "Block Scaling for mma.sync"), written as inline PTX: each
//! case runs the instruction in a hand-written LLVM module on the emulator,
//! one warp, and checks D against values worked out here from the ISA — the
//! element formats (e2m1, e2m3, e3m2 as the OCP MX specification defines
//! them, held in a byte: e2m1 in bits 5..2, the 6-bit formats in bits 5..0),
//! the m16n8k32 fragment tables, which lane and byte of scale-a-data and
//! scale-b-data the `{byte-id, thread-id}` selectors pick — never from the
//! lowering's or the emulation's code.

use cuda_tile::emulate::{emulate_module, Emulation};

const M: usize = 16;
const N: usize = 8;
const K: usize = 32;

fn words(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|w| w.to_le_bytes()).collect()
}

// ---------------------------------------------------------------------------
// Fragments (ISA, "Matrix Fragments for mma.m16n8k32", 8-bit element
// containers): groupID g = lane >> 2, threadID_in_group t = lane % 4.

/// A (row-major, 16 x 32): a0..a15 in four registers, four per register,
/// a0 lowest. Row g for a0-a3 and a8-a11, else g + 8; column 4t + (i & 3),
/// 16 more for a8-a15.
fn a_position(lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = (lane >> 2, lane % 4);
    let row = if i < 4 || (8..12).contains(&i) { g } else { g + 8 };
    let col = 4 * t + (i & 3) + if i >= 8 { 16 } else { 0 };
    (row, col)
}

/// B (column-major, 32 x 8): b0..b7 in two registers. Row 4t + (i & 3), 16
/// more for b4-b7; column g.
fn b_position(lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = (lane >> 2, lane % 4);
    (4 * t + (i & 3) + if i >= 4 { 16 } else { 0 }, g)
}

/// C and D (f32): c0..c3, row g for c0 and c1, else g + 8; column 2t + (i & 1).
fn c_position(lane: usize, i: usize) -> (usize, usize) {
    let (g, t) = (lane >> 2, lane % 4);
    (g + if i >= 2 { 8 } else { 0 }, 2 * t + (i & 1))
}

// ---------------------------------------------------------------------------
// Element formats: the byte each value is held in.

#[derive(Clone, Copy, Debug)]
enum Ty {
    E2m1,
    E2m3,
    E3m2,
    E4m3,
    E5m2,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::E2m1 => "e2m1",
            Ty::E2m3 => "e2m3",
            Ty::E3m2 => "e3m2",
            Ty::E4m3 => "e4m3",
            Ty::E5m2 => "e5m2",
        }
    }

    /// The byte holding `v`, which must be exact in the format. e2m1: sign,
    /// 2 exponent bits (bias 1), 1 fraction bit, in bits 5..2; e2m3: sign, 2
    /// exponent (bias 1), 3 fraction, bits 5..0; e3m2: sign, 3 exponent
    /// (bias 3), 2 fraction, bits 5..0; e4m3: sign, 4 exponent (bias 7), 3
    /// fraction, the whole byte; e5m2: sign, 5 exponent (bias 15), 2
    /// fraction, the whole byte (finite values only here).
    fn byte(self, v: f64) -> u8 {
        let (e, f, bias, shift) = match self {
            Ty::E2m1 => (2, 1, 1, 2),
            Ty::E2m3 => (2, 3, 1, 0),
            Ty::E3m2 => (3, 2, 3, 0),
            Ty::E4m3 => (4, 3, 7, 0),
            Ty::E5m2 => (5, 2, 15, 0),
        };
        let code = (0..1u32 << (1 + e + f))
            .find(|&c| value_of(c, e, f, bias) == v && (v != 0.0 || c == 0))
            .unwrap_or_else(|| panic!("{v} is not a {} value", self.name()));
        (code << shift) as u8
    }
}

/// The value of a code: normal (exponent field x > 0): 2^(x - bias) *
/// (1 + fraction / 2^f); subnormal: 2^(1 - bias) * fraction / 2^f.
fn value_of(code: u32, e: u32, f: u32, bias: i32) -> f64 {
    let x = (code >> f) & ((1 << e) - 1);
    let frac = (code & ((1 << f) - 1)) as f64 / (1u32 << f) as f64;
    let magnitude = if x == 0 { 2f64.powi(1 - bias) * frac } else { 2f64.powi(x as i32 - bias) * (1.0 + frac) };
    if code >> (e + f) & 1 == 1 {
        -magnitude
    } else {
        magnitude
    }
}

// ---------------------------------------------------------------------------
// Running one instruction

/// The instruction as the ISA writes it, operands D, A, B, C numbered in order.
fn mma_ptx(a: Ty, b: Ty) -> String {
    format!(
        "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.{}.{}.f32 {{$0, $1, $2, $3}}, {{$4, $5, $6, $7}}, {{$8, $9}}, {{$10, $11, $12, $13}};",
        a.name(),
        b.name()
    )
}

const CONSTRAINTS: &str = "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f";

/// A module whose one warp loads its A, B and C registers (4 + 2 + 4 words
/// per lane: A's and B's b32, C's f32) and, with `scales`, scale-a-data and
/// scale-b-data (two more b32), runs `ptx` with `constraints` on them and
/// stores D.
fn module(ptx: &str, constraints: &str, scales: bool) -> String {
    let words = if scales { 12 } else { 10 };
    let mut body = String::new();
    let mut args = vec![];
    for j in 0..6 {
        body += &format!(
            "%i{j} = llvm.mlir.constant({j} : i32) : i32\n    %x{j}a = llvm.add %base, %i{j} : i32\n    %x{j}p = llvm.getelementptr %in[%x{j}a] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32\n    %x{j} = llvm.load %x{j}p : !llvm.ptr<1> -> i32\n    "
        );
        args.push(format!("%x{j}"));
    }
    for j in 0..4 {
        body += &format!(
            "%c{j}i = llvm.mlir.constant({} : i32) : i32\n    %c{j}a = llvm.add %base, %c{j}i : i32\n    %c{j}p = llvm.getelementptr %in[%c{j}a] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32\n    %c{j} = llvm.load %c{j}p : !llvm.ptr<1> -> f32\n    ",
            6 + j
        );
        args.push(format!("%c{j}"));
    }
    for j in 10..words {
        body += &format!(
            "%s{j}i = llvm.mlir.constant({j} : i32) : i32\n    %s{j}a = llvm.add %base, %s{j}i : i32\n    %s{j}p = llvm.getelementptr %in[%s{j}a] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32\n    %s{j} = llvm.load %s{j}p : !llvm.ptr<1> -> i32\n    "
        );
        args.push(format!("%s{j}"));
    }
    let mut stores = String::new();
    for j in 0..4 {
        stores += &format!(
            "%d{j} = llvm.extractvalue %d[{j}] : !llvm.struct<(f32, f32, f32, f32)>\n    %o{j}i = llvm.mlir.constant({j} : i32) : i32\n    %o{j}a = llvm.add %obase, %o{j}i : i32\n    %o{j}p = llvm.getelementptr %out[%o{j}a] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32\n    llvm.store %d{j}, %o{j}p : f32, !llvm.ptr<1>\n    "
        );
    }
    let types = std::iter::repeat_n("i32", 6)
        .chain(std::iter::repeat_n("f32", 4))
        .chain(std::iter::repeat_n("i32", words - 10))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        r#"module {{
  llvm.func @k(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) {{
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %words = llvm.mlir.constant({words} : i32) : i32
    %four = llvm.mlir.constant(4 : i32) : i32
    %base = llvm.mul %tid, %words : i32
    %obase = llvm.mul %tid, %four : i32
    {body}%d = llvm.inline_asm "{ptx}", "{constraints}" {args} : ({types}) -> !llvm.struct<(f32, f32, f32, f32)>
    {stores}llvm.return
  }}
}}"#,
        ptx = ptx.replace('"', "\\\""),
        args = args.join(", "),
    )
}

/// Runs the instruction on A (16 x 32), B (32 x 8) and C (16 x 8), all
/// row-major values, and returns D (row-major), or the emulation's error.
fn run(ptx: &str, constraints: &str, types: (Ty, Ty), a: &[f64], b: &[f64], c: &[f64]) -> Result<Vec<f32>, String> {
    run_scaled(ptx, constraints, types, a, b, c, None)
}

/// `run`, with each lane's scale-a-data and scale-b-data registers when
/// `scales` has them.
fn run_scaled(
    ptx: &str,
    constraints: &str,
    (ta, tb): (Ty, Ty),
    a: &[f64],
    b: &[f64],
    c: &[f64],
    scales: Option<(&[u32; 32], &[u32; 32])>,
) -> Result<Vec<f32>, String> {
    let mut input = vec![];
    for lane in 0..32 {
        let pack = |count: usize, byte: &dyn Fn(usize) -> u8| -> Vec<u32> {
            (0..count / 4).map(|r| (0..4).map(|j| (byte(4 * r + j) as u32) << (8 * j)).sum()).collect()
        };
        input.extend(pack(16, &|i| {
            let (r, k) = a_position(lane, i);
            ta.byte(a[r * K + k])
        }));
        input.extend(pack(8, &|i| {
            let (k, n) = b_position(lane, i);
            tb.byte(b[k * N + n])
        }));
        input.extend((0..4).map(|i| {
            let (r, n) = c_position(lane, i);
            (c[r * N + n] as f32).to_bits()
        }));
        if let Some((sa, sb)) = scales {
            input.extend([sa[lane], sb[lane]]);
        }
    }
    let mut input = words(&input);
    let mut out = vec![0u8; 32 * 4 * 4];
    emulate_module(&module(ptx, constraints, scales.is_some()), "k", [1, 1, 1], 32, Emulation { concurrent_ctas: 1, store_delay_us: 0 }, &mut [
        &mut input, &mut out,
    ])?;
    let regs: Vec<f32> = out.chunks(4).map(|w| f32::from_le_bytes(w.try_into().unwrap())).collect();
    let mut d = vec![f32::NAN; M * N];
    for lane in 0..32 {
        for i in 0..4 {
            let (r, n) = c_position(lane, i);
            d[r * N + n] = regs[4 * lane + i];
        }
    }
    Ok(d)
}

/// D = A * B + C, each sum exact here (the cases keep every partial sum an
/// f32 value).
fn product(a: &[f64], b: &[f64], c: &[f64]) -> Vec<f32> {
    (0..M * N)
        .map(|i| {
            let (r, n) = (i / N, i % N);
            ((0..K).map(|k| a[r * K + k] * b[k * N + n]).sum::<f64>() + c[i]) as f32
        })
        .collect()
}

fn check(types: (Ty, Ty), a: &[f64], b: &[f64], c: &[f64]) {
    let got = run(&mma_ptx(types.0, types.1), CONSTRAINTS, types, a, b, c).unwrap_or_else(|e| panic!("{e}"));
    let want = product(a, b, c);
    for i in 0..M * N {
        assert_eq!(got[i], want[i], "{types:?}: D[{}][{}]", i / N, i % N);
    }
}

/// e2m1's eight magnitudes (OCP MX: 0, 0.5, 1, 1.5, 2, 3, 4, 6), signed.
const E2M1: [f64; 16] = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0];

// ---------------------------------------------------------------------------
// Cases

#[test]
fn e2m1_codes_decode_to_the_ocp_values() {
    for (code, &v) in E2M1.iter().enumerate() {
        if code != 8 {
            assert_eq!(Ty::E2m1.byte(v), (code as u8) << 2, "{v}");
        }
    }
}

#[test]
fn e2m1_one_row_times_one_column_by_hand() {
    // Row 0 of A is 1.5 everywhere, column 0 of B is 6 for k < 16 and -0.5
    // after; every other element 0, C 0 but C[0][0] = 1:
    // D[0][0] = 16 * 9 + 16 * -0.75 + 1 = 133; the rest of D is C.
    let mut a = vec![0.0; M * K];
    let mut b = vec![0.0; K * N];
    let mut c = vec![0.0; M * N];
    a[..K].fill(1.5);
    for k in 0..K {
        b[k * N] = if k < 16 { 6.0 } else { -0.5 };
    }
    c[0] = 1.0;
    let d = run(&mma_ptx(Ty::E2m1, Ty::E2m1), CONSTRAINTS, (Ty::E2m1, Ty::E2m1), &a, &b, &c).unwrap();
    assert_eq!(d[0], 133.0);
    assert!(d[1..].iter().all(|&x| x == 0.0), "{d:?}");
}

#[test]
fn e2m1_places_every_element() {
    // Every code at positions that differ per row, column and k, so an
    // element read from the wrong place changes D.
    let a: Vec<f64> = (0..M * K).map(|i| E2M1[(i / K * 5 + i % K * 3) % 16]).collect();
    let b: Vec<f64> = (0..K * N).map(|i| E2M1[(i / N * 7 + i % N * 11 + 1) % 16]).collect();
    let c: Vec<f64> = (0..M * N).map(|i| i as f64 - 60.0).collect();
    check((Ty::E2m1, Ty::E2m1), &a, &b, &c);
}

#[test]
fn e2m3_and_e3m2_subnormals_and_largest() {
    // e2m3: 0.125 (the least subnormal), 1, 7.5 (the largest); e3m2: 0.0625,
    // 1, 28.
    let e2m3 = [0.125, 1.0, 7.5, -0.875, 3.25];
    let e3m2 = [0.0625, 1.0, 28.0, -0.1875, 5.0];
    let a: Vec<f64> = (0..M * K).map(|i| e2m3[(i / K + 2 * (i % K)) % 5]).collect();
    let b: Vec<f64> = (0..K * N).map(|i| e3m2[(3 * (i / N) + i % N) % 5]).collect();
    let c = vec![0.5; M * N];
    check((Ty::E2m3, Ty::E3m2), &a, &b, &c);
    let b2: Vec<f64> = (0..K * N).map(|i| e2m3[(i / N + i % N) % 5]).collect();
    check((Ty::E2m3, Ty::E2m3), &a, &b2, &c);
}

#[test]
fn e4m3_times_e2m1_mixes_formats() {
    let a: Vec<f64> = (0..M * K).map(|i| [1.125, -2.0, 0.25, 14.0, -0.5][(i / K * 3 + i % K) % 5]).collect();
    let b: Vec<f64> = (0..K * N).map(|i| E2M1[(i / N + 5 * (i % N)) % 16]).collect();
    check((Ty::E4m3, Ty::E2m1), &a, &b, &vec![-3.0; M * N]);
}

#[test]
fn operands_out_of_the_isa_order_are_refused() {
    let zeros = (vec![0.0; M * K], vec![0.0; K * N], vec![0.0; M * N]);
    let swapped = mma_ptx(Ty::E2m1, Ty::E2m1).replace("{$8, $9}", "{$9, $8}");
    let error = run(&swapped, CONSTRAINTS, (Ty::E2m1, Ty::E2m1), &zeros.0, &zeros.1, &zeros.2).unwrap_err();
    assert!(error.contains("its operands must be D, A, B and C in order"), "{error}");
    // The block_scale form without its scale_vec, stype and scale operands.
    let block_scaled = mma_ptx(Ty::E2m1, Ty::E2m1).replace("kind::f8f6f4", "kind::mxf8f6f4.block_scale");
    let error = run(&block_scaled, CONSTRAINTS, (Ty::E2m1, Ty::E2m1), &zeros.0, &zeros.1, &zeros.2).unwrap_err();
    assert!(error.contains("block_scale.scale_vec::1X.dtype.atype.btype.ctype.ue8m0 is modelled"), "{error}");
}


// ---------------------------------------------------------------------------
// The block_scale form (ISA, "Block Scaling for mma.sync"): D = (A * scale_A)
// * (B * scale_B) + C with .scale_vec::1X, one ue8m0 factor (2^(x - 127),
// 0xff NaN) to each row of A and to each column of B. Each lane's
// scale-a-data and scale-b-data are b32 registers; `{byte-id, thread-id}`
// picks the byte, and which lanes hold the factors: for m16n8k32, row r of
// scale_A is in lane 4 * (r % 8) + r / 8 + 2 * thread-id-a (the two lanes of
// each quad that thread-id-a names, rows g and g + 8), column c of scale_B in
// lane 4 * c + thread-id-b.

fn sfa_lane(row: usize, thread_id: usize) -> usize {
    4 * (row % 8) + row / 8 + 2 * thread_id
}

fn sfb_lane(col: usize, thread_id: usize) -> usize {
    4 * col + thread_id
}

fn byte_of(reg: u32, byte: usize) -> u32 {
    reg >> (8 * byte) & 0xff
}

fn block_scale_ptx(a: Ty, b: Ty, (byte_a, thread_a): (usize, usize), (byte_b, thread_b): (usize, usize)) -> String {
    format!(
        "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.{}.{}.f32.ue8m0 {{$0, $1, $2, $3}}, {{$4, $5, $6, $7}}, {{$8, $9}}, {{$10, $11, $12, $13}}, $14, {{{byte_a}, {thread_a}}}, $15, {{{byte_b}, {thread_b}}};",
        a.name(),
        b.name()
    )
}

const BLOCK_SCALE_CONSTRAINTS: &str = "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r";

#[test]
fn block_scale_by_hand() {
    // A (e4m3): row 0 is 1, row 9 is -0.5; B (e5m2): column 0 is 2, column 5
    // is 0.75; the rest 0. Every scale byte 127 (1) but, at selectors {0, 0}:
    // row 0's 2^3 (130, lane 0), row 9's 2^-2 (125, lane 5), column 0's 2^-1
    // (126, lane 0), column 5's 2^2 (129, lane 20). C is 1 at [0][0].
    // D[0][0] = 32 * 8 * 1 + 1 = 257, D[0][5] = 32 * 8 * 3 = 768,
    // D[9][0] = 32 * -0.125 * 1 = -4, D[9][5] = 32 * -0.125 * 3 = -12.
    let mut a = vec![0.0; M * K];
    let mut b = vec![0.0; K * N];
    let mut c = vec![0.0; M * N];
    a[..K].fill(1.0);
    a[9 * K..10 * K].fill(-0.5);
    for k in 0..K {
        b[k * N] = 2.0;
        b[k * N + 5] = 0.75;
    }
    c[0] = 1.0;
    let mut sa = [0x7f7f_7f7fu32; 32];
    let mut sb = [0x7f7f_7f7fu32; 32];
    sa[0] = 0x7f7f_7f82;
    sa[5] = 0x7f7f_7f7d;
    sb[0] = 0x7f7f_7f7e;
    sb[20] = 0x7f7f_7f81;
    let ptx = block_scale_ptx(Ty::E4m3, Ty::E5m2, (0, 0), (0, 0));
    let d = run_scaled(&ptx, BLOCK_SCALE_CONSTRAINTS, (Ty::E4m3, Ty::E5m2), &a, &b, &c, Some((&sa, &sb))).unwrap();
    let mut want = vec![0f32; M * N];
    want[0] = 257.0;
    want[5] = 768.0;
    want[9 * N] = -4.0;
    want[9 * N + 5] = -12.0;
    assert_eq!(d, want);
}

#[test]
fn block_scale_selectors_pick_the_lane_and_byte() {
    // Every byte of every lane's scale registers a different-looking factor
    // in 2^-2..2^2, so a factor read from another lane or byte changes D.
    // The values keep every partial sum an f32 value: products are multiples
    // of 2^-9 (1.125 * 0.75 * 2^-4 at the finest) below 2^15 in magnitude.
    let mut seed = 0x2545_f491u32;
    let mut next = || {
        seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        seed >> 8
    };
    let a: Vec<f64> = (0..M * K).map(|i| [1.125, -2.0, 0.25, 14.0, -0.5][(i / K * 3 + i % K) % 5]).collect();
    let b: Vec<f64> = (0..K * N).map(|i| [1.5, -0.75, 4.0, -3.0, 0.5][(i / N + 3 * (i % N)) % 5]).collect();
    let c: Vec<f64> = (0..M * N).map(|i| i as f64 - 64.0).collect();
    for (sel_a, sel_b) in [((0, 0), (0, 0)), ((3, 1), (2, 3)), ((1, 0), (3, 1)), ((2, 1), (1, 2))] {
        let mut sa = [0u32; 32];
        let mut sb = [0u32; 32];
        for lane in 0..32 {
            for byte in 0..4 {
                sa[lane] |= (125 + next() % 5) << (8 * byte);
                sb[lane] |= (125 + next() % 5) << (8 * byte);
            }
        }
        let factor = |x: u32| 2f64.powi(x as i32 - 127);
        let want: Vec<f32> = (0..M * N)
            .map(|i| {
                let (r, n) = (i / N, i % N);
                let fa = factor(byte_of(sa[sfa_lane(r, sel_a.1)], sel_a.0));
                let fb = factor(byte_of(sb[sfb_lane(n, sel_b.1)], sel_b.0));
                ((0..K).map(|k| a[r * K + k] * fa * (b[k * N + n] * fb)).sum::<f64>() + c[i]) as f32
            })
            .collect();
        let ptx = block_scale_ptx(Ty::E4m3, Ty::E5m2, sel_a, sel_b);
        let d = run_scaled(&ptx, BLOCK_SCALE_CONSTRAINTS, (Ty::E4m3, Ty::E5m2), &a, &b, &c, Some((&sa, &sb)))
            .unwrap_or_else(|e| panic!("{e}"));
        for i in 0..M * N {
            assert_eq!(d[i], want[i], "selectors {sel_a:?} {sel_b:?}: D[{}][{}]", i / N, i % N);
        }
    }
}

#[test]
fn block_scale_extreme_factors() {
    // A and B all 1 (e4m3), selectors {0, 0}. Row 0's factor 2^127 (254)
    // with column 0's 2^-127 (0) cancel: D[0][0] = 32. Row 1's and column
    // 1's 2^127: each product 2^254, +inf in f32. Row 2's and column 2's
    // 2^-127: each product 2^-254, below half f32's least subnormal, so D[2][2]
    // is C's 3. Row 3's 0xff is NaN: the whole row of D. Elsewhere factor 1.
    let a = vec![1.0; M * K];
    let b = vec![1.0; K * N];
    let mut c = vec![0.0; M * N];
    c[2 * N + 2] = 3.0;
    let mut sa = [0x7fu32; 32];
    let mut sb = [0x7fu32; 32];
    for (row, x) in [(0, 254), (1, 254), (2, 0), (3, 0xff)] {
        sa[sfa_lane(row, 0)] = x;
    }
    for (col, x) in [(0, 0), (1, 254), (2, 0)] {
        sb[sfb_lane(col, 0)] = x;
    }
    let ptx = block_scale_ptx(Ty::E4m3, Ty::E4m3, (0, 0), (0, 0));
    let d = run_scaled(&ptx, BLOCK_SCALE_CONSTRAINTS, (Ty::E4m3, Ty::E4m3), &a, &b, &c, Some((&sa, &sb))).unwrap();
    assert_eq!(d[0], 32.0);
    assert_eq!(d[N + 1], f32::INFINITY);
    assert_eq!(d[2 * N + 2], 3.0);
    assert!(d[3 * N..4 * N].iter().all(|x| x.is_nan()), "{:?}", &d[3 * N..4 * N]);
    assert_eq!(d[4 * N + 4], 32.0);
}

#[test]
fn block_scale_forms_not_modelled_are_refused() {
    let zeros = (vec![0.0; M * K], vec![0.0; K * N], vec![0.0; M * N]);
    let scales = ([0x7fu32; 32], [0x7fu32; 32]);
    let refusal = |ptx: &str, types: (Ty, Ty)| {
        run_scaled(ptx, BLOCK_SCALE_CONSTRAINTS, types, &zeros.0, &zeros.1, &zeros.2, Some((&scales.0, &scales.1)))
            .unwrap_err()
    };
    let f8 = (Ty::E4m3, Ty::E4m3);
    // thread-id-a names one of the two lane pairs of a quad (ptxas: 0..1).
    let error = refusal(&block_scale_ptx(Ty::E4m3, Ty::E4m3, (0, 2), (0, 0)), f8);
    assert!(error.contains("thread-id-a 0..1"), "{error}");
    // scale-b-data before scale-a-data.
    let swapped = block_scale_ptx(Ty::E4m3, Ty::E4m3, (0, 0), (0, 0))
        .replace("$14", "$x")
        .replace("$15", "$14")
        .replace("$x", "$15");
    let error = refusal(&swapped, f8);
    assert!(error.contains("its operands must be D, A, B and C in order"), "{error}");
    let error = refusal(&block_scale_ptx(Ty::E2m1, Ty::E2m1, (0, 0), (0, 0)), (Ty::E2m1, Ty::E2m1));
    assert!(error.contains("modelled at m16n8k32 on e4m3 and e5m2"), "{error}");
}
