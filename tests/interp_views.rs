//! The 13.3 views in the interpreter: strided_view and gather_scatter_view
//! through load_view_tko, store_view_tko, atomic_red_view_tko and
//! get_index_space_shape (cuda_tile-13.3-additions §1.2, §1.4, §1.5, §2.3,
//! §2.4, Appendix A item 1). Expected values are worked out by hand from the
//! spec's examples and rules, written out as literals or as the slices of
//! the input the spec names; none comes from a lowering.

use cuda_tile::interp::numerics::{self, FloatKind};
use cuda_tile::interp::{run_host, HostArg, Program};
use cuda_tile::npy::Array;

fn try_run(src: &str, grid: [u32; 3], args: &mut [HostArg]) -> Result<(), String> {
    let program = Program::parse(src, "views.mlir").map_err(|e| format!("{e}\n{src}"))?;
    run_host(&program, None, grid, args, &mut std::io::sink()).map_err(|e| e.to_string())
}

fn run(src: &str, grid: [u32; 3], args: &mut [HostArg]) {
    try_run(src, grid, args).unwrap_or_else(|e| panic!("{e}"));
}

fn array(name: &str, array: Array) -> HostArg {
    HostArg::Array { name: name.into(), array }
}

fn f32s(name: &str, shape: Vec<usize>, v: &[f32]) -> HostArg {
    array(name, Array::from_f32(shape, v))
}

fn i32s(name: &str, shape: Vec<usize>, v: &[i32]) -> HostArg {
    array(name, Array::from_i32(shape, v))
}

fn f16s(name: &str, shape: Vec<usize>, v: &[f32]) -> HostArg {
    let bits: Vec<u16> = v.iter().map(|&x| numerics::encode(FloatKind::F16, x as f64) as u16).collect();
    array(name, Array::from_f16_bits(shape, &bits))
}

fn contents(a: &HostArg) -> &Array {
    match a {
        HostArg::Array { array, .. } => array,
        HostArg::Scalar(..) => panic!("array expected"),
    }
}

fn f32_of(a: &HostArg) -> Vec<f32> {
    contents(a).to_f32()
}

fn i32_of(a: &HostArg) -> Vec<i32> {
    contents(a).to_i32()
}

fn f16_of(a: &HostArg) -> Vec<f32> {
    contents(a).data.chunks(2).map(|c| numerics::decode(FloatKind::F16, u16::from_le_bytes([c[0], c[1]]) as u64) as f32).collect()
}

/// Bit for bit, any NaN matching any NaN; names the first wrong element.
fn check(what: &str, got: &[f32], want: &[f32]) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    let wrong: Vec<String> = got
        .iter()
        .zip(want)
        .enumerate()
        .filter(|(_, (g, w))| !(g.to_bits() == w.to_bits() || g.is_nan() && w.is_nan()))
        .map(|(k, (g, w))| format!("[{k}] = {g}, want {w}"))
        .collect();
    assert!(wrong.is_empty(), "{what}: {} of {} elements wrong, first {}", wrong.len(), want.len(), wrong[0]);
}

/// `x[r][c] = scale * r + c` over `rows` x `cols`: every element names its place.
fn places(rows: usize, cols: usize, scale: usize) -> Vec<f32> {
    (0..rows * cols).map(|k| (k / cols * scale + k % cols) as f32).collect()
}

/// Kernel text storing tile `%val` (of `shape` and `elem`) whole into the
/// array `%ptr` of that shape, through an identity partition_view at index 0.
fn store_whole(val: &str, ptr: &str, shape: &[usize], elem: &str) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    let mut strides = vec![1; shape.len()];
    for d in (0..shape.len() - 1).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    let strides: Vec<String> = strides.iter().map(|d| d.to_string()).collect();
    let tv = format!("tensor_view<{}x{elem}, strides=[{}]>", dims.join("x"), strides.join(","));
    let pv = format!("partition_view<tile=({}), {tv}>", dims.join("x"));
    let zeros = vec![format!("%{ptr}_0"); shape.len()].join(", ");
    format!(
        "%{ptr}_tv = make_tensor_view %{ptr}, shape = [{}], strides = [{}] : {tv}\n\
         %{ptr}_pv = make_partition_view %{ptr}_tv : {pv}\n\
         %{ptr}_0 = constant <i32: 0> : tile<i32>\n\
         %{ptr}_t = store_view_tko weak %{val}, %{ptr}_pv[{zeros}] : tile<{}x{elem}>, {pv}, tile<i32> -> token\n",
        dims.join(", "),
        strides.join(", "),
        dims.join("x"),
    )
}

/// Kernel text storing the rank-0 i32 tiles `vals` into `%ptr[0..]`.
fn store_ints(vals: &[&str], ptr: &str) -> String {
    vals.iter()
        .enumerate()
        .map(|(k, v)| {
            format!(
                "%{ptr}_o{k} = constant <i32: {k}> : tile<i32>\n\
                 %{ptr}_p{k} = offset %{ptr}, %{ptr}_o{k} : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n\
                 %{ptr}_t{k} = store_ptr_tko weak %{ptr}_p{k}, %{v} : tile<ptr<i32>>, tile<i32> -> token\n"
            )
        })
        .collect()
}

fn module(params: &str, body: &str) -> String {
    format!("cuda_tile.module @m {{\n entry @k({params}) {{\n{body} return\n }}\n}}")
}

// ---- strided_view ----

const TV_10X12: &str = "tensor_view<10x12xf16, strides=[12,1]>";

#[test]
fn strided_first_spec_example_pads_rows_past_the_edge() {
    // §1.4: tile=(4x4), traversal_strides=[2,6] over 10x12: N = [5, 2]; index
    // (4, 1) covers rows 8..11 (10 and 11 out of bounds) and columns 6..9.
    let sv = format!("strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = neg_inf, {TV_10X12}>");
    let body = format!(
        "%tv = make_tensor_view %x, shape = [10, 12], strides = [12, 1] : {TV_10X12}\n\
         %sv = make_strided_view %tv : {sv}\n\
         %i = constant <i32: 4> : tile<i32>\n%j = constant <i32: 1> : tile<i32>\n\
         %v, %t = load_view_tko weak %sv[%i, %j] : {sv}, tile<i32> -> tile<4x4xf16>, token\n\
         %n0, %n1 = get_index_space_shape %sv : {sv} -> tile<i32>\n\
         %sevens = constant <f16: 7.0> : tile<4x4xf16>\n\
         %t2 = store_view_tko weak %sevens, %sv[%i, %j] token = %t : tile<4x4xf16>, {sv}, tile<i32> -> token\n{}{}",
        store_whole("v", "y", &[4, 4], "f16"),
        store_ints(&["n0", "n1"], "n")
    );
    let src = module("%x: tile<ptr<f16>>, %y: tile<ptr<f16>>, %n: tile<ptr<i32>>", &body);
    let x = places(10, 12, 100);
    let mut args = [f16s("x", vec![10, 12], &x), f16s("y", vec![4, 4], &[0.; 16]), i32s("n", vec![2], &[0; 2])];
    run(&src, [1, 1, 1], &mut args);
    let inf = f32::NEG_INFINITY;
    #[rustfmt::skip]
    let want = [806., 807., 808., 809.,
                906., 907., 908., 909.,
                inf, inf, inf, inf,
                inf, inf, inf, inf];
    check("loaded tile", &f16_of(&args[1]), &want);
    assert_eq!(i32_of(&args[2]), [5, 2]);
    // The store writes rows 8 and 9 only: x is exactly 10x12, so rows 10 and
    // 11 would be outside its buffer.
    let mut stored = x.clone();
    for r in 8..10 {
        stored[r * 12 + 6..r * 12 + 10].fill(7.);
    }
    check("x after the store", &f16_of(&args[0]), &stored);
}

#[test]
fn strided_second_spec_example_with_dim_map() {
    // §1.4: same strides with dim_map=[1, 0] and NaN padding: N = [6, 2];
    // element (i, j) of index (a, b) is x[6b + j][2a + i]. Index (5, 1):
    // columns 10..13 (12 and 13 padded), rows 6..9. Index (0, 0): x[j][i].
    let sv = format!("strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = nan, {TV_10X12}, dim_map=[1, 0]>");
    let body = format!(
        "%tv = make_tensor_view %x, shape = [10, 12], strides = [12, 1] : {TV_10X12}\n\
         %sv = make_strided_view %tv : {sv}\n\
         %c0 = constant <i32: 0> : tile<i32>\n%c1 = constant <i32: 1> : tile<i32>\n%c5 = constant <i32: 5> : tile<i32>\n\
         %v, %t = load_view_tko weak %sv[%c5, %c1] : {sv}, tile<i32> -> tile<4x4xf16>, token\n\
         %w, %t1 = load_view_tko weak %sv[%c0, %c0] : {sv}, tile<i32> -> tile<4x4xf16>, token\n\
         %n0, %n1 = get_index_space_shape %sv : {sv} -> tile<i32>\n{}{}{}",
        store_whole("v", "y", &[4, 4], "f16"),
        store_whole("w", "z", &[4, 4], "f16"),
        store_ints(&["n0", "n1"], "n")
    );
    let src = module("%x: tile<ptr<f16>>, %y: tile<ptr<f16>>, %z: tile<ptr<f16>>, %n: tile<ptr<i32>>", &body);
    let mut args = [
        f16s("x", vec![10, 12], &places(10, 12, 100)),
        f16s("y", vec![4, 4], &[0.; 16]),
        f16s("z", vec![4, 4], &[0.; 16]),
        i32s("n", vec![2], &[0; 2]),
    ];
    run(&src, [1, 1, 1], &mut args);
    let nan = f32::NAN;
    #[rustfmt::skip]
    let at_5_1 = [610., 710., 810., 910.,
                  611., 711., 811., 911.,
                  nan, nan, nan, nan,
                  nan, nan, nan, nan];
    check("tile (5, 1)", &f16_of(&args[1]), &at_5_1);
    #[rustfmt::skip]
    let at_0_0 = [0., 100., 200., 300.,
                  1., 101., 201., 301.,
                  2., 102., 202., 302.,
                  3., 103., 203., 303.];
    check("tile (0, 0)", &f16_of(&args[2]), &at_0_0);
    assert_eq!(i32_of(&args[3]), [6, 2]);
}

/// Appendix A item 1: 64x16 in tile=(4x2), traversal_strides=[4,3],
/// dim_map=[1,0]. Tile dimension 0 (4, stride 4) runs along the 16 columns,
/// tile dimension 1 (2, stride 3) along the 64 rows: index space 4x22.
const APPENDIX_A: &str =
    "strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = neg_inf, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>";

/// Loads the tile at `index` (from the block id where None) and stores it
/// at y[4a..4a+4][2b..2b+2] for block (a, b); every block stores the index space.
fn appendix_a_source(index: Option<[u32; 2]>) -> String {
    let out = "partition_view<tile=(4x2), tensor_view<16x44xf32, strides=[44,1]>>";
    let (defs, a, b) = match index {
        Some([a, b]) => (format!("%ia = constant <i32: {a}> : tile<i32>\n%ib = constant <i32: {b}> : tile<i32>\n"), "%ia", "%ib"),
        None => (String::new(), "%bx", "%by"),
    };
    let body = format!(
        "%bx, %by, %bz = get_tile_block_id : tile<i32>\n{defs}\
         %xt = make_tensor_view %x, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>\n\
         %sv = make_strided_view %xt : {APPENDIX_A}\n\
         %v, %t = load_view_tko weak %sv[{a}, {b}] : {APPENDIX_A}, tile<i32> -> tile<4x2xf32>, token\n\
         %yt = make_tensor_view %y, shape = [16, 44], strides = [44, 1] : tensor_view<16x44xf32, strides=[44,1]>\n\
         %yp = make_partition_view %yt : {out}\n\
         %t2 = store_view_tko weak %v, %yp[%bx, %by] : tile<4x2xf32>, {out}, tile<i32> -> token\n\
         %n0, %n1 = get_index_space_shape %sv : {APPENDIX_A} -> tile<i32>\n{}",
        store_ints(&["n0", "n1"], "n")
    );
    module("%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<ptr<i32>>", &body)
}

#[test]
fn appendix_a_index_space_is_4x22_and_every_tile_transposes_its_window() {
    let x = places(64, 16, 100);
    let mut args = [f32s("x", vec![64, 16], &x), f32s("y", vec![16, 44], &[-1.; 16 * 44]), i32s("n", vec![2], &[0; 2])];
    run(&appendix_a_source(None), [4, 22, 1], &mut args);
    assert_eq!(i32_of(&args[2]), [4, 22]);
    // §1.2 item 6: the tile at (a, b) is the identity-mapped 2x4 window at
    // rows 3b.., columns 4a.. (row 64 padded), transposed; block (a, b)
    // stores it at y[4a..4a+4][2b..2b+2]. Row 3b+2 of every step is a gap.
    let mut want = vec![0f32; 16 * 44];
    for a in 0..4 {
        for b in 0..22 {
            let window: Vec<[f32; 4]> = (0..2)
                .map(|r| {
                    let row = 3 * b + r;
                    if row < 64 {
                        x[row * 16 + 4 * a..row * 16 + 4 * a + 4].try_into().unwrap()
                    } else {
                        [f32::NEG_INFINITY; 4]
                    }
                })
                .collect();
            for i in 0..4 {
                for j in 0..2 {
                    want[(4 * a + i) * 44 + 2 * b + j] = window[j][i];
                }
            }
        }
    }
    check("y", &f32_of(&args[1]), &want);
    // The last tile by hand: columns 12..15 of row 63, row 64 padded.
    let y = f32_of(&args[1]);
    let last: Vec<f32> = (12..16).flat_map(|r| [y[r * 44 + 42], y[r * 44 + 43]]).collect();
    let inf = f32::NEG_INFINITY;
    check("tile (3, 21)", &last, &[6312., inf, 6313., inf, 6314., inf, 6315., inf]);
}

#[test]
fn appendix_a_index_past_the_index_space_is_undefined() {
    // 22x4 would reject (0, 21); 4x22 accepts it and rejects (0, 22).
    let src = |b: u32| appendix_a_source(Some([0, b]));
    let args = || [f32s("x", vec![64, 16], &[0.; 1024]), f32s("y", vec![16, 44], &[0.; 16 * 44]), i32s("n", vec![2], &[0; 2])];
    try_run(&src(21), [1, 1, 1], &mut args()).unwrap();
    let e = try_run(&src(22), [1, 1, 1], &mut args()).unwrap_err();
    assert!(e.contains("index 22 along dimension 1") && e.contains("[4, 22]") && e.contains("load_view_tko"), "{e}");
}

const OVERLAP: &str = "strided_view<tile=(4), traversal_strides=[2], padding_value = zero, tensor_view<8xf32, strides=[1]>>";

#[test]
fn overlapping_tiles_read_shared_elements_twice() {
    // Tile a covers x[2a..2a+4]: N = ceil(8/2) = 4, the last tile half past the edge.
    let out = "partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>";
    let body = format!(
        "%bx, %by, %bz = get_tile_block_id : tile<i32>\n\
         %xt = make_tensor_view %x, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>\n\
         %sv = make_strided_view %xt : {OVERLAP}\n\
         %v, %t = load_view_tko weak %sv[%bx] : {OVERLAP}, tile<i32> -> tile<4xf32>, token\n\
         %yt = make_tensor_view %y, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>\n\
         %yp = make_partition_view %yt : {out}\n\
         %t2 = store_view_tko weak %v, %yp[%bx] : tile<4xf32>, {out}, tile<i32> -> token\n"
    );
    let src = module("%x: tile<ptr<f32>>, %y: tile<ptr<f32>>", &body);
    let x: Vec<f32> = (10..18).map(|v| v as f32).collect();
    let mut args = [f32s("x", vec![8], &x), f32s("y", vec![16], &[-1.; 16])];
    run(&src, [4, 1, 1], &mut args);
    #[rustfmt::skip]
    let want = [10., 11., 12., 13.,
                12., 13., 14., 15.,
                14., 15., 16., 17.,
                16., 17., 0., 0.];
    check("y", &f32_of(&args[1]), &want);
}

#[test]
fn overlapping_stores_write_in_program_order() {
    // Tiles of 4 every 2 over 6 elements: N = 3, tile 2 half past the edge.
    // y stores ones, twos, threes at tiles 0, 1, 2; z at tiles 2, 1, 0.
    let sv = "strided_view<tile=(4), traversal_strides=[2], tensor_view<6xf32, strides=[1]>>";
    let mut body = String::from(
        "%c0 = constant <i32: 0> : tile<i32>\n%c1 = constant <i32: 1> : tile<i32>\n%c2 = constant <i32: 2> : tile<i32>\n\
         %one = constant <f32: 1.0> : tile<4xf32>\n%two = constant <f32: 2.0> : tile<4xf32>\n%three = constant <f32: 3.0> : tile<4xf32>\n",
    );
    for (p, order) in [("y", ["c0", "c1", "c2"]), ("z", ["c2", "c1", "c0"])] {
        body += &format!(
            "%{p}t = make_tensor_view %{p}, shape = [6], strides = [1] : tensor_view<6xf32, strides=[1]>\n\
             %{p}v = make_strided_view %{p}t : {sv}\n"
        );
        for (val, idx) in ["one", "two", "three"].iter().zip(order) {
            body += &format!("%{p}_{val} = store_view_tko weak %{val}, %{p}v[%{idx}] : tile<4xf32>, {sv}, tile<i32> -> token\n");
        }
    }
    let src = module("%y: tile<ptr<f32>>, %z: tile<ptr<f32>>", &body);
    let mut args = [f32s("y", vec![6], &[0.; 6]), f32s("z", vec![6], &[0.; 6])];
    run(&src, [1, 1, 1], &mut args);
    check("y", &f32_of(&args[0]), &[1., 1., 2., 2., 3., 3.]);
    check("z", &f32_of(&args[1]), &[3., 3., 3., 3., 2., 2.]);
}

// ---- atomic_red_view_tko over strided views ----

#[test]
fn atomic_red_addf_updates_overlapping_elements_once_per_tile() {
    // Block a adds [1, 2, 3, 4] to y[2a..2a+4]; tile 2 covers 4..7, of which
    // 6 and 7 are outside (y is exactly 6 long) and not updated.
    let sv = "strided_view<tile=(4), traversal_strides=[2], tensor_view<6xf32, strides=[1]>>";
    let body = format!(
        "%bx, %by, %bz = get_tile_block_id : tile<i32>\n\
         %yt = make_tensor_view %y, shape = [6], strides = [1] : tensor_view<6xf32, strides=[1]>\n\
         %sv = make_strided_view %yt : {sv}\n\
         %d = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>\n\
         %r = atomic_red_view_tko relaxed device %sv[%bx], addf, %d : tile<4xf32>, {sv}, tile<i32> -> token\n"
    );
    let src = module("%y: tile<ptr<f32>>", &body);
    let mut args = [f32s("y", vec![6], &[10.; 6])];
    run(&src, [3, 1, 1], &mut args);
    check("y", &f32_of(&args[0]), &[11., 12., 14., 16., 14., 16.]);
}

#[test]
fn atomic_red_add_through_a_mapped_strided_view() {
    // 3x4 i32 in tile=(2x2), traversal_strides=[1,2], dim_map=[1,0]: tile
    // dimension 0 steps 1 along the columns, dimension 1 steps 2 along the
    // rows; N = [4, 2]. Element (i, j) of tile (a, b) is y[2b + j][a + i] and
    // adds 10i + j. Each column c > 0 is covered by i = 0 (a = c) and i = 1
    // (a = c - 1), column 0 by i = 0 only; each row once, with j = r mod 2.
    // Row 3 and column 4 are outside: column 4 of row 0 would land on y[1][0].
    let sv = "strided_view<tile=(2x2), traversal_strides=[1,2], tensor_view<3x4xi32, strides=[4,1]>, dim_map=[1, 0]>";
    let body = format!(
        "%bx, %by, %bz = get_tile_block_id : tile<i32>\n\
         %yt = make_tensor_view %y, shape = [3, 4], strides = [4, 1] : tensor_view<3x4xi32, strides=[4,1]>\n\
         %sv = make_strided_view %yt : {sv}\n\
         %d = constant <i32: [[0, 1], [10, 11]]> : tile<2x2xi32>\n\
         %bx8 = trunci %bx : tile<i32> -> tile<i8>\n\
         %r = atomic_red_view_tko relaxed tl_blk %sv[%bx8, %by], add, %d : tile<2x2xi32>, {sv}, tile<i8>, tile<i32> -> token\n\
         %n0, %n1 = get_index_space_shape %sv : {sv} -> tile<i32>\n{}",
        store_ints(&["n0", "n1"], "n")
    );
    let src = module("%y: tile<ptr<i32>>, %n: tile<ptr<i32>>", &body);
    let mut args = [i32s("y", vec![3, 4], &[1000; 12]), i32s("n", vec![2], &[0; 2])];
    run(&src, [4, 2, 1], &mut args);
    #[rustfmt::skip]
    let want = [1000, 1010, 1010, 1010,
                1001, 1012, 1012, 1012,
                1000, 1010, 1010, 1010];
    assert_eq!(i32_of(&args[0]), want);
    assert_eq!(i32_of(&args[1]), [4, 2]);
}

// ---- gather_scatter_view ----

#[test]
fn gather_spec_example_rows_7_3_999_42_and_scatter_back() {
    // §1.5 (f32 for bf16): indices [%rows, 1] give row k = x[rows[k]][32..64];
    // the spec's store_view_tko writes it back to the same places of z.
    let tv = "tensor_view<1000x64xf32, strides=[64,1]>";
    let gv = format!("gather_scatter_view<tile=(4x32), padding_value = zero, {tv}, sparse_dim=0>");
    let body = format!(
        "%xt = make_tensor_view %x, shape = [1000, 64], strides = [64, 1] : {tv}\n\
         %gv = make_gather_scatter_view %xt : {gv}\n\
         %rows = constant <i32: [7, 3, 999, 42]> : tile<4xi32>\n%c1 = constant <i32: 1> : tile<i32>\n\
         %g, %k2 = load_view_tko relaxed device %gv[%rows, %c1] : {gv}, tile<4xi32>, tile<i32> -> tile<4x32xf32>, token\n\
         %zt = make_tensor_view %z, shape = [1000, 64], strides = [64, 1] : {tv}\n\
         %zv = make_gather_scatter_view %zt : {gv}\n\
         %k3 = store_view_tko weak %g, %zv[%rows, %c1] token = %k2 : tile<4x32xf32>, {gv}, tile<4xi32>, tile<i32> -> token\n\
         %n0, %n1 = get_index_space_shape %gv : {gv} -> tile<i32>\n{}{}",
        store_whole("g", "y", &[4, 32], "f32"),
        store_ints(&["n0", "n1"], "n")
    );
    let src = module("%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %z: tile<ptr<f32>>, %n: tile<ptr<i32>>", &body);
    let x = places(1000, 64, 64);
    let mut args = [
        f32s("x", vec![1000, 64], &x),
        f32s("y", vec![4, 32], &[-1.; 128]),
        f32s("z", vec![1000, 64], &vec![0.; 64000]),
        i32s("n", vec![2], &[0; 2]),
    ];
    run(&src, [1, 1, 1], &mut args);
    let rows = [7, 3, 999, 42];
    let want: Vec<f32> = rows.iter().flat_map(|&r| x[r * 64 + 32..r * 64 + 64].to_vec()).collect();
    check("gathered", &f32_of(&args[1]), &want);
    assert_eq!(want[..2], [7. * 64. + 32., 7. * 64. + 33.]);
    let mut scattered = vec![0f32; 64000];
    for r in rows {
        scattered[r * 64 + 32..r * 64 + 64].copy_from_slice(&x[r * 64 + 32..r * 64 + 64]);
    }
    check("z", &f32_of(&args[2]), &scattered);
    // The sparse position spans every row a gather may name.
    assert_eq!(i32_of(&args[3]), [1000, 2]);
}

#[test]
fn gather_along_dimension_1_with_mixed_index_types() {
    // 6x10 in tile=(2x4), sparse_dim=1: index 2 selects rows 4..5 and the
    // i64 coordinates [9, 0, 3, 3] the columns (repeats read twice).
    let tv = "tensor_view<6x10xf32, strides=[10,1]>";
    let gv = format!("gather_scatter_view<tile=(2x4), {tv}, sparse_dim=1>");
    let body = format!(
        "%xt = make_tensor_view %x, shape = [6, 10], strides = [10, 1] : {tv}\n\
         %gv = make_gather_scatter_view %xt : {gv}\n\
         %c2 = constant <i32: 2> : tile<i32>\n%cols = constant <i64: [9, 0, 3, 3]> : tile<4xi64>\n\
         %g, %t = load_view_tko weak %gv[%c2, %cols] : {gv}, tile<i32>, tile<4xi64> -> tile<2x4xf32>, token\n\
         %n0, %n1 = get_index_space_shape %gv : {gv} -> tile<i32>\n{}{}",
        store_whole("g", "y", &[2, 4], "f32"),
        store_ints(&["n0", "n1"], "n")
    );
    let src = module("%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<ptr<i32>>", &body);
    let mut args = [f32s("x", vec![6, 10], &places(6, 10, 10)), f32s("y", vec![2, 4], &[-1.; 8]), i32s("n", vec![2], &[0; 2])];
    run(&src, [1, 1, 1], &mut args);
    check("gathered", &f32_of(&args[1]), &[49., 40., 43., 43., 59., 50., 53., 53.]);
    assert_eq!(i32_of(&args[2]), [3, 10]);
}

#[test]
fn sparse_coordinates_past_the_tensor_pad_loads_and_skip_stores() {
    // 5x4 in tile=(4x4), sparse_dim=0: coordinates [4, 5, -1, 0]; 5 and -1
    // (4294967295 read as unsigned) are past the 5 rows. y is exactly 5x4,
    // so a store to row 5 would be outside its buffer.
    let tv = "tensor_view<5x4xf32, strides=[4,1]>";
    let gv = format!("gather_scatter_view<tile=(4x4), padding_value = pos_inf, {tv}, sparse_dim=0>");
    let body = format!(
        "%xt = make_tensor_view %x, shape = [5, 4], strides = [4, 1] : {tv}\n\
         %gv = make_gather_scatter_view %xt : {gv}\n\
         %rows = constant <i32: [4, 5, -1, 0]> : tile<4xi32>\n%c0 = constant <i32: 0> : tile<i32>\n\
         %g, %t = load_view_tko weak %gv[%rows, %c0] : {gv}, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token\n\
         %yt = make_tensor_view %y, shape = [5, 4], strides = [4, 1] : {tv}\n\
         %yv = make_gather_scatter_view %yt : {gv}\n\
         %vals = constant <f32: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tile<4x4xf32>\n\
         %t2 = store_view_tko weak %vals, %yv[%rows, %c0] : tile<4x4xf32>, {gv}, tile<4xi32>, tile<i32> -> token\n{}",
        store_whole("g", "z", &[4, 4], "f32")
    );
    let src = module("%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %z: tile<ptr<f32>>", &body);
    let mut args = [f32s("x", vec![5, 4], &places(5, 4, 10)), f32s("y", vec![5, 4], &[0.; 20]), f32s("z", vec![4, 4], &[-1.; 16])];
    run(&src, [1, 1, 1], &mut args);
    let inf = f32::INFINITY;
    #[rustfmt::skip]
    let loaded = [40., 41., 42., 43.,
                  inf, inf, inf, inf,
                  inf, inf, inf, inf,
                  0., 1., 2., 3.];
    check("loaded", &f32_of(&args[2]), &loaded);
    #[rustfmt::skip]
    let stored = [13., 14., 15., 16.,
                  0., 0., 0., 0.,
                  0., 0., 0., 0.,
                  0., 0., 0., 0.,
                  1., 2., 3., 4.];
    check("y", &f32_of(&args[1]), &stored);
}

#[test]
fn scatter_to_repeated_rows_leaves_one_of_the_values() {
    let tv = "tensor_view<3x2xf32, strides=[2,1]>";
    let gv = format!("gather_scatter_view<tile=(4x2), {tv}, sparse_dim=0>");
    let body = format!(
        "%yt = make_tensor_view %y, shape = [3, 2], strides = [2, 1] : {tv}\n\
         %yv = make_gather_scatter_view %yt : {gv}\n\
         %rows = constant <i8: [2, 2, 0, 1]> : tile<4xi8>\n%c0 = constant <i32: 0> : tile<i32>\n\
         %vals = constant <f32: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tile<4x2xf32>\n\
         %t = store_view_tko weak %vals, %yv[%rows, %c0] : tile<4x2xf32>, {gv}, tile<4xi8>, tile<i32> -> token\n"
    );
    let src = module("%y: tile<ptr<f32>>", &body);
    let mut args = [f32s("y", vec![3, 2], &[0.; 6])];
    run(&src, [1, 1, 1], &mut args);
    let y = f32_of(&args[0]);
    check("rows 0 and 1", &y[..4], &[5., 6., 7., 8.]);
    assert!(y[4] == 1. || y[4] == 3., "y[2][0] = {}", y[4]);
    assert!(y[5] == 2. || y[5] == 4., "y[2][1] = {}", y[5]);
}

#[test]
fn gather_tile_index_past_the_index_space_is_undefined() {
    // The non-sparse index is a tile index: 64 columns in tiles of 32 give 2.
    let tv = "tensor_view<8x64xf32, strides=[64,1]>";
    let gv = format!("gather_scatter_view<tile=(2x32), {tv}, sparse_dim=0>");
    let body = format!(
        "%xt = make_tensor_view %x, shape = [8, 64], strides = [64, 1] : {tv}\n\
         %gv = make_gather_scatter_view %xt : {gv}\n\
         %rows = constant <i32: [1, 2]> : tile<2xi32>\n%c2 = constant <i32: 2> : tile<i32>\n\
         %g, %t = load_view_tko weak %gv[%rows, %c2] : {gv}, tile<2xi32>, tile<i32> -> tile<2x32xf32>, token\n"
    );
    let e = try_run(&module("%x: tile<ptr<f32>>", &body), [1, 1, 1], &mut [f32s("x", vec![8, 64], &[0.; 512])]).unwrap_err();
    assert!(e.contains("index 2 along dimension 1") && e.contains("[8, 2]"), "{e}");
}

// ---- get_index_space_shape ----

#[test]
fn index_space_shapes_of_all_three_views_with_dynamic_extents() {
    // Extents come from the run-time shape %m = 64 (rows) or %m = 1000.
    let pv = "partition_view<tile=(8x4), tensor_view<?x20xf32, strides=[20,1]>, dim_map=[1, 0]>";
    let sv = "strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x16xf32, strides=[16,1]>, dim_map=[1, 0]>";
    let g0 = "gather_scatter_view<tile=(4x32), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>";
    let g1 = "gather_scatter_view<tile=(4x32), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=1>";
    let body = format!(
        "%p = make_tensor_view %x, shape = [%r48, 20], strides = [20, 1] : tile<i32> -> tensor_view<?x20xf32, strides=[20,1]>\n\
         %pv = make_partition_view %p : {pv}\n\
         %s = make_tensor_view %x, shape = [%r64, 16], strides = [16, 1] : tile<i32> -> tensor_view<?x16xf32, strides=[16,1]>\n\
         %sv = make_strided_view %s : {sv}\n\
         %g = make_tensor_view %x, shape = [%r1000, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>\n\
         %g0 = make_gather_scatter_view %g : {g0}\n\
         %g1 = make_gather_scatter_view %g : {g1}\n\
         %a0, %a1 = get_index_space_shape %pv : {pv} -> tile<i32>\n\
         %b0, %b1 = get_index_space_shape %sv : {sv} -> tile<i32>\n\
         %c0, %c1 = get_index_space_shape %g0 : {g0} -> tile<i32>\n\
         %d0, %d1 = get_index_space_shape %g1 : {g1} -> tile<i32>\n{}",
        store_ints(&["a0", "a1", "b0", "b1", "c0", "c1", "d0", "d1"], "n")
    );
    let src = module("%x: tile<ptr<f32>>, %n: tile<ptr<i32>>, %r48: tile<i32>, %r64: tile<i32>, %r1000: tile<i32>", &body);
    let scalar = |v: &str| HostArg::parse_scalar(v).unwrap();
    let mut args =
        [f32s("x", vec![1], &[0.]), i32s("n", vec![8], &[0; 8]), scalar("i32:48"), scalar("i32:64"), scalar("i32:1000")];
    run(&src, [1, 1, 1], &mut args);
    // partition §1.2: [20/8, 48/4] = [3, 12]; strided Appendix A: [16/4,
    // ceil(64/3)] = [4, 22]; gathers: [1000, 64/32] and [ceil(1000/4), 64].
    assert_eq!(i32_of(&args[1]), [3, 12, 4, 22, 1000, 2, 250, 64]);
}
