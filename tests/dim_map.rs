//! partition_view's dim_map as NVIDIA documents it: index `i` of a view
//! access steps along tile dimension `i`, which runs along tensor dimension
//! `dim_map[i]`; the index space has extent ceil(E[dim_map[i]] / T[i]) in
//! position `i`, and tile element `t` of the tile at `idx` sits at
//! `x[dim_map[i]] = idx[i]*T[i] + t[i]`. Every kernel runs through the
//! interpreter and through the GPU lowering emulated on the host, and each
//! result is checked against values worked out here by hand (transposes,
//! the spec's worked examples), never one component against the other.

use cuda_tile::emulate;
use cuda_tile::interp::{run_host, HostArg, Program};
use cuda_tile::npy::Array;
use cuda_tile::CompileOptions;

#[derive(Clone, Copy, Debug)]
enum Backend {
    Interpreter,
    Emulated,
}

const BACKENDS: [Backend; 2] = [Backend::Interpreter, Backend::Emulated];

fn try_run(backend: Backend, src: &str, grid: [u32; 3], args: &[HostArg]) -> Result<Vec<HostArg>, String> {
    let mut args = args.to_vec();
    match backend {
        Backend::Interpreter => {
            let program = Program::parse(src, "dim_map.mlir").map_err(|e| e.to_string())?;
            run_host(&program, None, grid, &mut args, &mut std::io::sink()).map_err(|e| e.to_string())?;
        }
        Backend::Emulated => {
            emulate::run_host(src, "dim_map.mlir", None, grid, &mut args, &CompileOptions::default())?;
        }
    }
    Ok(args)
}

fn run(backend: Backend, src: &str, grid: [u32; 3], args: &[HostArg]) -> Vec<HostArg> {
    try_run(backend, src, grid, args).unwrap_or_else(|e| panic!("{backend:?}: {e}"))
}

fn kernel(name: &str) -> String {
    let path = format!("{}/tests/gpu_kernels/{name}.mlir", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn f32s(name: &str, shape: Vec<usize>, v: &[f32]) -> HostArg {
    HostArg::Array { name: name.into(), array: Array::from_f32(shape, v) }
}

/// An output that starts at a value no kernel writes.
fn poisoned(name: &str, shape: Vec<usize>) -> HostArg {
    let n = shape.iter().product();
    f32s(name, shape, &vec![-12345.0; n])
}

fn f32_of(a: &HostArg) -> Vec<f32> {
    match a {
        HostArg::Array { array, .. } => array.to_f32(),
        HostArg::Scalar(..) => panic!("array expected"),
    }
}

fn i32_of(a: &HostArg) -> Vec<i32> {
    match a {
        HostArg::Array { array, .. } => array.to_i32(),
        HostArg::Scalar(..) => panic!("array expected"),
    }
}

/// Bit for bit, any NaN matching any NaN; names the first wrong element.
fn check(backend: Backend, what: &str, got: &[f32], want: &[f32]) {
    assert_eq!(got.len(), want.len(), "{backend:?}: {what} length");
    let wrong: Vec<String> = got
        .iter()
        .zip(want)
        .enumerate()
        .filter(|(_, (g, w))| !(g.to_bits() == w.to_bits() || g.is_nan() && w.is_nan()))
        .map(|(k, (g, w))| format!("[{k}] = {g}, want {w}"))
        .collect();
    assert!(wrong.is_empty(), "{backend:?}: {} of {} elements of {what} wrong, first {}", wrong.len(), want.len(), wrong[0]);
}

/// Row-major position of `at` in `shape`.
fn flat(at: &[usize], shape: &[usize]) -> usize {
    at.iter().zip(shape).fold(0, |k, (i, n)| k * n + i)
}

/// Every multi-index of `shape`, in row-major order.
fn points(shape: &[usize]) -> Vec<Vec<usize>> {
    let n: usize = shape.iter().product();
    (0..n)
        .map(|mut k| {
            let mut at = vec![0; shape.len()];
            for d in (0..shape.len()).rev() {
                at[d] = k % shape[d];
                k /= shape[d];
            }
            at
        })
        .collect()
}

/// Distinct values, exact in f32: 1 + the row-major position.
fn counting(n: usize) -> Vec<f32> {
    (1..=n).map(|k| k as f32).collect()
}

/// The kernel of the issue: x (rows x cols) loaded through
/// `tile=(4x2), dim_map=[1, 0]` at [bid.x, bid.y] and stored through a plain
/// `tile=(4x2)` view of y (cols x rows) at the same index.
fn transpose_source(rows: usize, cols: usize) -> String {
    let xv = format!("tensor_view<{rows}x{cols}xf32, strides=[{cols},1]>");
    let yv = format!("tensor_view<{cols}x{rows}xf32, strides=[{rows},1]>");
    let xp = format!("partition_view<tile=(4x2), {xv}, dim_map=[1, 0]>");
    let yp = format!("partition_view<tile=(4x2), {yv}>");
    format!(
        "cuda_tile.module @m {{\n entry @k(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {{\n\
         %a, %b, %c = get_tile_block_id : tile<i32>\n\
         %xt = make_tensor_view %x, shape = [{rows}, {cols}], strides = [{cols}, 1] : {xv}\n\
         %xp = make_partition_view %xt : {xp}\n\
         %v, %t = load_view_tko weak %xp[%a, %b] : {xp}, tile<i32> -> tile<4x2xf32>, token\n\
         %yt = make_tensor_view %y, shape = [{cols}, {rows}], strides = [{rows}, 1] : {yv}\n\
         %yp = make_partition_view %yt : {yp}\n\
         %t2 = store_view_tko weak %v, %yp[%a, %b] : tile<4x2xf32>, {yp}, tile<i32> -> token\n\
         return\n }}\n}}"
    )
}

fn transposed(x: &[f32], rows: usize, cols: usize) -> Vec<f32> {
    points(&[cols, rows]).iter().map(|p| x[flat(&[p[1], p[0]], &[rows, cols])]).collect()
}

#[test]
fn issue_example_8x16_on_a_4x4_grid_transposes() {
    // Index space [ceil(16/4), ceil(8/2)] = [4, 4]: tile (a, b) element
    // (p, q) is x[2b+q][4a+p], stored at y[4a+p][2b+q].
    let x = counting(8 * 16);
    for backend in BACKENDS {
        let out = run(backend, &transpose_source(8, 16), [4, 4, 1], &[f32s("x", vec![8, 16], &x), poisoned("y", vec![16, 8])]);
        check(backend, "y", &f32_of(&out[1]), &transposed(&x, 8, 16));
    }
}

#[test]
fn issue_example_8x32_on_an_8x4_grid_transposes() {
    // Index space [ceil(32/4), ceil(8/2)] = [8, 4], not [4, 8].
    let x = counting(8 * 32);
    for backend in BACKENDS {
        let out = run(backend, &transpose_source(8, 32), [8, 4, 1], &[f32s("x", vec![8, 32], &x), poisoned("y", vec![32, 8])]);
        check(backend, "y", &f32_of(&out[1]), &transposed(&x, 8, 32));
    }
}

#[test]
fn interpreter_rejects_an_index_outside_the_mapped_index_space() {
    // 8x32 in tile=(4x2) with dim_map=[1, 0]: index space [8, 4]. Index
    // (7, 3) is the last tile; (0, 4) is outside.
    let xv = "tensor_view<8x32xf32, strides=[32,1]>";
    let xp = format!("partition_view<tile=(4x2), {xv}, dim_map=[1, 0]>");
    let src = |i: u32, j: u32| {
        format!(
            "cuda_tile.module @m {{\n entry @k(%x: tile<ptr<f32>>) {{\n\
             %i = constant <i32: {i}> : tile<i32>\n%j = constant <i32: {j}> : tile<i32>\n\
             %xt = make_tensor_view %x, shape = [8, 32], strides = [32, 1] : {xv}\n\
             %xp = make_partition_view %xt : {xp}\n\
             %v, %t = load_view_tko weak %xp[%i, %j] : {xp}, tile<i32> -> tile<4x2xf32>, token\n\
             return\n }}\n}}"
        )
    };
    let x = [f32s("x", vec![8, 32], &counting(256))];
    try_run(Backend::Interpreter, &src(7, 3), [1, 1, 1], &x).unwrap();
    let e = try_run(Backend::Interpreter, &src(0, 4), [1, 1, 1], &x).unwrap_err();
    assert!(e.contains("index 4 along dimension 1") && e.contains("[8, 4]") && e.contains("load_view_tko"), "{e}");
}

#[test]
fn spec_worked_example_48x20_in_8x4_tiles() {
    // cuda_tile-13.3-additions §1.2: tensor 48x20, tile=(8x4), dim_map=[1, 0]:
    // index space [3, 12]; index (2, 5) covers rows 20..23 and columns
    // 16..23, of which 20..23 are past the edge (padded). Element (i, j) is
    // x[20 + j][16 + i].
    let xv = "tensor_view<48x20xf32, strides=[20,1]>";
    let xp = format!("partition_view<tile=(8x4), padding_value = neg_inf, {xv}, dim_map=[1, 0]>");
    let ov = "tensor_view<8x4xf32, strides=[4,1]>";
    let op = format!("partition_view<tile=(8x4), {ov}>");
    let src = format!(
        "cuda_tile.module @m {{\n entry @k(%x: tile<ptr<f32>>, %o: tile<ptr<f32>>, %n: tile<ptr<i32>>) {{\n\
         %c0 = constant <i32: 0> : tile<i32>\n%c1 = constant <i32: 1> : tile<i32>\n\
         %c2 = constant <i32: 2> : tile<i32>\n%c5 = constant <i32: 5> : tile<i32>\n\
         %xt = make_tensor_view %x, shape = [48, 20], strides = [20, 1] : {xv}\n\
         %xp = make_partition_view %xt : {xp}\n\
         %v, %t = load_view_tko weak %xp[%c2, %c5] : {xp}, tile<i32> -> tile<8x4xf32>, token\n\
         %ot = make_tensor_view %o, shape = [8, 4], strides = [4, 1] : {ov}\n\
         %op = make_partition_view %ot : {op}\n\
         %t2 = store_view_tko weak %v, %op[%c0, %c0] : tile<8x4xf32>, {op}, tile<i32> -> token\n\
         %n0, %n1 = get_index_space_shape %xp : {xp} -> tile<i32>\n\
         %q1 = offset %n, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n\
         %t3 = store_ptr_tko weak %n, %n0 : tile<ptr<i32>>, tile<i32> -> token\n\
         %t4 = store_ptr_tko weak %q1, %n1 : tile<ptr<i32>>, tile<i32> -> token\n\
         return\n }}\n}}"
    );
    let x = counting(48 * 20);
    let want: Vec<f32> =
        points(&[8, 4]).iter().map(|p| if 16 + p[0] < 20 { x[(20 + p[1]) * 20 + 16 + p[0]] } else { f32::NEG_INFINITY }).collect();
    let n = HostArg::Array { name: "n".into(), array: Array::from_i32(vec![2], &[0, 0]) };
    for backend in BACKENDS {
        let out = run(backend, &src, [1, 1, 1], &[f32s("x", vec![48, 20], &x), poisoned("o", vec![8, 4]), n.clone()]);
        check(backend, "o", &f32_of(&out[1]), &want);
        assert_eq!(i32_of(&out[2]), vec![3, 12], "{backend:?}: index space");
    }
}

#[test]
fn transposed_views_over_ragged_edges_load_store_and_reduce() {
    // tests/gpu_kernels/dim_map.mlir, on its [3, 4] grid.
    let (r, c) = (13, 22);
    let x = counting(r * c);
    let w: Vec<f32> = (0..r * c).map(|k| -0.5 * (k as f32 + 1.0)).collect();
    let acc0: Vec<f32> = (0..r * c).map(|k| 1000.0 + k as f32).collect();
    let args = [
        f32s("x", vec![r, c], &x),
        f32s("w", vec![c, r], &w),
        poisoned("y", vec![c, r]),
        poisoned("p", vec![24, 16]),
        poisoned("z", vec![r, c]),
        f32s("acc", vec![r, c], &acc0),
        HostArg::Array { name: "sh".into(), array: Array::from_i32(vec![12, 4], &[-1; 48]) },
    ];
    // y = xᵀ; p: the same tiles whole, +inf past x's edge; z = wᵀ; acc += wᵀ.
    let y = transposed(&x, r, c);
    let p: Vec<f32> = points(&[24, 16]).iter().map(|q| if q[0] < c && q[1] < r { x[q[1] * c + q[0]] } else { f32::INFINITY }).collect();
    let z = transposed(&w, c, r);
    let acc: Vec<f32> = acc0.iter().zip(&z).map(|(a, z)| a + z).collect();
    let sh: Vec<i32> = [3, 4, 4, 32].repeat(12);
    for backend in BACKENDS {
        let out = run(backend, &kernel("dim_map"), [3, 4, 1], &args);
        check(backend, "y", &f32_of(&out[2]), &y);
        check(backend, "p", &f32_of(&out[3]), &p);
        check(backend, "z", &f32_of(&out[4]), &z);
        check(backend, "acc", &f32_of(&out[5]), &acc);
        assert_eq!(i32_of(&out[6]), sh, "{backend:?}: index spaces");
    }
}

#[test]
fn rank_3_and_4_maps_place_every_element_by_the_rule() {
    // tests/gpu_kernels/dim_map_nd.mlir, on its [4, 2, 1] grid. Worked out by
    // hand from x[dim_map[i]] = idx[i]*T[i] + t[i]:
    //   3-D, dim_map=[2, 0, 1]: y3[p][q][r] = x3[q][r][p] (+inf past the edge),
    //        z3[i][j][k] = w3[k][i][j];
    //   4-D, dim_map=[1, 3, 0, 2]: y4[p][q][r][s] = x4[r][p][s][q] (-inf past).
    let (e3, e4) = ([5, 6, 7], [3, 5, 2, 4]);
    let x3 = counting(5 * 6 * 7);
    let w3: Vec<f32> = (0..512).map(|k| -(k as f32) - 1.0).collect();
    let x4 = counting(3 * 5 * 2 * 4);
    let args = [
        f32s("x3", e3.to_vec(), &x3),
        f32s("w3", vec![8, 8, 8], &w3),
        poisoned("y3", vec![8, 8, 8]),
        poisoned("z3", e3.to_vec()),
        f32s("x4", e4.to_vec(), &x4),
        poisoned("y4", vec![8, 4, 4, 4]),
        HostArg::Array { name: "sh".into(), array: Array::from_i32(vec![8, 7], &[-1; 56]) },
    ];
    let inside = |at: &[usize], shape: &[usize]| at.iter().zip(shape).all(|(i, n)| i < n);
    let y3: Vec<f32> = points(&[8, 8, 8])
        .iter()
        .map(|v| {
            let at = [v[1], v[2], v[0]];
            if inside(&at, &e3) { x3[flat(&at, &e3)] } else { f32::INFINITY }
        })
        .collect();
    let z3: Vec<f32> = points(&e3).iter().map(|v| w3[flat(&[v[2], v[0], v[1]], &[8, 8, 8])]).collect();
    let y4: Vec<f32> = points(&[8, 4, 4, 4])
        .iter()
        .map(|v| {
            let at = [v[2], v[0], v[3], v[1]];
            if inside(&at, &e4) { x4[flat(&at, &e4)] } else { f32::NEG_INFINITY }
        })
        .collect();
    let sh: Vec<i32> = [4, 2, 1, 2, 2, 2, 1].repeat(8);
    for backend in BACKENDS {
        let out = run(backend, &kernel("dim_map_nd"), [4, 2, 1], &args);
        check(backend, "y3", &f32_of(&out[2]), &y3);
        check(backend, "z3", &f32_of(&out[3]), &z3);
        check(backend, "y4", &f32_of(&out[5]), &y4);
        assert_eq!(i32_of(&out[6]), sh, "{backend:?}: index spaces");
    }
}
