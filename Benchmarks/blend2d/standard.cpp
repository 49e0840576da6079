/* The standard scene rendered with Blend2D (its JIT on): qz-bench's second
 * peer in `make bench`, built by build.sh when its sources can be had.
 *
 * The same picture as the cairo peer (cairo/standard.c) and as
 * `qz-bench --scene standard`: white background, 500 rounded rectangles
 * (radius 12, fill alpha 0.8, an opaque 2 px border inside the edge in
 * half the fill colour), every 10th with a drop shadow cast by the layer's
 * composited alpha (fill, then border over it), blurred by scene.h's
 * 3-pass box blur, offset (0, 4), opacity 0.5. Shadow masks are built once,
 * before timing, as the other two cache theirs.
 *
 * --offset DX,DY moves every rectangle off the pixel grid, as the other
 * two do; shadow masks are drawn with the offset's fraction inside them
 * and placed at whole pixels (as the cairo peer does).
 *
 * usage: standard [--frames N] [--threads T] [--offset DX,DY] [--out file.png]
 * prints: blend2d-standard median_ms=X min_ms=Y
 */
#include <blend2d.h>
#include <stdio.h>
#include "../cairo/scene.h"

static void layer(BLContext &ctx, const SceneRect *s, double r, double g, double b) {
  ctx.fillRoundRect(BLRoundRect(s->x, s->y, s->w, s->h, CORNER_R), BLRgba(r, g, b, FILL_ALPHA));
  double h = BORDER_W / 2;
  ctx.strokeRoundRect(BLRoundRect(s->x + h, s->y + h, s->w - BORDER_W, s->h - BORDER_W, CORNER_R - h),
                      BLRgba(r / 2, g / 2, b / 2, 1.0));
}

int main(int argc, char **argv) {
  int frames = 30;
  unsigned threads = 0; /* 0: Blend2D's synchronous context, drawing on the calling thread */
  const char *out = NULL;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--threads") && i + 1 < argc) threads = (unsigned)atoi(argv[++i]);
    else if (!strcmp(argv[i], "--out") && i + 1 < argc) out = argv[++i];
    else if (!strcmp(argv[i], "--offset") && i + 1 < argc) { if (!scene_parse_offset(argv[++i])) return 2; }
    else { fprintf(stderr, "usage: standard [--frames N] [--threads T] [--offset DX,DY] [--out file.png]\n"); return 2; }
  }
  if (frames < 1) frames = 1;
  if (threads == 1) threads = 0;
  SceneRect rects[SCENE_N];
  scene_build(rects);

  /* Shadow masks: the layer's alpha, blurred, padded by the blur's reach. */
  static BLImage masks[SCENE_N];
  static uint8_t tmp[4096];
  for (int i = 0; i < SCENE_N; i++) {
    const SceneRect *s = &rects[i];
    if (!s->shadow) continue;
    int w = s->w + 2 * BOX_PAD, h = s->h + 2 * BOX_PAD;
    BLImage m(w, h, BL_FORMAT_A8);
    {
      BLContext mc(m);
      mc.clearAll();
      mc.setStrokeWidth(BORDER_W);
      SceneRect local = *s;
      local.x = BOX_PAD + scene_fx; local.y = BOX_PAD + scene_fy;
      layer(mc, &local, 0, 0, 0);
      mc.end();
    }
    BLImageData d;
    m.makeMutable(&d);
    box_blur_a8(static_cast<uint8_t *>(d.pixelData), w, h, (int)d.stride, tmp);
    masks[i] = m;
  }

  BLImage img(SCENE_W, SCENE_H, BL_FORMAT_PRGB32);
  BLContextCreateInfo ci{};
  ci.threadCount = threads;
  BLContext ctx;
  if (ctx.begin(img, ci) != BL_SUCCESS) { fprintf(stderr, "blend2d-standard: BLContext::begin failed\n"); return 1; }
  ctx.setStrokeWidth(BORDER_W);
  double *times = (double *)malloc(sizeof(double) * frames);
  for (int f = -3; f < frames; f++) {
    double t0 = now_ms();
    ctx.fillAll(BLRgba32(0xFFFFFFFFu));
    for (int i = 0; i < SCENE_N; i++) {
      const SceneRect *s = &rects[i];
      if (s->shadow)
        ctx.fillMask(BLPointI((int)lround(s->x - scene_fx) - BOX_PAD, (int)lround(s->y - scene_fy) - BOX_PAD + (int)SHADOW_DY), masks[i],
                     BLRgba(0, 0, 0, SHADOW_OPACITY));
      layer(ctx, s, s->r, s->g, s->b);
    }
    ctx.flush(BL_CONTEXT_FLUSH_SYNC);
    if (f >= 0) times[f] = now_ms() - t0;
  }
  ctx.end();
  printf("blend2d-standard%s median_ms=%.3f min_ms=%.3f\n", scene_offset_label(), median(times, frames), tmin(times, frames));
  if (out && img.writeToFile(out) != BL_SUCCESS) fprintf(stderr, "blend2d-standard: could not write %s\n", out);
  return 0;
}
