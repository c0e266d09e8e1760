import Palette

/// What every importer reads in one shape: the file's bytes (or a set of files), its name, and
/// the ``ImportOptions`` every format's reader takes; ``ThemeFileFormat`` reads design tokens
/// through these same entry points.
extension DTCGImporter {
    /// Reads a DTCG file, reporting every problem at once.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name or path, for locations and the identifier made from it.
    ///   - options: The theme's identifier and name, the bounds, paths mapped to roles or font
    ///     styles (after ``mapping``'s), and how strictly the file is held to DTCG 2025.10
    ///     (``ImportOptions/conformance``, lenient by default).
    public func decode(
        _ bytes: some Collection<UInt8>,
        file: String? = nil,
        options: ImportOptions = ImportOptions()
    ) -> DecodingReport<ThemeDocument> {
        decode(files: [SourceFile(json: Array(bytes), file: file)], options: options)
    }

    /// Reads several files as one set of tokens, as Style Dictionary merges its `include` and
    /// `source` files: aliases may point into any of them, a token defined again in a later file
    /// replaces the earlier one (with a warning naming both places), and every problem of every
    /// file is reported. The theme is named after the first file that is not only referenced.
    ///
    /// Each file may be in DTCG's format or in one of the formats before it (its drafts before
    /// 2022, Style Dictionary 3, Tokens Studio, whose single-file exports hold several sets).
    ///
    /// - Parameters:
    ///   - files: The files, in order; each marked when it is there only for references.
    ///   - options: As for ``decode(_:file:options:)``.
    public func decode(
        files: [SourceFile],
        options: ImportOptions = ImportOptions()
    ) -> DecodingReport<ThemeDocument> {
        configured(options).decode(
            parsed: files.map {
                TokenSetMember(
                    ParsedThemeFile(bytes: $0.json, path: $0.file, limits: options.limits),
                    isReferenceOnly: $0.isReferenceOnly
                )
            }
        )
    }
}

extension DTCGImporter: ConfigurableImporter {
    /// The roles of ``mapping``, which mapped paths add to.
    var roles: [TokenPath: [ColorRole]] {
        get { mapping.roles }
        set { mapping.roles = newValue }
    }

    static func roleKey(forMappedPath path: String) -> TokenPath { TokenPath(path) }

    /// The conformance and the mapped font styles, which only design tokens have.
    mutating func takeFormatOptions(_ options: ImportOptions) {
        conformance = options.conformance
        for (path, styles) in options.styles() {
            mapping.styles[path, default: []].append(contentsOf: styles)
        }
    }
}
