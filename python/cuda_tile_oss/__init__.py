"""An open implementation of NVIDIA's CUDA Tile IR for Python.

``compile`` turns a cuda_tile kernel — its text, or the bytecode NVIDIA's
front end (cuTile) writes — into PTX and a cubin; ``run`` runs one on the
reference interpreter (no GPU needed) or on a GPU, with NumPy arrays and
Python numbers as arguments, in the front end's calling convention: an
array fills a pointer parameter, followed by its extents and strides where
the kernel takes them; a number fills one scalar parameter, typed as that
parameter. Arrays are updated in place. Errors in a kernel raise
``TileError`` with the compiler's or interpreter's diagnostic.
``run_cutile`` runs a cuTile ``@ct.kernel`` the same way, exported to
bytecode by cuTile for the arguments given (``pip install
cuda-tile-oss[cutile]``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Sequence, Union

import numpy as np

from . import _native
from ._native import TileError

__all__ = ["compile", "run", "run_cutile", "export_cutile", "Compiled", "KernelInfo", "TileError"]

Source = Union[str, bytes, bytearray, os.PathLike]


@dataclass(frozen=True)
class KernelInfo:
    """How to launch a compiled kernel: its symbol, threads per block (its
    ``.reqntid``), cluster shape and dynamic shared memory bytes."""

    name: str
    threads_per_block: int
    cluster_dims: tuple
    dynamic_shared_bytes: int


@dataclass(frozen=True)
class Compiled:
    """What ``compile`` produced, up to the requested stage."""

    nvvm: str
    llvm: str | None
    ptx: str | None
    cubin: bytes | None
    kernels: list
    remarks: str


def _read(source: Source) -> tuple[bytes, str]:
    """The kernel's bytes and the name its diagnostics carry: a path's file,
    bytes as they are (bytecode or text), a str as kernel text."""
    if isinstance(source, os.PathLike):
        path = os.fspath(source)
        with open(path, "rb") as f:
            return f.read(), path
    if isinstance(source, (bytes, bytearray)):
        return bytes(source), "<bytes>"
    if isinstance(source, str):
        return source.encode(), "<string>"
    raise TypeError(f"a kernel is its text (str), bytecode (bytes) or a path, got {type(source).__name__}")


def compile(source: Source, gpu: str = "sm_90", *, opt_level: int = 3, emit: str = "cubin", num_warps: int = 0,
            debug: str = "none", remarks: str = "none") -> Compiled:
    """Compiles a kernel for ``gpu`` (sm_80 ... sm_121) as ``tile-compile``
    does: ``emit`` is the last stage (``nvvm``, ``llvm``, ``ptx`` or
    ``cubin``), ``debug`` ``none``, ``lineinfo`` or ``full``, ``remarks``
    ``none``, ``all``, ``memory`` or ``tensorcore`` (their text in
    ``Compiled.remarks``); ``num_warps`` 0 takes the kernels'
    ``num_worker_warps_per_cta`` hint, else chooses from the tile sizes."""
    data, name = _read(source)
    out = _native.compile(data, name, gpu, opt_level, emit, num_warps, debug, remarks)
    kernels = [KernelInfo(k["name"], k["threads_per_block"], tuple(k["cluster_dims"]), k["dynamic_shared_bytes"])
               for k in out["kernels"]]
    return Compiled(out["nvvm"], out["llvm"], out["ptx"], out["cubin"], kernels, out["remarks"])


def _grid(grid) -> list:
    dims = [grid] if isinstance(grid, (int, np.integer)) else list(grid)
    if not 1 <= len(dims) <= 3 or not all(isinstance(d, (int, np.integer)) for d in dims):
        raise ValueError(f"grid is 1 to 3 ints, got {grid!r}")
    if any(d < 1 for d in dims):
        raise ValueError(f"grid dimensions must be at least 1, got {grid!r}")
    return [int(d) for d in dims] + [1] * (3 - len(dims))


def _argument(i: int, arg):
    if isinstance(arg, np.ndarray):
        if arg.dtype.byteorder == ">" or (arg.dtype.byteorder == "=" and np.little_endian is False):
            raise ValueError(f"argument {i}: big-endian arrays are not supported (use .astype('<...'))")
        if arg.dtype.kind not in "biuf":
            raise ValueError(f"argument {i}: arrays of {arg.dtype} are not supported (bool, ints, uints, "
                             "float16/32/64; bfloat16 and float8 as their bits in uint16/uint8)")
        contiguous = np.ascontiguousarray(arg)
        return (contiguous.dtype.newbyteorder("<").str if contiguous.dtype.itemsize > 1 else contiguous.dtype.str,
                list(contiguous.shape), contiguous.tobytes())
    if isinstance(arg, (bool, np.bool_)):
        return bool(arg)
    if isinstance(arg, (int, np.integer)):
        return int(arg)
    if isinstance(arg, (float, np.floating)):
        return float(arg)
    raise TypeError(f"argument {i}: a kernel takes NumPy arrays and numbers, got {type(arg).__name__}")


def run(kernel: Source, grid, *args, entry: str | None = None, backend: str = "interp") -> str:
    """Runs entry ``entry`` (the module's only one by default) on ``grid``
    tile blocks: ``backend="interp"``, the reference interpreter on this
    machine; ``"gpu"``, compiled for device 0 and launched there. Array
    arguments are written back in place. Returns what the kernel printed.
    Out-of-bounds accesses and the undefined behaviour the spec names raise
    ``TileError`` naming the operation."""
    if backend not in ("interp", "gpu"):
        raise ValueError(f"backend is 'interp' or 'gpu', got {backend!r}")
    data, name = _read(kernel)
    converted = [_argument(i + 1, a) for i, a in enumerate(args)]
    printed, arrays = _native.run(data, name, _grid(grid), converted, entry, backend == "gpu")
    results = iter(arrays)
    for arg in args:
        if isinstance(arg, np.ndarray):
            after = np.frombuffer(next(results), dtype=arg.dtype.newbyteorder("<") if arg.dtype.itemsize > 1
                                  else arg.dtype).reshape(arg.shape)
            if arg.flags.writeable:
                np.copyto(arg, after)
            elif not np.array_equal(arg, after, equal_nan=arg.dtype.kind == "f"):
                raise ValueError("the kernel wrote to a read-only array argument")
    return printed


# cuTile (cuda.tile) is imported only when a cuTile kernel is run.
from .cutile import export_cutile, run_cutile  # noqa: E402
