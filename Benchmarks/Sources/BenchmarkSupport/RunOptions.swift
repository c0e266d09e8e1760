/// How long and how often the harness measures.
public struct RunOptions: Sendable {
    /// Whether this is the quick smoke run: a few short samples that prove every scenario runs,
    /// not figures to quote.
    public var isQuick: Bool
    /// Samples taken per scenario after the warm-up; the table reports their median.
    public var samples: Int
    /// The shortest a sample of a timed scenario may be; iterations double until one is at least
    /// this long, so the clock's resolution and the loop's overhead are negligible.
    public var minimumSampleNanoseconds: Double

    /// Full runs: 15 samples of at least 20 ms each.
    public static let full = RunOptions(isQuick: false, samples: 15, minimumSampleNanoseconds: 20_000_000)
    /// Smoke runs: 3 samples of at least 0.2 ms each.
    public static let quick = RunOptions(isQuick: true, samples: 3, minimumSampleNanoseconds: 200_000)

    /// Creates options.
    public init(isQuick: Bool, samples: Int, minimumSampleNanoseconds: Double) {
        self.isQuick = isQuick
        self.samples = samples
        self.minimumSampleNanoseconds = minimumSampleNanoseconds
    }

    /// `full` when not quick, `quick` otherwise; either with scale applied to counts.
    public func count(full: Int, quick: Int) -> Int {
        isQuick ? quick : full
    }
}
