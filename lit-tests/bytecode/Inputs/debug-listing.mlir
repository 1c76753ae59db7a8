entry @k(%arg0: tile<ptr<f32>>) {
  %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc13)
  %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc14)
  for %loopIdx in (%cst_0_i32 to %cst_1_i32, step %cst_1_i32) : tile<i32> {
    %2 = addi %loopIdx, %cst_1_i32 : tile<i32> loc(#loc17)
  } loc(#loc15)
  %0 = muli %cst_1_i32, %cst_1_i32 : tile<i32> loc(#loc16)
  %1 = addi %0, %cst_1_i32 : tile<i32> loc(#loc7)
  return loc(#loc12)
} loc(#loc9)
#di_file = #cuda_tile.di_file<"k.py" in "/src">
#di_file1 = #cuda_tile.di_file<"lib.py" in "/src/util">
#loc = loc("k.py":8:3)
#loc1 = loc("k.py":10:10)
#loc2 = loc("k.py":10:12)
#loc3 = loc("k.py":11:4)
#loc4 = loc("k.py":11:8)
#loc5 = loc("lib.py":5:7)
#loc6 = loc("k.py":12:3)
#loc7 = loc(unknown)
#loc8 = loc("k.py":13:5)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 8, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 9>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file1, line = 3, name = "helper", linkageName = "helper", compileUnit = #di_compile_unit>
#di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 9, column = 2>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc5 in #di_subprogram1>
#loc11 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#di_lexical_block1 = #cuda_tile.di_lexical_block<scope = #di_lexical_block, file = #di_file, line = 11>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_lexical_block>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_lexical_block>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_lexical_block>
#loc16 = loc(callsite(#loc10 at #loc11))
#loc17 = #cuda_tile.di_loc<#loc4 in #di_lexical_block1>
