//! The 13.3 element types f4E2M1FN, f8E8M0FNU and i4 and the op
//! mmaf_scaled in the interpreter (cuda_tile-13.3-additions §1.1, §2.6,
//! §2.7, §2.12). Every expected value is worked out by hand from the
//! formats' definitions (f4E2M1FN: 1 sign, 2 exponent bits with bias 1, 1
//! mantissa bit; f8E8M0FNU: 2^(code - 127), 0xFF NaN), written as literals;
//! none comes from the interpreter's own conversion code.

use cuda_tile::interp::{run_host, HostArg, Program};
use cuda_tile::npy::{Array, Dtype};

fn try_run(src: &str, args: &mut [HostArg]) -> Result<(), String> {
    let program = Program::parse(src, "scaled.mlir").map_err(|e| format!("{e}\n{src}"))?;
    run_host(&program, None, [1, 1, 1], args, &mut std::io::sink()).map_err(|e| e.to_string())
}

fn module(params: &str, body: &str) -> String {
    format!("cuda_tile.module @m {{\n entry @k({params}) {{\n{body}\n return\n }}\n}}")
}

fn bytes_arg(name: &str, v: &[u8]) -> HostArg {
    HostArg::Array { name: name.into(), array: Array { dtype: Dtype::U(1), shape: vec![v.len()], data: v.to_vec() } }
}

fn bytes_of(a: &HostArg) -> Vec<u8> {
    match a {
        HostArg::Array { array, .. } => array.data.clone(),
        HostArg::Scalar(..) => unreachable!(),
    }
}

/// Runs `body`, which defines `%r : tile<{n}x{elem}>` (elem f32 or i8), and
/// returns the stored elements' bytes.
fn eval_raw(body: &str, n: usize, elem: &str) -> Result<Vec<u8>, String> {
    let size = if elem == "f32" { 4 } else { 1 };
    let tv = format!("tensor_view<{n}x{elem}, strides=[1]>");
    let pv = format!("partition_view<tile=({n}), {tv}>");
    let src = module(
        &format!("%out: tile<ptr<{elem}>>"),
        &format!(
            "{body}\n %out_tv = make_tensor_view %out, shape = [{n}], strides = [1] : {tv}\n \
             %out_pv = make_partition_view %out_tv : {pv}\n %out_c0 = constant <i32: 0> : tile<i32>\n \
             %out_t = store_view_tko weak %r, %out_pv[%out_c0] : tile<{n}x{elem}>, {pv}, tile<i32> -> token"
        ),
    );
    let dtype = if elem == "f32" { Dtype::F(4) } else { Dtype::I(1) };
    let mut args = [HostArg::Array { name: "out".into(), array: Array { dtype, shape: vec![n], data: vec![0; n * size] } }];
    try_run(&src, &mut args)?;
    Ok(bytes_of(&args[0]))
}

fn eval_f32(body: &str, n: usize) -> Vec<f32> {
    let b = eval_raw(body, n, "f32").unwrap_or_else(|e| panic!("{e}"));
    b.chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn eval_u8(body: &str, n: usize) -> Vec<u8> {
    eval_raw(body, n, "i8").unwrap_or_else(|e| panic!("{e}"))
}

/// Bit for bit (so -0 differs from +0), any NaN matching any NaN.
fn check(what: &str, got: &[f32], want: &[f32]) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        let same = if w.is_nan() { g.is_nan() } else { g.to_bits() == w.to_bits() };
        assert!(same, "{what}: element {k} is {g}, expected {w} (all: {got:?})");
    }
}

/// The 16 codes 0x0..0xF in order, two per byte, element 2k in the low nibble.
const CODES: [i8; 8] = [0x10, 0x32, 0x54, 0x76, 0x98u8 as i8, 0xBAu8 as i8, 0xDCu8 as i8, 0xFEu8 as i8];
/// Their values: 0, 0.5, 1, 1.5 (exponent field 0 and 1), 2, 3, 4, 6, then negated.
const VALUES: [f32; 16] = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0];

fn i8_list(v: &[i8]) -> String {
    v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ")
}

fn f32_list(v: &[f32]) -> String {
    v.iter().map(|x| format!("{x:?}")).collect::<Vec<_>>().join(", ")
}

// ---- f4E2M1FN ----

#[test]
fn f4_every_code_unpacks_to_its_value() {
    let body = format!(
        "%b = constant <i8: [{}]> : tile<8xi8>\n %f = unpack %b : tile<8xi8> -> tile<16xf4E2M1FN>\n \
         %r = ftof %f : tile<16xf4E2M1FN> -> tile<16xf32>",
        i8_list(&CODES)
    );
    check("f4 codes", &eval_f32(&body, 16), &VALUES);
}

#[test]
fn f4_constant_packs_to_every_code() {
    let body = format!(
        "%f = constant <f4E2M1FN: [{}]> : tile<16xf4E2M1FN>\n %r = pack %f : tile<16xf4E2M1FN> -> tile<8xi8>",
        f32_list(&VALUES)
    );
    assert_eq!(eval_u8(&body, 8), CODES.iter().map(|&b| b as u8).collect::<Vec<_>>());
}

#[test]
fn f4_spec_byte_0x92_through_pack_and_unpack() {
    // §1.1: (1.0, -0.5) is 0x92: 1.0 = 0b0010 low, -0.5 = 0b1001 high.
    let pack = "%f = constant <f4E2M1FN: [1.0, -0.5]> : tile<2xf4E2M1FN>\n %r = pack %f : tile<2xf4E2M1FN> -> tile<1xi8>";
    assert_eq!(eval_u8(pack, 1), vec![0x92]);
    let unpack = "%b = constant <i8: [-110]> : tile<1xi8>\n %f = unpack %b : tile<1xi8> -> tile<2xf4E2M1FN>\n \
                  %r = ftof %f : tile<2xf4E2M1FN> -> tile<2xf32>";
    check("0x92", &eval_f32(unpack, 2), &[1.0, -0.5]);
}

#[test]
fn ftof_to_f4_rounds_to_nearest_even_and_saturates() {
    // Ties: 0.25 (0 | 0.5) -> 0, 0.75 (0.5 | 1) -> 1, 1.25 (1 | 1.5) -> 1,
    // 1.75 (1.5 | 2) -> 2, 2.5 (2 | 3) -> 2, 3.5 (3 | 4) -> 4, 5 (4 | 6) -> 4
    // (even codes 0, 2, 2, 4, 4, 6, 6). Beyond 6 saturates, as do ±inf; NaN
    // gives +6 (satfinite; CUDA cuda_fp4.h).
    let input = "[0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, 7.0, -7.0, 100.0, -0.25, 0.3, 0x7F800000, 0xFF800000, 0x7FC00000, -5.5]";
    let body = format!(
        "%x = constant <f32: {input}> : tile<16xf32>\n %f = ftof %x : tile<16xf32> -> tile<16xf4E2M1FN>\n \
         %r = ftof %f : tile<16xf4E2M1FN> -> tile<16xf32>"
    );
    let want = [0.0, 1.0, 1.0, 2.0, 2.0, 4.0, 4.0, 6.0, -6.0, 6.0, -0.0, 0.5, 6.0, -6.0, 6.0, -6.0];
    check("f32 -> f4", &eval_f32(&body, 16), &want);
}

#[test]
fn ftoi_from_f4_and_itof_to_f4() {
    let ftoi = "%f = constant <f4E2M1FN: [-6.0, -1.5, 0.5, 3.0]> : tile<4xf4E2M1FN>\n \
                %i = ftoi %f signed : tile<4xf4E2M1FN> -> tile<4xi8>\n %r = reshape %i : tile<4xi8> -> tile<4xi8>";
    assert_eq!(eval_u8(ftoi, 4), vec![(-6i8) as u8, (-1i8) as u8, 0, 3]);
    // 5 ties 4 | 6 -> 4; 7 ties 6 | 8 -> 8, beyond 6: saturates; so do -9, 100.
    let itof = "%i = constant <i32: [1, 3, 5, 7, -9, 100, 0, -2]> : tile<8xi32>\n \
                %f = itof %i signed : tile<8xi32> -> tile<8xf4E2M1FN>\n %r = ftof %f : tile<8xf4E2M1FN> -> tile<8xf32>";
    check("i32 -> f4", &eval_f32(itof, 8), &[1.0, 3.0, 4.0, 6.0, -6.0, 6.0, 0.0, -2.0]);
}

#[test]
fn f4_shape_ops() {
    // unpack CODES, take the 2x8 tile's second row with extract, permute-free
    // cat of it with itself, then reshape: values by hand from VALUES.
    let body = format!(
        "%b = constant <i8: [{}]> : tile<8xi8>\n %f = unpack %b : tile<8xi8> -> tile<16xf4E2M1FN>\n \
         %m = reshape %f : tile<16xf4E2M1FN> -> tile<2x8xf4E2M1FN>\n \
         %p = permute %m [1, 0] : tile<2x8xf4E2M1FN> -> tile<8x2xf4E2M1FN>\n \
         %c1 = constant <i32: 1> : tile<i32>\n %c0 = constant <i32: 0> : tile<i32>\n \
         %e = extract %p[%c1, %c0] : tile<8x2xf4E2M1FN> -> tile<4x2xf4E2M1FN>\n \
         %k = cat %e, %e dim = 0 : tile<4x2xf4E2M1FN>, tile<4x2xf4E2M1FN> -> tile<8x2xf4E2M1FN>\n \
         %l = reshape %k : tile<8x2xf4E2M1FN> -> tile<16xf4E2M1FN>\n %r = ftof %l : tile<16xf4E2M1FN> -> tile<16xf32>",
        i8_list(&CODES)
    );
    // permute rows 4..7: (code 4, code 12), (5, 13), (6, 14), (7, 15).
    let e = [2.0, -2.0, 3.0, -3.0, 4.0, -4.0, 6.0, -6.0];
    let want: Vec<f32> = e.iter().chain(&e).copied().collect();
    check("shape ops", &eval_f32(&body, 16), &want);
}

// ---- f4E2M1FN in memory ----

#[test]
fn f4_view_load_reads_nibbles_low_first() {
    let tv = "tensor_view<8xf4E2M1FN, strides=[1]>";
    let pv = format!("partition_view<tile=(8), {tv}>");
    let body = format!(
        " %tv = make_tensor_view %in, shape = [8], strides = [1] : {tv}\n %pv = make_partition_view %tv : {pv}\n \
         %c0 = constant <i32: 0> : tile<i32>\n %f, %t = load_view_tko weak %pv[%c0] : {pv}, tile<i32> -> tile<8xf4E2M1FN>, token\n \
         %x = ftof %f : tile<8xf4E2M1FN> -> tile<8xf32>\n \
         %otv = make_tensor_view %out, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>\n \
         %opv = make_partition_view %otv : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>\n \
         %t2 = store_view_tko weak %x, %opv[%c0] : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token"
    );
    let src = module("%in: tile<ptr<f4E2M1FN>>, %out: tile<ptr<f32>>", &body);
    let out = HostArg::Array { name: "out".into(), array: Array { dtype: Dtype::F(4), shape: vec![8], data: vec![0; 32] } };
    let mut args = [bytes_arg("in", &[0x92, 0x10, 0x76, 0xFE]), out];
    try_run(&src, &mut args).unwrap_or_else(|e| panic!("{e}"));
    let got: Vec<f32> = bytes_of(&args[1]).chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect();
    check("f4 load", &got, &[1.0, -0.5, 0.0, 0.5, 4.0, 6.0, -4.0, -6.0]);
}

#[test]
fn f4_view_store_writes_only_its_nibbles() {
    // Tile 1 of a 1-d view: elements 4..7, bytes 2 and 3; codes 2, 9 -> 0x92,
    // 7, 1 -> 0x17; bytes 0 and 1 keep their contents.
    let tv = "tensor_view<8xf4E2M1FN, strides=[1]>";
    let pv = format!("partition_view<tile=(4), {tv}>");
    let body = format!(
        " %tv = make_tensor_view %out, shape = [8], strides = [1] : {tv}\n %pv = make_partition_view %tv : {pv}\n \
         %c1 = constant <i32: 1> : tile<i32>\n %f = constant <f4E2M1FN: [1.0, -0.5, 6.0, 0.5]> : tile<4xf4E2M1FN>\n \
         %t = store_view_tko weak %f, %pv[%c1] : tile<4xf4E2M1FN>, {pv}, tile<i32> -> token"
    );
    let mut args = [bytes_arg("out", &[0xAA, 0xAA, 0xAA, 0xAA])];
    try_run(&module("%out: tile<ptr<f4E2M1FN>>", &body), &mut args).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(bytes_of(&args[0]), vec![0xAA, 0xAA, 0x92, 0x17]);

    // 2x4 row-major, tile (2x1) at index (0, 1): elements (0,1) and (1,1),
    // linear 1 and 5: the high nibbles of bytes 0 and 2. -1 = 0xA, 3 = 0x5.
    let tv = "tensor_view<2x4xf4E2M1FN, strides=[4,1]>";
    let pv = format!("partition_view<tile=(2x1), {tv}>");
    let body = format!(
        " %tv = make_tensor_view %out, shape = [2, 4], strides = [4, 1] : {tv}\n %pv = make_partition_view %tv : {pv}\n \
         %c0 = constant <i32: 0> : tile<i32>\n %c1 = constant <i32: 1> : tile<i32>\n \
         %f = constant <f4E2M1FN: [[-1.0], [3.0]]> : tile<2x1xf4E2M1FN>\n \
         %t = store_view_tko weak %f, %pv[%c0, %c1] : tile<2x1xf4E2M1FN>, {pv}, tile<i32> -> token"
    );
    let mut args = [bytes_arg("out", &[0, 0, 0, 0])];
    try_run(&module("%out: tile<ptr<f4E2M1FN>>", &body), &mut args).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(bytes_of(&args[0]), vec![0xA0, 0x00, 0x50, 0x00]);
}

#[test]
fn f4_pointer_access_is_refused_with_the_op_name() {
    let body = "%p = reshape %in : tile<ptr<f4E2M1FN>> -> tile<1x1xptr<f4E2M1FN>>\n \
                %q = broadcast %p : tile<1x1xptr<f4E2M1FN>> -> tile<1x2xptr<f4E2M1FN>>\n \
                %v, %t = load_ptr_tko weak %q : tile<1x2xptr<f4E2M1FN>> -> tile<1x2xf4E2M1FN>, token";
    let err = try_run(&module("%in: tile<ptr<f4E2M1FN>>", body), &mut [bytes_arg("in", &[0x92])]).unwrap_err();
    assert!(err.contains("load_ptr_tko") && err.contains("f4E2M1FN memory through pointers"), "{err}");
}

#[test]
fn print_shows_f4_and_e8m0_values() {
    let body = "%f = constant <f4E2M1FN: [-1.5, 6.0]> : tile<2xf4E2M1FN>\n \
                %b = constant <i8: [-128, -1]> : tile<2xi8>\n %e = bitcast %b : tile<2xi8> -> tile<2xf8E8M0FNU>\n \
                %t = print_tko \"%.1f %.1f\\n\", %f, %e : tile<2xf4E2M1FN>, tile<2xf8E8M0FNU> -> token";
    let src = module("", body);
    let program = Program::parse(&src, "scaled.mlir").unwrap_or_else(|e| panic!("{e}\n{src}"));
    let mut out = Vec::new();
    run_host(&program, None, [1, 1, 1], &mut [], &mut out).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(String::from_utf8(out).unwrap(), "[-1.5, 6.0] [2.0, nan]\n");
}

// ---- i4 ----

#[test]
fn i4_unpack_extend_truncate_pack() {
    // 0x92 -> 2, 9; 0x7F -> 15, 7. Signed: 9 = -7, 15 = -1.
    let unpack = |signed: &str| {
        format!(
            "%b = constant <i8: [-110, 127]> : tile<2xi8>\n %n = unpack %b : tile<2xi8> -> tile<4xi4>\n \
             %r = exti %n {signed} : tile<4xi4> -> tile<4xi8>"
        )
    };
    assert_eq!(eval_u8(&unpack("signed"), 4), vec![2, (-7i8) as u8, (-1i8) as u8, 7]);
    assert_eq!(eval_u8(&unpack("unsigned"), 4), vec![2, 9, 15, 7]);
    // Low nibbles of 0x123, -1, 8, 16: 3, 15, 8, 0 -> bytes 0xF3, 0x08.
    let pack = "%w = constant <i16: [291, -1, 8, 16]> : tile<4xi16>\n %n = trunci %w : tile<4xi16> -> tile<4xi4>\n \
                %r = pack %n : tile<4xi4> -> tile<2xi8>";
    assert_eq!(eval_u8(pack, 2), vec![0xF3, 0x08]);
}

// ---- f8E8M0FNU ----

#[test]
fn e8m0_codes() {
    // 0x7F = 2^0, 0x80 = 2^1, 0x00 = 2^-127, 0xFF = NaN, 0xFE = 2^127,
    // 0x01 = 2^-126, 0x7E = 2^-1, 0x81 = 2^2.
    let codes = "[127, -128, 0, -1, -2, 1, 126, -127]";
    let body = format!(
        "%b = constant <i8: {codes}> : tile<8xi8>\n \
         %e = bitcast %b : tile<8xi8> -> tile<8xf8E8M0FNU>\n %r = ftof %e : tile<8xf8E8M0FNU> -> tile<8xf32>"
    );
    let want = [1.0, 2.0, f32::from_bits(1 << 22), f32::NAN, f32::from_bits(254 << 23), f32::from_bits(1 << 23), 0.5, 4.0];
    check("e8m0 codes", &eval_f32(&body, 8), &want);
    let back = format!(
        "%b = constant <i8: {codes}> : tile<8xi8>\n \
         %e = bitcast %b : tile<8xi8> -> tile<8xf8E8M0FNU>\n %r = bitcast %e : tile<8xf8E8M0FNU> -> tile<8xi8>"
    );
    assert_eq!(eval_u8(&back, 8), vec![0x7F, 0x80, 0x00, 0xFF, 0xFE, 0x01, 0x7E, 0x81]);
}

#[test]
fn ftof_to_e8m0_rounds_the_exponent_down_or_up() {
    // 3, 1, 0.75, 0, 2^-130, 3e38 (> 2^127), +inf, NaN.
    let input = "[3.0, 1.0, 0.75, 0.0, 0x00080000, 3.0e38, 0x7F800000, 0x7FC00000]";
    let codes = |mode: &str| {
        eval_u8(
            &format!(
                "%x = constant <f32: {input}> : tile<8xf32>\n %e = ftof %x rounding<{mode}> : tile<8xf32> -> tile<8xf8E8M0FNU>\n \
                 %r = bitcast %e : tile<8xf8E8M0FNU> -> tile<8xi8>"
            ),
            8,
        )
    };
    // zero: 2, 1, 0.5; no zero and no code below 2^-127, none above 2^127.
    assert_eq!(codes("zero"), vec![0x80, 0x7F, 0x7E, 0x00, 0x00, 0xFE, 0xFE, 0xFF]);
    // positive_inf: 4, 1, 1.
    assert_eq!(codes("positive_inf"), vec![0x81, 0x7F, 0x7F, 0x00, 0x00, 0xFE, 0xFE, 0xFF]);
}

// ---- mmaf_scaled ----

/// An e8m0 tile from its codes (as i8).
fn e8m0(name: &str, shape: &str, codes: &str) -> String {
    format!(
        "%{name}_b = constant <i8: {codes}> : tile<{shape}xi8>\n \
         %{name} = bitcast %{name}_b : tile<{shape}xi8> -> tile<{shape}xf8E8M0FNU>\n"
    )
}

/// fp8 operands, all ones, K = 64: two blocks of V = 32. lhs_scale
/// [[1, 2], [4, 8]] (codes 127..130), rhs_scale [[1, 16], [0.5, 0.25]]
/// (codes 127, 131, 126, 125); result = acc + 32 * sum_b sa[i,b] * sb[b,j]:
/// [1 + 32*(1 + 1), 2 + 32*(16 + 0.5), 3 + 32*(4 + 4), 4 + 32*(64 + 2)].
fn fp8_case(sa_codes: &str, sb_codes: &str) -> Vec<f32> {
    let body = format!(
        "%a = constant <f8E4M3FN: 1.0> : tile<2x64xf8E4M3FN>\n %b = constant <f8E4M3FN: 1.0> : tile<64x2xf8E4M3FN>\n \
         %c = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>\n {}{}\
         %m = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x64xf8E4M3FN>, tile<64x2xf8E4M3FN>, tile<2x2xf32>, tile<2x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>\n \
         %r = reshape %m : tile<2x2xf32> -> tile<4xf32>",
        e8m0("sa", "2x2", sa_codes),
        e8m0("sb", "2x2", sb_codes)
    );
    eval_f32(&body, 4)
}

#[test]
fn mmaf_scaled_fp8_with_e8m0_scales() {
    check("fp8", &fp8_case("[[127, -128], [-127, -126]]", "[[127, -125], [126, 125]]"), &[65.0, 530.0, 259.0, 2116.0]);
}

#[test]
fn mmaf_scaled_nan_scale_poisons_its_row_or_column() {
    // lhs_scale[0, 1] = NaN: row 0 is NaN, row 1 as before.
    check("lhs NaN", &fp8_case("[[127, -1], [-127, -126]]", "[[127, -125], [126, 125]]"), &[f32::NAN, f32::NAN, 259.0, 2116.0]);
    // rhs_scale[0, 1] = NaN: column 1 is NaN.
    check("rhs NaN", &fp8_case("[[127, -128], [-127, -126]]", "[[127, -1], [126, 125]]"), &[65.0, f32::NAN, 259.0, f32::NAN]);
}

#[test]
fn mmaf_scaled_fp4_with_e4m3_scales_v16() {
    // K = 32, Ks = 2, V = 16; lhs all 1, rhs all 0.5; sa [[1, 3], [0.5, 2]],
    // sb [[2, 1], [0.25, 4]]: result = 16 * 0.5 * sum_b sa[i,b] * sb[b,j]
    // = 8 * [2 + 0.75, 1 + 12, 1 + 0.5, 0.5 + 8].
    let body = "%a = constant <f4E2M1FN: 1.0> : tile<2x32xf4E2M1FN>\n %b = constant <f4E2M1FN: 0.5> : tile<32x2xf4E2M1FN>\n \
                %c = constant <f32: 0.0> : tile<2x2xf32>\n \
                %sa = constant <f8E4M3FN: [[1.0, 3.0], [0.5, 2.0]]> : tile<2x2xf8E4M3FN>\n \
                %sb = constant <f8E4M3FN: [[2.0, 1.0], [0.25, 4.0]]> : tile<2x2xf8E4M3FN>\n \
                %m = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x32xf4E2M1FN>, tile<32x2xf4E2M1FN>, tile<2x2xf32>, tile<2x2xf8E4M3FN>, tile<2x2xf8E4M3FN>\n \
                %r = reshape %m : tile<2x2xf32> -> tile<4xf32>";
    check("fp4 e4m3", &eval_f32(body, 4), &[22.0, 104.0, 12.0, 68.0]);
}

#[test]
fn mmaf_scaled_fp4_with_e8m0_scales_v32() {
    // K = 64, V = 32; lhs all 1.5, rhs all -2: each block sums 32 * -3 = -96.
    // sa [[1, 0.5], [2, 1]] (127, 126, 128, 127), sb [[1, 4], [8, 0.125]]
    // (127, 129, 130, 124): -96 * [1 + 4, 4 + 0.0625, 2 + 8, 8 + 0.125].
    let body = format!(
        "%a = constant <f4E2M1FN: 1.5> : tile<2x64xf4E2M1FN>\n %b = constant <f4E2M1FN: -2.0> : tile<64x2xf4E2M1FN>\n \
         %c = constant <f32: 0.0> : tile<2x2xf32>\n {}{}\
         %m = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x64xf4E2M1FN>, tile<64x2xf4E2M1FN>, tile<2x2xf32>, tile<2x2xf8E8M0FNU>, tile<2x2xf8E8M0FNU>\n \
         %r = reshape %m : tile<2x2xf32> -> tile<4xf32>",
        e8m0("sa", "2x2", "[[127, 126], [-128, 127]]"),
        e8m0("sb", "2x2", "[[127, -127], [-126, 124]]")
    );
    check("fp4 e8m0", &eval_f32(&body, 4), &[-480.0, -390.0, -960.0, -780.0]);
}

#[test]
fn mmaf_scaled_batched() {
    // B = 2, M = 2, K = 32, N = 2, Ks = 1; f8E5M2 ones. result = 32 * sa * sb:
    // batch 0: sa [1, 2], sb [1, 0.5]; batch 1: sa [4, 8], sb [0.25, 2].
    let body = format!(
        "%a = constant <f8E5M2: 1.0> : tile<2x2x32xf8E5M2>\n %b = constant <f8E5M2: 1.0> : tile<2x32x2xf8E5M2>\n \
         %c = constant <f32: 0.0> : tile<2x2x2xf32>\n {}{}\
         %m = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x2x32xf8E5M2>, tile<2x32x2xf8E5M2>, tile<2x2x2xf32>, tile<2x2x1xf8E8M0FNU>, tile<2x1x2xf8E8M0FNU>\n \
         %r = reshape %m : tile<2x2x2xf32> -> tile<8xf32>",
        e8m0("sa", "2x2x1", "[[[127], [-128]], [[-127], [-126]]]"),
        e8m0("sb", "2x1x2", "[[[127, 126]], [[125, -128]]]")
    );
    check("batched", &eval_f32(&body, 8), &[32.0, 16.0, 64.0, 32.0, 32.0, 256.0, 64.0, 512.0]);
}
