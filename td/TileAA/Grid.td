#ifndef TILEAA_GRID_TD
#define TILEAA_GRID_TD

include "TileAA/OpBase.td"

def TileAA_GetProgramIdOp : TileAA_Op<"get_program_id", [Pure]> {
  let summary = "index of the executing program (tile block) along one grid axis";
  let description = [{ `%x = nv_tileaa.get_program_id x : i32`. }];
  let arguments = (ins TileAA_ProgramDim:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = "$dim attr-dict `:` type($result)";
}

def TileAA_GetNumProgramsOp : TileAA_Op<"get_num_programs", [Pure]> {
  let summary = "extent of the launch grid along one axis";
  let description = [{ `%n = nv_tileaa.get_num_programs y : i32`: at least 1. }];
  let arguments = (ins TileAA_ProgramDim:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = "$dim attr-dict `:` type($result)";
}

def TileAA_IsValidProgramIdOp : TileAA_Op<"is_valid_program_id", [Pure]> {
  let summary = "whether a program id lies inside the launch grid";
  let description = [{
    `%ok = nv_tileaa.is_valid_program_id %x, %y, %z : i32`: true iff, on each
    axis, `0 <= id < get_num_programs`. Tests what `cancel_next_program_id`
    returned.
  }];
  let arguments = (ins I32:$x, I32:$y, I32:$z);
  let results = (outs I1:$result);
  let assemblyFormat = "$x `,` $y `,` $z attr-dict `:` type($x)";
}

def TileAA_CancelNextProgramIdOp : TileAA_Op<"cancel_next_program_id"> {
  let summary = "take over a program that has not started yet";
  let description = [{
    `%x, %y, %z = nv_tileaa.cancel_next_program_id : i32`: cancels the launch
    of one program of the grid that has not started and returns its id, which
    the calling program then computes itself (persistent kernels); when none
    is left, an id for which `is_valid_program_id` is false. Needs cluster
    launch control: a module target from sm_100 on. Each call takes a
    different program, so it is never merged or erased.
  }];
  let results = (outs I32:$x, I32:$y, I32:$z);
  let assemblyFormat = "attr-dict `:` type($x)";
  let hasVerifier = 1;
}

def TileAA_CreateQueueOp : TileAA_Op<"create_queue", [MemoryEffects<[MemAlloc]>]> {
  let summary = "a new, empty queue";
  let description = [{
    `%q = nv_tileaa.create_queue : !nv_tileaa.queue<tensor<64xf32>, depth = 2>`:
    producers `queue.put` into it and consumers `queue.get` from it; TileAS
    turns the pair into a pipeline of `depth` buffers. Every op creates a
    distinct queue.
  }];
  let results = (outs TileAA_Queue:$queue);
  let assemblyFormat = "attr-dict `:` qualified(type($queue))";
}

def TileAA_QueuePutOp : TileAA_Op<"queue.put"> {
  let summary = "commit one entry to a queue";
  let description = [{
    `nv_tileaa.queue.put %q, %a, %b : !nv_tileaa.queue<tensor<64xf32>, f32, depth = 2>`:
    waits for a free entry, then commits the values, one per element type of
    the queue, in order (the types follow from the queue's).
  }];
  let arguments = (ins TileAA_Queue:$queue, Variadic<AnyType>:$values);
  let assemblyFormat = [{
    $queue `,` $values attr-dict `:` custom<QueueAndValueTypes>(type($queue), type($values))
  }];
  let hasVerifier = 1;
}

def TileAA_QueueGetOp : TileAA_Op<"queue.get", [SingleBlock]> {
  let summary = "take the next entry of a queue for the span of a region";
  let description = [{
    ```
    %s = nv_tileaa.queue.get %q consumer 1 : !nv_tileaa.queue<tensor<64xf32>, depth = 2, consumers = 2> -> f32 {
    ^bb0(%v: tensor<64xf32>):
      ...
      nv_tileaa.queue.yield %sum : f32
    }
    ```
    Waits for the next committed entry as consumer number `consumer` (default
    0, below the queue's consumer count) and runs the body, whose block
    arguments are the entry's values (the queue's element types). The entry is
    released when the body ends; what it yields are the op's results.
  }];
  let arguments = (ins TileAA_Queue:$queue, DefaultValuedAttr<I64Attr, "0">:$consumer);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $queue (`consumer` $consumer^)? attr-dict `:` qualified(type($queue)) (`->` type($results)^)? $body
  }];
  let hasRegionVerifier = 1;
}

def TileAA_QueueYieldOp : TileAA_Op<"queue.yield", [Pure, Terminator, ReturnLike, HasParent<"QueueGetOp">]> {
  let summary = "end a queue.get body, releasing the entry";
  let description = [{
    `nv_tileaa.queue.yield %a : f32`: the values become the results of the
    enclosing `queue.get`, with its result types.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

#endif
