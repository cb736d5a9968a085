#ifndef CBENCHSUPPORT_H
#define CBENCHSUPPORT_H
#include <stddef.h>

/// Bytes currently allocated through malloc (glibc mallinfo2 / Darwin malloc zone statistics).
size_t wilddog_bench_heap_in_use(void);

/// Returns freed heap memory to the system and restarts the peak resident-set count (Linux:
/// `malloc_trim`, then "5" to /proc/self/clear_refs); the resident set size in bytes after it.
/// 0 where unsupported.
size_t wilddog_bench_reset_peak_resident(void);

/// The largest resident set size since the last reset, in bytes (Linux VmHWM); 0 where unsupported.
size_t wilddog_bench_peak_resident(void);

/// Makes standard output line-buffered, so progress shows when it is a pipe.
void wilddog_bench_line_buffered_stdout(void);

/// Makes the kernel kill this process with SIGKILL when its parent dies (Linux
/// `PR_SET_PDEATHSIG`; nothing elsewhere). -1 when that failed or the parent is already gone.
int wilddog_bench_die_with_parent(void);

#endif
