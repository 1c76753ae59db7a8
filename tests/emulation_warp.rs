//! The host emulation's warp-level instructions — shfl.sync, ldmatrix,
//! mma.sync, bar.warp.sync, laneid/warpid — and cp.async, each run in a
//! hand-written LLVM + NVVM module on the emulator, against results worked
//! out here by hand from the PTX ISA (its pseudo-code, its fragment tables,
//! cited per function), never from the lowering or the emulation's code.

use cuda_tile::emulate::{emulate_module, Emulation};

// ---------------------------------------------------------------------------
// Running a module

fn run(module: &str, threads: u32, buffers: &mut [&mut [u8]]) -> Result<String, String> {
    emulate_module(module, "k", [1, 1, 1], threads, Emulation { concurrent_ctas: 1, store_delay_us: 0 }, buffers)
}

fn words(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn unwords(b: &[u8]) -> Vec<u32> {
    b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn dwords(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn undwords(b: &[u8]) -> Vec<u64> {
    b.chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect()
}

/// An i32 constant as MLIR spells it (masks above 2^31 as negatives).
fn c32(v: u32) -> String {
    format!("llvm.mlir.constant({} : i32) : i32", v as i32)
}

// ---------------------------------------------------------------------------
// shfl.sync (PTX ISA, "Data Movement and Conversion Instructions: shfl.sync"):
//   lane's source j: .up lane-b, .down lane+b, .bfly lane^b,
//   .idx minLane | (b[4:0] & ~segmask); c = clamp in bits 0-4, segment mask
//   in bits 8-12; maxLane = (lane & segmask) | (clamp & ~segmask),
//   minLane = lane & segmask; in range: .up j >= maxLane, else j <= maxLane;
//   out of range: the lane's own value, predicate false.
// Below, each case's expected source lane is worked out by hand from that.

/// A kernel whose lane `tid` holds 10*tid + 7 (i32) or tid + 0.25 (f32),
/// runs `op` (defining %r from %mask, %v, %b, %c) when its bit of `guard` is
/// set, and stores the value at out[tid] and the predicate (0/1) at
/// pred[tid]; lanes outside `guard` return at once, storing -1 twice.
fn shfl_kernel(op: &str, ty: &str, b: &str, c: u32, mask: u32, guard: u32, with_pred: bool) -> String {
    let value = if ty == "f32" {
        "%tf = llvm.sitofp %tid : i32 to f32\n    %q = llvm.mlir.constant(0.25 : f32) : f32\n    %v = llvm.fadd %tf, %q : f32"
            .to_string()
    } else {
        "%c10 = llvm.mlir.constant(10 : i32) : i32\n    %c7 = llvm.mlir.constant(7 : i32) : i32\n    %t10 = llvm.mul %tid, %c10 : i32\n    %v = llvm.add %t10, %c7 : i32".to_string()
    };
    let (result, pred) = if with_pred {
        (
            format!("%val = llvm.extractvalue %r[0] : !llvm.struct<({ty}, i1)>\n    %ok = llvm.extractvalue %r[1] : !llvm.struct<({ty}, i1)>"),
            "%okz = llvm.zext %ok : i1 to i32\n    llvm.store %okz, %pp : i32, !llvm.ptr<1>",
        )
    } else {
        (String::new(), "")
    };
    let val = if with_pred { "%val" } else { "%r" };
    let store = if ty == "f32" {
        format!("%vi = llvm.bitcast {val} : f32 to i32\n    llvm.store %vi, %po : i32, !llvm.ptr<1>")
    } else {
        format!("llvm.store {val}, %po : i32, !llvm.ptr<1>")
    };
    format!(
        r#"module {{
  llvm.func @k(%out: !llvm.ptr<1>, %pred: !llvm.ptr<1>) {{
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %lane = llvm.and %tid, %c31 : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %guard = {guard}
    %sh = llvm.lshr %guard, %lane : i32
    %bit = llvm.and %sh, %one : i32
    %in = llvm.icmp "ne" %bit, %zero : i32
    %po = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %pp = llvm.getelementptr %pred[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.cond_br %in, ^run, ^skip
  ^skip:
    %m1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.store %m1, %po : i32, !llvm.ptr<1>
    llvm.store %m1, %pp : i32, !llvm.ptr<1>
    llvm.return
  ^run:
    {value}
    %mask = {mask}
    %b = {b}
    %c = {c}
    {op}
    {result}
    {store}
    {pred}
    llvm.return
  }}
}}"#,
        guard = c32(guard),
        mask = c32(mask),
        c = c32(c),
    )
}

fn nvvm_shfl(kind: &str, ty: &str, with_pred: bool) -> String {
    if with_pred {
        format!("%r = nvvm.shfl.sync {kind} %mask, %v, %b, %c {{return_value_and_is_valid}} : {ty} -> !llvm.struct<({ty}, i1)>")
    } else {
        format!("%r = nvvm.shfl.sync {kind} %mask, %v, %b, %c : {ty} -> {ty}")
    }
}

/// Runs a shuffle over `threads` threads; returns (values, predicates).
fn shuffle(op: &str, ty: &str, b: &str, c: u32, mask: u32, guard: u32, with_pred: bool, threads: u32) -> (Vec<u32>, Vec<u32>) {
    let module = shfl_kernel(op, ty, b, c, mask, guard, with_pred);
    let mut out = vec![0u8; 4 * threads as usize];
    let mut pred = vec![0u8; 4 * threads as usize];
    run(&module, threads, &mut [&mut out, &mut pred]).unwrap_or_else(|e| panic!("{e}\n{module}"));
    (unwords(&out), unwords(&pred))
}

fn value(lane: u32) -> u32 {
    10 * lane + 7
}

/// Checks that lane l got the value of lane source(l) and predicate valid(l);
/// None: its own value, predicate false.
fn check_sources(kind: &str, b: u32, c: u32, source: impl Fn(u32) -> Option<u32>) {
    let (v, p) = shuffle(&nvvm_shfl(kind, "i32", true), "i32", &c32(b), c, !0, !0, true, 32);
    for l in 0..32 {
        match source(l) {
            Some(j) => assert_eq!((v[l as usize], p[l as usize]), (value(j), 1), "{kind} b={b} c={c:#x}: lane {l} from {j}"),
            None => assert_eq!((v[l as usize], p[l as usize]), (value(l), 0), "{kind} b={b} c={c:#x}: lane {l} out of range"),
        }
    }
}

#[test]
fn shfl_bfly_exchanges_across_the_whole_warp() {
    // c = 0x1f: clamp 31, no segments: maxLane = 31, every lane^b in range.
    check_sources("bfly", 1, 0x1f, |l| Some(l ^ 1));
    check_sources("bfly", 16, 0x1f, |l| Some(l ^ 16));
    check_sources("bfly", 7, 0x1f, |l| Some(l ^ 7));
}

#[test]
fn shfl_down_and_up_fall_back_to_the_own_value_past_the_ends() {
    // down 3, clamp 31: lanes 29..31 would read 32..34 > maxLane 31.
    check_sources("down", 3, 0x1f, |l| (l + 3 <= 31).then_some(l + 3));
    // up 2, c = 0: maxLane = 0, lanes 0 and 1 would read -2, -1 < 0.
    check_sources("up", 2, 0, |l| (l >= 2).then(|| l - 2));
}

#[test]
fn shfl_idx_reads_one_lane_and_b_uses_only_its_low_five_bits() {
    check_sources("idx", 5, 0x1f, |_| Some(5));
    // b = 33: b[4:0] = 1, a valid source lane although b is out of range.
    check_sources("idx", 33, 0x1f, |_| Some(1));
    // idx 30 with clamp 16: j = 30 > maxLane 16, out of range.
    check_sources("idx", 30, 16, |_| None);
}

#[test]
fn shfl_clamp_bounds_the_source_lane() {
    // down 4, clamp 20: maxLane = 20, so lanes up to 16 read lane+4.
    check_sources("down", 4, 20, |l| (l + 4 <= 20).then_some(l + 4));
    // bfly 8, clamp 15: lane^8 must be <= 15.
    check_sources("bfly", 8, 15, |l| ((l ^ 8) <= 15).then_some(l ^ 8));
    // up 1, clamp 10: j = l - 1 must be >= 10.
    check_sources("up", 1, 10, |l| (l >= 11).then(|| l - 1));
}

#[test]
fn shfl_segment_mask_splits_the_warp() {
    // Segments of 8 lanes (CUDA's width 8): segmask = 32 - 8 = 0x18 in bits 8-12.
    // idx 2, clamp 31: minLane = l & 0x18 (the segment's first lane),
    // maxLane = (l & 0x18) | 7 (its last): every lane reads its segment's lane 2.
    check_sources("idx", 2, 0x181f, |l| Some(8 * (l / 8) + 2));
    // idx 10: b & ~segmask = 10 & 7 = 2: the same.
    check_sources("idx", 10, 0x181f, |l| Some(8 * (l / 8) + 2));
    // down 3 within segments: in range while the source stays in the segment.
    check_sources("down", 3, 0x181f, |l| (l % 8 + 3 < 8).then_some(l + 3));
    // up 2 within segments (clamp 0): maxLane = the segment's first lane.
    check_sources("up", 2, 0x1800, |l| (l % 8 >= 2).then(|| l - 2));
    // bfly 2 in segments of 4 (segmask 0x1c).
    check_sources("bfly", 2, 0x1c1f, |l| Some(l ^ 2));
}

#[test]
fn shfl_moves_f32_bits_and_has_a_form_without_predicate() {
    let (v, _) = shuffle(&nvvm_shfl("bfly", "f32", false), "f32", &c32(1), 0x1f, !0, !0, false, 32);
    for l in 0..32u32 {
        assert_eq!(f32::from_bits(v[l as usize]), (l ^ 1) as f32 + 0.25);
    }
    let (v, p) = shuffle(&nvvm_shfl("down", "f32", true), "f32", &c32(16), 0x1f, !0, !0, true, 32);
    for l in 0..32u32 {
        let j = if l < 16 { l + 16 } else { l };
        assert_eq!((f32::from_bits(v[l as usize]), p[l as usize]), (j as f32 + 0.25, (l < 16) as u32));
    }
    let (v, _) = shuffle(&nvvm_shfl("idx", "i32", false), "i32", "llvm.sub %c31, %lane : i32", 0x1f, !0, !0, false, 32);
    for l in 0..32u32 {
        assert_eq!(v[l as usize], value(31 - l), "each lane its own b: lane {l} reads 31 - {l}: {v:?}");
    }
}

#[test]
fn shfl_intrinsics_behave_as_the_op() {
    let op = "%r = llvm.call_intrinsic \"llvm.nvvm.shfl.sync.bfly.i32\"(%mask, %v, %b, %c) : (i32, i32, i32, i32) -> i32";
    let (v, _) = shuffle(op, "i32", &c32(3), 0x1f, !0, !0, false, 32);
    assert!((0..32).all(|l| v[l as usize] == value(l ^ 3)));
    let op = "%r = llvm.call_intrinsic \"llvm.nvvm.shfl.sync.up.f32p\"(%mask, %v, %b, %c) : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>";
    let (v, p) = shuffle(op, "f32", &c32(4), 0, !0, !0, true, 32);
    for l in 0..32u32 {
        let j = if l >= 4 { l - 4 } else { l };
        assert_eq!((f32::from_bits(v[l as usize]), p[l as usize]), (j as f32 + 0.25, (l >= 4) as u32));
    }
}

#[test]
fn shfl_partial_masks_meet_separately_and_an_absent_source_is_undefined() {
    // Lanes 0-15 shuffle among themselves; lanes 16-31 return at once.
    // down 1: lane 15 reads lane 16, which takes no part: undefined, which
    // the emulation makes a recognisable NaN (0x7fc0dead).
    let (v, p) = shuffle(&nvvm_shfl("down", "i32", true), "i32", &c32(1), 0x1f, 0xffff, 0xffff, true, 32);
    for l in 0..15u32 {
        assert_eq!((v[l as usize], p[l as usize]), (value(l + 1), 1));
    }
    assert_eq!((v[15], p[15]), (0x7fc0dead, 1));
    assert!((16..32).all(|l| v[l] == u32::MAX && p[l] == u32::MAX));
    // Two disjoint masks of one warp in two branches: lanes 0-15 with mask
    // 0xffff and lanes 16-31 with 0xffff0000, each meeting on its own.
    let module = shfl_kernel(
        "%hi = llvm.mlir.constant(16 : i32) : i32\n    %upper = llvm.icmp \"uge\" %lane, %hi : i32\n    %lo_mask = llvm.mlir.constant(65535 : i32) : i32\n    %hi_mask = llvm.mlir.constant(-65536 : i32) : i32\n    %m = llvm.select %upper, %hi_mask, %lo_mask : i1, i32\n    llvm.cond_br %upper, ^a, ^b\n  ^a:\n    %ra = nvvm.shfl.sync bfly %m, %v, %b, %c : i32 -> i32\n    llvm.br ^join(%ra : i32)\n  ^b:\n    %rb = nvvm.shfl.sync bfly %m, %v, %b, %c : i32 -> i32\n    llvm.br ^join(%rb : i32)\n  ^join(%r: i32):",
        "i32",
        &c32(2),
        0x1f,
        !0,
        !0,
        false,
    );
    let mut out = vec![0u8; 128];
    let mut pred = vec![0u8; 128];
    run(&module, 32, &mut [&mut out, &mut pred]).unwrap_or_else(|e| panic!("{e}\n{module}"));
    let v = unwords(&out);
    assert!((0..32).all(|l| v[l as usize] == value(l ^ 2)));
}

#[test]
fn exited_lanes_do_not_hold_up_a_full_mask_shuffle() {
    // Lanes 16-31 return before the shuffle (full mask): the other lanes
    // meet without them (PTX: "all non-exited threads"); lane l^16 of lanes
    // 0-15 is gone, so its value is undefined.
    let (v, _) = shuffle(&nvvm_shfl("bfly", "i32", false), "i32", &c32(1), 0x1f, !0, 0xffff, false, 32);
    assert!((0..16).all(|l| v[l as usize] == value(l ^ 1)));
    let (v, _) = shuffle(&nvvm_shfl("bfly", "i32", false), "i32", &c32(16), 0x1f, !0, 0xffff, false, 32);
    assert!((0..16).all(|l| v[l] == 0x7fc0dead));
    // A CTA of 40 threads: warp 1 has lanes 0-7 only (threads 32-39).
    let (v, _) = shuffle(&nvvm_shfl("bfly", "i32", false), "i32", &c32(1), 0x1f, !0, !0, false, 40);
    assert!((0..40).all(|t| v[t as usize] == value(t ^ 1)));
}

#[test]
fn warps_shuffle_independently() {
    // Warp w repeats v += shfl.bfly(v, 1) 3 + 4w times: warp 0 three times,
    // warp 1 seven. After n rounds both lanes of a pair hold
    // 2^(n-1) * (v_l + v_(l^1)). A CTA-wide meeting would deadlock. Two
    // CTAs at once, under the adversarial store delay.
    let module = r#"module {
  llvm.func @k(%out: !llvm.ptr<1>) {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %three = llvm.mlir.constant(3 : i32) : i32
    %four = llvm.mlir.constant(4 : i32) : i32
    %five = llvm.mlir.constant(5 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %w = llvm.lshr %tid, %five : i32
    %w4 = llvm.mul %w, %four : i32
    %n = llvm.add %w4, %three : i32
    llvm.br ^loop(%zero, %tid : i32, i32)
  ^loop(%i: i32, %v: i32):
    %done = llvm.icmp "sge" %i, %n : i32
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %s = nvvm.shfl.sync bfly %all, %v, %one, %c31 : i32 -> i32
    %v2 = llvm.add %v, %s : i32
    %i2 = llvm.add %i, %one : i32
    llvm.br ^loop(%i2, %v2 : i32, i32)
  ^exit:
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}"#;
    let mut out = vec![0u8; 4 * 64];
    emulate_module(module, "k", [2, 1, 1], 64, Emulation { concurrent_ctas: 2, store_delay_us: 100 }, &mut [&mut out])
        .unwrap();
    let v = unwords(&out);
    for t in 0..64u32 {
        let rounds = if t < 32 { 3 } else { 7 };
        assert_eq!(v[t as usize], (1 << (rounds - 1)) * (t + (t ^ 1)), "thread {t}");
    }
}

#[test]
fn bar_warp_sync_orders_shared_memory_between_lanes() {
    // Odd lanes spin before storing 3*lane to shared[lane]; after
    // bar.warp.sync every lane reads its neighbour's slot (lane ^ 1).
    let module = r#"module {
  llvm.mlir.global internal @slots() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x i32>
  llvm.func @k(%out: !llvm.ptr<1>) {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %three = llvm.mlir.constant(3 : i32) : i32
    %spins = llvm.mlir.constant(200000 : i32) : i32
    %all = llvm.mlir.constant(-1 : i32) : i32
    %base = llvm.mlir.addressof @slots : !llvm.ptr<3>
    %scratch_i = llvm.mlir.constant(40 : i32) : i32
    %scratch = llvm.getelementptr %base[%scratch_i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %odd = llvm.and %lane, %one : i32
    %n = llvm.mul %odd, %spins : i32
    llvm.br ^spin(%zero : i32)
  ^spin(%i: i32):
    %more = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %more, ^again, ^store
  ^again:
    llvm.store volatile %i, %scratch : i32, !llvm.ptr<3>
    %i2 = llvm.add %i, %one : i32
    llvm.br ^spin(%i2 : i32)
  ^store:
    %mine = llvm.getelementptr %base[%lane] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %v = llvm.mul %lane, %three : i32
    llvm.store %v, %mine : i32, !llvm.ptr<3>
    nvvm.bar.warp.sync %all : i32
    %other = llvm.xor %lane, %one : i32
    %theirs = llvm.getelementptr %base[%other] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %r = llvm.load %theirs : !llvm.ptr<3> -> i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}"#;
    let mut out = vec![0u8; 128];
    run(module, 32, &mut [&mut out]).unwrap();
    let v = unwords(&out);
    assert!((0..32u32).all(|l| v[l as usize] == 3 * (l ^ 1)), "{v:?}");
}

#[test]
fn laneid_and_warpid_count_threads_by_32() {
    let module = r#"module {
  llvm.func @k(%out: !llvm.ptr<1>) {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %warp = nvvm.read.ptx.sreg.warpid : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %i = llvm.mul %tid, %two : i32
    %j = llvm.add %i, %one : i32
    %p = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %q = llvm.getelementptr %out[%j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %lane, %p : i32, !llvm.ptr<1>
    llvm.store %warp, %q : i32, !llvm.ptr<1>
    llvm.return
  }
}"#;
    let mut out = vec![0u8; 8 * 96];
    run(module, 96, &mut [&mut out]).unwrap();
    let v = unwords(&out);
    assert!((0..96u32).all(|t| v[2 * t as usize] == t % 32 && v[2 * t as usize + 1] == t / 32));
}

// ---------------------------------------------------------------------------
// ldmatrix (PTX ISA, "Warp-level matrix load instruction: ldmatrix"): for
// .m8n8 .b16, lanes 0-7 hold the row addresses of matrix 0, 8-15 of matrix
// 1, 16-23 of 2, 24-31 of 3 (x1 uses lanes 0-7, x2 lanes 0-15); each row is
// 8 consecutive b16. Figure "ldmatrix fragment": a group of four threads
// loads a row, thread 0 the first two elements — lane l gets row l/4,
// columns 2(l%4) and 2(l%4)+1, lower column in the low half. .trans loads
// the matrix column-major: lane l gets column-pairs, element [2(l%4)][l/4]
// low and [2(l%4)+1][l/4] high.

/// Element [row][col] of matrix j: distinct.
fn ld_element(j: u32, row: u32, col: u32) -> u32 {
    256 * j + 16 * row + col + 1
}

/// Row R (= 8j + r) of the 32 rows lies in 16-byte slot (7R mod 32) of
/// shared memory: rows are not contiguous, so each lane's address counts.
fn ldmatrix_kernel(op: &str, num: u32) -> String {
    format!(
        r#"module {{
  llvm.mlir.global internal @rows() {{addr_space = 3 : i32, alignment = 16 : i64}} : !llvm.array<512 x i16>
  llvm.func @k(%values: !llvm.ptr<1>, %out: !llvm.ptr<1>) {{
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %seven = llvm.mlir.constant(7 : i32) : i32
    %eight = llvm.mlir.constant(8 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %base = llvm.mlir.addressof @rows : !llvm.ptr<3>
    %r7 = llvm.mul %tid, %seven : i32
    %slot = llvm.and %r7, %c31 : i32
    %first = llvm.mul %slot, %eight : i32
    %row = llvm.getelementptr %base[%first] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %src0 = llvm.mul %tid, %eight : i32
    llvm.br ^copy(%src0, %row : i32, !llvm.ptr<3>)
  ^copy(%s: i32, %d: !llvm.ptr<3>):
    %end = llvm.add %src0, %eight : i32
    %more = llvm.icmp "slt" %s, %end : i32
    llvm.cond_br %more, ^element, ^loaded
  ^element:
    %sp = llvm.getelementptr %values[%s] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i16
    %x = llvm.load %sp : !llvm.ptr<1> -> i16
    llvm.store %x, %d : i16, !llvm.ptr<3>
    %s2 = llvm.add %s, %one : i32
    %d2 = llvm.getelementptr %d[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i16
    llvm.br ^copy(%s2, %d2 : i32, !llvm.ptr<3>)
  ^loaded:
    nvvm.barrier0
    %used = llvm.mlir.constant({used} : i32) : i32
    %in_use = llvm.icmp "slt" %tid, %used : i32
    %bytes = llvm.getelementptr %base[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %p = llvm.select %in_use, %row, %bytes : i1, !llvm.ptr<3>
    {op}
    %num = llvm.mlir.constant({num} : i32) : i32
    %o = llvm.mul %tid, %num : i32
    {stores}
    llvm.return
  }}
}}"#,
        used = 8 * num,
        stores = (0..num)
            .map(|j| {
                let field = if num == 1 { "%r".to_string() } else { format!("%f{j}") };
                let extract = if num == 1 {
                    String::new()
                } else {
                    let fields = vec!["i32"; num as usize].join(", ");
                    format!("%f{j} = llvm.extractvalue %r[{j}] : !llvm.struct<({fields})>\n    ")
                };
                format!(
                    "{extract}%j{j} = llvm.mlir.constant({j} : i32) : i32\n    %o{j} = llvm.add %o, %j{j} : i32\n    %q{j} = llvm.getelementptr %out[%o{j}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32\n    llvm.store {field}, %q{j} : i32, !llvm.ptr<1>"
                )
            })
            .collect::<Vec<_>>()
            .join("\n    "),
    )
}

fn ldmatrix(op: &str, num: u32) -> Vec<u32> {
    let module = ldmatrix_kernel(op, num);
    // Thread t copies row t: values[8t + c] = element [t%8][c] of matrix t/8.
    let values: Vec<u8> = (0..32u32)
        .flat_map(|t| (0..8).map(move |c| ld_element(t / 8, t % 8, c) as u16))
        .flat_map(|x| x.to_le_bytes())
        .collect();
    let mut values = values;
    let mut out = vec![0u8; 4 * 32 * num as usize];
    run(&module, 32, &mut [&mut values, &mut out]).unwrap_or_else(|e| panic!("{e}\n{module}"));
    unwords(&out)
}

fn ldmatrix_op(num: u32, layout: &str) -> String {
    let ty = if num == 1 { "i32".to_string() } else { format!("!llvm.struct<({})>", vec!["i32"; num as usize].join(", ")) };
    format!("%r = nvvm.ldmatrix %p {{num = {num} : i32, layout = #nvvm.mma_layout<{layout}>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>}} : (!llvm.ptr<3>) -> {ty}")
}

fn expect_ldmatrix(got: &[u32], num: u32, trans: bool) {
    for l in 0..32u32 {
        for j in 0..num {
            let (lo, hi) = if trans {
                (ld_element(j, 2 * (l % 4), l / 4), ld_element(j, 2 * (l % 4) + 1, l / 4))
            } else {
                (ld_element(j, l / 4, 2 * (l % 4)), ld_element(j, l / 4, 2 * (l % 4) + 1))
            };
            assert_eq!(got[(l * num + j) as usize], lo | hi << 16, "x{num} trans={trans}: lane {l}, matrix {j}");
        }
    }
}

#[test]
fn ldmatrix_loads_rows_by_the_lanes_addresses() {
    // Lanes past 8*num pass a misaligned address: it must not be used.
    for num in [1, 2, 4] {
        expect_ldmatrix(&ldmatrix(&ldmatrix_op(num, "row"), num), num, false);
    }
}

#[test]
fn ldmatrix_trans_loads_the_transposes() {
    for num in [1, 2, 4] {
        expect_ldmatrix(&ldmatrix(&ldmatrix_op(num, "col"), num), num, true);
    }
}

#[test]
fn ldmatrix_intrinsic_behaves_as_the_op() {
    let op = "%r = llvm.call_intrinsic \"llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16\"(%p) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>";
    expect_ldmatrix(&ldmatrix(op, 2), 2, true);
    let op = "%r = llvm.call_intrinsic \"llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16\"(%p) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>";
    expect_ldmatrix(&ldmatrix(op, 4), 4, false);
}

#[test]
fn ldmatrix_refuses_a_misaligned_row() {
    // Every lane (x4 uses all 32) passes row + 2 bytes: not 16-byte aligned.
    let op = "%p2 = llvm.getelementptr %p[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i16\n    %r = nvvm.ldmatrix %p2 {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>";
    let module = ldmatrix_kernel(op, 4);
    let mut values = vec![0u8; 512];
    let mut out = vec![0u8; 512];
    let e = run(&module, 32, &mut [&mut values, &mut out]).unwrap_err();
    assert!(e.contains("ldmatrix") && e.contains("aligned"), "{e}");
}

// ---------------------------------------------------------------------------
// mma.sync: matrices are built here, spread over the lanes' registers by the
// PTX ISA's fragment tables (section 9.7.14.5, "Matrix Fragments for
// mma.mMnNkK"; groupID = laneid >> 2, threadID_in_group = laneid % 4), each
// lane's registers passed in; the lanes' D registers are gathered back by
// the same tables and compared with A * B + C computed here. Floating-point
// accumulation is documented by the emulation as: from C, add each exact
// product in k order with one f32 rounding to nearest (an f32 fma); f16 D
// rounds that once. The PTX ISA leaves order and rounding unspecified ("at
// least single precision"), so the tests with inexact sums pin that choice.

#[derive(Clone, Copy, PartialEq, Debug)]
enum T {
    F16,
    BF16,
    TF32,
    F32,
    S8,
    U8,
    S32,
    F64,
    E4M3,
    E5M2,
}

impl T {
    /// Bits of one element in a register.
    fn bits(self) -> usize {
        match self {
            T::F16 | T::BF16 => 16,
            T::S8 | T::U8 | T::E4M3 | T::E5M2 => 8,
            T::F64 => 64,
            _ => 32,
        }
    }
    fn name(self) -> &'static str {
        match self {
            T::F16 => "f16",
            T::BF16 => "bf16",
            T::TF32 => "tf32",
            T::F32 => "f32",
            T::S8 => "s8",
            T::U8 => "u8",
            T::S32 => "s32",
            T::F64 => "f64",
            T::E4M3 => "e4m3",
            T::E5M2 => "e5m2",
        }
    }
    /// The LLVM type of a register of this element type in the op.
    fn register(self, accumulator: bool) -> &'static str {
        match self {
            T::F16 => "vector<2xf16>",
            T::F32 => "f32",
            T::F64 => "f64",
            T::TF32 if accumulator => "f32",
            _ => "i32",
        }
    }
    /// The element's value, decoded here from its bits.
    fn value(self, bits: u64) -> f64 {
        match self {
            T::F16 => f16_value(bits as u16),
            T::BF16 => f32::from_bits((bits as u32) << 16) as f64,
            // .tf32: f32's sign, exponent and top 10 mantissa bits.
            T::TF32 => f32::from_bits(bits as u32 & !0x1fff) as f64,
            T::F32 => f32::from_bits(bits as u32) as f64,
            T::S8 => bits as u8 as i8 as f64,
            T::U8 => bits as u8 as f64,
            T::S32 => bits as u32 as i32 as f64,
            T::F64 => f64::from_bits(bits),
            T::E4M3 => fp8_value(bits as u8, 4, 3, 7),
            T::E5M2 => fp8_value(bits as u8, 5, 2, 15),
        }
    }
}

/// IEEE binary16.
fn f16_value(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 31) as i32;
    let f = (h & 0x3ff) as f64;
    sign * match e {
        0 => f * 2f64.powi(-24),
        31 => if f == 0.0 { f64::INFINITY } else { f64::NAN },
        _ => (1024.0 + f) * 2f64.powi(e - 25),
    }
}

/// binary16 bits of x, which must be exactly representable.
fn f16_bits(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a == 0.0 {
        return sign;
    }
    let bits = if a < 2f64.powi(-14) {
        let m = a / 2f64.powi(-24);
        assert_eq!(m, m.trunc(), "{x} is not an f16");
        m as u16
    } else {
        let e = a.log2().floor() as i32;
        let m = a / 2f64.powi(e - 10);
        assert!(m == m.trunc() && (1024.0..2048.0).contains(&m) && e <= 15, "{x} is not an f16");
        (((e + 15) as u16) << 10) | (m as u16 - 1024)
    };
    sign | bits
}

/// bf16 bits of x, which must be exactly representable.
fn bf16_bits(x: f64) -> u16 {
    let f = x as f32;
    assert_eq!(f as f64, x);
    assert_eq!(f.to_bits() & 0xffff, 0, "{x} is not a bf16");
    (f.to_bits() >> 16) as u16
}

/// An 8-bit float with `e` exponent and `m` mantissa bits (PTX ISA,
/// "Alternate Floating-Point Data Formats": e4m3 has no infinities and
/// S.1111.111 is NaN; e5m2 follows IEEE with infinities).
fn fp8_value(b: u8, e: u32, m: u32, bias: i32) -> f64 {
    let sign = if b & 0x80 != 0 { -1.0 } else { 1.0 };
    let exponent = ((b & 0x7f) >> m) as i32;
    let mantissa = (b & ((1 << m) - 1)) as f64;
    let top = (1 << e) - 1;
    if e == 4 && exponent == top && mantissa == 7.0 {
        return f64::NAN;
    }
    if e == 5 && exponent == top {
        return if mantissa == 0.0 { sign * f64::INFINITY } else { f64::NAN };
    }
    sign * if exponent == 0 {
        mantissa * 2f64.powi(1 - bias - m as i32)
    } else {
        (mantissa + (1 << m) as f64) * 2f64.powi(exponent - bias - m as i32)
    }
}

#[derive(Clone, Copy)]
struct Shape {
    m: usize,
    n: usize,
    k: usize,
}

// The fragment tables, each as the PTX ISA writes it.

/// Row and column of element a_i of a lane's A fragment.
fn a_position(s: Shape, t: T, lane: usize, i: usize) -> (usize, usize) {
    let (group_id, tig) = (lane >> 2, lane % 4);
    match (s.m, s.k, t.bits()) {
        // 9.7.14.5.2, mma.m8n8k4 with .f64: row = %laneid >> 2, col = %laneid % 4.
        (8, 4, 64) => (lane >> 2, lane % 4),
        // 9.7.14.5.8, mma.m16n8k16 .f16/.bf16: row = groupID for ai where
        // 0 <= i < 2 || 4 <= i < 6, groupID + 8 otherwise; col =
        // threadID_in_group * 2 + (i & 0x1) for i < 4, + 8 for i >= 4.
        (16, 16, 16) => (
            if i < 2 || (4..6).contains(&i) { group_id } else { group_id + 8 },
            if i < 4 { tig * 2 + (i & 1) } else { tig * 2 + (i & 1) + 8 },
        ),
        // 9.7.14.5.7, mma.m16n8k8 .f16/.bf16: row = groupID for a0 and a1,
        // groupID + 8 for a2 and a3; col = threadID_in_group * 2 + (i & 0x1).
        (16, 8, 16) => (if i < 2 { group_id } else { group_id + 8 }, tig * 2 + (i & 1)),
        // 9.7.14.5.7, mma.m16n8k8 .tf32: row = groupID for a0 and a2,
        // groupID + 8 for a1 and a3; col = threadID_in_group for a0 and a1,
        // threadID_in_group + 4 for a2 and a3.
        (16, 8, 32) => (
            if i == 0 || i == 2 { group_id } else { group_id + 8 },
            if i < 2 { tig } else { tig + 4 },
        ),
        // 9.7.14.5.6, mma.m16n8k4 .tf32: row = groupID for a0, groupID + 8
        // for a1; col = threadID_in_group.
        (16, 4, 32) => (if i == 0 { group_id } else { group_id + 8 }, tig),
        // 9.7.14.5.9, mma.m16n8k16 .u8/.s8/.e4m3/.e5m2: row = groupID for
        // ai where i < 4, groupID + 8 for i >= 4; col = threadID_in_group * 4 + (i & 0x3).
        (16, 16, 8) => (if i < 4 { group_id } else { group_id + 8 }, tig * 4 + (i & 3)),
        // 9.7.14.5.10, mma.m16n8k32 .u8/.s8/.e4m3/.e5m2: row = groupID for
        // ai where 0 <= i < 4 || 8 <= i < 12, groupID + 8 otherwise; col =
        // threadID_in_group * 4 + (i & 0x3) for i < 8, + 16 for i >= 8.
        (16, 32, 8) => (
            if i < 4 || (8..12).contains(&i) { group_id } else { group_id + 8 },
            if i < 8 { tig * 4 + (i & 3) } else { tig * 4 + (i & 3) + 16 },
        ),
        other => panic!("no A table for {other:?}"),
    }
}

/// Row and column of element b_i of a lane's B fragment.
fn b_position(s: Shape, t: T, lane: usize, i: usize) -> (usize, usize) {
    let (group_id, tig) = (lane >> 2, lane % 4);
    let row = match (s.m, s.k, t.bits()) {
        // m8n8k4 .f64: row = %laneid % 4, col = %laneid >> 2.
        (8, 4, 64) => lane % 4,
        // m16n8k16 .f16/.bf16: row = threadID_in_group * 2 + (i & 0x1) for
        // bi where i < 2, + 8 for i >= 2.
        (16, 16, 16) => if i < 2 { tig * 2 + (i & 1) } else { tig * 2 + (i & 1) + 8 },
        // m16n8k8 .f16/.bf16: row = threadID_in_group * 2 + i.
        (16, 8, 16) => tig * 2 + i,
        // m16n8k8 .tf32: row = threadID_in_group for b0, + 4 for b1.
        (16, 8, 32) => if i == 0 { tig } else { tig + 4 },
        // m16n8k4 .tf32: row = threadID_in_group.
        (16, 4, 32) => tig,
        // m16n8k16 8-bit: row = threadID_in_group * 4 + i.
        (16, 16, 8) => tig * 4 + i,
        // m16n8k32 8-bit: row = threadID_in_group * 4 + (i & 0x3) for bi
        // where i < 4, + 16 for i >= 4.
        (16, 32, 8) => if i < 4 { tig * 4 + (i & 3) } else { tig * 4 + (i & 3) + 16 },
        other => panic!("no B table for {other:?}"),
    };
    // col = groupID in every table.
    (row, group_id)
}

/// Row and column of element c_i (or d_i) of a lane's accumulator.
fn c_position(s: Shape, lane: usize, i: usize) -> (usize, usize) {
    let (group_id, tig) = (lane >> 2, lane % 4);
    if s.m == 8 {
        // m8n8k4 .f64: row = groupID, col = threadID_in_group * 2 + (i & 0x1).
        (group_id, tig * 2 + (i & 1))
    } else {
        // m16n8kK: row = groupID for c0 and c1, groupID + 8 for c2 and c3;
        // col = threadID_in_group * 2 + (i & 0x1).
        (if i < 2 { group_id } else { group_id + 8 }, tig * 2 + (i & 1))
    }
}

/// A lane's registers holding the elements `bits(i)` of a fragment of
/// `count` elements, low elements in low bits.
fn pack(t: T, count: usize, bits: impl Fn(usize) -> u64) -> Vec<u64> {
    let per = (32 / t.bits()).max(1);
    let mut regs = vec![0u64; count.div_ceil(per)];
    for i in 0..count {
        let width = t.bits().min(64);
        let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
        regs[i / per] |= (bits(i) & mask) << (width * (i % per));
    }
    regs
}

struct Mma {
    shape: Shape,
    a: T,
    b: T,
    c: T,
    /// The op, with {A}, {B}, {C} for the registers' SSA names and {tA},
    /// {tB}, {tC}, {tD} for their types.
    op: String,
}

fn nvvm_mma(s: Shape, attrs: &str) -> String {
    format!(
        "%d = nvvm.mma.sync A[{{A}}] B[{{B}}] C[{{C}}] {{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = {}, n = {}, k = {}>{attrs}}} : ({{tA}}, {{tB}}, {{tC}}) -> !llvm.struct<({{tD}})>",
        s.m, s.n, s.k
    )
}

fn intrinsic_mma(name: &str) -> String {
    format!("%d = llvm.call_intrinsic \"{name}\"({{A}}, {{B}}, {{C}}) : ({{tall}}) -> !llvm.struct<({{tD}})>")
}

/// Matrices as element bits: A is m x k, B k x n, C m x n (row-major).
struct Matrices {
    a: Vec<u64>,
    b: Vec<u64>,
    c: Vec<u64>,
}

/// Runs `mma` on two warps, warp w with matrices `data[w]`; returns each
/// warp's D gathered by the accumulator table, as element bits (row-major).
fn run_mma(mma: &Mma, data: &[Matrices; 2]) -> [Vec<u64>; 2] {
    let Shape { m, n, k } = mma.shape;
    let (ea, eb, ec) = (m * k / 32, k * n / 32, m * n / 32);
    let (mut a_regs, mut b_regs, mut c_regs) = (vec![], vec![], vec![]);
    for d in data {
        for lane in 0..32 {
            a_regs.push(pack(mma.a, ea, |i| {
                let (r, c) = a_position(mma.shape, mma.a, lane, i);
                d.a[r * k + c]
            }));
            b_regs.push(pack(mma.b, eb, |i| {
                let (r, c) = b_position(mma.shape, mma.b, lane, i);
                d.b[r * n + c]
            }));
            c_regs.push(pack(mma.c, ec, |i| {
                let (r, c) = c_position(mma.shape, lane, i);
                d.c[r * n + c]
            }));
        }
    }
    let (na, nb, nc) = (a_regs[0].len(), b_regs[0].len(), c_regs[0].len());
    let nd = nc;
    let reg_bytes = |t: T| if t == T::F64 { 8 } else { 4 };
    let load = |t: T, acc: bool| match t.register(acc) {
        "f32" => "f32",
        "f64" => "f64",
        _ => "i32",
    };
    let mut body = String::new();
    let mut names: [Vec<String>; 3] = Default::default();
    for (f, (t, count, acc)) in [(mma.a, na, false), (mma.b, nb, false), (mma.c, nc, true)].into_iter().enumerate() {
        let buf = ["%abuf", "%bbuf", "%cbuf"][f];
        for i in 0..count {
            let lt = load(t, acc);
            body += &format!(
                "%x{f}_{i}c = llvm.mlir.constant({i} : i32) : i32\n    %x{f}_{i}i = llvm.mul %tid, %n{f} : i32\n    %x{f}_{i}j = llvm.add %x{f}_{i}i, %x{f}_{i}c : i32\n    %x{f}_{i}p = llvm.getelementptr {buf}[%x{f}_{i}j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, {lt}\n    %x{f}_{i} = llvm.load %x{f}_{i}p : !llvm.ptr<1> -> {lt}\n    "
            );
            let name = if t.register(acc) == "vector<2xf16>" {
                body += &format!("%x{f}_{i}v = llvm.bitcast %x{f}_{i} : i32 to vector<2xf16>\n    ");
                format!("%x{f}_{i}v")
            } else {
                format!("%x{f}_{i}")
            };
            names[f].push(name);
        }
    }
    let td = mma.c.register(true);
    let d_fields = vec![td; nd].join(", ");
    let all_types: Vec<&str> = std::iter::repeat_n(mma.a.register(false), na)
        .chain(std::iter::repeat_n(mma.b.register(false), nb))
        .chain(std::iter::repeat_n(td, nc))
        .collect();
    let op = mma
        .op
        .replace("{A}", &names[0].join(", "))
        .replace("{B}", &names[1].join(", "))
        .replace("{C}", &names[2].join(", "))
        .replace("{tA}", mma.a.register(false))
        .replace("{tB}", mma.b.register(false))
        .replace("{tC}", td)
        .replace("{tD}", &d_fields)
        .replace("{tall}", &all_types.join(", "));
    let mut stores = String::new();
    let store_ty = load(mma.c, true);
    for i in 0..nd {
        stores += &format!(
            "%d{i} = llvm.extractvalue %d[{i}] : !llvm.struct<({d_fields})>\n    %o{i}c = llvm.mlir.constant({i} : i32) : i32\n    %o{i}i = llvm.mul %tid, %n3 : i32\n    %o{i}j = llvm.add %o{i}i, %o{i}c : i32\n    %o{i}p = llvm.getelementptr %out[%o{i}j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, {store_ty}\n    "
        );
        if td == "vector<2xf16>" {
            stores += &format!("%d{i}b = llvm.bitcast %d{i} : vector<2xf16> to i32\n    llvm.store %d{i}b, %o{i}p : i32, !llvm.ptr<1>\n    ");
        } else {
            stores += &format!("llvm.store %d{i}, %o{i}p : {store_ty}, !llvm.ptr<1>\n    ");
        }
    }
    let module = format!(
        r#"module {{
  llvm.func @k(%abuf: !llvm.ptr<1>, %bbuf: !llvm.ptr<1>, %cbuf: !llvm.ptr<1>, %out: !llvm.ptr<1>) {{
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %n0 = llvm.mlir.constant({na} : i32) : i32
    %n1 = llvm.mlir.constant({nb} : i32) : i32
    %n2 = llvm.mlir.constant({nc} : i32) : i32
    %n3 = llvm.mlir.constant({nd} : i32) : i32
    {body}{op}
    {stores}llvm.return
  }}
}}"#
    );
    let bytes = |regs: &[Vec<u64>], t: T| -> Vec<u8> {
        let flat: Vec<u64> = regs.iter().flatten().copied().collect();
        if reg_bytes(t) == 8 {
            dwords(&flat)
        } else {
            words(&flat.iter().map(|&r| r as u32).collect::<Vec<_>>())
        }
    };
    let mut abuf = bytes(&a_regs, mma.a);
    let mut bbuf = bytes(&b_regs, mma.b);
    let mut cbuf = bytes(&c_regs, mma.c);
    let mut out = vec![0u8; 64 * nd * reg_bytes(mma.c)];
    run(&module, 64, &mut [&mut abuf, &mut bbuf, &mut cbuf, &mut out]).unwrap_or_else(|e| panic!("{e}\n{module}"));
    let d_regs: Vec<u64> = if reg_bytes(mma.c) == 8 { undwords(&out) } else { unwords(&out).into_iter().map(u64::from).collect() };
    let per = (32 / mma.c.bits()).max(1);
    let width = mma.c.bits();
    let mut d = [vec![u64::MAX; m * n], vec![u64::MAX; m * n]];
    for w in 0..2 {
        for lane in 0..32 {
            let regs = &d_regs[(32 * w + lane) * nd..][..nd];
            for i in 0..ec {
                let (r, c) = c_position(mma.shape, lane, i);
                let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
                assert_eq!(d[w][r * n + c], u64::MAX, "D[{r}][{c}] held twice");
                d[w][r * n + c] = (regs[i / per] >> (width * (i % per))) & mask;
            }
        }
    }
    d
}

/// D = A * B + C as documented: integers exactly (then clamped to int32 with
/// .satfinite, else wrapped); f64 one fma per product in k order; others
/// from C, one f32 fma per product in k order. Returns f64 values (f32 or
/// f64 results) or integers as f64.
fn reference(mma: &Mma, x: &Matrices, satfinite: bool) -> Vec<f64> {
    let Shape { m, n, k } = mma.shape;
    let mut d = vec![0.0; m * n];
    for r in 0..m {
        for c in 0..n {
            let cv = mma.c.value(x.c[r * n + c]);
            d[r * n + c] = match mma.c {
                T::S32 => {
                    let mut acc = cv as i64;
                    for kk in 0..k {
                        acc += mma.a.value(x.a[r * k + kk]) as i64 * mma.b.value(x.b[kk * n + c]) as i64;
                    }
                    (if satfinite { acc.clamp(i32::MIN as i64, i32::MAX as i64) as i32 } else { acc as i32 }) as f64
                }
                T::F64 => {
                    let mut acc = cv;
                    for kk in 0..k {
                        acc = mma.a.value(x.a[r * k + kk]).mul_add(mma.b.value(x.b[kk * n + c]), acc);
                    }
                    acc
                }
                _ => {
                    let mut acc = cv as f32;
                    for kk in 0..k {
                        acc = (mma.a.value(x.a[r * k + kk]) as f32).mul_add(mma.b.value(x.b[kk * n + c]) as f32, acc);
                    }
                    acc as f64
                }
            };
        }
    }
    d
}

/// Runs `mma` on two warps (the second with every A element negated, where
/// the type allows, else with C shifted) and compares D bit for bit.
fn check_mma(mma: &Mma, satfinite: bool, make: impl Fn(usize) -> Matrices) {
    let data = [make(0), make(1)];
    let got = run_mma(mma, &data);
    for w in 0..2 {
        let want = reference(mma, &data[w], satfinite);
        for (i, (&g, &e)) in got[w].iter().zip(&want).enumerate() {
            let (r, c) = (i / mma.shape.n, i % mma.shape.n);
            let g_value = mma.c.value(g);
            let e_bits = match mma.c {
                T::F32 => (e as f32).to_bits() as u64,
                T::F16 => f16_bits(e) as u64,
                T::S32 => e as i32 as u32 as u64,
                _ => e.to_bits(),
            };
            assert_eq!(g, e_bits, "warp {w}: D[{r}][{c}] = {g_value}, expected {e} ({:?} x {:?} + {:?})", mma.a, mma.b, mma.c);
        }
    }
}

/// Small distinct integers: A[r][k], B[k][c], C[r][c] vary with every index,
/// so a misplaced element changes D.
fn pattern_a(r: usize, k: usize) -> f64 {
    ((r * 7 + k * 3) % 11) as f64 - 5.0
}
fn pattern_b(k: usize, c: usize) -> f64 {
    ((k * 5 + c * 9) % 13) as f64 - 6.0
}
fn pattern_c(r: usize, c: usize) -> f64 {
    (r * 8 + c) as f64 - 40.0
}

fn float_matrices(s: Shape, w: usize, enc_ab: impl Fn(f64) -> u64, enc_c: impl Fn(f64) -> u64) -> Matrices {
    let sign = if w == 0 { 1.0 } else { -1.0 };
    Matrices {
        a: (0..s.m * s.k).map(|i| enc_ab(sign * pattern_a(i / s.k, i % s.k))).collect(),
        b: (0..s.k * s.n).map(|i| enc_ab(pattern_b(i / s.n, i % s.n))).collect(),
        c: (0..s.m * s.n).map(|i| enc_c(pattern_c(i / s.n, i % s.n))).collect(),
    }
}

fn f32_enc(x: f64) -> u64 {
    (x as f32).to_bits() as u64
}
fn f16_enc(x: f64) -> u64 {
    f16_bits(x) as u64
}
fn bf16_enc(x: f64) -> u64 {
    bf16_bits(x) as u64
}

const M16N8K16: Shape = Shape { m: 16, n: 8, k: 16 };
const M16N8K8: Shape = Shape { m: 16, n: 8, k: 8 };
const M16N8K4: Shape = Shape { m: 16, n: 8, k: 4 };
const M16N8K32: Shape = Shape { m: 16, n: 8, k: 32 };
const M8N8K4: Shape = Shape { m: 8, n: 8, k: 4 };

#[test]
fn mma_m16n8k16_f16_with_f32_and_f16_accumulators() {
    let mma = Mma { shape: M16N8K16, a: T::F16, b: T::F16, c: T::F32, op: nvvm_mma(M16N8K16, "") };
    check_mma(&mma, false, |w| float_matrices(M16N8K16, w, f16_enc, f32_enc));
    let mma = Mma { shape: M16N8K16, a: T::F16, b: T::F16, c: T::F16, op: nvvm_mma(M16N8K16, "") };
    check_mma(&mma, false, |w| float_matrices(M16N8K16, w, f16_enc, f16_enc));
}

#[test]
fn mma_m16n8k8_f16() {
    let mma = Mma { shape: M16N8K8, a: T::F16, b: T::F16, c: T::F32, op: nvvm_mma(M16N8K8, "") };
    check_mma(&mma, false, |w| float_matrices(M16N8K8, w, f16_enc, f32_enc));
}

#[test]
fn mma_bf16_m16n8k16_and_m16n8k8() {
    let bf16 = ", multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>";
    for s in [M16N8K16, M16N8K8] {
        let mma = Mma { shape: s, a: T::BF16, b: T::BF16, c: T::F32, op: nvvm_mma(s, bf16) };
        check_mma(&mma, false, |w| float_matrices(s, w, bf16_enc, f32_enc));
    }
}

#[test]
fn mma_tf32_m16n8k8_and_m16n8k4_ignore_the_low_13_bits() {
    let tf32 = ", multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>";
    for s in [M16N8K8, M16N8K4] {
        let mma = Mma { shape: s, a: T::TF32, b: T::TF32, c: T::F32, op: nvvm_mma(s, tf32) };
        check_mma(&mma, false, |w| {
            let mut x = float_matrices(s, w, f32_enc, f32_enc);
            // A[0][0] = 1 + 2^-20 and B[0][0] = 3 + 2^-21 as f32: both extra
            // bits lie in the 13 a .tf32 operand does not have.
            x.a[0] = 0x3f80_0008;
            x.b[0] = 0x4040_0002;
            x
        });
        // By hand: the products in D[0][0] then use 1 * 3.
        let data = [float_matrices(s, 0, f32_enc, f32_enc), float_matrices(s, 1, f32_enc, f32_enc)];
        let mut d0 = Matrices { a: data[0].a.clone(), b: data[0].b.clone(), c: data[0].c.clone() };
        d0.a[0] = 0x3f80_0008;
        d0.b[0] = 0x4040_0002;
        let plain = run_mma(&mma, &[Matrices { a: data[0].a.clone(), b: data[0].b.clone(), c: data[0].c.clone() }, data[1].clone_m()]);
        let truncated = run_mma(&mma, &[d0, data[1].clone_m()]);
        let (a00, b00) = (pattern_a(0, 0), pattern_b(0, 0));
        let shift = 1.0 * 3.0 - a00 * b00;
        assert_eq!(f32::from_bits(truncated[0][0] as u32), f32::from_bits(plain[0][0] as u32) + shift as f32);
    }
}

impl Matrices {
    fn clone_m(&self) -> Matrices {
        Matrices { a: self.a.clone(), b: self.b.clone(), c: self.c.clone() }
    }
}

/// 8-bit integer matrices covering the whole range of the types.
fn int8_matrices(s: Shape, w: usize, a: T, b: T, c: impl Fn(usize, usize) -> i64) -> Matrices {
    let value = |t: T, x: usize| -> u64 {
        let v = (x * 37 + 11) % 256;
        if t == T::S8 { (v as i64 - 128) as u8 as u64 } else { v as u64 }
    };
    Matrices {
        a: (0..s.m * s.k).map(|i| value(a, (i / s.k) * 7 + (i % s.k) * 3 + w * 5)).collect(),
        b: (0..s.k * s.n).map(|i| value(b, (i / s.n) * 5 + (i % s.n) * 13)).collect(),
        c: (0..s.m * s.n).map(|i| c(i / s.n, i % s.n) as i32 as u32 as u64).collect(),
    }
}

fn int_attrs(a: T, b: T, overflow: &str) -> String {
    format!(
        ", multiplicandAPtxType = #nvvm.mma_type<{}>, multiplicandBPtxType = #nvvm.mma_type<{}>, intOverflowBehavior = #nvvm.mma_int_overflow<{overflow}>",
        a.name(),
        b.name()
    )
}

#[test]
fn mma_int8_m16n8k32_and_m16n8k16_every_signedness() {
    for s in [M16N8K32, M16N8K16] {
        for (a, b) in [(T::S8, T::S8), (T::U8, T::U8), (T::S8, T::U8), (T::U8, T::S8)] {
            let mma = Mma { shape: s, a, b, c: T::S32, op: nvvm_mma(s, &int_attrs(a, b, "satfinite")) };
            check_mma(&mma, true, |w| int8_matrices(s, w, a, b, |r, c| (r * 1000 + c * 10) as i64 - 7000));
        }
    }
}

#[test]
fn mma_int8_satfinite_clamps_and_wrapped_wraps() {
    // C next to the int32 limits: row 0 at MAX - 100 and row 8 at MIN + 100,
    // with A and B making those rows' sums far past 100 in that direction.
    let s = M16N8K32;
    let make = |w: usize| {
        let mut x = int8_matrices(s, w, T::S8, T::S8, |r, c| match r {
            0 => i32::MAX as i64 - 100 + c as i64,
            8 => i32::MIN as i64 + 100 - c as i64,
            _ => 0,
        });
        for kk in 0..32 {
            x.a[kk] = 127; // row 0: 127 * 127 * 32 past MAX
            x.a[8 * 32 + kk] = (-128i8) as u8 as u64; // row 8: -128 * 127 * 32 past MIN
        }
        for i in 0..s.k * s.n {
            x.b[i] = 127;
        }
        x
    };
    for (overflow, satfinite) in [("satfinite", true), ("wrapped", false)] {
        let mma = Mma { shape: s, a: T::S8, b: T::S8, c: T::S32, op: nvvm_mma(s, &int_attrs(T::S8, T::S8, overflow)) };
        check_mma(&mma, satfinite, make);
        let d = run_mma(&mma, &[make(0), make(1)]);
        // By hand: 2147483647 - 100 + 32 * 127 * 127 = 2147999675 wraps to
        // 2147999675 - 2^32 = -2146967621; -2147483648 + 100 + 32 * -128 * 127
        // = -2148003740 wraps to 2146963556.
        let (top, bottom) = (d[0][0] as u32 as i32, d[0][8 * 8] as u32 as i32);
        if satfinite {
            assert_eq!((top, bottom), (i32::MAX, i32::MIN));
        } else {
            assert_eq!((top, bottom), (-2146967621, 2146963556));
        }
    }
}

#[test]
fn mma_f64_m8n8k4() {
    let s = M8N8K4;
    let mma = Mma { shape: s, a: T::F64, b: T::F64, c: T::F64, op: nvvm_mma(s, "") };
    check_mma(&mma, false, |w| {
        let mut x = float_matrices(s, w, |v| (v / 3.0).to_bits(), |v| v.to_bits());
        // An inexact sum: each product rounds inside the fma chain.
        x.c[0] = 1e16f64.to_bits();
        x
    });
}

#[test]
fn mma_fp8_m16n8k32_through_the_intrinsic() {
    // nvvm.mma.sync cannot name .e4m3/.e5m2 in LLVM 22 ("invalid shape or
    // multiplicand type"); the intrinsic can. Every byte but the NaNs.
    let s = M16N8K32;
    for (name, a, b) in [
        ("llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32", T::E4M3, T::E4M3),
        ("llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32", T::E4M3, T::E5M2),
        ("llvm.nvvm.mma.m16n8k32.row.col.f32.e5m2.e4m3.f32", T::E5M2, T::E4M3),
    ] {
        let mma = Mma { shape: s, a, b, c: T::F32, op: intrinsic_mma(name) };
        let byte = |t: T, x: usize| -> u64 {
            // Finite values of moderate size: exponent field 4..11 (e4m3) or 10..17 (e5m2).
            let sign = (x & 1) as u64;
            let (exp, man) = if t == T::E4M3 { (4 + (x / 2) % 8, (x / 16) % 8) } else { (10 + (x / 2) % 8, (x / 16) % 4) };
            let m_bits = if t == T::E4M3 { 3 } else { 2 };
            (sign << 7) | ((exp as u64) << m_bits) | man as u64
        };
        check_mma(&mma, false, |w| Matrices {
            a: (0..s.m * s.k).map(|i| byte(a, i * 7 + w)).collect(),
            b: (0..s.k * s.n).map(|i| byte(b, i * 5 + 3)).collect(),
            c: (0..s.m * s.n).map(|i| f32_enc(pattern_c(i / s.n, i % s.n) / 4.0)).collect(),
        });
    }
}

#[test]
fn mma_f32_accumulation_rounds_each_product_in_k_order() {
    // Row 0 of A and column 0 of B all ones: D[0][0] = C + 16 products of 1.
    // C = 2^24: each +1 is a tie that rounds back to 2^24 (even), so D =
    // 2^24, not the exact 2^24 + 16. Row 1 times column 1: C = 1 and 16
    // products 2^-12 * 2^-12 = 2^-24, half an ulp of 1 each: D = 1, not 1 + 2^-20.
    let s = M16N8K16;
    let mma = Mma { shape: s, a: T::F16, b: T::F16, c: T::F32, op: nvvm_mma(s, "") };
    let make = |_w: usize| {
        let mut a = vec![0u64; 16 * 16];
        let mut b = vec![0u64; 16 * 8];
        let mut c = vec![0u64; 16 * 8];
        for kk in 0..16 {
            a[kk] = f16_enc(1.0);
            b[kk * 8] = f16_enc(1.0);
            a[16 + kk] = f16_enc(2f64.powi(-12));
            b[kk * 8 + 1] = f16_enc(2f64.powi(-12));
        }
        c[0] = f32_enc(2f64.powi(24));
        c[8 + 1] = f32_enc(1.0);
        Matrices { a, b, c }
    };
    check_mma(&mma, false, make);
    let d = run_mma(&mma, &[make(0), make(1)]);
    assert_eq!(f32::from_bits(d[0][0] as u32), 16777216.0);
    assert_eq!(f32::from_bits(d[0][8 + 1] as u32), 1.0);
    // f16 accumulators: C = 2048 plus two products 1 * 1: 2050 in f32, an
    // f16 (spacing 2 there); a sum rounded to f16 at each step would stay 2048.
    let mma = Mma { shape: s, a: T::F16, b: T::F16, c: T::F16, op: nvvm_mma(s, "") };
    let make = |_w: usize| {
        let mut x = Matrices { a: vec![0; 256], b: vec![0; 128], c: vec![0; 128] };
        x.a[0] = f16_enc(1.0);
        x.a[1] = f16_enc(1.0);
        x.b[0] = f16_enc(1.0);
        x.b[8] = f16_enc(1.0);
        x.c[0] = f16_enc(2048.0);
        x
    };
    let d = run_mma(&mma, &[make(0), make(1)]);
    assert_eq!(f16_value(d[0][0] as u16), 2050.0);
}

#[test]
fn mma_needs_every_lane_of_the_warp() {
    // A CTA of 48 threads: warp 1 has 16 lanes, so its mma is undefined.
    let module = r#"module {
  llvm.func @k(%out: !llvm.ptr<1>) {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %a = llvm.mlir.constant(0 : i32) : i32
    %h = llvm.bitcast %a : i32 to vector<2xf16>
    %f = llvm.mlir.constant(0.0 : f32) : f32
    %d = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    llvm.return
  }
}"#;
    let mut out = vec![0u8; 4];
    let e = run(module, 48, &mut [&mut out]).unwrap_err();
    assert!(e.contains("mma.sync") && e.contains("every lane"), "{e}");
}

#[test]
fn unmodelled_mma_shapes_are_named() {
    // m8n8k4 with f16 (four quad-pair products per warp) is not modelled.
    let module = r#"module {
  llvm.func @k(%out: !llvm.ptr<1>) {
    %a = llvm.mlir.constant(0 : i32) : i32
    %h = llvm.bitcast %a : i32 to vector<2xf16>
    %d = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%h, %h, %h, %h] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    llvm.return
  }
}"#;
    let mut out = vec![0u8; 4];
    let e = run(module, 32, &mut [&mut out]).unwrap_err();
    assert!(e.contains("does not model mma.m8n8k4"), "{e}");
}

// ---------------------------------------------------------------------------
// cp.async (PTX ISA, "cp.async", "cp.async.commit_group",
// "cp.async.wait_group"): writes are visible to the thread only after the
// wait_group that completes the group the copy belongs to; wait_group N
// waits until at most the N newest committed groups are pending; src-size
// below cp-size fills the rest with zeros. Until then the destination is
// undefined (the copy may land any time): the emulation writes it with
// all-ones bytes at the copy and the data exactly at the wait, so reading
// early, or refilling a slot others still read, shows.

/// 32 threads; thread t owns 16-byte slots t of shared regions A, B, C, D
/// (each 512 bytes), first filled with 0xEE bytes. out[t] gets 4 snapshots
/// of its 4 slots (16 words each), after each step of `steps`.
fn cp_async_kernel(steps: &[&str]) -> String {
    let mut body = String::new();
    for (n, step) in steps.iter().enumerate() {
        body += &format!("{step}\n    ");
        for region in 0..4 {
            for word in 0..4 {
                let o = n * 16 + region * 4 + word;
                body += &format!(
                    "%s{n}_{region}_{word}i = llvm.mlir.constant({} : i32) : i32\n    %s{n}_{region}_{word}j = llvm.add %slot_w, %s{n}_{region}_{word}i : i32\n    %s{n}_{region}_{word}p = llvm.getelementptr %sh[%s{n}_{region}_{word}j] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32\n    %s{n}_{region}_{word} = llvm.load %s{n}_{region}_{word}p : !llvm.ptr<3> -> i32\n    %s{n}_{region}_{word}o = llvm.mlir.constant({o} : i32) : i32\n    %s{n}_{region}_{word}q = llvm.add %out_w, %s{n}_{region}_{word}o : i32\n    %s{n}_{region}_{word}r = llvm.getelementptr %out[%s{n}_{region}_{word}q] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32\n    llvm.store %s{n}_{region}_{word}, %s{n}_{region}_{word}r : i32, !llvm.ptr<1>\n    ",
                    region * 128 + word
                );
            }
        }
    }
    format!(
        r#"module {{
  llvm.mlir.global internal @shared() {{addr_space = 3 : i32, alignment = 16 : i64}} : !llvm.array<2048 x i8>
  llvm.func @k(%src: !llvm.ptr<1>, %out: !llvm.ptr<1>) {{
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %sh = llvm.mlir.addressof @shared : !llvm.ptr<3>
    %four = llvm.mlir.constant(4 : i32) : i32
    %sixteen = llvm.mlir.constant(16 : i32) : i32
    %snapshots = llvm.mlir.constant({words} : i32) : i32
    %slot_w = llvm.mul %tid, %four : i32
    %out_w = llvm.mul %tid, %snapshots : i32
    %stale = llvm.mlir.constant(-286331154 : i32) : i32
    %r0 = llvm.mlir.constant(0 : i32) : i32
    %r1 = llvm.mlir.constant(128 : i32) : i32
    %r2 = llvm.mlir.constant(256 : i32) : i32
    %r3 = llvm.mlir.constant(384 : i32) : i32
    {fills}
    %byte = llvm.mul %tid, %sixteen : i32
    %srcA = llvm.getelementptr %src[%byte] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %c512 = llvm.mlir.constant(512 : i32) : i32
    %b1 = llvm.add %byte, %c512 : i32
    %srcB = llvm.getelementptr %src[%b1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %dA = llvm.getelementptr %sh[%byte] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %oB = llvm.add %byte, %c512 : i32
    %dB = llvm.getelementptr %sh[%oB] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %c1024 = llvm.mlir.constant(1024 : i32) : i32
    %oC = llvm.add %byte, %c1024 : i32
    %dC = llvm.getelementptr %sh[%oC] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %c1536 = llvm.mlir.constant(1536 : i32) : i32
    %oD = llvm.add %byte, %c1536 : i32
    %dD = llvm.getelementptr %sh[%oD] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %three = llvm.mlir.constant(3 : i32) : i32
    %five = llvm.mlir.constant(5 : i32) : i32
    {body}llvm.return
  }}
}}"#,
        words = steps.len() * 16,
        fills = (0..4)
            .flat_map(|region| (0..4).map(move |word| (region, word)))
            .map(|(region, word)| format!(
                "%f{region}_{word}i = llvm.mlir.constant({} : i32) : i32\n    %f{region}_{word}j = llvm.add %slot_w, %f{region}_{word}i : i32\n    %f{region}_{word}p = llvm.getelementptr %sh[%f{region}_{word}j] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32\n    llvm.store %stale, %f{region}_{word}p : i32, !llvm.ptr<3>",
                region * 128 + word
            ))
            .collect::<Vec<_>>()
            .join("\n    "),
    )
}

/// src: 1024 bytes, byte i = (i * 7 + 1) mod 256.
fn src_bytes() -> Vec<u8> {
    (0..1024).map(|i| (i * 7 + 1) as u8).collect()
}

/// Runs the steps; returns per thread the snapshots, each 4 regions x 16 bytes.
fn cp_async(steps: &[&str]) -> Vec<Vec<[[u8; 16]; 4]>> {
    let module = cp_async_kernel(steps);
    let mut src = src_bytes();
    let mut out = vec![0u8; 32 * steps.len() * 64];
    run(&module, 32, &mut [&mut src, &mut out]).unwrap_or_else(|e| panic!("{e}\n{module}"));
    (0..32)
        .map(|t| {
            (0..steps.len())
                .map(|n| {
                    let mut regions = [[0u8; 16]; 4];
                    for (r, region) in regions.iter_mut().enumerate() {
                        let at = (t * steps.len() + n) * 64 + r * 16;
                        region.copy_from_slice(&out[at..at + 16]);
                    }
                    regions
                })
                .collect()
        })
        .collect()
}

const STALE: [u8; 16] = [0xee; 16];

/// A slot whose first `size` bytes a copy in flight will write: undefined
/// (all ones), the rest stale.
fn pending(size: usize) -> [u8; 16] {
    let mut r = STALE;
    r[..size].fill(0xff);
    r
}

/// The `size` bytes of src from `offset`, the rest of 16 stale; the bytes
/// from `src_size` to `size` zero.
fn copied(offset: usize, size: usize, src_size: usize) -> [u8; 16] {
    let src = src_bytes();
    let mut r = STALE;
    for i in 0..size {
        r[i] = if i < src_size { src[offset + i] } else { 0 };
    }
    r
}

#[test]
fn cp_async_data_lands_only_at_the_wait_for_its_group() {
    let snapshots = cp_async(&[
        // Group 1: A <- src[16t..+16] (cg). Group 2: B <- src[512+16t..+8] with
        // src-size 3 (ca). Group 3: C <- src[16t..+4] (ca).
        "nvvm.cp.async.shared.global %dA, %srcA, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>\n    nvvm.cp.async.commit.group\n    nvvm.cp.async.shared.global %dB, %srcB, 8, cache = ca, %three : !llvm.ptr<3>, !llvm.ptr<1>, i32\n    nvvm.cp.async.commit.group\n    nvvm.cp.async.shared.global %dC, %srcA, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>\n    nvvm.cp.async.commit.group",
        // wait_group 1: groups 1 and 2 complete, the newest (3) may still be in flight.
        "nvvm.cp.async.wait.group 1",
        // A copy not committed belongs to no group: wait_group 0 does not wait for it.
        "nvvm.cp.async.shared.global %dD, %srcB, 16, cache = cg, %five : !llvm.ptr<3>, !llvm.ptr<1>, i32\n    nvvm.cp.async.wait.group 0",
        "nvvm.cp.async.commit.group\n    nvvm.cp.async.wait.group 0",
    ]);
    for (t, s) in snapshots.iter().enumerate() {
        let a = copied(16 * t, 16, 16);
        let b = copied(512 + 16 * t, 8, 3);
        let c = copied(16 * t, 4, 4);
        let d = copied(512 + 16 * t, 16, 5);
        assert_eq!(s[0], [pending(16), pending(8), pending(4), STALE], "thread {t}: nothing lands before a wait");
        assert_eq!(s[1], [a, b, pending(4), STALE], "thread {t}: groups 1, 2 after wait_group 1");
        assert_eq!(s[2], [a, b, c, pending(16)], "thread {t}: the uncommitted copy still pending");
        assert_eq!(s[3], [a, b, c, d], "thread {t}: all after commit and wait_group 0");
    }
}

#[test]
fn cp_async_intrinsics_behave_as_the_ops() {
    let snapshots = cp_async(&[
        "llvm.call_intrinsic \"llvm.nvvm.cp.async.ca.shared.global.8\"(%dA, %srcA) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()\n    llvm.call_intrinsic \"llvm.nvvm.cp.async.cg.shared.global.16.s\"(%dB, %srcB, %five) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()\n    llvm.call_intrinsic \"llvm.nvvm.cp.async.commit.group\"() : () -> ()",
        "llvm.call_intrinsic \"llvm.nvvm.cp.async.ca.shared.global.4\"(%dC, %srcA) : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()\n    llvm.call_intrinsic \"llvm.nvvm.cp.async.wait.group\"(%r0) : (i32) -> ()",
        "llvm.call_intrinsic \"llvm.nvvm.cp.async.wait.all\"() : () -> ()",
    ]);
    for (t, s) in snapshots.iter().enumerate() {
        let (a, b, c) = (copied(16 * t, 8, 8), copied(512 + 16 * t, 16, 5), copied(16 * t, 4, 4));
        assert_eq!(s[0], [pending(8), pending(16), STALE, STALE]);
        assert_eq!(s[1], [a, b, pending(4), STALE], "thread {t}");
        assert_eq!(s[2], [a, b, c, STALE], "thread {t}: wait_all commits first");
    }
}

#[test]
fn cp_async_ignore_src_reads_nothing_and_writes_zeros() {
    // The lowering's `cp.async.cg.shared.global [dst], [src], 16, p;`
    // (PredicatedAccess.h): ignore-src p false copies as usual; true reads
    // nothing (the source here is an address no thread may read) and writes
    // 16 zeros; both land at the wait.
    let copy = |dst: &str, src: &str, ignore: &str| {
        format!("llvm.inline_asm has_side_effects \"cp.async.cg.shared.global [$0], [$1], 16, $2;\", \"r,l,b\" {dst}, {src}, {ignore} : (!llvm.ptr<3>, !llvm.ptr<1>, i1) -> ()")
    };
    let steps = [
        format!(
            "%no = llvm.mlir.constant(false) : i1\n    %yes = llvm.mlir.constant(true) : i1\n    %bad = llvm.mlir.constant(16 : i64) : i64\n    %nowhere = llvm.inttoptr %bad : i64 to !llvm.ptr<1>\n    {}\n    {}\n    nvvm.cp.async.commit.group",
            copy("%dA", "%srcA", "%no"),
            copy("%dB", "%nowhere", "%yes")
        ),
        "nvvm.cp.async.wait.group 0".to_string(),
    ];
    let steps: Vec<&str> = steps.iter().map(String::as_str).collect();
    for (t, s) in cp_async(&steps).iter().enumerate() {
        assert_eq!(s[0], [pending(16), pending(16), STALE, STALE], "thread {t}: nothing lands before the wait");
        assert_eq!(s[1], [copied(16 * t, 16, 16), [0; 16], STALE, STALE], "thread {t}");
    }
}

#[test]
fn cp_async_outside_shared_memory_fails_the_launch() {
    let module = cp_async_kernel(&[
        "%far = llvm.mlir.constant(4096 : i32) : i32\n    %dX = llvm.getelementptr %sh[%far] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8\n    nvvm.cp.async.shared.global %dX, %srcA, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>",
    ]);
    let mut src = src_bytes();
    let mut out = vec![0u8; 32 * 64];
    let e = run(&module, 32, &mut [&mut src, &mut out]).unwrap_err();
    assert!(e.contains("cp.async") && e.contains("outside"), "{e}");
}
