internal import InternalPaletteUtilities
import Palette

// The codes only reading theme files raises, each declared once with everything about it, here
// so that Palette, which reads its own documents only, names none of them.

extension ThemeError.Code {
    /// Something in an input that Palette reads but cannot represent, such as a DTCG `shadow`
    /// token; a warning, the rest is used. ``/Palette/ThemeError/reason`` says why.
    public static let unsupported = ThemeError.Code(
        "unsupported",
        summary: "Something in an input that Palette reads but cannot represent."
    ) { ("unsupported \($0.value(0))", $0.reason ?? "") }
}

extension ThemeError {
    /// An ``/Palette/ThemeError/Code/unsupported`` warning: `unsupported FEATURE`, then the
    /// location, then `: REASON`.
    package static func unsupported(feature: String, reason: String, location: Location?) -> ThemeError {
        ThemeError(.unsupported, reason: reason, values: [feature, reason], location: location)
    }
}

extension ThemeError.Code {
    /// Values a file does not set that come from the theme it extends; a warning.
    /// ``/Palette/ThemeError/subject`` is that theme.
    public static let inheritedValues = ThemeError.Code(
        "inheritedValues",
        summary: "Values a file does not set that come from the theme it extends."
    ) { error in
        let list = error.values.map { "'\($0)'" }.summarisedForMessage()
        return (
            "\(list) \(error.values.count == 1 ? "is" : "are") not set",
            "taken from \(error.quotedSubject)" + (error.reason.map { "; " + $0 } ?? "")
        )
    }
}

extension ThemeError {
    /// An ``/Palette/ThemeError/Code/inheritedValues`` warning: `keys` are taken `from` a theme;
    /// for a file of tokens, `mappable` says how one of its tokens can set them instead.
    package static func inheritedValues(
        keys: [String],
        from: String,
        mappable: Bool = false,
        location: Location?
    ) -> ThemeError {
        let hint = mappable ? "'palette import --map PATH=ROLE' (or STYLE) sets one from a token of the file" : nil
        return ThemeError(.inheritedValues, subject: from, reason: hint, values: keys, location: location)
    }
}

extension ThemeError.Code {
    /// A file read as a format it is not in.
    public static let wrongFormat = ThemeError.Code(
        "wrongFormat",
        summary: "A file read as a format it is not in."
    ) { ("not \($0.value(0))", "it looks like \($0.value(1))") }
}

extension ThemeError {
    /// A ``/Palette/ThemeError/Code/wrongFormat`` error: `expected` names the format the file was
    /// read as, `found` what it looks like (`a UFO font's metainfo.plist`, `DTCG design tokens`).
    package static func wrongFormat(expected: String, found: String, location: Location?) -> ThemeError {
        ThemeError(.wrongFormat, values: [expected, found], location: location)
    }
}
