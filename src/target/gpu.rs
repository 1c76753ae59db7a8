//! The GPUs a kernel compiles for: the targets NVIDIA's `tileiras` takes,
//! and their architecture-specific (`a`) and family (`f`) variants where both
//! LLVM 22's NVPTX backend and `ptxas` know them (wgmma needs `sm_90a`,
//! tcgen05 `sm_100a`).

/// `tileiras --gpu-name` values.
pub const TILEIRAS_TARGETS: &[&str] =
    &["sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_107", "sm_110", "sm_120", "sm_121"];

/// Variants NVPTX can write PTX for. sm_107a/f are missing: LLVM 22 has no
/// sm_107 at all (plain sm_107 is compiled as sm_103 PTX, which ptxas
/// assembles for any later SM; an `a`/`f` target's PTX runs only on its own).
const VARIANTS: &[&str] = &[
    "sm_90a", "sm_100a", "sm_100f", "sm_103a", "sm_103f", "sm_110a", "sm_110f", "sm_120a", "sm_120f", "sm_121a", "sm_121f",
];

/// Ok if `name` is a target this compiler generates code for; otherwise the
/// message listing them.
pub fn check(name: &str) -> Result<(), String> {
    if TILEIRAS_TARGETS.contains(&name) || VARIANTS.contains(&name) {
        return Ok(());
    }
    Err(format!(
        "unknown GPU '{name}': expected one of {} (or {})",
        TILEIRAS_TARGETS.join(", "),
        VARIANTS.join(", ")
    ))
}
