import Palette
import PaletteDesign
import PaletteTestSupport
import Testing

/// The contrast audit's proposed fixes: the closest colours that reach a level, and the
/// colour-vision check every audit carries.
struct ContrastAuditFixesTests {
    @Test func fixesReachTheLevelAndKeepTheBrandColours() throws {
        let original = LightBrandTheme().palette
        let fixes = ContrastAudit(LightBrandTheme()).proposedFixes(at: .aa)
        #expect(fixes.isComplete)
        #expect(fixes.audit.passes(.aa))
        // Only foregrounds move; the brand colours behind them stay. The green highlight
        // (2.28:1 on white) darkens as text on the page.
        #expect(fixes.changes.map(\.role) == [.onPrimary, .onSecondary, .highlight, .onBackground, .outline])
        #expect(fixes.palette.primary == original.primary && fixes.palette.secondary == original.secondary)
        for change in fixes.changes {
            #expect(change.original == original[change.role])
            #expect(fixes.palette[change.role] == change.replacement)
        }
        // onBackground is fixed once, for body text (4.5:1), not just for large text (3:1), and
        // by the smallest step: #8A8A8A becomes #767676, the lightest grey that passes on white.
        #expect(fixes.palette.onBackground.hex == "#767676")
        #expect(fixes.palette.outline.contrastRatio(with: fixes.palette.surface) >= 3)
        #expect(fixes.palette.outline.contrastRatio(with: fixes.palette.surface) < 3.1, "no more than needed")
    }

    @Test func whiteTextThatCannotGetLighterGoesDark() {
        let fixes = ContrastAudit(LightBrandTheme()).proposedFixes(at: .aa)
        // White on #3B82F6 is 3.68:1 and nothing is lighter than white, so the nearest text colour
        // that passes is on the dark side of the blue.
        let onPrimary = fixes.palette.onPrimary
        #expect(onPrimary.relativeLuminance < LightBrandTheme().palette.primary.relativeLuminance)
        #expect(onPrimary.contrastRatio(with: fixes.palette.primary) >= 4.5)
        #expect(onPrimary.contrastRatio(with: fixes.palette.primary) < 4.7, "no more than needed")
    }

    @Test func aPassingThemeNeedsNoChanges() {
        let fixes = ContrastAudit(DefaultTheme()).proposedFixes(at: .aa)
        #expect(fixes.changes.isEmpty && fixes.pairChanges.isEmpty && fixes.isComplete)
        #expect(fixes.palette == DefaultTheme().palette)
    }

    @Test func aaaFixesChangeTheBackgroundWhenNoForegroundReaches7() {
        let fixes = ContrastAudit(DefaultTheme()).proposedFixes(at: .aaa)
        #expect(fixes.isComplete)
        // secondary and error are fills that neither black nor white text reaches 7:1 on;
        // highlight is text on the light page, 4.8:1. Each moves away from the colour it is read
        // with (primary already carries white text at 7:1).
        #expect(fixes.changes.map(\.role) == [.secondary, .highlight, .error])
        let palette = DefaultTheme().palette
        let partners: [ColorRole: ColorRole] = [.secondary: .onSecondary, .highlight: .background, .error: .onError]
        for change in fixes.changes {
            let partner = palette[partners[change.role] ?? .background]
            let before = abs(change.original.relativeLuminance - partner.relativeLuminance)
            let after = abs(change.replacement.relativeLuminance - partner.relativeLuminance)
            #expect(after > before, "\(change.role)")
        }
    }

    @Test func additionalPairsAreAuditedAndFixed() throws {
        let badge = ContrastAudit.Pair(
            name: "badge.text on badge.fill",
            foreground: .white,
            background: try ThemeColor(hex: "#F59E0B"),
            kind: .largeText
        )
        let divider = ContrastAudit.Pair(
            name: "divider on card",
            foreground: try ThemeColor(hex: "#E5E7EB"),
            background: .white,
            kind: .nonText
        )
        let audit = ContrastAudit(DefaultTheme(), additionalPairs: [badge, divider])
        #expect(audit.results.count == 27)
        #expect(audit.additionalPairs == [badge, divider])
        #expect(audit.failures(at: .aa).map(\.pair.name) == ["badge.text on badge.fill", "divider on card"])
        let fixes = audit.proposedFixes(at: .aa)
        #expect(fixes.changes.isEmpty)
        #expect(fixes.pairChanges.map(\.original) == [badge, divider])
        #expect(fixes.isComplete)
        let fixedDivider = try #require(fixes.pairChanges.last?.replacement)
        #expect(fixedDivider.background == .white && fixedDivider.foreground.contrastRatio(with: .white) >= 3)
    }

    @Test func aPairNoColourCanFixIsReportedUnresolved() throws {
        let ghost = ContrastAudit.Pair(
            name: "ghost",
            foreground: ThemeColor.black.withAlpha(0.05),
            background: .white
        )
        let fixes = ContrastAudit(DefaultTheme(), additionalPairs: [ghost]).proposedFixes(at: .aa)
        #expect(fixes.unresolved.map(\.pair.name) == ["ghost"])
        #expect(!fixes.isComplete)
    }

    @Test func theAuditIncludesTheColourVisionCheck() {
        let audit = ContrastAudit(DefaultTheme())
        #expect(audit.colorVision == ColorVisionCheck(palette: DefaultTheme().palette))
        #expect(audit.palette == DefaultTheme().palette && audit.fontStyles == DefaultTheme().fontStyles)
    }
}
