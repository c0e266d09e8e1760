internal import InternalPaletteUtilities

/// References in theme documents and overrides: a value written `"{color.brand.blue}"` is the
/// value of the token (or role, at `color.<role>`, or style, at `font.<style>`) of its kind at
/// that path.
///
/// References are followed when the document is read, through its own values, and, for what the
/// document does not set, when it is resolved, through the theme it extends; the slot keeps the
/// value it named, and ``TokenSet/aliases`` the reference, so exporters write it back. Chains are
/// bounded by ``ThemeLimits/maximumAliasChain`` and cycles are errors at every reference on them.
extension ThemeOverrides {
    /// Reads a reference written where `slot`'s value goes: `true` when the text is one (recorded
    /// in ``TokenSet/aliases``, or an error when it is malformed), `false` for any other value.
    mutating func readReference(
        _ node: JSONNode,
        at path: JSONPath,
        in slot: TokenSlot,
        reader: inout DocumentReader
    ) -> Bool {
        guard let text = node.string, text.hasPrefix("{") else { return false }
        let location = node.location(path)
        switch AliasSyntax.alias(in: text) {
        case .path(let names):
            let named = TokenPath((names.last == "$root" ? names.dropLast() : names[...]).joined(separator: "."))
            tokens.aliases[slot] = TokenAliasResolver.target(of: slot, named).path
            reader.referenceSites[slot] = location
            if AliasSyntax.isPadded(text) {
                reader.warning(
                    .interpreted(
                        what: "the reference '\(text.clippedForMessage)'",
                        as: "'{\(named.string.clippedForMessage)}': the spaces inside its braces are padding",
                        location: location
                    )
                )
            }
        case .malformed(let reason):
            reader.error(.unresolvedReference(reference: text, reason: reason, location: location))
        case .none:
            return false
        }
        return true
    }

    /// Follows the references just read, through these overrides' own values: each holds the
    /// value it names, and each that cannot is an error where it is written, unless what it
    /// names may be set by the theme these overrides extend (`mayInherit`), which is looked at
    /// when they are resolved.
    mutating func followReferences(mayInherit: Bool, reader: inout DocumentReader, limits: ThemeLimits) {
        let (followed, failures) = followingReferences(
            parent: nil,
            derivingRoles: !mayInherit,
            maximumChain: limits.maximumAliasChain
        )
        self = followed
        let errors = failures.filter { _, failure in
            if case .missing = failure { !mayInherit } else { true }
        }
        for problem in referenceProblems(errors, parent: nil, limits: limits, sites: reader.referenceSites) {
            reader.error(problem)
        }
    }

    /// These overrides with every reference that can be followed holding the value it names,
    /// and why the others cannot be.
    ///
    /// A reference is followed through these overrides' own values, then through `parent` (its
    /// custom tokens, roles and styles), or, when there is no parent and `derivingRoles`, through
    /// the roles and styles derived from the required ones these overrides set.
    func followingReferences(
        parent: ResolvedTheme?,
        derivingRoles: Bool = true,
        maximumChain: Int
    ) -> (overrides: ThemeOverrides, failures: [TokenSlot: TokenAliasResolver.Failure]) {
        guard !tokens.aliases.isEmpty else { return (self, [:]) }
        var followed = self
        // The roles and styles derived from those set, once the first pass has followed what
        // they are set to; until then a reference to a role or style not set here is missing.
        var derivedPalette: ThemePalette?
        var derivedFonts: ThemeFontStyles?
        var resolver = TokenAliasResolver(aliases: tokens.aliases, maximumChain: maximumChain) { slot in
            if let value = followed.ownValue(slot) { return value }
            if let role = slot.role { return derivedPalette.map { .color($0[role]) } }
            if let style = slot.style { return derivedFonts.map { .font($0[style]) } }
            return parent?.tokenTable.value(of: slot.kind, at: slot.path)
        }
        // Roles and styles first, from what is set here and the parent's own tokens, since the
        // roles and styles derived from them depend on them.
        resolver.resolve()
        followed.fill(resolver.resolved)
        let missing = resolver.failures.compactMap { slot, failure in
            if case .missing = failure { slot } else { nil }
        }
        if !missing.isEmpty {
            if derivingRoles || parent != nil {
                derivedPalette =
                    parent.map { $0.palette.overriding(followed.palette) } ?? ThemePalette(roles: followed.palette)
                derivedFonts =
                    parent.map { $0.fontStyles.overriding(followed.fonts) } ?? ThemeFontStyles(styles: followed.fonts)
            }
            resolver.resolve(missing)
            followed.fill(resolver.resolved)
        }
        return (followed, resolver.failures)
    }

    /// These overrides with every reference followed, through `parent` for what they do not
    /// set: what a theme document and a backend payload's overrides lay over the theme they
    /// extend.
    ///
    /// - Throws: ``ThemeError/Code/unresolvedReference`` for a reference
    ///   that names nothing, ``ThemeError/Code/referenceCycle`` for references
    ///   in a loop, ``ThemeError/Code/limitExceeded`` for a chain too long; each
    ///   at the JSON path of the reference in a document, all of them in
    ///   ``ThemeError/Code/invalidDocument`` when there are several.
    @inline(never)
    func resolvingReferences(over parent: ResolvedTheme?, limits: ThemeLimits) throws(ThemeError) -> ThemeOverrides {
        let (followed, failures) = followingReferences(parent: parent, maximumChain: limits.maximumAliasChain)
        let problems = referenceProblems(failures, parent: parent, limits: limits, sites: nil)
        if let problem = ThemeError.combining(problems) { throw problem }
        return followed
    }

    /// The problems of references that could not be followed, in slot order, each where `sites`
    /// says it was written (a reader's ``DocumentReader/referenceSites``), or, without them, at
    /// its path in a theme document (``documentLocation(of:)``).
    func referenceProblems(
        _ failures: [TokenSlot: TokenAliasResolver.Failure],
        parent: ResolvedTheme?,
        limits: ThemeLimits,
        sites: [TokenSlot: ThemeError.Location]?
    ) -> [ThemeError] {
        Unspecialized.sorted(failures.keys).compactMap { slot in
            guard let failure = failures[slot], let named = tokens.aliases[slot] else { return nil }
            let kinds = TokenKind.allCases.filter { kind in
                kind != slot.kind
                    && (tokens.value(of: kind, at: named).hasValue
                        || (parent?.tokenTable.value(of: kind, at: named)).hasValue)
            }
            return failure.problem(
                in: slot,
                naming: named,
                otherKinds: kinds,
                maximumChain: limits.maximumAliasChain,
                location: sites.map { $0[slot] } ?? Self.documentLocation(of: slot)
            )
        }
    }

    /// Where a slot's value is written in a theme document: `palette.primary`, `fonts.body`,
    /// `tokens.colors["button.background"]`.
    static func documentLocation(of slot: TokenSlot) -> ThemeError.Location {
        let path: JSONPath =
            if let role = slot.role {
                JSONPath.root.appending("palette").appending(role.rawValue)
            } else if let style = slot.style {
                JSONPath.root.appending("fonts").appending(style.rawValue)
            } else {
                JSONPath.root.appending("tokens").appending(slot.kind.sectionName).appending(slot.path.string)
            }
        return ThemeError.Location(path: path.description)
    }

    /// The value these overrides set themselves in a slot.
    private func ownValue(_ slot: TokenSlot) -> TokenValue? {
        if let role = slot.role { return palette[role].map(TokenValue.color) }
        if let style = slot.style { return fonts[style].map(TokenValue.font) }
        return tokens.value(of: slot.kind, at: slot.path)
    }

    /// Puts followed references' values in their slots.
    private mutating func fill(_ values: [TokenSlot: TokenValue]) {
        for (slot, value) in values where tokens.aliases[slot].hasValue {
            switch (slot.role, slot.style, value) {
            case (let role?, _, .color(let color)): Unspecialized.update(&palette, role, to: color)
            case (_, let style?, .font(let font)): Unspecialized.update(&fonts, style, to: font)
            default: Self.store(value, at: slot.path, in: &tokens)
            }
        }
    }
}
