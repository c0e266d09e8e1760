import Foundation
import PaletteDesign
import PaletteThemes
import Testing

@testable import Palette
@testable import palette_cli

/// The document `palette check FILE --fix` writes, decoded again: everything but the fixed
/// colours is the theme's own, value for value.
struct CheckFixRoundTripTests {
    /// A theme file with something in every section: a failing text colour, fonts, every kind of
    /// token (one colour token failing on the surface) and styles.
    static let richFile = """
        {"formatVersion": 1, "id": "rich", "name": "Rich", "extends": "default",
         "palette": {"primary": "#1D4ED8", "onBackground": "#9A9A9A", "outline": "#6B7280"},
         "fonts": {"heading": {"family": "Avenir Next", "size": 28, "weight": 600, "textStyle": "title1"},
                   "caption": {"family": "system", "size": 11, "traits": ["italic"]}},
         "tokens": {"colors": {"color.brand": "#FBBF24", "color.card.fill": "#F1F5F9"},
                    "dimensions": {"spacing.card": 12},
                    "fonts": {"font.price": "system-monospaced 20 bold"},
                    "numbers": {"opacity.disabled": 0.4}},
         "styles": {"Card": {"layer.cornerRadius": 8, "backgroundColor": {"role": "surface"}},
                    "Badge": {"_superstyle": ["Card"], "textColor": {"colorToken": "color.brand"}}}}
        """

    @Test func everyValueTheFixDoesNotChangeIsTheThemesOwn() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let file = try harness.write(Self.richFile, named: "rich.json")
        let result = harness.run("check", file, "--pair", "color.brand:surface", "--fix")
        #expect(result.exitCode == 1, "the theme checked fails")
        let fixed = try ThemeDocument(json: result.standardOutput)
        let source = try ThemeDocument(json: Self.richFile)
        let theme = try source.resolve(in: .builtIn)
        let audit = ContrastAudit(
            theme,
            additionalPairs: [try ContrastAudit.Pair("color.brand", on: "surface", in: theme)]
        )
        let fixes = audit.proposedFixes(at: .aa)

        #expect(fixed.id == "rich-accessible" && fixed.name == "Rich (accessible)" && fixed.extends == "default")
        // Roles: the fixed ones have their new colours, every other one the theme's own.
        let changed = Dictionary(uniqueKeysWithValues: fixes.changes.map { ($0.role, $0.replacement) })
        #expect(changed.keys.contains(.onBackground), "#9A9A9A on the page fails AA")
        #expect(changed.count < ColorRole.allCases.count)
        for role in ColorRole.allCases {
            #expect(fixed.palette[role] == (changed[role] ?? theme.palette[role]), "\(role)")
        }
        // Fonts: all eight, as the theme resolves them (its own two, the rest from default).
        #expect(ThemeFontStyles(styles: fixed.fonts) == theme.fontStyles)
        #expect(fixed.fonts[.heading] == source.fonts[.heading] && fixed.fonts[.caption] == source.fonts[.caption])
        // Tokens: the failing colour token is fixed; every other token is as written.
        let brand = try #require(fixes.tokenChanges.first { $0.path == "color.brand" })
        #expect(fixed.tokens.colors["color.brand"] == brand.replacement && brand.replacement != brand.original)
        #expect(fixed.tokens.colors["color.card.fill"] == source.tokens.colors["color.card.fill"])
        #expect(fixed.tokens.colors.count == source.tokens.colors.count)
        #expect(fixed.tokens.dimensions == source.tokens.dimensions && fixed.tokens.fonts == source.tokens.fonts)
        #expect(fixed.tokens.numbers == source.tokens.numbers && fixed.tokens.images == source.tokens.images)
        #expect(fixed.styles == source.styles)

        // It loads without the file it came from, as the fixed theme.
        let loaded = try fixed.resolve(in: .builtIn)
        #expect(loaded.palette == fixes.palette && loaded.fontStyles == theme.fontStyles)
        #expect(loaded.dimension("spacing.card") == 12 && loaded.parent?.id == "default")
        #expect(loaded.styleDefinitions == theme.styleDefinitions)
    }
}
