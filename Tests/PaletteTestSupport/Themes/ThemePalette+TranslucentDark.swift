import Palette

extension ThemePalette {
    /// A dark palette whose surface is white at 8 % over #121212, as Material's dark elevation
    /// overlays are: the reader sees the surface as #252525.
    ///
    /// - Parameter onSurface: The text colour on the surface, as hex.
    package static func translucentDark(onSurface: String = "#E0E0E0") throws -> ThemePalette {
        ThemePalette(
            primary: try ThemeColor(hex: "#90CAF9"),
            secondary: try ThemeColor(hex: "#80CBC4"),
            neutral: try ThemeColor(hex: "#121212"),
            highlight: try ThemeColor(hex: "#FFD54F"),
            background: try ThemeColor(hex: "#121212"),
            onBackground: try ThemeColor(hex: "#E0E0E0"),
            surface: try ThemeColor(hex: "#FFFFFF14"),
            onSurface: try ThemeColor(hex: onSurface),
            error: try ThemeColor(hex: "#FFB4AB"),
            outline: try ThemeColor(hex: "#8A8A8A")
        )
    }
}
