import Foundation
import PaletteFormats
import PaletteTestSupport
import Testing

/// SwiftTheme's themes in: every value at its key path, roles from the usual names, the
/// format told apart from AUUTheme's and SDThemeManager's by its shape.
struct SwiftThemeImporterTests {
    static let theme = """
        {
          "UIStatusBarStyle": "LightContent",
          "Global": {
            "backgroundColor": "#292b38", "textColor": "#ECF0F1", "barTintColor": "#01040D",
            "barTextColor": "#FFF", "textFont": "PingFangSC-Medium,16"
          },
          "ChangeThemeCell": { "buttonTitleColorHighlighted": "#FBB", "buttonAlpha": 0.5, "overlay": "#00000080" },
          "SelectThemeCell": { "iconImage": "icon_theme_light", "backImage": "images/back.png" }
        }
        """

    private func imported(
        _ text: String = theme,
        file: String = "Night.json",
        mappings: [ImportOptions.Mapping] = []
    ) throws -> (document: ThemeDocument, warnings: [ThemeWarning]) {
        let report = ThemeFileFormat.swifttheme.decode(
            Array(text.utf8),
            file: file,
            options: ImportOptions(mappings: mappings)
        )
        #expect(report.errors.isEmpty, "\(report.errors)")
        return (try #require(report.value), report.warnings)
    }

    @Test func everyValueIsATokenAtItsKeyPath() throws {
        let document = try imported().document
        let tokens = document.tokens
        #expect(tokens[ThemeColor.self, "Global.backgroundColor"]?.hex == "#292B38")
        #expect(
            tokens[ThemeColor.self, "ChangeThemeCell.buttonTitleColorHighlighted"]?.hex == "#FFBBBB",
            "#RGB expands"
        )
        #expect(tokens[ThemeColor.self, "ChangeThemeCell.overlay"]?.hex == "#00000080", "#RRGGBBAA keeps its alpha")
        #expect(tokens[Double.self, "ChangeThemeCell.buttonAlpha"] == 0.5)
        #expect(tokens[ImageAsset.self, "SelectThemeCell.iconImage"] == .bundled(name: "icon_theme_light"))
        #expect(tokens[ImageAsset.self, "SelectThemeCell.backImage"] == .file(path: "images/back.png"))
        let font = try #require(tokens[FontDescriptor.self, "Global.textFont"])
        #expect(font.size == 16)
        #expect(font.weight == .medium, "the PostScript name's style is its weight")
        #expect(font.family != .system)
        #expect(tokens["UIStatusBarStyle"] == .text("LightContent"), "other text is a text token")
        #expect(document.id == "night")
        #expect(document.extends == "default")
    }

    @Test func theUsualNamesInGlobalSetRoles() throws {
        let document = try imported().document
        #expect(document.palette[.background]?.hex == "#292B38")
        #expect(document.palette[.onBackground]?.hex == "#ECF0F1")
        #expect(document.palette[.primary]?.hex == "#01040D")
        #expect(document.palette[.onPrimary]?.hex == "#FFFFFF")
        // A usual name in another group is a screen's own colour, not the app's.
        let screen = try imported(##"{"Cell": {"backgroundColor": "#FF0000"}}"##).document
        #expect(screen.palette[.background] == nil)
        #expect(screen.tokens[ThemeColor.self, "Cell.backgroundColor"]?.hex == "#FF0000")
    }

    @Test func aMappingSetsItsRoleInsteadOfTheUsualName() throws {
        let mapping = try ImportOptions.Mapping("ChangeThemeCell.buttonTitleColorHighlighted=primary")
        let document = try imported(mappings: [mapping]).document
        #expect(document.palette[.primary]?.hex == "#FFBBBB")
        let unknown = ThemeFileFormat.swifttheme.decode(
            Array(Self.theme.utf8),
            file: "Night.json",
            options: ImportOptions(mappings: [try ImportOptions.Mapping("Global.barTint=primary")])
        )
        #expect(unknown.value == nil)
        #expect(unknown.errors.contains { $0.message.contains("Global.barTintColor") }, "names the closest path")
    }

    /// A key path that is a role's or a font style's own path in Palette sets it, as in a Palette
    /// document, where before the value was dropped with no warning (neither a token, whose path
    /// the role owns, nor the role).
    @Test func aRolesOrStylesOwnPathSetsIt() throws {
        let text = ##"{"color": {"primary": "#FF0000", "accent": "#00FF00"}, "font": {"body": "Menlo-Bold,15"}}"##
        let document = try imported(text).document
        #expect(document.palette[.primary]?.hex == "#FF0000")
        #expect(document.tokens[ThemeColor.self, "color.primary"] == nil, "the role's path holds the role, not a token")
        #expect(document.tokens[ThemeColor.self, "color.accent"]?.hex == "#00FF00", "a path no role owns stays a token")
        #expect(document.fonts[.body]?.size == 15)
        #expect(document.tokens[FontDescriptor.self, "font.body"] == nil)
        // A role mapped to another key path is that path's alone.
        let mapped = try imported(text, mappings: [try ImportOptions.Mapping("color.accent=primary")]).document
        #expect(mapped.palette[.primary]?.hex == "#00FF00")
    }

    /// Found by the theme-files fuzzer: SwiftTheme has no references, but a Palette document reads
    /// text in braces as one, so such text stays in the token's extensions and the theme written
    /// as Palette JSON reads back.
    @Test func textInBracesIsKeptOutOfTextTokensSoItsPaletteDocumentReadsBack() throws {
        let (document, warnings) = try imported(#"{"UIStatusBarStyle": "{LightContent}", "mode": "plain"}"#)
        #expect(document.tokens["UIStatusBarStyle"] == nil)
        #expect(document.tokens.extensions["UIStatusBarStyle"]?.json == #"{"org.palette.string":"{LightContent}"}"#)
        #expect(document.tokens["mode"] == .text("plain"))
        #expect(warnings.contains { $0.problem.message.contains("reads text in braces as a reference") })
        let again = ThemeFileFormat.palette.decode(Array(document.jsonString.utf8), file: "night.json")
        #expect(again.errors.isEmpty, "\(again.errors)")
    }

    @Test func valuesNoPickerReadsAreSkippedWithAWarningAtThem() throws {
        let (document, warnings) = try imported(
            ##"{"Global": {"textColor": "#GGG", "flags": [1, 2], "on": true, "logo": "../../secret.png", "barTintColor": "#000"}}"##
        )
        #expect(document.palette[.primary]?.hex == "#000000", "the rest imports")
        // The path is the warning's place, said once where the message is printed with it.
        let messages = warnings.map(\.problem.diagnosticMessage)
        #expect(messages.contains { $0.contains("'Global.textColor'") && $0.contains("is no colour") })
        #expect(messages.contains { $0.contains("'Global.flags'") })
        #expect(messages.contains { $0.contains("'Global.on'") })
        #expect(warnings.contains { $0.problem.message.contains("outside the theme's folder") })
        #expect(document.tokens.values(of: ImageAsset.self).isEmpty)
        #expect(warnings.allSatisfy { $0.problem.location?.line != nil }, "each at its line")
    }

    @Test func aPropertyListReadsAsItsJSONDoes() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIStatusBarStyle</key><string>UIStatusBarStyleLightContent</string>
            <key>Global</key><dict><key>backgroundColor</key><string>#000</string></dict>
            <key>ViewController</key><dict><key>buttonAlpha</key><real>0.5</real></dict>
            </dict></plist>
            """
        #expect(ThemeFileFormat.detect(Array(plist.utf8)) == .swifttheme)
        let document = try imported(plist, file: "Night.plist").document
        #expect(document.palette[.background]?.hex == "#000000")
        #expect(document.tokens[Double.self, "ViewController.buttonAlpha"] == 0.5)
    }

    @Test(arguments: [
        (##"{"Global": {"backgroundColor": "#FFFFFF"}}"##, ThemeFileFormat.swifttheme),
        (#"{"UIStatusBarStyle": "LightContent"}"#, .swifttheme),
        (##"{"colors": {"color.text": "#FFFFFF"}}"##, .auutheme),
        (##"{"Global": {"backgroundColor": {"value": "#FFFFFF"}}}"##, .dtcg),
        (##"{"backgroundColor": "#FFFFFF"}"##, nil),
        (#"{"Global": {"backgroundColor": "c:FFFFFF"}}"#, nil),
        (##"{"Global": {"colors": ["#FFFFFF"]}}"##, nil),
    ])
    func theFormatIsToldByShape(_ text: String, _ format: ThemeFileFormat?) {
        #expect(ThemeFileFormat.detect(Array(text.utf8)) == format, "\(text)")
    }

    @Test func anSDThemeManagerPropertyListIsNotSwiftTheme() {
        let giotto = """
            <plist version="1.0"><dict><key>formatVersion</key><integer>2</integer>
            <key>Constants</key><dict><key>COLOR_PRIMARY</key><string>c:FF0000</string></dict></dict></plist>
            """
        #expect(ThemeFileFormat.detect(Array(giotto.utf8)) == .giotto)
    }

    @Test(arguments: ["Night.plist", "Yellow.json", "Night-2016.plist", "Blue.json"])
    func theDemoThemesImport(_ name: String) throws {
        let url = Repository.fixture("SwiftTheme/\(name)")
        let bytes = try [UInt8](Data(contentsOf: url))
        #expect(ThemeFileFormat.detect(bytes) == .swifttheme)
        let report = ThemeFileFormat.swifttheme.decode(bytes, file: name)
        let document = try #require(report.value, "\(report.errors)")
        #expect(document.palette[.background] != nil)
        #expect(report.warnings.allSatisfy { $0.problem.code == .inheritedValues }, "\(report.warnings)")
    }

    /// Every SwiftTheme theme in `../shared`, its demos' plists and JSON and the themes its demos
    /// download, 2016 to 2021: each is told for SwiftTheme's and imports with no warning but the
    /// roles it leaves to `default`, its background and the bar's colour set.
    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared"))
    func everySharedSwiftThemeImports() throws {
        let folder = SharedFixtures.url("fixtures/real-world/swifttheme")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        #expect(names.count >= 11)
        for name in names.sorted() {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(ThemeFileFormat.detect(bytes) == .swifttheme, "\(name)")
            let report = ThemeFileFormat.swifttheme.decode(bytes, file: name)
            let document = try #require(report.value, "\(name): \(report.errors)")
            #expect(document.palette[.background] != nil, "\(name)")
            #expect(document.palette[.primary] != nil, "\(name)")
            #expect(!document.tokens.values(of: ThemeColor.self).isEmpty, "\(name)")
            #expect(report.warnings.allSatisfy { $0.problem.code == .inheritedValues }, "\(name): \(report.warnings)")
        }
    }

    @Test func theBlueThemesImagesAreFilesInItsFolder() throws {
        let bytes = try [UInt8](Data(contentsOf: Repository.fixture("SwiftTheme/Blue.json")))
        let document = try #require(ThemeFileFormat.swifttheme.decode(bytes, file: "Blue.json").value)
        #expect(document.tokens[ImageAsset.self, "SwitchNightCell.iconImage"] == .file(path: "images/icon_night.png"))
        #expect(document.palette[.primary]?.hex == "#56ABE4")
    }
}
