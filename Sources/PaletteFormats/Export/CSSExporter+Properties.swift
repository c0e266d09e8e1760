import Palette

extension CSSExporter {
    /// The custom properties of a theme's block: its roles, styles and the tokens of its whole
    /// lineage (the nearest theme's winning), each with its property name.
    struct Properties {
        /// Roles, then styles, then tokens by kind and path; images are written apart.
        var entries: [(slot: TokenSlot, value: TokenValue)] = []
        /// Property names (`--palette-primary`) by slot; a name two slots would share goes to the
        /// later one as `--palette-token-…`.
        var names: [TokenSlot: String] = [:]
        /// The tokens of the theme and the themes it extends, with their references and metadata.
        var tokens = TokenSet()
        private var values: [TokenSlot: TokenValue] = [:]
        private var used: Set<String> = []

        /// The value a slot is declared with.
        func value(of slot: TokenSlot) -> TokenValue? { values[slot] }

        /// The name of a token's property, without its prefix: `spacing-card`.
        func baseName(of path: TokenPath) -> String {
            path.segments.map { CSSExporter.kebab(String($0)) }.joined(separator: "-")
        }

        fileprivate mutating func add(_ slot: TokenSlot, _ value: TokenValue, named name: String, prefix: String) {
            var property = "--\(prefix)-\(name)"
            if used.contains(property) { property = "--\(prefix)-token-\(name)" }
            used.insert(property)
            names[slot] = property
            values[slot] = value
            entries.append((slot, value))
        }
    }

    /// The custom properties of a theme's block.
    func properties(of theme: ResolvedTheme) -> Properties {
        var properties = Properties()
        for ancestor in theme.lineage.reversed() { properties.tokens = properties.tokens.merging(ancestor.tokens) }
        for role in ColorRole.allCases {
            properties.add(
                TokenSlot(role),
                .color(theme.palette[role]),
                named: Self.kebab(role.rawValue),
                prefix: prefix
            )
        }
        for style in FontStyle.allCases {
            properties.add(
                TokenSlot(style),
                .font(theme.fontStyles[style]),
                named: "font-\(style.rawValue)",
                prefix: prefix
            )
        }
        for (path, value) in properties.tokens.all where value.kind != .image {
            properties.add(TokenSlot(value.kind, path), value, named: properties.baseName(of: path), prefix: prefix)
        }
        return properties
    }
}
