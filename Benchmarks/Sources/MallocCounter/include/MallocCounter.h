#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// A snapshot of the counters kept by the malloc interposer.
typedef struct {
    uint64_t allocations;   ///< malloc, calloc, realloc and aligned calls while counting
    uint64_t bytes;         ///< usable bytes of those allocations
    int64_t peakLiveBytes;  ///< highest live heap (bytes) above the level at the last reset
} MallocCounterSnapshot;

/// 1 when this build interposes malloc (Linux with glibc), 0 otherwise.
int malloc_counter_is_available(void);
/// Zeroes the counters and starts counting on every thread.
void malloc_counter_start(void);
/// Stops counting and returns what was counted since the last start.
MallocCounterSnapshot malloc_counter_stop(void);
/// Sets the live-byte baseline to the current level (peak measured from here).
void malloc_counter_reset_peak(void);
/// Peak live heap above the last baseline, in bytes.
int64_t malloc_counter_peak(void);

#endif
