//! Every operation of the 13.2 chapter (and cuTile's `fpowi`) and of the
//! nv_tileaa roster is registered; the lists are read from the chapter's
//! section headings and the roster's family table.

mod common;

use common::{assert_covered, chapter_ops, mlir_files, ops_used_in};
use cuda_tile::create_context;

#[test]
fn every_op_of_the_chapter_is_registered() {
    let Some(names) = chapter_ops() else { return };
    let ops: Vec<String> = names.iter().map(|name| format!("cuda_tile.{name}")).collect();
    let context = create_context();
    let missing: Vec<&String> = ops.iter().filter(|op| !context.is_registered_operation(op)).collect();
    println!("{} of {} operations of the chapter are registered", ops.len() - missing.len(), ops.len());
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

/// convert-cuda-tile-to-tileaa has a FileCheck test for every op of the
/// chapter: each op is used in some input of lit-tests/conversion/CudaTileToTileAA.
#[test]
fn every_op_of_the_chapter_has_a_conversion_test() {
    let Some(ops) = chapter_ops() else { return };
    let used = ops_used_in(mlir_files("lit-tests/conversion/CudaTileToTileAA"));
    assert_covered(&ops, &used, "a conversion test");
}

/// Every op of the chapter goes from cuda_tile text to PTX and a cubin in some
/// input of lit-tests/target (or in a corpus kernel, which corpus.mlir there
/// compiles to cubins).
#[test]
fn every_op_of_the_chapter_has_a_target_test() {
    let Some(ops) = chapter_ops() else { return };
    let mut inputs = mlir_files("lit-tests/target");
    if let Ok(corpus) = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/corpus/text")) {
        inputs.extend(corpus.map(|e| e.unwrap().path()));
    }
    assert_covered(&ops, &ops_used_in(inputs), "a target test");
}
