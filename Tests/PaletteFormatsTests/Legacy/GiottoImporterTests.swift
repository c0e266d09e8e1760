import Foundation
import PaletteFormats
import PaletteTestSupport
import Testing

@testable import Palette

/// A plist with SDThemeManager's examples and every convention its documentation lists.
let sdThemeManagerDefaultPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>formatVersion</key>
    \t<integer>2</integer>
    \t<key>Constants</key>
    \t<dict>
    \t\t<key>FONT_REGULAR</key><string>Helvetica-Neue</string>
    \t\t<key>FONT_BOLD</key><string>SYSTEMBOLD</string>
    \t\t<key>FONT_ITALIC</key><string>systemItalic</string>
    \t\t<key>FONT_BODY</key><string>f:system,DIMENSION_FONT</string>
    \t\t<key>COLOR_COMMON_BACKGROUND</key><string>color:000000FF</string>
    \t\t<key>COLOR_COMMON_LABEL</key><string>c:4D4D4D</string>
    \t\t<key>COLOR_SHORT</key><string>c:F80</string>
    \t\t<key>COLOR_SHORT_ALPHA</key><string>c:F80C</string>
    \t\t<key>COLOR_ALIAS</key><string>COLOR_COMMON_LABEL</string>
    \t\t<key>COLOR_ERROR</key><string>c:C80028</string>
    \t\t<key>DIMENSION_VIEW_WIDTH</key><integer>3</integer>
    \t\t<key>DIMENSION_FONT</key><real>16.5</real>
    \t\t<key>DIMENSION_LOOP_A</key><string>DIMENSION_LOOP_B</string>
    \t\t<key>DIMENSION_LOOP_B</key><string>DIMENSION_LOOP_A</string>
    \t</dict>
    \t<key>Styles</key>
    \t<dict>
    \t\t<key>CommonLabel</key>
    \t\t<dict>
    \t\t\t<key>textColor</key><string>COLOR_COMMON_LABEL</string>
    \t\t\t<key>font</key><string>font:FONT_REGULAR,18</string>
    \t\t</dict>
    \t\t<key>CommonBoldLabel</key>
    \t\t<dict>
    \t\t\t<key>_superstyle</key><string>CommonLabel</string>
    \t\t\t<key>font</key><string>f:FONT_BOLD,DIMENSION_FONT</string>
    \t\t\t<key>textColor,layer.borderColor</key><string>c:FFF</string>
    \t\t</dict>
    \t\t<key>Geometry</key>
    \t\t<dict>
    \t\t\t<key>origin</key><string>point:1,2</string>
    \t\t\t<key>extent</key><string>size:3.5,4</string>
    \t\t\t<key>frame</key><string>rect:0,0,DIMENSION_VIEW_WIDTH,10</string>
    \t\t\t<key>contentInsets</key><string>edge:1,2,3,4</string>
    \t\t\t<key>shadowColor</key><string>null</string>
    \t\t\t<key>tintColor</key><string>NIL</string>
    \t\t\t<key>selected:titleColor</key><string>c:000</string>
    \t\t\t<key>layer.borderWidth</key><integer>2</integer>
    \t\t</dict>
    \t\t<key>LoopA</key><dict><key>_superstyle</key><string>LoopB</string></dict>
    \t\t<key>LoopB</key><dict><key>_superstyle</key><string>LoopA</string></dict>
    \t</dict>
    \t<key>Interfaces</key>
    \t<dict>
    \t<key>HomeViewController</key>
    \t<dict>
    \t\t<key>titleLabel</key><string>style:CommonLabel</string>
    \t\t<key>subtitleLabel</key><string>s:CommonLabel, CommonBoldLabel</string>
    \t\t<key>textField</key>
    \t\t<dict>
    \t\t\t<key>textColor</key><string>color:FFFFFF</string>
    \t\t\t<key>width</key><string>DIMENSION_FIELD_WIDTH</string>
    \t\t\t<key>layer.borderWidth</key><integer>2</integer>
    \t\t</dict>
    \t\t<key>ghost</key><string>s:NoSuchStyle</string>
    \t</dict>
    \t</dict>
    </dict>
    </plist>
    """

/// An alternative theme: it redefines a constant and a style; the rest comes from the default.
let sdThemeManagerAlternativePlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>formatVersion</key><integer>2</integer>
    <key>Constants</key><dict><key>COLOR_COMMON_LABEL</key><string>c:FF0000</string></dict>
    <key>Styles</key><dict><key>CommonBoldLabel</key><dict><key>font</key><string>f:FONT_ITALIC,30</string></dict></dict>
    </dict></plist>
    """

struct GiottoImporterTests {
    private func importing(_ files: [(String, String)]) -> DecodingReport<ThemeDocument> {
        GiottoImporter().decode(files: files.map { (Array($0.0.utf8), $0.1) })
    }

    private var example: DecodingReport<ThemeDocument> {
        importing([(sdThemeManagerDefaultPlist, "theme_default.plist")])
    }

    @Test func constantsBecomeTokensWithEveryColourForm() throws {
        let tokens = try example.get().tokens
        #expect(tokens.colors["COLOR_COMMON_BACKGROUND"] == .black, "color:RRGGBBAA")
        #expect(tokens.colors["COLOR_COMMON_LABEL"]?.hex == "#4D4D4D", "c:RRGGBB")
        #expect(tokens.colors["COLOR_SHORT"]?.hex == "#FF8800", "c:RGB")
        #expect(tokens.colors["COLOR_SHORT_ALPHA"]?.hex == "#FF8800CC", "c:RGBA")
        #expect(tokens.colors["COLOR_ALIAS"]?.hex == "#4D4D4D", "a constant that refers to a constant")
        #expect(tokens.dimensions["DIMENSION_VIEW_WIDTH"] == 3)
        #expect(tokens.dimensions["DIMENSION_FONT"] == 16.5)
        #expect(try example.get().palette[.error]?.hex == "#C80028", "COLOR_ERROR sets the error role")
    }

    /// Text constants (a placeholder, a status-bar style) used to be dropped unless a style used
    /// them; they are the theme's text tokens, the nearest file's value winning, and text in braces
    /// stays in the token's extensions, as SwiftTheme's does, so the Palette document reads back.
    @Test func textConstantsAreTextTokensAndTextInBracesIsKeptInExtensions() throws {
        let fallback = """
            <plist version="1.0"><dict><key>formatVersion</key><integer>2</integer>
            <key>Constants</key><dict>
              <key>STATUS_BAR</key><string>lightContent</string>
              <key>GREETING</key><string>Hello</string>
            </dict>
            <key>DynamicConstants</key><dict><key>COLOR_BANK</key><string>the bank's colour</string></dict>
            </dict></plist>
            """
        let nearest = """
            <plist version="1.0"><dict><key>formatVersion</key><integer>2</integer>
            <key>Constants</key><dict>
              <key>GREETING</key><string>Bonjour</string>
              <key>TEMPLATE</key><string>{name}</string>
            </dict>
            <key>Styles</key><dict><key>Title</key><dict><key>text</key><string>GREETING</string></dict></dict>
            </dict></plist>
            """
        let report = importing([(nearest, "theme_alt.plist"), (fallback, "theme_default.plist")])
        let document = try report.get()
        #expect(document.tokens["STATUS_BAR"] == .text("lightContent"), "a constant no style uses")
        #expect(document.tokens["GREETING"] == .text("Bonjour"), "the nearest file's value")
        #expect(document.tokens["TEMPLATE"] == nil)
        #expect(document.tokens["COLOR_BANK"] == nil, "R.objc describes a colour the app sets; the words are no colour")
        #expect(report.warnings.contains { $0.problem.message.contains("found the text 'the bank's colour'") })
        #expect(document.tokens.extensions["TEMPLATE"]?.json == #"{"org.palette.string":"{name}"}"#)
        let braces = try #require(report.warnings.first { $0.problem.message.contains("reads text in braces") })
        #expect(braces.problem.location?.file == "theme_alt.plist")
        #expect(braces.problem.location?.path == "Constants.TEMPLATE")
        #expect(report.warnings.filter { $0.problem.message.contains("reads text in braces") }.count == 1)
        let again = ThemeFileFormat.palette.decode(Array(document.jsonString.utf8), file: "alt.json")
        #expect(again.errors.isEmpty, "\(again.errors)")
        #expect(try again.get().tokens["STATUS_BAR"] == .text("lightContent"))
    }

    @Test func fontsUseTraitsForTheSystemFontInAnyCase() throws {
        let fonts = try example.get().tokens.fonts
        #expect(fonts["FONT_REGULAR"]?.family == .named("Helvetica-Neue"))
        #expect(fonts["FONT_BOLD"] == FontDescriptor(size: 17, weight: .bold), "SYSTEMBOLD")
        #expect(fonts["FONT_ITALIC"] == FontDescriptor(size: 17, traits: .italic), "systemItalic")
        #expect(fonts["FONT_BODY"] == FontDescriptor(size: 16.5), "f:system,DIMENSION_FONT: a size from a constant")
    }

    @Test func stylesKeepInheritanceKeysAndEveryValueConvention() throws {
        let styles = Dictionary(uniqueKeysWithValues: try example.get().styles.map { ($0.name, $0) })
        let bold = try #require(styles["CommonBoldLabel"])
        #expect(bold.superstyles == ["CommonLabel"])
        #expect(bold.properties.first?.value == .font(FontDescriptor(size: 16.5, weight: .bold)))
        #expect(bold.properties.last?.key == "textColor,layer.borderColor", "comma-separated keys are kept")
        let label = try #require(styles["CommonLabel"])
        #expect(label.properties.first?.value == .token(.color, "COLOR_COMMON_LABEL"), "a constant follows the theme")
        #expect(label.properties.last?.value == .font(FontDescriptor(family: .named("Helvetica-Neue"), size: 18)))
        let geometry = try #require(styles["Geometry"])
        let values = Dictionary(uniqueKeysWithValues: geometry.properties.map { ($0.key, $0.value) })
        #expect(values["origin"] == .point(StylePoint(x: 1, y: 2)))
        #expect(values["extent"] == .size(StyleSize(width: 3.5, height: 4)))
        #expect(values["frame"] == .rect(StyleRect(x: 0, y: 0, width: 3, height: 10)))
        #expect(values["contentInsets"] == .edgeInsets(StyleEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(values["shadowColor"] == .null)
        #expect(values["tintColor"] == .null)
        #expect(values["selected:titleColor"] == .color(.black), "a state-prefixed key")
        #expect(values["layer.borderWidth"] == .number(2), "a key path")
        let home = try #require(styles["HomeViewController"])
        let homeValues = Dictionary(uniqueKeysWithValues: home.properties.map { ($0.key, $0.value) })
        #expect(homeValues["titleLabel"] == .styles(["CommonLabel"]))
        #expect(homeValues["subtitleLabel"] == .styles(["CommonLabel", "CommonBoldLabel"]), "applied in order")
        #expect(
            homeValues["textField"] == .styles(["HomeViewController.textField"]),
            "a nested dictionary styles that object"
        )
        #expect(styles["HomeViewController.textField"]?.properties.count == 3)
    }

    @Test func inconsistenciesAreWarningsWithTheirPlaceAndTheRestImports() throws {
        let report = example
        let messages = report.warnings.map { "\($0.problem.location?.line ?? 0): \($0.problem.message)" }
        #expect(
            messages.contains { $0.hasPrefix("60:") && $0.contains("'DIMENSION_FIELD_WIDTH'") },
            "an undefined constant"
        )
        #expect(messages.contains { $0.hasPrefix("63:") && $0.contains("'NoSuchStyle'") }, "an unknown style")
        #expect(messages.contains { $0.contains("constant cycle") && $0.contains("'DIMENSION_LOOP_A'") })
        #expect(messages.contains { $0.contains("_superstyle cycle") && $0.contains("'LoopA'") })
        #expect(report.warnings.allSatisfy { $0.problem.location?.file == "theme_default.plist" })
        #expect(try report.get().styles.count == 7)
    }

    @Test func constantsWithoutANameOrAtARolesPathStillExportAndReadBack() throws {
        // Found by fuzzing: a constant named "." became a token at the empty path, and one named
        // "color.primary" a token at the role's path; neither could be written as a Palette
        // document and read back.
        let plist =
            "<plist><dict><key>formatVersion</key><integer>2</integer><key>Constants</key><dict>"
            + "<key>.</key><string>c:C80029</string><key>color.primary</key><string>c:123456</string>"
            + "<key>COLOR_TEXT</key><string>c:FFFFFF</string><key>font.body</key><string>f:system,20</string>"
            + "</dict></dict></plist>"
        let report = GiottoImporter().decode(Array(plist.utf8), file: "odd.plist")
        #expect(
            report.warnings.contains {
                $0.problem.message.contains("a constant needs a name") && $0.problem.location?.line == 1
            }
        )
        let document = try report.get()
        #expect(document.tokens.colors.keys.map(\.string).sorted() == ["COLOR_TEXT"])
        #expect(document.palette[.primary]?.hex == "#123456", "a constant at a role's path sets the role")
        #expect(document.fonts[.body]?.size == 20, "one at a font style's path sets the style")
        #expect(document.tokens.fonts["font.body"] == nil)
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        #expect(try ThemeDocument(json: ThemeDocument(theme).jsonString).tokens.colors.count == 1)
    }

    @Test func theAlternativeCascadeSearchesTheFilesInOrderThenTheDefault() throws {
        let document = try importing([
            (sdThemeManagerAlternativePlist, "theme_alt.plist"), (sdThemeManagerDefaultPlist, "theme_default.plist"),
        ]).get()
        #expect(document.id == "theme-alt")
        #expect(document.tokens.colors["COLOR_COMMON_LABEL"]?.hex == "#FF0000", "the alternative's constant wins")
        #expect(document.tokens.colors["COLOR_SHORT"]?.hex == "#FF8800", "the rest comes from the default")
        let styles = Dictionary(uniqueKeysWithValues: document.styles.map { ($0.name, $0) })
        #expect(styles["CommonBoldLabel"]?.properties.first?.value == .font(FontDescriptor(size: 30, traits: .italic)))
        #expect(styles["CommonBoldLabel"]?.superstyles == [], "the alternative's style replaces the default's whole")
        #expect(styles["Geometry"] != nil)
    }

    @Test func olderFormatsAreRefusedSayingWhy() {
        let old = #"<plist><dict><key>Constants</key><dict/></dict></plist>"#
        let report = importing([(old, "old.plist")])
        #expect(
            report.errors == [
                .unsupportedFormatVersion(
                    version: "none",
                    supported: [2],
                    location: .init(file: "old.plist", path: "", line: 1, column: 8)
                )
            ]
        )
        #expect(
            report.errors[0].message
                == "unsupported formatVersion 'none': this version of Palette reads formatVersion 2"
        )
        // A theme in another version says so; a plist of a `formatVersion` alone (a UFO font's
        // metainfo.plist) is no theme at all.
        let three =
            #"<plist><dict><key>formatVersion</key><integer>3</integer><key>Constants</key><dict/></dict></plist>"#
        #expect(importing([(three, "three.plist")]).errors.first?.message.contains("'3'") == true)
        let metainfo = #"<plist><dict><key>formatVersion</key><integer>3</integer></dict></plist>"#
        let notATheme = importing([(metainfo, "metainfo.plist")]).errors.first?.message
        #expect(notATheme?.contains("which is no theme") == true, "\(notATheme ?? "")")
        #expect(notATheme?.contains("unsupported formatVersion") == false)
    }

    @Test func brokenPropertyListsAreErrorsWithTheirPlace() {
        for (text, line) in [
            ("<plist><dict><key>a</key></dict></plist>", 1), ("<plist>\n<dict>\n<string>x</string></dict></plist>", 3),
            ("<plist><dict><key>a</key><integer>x</integer></dict></plist>", 1),
        ] {
            let report = importing([(text, "bad.plist")])
            #expect(report.errors.count == 1, "\(text)")
            #expect(report.errors.first?.location?.line == line, "\(text)")
        }
    }

    @MainActor
    @Test func importedStylesApplyAndFollowTheCascadeOnASwitch() throws {
        var registry = try ThemeRegistry([DefaultTheme.self])
        let base = try example.get()
        try registry.register(try base.resolve(in: registry))
        var alternative = try importing([(sdThemeManagerAlternativePlist, "theme_alt.plist")]).get()
        alternative.extends = base.id
        let alt = try alternative.resolve(in: registry)
        var sheet = StyleSheet()
        sheet.register(\Label.textColor, as: "textColor")
        sheet.register(\Label.font, as: "font")
        sheet.register(\Label.layer.borderColor, as: "layer.borderColor")
        let controller = ThemeController(theme: try registry.resolve(base.id))
        let label = Label()
        let applied = sheet.apply("CommonLabel", to: label, in: controller)
        #expect(applied.problems.isEmpty, "\(applied.problems)")
        #expect(label.textColor?.hex == "#4D4D4D")
        controller.setTheme(alt)
        #expect(label.textColor?.hex == "#FF0000", "the alternative's constant, through the token")
        #expect(alt.styleDefinition(named: "Geometry") != nil, "styles the alternative lacks come from the default")
        _ = applied
    }

    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared"))
    func theRealFilesImportWithTheirProblemsReported() throws {
        let plist = try Array(Data(contentsOf: SharedFixtures.url("fixtures/legacy/giotto/theme_default.plist")))
        let report = GiottoImporter().decode(plist, file: "theme_default.plist")
        let document = try report.get()
        #expect(document.styles.map(\.name).contains("TestViewController.containerView"))
        let undefined = report.warnings.compactMap { warning -> String? in
            warning.problem.code == .unresolvedReference ? warning.problem.subject : nil
        }
        #expect(undefined == ["COLOR_BRAND_ALTERNATIVE", "COLOR_TEXT_PLACEHOLDER"])
        for name in ["white", "pupurse"] {
            let json = try Array(Data(contentsOf: SharedFixtures.url("fixtures/legacy/auutheme/\(name).json")))
            let auu = AUUThemeImporter().decode(json, file: "\(name).json")
            #expect(try auu.get().tokens.images.count == 6)
            #expect(
                auu.warnings.contains { $0.problem.message.contains("trailing commas") },
                "the real files have a trailing comma"
            )
        }
    }
}
