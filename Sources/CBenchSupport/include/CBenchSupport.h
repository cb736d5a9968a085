#ifndef CBENCHSUPPORT_H
#define CBENCHSUPPORT_H
#include <stddef.h>

/// Bytes currently allocated through malloc (glibc mallinfo2 / Darwin malloc zone statistics).
size_t wilddog_bench_heap_in_use(void);

#endif
