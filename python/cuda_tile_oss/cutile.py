"""cuTile kernels (``@ct.kernel`` functions of NVIDIA's ``cuda.tile``) run
without a GPU: exported to bytecode by cuTile itself, for the arguments
given, and run on our reference interpreter (or a GPU)."""

from __future__ import annotations

import inspect
import io
import typing

import numpy as np

from . import run

_DTYPES = {
    np.dtype(np.bool_): "bool_", np.dtype(np.int8): "int8", np.dtype(np.int16): "int16",
    np.dtype(np.int32): "int32", np.dtype(np.int64): "int64", np.dtype(np.uint8): "uint8",
    np.dtype(np.uint16): "uint16", np.dtype(np.uint32): "uint32", np.dtype(np.uint64): "uint64",
    np.dtype(np.float16): "float16", np.dtype(np.float32): "float32", np.dtype(np.float64): "float64",
}

# The interpreter's buffers, and a GPU's allocations, start at addresses
# aligned far beyond this; cuTile's loads and stores widen up to 16 bytes.
_BASE_ALIGNMENT = 16


def _power_of_two_divisor(n: int, cap: int = 16) -> int:
    """The largest power of two up to `cap` dividing `n` (`cap` for 0)."""
    d = 1
    while d < cap and n % (2 * d) == 0:
        d *= 2
    return d


def _is_constant(annotation, ct) -> bool:
    marker = type(typing.get_args(ct.Constant[int])[1])
    return any(isinstance(m, marker) for m in getattr(annotation, "__metadata__", ()))


def _array_constraint(ct, compilation, name: str, array: np.ndarray, groups: tuple):
    if array.dtype not in _DTYPES:
        raise ValueError(f"parameter '{name}': arrays of {array.dtype} are not supported "
                         f"({', '.join(sorted(str(d) for d in _DTYPES))})")
    if array.ndim == 0:
        raise ValueError(f"parameter '{name}': a 0-d array is not an array argument (pass a number)")
    # run() passes a C-contiguous copy where the array is not: its strides
    # are the row-major ones.
    strides = [int(np.prod(array.shape[i + 1:], dtype=np.int64)) for i in range(array.ndim)]
    if max(list(array.shape) + strides) >= 2 ** 31:
        raise ValueError(f"parameter '{name}': extents and strides above 2^31 - 1 (32-bit indices) are not supported")
    return compilation.ArrayConstraint(
        getattr(ct, _DTYPES[array.dtype]), array.ndim, index_dtype=ct.int32, stride_lower_bound_incl=0,
        alias_groups=groups, may_alias_internally=False, base_addr_divisible_by=_BASE_ALIGNMENT,
        stride_constant=[None] * (array.ndim - 1) + [1],
        stride_divisible_by=[_power_of_two_divisor(s) for s in strides],
        shape_divisible_by=[_power_of_two_divisor(int(e)) for e in array.shape])


def _scalar_constraint(ct, compilation, name: str, value):
    if isinstance(value, (bool, np.bool_)):
        return compilation.ScalarConstraint(ct.bool_)
    if isinstance(value, (int, np.integer)):
        return compilation.ScalarConstraint(ct.int32 if -2 ** 31 <= int(value) < 2 ** 31 else ct.int64)
    if isinstance(value, np.floating):
        return compilation.ScalarConstraint(getattr(ct, _DTYPES[np.dtype(type(value))]))
    if isinstance(value, float):
        return compilation.ScalarConstraint(ct.float32)
    raise TypeError(f"parameter '{name}': a cuTile kernel takes NumPy arrays, numbers and (for ct.Constant "
                    f"parameters) constants, got {type(value).__name__}")


def export_cutile(kernel, *args) -> tuple[bytes, list]:
    """The bytecode cuTile exports for `kernel` called with `args` (NumPy
    arrays, numbers, constants), and the arguments the exported entry takes
    (the arrays and non-constant numbers, in order)."""
    import cuda.tile as ct
    from cuda.tile import compilation

    function = getattr(kernel, "_annotated_function", None)
    if function is None:
        raise TypeError(f"run_cutile takes a @ct.kernel function, got {type(kernel).__name__}")
    try:
        bound = function.pysig.bind(*args)
    except TypeError as e:
        raise TypeError(f"{function.pyfunc.__name__}: {e}") from None
    bound.apply_defaults()
    # Two arrays sharing memory may alias (an alias group of their own);
    # the others may not.
    names = list(bound.arguments)
    arrays = [n for n in names if isinstance(bound.arguments[n], np.ndarray)]
    groups = {n: set() for n in arrays}
    for i, a in enumerate(arrays):
        for b in arrays[i + 1:]:
            if np.shares_memory(bound.arguments[a], bound.arguments[b]):
                groups[a].add(f"{a}+{b}")
                groups[b].add(f"{a}+{b}")
    params, runtime = [], []
    for name, value in bound.arguments.items():
        annotation = function.pysig.parameters[name].annotation
        if _is_constant(annotation, ct):
            params.append(value)
        elif isinstance(value, np.ndarray):
            params.append(_array_constraint(ct, compilation, name, value, tuple(sorted(groups[name]))))
            runtime.append(value)
        else:
            params.append(_scalar_constraint(ct, compilation, name, value))
            runtime.append(value)
    signature = compilation.KernelSignature(params, compilation.CallingConvention.cutile_python_v1())
    signature = signature.with_mangled_symbol(function.pyfunc.__name__)
    buf = io.BytesIO()
    compilation.export_kernel(kernel, [signature], buf, output_format="tileir_bytecode", bytecode_version="13.3")
    return buf.getvalue(), runtime


def run_cutile(kernel, grid, *args, backend: str = "interp") -> str:
    """Runs a cuTile kernel on `grid` tile blocks as ``ct.launch(stream,
    grid, kernel, args)`` would, without a GPU: cuTile exports it for these
    arguments (their dtypes and ranks; 16-byte aligned, C-contiguous, the
    divisibility of their extents and strides), then ``run`` executes it on
    the interpreter (``backend="gpu"``: on the GPU). Arrays are updated in
    place; returns what the kernel printed. cuTile's errors (types, shapes)
    come as its exceptions; the kernel's out-of-bounds accesses and
    undefined behaviour as ``TileError``."""
    bytecode, runtime = export_cutile(kernel, *args)
    return run(bytecode, grid, *runtime, backend=backend)
