// FreeType (glyph outlines and rasterization) and fontconfig (finding a
// font file by family name), nothing else. pkg-config's freetype2 cflags
// put /usr/include/freetype2 on the include path.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include <fontconfig/fontconfig.h>
