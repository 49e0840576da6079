// The widest loops of the raster, for processors that have wider vectors
// than the x86-64 baseline Swift compiles for.
//
// Swift has no per-function target attribute, so code that uses AVX2
// must be compiled apart and chosen at run time, as Skia (SkOpts) and
// Blend2D (its JIT) do. These kernels compute exactly what the portable
// Swift loops compute, bit for bit (Raster's tests compare them), and are
// only called when the processor has AVX2.
#ifndef CSPANS_H
#define CSPANS_H

#include <stdint.h>

/// Whether this processor can run the AVX2 kernels.
int qz_spans_have_avx2(void);

/// The same, asked once when the program starts (read on every span: a
/// plain load, where a Swift global computed at run time is checked for
/// its initialisation on every read).
extern int qz_spans_avx2;
static inline int qz_spans_wide(void) { return qz_spans_avx2; }

/// `count` premultiplied pixels from `p` become `color` over themselves:
/// each channel d becomes c + round(d * (255 - alpha(color)) / 255).
void qz_blend_solid_span_avx2(uint32_t *p, intptr_t count, uint32_t color);

/// `count` pixels from `p` get `color` scaled by each pixel's coverage
/// (0...255) over themselves: s = color * c / 255, then each channel d
/// becomes s + round(d * (255 - alpha(s)) / 255).
void qz_blend_coverage_span_avx2(uint32_t *p, const uint8_t *coverage, intptr_t count, uint32_t color);

/// The same for a short piece of a row (a corner's few columns), eight
/// pixels a step. `room` (at least `count`) is how many pixels from `p`
/// belong to the caller's row: steps that fit in it load and store all
/// eight pixels, those past the piece blended with no coverage (so left
/// as they were); a step that does not fit is masked. `coverage` is read
/// in whole steps, so it must be readable to `count` rounded up to a
/// multiple of 8.
void qz_blend_coverage_piece_avx2(uint32_t *p, const uint8_t *coverage, intptr_t count, uint32_t color, intptr_t room);

/// `count` pixels from `src`, each scaled by `alpha` (0...255) and, when
/// `coverage` is not null, by its coverage (round(alpha * c / 255)), over
/// the pixels from `dst` (Raster's blendSpan).
void qz_blend_span_avx2(uint32_t *dst, const uint32_t *src, intptr_t count, uint32_t alpha, const uint8_t *coverage);

/// `count` pixels from `dst` get, laid over them, each pixel lerped down
/// from `upper[i]` to `lower[i]` by `w` (0...255) and scaled by `alpha`
/// (0...255): one row of a bilinear image at a fixed fraction.
void qz_lerp_down_over_avx2(uint32_t *dst, const uint32_t *upper, const uint32_t *lower, intptr_t count, uint32_t w,
                            uint32_t alpha);

/// One row of an axial gradient, pixels `x0 ..< x0 + count` of row centre
/// `py`: t = (x + 0.5 - sx) * ax + (py - sy) * ay, clamped to 0...1, read
/// from `table` (`table_size` + 1 entries of four 8.8 fixed-point lanes:
/// alpha, red, green, blue) between entries, `dither_row[x & 3]` added,
/// floored to 8 bits, each colour at most its alpha.
void qz_shade_axial_avx2(uint32_t *out, intptr_t count, intptr_t x0, double py, double sx, double sy, double ax, double ay,
                         const int32_t *table, intptr_t table_size, const int32_t *dither_row);

/// The same for a radial gradient: X = x + 0.5 - sx, Y = py - sy,
/// dx = (ia X + ic Y) / rx, dy = (ib X + id Y) / ry, t = √(dx² + dy²).
void qz_shade_radial_avx2(uint32_t *out, intptr_t count, intptr_t x0, double py, double sx, double sy, double ia, double ib,
                          double ic, double id, double rx, double ry, const int32_t *table, intptr_t table_size,
                          const int32_t *dither_row);

#endif
