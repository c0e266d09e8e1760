import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

/// Images in theme files: found beside the file ``ThemeLoader`` read them from, and written by
/// every exporter.
struct ImageFormatTests {
    @Test func aDocumentsImagesAreFoundInItsFolder() async throws {
        let folder = try ImageFixtures.themeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json =
            ##"{"formatVersion": 1, "id": "img", "extends": "default", "tokens": {"images": {"image.header": {"file": "images/header.png"}, "image.logo": {"bundled": "logo"}, "image.fill": {"color": "#FF0000"}, "image.hero": {"url": "https://example.com/hero.jpg"}}}}"##
        try Data(json.utf8).write(to: folder.appendingPathComponent("img.json"))
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().loadDirectory(folder, into: &registry)
        #expect(report.errors.isEmpty, "\(report.errors)")
        let theme = try registry.resolve("img")
        let header = theme.image("image.header")
        #expect(try header.fileURL()?.lastPathComponent == "header.png")
        #expect(try await header.data() == Data("PNG".utf8))
        #expect(theme.image("image.fill").asset == .solidColor(ThemeColor(red8: 0xFF, green8: 0, blue8: 0)))
        #expect(try await theme.image("image.logo").data() == nil, "the platform loads bundled images")
    }

    @Test func imagesSurviveEveryExport() throws {
        let theme = ResolvedTheme(AUUThemeImagesTheme())
        let document = try ThemeDocument(json: ThemeDocument(theme).jsonString)
        #expect(document.tokens.values(of: ImageAsset.self) == theme.tokens.values(of: ImageAsset.self))
        let dtcg = try DTCGImporter().decode(Array(DTCGExporter().export(theme).utf8), options: .asDeclared).get()
        #expect(dtcg.tokens.values(of: ImageAsset.self) == theme.tokens.values(of: ImageAsset.self))
        let css = CSSExporter().export([theme])
        #expect(css.contains("--palette-image-background-navbar: linear-gradient(#FFFFFF, #FFFFFF);"))
        #expect(css.contains("/* image: bundled image '3.jpg' has no web form */"))
        let swift = try SwiftSourceExporter(typeName: "Images").export(theme)
        #expect(swift.contains("fileprivate let _PaletteValues0: [Palette.ImageAsset] = ["))
        #expect(swift.contains(".bundled(name: \"7.jpeg\")"))
        #expect(GeneratedTablesTests.pool("_PalettePaths", in: swift).contains("image.head.head1"))
    }
}
