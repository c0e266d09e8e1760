import Palette

/// The one place a file is read by its format: every command, ``ThemeLoader`` and the importers' callers
/// come here.
extension ThemeFileFormat {
    /// Reads a file in this format into a Palette theme document.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name or path, for locations; DTCG files without a Palette identifier
    ///     get one from it.
    ///   - limits: Bounds on the input.
    ///   - auuImageTypes: What AUUTheme's image types 0 and 1 mean; told from the file by default.
    public func decode(
        _ bytes: some Collection<UInt8>,
        file: String?,
        limits: ThemeLimits = .default,
        auuImageTypes: AUUThemeImporter.ImageTypes = .detect
    ) -> DecodingReport<ThemeDocument> {
        decode(
            ParsedThemeFile(bytes: Array(bytes), path: file, limits: limits),
            limits: limits,
            auuImageTypes: auuImageTypes
        )
    }

    /// Reads a file already parsed in this format.
    package func decode(
        _ parsed: ParsedThemeFile,
        limits: ThemeLimits,
        auuImageTypes: AUUThemeImporter.ImageTypes = .detect
    ) -> DecodingReport<ThemeDocument> {
        if let problem = parsed.readingProblem, self != .giotto {
            return DecodingReport(value: nil, errors: [problem], warnings: [])
        }
        switch self {
        case .palette:
            guard case .json(let root, let deviation) = parsed.content else {
                return ThemeDocument.decode(json: parsed.bytes, file: parsed.path, limits: limits)
            }
            return ThemeDocument.decode(root: root, firstDeviation: deviation, file: parsed.path, limits: limits)
        case .dtcg:
            return DTCGImporter(limits: limits).decode(parsed: [TokenSetMember(parsed)])
        case .auutheme:
            return AUUThemeImporter(imageTypes: auuImageTypes, limits: limits).decode(parsed)
        case .giotto:
            return GiottoImporter(limits: limits).decode(parsed: [parsed])
        case .xcassets:
            return AssetCatalogImporter(limits: limits).decode(colorSet: parsed)
        }
    }
}
