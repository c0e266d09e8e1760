import Foundation
import Palette
import PalettePackages
import PaletteTestSupport
import Testing

/// A test's world: a folder a ``FolderServer`` hosts packages from, and an install root.
///
/// Packages are written as `palette pack` writes them: a theme document and its images, then the
/// manifest of them all. Everything lives in one temporary folder, removed with the harness.
final class PackageHarness: Sendable {
    let scratch: URL
    let host: URL
    let root: URL
    let server: FolderServer

    /// The library's own bounds. The tests of deliberately slow servers set small timeouts of their
    /// own; every other install gets the default ones, since on a 2-core machine running the whole
    /// suite (and the build plugin's test package build beside it) a 20-file install on loopback
    /// has been seen to wait over 20 s for a thread.
    static let limits = PackageLimits.default

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("palette-packages-\(UUID().uuidString)")
        host = scratch.appendingPathComponent("host", isDirectory: true)
        root = scratch.appendingPathComponent("installs", isDirectory: true)
        try FileManager.default.createDirectory(at: host, withIntermediateDirectories: true)
        server = try FolderServer(folder: host)
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: scratch)
    }

    /// A `ThemePackages` on the install root, allowing plain HTTP (the server is loopback).
    func packages(limits: PackageLimits = PackageHarness.limits) throws -> ThemePackages {
        try ThemePackages(root: root, configuration: .init(limits: limits, allowsPlainHTTP: true))
    }

    /// Writes a package at `host/ID/`: a theme document extending `default` with `primary`, an image
    /// `images/header.png` of `imageSize` bytes, and `extra` files; then its manifest.
    ///
    /// - Returns: The manifest's URL on the server and the manifest's SHA-256.
    @discardableResult
    func publish(
        id: String = "summer",
        version: String = "1.0.0",
        primary: String = "#FF8800",
        imageSize: Int = 2_000,
        imageSeed: UInt8 = 1,
        extra: [String: Data] = [:]
    ) throws -> (url: URL, sha256: String) {
        let folder = host.appendingPathComponent(id, isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("images"),
            withIntermediateDirectories: true
        )
        let document = """
            {
              "formatVersion": 1, "id": "\(id)", "name": "\(id.capitalized)", "extends": "default",
              "palette": { "primary": "\(primary)" },
              "tokens": { "images": { "image.header": { "file": "images/header.png" } } }
            }
            """
        try Data(document.utf8).write(to: folder.appendingPathComponent("\(id).json"))
        try Self.bytes(imageSize, seed: imageSeed).write(to: folder.appendingPathComponent("images/header.png"))
        for (path, data) in extra {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try data.write(to: url)
        }
        let version = try #require(ThemePackageVersion(version))
        let manifest = try ThemePackageManifest.packing(folder, version: version, limits: Self.limits)
        return try write(manifest, in: id)
    }

    /// Writes `manifest` as the manifest of the package at `host/ID/`.
    @discardableResult
    func write(_ manifest: ThemePackageManifest, in id: String) throws -> (url: URL, sha256: String) {
        try writeManifest(Data(manifest.json.utf8), in: id)
    }

    /// Writes `bytes` as the manifest of the package at `host/ID/`.
    @discardableResult
    func writeManifest(_ bytes: Data, in id: String) throws -> (url: URL, sha256: String) {
        try bytes.write(to: host.appendingPathComponent("\(id)/theme-package.json"))
        return (server.url("\(id)/theme-package.json"), SHA256.hex(of: bytes))
    }

    /// `count` bytes that differ with `seed`.
    static func bytes(_ count: Int, seed: UInt8) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed) &* 7) })
    }

    /// What is in the install root, as relative paths (staging included), for before/after checks.
    var rootSnapshot: [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            paths.append(path)
        }
        return paths.filter { $0 != ".lock" && $0 != ".staging" }.sorted()
    }

    /// What the staging area holds: empty once every install is over.
    var staged: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(".staging").path)) ?? []
    }
}
