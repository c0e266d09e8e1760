import Foundation
import Palette

extension ThemePackageManifest {
    /// The manifest of the package in `folder`: its one Palette theme document (the only `.json`
    /// file in its top folder besides a manifest) and every other file, with sizes and digests.
    ///
    /// What `palette pack` runs. The folder is checked as an installer would check the download:
    /// every path must follow the package rules, nothing may be a symbolic link or other special
    /// file, sizes must be within `limits`, the theme document must read, its `id` is the
    /// package's, and each image file it names must be in the package.
    ///
    /// - Parameters:
    ///   - folder: The package's folder.
    ///   - version: The version to give the package.
    ///   - limits: The bounds a package is held to.
    /// - Returns: The manifest, files sorted by path.
    /// - Throws: The problem, or ``/Palette/ThemeError/Code/invalidDocument`` listing several.
    public static func packing(
        _ folder: URL,
        version: ThemePackageVersion,
        limits: PackageLimits = .default
    ) throws(ThemeError) -> ThemePackageManifest {
        let paths = try PackageFolder.files(in: folder, limits: limits)
        let themes = paths.filter { !$0.contains("/") && $0.lowercased().hasSuffix(".json") }
        guard themes.count == 1, let theme = themes.first else {
            let found = themes.isEmpty ? "none" : themes.map { "'\($0)'" }.joined(separator: ", ")
            throw .invalidValue(
                value: folder.path,
                reason:
                    "a package folder holds one Palette theme document, a '.json' file in its top folder; found \(found)",
                location: nil
            )
        }
        var files: [File] = []
        for path in paths {
            let url = folder.appendingPathComponent(path)
            let (size, digest) = try PackageFolder.measure(url, limit: limits.maximumPackageFileSize)
            files.append(File(path: path, size: size, sha256: digest))
        }
        let document: ThemeDocument
        do {
            document = try ThemeDocument(
                json: FileReading.read(folder.appendingPathComponent(theme), limit: limits.maximumDocumentSize),
                file: theme,
                limits: limits.theme
            )
        } catch {
            throw error.inFile(theme)
        }
        let manifest = ThemePackageManifest(id: document.id, version: version, theme: theme, files: files)
        let problems = manifest.problems(limits: limits) + manifest.themeProblems(document)
        if let problem = ThemeError.combining(problems) { throw problem }
        return manifest
    }

    /// What is wrong with the package's theme document against this manifest: an `id` that is not
    /// the package's, an image file it names that the package does not hold.
    package func themeProblems(_ document: ThemeDocument) -> [ThemeError] {
        var problems: [ThemeError] = []
        if document.id != id {
            problems.append(
                .invalidValue(
                    value: document.id,
                    reason: "the theme's 'id' is the package's identifier, '\(id)'",
                    location: .init(file: theme, path: "id")
                )
            )
        }
        let held = Set(files.map(\.path))
        for (token, path) in document.imageFiles where !held.contains(path) {
            problems.append(
                .unresolvedReference(
                    reference: path,
                    reason: "the image file of '\(token)' is not in the package",
                    location: .init(file: theme, path: "tokens.images[\"\(token)\"]")
                )
            )
        }
        return problems
    }

    /// Every problem of the package in `folder`: the manifest's own, each file missing, of another
    /// size or digest, not a plain file, the theme document's; and, as warnings, the files the
    /// folder holds that the manifest does not list.
    package static func check(folder: URL, limits: PackageLimits) -> (errors: [ThemeError], warnings: [ThemeWarning]) {
        let (errors, warnings) = problems(folder: folder, limits: limits)
        // Each problem names its file by its full path, so an editor can open it.
        let placed = { (error: ThemeError) -> ThemeError in
            guard let file = error.location?.file, !file.hasPrefix("/"), let location = error.location else {
                return error.inFile(folder.appendingPathComponent(manifestName).path)
            }
            let full = ThemeError.Location(
                file: folder.appendingPathComponent(file).path,
                path: location.path,
                line: location.line,
                column: location.column
            )
            return error.relocated(to: full)
        }
        return (errors.map(placed), warnings.map { ThemeWarning(placed($0.problem)) })
    }

    /// The name of a package's manifest, `theme-package.json`.
    private static var manifestName: String { PackagePath.manifestName }

    private static func problems(folder: URL, limits: PackageLimits) -> (errors: [ThemeError], warnings: [ThemeWarning])
    {
        let manifestURL = folder.appendingPathComponent(PackagePath.manifestName)
        let manifest: ThemePackageManifest
        do {
            let bytes = try FileReading.read(manifestURL, limit: limits.maximumDocumentSize)
            manifest = try ThemePackageManifest(json: bytes, file: PackagePath.manifestName, limits: limits)
        } catch {
            return (error.inFile(PackagePath.manifestName).problems, [])
        }
        var errors: [ThemeError] = []
        for file in manifest.files {
            do {
                let url = folder.appendingPathComponent(file.path)
                let (size, digest) = try PackageFolder.measure(url, limit: limits.maximumPackageFileSize)
                if size != file.size {
                    errors.append(
                        .invalidValue(
                            value: String(size),
                            reason: "'\(file.path)' is \(size) bytes; the manifest says \(file.size)",
                            location: .init(file: file.path)
                        )
                    )
                } else if digest != file.sha256 {
                    errors.append(
                        .digestMismatch(
                            subject: file.path,
                            expected: file.sha256,
                            actual: digest,
                            location: .init(file: file.path)
                        )
                    )
                }
            } catch {
                errors.append(error.inFile(file.path))
            }
        }
        if errors.isEmpty {
            errors += manifest.documentProblems(folder: folder, limits: limits)
        }
        var warnings: [ThemeWarning] = []
        let listed = Set(manifest.files.map(\.path) + [PackagePath.manifestName])
        if let present = try? PackageFolder.files(in: folder, limits: limits, checkingPaths: false) {
            for path in present where !listed.contains(path) {
                warnings.append(ThemeWarning(.unlistedFile(path)))
            }
        }
        return (errors, warnings)
    }

    /// The problems of the theme document in `folder`, read whole: it must be a valid Palette
    /// theme document whose `id` is the package's and whose image files are in the package.
    package func documentProblems(folder: URL, limits: PackageLimits) -> [ThemeError] {
        do {
            let bytes = try FileReading.read(folder.appendingPathComponent(theme), limit: limits.maximumDocumentSize)
            let document = try ThemeDocument(json: bytes, file: theme, limits: limits.theme)
            return themeProblems(document)
        } catch {
            return error.inFile(theme).problems
        }
    }
}

extension ThemeDocument {
    /// The image files the document names, in its tokens and its inline variants: each token's path
    /// and the file's path, sorted by token.
    var imageFiles: [(token: String, path: String)] {
        var images = Array(tokens.values(of: ImageAsset.self))
        if let variants {
            for variant in ThemeVariant.allCases {
                guard case .inline(let overrides)? = variants[variant] else { continue }
                images += overrides.tokens.values(of: ImageAsset.self)
            }
        }
        return images.compactMap { token, asset in
            guard case .file(let path) = asset else { return nil }
            return (token.description, path)
        }.sorted { ($0.token, $0.path) < ($1.token, $1.path) }
    }
}
