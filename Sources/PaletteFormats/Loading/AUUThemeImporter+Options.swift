import Palette

/// What every importer reads in one shape: the file's bytes (or a catalog's folder), its name, and
/// the ``ImportOptions`` every format's reader takes; ``ThemeFileFormat`` reads the AUUTheme format
/// through these same entry points.
extension AUUThemeImporter {
    /// Reads an AUUTheme file, reporting every problem at once.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name or path, for locations and the identifier made from it.
    ///   - options: The theme's identifier and name, the bounds, identifiers mapped to roles,
    ///     what image types 0 and 1 mean.
    public func decode(
        _ bytes: some Collection<UInt8>,
        file: String? = nil,
        options: ImportOptions = ImportOptions()
    ) -> DecodingReport<ThemeDocument> {
        decode(ParsedThemeFile(bytes: Array(bytes), path: file, limits: options.limits), options: options)
    }

    /// ``decode(_:file:options:)`` for a file already parsed.
    package func decode(_ parsed: ParsedThemeFile, options: ImportOptions) -> DecodingReport<ThemeDocument> {
        options.checkingMappings(configured(options).read(parsed))
    }
}

extension AUUThemeImporter: ConfigurableImporter {
    static func roleKey(forMappedPath path: String) -> TokenPath { TokenPath(path) }

    /// What image types 0 and 1 mean.
    mutating func takeFormatOptions(_ options: ImportOptions) {
        imageTypes = options.auuImageTypes
    }
}
