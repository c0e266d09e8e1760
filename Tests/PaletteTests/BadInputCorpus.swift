import PaletteTestSupport

/// Malformed and hostile inputs for every decoder of Palette, with the problem each must be
/// reported as. Each facet file holds one decoder family's rows; `all` is every row.
extension BadInputCorpus {
    static var all: [BadInput] {
        payloads + jsonDocuments + values + themeNames + themeFiles + extremeNumbers + longNames
    }

    /// Inputs that go through a registry and can be applied to a controller.
    static var applicable: [BadInput] {
        all.filter { $0.decoder == .payload || $0.decoder == .themeName }
    }
}
