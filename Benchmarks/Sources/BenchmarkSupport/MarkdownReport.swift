import Foundation

/// The results as a Markdown table, ready to paste into the README.
public struct MarkdownReport {
    /// The results, in the order they ran.
    public var results: [ScenarioResult]
    /// The machine they ran on.
    public var machine: Machine
    /// The options they ran with.
    public var options: RunOptions

    /// Creates a report.
    public init(results: [ScenarioResult], machine: Machine, options: RunOptions) {
        self.results = results
        self.machine = machine
        self.options = options
    }

    /// The report's text.
    public var text: String {
        var lines: [String] = []
        let mode = options.isQuick ? "quick smoke run (figures not meaningful)" : "full run"
        lines.append("Palette benchmarks: \(mode), median of \(options.samples) samples after a warm-up")
        lines.append("Machine: \(machine.cpu), \(machine.cores) cores, \(machine.operatingSystem)")
        if let load = machine.loadAverage { lines.append("Load average when the run started: \(load)") }
        lines.append("")
        lines.append("| scenario | median | min | target | status | comparison / note |")
        lines.append("|---|--:|--:|---|---|---|")
        var group = ""
        var footnotes: [String] = []
        for result in results {
            if result.scenario.group != group {
                group = result.scenario.group
                lines.append("| **\(group)** | | | | | |")
            }
            let unit = result.scenario.unit
            let measured = !result.samples.isEmpty
            var remarks = [result.comparison, result.note].compactMap { $0 }
            if let caveat = result.scenario.target?.caveat {
                if !footnotes.contains(caveat) { footnotes.append(caveat) }
                remarks.append("[\((footnotes.firstIndex(of: caveat) ?? 0) + 1)]")
            }
            let cells = [
                result.scenario.name,
                measured ? unit.format(result.median) : "-",
                measured ? unit.format(result.minimum) : "-",
                result.scenario.target?.label ?? "-",
                Self.describe(result.status),
                remarks.joined(separator: " "),
            ]
            lines.append("| " + cells.map(Self.escaped).joined(separator: " | ") + " |")
        }
        if !footnotes.isEmpty {
            lines.append("")
            for (index, footnote) in footnotes.enumerated() { lines.append("[\(index + 1)] \(footnote)") }
        }
        let missed = results.filter { if case .missed = $0.status { true } else { false } }.count
        let failed = results.filter { if case .failed = $0.status { true } else { false } }.count
        let skipped = results.filter { if case .skipped = $0.status { true } else { false } }.count
        let met = results.filter { $0.status == .met }.count
        lines.append("")
        lines.append(
            "\(results.count) scenarios: \(met) targets met, \(missed) missed, \(skipped) skipped, \(failed) failed to run."
        )
        return lines.joined(separator: "\n")
    }

    static func describe(_ status: ScenarioResult.Status) -> String {
        switch status {
        case .met: "met"
        case .missed(let gap): "missed: \(gap)"
        case .informational: "-"
        case .failed(let reason): "FAILED: \(reason)"
        case .skipped(let reason): "skipped: \(reason)"
        }
    }

    private static func escaped(_ cell: String) -> String {
        cell.replacingOccurrences(of: "|", with: "\\|")
    }
}
