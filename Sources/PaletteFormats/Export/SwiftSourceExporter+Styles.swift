import Palette

/// Styles and token metadata in Swift source: each style a typed constant of the nested `Styles`
/// enum (a ``StyleDefinition``), which `styleDefinitions` lists.
///
/// ```swift
/// public var styleDefinitions: [Palette.StyleDefinition] { Self.themeStyleDefinitions }
/// private static let themeStyleDefinitions: [Palette.StyleDefinition] = [Styles.commonLabel]
///
/// public enum Styles {
///     /// `CommonLabel`
///     public static let commonLabel = Palette.StyleDefinition(
///         name: "CommonLabel",
///         properties: [
///             Palette.StyleProperty("textColor", .token(.color, "COLOR_TEXT_COMMON")),
///             Palette.StyleProperty("font", .fontStyle(.body)),
///         ]
///     )
/// }
/// ```
extension SwiftSourceExporter {
    /// The `styleDefinitions` property, when the theme has styles.
    func styleLines(_ styles: [StyleDefinition], access: String, indent: String) -> [String] {
        guard !styles.isEmpty else { return [] }
        let names = Self.styleConstantNames(styles)
        let list = names.map { "Styles.\($0)" }.joined(separator: ", ")
        let type = "[\(Self.qualified("StyleDefinition"))]"
        return [
            "\(indent)\(access)var styleDefinitions: \(type) { Self.themeStyleDefinitions }",
            "\(indent)private static let themeStyleDefinitions: \(type) = [\(list)]",
        ]
    }

    /// The `Styles` enum, one constant per style.
    func stylesEnumLines(_ styles: [StyleDefinition], access: String, indent: String) -> [String] {
        guard !styles.isEmpty else { return [] }
        var lines = ["", "\(indent)/// The theme's styles, one constant each.", "\(indent)\(access)enum Styles {"]
        for (definition, name) in zip(styles, Self.styleConstantNames(styles)) {
            lines.append("\(indent)    /// `\(Self.comment(definition.name))`")
            lines.append("\(indent)    \(access)static let \(name) = \(Self.qualified("StyleDefinition"))(")
            var arguments = ["\(indent)        name: \(Self.literal(definition.name))"]
            if !definition.superstyles.isEmpty {
                let names = definition.superstyles.map(Self.literal).joined(separator: ", ")
                arguments.append("\(indent)        superstyles: [\(names)]")
            }
            if !definition.properties.isEmpty {
                var properties = ["\(indent)        properties: ["]
                properties += definition.properties.map { property in
                    "\(indent)            \(Self.qualified("StyleProperty"))(\(Self.literal(property.key)), "
                        + "\(Self.styleValue(property.value))),"
                }
                properties.append("\(indent)        ]")
                arguments.append(properties.joined(separator: "\n"))
            }
            lines.append(arguments.joined(separator: ",\n"))
            lines.append("\(indent)    )")
        }
        lines.append("\(indent)}")
        return lines
    }

    /// A constant name for each style, unique: `CommonLabel` gives `commonLabel`.
    static func styleConstantNames(_ styles: [StyleDefinition]) -> [String] {
        var used: Set<String> = []
        return styles.map { definition in
            var name = constantName(for: TokenPath(definition.name))
            if used.contains(name) {
                var number = 2
                while used.contains("\(name)\(number)") { number += 1 }
                name += "\(number)"
            }
            used.insert(name)
            return name
        }
    }

    /// A style value as Swift: `.token(.color, "COLOR_TEXT")`, `.number(2.0)`.
    static func styleValue(_ value: StyleValue) -> String {
        switch value {
        case .null: ".null"
        case .bool(let flag): ".bool(\(flag))"
        case .number(let number): ".number(\(number))"
        case .string(let text): ".string(\(literal(text)))"
        case .color(let value): ".color(\(color(value)))"
        case .font(let value): ".font(\(font(value)))"
        case .point(let point): ".point(\(qualified("StylePoint"))(x: \(point.x), y: \(point.y)))"
        case .size(let size): ".size(\(qualified("StyleSize"))(width: \(size.width), height: \(size.height)))"
        case .rect(let rect):
            ".rect(\(qualified("StyleRect"))(x: \(rect.x), y: \(rect.y), width: \(rect.width), height: \(rect.height)))"
        case .edgeInsets(let edge):
            ".edgeInsets(\(qualified("StyleEdgeInsets"))(top: \(edge.top), left: \(edge.left), "
                + "bottom: \(edge.bottom), right: \(edge.right)))"
        case .role(let role): ".role(.\(role.rawValue))"
        case .fontStyle(let style): ".fontStyle(.\(style.rawValue))"
        case .styles(let names): ".styles([\(names.map(literal).joined(separator: ", "))])"
        case .token(let kind, let path): ".token(.\(kind.rawValue), \(literal(path.string)))"
        }
    }
}
