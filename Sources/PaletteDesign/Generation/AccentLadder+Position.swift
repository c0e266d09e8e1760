internal import InternalPaletteUtilities
import Palette

extension AccentLadder {
    /// The grey lightness in `range` nearest to `preferred` that is at least its gap from every
    /// placed role; `nil` if there is none.
    static func position(
        for preferred: Double,
        in range: ClosedRange<Double>,
        avoiding placed: [Placed],
        gaps: [Double]
    ) -> Double? {
        var best: Double?
        for candidate in candidates(for: preferred, in: range, avoiding: placed, gaps: gaps)
        where clearance(of: candidate, from: placed, gaps: gaps) >= 1 - 1e-12 {
            if best.map({ abs(candidate - preferred) < abs($0 - preferred) }) ?? true { best = candidate }
        }
        return best
    }

    /// Where to put a role that fits nowhere: the candidate furthest, relative to the gaps, from
    /// its nearest neighbour.
    static func fallbackPosition(
        for preferred: Double,
        in range: ClosedRange<Double>?,
        avoiding placed: [Placed],
        gaps: [Double]
    ) -> Double {
        guard let range else { return preferred }
        var best = (position: min(max(preferred, range.lowerBound), range.upperBound), clearance: -Double.infinity)
        for candidate in candidates(for: preferred, in: range, avoiding: placed, gaps: gaps) + [
            range.lowerBound, range.upperBound,
        ] {
            let clearance = clearance(of: candidate, from: placed, gaps: gaps)
            if clearance > best.clearance { best = (candidate, clearance) }
        }
        return best.position
    }

    /// The places worth trying: the preferred lightness (moved into `range`) and the lightness
    /// just one gap either side of each placed role, those in `range`.
    private static func candidates(
        for preferred: Double,
        in range: ClosedRange<Double>,
        avoiding placed: [Placed],
        gaps: [Double]
    ) -> [Double] {
        var candidates = [min(max(preferred, range.lowerBound), range.upperBound)]
        for index in placed.indices {
            let level = placed[index].color.greyLightness
            for candidate in [level - gaps[index], level + gaps[index]] where range.contains(candidate) {
                candidates.append(candidate)
            }
        }
        return candidates
    }

    /// How far `candidate` is from its nearest placed role, in units of that role's gap.
    private static func clearance(of candidate: Double, from placed: [Placed], gaps: [Double]) -> Double {
        var clearance = Double.infinity
        for index in placed.indices {
            clearance = min(clearance, abs(candidate - placed[index].color.greyLightness) / gaps[index])
        }
        return clearance
    }

    /// Why a role could not be kept apart: the range its ratio leaves and the roles in the way.
    static func obstacle(for slot: Slot, placed: [Placed]) -> String {
        let requirement = slot.options.first?.requirement
        let range = requirement?.greyRange(within: VariantSpec.accentRange)
        let ratio = NumberText.ratio(requirement?.ratio ?? 1)
        let others = placed.map { "\($0.role.rawValue) \($0.color.color.hex)" }.joined(separator: ", ")
        guard let range else {
            return "no colour of \(slot.role.rawValue)'s hue reaches \(ratio)"
        }
        let low = NumberText.decimal(range.lowerBound, places: 2)
        let high = NumberText.decimal(range.upperBound, places: 2)
        let otherSide = slot.options.count > 1 ? " (nor does the other side of the page)" : ""
        return "\(slot.role.rawValue) must reach \(ratio), which leaves grey lightness \(low) to \(high), and no "
            + "lightness there is far enough from \(others) for every reader\(otherSide)"
    }
}
