internal import InternalPaletteUtilities
import Palette

/// CSS's easing functions that are cubic Bézier curves, as files not held to DTCG 2025.10 write a
/// `cubicBezier` token or a transition's timing function: `cubic-bezier(x1, y1, x2, y2)`, and the
/// keywords `linear`, `ease`, `ease-in`, `ease-out` and `ease-in-out`, each its CSS curve.
/// `steps()`, `step-start`, `step-end` and `linear()` with stops are no curve.
enum CSSTimingFunction {
    /// CSS's keywords and their curves (``CubicBezier``'s, which are CSS's).
    static let keywords: [String: CubicBezier] = [
        "linear": .linear, "ease": .ease, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut,
    ]

    /// CSS's easing functions that are no cubic Bézier curve.
    private static let stepKeywords: Set<String> = ["step-start", "step-end"]
    private static let otherFunctions: Set<String> = ["steps", "linear"]

    /// Whether a word is one of CSS's easing functions, a curve or not (so that a transition does
    /// not take `steps(4)` for a property).
    static func isEasingFunction(_ word: String) -> Bool {
        let folded = word.asciiCaseFolded
        if keywords[folded] != nil || stepKeywords.contains(folded) { return true }
        guard let (name, _) = CSSColorFunction.parts(of: word) else { return false }
        let function = name.asciiCaseFolded
        return function == "cubic-bezier" || otherFunctions.contains(function)
    }

    /// The four numbers `[x1, y1, x2, y2]` of an easing function that is a cubic Bézier curve.
    ///
    /// - Throws: Why the text is no such curve: another easing function, a wrong count, an x
    ///   outside `0...1`.
    static func points(_ text: String) throws(CSSShorthand.Problem) -> [Double] {
        let trimmed = CSSShorthand.value(text)
        let folded = trimmed.asciiCaseFolded
        if let curve = keywords[folded] { return curve.points }
        let call = CSSColorFunction.parts(of: trimmed)
        let name = call.map { $0.name.asciiCaseFolded }
        if stepKeywords.contains(folded) || name.map(otherFunctions.contains) == true {
            throw CSSShorthand.Problem(
                "'\(trimmed.clippedForMessage)' has no DTCG form: a timing function token is a cubic Bézier curve"
            )
        }
        guard let call, name == "cubic-bezier" else {
            throw CSSShorthand.Problem(
                "'\(trimmed.clippedForMessage)' is no timing function: one of "
                    + keywords.keys.sorted().joined(separator: ", ") + " or cubic-bezier(x1, y1, x2, y2)"
            )
        }
        let arguments = CSSColorFunction.split(call.inner, at: ",", keepingEmpty: true)
        guard arguments.count == 4 else {
            throw CSSShorthand.Problem("cubic-bezier() takes four numbers, x1, y1, x2, y2, not \(arguments.count)")
        }
        var numbers: [Double] = []
        for argument in arguments {
            guard let number = Double(argument), number.isFinite else {
                throw CSSShorthand.Problem("'\(argument.clippedForMessage)' in cubic-bezier() is no number")
            }
            numbers.append(number)
        }
        guard let curve = CubicBezier(numbers) else {
            throw CSSShorthand.Problem("the x coordinates of a cubic Bézier curve are from 0 to 1")
        }
        return curve.points
    }
}
