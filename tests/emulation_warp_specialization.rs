//! The host emulation of what warp-specialized kernels execute — `exit`,
//! named barriers (`barrier.sync id, count`), plain `mbarrier.arrive`,
//! `setmaxnreg` — each in a hand-written LLVM + NVVM module, against results
//! worked out from the PTX ISA: an exited thread runs nothing more and takes
//! part in no barrier; barrier `id` completes once `count` threads (a
//! multiple of the warp size) have arrived; `mbarrier.arrive` is one arrival
//! (release at CTA scope) that completes the phase when it is the last one;
//! `setmaxnreg` changes no result. Producer and consumer warps run
//! concurrently, so a protocol error (a slot never given back) is a
//! reported deadlock.

use cuda_tile::emulate::{emulate_module, Emulation};

fn run(module: &str, threads: u32, buffers: &mut [&mut [u8]]) -> Result<String, String> {
    emulate_module(module, "k", [1, 1, 1], threads, Emulation { concurrent_ctas: 1, store_delay_us: 0 }, buffers)
}

/// A kernel `k(%out: !llvm.ptr<1>)` with 256 bytes of shared memory @smem,
/// two mbarriers @bars, %tid, %c0, %c1, %c4, %ticks and %out32 (the i32
/// array at %out) defined, then `body`.
fn kernel(body: &str) -> String {
    format!(
        r#"module {{
  llvm.mlir.global internal @smem() {{addr_space = 3 : i32, alignment = 16 : i64}} : !llvm.array<256 x i8>
  llvm.mlir.global internal @bars() {{addr_space = 3 : i32, alignment = 8 : i64}} : !llvm.array<2 x i64>
  llvm.func @k(%out: !llvm.ptr<1>) attributes {{nvvm.kernel}} {{
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %smem = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %bars = llvm.mlir.addressof @bars : !llvm.ptr<3>
    %bar0 = llvm.getelementptr %bars[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %bar1 = llvm.getelementptr %bars[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    {body}
  }}
}}"#
    )
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

/// Threads from `from` on exit at once; the others go on at ^stay.
fn exit_from(from: u32) -> String {
    format!(
        "%exit_from = llvm.mlir.constant({from} : i32) : i32
    %leaves = llvm.icmp \"uge\" %tid, %exit_from : i32
    llvm.cond_br %leaves, ^leave, ^stay
  ^leave:
    nvvm.exit
    llvm.br ^stay
  ^stay:
    "
    )
}

#[test]
fn an_exited_thread_runs_nothing_more() {
    // Threads 32..63 exit before their store: only words 0..31 are written.
    let body = format!(
        "{}%p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.add %tid, %c1 : i32
    llvm.store %v, %p : i32, !llvm.ptr<1>
    llvm.return",
        exit_from(32)
    );
    let mut out = vec![0u8; 64 * 4];
    run(&kernel(&body), 64, &mut [&mut out]).unwrap();
    let want: Vec<u32> = (0..64).map(|t| if t < 32 { t + 1 } else { 0 }).collect();
    assert_eq!(words(&out), want);
}

#[test]
fn a_named_barrier_of_the_remaining_threads_orders_their_shared_accesses() {
    // Warp 2 exits; threads 0..63 each write word t of @smem, meet at
    // barrier 1 of 64 threads, and read word 63 - t: 64 - t after the
    // barrier, whichever thread wrote it.
    let body = format!(
        "{}%s = llvm.getelementptr %smem[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %v = llvm.add %tid, %c1 : i32
    llvm.store %v, %s : i32, !llvm.ptr<3>
    %id = llvm.mlir.constant(1 : i32) : i32
    %n = llvm.mlir.constant(64 : i32) : i32
    nvvm.barrier id = %id number_of_threads = %n
    %c63 = llvm.mlir.constant(63 : i32) : i32
    %mirror = llvm.sub %c63, %tid : i32
    %m = llvm.getelementptr %smem[%mirror] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %w = llvm.load %m : !llvm.ptr<3> -> i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %w, %p : i32, !llvm.ptr<1>
    llvm.return",
        exit_from(64)
    );
    let mut out = vec![0u8; 96 * 4];
    run(&kernel(&body), 96, &mut [&mut out]).unwrap();
    let want: Vec<u32> = (0..96).map(|t| if t < 64 { 64 - t } else { 0 }).collect();
    assert_eq!(words(&out), want);
}

#[test]
fn a_barrier_that_exited_threads_would_have_to_reach_is_reported() {
    // bar.sync 0 needs every thread of the CTA; warp 1 has exited.
    let body = format!("{}nvvm.barrier0\n    llvm.return", exit_from(32));
    let mut out = vec![0u8; 4];
    let started = std::time::Instant::now();
    let err = run(&kernel(&body), 64, &mut [&mut out]).unwrap_err();
    // (Found as soon as the first thread of warp 1 has exited.)
    assert!(err.contains("bar.sync 0: barrier 0 waits for 64 threads, but "), "{err}");
    assert!(err.contains(" of the CTA's 64 have exited: it can never complete"), "{err}");
    assert!(started.elapsed().as_secs() < 5, "the deadlock took {:?} to report", started.elapsed());
    // Barrier 1 of 64 threads in a CTA of 96 whose last warp exited: 64
    // remain, it completes (the test above); of 96, it cannot.
    let body = format!(
        "{}%id = llvm.mlir.constant(1 : i32) : i32
    %n = llvm.mlir.constant(96 : i32) : i32
    nvvm.barrier id = %id number_of_threads = %n
    llvm.return",
        exit_from(64)
    );
    let err = run(&kernel(&body), 96, &mut [&mut out]).unwrap_err();
    assert!(err.contains("barrier.sync: barrier 1 waits for 96 threads, but "), "{err}");
}

#[test]
fn named_barrier_operands_outside_the_isa_trap() {
    for (id, count, why) in [
        (1, 48, "a thread count of 48 (must be a positive multiple of 32, at most the CTA's 64)"),
        (1, 96, "a thread count of 96"),
        (16, 64, "barrier 16 is outside [0, 15]"),
    ] {
        let body = format!(
            "%id = llvm.mlir.constant({id} : i32) : i32
    %n = llvm.mlir.constant({count} : i32) : i32
    nvvm.barrier id = %id number_of_threads = %n
    llvm.return"
        );
        let mut out = vec![0u8; 4];
        let err = run(&kernel(&body), 64, &mut [&mut out]).unwrap_err();
        assert!(err.contains(why), "{id}, {count}: {err}");
    }
}

/// Thread 0 initializes %bar0 with `count` arrivals; the CTA meets.
fn init_bar0(count: u32) -> String {
    format!(
        "%first = llvm.icmp \"eq\" %tid, %c0 : i32
    llvm.cond_br %first, ^init, ^inited
  ^init:
    %count = llvm.mlir.constant({count} : i32) : i32
    nvvm.mbarrier.init %bar0, %count : !llvm.ptr<3>, i32
    llvm.br ^inited
  ^inited:
    nvvm.barrier0
    "
    )
}

#[test]
fn mbarrier_arrive_releases_what_the_arriving_threads_wrote() {
    // %bar0 expects 64 arrivals: warps 0 and 1 each write word t of @smem
    // and arrive; warp 2 waits for phase 0 and sums the 64 words, all
    // visible: 1 + ... + 64 = 2080.
    let body = format!(
        "{}%c64 = llvm.mlir.constant(64 : i32) : i32
    %writer = llvm.icmp \"ult\" %tid, %c64 : i32
    llvm.cond_br %writer, ^write, ^read
  ^write:
    %s = llvm.getelementptr %smem[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %v = llvm.add %tid, %c1 : i32
    llvm.store %v, %s : i32, !llvm.ptr<3>
    nvvm.mbarrier.arrive %bar0 : !llvm.ptr<3>
    llvm.return
  ^read:
    nvvm.mbarrier.try_wait.parity %bar0, %c0, %ticks : !llvm.ptr<3>, i32, i32
    llvm.br ^sum(%c0, %c0 : i32, i32)
  ^sum(%i: i32, %acc: i32):
    %more = llvm.icmp \"slt\" %i, %c64 : i32
    llvm.cond_br %more, ^add, ^end
  ^add:
    %a = llvm.getelementptr %smem[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %x = llvm.load %a : !llvm.ptr<3> -> i32
    %acc2 = llvm.add %acc, %x : i32
    %i2 = llvm.add %i, %c1 : i32
    llvm.br ^sum(%i2, %acc2 : i32, i32)
  ^end:
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %acc, %p : i32, !llvm.ptr<1>
    llvm.return",
        init_bar0(64)
    );
    let mut out = vec![0u8; 96 * 4];
    run(&kernel(&body), 96, &mut [&mut out]).unwrap();
    let got = words(&out);
    assert!(got[64..].iter().all(|&s| s == 2080), "{:?}", &got[64..]);
}

#[test]
fn a_missing_arrival_deadlocks_the_waiters() {
    // Count 64, only warp 0 arrives: warp 1 waits for a phase that never
    // completes, and the warps that arrived have exited.
    let missing = format!(
        "{}%c32 = llvm.mlir.constant(32 : i32) : i32
    %arrives = llvm.icmp \"ult\" %tid, %c32 : i32
    llvm.cond_br %arrives, ^arrive, ^wait
  ^arrive:
    nvvm.mbarrier.arrive %bar0 : !llvm.ptr<3>
    llvm.return
  ^wait:
    nvvm.mbarrier.try_wait.parity %bar0, %c0, %ticks : !llvm.ptr<3>, i32, i32
    llvm.return",
        init_bar0(64)
    );
    let mut out = vec![0u8; 4];
    let err = run(&kernel(&missing), 64, &mut [&mut out]).unwrap_err();
    assert!(err.contains("mbarrier.try_wait.parity: deadlock"), "{err}");
    assert!(err.contains("phase 0, 32 of 64 arrivals pending"), "{err}");
}

#[test]
fn setmaxnreg_changes_no_result() {
    let body = "nvvm.setmaxregister decrease 40
    nvvm.setmaxregister increase 232
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %tid, %p : i32, !llvm.ptr<1>
    llvm.return";
    let mut out = vec![0u8; 128 * 4];
    run(&kernel(body), 128, &mut [&mut out]).unwrap();
    assert_eq!(words(&out), (0..128).collect::<Vec<u32>>());
}

/// A ring of one slot (@smem word 0) between a producer warp and a
/// consumer warp, as a warp-specialized kernel runs it: thread 32 (the
/// producer warp's first thread) writes rounds 0..4 into the slot, each
/// after waiting on %bar1 ("empty", 32 arrivals) for the previous round's
/// release (round r waits for parity (r + 1) % 2: a fresh barrier's
/// preceding phase counts as complete), then arrives on %bar0 ("full", one
/// arrival); warp 0 waits on full (parity r % 2), copies the slot to
/// out[r] and, when `release`, gives the slot back. The producer warp then
/// exits and the consumers meet at named barrier 1 of 32 threads.
fn one_slot_ring(release: bool) -> String {
    let mut producer = String::new();
    let mut consumer = String::new();
    for r in 0..4u32 {
        producer += &format!(
            "%pp{r} = llvm.mlir.constant({} : i32) : i32
    nvvm.mbarrier.try_wait.parity %bar1, %pp{r}, %ticks : !llvm.ptr<3>, i32, i32
    %pv{r} = llvm.mlir.constant({} : i32) : i32
    llvm.store %pv{r}, %smem : i32, !llvm.ptr<3>
    nvvm.mbarrier.arrive %bar0 : !llvm.ptr<3>
    ",
            (r + 1) % 2,
            100 + r
        );
        consumer += &format!(
            "%cp{r} = llvm.mlir.constant({} : i32) : i32
    nvvm.mbarrier.try_wait.parity %bar0, %cp{r}, %ticks : !llvm.ptr<3>, i32, i32
    %cv{r} = llvm.load %smem : !llvm.ptr<3> -> i32
    %co{r} = llvm.mlir.constant({r} : i32) : i32
    %cd{r} = llvm.getelementptr %out[%co{r}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %cv{r}, %cd{r} : i32, !llvm.ptr<1>
    {}",
            r % 2,
            if release { "nvvm.mbarrier.arrive %bar1 : !llvm.ptr<3>\n    " } else { "" }
        );
    }
    format!(
        "%first = llvm.icmp \"eq\" %tid, %c0 : i32
    llvm.cond_br %first, ^init, ^inited
  ^init:
    nvvm.mbarrier.init %bar0, %c1 : !llvm.ptr<3>, i32
    %c32i = llvm.mlir.constant(32 : i32) : i32
    nvvm.mbarrier.init %bar1, %c32i : !llvm.ptr<3>, i32
    llvm.br ^inited
  ^inited:
    nvvm.barrier0
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %producer = llvm.icmp \"uge\" %tid, %c32 : i32
    llvm.cond_br %producer, ^produce, ^consume
  ^produce:
    nvvm.setmaxregister decrease 40
    %lead = llvm.icmp \"eq\" %tid, %c32 : i32
    llvm.cond_br %lead, ^issue, ^leave
  ^issue:
    {producer}llvm.br ^leave
  ^leave:
    nvvm.exit
    llvm.br ^consume
  ^consume:
    {consumer}%id = llvm.mlir.constant(1 : i32) : i32
    nvvm.barrier id = %id number_of_threads = %c32
    llvm.return"
    )
}

#[test]
fn a_producer_warp_and_consumers_pass_four_rounds_through_one_slot() {
    let mut out = vec![0u8; 4 * 4];
    run(&kernel(&one_slot_ring(true)), 64, &mut [&mut out]).unwrap();
    assert_eq!(words(&out), vec![100, 101, 102, 103]);
}

#[test]
fn a_slot_never_given_back_is_a_reported_deadlock() {
    // Without the releases the producer waits for phase 0 of "empty"
    // forever (round 1), while warp 0 waits for round 1's data.
    let mut out = vec![0u8; 4 * 4];
    let err = run(&kernel(&one_slot_ring(false)), 64, &mut [&mut out]).unwrap_err();
    assert!(err.contains("mbarrier.try_wait.parity: deadlock"), "{err}");
    assert!(err.contains("every thread of the CTA waits (at an mbarrier or bar.sync) or has exited"), "{err}");
}
