import Foundation
import Palette
import PaletteTestSupport
import Testing

struct ImageAssetTests {
    @Test(arguments: [
        "/etc/passwd", "../secret.png", "images/../../up.png", "a\\b.png", "", "~/x.png", "C:/x.png", "a\u{0}b",
    ])
    func filePathsCannotLeaveTheThemeFolder(path: String) {
        #expect(throws: ThemeError.self) { try ImageAsset.file(relativePath: path) }
    }

    @Test func filePathsAreNormalised() throws {
        #expect(try ImageAsset.file(relativePath: "./images/./bg.png") == .file(path: "images/bg.png"))
    }

    @Test(arguments: ["ftp://example.com/a.png", "javascript:alert(1)", "not a url", "https://"])
    func onlyWebURLsAreRemoteImages(text: String) {
        #expect(throws: ThemeError.self) { try ImageAsset.remote(string: text) }
    }

    @Test func imageTokensFallBackLikeColourTokens() {
        let theme = ResolvedTheme(AUUThemeImagesTheme())
        #expect(theme.image("image.background.navbar").asset == .solidColor(.white))
        #expect(
            theme.resolution(ImageToken.self, at: "image.head.head2")?.resolvedPath == "image",
            "no image.head: up to the root"
        )
        #expect(theme.image("image.head.head2").asset == .bundled(name: "3.jpg"))
        #expect(theme.image("image.head.head1").asset == .bundled(name: "7.jpeg"))
        guard case .remote(let url) = theme.image("image.head.head3").asset else {
            Issue.record("AUUTheme's type 3 is a remote image")
            return
        }
        #expect(url.host == "diy.qqjay.com")
        let none = ResolvedTheme(DefaultTheme()).image("image.logo")
        #expect(none.asset == .solidColor(.clear), "the documented fallback: nothing visible")
        #expect(
            ResolvedTheme(DefaultTheme()).image(ImageToken("image.logo", fallback: .bundled(name: "logo"))).asset
                == .bundled(name: "logo")
        )
    }
}

struct ThemeImageFileTests {
    @Test func aSymbolicLinkCannotLeadOutOfTheFolder() throws {
        let folder = try ImageFixtures.themeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("escape"),
            withDestinationURL: URL(fileURLWithPath: "/etc")
        )
        let image = ThemeImage(asset: .file(path: "escape/hostname"), folder: folder)
        #expect(throws: ThemeError.self) { try image.fileURL() }
        #expect(throws: ThemeError.self) { try ThemeImage(asset: .file(path: "x.png")).fileURL() }
    }

    @Test func remoteImagesAreFetchedOnlyByTheAppsLoader() async throws {
        struct Loader: ThemeImageLoader {
            func data(for url: URL) async throws -> Data { Data(url.absoluteString.utf8) }
        }
        let hero = ThemeImage(asset: try .remote(string: "https://example.com/hero.jpg"))
        #expect(try await hero.data() == nil)
        #expect(try await hero.data(loader: Loader()) == Data("https://example.com/hero.jpg".utf8))
    }

    @Test func badImagesInADocumentAreErrorsWithTheirPlace() {
        let json =
            ##"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"images": {"a": {"file": "../up.png"}, "b": {"picture": "x"}, "c": {"url": "file:///etc/passwd"}, "d": {"bundled": "x", "file": "y"}}}}"##
        let report = ThemeDocument.decode(json: Array(json.utf8))
        #expect(
            report.errors.map { $0.location?.path } == [
                "tokens.images.a.file", "tokens.images.b.picture", "tokens.images.c.url", "tokens.images.d",
            ]
        )
        #expect(report.errors[0].message.contains("outside the theme's folder"))
    }
}
