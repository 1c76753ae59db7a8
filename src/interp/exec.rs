//! Running tile blocks: the frame of values, control flow, and dispatch of
//! every other operation to its family in `ops`.

use super::memory::Memory;
use super::ops;
use super::program::{Block, Entry, Inst, Op};
use super::value::{Tile, Value};
use super::Error;
use std::io::Write;
use std::rc::Rc;

/// How a block ended.
pub enum Flow {
    /// It ran off its end (regions whose terminator is implicit).
    Normal,
    Yield(Vec<Value>),
    Continue(Vec<Value>),
    Break(Vec<Value>),
    /// The operands of `return` (none in a kernel).
    Return(Vec<Value>),
}

/// The state of one tile block, and what it shares with the grid.
pub struct Machine<'a> {
    pub mem: &'a mut Memory,
    pub out: &'a mut dyn Write,
    pub grid: [u32; 3],
    pub block_id: [u32; 3],
    /// Base address of each global of the program.
    pub globals: &'a [u64],
    pub frame: Vec<Option<Value>>,
    /// Failed elements of `assert`s so far: reported when the grid is done.
    pub assert_failures: usize,
}

impl<'a> Machine<'a> {
    /// Runs `entry` (a kernel or a function) for the current tile block with
    /// `args` bound to its parameters; returns the operands of its `return`.
    pub fn run_entry(&mut self, entry: &Entry, args: &[Value]) -> Result<Vec<Value>, Error> {
        self.frame.clear();
        self.frame.resize(entry.slots, None);
        for (&slot, v) in entry.body.params.iter().zip(args) {
            self.frame[slot] = Some(v.clone());
        }
        match self.block(&entry.body)? {
            Flow::Normal => Ok(Vec::new()),
            Flow::Return(vals) => Ok(vals),
            _ => Err(Error::new("the entry's body ended with a loop or if terminator")),
        }
    }

    pub fn value(&self, slot: usize) -> &Value {
        self.frame[slot].as_ref().expect("a value is used before it is defined")
    }

    pub fn tile(&self, slot: usize) -> Result<&Rc<Tile>, Error> {
        match self.value(slot) {
            Value::Tile(t) => Ok(t),
            other => Err(Error::new(format!("a tile was expected, got {other:?}"))),
        }
    }

    fn values(&self, slots: &[usize]) -> Vec<Value> {
        slots.iter().map(|&s| self.value(s).clone()).collect()
    }

    fn bind(&mut self, slots: &[usize], values: Vec<Value>) -> Result<(), Error> {
        if slots.len() != values.len() {
            return Err(Error::new(format!("{} values for {} results", values.len(), slots.len())));
        }
        for (&s, v) in slots.iter().zip(values) {
            self.frame[s] = Some(v);
        }
        Ok(())
    }

    pub fn block(&mut self, block: &Block) -> Result<Flow, Error> {
        for inst in &block.body {
            match self.inst(inst).map_err(|e| e.at(&inst.loc, &inst.name))? {
                Flow::Normal => {}
                flow => return Ok(flow),
            }
        }
        Ok(Flow::Normal)
    }

    /// Runs a region whose parameters take `args`.
    pub fn region(&mut self, block: &Block, args: Vec<Value>) -> Result<Flow, Error> {
        self.bind(&block.params, args)?;
        self.block(block)
    }

    fn inst(&mut self, inst: &Inst) -> Result<Flow, Error> {
        match &inst.op {
            Op::Yield => return Ok(Flow::Yield(self.values(&inst.args))),
            Op::Continue => return Ok(Flow::Continue(self.values(&inst.args))),
            Op::Break => return Ok(Flow::Break(self.values(&inst.args))),
            Op::Return => return Ok(Flow::Return(self.values(&inst.args))),
            Op::If => {
                let cond = self.tile(inst.args[0])?.i()[0] != 0;
                let region = if cond { inst.regions.first() } else { inst.regions.get(1) };
                let flow = match region {
                    Some(r) if !r.body.is_empty() => self.region(r, Vec::new())?,
                    _ => Flow::Normal,
                };
                match flow {
                    Flow::Yield(vals) => self.bind(&inst.results, vals)?,
                    Flow::Normal => self.bind(&inst.results, Vec::new())?,
                    // continue, break and return leave the enclosing loop or entry.
                    other => return Ok(other),
                }
            }
            Op::For { unsigned } => {
                let lo = self.tile(inst.args[0])?.clone();
                let hi = self.tile(inst.args[1])?.i()[0];
                let step = self.tile(inst.args[2])?.i()[0];
                let width = lo.elem.int_width().unwrap_or(64);
                let signed = !*unsigned;
                let as_i128 = |v: u64| -> i128 {
                    if signed {
                        super::numerics::sext(v, width) as i128
                    } else {
                        v as i128
                    }
                };
                let (hi, step) = (as_i128(hi), as_i128(step));
                if step <= 0 {
                    return Err(Error::new(format!("the step of a for loop must be positive, got {step}")));
                }
                let mut iv = as_i128(lo.i()[0]);
                let mut carried = self.values(&inst.args[3..]);
                while iv < hi {
                    let mut args = vec![Value::tile(Tile::scalar_int(lo.elem, super::numerics::mask(iv as u64, width)))];
                    args.extend(carried.iter().cloned());
                    match self.region(&inst.regions[0], args)? {
                        Flow::Continue(vals) => carried = vals,
                        Flow::Normal => {}
                        Flow::Break(vals) => {
                            carried = vals;
                            break;
                        }
                        Flow::Return(vals) => return Ok(Flow::Return(vals)),
                        Flow::Yield(_) => return Err(Error::new("yield ends a for body; continue was expected")),
                    }
                    iv += step;
                }
                self.bind(&inst.results, carried)?;
            }
            Op::Loop => {
                let mut carried = self.values(&inst.args);
                loop {
                    match self.region(&inst.regions[0], carried)? {
                        Flow::Continue(vals) => carried = vals,
                        Flow::Break(vals) => {
                            self.bind(&inst.results, vals)?;
                            break;
                        }
                        Flow::Return(vals) => return Ok(Flow::Return(vals)),
                        Flow::Normal => return Err(Error::new("a loop body ended without continue or break")),
                        Flow::Yield(_) => return Err(Error::new("yield ends a loop body; continue or break was expected")),
                    }
                }
            }
            Op::Reduce { dim, identities } => {
                let results = ops::reduce::reduce(self, inst, *dim, identities)?;
                self.bind(&inst.results, results)?;
            }
            Op::Scan { dim, reverse, identities } => {
                let results = ops::reduce::scan(self, inst, *dim, *reverse, identities)?;
                self.bind(&inst.results, results)?;
            }
            _ => {
                let results = ops::eval(self, inst)?;
                self.bind(&inst.results, results)?;
            }
        }
        Ok(Flow::Normal)
    }
}
