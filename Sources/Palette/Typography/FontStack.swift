internal import InternalPaletteUtilities

/// An ordered list of font families, the first one the device has being used (DTCG's
/// `fontFamily`, a CSS font stack).
///
/// Names are kept as the design wrote them (`-apple-system` stays `-apple-system`), so a stack
/// goes back out as it came in. CSS's generic families (`system-ui`, `-apple-system`,
/// `BlinkMacSystemFont`, `sans-serif`, `serif`, `monospace`, `ui-rounded`, …) are what they
/// are: on device they are the system font in the matching design.
///
/// ```swift
/// let stack = FontStack(css: "Inter, -apple-system, \"Segoe UI\", sans-serif")
/// stack.names                              // ["Inter", "-apple-system", "Segoe UI", "sans-serif"]
/// stack.family(isInstalled: { _ in false })  // .system(design: .default)
/// ```
///
/// Encodes as DTCG writes it: one name as a string, several as an array.
public struct FontStack: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The family names, in order, as written, without quotes.
    public let names: [String]

    /// Creates a stack of `names`; blank names are left out.
    public init(_ names: [String]) {
        self.names = names.map(\.trimmingSpaces).filter { !$0.isEmpty }
    }

    @_alwaysEmitIntoClient public init(arrayLiteral elements: String...) {
        self.init(elements)
    }

    /// A stack from CSS's `font-family` text: names separated by commas, each quoted or not.
    package init(css: String) {
        self.init(Self.split(css))
    }

    /// The stack of one family.
    init(_ family: FontFamily) {
        self.init([family.stringValue])
    }

    /// What a name is on Apple platforms when it is one of CSS's generic families (or one of
    /// Palette's `system` forms): the system font in a design; `nil` for a family name.
    package static func systemDesign(of name: String) -> FontFamily.SystemDesign? {
        switch name.trimmingSpaces.asciiCaseFolded {
        case "system", "system-ui", "-apple-system", "blinkmacsystemfont", "ui-sans-serif", "sans-serif", "cursive",
            "fantasy", "emoji", "math", "fangsong":
            .default
        case "ui-serif", "serif", "system-serif": .serif
        case "ui-monospace", "monospace", "system-monospaced": .monospaced
        case "ui-rounded", "system-rounded": .rounded
        default: nil
        }
    }

    /// Whether `name` is a generic family (`systemDesign(of:)`) rather than a family by name.
    static func isGeneric(_ name: String) -> Bool {
        systemDesign(of: name) != nil
    }

    /// The family to use on a device: the first name that is installed or generic (a generic
    /// family is the system font in its design); the system font when none is.
    ///
    /// - Parameter isInstalled: Whether the device has a family of that name.
    func family(isInstalled: (String) -> Bool) -> FontFamily {
        for name in names {
            if let design = Self.systemDesign(of: name) { return .system(design: design) }
            if isInstalled(name) { return .named(name) }
        }
        return .system
    }

    /// The first family as Palette names families: a generic family as the system font in its
    /// design, any other name as a named family; the system font for an empty stack.
    var primary: FontFamily {
        guard let first = names.first else { return .system }
        if let design = Self.systemDesign(of: first) { return .system(design: design) }
        return .named(first)
    }

    /// The CSS text: names joined by commas, a name quoted when CSS needs it (it has a space or
    /// anything but letters, digits and hyphens, or starts with a digit) and it is not generic.
    package var css: String {
        names.map { name in
            let plain = name.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0 == "-" || ("0"..."9").contains($0)
            }
            let startsWithDigit = name.first.map { ("0"..."9").contains($0) } ?? false
            guard Self.isGeneric(name) || (plain && !startsWithDigit) else {
                return "\""
                    + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    + "\""
            }
            return name
        }
        .joined(separator: ", ")
    }

    /// Splits CSS font-family text at the commas outside quotes, removing quotes and escapes.
    static func split(_ text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                names.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(current)
        return names.map(\.trimmingSpaces).filter { !$0.isEmpty }
    }
}

extension FontStack: CustomStringConvertible {
    /// The CSS text: `"Inter", sans-serif`.
    public var description: String { css }
}
