import Palette

/// The codes only reading theme files raises, declared here so that Palette, which reads its own
/// documents only, names none of them.
extension ThemeError.Code {
    /// Something in an input that Palette reads but cannot represent.
    public static let unsupported = ThemeError.Code(
        "unsupported",
        module: "PaletteFormats",
        summary: "Something in an input that Palette reads but cannot represent."
    )
    /// Values a file does not set that come from the theme it extends.
    public static let inheritedValues = ThemeError.Code(
        "inheritedValues",
        module: "PaletteFormats",
        summary: "Values a file does not set that come from the theme it extends."
    )
    /// A file read as a format it is not in.
    public static let wrongFormat = ThemeError.Code(
        "wrongFormat",
        module: "PaletteFormats",
        summary: "A file read as a format it is not in."
    )
}

extension ThemeError {
    /// Something in an input that Palette reads but cannot represent, such as a DTCG `shadow`
    /// token; a warning, the rest is used.
    ///
    /// The message is `unsupported FEATURE` then the location, then `: REASON`; ``/Palette/ThemeError/reason`` is
    /// `reason`.
    public static func unsupported(feature: String, reason: String, location: Location?) -> ThemeError {
        ThemeError(
            code: .unsupported,
            head: "unsupported \(feature)",
            tail: reason,
            reason: reason,
            values: [feature, reason],
            location: location
        )
    }

    /// Values a file does not set that come from the theme it extends; a warning.
    public static func inheritedValues(keys: [String], from: String, location: Location?) -> ThemeError {
        let list = keys.map { "'\($0)'" }.summarisedForMessage()
        return ThemeError(
            code: .inheritedValues,
            head: "\(list) \(keys.count == 1 ? "is" : "are") not set",
            tail: "taken from '\(from.clippedForMessage)'",
            values: keys,
            location: location
        )
    }

    /// A file read as a format it is not in: `expected` names the format it was read as, `found`
    /// what the file looks like (`a UFO font's metainfo.plist`, `DTCG design tokens`).
    public static func wrongFormat(expected: String, found: String, location: Location?) -> ThemeError {
        ThemeError(
            code: .wrongFormat,
            head: "not \(expected)",
            tail: "it looks like \(found)",
            values: [expected, found],
            location: location
        )
    }
}
