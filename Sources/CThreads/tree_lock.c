#include <pthread.h>
#include <stdatomic.h>
#include "CThreads.h"

static _Thread_local uintptr_t identity;

uintptr_t qz_thread_identity(void) {
    // The address of a live thread's thread-local word is unique among
    // live threads.
    if (identity == 0) identity = (uintptr_t)&identity;
    return identity;
}

void qz_thread_adopt_identity(uintptr_t other) { identity = other; }

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
// Written only by the holder while it holds `mutex`; read by anyone to
// ask "is it me?", which only the holder's own identity can answer yes.
static _Atomic uintptr_t holder;
// Touched only by the holder (or a segment continuing it, while the
// holder waits).
static size_t depth;

void qz_tree_lock(void) {
    uintptr_t me = qz_thread_identity();
    if (atomic_load_explicit(&holder, memory_order_relaxed) == me) {
        depth += 1;
        return;
    }
    pthread_mutex_lock(&mutex);
    atomic_store_explicit(&holder, me, memory_order_relaxed);
    depth = 1;
}

void qz_tree_unlock(void) {
    depth -= 1;
    if (depth > 0) return;
    atomic_store_explicit(&holder, 0, memory_order_relaxed);
    pthread_mutex_unlock(&mutex);
}
