/* The shapes scene rendered with cairo: qz-bench --scene shapes' peer.
 *
 * 200 closed 40-point polygons (the same xorshift32 stream as
 * Benchmarks/LayerClassScenes.swift), each filled, then the part of its
 * outline up to strokeEnd stroked 3 px (miter joins, butt caps), as a
 * CAShapeLayer draws it. Frame i draws polygon j at strokeEnd =
 * triangle((10 + i/60 - j/100) / 2): linear 0 -> 1 over 2 s, autoreversed.
 * Cairo has no strokeEnd, so the trimmed outline is built per frame here,
 * as Quartzite does.
 *
 * usage: shapes [--frames N] [--out file.png]
 * prints: cairo-shapes median_ms=X min_ms=Y
 */
#define _GNU_SOURCE
#include <math.h>
#include <cairo.h>
#include <stdio.h>
#include <stdint.h>
#include "scene.h"

#define COUNT 200
#define POINTS 40

static uint32_t state = 0x9E3779B9u;
static double next(void) {
  state ^= state << 13; state ^= state >> 17; state ^= state << 5;
  return (double)state / (double)UINT32_MAX;
}

typedef struct { double x[POINTS], y[POINTS], r, g, b; } Shape;

static double fraction(int frame, int j) {
  double e = 10 + frame / 60.0 - j / 100.0;
  double u = fmod(e, 4);
  return u <= 2 ? u / 2 : (4 - u) / 2;
}

static void draw(cairo_t *cr, const Shape *s, double end) {
  cairo_new_path(cr);
  cairo_move_to(cr, s->x[0], s->y[0]);
  for (int k = 1; k < POINTS; k++) cairo_line_to(cr, s->x[k], s->y[k]);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, s->r, s->g, s->b);
  cairo_fill(cr);
  if (end <= 0) return;
  double total = 0, len[POINTS];
  for (int k = 0; k < POINTS; k++) {
    int n = (k + 1) % POINTS;
    len[k] = hypot(s->x[n] - s->x[k], s->y[n] - s->y[k]);
    total += len[k];
  }
  double left = end * total;
  cairo_move_to(cr, s->x[0], s->y[0]);
  int closed = end >= 1;
  for (int k = 0; k < POINTS && left > 0; k++) {
    int n = (k + 1) % POINTS;
    if (closed && n == 0) { cairo_close_path(cr); break; }
    double f = left >= len[k] ? 1 : left / len[k];
    cairo_line_to(cr, s->x[k] + (s->x[n] - s->x[k]) * f, s->y[k] + (s->y[n] - s->y[k]) * f);
    left -= len[k];
  }
  cairo_set_source_rgb(cr, s->r / 3, s->g / 3, s->b / 3);
  cairo_set_line_width(cr, 3);
  cairo_stroke(cr);
}

int main(int argc, char **argv) {
  int frames = 30;
  const char *out = NULL;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--out") && i + 1 < argc) out = argv[++i];
    else { fprintf(stderr, "usage: shapes [--frames N] [--out file.png]\n"); return 2; }
  }
  if (frames < 1) frames = 1;
  static Shape shapes[COUNT];
  for (int j = 0; j < COUNT; j++) {
    double cx = 60 + (j % 20) * 62, cy = 60 + (j / 20) * 62;
    for (int k = 0; k < POINTS; k++) {
      double a = 2 * M_PI * k / POINTS, r = 16 + 12 * next();
      shapes[j].x[k] = cx + r * cos(a);
      shapes[j].y[k] = cy + r * sin(a);
    }
    shapes[j].r = 0.3 + 0.6 * next(); shapes[j].g = 0.3 + 0.6 * next(); shapes[j].b = 0.3 + 0.6 * next();
  }
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, SCENE_W, SCENE_H);
  cairo_t *cr = cairo_create(surface);
  double *times = malloc(sizeof(double) * frames);
  for (int f = -1; f <= frames + 1; f++) {  /* the last, untimed, is qz-bench's frame N + 1 */
    double t0 = now_ms();
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int j = 0; j < COUNT; j++) draw(cr, &shapes[j], fraction(f < 0 ? 0 : f, j));
    cairo_surface_flush(surface);
    if (f >= 0 && f < frames) times[f] = now_ms() - t0;
  }
  printf("cairo-shapes median_ms=%.3f min_ms=%.3f\n", median(times, frames), tmin(times, frames));
  if (out) cairo_surface_write_to_png(surface, out);
  return 0;
}
