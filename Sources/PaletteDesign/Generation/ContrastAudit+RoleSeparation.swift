internal import InternalPaletteUtilities
import Palette

extension ContrastAudit.Fixes {
    /// Two roles that must be told apart which the fixes leave closer than
    /// ``ThemeGenerator/minimumDistance``, because every colour that reaches the ratio would.
    public struct Crowding: Hashable, Sendable, CustomStringConvertible {
        /// The two roles.
        public let pair: ColorVisionCheck.RolePair
        /// The view in which they are closest: `nil` for typical colour vision, else the simulated
        /// deficiency.
        public let deficiency: ColorVisionDeficiency?
        /// ΔE_OK between them there, after fixing.
        public let distance: Double
        /// The smallest ΔE_OK between them in any view before fixing.
        public let originalDistance: Double

        /// `primary/error are ΔE_OK 0.042 apart under deuteranopia after fixing (0.21 before),
        /// below 0.1`.
        public var description: String {
            let view = deficiency.map { "under \($0.rawValue)" } ?? "for typical colour vision"
            func decimal(_ value: Double) -> String { NumberText.decimal(value, places: 3) }
            return "\(pair) are ΔE_OK \(decimal(distance)) apart \(view) after fixing "
                + "(\(decimal(originalDistance)) before), below \(decimal(ThemeGenerator.minimumDistance))"
        }
    }
}

extension ContrastAudit {
    /// The roles ``proposedFixes(at:gamut:)`` keeps apart, as ``ThemeGenerator`` does: `primary`,
    /// `secondary`, `highlight` and `error`, each pair (``GeneratedTheme/separatedPairs``) at least
    /// ``ThemeGenerator/minimumDistance`` apart in OKLab for typical colour vision and under each
    /// simulated ``ColorVisionDeficiency``.
    static let separatedPairs = GeneratedTheme.separatedPairs

    /// How close two colours come, in the view where they are closest, by the generator's measure.
    static func separation(
        _ first: ThemeColor,
        _ second: ThemeColor
    ) -> (
        deficiency: ColorVisionDeficiency?, distance: Double
    ) {
        VisionProfile(QuantizedColor(first)).closest(to: VisionProfile(QuantizedColor(second)))
    }

    /// The pairs of ``separatedPairs`` that `fixed` leaves closer than the minimum distance and
    /// closer than `original` had them.
    static func crowding(fixed: ThemePalette, original: ThemePalette) -> [Fixes.Crowding] {
        separatedPairs.compactMap { pair in
            let after = separation(fixed.visibleColor(of: pair.first), fixed.visibleColor(of: pair.second))
            guard after.distance < ThemeGenerator.minimumDistance else { return nil }
            let before = separation(original.visibleColor(of: pair.first), original.visibleColor(of: pair.second))
            guard after.distance < before.distance - 1e-9 else { return nil }
            return Fixes.Crowding(
                pair: pair,
                deficiency: after.deficiency,
                distance: after.distance,
                originalDistance: before.distance
            )
        }
    }
}

extension ContrastAudit.FixWorkspace {
    /// The first of `candidates` that keeps `source`, when it is a role that must be told apart
    /// from others, at least ``ThemeGenerator/minimumDistance`` from each of them (or no closer
    /// than it already was); when none does, the one that keeps it furthest from the nearest of
    /// them. The first candidate when `source` is any other colour; `nil` when there is none.
    func keepingRolesApart(_ source: ContrastAudit.ColorSource, _ candidates: [ThemeColor]) -> ThemeColor? {
        guard case .role(let role) = source else { return candidates.first }
        let others = ContrastAudit.separatedPairs.compactMap { pair -> ColorRole? in
            pair.first == role ? pair.second : pair.second == role ? pair.first : nil
        }
        guard !others.isEmpty else { return candidates.first }
        let current = palette.visibleColor(of: role)
        let before = others.map { ContrastAudit.separation(current, palette.visibleColor(of: $0)).distance }
        func separations(_ candidate: ThemeColor) -> [Double] {
            let moved = palette.replacing(role, with: candidate)
            return others.map {
                ContrastAudit.separation(moved.visibleColor(of: role), moved.visibleColor(of: $0)).distance
            }
        }
        let apart = candidates.first { candidate in
            zip(separations(candidate), before).allSatisfy { after, before in
                after >= ThemeGenerator.minimumDistance || after >= before - 1e-9
            }
        }
        return apart ?? candidates.max { (separations($0).min() ?? 0) < (separations($1).min() ?? 0) }
    }
}
