#ifndef TILEAA_OPS_TD
#define TILEAA_OPS_TD

// The roster's families, one file each.
include "TileAA/Arith.td"
include "TileAA/Memory.td"
include "TileAA/Tokens.td"
include "TileAA/Functions.td"
include "TileAA/Grid.td"

#endif
