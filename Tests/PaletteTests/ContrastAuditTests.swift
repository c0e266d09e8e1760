import Palette
import Testing

/// The WCAG 2.2 contrast audit: its pairs, thresholds, large text and proposed fixes.
struct ContrastAuditTests {
    /// A white-label theme with a customer's light brand colours: several pairs fail.
    private struct BrandTheme: Theme {
        let id = "brand"
        let name = "Brand"
        let palette = ThemePalette(
            primary: ThemeColor(red8: 0x3B, green8: 0x82, blue8: 0xF6),
            secondary: ThemeColor(red8: 0xF5, green8: 0x9E, blue8: 0x0B),
            neutral: .white,
            highlight: ThemeColor(red8: 0x22, green8: 0xC5, blue8: 0x5E),
            onBackground: ThemeColor(red8: 0x8A, green8: 0x8A, blue8: 0x8A),
            onPrimary: .white,
            onSecondary: .white,
            outline: ThemeColor(red8: 0xD4, green8: 0xD4, blue8: 0xD4)
        )
        let fontStyles = DefaultTheme().fontStyles
    }

    @Test func listsEveryPairInOrder() {
        let audit = ContrastAudit(DefaultTheme())
        let names = audit.results.map(\.pair.name)
        #expect(names.count == 6 + 2 * FontStyle.allCases.count + 3)
        #expect(
            Array(names.prefix(6)) == [
                "onPrimary on primary", "onSecondary on secondary", "onBackground on background",
                "onSurface on surface", "onError on error", "highlight on background",
            ]
        )
        let highlight = audit.results[5].pair
        #expect(highlight.kind == .text && highlight.fontStyle == nil)
        #expect(highlight.foregroundRole == .highlight && highlight.backgroundRole == .background)
        #expect(names.contains("body text on background") && names.contains("caption text on surface"))
        // The graphical objects last: a border, and a control filled with primary on the page.
        #expect(Array(names.suffix(3)) == ["outline on surface", "primary on background", "primary on surface"])
        let nonText = audit.results.suffix(3).map(\.pair)
        #expect(nonText.allSatisfy { $0.kind == .nonText })
        #expect(nonText.map(\.foregroundRole) == [.outline, .primary, .primary])
        #expect(nonText.map(\.backgroundRole) == [.surface, .background, .surface])
        let body = audit.results.first { $0.pair.fontStyle == .body && $0.pair.backgroundRole == .surface }
        #expect(body?.pair.foreground == DefaultTheme().palette.onSurface)
        #expect(body?.pair.kind == .text)
        let heading = audit.results.first { $0.pair.fontStyle == .heading }
        #expect(heading?.pair.kind == .largeText, "22 pt bold is large")
    }

    /// WCAG's thresholds: 4.5 and 7 for text, 3 and 4.5 for large text, 3 for non-text.
    @Test(arguments: [
        (ContrastAudit.Kind.text, 4.49, false, false), (.text, 4.5, true, false), (.text, 7, true, true),
        (.largeText, 2.99, false, false), (.largeText, 3, true, false), (.largeText, 4.5, true, true),
        (.nonText, 2.99, false, false), (.nonText, 3, true, true),
    ])
    func verdictsUseTheThresholdsOfTheKind(kind: ContrastAudit.Kind, ratio: Double, aa: Bool, aaa: Bool) {
        #expect((ratio >= kind.minimumRatio(at: .aa)) == aa)
        #expect((ratio >= kind.minimumRatio(at: .aaa)) == aaa)
    }

    /// #767676 on white (4.54:1) is the lightest grey that passes AA for text; #777777 fails.
    @Test func knownWCAGGreysGetTheirVerdicts() throws {
        let results = try ["#767676", "#777777", "#949494", "#595959"].map { hex in
            ContrastAudit.Result(pair: .init(name: hex, foreground: try ThemeColor(hex: hex), background: .white))
        }
        #expect(results.map(\.passesAA) == [true, false, false, true])
        #expect(results.map(\.passesAAA) == [false, false, false, true])
        #expect(results.map(\.level) == [.aa, nil, nil, .aaa])
        let large = ContrastAudit.Result(
            pair: .init(name: "big", foreground: try ThemeColor(hex: "#949494"), background: .white, kind: .largeText)
        )
        #expect(large.passesAA && !large.passesAAA, "3.03:1 is enough for large text")
    }

    /// 18 pt and 14 pt bold in WCAG's CSS pixels: 24 and 18.67 Apple points.
    @Test(arguments: [
        (FontDescriptor(size: 24), true), (FontDescriptor(size: 23.9), false),
        (FontDescriptor(size: 19, weight: .bold), true), (FontDescriptor(size: 18.6, weight: .bold), false),
        (FontDescriptor(size: 18.67, weight: .black), true), (FontDescriptor(size: 22, weight: .semiBold), false),
        (FontDescriptor(size: 20, traits: .bold), true), (FontDescriptor(size: 17, weight: .bold), false),
        (FontDescriptor.textStyle(.largeTitle), true), (FontDescriptor.textStyle(.body), false),
    ])
    func largeTextFollowsWCAGInCSSPixels(font: FontDescriptor, isLarge: Bool) {
        #expect(font.isLargeText == isLarge, "\(font)")
        #expect(ContrastAudit.Kind(font: font) == (isLarge ? .largeText : .text))
    }

    @Test func levelsParseInAnyCase() {
        #expect(ContrastLevel(name: "aa") == .aa)
        #expect(ContrastLevel(name: "AaA") == .aaa)
        #expect(ContrastLevel(name: "A") == nil)
        #expect(ContrastLevel.aa < .aaa)
    }

    @Test func aFailingThemeIsReported() {
        let audit = ContrastAudit(BrandTheme())
        #expect(!audit.passes(.aa))
        let failing = Set(audit.failures(at: .aa).map(\.pair.name))
        #expect(failing.contains("onPrimary on primary"))
        #expect(failing.contains("onSecondary on secondary"))
        #expect(failing.contains("body text on background"))
        #expect(failing.contains("outline on surface"))
        #expect(!failing.contains("heading text on background"), "#8A8A8A reaches 3:1 for large text")
        #expect(!failing.contains("onError on error"))
        #expect(failing.contains("highlight on background"), "#22C55E on white is 2.28:1")
    }

    @Test func fixesReachTheLevelAndKeepTheBrandColours() throws {
        let original = BrandTheme().palette
        let fixes = ContrastAudit(BrandTheme()).proposedFixes(at: .aa)
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
        let fixes = ContrastAudit(BrandTheme()).proposedFixes(at: .aa)
        // White on #3B82F6 is 3.68:1 and nothing is lighter than white, so the nearest text colour
        // that passes is on the dark side of the blue.
        let onPrimary = fixes.palette.onPrimary
        #expect(onPrimary.relativeLuminance < BrandTheme().palette.primary.relativeLuminance)
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
        for change in fixes.changes {
            let partner = change.role == .highlight ? palette.background : palette[change.role.counterpart]
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
