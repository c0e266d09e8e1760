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
/// registered after the theme it extends. A file with errors (or an `extends` cycle, or an
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
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            let problem = ThemeError.malformedInput(
                reason: "cannot read the folder: \(error.localizedDescription)",
                location: .init(file: directory.path)
            )
            return Report(files: [FileReport(path: directory.path, errors: [problem], warnings: [])])
        }
        let files = names.filter {
            !$0.hasPrefix(".") && Self.fileExtensions.contains(($0 as NSString).pathExtension.lowercased())
        }
        .sorted()
        .map { directory.appendingPathComponent($0) }
        return load(files, into: &registry)
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
        var loadedIDs: [String] = []
        for (index, document) in ExtendsOrder.sort(documents, registry: registry, reports: &reports) {
            let file = reports[index].path
            do throws(ThemeError) {
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

/// Reads files without reading more than a limit.
enum FileReading {
    /// The bytes of `file`; a file larger than `limit` is refused before it is read.
    static func read(_ file: URL, limit: Int) throws(ThemeError) -> [UInt8] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard let attributes else {
            throw .malformedInput(reason: "cannot read the file: it does not exist or is not readable", location: nil)
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            throw .malformedInput(reason: "this is a folder, not a file", location: nil)
        }
        if let size = attributes[.size] as? Int, size > limit {
            throw .inputTooLarge(size: size, limit: limit, location: nil)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .malformedInput(reason: "cannot read the file", location: nil)
        }
        guard data.count <= limit else { throw .inputTooLarge(size: data.count, limit: limit, location: nil) }
        return Array(data)
    }
}

/// Orders documents so each comes after the document it extends, finding `extends` cycles.
enum ExtendsOrder {
    static func sort(
        _ documents: [(index: Int, document: ThemeDocument)],
        registry: ThemeRegistry,
        reports: inout [ThemeLoader.FileReport]
    ) -> [(index: Int, document: ThemeDocument)] {
        var byID: [String: Int] = [:]
        for (position, entry) in documents.enumerated() where byID[entry.document.id.lowercased()] == nil {
            byID[entry.document.id.lowercased()] = position
        }
        // The document a document extends, when it is one of this batch rather than registered.
        func parent(of position: Int) -> Int? {
            guard let extends = documents[position].document.extends else { return nil }
            if let exact = documents.firstIndex(where: { $0.document.id == extends }) { return exact }
            if registry.contains(extends) { return nil }
            return byID[extends.lowercased()]
        }
        var state = [Int: Bool]()  // false: visiting, true: done
        var ordered: [(index: Int, document: ThemeDocument)] = []
        var inCycle = Set<Int>()
        for start in documents.indices {
            var stack: [Int] = []
            var current: Int? = start
            while let position = current, state[position] == nil {
                state[position] = false
                stack.append(position)
                current = parent(of: position)
            }
            if let position = current, state[position] == false, let cycleStart = stack.firstIndex(of: position) {
                let cycle = Array(stack[cycleStart...])
                let chain = (cycle + [position]).map { documents[$0].document.id }
                for member in cycle {
                    inCycle.insert(member)
                    let report = documents[member].index
                    reports[report].errors.append(
                        .referenceCycle(
                            kind: "extends",
                            chain: chain,
                            location: .init(file: reports[report].path, path: "extends")
                        )
                    )
                }
            }
            for position in stack.reversed() {
                state[position] = true
                if !inCycle.contains(position) { ordered.append(documents[position]) }
            }
        }
        return ordered
    }
}
