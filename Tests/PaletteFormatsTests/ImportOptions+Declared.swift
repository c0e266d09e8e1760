import PaletteFormats

extension ImportOptions {
    /// Design tokens read as `palette validate` and `--strict` read them: a file that declares
    /// DTCG 2025.10 is held to it (``DTCGImporter/Conformance-swift.enum/asDeclared``), where the
    /// default reading is lenient.
    static let asDeclared = ImportOptions(conformance: .asDeclared)
}
