/// What one run of a process cost: wall-clock time, CPU time and peak memory.
///
/// The CPU time and peak memory are the process's and those of the children it waited for (a
/// compiler driver and the frontend it starts), as `wait4` reports them.
public struct ProcessUsage: Sendable {
    /// From spawn to reaped exit, in nanoseconds.
    public var wallNanoseconds: Double
    /// User plus system CPU time, in nanoseconds.
    public var cpuNanoseconds: Double
    /// The largest resident set of the process or any child it waited for, in bytes.
    public var maximumResidentBytes: Double

    /// Creates a record.
    public init(wallNanoseconds: Double, cpuNanoseconds: Double, maximumResidentBytes: Double) {
        self.wallNanoseconds = wallNanoseconds
        self.cpuNanoseconds = cpuNanoseconds
        self.maximumResidentBytes = maximumResidentBytes
    }
}
