import CBenchmarkSupport

/// Memory readings for the per-item memory scenarios.
///
/// The method: read the allocator's count of bytes in use, create `n` items (and keep them),
/// read again; the difference divided by `n` is the memory each item costs, including its share
/// of the containers that hold it. Over thousands of items the containers' growth is amortised
/// the way an app sees it. On Linux the count is glibc's `mallinfo2()` (`uordblks + hblkhd`);
/// on macOS, `malloc_zone_statistics` over every zone. The resident set size
/// (`/proc/self/statm`) is not used: it moves in whole pages, and in a process that has already
/// freed memory (earlier scenarios) new items reuse those pages without it growing at all.
public enum AllocationCounter {
    /// Bytes currently allocated through malloc, or `nil` when the platform cannot say.
    public static func allocatedBytes() -> Int? {
        let bytes = palette_allocated_bytes()
        return bytes > 0 ? Int(bytes) : nil
    }
}
