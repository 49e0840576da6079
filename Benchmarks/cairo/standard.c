/* The standard scene rendered with cairo: qz-bench's peer in `make bench`.
 *
 * Same scene as Quartzite's `qz-bench --scene standard` (scene.h): white
 * background, 500 rounded rectangles (radius 12, fill alpha 0.8, an opaque
 * 2 px border inside the edge in half the fill colour), and every
 * 10th with a drop shadow: offset (0, 4), opacity 0.5, blur by scene.h's
 * 3-pass box blur. As in Core Animation, a shadow is cast by the layer's
 * composited alpha (fill, then border over it), so its mask is drawn with
 * the same fill and stroke into an A8 surface. Shadow masks are built
 * once, before timing (Quartzite caches them too).
 *
 * --offset DX,DY moves every rectangle off the pixel grid, as Quartzite's
 * `qz-bench --offset` does. Shadow masks are then drawn with the offset's
 * fraction inside them and placed at whole pixels, so the shadow sits
 * exactly where the layer's does, as a cached mask costs no resampling.
 *
 * usage: standard [--frames N] [--offset DX,DY] [--out file.png]
 * prints: cairo-standard median_ms=X min_ms=Y
 */
#define _GNU_SOURCE
#include <math.h>
#include <cairo.h>
#include <stdio.h>
#include "scene.h"

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
  cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
}

/* Fill, then the border inside the edge (a stroke of width 2 centred 1 px in). */
static void layer(cairo_t *cr, const SceneRect *s, double r, double g, double b) {
  rounded(cr, s->x, s->y, s->w, s->h, CORNER_R);
  cairo_set_source_rgba(cr, r, g, b, FILL_ALPHA);
  cairo_fill(cr);
  double h = BORDER_W / 2;
  rounded(cr, s->x + h, s->y + h, s->w - BORDER_W, s->h - BORDER_W, CORNER_R - h);
  cairo_set_source_rgba(cr, r / 2, g / 2, b / 2, 1.0);
  cairo_set_line_width(cr, BORDER_W);
  cairo_stroke(cr);
}

int main(int argc, char **argv) {
  int frames = 30;
  const char *out = NULL;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--out") && i + 1 < argc) out = argv[++i];
    else if (!strcmp(argv[i], "--offset") && i + 1 < argc) { if (!scene_parse_offset(argv[++i])) return 2; }
    else { fprintf(stderr, "usage: standard [--frames N] [--offset DX,DY] [--out file.png]\n"); return 2; }
  }
  if (frames < 1) frames = 1;
  SceneRect rects[SCENE_N];
  scene_build(rects);

  /* Shadow masks: the layer's alpha, blurred, padded by the blur's reach. */
  cairo_surface_t *masks[SCENE_N] = {0};
  uint8_t tmp[4096];
  for (int i = 0; i < SCENE_N; i++) {
    const SceneRect *s = &rects[i];
    if (!s->shadow) continue;
    int w = s->w + 2 * BOX_PAD, h = s->h + 2 * BOX_PAD;
    cairo_surface_t *m = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h);
    cairo_t *mc = cairo_create(m);
    SceneRect local = *s;
    local.x = BOX_PAD + scene_fx; local.y = BOX_PAD + scene_fy;
    layer(mc, &local, 0, 0, 0);
    cairo_destroy(mc);
    cairo_surface_flush(m);
    box_blur_a8(cairo_image_surface_get_data(m), w, h, cairo_image_surface_get_stride(m), tmp);
    cairo_surface_mark_dirty(m);
    masks[i] = m;
  }

  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, SCENE_W, SCENE_H);
  cairo_t *cr = cairo_create(surface);
  double *times = malloc(sizeof(double) * frames);
  for (int f = -1; f < frames; f++) {
    double t0 = now_ms();
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int i = 0; i < SCENE_N; i++) {
      const SceneRect *s = &rects[i];
      if (masks[i]) {
        cairo_set_source_rgba(cr, 0, 0, 0, SHADOW_OPACITY);
        cairo_mask_surface(cr, masks[i], s->x - scene_fx - BOX_PAD, s->y - scene_fy - BOX_PAD + SHADOW_DY);
      }
      layer(cr, s, s->r, s->g, s->b);
    }
    cairo_surface_flush(surface);
    if (f >= 0) times[f] = now_ms() - t0;
  }
  printf("cairo-standard%s median_ms=%.3f min_ms=%.3f\n", scene_offset_label(), median(times, frames), tmin(times, frames));
  if (out) cairo_surface_write_to_png(surface, out);
  return 0;
}
