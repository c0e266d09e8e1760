internal import InternalPaletteUtilities

/// CSS's `box-shadow`, as Style Dictionary files and design-system exports write a shadow token
/// (`0 1px 2px #0003, inset 0 0 0 1px {color.line}`): layers split at the commas outside calls,
/// each `[inset] <x> <y> [<blur> [<spread>]] <colour>`, the colour before or after the lengths and
/// `inset` first or last.
enum CSSShadow {
    /// One layer as written: its two to four lengths (x, y, blur, spread; `0` written `0px`), its
    /// colour, and whether it is inset.
    struct Layer: Equatable {
        var lengths: [String]
        var color: String
        var inset: Bool
    }

    /// The layers of a `box-shadow` value, the first on top.
    ///
    /// - Parameter referenceType: The type of the token a reference names (a reference to a
    ///   dimension is a length; any other is the colour).
    /// - Throws: Why the text is no shadow Palette reads: a layer without a colour (CSS's
    ///   `currentColor`, which a shadow token cannot hold), too few or too many lengths, a word
    ///   that is neither.
    static func layers(
        _ text: String,
        referenceType: (String) -> DTCGType?
    ) throws(CSSShorthand.Problem) -> [Layer] {
        var layers: [Layer] = []
        for item in try CSSShorthand.items(text, of: "layer") {
            layers.append(try layer(item, referenceType: referenceType))
        }
        return layers
    }

    private static func layer(
        _ item: String,
        referenceType: (String) -> DTCGType?
    ) throws(CSSShorthand.Problem) -> Layer {
        var words = CSSShorthand.words(item)
        var inset = false
        if words.first?.asciiCaseFolded == "inset" {
            inset = true
            words.removeFirst()
        } else if words.last?.asciiCaseFolded == "inset" {
            inset = true
            words.removeLast()
        }
        guard !words.contains(where: { $0.asciiCaseFolded == "inset" }) else {
            throw CSSShorthand.Problem("'inset' comes once in a layer, first or last: '\(item.clippedForMessage)'")
        }
        var kinds = words.map { CSSShorthand.word($0, referenceType: referenceType) }
        // The colour is the word at either end that is no length.
        var color: String?
        if let first = kinds.first, !CSSShorthand.isLength(first) {
            color = words.removeFirst()
            kinds.removeFirst()
        } else if let last = kinds.last, !CSSShorthand.isLength(last) {
            color = words.removeLast()
            kinds.removeLast()
        }
        if let stray = kinds.firstIndex(where: { !CSSShorthand.isLength($0) }) {
            throw CSSShorthand.Problem(
                "'\(words[stray].clippedForMessage)' is no length, and a layer's colour comes before or after its"
                    + " lengths: [inset] <x> <y> [<blur> [<spread>]] <colour>"
            )
        }
        guard (2...4).contains(words.count) else {
            throw CSSShorthand.Problem("a shadow layer has 2 to 4 lengths (x, y, blur, spread), not \(words.count)")
        }
        guard let color else {
            throw CSSShorthand.Problem(
                "the layer '\(item.clippedForMessage)' has no colour: CSS draws it in the text's colour"
                    + " ('currentColor'), which a shadow token cannot hold"
            )
        }
        // A loop, not `map`: the standard library of older SDKs has no typed-throws `map`.
        var lengths: [String] = []
        for (word, kind) in zip(words, kinds) { lengths.append(try CSSShorthand.length(word, kind)) }
        return Layer(lengths: lengths, color: color, inset: inset)
    }
}
