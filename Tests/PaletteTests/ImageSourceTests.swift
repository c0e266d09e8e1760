import Foundation
import Palette
import Testing

/// `ThemeImage.source()`: the neutral logic under `UIImage.palette(_:)` and `NSImage.palette(_:)`.
struct ImageSourceTests {
    private func folder(withFile name: String, bytes: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-image-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x89, count: bytes).write(to: folder.appendingPathComponent(name))
        return folder
    }

    @Test func bundledColourAndRemoteImagesNeedNoFile() throws {
        let url = try #require(URL(string: "https://example.com/header.png"))
        #expect(try ThemeImage(asset: .bundled(name: "Header")).source() == .named("Header"))
        #expect(try ThemeImage(asset: .solidColor(.white)).source() == .color(.white))
        #expect(try ThemeImage(asset: .remote(url)).source() == .remote(url))
    }

    @Test func aFileInTheThemesFolderIsReadThroughTheBoundedReader() throws {
        let folder = try folder(withFile: "header.png", bytes: 64)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = ThemeImage(asset: .file(path: "header.png"), folder: folder)
        #expect(try image.source() == .data(Data(repeating: 0x89, count: 64)))
        var limits = ThemeLimits.default
        limits.maximumImageSize = 63
        #expect {
            try image.source(limits: limits)
        } throws: { error in
            guard let error = error as? ThemeError, error.code == .inputTooLarge else { return false }
            return error.size == 64 && error.limit == 63 && error.location?.file?.hasSuffix("header.png") == true
        }
    }

    @Test func aMissingFileSaysSoAndNamesIt() throws {
        let folder = try folder(withFile: "other.png", bytes: 1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = ThemeImage(asset: .file(path: "header.png"), folder: folder)
        #expect {
            try image.source()
        } throws: { error in
            let error = error as? ThemeError
            return error?.message.contains("no such file") == true
                && error?.location?.file?.hasSuffix("header.png") == true
        }
    }

    @Test func aFileOutsideTheFolderOrWithoutOneIsRefused() throws {
        #expect(throws: ThemeError.self) { try ThemeImage(asset: .file(path: "../secret.png"), folder: nil).source() }
        #expect(throws: ThemeError.self) { try ThemeImage(asset: .file(path: "header.png"), folder: nil).source() }
    }
}
