/// The theme files the build plugin compiles by their names alone.
///
/// A plugin cannot import `PaletteFormats`, so this file keeps the names the table of formats
/// gives (`ThemeFileFormat.Descriptor.buildFileSuffixes`); the tests compile this same file and
/// check that it decides every file as `ThemeFileFormat.isBuildFile(named:)` does.
enum ThemeFileNames {
    /// The endings, lowercased, of the file names compiled: the formats' build-file suffixes.
    static let suffixes = [".palette.json", ".tokens.json"]

    /// Whether a file named `name` is compiled by its name alone.
    static func isThemeFile(named name: String) -> Bool {
        let folded = name.lowercased()
        return suffixes.contains { folded.hasSuffix($0) }
    }
}
