import Palette

extension SwiftSourceExporter {
    /// The roles in the order of ``ThemePalette``'s initialiser parameters.
    static let paletteArguments: [ColorRole] = [
        .primary, .secondary, .neutral, .highlight, .background, .onBackground, .surface, .onSurface, .onPrimary,
        .onSecondary, .error, .onError, .outline,
    ]

    /// The styles in the order of ``ThemeFontStyles``'s initialiser parameters.
    static let fontArguments: [FontStyle] = [.heading, .body, .caption, .quote, .title, .subheading, .label, .code]

    static func arguments(_ pairs: [(String, String)], indent: String) -> [String] {
        pairs.enumerated().map { index, pair in "\(indent)\(pair.0): \(pair.1)" + (index < pairs.count - 1 ? "," : "") }
    }

    /// A colour as the initialiser of its space, with every digit: `ThemeColor(red: …)` for sRGB,
    /// `ThemeColor(displayP3Red: …)` for Display P3 (which `UIColor(_:)` turns into
    /// `UIColor(displayP3Red:green:blue:alpha:)`), `ThemeColor(extendedSRGBRed: …)`.
    static func color(_ color: ThemeColor) -> String {
        let label =
            switch color.colorSpace {
            case .sRGB: "red"
            case .displayP3: "displayP3Red"
            case .extendedSRGB: "extendedSRGBRed"
            }
        return "\(qualified("ThemeColor"))(\(label): \(color.red), green: \(color.green), blue: \(color.blue), "
            + "alpha: \(color.alpha))"
    }

    static func font(_ font: FontDescriptor) -> String {
        var arguments = ["family: \(family(font.family))", "size: \(font.size)", "weight: \(weight(font.weight))"]
        if !font.traits.isEmpty {
            arguments.append("traits: [" + font.traits.names.map { "." + $0 }.joined(separator: ", ") + "]")
        }
        if let textStyle = font.textStyle { arguments.append("textStyle: .\(textStyle.rawValue)") }
        if let lineHeight = font.lineHeight { arguments.append("lineHeight: \(lineHeight)") }
        if let spacing = font.letterSpacing { arguments.append("letterSpacing: \(dimension(spacing))") }
        if !font.fallbackFamilies.isEmpty {
            arguments.append("fallbackFamilies: [" + font.fallbackFamilies.map(literal).joined(separator: ", ") + "]")
        }
        if font.sizeUnit != .points { arguments.append("sizeUnit: .\(font.sizeUnit)") }
        return "\(qualified("FontDescriptor"))(" + arguments.joined(separator: ", ") + ")"
    }

    /// A dimension: a number of points, or `Palette.Dimension(1.5, .rem)`.
    static func dimension(_ dimension: Dimension) -> String {
        dimension.unit == .points
            ? "\(dimension.value)" : "\(qualified("Dimension"))(\(dimension.value), .\(dimension.unit))"
    }

    private static func family(_ family: FontFamily) -> String {
        switch family {
        case .system(.default): ".system"
        case .system(let design): ".system(design: .\(design.rawValue))"
        case .named(let name): ".named(\(literal(name)))"
        }
    }

    static func weight(_ weight: FontWeight) -> String {
        let names: [FontWeight: String] = [
            .thin: ".thin", .extraLight: ".extraLight", .light: ".light", .regular: ".regular", .medium: ".medium",
            .semiBold: ".semiBold", .bold: ".bold", .extraBold: ".extraBold", .black: ".black",
        ]
        return names[weight] ?? "\(qualified("FontWeight"))(rawValue: \(weight.rawValue)) ?? .regular"
    }

    static func token(_ value: TokenValue) -> String {
        switch value {
        case .color(let value): ".color(\(color(value)))"
        case .dimension(let value): ".dimension(\(dimension(value)))"
        case .font(let value): ".font(\(font(value)))"
        case .number(let number): ".number(\(number))"
        case .image(let asset): ".image(\(image(asset)))"
        default: ".\(value.kind.rawValue)(\(designLiteral(value)))"
        }
    }

    static func image(_ asset: ImageAsset) -> String {
        switch asset {
        case .bundled(let name): ".bundled(name: \(literal(name)))"
        case .file(let path): ".file(path: \(literal(path)))"
        case .solidColor(let value): ".solidColor(\(color(value)))"
        // The URL was checked when the theme was read, so the fallback never applies.
        case .remote(let url):
            "(try? \(qualified("ImageAsset")).remote(string: \(literal(url.absoluteString)))) ?? .solidColor(.clear)"
        }
    }

    /// A Swift string literal for any text: quotes, backslashes, line breaks, control characters
    /// and invisible formatting characters (such as the bidirectional overrides of "Trojan
    /// source") are escaped, so the text cannot end the literal or hide what it holds.
    static func literal(_ text: String) -> String {
        "\"" + literalContent(text) + "\""
    }

    /// What ``literal(_:)`` writes between the quotes.
    static func literalContent(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let other where other.isInvisibleInExport: result += escape(other)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text for a `//` or `///` comment: every line break, control and invisible formatting
    /// character is written as `\u{…}`, so the text stays on the comment's line and shows what it
    /// held.
    static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isInvisibleInExport {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
