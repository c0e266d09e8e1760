internal import InternalPaletteUtilities
import Palette

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
///
/// A colour is written as its hex, which every browser reads. A Display P3 (or extended-range
/// sRGB) colour's hex is its sRGB fallback, gamut-mapped as CSS Color 4 says; the colour itself
/// follows in a `@supports (color: color(display-p3 0 0 0))` block after the block that declared
/// the fallback, so a browser that shows Display P3 gets the colour and any other the fallback:
///
/// ```css
/// :root, [data-theme="brand"] {
///   --palette-primary: #FF0F00;
/// }
/// @supports (color: color(display-p3 0 0 0)) {
///   :root, [data-theme="brand"] {
///     --palette-primary: color(display-p3 0.925 0.216 0.141);
///   }
/// }
/// ```
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
        var report = ExportReport(format: .css)
        return export(themes, report: &report)
    }

    /// The themes as a style sheet, one block each with a class for each style, and for an
    /// adaptive theme the media blocks of its other variants, counting in `report` the styles
    /// written and what CSS cannot hold.
    public func export(_ themes: [ResolvedTheme], report: inout ExportReport) -> String {
        themes.enumerated().map { index, theme in
            let isRoot = index == 0
            guard let adaptive = theme.adaptiveTheme else {
                let block = blockParts(theme, isRoot: isRoot, report: &report)
                return block.text + Self.wideColorBlock(block.selector, block.wideColors)
                    + styleRules(theme, isRoot: isRoot, report: &report)
            }
            // The styles' values that follow the theme are its custom properties, which the
            // variants' media blocks change.
            return variantBlocks(adaptive, isRoot: isRoot, report: &report)
                + styleRules(adaptive.light, isRoot: isRoot, selectorID: adaptive.id, report: &report)
        }
        .joined(separator: "\n")
    }

    /// One theme's block, selected by `selectorID` (the theme's own identifier unless given).
    func block(_ theme: ResolvedTheme, isRoot: Bool, selectorID: String? = nil) -> String {
        var report = ExportReport(format: .css)
        return block(theme, isRoot: isRoot, selectorID: selectorID, report: &report)
    }

    func block(
        _ theme: ResolvedTheme,
        isRoot: Bool,
        selectorID: String? = nil,
        report: inout ExportReport
    ) -> String {
        blockParts(theme, isRoot: isRoot, selectorID: selectorID, report: &report).text
    }

    /// One theme's block, its selector, and the declarations of its wide colours (Display P3 and
    /// extended-range sRGB, which the block declares as their sRGB fallback) as CSS colour text.
    func blockParts(
        _ theme: ResolvedTheme,
        isRoot: Bool,
        selectorID: String? = nil,
        report: inout ExportReport
    ) -> (text: String, selector: String, wideColors: [(property: String, value: String)]) {
        var wideColors: [(property: String, value: String)] = []
        let selector = Self.scopes(selectorID ?? theme.id, isRoot: isRoot).joined(separator: ", ")
        let scheme = theme.palette.background.contrastingForeground == .nearWhite ? "dark" : "light"
        var lines = [
            "/* \(Self.comment(theme.name)) (\(Self.comment(theme.id))) */", "\(selector) {",
            "  color-scheme: \(scheme);",
        ]
        let properties = self.properties(of: theme)
        let tokens = properties.tokens
        var used = Set(properties.names.values)
        func declare(_ name: String, _ value: String, note: String = "") {
            var property = "--\(prefix)-\(name)"
            if used.contains(property) { property = "--\(prefix)-token-\(name)" }
            used.insert(property)
            lines.append("  \(property): \(value);\(note)")
        }
        for (slot, value) in properties.entries {
            guard let property = properties.names[slot] else { continue }
            // A reference is written as one when what it names is declared here with its value.
            let target = tokens.aliases[slot].map { TokenAliasResolver.target(of: slot, $0) }
            let named = target.flatMap { target in
                properties.value(of: target) == value ? properties.names[target] : nil
            }
            let text = named.map { "var(\($0))" } ?? Self.value(value)
            lines.append("  \(property): \(text);\(Self.note(TokenMetadata(of: tokens, at: slot.path)))")
            if named == nil, case .color(let color) = value, color.colorSpace != .sRGB {
                wideColors.append((property, color.cssText))
            }
            if case .font(let font) = value {
                if font.textStyle != nil {
                    report.omit("textStyle", category: "font properties", at: slot.path.string, placeNoun: "font")
                }
                if let spacing = font.letterSpacing {
                    declare(
                        String(property.dropFirst(prefix.count + 3)) + "-letter-spacing",
                        named.map { "var(\($0)-letter-spacing)" } ?? Self.length(spacing)
                    )
                }
            }
            for vendor in tokens.extensions[slot.path]?.vendors ?? [] {
                report.omit(vendor, category: "extensions", at: slot.path.string, placeNoun: "token")
            }
        }
        // CSS has no groups: their metadata has nowhere to go.
        for path in tokens.groupPaths(besides: Set(properties.names.keys.map(\.path))) {
            let metadata = TokenMetadata(of: tokens, at: path)
            let kinds = [
                metadata.description.map { _ in "description" }, metadata.deprecation.map { _ in "deprecation" },
                metadata.extensions.map { _ in "extensions" },
            ]
            for kind in kinds.compactMap({ $0 }) {
                report.omit("\(kind) of a group", category: "group metadata", at: path.string, placeNoun: "group")
            }
        }
        for (path, asset) in tokens.values(of: ImageAsset.self).sorted(by: { $0.key < $1.key }) {
            let name = properties.baseName(of: path)
            if let value = Self.image(asset) {
                declare(name, value, note: Self.note(TokenMetadata(of: tokens, at: path)))
            } else {
                lines.append("  /* \(name): \(Self.comment(asset.description)) has no web form */")
                report.omit("bundled image", category: "tokens", at: path.string, placeNoun: "token")
            }
        }
        lines.append("}")
        return (lines.joined(separator: "\n") + "\n", selector, wideColors)
    }

    /// The condition of the blocks that give wide colours: a browser that can show
    /// `color(display-p3 …)`.
    static let wideColorCondition = "@supports (color: color(display-p3 0 0 0))"

    /// A `@supports` block giving `declarations` (wide colours as CSS colour text) to
    /// `selector`, after the block that declared their sRGB fallbacks; empty when there are none.
    /// `indent` nests it in a media block.
    ///
    /// ```css
    /// @supports (color: color(display-p3 0 0 0)) {
    ///   :root, [data-theme="brand"] {
    ///     --palette-primary: color(display-p3 0.925 0.216 0.141);
    ///   }
    /// }
    /// ```
    static func wideColorBlock(
        _ selector: String,
        _ declarations: [(property: String, value: String)],
        indent: String = ""
    ) -> String {
        guard !declarations.isEmpty else { return "" }
        let lines =
            ["\(wideColorCondition) {", "  \(selector) {"] + declarations.map { "    \($0.property): \($0.value);" }
            + ["  }", "}"]
        return lines.map { indent + $0 + "\n" }.joined()
    }

    /// A theme's selectors: `[data-theme="<id>"]`, after `:root` for the first theme.
    static func scopes(_ id: String, isRoot: Bool) -> [String] {
        (isRoot ? [":root"] : []) + ["[data-theme=\"\(escaped(id))\"]"]
    }

    /// A value as CSS: a hex colour (a wide colour's sRGB fallback), a length, a number, a `font`
    /// shorthand.
    static func value(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): color.hex
        case .dimension(let dimension): length(dimension)
        case .number(let number): NumberText.plain(number)
        case .font(let font): Self.font(font)
        case .image(let asset): image(asset) ?? "none"
        case .fontFamily(let stack): stack.css
        case .fontWeight(let weight): String(weight.rawValue)
        case .duration(let duration): duration.description
        case .cubicBezier(let curve): cubicBezier(curve)
        case .shadow(let shadow): Self.shadow(shadow)
        case .gradient(let gradient): Self.gradient(gradient)
        case .border(let border): Self.border(border)
        case .strokeStyle(let style): strokeStyle(style)
        case .transition(let transition): Self.transition(transition)
        case .text(let text): "\"\(escaped(text))\""
        case .boolean(let flag): flag ? "true" : "false"
        }
    }

    /// A declaration's trailing comment with its description and deprecation, if it has either.
    private static func note(_ metadata: TokenMetadata) -> String {
        let parts = [
            metadata.description, metadata.deprecation.map { $0.isEmpty ? "deprecated" : "deprecated: \($0)" },
        ]
        .compactMap { $0 }
        return parts.isEmpty ? "" : " /* \(comment(parts.joined(separator: "; "))) */"
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
        parts.append("\(length(font.writtenSize))/\(NumberText.plain(lineHeight))")
        parts.append(
            CSSFontFamily.stack(
                for: font,
                family: font.traits.contains(.monospace) && font.family == .system
                    ? .system(design: .monospaced) : font.family
            )
        )
        return parts.joined(separator: " ")
    }

    /// A CSS length: points as `px`, relative lengths in their unit.
    static func length(_ dimension: Dimension) -> String {
        NumberText.plain(dimension.value) + (dimension.unit == .points ? "px" : dimension.unit.rawValue)
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
