internal import InternalPaletteUtilities

extension ThemeDocument {
    /// The variants of an adaptive document: light and dark, each in standard and increased
    /// contrast, each a registered theme or written inline.
    ///
    /// A document with `variants` describes an ``AdaptiveTheme``. Each variant is the identifier
    /// of a registered theme (compiled, or another document), or an object of `palette`, `fonts`
    /// and `tokens` laid over the document's own sections, so one file can hold a whole theme:
    ///
    /// ```json
    /// {
    ///   "formatVersion": 1, "id": "ocean", "name": "Ocean",
    ///   "fonts": { "heading": "Avenir Next 24 semibold (title2)" },
    ///   "extends": "default",
    ///   "palette": { "primary": "#005F73" },
    ///   "variants": {
    ///     "lightIncreasedContrast": { "palette": { "primary": "#003B48" } },
    ///     "dark": "midnight",
    ///     "darkIncreasedContrast": { "palette": { "background": "#000000", "primary": "#9ADCEB" } }
    ///   }
    /// }
    /// ```
    ///
    /// The keys are `light`, `dark`, `lightIncreasedContrast` and `darkIncreasedContrast`
    /// (``ThemeVariant/key``). Without `light`, the document's own sections are the light variant.
    /// A variant that is missing is served by its fallback (``ThemeVariant/fallbacks``: increased
    /// contrast falls back to standard, dark to light), which decoding reports as a warning.
    public struct Variants: Equatable, Sendable {
        /// Where a variant comes from.
        public enum Source: Equatable, Sendable {
            /// A registered theme, by identifier or Swift type name.
            case theme(String)
            /// The document's own `extends`, palette, fonts, tokens and styles with these laid over.
            case inline(ThemeOverrides)
        }

        /// The source of each variant, in ``ThemeVariant/allCases`` order: a table, not a
        /// dictionary keyed by the variant, which would copy the standard library's hashing code.
        private var sources: [Source?]

        /// Creates variants from their sources; a variant not given falls back.
        public init(_ sources: [ThemeVariant: Source] = [:]) {
            self.sources = Array(repeating: nil, count: ThemeVariant.allCases.count)
            for (variant, source) in sources { self.sources[variant.caseIndex] = source }
        }

        /// The source of `variant`, or `nil` when the document does not give it.
        public subscript(variant: ThemeVariant) -> Source? {
            get { sources[variant.caseIndex] }
            set { sources[variant.caseIndex] = newValue }
        }

        /// The variants given, in ``ThemeVariant/allCases`` order.
        package var given: [ThemeVariant] {
            ThemeVariant.allCases.filter(gives)
        }

        /// Whether the document gives `variant`. A match, not `!= nil`, which for an `Equatable`
        /// value is the optional's `!=` and copies the comparison of sources at every use.
        func gives(_ variant: ThemeVariant) -> Bool {
            if case .none = sources[variant.caseIndex] { false } else { true }
        }

        /// Whether any variant is written inline, and so uses the document's own sections.
        var hasInlineVariant: Bool {
            sources.contains { if case .inline? = $0 { true } else { false } }
        }

        // Sources compared through one generic copy, not one synthesised for them.
        /// Two sets of variants are equal when every variant has the same source.
        public static func == (lhs: Variants, rhs: Variants) -> Bool {
            Unspecialized.equal(lhs.sources, rhs.sources)
        }

        /// `variants.darkIncreasedContrast`.
        package static func path(of variant: ThemeVariant) -> String {
            "variants.\(variant.key)"
        }
    }

    /// Reads the `variants` object, reporting unknown variants, values of the wrong type and, as
    /// warnings, each variant that falls back.
    static func variants(
        _ node: JSONNode,
        at path: JSONPath,
        reader: inout DocumentReader,
        limits: ThemeLimits
    ) -> Variants? {
        let keys = ThemeVariant.allCases.map(\.key)
        guard
            let members = reader.object(
                node,
                at: path,
                expected: "an object of variants ('light', 'dark', 'lightIncreasedContrast', 'darkIncreasedContrast')"
            )
        else { return nil }
        var variants = Variants()
        for member in members {
            let memberPath = path.appending(member.key)
            guard let variant = ThemeVariant.allCases.first(where: { $0.key == member.key }) else {
                reader.unknown(member.key, expected: keys, at: member.keyLocation(memberPath), asWarning: false)
                continue
            }
            switch member.node.value {
            case .string:
                if let id = identifier(member.node, at: memberPath, reader: &reader) { variants[variant] = .theme(id) }
            case .object:
                if let overrides = ThemeOverrides.decode(member.node, at: memberPath, reader: &reader, limits: limits) {
                    variants[variant] = .inline(overrides)
                }
            default:
                reader.mismatch(
                    member.node,
                    at: memberPath,
                    expected: "a theme id, or an object of 'palette', 'fonts' and 'tokens'",
                    asWarning: false
                )
            }
        }
        // A variant served by its fallback is worth a word only where the document uses that axis
        // elsewhere: a light/dark pair without increased contrast is the usual case, as on Apple
        // platforms, but one increased-contrast variant without the other is likely an oversight.
        for variant in ThemeVariant.allCases where variant != .light && !variants.gives(variant) {
            let usesAxis = variants.given.contains { given in
                variant.contrast == .increased
                    ? given.contrast == .increased : given.appearance == variant.appearance
            }
            guard usesAxis else { continue }
            let fallback = variant.fallbacks.first { $0 == .light || variants.gives($0) } ?? .light
            reader.warning(
                .interpreted(
                    what: "the \(variant) variant",
                    as: "the \(fallback) one, since 'variants' has no '\(variant.key)'",
                    location: node.location(path)
                )
            )
        }
        return variants
    }

    /// Checks what `variants` needs of the rest of the document: the document's own sections
    /// serve a variant (the light one when `light` is not given, and every inline variant), and
    /// a document that extends nothing has every required role and style in each variant it
    /// makes from them.
    static func checkVariants(_ variants: Variants, in root: JSONNode, reader: inout DocumentReader) {
        let variantsNode = root["variants"] ?? root
        let variantsPath = JSONPath.root.appending("variants")
        let ownSections = ["extends", "palette", "fonts", "tokens", "styles"].filter { root[$0].hasValue }
        if variants.gives(.light), !variants.hasInlineVariant {
            for key in ownSections {
                reader.error(
                    .invalidValue(
                        value: key,
                        reason: """
                            every variant names a registered theme, so '\(key)' serves none of them; remove it, or \
                            write a variant as an object of 'palette', 'fonts' and 'tokens' laid over it
                            """,
                        location: variantsNode.location(variantsPath)
                    )
                )
            }
            return
        }
        guard !root["extends"].hasValue else { return }
        let own = GivenSections(root)
        if !variants.gives(.light) {
            if ownSections.isEmpty {
                reader.error(.missingKey(key: "variants.light", location: variantsNode.location(variantsPath)))
            } else {
                own.reportMissing(prefix: "", at: root.location(.root), reader: &reader)
            }
        }
        for variant in ThemeVariant.allCases {
            guard case .inline? = variants[variant], let node = variantsNode[variant.key] else { continue }
            let path = variantsPath.appending(variant.key)
            own.merging(GivenSections(node)).reportMissing(
                prefix: "\(Variants.path(of: variant)).",
                at: node.location(path),
                reader: &reader
            )
        }
    }

    /// The roles and styles an object's `palette` and `fonts` name, to tell which required ones
    /// are missing. A section that is not an object already has its error, so nothing in it is
    /// reported missing.
    struct GivenSections {
        /// Whether each role is named, in ``ColorRole/allCases`` order.
        var roles = ColorRole.table { _ in false }
        /// Whether each style is named, in ``FontStyle/allCases`` order.
        var styles = FontStyle.table { _ in false }
        var paletteIsBroken = false
        var fontsAreBroken = false

        @inline(never)
        init(_ node: JSONNode) {
            for member in node["palette"]?.members ?? [] {
                if let role = ColorRole(name: member.key) { roles[role.caseIndex] = true }
            }
            for member in node["fonts"]?.members ?? [] {
                if let style = FontStyle(name: member.key) { styles[style.caseIndex] = true }
            }
            paletteIsBroken = node["palette"].map { !$0.members.hasValue } ?? false
            fontsAreBroken = node["fonts"].map { !$0.members.hasValue } ?? false
        }

        @inline(never)
        func merging(_ other: GivenSections) -> GivenSections {
            var merged = self
            merged.roles = zip(roles, other.roles).map { $0 || $1 }
            merged.styles = zip(styles, other.styles).map { $0 || $1 }
            merged.paletteIsBroken = paletteIsBroken || other.paletteIsBroken
            merged.fontsAreBroken = fontsAreBroken || other.fontsAreBroken
            return merged
        }

        /// Reports each required role and style not given, as `<prefix>palette.<role>`.
        func reportMissing(prefix: String, at location: ThemeError.Location, reader: inout DocumentReader) {
            if !paletteIsBroken {
                for role in ColorRole.allCases where role.isRequired && !roles[role.caseIndex] {
                    reader.error(.missingKey(key: "\(prefix)palette.\(role.rawValue)", location: location))
                }
            }
            if !fontsAreBroken {
                for style in FontStyle.allCases where style.isRequired && !styles[style.caseIndex] {
                    reader.error(.missingKey(key: "\(prefix)fonts.\(style.rawValue)", location: location))
                }
            }
        }
    }
}
