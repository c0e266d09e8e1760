import Foundation
internal import InternalPaletteUtilities
import Palette

/// The CSS colour functions Tokens Studio and Style Dictionary files write beside hex strings:
/// `rgb()`, `rgba()`, `hsl()`, `hsla()`, with commas or spaces (`rgb(0 0 0 / 50%)`), and Tokens
/// Studio's `rgba({color.black}, 0.5)`: a colour token with another alpha.
enum CSSColorFunction {
    /// A call: the function's name and its arguments as written.
    struct Call: Equatable {
        var name: String
        var arguments: [String]
    }

    /// The call a text is, or `nil` when it is no colour function.
    static func call(_ text: String) -> Call? {
        guard let (written, inner) = parts(of: text) else { return nil }
        let name = written.asciiCaseFolded
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else { return nil }
        let separators: (Character) -> Bool = inner.contains(",") ? { $0 == "," } : { $0 == " " || $0 == "/" }
        var arguments = inner.split(whereSeparator: separators).map(\.trimmingSpaces).filter { !$0.isEmpty }
        if inner.contains(","), arguments.count == 3, let last = arguments.last, last.contains("/") {
            // `rgb(0, 0, 0 / 50%)` is not CSS, but say so by failing rather than guessing.
            arguments = []
        }
        return Call(name: name, arguments: arguments)
    }

    /// The name and the text between the parentheses of a text written as a call, `name(…)`,
    /// spaces around it and a `;` after it aside (a value copied from a CSS declaration); `nil` for
    /// any other text.
    static func parts(of text: String) -> (name: Substring, inner: Substring)? {
        var trimmed = Substring(text.trimmingSpaces)
        if trimmed.hasSuffix(";") { trimmed = Substring(trimmed.dropLast().trimmingSpaces) }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        return (trimmed[..<open], trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
    }

    /// The parts of text between separators outside parentheses and braces, trimmed, empty ones
    /// left out unless `keepingEmpty`: a call's arguments at `,`, a colour stop's words at ` `.
    static func split(_ text: Substring, at separator: Character, keepingEmpty: Bool = false) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "{": depth += 1
            case ")", "}": depth = max(0, depth - 1)
            default: break
            }
            if character == separator, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map(\.trimmingSpaces).filter { keepingEmpty || !$0.isEmpty }
    }

    /// The sRGB components (0...1) and alpha of a call whose arguments are all numbers; `nil`
    /// when they are not (a reference, a wrong count, a value out of range).
    static func color(_ call: Call) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        guard call.arguments.count == 3 || call.arguments.count == 4 else { return nil }
        let alpha = call.arguments.count == 4 ? Self.alpha(call.arguments[3]) : 1
        guard let alpha else { return nil }
        if call.name.hasPrefix("rgb") {
            let channels = call.arguments.prefix(3).compactMap(channel)
            guard channels.count == 3 else { return nil }
            return (channels[0], channels[1], channels[2], alpha)
        }
        guard let hue = number(call.arguments[0], dropping: "deg"),
            let saturation = percentage(call.arguments[1]),
            let lightness = percentage(call.arguments[2])
        else { return nil }
        let rgb = hslToRGB(hue: hue, saturation: saturation, lightness: lightness)
        return (rgb.0, rgb.1, rgb.2, alpha)
    }

    /// An alpha: a number from 0 to 1 or a percentage.
    static func alpha(_ text: String) -> Double? {
        let value = text.hasSuffix("%") ? percentage(text) : Double(text)
        guard let value, (0...1).contains(value) else { return nil }
        return value
    }

    /// A red, green or blue channel: 0...255 or a percentage, as 0...1.
    private static func channel(_ text: String) -> Double? {
        if text.hasSuffix("%") { return percentage(text) }
        guard let value = Double(text), (0...255).contains(value) else { return nil }
        return value / 255
    }

    private static func percentage(_ text: String) -> Double? {
        guard let value = number(text, dropping: "%"), (0...100).contains(value) else { return nil }
        return value / 100
    }

    private static func number(_ text: String, dropping suffix: String) -> Double? {
        let digits = text.hasSuffix(suffix) ? String(text.dropLast(suffix.count)) : text
        guard let value = Double(digits), value.isFinite else { return nil }
        return value
    }

    /// CSS's HSL to RGB: hue in degrees (any, wrapped), saturation and lightness in 0...1.
    private static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 30
        let a = saturation * min(lightness, 1 - lightness)
        func component(_ n: Double) -> Double {
            let k = (n + h).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (component(0), component(8), component(4))
    }
}
