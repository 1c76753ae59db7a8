#ifndef TILEAA_COLLECTIVES_TD
#define TILEAA_COLLECTIVES_TD

include "TileAA/OpBase.td"

#endif
