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

    /// Whether one theme may be read from several files in this format: a set of token files,
    /// or an SDThemeManager theme and the themes it falls back to (``Descriptor/readsSeveralFiles``).
    public var readsSeveralFiles: Bool { descriptor.readsSeveralFiles }

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

    /// Reads files without modes as one theme with `read`, the format's reader, once they pass
    /// ``precheck(_:options:)``.
    func decodeWithoutModes(
        _ members: [TokenSetMember],
        options: ImportOptions,
        read: ([TokenSetMember], ImportOptions) -> DecodingReport<ThemeDocument>
    ) -> DecodingReport<ThemeDocument> {
        if let problem = precheck(members.map(\.file), options: options) {
            return DecodingReport(value: nil, errors: [problem])
        }
        guard !members.isEmpty else { return DecodingReport(value: nil, errors: []) }
        return read(members, options)
    }

    /// Reads a Palette theme document.
    static func readPaletteDocument(
        _ members: [TokenSetMember],
        _ options: ImportOptions
    ) -> DecodingReport<ThemeDocument> {
        guard let first = members.first?.file else { return DecodingReport(value: nil, errors: []) }
        var report =
            if case .json(let root, let deviation) = first.content {
                ThemeDocument.decode(
                    root: root,
                    firstDeviation: deviation,
                    file: first.path,
                    limits: options.limits.theme
                )
            } else {
                ThemeDocument.decode(json: first.bytes, file: first.path, limits: options.limits.theme)
            }
        if let id = options.id { report.value?.id = id }
        if let name = options.name { report.value?.name = name }
        return report
    }

    /// Reads a set of token files without modes as one theme.
    static func readTokens(_ members: [TokenSetMember], _ options: ImportOptions) -> DecodingReport<ThemeDocument> {
        DTCGImporter().configured(options).decode(parsed: members)
    }

    /// Reads an AUUTheme file.
    static func readAUUTheme(_ members: [TokenSetMember], _ options: ImportOptions) -> DecodingReport<ThemeDocument> {
        guard let first = members.first?.file else { return DecodingReport(value: nil, errors: []) }
        return AUUThemeImporter().decode(first, options: options)
    }

    /// Reads an SDThemeManager theme and the themes it falls back to.
    static func readSDTheme(_ members: [TokenSetMember], _ options: ImportOptions) -> DecodingReport<ThemeDocument> {
        GiottoImporter().decode(parsed: members.map(\.file), options)
    }

    /// Reads a SwiftTheme theme.
    static func readSwiftTheme(
        _ members: [TokenSetMember],
        _ options: ImportOptions
    ) -> DecodingReport<ThemeDocument> {
        guard let first = members.first?.file else { return DecodingReport(value: nil, errors: []) }
        return SwiftThemeImporter().decode(first, options: options)
    }

    /// Reads one colour set's `Contents.json`.
    static func readColorSet(_ members: [TokenSetMember], _ options: ImportOptions) -> DecodingReport<ThemeDocument> {
        guard let first = members.first?.file else { return DecodingReport(value: nil, errors: []) }
        return AssetCatalogImporter().decode(first, options: options)
    }

    /// What a format read with its modes (a resolver, Figma variables) gives a file it could not
    /// read so: the file is no such thing, and the error says what it is.
    func readNothing(_ members: [TokenSetMember], _ options: ImportOptions) -> DecodingReport<ThemeDocument> {
        guard let first = members.first?.file else { return DecodingReport(value: nil, errors: []) }
        let problem = mismatch(first, limits: options.limits) ?? .missingKey(key: "a file", location: nil)
        return DecodingReport(value: nil, errors: [problem.inFile(first.path)])
    }

    /// Reads a folder that is a theme in this format as a whole: an asset catalog (`*.xcassets`,
    /// or any folder of colour sets) or one `.colorset` folder.
    ///
    /// - Parameters:
    ///   - folder: The folder.
    ///   - options: The bounds, the theme's identifier and name, mapped paths.
    public func decode(folder: URL, options: ImportOptions = ImportOptions()) -> DecodingReport<ThemeDocument> {
        guard descriptor.recognisesFolders else {
            return DecodingReport(
                value: nil,
                errors: [
                    .unsupported(
                        feature: "reading a folder as \(descriptor.displayName)",
                        reason: "a theme in the \(self) format is a file",
                        location: .init(file: folder.path)
                    )
                ]
            )
        }
        return AssetCatalogImporter().decode(folder: folder, options: options)
    }
}
