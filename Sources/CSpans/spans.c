#include "CSpans.h"

#if defined(__x86_64__)
#include <immintrin.h>

int qz_spans_have_avx2(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2");
}

int qz_spans_avx2 = 0;

/* Asked once, before anything draws. */
__attribute__((constructor)) static void qz_spans_ask(void) { qz_spans_avx2 = qz_spans_have_avx2(); }

/* round(v * k / 255) per 16-bit lane (v, k in 0...255): with
 * t = v * k + 128, (t * 257) >> 16, as Raster's mulDiv255. */
__attribute__((target("avx2"))) static inline __m256i mul_div_255(__m256i v, __m256i k) {
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(v, k), _mm256_set1_epi16(128));
    return _mm256_mulhi_epu16(t, _mm256_set1_epi16(257));
}

/* Lanes 0..<n (n in 1...7) set: the pixels of a span's last step. */
__attribute__((target("avx2"))) static inline __m256i tail_mask(intptr_t n) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

/* Raster's scalePixel, for the last few pixels. */
static inline uint32_t scale_pixel(uint32_t p, uint32_t k) {
    uint32_t rb = (p & 0x00FF00FFu) * k + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((p >> 8) & 0x00FF00FFu) * k + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

__attribute__((target("avx2"))) void qz_blend_solid_span_avx2(uint32_t *p, intptr_t count, uint32_t color) {
    const uint32_t inverse = 255 - (color >> 24);
    const __m256i src = _mm256_set1_epi32((int)color);
    const __m256i k = _mm256_set1_epi16((short)inverse);
    const __m256i low = _mm256_set1_epi16(0x00FF);
    intptr_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(p + i));
        __m256i even = mul_div_255(_mm256_and_si256(d, low), k);
        __m256i odd = mul_div_255(_mm256_srli_epi16(d, 8), k);
        __m256i scaled = _mm256_or_si256(even, _mm256_slli_epi16(odd, 8));
        _mm256_storeu_si256((__m256i *)(p + i), _mm256_add_epi16(src, scaled));
    }
    if (i < count) {
        /* The last one to seven pixels: the same step, loading and storing
         * only them. */
        __m256i mask = tail_mask(count - i);
        __m256i d = _mm256_maskload_epi32((const int *)(p + i), mask);
        __m256i even = mul_div_255(_mm256_and_si256(d, low), k);
        __m256i odd = mul_div_255(_mm256_srli_epi16(d, 8), k);
        __m256i scaled = _mm256_or_si256(even, _mm256_slli_epi16(odd, 8));
        _mm256_maskstore_epi32((int *)(p + i), mask, _mm256_add_epi16(src, scaled));
    }
}

/* Each 16-bit lane of the odd (A|G) vector holds the pixel's alpha in its
 * high lane: spread it to both lanes of the pixel. */
__attribute__((target("avx2"))) static inline __m256i spread_alpha(__m256i odd) {
    const __m256i pick = _mm256_setr_epi8(2, -1, 2, -1, 6, -1, 6, -1, 10, -1, 10, -1, 14, -1, 14, -1,
                                          2, -1, 2, -1, 6, -1, 6, -1, 10, -1, 10, -1, 14, -1, 14, -1);
    return _mm256_shuffle_epi8(odd, pick);
}

/* Eight coverage bytes from `coverage`, each in both 16-bit lanes of its
 * pixel. */
__attribute__((target("avx2"))) static inline __m256i spread_coverage(const uint8_t *coverage) {
    uint64_t c8;
    __builtin_memcpy(&c8, coverage, 8);
    __m128i bytes = _mm_cvtsi64_si128((long long)c8);
    return _mm256_cvtepu8_epi16(_mm_unpacklo_epi8(bytes, bytes));
}

/* Eight pixels `d` with the source (its even and odd lanes) scaled by the
 * coverage `k` (see spread_coverage) over them. */
__attribute__((target("avx2"))) static inline __m256i over_scaled(__m256i d, __m256i k, __m256i src_even,
                                                                  __m256i src_odd) {
    const __m256i low = _mm256_set1_epi16(0x00FF), full = _mm256_set1_epi16(255);
    __m256i s_even = mul_div_255(src_even, k), s_odd = mul_div_255(src_odd, k);
    __m256i inverse = _mm256_sub_epi16(full, spread_alpha(s_odd));
    __m256i d_even = mul_div_255(_mm256_and_si256(d, low), inverse);
    __m256i d_odd = mul_div_255(_mm256_srli_epi16(d, 8), inverse);
    return _mm256_add_epi16(_mm256_or_si256(s_even, _mm256_slli_epi16(s_odd, 8)),
                            _mm256_or_si256(d_even, _mm256_slli_epi16(d_odd, 8)));
}

__attribute__((target("avx2"))) void qz_blend_coverage_span_avx2(uint32_t *p, const uint8_t *coverage, intptr_t count,
                                                                 uint32_t color) {
    const __m256i low = _mm256_set1_epi16(0x00FF);
    const __m256i src = _mm256_set1_epi32((int)color);
    const __m256i src_even = _mm256_and_si256(src, low), src_odd = _mm256_srli_epi16(src, 8);
    intptr_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t c8;
        __builtin_memcpy(&c8, coverage + i, 8);
        if (c8 == 0) continue;
        __m256i d = _mm256_loadu_si256((const __m256i *)(p + i));
        _mm256_storeu_si256((__m256i *)(p + i), over_scaled(d, spread_coverage(coverage + i), src_even, src_odd));
    }
    for (; i < count; i++) {
        uint32_t c = coverage[i];
        if (c == 0) continue;
        uint32_t s = scale_pixel(color, c);
        p[i] = s + scale_pixel(p[i], 255 - (s >> 24));
    }
}

__attribute__((target("avx2"))) void qz_blend_coverage_piece_avx2(uint32_t *p, const uint8_t *coverage, intptr_t count,
                                                                  uint32_t color, intptr_t room) {
    const __m256i low = _mm256_set1_epi16(0x00FF);
    const __m256i src = _mm256_set1_epi32((int)color);
    const __m256i src_even = _mm256_and_si256(src, low), src_odd = _mm256_srli_epi16(src, 8);
    const __m256i lanes = _mm256_setr_epi16(0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7);
    for (intptr_t i = 0; i < count; i += 8) {
        /* Lanes past the piece get no coverage, and so keep their pixel. */
        __m256i k = _mm256_and_si256(spread_coverage(coverage + i),
                                     _mm256_cmpgt_epi16(_mm256_set1_epi16((short)(count - i)), lanes));
        /* With room in the row, whole steps: a later blend of the same
         * pixels (a border's piece over its background's) then reads them
         * straight from this store, which a masked store does not allow. */
        if (room - i >= 8) {
            __m256i d = _mm256_loadu_si256((const __m256i *)(p + i));
            _mm256_storeu_si256((__m256i *)(p + i), over_scaled(d, k, src_even, src_odd));
        } else {
            __m256i mask = tail_mask(room - i);
            __m256i d = _mm256_maskload_epi32((const int *)(p + i), mask);
            _mm256_maskstore_epi32((int *)(p + i), mask, over_scaled(d, k, src_even, src_odd));
        }
    }
}

__attribute__((target("avx2"))) void qz_blend_span_avx2(uint32_t *dst, const uint32_t *src, intptr_t count, uint32_t alpha,
                                                        const uint8_t *coverage) {
    const __m256i low = _mm256_set1_epi16(0x00FF), ka = _mm256_set1_epi16((short)alpha);
    intptr_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i sp = _mm256_loadu_si256((const __m256i *)(src + i));
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
        __m256i k = coverage ? mul_div_255(spread_coverage(coverage + i), ka) : ka;
        _mm256_storeu_si256((__m256i *)(dst + i), over_scaled(d, k, _mm256_and_si256(sp, low), _mm256_srli_epi16(sp, 8)));
    }
    for (; i < count; i++) {
        uint32_t k = alpha;
        if (coverage) {
            uint32_t t = alpha * coverage[i] + 128;
            k = (t + (t >> 8)) >> 8;
        }
        uint32_t sp = scale_pixel(src[i], k);
        dst[i] = sp + scale_pixel(dst[i], 255 - (sp >> 24));
    }
}

/* Each pixel lerped down from `upper` to `lower` by w (0...255, Raster's
 * lerpPixel: (u * (256 - w) + l * w) >> 8 per channel), scaled by alpha
 * (exactly itself at 255) and laid over dst with over_scaled. Premultiplied pixels: no
 * channel of a sum passes 255, so the 16-bit lanes give the bytes the
 * 32-bit Swift loop gives. */
__attribute__((target("avx2"))) void qz_lerp_down_over_avx2(uint32_t *dst, const uint32_t *upper, const uint32_t *lower,
                                                            intptr_t count, uint32_t w, uint32_t alpha) {
    const __m256i low = _mm256_set1_epi16(0x00FF);
    const __m256i kw = _mm256_set1_epi16((short)w), kiw = _mm256_set1_epi16((short)(256 - w));
    const __m256i ka = _mm256_set1_epi16((short)alpha);
    intptr_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i u = _mm256_loadu_si256((const __m256i *)(upper + i));
        __m256i l = _mm256_loadu_si256((const __m256i *)(lower + i));
        __m256i se = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(u, low), kiw),
                                                        _mm256_mullo_epi16(_mm256_and_si256(l, low), kw)), 8);
        __m256i so = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(u, 8), kiw),
                                                        _mm256_mullo_epi16(_mm256_srli_epi16(l, 8), kw)), 8);
        /* Scaled by alpha (exact at 255) and laid over, as any picture. */
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
        _mm256_storeu_si256((__m256i *)(dst + i), over_scaled(d, ka, se, so));
    }
    for (; i < count; i++) {
        uint32_t p = upper[i], q = lower[i], iw = 256 - w;
        uint32_t rb = (((p & 0x00FF00FFu) * iw + (q & 0x00FF00FFu) * w) >> 8) & 0x00FF00FFu;
        uint32_t ag = (((p >> 8) & 0x00FF00FFu) * iw + ((q >> 8) & 0x00FF00FFu) * w) & 0xFF00FF00u;
        uint32_t s = rb | ag;
        if (alpha < 255) s = scale_pixel(s, alpha);
        dst[i] = s + scale_pixel(dst[i], 255 - (s >> 24));
    }
}

/* Four pixels of a gradient row from their t (already clamped to 0...1),
 * as QuartzCore's _GradientShader finishes each pixel: the place in the
 * table in 8.8 fixed point through a float, the two entries
 * interpolated, the row's dither added, floored to 8 bits and each
 * colour kept at most its alpha. */
__attribute__((target("avx2"))) static inline void shade_four(uint32_t *out, intptr_t n, intptr_t x, __m256d t, float scale,
                                                               const int32_t *table, const int32_t *dither_row) {
    const __m128i pick = _mm_setr_epi8(12, 8, 4, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
    __m128i p = _mm_cvttps_epi32(_mm_mul_ps(_mm256_cvtpd_ps(t), _mm_set1_ps(scale)));
    int32_t ps[4];
    _mm_storeu_si128((__m128i *)ps, p);
    for (intptr_t j = 0; j < n; j++) {
        int32_t k = ps[j] >> 8, f = ps[j] & 255;
        __m128i lo = _mm_loadu_si128((const __m128i *)(table + 4 * k));
        __m128i hi = _mm_loadu_si128((const __m128i *)(table + 4 * (k + 1)));
        __m128i d = _mm_set1_epi32(dither_row[(x + j) & 3]);
        __m128i c = _mm_srai_epi32(
            _mm_add_epi32(_mm_add_epi32(lo, _mm_srai_epi32(_mm_mullo_epi32(_mm_sub_epi32(hi, lo), _mm_set1_epi32(f)), 8)), d),
            8);
        /* Each colour at most the alpha (lane 0). */
        c = _mm_min_epi32(c, _mm_shuffle_epi32(c, 0));
        out[j] = (uint32_t)_mm_cvtsi128_si32(_mm_shuffle_epi8(c, pick));
    }
}

/* t clamped as the shader clamps it: !(t >= 0) (NaN too) gives 0, then
 * at most 1. */
__attribute__((target("avx2"))) static inline __m256d clamp_t(__m256d t) {
    t = _mm256_and_pd(t, _mm256_cmp_pd(t, _mm256_setzero_pd(), _CMP_GE_OQ));
    return _mm256_min_pd(t, _mm256_set1_pd(1.0));
}

/* The centres of pixels x ..< x + 4. */
__attribute__((target("avx2"))) static inline __m256d centres(intptr_t x) {
    return _mm256_add_pd(_mm256_cvtepi32_pd(_mm_add_epi32(_mm_set1_epi32((int)x), _mm_setr_epi32(0, 1, 2, 3))),
                         _mm256_set1_pd(0.5));
}

/* An axial gradient's row: t = (px - sx) * ax + (py - sy) * ay, the same
 * double operations in the same order as the shader's. */
__attribute__((target("avx2"))) void qz_shade_axial_avx2(uint32_t *out, intptr_t count, intptr_t x0, double py, double sx,
                                                         double sy, double ax, double ay, const int32_t *table,
                                                         intptr_t table_size, const int32_t *dither_row) {
    const __m256d vrow = _mm256_set1_pd((py - sy) * ay), vsx = _mm256_set1_pd(sx), vax = _mm256_set1_pd(ax);
    const float scale = (float)((table_size - 1) * 256);
    for (intptr_t i = 0; i < count; i += 4) {
        __m256d t = _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(centres(x0 + i), vsx), vax), vrow);
        shade_four(out + i, count - i < 4 ? count - i : 4, x0 + i, clamp_t(t), scale, table, dither_row);
    }
}

/* A radial gradient's row: X = px - sx, Y = py - sy, the pixel taken back
 * through the inverse (ia, ib, ic, id) of the map's linear part and
 * divided by the radii, t the length: the shader's operations, in its
 * order. */
__attribute__((target("avx2"))) void qz_shade_radial_avx2(uint32_t *out, intptr_t count, intptr_t x0, double py, double sx,
                                                          double sy, double ia, double ib, double ic, double id, double rx,
                                                          double ry, const int32_t *table, intptr_t table_size,
                                                          const int32_t *dither_row) {
    const double y = py - sy;
    const __m256d vcy = _mm256_set1_pd(ic * y), vdy = _mm256_set1_pd(id * y), vsx = _mm256_set1_pd(sx);
    const __m256d via = _mm256_set1_pd(ia), vib = _mm256_set1_pd(ib), vrx = _mm256_set1_pd(rx), vry = _mm256_set1_pd(ry);
    const float scale = (float)((table_size - 1) * 256);
    for (intptr_t i = 0; i < count; i += 4) {
        __m256d x = _mm256_sub_pd(centres(x0 + i), vsx);
        __m256d dx = _mm256_div_pd(_mm256_add_pd(_mm256_mul_pd(via, x), vcy), vrx);
        __m256d dy = _mm256_div_pd(_mm256_add_pd(_mm256_mul_pd(vib, x), vdy), vry);
        __m256d t = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(dx, dx), _mm256_mul_pd(dy, dy)));
        shade_four(out + i, count - i < 4 ? count - i : 4, x0 + i, clamp_t(t), scale, table, dither_row);
    }
}

#else

int qz_spans_have_avx2(void) { return 0; }
int qz_spans_avx2 = 0;
void qz_blend_solid_span_avx2(uint32_t *p, intptr_t count, uint32_t color) { (void)p; (void)count; (void)color; }
void qz_blend_coverage_span_avx2(uint32_t *p, const uint8_t *coverage, intptr_t count, uint32_t color) {
    (void)p; (void)coverage; (void)count; (void)color;
}
void qz_blend_coverage_piece_avx2(uint32_t *p, const uint8_t *coverage, intptr_t count, uint32_t color, intptr_t room) {
    (void)p; (void)coverage; (void)count; (void)color; (void)room;
}
void qz_blend_span_avx2(uint32_t *dst, const uint32_t *src, intptr_t count, uint32_t alpha, const uint8_t *coverage) {
    (void)dst; (void)src; (void)count; (void)alpha; (void)coverage;
}
void qz_lerp_down_over_avx2(uint32_t *dst, const uint32_t *upper, const uint32_t *lower, intptr_t count, uint32_t w,
                            uint32_t alpha) {
    (void)dst; (void)upper; (void)lower; (void)count; (void)w; (void)alpha;
}
void qz_shade_axial_avx2(uint32_t *out, intptr_t count, intptr_t x0, double py, double sx, double sy, double ax, double ay,
                         const int32_t *table, intptr_t table_size, const int32_t *dither_row) {
    (void)out; (void)count; (void)x0; (void)py; (void)sx; (void)sy; (void)ax; (void)ay; (void)table; (void)table_size;
    (void)dither_row;
}
void qz_shade_radial_avx2(uint32_t *out, intptr_t count, intptr_t x0, double py, double sx, double sy, double ia, double ib,
                          double ic, double id, double rx, double ry, const int32_t *table, intptr_t table_size,
                          const int32_t *dither_row) {
    (void)out; (void)count; (void)x0; (void)py; (void)sx; (void)sy; (void)ia; (void)ib; (void)ic; (void)id; (void)rx;
    (void)ry; (void)table; (void)table_size; (void)dither_row;
}

#endif
