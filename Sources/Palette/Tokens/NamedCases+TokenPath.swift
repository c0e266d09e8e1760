internal import InternalPaletteUtilities

extension NamedCases {
    /// The case a two-segment token path `<section>.<name>` names (`color.on-primary`), both
    /// segments read by the one rule for names; `nil` for any other path.
    package static func named(inPath path: TokenPath, section: String) -> Self? {
        let segments = path.segments
        guard segments.count == 2, segments[0].nameMatchingKey == section else { return nil }
        return named(segments[1])
    }
}
