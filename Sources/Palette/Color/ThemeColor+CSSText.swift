internal import InternalPaletteUtilities

extension ThemeColor {
    /// The colour as CSS Color 4 writes it, exactly: ``hex`` for an sRGB colour that hex says
    /// exactly; else `color(srgb r g b)` (components outside `0...1` for extended-range sRGB) or
    /// `color(display-p3 r g b)`, with `/ alpha` when not opaque and every digit, so reading it
    /// back with ``init(cssText:)`` gives the same colour, bit for bit.
    ///
    /// ```swift
    /// ThemeColor(red8: 0x1D, green8: 0x4E, blue8: 0xD8).cssText          // "#1D4ED8"
    /// ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141).cssText  // "color(display-p3 0.925 0.216 0.141)"
    /// ```
    ///
    /// This is how Palette's theme documents write colours. A browser that does not know
    /// `color()` needs ``hex`` beside it (the CSS exporter writes both).
    public var cssText: String {
        if colorSpace == .sRGB, Self.parseHex(hex) == self { return hex }
        let name = colorSpace == .displayP3 ? "display-p3" : "srgb"
        let components = [red, green, blue].map { NumberText.plain($0) }.joined(separator: " ")
        return "color(\(name) \(components)" + (isOpaque ? ")" : " / \(NumberText.plain(alpha)))")
    }

    /// Creates a colour from CSS colour text: any hex form ``init(hex:)`` reads (sRGB), or
    /// `color(srgb r g b)` or `color(display-p3 r g b)` with an optional `/ alpha`.
    ///
    /// Components are numbers or percentages. `color(srgb …)` components outside `0...1` give an
    /// extended-range sRGB colour (``ColorSpace/extendedSRGB``), as CSS keeps them;
    /// `color(display-p3 …)` components outside `0...1` are converted, exactly, to extended-range
    /// sRGB too. Nothing is clipped. Opacity is `0...1` or a percentage.
    ///
    /// ```swift
    /// try ThemeColor(cssText: "color(display-p3 0.925 0.216 0.141)")
    /// try ThemeColor(cssText: "color(srgb 1.2 0.5 0 / 0.5)")   // extended-range sRGB, half opaque
    /// ```
    ///
    /// - Parameter cssText: The colour's text; spaces around it are ignored, and `color` and the
    ///   space's name are read in any letter case.
    /// - Throws: ``ThemeError/Code/invalidColor`` quoting the text when it is none of
    ///   those forms.
    public init(cssText: String) throws(ThemeError) {
        guard let color = Self.parseCSSText(cssText) else { throw .invalidColor(value: cssText, location: nil) }
        self = color
    }

    /// Parses the forms ``init(cssText:)`` reads without throwing; `nil` for anything else.
    package static func parseCSSText(_ text: String) -> ThemeColor? {
        if let color = parseHex(text) { return color }
        let trimmed = text.trimmingSpaces
        guard trimmed.asciiCaseFolded.hasPrefix("color("), trimmed.hasSuffix(")") else { return nil }
        let inner = trimmed.dropFirst("color(".count).dropLast()
        var words = inner.replacingSlashes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard let name = words.first?.asciiCaseFolded, name == "srgb" || name == "display-p3" else { return nil }
        words.removeFirst()
        var alpha = 1.0
        if words.count == 5, words[3] == "/" {
            guard let value = number(words[4]), (0...1).contains(value) else { return nil }
            alpha = value
            words.removeLast(2)
        }
        let components = words.compactMap(number)
        guard words.count == 3, components.count == 3 else { return nil }
        if name == "display-p3", components.allSatisfy({ (0...1).contains($0) }) {
            return ThemeColor(displayP3Red: components[0], green: components[1], blue: components[2], alpha: alpha)
        }
        let linear = (
            linearized(components[0]), linearized(components[1]), linearized(components[2])
        )
        let srgb = name == "srgb" ? linear : ColorMatrix.xyzToLinearSRGB(ColorMatrix.linearP3ToXYZ(linear))
        return name == "srgb"
            ? ThemeColor(extendedSRGBRed: components[0], green: components[1], blue: components[2], alpha: alpha)
            : ThemeColor(linear: srgb, alpha: alpha, in: .extendedSRGB)
    }

    /// A finite number, or a percentage of one (`50%` is `0.5`).
    private static func number(_ word: Substring) -> Double? {
        let isPercentage = word.hasSuffix("%")
        guard let value = Double(isPercentage ? word.dropLast() : word), value.isFinite else { return nil }
        return isPercentage ? value / 100 : value
    }
}

extension Substring {
    /// The text with `/` set apart by spaces, so `1 0 0/0.5` splits as `1 0 0 / 0.5`.
    fileprivate var replacingSlashes: String {
        String(flatMap { $0 == "/" ? [" ", "/", " "] : [$0] })
    }
}
