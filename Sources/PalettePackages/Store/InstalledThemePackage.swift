import Foundation
import Palette

/// A theme package installed on disk: its manifest, where it is, and where it came from.
///
/// Its files never change once installed: an update installs the new version in a folder of its
/// own and switches to it in one step, and the old folder stays until the next start, so a theme
/// already showing keeps its images.
public struct InstalledThemePackage: Hashable, Sendable, Identifiable {
    /// The package's identifier, its theme's `id`.
    public var id: String { manifest.id }
    /// The package's version.
    public var version: ThemePackageVersion { manifest.version }
    /// The manifest it was installed from.
    public let manifest: ThemePackageManifest
    /// The folder holding the manifest and every file of the package.
    public let folder: URL
    /// The URL it was installed from, when it came from the network.
    public let source: URL?
    /// The SHA-256 of its manifest's bytes: what a payload's `sha256` names.
    public let manifestSHA256: String
    /// The manifest's `ETag`, sent as `If-None-Match` when the package is installed from its URL
    /// again, so that an unchanged package is not downloaded again.
    public let entityTag: String?

    /// The package's theme document.
    public var themeFile: URL {
        folder.appendingPathComponent(manifest.theme)
    }

    /// The file at `path` in the package.
    public func file(_ path: String) -> URL {
        folder.appendingPathComponent(path)
    }
}
