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

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

/// A "Vm…:  N kB" line of /proc/self/status, in bytes.
static size_t status_field(const char *name) {
    FILE *file = fopen("/proc/self/status", "r");
    if (!file) return 0;
    char line[256];
    size_t kb = 0, length = strlen(name);
    while (fgets(line, sizeof line, file)) {
        if (strncmp(line, name, length) == 0) {
            sscanf(line + length, "%zu", &kb);
            break;
        }
    }
    fclose(file);
    return kb * 1024;
}

size_t wilddog_bench_reset_peak_resident(void) {
    malloc_trim(0);
    int fd = open("/proc/self/clear_refs", O_WRONLY);
    if (fd < 0) return 0;
    ssize_t written = write(fd, "5", 1);
    close(fd);
    return written == 1 ? status_field("VmRSS:") : 0;
}

size_t wilddog_bench_peak_resident(void) { return status_field("VmHWM:"); }
#else
size_t wilddog_bench_heap_in_use(void) { return 0; }
#endif

#if !defined(__linux__)
size_t wilddog_bench_reset_peak_resident(void) { return 0; }
size_t wilddog_bench_peak_resident(void) { return 0; }
#endif

void wilddog_bench_line_buffered_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
