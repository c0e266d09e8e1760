/// Writes a theme as DTCG 2025.10 design tokens that the official schema accepts.
///
/// Roles are colour tokens at `color.<role>`, styles typography tokens at `font.<style>`, custom
/// tokens sit at their own paths; every token carries its `$type`, colours are written in the
/// 2025.10 object form (`srgb` components) with a `hex` fallback, and a path that is both a token
/// and a group uses `$root`. What DTCG cannot say (the theme's identifier and name, the theme it
/// extends, font traits and text styles, and which typography parts a font did not have but DTCG
/// requires) goes under `$extensions["org.palette"]`, so ``DTCGImporter`` reads back the same
/// theme.
public struct DTCGExporter: Sendable {
    /// Creates an exporter.
    public init() {}

    /// The theme as a DTCG file's text.
    public func export(_ theme: ResolvedTheme) -> String {
        JSONWriter.string(jsonValue(theme)) + "\n"
    }

    func jsonValue(_ theme: ResolvedTheme) -> JSONValue {
        var tree = Tree()
        for role in ColorRole.allCases {
            let path = TokenTable.path(for: role)
            tree.insert(path, Self.colorToken(theme.palette[role], description: theme.tokens.descriptions[path]))
        }
        for style in FontStyle.allCases {
            let path = TokenTable.path(for: style)
            tree.insert(path, Self.fontToken(theme.fontStyles[style], description: theme.tokens.descriptions[path]))
        }
        for (path, value) in theme.tokens.all
        where path.segments.allSatisfy({ DTCGTokenTree.nameProblem(String($0)) == nil }) {
            guard let token = Self.token(value, description: theme.tokens.descriptions[path]) else { continue }
            tree.insert(path, token)
        }
        for (path, description) in theme.tokens.descriptions { tree.describeGroup(at: path, description) }
        var settings: [(String, JSONValue)] = [("id", .string(theme.id)), ("name", .string(theme.name))]
        if let parent = theme.parent { settings.append(("extends", .string(parent.id))) }
        // DTCG has no image type: images travel in Palette's extension.
        let images = theme.tokens.paths(of: .image).compactMap { path in
            theme.tokens.images[path].map { (path.string, $0.jsonValue) }
        }
        if !images.isEmpty { settings.append(("images", .orderedObject(images))) }
        let header: [(String, JSONValue)] = [
            ("$description", .string("Palette theme '\(theme.name)' (\(theme.id))")),
            ("$extensions", .orderedObject([(DTCGImporter.extensionKey, .orderedObject(settings))])),
        ]
        return .orderedObject(header + tree.members)
    }

    static func colorToken(_ color: ThemeColor, description: String?) -> JSONValue {
        token(.color(color), description: description) ?? .null
    }

    static func fontToken(_ font: FontDescriptor, description: String?) -> JSONValue {
        token(.font(font), description: description) ?? .null
    }

    /// A token's DTCG form; `nil` for images, which DTCG has no type for.
    static func token(_ value: TokenValue, description: String?) -> JSONValue? {
        var members: [(String, JSONValue)] = []
        var extensions: [(String, JSONValue)] = []
        switch value {
        case .image:
            return nil
        case .color(let color):
            var colorMembers: [(String, JSONValue)] = [
                ("colorSpace", .string("srgb")),
                ("components", .array([color.red, color.green, color.blue].map { JSONNode(.number($0)) })),
            ]
            if !color.isOpaque { colorMembers.append(("alpha", .number(color.alpha))) }
            colorMembers.append(("hex", .string(String(color.withAlpha(1).hex.prefix(7)).lowercased())))
            members = [("$type", .string("color")), ("$value", .orderedObject(colorMembers))]
        case .dimension(let value):
            members = [("$type", .string("dimension")), ("$value", dimension(value))]
            // DTCG has no `em`: the value is written in points, the length as it is for Palette.
            if value.unit == .em {
                extensions = [(DTCGImporter.extensionKey, .orderedObject([("dimension", .string(value.description))]))]
            }
        case .number(let number):
            members = [("$type", .string("number")), ("$value", .number(number))]
        case .font(let font):
            let family: JSONValue =
                switch font.family {
                case .system(let design): .string(CSSFontFamily.genericName(for: design))
                case .named(let name): .array([JSONNode(.string(name)), JSONNode(.string("system-ui"))])
                }
            members = [
                ("$type", .string("typography")),
                (
                    "$value",
                    .orderedObject([
                        ("fontFamily", family), ("fontSize", dimension(font.writtenSize)),
                        ("fontWeight", .number(Double(font.weight.rawValue))),
                        ("letterSpacing", dimension(font.letterSpacing ?? 0, fontSize: font.size)),
                        ("lineHeight", .number(CSSFontFamily.lineHeight(of: font))),
                    ])
                ),
            ]
            var palette: [(String, JSONValue)] = []
            if !font.traits.isEmpty {
                palette.append(("traits", .array(font.traits.names.map { JSONNode(.string($0)) })))
            }
            if let textStyle = font.textStyle { palette.append(("textStyle", .string(textStyle.rawValue))) }
            if let spacing = font.letterSpacing, spacing.unit == .em {
                palette.append(("letterSpacing", .string(spacing.description)))
            }
            // DTCG requires every part of a typography value; say which ones the font did not have.
            let implicit = [
                font.letterSpacing == nil ? "letterSpacing" : nil, font.lineHeight == nil ? "lineHeight" : nil,
            ].compactMap { $0 }
            if !implicit.isEmpty { palette.append(("implicit", .array(implicit.map { JSONNode(.string($0)) }))) }
            if !palette.isEmpty { extensions = [(DTCGImporter.extensionKey, .orderedObject(palette))] }
        }
        if let description { members.append(("$description", .string(description))) }
        if !extensions.isEmpty { members.append(("$extensions", .orderedObject(extensions))) }
        return .orderedObject(members)
    }

    /// A DTCG dimension: points as `px`, `rem` as it is; DTCG has no `em`, so an `em` length is
    /// written in points at `fontSize` (at the 16-point default size when there is none).
    private static func dimension(_ value: Dimension, fontSize: Double = Dimension.rootFontSize) -> JSONValue {
        let written = value.unit == .em ? value.converted(to: .points, fontSize: fontSize) : value
        return .orderedObject([
            ("value", .number(written.value)), ("unit", .string(written.unit == .rem ? "rem" : "px")),
        ])
    }

    /// Groups and tokens by path, keeping insertion order.
    private struct Tree {
        final class Node {
            var token: JSONValue?
            var description: String?
            var children: [(name: String, node: Node)] = []
        }

        let root = Node()

        mutating func insert(_ path: TokenPath, _ token: JSONValue) {
            var node = root
            for segment in path.segments.map(String.init) {
                if let child = node.children.first(where: { $0.name == segment })?.node {
                    node = child
                } else {
                    let child = Node()
                    node.children.append((segment, child))
                    node = child
                }
            }
            node.token = token
        }

        /// Gives the group at `path` a `$description`, when there is a group there.
        func describeGroup(at path: TokenPath, _ description: String) {
            var node = root
            for segment in path.segments.map(String.init) {
                guard let child = node.children.first(where: { $0.name == segment })?.node else { return }
                node = child
            }
            if node !== root, !node.children.isEmpty { node.description = description }
        }

        var members: [(String, JSONValue)] {
            root.children.map { ($0.name, Self.value(of: $0.node)) }
        }

        private static func value(of node: Node) -> JSONValue {
            guard !node.children.isEmpty else { return node.token ?? .object([]) }
            var members: [(String, JSONValue)] = []
            if let description = node.description { members.append(("$description", .string(description))) }
            if let token = node.token { members.append(("$root", token)) }
            members += node.children.map { ($0.name, value(of: $0.node)) }
            return .orderedObject(members)
        }
    }
}
