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
    run(&src, &mut args, [1, 1, 1]).map(|_| match &args[0] {
        HostArg::Array { array, .. } => decode(array),
        _ => unreachable!(),
    })
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
    // tile dimension 0 runs along tensor dimension 1: a load then a permute.
    let src = "cuda_tile.module @m {\n entry @k(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {\n\
        %tv = make_tensor_view %x, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>\n\
        %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<2x4xf32, strides=[4,1]>, dim_map=[1, 0]>\n\
        %c0 = constant <i32: 0> : tile<i32>\n\
        %v, %t = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(4x2), tensor_view<2x4xf32, strides=[4,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token\n\
        %tw = make_tensor_view %y, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xf32, strides=[2,1]>\n\
        %pw = make_partition_view %tw : partition_view<tile=(4x2), tensor_view<4x2xf32, strides=[2,1]>>\n\
        %t2 = store_view_tko weak %v, %pw[%c0, %c0] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<4x2xf32, strides=[2,1]>>, tile<i32> -> token\n\
        return\n }\n}";
    let mut args = [f32_arg("x", vec![2, 4], &[0., 1., 2., 3., 4., 5., 6., 7.]), f32_arg("y", vec![4, 2], &[0.; 8])];
    run(src, &mut args, [1, 1, 1]).unwrap();
    assert_eq!(f32_of(&args[1]), vec![0., 4., 1., 5., 2., 6., 3., 7.]);
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
