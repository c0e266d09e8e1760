extension ThemeDocument {
    /// The document as pretty-printed JSON, keys in a fixed, readable order: `formatVersion`,
    /// `id`, `name`, `extends`, `palette` (roles in ``ColorRole`` order), `fonts`, `tokens`,
    /// `styles`, `variants` (in ``ThemeVariant/allCases`` order).
    public var jsonString: String {
        JSONWriter.string(jsonValue) + "\n"
    }

    package var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("formatVersion", .number(Double(formatVersion))), ("id", .string(id)), ("name", .string(name)),
        ]
        if let extends { members.append(("extends", .string(extends))) }
        members += Self.sections(palette: palette, fonts: fonts, tokens: tokens)
        if !self.styles.isEmpty {
            members.append(("styles", .orderedObject(self.styles.map { ($0.name, $0.jsonValue) })))
        }
        if let variants {
            let entries = variants.given.compactMap { variant -> (String, JSONValue)? in
                switch variants[variant] {
                case .theme(let id)?: (variant.key, .string(id))
                case .inline(let overrides)?:
                    (
                        variant.key,
                        .orderedObject(
                            Self.sections(palette: overrides.palette, fonts: overrides.fonts, tokens: overrides.tokens)
                        )
                    )
                case nil: nil
                }
            }
            members.append(("variants", .orderedObject(entries)))
        }
        return .orderedObject(members)
    }

    /// The `palette`, `fonts` and `tokens` sections, those that are not empty: a document's own,
    /// or an inline variant's.
    private static func sections(
        palette: [ColorRole: ThemeColor],
        fonts: [FontStyle: FontDescriptor],
        tokens: TokenSet
    ) -> [(String, JSONValue)] {
        func described(_ value: JSONValue, _ path: TokenPath) -> JSONValue {
            guard let description = tokens.descriptions[path] else { return value }
            return .orderedObject([("value", value), ("description", .string(description))])
        }
        var members: [(String, JSONValue)] = []
        let roles = ColorRole.allCases.compactMap { role in
            palette[role].map { (role.rawValue, described(.string($0.hex), TokenTable.path(for: role))) }
        }
        if !roles.isEmpty { members.append(("palette", .orderedObject(roles))) }
        let styles = FontStyle.allCases.compactMap { style in
            fonts[style].map { (style.rawValue, described(Self.fontValue($0), TokenTable.path(for: style))) }
        }
        if !styles.isEmpty { members.append(("fonts", .orderedObject(styles))) }
        var sections = TokenKind.allCases.compactMap { kind -> (String, JSONValue)? in
            let paths = tokens.paths(of: kind)
            guard !paths.isEmpty else { return nil }
            let entries = paths.compactMap { path in
                tokens.value(of: kind, at: path).map { (path.string, described(Self.tokenJSON($0), path)) }
            }
            return (kind.sectionName, .orderedObject(entries))
        }
        let groups = groupDescriptions(palette: palette, fonts: fonts, tokens: tokens)
        if !groups.isEmpty { sections.append(("descriptions", .orderedObject(groups))) }
        if !sections.isEmpty { members.append(("tokens", .orderedObject(sections))) }
        return members
    }

    /// Descriptions of paths that hold no value here (DTCG groups such as `color.brand`), which
    /// the `descriptions` section of `tokens` keeps.
    private static func groupDescriptions(
        palette: [ColorRole: ThemeColor],
        fonts: [FontStyle: FontDescriptor],
        tokens: TokenSet
    ) -> [(String, JSONValue)] {
        let valued =
            Set(ColorRole.allCases.filter { palette[$0] != nil }.map { TokenTable.path(for: $0) })
            .union(FontStyle.allCases.filter { fonts[$0] != nil }.map { TokenTable.path(for: $0) })
        return tokens.descriptions.keys
            .filter { path in
                !valued.contains(path) && TokenKind.allCases.allSatisfy { tokens.value(of: $0, at: path) == nil }
            }
            .sorted { $0.string < $1.string }
            .compactMap { path in tokens.descriptions[path].map { (path.string, .string($0)) } }
    }

    /// A font as a document writes it: `{"family", "size", "weight", "traits", "textStyle",
    /// "lineHeight", "letterSpacing"}`, leaving out what the font does not have.
    static func fontValue(_ font: FontDescriptor) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("family", .string(font.family.stringValue)), ("size", dimensionJSON(font.writtenSize)),
            ("weight", .number(Double(font.weight.rawValue))),
        ]
        if !font.traits.isEmpty { members.append(("traits", .array(font.traits.names.map { JSONNode(.string($0)) }))) }
        if let textStyle = font.textStyle { members.append(("textStyle", .string(textStyle.rawValue))) }
        if let lineHeight = font.lineHeight { members.append(("lineHeight", .number(lineHeight))) }
        if let spacing = font.letterSpacing { members.append(("letterSpacing", dimensionJSON(spacing))) }
        return .orderedObject(members)
    }

    /// A dimension as a document writes it: a number of points, or text with its unit (`"1.5rem"`).
    static func dimensionJSON(_ dimension: Dimension) -> JSONValue {
        dimension.unit == .points ? .number(dimension.value) : .string(dimension.description)
    }

    static func tokenJSON(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let color): .string(color.hex)
        case .dimension(let dimension): dimensionJSON(dimension)
        case .font(let font): fontValue(font)
        case .number(let number): .number(number)
        case .image(let asset): asset.jsonValue
        }
    }
}
