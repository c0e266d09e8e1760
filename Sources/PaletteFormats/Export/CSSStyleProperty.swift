internal import InternalPaletteUtilities
import Palette

/// How the properties of data-defined styles (SDThemeManager's UIKit key paths) are written as
/// CSS declarations, and which of them CSS has no counterpart for.
enum CSSStyleProperty {
    /// What a CSS property takes.
    enum Kind {
        case color
        case length
        case opacity
        case font
        case textAlign
        case hidden
        case clips
        case insets
    }

    /// Style property names and the CSS property each is written as.
    static let properties: [String: (name: String, kind: Kind)] = [
        "textColor": ("color", .color), "titleColor": ("color", .color), "tintColor": ("accent-color", .color),
        "backgroundColor": ("background-color", .color), "layer.backgroundColor": ("background-color", .color),
        "view.backgroundColor": ("background-color", .color),
        "layer.borderColor": ("border-color", .color), "layer.borderWidth": ("border-width", .length),
        "layer.cornerRadius": ("border-radius", .length), "alpha": ("opacity", .opacity),
        "layer.opacity": ("opacity", .opacity), "font": ("font", .font), "titleLabel.font": ("font", .font),
        "textAlignment": ("text-align", .textAlign), "hidden": ("visibility", .hidden),
        "isHidden": ("visibility", .hidden), "clipsToBounds": ("overflow", .clips),
        "layer.masksToBounds": ("overflow", .clips), "contentEdgeInsets": ("padding", .insets),
        "layoutMargins": ("padding", .insets), "textContainerInset": ("padding", .insets),
    ]

    /// Where a style's values find the theme's values: its custom properties, and the theme.
    struct Context {
        var theme: ResolvedTheme
        var properties: CSSExporter.Properties
    }

    /// The declarations for a style property's value, or `nil` when CSS cannot hold it.
    static func declarations(_ key: String, _ value: StyleValue, in context: Context) -> [(String, String)]? {
        guard let (name, kind) = properties[key] else { return nil }
        switch kind {
        case .color:
            // A wide colour's sRGB fallback first, then the colour: a browser that cannot read
            // `color(display-p3 …)` drops that declaration and keeps the first.
            return color(value, in: context).map {
                [(name, $0)] + (wideColor(value, in: context).map { [(name, $0)] } ?? [])
            }
        case .length:
            guard let length = length(value, in: context) else { return nil }
            // A UIKit layer's border is solid; a CSS border shows only with a style.
            return key == "layer.borderWidth" ? [("border-style", "solid"), (name, length)] : [(name, length)]
        case .opacity:
            return number(value, in: context).map { [(name, $0)] }
        case .font:
            return font(value, in: context)
        case .textAlign:
            guard case .string(let text) = value, let alignment = textAlignment(text) else { return nil }
            return [(name, alignment)]
        case .hidden, .clips:
            guard case .bool(let flag) = value else { return nil }
            return [(name, flag ? "hidden" : "visible")]
        case .insets:
            guard case .edgeInsets(let edge) = value else { return nil }
            let lengths = [edge.top, edge.right, edge.bottom, edge.left].map { NumberText.plain($0) + "px" }
            return [(name, lengths.joined(separator: " "))]
        }
    }

    /// `var(--…)` for a value the block declares, else the value itself.
    private static func reference(_ slot: TokenSlot, in context: Context) -> String? {
        context.properties.names[slot].map { "var(\($0))" }
    }

    private static func color(_ value: StyleValue, in context: Context) -> String? {
        switch value {
        case .null: return "transparent"
        case .role(let role): return reference(TokenSlot(role), in: context)
        case .token(.color, let path):
            return reference(TokenSlot(.color, path).canonical, in: context) ?? value.color(in: context.theme)?.hex
        default: return value.color(in: context.theme)?.hex
        }
    }

    /// A colour written as itself (not as a custom property) that is not sRGB, as CSS colour text.
    private static func wideColor(_ value: StyleValue, in context: Context) -> String? {
        switch value {
        case .null, .role: return nil
        case .token(.color, let path) where reference(TokenSlot(.color, path).canonical, in: context) != nil: return nil
        default:
            guard let color = value.color(in: context.theme), color.colorSpace != .sRGB else { return nil }
            return color.cssText
        }
    }

    private static func length(_ value: StyleValue, in context: Context) -> String? {
        switch value {
        case .number(let number): return NumberText.plain(number) + "px"
        case .token(.dimension, let path):
            if let named = reference(TokenSlot(.dimension, path), in: context) { return named }
            return context.theme.answer(DimensionToken.self, at: path).map { NumberText.plain($0) + "px" }
        case .token(.number, let path):
            if let named = reference(TokenSlot(.number, path), in: context) { return "calc(\(named) * 1px)" }
            return context.theme.answer(NumberToken.self, at: path).map { NumberText.plain($0) + "px" }
        default: return nil
        }
    }

    private static func number(_ value: StyleValue, in context: Context) -> String? {
        if case .token(.number, let path) = value, let named = reference(TokenSlot(.number, path), in: context) {
            return named
        }
        return value.number(in: context.theme).map(NumberText.plain)
    }

    private static func font(_ value: StyleValue, in context: Context) -> [(String, String)]? {
        guard let font = value.font(in: context.theme) else { return nil }
        let slot: TokenSlot? =
            switch value {
            case .fontStyle(let style): TokenSlot(style)
            case .token(.font, let path): TokenSlot(.font, path).canonical
            default: nil
            }
        let named = slot.flatMap { context.properties.names[$0] }
        var declarations = [("font", named.map { "var(\($0))" } ?? CSSExporter.font(font))]
        if let spacing = font.letterSpacing {
            declarations.append(
                ("letter-spacing", named.map { "var(\($0)-letter-spacing)" } ?? CSSExporter.length(spacing))
            )
        }
        return declarations
    }

    /// `NSTextAlignmentCenter`, `center`: CSS's `center`; natural alignment is `start`.
    private static func textAlignment(_ text: String) -> String? {
        let name = text.asciiCaseFolded.replacingOccurrences(of: "nstextalignment", with: "")
        return ["left": "left", "center": "center", "right": "right", "justified": "justify", "natural": "start"][name]
    }
}
