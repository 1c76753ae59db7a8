//! Every operation of the 13.2 chapter (and cuTile's `fpowi`) and of the
//! nv_tileaa roster is registered; the lists are read from the chapter's
//! section headings and the roster's family table.

use cuda_tile::create_context;

const SPEC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/spec/cuda_tile-operations-13.2.txt");

#[test]
fn every_op_of_the_chapter_is_registered() {
    let Ok(spec) = std::fs::read_to_string(SPEC) else {
        println!("skipped: the operation chapter is not at {SPEC}");
        return;
    };
    // Headings read "8.3.1. cuda_tile.broadcast#".
    let mut ops: Vec<String> = spec
        .lines()
        .filter_map(|line| line.split_once(". cuda_tile.").map(|(_, rest)| rest))
        .filter_map(|rest| rest.strip_suffix('#'))
        .map(|name| format!("cuda_tile.{name}"))
        .collect();
    ops.push("cuda_tile.fpowi".into());
    let context = create_context();
    let missing: Vec<&String> = ops.iter().filter(|op| !context.is_registered_operation(op)).collect();
    println!("{} of {} operations of the chapter are registered", ops.len() - missing.len(), ops.len());
    assert!(ops.len() >= 90, "only {} headings found in the chapter", ops.len());
    assert!(missing.is_empty(), "not registered: {missing:?}");
}

const ROSTER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/spec/nv_tileaa-roster.txt");

/// Every op of the nv_tileaa roster's family table is registered.
#[test]
fn every_op_of_the_roster_is_registered() {
    let Ok(roster) = std::fs::read_to_string(ROSTER) else {
        println!("skipped: the roster is not at {ROSTER}");
        return;
    };
    // Rows of "| Family | op, op, ... | Contract |" between the table's header and its end.
    let ops: Vec<String> = roster
        .lines()
        .skip_while(|line| !line.starts_with("| Family | Operations |"))
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .filter_map(|line| line.split('|').nth(2))
        .flat_map(|ops| ops.split(',').map(|op| format!("nv_tileaa.{}", op.trim())).collect::<Vec<_>>())
        .collect();
    let context = create_context();
    let missing: Vec<&String> = ops.iter().filter(|op| !context.is_registered_operation(op)).collect();
    println!("{} of {} operations of the roster are registered", ops.len() - missing.len(), ops.len());
    assert!(ops.len() >= 70, "only {} operations found in the roster", ops.len());
    assert!(missing.is_empty(), "not registered: {missing:?}");
}

const CONVERSION_TESTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/lit-tests/conversion/CudaTileToTileAA");

/// convert-cuda-tile-to-tileaa has a FileCheck test for every op of the
/// chapter: each op is used in some input of lit-tests/conversion/CudaTileToTileAA.
#[test]
fn every_op_of_the_chapter_has_a_conversion_test() {
    let Ok(spec) = std::fs::read_to_string(SPEC) else {
        println!("skipped: the operation chapter is not at {SPEC}");
        return;
    };
    let mut ops: Vec<String> = spec
        .lines()
        .filter_map(|line| line.split_once(". cuda_tile.").map(|(_, rest)| rest))
        .filter_map(|rest| rest.strip_suffix('#'))
        .map(str::to_string)
        .collect();
    ops.push("fpowi".into());
    // Op uses inside cuda_tile.module read "%r = name ..." or "name ..." at the start of a statement.
    let mut used = std::collections::BTreeSet::new();
    for entry in std::fs::read_dir(CONVERSION_TESTS).expect("conversion tests") {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines().map(str::trim).filter(|l| !l.starts_with("//")) {
            let statement = line.split_once(" = ").map_or(line, |(_, rhs)| rhs);
            let word: String =
                statement.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '$').collect();
            used.insert(word.trim_start_matches("cuda_tile.").to_string());
            if let Some(op) = statement.strip_prefix("cuda_tile.") {
                used.insert(op.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).next().unwrap().to_string());
            }
        }
    }
    let missing: Vec<&String> = ops.iter().filter(|op| !used.contains(op.as_str())).collect();
    println!("{} of {} operations of the chapter have a conversion test", ops.len() - missing.len(), ops.len());
    assert!(missing.is_empty(), "no conversion test uses: {missing:?}");
}

const TARGET_TESTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/lit-tests/target");
const CORPUS_TEXT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/corpus/text");

/// Every op of the chapter compiles to PTX in a test: each op is used in some
/// input of lit-tests/target (or in a corpus kernel, which corpus.mlir there
/// compiles to cubins).
#[test]
fn every_op_of_the_chapter_has_a_target_test() {
    let Ok(spec) = std::fs::read_to_string(SPEC) else {
        println!("skipped: the operation chapter is not at {SPEC}");
        return;
    };
    let ops: Vec<String> = spec
        .lines()
        .filter_map(|line| line.split_once(". cuda_tile.").map(|(_, rest)| rest))
        .filter_map(|rest| rest.strip_suffix('#'))
        .map(str::to_string)
        .collect();
    let mut inputs: Vec<std::path::PathBuf> =
        std::fs::read_dir(TARGET_TESTS).expect("target tests").map(|e| e.unwrap().path()).collect();
    if let Ok(corpus) = std::fs::read_dir(CORPUS_TEXT) {
        inputs.extend(corpus.map(|e| e.unwrap().path()));
    }
    let mut used = std::collections::BTreeSet::new();
    for path in inputs.iter().filter(|p| p.extension().is_some_and(|e| e == "mlir")) {
        let text = std::fs::read_to_string(path).unwrap();
        for line in text.lines().map(str::trim).filter(|l| !l.starts_with("//")) {
            let statement = line.split_once(" = ").map_or(line, |(_, rhs)| rhs);
            let word: String =
                statement.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '$' || *c == '.').collect();
            used.insert(word.trim_start_matches("cuda_tile.").to_string());
        }
    }
    let missing: Vec<&String> = ops.iter().filter(|op| !used.contains(op.as_str())).collect();
    println!("{} of {} operations of the chapter have a target test", ops.len() - missing.len(), ops.len());
    assert!(ops.len() >= 90, "only {} headings found in the chapter", ops.len());
    assert!(missing.is_empty(), "no target test uses: {missing:?}");
}
