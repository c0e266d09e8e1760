package import InternalPaletteUtilities

extension ThemeOverrides {
    /// The overrides as a payload and a theme document write them: `{"palette", "fonts",
    /// "tokens"}`, the sections that are not empty, roles in ``ColorRole`` order. References are
    /// written as they were (`"{color.brand.blue}"`), and a value with metadata as `{"value",
    /// "description", "deprecated", "extensions"}`. ``ThemeSelection/json``, the `Codable`
    /// conformance and `PaletteFormats`' writer of theme documents all write them this way.
    package var jsonValue: JSONValue {
        .orderedObject(Self.sections(palette: palette, fonts: fonts, tokens: tokens))
    }

    /// The `palette`, `fonts` and `tokens` sections, those that are not empty: of overrides, a
    /// document's own, or an inline variant's.
    package static func sections(
        palette: [ColorRole: ThemeColor],
        fonts: [FontStyle: FontDescriptor],
        tokens: TokenSet
    ) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        let roles = ColorRole.allCases.compactMap { role in
            entry(TokenSlot(role), palette[role].map { .string($0.cssText) }, in: tokens).map { (role.rawValue, $0) }
        }
        if !roles.isEmpty { members.append(("palette", .orderedObject(roles))) }
        let styles = FontStyle.allCases.compactMap { style in
            entry(TokenSlot(style), fonts[style].map(Self.fontValue), in: tokens).map { (style.rawValue, $0) }
        }
        if !styles.isEmpty { members.append(("fonts", .orderedObject(styles))) }
        var sections = TokenKind.allCases.compactMap { kind -> (String, JSONValue)? in
            let referring = tokens.aliases.keys.filter { slot in
                slot.kind == kind && slot.role == nil && slot.style == nil
                    && !tokens.value(of: kind, at: slot.path).hasValue
            }
            let paths = Unspecialized.sorted(tokens.paths(of: kind) + referring.map(\.path))
            guard !paths.isEmpty else { return nil }
            let entries = paths.compactMap { path in
                entry(TokenSlot(kind, path), tokens.value(of: kind, at: path).map(Self.tokenJSON), in: tokens).map {
                    (path.string, $0)
                }
            }
            return (kind.sectionName, .orderedObject(entries))
        }
        let valued =
            Set(ColorRole.allCases.filter { palette[$0].hasValue }.map { $0.tokenPath })
            .union(FontStyle.allCases.filter { fonts[$0].hasValue }.map { $0.tokenPath })
        let groups = tokens.groupPaths(besides: valued).map { path in
            (path.string, JSONValue.orderedObject(TokenMetadata(of: tokens, at: path).members))
        }
        if !groups.isEmpty { sections.append((groupsSection, .orderedObject(groups))) }
        if !sections.isEmpty { members.append(("tokens", .orderedObject(sections))) }
        return members
    }

    /// A slot's entry in `tokens`: its reference (`"{color.brand}"`) or its value, with its
    /// metadata; `nil` when it has neither. Not inlined: every role, style and token is written
    /// through it.
    @inline(never)
    private static func entry(_ slot: TokenSlot, _ value: JSONValue?, in tokens: TokenSet) -> JSONValue? {
        guard let written = tokens.aliases[slot].map({ JSONValue.string("{\($0)}") }) ?? value else {
            return nil
        }
        var metadata = TokenMetadata(of: tokens, at: slot.path)
        if !tokens.aliases[slot].hasValue { metadata.memberAliases = tokens.memberAliases[slot] }
        return metadata.wrapping(written)
    }

    /// A font as a document writes it: `{"family", "size", "weight", "traits", "textStyle",
    /// "lineHeight", "letterSpacing"}`, leaving out what the font does not have.
    package static func fontValue(_ font: FontDescriptor) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("family", familyJSON(font)), ("size", font.writtenSize.jsonValue),
            ("weight", .number(Double(font.weight.rawValue))),
        ]
        if !font.traits.isEmpty { members.append(("traits", .array(font.traits.names.map { JSONNode(.string($0)) }))) }
        if let textStyle = font.textStyle { members.append(("textStyle", .string(textStyle.rawValue))) }
        if let lineHeight = font.lineHeight { members.append(("lineHeight", .number(lineHeight))) }
        if let spacing = font.letterSpacing { members.append(("letterSpacing", spacing.jsonValue)) }
        return .orderedObject(members)
    }

    /// A font's family, with its fallbacks when it has some: `"Inter"`, `["Inter", "sans-serif"]`.
    static func familyJSON(_ font: FontDescriptor) -> JSONValue {
        guard !font.fallbackFamilies.isEmpty else { return .string(font.family.stringValue) }
        return .array(([font.family.stringValue] + font.fallbackFamilies).map { JSONNode(.string($0)) })
    }

    package static func tokenJSON(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let color): .string(color.cssText)
        case .dimension(let dimension): dimension.jsonValue
        case .font(let font): fontValue(font)
        case .number(let number): .number(number)
        case .image(let asset): asset.jsonValue
        case .text(let text): .string(text)
        case .boolean(let flag): .bool(flag)
        case .fontWeight(let weight): .number(Double(weight.rawValue))
        case .fontFamily(let stack): stack.jsonValue
        case .duration(let duration): duration.jsonValue
        case .cubicBezier(let curve): curve.jsonValue
        case .shadow(let shadow): shadow.jsonValue
        case .gradient(let gradient): gradient.jsonValue
        case .border(let border): border.jsonValue
        case .strokeStyle(let style): style.jsonValue
        case .transition(let transition): transition.jsonValue
        }
    }
}
