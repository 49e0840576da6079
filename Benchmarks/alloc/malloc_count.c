/* Counts heap allocations for qz-bench's "no allocation per frame" checks.
 * Built as a shared object and LD_PRELOADed by Benchmarks/run.sh; qz-bench
 * finds qz_malloc_count with dlsym and reports allocations per frame. It
 * forwards to the real allocator (RTLD_NEXT). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdatomic.h>

static atomic_long count;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void (*real_free)(void *);

/* dlsym may itself call calloc before real_calloc is known: serve that
 * from a small static buffer. */
static char bootstrap[4096];
static size_t bootstrap_used;

long qz_malloc_count(void) { return atomic_load(&count); }

void *malloc(size_t n) {
    if (!real_malloc) real_malloc = dlsym(RTLD_NEXT, "malloc");
    atomic_fetch_add(&count, 1);
    return real_malloc(n);
}

void *calloc(size_t a, size_t b) {
    if (!real_calloc) {
        static int resolving;
        if (resolving) {
            size_t n = (a * b + 15) & ~(size_t)15;
            void *p = bootstrap + bootstrap_used;
            bootstrap_used += n;
            return p;
        }
        resolving = 1;
        real_calloc = dlsym(RTLD_NEXT, "calloc");
        resolving = 0;
    }
    atomic_fetch_add(&count, 1);
    return real_calloc(a, b);
}

void *realloc(void *p, size_t n) {
    if (!real_realloc) real_realloc = dlsym(RTLD_NEXT, "realloc");
    atomic_fetch_add(&count, 1);
    return real_realloc(p, n);
}

int posix_memalign(void **p, size_t al, size_t n) {
    if (!real_posix_memalign) real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
    atomic_fetch_add(&count, 1);
    return real_posix_memalign(p, al, n);
}

void free(void *p) {
    if ((char *)p >= bootstrap && (char *)p < bootstrap + sizeof bootstrap) return;
    if (!real_free) real_free = dlsym(RTLD_NEXT, "free");
    real_free(p);
}
