import PaletteTestSupport

/// Malformed and hostile inputs for every reader of PaletteFormats, with the problem each must
/// be reported as. Each facet file holds one reader family's rows; `all` is every row.
extension BadInputCorpus {
    static var all: [BadInput] {
        dtcgFiles + legacyFiles + swiftThemeFiles + themeFolders + extremeNumbers + longNames
    }
}
