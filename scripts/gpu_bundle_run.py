#!/usr/bin/env python3
"""Runs the GPU check bundle (scripts/gpu-bundle.sh builds it) on a machine
with a CUDA driver but without LLVM, MLIR or this crate.

For every case: our sm_90 cubin and, where there is one, tileiras' sm_90
cubin are loaded through the driver (ctypes on libcuda: nothing to install,
nothing that cupy or cuda-python would add), launched on the bundled inputs
and compared with the interpreter's results with the harness' tolerances
(tests/gpu_differential.rs, `compare`); then each is timed with CUDA events,
and the GEMMs against cuBLAS through torch.matmul. A table of the times, a
second one at realistic sizes for the corpus kernels (timing only), and the
line "gpu_bundle: N passed, N failed, N skipped" (one test per cubin, plus
cuBLAS's product for the GEMMs).

    python3 scripts/gpu_bundle_run.py [--dry] [--only NAME] [--no-big] [--report FILE] [--timeout S] BUNDLE_DIR

--dry does everything but the driver calls: reads every cubin's ELF (kernel
symbol, parameter layout, threads, shared memory), packs each launch's
parameter buffer, loads every array and checks the comparison on the
reference itself (must pass) and on the untouched inputs (must fail wherever
the kernel writes something). Needs nothing beyond Python's standard library.

Each launch runs in a child process, so a kernel that faults (a sticky
error kills its CUDA context) or hangs costs only its own row.

How the two kinds of cubin are launched:
- ours: one CTA per tile block; block = (threads, 1, 1), the kernel's
  `.reqntid`; dynamic shared memory as compiled (opted in above 48 KiB);
  parameters as `runtime::run_host` passes them.
- tileiras': grid = the tile grid, block = (1, 1, 1) and no dynamic shared
  memory, as NVIDIA launches tile kernels (cuda-tile's README example,
  cuTile, CUDA Tile C++ `<<<grid, 1>>>`): the driver recognises a tile
  kernel and supplies the CTA shape itself (the cubin's REQNTID: 32 to
  256). Its parameters are the entry's own, laid out as ours (pointer, then
  extents, then strides); where the kernel uses TMA, the parameter bank is
  larger (CBANK_PARAM_SIZE): the tensor maps that follow are written by the
  x86-64 host program tileiras puts in the cubin's `.nv.host` section, which
  the driver runs at launch. Its kernel symbol is the entry's name with a
  mangled signature appended (`vector_add_Kt2_A1f32_...`).
Where the driver refuses a cubin (older than the ptxas 13.5 or tileiras 13.5
that made it), ours is loaded from its PTX and tileiras' from our bytecode of
the kernel, which the driver compiles itself; the row says so.
"""

import ast
import ctypes
import json
import os
import struct
import subprocess
import sys
import time

# ---- .npy ----


def read_npy(path):
    """(dtype descr, shape, raw little-endian bytes) of a C-order .npy."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        raise ValueError(f"{path}: not a .npy file")
    major = data[6]
    if major == 1:
        (hlen,), start = struct.unpack_from("<H", data, 8), 10
    else:
        (hlen,), start = struct.unpack_from("<I", data, 8), 12
    header = ast.literal_eval(data[start:start + hlen].decode("latin1"))
    if header.get("fortran_order"):
        raise ValueError(f"{path}: Fortran order is not supported")
    descr, shape = header["descr"], tuple(header["shape"])
    body = data[start + hlen:]
    n = 1
    for d in shape:
        n *= d
    if len(body) != n * int(descr[2:]):
        raise ValueError(f"{path}: {len(body)} bytes of data for {shape} of {descr}")
    return descr, shape, body


# ---- Cubins (ELF) ----

EIATTR_REQNTID = 0x10
EIATTR_KPARAM_INFO = 0x17
EIATTR_CBANK_PARAM_SIZE = 0x19
EIATTR_KPARAM_INFO_V2 = 0x45


class Cubin:
    """What a launch needs to know of a cubin, read from its ELF: kernel
    symbols, and per kernel its parameters (offset and size, from
    EIATTR_KPARAM_INFO), the parameter bank size, the required threads per
    CTA and the static shared memory."""

    def __init__(self, path):
        self.path = path
        with open(path, "rb") as f:
            self.data = data = f.read()
        if data[:4] != b"\x7fELF" or data[4] != 2:
            raise ValueError(f"{path}: not a 64-bit ELF cubin")
        (shoff,) = struct.unpack_from("<Q", data, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
        headers = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
        names = headers[shstrndx][4]
        self.sections = {}
        for h in headers:
            name = data[names + h[0]:data.index(b"\0", names + h[0])].decode()
            self.sections[name] = h
        self.kernels = []
        symtab = self.sections.get(".symtab")
        if symtab:
            strtab = headers[symtab[6]][4]
            for off in range(symtab[4], symtab[4] + symtab[5], 24):
                st_name, st_info, _, shndx, _, _ = struct.unpack_from("<IBBHQQ", data, off)
                name = data[strtab + st_name:data.index(b"\0", strtab + st_name)].decode()
                if st_info & 0xF == 2 and ".nv.info." + name in self.sections:
                    self.kernels.append(name)

    def section(self, name):
        h = self.sections.get(name)
        return None if h is None else self.data[h[4]:h[4] + h[5]]

    def resolve(self, entry):
        """The kernel symbol of entry `entry`: its name, or (tileiras) its
        name followed by a mangled signature."""
        if entry in self.kernels:
            return entry
        found = [k for k in self.kernels if k.startswith(entry + "_")]
        if len(found) != 1:
            raise ValueError(f"{self.path}: no single kernel for entry '{entry}' (kernels: {', '.join(self.kernels)})")
        return found[0]

    def kernel(self, name):
        info = self.section(".nv.info." + name)
        if info is None:
            raise ValueError(f"{self.path}: no .nv.info for {name}")
        params, reqntid, bank = {}, None, None
        i = 0
        while i + 4 <= len(info):
            fmt, attr = info[i], info[i + 1]
            if fmt == 4:  # a sized value
                (size,) = struct.unpack_from("<H", info, i + 2)
                value, i = info[i + 4:i + 4 + size], i + 4 + size
                if attr in (EIATTR_KPARAM_INFO, EIATTR_KPARAM_INFO_V2):
                    _, ordinal, offset, word = struct.unpack("<IHHI", value)
                    # KPARAM_INFO keeps the size in bits 18-31 of its last
                    # word; the V2 record in the low 16 bits.
                    nbytes = (word >> 18) & 0x3FFF if attr == EIATTR_KPARAM_INFO else word & 0xFFFF
                    params[ordinal] = (offset, nbytes)
                elif attr == EIATTR_REQNTID:
                    reqntid = struct.unpack("<III", value[:12])
            else:  # a 16-bit value, or none
                (value,) = struct.unpack_from("<H", info, i + 2)
                i += 4
                if attr == EIATTR_CBANK_PARAM_SIZE:
                    bank = value
        if sorted(params) != list(range(len(params))):
            raise ValueError(f"{self.path}: {name}: parameter ordinals {sorted(params)} are not 0..n-1")
        layout = [params[k] for k in range(len(params))]
        end = 0
        for k, (offset, nbytes) in enumerate(layout):
            if nbytes not in (1, 2, 4, 8) or offset % nbytes or offset < end:
                raise ValueError(f"{self.path}: {name}: parameter {k} at byte {offset} of {nbytes} bytes")
            end = offset + nbytes
        if bank is not None and end > bank:
            raise ValueError(f"{self.path}: {name}: parameters end at byte {end}, past the bank's {bank}")
        shared = self.sections.get(".nv.shared." + name)
        return {
            "symbol": name,
            "params": layout,
            "param_bank": bank,
            "reqntid": reqntid,
            "static_shared": shared[5] if shared else 0,
            "host_program": ".nv.host" in self.sections,
        }


# ---- Launch plans ----

# sm_90: the most shared memory one CTA may have (opted in), in bytes.
MAX_SHARED = 227 * 1024
SCALAR_BYTES = {"i32": 4, "f32": 4, "i64": 8, "f64": 8}


class Variant:
    """One cubin of a case, ready to launch: kernel symbol, launch shape and
    the parameter values (a buffer's device address is filled in later)."""

    def __init__(self, bundle, meta, which):
        spec = meta[which]
        if "error" in spec:
            raise Skip(spec["error"])
        self.which = which
        self.cubin = Cubin(os.path.join(bundle, meta["name"], spec["cubin"]))
        self.kernel = self.cubin.kernel(self.cubin.resolve(meta["entry"]))
        self.grid = tuple(meta["grid"])
        self.block = tuple(spec["block"])
        self.shared = spec["dynamic_shared_bytes"]
        params, layout = meta["params"], self.kernel["params"]
        if len(params) != len(layout):
            raise ValueError(f"{which}: the cubin's kernel takes {len(layout)} parameters, the case passes {len(params)}")
        for k, (p, (_, nbytes)) in enumerate(zip(params, layout)):
            if p["kind"] == "buffer" and nbytes != 8:
                raise ValueError(f"{which}: parameter {k} is a pointer but has {nbytes} bytes in the cubin")
            # Narrow integer parameters take the low bytes of an i32, as the
            # runtime passes them.
            if p["kind"] != "buffer" and nbytes > SCALAR_BYTES[p["kind"]]:
                raise ValueError(f"{which}: parameter {k} ({p['kind']}) has {nbytes} bytes in the cubin")
        if any(g < 1 for g in self.grid) or self.grid[0] >= 2**31 or max(self.grid[1:]) > 65535:
            raise ValueError(f"{which}: grid {self.grid} out of range")
        # A kernel compiled with a cluster shape (.reqnctapercluster) is
        # launched as usual; the driver forms the clusters, which the grid
        # must tile.
        self.cluster = tuple(spec.get("cluster", (1, 1, 1)))
        if any(g % c for g, c in zip(self.grid, self.cluster)):
            raise ValueError(f"{which}: grid {self.grid} is not a whole number of clusters {self.cluster}")
        reqntid = self.kernel["reqntid"]
        if which == "ours":
            threads = self.block[0] * self.block[1] * self.block[2]
            if reqntid and reqntid[0] * reqntid[1] * reqntid[2] != threads:
                raise ValueError(f"ours: block {self.block} but the kernel requires {reqntid}")
            if self.kernel["static_shared"] + self.shared > MAX_SHARED:
                raise ValueError(f"ours: {self.kernel['static_shared']} + {self.shared} bytes of shared memory")
        elif self.block != (1, 1, 1) or self.shared:
            raise ValueError("tileiras: a tile kernel is launched with a 1x1x1 block and no dynamic shared memory")
        self.params = params
        # tileiras': the bytecode, which the driver compiles where it refuses
        # the cubin. Its kernel may then go by the entry's own name.
        self.entry, self.bytecode = meta["entry"], None
        if "bytecode" in spec:
            with open(os.path.join(bundle, meta["name"], spec["bytecode"]), "rb") as f:
                self.bytecode = f.read()
            if not self.bytecode.startswith(b"\x7fTileIR\0"):
                raise ValueError(f"{which}: {spec['bytecode']} is not tile IR bytecode")
        # PTX (ours): NUL-terminated for cuModuleLoadData, naming the kernel.
        self.ptx = None
        if "ptx" in spec:
            with open(os.path.join(bundle, meta["name"], spec["ptx"]), "rb") as f:
                self.ptx = f.read() + b"\0"
            if b".entry " + self.kernel["symbol"].encode() + b"(" not in self.ptx:
                raise ValueError(f"{which}: the PTX has no .entry {self.kernel['symbol']}")

    def pack(self, addresses):
        """The value of each parameter, as many bytes as the cubin gives it."""
        out = []
        for p, (_, nbytes) in zip(self.params, self.kernel["params"]):
            bits = addresses[p["array"]] if p["kind"] == "buffer" else p["bits"]
            out.append(struct.pack("<Q", bits)[:nbytes])
        return out

    def describe(self):
        k = self.kernel
        bank = f", bank {k['param_bank']} B" if k["param_bank"] is not None else ""
        return (f"{self.which}: {k['symbol']} grid {self.grid} block {self.block} "
                f"dyn smem {self.shared} B, static smem {k['static_shared']} B, "
                f"{len(k['params'])} params in {sum(n for _, n in k['params'])} B{bank}, "
                f"reqntid {k['reqntid']}")


class Skip(Exception):
    pass


# ---- Comparison (tests/gpu_differential.rs, `compare`) ----

FLOAT_CODES = {"<f2": "e", "<f4": "f", "<f8": "d"}
INT_CODES = {"|i1": "b", "|u1": "B", "|b1": "B", "<i2": "h", "<u2": "H", "<i4": "i", "<u4": "I", "<i8": "q", "<u8": "Q"}


def elements(descr, body):
    n = len(body) // int(descr[2:])
    code = FLOAT_CODES.get(descr) or INT_CODES.get(descr)
    if code is None:
        raise ValueError(f"unsupported dtype {descr}")
    return struct.unpack(f"<{n}{code}", body)


def compare(array, got, want, stats):
    """None, or what differs: integers exactly; floats bit for bit (NaNs
    need only both be NaN) unless the check is `near`: |got - want| <= abs +
    rel * |want|, infinities equal."""
    descr, check = array["dtype"], array["check"]
    g, w = elements(descr, got), elements(descr, want)
    size = int(descr[2:])
    is_float = descr in FLOAT_CODES
    wrong, first = 0, None
    for k, (x, y) in enumerate(zip(g, w)):
        if not is_float:
            ok = x == y
        elif x != x or y != y:
            ok = x != x and y != y
        elif isinstance(check, dict):
            if abs(x) == float("inf") or abs(y) == float("inf"):
                ok = x == y
            else:
                e = abs(x - y)
                stats["abs"] = max(stats["abs"], e)
                if y != 0:
                    stats["rel"] = max(stats["rel"], e / abs(y))
                ok = e <= check["abs"] + check["rel"] * abs(y)
        else:
            ok = got[k * size:(k + 1) * size] == want[k * size:(k + 1) * size]
        if not ok:
            wrong += 1
            if first is None:
                first = f"[{k}] = {x!r}, reference {y!r}"
    if wrong:
        return f"{wrong} of {len(w)} elements of '{array['name']}' differ, first {first}"
    return None


def load_case(bundle, name):
    with open(os.path.join(bundle, name, "meta.json")) as f:
        meta = json.load(f)
    arrays = []
    for a in meta["arrays"]:
        d_in, s_in, inputs = read_npy(os.path.join(bundle, name, a["input"]))
        d_ref, s_ref, reference = read_npy(os.path.join(bundle, name, a["reference"]))
        if (d_in, s_in) != (a["dtype"], tuple(a["shape"])) or (d_ref, s_ref) != (d_in, s_in):
            raise ValueError(f"{name}: {a['name']}: the .npy files do not hold {a['dtype']} {a['shape']}")
        arrays.append((a, inputs, reference))
    for p in meta["params"]:
        if p["kind"] == "buffer" and not 0 <= p["array"] < len(arrays):
            raise ValueError(f"{name}: a parameter names array {p['array']} of {len(arrays)}")
    return meta, arrays


# ---- The CUDA driver, through ctypes ----


class CudaError(Exception):
    pass


class Driver:
    def __init__(self):
        self.lib = ctypes.CDLL("libcuda.so.1")
        self.call("cuInit", 0)
        dev = ctypes.c_int()
        self.call("cuDeviceGet", ctypes.byref(dev), 0)
        self.device = dev.value
        ctx = ctypes.c_void_p()
        self.call("cuDevicePrimaryCtxRetain", ctypes.byref(ctx), self.device)
        self.call("cuCtxSetCurrent", ctx)

    def call(self, name, *args):
        result = getattr(self.lib, name)(*args)
        if result != 0:
            text = ctypes.c_char_p()
            self.lib.cuGetErrorName(result, ctypes.byref(text))
            raise CudaError(f"{name}: {(text.value or b'?').decode()} ({result})")

    def attribute(self, attr):
        v = ctypes.c_int()
        self.call("cuDeviceGetAttribute", ctypes.byref(v), attr, self.device)
        return v.value

    def describe(self):
        name = ctypes.create_string_buffer(256)
        self.call("cuDeviceGetName", name, 256, self.device)
        version = ctypes.c_int()
        self.call("cuDriverGetVersion", ctypes.byref(version))
        major, minor = self.attribute(75), self.attribute(76)  # compute capability
        v = version.value
        return f"{name.value.decode()}, sm_{major}{minor}, driver API {v // 1000}.{v % 1000 // 10}"

    def alloc(self, data):
        ptr = ctypes.c_uint64()
        self.call("cuMemAlloc_v2", ctypes.byref(ptr), ctypes.c_size_t(max(len(data), 1)))
        self.call("cuMemcpyHtoD_v2", ptr, ctypes.c_char_p(data), ctypes.c_size_t(len(data)))
        return ptr.value

    def download(self, ptr, n):
        out = ctypes.create_string_buffer(n)
        self.call("cuMemcpyDtoH_v2", out, ctypes.c_uint64(ptr), ctypes.c_size_t(n))
        return out.raw

    def function(self, variant):
        """The variant's kernel, from its cubin or, where the driver refuses
        the cubin (older than the ptxas that made it), from its PTX; and a
        note saying which."""
        module, note = ctypes.c_void_p(), ""
        try:
            self.call("cuModuleLoadData", ctypes.byref(module), ctypes.c_char_p(variant.cubin.data))
        except CudaError as e:
            fallback = variant.ptx or variant.bytecode
            if fallback is None:
                raise
            self.call("cuModuleLoadData", ctypes.byref(module), ctypes.c_char_p(fallback))
            note = f"cubin refused ({e}), loaded from {'PTX' if variant.ptx else 'bytecode (driver JIT)'}"
        shared = variant.shared
        func = ctypes.c_void_p()
        try:
            self.call("cuModuleGetFunction", ctypes.byref(func), module, variant.kernel["symbol"].encode())
        except CudaError:
            if not note:
                raise
            self.call("cuModuleGetFunction", ctypes.byref(func), module, variant.entry.encode())
        if shared > 48 * 1024:  # above 48 KiB a kernel must opt in
            self.call("cuFuncSetAttribute", func, 8, shared)  # MAX_DYNAMIC_SHARED_SIZE_BYTES
        return func, note

    def launch(self, func, grid, block, shared, packed):
        # kernelParams: one pointer per parameter, to that parameter's bytes.
        holders = [ctypes.create_string_buffer(b, len(b)) for b in packed]
        params = (ctypes.c_void_p * max(len(holders), 1))(*[ctypes.cast(h, ctypes.c_void_p) for h in holders])
        self.call("cuLaunchKernel", func, *[ctypes.c_uint(v) for v in grid + block], ctypes.c_uint(shared),
                  None, params, None)

    def sync(self):
        self.call("cuCtxSynchronize")

    def time_launches(self, func, grid, block, shared, packed):
        """(microseconds per launch, how measured): CUDA events around a
        CUDA graph of many launches, so that the host's launch overhead
        (Python's included) does not count; plain back-to-back launches
        where a graph cannot be made."""
        holders = [ctypes.create_string_buffer(b, len(b)) for b in packed]
        params = (ctypes.c_void_p * max(len(holders), 1))(*[ctypes.cast(h, ctypes.c_void_p) for h in holders])
        dims = [ctypes.c_uint(v) for v in grid + block] + [ctypes.c_uint(shared)]
        stream = ctypes.c_void_p()
        self.call("cuStreamCreate", ctypes.byref(stream), 1)  # non-blocking

        def launch():
            self.call("cuLaunchKernel", func, *dims, stream, params, None)

        for _ in range(3):
            launch()
        self.call("cuStreamSynchronize", stream)
        t = time.perf_counter()
        launch()
        self.call("cuStreamSynchronize", stream)
        once = max(time.perf_counter() - t, 1e-6)
        n = int(min(max(0.05 / once, 20), 1000))
        start, stop = ctypes.c_void_p(), ctypes.c_void_p()
        self.call("cuEventCreate", ctypes.byref(start), 0)
        self.call("cuEventCreate", ctypes.byref(stop), 0)
        try:
            graph, graph_exec = ctypes.c_void_p(), ctypes.c_void_p()
            self.call("cuStreamBeginCapture_v2", stream, 2)  # CU_STREAM_CAPTURE_MODE_RELAXED
            try:
                for _ in range(n):
                    launch()
            finally:
                self.call("cuStreamEndCapture", stream, ctypes.byref(graph))
            self.call("cuGraphInstantiateWithFlags", ctypes.byref(graph_exec), graph, ctypes.c_ulonglong(0))
            self.call("cuGraphLaunch", graph_exec, stream)  # warm-up
            run, how = (lambda: self.call("cuGraphLaunch", graph_exec, stream)), "graph"
        except CudaError:
            self.call("cuStreamSynchronize", stream)
            run, how = (lambda: [launch() for _ in range(n)]), "loop"
        self.call("cuEventRecord", start, stream)
        run()
        self.call("cuEventRecord", stop, stream)
        self.call("cuEventSynchronize", stop)
        ms = ctypes.c_float()
        try:
            self.call("cuEventElapsedTime_v2", ctypes.byref(ms), start, stop)
        except (CudaError, AttributeError):  # drivers before 12.8
            self.call("cuEventElapsedTime", ctypes.byref(ms), start, stop)
        return ms.value * 1000.0 / n, how


def first_launch(drv, func, variant, packed):
    """Launches once; returns a note where the launch shape had to change."""
    try:
        drv.launch(func, variant.grid, variant.block, variant.shared, packed)
        return ""
    except CudaError as e:
        # A driver that does not know tile kernels refuses the 1x1x1 block:
        # say so, and try the CTA shape the cubin requires, which works
        # where the kernel needs no tensor maps from the host program.
        if variant.which != "tileiras" or not variant.kernel["reqntid"]:
            raise
        variant.block = tuple(variant.kernel["reqntid"])
        drv.launch(func, variant.grid, variant.block, variant.shared, packed)
        return f"1x1x1 refused ({e}), launched with block {variant.block}"


def run_one(bundle, name, which):
    """Child process: launch one variant of one case, compare, time. Returns
    a dict for the parent."""
    meta, arrays = load_case(bundle, name)
    variant = Variant(bundle, meta, which)
    drv = Driver()
    func, loaded = drv.function(variant)
    addresses = [drv.alloc(inputs) for _, inputs, _ in arrays]
    packed = variant.pack(addresses)
    note = "; ".join(n for n in (loaded, first_launch(drv, func, variant, packed)) if n)
    drv.sync()
    stats = {"abs": 0.0, "rel": 0.0}
    errors = []
    for (a, inputs, reference), ptr in zip(arrays, addresses):
        e = compare(a, drv.download(ptr, len(inputs)), reference, stats)
        if e:
            errors.append(e)
    result = {"ok": not errors, "error": "; ".join(errors + ([note] if note else [])), "us": None,
              "timed": "not timed", "abs": stats["abs"], "rel": stats["rel"], "device": drv.describe()}
    # The comparison goes out first: should the repeated launches hang (a
    # kernel whose state does not reset), the parent still has it.
    print(json.dumps(result), flush=True)
    try:
        result["us"], result["timed"] = drv.time_launches(func, variant.grid, variant.block, variant.shared, packed)
    except CudaError as e:
        result["timed"] = f"no timing: {e}"
    if note:
        result["timed"] += f"; {note}"
    return result


def run_cublas(bundle, name):
    """Child process: torch.matmul (cuBLAS) on the GEMM's own operands: its
    time in their own type (f16 in, f16 out, f32 accumulation), and whether
    its f32 product (TF32 off) agrees with the reference within the case's
    tolerance (an f16 result would be rounded past it)."""
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False

    meta, arrays = load_case(bundle, name)
    (a, ai, _), (b, bi, _), (c, _, cref) = arrays[:3]
    dtypes = {"<f2": torch.float16, "<f4": torch.float32}
    ta = torch.frombuffer(bytearray(ai), dtype=dtypes[a["dtype"]]).reshape(a["shape"]).cuda()
    tb = torch.frombuffer(bytearray(bi), dtype=dtypes[b["dtype"]]).reshape(b["shape"]).cuda()
    out = torch.matmul(ta.float(), tb.float()).to(dtypes[c["dtype"]])
    torch.cuda.synchronize()
    stats = {"abs": 0.0, "rel": 0.0}
    error = compare(c, out.cpu().numpy().tobytes(), cref, stats)
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(3):
        torch.matmul(ta, tb)
    n = 200
    start.record()
    for _ in range(n):
        torch.matmul(ta, tb)
    stop.record()
    torch.cuda.synchronize()
    return {"ok": error is None, "error": error or "", "us": start.elapsed_time(stop) * 1000.0 / n,
            "abs": stats["abs"], "rel": stats["rel"]}


# ---- Timing at realistic sizes ----

# For the corpus kernels, sizes worth timing and the grid each needs (the
# kernels' tile shapes: vector_add and reduce_sum_atomic 1024 elements per
# block, transpose 64x64, softmax 16 rows, layernorm one row, gemm 128x128
# blocks of C in one dimension). Shapes are per array, in the bundle's order.
def cdiv(a, b):
    return -(-a // b)


BIG = {
    "corpus_vector_add": lambda: ([(1 << 24,)] * 3, (cdiv(1 << 24, 1024), 1, 1)),
    "corpus_transpose": lambda: ([(8192, 8192)] * 2, (128, 128, 1)),
    "corpus_softmax": lambda: ([(65536, 128)] * 2, (65536 // 16, 1, 1)),
    "corpus_layernorm_fwd": lambda: ([(4096, 4096), (4096,), (4096,), (4096, 4096), (4096,), (4096,)], (4096, 1, 1)),
    "corpus_reduce_sum_atomic": lambda: ([(1 << 24,), (1,)], (cdiv(1 << 24, 1024), 1, 1)),
    "corpus_gemm_f16_f32": lambda: ([(4096, 4096)] * 3, (cdiv(4096, 128) * cdiv(4096, 128), 1, 1)),
}


def row_major(shape):
    strides, n = [], 1
    for d in reversed(shape):
        strides.insert(0, n)
        n *= d
    return strides


def resized_params(meta, shapes):
    """The case's parameters for arrays of `shapes`: an array's extents and
    strides follow its pointer (the calling convention) where the entry takes
    them; those are replaced, every other value kept."""
    params, out, k = meta["params"], [], 0
    while k < len(params):
        p = params[k]
        out.append(p)
        k += 1
        if p["kind"] != "buffer":
            continue
        old = meta["arrays"][p["array"]]["shape"]
        new = list(shapes[p["array"]])
        dims = [q.get("bits") for q in params[k:k + 2 * len(old)]]
        if dims == old + row_major(old):
            out += [{"kind": "i32", "bits": v} for v in new + row_major(new)]
            k += 2 * len(old)
    return out


def random_bytes(descr, n, seed):
    """n elements in [-1, 1) (NumPy where installed, else a fixed pattern)."""
    try:
        import numpy

        r = numpy.random.default_rng(seed).uniform(-1.0, 1.0, n)
        return r.astype({"<f2": numpy.float16, "<f4": numpy.float32}[descr]).tobytes()
    except ImportError:
        # 4096 values, repeated: packing millions one by one takes minutes.
        m = min(n, 4096)
        block = struct.pack(f"<{m}{FLOAT_CODES[descr]}", *[((k * 37 + seed) % 256) / 128.0 - 1.0 for k in range(m)])
        return block * (n // m) + block[:(n % m) * int(descr[2:])]


def run_big(bundle, name, which):
    """Child process: times one variant of a corpus kernel at a realistic size."""
    meta, _ = load_case(bundle, name)
    shapes, grid = BIG[name]()
    if which == "cublas":
        import torch

        (m, k), (_, n) = shapes[0], shapes[1]
        a = torch.rand(m, k, dtype=torch.float16, device="cuda") * 2 - 1
        b = torch.rand(k, n, dtype=torch.float16, device="cuda") * 2 - 1
        for _ in range(3):
            torch.matmul(a, b)
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(20):
            torch.matmul(a, b)
        stop.record()
        torch.cuda.synchronize()
        return {"ok": True, "us": start.elapsed_time(stop) * 1000.0 / 20, "timed": "torch events"}
    meta = dict(meta, grid=list(grid), params=resized_params(meta, shapes))
    variant = Variant(bundle, meta, which)
    drv = Driver()
    func, loaded = drv.function(variant)
    addresses = []
    for i, (a, shape) in enumerate(zip(meta["arrays"], shapes)):
        n = 1
        for d in shape:
            n *= d
        data = random_bytes(a["dtype"], n, i) if a["check"] == "input" else bytes(n * int(a["dtype"][2:]))
        addresses.append(drv.alloc(data))
    packed = variant.pack(addresses)
    note = "; ".join(n for n in (loaded, first_launch(drv, func, variant, packed)) if n)
    drv.sync()
    us, how = drv.time_launches(func, variant.grid, variant.block, variant.shared, packed)
    return {"ok": True, "us": us, "timed": f"{how}; {note}" if note else how}


def big_note(name):
    shapes, _ = BIG[name]()
    if "gemm" in name:
        (m, k), (_, n) = shapes[0], shapes[1]
        return f"{m}x{n}x{k}", 2.0 * m * n * k
    return "x".join(str(d) for d in shapes[0]), None


def is_gemm(meta):
    """A case whose first three arrays are A (MxK), B (KxN) and an output C (MxN)."""
    arrs = meta["arrays"]
    if "gemm" not in meta["name"] or len(arrs) < 3:
        return False
    a, b, c = (x["shape"] for x in arrs[:3])
    return len(a) == len(b) == len(c) == 2 and a[1] == b[0] and c == [a[0], b[1]] and arrs[2]["check"] != "input"


# ---- Dry mode ----


def dry_case(bundle, name):
    """Everything but the driver: returns (lines, passed, failed, skipped)."""
    lines, passed, failed, skipped = [], 0, 0, 0
    meta, arrays = load_case(bundle, name)
    written = [a for a, inputs, reference in arrays if inputs != reference]
    if not written:
        raise ValueError("no array differs between the inputs and the reference")
    for a, inputs, reference in arrays:
        stats = {"abs": 0.0, "rel": 0.0}
        e = compare(a, reference, reference, stats)
        if e:
            raise ValueError(f"the reference does not match itself: {e}")
        # A kernel that writes nothing must fail the comparison.
        if a in written and compare(a, inputs, reference, stats) is None:
            raise ValueError(f"untouched '{a['name']}' passes the comparison")
    metas = [meta]
    if name in BIG:
        # The realistic size must find every array's extents and strides.
        shapes, grid = BIG[name]()
        big = dict(meta, grid=list(grid), params=resized_params(meta, shapes))
        if len(shapes) != len(arrays) or len(big["params"]) != len(meta["params"]):
            raise ValueError("the realistic sizes do not fit the parameters")
        for k, (shape, a) in enumerate(zip(shapes, meta["arrays"])):
            i = [j for j, p in enumerate(meta["params"]) if p.get("array") == k][0]
            want = list(shape) + row_major(shape)
            if [p.get("bits") for p in big["params"][i + 1:i + 1 + len(want)]] != want:
                raise ValueError(f"no extents and strides of '{a['name']}' after its pointer")
        metas.append(big)
    for which in ("ours", "tileiras"):
        try:
            v = [Variant(bundle, m, which) for m in metas][0]
            # Fake device addresses, 256-byte aligned as cuMemAlloc's are.
            packed = v.pack([(k + 1) << 32 for k in range(len(arrays))])
            if [len(p) for p in packed] != [n for _, n in v.kernel["params"]]:
                raise ValueError("the packed parameters do not have the cubin's sizes")
            lines.append(f"  {v.describe()}")
            passed += 1
        except Skip as e:
            lines.append(f"  {which}: skipped: {e}")
            skipped += 1
        except (ValueError, KeyError, struct.error) as e:
            lines.append(f"  {which}: FAILED: {e}")
            failed += 1
    return lines, passed, failed, skipped


# ---- Main ----


def child(args, timeout):
    """Runs this script on one task in a child process; its JSON result."""
    try:
        p = subprocess.run([sys.executable, os.path.abspath(__file__), "--child"] + args,
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        # What it said before it was stopped (the comparison, where it got
        # that far) still counts.
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else e.stdout or ""
        lines = [line for line in out.splitlines() if line.startswith("{")]
        if not lines:
            return {"ok": False, "error": f"timed out after {timeout} s"}
        r = json.loads(lines[-1])
        r["timed"] = f"timing timed out after {timeout} s"
        return r
    for line in reversed(p.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    tail = (p.stderr.strip().splitlines() or ["no output"])[-1]
    return {"ok": False, "error": f"exit {p.returncode}: {tail}"}


def main(argv):
    if argv[:1] == ["--child"]:
        kind, bundle, name = argv[1:4]
        try:
            if kind.startswith("big-"):
                r = run_big(bundle, name, kind[4:])
            else:
                r = run_cublas(bundle, name) if kind == "cublas" else run_one(bundle, name, kind)
        except Skip as e:
            r = {"skip": str(e)}
        except Exception as e:  # reported in the parent's table
            r = {"ok": False, "error": f"{type(e).__name__}: {e}"}
        print(json.dumps(r))
        return 0
    dry = "--dry" in argv
    # Seconds one child (one cubin's launch, check and timing) may take.
    timeout = int(argv[argv.index("--timeout") + 1]) if "--timeout" in argv else 90
    only = argv[argv.index("--only") + 1] if "--only" in argv else None
    rest = [a for i, a in enumerate(argv) if not a.startswith("--") and (i == 0 or argv[i - 1] not in ("--only", "--report", "--timeout"))]
    if len(rest) != 1:
        print(__doc__.split("\n\n")[2])
        return 2
    bundle = rest[0]
    with open(os.path.join(bundle, "bundle.json")) as f:
        names = [n for n in json.load(f)["cases"] if only in (None, n)]
    passed = failed = skipped = 0
    if dry:
        for name in names:
            try:
                lines, p, f, s = dry_case(bundle, name)
            except (ValueError, KeyError, OSError, struct.error) as e:
                lines, p, f, s = [f"  FAILED: {e}"], 0, 1, 0
            print(f"{name} (dry) ... {'ok' if f == 0 else 'FAILED'}")
            print("\n".join(lines))
            passed, failed, skipped = passed + p, failed + f, skipped + s
        print(f"gpu_bundle: {passed} passed, {failed} failed, {skipped} skipped (dry: {len(names)} cases, no launches)")
        return 1 if failed else 0

    # The device tool returns only the tail of the output; the whole report,
    # written as it goes (a run cut short keeps what it has), and every
    # result as JSON come back from $OUT, or go where --report says.
    report = argv[argv.index("--report") + 1] if "--report" in argv else None
    if report is None and os.environ.get("OUT"):
        report = os.path.join(os.environ["OUT"], "gpu_bundle_report.txt")

    def say(text=""):
        print(text if len(text) <= 400 else text[:400] + " ...", flush=True)
        if report:
            with open(report, "a") as f:
                f.write(text + "\n")

    rows, device = [], None
    for name in names:
        with open(os.path.join(bundle, name, "meta.json")) as f:
            meta = json.load(f)
        kinds = ["ours", "tileiras"] + (["cublas"] if is_gemm(meta) else [])
        results = {}
        for kind in kinds:
            r = child([kind, bundle, name], timeout=timeout)
            results[kind] = r
            if "skip" in r:
                skipped += 1
                state = f"skipped: {r['skip']}"
            elif r["ok"]:
                passed += 1
                t = f"{r['us']:.1f} us by {r.get('timed', 'events')}" if r.get("us") is not None else r.get("timed")
                state = f"ok ({t}, max abs {r['abs']:.2e}, max rel {r['rel']:.2e})"
            else:
                failed += 1
                state = f"FAILED: {r['error']}"
            say(f"{name} [{kind}] ... {state}")
            if "device" in r and not device:
                device = r["device"]
                say(f"device: {device}")
        rows.append((name, results))

    def cell(r):
        if r is None:
            return "-"
        if "skip" in r:
            return "skip"
        if not r["ok"]:
            return "FAIL"
        return f"{r['us']:.1f}" if r.get("us") is not None else "ok"

    say()
    header = f"{'case':28} {'ours us':>10} {'tileiras us':>12} {'ours/tileiras':>14} {'cuBLAS us':>10}"
    say(header)
    say("-" * len(header))
    for name, res in rows:
        ours, tir, blas = res.get("ours"), res.get("tileiras"), res.get("cublas")
        ratio = "-"
        if ours and tir and ours.get("us") and tir.get("us") and ours.get("ok") and tir.get("ok"):
            ratio = f"{ours['us'] / tir['us']:.2f}x"
        say(f"{name:28} {cell(ours):>10} {cell(tir):>12} {ratio:>14} {cell(blas):>10}")
    big_rows = {}
    if "--no-big" not in argv:
        say()
        header = f"{'at realistic sizes':28} {'size':>16} {'ours us':>10} {'tileiras us':>12} {'ours/tileiras':>14} {'cuBLAS us':>10}"
        say(header)
        say("-" * len(header))
        for name in [n for n in names if n in BIG]:
            size, flops = big_note(name)
            res = {}
            for kind in ["ours", "tileiras"] + (["cublas"] if flops else []):
                res[kind] = child(["big-" + kind, bundle, name], timeout=timeout)
                if not res[kind].get("ok") and "skip" not in res[kind]:
                    say(f"{name} [{kind}, {size}] ... {res[kind]['error']}")
            big_rows[name] = dict(res, size=size)
            ours, tir, blas = res.get("ours"), res.get("tileiras"), res.get("cublas")
            ratio = "-"
            if ours and tir and ours.get("us") and tir.get("us"):
                ratio = f"{ours['us'] / tir['us']:.2f}x"
            say(f"{name:28} {size:>16} {cell(ours):>10} {cell(tir):>12} {ratio:>14} {cell(blas):>10}")
            if flops:
                tf = [f"{k} {flops / r['us'] / 1e6:.1f}" for k, r in res.items() if r.get("us")]
                say(f"{'':28} TFLOP/s: {', '.join(tf)}")
    say(f"gpu_bundle: {passed} passed, {failed} failed, {skipped} skipped")
    if report:
        with open(os.path.join(os.path.dirname(report), "gpu_bundle_results.json"), "w") as f:
            json.dump({"device": device, "cases": dict(rows), "realistic_sizes": big_rows}, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
