//! The host emulation of sm_90's asynchronous tensor copies — mbarrier
//! init / arrive.expect_tx / try_wait.parity, TMA tile loads
//! (cp.async.bulk.tensor) through tensor maps the kernel builds from a
//! zeroed shared object with tensormap.replace and copies to global memory
//! with tensormap.cp_fenceproxy, %smid / %nsmid — each run in a hand-written
//! LLVM + NVVM module on the emulator, against results worked out here from
//! the PTX ISA (the mbarrier's phase, arrival and tx-count rules; the tile
//! box and its out-of-bounds fill; the swizzle patterns) and the CUDA
//! driver's rules for a valid tensor map, never from the emulation's code.

use cuda_tile::emulate::{emulate_module, Emulation};

// ---------------------------------------------------------------------------
// Running a module

fn run(module: &str, threads: u32, buffers: &mut [&mut [u8]]) -> Result<String, String> {
    emulate_module(module, "k", [1, 1, 1], threads, Emulation { concurrent_ctas: 1, store_delay_us: 0 }, buffers)
}

/// `len` bytes at an `align`-byte aligned address (TMA needs a 16-byte
/// aligned tensor and a 64-byte aligned map).
struct Aligned {
    storage: Vec<u8>,
    at: usize,
    len: usize,
}

impl Aligned {
    fn new(len: usize, align: usize) -> Self {
        let storage = vec![0u8; len + align];
        let at = (align - storage.as_ptr() as usize % align) % align;
        Aligned { storage, at, len }
    }
    fn bytes(&mut self) -> &mut [u8] {
        &mut self.storage[self.at..self.at + self.len]
    }
}

// ---------------------------------------------------------------------------
// Tensor maps, built on the device as the lowering does (Utils/TensorMapPtx.h)

/// elemtype values of tensormap.replace (PTX ISA, "Tensormap new_val validity").
const U8: u32 = 0;
const U16: u32 = 1;
const U32: u32 = 2;

#[derive(Clone)]
struct MapSpec {
    elemtype: u32,
    /// global_dim, box_dim, element_stride: innermost first.
    dims: Vec<u32>,
    boxes: Vec<u32>,
    element_strides: Vec<u32>,
    /// global_stride of dimensions 1.. in bytes (ordinal d is dimension d + 1).
    strides: Vec<u64>,
    swizzle: u32,
    interleave: u32,
    fill: u32,
    /// Added to the tensor's address.
    address_offset: i64,
    /// None: the rank field is never set.
    rank: Option<u32>,
}

impl MapSpec {
    fn tile(elemtype: u32, dims: &[u32], strides: &[u64], boxes: &[u32]) -> Self {
        MapSpec {
            elemtype,
            dims: dims.to_vec(),
            boxes: boxes.to_vec(),
            element_strides: vec![1; dims.len()],
            strides: strides.to_vec(),
            swizzle: 0,
            interleave: 0,
            fill: 0,
            address_offset: 0,
            rank: Some(dims.len() as u32),
        }
    }
}

/// `tensormap.replace` of a field from a register (TensorMapPtx.h's template).
fn replace_register(name: &str, field: &str, ord: Option<usize>, value: i64, ty: &str) -> String {
    let (width, constraint) = if ty == "i64" { ("b64", "l") } else { ("b32", "r") };
    let ord = ord.map(|d| format!("{d}, ")).unwrap_or_default();
    format!(
        "%{name} = llvm.mlir.constant({value} : {ty}) : {ty}
    llvm.inline_asm has_side_effects \"tensormap.replace.tile.{field}.shared::cta.b1024.{width} [$0], {ord}$1;\", \"l,{constraint}\" %obj, %{name} : (!llvm.ptr<3>, {ty}) -> ()
    "
    )
}

/// `tensormap.replace` of a field from an immediate.
fn replace_immediate(field: &str, value: u32) -> String {
    format!(
        "llvm.inline_asm has_side_effects \"tensormap.replace.tile.{field}.shared::cta.b1024.b32 [$0], {value};\", \"l\" %obj : (!llvm.ptr<3>) -> ()
    "
    )
}

/// Thread 0's code zeroing the 128-byte object @tmap and setting the fields
/// of `s` (the global address is %tensor's plus the offset).
fn build_map(s: &MapSpec) -> String {
    let mut m = String::from("%mz = llvm.mlir.constant(0 : i64) : i64\n    ");
    for k in 0..16 {
        m += &format!(
            "%mo{k} = llvm.getelementptr %obj[{k}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64\n    llvm.store %mz, %mo{k} : i64, !llvm.ptr<3>\n    "
        );
    }
    m += &format!(
        "%mta = llvm.ptrtoint %tensor : !llvm.ptr<1> to i64
    %mtoff = llvm.mlir.constant({} : i64) : i64
    %mga = llvm.add %mta, %mtoff : i64
    llvm.inline_asm has_side_effects \"tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;\", \"l,l\" %obj, %mga : (!llvm.ptr<3>, i64) -> ()
    ",
        s.address_offset
    );
    if let Some(rank) = s.rank {
        m += &replace_immediate("rank", rank - 1);
    }
    for (d, v) in s.boxes.iter().enumerate() {
        m += &replace_register(&format!("mb{d}"), "box_dim", Some(d), *v as i64, "i32");
    }
    for (d, v) in s.dims.iter().enumerate() {
        m += &replace_register(&format!("mg{d}"), "global_dim", Some(d), *v as i64, "i32");
    }
    for (d, v) in s.element_strides.iter().enumerate() {
        m += &replace_register(&format!("me{d}"), "element_stride", Some(d), *v as i64, "i32");
    }
    for (d, v) in s.strides.iter().enumerate() {
        m += &replace_register(&format!("ms{d}"), "global_stride", Some(d), *v as i64, "i64");
    }
    m += &replace_immediate("elemtype", s.elemtype);
    m += &replace_immediate("interleave_layout", s.interleave);
    m += &replace_immediate("swizzle_mode", s.swizzle);
    m += &replace_immediate("fill_mode", s.fill);
    m
}

/// Shared memory the kernels copy out whole at the end (`out`).
const SMEM: usize = 8192;

/// A kernel of `threads` threads taking (%tensor, %gmap, %out): thread 0
/// builds the map of `spec` in shared memory (or runs `build` instead) and
/// initializes %bar0 with count 1 and `inits` (other mbarriers %bar1..3);
/// the first warp copies the map to %gmap (cp_fenceproxy), fenced for the
/// tensormap proxy, as %map; then every thread runs `body`, which ends by
/// branching to ^done; there all meet and copy @smem (SMEM bytes) to %out.
fn kernel_with(build: &str, inits: &str, threads: usize, body: &str) -> String {
    let per = SMEM / threads;
    format!(
        r#"module {{
  llvm.mlir.global internal @smem() {{addr_space = 3 : i32, alignment = 1024 : i64}} : !llvm.array<{SMEM} x i8>
  llvm.mlir.global internal @tmap() {{addr_space = 3 : i32, alignment = 128 : i64}} : !llvm.array<128 x i8>
  llvm.mlir.global internal @bar() {{addr_space = 3 : i32, alignment = 8 : i64}} : !llvm.array<4 x i64>
  llvm.func @k(%tensor: !llvm.ptr<1>, %gmap: !llvm.ptr<1>, %out: !llvm.ptr<1>) {{
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %smem = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %obj = llvm.mlir.addressof @tmap : !llvm.ptr<3>
    %bars = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %bar0 = llvm.getelementptr %bars[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %bar1 = llvm.getelementptr %bars[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %bar2 = llvm.getelementptr %bars[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %bar3 = llvm.getelementptr %bars[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %first = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %first, ^build, ^built
  ^build:
    {build}nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
    nvvm.mbarrier.init %bar0, %c1 : !llvm.ptr<3>, i32
    {inits}nvvm.fence.mbarrier.init
    llvm.br ^built
  ^built:
    nvvm.barrier0
    llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,l" %gmap, %obj : (!llvm.ptr<1>, !llvm.ptr<3>) -> ()
    %map = llvm.addrspacecast %gmap : !llvm.ptr<1> to !llvm.ptr
    %c128 = llvm.mlir.constant(128 : i32) : i32
    nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %map, %c128
    nvvm.barrier0
    {body}
  ^done:
    nvvm.barrier0
    %img_per = llvm.mlir.constant({per} : i32) : i32
    %img_from = llvm.mul %tid, %img_per : i32
    %img_to = llvm.add %img_from, %img_per : i32
    llvm.br ^img(%img_from : i32)
  ^img(%img_i: i32):
    %img_more = llvm.icmp "slt" %img_i, %img_to : i32
    llvm.cond_br %img_more, ^img_byte, ^img_end
  ^img_byte:
    %img_s = llvm.getelementptr %smem[%img_i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %img_x = llvm.load %img_s : !llvm.ptr<3> -> i8
    %img_d = llvm.getelementptr %out[%img_i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    llvm.store %img_x, %img_d : i8, !llvm.ptr<1>
    %img_next = llvm.add %img_i, %c1 : i32
    llvm.br ^img(%img_next : i32)
  ^img_end:
    llvm.return
  }}
}}"#
    )
}

fn kernel(spec: &MapSpec, inits: &str, threads: usize, body: &str) -> String {
    kernel_with(&build_map(spec), inits, threads, body)
}

/// nvvm.mbarrier.init of `bar` with `count`.
fn init(name: &str, bar: &str, count: u32) -> String {
    format!("%{name} = llvm.mlir.constant({count} : i32) : i32\n    nvvm.mbarrier.init {bar}, %{name} : !llvm.ptr<3>, i32\n    ")
}

/// arrive.expect_tx on `bar` with `bytes`.
fn expect(name: &str, bar: &str, bytes: u32) -> String {
    format!(
        "%{name} = llvm.mlir.constant({bytes} : i32) : i32\n    nvvm.mbarrier.arrive.expect_tx {bar}, %{name} : !llvm.ptr<3>, i32\n    "
    )
}

/// The TMA load of the box at `coords` into @smem + `dst`, completing on
/// `bar` (a shared::cta destination: LLVM 22's verifier wants isCTAOnly).
fn issue(name: &str, bar: &str, dst: usize, coords: &[i32]) -> String {
    let mut s = format!("%{name}_dst = llvm.getelementptr %smem[{dst}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8\n    ");
    let mut names = Vec::new();
    for (d, c) in coords.iter().enumerate() {
        s += &format!("%{name}_x{d} = llvm.mlir.constant({c} : i32) : i32\n    ");
        names.push(format!("%{name}_x{d}"));
    }
    s + &format!(
        "nvvm.cp.async.bulk.tensor.shared.cluster.global %{name}_dst, %map, {bar}, box[{}] {{isCTAOnly = true}} : !llvm.ptr<3>, !llvm.ptr\n    ",
        names.join(", ")
    )
}

/// try_wait.parity on `bar` for the phase of parity `parity`.
fn wait(name: &str, bar: &str, parity: u32) -> String {
    format!(
        "%{name} = llvm.mlir.constant({parity} : i32) : i32\n    nvvm.mbarrier.try_wait.parity {bar}, %{name}, %ticks : !llvm.ptr<3>, i32, i32\n    "
    )
}

/// Thread 0 arms %bar0 for `bytes` and loads the box at `coords` into
/// @smem + `dst`; every thread waits for phase 0.
fn single_load(dst: usize, coords: &[i32], bytes: u32) -> String {
    format!(
        "llvm.cond_br %first, ^issue, ^wait
  ^issue:
    {}{}llvm.br ^wait
  ^wait:
    {}llvm.br ^done",
        expect("l_tx", "%bar0", bytes),
        issue("l", "%bar0", dst, coords),
        wait("l_w", "%bar0", 0)
    )
}

/// A tensor of `elem`-byte elements, `rows` rows of `row_bytes` bytes
/// (planes of `rows` rows for rank 3), element (x, y, z) holding
/// `value(x, y, z)`'s low bytes and the padding past `width` elements 0xee.
fn tensor(elem: usize, width: usize, row_bytes: usize, rows: usize, planes: usize, value: impl Fn(usize, usize, usize) -> u64) -> Aligned {
    let mut t = Aligned::new(row_bytes * rows * planes, 16);
    let b = t.bytes();
    b.fill(0xee);
    for z in 0..planes {
        for y in 0..rows {
            for x in 0..width {
                let at = (z * rows + y) * row_bytes + x * elem;
                b[at..at + elem].copy_from_slice(&value(x, y, z).to_le_bytes()[..elem]);
            }
        }
    }
    t
}

/// Runs `module` of `threads` threads on `tensor`; the shared image.
fn run_tma(module: &str, threads: u32, tensor: &mut Aligned) -> Result<Vec<u8>, String> {
    let mut gmap = Aligned::new(128, 64);
    let mut image = vec![0u8; SMEM];
    run(module, threads, &mut [tensor.bytes(), gmap.bytes(), &mut image])?;
    Ok(image)
}

// ---------------------------------------------------------------------------
// The tile box (PTX ISA, "cp.async.bulk.tensor", tile mode; CUDA driver,
// cuTensorMapEncodeTiled): the box of box_dim[0] x box_dim[1] x ...
// elements whose first is at the (signed) coordinates, dimension 0 fastest,
// written densely from the destination; elements outside [0, global_dim)
// in any dimension are zeros (fill_mode 0). With a swizzle of W bytes
// (32, 64, 128) the destination is lines of W bytes, 8 lines to a pattern:
// the 16-byte chunk c of line r is stored at chunk c ^ (r % 8) for 128
// bytes, c ^ ((r / 2) % 4) for 64, c ^ ((r / 4) % 2) for 32 — the patterns
// of the ISA's "Shared Memory Matrix Layout" that wgmma reads.

fn swizzled(offset: usize, width: usize) -> usize {
    if width == 0 {
        return offset;
    }
    let (line, chunk) = (offset / width, offset % width / 16);
    let chunk = match width {
        128 => chunk ^ (line % 8),
        64 => chunk ^ ((line / 2) % 4),
        32 => chunk ^ ((line / 4) % 2),
        _ => unreachable!(),
    };
    line * width + chunk * 16 + offset % 16
}

/// The image expected of a box of `boxes` elements of `elem` bytes loaded at
/// `coords` into @smem + `dst`, in a tensor of `dims` whose element value
/// is `value` (bytes, low first): every other byte of the image 0.
fn expected_image(
    elem: usize,
    dims: &[i64],
    boxes: &[usize],
    coords: &[i64],
    dst: usize,
    width: usize,
    value: impl Fn(usize, usize, usize) -> u64,
) -> Vec<u8> {
    let mut image = vec![0u8; SMEM];
    let count: usize = boxes.iter().product();
    for n in 0..count {
        let mut rest = n;
        let mut at = [0i64; 3];
        let mut inside = true;
        for d in 0..boxes.len() {
            at[d] = coords[d] + (rest % boxes[d]) as i64;
            rest /= boxes[d];
            inside &= at[d] >= 0 && at[d] < dims[d];
        }
        let bytes = if inside { value(at[0] as usize, at[1] as usize, at[2] as usize).to_le_bytes() } else { [0; 8] };
        for b in 0..elem {
            image[dst + swizzled(n * elem + b, width)] = bytes[b];
        }
    }
    image
}

fn first_difference(got: &[u8], want: &[u8]) -> Option<String> {
    (0..want.len()).find(|&i| got[i] != want[i]).map(|i| format!("byte {i}: got {:#04x}, want {:#04x}", got[i], want[i]))
}

/// u16 element (x, y): y in the high byte, x in the low one.
fn xy16(x: usize, y: usize, _: usize) -> u64 {
    ((y << 8) | x) as u64
}

#[test]
fn tma_2d_load_places_every_byte_under_each_swizzle_mode() {
    // u16 tensor of 80 x 40 in rows of 176 bytes (padded); the box is one
    // swizzle line wide (48 bytes unswizzled) and 16 rows: two patterns.
    // Last, a box narrower than its 128-byte swizzle: dense, two rows a line.
    for (mode, width, inner) in [(0u32, 0usize, 24usize), (1, 32, 16), (2, 64, 32), (3, 128, 64), (3, 128, 32)] {
        let mut t = tensor(2, 80, 176, 40, 1, xy16);
        let mut spec = MapSpec::tile(U16, &[80, 40], &[176], &[inner as u32, 16]);
        spec.swizzle = mode;
        let dst = 2048;
        let bytes = (inner * 16 * 2) as u32;
        let image = run_tma(&kernel(&spec, "", 32, &single_load(dst, &[8, 5], bytes)), 32, &mut t).unwrap();
        let want = expected_image(2, &[80, 40], &[inner, 16], &[8, 5], dst, width, xy16);
        if let Some(d) = first_difference(&image, &want) {
            panic!("swizzle mode {mode}, {inner} columns: {d}");
        }
        // By hand: box element (0, 1) — tensor (8, 6) — is line 1's chunk 0
        // under the 128-byte swizzle (chunk 0 ^ 1), the 64-byte one's line 1
        // has chunk 0 ^ 0, and its second line-pair moves by one chunk.
        if width == 128 && inner == 64 {
            assert_eq!(&image[dst + 128 + 16..dst + 128 + 18], &[8, 6]);
        }
        if width == 64 {
            assert_eq!(&image[dst + 64..dst + 66], &[8, 6]);
            assert_eq!(&image[dst + 128 + 16..dst + 128 + 18], &[8, 7]);
        }
    }
}

#[test]
fn elements_outside_the_tensor_are_zeros() {
    // u32 tensor of 20 x 12 (rows of 80 bytes); 8 x 4 boxes starting before
    // the first element, past the last, and straddling both ends.
    let value = |x: usize, y: usize, _: usize| (1000 * y + x + 1) as u64;
    for coords in [[-3, -2], [16, 10], [-8, 0], [0, -4], [19, 11], [-5, 9]] {
        let mut t = tensor(4, 20, 80, 12, 1, value);
        let spec = MapSpec::tile(U32, &[20, 12], &[80], &[8, 4]);
        let image = run_tma(&kernel(&spec, "", 32, &single_load(1024, &coords, 128)), 32, &mut t).unwrap();
        let want = expected_image(4, &[20, 12], &[8, 4], &[coords[0] as i64, coords[1] as i64], 1024, 0, value);
        if let Some(d) = first_difference(&image, &want) {
            panic!("box at {coords:?}: {d}");
        }
    }
}

#[test]
fn tma_rank_3_box_with_padded_strides() {
    // u32 tensor 10 x 5 x 4: rows of 48 bytes (40 used), planes of 240.
    let value = |x: usize, y: usize, z: usize| (0x10000 * z + 0x100 * y + x + 7) as u64;
    let mut t = tensor(4, 10, 48, 5, 4, value);
    let spec = MapSpec::tile(U32, &[10, 5, 4], &[48, 240], &[4, 3, 2]);
    let body = single_load(512, &[2, 1, 2], 4 * 3 * 2 * 4);
    let image = run_tma(&kernel(&spec, "", 32, &body), 32, &mut t).unwrap();
    let want = expected_image(4, &[10, 5, 4], &[4, 3, 2], &[2, 1, 2], 512, 0, value);
    if let Some(d) = first_difference(&image, &want) {
        panic!("{d}");
    }
    // By hand: the box's last element, (3, 2, 1) of the box, is tensor
    // (5, 3, 3) at byte 4 * 23 of the box.
    assert_eq!(u32::from_le_bytes(image[512 + 92..512 + 96].try_into().unwrap()), 0x30000 + 0x300 + 5 + 7);
}

#[test]
fn tma_rank_3_box_of_one_matrix_with_swizzle_and_a_batch_outside() {
    // A batched operand: u16 tensor 64 x 16 x 3 (x, y, batch), rows of 128
    // bytes, matrices of 2 KiB; the box is one 64 x 8 matrix of one batch
    // (box 1 along the batch), 128-byte swizzle.
    let value = |x: usize, y: usize, z: usize| (0x1000 * z + 0x40 * y + x) as u64;
    for batch in [1, 2, 3, -1] {
        let mut t = tensor(2, 64, 128, 16, 3, value);
        let mut spec = MapSpec::tile(U16, &[64, 16, 3], &[128, 2048], &[64, 8, 1]);
        spec.swizzle = 3;
        let body = single_load(1024, &[0, 8, batch], 64 * 8 * 2);
        let image = run_tma(&kernel(&spec, "", 32, &body), 32, &mut t).unwrap();
        let want = expected_image(2, &[64, 16, 3], &[64, 8, 1], &[0, 8, batch as i64], 1024, 128, value);
        if let Some(d) = first_difference(&image, &want) {
            panic!("batch {batch}: {d}");
        }
        // By hand: box line 3 (tensor row 11) holds chunk c at chunk c ^ 3;
        // its first element (0, 11, batch) is at chunk 3 of line 3. A
        // batch outside the tensor reads zeros.
        let at = 1024 + 3 * 128 + 3 * 16;
        let want = if (0..3).contains(&batch) { 0x1000 * batch as u16 + 0x40 * 11 } else { 0 };
        assert_eq!(u16::from_le_bytes(image[at..at + 2].try_into().unwrap()), want, "batch {batch}");
    }
}

#[test]
fn a_consumer_that_skips_the_wait_or_waits_on_the_wrong_parity_sees_undefined_bytes() {
    // Thread 0 issues the load and at once copies its first 16 bytes to
    // @smem + 4096; thread 1 waits on parity 1 — phase 0 is the current
    // one, so the wait is for the phase before it and returns — and copies
    // them to 4112; only then does everyone wait on parity 0.
    let copy16 = |name: &str, to: usize| {
        format!(
            "%{name}_s = llvm.getelementptr %smem[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %{name}_v = llvm.load %{name}_s : !llvm.ptr<3> -> i128
    %{name}_d = llvm.getelementptr %smem[{to}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %{name}_v, %{name}_d : i128, !llvm.ptr<3>
    "
        )
    };
    let body = format!(
        "llvm.cond_br %first, ^issue, ^issued
  ^issue:
    {}{}{}llvm.br ^issued
  ^issued:
    nvvm.barrier0
    %second = llvm.icmp \"eq\" %tid, %c1 : i32
    llvm.cond_br %second, ^early, ^late
  ^early:
    {}{}llvm.br ^late
  ^late:
    nvvm.barrier0
    {}llvm.br ^done",
        expect("tx", "%bar0", 128),
        issue("l", "%bar0", 1024, &[0, 0]),
        copy16("c0", 4096),
        wait("wrong", "%bar0", 1),
        copy16("c1", 4112),
        wait("right", "%bar0", 0),
    );
    let value = |x: usize, y: usize, _: usize| (x + 16 * y) as u64;
    let mut t = tensor(1, 32, 32, 4, 1, value);
    let spec = MapSpec::tile(U8, &[32, 4], &[32], &[32, 4]);
    let image = run_tma(&kernel(&spec, "", 32, &body), 32, &mut t).unwrap();
    assert_eq!(&image[4096..4128], &[0xff; 32], "data before the phase completed");
    assert_eq!(&image[1024..1040], &(0..16).collect::<Vec<u8>>()[..], "data after the wait");
}

#[test]
fn tma_reads_the_map_copied_to_global_memory() {
    // After the copy to global memory thread 0 points the shared object at
    // another tensor (8 KiB further) and does not copy it again: TMA reads
    // the global copy, so the first tensor's bytes arrive.
    let value = |x: usize, y: usize, _: usize| if y < 4 { (x + 1) as u64 } else { 0x99 };
    let mut t = tensor(1, 64, 64, 132, 1, value);
    let spec = MapSpec::tile(U8, &[64, 4], &[64], &[64, 4]);
    let body = format!(
        "llvm.cond_br %first, ^issue, ^wait
  ^issue:
    %ta = llvm.ptrtoint %tensor : !llvm.ptr<1> to i64
    %off = llvm.mlir.constant(8192 : i64) : i64
    %other = llvm.add %ta, %off : i64
    llvm.inline_asm has_side_effects \"tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;\", \"l,l\" %obj, %other : (!llvm.ptr<3>, i64) -> ()
    {}{}llvm.br ^wait
  ^wait:
    {}llvm.br ^done",
        expect("tx", "%bar0", 256),
        issue("l", "%bar0", 0, &[0, 0]),
        wait("w", "%bar0", 0)
    );
    let image = run_tma(&kernel(&spec, "", 32, &body), 32, &mut t).unwrap();
    let want: Vec<u8> = (0..256).map(|i| (i % 64 + 1) as u8).collect();
    assert_eq!(&image[..256], &want[..]);
}

// ---------------------------------------------------------------------------
// mbarrier (PTX ISA, "mbarrier"): init sets phase 0, pending = expected =
// count, tx-count 0; expect-tx(n) adds n to tx-count; arrive-on takes one
// pending arrival; complete-tx(n), done by a bulk copy as its bytes land,
// subtracts n; the current phase completes when no arrival is pending and
// tx-count is 0: the phase advances and pending is expected again.
// try_wait.parity p waits for the completion of the phase of parity p: the
// current phase or the one just before it, so it returns at once when the
// current phase's parity is not p.

/// Thread 0 runs `steps`; everyone else goes straight to ^done.
fn thread0(steps: &str) -> String {
    format!("llvm.cond_br %first, ^steps, ^done\n  ^steps:\n    {steps}llvm.br ^done")
}

fn u32_tensor(width: usize, rows: usize) -> Aligned {
    tensor(4, width, 4 * width, rows, 1, |x, y, _| (100 * y + x) as u64)
}

#[test]
fn mbarrier_phase_completes_on_the_last_arrival_and_the_last_byte() {
    // %bar1 of count 2. Phase 0: a wait on parity 1 returns (the phase
    // before it); two arrivals complete it. Phase 1: expect 64 bytes, a
    // 64-byte copy in flight and both arrivals; the wait on parity 1 sees the
    // bytes land and the phase complete. Phase 2 completes on its two
    // arrivals alone, and then parity 0 is done again (parity 1 would now
    // wait for phase 3).
    let steps = [
        init("n", "%bar1", 2),
        wait("w0", "%bar1", 1),
        expect("a0", "%bar1", 0),
        expect("a1", "%bar1", 0),
        wait("w1", "%bar1", 0),
        expect("a2", "%bar1", 64),
        issue("l", "%bar1", 256, &[4, 2]),
        expect("a3", "%bar1", 0),
        wait("w2", "%bar1", 1),
        expect("a4", "%bar1", 0),
        expect("a5", "%bar1", 0),
        wait("w3", "%bar1", 0),
    ]
    .concat();
    let mut t = u32_tensor(64, 4);
    let spec = MapSpec::tile(U32, &[64, 4], &[256], &[16, 1]);
    let image = run_tma(&kernel(&spec, "", 32, &thread0(&steps)), 32, &mut t).unwrap();
    let got: Vec<u32> = image[256..320].chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
    assert_eq!(got, (0..16).map(|x| 200 + 4 + x).collect::<Vec<u32>>());
}

#[test]
fn a_missing_arrival_is_reported_as_a_deadlock() {
    // Count 2, one arrival: the phase waits for a thread that never comes.
    let steps = [init("n", "%bar1", 2), expect("a", "%bar1", 0), wait("w", "%bar1", 0)].concat();
    let mut t = u32_tensor(16, 1);
    let spec = MapSpec::tile(U32, &[16], &[], &[16]);
    let err = run_tma(&kernel(&spec, "", 32, &thread0(&steps)), 32, &mut t).unwrap_err();
    assert!(err.contains("mbarrier.try_wait.parity: deadlock"), "{err}");
    assert!(err.contains("phase 0, 1 of 2 arrivals pending, tx-count 0"), "{err}");
}

#[test]
fn missing_transaction_bytes_are_reported_as_a_deadlock() {
    // 128 bytes expected, one 64-byte copy: tx-count stays at 64.
    let steps = [
        init("n", "%bar1", 1),
        expect("a", "%bar1", 128),
        issue("l", "%bar1", 0, &[0]),
        wait("w", "%bar1", 0),
    ]
    .concat();
    let mut t = u32_tensor(16, 1);
    let spec = MapSpec::tile(U32, &[16], &[], &[16]);
    let err = run_tma(&kernel(&spec, "", 32, &thread0(&steps)), 32, &mut t).unwrap_err();
    assert!(err.contains("deadlock"), "{err}");
    assert!(err.contains("phase 0, 0 of 1 arrivals pending, tx-count 64"), "{err}");
}

#[test]
fn waiting_on_the_wrong_parity_is_reported_as_a_deadlock() {
    // After phase 0 completes, parity 0 is done, but parity 1 is the current
    // phase, which nothing will complete; every thread waits on it.
    let body = format!(
        "{}{}llvm.br ^done",
        single_load(0, &[0], 64).replace("llvm.br ^done", ""),
        wait("again", "%bar0", 0) + &wait("wrong", "%bar0", 1)
    );
    let mut t = u32_tensor(16, 1);
    let spec = MapSpec::tile(U32, &[16], &[], &[16]);
    let started = std::time::Instant::now();
    let err = run_tma(&kernel(&spec, "", 32, &body), 32, &mut t).unwrap_err();
    assert!(err.contains("waits for the phase of parity 1"), "{err}");
    assert!(err.contains("(phase 1, 1 of 1 arrivals pending, tx-count 0)"), "{err}");
    // Found by the waits alone, not by the 10 s bound without progress.
    assert!(started.elapsed().as_secs() < 5, "the deadlock took {:?} to report", started.elapsed());
}

#[test]
fn a_ring_of_two_stages_runs_through_eight_phases() {
    // Warp 0's thread 0 produces rows 0..8 of a 32-column u32 tensor into two
    // 128-byte stages (full %bar0/%bar1, count 1); warp 1's 32 threads
    // consume each into @smem + 4096 + 128 r and release the stage (empty
    // %bar2/%bar3, count 32). Round r uses stage s = r % 2 in its phase
    // r / 2: consumers wait on full[s] with parity (r / 2) % 2, the producer
    // (from round 2) on empty[s] with parity (r / 2 - 1) % 2.
    let full = ["%bar0", "%bar1"];
    let empty = ["%bar2", "%bar3"];
    let mut producer = String::new();
    let mut consumer = String::from(
        "%lane = llvm.sub %tid, %c32 : i32\n    %c4 = llvm.mlir.constant(4 : i32) : i32\n    %lane4 = llvm.mul %lane, %c4 : i32\n    ",
    );
    for r in 0..8usize {
        let s = r % 2;
        if r >= 2 {
            producer += &wait(&format!("pe{r}"), empty[s], ((r / 2 - 1) % 2) as u32);
        }
        producer += &expect(&format!("pt{r}"), full[s], 128);
        producer += &issue(&format!("pl{r}"), full[s], 128 * s, &[0, r as i32]);
        consumer += &wait(&format!("cw{r}"), full[s], ((r / 2) % 2) as u32);
        consumer += &format!(
            "%cs{r}b = llvm.mlir.constant({} : i32) : i32
    %cs{r}o = llvm.add %cs{r}b, %lane4 : i32
    %cs{r}p = llvm.getelementptr %smem[%cs{r}o] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %cs{r}v = llvm.load %cs{r}p : !llvm.ptr<3> -> i32
    %cd{r}b = llvm.mlir.constant({} : i32) : i32
    %cd{r}o = llvm.add %cd{r}b, %lane4 : i32
    %cd{r}p = llvm.getelementptr %smem[%cd{r}o] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    llvm.store %cs{r}v, %cd{r}p : i32, !llvm.ptr<3>
    ",
            128 * s,
            4096 + 128 * r
        );
        consumer += &expect(&format!("ca{r}"), empty[s], 0);
    }
    let body = format!(
        "%c32 = llvm.mlir.constant(32 : i32) : i32
    %consumes = llvm.icmp \"sge\" %tid, %c32 : i32
    llvm.cond_br %first, ^produce, ^other
  ^other:
    llvm.cond_br %consumes, ^consume, ^done
  ^produce:
    {producer}llvm.br ^done
  ^consume:
    {consumer}llvm.br ^done"
    );
    let inits = [init("i1", "%bar1", 1), init("i2", "%bar2", 32), init("i3", "%bar3", 32)].concat();
    let mut t = u32_tensor(32, 8);
    let spec = MapSpec::tile(U32, &[32, 8], &[128], &[32, 1]);
    let image = run_tma(&kernel(&spec, &inits, 64, &body), 64, &mut t).unwrap();
    for r in 0..8 {
        for x in 0..32 {
            let at = 4096 + 128 * r + 4 * x;
            let got = u32::from_le_bytes(image[at..at + 4].try_into().unwrap());
            assert_eq!(got, (100 * r + x) as u32, "round {r}, column {x}");
        }
    }
}

#[test]
fn uninitialized_invalidated_and_overwritten_mbarriers_and_extra_arrivals_trap() {
    let mut t = u32_tensor(16, 1);
    let spec = MapSpec::tile(U32, &[16], &[], &[16]);
    let never = thread0(&wait("w", "%bar2", 0));
    let err = run_tma(&kernel(&spec, "", 32, &never), 32, &mut t).unwrap_err();
    assert!(err.contains("mbarrier.try_wait.parity: the mbarrier at shared offset"), "{err}");
    assert!(err.contains("is not initialized"), "{err}");
    // Count 1 with a 4-byte transaction outstanding: a second arrival finds
    // no pending arrival left.
    let extra = thread0(&[init("n", "%bar1", 1), expect("a", "%bar1", 4), expect("b", "%bar1", 0)].concat());
    let err = run_tma(&kernel(&spec, "", 32, &extra), 32, &mut t).unwrap_err();
    assert!(err.contains("mbarrier.arrive.expect_tx: an arrival on the mbarrier at shared offset"), "{err}");
    assert!(err.contains("more arrivals than its count"), "{err}");
    // An ordinary store over an initialized mbarrier.
    let overwrite = thread0(&format!(
        "%junk = llvm.mlir.constant(0 : i64) : i64\n    llvm.store %junk, %bar0 : i64, !llvm.ptr<3>\n    {}",
        expect("a", "%bar0", 0)
    ));
    let err = run_tma(&kernel(&spec, "", 32, &overwrite), 32, &mut t).unwrap_err();
    assert!(err.contains("was overwritten by an ordinary store"), "{err}");
    // After mbarrier.inval the memory is free: stored to, initialized again
    // and used; an mbarrier used after inval is not one.
    let reuse = thread0(&format!(
        "nvvm.mbarrier.inval %bar0 : !llvm.ptr<3>\n    %junk = llvm.mlir.constant(-1 : i64) : i64\n    llvm.store %junk, %bar0 : i64, !llvm.ptr<3>\n    {}{}{}",
        init("n", "%bar0", 1),
        expect("a", "%bar0", 0),
        wait("w", "%bar0", 0)
    ));
    run_tma(&kernel(&spec, "", 32, &reuse), 32, &mut t).unwrap();
    let stale = thread0(&format!("nvvm.mbarrier.inval %bar0 : !llvm.ptr<3>\n    {}", expect("a", "%bar0", 0)));
    let err = run_tma(&kernel(&spec, "", 32, &stale), 32, &mut t).unwrap_err();
    assert!(err.contains("mbarrier.arrive.expect_tx: the mbarrier at shared offset"), "{err}");
    assert!(err.contains("is not initialized (no mbarrier.init, or an mbarrier.inval since"), "{err}");
}

// ---------------------------------------------------------------------------
// Invalid tensor maps (CUDA driver, cuTensorMapEncodeTiled: rank 1-5, box
// dimensions 1-256, element strides 1-8, global address 16-byte aligned,
// global strides multiples of 16, the inner box dimension a multiple of 16
// bytes and, swizzled, at most the swizzle's span) and what the emulation
// does not model trap at the copy, naming the field.

#[test]
fn invalid_tensor_maps_trap_naming_the_field() {
    let base = MapSpec::tile(U32, &[64, 8], &[256], &[16, 2]);
    let cases: Vec<(&str, Box<dyn Fn(&mut MapSpec)>)> = vec![
        ("its rank was never set", Box::new(|s| s.rank = None)),
        ("box_dim[1] 0", Box::new(|s| s.boxes[1] = 0)),
        ("box_dim[0] 300", Box::new(|s| s.boxes[0] = 300)),
        ("global_dim[1] 0", Box::new(|s| s.dims[1] = 0)),
        ("is not 16-byte aligned", Box::new(|s| s.address_offset = 8)),
        ("global_stride[0] 24", Box::new(|s| s.strides[0] = 24)),
        ("element_stride[1] 0", Box::new(|s| s.element_strides[1] = 0)),
        ("uses element_stride[0] 2, which the emulation does not model", Box::new(|s| s.element_strides[0] = 2)),
        ("uses elemtype 13", Box::new(|s| s.elemtype = 13)),
        ("uses interleave_layout 1", Box::new(|s| s.interleave = 1)),
        ("uses fill_mode 1", Box::new(|s| s.fill = 1)),
        ("inner dimension is 8 bytes", Box::new(|s| s.boxes[0] = 2)),
        ("inner dimension is 64 bytes, more than the 32-byte swizzle", Box::new(|s| s.swizzle = 1)),
        ("a 2d copy through a tensor map of rank 3", Box::new(|s| {
            s.rank = Some(3);
            s.boxes.push(1);
            s.dims.push(1);
            s.element_strides.push(1);
            s.strides.push(2048);
        })),
    ];
    for (message, change) in cases {
        let mut spec = base.clone();
        change(&mut spec);
        let mut t = u32_tensor(64, 8);
        let err = run_tma(&kernel(&spec, "", 32, &single_load(0, &[0, 0], 128)), 32, &mut t).unwrap_err();
        assert!(err.contains("cp.async.bulk.tensor: the tensor map at global address") || message.starts_with("a 2d"), "{err}");
        assert!(err.contains(message), "want '{message}' in: {err}");
    }
}

#[test]
fn misaligned_destinations_trap() {
    // 128 bytes without swizzle; a swizzle's whole pattern (8 lines) with one.
    let mut t = u32_tensor(64, 8);
    let spec = MapSpec::tile(U32, &[64, 8], &[256], &[16, 2]);
    let err = run_tma(&kernel(&spec, "", 32, &single_load(64, &[0, 0], 128)), 32, &mut t).unwrap_err();
    assert!(err.contains("the destination (shared offset 64) is not 128-byte aligned"), "{err}");
    let mut swizzled = MapSpec::tile(U32, &[64, 8], &[256], &[32, 2]);
    swizzled.swizzle = 3;
    let err = run_tma(&kernel(&swizzled, "", 32, &single_load(512, &[0, 0], 256)), 32, &mut t).unwrap_err();
    assert!(err.contains("is not 1024-byte aligned (the start of a 128-byte swizzle pattern)"), "{err}");
}

#[test]
fn unmodeled_forms_are_refused_naming_the_op() {
    let spec = MapSpec::tile(U32, &[16], &[], &[16]);
    let hint = thread0(
        "%dst = llvm.getelementptr %smem[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %h = llvm.mlir.constant(0 : i64) : i64
    nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %map, %bar0, box[%c0] l2_cache_hint = %h {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
    ",
    );
    let mut t = u32_tensor(16, 1);
    let err = run_tma(&kernel(&spec, "", 32, &hint), 32, &mut t).unwrap_err();
    assert!(err.contains("nvvm.cp.async.bulk.tensor.shared.cluster.global with an L2 cache hint"), "{err}");
    // tensormap.replace on a global object is not the lowering's form.
    let global = kernel(&spec, "", 32, "llvm.br ^done").replace(
        "global_address.shared::cta.b1024.b64",
        "global_address.global.b1024.b64",
    );
    let err = run_tma(&global, 32, &mut t).unwrap_err();
    assert!(err.contains("does not model the inline PTX 'tensormap.replace.tile.global_address.global"), "{err}");
}

// ---------------------------------------------------------------------------
// Multicast (PTX ISA, "cp.async.bulk.tensor", .multicast::cluster): the box
// is written to the same shared offset of every CTA of the cluster whose
// rank's bit is set in the 16-bit mask, and its bytes complete-tx on the
// mbarrier at the same offset as the operand's in each of those CTAs.

/// `module` (one of `kernel`'s) as a kernel of clusters of 2 CTAs: each CTA
/// copies its map to its own 128 bytes of %gmap and its shared image to
/// its own SMEM bytes of %out (by %cluster_ctarank).
fn in_cluster_of_2(module: &str) -> String {
    module.replace(
        "llvm.func @k(%tensor: !llvm.ptr<1>, %gmap: !llvm.ptr<1>, %out: !llvm.ptr<1>) {",
        &format!(
            "llvm.func @k(%tensor: !llvm.ptr<1>, %gmaps: !llvm.ptr<1>, %outs: !llvm.ptr<1>) attributes {{nvvm.cluster_dim = array<i32: 2, 1, 1>}} {{
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %gmap = llvm.getelementptr %gmaps[%rank] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<128 x i8>
    %out = llvm.getelementptr %outs[%rank] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<{SMEM} x i8>"
        ),
    )
}

/// Runs a cluster kernel (grid of one cluster of 2) on `tensor`: the two
/// CTAs' shared images.
fn run_cluster_tma(module: &str, threads: u32, tensor: &mut Aligned) -> Result<[Vec<u8>; 2], String> {
    let mut gmaps = Aligned::new(256, 64);
    let mut images = vec![0u8; 2 * SMEM];
    emulate_module(
        module,
        "k",
        [2, 1, 1],
        threads,
        Emulation { concurrent_ctas: 1, store_delay_us: 0 },
        &mut [tensor.bytes(), gmaps.bytes(), &mut images],
    )?;
    Ok([images[..SMEM].to_vec(), images[SMEM..].to_vec()])
}

/// The multicast TMA load of the box at `coords` into @smem + `dst` of the
/// CTAs in `mask`, completing on `bar` in each.
fn issue_multicast(name: &str, bar: &str, dst: usize, coords: &[i32], mask: u16) -> String {
    issue(name, bar, dst, coords)
        .replace(
            &format!("nvvm.cp.async.bulk.tensor.shared.cluster.global %{name}_dst,"),
            &format!(
                "%{name}_m = llvm.mlir.constant({mask} : i16) : i16
    %{name}_d7 = llvm.addrspacecast %{name}_dst : !llvm.ptr<3> to !llvm.ptr<7>
    nvvm.cp.async.bulk.tensor.shared.cluster.global %{name}_d7,"
            ),
        )
        .replace("] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr", &format!("] multicast_mask = %{name}_m : !llvm.ptr<7>, !llvm.ptr"))
}

/// Every thread of the cluster meets (after the mbarriers' inits, so that
/// no CTA's copy completes on a peer's barrier before it is initialized).
const CLUSTER_SYNC: &str = "nvvm.cluster.arrive\n    nvvm.cluster.wait\n    ";

#[test]
fn a_multicast_load_lands_in_every_cta_of_its_mask() {
    // Each CTA's thread 0 arms its own %bar0 for the 16x2 u32 box (128
    // bytes); CTA 0's thread 0 alone issues it, to both CTAs: both images
    // hold rows 2 and 3, columns 4..19, at offset 256.
    let body = format!(
        "{CLUSTER_SYNC}%is0 = llvm.icmp \"eq\" %rank, %c0 : i32
    llvm.cond_br %first, ^arm, ^wait
  ^arm:
    {}llvm.cond_br %is0, ^issue, ^wait
  ^issue:
    {}llvm.br ^wait
  ^wait:
    {}llvm.br ^done",
        expect("tx", "%bar0", 128),
        issue_multicast("l", "%bar0", 256, &[4, 2], 0b11),
        wait("w", "%bar0", 0)
    );
    let mut t = u32_tensor(64, 4);
    let spec = MapSpec::tile(U32, &[64, 4], &[256], &[16, 2]);
    let images = run_cluster_tma(&in_cluster_of_2(&kernel(&spec, "", 32, &body)), 32, &mut t).unwrap();
    let want: Vec<u32> = (2..4).flat_map(|y| (4..20).map(move |x| 100 * y + x)).collect();
    for (rank, image) in images.iter().enumerate() {
        let got: Vec<u32> = image[256..384].chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
        assert_eq!(got, want, "CTA {rank}");
    }
}

#[test]
fn two_ctas_each_multicast_half_of_a_tile() {
    // Each CTA expects the whole 16x4 tile (256 bytes) and issues the half
    // of its rank (rows 2r, 2r + 1) to both: each barrier completes on its
    // own half and the peer's, and both images hold the whole tile. The
    // halves' complete-tx may come before or after the CTA's own
    // expect-tx (a transiently negative tx-count).
    let half = |r: i32| {
        format!(
            "%h{r} = llvm.mlir.constant({r} : i32) : i32
    %is{r} = llvm.icmp \"eq\" %rank, %h{r} : i32
    llvm.cond_br %is{r}, ^issue{r}, ^next{r}
  ^issue{r}:
    {}llvm.br ^next{r}
  ^next{r}:
    ",
            issue_multicast(&format!("l{r}"), "%bar0", 256 + 128 * r as usize, &[0, 2 * r], 0b11)
        )
    };
    let body = format!(
        "{CLUSTER_SYNC}llvm.cond_br %first, ^arm, ^wait
  ^arm:
    {}{}{}llvm.br ^wait
  ^wait:
    {}llvm.br ^done",
        expect("tx", "%bar0", 256),
        half(0),
        half(1),
        wait("w", "%bar0", 0)
    );
    let mut t = u32_tensor(64, 4);
    let spec = MapSpec::tile(U32, &[64, 4], &[256], &[16, 2]);
    let images = run_cluster_tma(&in_cluster_of_2(&kernel(&spec, "", 32, &body)), 32, &mut t).unwrap();
    let want: Vec<u32> = (0..4).flat_map(|y| (0..16).map(move |x| 100 * y + x)).collect();
    for (rank, image) in images.iter().enumerate() {
        let got: Vec<u32> = image[256..512].chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
        assert_eq!(got, want, "CTA {rank}");
    }
}

#[test]
fn a_multicast_without_the_peer_s_expect_tx_is_a_reported_deadlock_and_a_mask_outside_the_cluster_traps() {
    // Only CTA 0 arms its barrier: CTA 1's %bar0 still waits for its one
    // arrival, with the copy's 128 bytes in flight.
    let body = |mask: u16| {
        format!(
            "{CLUSTER_SYNC}%is0 = llvm.icmp \"eq\" %rank, %c0 : i32
    %issuer = llvm.and %first, %is0 : i1
    llvm.cond_br %issuer, ^issue, ^wait
  ^issue:
    {}{}llvm.br ^wait
  ^wait:
    {}llvm.br ^done",
            expect("tx", "%bar0", 128),
            issue_multicast("l", "%bar0", 256, &[4, 2], mask),
            wait("w", "%bar0", 0)
        )
    };
    let mut t = u32_tensor(64, 4);
    let spec = MapSpec::tile(U32, &[64, 4], &[256], &[16, 2]);
    let err = run_cluster_tma(&in_cluster_of_2(&kernel(&spec, "", 32, &body(0b11))), 32, &mut t).unwrap_err();
    assert!(err.contains("deadlock"), "{err}");
    assert!(err.contains("1 of 1 arrivals pending"), "{err}");
    let err = run_cluster_tma(&in_cluster_of_2(&kernel(&spec, "", 32, &body(0b101))), 32, &mut t).unwrap_err();
    assert!(err.contains("the CTA mask 5 names no CTA or one outside the cluster's 2"), "{err}");
}

// ---------------------------------------------------------------------------
// %smid and %nsmid, and a global bitmask of busy SMs claimed with atomics.

#[test]
fn smid_names_the_host_slot_and_no_two_running_ctas_share_one() {
    // Thread 0 of each of 12 CTAs (3 at once) sets bit %smid of @busy with
    // atomicrmw or (it must have been clear), fills its 64 Ki-word slot of
    // the 1 MiB zero-initialized @slots with ctaid + 1, reads it back (no
    // other running CTA wrote it), and clears the bit with atomicrmw and.
    let module = r#"module {
  llvm.mlir.global internal @busy(dense<0> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global internal @slots() {addr_space = 1 : i32} : !llvm.array<262144 x i32> {
    %z = llvm.mlir.zero : !llvm.array<262144 x i32>
    llvm.return %z : !llvm.array<262144 x i32>
  }
  llvm.func @k(%out: !llvm.ptr<1>) {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %n = llvm.mlir.constant(65536 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %first = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %first, ^claim, ^end
  ^claim:
    %smid = nvvm.read.ptx.sreg.smid : i32
    %nsmid = nvvm.read.ptx.sreg.nsmid : i32
    %bit = llvm.shl %c1, %smid : i32
    %busy = llvm.mlir.addressof @busy : !llvm.ptr<1>
    %old = llvm.atomicrmw _or %busy, %bit acq_rel : !llvm.ptr<1>, i32
    %clash = llvm.and %old, %bit : i32
    %slots = llvm.mlir.addressof @slots : !llvm.ptr<1>
    %base = llvm.mul %smid, %n : i32
    %mine = llvm.add %cta, %c1 : i32
    llvm.br ^fill(%c0 : i32)
  ^fill(%i: i32):
    %more = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %more, ^store, ^check(%c0, %c0 : i32, i32)
  ^store:
    %at = llvm.add %base, %i : i32
    %p = llvm.getelementptr %slots[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %mine, %p : i32, !llvm.ptr<1>
    %i2 = llvm.add %i, %c1 : i32
    llvm.br ^fill(%i2 : i32)
  ^check(%j: i32, %bad: i32):
    %left = llvm.icmp "slt" %j, %n : i32
    llvm.cond_br %left, ^load, ^release
  ^load:
    %at2 = llvm.add %base, %j : i32
    %q = llvm.getelementptr %slots[%at2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %q : !llvm.ptr<1> -> i32
    %differs = llvm.icmp "ne" %v, %mine : i32
    %d = llvm.zext %differs : i1 to i32
    %bad2 = llvm.add %bad, %d : i32
    %j2 = llvm.add %j, %c1 : i32
    llvm.br ^check(%j2, %bad2 : i32, i32)
  ^release:
    %clear = llvm.xor %bit, %all : i32
    %old2 = llvm.atomicrmw _and %busy, %clear acq_rel : !llvm.ptr<1>, i32
    %held = llvm.and %old2, %bit : i32
    %row = llvm.mul %cta, %c4 : i32
    %o0 = llvm.getelementptr %out[%row] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %smid, %o0 : i32, !llvm.ptr<1>
    %o1 = llvm.getelementptr %o0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    llvm.store %nsmid, %o1 : i32, !llvm.ptr<1>
    %o2 = llvm.getelementptr %o0[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %flags = llvm.add %clash, %bad : i32
    %noheld = llvm.xor %held, %bit : i32
    %flags2 = llvm.add %flags, %noheld : i32
    llvm.store %flags2, %o2 : i32, !llvm.ptr<1>
    llvm.br ^end
  ^end:
    llvm.return
  }
}"#;
    let mut out = vec![0xffu8; 12 * 16];
    emulate_module(module, "k", [12, 1, 1], 32, Emulation { concurrent_ctas: 3, store_delay_us: 0 }, &mut [&mut out])
        .unwrap();
    for cta in 0..12 {
        let word = |i: usize| u32::from_le_bytes(out[16 * cta + 4 * i..16 * cta + 4 * i + 4].try_into().unwrap());
        assert!(word(0) < 3, "CTA {cta}: smid {}", word(0));
        assert_eq!(word(1), 3, "CTA {cta}: nsmid");
        assert_eq!(word(2), 0, "CTA {cta}: its bit was taken, its slot overwritten or its bit lost");
    }
}

// ---------------------------------------------------------------------------
// TMA stores (PTX ISA, "cp.async.bulk.tensor", shared::cta to global, tile
// mode, .bulk_group completion): the box of box_dim elements at the
// (signed) coordinates is written from shared memory read densely from the
// source, dimension 0 fastest, through the same swizzle patterns as the
// loads; elements of the box outside [0, global_dim) are not written.
// "cp.async.bulk.commit_group" closes the thread's bulk async-group;
// "cp.async.bulk.wait_group.read N" waits until every group but the newest
// N has finished reading its source, which may not change before then.

/// Byte `i` of @smem in the store tests.
fn pattern(i: usize) -> u8 {
    (i * 7 + 3) as u8
}

/// Every thread writes its share of @smem (byte i = pattern(i)), fences it
/// for the async proxy and meets the others; then thread 0 runs `steps`.
fn fill_then(steps: &str, threads: usize) -> String {
    let per = SMEM / threads;
    format!(
        "%f_per = llvm.mlir.constant({per} : i32) : i32
    %f_from = llvm.mul %tid, %f_per : i32
    %f_to = llvm.add %f_from, %f_per : i32
    %f_7 = llvm.mlir.constant(7 : i32) : i32
    %f_3 = llvm.mlir.constant(3 : i32) : i32
    llvm.br ^fill(%f_from : i32)
  ^fill(%f_i: i32):
    %f_more = llvm.icmp \"slt\" %f_i, %f_to : i32
    llvm.cond_br %f_more, ^fill_byte, ^filled
  ^fill_byte:
    %f_m = llvm.mul %f_i, %f_7 : i32
    %f_v = llvm.add %f_m, %f_3 : i32
    %f_b = llvm.trunc %f_v : i32 to i8
    %f_p = llvm.getelementptr %smem[%f_i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    llvm.store %f_b, %f_p : i8, !llvm.ptr<3>
    %f_next = llvm.add %f_i, %c1 : i32
    llvm.br ^fill(%f_next : i32)
  ^filled:
    nvvm.fence.proxy {{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}}
    nvvm.barrier0
    llvm.cond_br %first, ^steps, ^done
  ^steps:
    {steps}llvm.br ^done"
    )
}

/// The TMA store of the box at `coords` from @smem + `src`.
fn store(name: &str, src: usize, coords: &[i32]) -> String {
    let mut s = format!("%{name}_src = llvm.getelementptr %smem[{src}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8\n    ");
    let mut names = Vec::new();
    for (d, c) in coords.iter().enumerate() {
        s += &format!("%{name}_x{d} = llvm.mlir.constant({c} : i32) : i32\n    ");
        names.push(format!("%{name}_x{d}"));
    }
    s + &format!(
        "nvvm.cp.async.bulk.tensor.global.shared.cta %map, %{name}_src, box[{}] : !llvm.ptr, !llvm.ptr<3>\n    ",
        names.join(", ")
    )
}

const COMMIT: &str = "nvvm.cp.async.bulk.commit.group\n    ";

fn wait_read(pending: u32) -> String {
    format!("nvvm.cp.async.bulk.wait_group {pending} {{read}}\n    ")
}

/// Thread 0 overwrites @smem byte `at` with 0.
fn clobber(name: &str, at: usize) -> String {
    format!(
        "%{name}_p = llvm.getelementptr %smem[{at}] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8\n    %{name}_z = llvm.mlir.constant(0 : i8) : i8\n    llvm.store %{name}_z, %{name}_p : i8, !llvm.ptr<3>\n    "
    )
}

/// `tensor` (rows of `row_bytes`, elements of `elem` bytes, `dims` of them)
/// after a store of a `boxes` box at `coords` from @smem + `src` with a
/// `width`-byte swizzle: each box element inside the tensor takes its
/// source bytes, everything else (outside the box, padding) is kept.
fn expected_tensor(
    before: &[u8],
    elem: usize,
    row_bytes: usize,
    dims: &[i64],
    boxes: &[usize],
    coords: &[i64],
    src: usize,
    width: usize,
) -> Vec<u8> {
    let mut want = before.to_vec();
    for n in 0..boxes[0] * boxes[1] {
        let (x, y) = (coords[0] + (n % boxes[0]) as i64, coords[1] + (n / boxes[0]) as i64);
        if x < 0 || y < 0 || x >= dims[0] || y >= dims[1] {
            continue;
        }
        for b in 0..elem {
            want[y as usize * row_bytes + x as usize * elem + b] = pattern(src + swizzled(n * elem + b, width));
        }
    }
    want
}

#[test]
fn tma_store_writes_the_box_inside_the_tensor_under_each_swizzle_mode() {
    // u16 tensor of 80 x 40 in rows of 176 bytes (padding 0xee); boxes one
    // swizzle line wide, 16 rows, inside the tensor and straddling each edge.
    for (mode, width, inner) in [(0u32, 0usize, 24usize), (1, 32, 16), (2, 64, 32), (3, 128, 64)] {
        for coords in [[8, 5], [-5, -3], [70, 30], [-40, 38]] {
            let mut t = tensor(2, 80, 176, 40, 1, xy16);
            let before = t.bytes().to_vec();
            let mut spec = MapSpec::tile(U16, &[80, 40], &[176], &[inner as u32, 16]);
            spec.swizzle = mode;
            let src = 1024;
            let steps = store("s", src, &coords) + COMMIT + &wait_read(0);
            run_tma(&kernel(&spec, "", 32, &fill_then(&steps, 32)), 32, &mut t).unwrap();
            let want = expected_tensor(&before, 2, 176, &[80, 40], &[inner, 16], &[coords[0] as i64, coords[1] as i64], src, width);
            if let Some(d) = first_difference(t.bytes(), &want) {
                panic!("swizzle mode {mode}, box at {coords:?}: {d}");
            }
        }
    }
    // By hand, 128-byte swizzle at (8, 5): box element (0, 1) is tensor
    // element (8, 6), read from line 1's chunk 0 ^ 1 = 1, source bytes
    // 1024 + 128 + 16 and + 17.
    let mut t = tensor(2, 80, 176, 40, 1, xy16);
    let mut spec = MapSpec::tile(U16, &[80, 40], &[176], &[64, 16]);
    spec.swizzle = 3;
    let steps = store("s", 1024, &[8, 5]) + COMMIT + &wait_read(0);
    run_tma(&kernel(&spec, "", 32, &fill_then(&steps, 32)), 32, &mut t).unwrap();
    let at = 6 * 176 + 8 * 2;
    assert_eq!(&t.bytes()[at..at + 2], &[pattern(1024 + 144), pattern(1024 + 145)]);
    // Element (7, 5), left of the box, is untouched.
    assert_eq!(&t.bytes()[5 * 176 + 14..5 * 176 + 16], &[7, 5]);
}

#[test]
fn a_tma_store_reads_its_source_until_the_wait_that_retires_its_group() {
    // Two groups: A from @smem + 0 at (0, 0), B from @smem + 2048 at (0, 8).
    // After wait_group.read 1 only A is known to have read its source: A's
    // may be reused then, B's not until wait_group.read 0.
    let spec = MapSpec::tile(U32, &[32, 16], &[128], &[32, 8]);
    let two = store("a", 0, &[0, 0]) + COMMIT + &store("b", 2048, &[0, 8]) + COMMIT;
    let mut t = u32_tensor(32, 16);
    let before = t.bytes().to_vec();
    let ok = two.clone() + &wait_read(1) + &clobber("ra", 0) + &wait_read(0);
    run_tma(&kernel(&spec, "", 32, &fill_then(&ok, 32)), 32, &mut t).unwrap();
    let want = expected_tensor(&before, 4, 128, &[32, 16], &[32, 8], &[0, 0], 0, 0);
    let want = expected_tensor(&want, 4, 128, &[32, 16], &[32, 8], &[0, 8], 2048, 0);
    assert_eq!(first_difference(t.bytes(), &want), None);

    let mut t = u32_tensor(32, 16);
    let early = two + &wait_read(1) + &clobber("rb", 2048 + 100) + &wait_read(0);
    let err = run_tma(&kernel(&spec, "", 32, &fill_then(&early, 32)), 32, &mut t).unwrap_err();
    assert!(
        err.contains("changed between its issue and the cp.async.bulk.wait_group") && err.contains("offset 2148"),
        "{err}"
    );
}

#[test]
fn a_thread_exiting_before_its_tma_stores_finished_reading_fails() {
    let spec = MapSpec::tile(U32, &[32, 16], &[128], &[32, 8]);
    for steps in [store("s", 0, &[0, 0]) + COMMIT, store("s", 0, &[0, 0])] {
        let mut t = u32_tensor(32, 16);
        let err = run_tma(&kernel(&spec, "", 32, &fill_then(&steps, 32)), 32, &mut t).unwrap_err();
        assert!(err.contains("exited with 1 TMA stores"), "{err}");
    }
}

#[test]
fn a_misaligned_tma_store_source_fails() {
    // 128-byte swizzle: the source must start a 1024-byte pattern.
    let mut spec = MapSpec::tile(U16, &[80, 40], &[176], &[64, 16]);
    spec.swizzle = 3;
    let steps = store("s", 512, &[0, 0]) + COMMIT + &wait_read(0);
    let mut t = tensor(2, 80, 176, 40, 1, xy16);
    let err = run_tma(&kernel(&spec, "", 32, &fill_then(&steps, 32)), 32, &mut t).unwrap_err();
    assert!(err.contains("is not 1024-byte aligned"), "{err}");
}
