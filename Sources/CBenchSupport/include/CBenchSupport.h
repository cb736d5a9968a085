#ifndef CBENCHSUPPORT_H
#define CBENCHSUPPORT_H
#include <stddef.h>

/// Bytes currently allocated through malloc (glibc mallinfo2 / Darwin malloc zone statistics).
size_t wilddog_bench_heap_in_use(void);

/// Makes standard output line-buffered, so progress shows when it is a pipe.
void wilddog_bench_line_buffered_stdout(void);

#endif
