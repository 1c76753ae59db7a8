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

#endif
