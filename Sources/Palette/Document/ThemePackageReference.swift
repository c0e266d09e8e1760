import Foundation
internal import InternalPaletteUtilities

/// Where a backend's payload says a theme package is: the URL of its manifest and, to pin exactly
/// that package, the SHA-256 of the manifest's bytes.
///
/// A payload names one with its theme, when the theme is not in the app yet:
///
/// ```json
/// {
///   "theme": "summer",
///   "package": {
///     "url": "https://themes.example.com/summer/theme-package.json",
///     "sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
///   }
/// }
/// ```
///
/// Palette only reads it (``ThemeSelection/package``); the `PalettePackages` library fetches,
/// verifies and installs the package it names, and then applies the selection. The digest is the
/// trust anchor: the manifest lists every file's size and SHA-256, so a digest that came over TLS
/// from the backend pins every byte of the package, wherever the package is hosted.
public struct ThemePackageReference: Equatable, Sendable {
    /// The URL of the package's manifest, `theme-package.json`; the package's files are fetched
    /// from beside it.
    public let url: URL
    /// The SHA-256 of the manifest's bytes, 64 lower-case hexadecimal digits, or `nil` when the
    /// backend gave none (then only TLS vouches for the package).
    public let sha256: String?

    /// Creates a reference to the package whose manifest is at `url`.
    ///
    /// - Throws: ``ThemeError/invalidValue(value:reason:location:)`` for a URL that is not
    ///   `http` or `https` with a host, or a digest that is not 64 hexadecimal digits.
    public init(url: URL, sha256: String? = nil) throws(ThemeError) {
        guard Self.isWebURL(url) else {
            throw .invalidValue(value: url.absoluteString, reason: Self.urlRule, location: nil)
        }
        self.url = url
        if let sha256 {
            guard let digest = Self.normalizedDigest(sha256) else {
                throw .invalidValue(value: sha256, reason: Self.digestRule, location: nil)
            }
            self.sha256 = digest
        } else {
            self.sha256 = nil
        }
    }

    /// What a package URL must be, for messages.
    static var urlRule: String { "a theme package's URL is the http or https URL of its manifest, with a host" }

    /// What a digest must be, for messages.
    package static var digestRule: String { "a SHA-256 digest is 64 hexadecimal digits" }

    /// Whether `url` is an `http` or `https` URL with a host.
    static func isWebURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.asciiCaseFolded, scheme == "https" || scheme == "http" else { return false }
        return url.host?.isEmpty == false
    }

    /// `text` as a digest in lower-case hexadecimal, or `nil` when it is not 64 hexadecimal digits.
    package static func normalizedDigest(_ text: String) -> String? {
        let folded = text.asciiCaseFolded
        guard folded.utf8.count == 64,
            folded.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        return folded
    }
}
