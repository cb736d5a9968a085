#include <stdio.h>
#include "CBenchSupport.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>
size_t wilddog_bench_heap_in_use(void) {
    malloc_statistics_t stats;
    malloc_zone_statistics(NULL, &stats);
    return stats.size_in_use;
}
#elif defined(__linux__)
#include <malloc.h>
size_t wilddog_bench_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#else
size_t wilddog_bench_heap_in_use(void) { return 0; }
#endif

void wilddog_bench_line_buffered_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
