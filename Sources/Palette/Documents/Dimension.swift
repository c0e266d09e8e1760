/// Dimension strings as older DTCG drafts and Style Dictionary write them.
enum Dimension {
    /// The unit of a dimension string that DTCG does not define (`pt` in `"16pt"`; empty for
    /// `"16"`), or `nil` for `px` and `rem`.
    static func nonDTCGUnit(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces.lowercased()
        if trimmed.hasSuffix("px") || trimmed.hasSuffix("rem") { return nil }
        return String(trimmed.reversed().prefix { $0.isLetter }.reversed())
    }

    /// Points for `"16px"`, `"16pt"`, `"16"` or `"1rem"` (16 points); `nil` for anything else,
    /// including a number too large to be a finite number of points (`"1e308rem"`).
    static func points(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces.lowercased()
        let (digits, scale): (Substring, Double) =
            if trimmed.hasSuffix("rem") {
                (trimmed.dropLast(3), 16)
            } else if trimmed.hasSuffix("px") || trimmed.hasSuffix("pt") { (trimmed.dropLast(2), 1) } else {
                (Substring(trimmed), 1)
            }
        guard let value = Double(digits.trimmingSpaces) else { return nil }
        return points(value, scale: scale)
    }

    /// Points for `value` in a unit of `scale` points (16 for `rem`), or `nil` when either is not
    /// finite, or their product overflows to infinity.
    static func points(_ value: Double, scale: Double) -> Double? {
        let points = value * scale
        return points.isFinite ? points : nil
    }
}
