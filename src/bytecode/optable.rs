//! The operation table: opcode ↔ op name and each op's byte layout per
//! version, parsed once from the table of BYTECODE.md §11.4 (kept verbatim
//! below so that the table and the spec can be diffed), plus what 13.4 adds.

use super::Version;
use std::collections::HashMap;
use std::sync::OnceLock;

/// §11.4 verbatim, plus what 13.4 adds as far as the paired corpus files and
/// probing tileirdisasm show: the `inbounds` attribute of `load_view_tko` and
/// `store_view_tko` (one bool per index, after the memory scope) and `fpowi`
/// (0x79, cuTile's layernorm).
const TABLE: &str = r#"
| 0x00 | absf | 13.1 | 1 | – | – | 1 | 0 |
| 0x01 | absi | 13.1 | 1 | – | – | 1 | 0 |
| 0x02 | addf | 13.1 | 1 | F | rounding_mode:enum(RoundingMode); flush_to_zero:unit@0 | 2 | 0 |
| 0x03 | addi | 13.1 | 1 | – | overflow:enum(IntegerOverflow) | 2 | 0 |
| 0x04 | andi | 13.1 | 1 | – | – | 2 | 0 |
| 0x05 | assert | 13.1 | 0 | – | message:str | 1 | 0 |
| 0x06 | assume | 13.1 | 1 | – | predicate:pred | 1 | 0 |
| 0x07 | atomic_cas_tko | 13.1 | 2 | F | memory_ordering_semantics:enum(MemoryOrderingSemantics); memory_scope:enum(MemoryScope) | pointers, cmp, val, mask?@0, token?@1 | 0 |
| 0x08 | atomic_rmw_tko | 13.1 | 2 | F | memory_ordering_semantics:enum(MemoryOrderingSemantics); memory_scope:enum(MemoryScope); mode:enum(AtomicRMWMode) | pointers, arg, mask?@0, token?@1 | 0 |
| 0x09 | bitcast | 13.1 | 1 | – | – | 1 | 0 |
| 0x0A | break | 13.1 | N | – | – | N | 0 |
| 0x0B | broadcast | 13.1 | 1 | – | – | 1 | 0 |
| 0x0C | cat | 13.1 | 1 | – | dim:i64 | 2 | 0 |
| 0x0D | ceil | 13.1 | 1 | – | – | 1 | 0 |
| 0x0E | cmpf | 13.1 | 1 | – | comparison_predicate:enum(ComparisonPredicate); comparison_ordering:enum(ComparisonOrdering) | 2 | 0 |
| 0x0F | cmpi | 13.1 | 1 | – | comparison_predicate:enum(ComparisonPredicate); signedness:enum(Signedness) | 2 | 0 |
| 0x10 | constant | 13.1 | 1 | – | value:dense | 0 | 0 |
| 0x11 | continue | 13.1 | N | – | – | N | 0 |
| 0x12 | cos | 13.1 | 1 | – | – | 1 | 0 |
| 0x13 | cosh | 13.1 | 1 | – | – | 1 | 0 |
| 0x14 | divf | 13.1 | 1 | F | rounding_mode:enum(RoundingMode); flush_to_zero:unit@0 | 2 | 0 |
| 0x15 | divi | 13.1 | 1 | – | signedness:enum(Signedness); rounding:enum(RoundingMode) | 2 | 0 |
| 0x16 | entry | 13.1 | 0 | F | sym_name:str; function_type:type; arg_attrs:attrs@0; res_attrs:attrs@1; optimization_hints:hints@2 | 0 | 1 |
| 0x17 | exp | 13.1 | 1 | – | rounding_mode:enum(RoundingMode) ≥13.3 default FULL | 1 | 0 |
| 0x18 | exp2 | 13.1 | 1 | F | flush_to_zero:unit@0 | 1 | 0 |
| 0x25 | exti | 13.1 | 1 | – | signedness:enum(Signedness) | 1 | 0 |
| 0x26 | extract | 13.1 | N | – | – | N | 0 |
| 0x27 | floor | 13.1 | 1 | – | – | 1 | 0 |
| 0x28 | fma | 13.1 | 1 | F | rounding_mode:enum(RoundingMode); flush_to_zero:unit@0 | 3 | 0 |
| 0x29 | for | 13.1 | N | F≥13.2 | unsignedCmp:unit@0 ≥13.2 | N | 1 |
| 0x2A | ftof | 13.1 | 1 | – | rounding_mode:enum(RoundingMode) | 1 | 0 |
| 0x2B | ftoi | 13.1 | 1 | – | signedness:enum(Signedness); rounding_mode:enum(RoundingMode) | 1 | 0 |
| 0x2C | get_global | 13.1 | 1 | – | name:sym | 0 | 0 |
| 0x2D | get_index_space_shape | 13.1 | N | – | – | 1 | 0 |
| 0x2E | get_num_tile_blocks | 13.1 | 3 | – | – | 0 | 0 |
| 0x2F | get_tensor_shape | 13.1 | N | – | – | 1 | 0 |
| 0x30 | get_tile_block_id | 13.1 | 3 | – | – | 0 | 0 |
| 0x31 | global | 13.1 | 0 | F≥13.3 | sym_name:str; value:dense; alignment:i64; constant:unit@0 ≥13.3; symbol_visibility:enum(SymbolVisibility) ≥13.3 default Public | 0 | 0 |
| 0x32 | if | 13.1 | N | – | – | 1 | 2 |
| 0x33 | int_to_ptr | 13.1 | 1 | – | – | 1 | 0 |
| 0x3A | iota | 13.1 | 1 | – | – | 0 | 0 |
| 0x3B | itof | 13.1 | 1 | – | signedness:enum(Signedness); rounding_mode:enum(RoundingMode) | 1 | 0 |
| 0x3C | join_tokens | 13.1 | N | – | – | N | 0 |
| 0x3D | load_ptr_tko | 13.1 | 2 | F | memory_ordering_semantics:enum(MemoryOrderingSemantics); memory_scope:enum(MemoryScope)@0; optimization_hints:hints@1 | source, mask?@2, paddingValue?@3, token?@4 | 0 |
| 0x3E | load_view_tko | 13.1 | N | F | memory_ordering_semantics:enum(MemoryOrderingSemantics); memory_scope:enum(MemoryScope)@0; optimization_hints:hints@1; inbounds:boolarr ≥13.4 default NONE | view, index*, token?@2 | 0 |
| 0x3F | log | 13.1 | 1 | – | – | 1 | 0 |
| 0x40 | log2 | 13.1 | 1 | – | – | 1 | 0 |
| 0x41 | loop | 13.1 | N | – | – | N | 1 |
| 0x42 | make_partition_view | 13.1 | 1 | – | – | 1 | 0 |
| 0x43 | make_tensor_view | 13.1 | N | – | – | base, dynamicShape*, dynamicStrides* | 0 |
| 0x44 | make_token | 13.1 | 1 | – | – | 0 | 0 |
| 0x45 | maxf | 13.1 | 1 | F | propagate_nan:unit@0; flush_to_zero:unit@1 | 2 | 0 |
| 0x46 | maxi | 13.1 | 1 | – | signedness:enum(Signedness) | 2 | 0 |
| 0x47 | minf | 13.1 | 1 | F | propagate_nan:unit@0; flush_to_zero:unit@1 | 2 | 0 |
| 0x48 | mini | 13.1 | 1 | – | signedness:enum(Signedness) | 2 | 0 |
| 0x49 | mmaf | 13.1 | 1 | F≥13.3 | fast_acc:unit@0 ≥13.3 | 3 | 0 |
| 0x4A | mmai | 13.1 | 1 | – | signedness_lhs:enum(Signedness); signedness_rhs:enum(Signedness) | 3 | 0 |
| 0x4B | module | 13.1 | 0 | F≥13.3 | sym_name:str; producer:str@0 ≥13.3 | 0 | 1 |
| 0x4C | mulf | 13.1 | 1 | F | rounding_mode:enum(RoundingMode); flush_to_zero:unit@0 | 2 | 0 |
| 0x4D | mulhii | 13.1 | 1 | – | – | 2 | 0 |
| 0x4E | muli | 13.1 | 1 | – | overflow:enum(IntegerOverflow) | 2 | 0 |
| 0x4F | negf | 13.1 | 1 | – | – | 1 | 0 |
| 0x50 | negi | 13.1 | 1 | – | overflow:enum(IntegerOverflow) ≥13.2 default NONE | 1 | 0 |
| 0x51 | offset | 13.1 | 1 | – | – | 2 | 0 |
| 0x52 | ori | 13.1 | 1 | – | – | 2 | 0 |
| 0x53 | permute | 13.1 | 1 | – | permutation:i32arr | 1 | 0 |
| 0x54 | pow | 13.1 | 1 | – | – | 2 | 0 |
| 0x55 | print_tko | 13.1 | N [result_token ≥13.2] | F≥13.2 | str:str | args*, token?@0 ≥13.2 | 0 |
| 0x56 | ptr_to_int | 13.1 | 1 | – | – | 1 | 0 |
| 0x57 | ptr_to_ptr | 13.1 | 1 | – | – | 1 | 0 |
| 0x58 | reduce | 13.1 | N | – | dim:i32; identities:attrs | N | 1 |
| 0x59 | remf | 13.1 | 1 | – | – | 2 | 0 |
| 0x5A | remi | 13.1 | 1 | – | signedness:enum(Signedness) | 2 | 0 |
| 0x5B | reshape | 13.1 | 1 | – | – | 1 | 0 |
| 0x5C | return | 13.1 | N | – | – | N | 0 |
| 0x5D | rsqrt | 13.1 | 1 | F | flush_to_zero:unit@0 | 1 | 0 |
| 0x5E | scan | 13.1 | N | – | dim:i32; reverse:bool; identities:attrs | N | 1 |
| 0x5F | select | 13.1 | 1 | – | – | 3 | 0 |
| 0x60 | shli | 13.1 | 1 | – | overflow:enum(IntegerOverflow) | 2 | 0 |
| 0x61 | shri | 13.1 | 1 | – | signedness:enum(Signedness) | 2 | 0 |
| 0x62 | sin | 13.1 | 1 | – | – | 1 | 0 |
| 0x63 | sinh | 13.1 | 1 | – | – | 1 | 0 |
| 0x64 | sqrt | 13.1 | 1 | F | rounding_mode:enum(RoundingMode); flush_to_zero:unit@0 | 1 | 0 |
| 0x65 | store_ptr_tko | 13.1 | 1 | F | memory_ordering_semantics:enum(MemoryOrderingSemantics); memory_scope:enum(MemoryScope)@0; optimization_hints:hints@1 | destination, value, mask?@2, token?@3 | 0 |
| 0x66 | store_view_tko | 13.1 | N | F | memory_ordering_semantics:enum(MemoryOrderingSemantics); memory_scope:enum(MemoryScope)@0; optimization_hints:hints@1; inbounds:boolarr ≥13.4 default NONE | tile, view, index*, token?@2 | 0 |
| 0x67 | subf | 13.1 | 1 | F | rounding_mode:enum(RoundingMode); flush_to_zero:unit@0 | 2 | 0 |
| 0x68 | subi | 13.1 | 1 | – | overflow:enum(IntegerOverflow) | 2 | 0 |
| 0x69 | tan | 13.1 | 1 | – | – | 1 | 0 |
| 0x6A | tanh | 13.1 | 1 | – | rounding_mode:enum(RoundingMode) ≥13.2 default FULL | 1 | 0 |
| 0x6B | trunci | 13.1 | 1 | – | overflow:enum(IntegerOverflow) | 1 | 0 |
| 0x6C | xori | 13.1 | 1 | – | – | 2 | 0 |
| 0x6D | yield | 13.1 | N | – | – | N | 0 |
| 0x6E | atan2 | 13.2 | 1 | – | – | 2 | 0 |
| 0x6F | pack | 13.3 | 1 | – | – | 1 | 0 |
| 0x70 | unpack | 13.3 | 1 | – | – | 1 | 0 |
| 0x71 | alloca | 13.3 | 1 | F | num_elem:i64; alignment:i64; global:unit@0 | 0 | 0 |
| 0x72 | mmaf_scaled | 13.3 | 1 | – | – | 5 | 0 |
| 0x73 | make_gather_scatter_view | 13.3 | 1 | – | – | 1 | 0 |
| 0x74 | make_strided_view | 13.3 | 1 | – | – | 1 | 0 |
| 0x79 | fpowi | 13.4 | 1 | – | – | 2 | 0 |
| 0x75 | atomic_red_view_tko | 13.3 | N | F | memory_ordering_semantics:enum(MemoryOrderingSemantics); memory_scope:enum(MemoryScope); mode:enum(AtomicRMWMode) | view, index*, value, token?@0 | 0 |
"#;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumKind {
    Signedness,
    IntegerOverflow,
    RoundingMode,
    ComparisonOrdering,
    ComparisonPredicate,
    AtomicRMWMode,
    MemoryScope,
    MemoryOrderingSemantics,
    PaddingValue,
    SymbolVisibility,
}

impl EnumKind {
    /// The attribute mnemonic our dialect prints (`#cuda_tile.<mnemonic><case>`) and the cases by value.
    pub fn info(self) -> (&'static str, &'static [&'static str]) {
        match self {
            EnumKind::Signedness => ("signedness", &["unsigned", "signed"]),
            EnumKind::IntegerOverflow => ("overflow", &["none", "no_signed_wrap", "no_unsigned_wrap", "no_wrap"]),
            EnumKind::RoundingMode => (
                "rounding",
                &["nearest_even", "zero", "negative_inf", "positive_inf", "approx", "full", "nearest_int_to_zero"],
            ),
            EnumKind::ComparisonOrdering => ("comparison_ordering", &["unordered", "ordered"]),
            EnumKind::ComparisonPredicate => (
                "comparison_predicate",
                &["equal", "not_equal", "less_than", "less_than_or_equal", "greater_than", "greater_than_or_equal"],
            ),
            EnumKind::AtomicRMWMode => {
                ("atomic_rmw_mode", &["and", "or", "xor", "add", "addf", "max", "min", "umax", "umin", "xchg"])
            }
            EnumKind::MemoryScope => ("memory_scope", &["tl_blk", "device", "sys"]),
            EnumKind::MemoryOrderingSemantics => ("memory_ordering", &["weak", "relaxed", "acquire", "release", "acq_rel"]),
            EnumKind::PaddingValue => ("padding_value", &["zero", "neg_zero", "nan", "pos_inf", "neg_inf"]),
            EnumKind::SymbolVisibility => ("sym_visibility", &["public", "private"]),
        }
    }

    fn parse(name: &str) -> EnumKind {
        match name {
            "Signedness" => EnumKind::Signedness,
            "IntegerOverflow" => EnumKind::IntegerOverflow,
            "RoundingMode" => EnumKind::RoundingMode,
            "ComparisonOrdering" => EnumKind::ComparisonOrdering,
            "ComparisonPredicate" => EnumKind::ComparisonPredicate,
            "AtomicRMWMode" => EnumKind::AtomicRMWMode,
            "MemoryScope" => EnumKind::MemoryScope,
            "MemoryOrderingSemantics" => EnumKind::MemoryOrderingSemantics,
            "PaddingValue" => EnumKind::PaddingValue,
            "SymbolVisibility" => EnumKind::SymbolVisibility,
            _ => panic!("op table: unknown enum {name}"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Enum(EnumKind),
    Unit,
    I32,
    I64,
    Bool,
    Str,
    Sym,
    I32Arr,
    Dense,
    Pred,
    Hints,
    Attrs,
    Type,
    /// 13.4: `varint n` then n bytes 0/1.
    BoolArr,
}

#[derive(Clone, Debug)]
pub struct AttrSpec {
    pub name: &'static str,
    pub kind: Kind,
    /// Present iff this flag bit is set.
    pub bit: Option<u32>,
    /// Written only from this version on; older files imply `default`.
    pub since: Option<Version>,
    pub default: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SegKind {
    One,
    Many,
    Opt(u32),
}

#[derive(Clone, Debug)]
pub struct Segment {
    pub name: &'static str,
    pub kind: SegKind,
    pub since: Option<Version>,
}

#[derive(Clone, Debug)]
pub enum Operands {
    Fixed(usize),
    Counted,
    Segmented(Vec<Segment>),
}

#[derive(Clone, Debug)]
pub enum Results {
    Fixed(usize),
    /// Count-prefixed; result `gated.0` exists only from version `gated.1` on.
    Counted { gated: Option<(usize, Version)> },
}

#[derive(Clone, Debug)]
pub enum Flags {
    None,
    Always,
    Since(Version),
}

#[derive(Clone, Debug)]
pub struct OpSpec {
    pub code: u32,
    /// Without the `cuda_tile.` prefix.
    pub name: &'static str,
    pub since: Version,
    pub results: Results,
    pub flags: Flags,
    pub attrs: Vec<AttrSpec>,
    pub operands: Operands,
    pub regions: usize,
}

impl OpSpec {
    pub fn has_flags(&self, v: Version) -> bool {
        match self.flags {
            Flags::None => false,
            Flags::Always => true,
            Flags::Since(s) => v >= s,
        }
    }
}

pub struct OpTable {
    by_code: HashMap<u32, OpSpec>,
    by_name: HashMap<&'static str, u32>,
}

impl OpTable {
    pub fn by_code(&self, code: u64) -> Option<&OpSpec> {
        u32::try_from(code).ok().and_then(|c| self.by_code.get(&c))
    }
    pub fn by_name(&self, name: &str) -> Option<&OpSpec> {
        self.by_name.get(name).and_then(|c| self.by_code.get(c))
    }
}

pub fn table() -> &'static OpTable {
    static TABLE_CELL: OnceLock<OpTable> = OnceLock::new();
    TABLE_CELL.get_or_init(|| {
        let mut by_code = HashMap::new();
        let mut by_name = HashMap::new();
        for line in TABLE.lines().filter(|l| l.starts_with('|')) {
            let spec = parse_row(line);
            by_name.insert(spec.name, spec.code);
            by_code.insert(spec.code, spec);
        }
        OpTable { by_code, by_name }
    })
}

fn version(s: &str) -> Version {
    let s = s.trim().trim_start_matches('≥');
    let (a, b) = s.split_once('.').unwrap_or_else(|| panic!("op table: bad version {s}"));
    Version::new(a.parse().unwrap(), b.parse().unwrap())
}

fn parse_row(line: &'static str) -> OpSpec {
    let cols: Vec<&'static str> = line.trim_matches('|').split('|').map(str::trim).collect();
    let code = u32::from_str_radix(cols[0].trim_start_matches("0x"), 16).unwrap();
    let results = match cols[3] {
        "N" => Results::Counted { gated: None },
        r if r.starts_with("N [") => {
            // "N [result_token ≥13.2]": the gated result is the last one.
            let v = r.trim_start_matches("N [").trim_end_matches(']').split_once(' ').unwrap().1;
            Results::Counted { gated: Some((1, version(v))) }
        }
        k => Results::Fixed(k.parse().unwrap()),
    };
    let flags = match cols[4] {
        "–" => Flags::None,
        "F" => Flags::Always,
        f => Flags::Since(version(f.trim_start_matches('F'))),
    };
    let attrs = if cols[5] == "–" { Vec::new() } else { cols[5].split("; ").map(parse_attr).collect() };
    let operands = match cols[6] {
        "N" => Operands::Counted,
        o if o.contains(',') => Operands::Segmented(o.split(", ").map(parse_segment).collect()),
        k => Operands::Fixed(k.parse().unwrap()),
    };
    OpSpec {
        code,
        name: cols[1],
        since: version(cols[2]),
        results,
        flags,
        attrs,
        operands,
        regions: cols[7].parse().unwrap(),
    }
}

fn parse_attr(s: &'static str) -> AttrSpec {
    let (head, gate) = match s.split_once(" ≥") {
        Some((h, g)) => (h, Some(g)),
        None => (s, None),
    };
    let (name, kind) = head.split_once(':').unwrap();
    let (kind, bit) = match kind.split_once('@') {
        Some((k, b)) => (k, Some(b.parse().unwrap())),
        None => (kind, None),
    };
    let kind = match kind {
        "unit" => Kind::Unit,
        "i32" => Kind::I32,
        "i64" => Kind::I64,
        "bool" => Kind::Bool,
        "str" => Kind::Str,
        "sym" => Kind::Sym,
        "i32arr" => Kind::I32Arr,
        "dense" => Kind::Dense,
        "pred" => Kind::Pred,
        "hints" => Kind::Hints,
        "attrs" => Kind::Attrs,
        "type" => Kind::Type,
        "boolarr" => Kind::BoolArr,
        e if e.starts_with("enum(") => Kind::Enum(EnumKind::parse(&e[5..e.len() - 1])),
        other => panic!("op table: unknown attribute kind {other}"),
    };
    let (since, default) = match gate {
        None => (None, 0),
        Some(g) => {
            let (v, d) = match g.split_once(" default ") {
                Some((v, d)) => (v, Some(d)),
                None => (g, None),
            };
            let default = match (kind, d) {
                (Kind::Enum(e), Some(d)) => {
                    let cases = e.info().1;
                    cases.iter().position(|c| c.eq_ignore_ascii_case(d)).unwrap_or_else(|| panic!("op table: default {d}")) as u64
                }
                _ => 0,
            };
            (Some(version(v)), default)
        }
    };
    AttrSpec { name, kind, bit, since, default }
}

fn parse_segment(s: &'static str) -> Segment {
    let (head, since) = match s.split_once(" ≥") {
        Some((h, v)) => (h, Some(version(v))),
        None => (s, None),
    };
    if let Some(n) = head.strip_suffix('*') {
        Segment { name: n, kind: SegKind::Many, since }
    } else if let Some((n, b)) = head.split_once("?@") {
        Segment { name: n, kind: SegKind::Opt(b.parse().unwrap()), since }
    } else {
        Segment { name: head, kind: SegKind::One, since }
    }
}

/// The value an enum attribute takes when our dialect leaves it out (an
/// `OptionalAttr` whose absence means this mode, or a `DefaultValuedAttr`):
/// the reader leaves such values out so that modules print as NVIDIA's, and
/// the writer writes them for absent attributes, since bytecode always has them.
pub fn implicit(op: &str, attr: &str) -> Option<u64> {
    match (op, attr) {
        ("addf" | "subf" | "mulf" | "divf" | "fma" | "sqrt" | "ftof" | "itof", "rounding_mode") => Some(0),
        ("exp" | "tanh", "rounding_mode") => Some(5),
        ("ftoi", "rounding_mode") => Some(6),
        ("divi", "rounding") => Some(1),
        (_, "overflow") => Some(0),
        ("atomic_rmw_tko", "mode") => Some(3),
        _ => None,
    }
}
