//! Operations by family. `eval` runs one operation that has no region
//! (control flow, reduce and scan are `exec`'s) and returns its results.

pub mod convert;
pub mod float;
pub mod format;
pub mod int;
pub mod matrix;
pub mod memory;
pub mod misc;
pub mod reduce;
pub mod shape;

use super::exec::Machine;
use super::program::{Inst, Op};
use super::value::{Elem, Tile, Type, Value};
use super::Error;

pub fn eval(m: &mut Machine, inst: &Inst) -> Result<Vec<Value>, Error> {
    let one = |t: Tile| Ok(vec![Value::tile(t)]);
    match &inst.op {
        Op::FBinary { .. }
        | Op::Fma { .. }
        | Op::MaxF { .. }
        | Op::MinF { .. }
        | Op::RemF
        | Op::Sqrt { .. }
        | Op::Rsqrt { .. }
        | Op::Math { .. }
        | Op::Math2(_)
        | Op::FPowI
        | Op::CmpF { .. } => one(float::eval(m, inst)?),
        Op::CmpI { .. }
        | Op::IBinary(..)
        | Op::DivI { .. }
        | Op::RemI { .. }
        | Op::MaxI { .. }
        | Op::MinI { .. }
        | Op::MulhiI
        | Op::ShlI
        | Op::ShrI { .. }
        | Op::AbsI
        | Op::NegI => one(int::eval(m, inst)?),
        Op::ExtI { .. } | Op::TruncI | Op::FToF { .. } | Op::FToI { .. } | Op::IToF { .. } | Op::Bitcast | Op::PtrCast => {
            one(convert::eval(m, inst)?)
        }
        Op::Constant(t) => Ok(vec![Value::Tile(t.clone())]),
        Op::Broadcast
        | Op::Cat { .. }
        | Op::Extract
        | Op::Iota
        | Op::Offset
        | Op::Pack
        | Op::Unpack
        | Op::Permute(_)
        | Op::Reshape
        | Op::Select => one(shape::eval(m, inst)?),
        Op::MmaF | Op::MmaFScaled | Op::MmaI { .. } => one(matrix::eval(m, inst)?),
        Op::LoadPtr
        | Op::StorePtr
        | Op::Alloca { .. }
        | Op::AtomicCas
        | Op::AtomicRmw(_)
        | Op::AtomicRedView(_)
        | Op::MakeTensorView
        | Op::MakeView
        | Op::LoadView
        | Op::StoreView
        | Op::GetIndexSpaceShape
        | Op::GetTensorShape => memory::eval(m, inst),
        Op::MakeToken
        | Op::JoinTokens
        | Op::Assume(_)
        | Op::Print(_)
        | Op::Assert(_)
        | Op::GetTileBlockId
        | Op::GetNumTileBlocks
        | Op::GetGlobal(_) => misc::eval(m, inst),
        Op::If | Op::For { .. } | Op::Loop | Op::Break | Op::Continue | Op::Yield | Op::Return | Op::Reduce { .. } | Op::Scan { .. } => {
            unreachable!("{} is run by exec", inst.name)
        }
    }
}

/// Shape and element type of result `i`.
pub fn result_tile(inst: &Inst, i: usize) -> Result<(Vec<usize>, Elem), Error> {
    match inst.types.get(i) {
        Some(Type::Tile { shape, elem }) => Ok((shape.clone(), *elem)),
        other => Err(Error::new(format!("result {i} is not a tile: {other:?}"))),
    }
}

/// The operand tiles of `inst` that are not tokens, in order.
pub fn tiles<'m>(m: &'m Machine, inst: &Inst) -> Result<Vec<&'m std::rc::Rc<Tile>>, Error> {
    inst.args.iter().zip(&inst.arg_types).filter(|(_, t)| !t.is_token()).map(|(&s, _)| m.tile(s)).collect()
}
