import Palette

/// What ``ThemePackages/install(from:sha256:)`` did: the package now installed, and how it got there.
public struct ThemePackageInstallation: Hashable, Sendable {
    /// How an install ended.
    public enum Outcome: Hashable, Sendable {
        /// The package was not installed before, and now is.
        case installed
        /// Another version (or another build of the same version) was installed, and this one
        /// replaced it.
        case updated(from: ThemePackageVersion)
        /// The package installed is already the one asked for: the payload's digest names it, or
        /// the server answered `304 Not Modified` to its `ETag`, or the manifest is the same.
        /// Nothing was downloaded but, at most, the manifest.
        case unchanged
        /// The server could not be reached; the version installed earlier from the same URL
        /// serves instead. The error says what failed.
        case offline(ThemeError)
    }

    /// The package installed.
    public let package: InstalledThemePackage
    /// How it got there.
    public let outcome: Outcome
}
