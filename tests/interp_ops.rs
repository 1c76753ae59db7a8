//! Semantic tests of the interpreter, op by op: the operation chapter's
//! worked examples give the results the chapter shows, plus edge cases per
//! family (NaN, ±inf, ±0, wrap-around, division rounding, shift widths,
//! saturation, masks, padding, out-of-bounds errors).

use cuda_tile::interp::{run_host, HostArg, Program};
use cuda_tile::npy::{Array, Dtype};

/// Runs `body` (which defines `%r` of type `tile<TY>`) in a kernel that
/// stores `%r` to an output array, and returns its elements as f64.
fn eval(body: &str, ty: &str) -> Vec<f64> {
    try_eval(body, ty).unwrap_or_else(|e| panic!("{e}"))
}

fn try_eval(body: &str, ty: &str) -> Result<Vec<f64>, String> {
    try_eval_array(body, ty).map(|a| decode(&a))
}

/// Like `eval` for an i64 result, exactly (f64 cannot hold every i64).
fn eval_i64(body: &str, ty: &str) -> Vec<i64> {
    let a = try_eval_array(body, ty).unwrap_or_else(|e| panic!("{e}"));
    a.data.chunks(8).map(|c| i64::from_le_bytes(c.try_into().unwrap())).collect()
}

fn try_eval_array(body: &str, ty: &str) -> Result<Array, String> {
    let (dims, elem) = match ty.rsplit_once('x') {
        Some((d, e)) => (d.split('x').map(|x| x.parse::<usize>().unwrap()).collect::<Vec<_>>(), e),
        None => (vec![], ty),
    };
    let (store_dims, reshape) = if dims.is_empty() {
        (vec![1], format!("%stored = reshape %r : tile<{elem}> -> tile<1x{elem}>"))
    } else {
        (dims.clone(), format!("%stored = reshape %r : tile<{ty}> -> tile<{ty}>"))
    };
    let shape: Vec<String> = store_dims.iter().map(|d| d.to_string()).collect();
    let mut strides = vec![1usize; store_dims.len()];
    for d in (0..store_dims.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * store_dims[d + 1];
    }
    let strides: Vec<String> = strides.iter().map(|d| d.to_string()).collect();
    let tv = format!("tensor_view<{}x{elem}, strides=[{}]>", shape.join("x"), strides.join(","));
    let pv = format!("partition_view<tile=({}), {tv}>", shape.join("x"));
    let zeros = vec!["%out_c0"; store_dims.len()].join(", ");
    let st = format!("tile<{}x{elem}>", shape.join("x"));
    let src = format!(
        "cuda_tile.module @m {{\n entry @k(%out: tile<ptr<{elem}>>) {{\n{body}\n {reshape}\n \
         %out_tv = make_tensor_view %out, shape = [{}], strides = [{}] : {tv}\n \
         %out_pv = make_partition_view %out_tv : {pv}\n %out_c0 = constant <i32: 0> : tile<i32>\n \
         %out_tok = store_view_tko weak %stored, %out_pv[{zeros}] : {st}, {pv}, tile<i32> -> token\n return\n }}\n}}",
        shape.join(", "),
        strides.join(", ")
    );
    let dtype = match elem {
        "f32" => Dtype::F(4),
        "f64" => Dtype::F(8),
        "f16" => Dtype::F(2),
        "i1" => Dtype::Bool,
        "i8" => Dtype::I(1),
        "i16" => Dtype::I(2),
        "i32" => Dtype::I(4),
        "i64" => Dtype::I(8),
        other => panic!("no dtype for {other}"),
    };
    let n: usize = store_dims.iter().product();
    let out = Array { dtype, shape: store_dims, data: vec![0; n * dtype.size()] };
    let mut args = vec![HostArg::Array { name: "out".into(), array: out }];
    run(&src, &mut args, [1, 1, 1])?;
    match args.into_iter().next() {
        Some(HostArg::Array { array, .. }) => Ok(array),
        _ => unreachable!(),
    }
}

fn run(src: &str, args: &mut [HostArg], grid: [u32; 3]) -> Result<String, String> {
    let program = Program::parse(src, "test.mlir").map_err(|e| format!("{e}\n{src}"))?;
    let mut out = Vec::new();
    run_host(&program, None, grid, args, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).unwrap())
}

fn decode(a: &Array) -> Vec<f64> {
    let size = a.dtype.size();
    a.data
        .chunks(size)
        .map(|c| match (a.dtype, size) {
            (Dtype::F(4), _) => f32::from_le_bytes(c.try_into().unwrap()) as f64,
            (Dtype::F(8), _) => f64::from_le_bytes(c.try_into().unwrap()),
            (Dtype::F(2), _) => cuda_tile::interp::numerics::decode(
                cuda_tile::interp::numerics::FloatKind::F16,
                u16::from_le_bytes(c.try_into().unwrap()) as u64,
            ),
            (_, 1) => c[0] as i8 as f64,
            (_, 2) => i16::from_le_bytes(c.try_into().unwrap()) as f64,
            (_, 4) => i32::from_le_bytes(c.try_into().unwrap()) as f64,
            _ => i64::from_le_bytes(c.try_into().unwrap()) as f64,
        })
        .collect()
}

fn same(got: &[f64], want: &[f64]) {
    assert_eq!(got.len(), want.len(), "{got:?} vs {want:?}");
    for (g, w) in got.iter().zip(want) {
        assert!(g == w && g.is_sign_negative() == w.is_sign_negative() || g.is_nan() && w.is_nan(), "{got:?} vs {want:?}");
    }
}

const INF: f64 = f64::INFINITY;
const NAN: f64 = f64::NAN;

// ---- Core (8.3) ----

#[test]
fn cat_chapter_example() {
    // The chapter's types (tile<2x4xf32>) with data of its own; the chapter
    // draws the operands as 2x3 ([[A, B, C], [D, E, F]]), which is no legal
    // tile (dimensions are powers of two) and does not match its types.
    let a = "%a = constant <f32: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tile<2x4xf32>\n\
             %b = constant <f32: [[9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tile<2x4xf32>\n";
    let r1 = eval(&format!("{a}%r = cat %a, %b dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>"), "2x8xf32");
    same(&r1, &[1., 2., 3., 4., 9., 10., 11., 12., 5., 6., 7., 8., 13., 14., 15., 16.]);
    let r0 = eval(&format!("{a}%r = cat %a, %b dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>"), "4x4xf32");
    same(&r0, &(1..=16).map(|v| v as f64).collect::<Vec<_>>());
}

#[test]
fn reshape_chapter_example() {
    // [[0,1,2,3],[4,5,6,7]] -> [[[0,1],[2,3]],[[4,5],[6,7]]]: row-major order is kept.
    let r = eval(
        "%c = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7]]> : tile<2x4xi32>\n%r = reshape %c : tile<2x4xi32> -> tile<2x2x2xi32>",
        "2x2x2xi32",
    );
    same(&r, &[0., 1., 2., 3., 4., 5., 6., 7.]);
    same(&eval("%c = constant <i8: 7> : tile<i8>\n%r = reshape %c : tile<i8> -> tile<1x1x1xi8>", "1x1x1xi8"), &[7.]);
}

#[test]
fn extract_chapter_example() {
    // tile<32x8> -> tile<4x2> at slice [1, 2]: rows [4, 8), columns [4, 6).
    let r = eval(
        "%i = iota : tile<256xi32>\n%t = reshape %i : tile<256xi32> -> tile<32x8xi32>\n\
         %c1 = constant <i32: 1> : tile<i32>\n%c2 = constant <i32: 2> : tile<i32>\n\
         %r = extract %t[%c1, %c2] : tile<32x8xi32> -> tile<4x2xi32>",
        "4x2xi32",
    );
    same(&r, &[36., 37., 44., 45., 52., 53., 60., 61.]);
    let oob = try_eval(
        "%t = constant <f32: 0.0> : tile<8xf32>\n%c = constant <i32: 2> : tile<i32>\n%r = extract %t[%c] : tile<8xf32> -> tile<4xf32>",
        "4xf32",
    );
    assert!(oob.unwrap_err().contains("outside the source"));
}

#[test]
fn permute_chapter_example() {
    // tile<2x4x8> permuted by [2, 0, 1] is tile<8x2x4>: r[k][i][j] = s[i][j][k].
    let r = eval(
        "%i = iota : tile<64xi32>\n%s = reshape %i : tile<64xi32> -> tile<2x4x8xi32>\n\
         %r = permute %s [2, 0, 1] : tile<2x4x8xi32> -> tile<8x2x4xi32>",
        "8x2x4xi32",
    );
    for k in 0..8 {
        for i in 0..2 {
            for j in 0..4 {
                assert_eq!(r[k * 8 + i * 4 + j], (i * 32 + j * 8 + k) as f64);
            }
        }
    }
}

#[test]
fn broadcast_expands_unit_dimensions() {
    let r = eval(
        "%c = constant <f32: [[1.0], [2.0]]> : tile<2x1xf32>\n%r = broadcast %c : tile<2x1xf32> -> tile<2x4xf32>",
        "2x4xf32",
    );
    same(&r, &[1., 1., 1., 1., 2., 2., 2., 2.]);
}

#[test]
fn iota_and_select() {
    same(&eval("%r = iota : tile<4xi32>", "4xi32"), &[0., 1., 2., 3.]);
    let r = eval(
        "%m = constant <i1: [true, false, false, true]> : tile<4xi1>\n%a = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>\n\
         %b = constant <f32: -1.0> : tile<4xf32>\n%r = select %m, %a, %b : tile<4xi1>, tile<4xf32>",
        "4xf32",
    );
    same(&r, &[1., -1., -1., 4.]);
}

#[test]
fn reduce_with_region_and_identities() {
    let input = "%x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tile<2x4xf32>\n";
    let sum = |dim: usize, out: &str| {
        format!(
            "{input}%r = reduce %x dim={dim} identities=[0.000000e+00 : f32] : tile<2x4xf32> -> tile<{out}xf32>\n\
             (%e: tile<f32>, %acc: tile<f32>) {{\n %s0 = addf %e, %acc : tile<f32>\n yield %s0 : tile<f32>\n}}"
        )
    };
    same(&eval(&sum(1, "2"), "2xf32"), &[10., 26.]);
    same(&eval(&sum(0, "4"), "4xf32"), &[6., 8., 10., 12.]);
    // max with -inf identity; the chapter's rank-1 to rank-0 form.
    let max = eval(
        "%x = constant <f32: [3.0, -7.0, 9.0, 1.0]> : tile<4xf32>\n\
         %r = reduce %x dim=0 identities=[0xFF800000 : f32] : tile<4xf32> -> tile<f32>\n\
         (%e: tile<f32>, %acc: tile<f32>) {\n %m = maxf %e, %acc : tile<f32>\n yield %m : tile<f32>\n}",
        "f32",
    );
    same(&max, &[9.]);
    // The order is fixed: x[0] first, folded into the identity. A non-commutative
    // body shows it: acc' = e - acc gives x3 - (x2 - (x1 - (x0 - 0))).
    let order = eval(
        "%x = constant <i32: [1, 2, 4, 8]> : tile<4xi32>\n\
         %r = reduce %x dim=0 identities=[0 : i32] : tile<4xi32> -> tile<i32>\n\
         (%e: tile<i32>, %acc: tile<i32>) {\n %d = subi %e, %acc : tile<i32>\n yield %d : tile<i32>\n}",
        "i32",
    );
    same(&order, &[8. - (4. - (2. - 1.))]);
}

#[test]
fn scan_inclusive_and_reverse() {
    let scan = |reverse: bool| {
        format!(
            "%x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [4.0, 5.0, 6.0, 0.5]]> : tile<2x4xf32>\n\
             %r = scan %x dim=1 reverse={reverse} identities=[1.0 : f32] : tile<2x4xf32> -> tile<2x4xf32>\n\
             (%acc: tile<f32>, %elem: tile<f32>) {{\n %p = mulf %acc, %elem rounding<nearest_even> : tile<f32>\n yield %p : tile<f32>\n}}"
        )
    };
    same(&eval(&scan(false), "2x4xf32"), &[1., 2., 6., 24., 4., 20., 120., 60.]);
    same(&eval(&scan(true), "2x4xf32"), &[24., 24., 12., 4., 60., 15., 3., 0.5]);
}

#[test]
fn mmaf_and_mmai() {
    let r = eval(
        "%a = constant <f16: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf16>\n%b = constant <f16: [[5.0, 6.0], [7.0, 8.0]]> : tile<2x2xf16>\n\
         %c = constant <f32: 0.5> : tile<2x2xf32>\n%r = mmaf %a, %b, %c : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xf32>",
        "2x2xf32",
    );
    same(&r, &[19.5, 22.5, 43.5, 50.5]);
    let mmai = |s: &str| {
        format!(
            "%a = constant <i8: [[-1, 2], [3, 4]]> : tile<2x2xi8>\n%b = constant <i8: [[5, 6], [7, -8]]> : tile<2x2xi8>\n\
             %c = constant <i32: 1> : tile<2x2xi32>\n%r = mmai %a, %b, %c {s} : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xi32>"
        )
    };
    same(&eval(&mmai("signed signed"), "2x2xi32"), &[10., -21., 44., -13.]);
    // unsigned: -1 is 255 and -8 is 248.
    same(&eval(&mmai("unsigned unsigned"), "2x2xi32"), &[1290., 2027., 44., 1011.]);
}

#[test]
fn pack_unpack_and_bitcast() {
    let r = eval(
        "%x = constant <i16: [258, -1]> : tile<2xi16>\n%r = pack %x : tile<2xi16> -> tile<4xi8>",
        "4xi8",
    );
    same(&r, &[2., 1., -1., -1.]);
    let back = eval(
        "%x = constant <f16: [1.0, -2.0]> : tile<2xf16>\n%p = pack %x : tile<2xf16> -> tile<4xi8>\n%r = unpack %p : tile<4xi8> -> tile<2xf16>",
        "2xf16",
    );
    same(&back, &[1., -2.]);
    same(&eval("%x = constant <f32: 1.0> : tile<f32>\n%r = bitcast %x : tile<f32> -> tile<i32>", "i32"), &[0x3f80_0000 as f64]);
}

// ---- Floating point (8.7), comparisons, conversions ----

#[test]
fn float_special_values() {
    let bin = |op: &str, a: &str, b: &str| {
        let (name, mods) = op.split_once(' ').unwrap_or((op, ""));
        eval(&format!("%a = constant <f32: {a}> : tile<4xf32>\n%b = constant <f32: {b}> : tile<4xf32>\n%r = {name} %a, %b {mods} : tile<4xf32>"), "4xf32")
    };
    let a = "[1.0, 0x7F800000, 0x7FC00000, -0.0]";
    let b = "[0.0, 0xFF800000, 1.0, 0.0]";
    same(&bin("addf", a, b), &[1., NAN, NAN, 0.]);
    same(&bin("divf", a, b), &[INF, NAN, NAN, NAN]);
    same(&bin("mulf", a, b), &[0., -INF, NAN, -0.]);
    // maxf: NaN is dropped unless propagate_nan; +0 > -0.
    same(&bin("maxf", a, b), &[1., INF, 1., 0.]);
    same(&bin("maxf propagate_nan", a, b), &[1., INF, NAN, 0.]);
    same(&bin("minf", a, b), &[0., -INF, 1., -0.]);
    // f32 rounding of an f32 sum: 1 + 2^-24 ties to even.
    same(&bin("addf", "[1.0, 1.0, 16777216.0, 3.0]", "[5.960464477539063e-08, 1.1920928955078125e-07, 1.0, 0.1]"), &[1.0, 1.0000001192092896, 16777216.0, 3.0999999046325684]);
    same(&bin("addf rounding<positive_inf>", "[1.0, 1.0, 1.0, 1.0]", "[5.960464477539063e-08, 0.0, -5.960464477539063e-08, 1.0]"), &[1.0000001192092896, 1.0, 0.9999999403953552, 2.0]);
}

#[test]
fn cmpf_ordered_and_unordered() {
    let cmp = |pred: &str| {
        eval(
            &format!(
                "%a = constant <f32: [1.0, 0x7FC00000, 2.0, -0.0]> : tile<4xf32>\n%b = constant <f32: [1.0, 1.0, 1.0, 0.0]> : tile<4xf32>\n\
                 %r = cmpf {pred} %a, %b : tile<4xf32> -> tile<4xi1>"
            ),
            "4xi1",
        )
    };
    same(&cmp("equal ordered"), &[1., 0., 0., 1.]);
    same(&cmp("equal unordered"), &[1., 1., 0., 1.]);
    same(&cmp("less_than unordered"), &[0., 1., 0., 0.]);
    same(&cmp("not_equal ordered"), &[0., 0., 1., 0.]);
}

#[test]
fn conversions_saturate_and_round() {
    let ftoi = eval(
        "%a = constant <f32: [3.9, -3.9, 1.0e10, 0x7FC00000]> : tile<4xf32>\n%r = ftoi %a signed : tile<4xf32> -> tile<4xi8>",
        "4xi8",
    );
    same(&ftoi, &[3., -3., 127., 0.]);
    same(&eval("%a = constant <f32: [-1.0, 300.0]> : tile<2xf32>\n%r = ftoi %a unsigned : tile<2xf32> -> tile<2xi8>", "2xi8"), &[0., -1.]);
    same(&eval("%a = constant <i32: [-1, 16777217]> : tile<2xi32>\n%r = itof %a signed : tile<2xi32> -> tile<2xf32>", "2xf32"), &[-1., 16777216.]);
    same(&eval("%a = constant <i8: -1> : tile<i8>\n%r = itof %a unsigned : tile<i8> -> tile<f32>", "f32"), &[255.]);
    same(&eval("%a = constant <f32: [65520.0, 1.0e-8]> : tile<2xf32>\n%r = ftof %a : tile<2xf32> -> tile<2xf16>", "2xf16"), &[INF, 0.]);
    same(&eval("%a = constant <i8: [-2, 5]> : tile<2xi8>\n%r = exti %a signed : tile<2xi8> -> tile<2xi32>", "2xi32"), &[-2., 5.]);
    same(&eval("%a = constant <i8: [-2, 5]> : tile<2xi8>\n%r = exti %a unsigned : tile<2xi8> -> tile<2xi32>", "2xi32"), &[254., 5.]);
    same(&eval("%a = constant <i32: [257, -1]> : tile<2xi32>\n%r = trunci %a : tile<2xi32> -> tile<2xi8>", "2xi8"), &[1., -1.]);
}

#[test]
fn math_and_fpowi() {
    let r = eval("%a = constant <f32: [0.0, 4.0, -1.0, -0.0]> : tile<4xf32>\n%r = sqrt %a : tile<4xf32>", "4xf32");
    same(&r, &[0., 2., NAN, -0.]);
    let r = eval("%a = constant <f32: [0.0, 1.0]> : tile<2xf32>\n%r = exp %a : tile<2xf32>", "2xf32");
    same(&r, &[1., std::f32::consts::E as f64]);
    let r = eval(
        "%a = constant <f32: [2.0, -3.0, 2.0, 0.0]> : tile<4xf32>\n%n = constant <i32: [10, 3, -1, 0]> : tile<4xi32>\n\
         %r = fpowi %a, %n : tile<4xf32>, tile<4xi32>",
        "4xf32",
    );
    same(&r, &[1024., -27., 0.5, 1.]);
    same(&eval("%a = constant <f32: [5.5, -5.5]> : tile<2xf32>\n%b = constant <f32: 2.0> : tile<2xf32>\n%r = remf %a, %b : tile<2xf32>", "2xf32"), &[1.5, -1.5]);
}

// ---- Integer (8.8, 8.9) ----

#[test]
fn integer_wrap_division_and_shifts() {
    let bin = |op: &str, a: &str, b: &str| {
        let (name, mods) = op.split_once(' ').unwrap_or((op, ""));
        eval(&format!("%a = constant <i8: {a}> : tile<4xi8>\n%b = constant <i8: {b}> : tile<4xi8>\n%r = {name} %a, %b {mods} : tile<4xi8>"), "4xi8")
    };
    same(&bin("addi", "[127, -128, 100, 1]", "[1, -1, 100, 1]"), &[-128., 127., -56., 2.]);
    same(&bin("muli", "[16, -1, 100, 3]", "[16, -1, 3, 3]"), &[0., 1., 44., 9.]);
    same(&bin("divi signed", "[7, -7, 7, -7]", "[2, 2, -2, -2]"), &[3., -3., -3., 3.]);
    same(&bin("divi signed rounding<negative_inf>", "[7, -7, 7, -7]", "[2, 2, -2, -2]"), &[3., -4., -4., 3.]);
    same(&bin("divi signed rounding<positive_inf>", "[7, -7, 7, -7]", "[2, 2, -2, -2]"), &[4., -3., -3., 4.]);
    same(&bin("divi unsigned", "[-1, 7, 7, 7]", "[2, 2, 2, 2]"), &[127., 3., 3., 3.]);
    same(&bin("remi signed", "[7, -7, 7, -7]", "[2, 2, -2, -2]"), &[1., -1., 1., -1.]);
    same(&bin("shli", "[1, 1, 1, -1]", "[1, 7, 8, 9]"), &[2., -128., 0., 0.]);
    same(&bin("shri signed", "[-128, -128, 64, -1]", "[1, 7, 8, 100]"), &[-64., -1., 0., -1.]);
    same(&bin("shri unsigned", "[-128, -128, 64, -1]", "[1, 7, 8, 100]"), &[64., 1., 0., 0.]);
    same(&bin("maxi signed", "[-1, 2, 3, -128]", "[1, 2, -3, 127]"), &[1., 2., 3., 127.]);
    same(&bin("maxi unsigned", "[-1, 2, 3, -128]", "[1, 2, -3, 127]"), &[-1., 2., -3., -128.]);
    same(&bin("mini signed", "[-1, 2, 3, -128]", "[1, 2, -3, 127]"), &[-1., 2., -3., -128.]);
    same(&bin("mulhii", "[-1, 16, 2, 0]", "[-1, 16, 3, 5]"), &[-2., 1., 0., 0.]);
    same(&bin("andi", "[12, -1, 0, 5]", "[10, 7, 3, 4]"), &[8., 7., 0., 4.]);
    same(&bin("xori", "[12, -1, 0, 5]", "[10, 7, 3, 4]"), &[6., -8., 3., 1.]);
    same(&eval("%a = constant <i8: [-128, -5, 5, 0]> : tile<4xi8>\n%r = absi %a : tile<4xi8>", "4xi8"), &[-128., 5., 5., 0.]);
    same(&eval("%a = constant <i8: [-128, -5, 5, 0]> : tile<4xi8>\n%r = negi %a : tile<4xi8>", "4xi8"), &[-128., 5., -5., 0.]);
    let cmp = |s: &str| eval(&format!("%a = constant <i8: [-1, 1]> : tile<2xi8>\n%b = constant <i8: [1, 1]> : tile<2xi8>\n%r = cmpi less_than %a, %b, {s} : tile<2xi8> -> tile<2xi1>"), "2xi1");
    same(&cmp("signed"), &[1., 0.]);
    same(&cmp("unsigned"), &[0., 0.]);
    let nsw = try_eval("%a = constant <i8: [100, 1]> : tile<2xi8>\n%r = addi %a, %a overflow<no_signed_wrap> : tile<2xi8>", "2xi8");
    assert!(nsw.unwrap_err().contains("overflow annotation"));
    same(&eval("%a = constant <i8: [100, 1]> : tile<2xi8>\n%r = addi %a, %a overflow<no_unsigned_wrap> : tile<2xi8>", "2xi8"), &[-56., 2.]);
    let div0 = try_eval("%a = constant <i32: 1> : tile<i32>\n%b = constant <i32: 0> : tile<i32>\n%r = divi %a, %b signed : tile<i32>", "i32");
    assert!(div0.unwrap_err().contains("undefined behaviour"));
}

// ---- Control flow (8.5) ----

#[test]
fn for_loop_with_carried_values() {
    let r = eval(
        "%lo = constant <i32: 0> : tile<i32>\n%hi = constant <i32: 10> : tile<i32>\n%st = constant <i32: 3> : tile<i32>\n\
         %init = constant <i32: 100> : tile<i32>\n\
         %r = for %iv in (%lo to %hi, step %st) : tile<i32> iter_values(%acc = %init) -> (tile<i32>) {\n\
           %n = addi %acc, %iv : tile<i32>\n continue %n : tile<i32>\n}",
        "i32",
    );
    same(&r, &[100. + 0. + 3. + 6. + 9.]);
}

#[test]
fn loop_break_and_if_yield() {
    // Doubles until above 100, then yields it through an if/else.
    let r = eval(
        "%one = constant <i32: 1> : tile<i32>\n%lim = constant <i32: 100> : tile<i32>\n\
         %r = loop iter_values(%v = %one) : tile<i32> -> tile<i32> {\n\
           %big = cmpi greater_than %v, %lim, signed : tile<i32> -> tile<i1>\n\
           if %big {\n break %v : tile<i32>\n }\n\
           %d = addi %v, %v : tile<i32>\n continue %d : tile<i32>\n}",
        "i32",
    );
    same(&r, &[128.]);
    let r = eval(
        "%t = constant <i1: false> : tile<i1>\n\
         %r = if %t -> (tile<f32>) {\n %a = constant <f32: 1.0> : tile<f32>\n yield %a : tile<f32>\n} else {\n\
         %b = constant <f32: 2.0> : tile<f32>\n yield %b : tile<f32>\n}",
        "f32",
    );
    same(&r, &[2.]);
}

#[test]
fn early_return_skips_the_rest() {
    let src = "cuda_tile.module @m {\n entry @k(%o: tile<ptr<f32>>) {\n %t = constant <i1: true> : tile<i1>\n\
         %one = constant <f32: 1.0> : tile<f32>\n%two = constant <f32: 2.0> : tile<f32>\n\
         %t1 = store_ptr_tko weak %o, %one : tile<ptr<f32>>, tile<f32> -> token\n\
         if %t {\n return\n }\n %t2 = store_ptr_tko weak %o, %two : tile<ptr<f32>>, tile<f32> -> token\n return\n }\n}";
    let mut args = [f32_arg("o", vec![1], &[0.0])];
    run(src, &mut args, [1, 1, 1]).unwrap();
    assert_eq!(f32_of(&args[0]), vec![1.0]);
}

// ---- Memory, views and atomics (8.6, 8.10, 8.11) ----

fn f32_arg(name: &str, shape: Vec<usize>, v: &[f32]) -> HostArg {
    HostArg::Array { name: name.into(), array: Array::from_f32(shape, v) }
}

fn f32_of(a: &HostArg) -> Vec<f32> {
    match a {
        HostArg::Array { array, .. } => array.to_f32(),
        _ => unreachable!(),
    }
}

#[test]
fn pointer_loads_with_mask_and_padding_and_masked_stores() {
    let src = "cuda_tile.module @m {\n entry @k(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {\n\
        %p1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>\n%pb = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>\n\
        %i = iota : tile<4xi32>\n%px = offset %pb, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>\n\
        %m = constant <i1: [true, true, false, true]> : tile<4xi1>\n%pad = constant <f32: -9.0> : tile<4xf32>\n\
        %v, %t = load_ptr_tko weak %px, %m, %pad : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token\n\
        %q1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>\n%qb = broadcast %q1 : tile<1xptr<f32>> -> tile<4xptr<f32>>\n\
        %py = offset %qb, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>\n\
        %m2 = constant <i1: [true, false, true, true]> : tile<4xi1>\n\
        %t2 = store_ptr_tko weak %py, %v, %m2 : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token\n return\n }\n}";
    let mut args = [f32_arg("x", vec![4], &[1., 2., 3., 4.]), f32_arg("y", vec![4], &[0.; 4])];
    run(src, &mut args, [1, 1, 1]).unwrap();
    assert_eq!(f32_of(&args[1]), vec![1., 0., -9., 4.]);
    // Four elements of a 3-element buffer: the last pointer is outside it.
    let mut short = [f32_arg("x", vec![3], &[1., 2., 3.]), f32_arg("y", vec![4], &[0.; 4])];
    let e = run(src, &mut short, [1, 1, 1]).unwrap_err();
    assert!(e.contains("out-of-bounds") && e.contains("'x'"), "{e}");
}

#[test]
fn views_pad_loads_and_mask_stores_over_the_edge() {
    // A 3x5 tensor in 2x4 tiles: index space 2x2; tile (1, 1) holds only x[2][4].
    let src = "cuda_tile.module @m {\n entry @k(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {\n\
        %tv = make_tensor_view %x, shape = [3, 5], strides = [5, 1] : tensor_view<3x5xf32, strides=[5,1]>\n\
        %pv = make_partition_view %tv : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<3x5xf32, strides=[5,1]>>\n\
        %c1 = constant <i32: 1> : tile<i32>\n\
        %v, %t = load_view_tko weak %pv[%c1, %c1] : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<3x5xf32, strides=[5,1]>>, tile<i32> -> tile<2x4xf32>, token\n\
        %s0, %s1 = get_index_space_shape %pv : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<3x5xf32, strides=[5,1]>> -> tile<i32>\n\
        %e0, %e1 = get_tensor_shape %tv : tensor_view<3x5xf32, strides=[5,1]> -> tile<i32>\n\
        %tw = make_tensor_view %y, shape = [%n, 5], strides = [5, 1] : tile<i32> -> tensor_view<?x5xf32, strides=[5,1]>\n\
        %pw = make_partition_view %tw : partition_view<tile=(2x4), tensor_view<?x5xf32, strides=[5,1]>>\n\
        %t2 = store_view_tko weak %v, %pw[%c1, %c1] : tile<2x4xf32>, partition_view<tile=(2x4), tensor_view<?x5xf32, strides=[5,1]>>, tile<i32> -> token\n\
        %c0 = constant <i32: 0> : tile<i32>\n\
        %a0 = reshape %s0 : tile<i32> -> tile<1xi32>\n%a1 = reshape %s1 : tile<i32> -> tile<1xi32>\n\
        %b0 = reshape %e0 : tile<i32> -> tile<1xi32>\n%b1 = reshape %e1 : tile<i32> -> tile<1xi32>\n\
        %ab = cat %a0, %a1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>\n\
        %bb = cat %b0, %b1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>\n\
        %all = cat %ab, %bb dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>\n\
        %f = itof %all signed : tile<4xi32> -> tile<4xf32>\n\
        %pr = make_partition_view %tw : partition_view<tile=(1x4), tensor_view<?x5xf32, strides=[5,1]>>\n\
        %f2 = reshape %f : tile<4xf32> -> tile<1x4xf32>\n\
        %t3 = store_view_tko weak %f2, %pr[%c0, %c0] : tile<1x4xf32>, partition_view<tile=(1x4), tensor_view<?x5xf32, strides=[5,1]>>, tile<i32> -> token\n\
        return\n }\n}";
    let x: Vec<f32> = (0..15).map(|v| v as f32).collect();
    let mut args = [f32_arg("x", vec![3, 5], &x), f32_arg("y", vec![3, 5], &[0.; 15]), HostArg::parse_scalar("i32:3").unwrap()];
    match run(src, &mut args, [1, 1, 1]) {
        Ok(_) => {
            let y = f32_of(&args[1]);
            // Row 0 holds the shapes; only y[2][4] = x[2][4] of the edge tile is stored.
            assert_eq!(&y[..4], &[2., 2., 3., 5.]);
            assert_eq!(y[14], 14.);
            assert_eq!(&y[5..14], &[0.; 9]);
        }
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn view_index_outside_the_index_space_is_an_error() {
    let src = "cuda_tile.module @m {\n entry @k(%x: tile<ptr<f32>>) {\n\
        %tv = make_tensor_view %x, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>\n\
        %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>\n\
        %c2 = constant <i32: 2> : tile<i32>\n\
        %v, %t = load_view_tko weak %pv[%c2] : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token\n\
        return\n }\n}";
    let mut args = [f32_arg("x", vec![8], &[0.; 8])];
    let e = run(src, &mut args, [1, 1, 1]).unwrap_err();
    assert!(e.contains("index space") && e.contains("load_view_tko"), "{e}");
}

#[test]
fn dim_map_loads_transposed_tiles() {
    // tile dimension 0 runs along tensor dimension 1, and so does index 0: the
    // index space of 2x8 in 4x2 tiles is [8/4, 2/2] = [2, 1], and tile [1, 0]
    // element (i, j) is x[j][4 + i].
    let src = "cuda_tile.module @m {\n entry @k(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {\n\
        %tv = make_tensor_view %x, shape = [2, 8], strides = [8, 1] : tensor_view<2x8xf32, strides=[8,1]>\n\
        %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<2x8xf32, strides=[8,1]>, dim_map=[1, 0]>\n\
        %c0 = constant <i32: 0> : tile<i32>\n%c1 = constant <i32: 1> : tile<i32>\n\
        %v, %t = load_view_tko weak %pv[%c1, %c0] : partition_view<tile=(4x2), tensor_view<2x8xf32, strides=[8,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token\n\
        %tw = make_tensor_view %y, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xf32, strides=[2,1]>\n\
        %pw = make_partition_view %tw : partition_view<tile=(4x2), tensor_view<4x2xf32, strides=[2,1]>>\n\
        %t2 = store_view_tko weak %v, %pw[%c0, %c0] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<4x2xf32, strides=[2,1]>>, tile<i32> -> token\n\
        return\n }\n}";
    let x: Vec<f32> = (0..16).map(|v| v as f32).collect();
    let mut args = [f32_arg("x", vec![2, 8], &x), f32_arg("y", vec![4, 2], &[0.; 8])];
    run(src, &mut args, [1, 1, 1]).unwrap();
    assert_eq!(f32_of(&args[1]), vec![4., 12., 5., 13., 6., 14., 7., 15.]);
}

#[test]
fn atomics_one_element_at_a_time() {
    // Every tile block adds its id+1 to cell 0, takes the max into cell 1, and
    // CAS 0 -> 7 on cell 2 (only the first block succeeds).
    let src = "cuda_tile.module @m {\n entry @k(%x: tile<ptr<i32>>) {\n\
        %bx, %by, %bz = get_tile_block_id : tile<i32>\n%one = constant <i32: 1> : tile<i32>\n%v0 = addi %bx, %one : tile<i32>\n\
        %v = reshape %v0 : tile<i32> -> tile<1xi32>\n\
        %p1 = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>\n\
        %o1 = constant <i32: [1]> : tile<1xi32>\n%o2 = constant <i32: [2]> : tile<1xi32>\n\
        %q1 = offset %p1, %o1 : tile<1xptr<i32>>, tile<1xi32> -> tile<1xptr<i32>>\n\
        %q2 = offset %p1, %o2 : tile<1xptr<i32>>, tile<1xi32> -> tile<1xptr<i32>>\n\
        %a, %t1 = atomic_rmw_tko relaxed device %p1, add, %v : tile<1xptr<i32>>, tile<1xi32> -> tile<1xi32>, token\n\
        %b, %t2 = atomic_rmw_tko relaxed device %q1, max, %v : tile<1xptr<i32>>, tile<1xi32> -> tile<1xi32>, token\n\
        %z = constant <i32: [0]> : tile<1xi32>\n%seven = constant <i32: [7]> : tile<1xi32>\n\
        %c, %t3 = atomic_cas_tko relaxed device %q2, %z, %seven : tile<1xptr<i32>>, tile<1xi32> -> tile<1xi32>, token\n\
        return\n }\n}";
    let mut args = [HostArg::Array { name: "x".into(), array: Array::from_i32(vec![3], &[0, -5, 0]) }];
    run(src, &mut args, [4, 1, 1]).unwrap();
    match &args[0] {
        HostArg::Array { array, .. } => assert_eq!(array.to_i32(), vec![1 + 2 + 3 + 4, 4, 7]),
        _ => unreachable!(),
    }
}

#[test]
fn globals_and_alloca() {
    let src = "cuda_tile.module @m {\n global @g <f32: [1.5, 2.5]> : tile<2xf32>\n entry @k(%y: tile<ptr<f32>>) {\n\
        %p = get_global @g : tile<ptr<f32>>\n\
        %v, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token\n\
        %a = alloca num_elem = 4, alignment = 16 : tile<ptr<f32>>\n\
        %t1 = store_ptr_tko weak %a, %v : tile<ptr<f32>>, tile<f32> -> token\n\
        %w, %t2 = load_ptr_tko weak %a : tile<ptr<f32>> -> tile<f32>, token\n\
        %t3 = store_ptr_tko weak %y, %w : tile<ptr<f32>>, tile<f32> -> token\n return\n }\n}";
    let mut args = [f32_arg("y", vec![1], &[0.])];
    run(src, &mut args, [1, 1, 1]).unwrap();
    assert_eq!(f32_of(&args[0]), vec![1.5]);
}

// ---- Miscellaneous (8.12) ----

#[test]
fn print_assert_assume_and_grid_queries() {
    let src = "cuda_tile.module @m {\n entry @k() {\n\
        %x, %y, %z = get_tile_block_id : tile<i32>\n%nx, %ny, %nz = get_num_tile_blocks : tile<i32>\n\
        %f = constant <f32: [1.5, -2.0]> : tile<2xf32>\n\
        %t = print_tko \"block %d of %d,%d,%d: %+.2f\\n\", %x, %nx, %ny, %nz, %f : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<2xf32> -> token\n\
        return\n }\n}";
    let out = run(src, &mut [], [2, 1, 1]).unwrap();
    assert_eq!(out, "block 0 of 2,1,1: [+1.50, -2.00]\nblock 1 of 2,1,1: [+1.50, -2.00]\n");
    let src = "cuda_tile.module @m {\n entry @k() {\n\
        %c = constant <i1: [true, false]> : tile<2xi1>\n assert %c, \"c must hold\" : tile<2xi1>\n return\n }\n}";
    let e = run(src, &mut [], [1, 1, 1]).unwrap_err();
    assert!(e.contains("assertion"), "{e}");
    let src = "cuda_tile.module @m {\n entry @k(%n: tile<i32>) {\n\
        %a = assume div_by<16>, %n : tile<i32>\n%b = assume bounded<0, 100>, %n : tile<i32>\n return\n }\n}";
    run(src, &mut [HostArg::parse_scalar("i32:32").unwrap()], [1, 1, 1]).unwrap();
    let e = run(src, &mut [HostArg::parse_scalar("i32:40").unwrap()], [1, 1, 1]).unwrap_err();
    assert!(e.contains("div_by<16>"), "{e}");
    let e = run(src, &mut [HostArg::parse_scalar("i32:128").unwrap()], [1, 1, 1]).unwrap_err();
    assert!(e.contains("bounded"), "{e}");
}

// ---- Chapter examples and edge cases, op by op ----

/// Elements equal to `want` rounded to f32 within `ulps` units in the last
/// place: for the math functions, whose f32 results the chapter does not
/// require to be correctly rounded. `want` comes from Rust's f64 functions
/// (within an f64 ulp of the exact value), so the correctly rounded f32 value
/// is `want as f32` or its neighbour; one f32 ulp covers both.
fn near_f32(got: &[f64], want: &[f64], ulps: u32) {
    assert_eq!(got.len(), want.len(), "{got:?} vs {want:?}");
    for (g, w) in got.iter().zip(want) {
        if w.is_nan() || w.is_infinite() || *w == 0.0 {
            same(&[*g], &[*w]);
            continue;
        }
        let (g32, w32) = (*g as f32, *w as f32);
        assert_eq!(g32 as f64, *g, "{g} is not an f32 value");
        let d = (g32.to_bits() as i64 - w32.to_bits() as i64).unsigned_abs();
        assert!(g32.signum() == w32.signum() && d <= ulps as u64, "{got:?} vs {want:?}: {d} ulps at {w}");
    }
}

/// `%r = OP %a` on an f32 tile of `xs`.
fn unary_f32(op: &str, xs: &str, n: usize) -> Vec<f64> {
    let (name, mods) = op.split_once(' ').unwrap_or((op, ""));
    eval(&format!("%a = constant <f32: {xs}> : tile<{n}xf32>\n%r = {name} %a {mods} : tile<{n}xf32>"), &format!("{n}xf32"))
}

/// `%r = OP %a, %b` on f32 tiles.
fn binary_f32(op: &str, a: &str, b: &str, n: usize) -> Vec<f64> {
    let (name, mods) = op.split_once(' ').unwrap_or((op, ""));
    eval(
        &format!("%a = constant <f32: {a}> : tile<{n}xf32>\n%b = constant <f32: {b}> : tile<{n}xf32>\n%r = {name} %a, %b {mods} : tile<{n}xf32>"),
        &format!("{n}xf32"),
    )
}

/// `%r = OP %a, %b` on integer tiles of `ty` (e.g. "4xi32").
fn binary_int(op: &str, a: &str, b: &str, ty: &str) -> Vec<f64> {
    let (name, mods) = op.split_once(' ').unwrap_or((op, ""));
    let elem = ty.rsplit_once('x').map_or(ty, |(_, e)| e);
    eval(&format!("%a = constant <{elem}: {a}> : tile<{ty}>\n%b = constant <{elem}: {b}> : tile<{ty}>\n%r = {name} %a, %b {mods} : tile<{ty}>"), ty)
}

#[test]
fn constant_chapter_examples() {
    same(&eval("%r = constant <i32: 0> : tile<i32>", "i32"), &[0.]);
    assert_eq!(eval_i64("%r = constant <i64: 1> : tile<i64>", "i64"), vec![1]);
    same(&eval("%r = constant <i32: [0, 1, 2, 3]> : tile<4xi32>", "4xi32"), &[0., 1., 2., 3.]);
    same(&eval("%r = constant <f32: 0.0> : tile<2x4xf32>", "2x4xf32"), &[0.; 8]);
    same(&eval("%r = constant <f64: [0.0, 1.0, 2.0, 3.0]> : tile<4xf64>", "4xf64"), &[0., 1., 2., 3.]);
    // Hexadecimal constants are bit patterns: -0.0, +inf, -inf, the smallest f32 subnormal.
    same(
        &eval("%r = constant <f32: [0x80000000, 0x7F800000, 0xFF800000, 0x00000001]> : tile<4xf32>", "4xf32"),
        &[-0., INF, -INF, f32::from_bits(1) as f64],
    );
}

#[test]
fn reshape_chapter_examples_keep_row_major_order() {
    // reshape_0: tile<8x2> -> tile<2x2x4x1>; reshape_1's two steps through tile<8>.
    let r = eval(
        "%i = iota : tile<16xi32>\n%t = reshape %i : tile<16xi32> -> tile<8x2xi32>\n%r = reshape %t : tile<8x2xi32> -> tile<2x2x4x1xi32>",
        "2x2x4x1xi32",
    );
    same(&r, &(0..16).map(|v| v as f64).collect::<Vec<_>>());
    let r = eval(
        "%cst = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7]]> : tile<2x4xi32>\n%tmp = reshape %cst : tile<2x4xi32> -> tile<8xi32>\n\
         %r = reshape %tmp : tile<8xi32> -> tile<2x2x2xi32>",
        "2x2x2xi32",
    );
    same(&r, &[0., 1., 2., 3., 4., 5., 6., 7.]);
}

#[test]
fn broadcast_rank_one_and_middle_dimensions() {
    // The atomic examples' pattern: tile<1xptr> broadcast to tile<8xptr> is
    // checked by the pointer tests; here a middle unit dimension and an i1 tile.
    let r = eval(
        "%c = constant <i32: [[[1, 2]], [[3, 4]]]> : tile<2x1x2xi32>\n%r = broadcast %c : tile<2x1x2xi32> -> tile<2x4x2xi32>",
        "2x4x2xi32",
    );
    same(&r, &[[1., 2.].repeat(4), [3., 4.].repeat(4)].concat());
    let r = eval("%c = constant <i1: [true]> : tile<1xi1>\n%r = broadcast %c : tile<1xi1> -> tile<4xi1>", "4xi1");
    same(&r, &[1., 1., 1., 1.]);
}

#[test]
fn iota_counts_from_zero_in_every_integer_type() {
    same(&eval("%r = iota : tile<1xi32>", "1xi32"), &[0.]);
    // i8 iota of 128 elements ends at 127, the largest value the chapter allows.
    let r = eval("%r = iota : tile<128xi8>", "128xi8");
    same(&r, &(0..128).map(|v| v as f64).collect::<Vec<_>>());
    assert_eq!(eval_i64("%r = iota : tile<4xi64>", "4xi64"), vec![0, 1, 2, 3]);
}

#[test]
fn select_picks_per_element_including_nan_and_signed_zero() {
    let r = eval(
        "%m = constant <i1: [0, 1, 0, 1]> : tile<4xi1>\n%a = constant <f32: [0x7FC00000, -0.0, 1.0, 2.0]> : tile<4xf32>\n\
         %b = constant <f32: [0.0, 0.0, 0xFF800000, 3.0]> : tile<4xf32>\n%r = select %m, %a, %b : tile<4xi1>, tile<4xf32>",
        "4xf32",
    );
    same(&r, &[0., -0., -INF, 2.]);
}

#[test]
fn reduce_chapter_examples_and_two_operands() {
    // reduce_0: tile<8> to tile<f32>. (The chapter writes the region's element
    // argument as tile<2xf32>; the region takes rank-0 tiles, as here.)
    let r = eval(
        "%i = iota : tile<8xi32>\n%input = itof %i signed : tile<8xi32> -> tile<8xf32>\n\
         %r = reduce %input dim=0 identities=[0.000000e+0 : f32] : tile<8xf32> -> tile<f32>\n\
         (%input_arg: tile<f32>, %input_accum: tile<f32>) {\n %add_result = addf %input_arg, %input_accum : tile<f32>\n yield %add_result : tile<f32>\n}",
        "f32",
    );
    same(&r, &[28.]);
    // reduce_1: the chapter reduces tile<8x64> along dim 0 "-> tile<8xf32>";
    // removing dimension 0 of 8x64 leaves tile<64xf32>, which is tested here.
    let r = eval(
        "%i = iota : tile<512xi32>\n%f = itof %i signed : tile<512xi32> -> tile<512xf32>\n%input = reshape %f : tile<512xf32> -> tile<8x64xf32>\n\
         %r = reduce %input dim=0 identities=[0.000000e+0 : f32] : tile<8x64xf32> -> tile<64xf32>\n\
         (%input_arg: tile<f32>, %input_accum: tile<f32>) {\n %add_result = addf %input_arg, %input_accum : tile<f32>\n yield %add_result : tile<f32>\n}",
        "64xf32",
    );
    same(&r, &(0..64).map(|j| (0..8).map(|i| (i * 64 + j) as f64).sum()).collect::<Vec<f64>>());
    // Two operands reduced together: the maximum and its first index (argmax).
    let r = eval(
        "%v = constant <f32: [3.0, 9.0, -1.0, 9.0, 2.0, 0xFF800000, 0.0, 9.0]> : tile<8xf32>\n%i = iota : tile<8xi32>\n\
         %m, %r = reduce %v, %i dim=0 identities=[0xFF800000 : f32, -1 : i32] : tile<8xf32>, tile<8xi32> -> tile<f32>, tile<i32>\n\
         (%e: tile<f32>, %acc: tile<f32>, %ei: tile<i32>, %acci: tile<i32>) {\n\
          %gt = cmpf greater_than ordered %e, %acc : tile<f32> -> tile<i1>\n\
          %nm = select %gt, %e, %acc : tile<i1>, tile<f32>\n %ni = select %gt, %ei, %acci : tile<i1>, tile<i32>\n\
          yield %nm, %ni : tile<f32>, tile<i32>\n}",
        "i32",
    );
    same(&r, &[1.]);
}

#[test]
fn scan_chapter_example_and_argument_order() {
    // scan_0: a running product along dim 1 of tile<8x16>; values 1 and 2 keep
    // the products exact (row r holds 2 in its first r columns).
    let r = eval(
        "%i = iota : tile<16xi32>\n%i2 = reshape %i : tile<16xi32> -> tile<1x16xi32>\n%col = broadcast %i2 : tile<1x16xi32> -> tile<8x16xi32>\n\
         %j = iota : tile<8xi32>\n%j2 = reshape %j : tile<8xi32> -> tile<8x1xi32>\n%row = broadcast %j2 : tile<8x1xi32> -> tile<8x16xi32>\n\
         %lt = cmpi less_than %col, %row, signed : tile<8x16xi32> -> tile<8x16xi1>\n\
         %two = constant <f32: 2.0> : tile<8x16xf32>\n%one = constant <f32: 1.0> : tile<8x16xf32>\n\
         %input = select %lt, %two, %one : tile<8x16xi1>, tile<8x16xf32>\n\
         %r = scan %input dim=1 reverse=false identities=[1.0 : f32] : tile<8x16xf32> -> tile<8x16xf32>\n\
         (%acc: tile<f32>, %elem: tile<f32>) {\n %prod = mulf %acc, %elem rounding<nearest_even>: tile<f32>\n yield %prod : tile<f32>\n}",
        "8x16xf32",
    );
    for row in 0..8 {
        for col in 0..16 {
            assert_eq!(r[row * 16 + col], 2f64.powi((col + 1).min(row) as i32), "[{row}][{col}]");
        }
    }
    // The description binds the region's arguments as (current element,
    // accumulator) — the example's names (%acc, %elem) read the other way, but
    // its body is commutative. subi shows the binding: r[j] = x[j] - r[j-1].
    let r = eval(
        "%x = constant <i32: [1, 2, 4, 8]> : tile<4xi32>\n\
         %r = scan %x dim=0 reverse=false identities=[0 : i32] : tile<4xi32> -> tile<4xi32>\n\
         (%e: tile<i32>, %acc: tile<i32>) {\n %d = subi %e, %acc : tile<i32>\n yield %d : tile<i32>\n}",
        "4xi32",
    );
    same(&r, &[1., 1., 3., 5.]);
}

#[test]
fn mmaf_batched_and_mmai_chapter_shapes() {
    // The chapter's shapes (4x8 by 8x2, batched 2x4x8 by 2x8x2) with small
    // integers, so the f32 sums are exact.
    let r = eval(
        "%i = iota : tile<64xi32>\n%f = itof %i signed : tile<64xi32> -> tile<64xf16>\n%lhs1 = reshape %f : tile<64xf16> -> tile<2x4x8xf16>\n\
         %j = iota : tile<32xi32>\n%g = itof %j signed : tile<32xi32> -> tile<32xf16>\n%rhs1 = reshape %g : tile<32xf16> -> tile<2x8x2xf16>\n\
         %acc1 = constant <f32: 1.0> : tile<2x4x2xf32>\n\
         %r = mmaf %lhs1, %rhs1, %acc1 : tile<2x4x8xf16>, tile<2x8x2xf16>, tile<2x4x2xf32>",
        "2x4x2xf32",
    );
    let mut want = vec![];
    for b in 0..2 {
        for m in 0..4 {
            for n in 0..2 {
                want.push(1. + (0..8).map(|k| ((b * 32 + m * 8 + k) * (b * 16 + k * 2 + n)) as f64).sum::<f64>());
            }
        }
    }
    same(&r, &want);
    // mmai 4x8 by 8x2 signed: -1 * 127 * 8 per element, plus the accumulator.
    let r = eval(
        "%lhs0 = constant <i8: -1> : tile<4x8xi8>\n%rhs0 = constant <i8: 127> : tile<8x2xi8>\n%acc0 = constant <i32: 0> : tile<4x2xi32>\n\
         %r = mmai %lhs0, %rhs0, %acc0 signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>",
        "4x2xi32",
    );
    same(&r, &[-1016.; 8]);
    let r = eval(
        "%lhs1 = constant <i8: -1> : tile<2x4x8xi8>\n%rhs1 = constant <i8: -1> : tile<2x8x2xi8>\n%acc1 = constant <i32: 0> : tile<2x4x2xi32>\n\
         %r = mmai %lhs1, %rhs1, %acc1 unsigned unsigned : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<2x4x2xi32>",
        "2x4x2xi32",
    );
    same(&r, &[(255 * 255 * 8) as f64; 16]);
}

#[test]
fn pack_unpack_chapter_shapes() {
    // pack_0: tile<64xf16> -> tile<128xi8>, little-endian bytes; unpack_0 back.
    let r = eval("%arg0 = constant <f16: 1.0> : tile<64xf16>\n%r = pack %arg0 : tile<64xf16> -> tile<128xi8>", "128xi8");
    same(&r, &[0., 60.].repeat(64)); // f16 1.0 is 0x3C00
    let r = eval("%arg0 = constant <i8: [0, 60]> : tile<2xi8>\n%r = unpack %arg0 : tile<2xi8> -> tile<1xf16>", "1xf16");
    same(&r, &[1.]);
    let r = eval("%arg0 = constant <i8: 0> : tile<64xi8>\n%r = unpack %arg0 : tile<64xi8> -> tile<32xf16>", "32xf16");
    same(&r, &[0.; 32]);
}

// ---- Floating point: each op, special values, rounding modes, flush_to_zero ----

#[test]
fn math_functions_on_the_chapters_inputs() {
    let xs = "[0.0, 1.0, 2.0, 3.0]";
    let on = |f: fn(f64) -> f64| [0., 1., 2., 3.].map(f).to_vec();
    near_f32(&unary_f32("exp", xs, 4), &on(f64::exp), 1);
    same(&unary_f32("exp2", xs, 4), &[1., 2., 4., 8.]);
    near_f32(&unary_f32("log", xs, 4), &on(f64::ln), 1);
    near_f32(&unary_f32("log2", xs, 4), &on(f64::log2), 1);
    same(&unary_f32("log2", "[0.0, 1.0, 2.0, 1024.0]", 4), &[-INF, 0., 1., 10.]);
    near_f32(&unary_f32("sin", xs, 4), &on(f64::sin), 1);
    near_f32(&unary_f32("cos", xs, 4), &on(f64::cos), 1);
    near_f32(&unary_f32("tan", xs, 4), &on(f64::tan), 1);
    near_f32(&unary_f32("sinh", xs, 4), &on(f64::sinh), 1);
    near_f32(&unary_f32("cosh", xs, 4), &on(f64::cosh), 1);
    near_f32(&unary_f32("tanh", xs, 4), &on(f64::tanh), 1);
    // rounding<approx> permits a faster, less exact tanh; the host still
    // computes it to within an ulp, which any approximation must approach.
    near_f32(&unary_f32("tanh rounding<approx>", xs, 4), &on(f64::tanh), 2);
    near_f32(&unary_f32("rsqrt", xs, 4), &[INF, 1., 0.5f64.sqrt(), 1. / 3f64.sqrt()], 1);
    near_f32(&unary_f32("rsqrt flush_to_zero", xs, 4), &[INF, 1., 0.5f64.sqrt(), 1. / 3f64.sqrt()], 1);
    // f64 math: within one f64 ulp of Rust's libm.
    let r = eval("%a = constant <f64: [0.5, 2.0]> : tile<2xf64>\n%r = exp %a : tile<2xf64>", "2xf64");
    for (g, w) in r.iter().zip([0.5f64.exp(), 2f64.exp()]) {
        assert!((g.to_bits() as i64 - w.to_bits() as i64).abs() <= 1, "{g} vs {w}");
    }
}

#[test]
fn math_functions_at_special_values() {
    let sp = "[0x7FC00000, 0x7F800000, 0xFF800000, -0.0]";
    same(&unary_f32("exp", sp, 4), &[NAN, INF, 0., 1.]);
    same(&unary_f32("exp2", sp, 4), &[NAN, INF, 0., 1.]);
    same(&unary_f32("log", sp, 4), &[NAN, INF, NAN, -INF]);
    same(&unary_f32("log", "[-1.0]", 1), &[NAN]);
    same(&unary_f32("sin", sp, 4), &[NAN, NAN, NAN, -0.]);
    same(&unary_f32("cos", sp, 4), &[NAN, NAN, NAN, 1.]);
    same(&unary_f32("tan", sp, 4), &[NAN, NAN, NAN, -0.]);
    same(&unary_f32("tanh", sp, 4), &[NAN, 1., -1., -0.]);
    same(&unary_f32("sinh", sp, 4), &[NAN, INF, -INF, -0.]);
    same(&unary_f32("cosh", sp, 4), &[NAN, INF, INF, 1.]);
    same(&unary_f32("sqrt", sp, 4), &[NAN, INF, NAN, -0.]);
    same(&unary_f32("rsqrt", sp, 4), &[NAN, 0., NAN, -INF]);
    // exp overflows to +inf and underflows to +0 in f32.
    same(&unary_f32("exp", "[89.0, -110.0]", 2), &[INF, 0.]);
}

#[test]
fn atan2_chapter_example() {
    // atan2(x, y) is the angle of x / y: quadrant from both signs.
    let r = binary_f32("atan2", "[1.0, -1.0, 0.0, 2.0]", "[1.0, 1.0, 1.0, 0.0]", 4);
    near_f32(&r, &[std::f64::consts::FRAC_PI_4, -std::f64::consts::FRAC_PI_4, 0., std::f64::consts::FRAC_PI_2], 1);
    let r = binary_f32("atan2", "[0.0, -0.0, 1.0, 0x7FC00000]", "[-1.0, -1.0, 0xFF800000, 1.0]", 4);
    near_f32(&r, &[std::f64::consts::PI, -std::f64::consts::PI, std::f64::consts::PI, NAN], 1);
}

#[test]
fn ceil_floor_absf_negf() {
    same(&unary_f32("floor", "1.5", 1), &[1.]); // the chapter's floor example
    let xs = "[-1.5, -0.5, 0.5, 2.0]";
    same(&unary_f32("ceil", xs, 4), &[-1., -0., 1., 2.]);
    same(&unary_f32("floor", xs, 4), &[-2., -1., 0., 2.]);
    let sp = "[0x7FC00000, 0xFF800000, -0.0, 16777215.0]";
    same(&unary_f32("ceil", sp, 4), &[NAN, -INF, -0., 16777215.]);
    same(&unary_f32("floor", sp, 4), &[NAN, -INF, -0., 16777215.]);
    same(&unary_f32("absf", "[-0.0, 0xFF800000, -2.5, 3.0]", 4), &[0., INF, 2.5, 3.]);
    assert!(unary_f32("absf", "[0xFFC00000]", 1)[0].is_nan());
    // negf_0: negating +0 gives -0.
    same(&unary_f32("negf", "0.0", 4), &[-0.; 4]);
    same(&unary_f32("negf", "[1.0, 0xFF800000, -0.0, -2.5]", 4), &[-1., INF, 0., 2.5]);
}

#[test]
fn pow_and_fpowi_edges() {
    // pow_0: 0^2 = 0.
    same(&binary_f32("pow", "0.0", "2.0", 4), &[0.; 4]);
    near_f32(&binary_f32("pow", "[2.0, 9.0, 2.0, 10.0]", "[0.5, 0.5, -2.0, 3.0]", 4), &[2f64.sqrt(), 3., 0.25, 1000.], 1);
    // C's pow: a negative base with a non-integer exponent is NaN, with an odd
    // integer exponent keeps its sign; 0^-1 is +inf; x^0 is 1 even for NaN.
    same(&binary_f32("pow", "[-8.0, -2.0, 0.0, 0x7FC00000]", "[0.5, 3.0, -1.0, 0.0]", 4), &[NAN, -8., INF, 1.]);
    let r = eval(
        "%a = constant <f32: [-2.0, 0.0, -0.0, 0x7FC00000]> : tile<4xf32>\n%n = constant <i32: [-2, -1, -1, 0]> : tile<4xi32>\n\
         %r = fpowi %a, %n : tile<4xf32>, tile<4xi32>",
        "4xf32",
    );
    same(&r, &[0.25, INF, -INF, 1.]);
    // 2^200 overflows f32.
    let r = eval("%a = constant <f32: 2.0> : tile<f32>\n%n = constant <i32: 200> : tile<i32>\n%r = fpowi %a, %n : tile<f32>, tile<i32>", "f32");
    same(&r, &[INF]);
}

#[test]
fn fma_rounds_once() {
    // (1 + 2^-23)(1 - 2^-23) - 1 = -2^-46 exactly; mulf then addf loses it.
    let a = "%a = constant <f32: 1.00000011920928955> : tile<f32>\n%b = constant <f32: 0.99999988079071045> : tile<f32>\n%c = constant <f32: -1.0> : tile<f32>\n";
    same(&eval(&format!("{a}%r = fma %a, %b, %c : tile<f32>"), "f32"), &[-(2f64.powi(-46))]);
    same(&eval(&format!("{a}%p = mulf %a, %b : tile<f32>\n%r = addf %p, %c : tile<f32>"), "f32"), &[0.]);
    // Directed rounding of the single result: 1 + 2^-25 (from 2^-13 * 2^-12).
    let d = "%a = constant <f32: 0.0001220703125> : tile<f32>\n%b = constant <f32: 0.000244140625> : tile<f32>\n%c = constant <f32: 1.0> : tile<f32>\n";
    same(&eval(&format!("{d}%r = fma %a, %b, %c rounding<positive_inf> : tile<f32>"), "f32"), &[1.0000001192092896]);
    same(&eval(&format!("{d}%r = fma %a, %b, %c rounding<zero> : tile<f32>"), "f32"), &[1.0]);
    same(&eval("%a = constant <f32: 0x7F800000> : tile<f32>\n%b = constant <f32: 0.0> : tile<f32>\n%r = fma %a, %b, %b : tile<f32>", "f32"), &[NAN]);
}

#[test]
fn addf_subf_mulf_divf_in_every_rounding_mode() {
    const E: &str = "2.9802322387695312e-08"; // 2^-25: a quarter ulp of 1.0
    let a = "[1.0, -1.0, 1.0, 1.0]";
    let b = format!("[{E}, -{E}, -{E}, -1.0]");
    let (up, down) = (1.0000001192092896, 0.9999999403953552);
    same(&binary_f32("addf rounding<nearest_even>", a, &b, 4), &[1., -1., 1., 0.]);
    same(&binary_f32("addf rounding<zero>", a, &b, 4), &[1., -1., down, 0.]);
    same(&binary_f32("addf rounding<negative_inf>", a, &b, 4), &[1., -up, down, -0.]);
    same(&binary_f32("addf rounding<positive_inf>", a, &b, 4), &[up, -1., 1., 0.]);
    // subf: the same sums written as differences (x - -y).
    let nb = format!("[-{E}, {E}, {E}, 1.0]");
    same(&binary_f32("subf", a, &nb, 4), &[1., -1., 1., 0.]);
    same(&binary_f32("subf rounding<zero>", a, &nb, 4), &[1., -1., down, 0.]);
    same(&binary_f32("subf rounding<negative_inf>", a, &nb, 4), &[1., -up, down, -0.]);
    same(&binary_f32("subf rounding<positive_inf>", a, &nb, 4), &[up, -1., 1., 0.]);
    same(&binary_f32("subf", "[0x7F800000, 1.0, -0.0, 3.0]", "[0x7F800000, 0x7FC00000, 0.0, 3.0]", 4), &[NAN, NAN, -0., 0.]);
    // divf 1/3 and -1/3 in f32: 0x3EAAAAAB is nearest (above), 0x3EAAAAAA below.
    let (hi, lo) = (0.3333333432674408, 0.3333333134651184);
    let (x, y) = ("[1.0, -1.0]", "[3.0, 3.0]");
    same(&binary_f32("divf", x, y, 2), &[hi, -hi]);
    same(&binary_f32("divf rounding<zero>", x, y, 2), &[lo, -lo]);
    same(&binary_f32("divf rounding<negative_inf>", x, y, 2), &[lo, -hi]);
    same(&binary_f32("divf rounding<positive_inf>", x, y, 2), &[hi, -lo]);
    same(&binary_f32("divf rounding<full>", x, y, 2), &[hi, -hi]);
    same(&binary_f32("divf", "[1.0, -1.0, 0.0, 0x7F800000]", "[-0.0, 0.0, 0.0, 2.0]", 4), &[-INF, -INF, NAN, INF]);
    // mulf past the largest finite f32: directed modes stop at it.
    let max = f32::MAX as f64;
    let (m, two) = ("[3.4028234663852886e+38, -3.4028234663852886e+38]", "[2.0, 2.0]");
    same(&binary_f32("mulf", m, two, 2), &[INF, -INF]);
    same(&binary_f32("mulf rounding<zero>", m, two, 2), &[max, -max]);
    same(&binary_f32("mulf rounding<negative_inf>", m, two, 2), &[max, -INF]);
    same(&binary_f32("mulf rounding<positive_inf>", m, two, 2), &[INF, -max]);
}

#[test]
fn sqrt_in_every_rounding_mode() {
    // sqrt(2) lies between 0x3FB504F3 (nearest) and 0x3FB504F4.
    let (lo, hi) = (1.4142135381698608, 1.4142136573791504);
    same(&unary_f32("sqrt", "2.0", 1), &[lo]);
    same(&unary_f32("sqrt rounding<zero>", "2.0", 1), &[lo]);
    same(&unary_f32("sqrt rounding<negative_inf>", "2.0", 1), &[lo]);
    same(&unary_f32("sqrt rounding<positive_inf>", "2.0", 1), &[hi]);
    same(&unary_f32("sqrt rounding<positive_inf>", "[4.0]", 1), &[2.]);
}

#[test]
fn flush_to_zero_flushes_subnormal_inputs_and_results_keeping_the_sign() {
    const SUB: &str = "0x00400000"; // 2^-127, an f32 subnormal
    let sub = f32::from_bits(0x0040_0000) as f64;
    same(&binary_f32("addf", &format!("[{SUB}, 0x80400000]"), "[0.0, -0.0]", 2), &[sub, -sub]);
    same(&binary_f32("addf flush_to_zero", "[0x00400000, 0x80400000]", "[0.0, -0.0]", 2), &[0., -0.]);
    // A normal product with a subnormal result: 2^-64 * 2^-64 = 2^-128.
    same(&binary_f32("mulf", "5.421010862427522e-20", "5.421010862427522e-20", 1), &[2f64.powi(-128)]);
    same(&binary_f32("mulf flush_to_zero", "[5.421010862427522e-20, -5.421010862427522e-20]", "[5.421010862427522e-20, 5.421010862427522e-20]", 2), &[0., -0.]);
    // A flushed input no longer compares above zero.
    same(&binary_f32("maxf", "[0x00400000]", "[0.0]", 1), &[sub]);
    same(&binary_f32("maxf flush_to_zero", "[0x00400000]", "[0.0]", 1), &[0.]);
    same(&binary_f32("minf flush_to_zero", "[0x80400000]", "[1.0]", 1), &[-0.]);
    same(&binary_f32("divf flush_to_zero", "[1.0]", "[0x00400000]", 1), &[INF]);
    same(&unary_f32("sqrt flush_to_zero", "[0x00400000]", 1), &[0.]);
    same(&unary_f32("rsqrt flush_to_zero", "[0x00400000]", 1), &[INF]);
    same(&unary_f32("exp2 flush_to_zero", "[-130.0, -126.0]", 2), &[0., 2f64.powi(-126)]);
    same(&unary_f32("exp2", "[-130.0]", 1), &[2f64.powi(-130)]);
}

#[test]
fn maxf_minf_nan_zero_and_infinity() {
    let a = "[0x7FC00000, 0x7FC00000, -0.0, 0.0, 0xFF800000, 5.0, 0xFF800000, 3.0]";
    let b = "[0x7FC00000, 2.0, 0.0, -0.0, 0x7F800000, 0xFF800000, -0.0, 3.0]";
    same(&binary_f32("maxf", a, b, 8), &[NAN, 2., 0., 0., INF, 5., -0., 3.]);
    same(&binary_f32("maxf propagate_nan", a, b, 8), &[NAN, NAN, 0., 0., INF, 5., -0., 3.]);
    same(&binary_f32("minf", a, b, 8), &[NAN, 2., -0., -0., -INF, -INF, -INF, 3.]);
    same(&binary_f32("minf propagate_nan", a, b, 8), &[NAN, NAN, -0., -0., -INF, -INF, -INF, 3.]);
    same(&binary_f32("minf propagate_nan", "[1.0]", "[0x7FC00000]", 1), &[NAN]);
    same(&binary_f32("minf", "[1.0]", "[0x7FC00000]", 1), &[1.]);
}

#[test]
fn remf_special_cases() {
    // remf is fmod: the sign of the dividend, NaN for y = 0 or infinite x.
    let r = binary_f32("remf", "[7.0, -7.0, 1.0, 0x7F800000, 1.0, -0.0, 5.0, -5.0]", "[-2.5, 2.5, 0.0, 1.0, 0x7F800000, 3.0, 5.0, 5.0]", 8);
    same(&r, &[2., -2., NAN, NAN, 1., -0., 0., -0.]);
}

#[test]
fn f16_f64_arithmetic_rounds_in_its_own_type() {
    // f16: 2048 + 1 is a tie between 2048 and 2050; even wins. 65504 + 16 overflows.
    let r = eval(
        "%a = constant <f16: [2048.0, 2048.0, 65504.0, 1.0]> : tile<4xf16>\n%b = constant <f16: [1.0, 3.0, 16.0, 0.0009765625]> : tile<4xf16>\n\
         %r = addf %a, %b : tile<4xf16>",
        "4xf16",
    );
    same(&r, &[2048., 2052., INF, 1.0009765625]);
    let r = eval("%a = constant <f64: [1.0, 1.0]> : tile<2xf64>\n%b = constant <f64: [1.1102230246251565e-16, 3.0]> : tile<2xf64>\n%r = divf %a, %b : tile<2xf64>", "2xf64");
    same(&r, &[9007199254740992., 1. / 3.]);
}

// ---- Comparisons ----

#[test]
fn cmpf_every_predicate_ordered_and_unordered() {
    // Pairs: (1, 2), (2, 2), (NaN, 2), (-0, +0), (-inf, +inf), (NaN, NaN), (3, 1), (+inf, +inf).
    let a = "[1.0, 2.0, 0x7FC00000, -0.0, 0xFF800000, 0x7FC00000, 3.0, 0x7F800000]";
    let b = "[2.0, 2.0, 2.0, 0.0, 0x7F800000, 0x7FC00000, 1.0, 0x7F800000]";
    let cmp = |pred: &str, ord: &str| {
        eval(
            &format!("%a = constant <f32: {a}> : tile<8xf32>\n%b = constant <f32: {b}> : tile<8xf32>\n%r = cmpf {pred} {ord} %a, %b : tile<8xf32> -> tile<8xi1>"),
            "8xi1",
        )
    };
    for (pred, ordered) in [
        ("equal", [0., 1., 0., 1., 0., 0., 0., 1.]),
        ("not_equal", [1., 0., 0., 0., 1., 0., 1., 0.]),
        ("less_than", [1., 0., 0., 0., 1., 0., 0., 0.]),
        ("less_than_or_equal", [1., 1., 0., 1., 1., 0., 0., 1.]),
        ("greater_than", [0., 0., 0., 0., 0., 0., 1., 0.]),
        ("greater_than_or_equal", [0., 1., 0., 1., 0., 0., 1., 1.]),
    ] {
        same(&cmp(pred, "ordered"), &ordered);
        // unordered: true wherever a NaN is involved, otherwise the same.
        let unordered: Vec<f64> = ordered.iter().enumerate().map(|(i, &v)| if i == 2 || i == 5 { 1. } else { v }).collect();
        same(&cmp(pred, "unordered"), &unordered);
    }
    // The chapter's scalar f16 and 2x2 examples: 0 == 0 ordered, not 0 < 0.
    same(&eval("%lhs0 = constant <f16: 0.0> : tile<f16>\n%rhs0 = constant <f16: 0.0> : tile<f16>\n%r = cmpf equal ordered %lhs0, %rhs0 : tile<f16> -> tile<i1>", "i1"), &[1.]);
    same(
        &eval("%lhs1 = constant <f16: 0.0> : tile<2x2xf16>\n%rhs1 = constant <f16: 0.0> : tile<2x2xf16>\n%r = cmpf less_than unordered %lhs1, %rhs1 : tile<2x2xf16> -> tile<2x2xi1>", "2x2xi1"),
        &[0.; 4],
    );
}

#[test]
fn cmpi_signed_unsigned_and_i1() {
    let cmp = |pred: &str, s: &str, ty: &str, a: &str, b: &str, n: usize| {
        eval(&format!("%a = constant <{ty}: {a}> : tile<{n}x{ty}>\n%b = constant <{ty}: {b}> : tile<{n}x{ty}>\n%r = cmpi {pred} %a, %b, {s} : tile<{n}x{ty}> -> tile<{n}xi1>"), &format!("{n}xi1"))
    };
    let (a, b) = ("[-2147483648, -1, 5, 7]", "[2147483647, 0, 5, 6]");
    same(&cmp("less_than", "signed", "i32", a, b, 4), &[1., 1., 0., 0.]);
    same(&cmp("less_than", "unsigned", "i32", a, b, 4), &[0., 0., 0., 0.]);
    same(&cmp("less_than_or_equal", "unsigned", "i32", a, b, 4), &[0., 0., 1., 0.]);
    same(&cmp("greater_than", "unsigned", "i32", a, b, 4), &[1., 1., 0., 1.]);
    same(&cmp("greater_than_or_equal", "signed", "i32", a, b, 4), &[0., 0., 1., 1.]);
    same(&cmp("equal", "signed", "i64", "[-9223372036854775808, 3]", "[-9223372036854775808, 4]", 2), &[1., 0.]);
    same(&cmp("not_equal", "unsigned", "i64", "[-9223372036854775808, 3]", "[-9223372036854775808, 4]", 2), &[0., 1.]);
    // i1: signed sees true as -1, unsigned as 1.
    same(&cmp("less_than", "signed", "i1", "[true, false]", "[false, true]", 2), &[1., 0.]);
    same(&cmp("less_than", "unsigned", "i1", "[true, false]", "[false, true]", 2), &[0., 1.]);
    // The chapter's examples: 0 < 0 is false, 0 == 0 true.
    same(&eval("%lhs0 = constant <i16: 0> : tile<i16>\n%rhs0 = constant <i16: 0> : tile<i16>\n%r = cmpi less_than %lhs0, %rhs0, signed : tile<i16> -> tile<i1>", "i1"), &[0.]);
    same(&eval("%lhs1 = constant <i64: 0> : tile<2x2xi64>\n%rhs1 = constant <i64: 0> : tile<2x2xi64>\n%r = cmpi equal %lhs1, %rhs1, signed : tile<2x2xi64> -> tile<2x2xi1>", "2x2xi1"), &[1.; 4]);
}

// ---- Conversions ----

#[test]
fn ftoi_truncates_saturates_and_maps_nan_to_zero() {
    let f = |x: &str, s: &str, ty: &str, n: usize| eval(&format!("%a = constant <f32: {x}> : tile<{n}xf32>\n%r = ftoi %a {s} : tile<{n}xf32> -> tile<{n}x{ty}>"), &format!("{n}x{ty}"));
    same(&f("[3.0e9, -3.0e9, -2.5, 0x7FC00000]", "signed", "i32", 4), &[2147483647., -2147483648., -2., 0.]);
    same(&f("[-5.0, -0.5, 4294967040.0, 5.0e9]", "unsigned", "i32", 4), &[0., 0., -256., -1.]);
    same(&f("[200.0, -200.0, 127.9, -128.9]", "signed", "i8", 4), &[127., -128., 127., -128.]);
    assert_eq!(eval_i64("%a = constant <f32: [1.0e19, -1.0e19, 0xFFC00000, -0.5]> : tile<4xf32>\n%r = ftoi %a signed : tile<4xf32> -> tile<4xi64>", "4xi64"), vec![i64::MAX, i64::MIN, 0, 0]);
    // i1 unsigned holds 0 and 1.
    same(&f("[0.9, 1.0, 7.0, 0x7FC00000]", "unsigned", "i1", 4), &[0., 1., 1., 0.]);
}

#[test]
fn itof_rounds_in_each_mode_and_reads_the_signedness() {
    let f = |x: &str, mode: &str| eval(&format!("%a = constant <i32: {x}> : tile<4xi32>\n%r = itof %a signed {mode} : tile<4xi32> -> tile<4xf32>"), "4xf32");
    // 2^24 + 1 and 2^24 + 3 are ties: to the even neighbour. (The verifier
    // accepts only rounding<nearest_even> for itof.)
    let x = "[16777217, 16777219, -16777217, 16777221]";
    same(&f(x, ""), &[16777216., 16777220., -16777216., 16777220.]);
    same(&f(x, "rounding<nearest_even>"), &[16777216., 16777220., -16777216., 16777220.]);
    same(&eval("%a = constant <i64: [-1, -9223372036854775808]> : tile<2xi64>\n%r = itof %a unsigned : tile<2xi64> -> tile<2xf32>", "2xf32"), &[18446744073709551616., 9223372036854775808.]);
    same(&eval("%a = constant <i1: [true, false]> : tile<2xi1>\n%r = itof %a signed : tile<2xi1> -> tile<2xf32>", "2xf32"), &[-1., 0.]);
    same(&eval("%a = constant <i1: [true, false]> : tile<2xi1>\n%r = itof %a unsigned : tile<2xi1> -> tile<2xf32>", "2xf32"), &[1., 0.]);
    // Past f16's range: +inf.
    same(&eval("%a = constant <i32: [70000, -70000]> : tile<2xi32>\n%r = itof %a signed : tile<2xi32> -> tile<2xf16>", "2xf16"), &[INF, -INF]);
}

#[test]
fn exti_trunci_bitcast() {
    same(&eval("%a = constant <i1: [true, false]> : tile<2xi1>\n%r = exti %a signed : tile<2xi1> -> tile<2xi32>", "2xi32"), &[-1., 0.]);
    same(&eval("%a = constant <i1: [true, false]> : tile<2xi1>\n%r = exti %a unsigned : tile<2xi1> -> tile<2xi32>", "2xi32"), &[1., 0.]);
    assert_eq!(eval_i64("%a = constant <i32: [-2147483648, -1]> : tile<2xi32>\n%r = exti %a unsigned : tile<2xi32> -> tile<2xi64>", "2xi64"), vec![2147483648, 4294967295]);
    assert_eq!(eval_i64("%a = constant <i32: [-2147483648, -1]> : tile<2xi32>\n%r = exti %a signed : tile<2xi32> -> tile<2xi64>", "2xi64"), vec![-2147483648, -1]);
    same(&eval("%a = constant <i64: [4294967297, -4294967296, 2147483648, 5]> : tile<4xi64>\n%r = trunci %a : tile<4xi64> -> tile<4xi32>", "4xi32"), &[1., 0., -2147483648., 5.]);
    same(&eval("%a = constant <i8: [3, 2]> : tile<2xi8>\n%r = trunci %a : tile<2xi8> -> tile<2xi1>", "2xi1"), &[1., 0.]);
    same(&eval("%x = constant <f32: [-1.0, -0.0]> : tile<2xf32>\n%r = bitcast %x : tile<2xf32> -> tile<2xi32>", "2xi32"), &[-1082130432., -2147483648.]);
    same(&eval("%x = constant <i32: [2143289344, -2147483648]> : tile<2xi32>\n%r = bitcast %x : tile<2xi32> -> tile<2xf32>", "2xf32"), &[NAN, -0.]);
    same(&eval("%x = constant <i16: 15360> : tile<i16>\n%r = bitcast %x : tile<i16> -> tile<f16>", "f16"), &[1.]);
    // Between float types the bits are read in the other format: f16 1.0
    // (0x3c00) is bf16 0.0078125 (2^-7); tf32 drops f32's 13 low fraction bits.
    same(&eval("%x = constant <f16: 1.0> : tile<f16>\n%b = bitcast %x : tile<f16> -> tile<bf16>\n%r = ftof %b : tile<bf16> -> tile<f32>", "f32"), &[0.0078125]);
    same(&eval("%x = constant <f32: 1.00048828125> : tile<f32>\n%t = bitcast %x : tile<f32> -> tile<tf32>\n%r = ftof %t : tile<tf32> -> tile<f32>", "f32"), &[1.0]);
}

#[test]
fn ftof_f16_bf16_f8_round_to_nearest_even() {
    let via = |x: &str, n: usize, to: &str| {
        eval(&format!("%a = constant <f32: {x}> : tile<{n}xf32>\n%c = ftof %a : tile<{n}xf32> -> tile<{n}x{to}>\n%r = ftof %c : tile<{n}x{to}> -> tile<{n}xf32>"), &format!("{n}xf32"))
    };
    // f16: ties to even at 1 + 2^-11 and 1 + 3*2^-11; subnormals; overflow; NaN.
    same(&via("[1.00048828125, 1.00146484375, 1.0e-7, 65520.0, 0x7FC00000, -0.0, 2.0, 0x7F800000]", 8, "f16"), &[1., 1.001953125, 1.1920928955078125e-07, INF, NAN, -0., 2., INF]);
    // bf16 keeps f32's exponent: 1 + 2^-8 ties down, 1 + 3*2^-8 up; 1e38 stays finite.
    same(&via("[1.00390625, 1.01171875, 1.0e38, 0xFF800000]", 4, "bf16"), &[1., 1.015625, 9.969209968386869e+37, -INF]);
    // f8E4M3FN: 3 mantissa bits, largest 448. f8E5M2: 2 mantissa bits, largest 57344, has inf.
    same(&via("[0.3, 3.3, 448.0, -0.0]", 4, "f8E4M3FN"), &[0.3125, 3.25, 448., -0.]);
    same(&via("[0.3, 3.3, 60000.0, 1.0e6]", 4, "f8E5M2"), &[0.3125, 3.5, 57344., INF]);
    // f8E4M3FN has no infinity: NaN stays NaN.
    assert!(via("[0x7FC00000]", 1, "f8E4M3FN")[0].is_nan());
    // f64 -> f32 -> f64 and f16 -> f64 are exact where representable.
    same(&eval("%a = constant <f64: [0.1, 1.0e300]> : tile<2xf64>\n%r = ftof %a : tile<2xf64> -> tile<2xf32>", "2xf32"), &[0.1f32 as f64, INF]);
    same(&eval("%a = constant <f16: [0.1, -65504.0]> : tile<2xf16>\n%r = ftof %a : tile<2xf16> -> tile<2xf64>", "2xf64"), &[0.0999755859375, -65504.]);
}

// ---- Integer and bitwise ----

#[test]
fn integer_wrap_around_at_i32_and_i64() {
    same(&binary_int("addi", "[2147483647, -2147483648, 5, 0]", "[1, -1, -6, 0]", "4xi32"), &[-2147483648., 2147483647., -1., 0.]);
    same(&binary_int("subi", "[-2147483648, 2147483647, 0, 0]", "[1, -1, 1, 0]", "4xi32"), &[2147483647., -2147483648., -1., 0.]);
    same(&binary_int("muli", "[65536, -2147483648, 46341, -3]", "[65536, -1, 46341, 3]", "4xi32"), &[0., -2147483648., -2147479015., -9.]);
    let i64s = |op: &str, a: &str, b: &str| eval_i64(&format!("%a = constant <i64: {a}> : tile<2xi64>\n%b = constant <i64: {b}> : tile<2xi64>\n%r = {op} %a, %b : tile<2xi64>"), "2xi64");
    assert_eq!(i64s("addi", "[9223372036854775807, -1]", "[1, 1]"), vec![i64::MIN, 0]);
    assert_eq!(i64s("subi", "[-9223372036854775808, 0]", "[1, 1]"), vec![i64::MAX, -1]);
    assert_eq!(i64s("muli", "[4611686018427387904, 3037000500]", "[4, 3037000500]"), vec![0, 3037000500i64.wrapping_mul(3037000500)]);
    same(&binary_int("subi", "[-128, 0, 127, 1]", "[1, -128, -1, 1]", "4xi8"), &[127., -128., -128., 0.]);
    // negi_0: [0, 1, 2, 3] -> [0, -1, -2, -3]; the minimum wraps to itself.
    same(&eval("%source = constant <i16: [0, 1, 2, 3]> : tile<4xi16>\n%r = negi %source : tile<4xi16>", "4xi16"), &[0., -1., -2., -3.]);
    same(&eval("%a = constant <i32: [-2147483648, 7]> : tile<2xi32>\n%r = negi %a : tile<2xi32>", "2xi32"), &[-2147483648., -7.]);
    same(&eval("%a = constant <i32: [-2147483648, -7]> : tile<2xi32>\n%r = absi %a : tile<2xi32>", "2xi32"), &[-2147483648., 7.]);
}

#[test]
fn mulhii_chapter_example_and_widths() {
    // mulhii_0: 2^31 * 2 = 2^32: high word 1, low word (muli) 0.
    let ab = "%a = constant <i32: 2147483648> : tile<i32>\n%b = constant <i32: 2> : tile<i32>\n";
    same(&eval(&format!("{ab}%r = mulhii %a, %b : tile<i32>"), "i32"), &[1.]);
    same(&eval(&format!("{ab}%r = muli %a, %b : tile<i32>"), "i32"), &[0.]);
    // Unsigned: (2^32 - 1)^2 = 2^64 - 2^33 + 1, high word 2^32 - 2.
    same(&binary_int("mulhii", "[-1, 65536, 3, 0]", "[-1, 65536, 5, 7]", "4xi32"), &[-2., 1., 0., 0.]);
    assert_eq!(
        eval_i64("%a = constant <i64: [-1, 4294967296]> : tile<2xi64>\n%b = constant <i64: [-1, 4294967296]> : tile<2xi64>\n%r = mulhii %a, %b : tile<2xi64>", "2xi64"),
        vec![-2, 1]
    );
    same(&binary_int("mulhii", "[-1, 255]", "[-1, 2]", "2xi16"), &[-2., 0.]);
}

#[test]
fn divi_remi_rounding_and_signs() {
    let (a, b) = ("[7, -7, 7, -7, 6, -6, 0, -1]", "[3, 3, -3, -3, 3, -3, 5, 2]");
    same(&binary_int("divi signed", a, b, "8xi32"), &[2., -2., -2., 2., 2., 2., 0., 0.]);
    same(&binary_int("divi signed rounding<zero>", a, b, "8xi32"), &[2., -2., -2., 2., 2., 2., 0., 0.]);
    same(&binary_int("divi signed rounding<negative_inf>", a, b, "8xi32"), &[2., -3., -3., 2., 2., 2., 0., -1.]);
    same(&binary_int("divi signed rounding<positive_inf>", a, b, "8xi32"), &[3., -2., -2., 3., 2., 2., 0., 0.]);
    // Unsigned: -8 is 2^32 - 8.
    same(&binary_int("divi unsigned", "[-8, 7, 7, 0]", "[3, 3, -1, 1]", "4xi32"), &[1431655762., 2., 0., 0.]);
    same(&binary_int("divi unsigned rounding<positive_inf>", "[-8, 7, 6, 0]", "[3, 3, 3, 1]", "4xi32"), &[1431655763., 3., 2., 0.]);
    // The chapter's remi examples: the sign of the dividend.
    same(&binary_int("remi signed", "[7, 7, -7, -7]", "[3, -3, 3, -3]", "4xi32"), &[1., 1., -1., -1.]);
    same(&binary_int("remi unsigned", "[-7, 7, -1, 0]", "[3, 3, 10, 1]", "4xi8"), &[0., 1., 5., 0.]);
    same(&binary_int("remi signed", "[-128, 5]", "[7, 1]", "2xi8"), &[-2., 0.]);
    assert_eq!(
        eval_i64("%a = constant <i64: [-9223372036854775807, -1]> : tile<2xi64>\n%b = constant <i64: [2, 2]> : tile<2xi64>\n%r = divi %a, %b signed rounding<negative_inf> : tile<2xi64>", "2xi64"),
        vec![-4611686018427387904, -1]
    );
    // The chapter's undefined behaviour: MIN / -1 and division or remainder by zero.
    let min_by_minus_one = try_eval("%a = constant <i32: -2147483648> : tile<i32>\n%b = constant <i32: -1> : tile<i32>\n%r = divi %a, %b signed : tile<i32>", "i32");
    let e = min_by_minus_one.unwrap_err();
    assert!(e.contains("undefined behaviour"), "{e}");
    let rem0 = try_eval("%a = constant <i32: 1> : tile<i32>\n%b = constant <i32: 0> : tile<i32>\n%r = remi %a, %b unsigned : tile<i32>", "i32");
    assert!(rem0.unwrap_err().contains("undefined behaviour"));
}

#[test]
fn shifts_at_zero_width_minus_one_width_and_beyond() {
    // i32: amounts 0, 31, 32, 33 and -1 (read unsigned: 2^32 - 1).
    let amounts = "[0, 31, 32, 33, -1, 1, 2, 3]";
    same(&binary_int("shli", "[5, 1, 1, 1, 1, 1, 1, 1]", amounts, "8xi32"), &[5., -2147483648., 0., 0., 0., 2., 4., 8.]);
    let x = "[-5, -2147483648, -2147483648, 1073741824, -1, -4, -4, -4]";
    same(&binary_int("shri signed", x, amounts, "8xi32"), &[-5., -1., -1., 0., -1., -2., -1., -1.]);
    same(&binary_int("shri unsigned", x, amounts, "8xi32"), &[-5., 1., 0., 0., 0., 2147483646., 1073741823., 536870911.]);
    // i64 at 63 and 64.
    let sh = |op: &str, a: &str, b: &str| {
        let (name, mods) = op.split_once(' ').unwrap_or((op, ""));
        eval_i64(&format!("%a = constant <i64: {a}> : tile<4xi64>\n%b = constant <i64: {b}> : tile<4xi64>\n%r = {name} %a, %b {mods} : tile<4xi64>"), "4xi64")
    };
    assert_eq!(sh("shli", "[1, 1, 3, 7]", "[63, 64, 1, 0]"), vec![i64::MIN, 0, 6, 7]);
    assert_eq!(sh("shri signed", "[-9223372036854775808, -9223372036854775808, -4, 7]", "[63, 64, 1, 0]"), vec![-1, -1, -2, 7]);
    assert_eq!(sh("shri unsigned", "[-9223372036854775808, -9223372036854775808, -4, 7]", "[63, 64, 1, 0]"), vec![1, 0, i64::MAX - 1, 7]);
}

#[test]
fn bitwise_and_min_max_chapter_examples() {
    // xori_0: [0, 1, 2, 3] ^ [4, 5, 6, 7] = [4, 4, 4, 4].
    same(&binary_int("xori", "[0, 1, 2, 3]", "[4, 5, 6, 7]", "4xi32"), &[4.; 4]);
    same(&binary_int("ori", "[0, 1, 2, -2147483648]", "[4, 5, 6, 1]", "4xi32"), &[4., 5., 6., -2147483647.]);
    same(&binary_int("andi", "[12, -1, 0, -2147483648]", "[10, 7, -1, -1]", "4xi32"), &[8., 7., 0., -2147483648.]);
    same(&binary_int("ori", "[true, false]", "[false, false]", "2xi1"), &[1., 0.]);
    same(&binary_int("xori", "[true, true]", "[true, false]", "2xi1"), &[0., 1.]);
    // maxi_0 / mini_0: the same i32 tiles read signed and unsigned.
    let (a, b) = ("[[-1, 2, -2147483648, 0], [5, -5, 7, 2147483647]]", "[[1, 2, 2147483647, -1], [-5, 5, 7, -2147483648]]");
    same(&binary_int("maxi unsigned", a, b, "2x4xi32"), &[-1., 2., -2147483648., -1., -5., -5., 7., -2147483648.]);
    same(&binary_int("maxi signed", a, b, "2x4xi32"), &[1., 2., 2147483647., 0., 5., 5., 7., 2147483647.]);
    same(&binary_int("mini unsigned", a, b, "2x4xi32"), &[1., 2., 2147483647., 0., 5., 5., 7., 2147483647.]);
    same(&binary_int("mini signed", a, b, "2x4xi32"), &[-1., 2., -2147483648., -1., -5., -5., 7., -2147483648.]);
}

// ---- Control flow ----

#[test]
fn break_and_continue_from_nested_ifs() {
    // Sums iv over 0..10, skipping odd iv (continue two ifs deep) and
    // stopping at iv = 7 (break from inside an if inside an if in a loop).
    let r = eval(
        "%lo = constant <i32: 0> : tile<i32>\n%hi = constant <i32: 10> : tile<i32>\n%one = constant <i32: 1> : tile<i32>\n\
         %seven = constant <i32: 7> : tile<i32>\n%zero = constant <i32: 0> : tile<i32>\n\
         %r = loop iter_values(%i = %lo, %acc = %zero) : tile<i32>, tile<i32> -> tile<i32> {\n\
           %next = addi %i, %one : tile<i32>\n\
           %ge = cmpi greater_than_or_equal %i, %seven, signed : tile<i32> -> tile<i1>\n\
           %odd0 = andi %i, %one : tile<i32>\n%odd = cmpi equal %odd0, %one, signed : tile<i32> -> tile<i1>\n\
           %t = constant <i1: true> : tile<i1>\n\
           if %t {\n if %ge {\n break %acc : tile<i32>\n }\n if %odd {\n continue %next, %acc : tile<i32>, tile<i32>\n }\n }\n\
           %s = addi %acc, %i : tile<i32>\n continue %next, %s : tile<i32>, tile<i32>\n}",
        "i32",
    );
    same(&r, &[0. + 2. + 4. + 6.]);
    // The chapter's break example with a false condition: the else branch breaks
    // with 1.0. (With its constant true condition the loop never ends.)
    let r = eval(
        "%initValue0 = constant <f32: 0.0> : tile<f32>\n\
         %r = loop iter_values(%var0 = %initValue0) : tile<f32> -> tile<f32> {\n\
           %condition = constant <i1: 0> : tile<i1>\n\
           if %condition {\n yield\n } else {\n %loopValue0 = constant <f32: 1.0> : tile<f32>\n break %loopValue0 : tile<f32>\n }\n\
           %loopValue1 = constant <f32: 2.0> : tile<f32>\n continue %loopValue1 : tile<f32>\n}",
        "f32",
    );
    same(&r, &[1.]);
    // The chapter's continue example: for 0..10 carrying a value, the if's
    // else branch continues with 1.0, the then branch falls through to 2.0.
    let cont = |cond: &str| {
        eval(
            &format!(
                "%lowerBound = constant <i32: 0> : tile<i32>\n%upperBound = constant <i32: 10> : tile<i32>\n%step = constant <i32: 1> : tile<i32>\n\
                 %condition = constant <i1: {cond}> : tile<i1>\n%initVar0 = constant <f32: 0.0> : tile<f32>\n\
                 %r = for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> iter_values(%var0 = %initVar0) -> (tile<f32>) {{\n\
                   if %condition {{\n yield\n }} else {{\n %loopValue0 = constant <f32: 1.0> : tile<f32>\n continue %loopValue0 : tile<f32>\n }}\n\
                   %loopValue1 = addf %var0, %var0 : tile<f32>\n%two = constant <f32: 2.0> : tile<f32>\n%l2 = addf %loopValue1, %two : tile<f32>\n\
                   continue %l2 : tile<f32>\n}}"
            ),
            "f32",
        )
    };
    same(&cont("0"), &[1.]);
    same(&cont("1"), &[2046.]); // v -> 2v + 2, ten times from 0
}

#[test]
fn for_loops_signed_unsigned_and_empty() {
    // i8 induction from 120 to 130 (-126 as i8) by 4: unsigned runs 120, 124,
    // 128; signed sees 120 < -126 false and runs nothing.
    let body = |kw: &str| {
        format!(
            "%lb = constant <i8: 120> : tile<i8>\n%ub = constant <i8: -126> : tile<i8>\n%s = constant <i8: 4> : tile<i8>\n%z = constant <i32: 0> : tile<i32>\n\
             %r = for {kw}%i in (%lb to %ub, step %s) : tile<i8> iter_values(%acc = %z) -> (tile<i32>) {{\n\
               %w = exti %i unsigned : tile<i8> -> tile<i32>\n%n = addi %acc, %w : tile<i32>\n continue %n : tile<i32>\n}}"
        )
    };
    same(&eval(&body("unsigned "), "i32"), &[120. + 124. + 128.]);
    same(&eval(&body(""), "i32"), &[0.]);
    // The chapter's for example: ten iterations each yielding 1.0.
    let r = eval(
        "%lowerBound = constant <i32: 0> : tile<i32>\n%upperBound = constant <i32: 10> : tile<i32>\n%step = constant <i32: 1> : tile<i32>\n\
         %initVal0 = constant <f32: 0.0> : tile<f32>\n\
         %r = for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> iter_values(%val00 = %initVal0) -> (tile<f32>) {\n\
           %loopVal0 = constant <f32: 1.0> : tile<f32>\n continue %loopVal0 : tile<f32>\n}",
        "f32",
    );
    same(&r, &[1.]);
}

#[test]
fn if_and_yield_chapter_examples() {
    // if_0: mixed result types; yield_0: two f32 results.
    let mixed = |c: &str| {
        eval(
            &format!(
                "%condition = constant <i1: {c}> : tile<i1>\n\
                 %x, %y = if %condition -> (tile<f32>, tile<i32>) {{\n %x_then = constant <f32: 1.0> : tile<f32>\n %y_then = constant <i32: 2> : tile<i32>\n\
                 yield %x_then, %y_then : tile<f32>, tile<i32>\n}} else {{\n %x_else = constant <f32: 1.0> : tile<f32>\n %y_else = constant <i32: 42> : tile<i32>\n\
                 yield %x_else, %y_else : tile<f32>, tile<i32>\n}}\n%r = addi %y, %y : tile<i32>"
            ),
            "i32",
        )
    };
    same(&mixed("1"), &[4.]);
    same(&mixed("0"), &[84.]);
    let r = eval(
        "%condition = constant <i1: true> : tile<i1>\n\
         %x, %y = if %condition -> (tile<f32>, tile<f32>) {\n %x_then = constant <f32: 0.0> : tile<f32>\n %y_then = constant <f32: 1.0> : tile<f32>\n\
         yield %x_then, %y_then : tile<f32>, tile<f32>\n} else {\n %x_else = constant <f32: 2.0> : tile<f32>\n %y_else = constant <f32: 3.0> : tile<f32>\n\
         yield %x_else, %y_else : tile<f32>, tile<f32>\n}\n\
         %xr = reshape %x : tile<f32> -> tile<1xf32>\n%yr = reshape %y : tile<f32> -> tile<1xf32>\n\
         %r = cat %xr, %yr dim = 0 : tile<1xf32>, tile<1xf32> -> tile<2xf32>",
        "2xf32",
    );
    same(&r, &[0., 1.]);
}

#[test]
fn return_from_nested_ifs_stops_the_block() {
    // Stores 1.0, then returns two ifs deep before the second store. (return
    // may not appear inside loops: the parser rejects it.)
    let src = "cuda_tile.module @m {\n entry @k(%o: tile<ptr<f32>>) {\n\
         %one = constant <f32: 1.0> : tile<f32>\n%two = constant <f32: 2.0> : tile<f32>\n\
         %t1 = store_ptr_tko weak %o, %one : tile<ptr<f32>>, tile<f32> -> token\n\
         %t = constant <i1: true> : tile<i1>\n%f = constant <i1: false> : tile<i1>\n\
         if %f {\n %t0 = store_ptr_tko weak %o, %two : tile<ptr<f32>>, tile<f32> -> token\n } else {\n if %t {\n return\n }\n }\n\
         %t2 = store_ptr_tko weak %o, %two : tile<ptr<f32>>, tile<f32> -> token\n return\n }\n}";
    let mut args = [f32_arg("o", vec![1], &[0.0])];
    run(src, &mut args, [1, 1, 1]).unwrap();
    assert_eq!(f32_of(&args[0]), vec![1.0]);
}

// ---- Memory: pointers, tokens, atomics ----

fn i32_arg(name: &str, v: &[i32]) -> HostArg {
    HostArg::Array { name: name.into(), array: Array::from_i32(vec![v.len()], v) }
}

fn i32_of(a: &HostArg) -> Vec<i32> {
    match a {
        HostArg::Array { array, .. } => array.to_i32(),
        _ => unreachable!(),
    }
}

/// A kernel over `%x` and `%out` (pointers to TY) with `%px`, `%po`: tiles of
/// N pointers to their first N elements, then `body`.
fn ptr_kernel(ty: &str, n: usize, body: &str) -> String {
    format!(
        "cuda_tile.module @m {{\n entry @k(%x: tile<ptr<{ty}>>, %out: tile<ptr<{ty}>>) {{\n\
         %i = iota : tile<{n}xi32>\n\
         %x1 = reshape %x : tile<ptr<{ty}>> -> tile<1xptr<{ty}>>\n%xb = broadcast %x1 : tile<1xptr<{ty}>> -> tile<{n}xptr<{ty}>>\n\
         %px = offset %xb, %i : tile<{n}xptr<{ty}>>, tile<{n}xi32> -> tile<{n}xptr<{ty}>>\n\
         %o1 = reshape %out : tile<ptr<{ty}>> -> tile<1xptr<{ty}>>\n%ob = broadcast %o1 : tile<1xptr<{ty}>> -> tile<{n}xptr<{ty}>>\n\
         %po = offset %ob, %i : tile<{n}xptr<{ty}>>, tile<{n}xi32> -> tile<{n}xptr<{ty}>>\n{body}\n return\n }}\n}}"
    )
}

#[test]
fn atomic_rmw_every_integer_mode() {
    let mem = [5, -3, 12, -1];
    let arg = "[3, 3, -7, 1]";
    for (mode, want) in [
        ("and", [1, 1, 8, 1]),
        ("or", [7, -1, -3, -1]),
        ("xor", [6, -2, -11, -2]),
        ("add", [8, 0, 5, 0]),
        ("max", [5, 3, 12, 1]),
        ("min", [3, -3, -7, -1]),
        ("umax", [5, -3, -7, -1]),
        ("umin", [3, 3, 12, 1]),
        ("xchg", [3, 3, -7, 1]),
    ] {
        let src = ptr_kernel(
            "i32",
            4,
            &format!(
                "%a = constant <i32: {arg}> : tile<4xi32>\n\
                 %old, %t = atomic_rmw_tko relaxed device %px, {mode}, %a : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token\n\
                 %t2 = store_ptr_tko weak %po, %old : tile<4xptr<i32>>, tile<4xi32> -> token"
            ),
        );
        let mut args = [i32_arg("x", &mem), i32_arg("out", &[0; 4])];
        run(&src, &mut args, [1, 1, 1]).unwrap();
        assert_eq!(i32_of(&args[0]), want, "{mode}");
        assert_eq!(i32_of(&args[1]), mem, "{mode} returns the old values");
    }
    // Masked: only the true lanes change memory and return the old value.
    let src = ptr_kernel(
        "i32",
        4,
        "%a = constant <i32: [3, 3, -7, 1]> : tile<4xi32>\n%m = constant <i1: [true, false, true, false]> : tile<4xi1>\n\
         %old, %t = atomic_rmw_tko relaxed device %px, add, %a, %m : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token\n\
         %t2 = store_ptr_tko weak %po, %old, %m : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> token",
    );
    let mut args = [i32_arg("x", &mem), i32_arg("out", &[99; 4])];
    run(&src, &mut args, [1, 1, 1]).unwrap();
    assert_eq!(i32_of(&args[0]), [8, -3, 5, -1]);
    assert_eq!(i32_of(&args[1]), [5, 99, 12, 99]);
}

#[test]
fn atomic_rmw_float_modes() {
    // addf rounds to nearest even in f32: 2^24 + 1 stays 2^24; -0 + -0 is -0.
    let src = ptr_kernel(
        "f32",
        4,
        "%a = constant <f32: [2.25, 0x80000000, 1.0, 0x80000000]> : tile<4xf32>\n\
         %old, %t = atomic_rmw_tko relaxed device %px, addf, %a : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token\n\
         %t2 = store_ptr_tko weak %po, %old : tile<4xptr<f32>>, tile<4xf32> -> token",
    );
    let mem = [1.5, 0.0, 16777216.0, -0.0];
    let mut args = [f32_arg("x", vec![4], &mem), f32_arg("out", vec![4], &[0.; 4])];
    run(&src, &mut args, [1, 1, 1]).unwrap();
    let got: Vec<f64> = f32_of(&args[0]).iter().map(|&v| v as f64).collect();
    same(&got, &[3.75, 0., 16777216., -0.]);
    assert_eq!(f32_of(&args[1]), mem);
    let src = ptr_kernel(
        "f32",
        2,
        "%a = constant <f32: [0x7FC00000, -2.0]> : tile<2xf32>\n\
         %old, %t = atomic_rmw_tko relaxed device %px, xchg, %a : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token\n\
         %t2 = store_ptr_tko weak %po, %old : tile<2xptr<f32>>, tile<2xf32> -> token",
    );
    let mut args = [f32_arg("x", vec![2], &[1., 2.]), f32_arg("out", vec![2], &[0.; 2])];
    run(&src, &mut args, [1, 1, 1]).unwrap();
    let x = f32_of(&args[0]);
    assert!(x[0].is_nan() && x[1] == -2.0, "{x:?}");
    assert_eq!(f32_of(&args[1]), [1., 2.]);
}

#[test]
fn atomic_cas_chapter_example_with_and_without_mask() {
    let cas = |mask: &str| {
        ptr_kernel(
            "i32",
            8,
            &format!(
                "%cmp = constant <i32: [0, 1, 2, 3, 4, 5, 6, 7]> : tile<8xi32>\n%val = constant <i32: [7, 6, 5, 4, 3, 2, 1, 0]> : tile<8xi32>\n\
                 %mask = constant <i1: [0, 1, 0, 1, 0, 1, 0, 1]> : tile<8xi1>\n\
                 %r, %token = atomic_cas_tko relaxed device %px, %cmp, %val{mask} : tile<8xptr<i32>>, tile<8xi32>{} -> tile<8xi32>, token\n\
                 %t2 = store_ptr_tko weak %po, %r : tile<8xptr<i32>>, tile<8xi32> -> token",
                if mask.is_empty() { "" } else { ", tile<8xi1>" }
            ),
        )
    };
    // Memory equals cmp at 0, 1, 4, 5 only.
    let mem = [0, 1, 9, 9, 4, 5, 9, 9];
    let mut args = [i32_arg("x", &mem), i32_arg("out", &[0; 8])];
    run(&cas(""), &mut args, [1, 1, 1]).unwrap();
    assert_eq!(i32_of(&args[0]), [7, 6, 9, 9, 3, 2, 9, 9]);
    assert_eq!(i32_of(&args[1]), mem);
    // Masked: odd lanes only; a masked-out lane returns cmp[i].
    let mut args = [i32_arg("x", &mem), i32_arg("out", &[0; 8])];
    run(&cas(", %mask"), &mut args, [1, 1, 1]).unwrap();
    assert_eq!(i32_of(&args[0]), [0, 6, 9, 9, 4, 2, 9, 9]);
    assert_eq!(i32_of(&args[1]), [0, 1, 2, 9, 4, 5, 6, 9]);
    // Floats compare bitwise: -0 is not +0, a NaN matches its own bits.
    // (NaN payloads are not kept by the interpreter's values, so a NaN with
    // other payload bits is not tested.)
    let src = ptr_kernel(
        "f32",
        4,
        "%cmp = constant <f32: [0.0, 0x7FC00000, 1.0, 0x80000000]> : tile<4xf32>\n%val = constant <f32: 5.0> : tile<4xf32>\n\
         %r, %t = atomic_cas_tko relaxed device %px, %cmp, %val : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token",
    );
    let mut args = [
        HostArg::Array { name: "x".into(), array: Array::from_f32(vec![4], &[-0.0, f32::from_bits(0x7FC0_0000), 1.0, 0.0]) },
        f32_arg("out", vec![4], &[0.; 4]),
    ];
    run(&src, &mut args, [1, 1, 1]).unwrap();
    let x = f32_of(&args[0]);
    assert!(x[0].to_bits() == 0x8000_0000 && x[1] == 5.0 && x[2] == 5.0 && x[3].to_bits() == 0, "{x:?}");
}

#[test]
fn tokens_and_pointer_casts() {
    // make_token / join_tokens order nothing here, but must run; ptr_to_int of
    // p + 3 elements is 12 bytes past p; int_to_ptr then ptr_to_ptr reads
    // x[1]'s bits as an i32.
    let src = "cuda_tile.module @m {\n entry @k(%x: tile<ptr<f32>>, %y: tile<ptr<i32>>) {\n\
        %t0 = make_token : token\n\
        %v, %t1 = load_ptr_tko weak %x token=%t0 : tile<ptr<f32>> -> tile<f32>, token\n\
        %j = join_tokens %t0, %t1 : token\n\
        %a = ptr_to_int %x : tile<ptr<f32>> -> tile<i64>\n\
        %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>\n%three = constant <i32: [3]> : tile<1xi32>\n\
        %q = offset %x1, %three : tile<1xptr<f32>>, tile<1xi32> -> tile<1xptr<f32>>\n\
        %b1 = ptr_to_int %q : tile<1xptr<f32>> -> tile<1xi64>\n%b = reshape %b1 : tile<1xi64> -> tile<i64>\n\
        %d64 = subi %b, %a : tile<i64>\n%d = trunci %d64 : tile<i64> -> tile<i32>\n\
        %four = constant <i64: 4> : tile<i64>\n%c = addi %a, %four : tile<i64>\n\
        %p8 = int_to_ptr %c : tile<i64> -> tile<ptr<i8>>\n%pi = ptr_to_ptr %p8 : tile<ptr<i8>> -> tile<ptr<i32>>\n\
        %w, %t2 = load_ptr_tko weak %pi token=%j : tile<ptr<i32>> -> tile<i32>, token\n\
        %vi = bitcast %v : tile<f32> -> tile<i32>\n\
        %y1 = reshape %y : tile<ptr<i32>> -> tile<1xptr<i32>>\n%y3 = broadcast %y1 : tile<1xptr<i32>> -> tile<4xptr<i32>>\n\
        %i = iota : tile<4xi32>\n%py = offset %y3, %i : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>\n\
        %d1 = reshape %d : tile<i32> -> tile<1xi32>\n%w1 = reshape %w : tile<i32> -> tile<1xi32>\n%v1 = reshape %vi : tile<i32> -> tile<1xi32>\n\
        %dw = cat %d1, %w1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>\n%vv = cat %v1, %v1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>\n\
        %all = cat %dw, %vv dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>\n\
        %t3 = store_ptr_tko weak %py, %all token=%j : tile<4xptr<i32>>, tile<4xi32> -> token\n return\n }\n}";
    let mut args = [f32_arg("x", vec![4], &[1.0, -2.0, 3.0, 4.0]), i32_arg("y", &[0; 4])];
    run(src, &mut args, [1, 1, 1]).unwrap();
    assert_eq!(i32_of(&args[1]), [12, (-2.0f32).to_bits() as i32, 1.0f32.to_bits() as i32, 1.0f32.to_bits() as i32]);
}

#[test]
fn load_ptr_chapter_example_mask_and_padding_on_scalars() {
    // load_ptr_tko_0: a rank-0 load with a true mask and 0.0 padding, and one
    // with a false mask, which gives the padding.
    let src = "cuda_tile.module @m {\n entry @k(%ptr: tile<ptr<f32>>, %out: tile<ptr<f32>>) {\n\
        %mask = constant <i1: 1> : tile<i1>\n%off = constant <i1: 0> : tile<i1>\n%padding = constant <f32: 0.5> : tile<f32>\n\
        %result0, %res_token0 = load_ptr_tko weak %ptr, %mask, %padding : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token\n\
        %token0 = make_token : token\n\
        %result1, %res_token1 = load_ptr_tko weak %ptr, %off, %padding token=%token0 : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token\n\
        %s = addf %result0, %result1 : tile<f32>\n\
        %t = store_ptr_tko weak %out, %s : tile<ptr<f32>>, tile<f32> -> token\n return\n }\n}";
    let mut args = [f32_arg("ptr", vec![1], &[2.0]), f32_arg("out", vec![1], &[0.])];
    run(src, &mut args, [1, 1, 1]).unwrap();
    assert_eq!(f32_of(&args[1]), [2.5]);
}

// ---- Views ----

#[test]
fn view_chapter_examples_load_and_store_tile_0_1() {
    // load_view_tko_0 / store_view_tko_0: an 8192x128 tensor in 64x64 tiles;
    // index (0, 1) is rows [0, 64), columns [64, 128).
    let src = "cuda_tile.module @m {\n entry @k(%ptr: tile<ptr<f32>>, %out: tile<ptr<f32>>) {\n\
        %tensor_view = make_tensor_view %ptr, shape=[8192, 128], strides=[128, 1] : tensor_view<8192x128xf32, strides=[128,1]>\n\
        %view = make_partition_view %tensor_view : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>\n\
        %c0 = constant <i32: 0> : tile<i32>\n%c1 = constant <i32: 1> : tile<i32>\n\
        %token = make_token : token\n\
        %tile1, %res_token1 = load_view_tko weak %view[%c0, %c1] token = %token : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token\n\
        %ov = make_tensor_view %out, shape=[8192, 128], strides=[128, 1] : tensor_view<8192x128xf32, strides=[128,1]>\n\
        %oview = make_partition_view %ov : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>\n\
        %res_token0 = store_view_tko weak %tile1, %oview[%c1, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token\n\
        return\n }\n}";
    let n = 8192 * 128;
    let x: Vec<f32> = (0..n).map(|v| v as f32).collect();
    let mut args = [f32_arg("ptr", vec![8192, 128], &x), f32_arg("out", vec![8192, 128], &vec![0.; n])];
    run(src, &mut args, [1, 1, 1]).unwrap();
    let y = f32_of(&args[1]);
    // Tile (0, 1) of x landed at tile (1, 0) of y; everything else is untouched.
    for r in 0..128 {
        for c in 0..128 {
            let want = if (64..128).contains(&r) && c < 64 { ((r - 64) * 128 + 64 + c) as f32 } else { 0. };
            assert_eq!(y[r * 128 + c], want, "[{r}][{c}]");
        }
    }
    assert!(y[128 * 128..].iter().all(|&v| v == 0.));
}

#[test]
fn view_shape_queries_chapter_examples() {
    // get_index_space_shape_0: tensor 2x2x4 in 2x2x4 tiles -> (1, 1, 1);
    // get_tensor_shape_0: a 32x32 view -> (32, 32); both as i64. (The chapter's
    // strides [2, 2, 1] overlap rows; no element is read here.)
    let src = "cuda_tile.module @m {\n entry @k(%base: tile<ptr<f32>>, %out: tile<ptr<i64>>) {\n\
        %tensor_view = make_tensor_view %base, shape = [2, 2, 4], strides = [2, 2, 1] : tensor_view<2x2x4xf32, strides=[2,2,1]>\n\
        %partition_view = make_partition_view %tensor_view : partition_view<tile=(2x2x4), tensor_view<2x2x4xf32, strides=[2,2,1]>>\n\
        %dim0, %dim1, %dim2 = get_index_space_shape %partition_view : partition_view<tile=(2x2x4), tensor_view<2x2x4xf32, strides=[2,2,1]>> -> tile<i64>\n\
        %tv = make_tensor_view %base, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>\n\
        %pv = make_partition_view %tv : partition_view<tile=(8x16), tensor_view<32x32xf32, strides=[32,1]>>\n\
        %e0, %e1 = get_tensor_shape %tv : tensor_view<32x32xf32, strides=[32,1]> -> tile<i64>\n\
        %s0, %s1 = get_index_space_shape %pv : partition_view<tile=(8x16), tensor_view<32x32xf32, strides=[32,1]>> -> tile<i64>\n\
        %o1 = reshape %out : tile<ptr<i64>> -> tile<1xptr<i64>>\n%ob = broadcast %o1 : tile<1xptr<i64>> -> tile<8xptr<i64>>\n\
        %i = iota : tile<8xi32>\n%po = offset %ob, %i : tile<8xptr<i64>>, tile<8xi32> -> tile<8xptr<i64>>\n\
        %a0 = reshape %dim0 : tile<i64> -> tile<1xi64>\n%a1 = reshape %dim1 : tile<i64> -> tile<1xi64>\n\
        %a2 = reshape %dim2 : tile<i64> -> tile<1xi64>\n%a3 = reshape %e0 : tile<i64> -> tile<1xi64>\n\
        %a4 = reshape %e1 : tile<i64> -> tile<1xi64>\n%a5 = reshape %s0 : tile<i64> -> tile<1xi64>\n\
        %a6 = reshape %s1 : tile<i64> -> tile<1xi64>\n\
        %b0 = cat %a0, %a1 dim = 0 : tile<1xi64>, tile<1xi64> -> tile<2xi64>\n%b1 = cat %a2, %a3 dim = 0 : tile<1xi64>, tile<1xi64> -> tile<2xi64>\n\
        %b2 = cat %a4, %a5 dim = 0 : tile<1xi64>, tile<1xi64> -> tile<2xi64>\n%b3 = cat %a6, %a6 dim = 0 : tile<1xi64>, tile<1xi64> -> tile<2xi64>\n\
        %c0 = cat %b0, %b1 dim = 0 : tile<2xi64>, tile<2xi64> -> tile<4xi64>\n%c1 = cat %b2, %b3 dim = 0 : tile<2xi64>, tile<2xi64> -> tile<4xi64>\n\
        %all = cat %c0, %c1 dim = 0 : tile<4xi64>, tile<4xi64> -> tile<8xi64>\n\
        %t = store_ptr_tko weak %po, %all : tile<8xptr<i64>>, tile<8xi64> -> token\n return\n }\n}";
    let out = Array { dtype: Dtype::I(8), shape: vec![8], data: vec![0; 64] };
    let mut args = [f32_arg("base", vec![1024], &[0.; 1024]), HostArg::Array { name: "out".into(), array: out }];
    run(src, &mut args, [1, 1, 1]).unwrap();
    let HostArg::Array { array, .. } = &args[1] else { unreachable!() };
    let got: Vec<i64> = array.data.chunks(8).map(|c| i64::from_le_bytes(c.try_into().unwrap())).collect();
    assert_eq!(got, [1, 1, 1, 32, 32, 4, 2, 2]);
}

#[test]
fn view_padding_values_over_the_edge() {
    // A 3-element tensor in tiles of 4: tile 0's last element is padding.
    for (pad, want) in [("zero", 0.), ("neg_zero", -0.), ("nan", NAN), ("pos_inf", INF), ("neg_inf", -INF)] {
        let pv = format!("partition_view<tile=(4), padding_value = {pad}, tensor_view<3xf32, strides=[1]>>");
        let src = format!(
            "cuda_tile.module @m {{\n entry @k(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {{\n\
             %tv = make_tensor_view %x, shape = [3], strides = [1] : tensor_view<3xf32, strides=[1]>\n\
             %pv = make_partition_view %tv : {pv}\n%c0 = constant <i32: 0> : tile<i32>\n\
             %v, %t = load_view_tko weak %pv[%c0] : {pv}, tile<i32> -> tile<4xf32>, token\n\
             %tw = make_tensor_view %y, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>\n\
             %pw = make_partition_view %tw : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>\n\
             %t2 = store_view_tko weak %v, %pw[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token\n\
             return\n }}\n}}"
        );
        let mut args = [f32_arg("x", vec![3], &[1., 2., 3.]), f32_arg("y", vec![4], &[9.; 4])];
        run(&src, &mut args, [1, 1, 1]).unwrap_or_else(|e| panic!("{pad}: {e}"));
        let y: Vec<f64> = f32_of(&args[1]).iter().map(|&v| v as f64).collect();
        same(&y, &[1., 2., 3., want]);
    }
}

#[test]
fn strided_views_and_dynamic_shapes() {
    // A column view: shape [4] with stride 3 over a 4x3 row-major buffer reads
    // column 1; dynamic shape and stride given as i32 tiles (make_tensor_view_0).
    let src = "cuda_tile.module @m {\n entry @k(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {\n\
        %sh = constant <i32: 4> : tile<i32>\n%st = constant <i32: 3> : tile<i32>\n\
        %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>\n%one = constant <i32: [1]> : tile<1xi32>\n\
        %q1 = offset %x1, %one : tile<1xptr<f32>>, tile<1xi32> -> tile<1xptr<f32>>\n%q = reshape %q1 : tile<1xptr<f32>> -> tile<ptr<f32>>\n\
        %tv = make_tensor_view %q, shape = [%sh], strides = [%st] : tile<i32> -> tensor_view<?xf32, strides=[?]>\n\
        %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>\n%c0 = constant <i32: 0> : tile<i32>\n\
        %v, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(4), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<4xf32>, token\n\
        %a0 = make_tensor_view %y, shape = [], strides = [] : tensor_view<f32>\n\
        %tw = make_tensor_view %y, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>\n\
        %pw = make_partition_view %tw : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>\n\
        %t2 = store_view_tko weak %v, %pw[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token\n\
        return\n }\n}";
    let x: Vec<f32> = (0..12).map(|v| v as f32).collect();
    let mut args = [f32_arg("x", vec![4, 3], &x), f32_arg("y", vec![4], &[0.; 4])];
    run(src, &mut args, [1, 1, 1]).unwrap();
    assert_eq!(f32_of(&args[1]), [1., 4., 7., 10.]);
}

// ---- Miscellaneous ----

#[test]
fn print_assume_and_global_chapter_examples() {
    let src = "cuda_tile.module @m {\n global @val alignment = 128 <f32: [0.1, 0.2, 0.3, 0.4]> : tile<4xf32>\n entry @k() {\n\
        %ptr = get_global @val : tile<ptr<f32>>\n\
        %p1 = reshape %ptr : tile<ptr<f32>> -> tile<1xptr<f32>>\n%pb = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>\n\
        %i = iota : tile<4xi32>\n%ps = offset %pb, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>\n\
        %arg, %t = load_ptr_tko weak %ps : tile<4xptr<f32>> -> tile<4xf32>, token\n\
        %t1 = print_tko \"Hello world: %f\\n\", %arg : tile<4xf32> -> token\n\
        %t2 = print_tko \"%+08.3f\\n\", %arg : tile<4xf32> -> token\n\
        %x, %y, %z = get_num_tile_blocks : tile<i32>\n\
        %t3 = print_tko \"x: %d, y: %d, z: %d\\n\", %x, %y, %z : tile<i32>, tile<i32>, tile<i32> -> token\n\
        %int_tile = constant <i16: [32, 64, 0, 0, 32, -32, 1024, 0]> : tile<8xi16>\n\
        %div_by_1 = assume div_by<32>, %int_tile : tile<8xi16>\n\
        %int_tile_2 = constant <i16: [96, 97, 98, 99, 64, 65, 66, 67]> : tile<8xi16>\n\
        %div_by_2 = assume div_by<32, every 4 along 0>, %int_tile_2 : tile<8xi16>\n\
        %int_tile_3 = constant <i16: [5, 9, 10, 11, 6, 5, 5, 7]> : tile<8xi16>\n\
        %bounded = assume bounded<5, ?>, %int_tile_3 : tile<8xi16>\n\
        %s = addi %div_by_1, %bounded : tile<8xi16>\n\
        %t4 = print_tko \"%d\\n\", %s : tile<8xi16> -> token\n\
        %c = constant <i1: true> : tile<i1>\n assert %c, \"assertion failed\" : tile<i1>\n return\n }\n}";
    let out = run(src, &mut [], [1, 1, 1]).unwrap();
    // f32 0.1 etc. print with %f's six decimals.
    assert_eq!(
        out,
        "Hello world: [0.100000, 0.200000, 0.300000, 0.400000]\n[+000.100, +000.200, +000.300, +000.400]\nx: 1, y: 1, z: 1\n[37, 73, 10, 11, 38, -27, 1029, 7]\n"
    );
    // Assumptions that do not hold are reported.
    let bad = "cuda_tile.module @m {\n entry @k() {\n\
        %int_tile_2 = constant <i16: [96, 98, 98, 99, 64, 65, 66, 67]> : tile<8xi16>\n\
        %div_by_2 = assume div_by<32, every 4 along 0>, %int_tile_2 : tile<8xi16>\n return\n }\n}";
    assert!(run(bad, &mut [], [1, 1, 1]).is_err());
}

// ---- Functions that are not kernels ----

#[test]
fn call_returns_the_values_of_the_return_that_ends_it() {
    use cuda_tile::interp::{call, Elem, Memory, Num, Tile, Value};
    // `first_multiple` returns from inside one or two `if`s, or after a
    // `loop` (a `return` may not stand inside a loop); `pair` returns two
    // values of different types. The kernel stays the module's only entry,
    // so run_host still chooses it by default.
    let src = "cuda_tile.module @m {\n\
        testing$func @first_multiple(%n: tile<i32>, %d: tile<i32>, %limit: tile<i32>) -> tile<i32> {\n\
          %c0 = constant <i32: 0> : tile<i32>\n %c1 = constant <i32: 1> : tile<i32>\n\
          %cm1 = constant <i32: -1> : tile<i32>\n %cm2 = constant <i32: -2> : tile<i32>\n %cm100 = constant <i32: -100> : tile<i32>\n\
          %neg = cmpi less_than %n, %c0, signed : tile<i32> -> tile<i1>\n\
          if %neg {\n\
            %far = cmpi less_than %n, %cm100, signed : tile<i32> -> tile<i1>\n\
            if %far {\n return %cm2 : tile<i32>\n }\n\
            return %cm1 : tile<i32>\n\
          }\n\
          %r = loop iter_values(%i = %n) : tile<i32> -> tile<i32> {\n\
            %past = cmpi greater_than %i, %limit, signed : tile<i32> -> tile<i1>\n\
            if %past {\n break %c0 : tile<i32>\n }\n\
            %m = remi %i, %d signed : tile<i32>\n\
            %hit = cmpi equal %m, %c0, signed : tile<i32> -> tile<i1>\n\
            if %hit {\n break %i : tile<i32>\n }\n\
            %i1 = addi %i, %c1 : tile<i32>\n continue %i1 : tile<i32>\n\
          }\n\
          return %r : tile<i32>\n\
        }\n\
        experimental$func @pair(%x: tile<i32>) -> (tile<i32>, tile<f32>) {\n\
          %h = constant <f32: 0.5> : tile<f32>\n %y = addi %x, %x : tile<i32>\n\
          return %y, %h : tile<i32>, tile<f32>\n\
        }\n\
        entry @k() {\n return\n }\n}";
    let program = Program::parse(src, "test.mlir").unwrap();
    let i32v = |v: i32| Value::tile(Tile::scalar_int(Elem::Num(Num::Int(32)), v as u32 as u64));
    let ints = |vals: Vec<Value>| -> Vec<i64> {
        vals.iter()
            .map(|v| match v {
                Value::Tile(t) => t.i()[0] as u32 as i32 as i64,
                other => panic!("{other:?}"),
            })
            .collect()
    };
    let mut mem = Memory::new();
    let mut out = Vec::new();
    let mut first = |n, d, limit| ints(call(&program, "first_multiple", &[i32v(n), i32v(d), i32v(limit)], &mut mem, &mut out).unwrap());
    assert_eq!(first(10, 7, 100), [14]);
    assert_eq!(first(15, 7, 20), [0]);
    assert_eq!(first(-9, 4, 0), [-1]);
    assert_eq!(first(-200, 4, 0), [-2]);
    let pair = call(&program, "pair", &[i32v(21)], &mut mem, &mut out).unwrap();
    match pair.as_slice() {
        [Value::Tile(a), Value::Tile(b)] => assert_eq!((a.i()[0], b.f()[0]), (42, 0.5)),
        other => panic!("{other:?}"),
    }
    assert_eq!(program.entry(None).unwrap().name, "k");
    assert!(run(src, &mut [], [1, 1, 1]).is_ok());
    let err = call(&program, "k", &[], &mut mem, &mut out).unwrap_err().to_string();
    assert!(err.contains("no function 'k'") && err.contains("first_multiple, pair"), "{err}");
    let err = call(&program, "pair", &[], &mut mem, &mut out).unwrap_err().to_string();
    assert!(err.contains("takes 1 arguments, 0 given"), "{err}");
}
