import Foundation

/// Files for tests of images in themes.
package enum ImageFixtures {
    /// A new temporary theme folder holding one image, `images/header.png` (the bytes `PNG`);
    /// the caller removes it.
    package static func themeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palette-images-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("images"),
            withIntermediateDirectories: true
        )
        try Data("PNG".utf8).write(to: folder.appendingPathComponent("images/header.png"))
        return folder
    }
}
