import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

/// `ThemePreview`'s HTML page: every variant, one self-contained file, the theme's colours where
/// its layout record says, and nothing a theme names read as markup.
struct ThemePreviewTests {
    static let registry: ThemeRegistry = {
        var registry = ThemeRegistry()
        try? registry.register(DefaultTheme.self)
        return registry
    }()

    /// A theme in all four variants.
    static func fourVariants() throws -> ResolvedTheme {
        ResolvedTheme(try ThemeGenerator.generate(seed: ThemeColor(hex: "#1D4ED8")))
    }

    /// The theme with hostile names in `Tests/Fixtures/preview/hostile-names.json`.
    static func hostile() throws -> ResolvedTheme {
        let json = try Data(contentsOf: Repository.fixture("preview/hostile-names.json"))
        return try ThemeDocument(json: Array(json)).resolve(in: registry)
    }

    /// The page's layout record, parsed.
    static func layout(of page: String) throws -> PreviewLayoutRecord {
        try #require(PreviewLayoutRecord(html: page), "the page carries no layout record")
    }

    @Test func everyVariantTheThemeHasIsAColumnInOrder() throws {
        let page = ThemePreview().html(try Self.fourVariants())
        let columns = MarkupScan(page).tags.filter { $0.attributes["class"] == "column" }
        #expect(columns.map { $0.attributes["data-variant"] } == ThemeVariant.allCases.map(\.key))
        #expect(try Self.layout(of: page).variants == ThemeVariant.allCases.map(\.key))

        let plain = ThemePreview().html(ResolvedTheme(DefaultTheme()))
        #expect(MarkupScan(plain).tags.filter { $0.attributes["class"] == "column" }.count == 1)
        #expect(try Self.layout(of: plain).variants == ["theme"])
    }

    @Test func thePageLoadsNothingAndRunsNothing() throws {
        for theme in [try Self.fourVariants(), try Self.hostile()] {
            let page = ThemePreview().html(theme)
            let scan = MarkupScan(page)
            #expect(scan.fetches.isEmpty, "\(scan.fetches)")
            let scripts = scan.tags.filter { $0.name == "script" }
            #expect(scripts.map { $0.attributes["type"] } == ["application/json"], "data only, never code")
            let policy = scan.tags.first { $0.attributes["http-equiv"] == "Content-Security-Policy" }
            #expect(policy?.attributes["content"] == "default-src 'none'; style-src 'unsafe-inline'")
        }
    }

    @Test func hostileNamesAreTextNeverMarkup() throws {
        let page = ThemePreview().html(try Self.hostile())
        let scan = MarkupScan(page)
        let allowed: Set = [
            "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "p", "main", "section", "div",
            "span", "b", "code", "table", "tr", "th", "td", "ul", "li", "label", "script",
        ]
        #expect(scan.elementNames.subtracting(allowed).isEmpty, "\(scan.elementNames.subtracting(allowed))")
        #expect(!scan.tags.contains { $0.attributes.keys.contains { $0.hasPrefix("on") } }, "no event handler")
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<img"))
        #expect(page.contains("&lt;script&gt;alert('token')&lt;/script&gt;"))
        #expect(page.contains("&quot;&gt;&lt;img src=x onerror=alert('img')&gt;"))
        #expect(page.contains("cdata]]&gt;end"))
        // Controls and bidirectional overrides are shown, not obeyed.
        #expect(page.contains("bell\\u{7}reversed\\u{202E}evil"))
        #expect(!page.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x202E })
        // A remote image is named, never fetched.
        #expect(page.contains("remote https://example.com/%3Clogo%3E.png"))
        #expect(!page.contains("</style><script>"), "a font family cannot end the style sheet")
    }

    @Test func theLayoutRecordHasEveryRoleInEveryVariantInTheThemesColours() throws {
        let theme = try Self.fourVariants()
        let layout = try Self.layout(of: ThemePreview().html(theme))
        let adaptive = try #require(theme.adaptiveTheme)
        for variant in ThemeVariant.allCases {
            let palette = adaptive.variant(variant).palette
            for role in ColorRole.allCases {
                let swatch = try #require(
                    layout.swatches.first { $0.variant == variant.key && $0.role == role.rawValue }
                )
                #expect(swatch.color == palette.visibleColor(of: role).hex)
                #expect(swatch.rect.width >= 8 && swatch.rect.height >= 8)
                #expect(
                    swatch.rect.x + swatch.rect.width <= layout.width
                        && swatch.rect.y + swatch.rect.height <= layout.height
                )
                for deficiency in ColorVisionDeficiency.allCases {
                    let cell = try #require(
                        layout.colorVision.first {
                            $0.variant == variant.key && $0.role == role.rawValue
                                && $0.deficiency == deficiency.rawValue
                        }
                    )
                    #expect(cell.color == palette.visibleColor(of: role).simulating(deficiency).hex)
                }
            }
        }
        let rects = layout.swatches.map(\.rect) + layout.colorVision.map(\.rect)
        for (index, rect) in rects.enumerated() {
            #expect(!rects[(index + 1)...].contains { $0.intersects(rect) }, "marked areas never overlap")
        }
    }

    @Test func aTranslucentRoleIsPaintedAsItIsSeen() throws {
        let json =
            ##"{"formatVersion": 1, "id": "glass", "name": "Glass", "extends": "default", "palette": {"background": "#121212", "onBackground": "#FAFAFA", "surface": "#FFFFFF14"}}"##
        let theme = try ThemeDocument(json: Array(json.utf8)).resolve(in: Self.registry)
        let page = ThemePreview().html(theme)
        let surface = try #require(try Self.layout(of: page).swatches.first { $0.role == "surface" })
        #expect(surface.color == "#252525")
        #expect(page.contains("#FFFFFF14, seen as #252525"))
    }

    @Test func fontsAreSetInTheClosestWebFonts() throws {
        let json = ##"""
            {"formatVersion": 1, "id": "type", "name": "Type", "extends": "default",
             "fonts": {"heading": "system-serif 24 bold italic (title2)", "body": "Avenir Next 17 medium (body)",
                       "caption": "system-monospaced 12", "quote": "system-rounded 18 light"}}
            """##
        let page = ThemePreview().html(try ThemeDocument(json: Array(json.utf8)).resolve(in: Self.registry))
        #expect(page.contains("font:italic 700 24px/1.2 ui-serif, Georgia, serif"))
        #expect(page.contains("font:500 17px/1.2 &quot;Avenir Next&quot;, system-ui, sans-serif"))
        #expect(page.contains("font:400 12px/1.2 ui-monospace"))
        #expect(page.contains("font:300 18px/1.2 ui-rounded"))
        #expect(page.contains("scales with Dynamic Type as title2 (22 pt at the default size)"))
        #expect(page.contains("caption · system-monospaced, 12 pt, regular; fixed size"))
    }

    @Test func tokensAndStylesAreTablesWithAColumnPerVariant() throws {
        let page = ThemePreview().html(try Self.hostile())
        let cells = MarkupScan(page).tags.filter { $0.name == "th" }.count
        #expect(cells >= 3 + 3, "a token table and a style table, each with one variant column")
        #expect(page.contains("#123456"))
        #expect(page.contains("&lt;b onmouseover=alert('style')&gt;Bold&lt;/b&gt;"))
        #expect(page.contains("&quot;&lt;/td&gt;&lt;img src=x&gt;&quot;"), "a style's text value, quoted")
    }
}

extension ThemePreviewTests {
    /// A Display P3 role is painted as its sRGB hex (what the pixel test reads back) and marked,
    /// its own colour in the swatch's title.
    @Test func aDisplayP3RoleIsMarkedAndNamedWithItsOwnColour() throws {
        let json = #"""
            {"formatVersion": 1, "id": "wide", "name": "Wide", "extends": "default",
             "palette": {"primary": "color(display-p3 0.925 0.216 0.141)"}}
            """#
        let theme = try ThemeDocument(json: Array(json.utf8)).resolve(in: Self.registry)
        let hex = theme.palette.primary.hex
        let page = ThemePreview().html(theme)
        #expect(page.contains("\(hex) P3</code>"), "the hex, marked")
        #expect(page.contains("\(hex), painted for color(display-p3 0.925 0.216 0.141)"))
        #expect(ThemePreview().svg(theme).contains("\(hex) P3</text>"))
    }
}
