#define _GNU_SOURCE
#include <pthread.h>
#include "CThreads.h"

_Thread_local uintptr_t qz_stack_low;

uintptr_t qz_stack_measure(void) {
    uintptr_t low = 1;
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        void *address = NULL;
        size_t size = 0;
        if (pthread_attr_getstack(&attr, &address, &size) == 0 && address != NULL) {
            // Whether the reported extent includes the guard pages differs
            // between C libraries; stepping over them either way only
            // costs a few kilobytes of headroom.
            size_t guard = 0;
            pthread_attr_getguardsize(&attr, &guard);
            low = (uintptr_t)address + guard;
            // No thread counts more than QZ_STACK_LIMIT of stack (see the
            // header): the limit only binds under ThreadSanitizer.
            uintptr_t high = (uintptr_t)address + size;
            if (high - low > QZ_STACK_LIMIT) low = high - QZ_STACK_LIMIT;
        }
        pthread_attr_destroy(&attr);
    }
    qz_stack_low = low;
    return low;
}
