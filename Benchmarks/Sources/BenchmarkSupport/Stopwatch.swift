/// Times code with the monotonic `ContinuousClock`.
public enum Stopwatch {
    /// How long `body` took, in nanoseconds.
    @inline(__always)
    public static func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return (clock.now - start).nanoseconds
    }
}

extension Duration {
    /// The duration in nanoseconds.
    public var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
