import Palette

/// A theme package's manifest, `theme-package.json`: what the package is and every file it holds,
/// each with its size and SHA-256.
///
/// ```json
/// {
///   "formatVersion": 1,
///   "id": "summer",
///   "version": "1.2.0",
///   "theme": "summer.json",
///   "files": [
///     { "path": "images/header.png", "size": 20480, "sha256": "5d41402abc4b2a76b9719d911017c592…" },
///     { "path": "summer.json", "size": 1312, "sha256": "7d793037a0760186574b0282f2f435e7…" }
///   ]
/// }
/// ```
///
/// `palette pack` writes it; a server hosts it beside the files, and a payload names its URL and,
/// ideally, the SHA-256 of its bytes. `theme` is the Palette theme document, one of the files, whose
/// `id` is the package's. The manifest lists every other file of the package, and nothing else is
/// installed: a file's `path` is relative to the manifest (the rules are strict, see
/// ``problems(limits:)``), its `size` in bytes and `sha256` in hexadecimal.
public struct ThemePackageManifest: Hashable, Sendable {
    /// The manifest format versions this library reads.
    public static let supportedFormatVersions = [1]

    /// One file of the package.
    public struct File: Hashable, Sendable {
        /// The file's path inside the package, with `/` between folders.
        public var path: String
        /// Its size in bytes.
        public var size: Int
        /// Its SHA-256, 64 lower-case hexadecimal digits.
        public var sha256: String

        /// Creates a file entry.
        public init(path: String, size: Int, sha256: String) {
            self.path = path
            self.size = size
            self.sha256 = sha256
        }
    }

    /// The manifest's format version: 1.
    public var formatVersion: Int
    /// The package's identifier: the `id` of its theme, and the name of its folder once installed.
    public var id: String
    /// The package's version.
    public var version: ThemePackageVersion
    /// The path of the Palette theme document, one of ``files``.
    public var theme: String
    /// Every file of the package but the manifest, sorted by path.
    public var files: [File]

    /// Creates a manifest.
    public init(id: String, version: ThemePackageVersion, theme: String, files: [File]) {
        formatVersion = 1
        self.id = id
        self.version = version
        self.theme = theme
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The entry of the theme document.
    public var themeFile: File? {
        files.first { $0.path == theme }
    }

    /// The size of every file together, in bytes.
    public var totalSize: Int {
        files.reduce(0) { $0 &+ $1.size }
    }

    /// Every problem with the manifest under `limits`, each at its place in the manifest: a bad
    /// identifier, path or digest, two paths for one file, a file or the package over a size limit,
    /// too many files, a theme that is not one of the files. Empty when it is usable.
    ///
    /// Decoding checks these already; a manifest made in code is checked by the installer and by
    /// `palette pack` before it is used.
    public func problems(limits: PackageLimits = .default) -> [ThemeError] {
        var problems: [ThemeError] = []
        if !Self.supportedFormatVersions.contains(formatVersion) {
            problems.append(
                .unsupportedFormatVersion(
                    version: String(formatVersion),
                    supported: Self.supportedFormatVersions,
                    location: .init(path: "formatVersion")
                )
            )
        }
        if let problem = PackagePath.identifierProblem(id) {
            problems.append(.invalidValue(value: id, reason: problem, location: .init(path: "id")))
        }
        if files.count > limits.maximumPackageFiles {
            problems.append(
                .limitExceeded(
                    what: "a package of \(files.count) files",
                    limit: limits.maximumPackageFiles,
                    location: .init(path: "files")
                )
            )
        }
        for (index, file) in files.enumerated() {
            problems += Self.problems(of: file, at: "files[\(index)]", isTheme: file.path == theme, limits: limits)
        }
        for conflict in PackagePath.conflicts(files.map(\.path)) {
            problems.append(
                .invalidValue(
                    value: files[conflict.index].path,
                    reason: conflict.reason,
                    location: .init(path: "files[\(conflict.index)].path")
                )
            )
        }
        if totalSize > limits.maximumPackageSize {
            problems.append(
                .inputTooLarge(size: totalSize, limit: limits.maximumPackageSize, location: .init(path: "files"))
            )
        }
        if themeFile == nil {
            problems.append(
                .unresolvedReference(
                    reference: theme,
                    reason: "'theme' names no file of the package's 'files'",
                    location: .init(path: "theme")
                )
            )
        }
        return problems
    }

    /// The problems of one file entry at `path` in the manifest.
    static func problems(of file: File, at path: String, isTheme: Bool, limits: PackageLimits) -> [ThemeError] {
        var problems: [ThemeError] = []
        if let problem = PackagePath.problem(file.path, limits: limits) {
            problems.append(.invalidValue(value: file.path, reason: problem, location: .init(path: path + ".path")))
        }
        let limit =
            isTheme ? min(limits.maximumPackageFileSize, limits.maximumDocumentSize) : limits.maximumPackageFileSize
        if file.size < 0 {
            problems.append(
                .invalidValue(
                    value: String(file.size),
                    reason: "a size is a whole number of bytes, 0 or more",
                    location: .init(path: path + ".size")
                )
            )
        } else if file.size > limit {
            problems.append(.inputTooLarge(size: file.size, limit: limit, location: .init(path: path + ".size")))
        }
        if ThemePackageReference.normalizedDigest(file.sha256) != file.sha256 {
            problems.append(
                .invalidValue(
                    value: file.sha256,
                    reason: "a SHA-256 digest is 64 lower-case hexadecimal digits",
                    location: .init(path: path + ".sha256")
                )
            )
        }
        return problems
    }
}
