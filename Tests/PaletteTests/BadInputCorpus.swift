import PaletteTestSupport

@testable import Palette
@testable import PaletteFormats

/// Malformed and hostile inputs for every decoder that exists, with the problem each must be
/// reported as. Each facet file holds one decoder family's rows; `all` is every row.

enum BadInputCorpus {
    static var all: [BadInput] {
        payloads + jsonDocuments + values + themeNames + themeFiles + extremeNumbers + longNames
    }

    /// Inputs that go through a registry and can be applied to a controller.
    static var applicable: [BadInput] {
        all.filter { $0.decoder == .payload || $0.decoder == .themeName }
    }

    /// The themes the corpus resolves names against: built-in-like identifiers, one compiled type.
    static let registry: ThemeRegistry = {
        var registry = ThemeRegistry([DefaultTheme.self, AcmeTheme.self])
        for id in ["alternative", "midnight", "high-contrast", "dark"] {
            registry.register(CorpusTheme(id: id))
        }
        return registry
    }()

    /// Text of `count` bytes: `prefix`, then `filler` repeated, then `suffix`.
    static func sized(_ count: Int, prefix: String = "", filler: Character = "a", suffix: String = "") -> String {
        prefix + String(repeating: filler, count: max(0, count - prefix.utf8.count - suffix.utf8.count)) + suffix
    }

    /// 10 MB: far over every size limit.
    static let tenMegabytes = 10 * 1024 * 1024
}
