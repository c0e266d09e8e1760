import Testing

@testable import Palette
@testable import PaletteDesign

/// `proposedFixes` keeps `primary`, `secondary`, `highlight` and `error` apart, as the generator
/// does: ``ThemeGenerator/minimumDistance`` for typical vision and every simulated deficiency.
struct FixRoleSeparationTests {
    /// A red primary that reaches AAA with neither black nor white text, beside a darker red
    /// error: the nearest fix, a darker primary, lands on the error.
    static let palette = ThemePalette(
        primary: ThemeColor(red8: 0xD9, green8: 0x30, blue8: 0x25),
        secondary: ThemeColor(red8: 0x0B, green8: 0x5C, blue8: 0x8C),
        neutral: ThemeColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF),
        highlight: ThemeColor(red8: 0x1D, green8: 0x3A, blue8: 0x8A),
        onPrimary: ThemeColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF),
        error: ThemeColor(red8: 0x8E, green8: 0x13, blue8: 0x13)
    )

    private static func separation(_ palette: ThemePalette, _ pair: ColorVisionCheck.RolePair) -> Double {
        ContrastAudit.separation(palette.visibleColor(of: pair.first), palette.visibleColor(of: pair.second)).distance
    }

    @Test func theNaiveFixWouldPutPrimaryNextToError() throws {
        let primary = Self.palette.primary
        #expect(primary.contrastRatio(with: .white) < 7 && primary.contrastRatio(with: .black) < 7)
        let naive = try #require(primary.closestColor(reaching: 7, against: Self.palette.onPrimary))
        let moved = Self.palette.replacing(.primary, with: naive)
        #expect(Self.separation(moved, ColorVisionCheck.RolePair(.error, .primary)) < ThemeGenerator.minimumDistance)
    }

    @Test func theFixKeepsEverySeparatedPairApart() {
        let audit = ContrastAudit(palette: Self.palette, fontStyles: DefaultTheme().fontStyles)
        let fixes = audit.proposedFixes(at: .aaa)
        #expect(fixes.isComplete, "\(fixes.unresolved.map(\.pair.name))")
        #expect(fixes.changes.contains { $0.role == .primary })
        #expect(fixes.crowding.isEmpty, "\(fixes.crowding)")
        for pair in GeneratedTheme.separatedPairs {
            let before = Self.separation(Self.palette, pair)
            let after = Self.separation(fixes.palette, pair)
            #expect(after >= ThemeGenerator.minimumDistance || after >= before - 1e-9, "\(pair): \(after)")
        }
    }

    @Test func aPairNoPassingColourKeepsApartIsReported() {
        // Error and primary the same red: any primary that passes is still that red.
        let palette = Self.palette.replacing(.error, with: Self.palette.primary.darkened(by: 0.12))
        let fixes = ContrastAudit(palette: palette, fontStyles: DefaultTheme().fontStyles).proposedFixes(at: .aaa)
        for crowding in fixes.crowding {
            #expect(crowding.distance < ThemeGenerator.minimumDistance)
            #expect(crowding.distance < crowding.originalDistance)
            #expect(crowding.description.contains("after fixing"))
        }
        // Whatever the fix did, no pair got closer than the minimum without being reported.
        for pair in GeneratedTheme.separatedPairs where !fixes.crowding.contains(where: { $0.pair == pair }) {
            let before = Self.separation(palette, pair)
            let after = Self.separation(fixes.palette, pair)
            #expect(after >= ThemeGenerator.minimumDistance || after >= before - 1e-9, "\(pair)")
        }
    }
}
