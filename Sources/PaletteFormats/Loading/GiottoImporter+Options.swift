import Palette

/// What every importer reads in one shape: the file's bytes (or a catalog's folder), its name, and
/// the ``ImportOptions`` every format's reader takes; ``ThemeFileFormat`` reads the SDThemeManager format
/// through these same entry points.
extension GiottoImporter {
    /// Reads one SDThemeManager file, reporting every problem at once.
    ///
    /// - Parameters:
    ///   - bytes: The property list.
    ///   - file: The file's name or path, for locations and the identifier made from it.
    ///   - options: The theme's identifier and name, the bounds, constants mapped to roles.
    public func decode(
        _ bytes: some Collection<UInt8>,
        file: String? = nil,
        options: ImportOptions = ImportOptions()
    ) -> DecodingReport<ThemeDocument> {
        decode(files: [(Array(bytes), file)], options: options)
    }

    /// Reads a cascade: the theme's file first, then the files it falls back to, in order.
    public func decode(
        files: [(bytes: [UInt8], file: String?)],
        options: ImportOptions = ImportOptions()
    ) -> DecodingReport<ThemeDocument> {
        decode(parsed: files.map { ParsedThemeFile(bytes: $0.bytes, path: $0.file, limits: options.limits) }, options)
    }

    /// ``decode(files:options:)`` for files already parsed.
    package func decode(parsed files: [ParsedThemeFile], _ options: ImportOptions) -> DecodingReport<ThemeDocument> {
        options.checkingMappings(configured(options).read(files))
    }
}

extension GiottoImporter: ConfigurableImporter {
    /// A constant is mapped by its name.
    static func roleKey(forMappedPath path: String) -> String { path }
}
