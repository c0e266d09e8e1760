import Foundation
import Palette

extension ThemePackages {
    /// Registers the theme of every installed package in `registry`, each found by its identifier
    /// with `ThemeRegistry.Source.package(id:version:)` as its source, and its `file` images in
    /// its package's folder.
    ///
    /// A package's theme may extend a built-in theme, a theme already in `registry`, or another
    /// package's. A theme already registered from a package is replaced by the installed version.
    ///
    /// - Returns: The problem of each package that was not loaded (its theme document changed on
    ///   disk, its `extends` names no theme, its identifier is taken by another theme), each
    ///   naming the package; the others are loaded.
    @discardableResult
    public func load(into registry: inout ThemeRegistry) -> [ThemeError] {
        let (packages, storeErrors) = store.installed()
        var errors = storeErrors
        var pending = packages
        // A package may extend another: load what can be loaded until nothing more can.
        while !pending.isEmpty {
            var failures: [(InstalledThemePackage, ThemeError)] = []
            for package in pending {
                do {
                    try register(package, in: &registry)
                } catch {
                    failures.append((package, error))
                }
            }
            guard failures.count < pending.count else {
                errors += failures.map(\.1)
                break
            }
            pending = failures.map(\.0)
        }
        return errors
    }

    /// Registers the theme of one installed package in `registry`, replacing a theme registered
    /// from a package of the same identifier.
    ///
    /// - Throws: ``/Palette/ThemeError``, naming the package, when its theme document is not the one
    ///   installed or does not resolve, or its identifier is another theme's.
    public func register(_ package: InstalledThemePackage, in registry: inout ThemeRegistry) throws(ThemeError) {
        let theme = try theme(of: package, in: registry)
        var updated = registry
        if let existing = updated.entry(named: package.id), existing.source.installedPackage != nil {
            updated.unregister(existing.id)
        }
        try updated.register(theme, source: .package(id: package.id, version: package.version.description))
        registry = updated
    }

    /// The theme of `package`, resolved against `registry` with its images in its folder.
    ///
    /// The theme document is read whole and checked against the manifest's SHA-256 on every load,
    /// so a document changed on disk after it was installed is refused, never used.
    ///
    /// - Throws: ``/Palette/ThemeError`` with the theme file's path: `ThemeError.Code.digestMismatch` for
    ///   a changed document, its own problems, an `extends` that names no registered theme.
    public func theme(of package: InstalledThemePackage, in registry: ThemeRegistry) throws(ThemeError) -> ResolvedTheme
    {
        let path = package.themeFile.path
        guard let entry = package.manifest.themeFile else {
            throw .missingKey(
                key: "theme",
                location: .init(file: package.folder.appendingPathComponent(PackagePath.manifestName).path)
            )
        }
        do throws(ThemeError) {
            let bytes = try FileReading.read(
                package.themeFile,
                limit: min(entry.size, configuration.limits.maximumDocumentSize)
            )
            let digest = SHA256.hex(of: bytes)
            guard digest == entry.sha256 else {
                throw .digestMismatch(subject: path, expected: entry.sha256, actual: digest)
            }
            let document = try ThemeDocument(json: bytes, file: path, limits: configuration.limits.theme)
            return try document.resolve(in: registry, limits: configuration.limits.theme, folder: package.folder)
        } catch {
            throw error.inFile(path)
        }
    }
}
