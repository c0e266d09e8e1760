internal import InternalPaletteUtilities

extension FontDescriptor {
    /// The descriptor written as one readable string: family, size, weight, traits and text
    /// style, e.g. `Avenir Next 17 semi-bold italic (body)`.
    ///
    /// ``init(shortForm:)`` reads it back, so theme documents can write fonts this way.
    public var shortForm: String {
        var parts = [family.stringValue, NumberText.plain(size), weight.description]
        parts += traits.names
        if let textStyle { parts.append("(\(textStyle.rawValue))") }
        return parts.joined(separator: " ")
    }

    /// Reads a font written as `<family> <size> [weight] [traits…] [(text style)]`.
    ///
    /// The size is a number (`17` or `17pt`); the words after it are at most one weight
    /// (`semibold`, `semi-bold`, `600`) and any traits (`italic`, `condensed`, …), in any order and
    /// letter case; a text style comes last in parentheses. Family names may contain numbers:
    /// the size is the first number that only a weight and traits follow.
    ///
    /// ```swift
    /// try FontDescriptor(shortForm: "Avenir Next 17 semibold italic")
    /// try FontDescriptor(shortForm: "system-serif 17 italic (body)")
    /// ```
    ///
    /// - Throws: ``ThemeError/invalidValue(value:reason:location:)`` saying which part is wrong.
    public init(shortForm: String) throws(ThemeError) {
        var words = shortForm.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        func failure(_ reason: String) -> ThemeError {
            .invalidValue(value: shortForm, reason: reason, location: nil)
        }
        var textStyle: TextStyle?
        if let last = words.last, last.hasPrefix("("), last.hasSuffix(")") {
            let name = String(last.dropFirst().dropLast())
            guard let style = TextStyle.named(name) else {
                throw failure(
                    "unknown text style '\(name.clippedForMessage)'; expected one of "
                        + TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
                )
            }
            textStyle = style
            words.removeLast()
        }
        // The size is the first number after which every word is a weight or a trait, so
        // family names may contain numbers ("Font Awesome 5 Free 17 bold").
        let candidates = words.indices.dropFirst().filter { Self.parseSize(words[$0]) != nil }
        guard let sizeIndex = candidates.first(where: { Self.parseStyle(words[($0 + 1)...]) != nil }),
            let size = Self.parseSize(words[sizeIndex]),
            let (weight, traits) = Self.parseStyle(words[(sizeIndex + 1)...])
        else {
            if let index = candidates.last,
                let word = words[(index + 1)...].first(where: { Self.parseStyle([$0]) == nil })
            {
                throw failure(
                    "'\(word.clippedForMessage)' is not a weight or a trait; traits are "
                        + FontTraits.named.map(\.name).joined(separator: ", ")
                )
            }
            throw failure("a font needs a family and then a size, e.g. 'Avenir Next 17 semibold'")
        }
        guard size > 0, size <= 1000 else { throw failure("a font size must be greater than 0 and at most 1000") }
        let family = try FontFamily(string: words[..<sizeIndex].joined(separator: " "))
        self.init(family: family, size: size, weight: weight, traits: traits, textStyle: textStyle)
    }

    /// A weight (at most one; regular when absent) and traits, or `nil` if any word is neither.
    private static func parseStyle(_ words: ArraySlice<String>) -> (FontWeight, FontTraits)? {
        var weight: FontWeight?
        var traits: FontTraits = []
        for word in words {
            // "bold" is a weight and a trait: the first weight word is the weight.
            if weight == nil, let parsed = try? FontWeight(name: word) {
                weight = parsed
            } else if let trait = FontTraits(name: word) {
                traits.insert(trait)
            } else {
                return nil
            }
        }
        return (weight ?? .regular, traits)
    }

    private static func parseSize(_ word: String) -> Double? {
        let digits = word.asciiCaseFolded.hasSuffix("pt") ? String(word.dropLast(2)) : word
        guard let first = digits.first, first.isNumber || first == "." else { return nil }
        return Double(digits).flatMap { $0.isFinite ? $0 : nil }
    }
}
