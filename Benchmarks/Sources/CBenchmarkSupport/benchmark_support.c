#include "benchmark_support.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc systems

void palette_black_hole(const void *pointer) {
    (void)pointer;
}

#if defined(__GLIBC__)
#include <malloc.h>

size_t palette_allocated_bytes(void) {
    // mallinfo2 sums every arena; uordblks is in-use heap bytes, hblkhd the bytes in blocks
    // large enough to have been mmapped individually.
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#elif defined(__APPLE__)
#include <malloc/malloc.h>

size_t palette_allocated_bytes(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);  // NULL: every zone
    return statistics.size_in_use;
}
#else
size_t palette_allocated_bytes(void) {
    return 0;
}
#endif
