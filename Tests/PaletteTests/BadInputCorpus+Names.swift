import PaletteTestSupport

/// Theme names that look like registered ones but are not: each must be an unknown theme with a
/// suggestion, never a silent match. Registered: default, alternative, midnight, high-contrast,
/// dark, acme (type `AcmeTheme`).
extension BadInputCorpus {
    static var themeNames: [BadInput] {
        [
            BadInput("a Cyrillic a", .themeName, "\u{430}lternative", .unknownTheme(suggestion: "alternative")),
            BadInput(
                "a Greek capital alpha",
                .themeName,
                "\u{391}lternative",
                .unknownTheme(suggestion: "alternative")
            ),
            BadInput("a Cyrillic i", .themeName, "midn\u{456}ght", .unknownTheme(suggestion: "midnight")),
            BadInput(
                "fullwidth letters",
                .themeName,
                "\u{FF41}\u{FF4C}\u{FF54}\u{FF45}\u{FF52}\u{FF4E}\u{FF41}\u{FF54}\u{FF49}\u{FF56}\u{FF45}",
                .unknownTheme(suggestion: nil)
            ),
            BadInput(
                "a Turkish dotted capital I",
                .themeName,
                "H\u{130}GH-CONTRAST",
                .unknownTheme(suggestion: "high-contrast")
            ),
            BadInput(
                "the Kelvin sign, which lowercases to k",
                .themeName,
                "dar\u{212A}",
                .unknownTheme(suggestion: "dark")
            ),
            BadInput("a zero-width space", .themeName, "alter\u{200B}native", .unknownTheme(suggestion: "alternative")),
            BadInput(
                "a right-to-left override",
                .themeName,
                "\u{202E}alternative",
                .unknownTheme(suggestion: "alternative")
            ),
            BadInput("a trailing space", .themeName, "alternative ", .unknownTheme(suggestion: "alternative")),
            BadInput("a type name with a Cyrillic e", .themeName, "Acm\u{435}Theme", .unknownTheme(suggestion: "acme")),
            BadInput("an empty name", .themeName, "", .unknownTheme(suggestion: nil)),
            BadInput("a path", .themeName, "../../etc/passwd", .unknownTheme(suggestion: nil)),
            BadInput("a 1 MB name", .themeName, sized(1 << 20), .unknownTheme(suggestion: nil)),
        ]
    }
}
