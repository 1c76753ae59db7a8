"""cuTile kernels of our own, exported by cuTile and run on the reference
interpreter through `cuda_tile_oss.run_cutile`, against NumPy; and the
package's `compile` / `run` on kernel text. No GPU needed."""

import numpy as np
import pytest

import cuda.tile as ct
import cuda_tile_oss as cto

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
rng = np.random.default_rng(7)


@ct.kernel
def axpb(x, out, a: float, b: float, TILE: ct.Constant[int]):
    i = ct.bid(0)
    t = ct.load(x, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=t * a + b)


def test_elementwise_with_scalars_and_a_partial_last_tile():
    x = rng.standard_normal(1000).astype(np.float32)
    out = np.full(1000, np.nan, dtype=np.float32)
    cto.run_cutile(axpb, (1000 + 127) // 128, x, out, 2.5, -1.0, 128)
    # cuTile fuses t * a + b into one fma: rounded once (x * 2.5 is exact
    # in f64).
    np.testing.assert_array_equal(out, (x.astype(np.float64) * 2.5 - 1).astype(np.float32))


@ct.kernel
def row_sums(x, out, TR: ct.Constant[int], TC: ct.Constant[int]):
    r = ct.bid(0)
    acc = ct.zeros((TR,), dtype=ct.float32)
    for c in range(ct.num_tiles(x, axis=1, shape=(TR, TC))):
        t = ct.load(x, index=(r, c), shape=(TR, TC), padding_mode=ct.PaddingMode.ZERO)
        acc = acc + ct.sum(t, axis=1)
    ct.store(out, index=(r,), tile=acc)


def test_row_reduction_with_padded_edges():
    # 37 rows of 100: the last row tile and the last column tile are partial,
    # read with zero padding.
    x = rng.standard_normal((37, 100)).astype(np.float32)
    out = np.zeros(37, dtype=np.float32)
    cto.run_cutile(row_sums, (37 + 7) // 8, x, out, 8, 32)
    np.testing.assert_allclose(out, x.sum(axis=1, dtype=np.float64), rtol=1e-5, atol=1e-5)


@ct.kernel
def transpose(x, out, T: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    t = ct.load(x, index=(i, j), shape=(T, T))
    ct.store(out, index=(j, i), tile=ct.transpose(t))


def test_2d_transpose():
    x = rng.integers(-1000, 1000, size=(48, 80)).astype(np.int32)
    out = np.zeros((80, 48), dtype=np.int32)
    cto.run_cutile(transpose, (3, 5), x, out, 16)
    np.testing.assert_array_equal(out, x.T)


@ct.kernel
def gemm_bias_relu(a, b, bias, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(TM, TK))):
        ta = ct.load(a, index=(i, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(k, j), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc)
    tbias = ct.load(bias, index=(j,), shape=(TN,), padding_mode=ct.PaddingMode.ZERO)
    acc = ct.maximum(acc + ct.reshape(tbias, (1, TN)), 0.0)
    ct.store(c, index=(i, j), tile=acc.astype(c.dtype))


def test_gemm_with_a_fused_epilogue_on_shapes_that_are_not_tile_multiples():
    m, n, k = 70, 50, 90
    # Small integers: every product and sum is exact in f16 inputs and f32 sums.
    a = rng.integers(-3, 4, size=(m, k)).astype(np.float16)
    b = rng.integers(-3, 4, size=(k, n)).astype(np.float16)
    bias = rng.integers(-20, 20, size=n).astype(np.float32)
    c = np.full((m, n), -1, dtype=np.float32)
    cto.run_cutile(gemm_bias_relu, ((m + 31) // 32, (n + 31) // 32), a, b, bias, c, 32, 32, 16)
    want = np.maximum(a.astype(np.float64) @ b.astype(np.float64) + bias, 0)
    np.testing.assert_array_equal(c, want.astype(np.float32))


@ct.kernel
def first_negative(x, out, TILE: ct.Constant[int]):
    # Scans tiles until one holds a negative value; records its tile index
    # (or -1) in out[0].
    found = -1
    for t in range(ct.num_tiles(x, axis=0, shape=(TILE,))):
        tile = ct.load(x, index=(t,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
        if ct.min(tile, axis=0) < 0:
            found = t
            break
    ct.store(out, index=(0,), tile=ct.full((1,), found, dtype=ct.int32))


@pytest.mark.parametrize("where, expect", [(None, -1), (0, 0), (77, 4), (199, 12)])
def test_a_loop_with_an_early_exit(where, expect):
    x = np.arange(1, 201, dtype=np.float32)
    if where is not None:
        x[where] = -5
    out = np.zeros(1, dtype=np.int32)
    cto.run_cutile(first_negative, 1, x, out, 16)
    assert out[0] == expect


def test_out_of_bounds_is_reported_with_the_op_and_location():
    x = np.zeros(256, dtype=np.float32)
    out = np.zeros(256, dtype=np.float32)
    # 3 tile blocks over 2 tiles: block 2 indexes past the view.
    with pytest.raises(cto.TileError, match=r"load_view_tko: undefined behaviour: index 2 along dimension 0"):
        cto.run_cutile(axpb, 3, x, out, 1.0, 0.0, 128)


def test_bad_arguments_raise_clear_exceptions():
    x = np.zeros(256, dtype=np.float32)
    with pytest.raises(TypeError, match="axpb: missing a required argument: 'TILE'"):
        cto.run_cutile(axpb, 2, x, x, 1.0, 0.0)
    with pytest.raises(TypeError, match="parameter 'a': a cuTile kernel takes NumPy arrays"):
        cto.run_cutile(axpb, 2, x, x, "two", 0.0, 128)
    with pytest.raises(ValueError, match="parameter 'x': arrays of complex64 are not supported"):
        cto.run_cutile(axpb, 2, x.astype(np.complex64), x, 1.0, 0.0, 128)
    # A rank-2 array where the kernel indexes one dimension: cuTile's own error.
    with pytest.raises(Exception, match="(?i)rank|dimension|index"):
        cto.run_cutile(axpb, 2, x.reshape(16, 16), x, 1.0, 0.0, 128)
    with pytest.raises(TypeError, match="run_cutile takes a @ct.kernel function"):
        cto.run_cutile(lambda x: x, 1, x)


def test_non_contiguous_views_are_updated_in_place():
    base = np.zeros((8, 300), dtype=np.float32)
    view = base[3, 1:257]  # 4 bytes past a 16-byte boundary, a row of a larger array
    x = np.arange(256, dtype=np.float32)
    cto.run_cutile(axpb, 2, x, view, 1.0, 1.0, 128)
    np.testing.assert_array_equal(base[3, 1:257], x + 1)
    assert not base[3, 0] and not base[3, 257:].any() and not base[:3].any() and not base[4:].any()


VECTOR_ADD = (ROOT / "examples" / "vector_add.mlir").read_text()


def test_compile_gives_ptx_a_cubin_and_launch_facts():
    compiled = cto.compile(VECTOR_ADD, "sm_90", remarks="memory")
    assert compiled.cubin[:4] == b"\x7fELF" and ".target sm_90" in compiled.ptx
    (kernel,) = compiled.kernels
    assert kernel.name.startswith("vector_add") and kernel.threads_per_block == 128
    assert "vectorized: 128-bit accesses" in compiled.remarks
    assert cto.compile(VECTOR_ADD, "sm_80", emit="ptx").cubin is None
    with pytest.raises(ValueError, match="unknown GPU 'sm_99'"):
        cto.compile(VECTOR_ADD, "sm_99")
    with pytest.raises(cto.TileError, match="custom op 'garbage' is unknown"):
        cto.compile("garbage")


def test_run_takes_the_front_ends_calling_convention():
    n = 3008
    a, b = np.arange(n, dtype=np.float32), np.full(n, 0.5, dtype=np.float32)
    c = np.zeros(n, dtype=np.float32)
    assert cto.run(VECTOR_ADD, (n + 1023) // 1024, a, b, c) == ""
    np.testing.assert_array_equal(c, a + b)
    with pytest.raises(ValueError, match="holds <f8, but parameter %arg6 .* points to f32"):
        cto.run(VECTOR_ADD, 3, a, b, c.astype(np.float64))
    with pytest.raises(ValueError, match="the 2 arguments given do not match the parameters"):
        cto.run(VECTOR_ADD, 3, a, b)
    # The kernel assumes its extent is a multiple of 16 (assume div_by<16>).
    short = np.zeros(3000, dtype=np.float32)
    with pytest.raises(cto.TileError, match=r"cuda_tile.assume: undefined behaviour: assumed div_by<16>"):
        cto.run(VECTOR_ADD, 3, short, short, short)
    with pytest.raises(ValueError, match="grid"):
        cto.run(VECTOR_ADD, (0, 1), a, b, c)
