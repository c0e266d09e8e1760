internal import InternalPaletteUtilities
import Palette

/// What CSS's shorthand values share, as files not held to DTCG 2025.10 write composite tokens
/// (``CSSShadow``, ``CSSBorder``, ``CSSTransition``): a list split at its commas, each item into
/// words at its white space, both outside parentheses and braces (`rgba(0, 0, 0, 0.2)` and
/// `{color.shadow}` stay whole), and what each word is as far as its text tells.
///
/// The parsers only sort the words into the parts of a value; each part is then read as a token's
/// value of its type is (a colour as any colour string, a length as a dimension string, a
/// reference as the token it names), so a shorthand accepts what those readers accept.
enum CSSShorthand {
    /// Why a text is not a shorthand Palette reads, as a phrase.
    struct Problem: Error, Equatable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// What a word is, as far as its text tells.
    enum Word: Equatable {
        /// A number and its unit, lowercased and empty when there is none: `2px`, `0`, `200ms`.
        case number(Double, unit: String)
        /// A reference to a token (`{size.line}`) of this type, `nil` when it has none known here.
        case reference(DTCGType?)
        /// A CSS identifier, lowercased: `inset`, `solid`, `ease-in`, `all`, `red`.
        case keyword(String)
        /// Anything else: a colour (`#0003`, `rgba(…)`), another call.
        case other
    }

    /// The text of a value, without the spaces around it and the `;` after it of a value copied
    /// from a CSS declaration.
    static func value(_ text: String) -> String {
        let trimmed = text.trimmingSpaces
        return trimmed.hasSuffix(";") ? String(trimmed.dropLast()) : trimmed
    }

    /// The items of a comma-separated list (the commas of calls and references aside); an empty
    /// one, a comma at an end or two together, is a problem, as in CSS.
    ///
    /// - Parameter what: What an item is, for the message (`layer`).
    static func items(_ text: String, of what: String) throws(Problem) -> [String] {
        let items = CSSColorFunction.split(value(text)[...], at: ",", keepingEmpty: true)
        guard !items.contains(where: \.isEmpty) else {
            throw Problem(
                items.count == 1
                    ? "it is empty" : "a \(what) is missing: a comma at an end, or two commas with nothing between"
            )
        }
        return items
    }

    /// The words of an item: split at white space (spaces, tabs, line breaks) outside parentheses
    /// and braces.
    static func words(_ item: String) -> [String] {
        CSSColorFunction.split(String(item.map { $0.isWhitespace ? " " : $0 })[...], at: " ")
    }

    /// What a word is; `referenceType` gives the type of the token a reference names.
    static func word(_ text: String, referenceType: (String) -> DTCGType?) -> Word {
        if case .path = AliasSyntax.alias(in: text) { return .reference(referenceType(text)) }
        if let (value, unit) = Dimension.split(text) { return .number(value, unit: unit) }
        guard let first = text.first, !first.isNumber,
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        else { return .other }
        return .keyword(text.asciiCaseFolded)
    }

    /// Whether a word is a length: a number (its unit is the dimension reader's to judge), or a
    /// reference to a dimension token.
    static func isLength(_ word: Word) -> Bool {
        switch word {
        case .number: true
        case .reference(let type): type == .dimension
        case .keyword, .other: false
        }
    }

    /// A length as the dimension reader takes it: `0` without a unit, which CSS allows for 0
    /// alone, is `0px`; any other number without a unit is a problem.
    static func length(_ text: String, _ word: Word) throws(Problem) -> String {
        guard case .number(let value, unit: "") = word else { return text }
        guard value == 0 else {
            throw Problem("'\(text.clippedForMessage)' has no unit: CSS writes a length without one only for 0")
        }
        return "0px"
    }
}
