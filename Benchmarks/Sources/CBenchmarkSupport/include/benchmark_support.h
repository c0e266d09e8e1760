// The two things the benchmarks need that Swift alone cannot give reliably:
//
// - an optimisation barrier: a function the Swift optimiser cannot see into, so a value passed to
//   it must really be computed on every iteration (Swift's whole-module and cross-module
//   optimisation can see through, and delete, an empty Swift function);
// - the C allocator's count of bytes in use, for memory per registered theme or observer
//   (Swift's Glibc module does not export mallinfo2()).
#ifndef PALETTE_BENCHMARK_SUPPORT_H
#define PALETTE_BENCHMARK_SUPPORT_H

#include <stddef.h>

/// Does nothing with `pointer`; compiled separately, so callers must assume it reads it.
void palette_black_hole(const void *pointer);

/// Bytes currently allocated through malloc (small blocks in every arena plus mmapped blocks),
/// or 0 when the platform's allocator cannot say.
size_t palette_allocated_bytes(void);

#endif
