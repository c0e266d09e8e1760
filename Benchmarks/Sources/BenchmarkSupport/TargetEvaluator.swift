/// Judges measured results against their targets, including targets that compare two rows.
struct TargetEvaluator {
    var results: [ScenarioResult]

    func evaluated() -> [ScenarioResult] {
        let byID = Dictionary(results.map { ($0.scenario.id, $0) }, uniquingKeysWith: { first, _ in first })
        return results.map { result in
            var result = result
            switch result.status {
            case .failed, .skipped: return result
            case .met, .missed, .informational: break
            }
            guard let target = result.scenario.target else { return result }
            var gaps: [String] = []
            var comparisons: [String] = []
            for requirement in target.requirements {
                switch check(requirement, result, byID) {
                case .holds(let comparison): comparisons += comparison.map { [$0] } ?? []
                case .gap(let gap, let comparison):
                    gaps.append(gap)
                    comparisons += comparison.map { [$0] } ?? []
                case .skipped(let reason):
                    // A comparison with a row that measured nothing cannot be judged either way.
                    result.status = .skipped(reason)
                    return result
                }
            }
            result.comparison = comparisons.isEmpty ? nil : comparisons.joined(separator: "; ")
            result.status = gaps.isEmpty ? .met : .missed(gaps.joined(separator: "; "))
            return result
        }
    }

    private enum Verdict {
        case holds(comparison: String?)
        case gap(String, comparison: String?)
        case skipped(String)
    }

    /// Why a requirement comparing with `id` cannot be judged, when that row was skipped.
    private func skippedReference(_ id: String, _ byID: [String: ScenarioResult]) -> Verdict? {
        guard case .skipped(let reason) = byID[id]?.status else { return nil }
        return .skipped("'\(id)', compared with, was skipped: \(reason)")
    }

    private func check(
        _ requirement: Target.Requirement,
        _ result: ScenarioResult,
        _ byID: [String: ScenarioResult]
    ) -> Verdict {
        let unit = result.scenario.unit
        switch requirement {
        case .atMost(let limit):
            let median = result.median
            guard median > limit else { return .holds(comparison: nil) }
            let over = MeasurementUnit.decimal((median / limit - 1) * 100, digits: 0)
            return .gap("\(unit.format(median)) is \(over)% over \(unit.format(limit))", comparison: nil)
        case .fasterThan(let peerID, let factor):
            if let skipped = skippedReference(peerID, byID) { return skipped }
            guard let peer = byID[peerID], let peerTime = peer.nanosecondsPerItem,
                let time = result.nanosecondsPerItem, time > 0
            else {
                return .gap("the comparison scenario '\(peerID)' did not run", comparison: nil)
            }
            let ratio = peerTime / time
            let text =
                "\(MeasurementUnit.decimal(ratio, digits: ratio < 10 ? 1 : 0))x faster than \(peer.scenario.name)"
            return ratio >= factor
                ? .holds(comparison: text)
                : .gap("\(MeasurementUnit.decimal(ratio, digits: 1))x, not \(Int(factor))x", comparison: text)
        case .ratio(let referenceID, let factor):
            if let skipped = skippedReference(referenceID, byID) { return skipped }
            guard let reference = byID[referenceID], let referenceTime = reference.nanosecondsPerItem,
                let time = result.nanosecondsPerItem, referenceTime > 0
            else {
                return .gap("the reference scenario '\(referenceID)' did not run", comparison: nil)
            }
            let ratio = time / referenceTime
            let text = "\(MeasurementUnit.decimal(ratio, digits: ratio < 10 ? 1 : 0))x \(reference.scenario.name)"
            guard let factor, ratio > factor else { return .holds(comparison: text) }
            return .gap(
                "\(MeasurementUnit.decimal(ratio, digits: 1))x, not at most \(MeasurementUnit.decimal(factor, digits: 1))x",
                comparison: text
            )
        case .linear(let referenceID, let items, let referenceItems, let tolerance):
            if let skipped = skippedReference(referenceID, byID) { return skipped }
            guard let reference = byID[referenceID], items > 0, referenceItems > 0 else {
                return .gap("the reference scenario '\(referenceID)' did not run", comparison: nil)
            }
            let perItem = result.median / Double(items)
            let referencePerItem = reference.median / Double(referenceItems)
            let growth = perItem / referencePerItem
            let text = "per item \(MeasurementUnit.decimal(growth, digits: 2))x the cost at \(referenceItems)"
            return growth <= tolerance
                ? .holds(comparison: text)
                : .gap("cost per item grew \(MeasurementUnit.decimal(growth, digits: 1))x", comparison: text)
        }
    }
}

extension ScenarioResult {
    /// The median as nanoseconds, for comparing scenarios shown in different units.
    var nanosecondsPerItem: Double? {
        scenario.unit.nanosecondsPerUnit.map { median * $0 }
    }
}
