import Palette
import PaletteTestSupport
import Testing

/// The WCAG 2.2 contrast audit: its pairs, thresholds and large text (its proposed fixes are
/// PaletteDesign's, tested in `ContrastAuditFixesTests`).
struct ContrastAuditTests {
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
        #expect(results.map { $0.passes(.aa) } == [true, false, false, true])
        #expect(results.map { $0.passes(.aaa) } == [false, false, false, true])
        #expect(results.map(\.level) == [.aa, nil, nil, .aaa])
        let large = ContrastAudit.Result(
            pair: .init(name: "big", foreground: try ThemeColor(hex: "#949494"), background: .white, kind: .largeText)
        )
        #expect(large.passes(.aa) && !large.passes(.aaa), "3.03:1 is enough for large text")
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
    }

    @Test func levelAAIsBelowAAA() {
        #expect(ContrastLevel.aa < .aaa)
    }

    @Test func aFailingThemeIsReported() {
        let audit = ContrastAudit(LightBrandTheme())
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

}
