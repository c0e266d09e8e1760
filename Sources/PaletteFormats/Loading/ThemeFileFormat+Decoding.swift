import Foundation
internal import InternalPaletteUtilities
import Palette

/// The one place a file is read by its format: `palette import`, `validate` and `--themes`,
/// ``ThemeLoader`` and library callers all come here, so a file reads the same wherever it is
/// given, with the same options.
extension ThemeFileFormat {
    /// Reads a file in this format into a Palette theme document, reporting every problem at once.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name or path, for locations; a theme without an identifier of its own
    ///     gets one from it.
    ///   - options: The bounds, the theme's identifier and name, mapped paths.
    public func decode(
        _ bytes: some Collection<UInt8>,
        file: String?,
        options: ImportOptions = ImportOptions()
    ) -> DecodingReport<ThemeDocument> {
        decode(
            [TokenSetMember(ParsedThemeFile(bytes: Array(bytes), path: file, limits: options.limits))],
            options: options
        )
    }

    /// Reads a file in this format into a Palette theme document.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name or path, for locations.
    ///   - limits: Bounds on the input.
    ///   - auuImageTypes: What AUUTheme's image types 0 and 1 mean; told from the file by default.
    public func decode(
        _ bytes: some Collection<UInt8>,
        file: String?,
        limits: ThemeLimits,
        auuImageTypes: AUUThemeImporter.ImageTypes = .detect
    ) -> DecodingReport<ThemeDocument> {
        decode(bytes, file: file, options: ImportOptions(limits: limits, auuImageTypes: auuImageTypes))
    }

    /// Whether one theme may be read from several files in this format: a set of token files,
    /// or an SDThemeManager theme and the themes it falls back to.
    public var readsSeveralFiles: Bool { self == .dtcg || self == .giotto }

    /// Reads files already parsed, in this format, as one theme.
    ///
    /// A format that reads one file (``readsSeveralFiles``) given several is an error in the
    /// report, as are mappings the format cannot use (``ImportOptions/mappingProblem(for:)``) and
    /// mapped paths the theme has nothing at, named with the closest path. A file with modes that
    /// makes several themes is an error naming each with the inputs that choose it
    /// (``decodeThemes(_:options:tokensStudio:toleratesUnknownInputs:)`` reads them all).
    package func decode(_ members: [TokenSetMember], options: ImportOptions) -> DecodingReport<ThemeDocument> {
        let themes = decodeThemes(members, options: options)
        var report = DecodingReport<ThemeDocument>(
            value: nil,
            errors: themes.report.errors,
            warnings: themes.report.warnings
        )
        guard let all = themes.report.value, themes.report.errors.isEmpty else { return report }
        guard all.count > 1 else {
            report.value = all.first?.document
            return report
        }
        let listed = all.map { theme in
            "'\(theme.document.id)' (--input \(theme.inputs.map(\.description).joined(separator: " --input ")))"
        }
        report.errors.append(
            .invalidValue(
                value: members.first?.file.path ?? "the file",
                reason:
                    "its modes make \(all.count) themes, \(listed.summarisedForMessage()); choose one with an input, "
                    + "or load them all (ThemeLoader, --themes)",
                location: .init(file: members.first?.file.path)
            )
        )
        return report
    }

    /// The problem that keeps files from being read in this format at all: the first file's
    /// reading problem, several files for a format of one, a mapping the format cannot use.
    func precheck(_ files: [ParsedThemeFile], options: ImportOptions) -> ThemeError? {
        guard let first = files.first else { return .missingKey(key: "a file", location: nil) }
        if let problem = first.readingProblem, self != .giotto { return problem }
        if !readsSeveralFiles, files.count > 1 {
            return .invalidValue(
                value: "\(files.count) files",
                reason: "a theme in the \(self) format is one file",
                location: nil
            )
        }
        return options.mappingProblem(for: self)
    }

    /// Reads files without modes, in this format, as one theme.
    func decodeWithoutModes(_ members: [TokenSetMember], options: ImportOptions) -> DecodingReport<ThemeDocument> {
        let files = members.map(\.file)
        if let problem = precheck(files, options: options) { return DecodingReport(value: nil, errors: [problem]) }
        guard let first = files.first else { return DecodingReport(value: nil, errors: []) }
        let limits = options.limits
        switch self {
        case .palette:
            var report =
                if case .json(let root, let deviation) = first.content {
                    ThemeDocument.decode(root: root, firstDeviation: deviation, file: first.path, limits: limits)
                } else {
                    ThemeDocument.decode(json: first.bytes, file: first.path, limits: limits)
                }
            if let id = options.id { report.value?.id = id }
            if let name = options.name { report.value?.name = name }
            return report
        case .dtcg:
            var importer = DTCGImporter(
                limits: limits,
                id: options.id,
                name: options.name,
                conformance: options.conformance
            )
            for (path, roles) in options.roles(keyedBy: { TokenPath($0) }) {
                importer.mapping.roles[path, default: []].append(contentsOf: roles)
            }
            for (path, styles) in options.styles() {
                importer.mapping.styles[path, default: []].append(contentsOf: styles)
            }
            return importer.decode(parsed: members)
        case .auutheme:
            var importer = AUUThemeImporter(
                imageTypes: options.auuImageTypes,
                id: options.id,
                name: options.name,
                limits: limits
            )
            for (path, roles) in options.roles(keyedBy: { TokenPath($0) }) {
                importer.roles[path, default: []].append(contentsOf: roles)
            }
            return Self.checkingMappings(importer.decode(first), options)
        case .giotto:
            var importer = GiottoImporter(id: options.id, name: options.name, limits: limits)
            importer.roles = options.roles(keyedBy: { $0 })
            return Self.checkingMappings(importer.decode(parsed: files), options)
        case .swifttheme:
            var importer = SwiftThemeImporter(id: options.id, name: options.name, limits: limits)
            importer.roles = options.roles(keyedBy: { TokenPath($0) })
            return Self.checkingMappings(importer.decode(first), options)
        case .xcassets:
            return Self.assetCatalogImporter(options).decode(colorSet: first)
        case .resolver, .figma:
            // Read with their modes by decodeThemes; only a file that is no such thing gets here.
            return DecodingReport(
                value: nil,
                errors: [
                    (mismatch(first, limits: limits) ?? .missingKey(key: "a file", location: nil)).inFile(first.path)
                ]
            )
        }
    }

    /// Reads an asset catalog folder (`*.xcassets`, or any folder of colour sets) or one
    /// `.colorset` folder as one theme.
    package static func decodeAssetCatalog(folder: URL, options: ImportOptions) -> DecodingReport<ThemeDocument> {
        assetCatalogImporter(options).decode(folder: folder)
    }

    /// An asset catalog importer told what `options` say, colours mapped by Xcode's name
    /// (`Brand/Blue`) or by token path (`Brand.Blue`).
    private static func assetCatalogImporter(_ options: ImportOptions) -> AssetCatalogImporter {
        var importer = AssetCatalogImporter(limits: options.limits, id: options.id, name: options.name)
        importer.roles = options.roles(keyedBy: AssetCatalogImporter.tokenPath(forColorNamed:))
        return importer
    }

    /// The report with an error for each mapped path the theme has no token or role at.
    private static func checkingMappings(
        _ report: DecodingReport<ThemeDocument>,
        _ options: ImportOptions
    ) -> DecodingReport<ThemeDocument> {
        guard let document = report.value, !options.mappings.isEmpty else { return report }
        let tokens = document.tokens
        var known: Set<String> = []
        for paths in [Array(tokens.colors.keys), Array(tokens.dimensions.keys), Array(tokens.fonts.keys)] {
            known.formUnion(paths.map(\.string))
        }
        known.formUnion(tokens.numbers.keys.map(\.string))
        for role in ColorRole.allCases where document.palette[role] != nil {
            known.insert(role.tokenPath.string)
        }
        let problems = MappedPaths.unmatched(options.mappings.map(\.path), known: known)
        guard !problems.isEmpty else { return report }
        var failed = report
        failed.value = nil
        failed.errors += problems
        return failed
    }
}
