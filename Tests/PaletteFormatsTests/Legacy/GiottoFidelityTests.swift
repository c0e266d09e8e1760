import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

/// A theme in the shape of Giotto's example `theme_default.plist` (Constants, Styles, Interfaces
/// with nested styles and `s:` references), with a group-level style alias as
/// `themeStyleForKey:` resolves it, and a `DynamicConstants` group as R.objc's theme generator
/// reads it.
let aliasingPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>formatVersion</key>
    \t<integer>2</integer>
    \t<key>Constants</key>
    \t<dict>
    \t\t<key>FONT_BOLD</key>
    \t\t<string>systembold</string>
    \t\t<key>COLOR_TEXT_COMMON</key>
    \t\t<string>c:4D4D4D</string>
    \t\t<key>COLOR_BRAND</key>
    \t\t<string>c:5235FF</string>
    \t\t<key>DIMENSION_FONT_COMMON</key>
    \t\t<integer>16</integer>
    \t</dict>
    \t<key>DynamicConstants</key>
    \t<dict>
    \t\t<key>COLOR_PROMO_BACKGROUND</key>
    \t\t<string>c:FFCA17</string>
    \t\t<key>DIMENSION_PROMO_RADIUS</key>
    \t\t<integer>12</integer>
    \t\t<key>COLOR_BRAND</key>
    \t\t<string>c:000000</string>
    \t</dict>
    \t<key>Styles</key>
    \t<dict>
    \t\t<key>Title</key>
    \t\t<dict>
    \t\t\t<key>textColor</key>
    \t\t\t<string>COLOR_TEXT_COMMON</string>
    \t\t\t<key>font</key>
    \t\t\t<string>f:FONT_BOLD,DIMENSION_FONT_COMMON</string>
    \t\t</dict>
    \t\t<key>Promo</key>
    \t\t<dict>
    \t\t\t<key>backgroundColor</key>
    \t\t\t<string>COLOR_PROMO_BACKGROUND</string>
    \t\t\t<key>layer.cornerRadius</key>
    \t\t\t<string>DIMENSION_PROMO_RADIUS</string>
    \t\t</dict>
    \t\t<key>Badge</key>
    \t\t<dict>
    \t\t\t<key>textColor</key>
    \t\t\t<string>COLOR_BRAND</string>
    \t\t</dict>
    \t\t<key>Header</key>
    \t\t<string>s:Title</string>
    \t\t<key>PromoHeader</key>
    \t\t<string>style:Title,Promo</string>
    \t\t<key>Broken</key>
    \t\t<string>Title</string>
    \t</dict>
    \t<key>Interfaces</key>
    \t<dict>
    \t\t<key>HomeViewController</key>
    \t\t<dict>
    \t\t\t<key>titleLabel</key>
    \t\t\t<string>s:Header</string>
    \t\t</dict>
    \t\t<key>Badge</key>
    \t\t<dict>
    \t\t\t<key>backgroundColor</key>
    \t\t\t<string>COLOR_BRAND</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>
    """

struct GiottoFidelityTests {
    private func importing(_ text: String, named name: String = "theme_default.plist") -> DecodingReport<ThemeDocument>
    {
        GiottoImporter().decode(Array(text.utf8), file: name)
    }

    @Test func aGroupLevelStyleReferenceIsTheStyleItNames() throws {
        let report = importing(aliasingPlist)
        let styles = Dictionary(uniqueKeysWithValues: try report.get().styles.map { ($0.name, $0) })
        #expect(styles["Header"] == StyleDefinition(name: "Header", superstyles: ["Title"]))
        #expect(styles["PromoHeader"] == StyleDefinition(name: "PromoHeader", superstyles: ["Title", "Promo"]))
        var sheet = StyleSheet()
        for definition in try report.get().styles { sheet.add(definition) }
        let header = sheet.resolve("Header")
        #expect(header.problems.isEmpty)
        #expect(header.entries.map(\.name) == ["textColor", "font"])
        #expect(header.entries.allSatisfy { $0.style == "Title" })
        #expect(
            sheet.resolve("PromoHeader").entries.map(\.name) == [
                "textColor", "font", "backgroundColor", "layer.cornerRadius",
            ]
        )
        #expect(!report.warnings.contains { $0.problem.location?.path == "Styles.Header" }, "no longer misreported")
    }

    @Test func aGroupLevelStringThatNamesNoStyleSaysHowToWriteOne() throws {
        let warning = try #require(
            importing(aliasingPlist).warnings.first { $0.problem.location?.path == "Styles.Broken" }
        )
        #expect(warning.problem.message.contains("'s:NAME' for another style"), "\(warning.problem.message)")
    }

    @Test func dynamicConstantsAreConstantsAndConstantsWinOnAClash() throws {
        let report = importing(aliasingPlist)
        let document = try report.get()
        #expect(document.tokens[ThemeColor.self, "COLOR_PROMO_BACKGROUND"]?.hex == "#FFCA17")
        #expect(document.tokens[Dimension.self, "DIMENSION_PROMO_RADIUS"] == 12)
        #expect(
            document.tokens[ThemeColor.self, "COLOR_BRAND"]?.hex == "#5235FF",
            "Constants is what SDThemeManager reads"
        )
        #expect(
            !report.warnings.contains { $0.problem.location?.path.hasPrefix("DynamicConstants.COLOR_PROMO") == true }
        )
        let clash = try #require(report.warnings.first { $0.problem.location?.path == "DynamicConstants.COLOR_BRAND" })
        #expect(clash.problem.message.contains("Constants.COLOR_BRAND defines this constant; its value there is used"))
    }

    @Test func aStyleInTwoGroupsOfOneFileIsReported() throws {
        let report = importing(aliasingPlist)
        let duplicate = try #require(report.warnings.first { $0.problem.location?.path == "Interfaces.Badge" })
        #expect(duplicate.problem.message.contains("'Styles.Badge'"), "\(duplicate.problem.message)")
        let badge = try #require(try report.get().styles.first { $0.name == "Badge" })
        #expect(badge.properties.map(\.key) == ["backgroundColor"], "the later definition is kept")
    }

    @Test(arguments: [
        (
            #"<plist version="1.0"><dict><key>creator</key><string>org.robofab.ufoLib</string><key>formatVersion</key><integer>3</integer></dict></plist>"#,
            "a UFO font's metainfo.plist"
        ),
        (
            #"<plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.acme.app</string><key>CFBundleVersion</key><string>1</string></dict></plist>"#,
            "an app or bundle Info.plist ('CFBundleIdentifier')"
        ),
        (
            ##"<plist version="1.0"><dict><key>Global</key><dict><key>backgroundColor</key><string>#292B38</string><key>textColor</key><string>#ECF0F1</string></dict><key>SelectThemeCell</key><dict><key>iconImage</key><string>icon_theme_night</string></dict></dict></plist>"##,
            "a SwiftTheme theme"
        ),
        (#"<plist version="1.0"><dict/></plist>"#, "an empty property list"),
        (
            #"<plist version="1.0"><array><string>a</string></array></plist>"#,
            "a property list with an array at the top"
        ),
    ])
    func plistsThatAreNotThemesAreNamedNotGivenAVersionError(text: String, looksLike: String) throws {
        let errors = importing(text, named: "Other.plist").errors
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        let values = error.values
        guard error.code == .wrongFormat, values.count == 2 else {
            Issue.record("expected wrongFormat, got \(error)")
            return
        }
        #expect(values[0].hasPrefix("an SDThemeManager theme file"))
        #expect(values[1].hasPrefix(looksLike), "\(values[1])")
        #expect(error.message.hasPrefix("not an SDThemeManager theme file"))
    }

    @Test func aThemeShapedFileWithAnotherVersionStillGetsTheVersionError() throws {
        let three = #"""
            <plist version="1.0"><dict><key>formatVersion</key><integer>3</integer>
            <key>Constants</key><dict><key>COLOR_TEXT</key><string>c:000</string></dict>
            <key>Styles</key><dict><key>Label</key><dict><key>textColor</key><string>COLOR_TEXT</string></dict></dict>
            </dict></plist>
            """#
        let error = try #require(importing(three).errors.first)
        #expect(error == .unsupportedFormatVersion(version: "3", supported: [2], location: error.location))
        #expect(error.location?.path == "formatVersion")
        let groupsOnly = #"""
            <plist version="1.0"><dict><key>formatVersion</key><integer>1</integer>
            <key>Styles</key><dict><key>Header</key><string>s:Title</string></dict></dict></plist>
            """#
        #expect(importing(groupsOnly).errors.first?.message.hasPrefix("unsupported formatVersion '1'") == true)
    }

    @Test func aFlatPlistOfConstantsIsTheFirstFormatReadAsConstants() throws {
        let first = #"""
            <plist version="1.0"><dict>
            <key>COLOR_TEXT</key><string>4D4D4D</string>
            <key>COLOR_ERROR</key><string>c:C80028</string>
            <key>FONT_REGULAR</key><string>HelveticaNeue-Light</string>
            <key>DIMENSION_MARGIN</key><integer>8</integer>
            </dict></plist>
            """#
        let report = importing(first, named: "theme_v1.plist")
        let document = try report.get()
        #expect(
            document.tokens[ThemeColor.self, "COLOR_TEXT"]?.hex == "#4D4D4D",
            "a bare hex, as themeColorForKey: reads it"
        )
        #expect(document.palette[.error]?.hex == "#C80028")
        #expect(document.tokens[FontDescriptor.self, "FONT_REGULAR"]?.weight == .light)
        #expect(document.tokens[Dimension.self, "DIMENSION_MARGIN"] == 8)
        #expect(document.styles.isEmpty)
        let note = try #require(report.warnings.first)
        #expect(note.problem.code == .interpreted, "expected the rule applied, got \(note)")
        #expect(note.values.first == "a property list without formatVersion")
        #expect(note.values.last?.hasPrefix("SDThemeManager's first format") == true)
    }

    @Test func aForcedPropertyListReadOfJSONNamesWhatTheFileIs() throws {
        let error = try #require(
            importing(##"{"color": {"$type": "color", "$value": "#FF0000"}}"##, named: "tokens.json").errors.first
        )
        #expect(
            error.message
                == "not an SDThemeManager theme (a property list): it looks like DTCG design tokens (tokens with '$value')"
        )
    }
}
