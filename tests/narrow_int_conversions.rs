//! ftoi from and itof to tf32, f8E4M3FN and f8E5M2 through the GPU lowering
//! (emulated on the host) give the interpreter's bits, and i64 -> tf32 rounds
//! once: values whose f64 rounding would land on a tf32 tie (the double
//! rounding the lowering's round-to-odd step avoids) are checked against hand
//! computation. tests/gpu_kernels/narrow_int_convert.mlir is the kernel.

use cuda_tile::interp::{self, HostArg, Program};
use cuda_tile::npy::{Array, Dtype};
use cuda_tile::{emulate, CompileOptions};

const P62: i64 = 1 << 62;
const P51: i64 = 1 << 51;

/// The i64 inputs and, for the first ones, tf32 read signed and unsigned.
fn wide_inputs() -> (Vec<i64>, Vec<(f64, f64)>) {
    let two = |e: i32| 2f64.powi(e);
    let v = vec![
        P62 + P51 + 1,              // just above a tf32 tie: up, where f64 first would tie and go to even
        -(P62 + P51 + 1),           // the same, negative; unsigned it is 3 * 2^62 - 2^51 - 1
        P62 + P51,                  // an exact tie: to even (down)
        P62 + 3 * P51,              // an exact tie: to even (up)
        i64::MIN,                   // -2^63, or 2^63 unsigned
        i64::MAX,                   // rounds up to 2^63
        -1,                         // 2^64 - 1 unsigned rounds up to 2^64
        0,
        1000,
        300,
        5,
        -7,
        (1 << 53) + 1,
        12_345_678_901,
        (1 << 40) + (1 << 29) + 1,
        0x5555_5555_5555_5555,
    ];
    let expected = vec![
        (two(62) + two(52), two(62) + two(52)),
        (-(two(62) + two(52)), two(63) + two(62)),
        (two(62), two(62)),
        (two(62) + two(53), two(62) + two(53)),
        (-two(63), two(63)),
        (two(63), two(63)),
        (-1.0, two(64)),
    ];
    (v, expected)
}

fn f32_inputs() -> Vec<f32> {
    vec![1.5, -2.75, 300.0, 0.3, 1000.0, -1000.0, 1e10, -1e10, f32::from_bits(0x7fff_ffff), 7.9, -0.9, 448.0, 57344.0, 65520.0, 3.0e9, -3.0]
}

fn args() -> Vec<HostArg> {
    let (v, _) = wide_inputs();
    let a = Array { dtype: Dtype::I(8), shape: vec![16], data: v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    vec![
        HostArg::Array { name: "a".into(), array: a },
        HostArg::Array { name: "x".into(), array: Array::from_f32(vec![16], &f32_inputs()) },
        HostArg::Array { name: "o".into(), array: Array::from_f32(vec![64], &[-12345.0; 64]) },
        HostArg::Array { name: "p".into(), array: Array::from_i32(vec![48], &[-12345; 48]) },
    ]
}

fn array(args: &[HostArg], i: usize) -> &Array {
    match &args[i] {
        HostArg::Array { array, .. } => array,
        _ => unreachable!(),
    }
}

#[test]
fn narrow_float_integer_conversions_match_the_interpreter() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/gpu_kernels/narrow_int_convert.mlir");
    let source = std::fs::read_to_string(path).unwrap();
    let program = Program::parse(&source, path).unwrap();
    let mut reference = args();
    interp::run_host(&program, None, [1, 1, 1], &mut reference, &mut std::io::sink()).unwrap();
    let mut emulated = args();
    emulate::run_host(&source, path, None, [1, 1, 1], &mut emulated, &CompileOptions::default()).unwrap();

    // The interpreter rounds i64 -> tf32 once, as the chapter says.
    let floats = array(&reference, 2).to_f32();
    let (_, expected) = wide_inputs();
    for (k, &(signed, unsigned)) in expected.iter().enumerate() {
        assert_eq!(floats[k] as f64, signed, "itof signed of input {k}");
        assert_eq!(floats[16 + k] as f64, unsigned, "itof unsigned of input {k}");
    }
    // The lowering gives the same bits (any NaN for a NaN: the interpreter
    // keeps no payload), everywhere.
    let (want, got) = (array(&reference, 2).to_f32(), array(&emulated, 2).to_f32());
    for (k, (w, g)) in want.iter().zip(&got).enumerate() {
        assert!(w.to_bits() == g.to_bits() || (w.is_nan() && g.is_nan()), "o[{k}] (itof): interpreter {w:e}, GPU lowering {g:e}");
    }
    assert_eq!(array(&reference, 3).to_i32(), array(&emulated, 3).to_i32(), "p (ftoi)");
}
