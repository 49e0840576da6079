// rlottie's timing of a Lottie file (Debian's librlottie-dev): the file
// drawn at W x H, frame after frame across the animation (frame i of N at
// i/N of its frames), as qz-bench --lottie and the ThorVG peer draw it.
// Prints `rlottie median_ms=X min_ms=Y`.
#include <rlottie_capi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int w, h, frames;
    if (argc != 4 || sscanf(argv[2], "%dx%d", &w, &h) != 2 || (frames = atoi(argv[3])) < 1 || w < 1 || h < 1) {
        fprintf(stderr, "usage: rlottie-peer FILE.json WxH FRAMES\n");
        return 2;
    }
    Lottie_Animation *animation = lottie_animation_from_file(argv[1]);
    if (!animation) {
        fprintf(stderr, "rlottie: cannot load %s\n", argv[1]);
        return 1;
    }
    size_t total = lottie_animation_get_totalframe(animation);
    uint32_t *buffer = calloc((size_t)w * h, 4);
    double *times = calloc(frames, sizeof(double));
    for (int i = 0; i < 3; i++) lottie_animation_render(animation, (size_t)i * total / frames, buffer, w, h, w * 4);
    for (int i = 0; i < frames; i++) {
        double t0 = now_ms();
        lottie_animation_render(animation, (size_t)i * total / frames, buffer, w, h, w * 4);
        times[i] = now_ms() - t0;
    }
    qsort(times, frames, sizeof(double), by_value);
    double median = frames % 2 ? times[frames / 2] : (times[frames / 2 - 1] + times[frames / 2]) / 2;
    printf("rlottie median_ms=%.3f min_ms=%.3f\n", median, times[0]);
    lottie_animation_destroy(animation);
    free(buffer);
    free(times);
    return 0;
}
