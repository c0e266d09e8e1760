/// Writes themes as CSS custom properties a web page can use as they are.
///
/// One block per theme: the first applies to `:root` (and to `[data-theme="<id>"]`), each other
/// to `[data-theme="<id>"]`, so a page switches theme by setting one attribute:
///
/// ```css
/// :root, [data-theme="default"] {
///   color-scheme: light;
///   --palette-primary: #1D4ED8;
///   --palette-on-primary: #FAFAFA;
///   --palette-font-body: 400 17px/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
///   --palette-spacing-card: 12px;
/// }
/// ```
///
/// An adaptive theme's light variant is its block; its dark and increased-contrast variants
/// follow in `@media (prefers-color-scheme: dark)`, `@media (prefers-contrast: more)` and
/// `@media (prefers-color-scheme: dark) and (prefers-contrast: more)` blocks, each declaring what
/// differs for pages of that variant (a variant the theme lacks gets its fallback's values):
///
/// ```css
/// @media (prefers-color-scheme: dark) {
///   :root, [data-theme="ocean"] {
///     color-scheme: dark;
///     --palette-primary: #9ADCEB;
///   }
/// }
/// ```
///
/// Roles are `--palette-<role>` (`onPrimary` as `on-primary`), styles `--palette-font-<style>`
/// (a `font` shorthand, with `--palette-font-<style>-letter-spacing` beside it when the style has
/// letter spacing), custom tokens `--palette-<path with dots as hyphens>`, including those a
/// theme inherits from the theme it extends. Dimensions are in `px` (an iOS point), or in the
/// `rem` or `em` they were written in.
public struct CSSExporter: Sendable {
    /// The prefix of every property name: `palette` gives `--palette-primary`.
    public var prefix: String

    /// Creates an exporter.
    public init(prefix: String = "palette") {
        self.prefix = prefix
    }

    /// The themes as a style sheet, one block each, and for an adaptive theme the media blocks
    /// of its other variants.
    public func export(_ themes: [ResolvedTheme]) -> String {
        themes.enumerated().map { index, theme in
            theme.adaptiveTheme.map { variantBlocks($0, isRoot: index == 0) } ?? block(theme, isRoot: index == 0)
        }.joined(separator: "\n")
    }

    /// One theme's block, selected by `selectorID` (the theme's own identifier unless given).
    func block(_ theme: ResolvedTheme, isRoot: Bool, selectorID: String? = nil) -> String {
        let selector = (isRoot ? ":root, " : "") + "[data-theme=\"\(Self.escaped(selectorID ?? theme.id))\"]"
        let scheme = theme.palette.background.contrastingForeground == .nearWhite ? "dark" : "light"
        var lines = [
            "/* \(Self.comment(theme.name)) (\(Self.comment(theme.id))) */", "\(selector) {",
            "  color-scheme: \(scheme);",
        ]
        var used = Set<String>()
        func declare(_ name: String, _ value: String) {
            var property = "--\(prefix)-\(name)"
            if used.contains(property) { property = "--\(prefix)-token-\(name)" }
            used.insert(property)
            lines.append("  \(property): \(value);")
        }
        for role in ColorRole.allCases { declare(Self.kebab(role.rawValue), theme.palette[role].hex) }
        func declare(font: FontDescriptor, named name: String) {
            declare(name, Self.font(font))
            if let spacing = font.letterSpacing { declare("\(name)-letter-spacing", Self.length(spacing)) }
        }
        for style in FontStyle.allCases { declare(font: theme.fontStyles[style], named: "font-\(style.rawValue)") }
        var tokens = TokenSet()
        for ancestor in theme.lineage.reversed() { tokens = tokens.merging(ancestor.tokens) }
        for (path, value) in tokens.all {
            let name = path.segments.map { Self.kebab(String($0)) }.joined(separator: "-")
            switch value {
            case .color(let color): declare(name, color.hex)
            case .dimension(let dimension): declare(name, Self.length(dimension))
            case .number(let number): declare(name, JSONWriter.format(number))
            case .font(let font): declare(font: font, named: name)
            case .image(let asset):
                if let value = Self.image(asset) {
                    declare(name, value)
                } else {
                    lines.append("  /* \(name): \(Self.comment(asset.description)) has no web form */")
                }
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A `font` shorthand: `italic 700 22px/1.2 system-ui, sans-serif`.
    static func font(_ font: FontDescriptor) -> String {
        let lineHeight = CSSFontFamily.lineHeight(of: font)
        var parts: [String] = []
        if font.traits.contains(.italic) { parts.append("italic") }
        if font.traits.contains(.condensed) {
            parts.append("condensed")
        } else if font.traits.contains(.expanded) {
            parts.append("expanded")
        }
        parts.append(String(max(font.weight, font.traits.contains(.bold) ? .bold : font.weight).rawValue))
        parts.append("\(length(font.writtenSize))/\(JSONWriter.format(lineHeight))")
        parts.append(
            CSSFontFamily.stack(
                for: font.traits.contains(.monospace) && font.family == .system
                    ? .system(design: .monospaced) : font.family
            )
        )
        return parts.joined(separator: " ")
    }

    /// A CSS length: points as `px`, relative lengths in their unit.
    static func length(_ dimension: Dimension) -> String {
        JSONWriter.format(dimension.value) + (dimension.unit == .points ? "px" : dimension.unit.rawValue)
    }

    /// An image as a CSS `<image>`: a URL, or a one-colour gradient; `nil` for a bundled image.
    static func image(_ asset: ImageAsset) -> String? {
        switch asset {
        case .bundled: nil
        case .file(let path): "url(\"\(escaped(path))\")"
        case .remote(let url): "url(\"\(escaped(url.absoluteString))\")"
        case .solidColor(let color): "linear-gradient(\(color.hex), \(color.hex))"
        }
    }

    /// A name as a CSS identifier: camel case split with hyphens (`onPrimary` gives
    /// `on-primary`, `COLOR_TEXT` gives `color-text`), anything else not a letter or digit as `-`.
    static func kebab(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result.append("-") }
            let lowered = Character(character.lowercased())
            result.append(lowered.isLetter || lowered.isNumber || lowered == "-" ? lowered : "-")
            previous = character
        }
        return result
    }

    /// Text for a double-quoted CSS string: quotes and backslashes escaped, and line breaks and
    /// control characters written as CSS escapes (`\A `), which a CSS string cannot hold as they
    /// are.
    static func escaped(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case let other where other.isInvisibleInExport:
                result += "\\\(String(other.value, radix: 16, uppercase: true)) "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text for a `/* … */` comment: `*/` cannot end it early, and control characters are
    /// spaces.
    static func comment(_ text: String) -> String {
        let visible = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.isInvisibleInExport ? " " : $0 }))
        return visible.replacingOccurrences(of: "*/", with: "* /")
    }

}
