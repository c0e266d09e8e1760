import Foundation
internal import InternalPaletteUtilities
import Palette

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

/// The install root on disk, laid out so that every change takes effect in one rename:
///
/// ```
/// ROOT/.lock                          held while the layout changes (any process)
/// ROOT/.staging/UUID/, UUID.lock      an install downloading, alive while its lock is held
/// ROOT/ID/installed.json              which version folder is installed, and from where
/// ROOT/ID/VERSION-DIGEST/             that version: theme-package.json and every file
/// ```
///
/// An install downloads and verifies into a staging folder, renames it into the package's folder
/// as a new version folder, then replaces `installed.json` by a rename: until that last rename the
/// old version is what every reader sees, after it the new one. Each start (``init(root:limits:)``)
/// removes what an interrupted install left: staging folders whose lock is free, version folders
/// no record names, package folders without a record.
package final class PackageStore: Sendable {
    /// The install root.
    package let root: URL
    let limits: PackageLimits

    private var lockFile: URL { root.appendingPathComponent(".lock") }
    private var stagingRoot: URL { root.appendingPathComponent(".staging", isDirectory: true) }

    /// Opens the install root at `root`, making it when needed, and cleans up after interrupted
    /// installs.
    ///
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when the folder cannot be made or
    ///   locked.
    package init(root: URL, limits: PackageLimits) throws(ThemeError) {
        self.root = root.standardizedFileURL
        self.limits = limits
        do {
            try FileManager.default.createDirectory(at: stagingRoot, withIntermediateDirectories: true)
        } catch {
            throw .packageStoreFailure(path: root.path, reason: "cannot be created: \(error.localizedDescription)")
        }
        try locked { cleanUp() }
    }

    /// Runs `body` holding the root's lock.
    private func locked<Result>(_ body: () throws(ThemeError) -> Result) throws(ThemeError) -> Result {
        let lock: FileLock?
        do {
            lock = try FileLock.lock(lockFile, wait: true)
        } catch {
            throw .packageStoreFailure(path: lockFile.path, reason: "cannot be locked: \(DownloadSink.describe(error))")
        }
        defer { lock?.unlock() }
        return try body()
    }

    // MARK: Reading

    /// The folder of the package `id`: its identifier in lower case, so that two identifiers that
    /// differ only in case are one package on every disk.
    private func packageFolder(_ id: String) -> URL {
        root.appendingPathComponent(id.asciiCaseFolded, isDirectory: true)
    }

    /// The identifiers of the package folders present.
    private func packageFolderNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && PackagePath.identifierProblem($0) == nil }.sorted()
    }

    /// Every installed package, by identifier, and the problem of each folder that holds none
    /// that can be used.
    package func installed() -> (packages: [InstalledThemePackage], errors: [ThemeError]) {
        var packages: [InstalledThemePackage] = []
        var errors: [ThemeError] = []
        for name in packageFolderNames() {
            do {
                if let package = try installed(name) { packages.append(package) }
            } catch {
                errors.append(error)
            }
        }
        return (packages, errors)
    }

    /// The package installed as `id` (in any case), or `nil` when there is none.
    ///
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when its record or manifest
    ///   cannot be read or do not agree.
    package func installed(_ id: String) throws(ThemeError) -> InstalledThemePackage? {
        let folder = packageFolder(id)
        let recordURL = folder.appendingPathComponent(InstallRecord.fileName)
        guard FileManager.default.fileExists(atPath: recordURL.path) else { return nil }
        let record: InstallRecord
        do {
            record = try InstallRecord(data: FileReading.read(recordURL, limit: 64 * 1024))
        } catch {
            throw .packageStoreFailure(path: recordURL.path, reason: "cannot be read: \(error.message)")
        }
        let versionFolder = folder.appendingPathComponent(record.folder, isDirectory: true)
        let manifestURL = versionFolder.appendingPathComponent(PackagePath.manifestName)
        let manifest: ThemePackageManifest
        do throws(ThemeError) {
            let bytes = try FileReading.read(manifestURL, limit: limits.maximumDocumentSize)
            guard SHA256.hex(of: bytes) == record.manifestSHA256 else {
                throw .malformedInput(reason: "its SHA-256 is not the one installed", location: nil)
            }
            // Verified when it was installed; the sizes it was allowed then are not asked again.
            var installedLimits = limits
            installedLimits.maximumPackageFileSize = .max
            installedLimits.maximumPackageSize = .max
            installedLimits.maximumPackageFiles = .max
            manifest = try ThemePackageManifest(json: bytes, limits: installedLimits)
        } catch {
            throw .packageStoreFailure(
                path: manifestURL.path,
                reason: "is not the manifest installed: \(error.message)"
            )
        }
        return InstalledThemePackage(
            manifest: manifest,
            folder: versionFolder,
            source: record.source,
            manifestSHA256: record.manifestSHA256,
            entityTag: record.entityTag
        )
    }

    // MARK: Changing

    /// A new staging folder for an install, locked for as long as the install runs.
    ///
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when it cannot be made.
    package func makeStaging() throws(ThemeError) -> Staging {
        try locked { () throws(ThemeError) -> Staging in
            let name = UUID().uuidString
            let folder = stagingRoot.appendingPathComponent(name, isDirectory: true)
            let lockURL = stagingRoot.appendingPathComponent(name + ".lock")
            do {
                guard let lock = try FileLock.lock(lockURL, wait: false) else { throw POSIXError(.EBUSY) }
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                return Staging(folder: folder, lock: lock)
            } catch {
                throw .packageStoreFailure(
                    path: folder.path,
                    reason: "cannot be created: \(DownloadSink.describe(error))"
                )
            }
        }
    }

    /// Makes the verified package in `staging` the installed version of its identifier: moves the
    /// folder into the package's folder, then replaces the record, the one step that makes it
    /// visible. The version it replaces stays on disk until the next start.
    ///
    /// - Parameters:
    ///   - staging: The staging folder, holding the manifest and every file, verified.
    ///   - manifest: The package's manifest.
    ///   - manifestSHA256: The SHA-256 of the manifest's bytes.
    ///   - source: Where it was downloaded from.
    ///   - entityTag: The manifest's `ETag`.
    /// - Returns: The package as installed.
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when a folder cannot be made or
    ///   moved or the record written; what was installed before stays installed.
    package func commit(
        _ staging: Staging,
        manifest: ThemePackageManifest,
        manifestSHA256: String,
        source: URL?,
        entityTag: String?
    ) throws(ThemeError) -> InstalledThemePackage {
        let folder = packageFolder(manifest.id)
        let name = "\(manifest.version)-\(manifestSHA256.prefix(16))"
        let record = InstallRecord(
            id: manifest.id,
            version: manifest.version,
            folder: name,
            source: source,
            manifestSHA256: manifestSHA256,
            entityTag: entityTag
        )
        try locked { () throws(ThemeError) in
            defer { staging.discard() }
            let target = folder.appendingPathComponent(name, isDirectory: true)
            let current = try? installed(manifest.id)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                if current?.folder.standardizedFileURL == target.standardizedFileURL {
                    // The same package again: its files are in place; only the record may change.
                } else {
                    if FileManager.default.fileExists(atPath: target.path) {
                        try FileManager.default.removeItem(at: target)
                    }
                    try Self.rename(staging.folder, to: target)
                }
            } catch {
                throw .packageStoreFailure(
                    path: target.path,
                    reason: "cannot be moved into place: \(DownloadSink.describe(error))"
                )
            }
            do {
                try Self.replace(folder.appendingPathComponent(InstallRecord.fileName), with: record.data)
            } catch {
                if current?.folder.standardizedFileURL != target.standardizedFileURL {
                    try? FileManager.default.removeItem(at: target)
                }
                throw .packageStoreFailure(
                    path: folder.appendingPathComponent(InstallRecord.fileName).path,
                    reason: "cannot be written: \(DownloadSink.describe(error))"
                )
            }
        }
        return InstalledThemePackage(
            manifest: manifest,
            folder: folder.appendingPathComponent(name, isDirectory: true),
            source: source,
            manifestSHA256: manifestSHA256,
            entityTag: entityTag
        )
    }

    /// Removes the package `id`: its folder is renamed out of the way in one step (so no reader
    /// sees half of it), then deleted.
    ///
    /// - Returns: Whether there was a package to remove.
    /// - Throws: `ThemeError.packageStoreFailure(path:reason:)` when it cannot be moved.
    package func remove(_ id: String) throws(ThemeError) -> Bool {
        try locked { () throws(ThemeError) -> Bool in
            let folder = packageFolder(id)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(InstallRecord.fileName).path)
            else { return false }
            let trash = stagingRoot.appendingPathComponent("removed-\(UUID().uuidString)", isDirectory: true)
            do {
                try Self.rename(folder, to: trash)
            } catch {
                throw .packageStoreFailure(
                    path: folder.path,
                    reason: "cannot be removed: \(DownloadSink.describe(error))"
                )
            }
            // What cannot be deleted now is left for the next start's clean-up.
            try? FileManager.default.removeItem(at: trash)
            return true
        }
    }

    /// Removes what interrupted installs left; the caller holds the root's lock.
    private func cleanUp() {
        let manager = FileManager.default
        let staged = (try? manager.contentsOfDirectory(atPath: stagingRoot.path)) ?? []
        for name in staged where !name.hasSuffix(".lock") {
            let lockURL = stagingRoot.appendingPathComponent(name + ".lock")
            // A lock that cannot be taken belongs to an install still running, here or elsewhere.
            if manager.fileExists(atPath: lockURL.path) {
                guard let lock = try? FileLock.lock(lockURL, wait: false) else { continue }
                try? manager.removeItem(at: stagingRoot.appendingPathComponent(name))
                try? manager.removeItem(at: lockURL)
                lock.unlock()
            } else {
                try? manager.removeItem(at: stagingRoot.appendingPathComponent(name))
            }
        }
        for name in staged where name.hasSuffix(".lock") {
            let folder = stagingRoot.appendingPathComponent(String(name.dropLast(5)))
            guard !manager.fileExists(atPath: folder.path),
                let lock = try? FileLock.lock(stagingRoot.appendingPathComponent(name), wait: false)
            else { continue }
            try? manager.removeItem(at: stagingRoot.appendingPathComponent(name))
            lock.unlock()
        }
        for name in packageFolderNames() {
            let folder = root.appendingPathComponent(name, isDirectory: true)
            let recordURL = folder.appendingPathComponent(InstallRecord.fileName)
            guard let bytes = try? FileReading.read(recordURL, limit: 64 * 1024),
                let record = try? InstallRecord(data: bytes)
            else {
                // No record: a first install stopped before its last step. Nothing was installed.
                try? manager.removeItem(at: folder)
                continue
            }
            for entry in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            where entry != InstallRecord.fileName && entry != record.folder {
                try? manager.removeItem(at: folder.appendingPathComponent(entry))
            }
        }
    }

    /// Renames `source` to `target` with `rename(2)`: one step, on one file system.
    private static func rename(_ source: URL, to target: URL) throws {
        #if canImport(Darwin)
        let result = Darwin.rename(source.path, target.path)
        #elseif canImport(Glibc)
        let result = Glibc.rename(source.path, target.path)
        #else
        let result = Musl.rename(source.path, target.path)
        #endif
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Replaces the file at `url` with `data`: written and flushed beside it, then renamed over it.
    private static func replace(_ url: URL, with data: Data) throws {
        try AtomicFileWriter.replace(url, with: data) { temporary, data in
            let sink = try DownloadSink(file: temporary, writer: .system)
            sink.append(data)
            _ = try sink.finish()
        }
    }
}
