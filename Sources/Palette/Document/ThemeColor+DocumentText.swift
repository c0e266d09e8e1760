extension ThemeColor {
    /// How a theme document writes a colour: its hex form when that says it exactly, else CSS's
    /// `color(srgb r g b)` (with `/ alpha` when not opaque) with every digit, so a colour a design
    /// tool gave with more than 8 bits a component reads back as it was.
    var documentText: String {
        if Self.parseHex(hex) == self { return hex }
        let components = [red, green, blue].map { NumberText.plain($0) }.joined(separator: " ")
        return "color(srgb \(components)" + (isOpaque ? ")" : " / \(NumberText.plain(alpha)))")
    }

    /// A colour as a theme document writes it: a hex form, or `color(srgb r g b [/ alpha])` with
    /// components in `0...1`; `nil` for anything else.
    static func parseDocumentText(_ text: String) -> ThemeColor? {
        if let color = parseHex(text) { return color }
        let trimmed = text.trimmingSpaces
        guard trimmed.asciiCaseFolded.hasPrefix("color("), trimmed.hasSuffix(")") else { return nil }
        var words = trimmed.dropFirst("color(".count).dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first?.asciiCaseFolded == "srgb" else { return nil }
        words.removeFirst()
        var alpha = 1.0
        if words.count == 5, words[3] == "/" {
            guard let value = Double(words[4]), (0...1).contains(value) else { return nil }
            alpha = value
            words.removeLast(2)
        }
        let components = words.compactMap { Double($0) }.filter { (0...1).contains($0) }
        guard words.count == 3, components.count == 3 else { return nil }
        return ThemeColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }
}
