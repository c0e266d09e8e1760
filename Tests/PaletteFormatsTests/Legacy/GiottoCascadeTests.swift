import Foundation
import PaletteFormats
import Testing

@testable import Palette

/// An alternative that leans on its default: a constant that refers to the default's constant,
/// a style whose superstyle and font only the default defines.
private let leaningAlternativePlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>formatVersion</key><integer>2</integer>
    <key>Constants</key><dict>
      <key>COLOR_COMMON_LABEL</key><string>c:FF0000</string>
      <key>COLOR_BORDER</key><string>COLOR_ERROR</string>
    </dict>
    <key>Styles</key><dict>
      <key>AltLabel</key><dict>
        <key>_superstyle</key><string>CommonLabel</string>
        <key>font</key><string>f:FONT_BOLD,DIMENSION_FONT</string>
        <key>layer.borderColor</key><string>COLOR_BORDER</string>
      </dict>
    </dict>
    </dict></plist>
    """

/// A minimal SDThemeManager v2 plist with one constant and some styles.
private func plist(constants: [String: String] = [:], styles: [String: [String: String]]) -> String {
    func dict(_ entries: [String: String]) -> String {
        entries.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
    }
    let styleEntries = styles.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><dict>\(dict($0.value))</dict>" }
    return """
        <plist version="1.0"><dict><key>formatVersion</key><integer>2</integer>\
        <key>Constants</key><dict>\(dict(constants))</dict>\
        <key>Styles</key><dict>\(styleEntries.joined())</dict></dict></plist>
        """
}

/// SDThemeManager's alternative themes: "the ThemeManager looks the style up in the first alternative
/// theme; if it is not there, in the second, and so on; then in the default. The order matters."
struct GiottoCascadeTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palette-giotto-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    private func cascade(_ files: [(String, String)]) -> DecodingReport<ThemeDocument> {
        GiottoImporter().decode(files: files.map { (Array($0.0.utf8), $0.1) })
    }

    @Test func aThemesFolderGivesExactlyWhatTheExplicitCascadeGives() throws {
        let folder = try folder([
            "theme_default.plist": sdThemeManagerDefaultPlist, "theme_alt.plist": leaningAlternativePlist,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(folder, into: &registry)
        #expect(report.errors.isEmpty, "\(report.errors)")
        let loaded = try registry.resolve("theme-alt")

        let altPath = folder.appendingPathComponent("theme_alt.plist").path
        let defaultPath = folder.appendingPathComponent("theme_default.plist").path
        let explicit = cascade([(leaningAlternativePlist, altPath), (sdThemeManagerDefaultPlist, defaultPath)])
        let expected = try explicit.get().resolve(in: ThemeRegistry([DefaultTheme.self]))

        #expect(loaded.id == expected.id)
        #expect(loaded.name == expected.name)
        #expect(loaded.parent?.id == expected.parent?.id)
        for role in ColorRole.allCases { #expect(loaded.palette[role] == expected.palette[role], "\(role)") }
        for style in FontStyle.allCases { #expect(loaded.fontStyles[style] == expected.fontStyles[style], "\(style)") }
        #expect(loaded.tokens == expected.tokens)
        #expect(loaded.tokenTable.colors == expected.tokenTable.colors)
        #expect(loaded.tokenTable.fonts == expected.tokenTable.fonts)
        #expect(loaded.tokenTable.dimensions == expected.tokenTable.dimensions)
        #expect(loaded.tokenTable.numbers == expected.tokenTable.numbers)
        #expect(loaded.tokenTable.images == expected.tokenTable.images)
        #expect(loaded.styleDefinitions == expected.styleDefinitions)

        // What reading the alternative alone would not have given.
        #expect(loaded.tokenTable.colors["COLOR_BORDER"]?.hex == "#C80028", "the default's COLOR_ERROR")
        let alt = try #require(loaded.styleDefinition(named: "AltLabel"))
        #expect(alt.superstyles == ["CommonLabel"])
        #expect(loaded.styleDefinition(named: "CommonLabel") != nil, "the default's styles are the alternative's too")
        let altWarnings = report.files.first { $0.path == altPath }?.warnings ?? []
        #expect(!altWarnings.contains { "\($0)".contains("COLOR_ERROR") || "\($0)".contains("FONT_BOLD") })
        #expect(
            altWarnings.allSatisfy { $0.problem.location?.file != defaultPath },
            "the default's own warnings are reported once, with the default"
        )
    }

    @Test func anAlternativeInAnotherFolderIsNotCascadedOntoThisFoldersDefault() throws {
        let withDefault = try folder(["theme_default.plist": sdThemeManagerDefaultPlist])
        let elsewhere = try folder(["theme_alt.plist": leaningAlternativePlist])
        defer { for url in [withDefault, elsewhere] { try? FileManager.default.removeItem(at: url) } }
        var registry = try ThemeRegistry([DefaultTheme.self])
        let files = try ThemeLoader.themeFiles(in: withDefault) + ThemeLoader.themeFiles(in: elsewhere)
        _ = ThemeLoader().load(files, into: &registry)
        let alone = cascade([(leaningAlternativePlist, elsewhere.appendingPathComponent("theme_alt.plist").path)])
        let loaded = try registry.resolve("theme-alt")
        #expect(loaded.tokens == (try alone.get().resolve(in: ThemeRegistry([DefaultTheme.self])).tokens))
        #expect(loaded.tokenTable.colors["COLOR_BORDER"]?.hex != "#C80028", "not the other folder's COLOR_ERROR")
    }

    @Test func withTwoAlternativesTheFirstThatDefinesAStyleOrConstantAnswers() throws {
        let first = plist(
            constants: ["COLOR_BRAND": "c:111111"],
            styles: ["Title": ["textColor": "c:AA0000"]]
        )
        let second = plist(
            constants: ["COLOR_BRAND": "c:222222", "COLOR_LINK": "c:333333"],
            styles: ["Title": ["textColor": "c:00AA00"], "Link": ["textColor": "COLOR_LINK"]]
        )
        let base = plist(
            constants: ["COLOR_BRAND": "c:444444", "COLOR_LINK": "c:555555", "COLOR_TEXT": "c:666666"],
            styles: [
                "Title": ["textColor": "c:0000AA"], "Link": ["textColor": "c:000000"],
                "Body": ["textColor": "COLOR_TEXT"],
            ]
        )
        let document = try cascade([(first, "first.plist"), (second, "second.plist"), (base, "theme_default.plist")])
            .get()
        #expect(document.id == "first")
        #expect(document.tokens.colors["COLOR_BRAND"]?.hex == "#111111", "the first alternative")
        #expect(document.tokens.colors["COLOR_LINK"]?.hex == "#333333", "the second, which the first lacks")
        #expect(document.tokens.colors["COLOR_TEXT"]?.hex == "#666666", "the default, which both lack")
        let styles = Dictionary(uniqueKeysWithValues: document.styles.map { ($0.name, $0) })
        #expect(styles["Title"]?.properties == [StyleProperty("textColor", .color(try ThemeColor(hex: "AA0000")))])
        #expect(styles["Link"]?.properties == [StyleProperty("textColor", .token(.color, "COLOR_LINK"))])
        #expect(styles["Body"]?.properties == [StyleProperty("textColor", .token(.color, "COLOR_TEXT"))])

        // The order matters: the second alternative first answers with its own.
        let swapped = try cascade([(second, "second.plist"), (first, "first.plist"), (base, "theme_default.plist")])
            .get()
        #expect(swapped.tokens.colors["COLOR_BRAND"]?.hex == "#222222")
        let swappedTitle = swapped.styles.first { $0.name == "Title" }
        #expect(swappedTitle?.properties == [StyleProperty("textColor", .color(try ThemeColor(hex: "00AA00")))])
    }

    /// SDThemeManager writes the short forms with a space: `s: nome_stile1,nome_stile2`,
    /// `f: nome_font, font_size`, `c: stringa_colore`. The space changes nothing.
    @Test func shortFormsWithSpacesMeanWhatTheLongFormsMean() throws {
        let constants = ["FONT_BOLD": "systemBold", "DIMENSION_FONT": "18"]
        let spaced = plist(
            constants: constants,
            styles: [
                "A": ["textColor": "c: FF8800", "font": "f: FONT_BOLD, DIMENSION_FONT", "label": "s: B, C"],
                "B": ["textColor": "color: 0F0", "font": "font: system, 12"], "C": ["tintColor": "c: 00FF0080"],
            ]
        )
        let plain = plist(
            constants: constants,
            styles: [
                "A": ["textColor": "color:FF8800", "font": "font:FONT_BOLD,DIMENSION_FONT", "label": "style:B,C"],
                "B": ["textColor": "c:0F0", "font": "f:system,12"], "C": ["tintColor": "c:00FF0080"],
            ]
        )
        let spacedReport = cascade([(spaced, "spaced.plist")])
        let problems = spacedReport.warnings.filter { $0.problem.code != .inheritedValues }
        #expect(problems.isEmpty, "\(problems)")
        let spacedStyles = try spacedReport.get().styles
        #expect(spacedStyles == (try cascade([(plain, "plain.plist")]).get().styles))
        let a = try #require(spacedStyles.first { $0.name == "A" })
        #expect(a.properties.contains(StyleProperty("textColor", .color(try ThemeColor(hex: "#FF8800")))))
        #expect(a.properties.contains(StyleProperty("label", .styles(["B", "C"]))))
        let b = try #require(spacedStyles.first { $0.name == "B" })
        #expect(b.properties.contains(StyleProperty("font", .font(FontDescriptor(size: 12)))))
    }
}
