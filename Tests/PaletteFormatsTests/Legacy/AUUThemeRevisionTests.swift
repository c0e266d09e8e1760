import Palette
import PaletteFormats
import Testing

/// A theme in the shape of AUUTheme's first revision (February 2017): `com.auu.theme…`
/// identifiers, images with `type`, `name`, `width` and `height`, where 1 is an image bundled with
/// the app and 0 a file beside the theme's JSON.
private let firstRevisionTheme = """
    {
      "colors": {
        "com.auu.themecolor.background": "0x101010",
        "com.auu.themecolor.textcolor": "0xF0F0F0"
      },
      "images": {
        "com.auu.themeimage.avatar": { "type": 0, "name": "avatar.jpg", "width": 72, "height": 90 },
        "com.auu.themeimage.logo": { "type": 1, "name": "logo.jpg", "width": 72, "height": 90 },
        "com.auu.themeimage.banner": { "name": "banner.jpg", "width": 320, "height": 90 }
      }
    }
    """

/// The same images written as the revision AUUTheme's documentation describes: types 2 and 3 tell it apart.
private let laterTheme = """
    {
      "colors": { "color": "FFFFFF", "color.text": "363535" },
      "images": {
        "image.head.head1": { "type": 0, "name": "7.jpeg" },
        "image.head.head2": { "type": 1, "name": "8.jpg" },
        "image.background.navbar": { "type": 2, "color": "ffffff" },
        "image.head.head3": { "type": 3, "path": "https://example.com/h.jpg" }
      }
    }
    """

struct AUUThemeRevisionTests {
    private func importing(
        _ text: String,
        as types: AUUThemeImporter.ImageTypes = .detect
    ) -> DecodingReport<ThemeDocument> {
        AUUThemeImporter().decode(Array(text.utf8), file: "theme.json", options: ImportOptions(auuImageTypes: types))
    }

    private func interpretations(_ report: DecodingReport<ThemeDocument>) -> [(what: String, meaning: String)] {
        report.warnings.compactMap {
            $0.problem.code == .interpreted ? ($0.values[0], $0.values[1]) : nil
        }
    }

    @Test func theFirstRevisionIsToldByItsImageSizesAndReadTheOtherWayRound() throws {
        let report = importing(firstRevisionTheme)
        let images = try report.get().tokens.values(of: ImageAsset.self)
        #expect(images["com.auu.themeimage.avatar"] == .file(path: "avatar.jpg"), "0 was a file then")
        #expect(images["com.auu.themeimage.logo"] == .bundled(name: "logo.jpg"), "1 was a bundled image then")
        #expect(images["com.auu.themeimage.banner"] == .file(path: "banner.jpg"), "no type was 0, a file")
        let notes = interpretations(report)
        #expect(notes.count == 1)
        #expect(notes.first?.what == "image types 0 and 1")
        #expect(notes.first?.meaning.contains("first revision (before 2017-02-27)") == true)
        #expect(notes.first?.meaning.contains("--from auu-later") == true)
    }

    @Test func aFileWithLaterFeaturesReadsTypesAsDocumentedWithoutANote() throws {
        let report = importing(laterTheme)
        let images = try report.get().tokens.values(of: ImageAsset.self)
        #expect(images["image.head.head1"] == .bundled(name: "7.jpeg"))
        #expect(images["image.head.head2"] == .file(path: "8.jpg"))
        #expect(interpretations(report).isEmpty)
        // Later features win over the first revision's marks.
        let both = #"{"images": {"a": {"type": 0, "name": "a.png", "width": 4}, "b": {"type": 2, "color": "fff"}}}"#
        #expect(try importing(both).get().tokens[ImageAsset.self, "a"] == .bundled(name: "a.png"))
    }

    @Test func aFileThatDoesNotTellIsReadAsDocumentedAndSaysHowToForceTheOther() throws {
        let plain = #"{"colors": {"color.text": "363535"}, "images": {"logo": {"type": 1, "name": "logo.png"}}}"#
        let report = importing(plain)
        #expect(try report.get().tokens[ImageAsset.self, "logo"] == .file(path: "logo.png"))
        let note = try #require(interpretations(report).first)
        #expect(note.meaning.contains("nothing in the file tells its revision"))
        #expect(note.meaning.contains("--from auu-first"))
        let forced = importing(plain, as: .firstRevision)
        #expect(try forced.get().tokens[ImageAsset.self, "logo"] == .bundled(name: "logo.png"))
        #expect(interpretations(forced).isEmpty, "a forced reading needs no note")
        #expect(
            try importing(firstRevisionTheme, as: .later).get().tokens[ImageAsset.self, "com.auu.themeimage.logo"]
                == .file(path: "logo.jpg")
        )
    }

    @Test func the2018RevisionsFileImagesAndColourObjectsAreRead() throws {
        let eighteen = """
            {
              "colors": { "color": "c6ddfa", "color.text.subtitle": { "hex": "6b6b6d" } },
              "images": { "image.banner": { "file": "banner@2x.png" }, "image": { "name": "3.jpg" } }
            }
            """
        let report = importing(eighteen)
        let document = try report.get()
        #expect(document.tokens[ThemeColor.self, "color.text.subtitle"]?.hex == "#6B6B6D")
        #expect(document.tokens[ImageAsset.self, "image.banner"] == .file(path: "banner@2x.png"))
        #expect(document.tokens[ImageAsset.self, "image"] == .bundled(name: "3.jpg"))
        #expect(interpretations(report).isEmpty)
        #expect(!report.warnings.contains { $0.problem.location?.path.contains("banner") == true })
    }

    @Test func jsonWithNoAUUThemeSectionIsNotAnAUUThemeTheme() throws {
        let report = importing(##"{"color": {"primary": {"$type": "color", "$value": "#FF0000"}}}"##)
        #expect(report.value == nil)
        #expect(
            report.errors.first?.message
                == "not an AUUTheme theme (an object with 'colors', 'images' or 'appearance'): it looks like DTCG design tokens (tokens with '$value')"
        )
    }
}
