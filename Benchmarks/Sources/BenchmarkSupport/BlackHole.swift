import CBenchmarkSupport

/// Consumes a value so that the optimiser has to compute it.
///
/// Benchmarks pass every result they produce to `blackHole(_:)`. It hands the value's address to
/// a C function compiled separately, which Swift's optimiser cannot see into: it must assume the
/// value is read, so the value is really computed on every iteration instead of being hoisted out
/// of the loop or deleted as dead code. (An empty Swift function is not enough: whole-module and
/// cross-module optimisation see that it does nothing and remove the call.) It is `@inlinable`,
/// so it is specialised for the value's type and the barrier costs one store and one call, about
/// a nanosecond, which the `held theme` row shows.
///
/// ```swift
/// for _ in 0..<iterations {
///     blackHole(AppTheme.current.palette.primary)
/// }
/// ```
@inlinable
@inline(__always)
public func blackHole<T>(_ value: T) {
    withUnsafePointer(to: value) { palette_black_hole($0) }
}
