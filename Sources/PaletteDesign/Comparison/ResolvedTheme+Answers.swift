import Palette

extension ResolvedTheme {
    /// Every custom token the theme answers, by slot: its own, then those of the themes it extends
    /// that it does not define again. What `palette show`, `preview` and `diff` list.
    package var answeredTokens: [TokenSlot: TokenValue] {
        var answered: [TokenSlot: TokenValue] = [:]
        for ancestor in lineage {
            for kind in TokenKind.allCases {
                for path in ancestor.tokens.paths(of: kind) where answered[TokenSlot(kind, path)] == nil {
                    answered[TokenSlot(kind, path)] = ancestor.tokens[kind, path]
                }
            }
        }
        return answered
    }

    /// Every style the theme's cascade defines, by name: its own, then those of the themes it
    /// extends (the style sheet's lookup for each name).
    package var cascadedStyles: [String: StyleDefinition] {
        var defined: [String: StyleDefinition] = [:]
        for ancestor in lineage {
            for style in ancestor.styleDefinitions where defined[style.name] == nil {
                defined[style.name] = style
            }
        }
        return defined
    }
}

extension StyleDefinition {
    /// The style's own properties as a style sheet applies them, by key: each key's last value,
    /// and the styles it extends under ``superstyleKey`` as a ``StyleValue/styles(_:)`` list.
    package var effectiveProperties: [String: StyleValue] {
        var values: [String: StyleValue] = [:]
        if !superstyles.isEmpty { values[Self.superstyleKey] = .styles(superstyles) }
        for property in properties { values[property.key] = property.value }
        return values
    }
}
