import Foundation

/// Loads theme files into a registry: every file in a folder, in any format Palette reads.
///
/// ```swift
/// var registry = ThemeRegistry.builtIn
/// let report = ThemeLoader().loadDirectory(themesFolder, into: &registry)
/// for problem in report.errors { logger.error("\(problem)") }
/// ```
///
/// Files may extend each other and the themes already registered, in any order: each is
/// registered after the theme it extends (and an adaptive document after its `variants`). A file with errors (or an `extends` cycle, or an
/// identifier already taken) is reported and skipped; the rest load.
public struct ThemeLoader: Sendable {
    /// Bounds on every file read.
    public var limits: ThemeLimits

    /// The extensions of the files ``loadDirectory(_:into:)`` reads.
    public static let fileExtensions: Set<String> = ["json", "tokens", "plist"]

    /// Creates a loader.
    public init(limits: ThemeLimits = .default) {
        self.limits = limits
    }

    /// What happened to one file.
    public struct FileReport: Sendable {
        /// The file's path.
        public var path: String
        /// The format it was read as, if it was recognised.
        public var format: ThemeFileFormat?
        /// The identifier of the theme it registered, if it did.
        public var themeID: String?
        /// Problems that kept it from loading.
        public var errors: [ThemeError]
        /// Problems that did not.
        public var warnings: [ThemeError]
    }

    /// What a load did, file by file.
    public struct Report: Sendable {
        /// Every file, in the order read.
        public var files: [FileReport] = []
        /// Every error, in file order.
        public var errors: [ThemeError] { files.flatMap(\.errors) }
        /// Every warning, in file order.
        public var warnings: [ThemeError] { files.flatMap(\.warnings) }
        /// The identifiers registered, in registration order.
        public var loadedIDs: [String] = []
    }

    /// Loads every theme file (`*.json`, `*.tokens`, `*.plist`) directly inside `directory`, by
    /// name order.
    ///
    /// SDThemeManager's rule holds within a folder: when one of its plists is the default theme
    /// (its name ends in `default`, as `theme_default.plist`), the other plists are alternatives
    /// that fall back to it.
    public func loadDirectory(_ directory: URL, into registry: inout ThemeRegistry) -> Report {
        do {
            return load(try Self.themeFiles(in: directory), into: &registry)
        } catch {
            return Report(files: [FileReport(path: directory.path, errors: [error], warnings: [])])
        }
    }

    /// The theme files (`*.json`, `*.tokens`, `*.plist`, not hidden) directly inside `directory`,
    /// by name order: what ``loadDirectory(_:into:)`` reads.
    ///
    /// - Throws: ``ThemeError/malformedInput(reason:location:)`` when the folder cannot be read.
    public static func themeFiles(in directory: URL) throws(ThemeError) -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .malformedInput(
                reason: "cannot read the folder: \(error.localizedDescription)",
                location: .init(file: directory.path)
            )
        }
        return
            names
            .filter { !$0.hasPrefix(".") && fileExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// Loads the given files.
    public func load(_ files: [URL], into registry: inout ThemeRegistry) -> Report {
        var reports: [FileReport] = []
        var documents: [(index: Int, document: ThemeDocument)] = []
        for file in files {
            var report = FileReport(path: file.path, errors: [], warnings: [])
            let decoded = decode(file)
            report.format = decoded.format
            report.errors = decoded.report.errors
            report.warnings = decoded.report.warnings
            if let document = decoded.report.value { documents.append((reports.count, document)) }
            reports.append(report)
        }
        Self.linkAlternatives(&documents, formats: reports.map(\.format))
        // Each document's file by identifier, to say why a document that extends one that did
        // not load cannot load either.
        // A file that could not be read at all is known by its name (`parent.json`: `parent`).
        var batch: [String: String] = [:]
        for (index, document) in documents where batch[document.id.lowercased()] == nil {
            batch[document.id.lowercased()] = reports[index].path
        }
        for report in reports where !report.errors.isEmpty {
            let stem = URL(fileURLWithPath: report.path).deletingPathExtension().lastPathComponent
            let name = stem.hasSuffix(".tokens") ? String(stem.dropLast(".tokens".count)) : stem
            if batch[name.lowercased()] == nil { batch[name.lowercased()] = report.path }
        }
        var loadedIDs: [String] = []
        for (index, document) in ExtendsOrder.sort(documents, registry: registry, reports: &reports) {
            let file = reports[index].path
            do throws(ThemeError) {
                var references = document.extends.map { [("extends", $0)] } ?? []
                if let variants = document.variants {
                    references += ThemeAppearance.allCases.map { ("variants.\($0.rawValue)", variants[$0]) }
                }
                for (key, name) in references where !registry.contains(name) {
                    guard let parentFile = batch[name.lowercased()] else { continue }
                    throw .unresolvedReference(
                        reference: name,
                        reason: "'\(key)' names the theme of \(parentFile), which did not load; fix that file first",
                        location: .init(path: key)
                    )
                }
                let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
                let theme = try document.resolve(in: registry, limits: limits, folder: folder)
                if let existing = registry.entry(named: theme.id), existing.id.lowercased() == theme.id.lowercased() {
                    throw .invalidValue(
                        value: theme.id,
                        reason: "this identifier is already registered by \(existing.source)",
                        location: .init(path: "id")
                    )
                }
                guard registry.register(theme, source: .file(path: file)) else {
                    throw .invalidValue(
                        value: theme.id,
                        reason: "this identifier is already registered",
                        location: .init(path: "id")
                    )
                }
                reports[index].themeID = theme.id
                loadedIDs.append(theme.id)
            } catch {
                reports[index].errors.append(error.inFile(file))
            }
        }
        return Report(files: reports, loadedIDs: loadedIDs)
    }

    /// Makes SDThemeManager alternatives extend the folder's SDThemeManager default theme.
    private static func linkAlternatives(
        _ documents: inout [(index: Int, document: ThemeDocument)],
        formats: [ThemeFileFormat?]
    ) {
        let plists = documents.indices.filter { formats[documents[$0].index] == .giotto }
        guard let base = plists.first(where: { documents[$0].document.id.hasSuffix("default") }) else { return }
        let baseID = documents[base].document.id
        for position in plists where position != base && documents[position].document.extends == "default" {
            documents[position].document.extends = baseID
        }
    }

    /// Reads one file, detecting its format.
    public func decode(_ file: URL) -> (format: ThemeFileFormat?, report: DecodingReport<ThemeDocument>) {
        let path = file.path
        let bytes: [UInt8]
        do {
            bytes = try FileReading.read(file, limit: limits.maximumDocumentSize)
        } catch {
            return (nil, DecodingReport(value: nil, errors: [error.inFile(path)], warnings: []))
        }
        guard let format = ThemeFileFormat.detect(bytes, limits: limits) else {
            let parsed = DecodingReport<ThemeDocument>(value: nil, errors: [], warnings: [])
            // Say why: not JSON at all, or JSON that is no theme format.
            do throws(ThemeError) {
                _ = try JSONParser.parse(bytes, options: limits.documentParserOptions(lenient: true))
                let problem = ThemeError.malformedInput(
                    reason:
                        "not a theme file Palette recognises (a Palette document has 'formatVersion'; DTCG tokens have '$value')",
                    location: .init(file: path)
                )
                return (nil, DecodingReport(value: nil, errors: [problem], warnings: parsed.warnings))
            } catch {
                return (nil, DecodingReport(value: nil, errors: [error.inFile(path)], warnings: []))
            }
        }
        return (format, format.decode(bytes, file: path, limits: limits))
    }
}
