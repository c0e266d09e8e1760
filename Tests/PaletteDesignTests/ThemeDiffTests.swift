import Palette
import PaletteDesign
import PaletteTestSupport
import Testing

/// `ThemeDiff`: what changed between two themes, variant by variant, with the contrast pairs that
/// fell below the level the first theme met first.
struct ThemeDiffTests {
    private static let registry = (try? ThemeRegistry([DefaultTheme.self])) ?? ThemeRegistry()

    /// A theme document over `default`, resolved.
    private static func theme(_ json: String) throws -> ResolvedTheme {
        try ThemeDocument(json: Array(json.utf8)).resolve(in: registry)
    }

    private static let before = """
        {"formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default",
         "palette": {"primary": "#D92D20"},
         "fonts": {"heading": "Avenir Next 24 semibold (title2)"},
         "tokens": {"colors": {"color.brand.accent": "#1D4ED8", "color.brand.old": "#000000"},
                    "dimensions": {"spacing.card": 12}},
         "styles": {"Title": {"textColor": {"role": "onSurface"}, "font": {"fontStyle": "heading"}}}}
        """

    @Test func aThemeComparedWithItselfHasNoChanges() throws {
        let acme = try Self.theme(Self.before)
        let diff = ThemeDiff(from: acme, to: try Self.theme(Self.before))
        #expect(diff.isEmpty)
        #expect(diff.regressions.isEmpty)
        #expect(diff.variants.count == 1 && diff.variants[0].variant == nil)
    }

    @Test func rolesFontsTokensAndStylesAreAddedRemovedAndChanged() throws {
        let after = """
            {"formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default",
             "palette": {"primary": "#B42318"},
             "fonts": {"heading": "Avenir Next 28 semibold (title2)"},
             "tokens": {"colors": {"color.brand.accent": "#2563EB", "color.brand.new": "#00FF00"},
                        "dimensions": {"spacing.card": 16}},
             "styles": {"Title": {"textColor": {"color": "#FF0000"}, "font": {"fontStyle": "heading"}},
                        "Caption": {"font": {"fontStyle": "caption"}}}}
            """
        let diff = ThemeDiff(from: try Self.theme(Self.before), to: try Self.theme(after))
        let variant = try #require(diff.variants.first)
        #expect(!diff.isEmpty)

        let primary = try #require(variant.colors.first { $0.key == .primary })
        #expect(primary.kind == .changed)
        #expect(primary.before?.hex == "#D92D20" && primary.after?.hex == "#B42318")
        let distance = try #require(primary.distance)
        #expect(
            abs(
                distance
                    - ThemeColor(red8: 0xD9, green8: 0x2D, blue8: 0x20).oklab.distance(
                        to: ThemeColor(red8: 0xB4, green8: 0x23, blue8: 0x18).oklab
                    )
            ) < 1e-12
        )
        #expect(!variant.colors.contains { $0.key == .secondary }, "a role that did not change is not listed")

        // The title style is derived from the heading, so it changes with it.
        #expect(variant.fonts.map(\.key) == [.title, .heading])
        #expect(variant.fonts.last?.before?.size == 24 && variant.fonts.last?.after?.size == 28)

        let tokens = Dictionary(uniqueKeysWithValues: variant.tokens.map { ($0.key.path.string, $0) })
        #expect(tokens["color.brand.accent"]?.kind == .changed)
        #expect(tokens["color.brand.new"]?.kind == .added && tokens["color.brand.new"]?.before == nil)
        #expect(tokens["color.brand.old"]?.kind == .removed && tokens["color.brand.old"]?.after == nil)
        #expect(tokens["spacing.card"]?.after == .dimension(16))
        #expect(tokens["spacing.card"]?.distance == nil, "only colours have a distance")
        #expect(tokens["color.brand.accent"]?.distance ?? 0 > 0.02)
        #expect(variant.tokens.map(\.key) == variant.tokens.map(\.key).sorted())

        #expect(variant.styles.map(\.key) == ["Caption", "Title"])
        #expect(variant.styles.map(\.kind) == [.added, .changed])
        let title = try #require(variant.styles.last?.propertyChanges)
        #expect(title.map(\.key) == ["textColor"])
        #expect(title.first?.before == .role(.onSurface))
        #expect(title.first?.after?.description == "#FF0000")
    }

    @Test func aPairFallingBelowTheLevelTheThemeMetIsARegressionListedFirst() throws {
        let lowered = """
            {"formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default",
             "palette": {"primary": "#D92D20", "onBackground": "#9A9A9A"},
             "fonts": {"heading": "Avenir Next 24 semibold (title2)"},
             "tokens": {"colors": {"color.brand.accent": "#1D4ED8", "color.brand.old": "#000000"},
                        "dimensions": {"spacing.card": 12}},
             "styles": {"Title": {"textColor": {"role": "onSurface"}, "font": {"fontStyle": "heading"}}}}
            """
        let before = try Self.theme(Self.before)
        let diff = ThemeDiff(from: before, to: try Self.theme(lowered))
        #expect(diff.regressions == ContrastAudit.regressions(from: before, to: try Self.theme(lowered)))
        #expect(diff.regressions.map(\.after.pair.name) == ["onBackground on background"])
        let variant = try #require(diff.variants.first)
        let first = try #require(variant.contrast.first)
        #expect(first.isRegression && first.name == "onBackground on background")
        #expect(first.before.ratio > 15 && first.after.ratio < 3)
        // Every text style on the page falls with it, and is marked as the same regression.
        let regressed = variant.regressions.map(\.name)
        #expect(regressed.contains("body text on background") && regressed.contains("title text on background"))
        let firstOther = try #require(variant.contrast.firstIndex { !$0.isRegression })
        #expect(variant.contrast[firstOther...].allSatisfy { !$0.isRegression }, "regressions come first")
        #expect(variant.contrast.contains { $0.name == "onSurface on surface" && !$0.isRegression })
    }

    @Test func aPairThatRisesOrStaysAboveTheLevelIsAChangeButNoRegression() throws {
        let darker = """
            {"formatVersion": 1, "id": "acme", "name": "Acme", "extends": "default",
             "palette": {"primary": "#9A1B12"}}
            """
        let diff = ThemeDiff(from: try Self.theme(Self.before), to: try Self.theme(darker))
        #expect(diff.regressions.isEmpty)
        let pair = try #require(diff.variants.first?.contrast.first { $0.name == "onPrimary on primary" })
        #expect(pair.after.ratio > pair.before.ratio && !pair.isRegression)
    }

    @Test func adaptiveThemesAreComparedVariantByVariant() throws {
        let light = try Self.theme(##"{"formatVersion": 1, "id": "l", "name": "L", "extends": "default"}"##)
        let dark = try Self.theme(
            ##"{"formatVersion": 1, "id": "d", "name": "D", "extends": "default", "palette": {"background": "#101010", "onBackground": "#F0F0F0"}}"##
        )
        let dimDark = try Self.theme(
            ##"{"formatVersion": 1, "id": "d", "name": "D", "extends": "default", "palette": {"background": "#101010", "onBackground": "#404040"}}"##
        )
        let before = ResolvedTheme(AdaptiveTheme(id: "pair", name: "Pair", light: light, dark: dark))
        let after = ResolvedTheme(AdaptiveTheme(id: "pair", name: "Pair", light: light, dark: dimDark))
        let diff = ThemeDiff(from: before, to: after)
        #expect(diff.variants.map(\.variant) == [.light, .dark])
        #expect(diff.variants[0].isEmpty, "the light variants are the same")
        #expect(diff.variants[1].colors.map(\.key).contains(.onBackground))
        #expect(diff.regressions.map(\.variant) == [.dark])
        #expect(diff.variants[1].regressions.first?.regression?.variant == .dark)
    }

    @Test func aVariantAddedIsHeldToWhatTheThemeBeforeShowedForIt() throws {
        // Before: one plain theme for every appearance. After: a dark variant whose text is dim.
        let plain = try Self.theme(Self.before)
        let dimDark = try Self.theme(
            ##"{"formatVersion": 1, "id": "d", "name": "D", "extends": "default", "palette": {"background": "#101010", "onBackground": "#404040"}}"##
        )
        let after = ResolvedTheme(AdaptiveTheme(id: "acme", name: "Acme", light: plain, dark: dimDark))
        let diff = ThemeDiff(from: plain, to: after)
        #expect(diff.variants.map(\.variant) == [.light, .dark])
        let dark = diff.variants[1]
        #expect(dark.isDefinedBefore, "a plain theme serves every variant")
        #expect(dark.isDefinedAfter && !dark.isEmpty)
        #expect(diff.regressions.contains { $0.variant == .dark && $0.after.pair.name == "onBackground on background" })
        #expect(diff.variants[0].isEmpty)
    }

    @Test func tokensTakenFromTheThemeExtendedCountAsTheThemesOwn() throws {
        var registry = Self.registry
        try registry.register(try Self.theme(Self.before))
        let child = try ThemeDocument(
            json: Array(##"{"formatVersion": 1, "id": "child", "name": "Child", "extends": "acme"}"##.utf8)
        )
        .resolve(in: registry)
        let diff = ThemeDiff(from: try Self.theme(Self.before), to: child)
        #expect(diff.variants[0].tokens.isEmpty, "the child answers the same tokens through its parent")
        #expect(diff.variants[0].styles.isEmpty)
        #expect(diff.isEmpty)
    }
}
