extension ThemeDocument {
    /// The themes an adaptive document serves for each appearance, by identifier.
    ///
    /// A document with `variants` describes an ``AdaptiveTheme``: it names a registered theme
    /// (compiled, or another document) for light content and one for dark content, and sets no
    /// colours, fonts, tokens or styles of its own:
    ///
    /// ```json
    /// {"formatVersion": 1, "id": "ocean", "name": "Ocean",
    ///  "variants": {"light": "ocean-light", "dark": "ocean-dark"}}
    /// ```
    public struct Variants: Hashable, Sendable {
        /// The identifier (or type name) of the theme served for light content.
        public var light: String
        /// The identifier (or type name) of the theme served for dark content.
        public var dark: String

        /// Creates the variants of an adaptive document.
        public init(light: String, dark: String) {
            self.light = light
            self.dark = dark
        }

        /// The identifier served for `appearance`.
        public subscript(appearance: ThemeAppearance) -> String {
            switch appearance {
            case .light: light
            case .dark: dark
            }
        }
    }

    /// The sections an adaptive document cannot have: its variants supply them.
    static let sectionsVariantsSupply = ["extends", "palette", "fonts", "tokens", "styles"]

    /// Reads `{"light": ID, "dark": ID}`, reporting a missing or unknown appearance.
    static func variants(_ node: JSONNode, at path: JSONPath, reader: inout DocumentReader) -> Variants? {
        guard let members = reader.object(node, at: path, expected: "an object of 'light' and 'dark' theme ids")
        else { return nil }
        var ids: [ThemeAppearance: String] = [:]
        let names = ThemeAppearance.allCases.map(\.rawValue)
        for member in members {
            let memberPath = path.appending(member.key)
            guard let appearance = ThemeAppearance(rawValue: member.key) else {
                reader.error(
                    .unknownKey(
                        key: member.key,
                        expected: names,
                        suggestion: Suggestion.closest(to: member.key, in: names),
                        location: member.keyLocation(memberPath)
                    )
                )
                continue
            }
            if let id = identifier(member.node, at: memberPath, reader: &reader) { ids[appearance] = id }
        }
        for appearance in ThemeAppearance.allCases where !members.contains(where: { $0.key == appearance.rawValue }) {
            reader.error(.missingKey(key: "variants.\(appearance.rawValue)", location: node.location(path)))
        }
        guard let light = ids[.light], let dark = ids[.dark] else { return nil }
        return Variants(light: light, dark: dark)
    }

    /// The ``AdaptiveTheme`` an adaptive document describes, its variants looked up in `registry`.
    ///
    /// - Throws: ``ThemeError/unresolvedReference(reference:reason:location:)`` at
    ///   `variants.light` or `variants.dark` when that identifier names no registered theme.
    func resolve(_ variants: Variants, in registry: ThemeRegistry) throws(ThemeError) -> ResolvedTheme {
        var themes: [ThemeAppearance: ResolvedTheme] = [:]
        for appearance in ThemeAppearance.allCases {
            let id = variants[appearance]
            guard let theme = registry.entry(named: id)?.theme else {
                let suggestion = registry.suggestion(for: id).map { " did you mean '\($0)'?" } ?? ""
                throw .unresolvedReference(
                    reference: id,
                    reason: "'variants.\(appearance.rawValue)' names no registered theme.\(suggestion)",
                    location: ThemeError.Location(path: "variants.\(appearance.rawValue)")
                )
            }
            themes[appearance] = theme
        }
        guard let light = themes[.light], let dark = themes[.dark] else {
            throw .missingKey(key: "variants", location: ThemeError.Location(path: "variants"))
        }
        return ResolvedTheme(AdaptiveTheme(id: id, name: name, light: light, dark: dark))
    }
}
