internal import InternalPaletteUtilities

/// Where a font's glyphs come from: the platform's system font in one of its designs, or a
/// family by name.
///
/// A named family that is not installed falls back to the system font with the same weight and
/// traits; it never crashes.
///
/// Encodes as a string: `"system"`, `"system-rounded"`, `"system-serif"`,
/// `"system-monospaced"`, or the family name (`"Avenir Next"`).
public enum FontFamily: Hashable, Sendable {
    /// The system font (San Francisco on Apple platforms) in a design.
    case system(design: SystemDesign)
    /// A family installed on the device or bundled with the app, by family name.
    ///
    /// `system` and names starting with `system-` are the string forms of ``system(design:)``;
    /// a family so named is encoded like one, so the importers read such names as system designs.
    case named(String)

    /// The system font in its default design.
    @_alwaysEmitIntoClient
    public static var system: FontFamily { FontFamily.system(design: .default) }

    /// The designs of the system font.
    public enum SystemDesign: String, CaseIterable, Codable, Hashable, Sendable {
        case `default`
        case rounded
        case serif
        case monospaced
    }

    /// Parses the string form; anything that is not a `system` form is a family name.
    ///
    /// - Throws: ``ThemeError/invalidValue(value:reason:location:)`` for an empty name, an
    ///   unknown system design such as `"system-wide"`, or a name DTCG reads as an alias
    ///   (`"{font.body}"`), which DTCG files could not hold.
    package init(string: String) throws(ThemeError) {
        let trimmed = string.trimmingSpaces
        let lower = trimmed.asciiCaseFolded
        if lower == "system" {
            self = .system
        } else if lower.hasPrefix("system-") {
            let design = String(lower.dropFirst("system-".count))
            guard let systemDesign = SystemDesign(rawValue: design) else {
                throw .invalidValue(
                    value: string,
                    reason: "unknown system design; expected "
                        + SystemDesign.allCases.map { "'system-\($0.rawValue)'" }.joined(separator: ", "),
                    location: nil
                )
            }
            self = .system(design: systemDesign)
        } else if trimmed.isEmpty {
            throw .invalidValue(value: string, reason: "a font family name cannot be empty", location: nil)
        } else if AliasSyntax.alias(in: trimmed) != .none {
            // DTCG has no way to write such a name: its files would read it back as an alias.
            throw .invalidValue(
                value: string,
                reason: "a font family name cannot start with '{' or end with '}', which DTCG reads as an alias",
                location: nil
            )
        } else {
            self = .named(trimmed)
        }
    }

    /// The string form, as it is encoded.
    var stringValue: String {
        switch self {
        case .system(.default): "system"
        case .system(let design): "system-\(design.rawValue)"
        case .named(let name): name
        }
    }
}

extension FontFamily: CustomStringConvertible {
    /// The string form, as it is encoded: `"system-serif"`, `"Avenir Next"`.
    public var description: String { stringValue }
}

/// Encodes as its string form, ``description``, and decodes what ``init(string:)`` reads.
extension FontFamily: Codable, TextCodable {
    init(codableText text: String) throws(ThemeError) {
        try self.init(string: text)
    }

    var codableText: String { stringValue }
}
