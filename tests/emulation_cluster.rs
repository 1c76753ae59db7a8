//! The host emulation of sm_90's thread block clusters — the cluster
//! special registers, `barrier.cluster.arrive`/`wait`, `mapa` and
//! distributed shared memory, `mbarrier.arrive` on another CTA's barrier
//! (shared::cluster) — each in a hand-written LLVM + NVVM module, against
//! results worked out from the PTX ISA: a kernel with `.reqnctapercluster`
//! (nvvm.cluster_dim) runs as clusters of that shape that tile the grid, x
//! fastest; %cluster_ctarank counts a cluster's CTAs x fastest; mapa maps a
//! shared address to the same offset in the CTA of the given rank;
//! barrier.cluster.wait returns once every non-exited thread of the cluster
//! has arrived. Multicast TMA loads are in emulation_tma.rs.

use cuda_tile::emulate::{emulate_module, Emulation};

fn run(module: &str, grid: [u32; 3], threads: u32, buffers: &mut [&mut [u8]]) -> Result<String, String> {
    emulate_module(module, "k", grid, threads, Emulation { concurrent_ctas: 2, store_delay_us: 0 }, buffers)
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

/// A kernel `k(%out: !llvm.ptr<1>)` in clusters of `dims`, with 256 bytes of
/// shared memory @smem, one mbarrier @bar, %tid, %rank (cluster_ctarank),
/// %first (tid 0), %c0, %c1, %ticks defined, then `body`.
fn kernel(dims: [u32; 3], body: &str) -> String {
    format!(
        r#"module {{
  llvm.mlir.global internal @smem() {{addr_space = 3 : i32, alignment = 16 : i64}} : !llvm.array<64 x i32>
  llvm.mlir.global internal @bar() {{addr_space = 3 : i32, alignment = 8 : i64}} : i64
  llvm.func @k(%out: !llvm.ptr<1>) attributes {{nvvm.kernel, nvvm.cluster_dim = array<i32: {}, {}, {}>}} {{
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %smem = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %bar = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %first = llvm.icmp "eq" %tid, %c0 : i32
    {body}
  }}
}}"#,
        dims[0], dims[1], dims[2]
    )
}

#[test]
fn cluster_registers_name_each_cta_s_place() {
    // Grid 4x2 in clusters of 2x1: thread 0 of each CTA writes 8 registers
    // at word 8 * (4 * ctaid.y + ctaid.x).
    let regs = [
        "cluster.ctarank",
        "cluster.nctarank",
        "cluster.ctaid.x",
        "cluster.nctaid.x",
        "clusterid.x",
        "clusterid.y",
        "nclusterid.x",
        "nclusterid.y",
    ];
    let mut body = String::from(
        "%x = nvvm.read.ptx.sreg.ctaid.x : i32
    %y = nvvm.read.ptx.sreg.ctaid.y : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %row = llvm.mul %y, %c4 : i32
    %cta = llvm.add %row, %x : i32
    %base = llvm.mul %cta, %c8 : i32
    llvm.cond_br %first, ^write, ^end
  ^write:
    ",
    );
    for (i, r) in regs.iter().enumerate() {
        body += &format!(
            "%r{i} = nvvm.read.ptx.sreg.{r} : i32
    %i{i} = llvm.mlir.constant({i} : i32) : i32
    %at{i} = llvm.add %base, %i{i} : i32
    %p{i} = llvm.getelementptr %out[%at{i}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %r{i}, %p{i} : i32, !llvm.ptr<1>
    "
        );
    }
    body += "llvm.br ^end\n  ^end:\n    llvm.return";
    let mut out = vec![0u8; 8 * 8 * 4];
    run(&kernel([2, 1, 1], &body), [4, 2, 1], 32, &mut [&mut out]).unwrap();
    let got = words(&out);
    for y in 0..2u32 {
        for x in 0..4u32 {
            let cta = (4 * y + x) as usize;
            // rank, ranks, ctaid in the cluster, CTAs along x, cluster id
            // x/y, clusters along x/y.
            let want = [x % 2, 2, x % 2, 2, x / 2, y, 2, 2];
            assert_eq!(&got[8 * cta..8 * cta + 8], &want, "CTA ({x}, {y})");
        }
    }
}

#[test]
fn a_cta_reads_its_peer_s_shared_memory_after_the_cluster_barrier() {
    // Each of 64 threads writes ctaid.x * 100 + tid to word tid of its
    // CTA's @smem; after barrier.cluster it reads word tid of the other
    // CTA's (rank ^ 1, through mapa) and stores it at word
    // 64 * ctaid.x + tid; a second barrier.cluster keeps each CTA's shared
    // memory alive until its peer has read it.
    let body = "%cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %c100 = llvm.mlir.constant(100 : i32) : i32
    %v0 = llvm.mul %cta, %c100 : i32
    %v = llvm.add %v0, %tid : i32
    %mine = llvm.getelementptr %smem[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    llvm.store %v, %mine : i32, !llvm.ptr<3>
    nvvm.cluster.arrive
    nvvm.cluster.wait
    %peer = llvm.xor %rank, %c1 : i32
    %theirs = nvvm.mapa %mine, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    %w = llvm.load %theirs : !llvm.ptr<7> -> i32
    %o0 = llvm.mul %cta, %c64 : i32
    %o = llvm.add %o0, %tid : i32
    %p = llvm.getelementptr %out[%o] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %w, %p : i32, !llvm.ptr<1>
    nvvm.cluster.arrive
    nvvm.cluster.wait
    llvm.return";
    let mut out = vec![0u8; 4 * 64 * 4];
    run(&kernel([2, 1, 1], body), [4, 1, 1], 64, &mut [&mut out]).unwrap();
    let want: Vec<u32> = (0..4u32).flat_map(|c| (0..64).map(move |t| (c ^ 1) * 100 + t)).collect();
    assert_eq!(words(&out), want);
}

/// Thread 0 of each CTA initializes @bar with `count` arrivals, then the
/// cluster meets (the inits visible to every CTA: fence.mbarrier_init).
fn init_then_sync(count: u32) -> String {
    format!(
        "llvm.cond_br %first, ^init, ^sync
  ^init:
    %count = llvm.mlir.constant({count} : i32) : i32
    nvvm.mbarrier.init %bar, %count : !llvm.ptr<3>, i32
    nvvm.fence.mbarrier.init
    llvm.br ^sync
  ^sync:
    nvvm.cluster.arrive
    nvvm.cluster.wait
    "
    )
}

/// Thread 0 writes `value` into word 1 of the peer CTA's @smem and arrives
/// on the peer's @bar (release at cluster scope).
fn give_peer(value: &str) -> String {
    format!(
        "%peer = llvm.xor %rank, %c1 : i32
    %slot = llvm.getelementptr %smem[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
    %their_slot = nvvm.mapa %slot, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    llvm.store {value}, %their_slot : i32, !llvm.ptr<7>
    %their_bar = nvvm.mapa %bar, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
    nvvm.mbarrier.arrive %their_bar {{scope = #nvvm.mem_scope<cluster>}} : !llvm.ptr<7>
    "
    )
}

#[test]
fn an_arrival_on_a_peer_s_mbarrier_completes_its_phase_and_publishes_the_write_before_it() {
    // Each CTA's thread 0 gives its peer 1000 + ctaid.x, then every thread
    // waits for phase 0 of its own @bar (count 1: the peer's arrival) and
    // reads word 1: the peer's value.
    let body = format!(
        "{}%cta = nvvm.read.ptx.sreg.ctaid.x : i32
    llvm.cond_br %first, ^give, ^wait
  ^give:
    %c1000 = llvm.mlir.constant(1000 : i32) : i32
    %v = llvm.add %cta, %c1000 : i32
    {}llvm.br ^wait
  ^wait:
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    %slot1 = llvm.getelementptr %smem[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
    %got = llvm.load %slot1 : !llvm.ptr<3> -> i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %o0 = llvm.mul %cta, %c32 : i32
    %o = llvm.add %o0, %tid : i32
    %p = llvm.getelementptr %out[%o] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %got, %p : i32, !llvm.ptr<1>
    llvm.return",
        init_then_sync(1),
        give_peer("%v")
    );
    let mut out = vec![0u8; 2 * 32 * 4];
    run(&kernel([2, 1, 1], &body), [2, 1, 1], 32, &mut [&mut out]).unwrap();
    let want: Vec<u32> = (0..2u32).flat_map(|c| std::iter::repeat(1000 + (c ^ 1)).take(32)).collect();
    assert_eq!(words(&out), want);
}

#[test]
fn a_missing_remote_arrival_is_a_reported_deadlock() {
    // Count 2, and only the peer's one arrival: every thread of the cluster
    // ends up waiting.
    let body = format!(
        "{}llvm.cond_br %first, ^give, ^wait
  ^give:
    {}llvm.br ^wait
  ^wait:
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    llvm.return",
        init_then_sync(2),
        give_peer("%c1")
    );
    let mut out = vec![0u8; 4];
    let err = run(&kernel([2, 1, 1], &body), [2, 1, 1], 32, &mut [&mut out]).unwrap_err();
    assert!(err.contains("mbarrier.try_wait.parity: deadlock"), "{err}");
    assert!(err.contains("1 of 2 arrivals pending"), "{err}");
    assert!(err.contains("every thread of the cluster waits"), "{err}");
}

#[test]
fn misuses_of_clusters_are_refused_or_trap() {
    let mut out = vec![0u8; 4];
    // The grid must be whole clusters.
    let err = run(&kernel([2, 1, 1], "llvm.return"), [3, 1, 1], 32, &mut [&mut out]).unwrap_err();
    assert!(err.contains("the grid (3, 1, 1) is not a whole number of the kernel's clusters (2, 1, 1)"), "{err}");
    // At most 8 CTAs, the portable cluster size.
    let err = run(&kernel([16, 1, 1], "llvm.return"), [16, 1, 1], 32, &mut [&mut out]).unwrap_err();
    assert!(err.contains("cluster of 16 CTAs exceeds the portable 8"), "{err}");
    // mapa to a rank outside the cluster.
    let body = "%c2 = llvm.mlir.constant(2 : i32) : i32
    %far = nvvm.mapa %smem, %c2 : !llvm.ptr<3> -> !llvm.ptr<7>
    llvm.return";
    let err = run(&kernel([2, 1, 1], body), [2, 1, 1], 32, &mut [&mut out]).unwrap_err();
    assert!(err.contains("mapa: CTA rank 2 is not in the cluster of 2 CTAs"), "{err}");
    // mapa into a CTA whose threads have all exited: CTA 1 returns at once,
    // and exited threads count as arrived at barrier.cluster, so CTA 0's
    // wait ends once CTA 1 is gone.
    let body = "%is1 = llvm.icmp \"eq\" %rank, %c1 : i32
    llvm.cond_br %is1, ^gone, ^stay
  ^gone:
    llvm.return
  ^stay:
    nvvm.cluster.arrive
    nvvm.cluster.wait
    %far = nvvm.mapa %smem, %c1 : !llvm.ptr<3> -> !llvm.ptr<7>
    llvm.return";
    let err = run(&kernel([2, 1, 1], body), [2, 1, 1], 32, &mut [&mut out]).unwrap_err();
    assert!(err.contains("mapa: the cluster's CTA 1 has exited (all its threads): its shared memory is gone"), "{err}");
    // A wait without an arrival.
    let err = run(&kernel([2, 1, 1], "nvvm.cluster.wait\n    llvm.return"), [2, 1, 1], 32, &mut [&mut out])
        .unwrap_err();
    assert!(err.contains("barrier.cluster.wait: the thread waits without a barrier.cluster.arrive"), "{err}");
    // A CTA-scope arrival cannot name another CTA's barrier.
    let body = "%peer = llvm.xor %rank, %c1 : i32
    %g = llvm.addrspacecast %bar : !llvm.ptr<3> to !llvm.ptr
    %theirs = nvvm.mapa %g, %peer : !llvm.ptr -> !llvm.ptr
    nvvm.mbarrier.arrive %theirs : !llvm.ptr
    llvm.return";
    let err = run(&kernel([2, 1, 1], body), [2, 1, 1], 32, &mut [&mut out]).unwrap_err();
    assert!(err.contains("mbarrier.arrive: the mbarrier address is not an 8-byte aligned object in the CTA's"), "{err}");
}
