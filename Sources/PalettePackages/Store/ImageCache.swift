import Foundation
import Palette

/// The disk cache of remote theme images, in the install root's `.images` folder: one file per
/// URL, named by the SHA-256 of the URL, kept within ``PackageLimits/maximumImageCacheSize`` bytes by
/// removing the images used least recently.
struct ImageCache: Sendable {
    let folder: URL
    let limits: PackageLimits

    init(root: URL, limits: PackageLimits) {
        folder = root.appendingPathComponent(".images", isDirectory: true)
        self.limits = limits
    }

    /// The file an image of `url` is kept in.
    func file(for url: URL) -> URL {
        folder.appendingPathComponent(SHA256.hex(of: Data(url.absoluteString.utf8)))
    }

    /// The cached bytes of `url`, marked as used now; `nil` when it is not cached.
    func data(for url: URL) -> Data? {
        let file = file(for: url)
        guard let bytes = try? FileReading.read(file, limit: limits.maximumImageSize) else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        return Data(bytes)
    }

    /// Moves a downloaded image into the cache, then trims the cache to its size.
    func keep(_ downloaded: URL, for url: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = file(for: url)
        if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
        try FileManager.default.moveItem(at: downloaded, to: target)
        trim()
    }

    /// Removes the images used least recently until the cache fits its size.
    func trim() {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys)) ?? []
        var entries = files.compactMap { url -> (url: URL, size: Int, used: Date)? in
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { return nil }
            return (url, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
        var total = entries.reduce(0) { $0 + $1.size }
        entries.sort { $0.used < $1.used }
        for entry in entries where total > limits.maximumImageCacheSize {
            try? FileManager.default.removeItem(at: entry.url)
            total -= entry.size
        }
    }
}
