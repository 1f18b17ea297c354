// Counts heap allocations by interposing malloc and friends (glibc only).
// Counting costs one relaxed load per call while disabled, so timed rounds are
// unaffected; allocation figures come from separate, untimed passes.
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "MallocCounter.h"
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void __libc_free(void *pointer);

static atomic_int counting;
static atomic_uint_fast64_t allocationCount;
static atomic_uint_fast64_t allocatedBytes;
static atomic_int_fast64_t liveBytes;
static atomic_int_fast64_t baselineBytes;
static atomic_int_fast64_t peakBytes;

static inline void record_allocation(void *pointer) {
    if (pointer == NULL || !atomic_load_explicit(&counting, memory_order_relaxed)) return;
    int64_t size = (int64_t)malloc_usable_size(pointer);
    atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&allocatedBytes, (uint64_t)size, memory_order_relaxed);
    int64_t live = atomic_fetch_add_explicit(&liveBytes, size, memory_order_relaxed) + size;
    int64_t peak = atomic_load_explicit(&peakBytes, memory_order_relaxed);
    while (live > peak && !atomic_compare_exchange_weak_explicit(
               &peakBytes, &peak, live, memory_order_relaxed, memory_order_relaxed)) {
    }
}

static inline void record_free(void *pointer) {
    if (pointer == NULL || !atomic_load_explicit(&counting, memory_order_relaxed)) return;
    atomic_fetch_sub_explicit(&liveBytes, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    record_allocation(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    record_allocation(pointer);
    return pointer;
}

void *realloc(void *old, size_t size) {
    record_free(old);
    void *pointer = __libc_realloc(old, size);
    record_allocation(pointer);
    return pointer;
}

void free(void *pointer) {
    record_free(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    record_allocation(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

void *valloc(size_t size) {
    void *pointer = __libc_valloc(size);
    record_allocation(pointer);
    return pointer;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

int malloc_counter_is_available(void) { return 1; }

void malloc_counter_start(void) {
    atomic_store(&allocationCount, 0);
    atomic_store(&allocatedBytes, 0);
    atomic_store(&liveBytes, 0);
    atomic_store(&baselineBytes, 0);
    atomic_store(&peakBytes, 0);
    atomic_store(&counting, 1);
}

MallocCounterSnapshot malloc_counter_stop(void) {
    atomic_store(&counting, 0);
    MallocCounterSnapshot snapshot = {
        atomic_load(&allocationCount),
        atomic_load(&allocatedBytes),
        atomic_load(&peakBytes) - atomic_load(&baselineBytes),
    };
    return snapshot;
}

void malloc_counter_reset_peak(void) {
    int64_t live = atomic_load(&liveBytes);
    atomic_store(&baselineBytes, live);
    atomic_store(&peakBytes, live);
}

int64_t malloc_counter_peak(void) {
    return atomic_load(&peakBytes) - atomic_load(&baselineBytes);
}

#else

int malloc_counter_is_available(void) { return 0; }
void malloc_counter_start(void) {}
MallocCounterSnapshot malloc_counter_stop(void) {
    MallocCounterSnapshot snapshot = {0, 0, 0};
    return snapshot;
}
void malloc_counter_reset_peak(void) {}
int64_t malloc_counter_peak(void) { return 0; }

#endif
