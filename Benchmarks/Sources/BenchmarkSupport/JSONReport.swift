import Foundation

/// The results as JSON, for tools that track figures over time.
///
/// ```json
/// {"mode": "full", "machine": {...}, "scenarios": [{"id": "role-read.app-theme", "unit": "ns",
///   "median": 21.4, "min": 21.1, "max": 22.0, "samples": 15, "itemsPerSample": 1048576,
///   "target": "<= 25 ns", "status": "met", "comparison": "…"}]}
/// ```
///
/// `status` is `met`, `missed` (with `gap`), `informational` (no target), `failed` (with `gap`)
/// or `skipped` (with `reason`, no figures): a skipped target is neither met nor missed.
public struct JSONReport: Encodable {
    struct Row: Encodable {
        var id: String
        var group: String
        var name: String
        var unit: String
        var median: Double?
        var min: Double?
        var max: Double?
        var samples: Int
        var itemsPerSample: Int
        var target: String?
        var status: String
        var gap: String?
        /// Why a skipped scenario measured nothing.
        var reason: String?
        var comparison: String?
        var note: String?
    }

    var mode: String
    var machine: Machine
    var samplesPerScenario: Int
    var scenarios: [Row]

    /// Creates the report.
    public init(results: [ScenarioResult], machine: Machine, options: RunOptions) {
        mode = options.isQuick ? "quick" : "full"
        self.machine = machine
        samplesPerScenario = options.samples
        scenarios = results.map { result in
            let measured = !result.samples.isEmpty
            var status = "informational"
            var gap: String?
            var reason: String?
            switch result.status {
            case .met: status = "met"
            case .missed(let text):
                status = "missed"
                gap = text
            case .informational: break
            case .failed(let text):
                status = "failed"
                gap = text
            case .skipped(let text):
                status = "skipped"
                reason = text
            }
            return Row(
                id: result.scenario.id,
                group: result.scenario.group,
                name: result.scenario.name,
                unit: result.scenario.unit.rawValue,
                median: measured ? result.median : nil,
                min: measured ? result.minimum : nil,
                max: measured ? result.maximum : nil,
                samples: result.samples.count,
                itemsPerSample: result.itemsPerSample,
                target: result.scenario.target?.label,
                status: status,
                gap: gap,
                reason: reason,
                comparison: result.comparison,
                note: result.note
            )
        }
    }

    /// The report's text, pretty-printed with sorted keys.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
