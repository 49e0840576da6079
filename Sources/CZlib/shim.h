// zlib from Debian (zlib1g-dev), for the deflate streams of animated PNG
// recordings.
#include <zlib.h>
