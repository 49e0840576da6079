/* imagediff A B: the mean absolute difference of two images of one size,
 * per RGB channel in 0..255, each composited over white first. Reads PNG
 * (through cairo) or binary PPM (P6). Prints one line:
 *   image difference: mean_abs=X max=Y pixels_over_8=N
 * Exit status 1 when the files cannot be read or differ in size. */
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int w, h; unsigned char *rgb; } Image;

static int ends_with(const char *s, const char *suffix) {
  size_t a = strlen(s), b = strlen(suffix);
  return a >= b && !strcmp(s + a - b, suffix);
}

static int read_ppm(const char *path, Image *img) {
  FILE *f = fopen(path, "rb");
  if (!f) return 0;
  int maxv;
  if (fscanf(f, "P6 %d %d %d", &img->w, &img->h, &maxv) != 3 || maxv != 255) { fclose(f); return 0; }
  fgetc(f);
  size_t n = (size_t)img->w * img->h * 3;
  img->rgb = malloc(n);
  int ok = fread(img->rgb, 1, n, f) == n;
  fclose(f);
  return ok;
}

static int read_png(const char *path, Image *img) {
  cairo_surface_t *s = cairo_image_surface_create_from_png(path);
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) return 0;
  img->w = cairo_image_surface_get_width(s);
  img->h = cairo_image_surface_get_height(s);
  int stride = cairo_image_surface_get_stride(s);
  unsigned char *data = cairo_image_surface_get_data(s);
  img->rgb = malloc((size_t)img->w * img->h * 3);
  for (int y = 0; y < img->h; y++)
    for (int x = 0; x < img->w; x++) {
      unsigned int p = *(unsigned int *)(data + y * stride + x * 4); /* premultiplied ARGB */
      unsigned int a = p >> 24;
      for (int c = 0; c < 3; c++) {
        unsigned int v = (p >> (16 - 8 * c)) & 0xFF;
        img->rgb[(y * img->w + x) * 3 + c] = (unsigned char)(v + 255 - a > 255 ? 255 : v + 255 - a);
      }
    }
  cairo_surface_destroy(s);
  return 1;
}

static int load(const char *path, Image *img) {
  int ok = ends_with(path, ".ppm") ? read_ppm(path, img) : read_png(path, img);
  if (!ok) fprintf(stderr, "imagediff: cannot read %s\n", path);
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: imagediff A B\n"); return 2; }
  Image a, b;
  if (!load(argv[1], &a) || !load(argv[2], &b)) return 1;
  if (a.w != b.w || a.h != b.h) { fprintf(stderr, "imagediff: sizes differ\n"); return 1; }
  double sum = 0; int worst = 0; long over = 0;
  size_t n = (size_t)a.w * a.h * 3;
  for (size_t i = 0; i < n; i++) {
    int d = abs((int)a.rgb[i] - (int)b.rgb[i]);
    sum += d; if (d > worst) worst = d; if (d > 8) over++;
  }
  printf("image difference: mean_abs=%.3f max=%d pixels_over_8=%ld\n", sum / n, worst, over);
  return 0;
}
