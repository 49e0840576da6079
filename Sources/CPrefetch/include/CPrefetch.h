// A hint to the processor that memory will be read soon, so a walk over
// many small objects (the render tree's nodes) overlaps their cache
// misses instead of taking them one after another. Swift has no spelling
// for it; the compiler inlines this into the caller.
#ifndef CPREFETCH_H
#define CPREFETCH_H

static inline __attribute__((always_inline)) void qz_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
