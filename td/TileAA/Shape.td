#ifndef TILEAA_SHAPE_TD
#define TILEAA_SHAPE_TD

include "TileAA/OpBase.td"

#endif
