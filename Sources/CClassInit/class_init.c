#include "CClassInit.h"
#include <stdint.h>

// A class's allocating initializer takes the class (its metadata) as
// `self`, in Swift's calling convention.
typedef void *(*allocating_init)(const void *self __attribute__((swift_context))) __attribute__((swiftcall));

static const void *relative(const int32_t *p) { return *p ? (const char *)p + *p : 0; }

// Offsets in Swift's ABI (64-bit, without Objective-C interop): a class's
// metadata holds its nominal type descriptor at word 5; a class
// descriptor's fixed part is 11 words of 32 bits, followed by optional
// parts its flags announce, then the vtable header and method descriptors.
enum {
    DescriptionOffset = 40,
    ClassDescriptorSize = 44,
    KindClass = 16,
    FlagGeneric = 0x80,
    ResilientSuperclass = 1u << 13,
    HasVTable = 1u << 15,
    MethodKindInit = 1,
};

long qz_own_init_slot(const void *class_metadata, int index) {
    if (sizeof(void *) != 8 || !class_metadata || index < 0) return -1;
    const char *m = class_metadata;
    const uint32_t *desc = *(const uint32_t *const *)(m + DescriptionOffset);
    if (!desc) return -2;
    uint32_t flags = desc[0];
    if ((flags & 0x1F) != KindClass || (flags & FlagGeneric)) return -3;
    uint32_t kind_flags = flags >> 16;
    if (!(kind_flags & HasVTable)) return -4;
    const char *p = (const char *)desc + ClassDescriptorSize;
    if (kind_flags & ResilientSuperclass) p += 4;
    switch (kind_flags & 3) {      // metadata initialization
    case 1: p += 12; break;        // singleton: three relative pointers
    case 2: p += 4; break;         // foreign: one
    }
    const uint32_t *header = (const uint32_t *)p;
    uint32_t offset = header[0], size = header[1];
    const uint32_t *methods = header + 2;
    int seen = 0;
    for (uint32_t i = 0; i < size && i < 512; i++) {
        uint32_t method_flags = methods[2 * i];
        if ((method_flags & 0x0F) != MethodKindInit || (method_flags & 0x10)) continue;
        if (seen++ != index) continue;
        // The slot must hold the class's own implementation.
        const void *impl = relative((const int32_t *)&methods[2 * i + 1]);
        const void *slot = *(const void *const *)(m + (offset + i) * 8);
        return impl && impl == slot ? (long)(offset + i) : -6;
    }
    return -5;
}

void *qz_make_object(const void *class_metadata, long slot) {
    allocating_init f = *(const allocating_init *)((const char *)class_metadata + slot * 8);
    return f(class_metadata);
}
