import Palette

/// The members of DTCG's composite values that may be references to other tokens, and the kind
/// of token each names: the one table the importer keeps member references by
/// (``/Palette/TokenSet/memberAliases``) and the exporter writes them back by.
enum DTCGCompositeMembers {
    /// The kind of token a member of a composite value of `kind` may name, by its key in
    /// ``/Palette/TokenSet/memberAliases`` (`0.color`, `fontFamily`, `dashArray.1`); `nil` for a
    /// key DTCG's value of the kind has no member for.
    static func kind(of key: String, in kind: TokenKind) -> TokenKind? {
        let names = key.split(separator: ".").map(String.init)
        let numbered = kind == .shadow || kind == .gradient
        // A layer named whole; a gradient's stops are not: a reference there may stand for several.
        if numbered, names.count == 1, Int(names[0]) != nil { return kind == .shadow ? kind : nil }
        guard let name = names.last, names.count == (numbered ? 2 : 1) || Int(name) != nil else { return nil }
        if Int(name) != nil { return names.count == 2 && names[0] == "dashArray" ? .dimension : nil }
        return kinds[kind]?[name]
    }

    /// What each member of a composite value is, by the composite's kind.
    private static let kinds: [TokenKind: [String: TokenKind]] = [
        .shadow: [
            "color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension,
        ],
        .gradient: ["color": .color, "position": .number],
        .border: ["color": .color, "width": .dimension, "style": .strokeStyle],
        .transition: ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier],
        .font: [
            "fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight,
            "letterSpacing": .dimension, "lineHeight": .number,
        ],
    ]
}
