import BenchmarkSupport
import Foundation

/// The compiler runs and key counts the codegen scenarios of one run have made, so that the
/// scenarios of a design system share them: an `-O` compile of thousands of keys takes seconds,
/// and the memory and machine-code rows need the runs the compile row made.
///
/// `@unchecked Sendable`: every stored property is read and written only inside `lock`.
final class CompilerRuns: @unchecked Sendable {
    private let lock = NSLock()
    private var usages: [String: [ProcessUsage]] = [:]
    private var keyCounts: [String: Int] = [:]

    /// At least `count` runs of `step` (`"spectrum.compile-o"`): those already made, and more
    /// made with `measure` when there are fewer.
    func usages(of step: String, count: Int, measure: () throws -> ProcessUsage) throws -> [ProcessUsage] {
        var made = lock.withLock { usages[step] ?? [] }
        while made.count < count { made.append(try measure()) }
        lock.withLock { usages[step] = made }
        return made
    }

    /// The key count of a design system, worked out with `count` on first use.
    func keyCount(of system: String, count: () throws -> Int) rethrows -> Int {
        if let known = lock.withLock({ keyCounts[system] }) { return known }
        let counted = try count()
        lock.withLock { keyCounts[system] = counted }
        return counted
    }
}
