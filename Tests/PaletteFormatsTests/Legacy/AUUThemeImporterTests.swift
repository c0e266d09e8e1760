import Foundation
import PaletteFormats
import Testing

@testable import Palette

/// AUUTheme's example theme file, as its documentation prints it, with the deviations real files have.
let auuThemeExampleFile = """
    // Written by hand, as AUUTheme themes are.
    {
        "colors": {
            "color" : "FFFFFF",
            "color.background" : "ffffff",
            "color.background.viewcontroller": "ffffff",
            "color.background.tableview": "0xffffff",
            "color.text" : "363535",
            "color.text.normal": "363535",
            "color.text.hightlighted" : "a040ad",
            "color.text.selected" : "#a040ad",
            "color.text.title" : "5e5b5b",
            "color.text.subtitle" : "7c7878",
            "__default__": "00ff00",
        },
        "images": {
            "image": { "type": 0, "name": "3.jpg" },
            "image.background.navbar" : { "type": 2, "color": "ffffff" },
            "image.refresh.arrow" : { "color": "a040ad", "type": 2 },
            "image.head.head1": { "type": 0, "name": "7.jpeg" },
            "image.head.head2": { "type": 1, "name": "images/8.jpg" },
            "image.head.head3": { "type" : 3, "path" : "http://diy.qqjay.com/u2/2014/0610/dd7df7e069995cf7dcdf5971592632d2.jpg" },
            "image.head.head4": { "path" : "https://example.com/4.jpg" },
            "image.head.head5": { "name" : "5.jpg" }
        },
        "appearance" : {
            "appearance.segment" : {
                "background" : "ffffff",
                "titlecolor" : "363535",
                "indicatorColor" : "363535",
                "selectedTitleColor" : "a040ad",
                "bottomBorder" : "363535"
            }
        }
    }
    """

struct AUUThemeImporterTests {
    private func importing(
        _ text: String,
        importer: AUUThemeImporter = AUUThemeImporter()
    ) -> DecodingReport<ThemeDocument> {
        importer.decode(Array(text.utf8), file: "white.json")
    }

    private func theme(_ report: DecodingReport<ThemeDocument>) throws -> ResolvedTheme {
        try report.get().resolve(in: ThemeRegistry([DefaultTheme.self]))
    }

    @Test func identifiersFallBackAsAUUThemeDescribes() throws {
        let theme = try theme(importing(auuThemeExampleFile))
        // "color.background.viewcontroll" (misspelt) -> color.background
        #expect(
            theme.resolution(ColorToken.self, at: "color.background.viewcontroll")?.resolvedPath == "color.background"
        )
        #expect(theme.color("color.text.title").hex == "#5E5B5B")
        #expect(theme.resolution(ColorToken.self, at: "color.text.caption")?.resolvedPath == "color.text")
        #expect(theme.resolution(ColorToken.self, at: "color.border.thin")?.resolvedPath == "color", "up to the top")
        #expect(theme.resolution(ColorToken.self, at: "shadow.deep")?.resolvedPath == "__default__", "then __default__")
        #expect(theme.color("shadow.deep").hex == "#00FF00")
    }

    @Test func theImportersDefaultColorIsTheManagersDefault() throws {
        let file = #"{"colors": {"color.text": "363535"}}"#
        let theme = try theme(importing(file, importer: AUUThemeImporter(defaultColor: .black)))
        #expect(theme.resolution(ColorToken.self, at: "shadow.deep")?.resolvedPath == "__default__")
        #expect(theme.color("shadow.deep") == .black)
        let withoutDefault = try self.theme(importing(file))
        #expect(withoutDefault.resolution(ColorToken.self, at: "shadow.deep") == nil)
    }

    @Test func everyColourFormAUUThemeShows() throws {
        let document = try importing(auuThemeExampleFile).get()
        #expect(document.tokens.colors["color.background.tableview"] == .white, "0xffffff")
        #expect(document.tokens.colors["color.text.selected"]?.hex == "#A040AD", "#a040ad")
        #expect(document.tokens.colors["color"] == .white, "FFFFFF")
    }

    @Test func everyImageKind() throws {
        let theme = try theme(importing(auuThemeExampleFile))
        #expect(theme.image("image").asset == .bundled(name: "3.jpg"), "type 0")
        #expect(theme.image("image.head.head2").asset == .file(path: "images/8.jpg"), "type 1")
        #expect(theme.image("image.background.navbar").asset == .solidColor(.white), "type 2")
        #expect(
            theme.image("image.head.head3").asset
                == .remote(
                    URL(string: "http://diy.qqjay.com/u2/2014/0610/dd7df7e069995cf7dcdf5971592632d2.jpg")
                        ?? URL(fileURLWithPath: "/")
                ),
            "type 3"
        )
        #expect(
            theme.image("image.head.head4").asset
                == .remote(URL(string: "https://example.com/4.jpg") ?? URL(fileURLWithPath: "/")),
            "no type, a path"
        )
        #expect(
            theme.image("image.refresh.arrow").asset == .solidColor(ThemeColor(red8: 0xA0, green8: 0x40, blue8: 0xAD)),
            "type after color"
        )
        #expect(theme.image("image.head.head5").asset == .bundled(name: "5.jpg"), "no type, a name")
        #expect(theme.image("image.head.head9").asset == .bundled(name: "3.jpg"), "falls back to 'image'")
    }

    @Test func appearanceGroupsBecomeTokenGroups() throws {
        let theme = try theme(importing(auuThemeExampleFile))
        #expect(theme.color("appearance.segment.selectedTitleColor").hex == "#A040AD")
        #expect(theme.color("appearance.segment.bottomBorder").hex == "#363535")
    }

    @Test func wellKnownIdentifiersSetRolesAndTheMappingCanChange() throws {
        let document = try importing(auuThemeExampleFile).get()
        #expect(document.palette[.background] == .white)
        #expect(document.palette[.neutral] == .white)
        #expect(document.palette[.onBackground]?.hex == "#363535")
        #expect(document.palette[.highlight]?.hex == "#A040AD", "the example's 'hightlighted'")
        #expect(document.extends == "default")
        var importer = AUUThemeImporter()
        importer.roles["color.text.title"] = [.primary]
        #expect(try importing(auuThemeExampleFile, importer: importer).get().palette[.primary]?.hex == "#5E5B5B")
    }

    @Test func messyFilesImportWithEveryProblemReported() throws {
        let file = """
            {
              "colors": { "color.text": "36353", "color.ok": "00ff00", "color.bad": 7, },
              "images": {
                "image.a": { "type": 9, "name": "x" },
                "image.b": { "type": 1, "name": "../../etc/passwd" },
                "image.c": { "type": 3, "path": "ftp://x" },
                "image.d": { "label": "?" },
                "image.ok": { "name": "ok.png" }
              },
              "themes": {}
            }
            """
        let report = importing(file)
        let document = try report.get()
        #expect(document.tokens.colors["color.ok"] != nil)
        #expect(document.tokens.images["image.ok"] == .bundled(name: "ok.png"))
        #expect(document.tokens.colors["color.text"] == nil)
        let places = report.warnings.compactMap { warning -> String? in
            guard let location = warning.problem.location, let line = location.line else { return nil }
            return "\(line):\(location.path)"
        }
        #expect(places.contains("2:colors[\"color.text\"]"))
        #expect(places.contains("2:colors[\"color.bad\"]"))
        #expect(places.contains("4:images[\"image.a\"].type"))
        #expect(places.contains("5:images[\"image.b\"].name"))
        #expect(places.contains("6:images[\"image.c\"].path"))
        #expect(places.contains("7:images[\"image.d\"]"))
        #expect(places.contains("10:themes"))
        #expect(report.warnings.contains { $0.problem.message.contains("trailing commas") })
        #expect(report.warnings.allSatisfy { $0.problem.location?.file == "white.json" })
    }

    @Test func notAnAUUThemeFileIsAnError() {
        #expect(importing("[1, 2]").errors.count == 1)
        #expect(importing("{").errors.count == 1)
        #expect(ThemeFileFormat.detect(Array(auuThemeExampleFile.utf8)) == .auutheme)
    }
}
