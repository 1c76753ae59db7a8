"""cuTile (NVIDIA's Python front end, `cuda-tile` on PyPI) compiling through
our `tileiras` and `tileirdisasm` (scripts/cutile-bin.sh links them; they
are tile-compile and tile-translate under NVIDIA's names), as a cuTile user
without NVIDIA's compiler package gets them: first on PATH.

Runs in a virtual environment holding cuda-tile but not
nvidia-cuda-tileiras (cuTile would take NVIDIA's pip compiler first),
scripts/cutile-tests.sh's. No GPU is needed: cuTile exports cubins and
bytecode without one."""

import io
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import cuda.tile as ct
from cuda.tile.compilation import (ArrayConstraint, CallingConvention, KernelSignature, ScalarConstraint,
                                   export_kernel)

ROOT = Path(__file__).resolve().parents[2]


def ours(tool):
    """The `tool` on PATH, which must be our link (not NVIDIA's program)."""
    found = shutil.which(tool)
    assert found, f"{tool} is not on PATH: run through scripts/cutile-tests.sh"
    target = Path(found).resolve()
    assert target.parent == ROOT / "target" / "release", f"{tool} on PATH is {found} -> {target}, not ours"
    return found


def array(dtype, ndim):
    """An array parameter as cuTile passes it: 16-byte aligned, unit stride
    along its last dimension, no aliasing."""
    return ArrayConstraint(dtype, ndim, index_dtype=ct.int32, stride_lower_bound_incl=0, alias_groups=(),
                           may_alias_internally=False, base_addr_divisible_by=16,
                           stride_constant=[None] * (ndim - 1) + [1])


@ct.kernel
def scale_add(x, y, out, alpha: float, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    a = ct.load(x, index=(bid,), shape=(TILE,))
    b = ct.load(y, index=(bid,), shape=(TILE,))
    ct.store(out, index=(bid,), tile=a * alpha + b)


@ct.kernel
def gemm(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bx, by = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(TM, TK))):
        ta = ct.load(a, index=(bx, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(k, by), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(bx, by), tile=acc)


def scale_add_signature():
    params = [array(ct.float32, 1)] * 3 + [ScalarConstraint(ct.float32), 256]
    return KernelSignature(params, CallingConvention.cutile_python_v1()).with_mangled_symbol("scale_add")


def gemm_signature():
    params = [array(ct.float16, 2), array(ct.float16, 2), array(ct.float32, 2), 128, 128, 64]
    return KernelSignature(params, CallingConvention.cutile_python_v1()).with_mangled_symbol("gemm")


def export(kernel, signature, **kwargs):
    buf = io.BytesIO()
    export_kernel(kernel, [signature], buf, **kwargs)
    return buf.getvalue()


def test_our_tools_are_first_on_path():
    assert Path(ours("tileiras")).resolve().name == "tile-compile"
    assert Path(ours("tileirdisasm")).resolve().name == "tile-translate"


@pytest.mark.parametrize("gpu", ["sm_80", "sm_90", "sm_100", "sm_120"])
def test_cutile_exports_a_cubin_through_our_tileiras(gpu):
    ours("tileiras")
    cubin = export(scale_add, scale_add_signature(), gpu_code=gpu, output_format="cubin")
    assert cubin[:4] == b"\x7fELF"
    assert signature_symbol(scale_add_signature()) in cubin


def signature_symbol(signature):
    return signature.symbol.encode()


def test_cutile_probes_the_newest_bytecode_version_and_compiles_a_gemm():
    # Without bytecode_version cuTile asks the compiler: it compiles empty
    # modules of 13.4, 13.3, ... for sm_120 and takes the first that passes.
    ours("tileiras")
    cubin = export(gemm, gemm_signature(), gpu_code="sm_90", output_format="cubin")
    assert cubin[:4] == b"\x7fELF"
    bytecode = export(gemm, gemm_signature(), output_format="tileir_bytecode")
    # The header: magic "\x7fTileIR\0", then the version (major, minor).
    assert bytecode[:8] == b"\x7fTileIR\x00"
    assert tuple(bytecode[8:10]) == (13, 4)


def test_yaml_remarks_say_what_the_compiler_chose(tmp_path):
    bytecode = tmp_path / "gemm.tileirbc"
    bytecode.write_bytes(export(gemm, gemm_signature(), output_format="tileir_bytecode", bytecode_version="13.3"))
    remarks = tmp_path / "remarks.yaml"
    # cuTile's flags for a compilation whose remarks it keeps.
    subprocess.run([ours("tileiras"), str(bytecode), "-o", str(tmp_path / "gemm.cubin"), "--gpu-name", "sm_90", "-O3",
                    "--lineinfo", "--remark-format=yaml", "--remarks=all", f"--remarks-output-file={remarks}"],
                   check=True, capture_output=True)
    text = remarks.read_text()
    documents = [d for d in text.split("\n...\n") if d.strip()]
    assert documents and all(d.lstrip().startswith(("--- !Passed", "--- !Missed")) for d in documents)
    assert any("Pass:            Tensor-core" in d and "wgmma.mma_async.m64n128k16" in d for d in documents)
    assert any("Pass:            Memory" in d for d in documents)
    assert (tmp_path / "gemm.cubin").read_bytes()[:4] == b"\x7fELF"


def test_a_compiler_error_reaches_the_cutile_user():
    ours("tileiras")
    with pytest.raises(Exception) as error:
        export(scale_add, scale_add_signature(), gpu_code="sm_99", output_format="cubin")
    assert "unknown GPU 'sm_99'" in str(error.value)


def test_tileiras_command_line_answers_like_nvidias(tmp_path):
    tileiras = ours("tileiras")
    version = subprocess.run([tileiras, "--version"], check=True, capture_output=True, text=True).stdout
    assert version.startswith("tileiras: ")
    listed = subprocess.run([tileiras, "--list-versions"], check=True, capture_output=True, text=True).stdout
    assert listed.split() == ["13.1", "13.2", "13.3", "13.4"]
    bytecode = tmp_path / "k.tileirbc"
    bytecode.write_bytes(export(scale_add, scale_add_signature(), output_format="tileir_bytecode",
                                bytecode_version="13.3"))
    # No -o: elf.o in the working directory, as tileiras writes it.
    subprocess.run([tileiras, str(bytecode), "--arch=sm_90", "-O", "2", "--host-arch=x86_64"], check=True,
                   cwd=tmp_path, capture_output=True)
    assert (tmp_path / "elf.o").read_bytes()[:4] == b"\x7fELF"
    for bad, message in [(["--gpu-name=sm_99"], "unknown GPU 'sm_99'"), (["--bogus"], "unknown option '--bogus'"),
                         (["--preview=simt"], "no preview features"), (["-O", "7"], "-O takes 0 to 3"),
                         (["--sanitize=memcheck"], "no sanitizer"), (["--remark-format=json"], "command-line or yaml")]:
        run = subprocess.run([tileiras, str(bytecode), "-o", str(tmp_path / "x.cubin"), *bad], capture_output=True,
                             text=True)
        assert run.returncode != 0 and message in run.stderr, (bad, run.stderr)
    broken = tmp_path / "broken.tileirbc"
    broken.write_bytes(b"\x7fTileIR\x00garbage")
    run = subprocess.run([tileiras, str(broken), "-o", str(tmp_path / "x.cubin"), "--gpu-name", "sm_90"],
                         capture_output=True, text=True)
    assert run.returncode != 0 and "error" in run.stderr


def test_cutile_logs_the_kernel_text_through_our_tileirdisasm(tmp_path):
    ours("tileirdisasm")
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        import test_tileiras_cli as t
        t.export(t.scale_add, t.scale_add_signature(), gpu_code="sm_90", output_format="cubin")
    """)
    run = subprocess.run([sys.executable, "-c", script], env={**os.environ, "CUDA_TILE_LOGS": "TILEIR"},
                         capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    logged = run.stdout + run.stderr
    assert "entry @scale_add" in logged and "load_view_tko" in logged
    # The listing is bare (no cuda_tile.module around it), as NVIDIA's.
    assert "cuda_tile.module" not in logged
