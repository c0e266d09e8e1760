import Foundation
import Palette
import PaletteFormats
import Testing

/// What AUUTheme files hold besides the documentation's example: extra keys, keys given twice, free-form
/// image fields, unreadable colours, `__default__` images, hand-written JSON.
struct AUUThemeFileTests {
    private func importing(_ text: String) -> DecodingReport<ThemeDocument> {
        AUUThemeImporter().decode(Array(text.utf8), file: "file.json")
    }

    private func theme(_ text: String) throws -> ResolvedTheme {
        try importing(text).get().resolve(in: ThemeRegistry([DefaultTheme.self]))
    }

    private func places(_ warnings: [ThemeError], _ kind: String) -> [String] {
        warnings.filter { "\($0)".contains(kind) || $0.message.contains(kind) }.compactMap { warning in
            guard let location = warning.location, let line = location.line, let column = location.column else {
                return nil
            }
            return "\(line):\(column)"
        }
    }

    @Test(arguments: [
        #"{"name": "Purple", "colors": {"color.text": "363535"}}"#,
        #"{"version": 2, "images": {"image": {"name": "3.jpg"}}}"#,
        #"{"appearance": {"appearance.segment": {"background": "ffffff"}}, "author": "me"}"#,
    ])
    func aFileWithOtherTopLevelKeysIsStillAnAUUThemeFile(file: String) throws {
        #expect(ThemeFileFormat.detect(Array(file.utf8)) == .auutheme)
        let report = importing(file)
        _ = try report.get()
        let unknown = report.warnings.compactMap { warning -> String? in
            warning.problem.code == .unknownKey ? warning.problem.subject : nil
        }
        #expect(unknown.count == 1, "the other key is reported")
    }

    @Test func dtcgTokensUnderAColorsGroupAreStillDTCG() {
        let file = ##"{"colors": {"red": {"$type": "color", "$value": "#ff0000"}}, "name": "x"}"##
        #expect(ThemeFileFormat.detect(Array(file.utf8)) == .dtcg)
        #expect(ThemeFileFormat.detect(Array(#"{"name": "x", "todo": []}"#.utf8)) == nil)
    }

    @Test func aKeyGivenTwiceIsReportedWhereItIsGivenAgainAndTheLastCounts() throws {
        let file = """
            {"colors": {
              "color": "ff0000",
              "color": "00ff00",
              "color.title": "111111",
              "color.title": "not a colour"
            },
            "images": {
              "logo": {"type": 0, "name": "a.png"},
              "logo": {"type": 0, "name": "b.png", "name": "c.png"}
            }}
            """
        let report = importing(file)
        #expect(places(report.warnings.map(\.problem), "defined again") == ["3:3", "5:3", "9:3", "9:40"])
        let first = report.warnings.first { $0.problem.message.contains("defined again") }
        #expect(first?.problem.message == "'color' is defined again: this replaces the definition in 'colors' at 2:3")
        let theme = try theme(file)
        #expect(theme.color("color").hex == "#00FF00")
        #expect(
            theme.color("color.title").hex == "#00FF00",
            "the last 'color.title' is unreadable, so AUUTheme falls back to 'color'"
        )
        #expect(theme.image("logo").asset == .bundled(name: "c.png"))
    }

    @Test func imageEntriesMayCarryAnyOtherField() throws {
        let file = """
            {"images": {
              "image.logo": {"type": 0, "name": "logo.png", "comment": "header", "size": [40, 40]},
              "image.banner": {"type": 3, "path": "https://example.com/b.png", "name": "banner"},
              "image.arrow": {"color": "a040ad", "note": "tinted"}
            }}
            """
        let report = importing(file)
        let notes = report.warnings.filter { $0.problem.location?.path.hasPrefix("images") == true }
        #expect(notes.isEmpty, "\(notes)")
        let theme = try theme(file)
        #expect(theme.image("image.logo").asset == .bundled(name: "logo.png"))
        #expect(theme.image("image.banner").asset == .remote(try #require(URL(string: "https://example.com/b.png"))))
    }

    @Test func anImageWithoutATypeThatGivesTwoImageFieldsSaysWhichIsIgnored() throws {
        let file = """
            {"images": {
              "image.head": {"name": "head.png", "path": "https://example.com/h.png"}
            }}
            """
        let report = importing(file)
        let notes = report.warnings.filter { $0.problem.location?.path.hasPrefix("images") == true }
        #expect(notes.count == 1)
        #expect(notes.first?.problem.location?.path == #"images["image.head"].name"#)
        #expect(notes.first?.problem.message.contains("'name' is ignored") == true)
        #expect(
            try report.get().tokens[ImageAsset.self, "image.head"]
                == .remote(try #require(URL(string: "https://example.com/h.png")))
        )
    }

    /// AUUTheme's `colorWithIdentifier:`: a colour string `colorWithHexString` cannot read is
    /// passed over for the parent identifier (`?: [self superColorWithColors:…]`).
    @Test func anUnreadableColourFallsBackToItsParentIdentifierWithAWarning() throws {
        let file = """
            {"colors": {
              "__default__": "00ff00",
              "color": "ff0000",
              "color.title": "7c7878",
              "color.title.large": "not a colour",
              "shadow": "#12"
            }}
            """
        let report = importing(file)
        #expect(places(report.warnings.map(\.problem), "invalid colour") == ["5:24", "6:13"])
        let theme = try theme(file)
        #expect(theme.resolution(ColorToken.self, at: "color.title.large")?.resolvedPath == "color.title")
        #expect(theme.color("color.title.large").hex == "#7C7878")
        #expect(
            theme.resolution(ColorToken.self, at: "shadow")?.resolvedPath == "__default__",
            "no parent: '__default__'"
        )
    }

    /// AUUTheme: images are looked up "类似的流程", as colours are, so `__default__` answers an image
    /// identifier whose every parent is missing.
    @Test func aDefaultImageAnswersWhatNoIdentifierDefines() throws {
        let file = """
            {"colors": {"__default__": "00ff00"},
             "images": {
               "__default__": {"type": 0, "name": "placeholder.png"},
               "image.head": {"type": 0, "name": "head.png"}
             }}
            """
        let theme = try theme(file)
        #expect(theme.image("image.head.large").asset == .bundled(name: "head.png"))
        #expect(theme.resolution(ImageToken.self, at: "avatar.large")?.resolvedPath == "__default__")
        #expect(theme.image("avatar.large").asset == .bundled(name: "placeholder.png"))
        #expect(theme.color("avatar.large").hex == "#00FF00", "colours keep their own '__default__'")
    }

    @Test func everyCommentIsAcceptedAndTheWarningSaysWhereTheFirstIs() throws {
        let file = """
            {
              // the brand
              "colors": { "color": "ff0000", /* red */ "color.text": "000000", },
            }
            """
        let report = importing(file)
        let notes = report.warnings.filter { $0.problem.message.contains("trailing commas") }
        #expect(notes.count == 1)
        #expect(notes.first?.problem.message.contains("(first at 2:3)") == true)
        #expect(try report.get().tokens[ThemeColor.self, "color.text"] == .black)
    }
}
