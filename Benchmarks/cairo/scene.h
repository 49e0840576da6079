/* The standard benchmark scene's definition, shared by every peer renderer, kept here so CI on a clean checkout has it. */
/* Shared benchmark scene: 1280x720, white bg, 500 rounded rects, 50 with drop shadow.
 * RNG: xorshift32, seed 0x12345678 (scene.py replicates it exactly). */
#ifndef RBENCH_SCENE_H
#define RBENCH_SCENE_H
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SCENE_W 1280
#define SCENE_H 720
#define SCENE_N 500
#define CORNER_R 12.0
#define BORDER_W 2.0
#define FILL_ALPHA 0.8
#define SHADOW_OPACITY 0.5
#define SHADOW_DY 4.0
#define SHADOW_RADIUS 8.0        /* "radius 8" */
#define SHADOW_SIGMA 4.0         /* sigma = radius/2 (CSS/canvas convention) */
#define BOX_R 4                  /* 3-pass box blur, box width 2*4+1=9 ~ gaussian sigma 4.47 */
#define BOX_PAD 12               /* 3 passes * BOX_R */

typedef struct { double x, y; int w, h; double r, g, b; int shadow; } SceneRect;

/* --offset DX,DY: added to every rectangle's origin (scene_build reads it);
 * scene_fx, scene_fy are its fractions, in [0, 1). */
static double scene_dx, scene_dy, scene_fx, scene_fy;
static int scene_parse_offset(const char *arg) {
  if (sscanf(arg, "%lf,%lf", &scene_dx, &scene_dy) != 2) { fprintf(stderr, "--offset takes DX,DY (e.g. 0.37,0.61)\n"); return 0; }
  scene_fx = scene_dx - floor(scene_dx); scene_fy = scene_dy - floor(scene_dy);
  return 1;
}
/* The offset as the timing line names it ("@0.37,0.61"), empty at (0, 0). */
static const char *scene_offset_label(void) {
  static char label[64];
  if (scene_dx == 0 && scene_dy == 0) return "";
  snprintf(label, sizeof label, "@%.2f,%.2f", scene_dx, scene_dy);
  return label;
}

static uint32_t scene_rng_state;
static uint32_t scene_next(void) { uint32_t x = scene_rng_state; x ^= x << 13; x ^= x >> 17; x ^= x << 5; return scene_rng_state = x; }
static int scene_randint(int lo, int hi) { return lo + (int)(scene_next() % (uint32_t)(hi - lo + 1)); }

static void scene_build(SceneRect *out) {
  scene_rng_state = 0x12345678u;
  for (int i = 0; i < SCENE_N; i++) {
    SceneRect *s = &out[i];
    s->w = scene_randint(40, 120); s->h = scene_randint(40, 120);
    s->x = scene_randint(0, SCENE_W - s->w) + scene_dx; s->y = scene_randint(0, SCENE_H - s->h) + scene_dy;
    s->r = scene_randint(0, 255) / 255.0; s->g = scene_randint(0, 255) / 255.0; s->b = scene_randint(0, 255) / 255.0;
    s->shadow = (i % 10 == 0); /* 50 of 500 */
  }
}

static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int cmp_d(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static double tmin(const double *v, int n) { double m = v[0]; for (int i = 1; i < n; i++) if (v[i] < m) m = v[i]; return m; }
static double median(double *v, int n) { qsort(v, n, sizeof(double), cmp_d); return n & 1 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]); }

/* In-place 3-pass box blur (horizontal then vertical) of an A8 buffer, radius BOX_R, zero outside. */
static void box_blur_a8(uint8_t *p, int w, int h, int stride, uint8_t *tmp) {
  const int r = BOX_R, d = 2 * r + 1;
  for (int pass = 0; pass < 3; pass++) {
    for (int y = 0; y < h; y++) {               /* horizontal */
      uint8_t *row = p + y * stride; memcpy(tmp, row, w);
      uint32_t sum = 0;
      for (int i = 0; i <= r && i < w; i++) sum += tmp[i];
      for (int x = 0; x < w; x++) {
        row[x] = (uint8_t)((sum + d / 2) / d);
        int add = x + r + 1, sub = x - r;
        if (add < w) sum += tmp[add];
        if (sub >= 0) sum -= tmp[sub];
      }
    }
    for (int x = 0; x < w; x++) {               /* vertical */
      for (int y = 0; y < h; y++) tmp[y] = p[y * stride + x];
      uint32_t sum = 0;
      for (int i = 0; i <= r && i < h; i++) sum += tmp[i];
      for (int y = 0; y < h; y++) {
        p[y * stride + x] = (uint8_t)((sum + d / 2) / d);
        int add = y + r + 1, sub = y - r;
        if (add < h) sum += tmp[add];
        if (sub >= 0) sum -= tmp[sub];
      }
    }
  }
}
#endif
