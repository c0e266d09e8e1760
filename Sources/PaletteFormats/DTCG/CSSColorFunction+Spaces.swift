internal import InternalPaletteUtilities

extension CSSColorFunction {
    /// A colour written with a CSS Color 4 function of a space DTCG has too: `oklch()`, `oklab()`,
    /// `lab()`, `lch()` and `hwb()`, with spaces and `/ alpha` as CSS writes them or with commas
    /// (Equinor's `oklch(0.5857, 0.135751, 240.6802)`); `none` is a missing component, and a
    /// percentage is the share of the reference range CSS gives it (`oklch(58.57% 0.136 240.7)`).
    ///
    /// The components are in the units of the space's DTCG components, not yet checked against
    /// their ranges; `nil` when the text is no such call or a number cannot be read.
    static func spaceColor(_ text: String) -> (space: DTCGColorSpace, components: [Double?], alpha: Double)? {
        guard let (name, inner) = parts(of: text),
            let space = DTCGColorSpace(rawValue: String(name.asciiCaseFolded)),
            let scales = percentScales[space]
        else { return nil }
        var arguments: [String]
        var alphaText: String?
        if inner.contains(",") {
            arguments = inner.split(separator: ",").map(\.trimmingSpaces)
            if arguments.count == 4 { alphaText = arguments.removeLast() }
        } else {
            let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return nil }
            arguments = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if halves.count == 2 { alphaText = halves[1].trimmingSpaces }
        }
        guard arguments.count == 3 else { return nil }
        var components: [Double?] = []
        for (argument, scale) in zip(arguments, scales) {
            if argument.asciiCaseFolded == "none" {
                components.append(nil)
            } else if argument.hasSuffix("%"), let value = Double(argument.dropLast()), value.isFinite {
                components.append(value / 100 * scale)
            } else if let value = Double(argument.hasSuffix("deg") ? String(argument.dropLast(3)) : argument),
                value.isFinite
            {
                components.append(value)
            } else {
                return nil
            }
        }
        var alpha = 1.0
        if let alphaText {
            guard let read = Self.alpha(alphaText) else { return nil }
            alpha = read
        }
        return (space, components, alpha)
    }

    /// What 100% of each component is in the spaces ``spaceColor(_:)`` reads, as CSS Color 4
    /// says, in the units of DTCG's components (hue is never a percentage: 0 stands for that).
    private static let percentScales: [DTCGColorSpace: [Double]] = [
        .oklch: [1, 0.4, 0], .oklab: [1, 0.4, 0.4], .lab: [100, 125, 125], .lch: [100, 150, 0],
        .hwb: [0, 100, 100],
    ]
}
