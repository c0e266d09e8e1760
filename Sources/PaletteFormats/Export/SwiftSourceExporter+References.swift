import Palette

extension SwiftSourceExporter {
    /// The values of one generated type, and its references written as references: each value
    /// another one names is a constant of the nested `Values` enum, which both use.
    ///
    /// ```swift
    /// public enum Values {
    ///     public static let colorBrandBlue: Palette.ThemeColor = Palette.ThemeColor(red: …)
    /// }
    /// private static let themePalette = Palette.ThemePalette(primary: Values.colorBrandBlue, …)
    /// ```
    struct References {
        /// Every value the type writes: roles, styles and its own tokens.
        private var written: [TokenSlot: TokenValue] = [:]
        /// References whose value is the one the slot they name holds here.
        private var targets: [TokenSlot: TokenSlot] = [:]
        /// The constants' names, by the slot they hold.
        private(set) var names: [TokenSlot: String] = [:]

        init(_ theme: ResolvedTheme) {
            for role in ColorRole.allCases { written[TokenSlot(role)] = .color(theme.palette[role]) }
            for style in FontStyle.allCases { written[TokenSlot(style)] = .font(theme.fontStyles[style]) }
            for (path, value) in theme.tokens.all { written[TokenSlot(value.kind, path)] = value }
            // Only roles and styles are written as expressions; tokens are tables of values.
            for (slot, path) in theme.tokens.aliases where slot.role != nil || slot.style != nil {
                let target = TokenAliasResolver.target(of: slot, path)
                if target != slot, let value = written[slot], written[target] == value { targets[slot] = target }
            }
            var used: Set<String> = []
            for target in Set(targets.values).sorted() {
                var name = SwiftSourceExporter.constantName(for: target.path)
                if used.contains(name) {
                    var number = 2
                    while used.contains("\(name)\(number)") { number += 1 }
                    name += "\(number)"
                }
                used.insert(name)
                names[target] = name
            }
        }

        /// How a slot's value is written: the constant it or the value it names is, else the value.
        func expression(_ slot: TokenSlot) -> String {
            if let target = targets[slot], let name = names[target] { return "Values.\(name)" }
            if let name = names[slot] { return "Values.\(name)" }
            return written[slot].map(SwiftSourceExporter.literal(of:)) ?? ""
        }

        /// The `Values` enum, when any value is named by another.
        func enumLines(access: String, indent: String) -> [String] {
            guard !names.isEmpty else { return [] }
            var lines = [
                "",
                "\(indent)/// Values other values of the theme refer to, each written once.",
                "\(indent)\(access)enum Values {",
            ]
            for (slot, name) in names.sorted(by: { $0.key < $1.key }) {
                guard let value = written[slot] else { continue }
                let definition =
                    targets[slot].flatMap { names[$0] }.map { "Values.\($0)" } ?? SwiftSourceExporter.literal(of: value)
                lines.append("\(indent)    /// `\(SwiftSourceExporter.comment(slot.path.string))`")
                lines.append(
                    "\(indent)    \(access)static let \(name): \(GeneratedTokenKind.of(value.kind).valueType) = \(definition)"
                )
            }
            lines.append("\(indent)}")
            return lines
        }
    }

    /// A constant's name for a path: `color.brand.blue` gives `colorBrandBlue`.
    static func constantName(for path: TokenPath) -> String {
        let words = path.string.split(whereSeparator: { !$0.isASCII || !($0.isLetter || $0.isNumber) })
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }
        .joined()
        if name.isEmpty || name.first?.isNumber == true { name = "value" + name }
        return isIdentifier(name) ? name : name + "Value"
    }

    /// A value written as its own type's expression: `Palette.ThemeColor(red: …)`, `12.0`.
    static func literal(of value: TokenValue) -> String {
        switch value {
        case .color(let value): color(value)
        case .dimension(let value): dimension(value)
        case .font(let value): font(value)
        case .number(let number): "\(number)"
        case .image(let asset): image(asset)
        default: designLiteral(value)
        }
    }
}
