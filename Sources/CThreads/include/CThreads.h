// What Swift cannot spell about threads, for QuartzCore: how much of the
// current stack is left (tree walks that recurse once per level of
// nesting continue on a fresh stack when it runs low; see
// StackSegment.swift), and the render tree's recursive lock, which such a
// continuation inherits from the thread waiting for it.
#ifndef CTHREADS_H
#define CTHREADS_H

#include <stddef.h>
#include <stdint.h>

// The lowest usable address of this thread's stack; 0 until measured.
extern _Thread_local uintptr_t qz_stack_low;

// Measures and caches `qz_stack_low` (pthread_getattr_np). When the
// stack's extent cannot be read, caches 1: every frame then reports
// ample room, which is how the code behaved before asking.
uintptr_t qz_stack_measure(void);

// The stack a thread continuing a deep walk gets: reserved address space,
// of which only what the walk touches becomes memory. ThreadSanitizer
// records each thread's calls in a fixed-size buffer (64K calls), so
// under it every stack is treated as 4 MB: few enough calls to fit.
#if defined(__has_feature)
#  if __has_feature(thread_sanitizer)
#    define QZ_STACK_LIMIT ((size_t)4 << 20)
#  endif
#endif
#ifndef QZ_STACK_LIMIT
#  define QZ_STACK_LIMIT ((size_t)256 << 20)
#endif
static inline size_t qz_stack_segment_size(void) { return QZ_STACK_LIMIT; }

// Bytes of stack left below the caller's frame. Inlined: a thread-local
// load and a subtraction, cheap enough to ask once per tree level.
static inline __attribute__((always_inline)) size_t qz_stack_room(void) {
    uintptr_t low = qz_stack_low;
    if (low == 0) low = qz_stack_measure();
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    return here > low ? (size_t)(here - low) : 0;
}

// Who this thread is for the tree lock: its own identity, or, on a
// thread continuing another's recursion (which waits for it), that
// thread's. Nonzero.
uintptr_t qz_thread_identity(void);
void qz_thread_adopt_identity(uintptr_t identity);

// The render tree lock: recursive per identity, so a stack segment may
// take it while the thread it continues holds it.
void qz_tree_lock(void);
void qz_tree_unlock(void);

#endif
