/// The values the mutator puts where a document had a number, a string or a key.
///
/// Numbers are written as text, so values JSON and property lists can spell but a `Double` cannot
/// hold (`1e400`, `2^64` as an integer) reach the readers as they would from a file.
enum HostileValues {
    /// Extreme numbers as a file would spell them: the ends of `Double`, the smallest subnormal,
    /// the edges of `Int64` and `UInt64`, negative zero, values that overflow to infinity or
    /// underflow to zero, and fractions where a whole number is expected.
    static let numbers = [
        "1e308", "-1e308", "1.7976931348623157e308", "5e-324", "-5e-324", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551615",
        "18446744073709551616", "-0", "-0.0", "0", "1e400", "-1e400", "1e-400", "0.5", "1.5", "-1", "2.5e15",
        "4294967296",
    ]

    /// Text that looks like a number to a lenient parser but is none, or is one out of range.
    static let numericText = [
        "NaN", "nan", "-NaN", "Infinity", "-Infinity", "inf", "1e400", "0x1p1023", "0x7FFFFFFFFFFFFFFF",
        "1_000", "1,5", "\u{0661}\u{0662}", "+1", ".5", "5.", "1e", "--1",
    ]

    /// Strings that reach the code behind a string: empty, huge, control characters, Unicode
    /// look-alikes, deep DTCG aliases, paths out of a theme's folder, format strings.
    static let strings: [String] = [
        "", " ", "\u{0}", "a\u{0}b", String(repeating: "a", count: 70_000), "\u{212A}", "\u{0130}", "\u{FEFF}",
        "\u{202E}evil", "\u{1F3A8}", "\u{0301}", "{" + Array(repeating: "a", count: 200).joined(separator: ".") + "}",
        // Long enough that work per name that grows with the path shows (20 KB).
        "{" + Array(repeating: "a", count: 10_000).joined(separator: ".") + "}",
        "{a}", "{}", "{", "}", "{{a}}", "{$value}", "../../../../../../etc/passwd", "/etc/passwd", "..", "../",
        "file:///etc/passwd", "%s%s%s%n", "%@%d%x", "${HOME}", "\\", "\"", "<", "]]>", "&amp;", "&#0;", "c:",
        "f:", "f:system,", "f:,12", "s:", "point:", "rect:1,2,3", "null", "nil", "#", "0x", "system 0",
        "system -0", "system 1e308", "system NaN", "system 17 \u{212A}", "__default__", "$value", "$ref", ".", "a..b",
    ]

    /// An alias `text` (`{color.base}`) continued for 10,000 more names, so the start of the path
    /// names a token and the rest does not; `nil` when `text` is no alias.
    static func overlongAlias(of text: String) -> String? {
        guard text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        return String(text.dropLast()) + String(repeating: ".a", count: 10_000) + "}"
    }

    /// `text` with its letters swapped for Unicode look-alikes that fold to them under Unicode
    /// case rules: `k` to the Kelvin sign U+212A, `i` to U+0130 (capital I with a dot) or `s` to
    /// U+017F (long s), the first of them that appears; `nil` when it has none of them.
    static func lookAlike(of text: String) -> String? {
        let twins: [Character: Character] = ["k": "\u{212A}", "K": "\u{212A}", "i": "\u{0130}", "s": "\u{017F}"]
        guard let index = text.firstIndex(where: { twins[$0] != nil }), let twin = twins[text[index]] else {
            return nil
        }
        var swapped = text
        swapped.replaceSubrange(index...index, with: String(twin))
        return swapped
    }

    /// `text` with its first run of digits (and a decimal point in it) replaced by `number`:
    /// `16px` becomes `1e308px`, `system 17 bold` `system -0 bold`, `f:system,14` `f:system,1e400`;
    /// `nil` when it has no digits.
    static func replacingFirstNumber(in text: String, with number: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard let start = scalars.firstIndex(where: { ("0"..."9").contains($0) }) else { return nil }
        var end = start
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == "." { end += 1 }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<start])
        result.append(contentsOf: number.unicodeScalars)
        result.append(contentsOf: scalars[end...])
        return String(result)
    }
}
