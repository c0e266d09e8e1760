internal import InternalPaletteUtilities

/// CSS's `border` shorthand, as Style Dictionary files and design-system exports write a border
/// token (`1px solid #d0d7de`): a width, a style and a colour, in any order. CSS lets any of them
/// be left out; a DTCG border has all three, so one left out is a problem that names it.
enum CSSBorder {
    /// A border as written: its width (`0` written `0px`, CSS's `thin`, `medium` and `thick` their
    /// lengths), its style (lowercased when a keyword) and its colour.
    struct Parts: Equatable {
        var width: String
        var style: String
        var color: String
    }

    /// CSS's width keywords and their lengths (CSS Backgrounds and Borders).
    static let widthKeywords = ["thin": "1px", "medium": "3px", "thick": "5px"]

    /// The width, style and colour of a `border` value.
    ///
    /// - Parameter referenceType: The type of the token a reference names (a reference to a
    ///   dimension is the width, to a stroke style the style; any other is the colour).
    /// - Throws: Why the text is no border Palette reads: a part left out or given twice, a style
    ///   DTCG has no keyword for.
    static func parts(_ text: String, referenceType: (String) -> DTCGType?) throws(CSSShorthand.Problem) -> Parts {
        let words = CSSShorthand.words(CSSShorthand.value(text))
        guard !words.isEmpty else { throw CSSShorthand.Problem("it is empty") }
        guard words.count <= 3 else {
            throw CSSShorthand.Problem(
                "a border is a width, a style and a colour (in any order), not \(words.count) words"
            )
        }
        var width: String?
        var style: String?
        var color: String?
        func fill(_ part: inout String?, _ name: String, with value: String) throws(CSSShorthand.Problem) {
            if let given = part {
                throw CSSShorthand.Problem(
                    "'\(given.clippedForMessage)' and '\(value.clippedForMessage)' are both the border's \(name)"
                )
            }
            part = value
        }
        for word in words {
            let kind = CSSShorthand.word(word, referenceType: referenceType)
            if case .keyword(let keyword) = kind, DTCGStrokeStyle.keywords.contains(keyword) {
                try fill(&style, "style", with: keyword)
            } else if kind == .reference(.strokeStyle) {
                try fill(&style, "style", with: word)
            } else if case .keyword(let keyword) = kind, let length = widthKeywords[keyword] {
                try fill(&width, "width", with: length)
            } else if CSSShorthand.isLength(kind) {
                try fill(&width, "width", with: try CSSShorthand.length(word, kind))
            } else if case .keyword(let keyword) = kind, keyword == "none" || keyword == "hidden" {
                throw CSSShorthand.Problem(
                    "'\(word)' draws no border, and a border token's style is one of "
                        + DTCGStrokeStyle.keywords.sorted().joined(separator: ", ")
                )
            } else {
                try fill(&color, "colour", with: word)
            }
        }
        guard let width, let style, let color else {
            // Each word fills a part, so one or two are missing.
            let missing = [(width, "width"), (style, "style"), (color, "colour")].filter { $0.0 == nil }.map(\.1)
            throw CSSShorthand.Problem(
                "'\(text.clippedForMessage)' has no \(missing.joined(separator: " or ")): a DTCG border has a width, a"
                    + " style and a colour"
            )
        }
        return Parts(width: width, style: style, color: color)
    }
}
