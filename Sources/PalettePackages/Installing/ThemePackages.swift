import Foundation
internal import InternalPaletteUtilities
import Palette

/// The theme packages installed in one folder: installs them from a server, verified and
/// atomically, lists and removes them, and loads their themes into a registry.
///
/// ```swift
/// let packages = try ThemePackages(root: ThemePackages.defaultRoot())
/// var registry = ThemeRegistry.builtIn
/// packages.load(into: &registry)                       // at launch: what is installed
///
/// let url = URL(string: "https://themes.example.com/summer/theme-package.json")!
/// let installation = try await packages.install(from: url, sha256: digestFromBackend)
/// print(installation.package.version)                   // 1.2.0
/// ```
///
/// An install fetches the manifest (checking its SHA-256 when one is given), then every file it
/// lists, each checked against its size and SHA-256, into a staging folder inside the root; only
/// when everything is verified is the package moved into place, in one rename. Until then the
/// packages installed are as they were, whatever fails: a digest, a truncated body, an HTTP error,
/// a slow server, a redirect to another origin, a full disk, a killed process. What an interrupted
/// install leaves is removed the next time a `ThemePackages` opens the root. Two installs of the
/// same URL at once share one download.
///
/// To apply a backend's payload that names a package, use
/// `ThemeController.apply(_:in:packages:contrast:isolation:)`, which keeps the current theme until
/// the package is installed and verified.
public final class ThemePackages: Sendable {
    /// How packages are fetched.
    public struct Configuration: Sendable {
        /// The sizes and timeouts every download is held to (``PackageLimits/maximumPackageFileSize``,
        /// ``PackageLimits/maximumPackageSize``, ``PackageLimits/packageRequestTimeout``,
        /// ``PackageLimits/packageTimeout`` and the rest).
        public var limits: PackageLimits
        /// Whether plain `http` URLs are fetched as well as `https`: for local development only;
        /// off by default.
        public var allowsPlainHTTP: Bool
        /// How bytes reach the disk; tests make it fail part way.
        package var diskWriter = DiskWriter.system

        /// A configuration; HTTPS only unless `allowsPlainHTTP`.
        public init(limits: PackageLimits = .default, allowsPlainHTTP: Bool = false) {
            self.limits = limits
            self.allowsPlainHTTP = allowsPlainHTTP
        }
    }

    /// The folder the packages are installed in.
    public var root: URL { store.root }
    /// How packages are fetched.
    public let configuration: Configuration

    let store: PackageStore
    /// The installs running, by URL, so that a second request for one joins the first.
    private let running = LockedState<[String: Task<ThemePackageInstallation, any Error>]>([:])

    /// Opens the install folder at `root`, making it when needed, and removes what interrupted
    /// installs left there (a download in progress in another process is left alone).
    ///
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when the folder cannot be made.
    public init(root: URL, configuration: Configuration = Configuration()) throws(ThemeError) {
        self.configuration = configuration
        store = try PackageStore(root: root, limits: configuration.limits)
    }

    /// Every installed package, sorted by identifier. A package whose files on disk no longer
    /// agree with what was installed is left out (``load(into:)`` reports it).
    public var installed: [InstalledThemePackage] {
        store.installed().packages
    }

    /// The installed package `id` (in any case), or `nil`.
    public func package(_ id: String) -> InstalledThemePackage? {
        try? store.installed(id)
    }

    /// Installs the package whose manifest is at `url`, or updates it.
    ///
    /// - A `sha256` pins the package: the manifest must have exactly that SHA-256, and a package
    ///   installed with it is used without asking the server anything.
    /// - The copy installed from the same URL is asked for with its `ETag` (`If-None-Match`); a
    ///   `304 Not Modified` downloads nothing.
    /// - A newer version, or the same one published again, replaces the installed one in one
    ///   step; files it shares with it (same digest) are copied, not downloaded. An older version
    ///   installs only when `sha256` names it.
    /// - When the server cannot be reached and a version was installed from `url` before, that
    ///   version serves: the outcome is ``ThemePackageInstallation/Outcome/offline(_:)``.
    ///
    /// - Parameters:
    ///   - url: The manifest's URL, `https` unless the configuration allows plain HTTP.
    ///   - sha256: The SHA-256 of the manifest's bytes, as the backend's payload gives it.
    /// - Returns: The package installed and what the install did.
    /// - Throws: ``/Palette/ThemeError``, the installed packages unchanged:
    ///   `ThemeError.Code.downloadFailed` (a refused URL or redirect, an HTTP error, a truncated
    ///   or overlong body, a timeout, no connection), `ThemeError.Code.digestMismatch` (the
    ///   manifest or a file is not what was promised), ``/Palette/ThemeError/Code/inputTooLarge`` and
    ///   ``/Palette/ThemeError/Code/limitExceeded`` (over ``PackageLimits``), the manifest's and the theme
    ///   document's problems, `ThemeError.Code.packageStoreFailure` (the disk).
    @discardableResult
    public func install(from url: URL, sha256: String? = nil) async throws(ThemeError) -> ThemePackageInstallation {
        var pin: String?
        if let sha256 {
            guard let digest = ThemePackageReference.normalizedDigest(sha256) else {
                throw .invalidValue(value: sha256, reason: ThemePackageReference.digestRule, location: nil)
            }
            pin = digest
        }
        let key = url.absoluteString + "#" + (pin ?? "")
        let install = PackageInstall(
            url: url,
            pin: pin,
            store: store,
            policy: FetchPolicy(allowsPlainHTTP: configuration.allowsPlainHTTP, limits: configuration.limits),
            writer: configuration.diskWriter
        )
        let (task, isFirst) = running.withLock { running in
            if let task = running[key] { return (task, false) }
            let task = Task<ThemePackageInstallation, any Error> { try await install.run() }
            running[key] = task
            return (task, true)
        }
        defer {
            if isFirst { running.withLock { $0[key] = nil } }
        }
        do {
            return try await withTaskCancellationHandler {
                try await task.value
            } onCancel: {
                if isFirst { task.cancel() }
            }
        } catch let error as ThemeError {
            throw error
        } catch {
            throw .downloadFailed(url: url.absoluteString, reason: "cancelled")
        }
    }

    /// Installs the package a payload names (``/Palette/ThemeSelection/package``).
    ///
    /// - Throws: As ``install(from:sha256:)``.
    @discardableResult
    public func install(_ reference: ThemePackageReference) async throws(ThemeError) -> ThemePackageInstallation {
        try await install(from: reference.url, sha256: reference.sha256)
    }

    /// Removes the installed package `id` (in any case) in one step; a theme already showing from
    /// it keeps the images it has loaded.
    ///
    /// - Returns: Whether a package was removed.
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when its folder cannot be moved.
    @discardableResult
    public func remove(_ id: String) throws(ThemeError) -> Bool {
        try store.remove(id)
    }
}
