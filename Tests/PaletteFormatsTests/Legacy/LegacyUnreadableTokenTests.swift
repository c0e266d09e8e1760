import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// The legacy readers tell an entry they could not read, and left out, by the one rule
/// (``UnreadableToken``) the DTCG reader uses: each such entry is one warning at it that names it,
/// what they convert with a certain meaning stays a warning of another kind, and a file of which
/// nothing could be read is an error.
struct LegacyUnreadableTokenTests {
    /// A legacy file with some entries that cannot be read.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let format: ThemeFileFormat
        let file: String
        /// Entries that can be read, and some that cannot.
        let mixed: String
        /// The paths of the entries of `mixed` that cannot be read, as their warnings name them.
        let unreadable: Set<String>
        /// A file none of whose entries can be read.
        let nothing: String

        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "AUUTheme",
            format: .auutheme,
            file: "bad.json",
            mixed: """
                {"colors": {"color.background": "ffffff", "color.text": "zzzzzz", "color.tint": 16711680,
                            "": "000000"},
                 "images": {"logo": {"type": 1, "name": "../../secret.png"}, "icon": {"type": 0, "name": "icon"},
                            "odd": {"type": 9, "name": "x"}},
                 "appearance": {"segment": {"titlecolor": "nothex", "alpha": 0.5}},
                 "author": "me"}
                """,
            unreadable: ["color.text", "color.tint", "", "logo", "odd", "segment.titlecolor"],
            nothing: ##"{"colors": {"color.text": "zzzzzz", "color.tint": 5}}"##
        ),
        Case(
            name: "SwiftTheme",
            format: .swifttheme,
            file: "Night.json",
            mixed: """
                {"UIStatusBarStyle": "{LightContent}",
                 "Global": {"backgroundColor": "#FFFFFF", "textColor": "#GG0000", "shown": true,
                            "iconImage": "../../secret.png", "tabIcon": "tab"}}
                """,
            unreadable: ["Global.textColor", "Global.shown", "Global.iconImage"],
            // A SwiftTheme file has a colour or a status bar style: here one whose key path is too long.
            nothing:
                ##"{"Global": {"backgroundColor": "#GGGGGG", "\##(String(repeating: "a", count: 5_000))": "#FFFFFF"}}"##
        ),
        Case(
            name: "SDThemeManager",
            format: .giotto,
            file: "theme_default.plist",
            mixed: """
                <plist><dict>
                <key>formatVersion</key><integer>2</integer>
                <key>Constants</key><dict>
                  <key>COLOR_BACKGROUND</key><string>c:FFFFFF</string>
                  <key>COLOR_BAD</key><string>c:ZZZZZZ</string>
                  <key>COLOR_ALIAS</key><string>COLOR_BAD</string>
                  <key>COLOR_LOOP_A</key><string>COLOR_LOOP_B</string>
                  <key>COLOR_LOOP_B</key><string>COLOR_LOOP_A</string>
                  <key>FONT_TITLE</key><string>f:systemBold,huge</string>
                </dict>
                <key>Labels</key><dict>
                  <key>Title</key><dict>
                    <key>textColor</key><string>COLOR_BACKGROUND</string>
                    <key>tintColor</key><string>COLOR_ALIAS</string>
                    <key>frame</key><string>rect:0,0,10</string>
                    <key>shadowColor</key><string>COLOR_UNDEFINED</string>
                  </dict>
                  <key>Broken</key><string>plain</string>
                </dict>
                </dict></plist>
                """,
            unreadable: [
                "COLOR_BAD", "COLOR_ALIAS", "COLOR_LOOP_A", "COLOR_LOOP_B", "FONT_TITLE", "Title.tintColor",
                "Title.frame", "Broken",
            ],
            nothing: """
                <plist><dict><key>formatVersion</key><integer>2</integer>
                <key>Constants</key><dict><key>COLOR_BAD</key><string>c:ZZZZZZ</string></dict></dict></plist>
                """
        ),
    ]

    /// The path each warning says was not imported.
    static func paths(_ warnings: [ThemeWarning]) -> Set<String> {
        Set(
            warnings.compactMap { warning in
                guard let reason = warning.problem.reason, reason.hasSuffix("' was not imported"),
                    let open = reason.dropLast("' was not imported".count).lastIndex(of: "'")
                else { return nil }
                return String(reason[reason.index(after: open)..<reason.index(reason.endIndex, offsetBy: -18)])
            }
        )
    }

    @Test(arguments: cases)
    func everyEntryThatCannotBeReadIsOneUnreadableTokenAtItsPlace(_ legacy: Case) throws {
        let report = legacy.format.decode(Array(legacy.mixed.utf8), file: legacy.file)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.value != nil, "the rest is read")
        let unreadable = report.unreadableTokens
        #expect(Self.paths(unreadable) == legacy.unreadable, "\(unreadable)")
        #expect(unreadable.count == legacy.unreadable.count, "one warning each: \(unreadable)")
        for warning in unreadable {
            #expect(warning.problem.location?.file == legacy.file, "\(warning)")
            #expect(warning.problem.location?.line != nil, "at its line: \(warning)")
        }
    }

    @Test func whatALegacyReaderConvertsWithACertainMeaningIsNoUnreadableToken() throws {
        let auu = ThemeFileFormat.auutheme.decode(
            Array(##"{"colors": {"color.text": "ffffff", "color": "ff0000",}, "author": "me"}"##.utf8),
            file: "fallback.json"
        )
        #expect(auu.value != nil)
        #expect(auu.unreadableTokens.isEmpty, "\(auu.unreadableTokens)")
        let codes = Set(auu.warnings.map(\.problem.code))
        #expect(codes.isSuperset(of: [.malformedInput, .unknownKey, .inheritedValues, .unsupported]), "\(codes)")

        let swift = ThemeFileFormat.swifttheme.decode(
            Array(##"{"UIStatusBarStyle": "{LightContent}", "Global": {"backgroundColor": "#FFF"}}"##.utf8),
            file: "Day.json"
        )
        #expect(swift.value != nil)
        #expect(!swift.warnings.isEmpty, "text in braces is kept, with a warning")
        #expect(swift.unreadableTokens.isEmpty, "\(swift.unreadableTokens)")

        let giotto = ThemeFileFormat.giotto.decode(
            Array(
                """
                <plist><dict><key>COLOR_TEXT</key><string>c:333333</string>
                <key>COLOR_SIZE</key><integer>12</integer></dict></plist>
                """.utf8
            ),
            file: "first.plist"
        )
        #expect(giotto.value != nil, "\(giotto.errors)")
        #expect(giotto.warnings.contains { $0.problem.code == .interpreted }, "the first format is read as Constants")
        #expect(
            giotto.warnings.contains { $0.problem.code == .typeMismatch },
            "a COLOR_ number is kept, with a warning"
        )
        #expect(giotto.unreadableTokens.isEmpty, "\(giotto.unreadableTokens)")
    }

    @Test(arguments: cases)
    func aFileWithNothingReadableIsAnErrorThatCountsWhatWasLeftOut(_ legacy: Case) {
        let report = legacy.format.decode(Array(legacy.nothing.utf8), file: legacy.file)
        #expect(report.value == nil)
        #expect(report.errors.map(\.message).contains { $0.contains("nothing in this file could be read") })
        #expect(!report.unreadableTokens.isEmpty, "each is still listed: \(report.warnings)")
    }

    @Test(arguments: cases)
    func theLoaderLoadsTheRestAndReturnsTheSkippedEntriesAsWarnings(_ legacy: Case) throws {
        let folder = try TokenSetFixtures.Folder([legacy.file: legacy.mixed])
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().load([folder(legacy.file)], into: &registry)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs.count == 1)
        #expect(Self.paths(report.unreadableTokens) == legacy.unreadable, "\(report.unreadableTokens)")
        #expect(report.files.first?.readNothing == false)
    }

    /// The real themes in `../shared` that Palette reads whole; Giotto's example `theme_2.plist` read
    /// alone is not one: its fonts name `DIMENSION_FONT_COMMON`, which only its default file defines.
    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared"))
    func realLegacyThemesHaveNothingThatCannotBeRead() throws {
        var read = 0
        for folder in [
            "legacy/auutheme", "legacy/giotto", "real-world/auu", "real-world/sdtheme", "real-world/swifttheme",
        ] {
            let url = SharedFixtures.url("fixtures/" + folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
                let bytes = Array(try Data(contentsOf: url.appendingPathComponent(name)))
                let format: ThemeFileFormat =
                    folder.hasSuffix("auu") || folder.hasSuffix("auutheme")
                    ? .auutheme : folder.hasSuffix("swifttheme") ? .swifttheme : .giotto
                let report = format.decode(bytes, file: name)
                let paths = Self.paths(report.unreadableTokens)
                if name.hasSuffix("Example-Giotto-theme_2.plist") && name.contains("ba22721") {
                    #expect(
                        paths == ["CommonLabel.font", "CommonBoldLabel.font", "CommonTextualButton.titleLabel.font"]
                    )
                } else {
                    #expect(report.errors.isEmpty && paths.isEmpty, "\(name): \(report.unreadableTokens)")
                }
                read += 1
            }
        }
        #expect(read >= 20)
        // Read as the cascade it is, the alternative theme reads whole.
        let sdtheme = SharedFixtures.url("fixtures/real-world/sdtheme")
        let cascade = try ["theme_2", "theme_default"].map { name in
            let file = "SysdataSpA-Giotto@ba22721-Example-Giotto-\(name).plist"
            return (Array(try Data(contentsOf: sdtheme.appendingPathComponent(file))), file)
        }
        let report = GiottoImporter().decode(files: cascade)
        #expect(report.value != nil && report.unreadableTokens.isEmpty, "\(report.unreadableTokens)")
    }

    @Test func aConstantThatCannotBeReadIsNamedWhereverItIsUsed() throws {
        let report = ThemeFileFormat.giotto.decode(Array(Self.cases[2].mixed.utf8), file: "theme_default.plist")
        let alias = try #require(
            report.unreadableTokens.first { $0.problem.reason?.hasSuffix("'COLOR_ALIAS' was not imported") == true }
        )
        #expect(alias.problem.reason?.contains("unresolved reference 'COLOR_BAD'") == true, "\(alias)")
        #expect(alias.problem.location?.line == 6, "at the alias, not at what it names: \(alias)")
        let tint = try #require(
            report.unreadableTokens.first { $0.problem.reason?.hasSuffix("'Title.tintColor' was not imported") == true }
        )
        #expect(tint.problem.reason?.contains("'COLOR_ALIAS'") == true, "\(tint)")
        // Still a plain warning: the property is kept and follows the token if a theme defines it.
        #expect(
            report.warnings.contains {
                $0.problem.code == .unresolvedReference && $0.problem.subject == "COLOR_UNDEFINED"
            }
        )
        let styles = try #require(report.value?.styles)
        let title = try #require(styles.first { $0.name == "Title" })
        #expect(title.properties.map(\.key) == ["textColor", "shadowColor"])
    }
}
