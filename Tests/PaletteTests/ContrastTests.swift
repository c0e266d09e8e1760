import Testing

@testable import Palette

/// Contrast maths against values published with WCAG and widely used checkers.
struct ContrastTests {
    @Test func blackOnWhiteIs21() {
        #expect(ThemeColor.black.contrastRatio(with: .white) == 21)
    }

    @Test func aColourAgainstItselfIs1() throws {
        let color = try ThemeColor(hex: "#1D4ED8")
        #expect(color.contrastRatio(with: color) == 1)
    }

    @Test func ratioIsSymmetric() throws {
        let a = try ThemeColor(hex: "#B45309")
        let b = try ThemeColor(hex: "#F8FAFC")
        #expect(a.contrastRatio(with: b) == b.contrastRatio(with: a))
    }

    /// #777777 on white is the classic "just fails AA" grey; #767676 is the lightest that passes.
    @Test(arguments: [
        ("#777777", 4.48), ("#767676", 4.54), ("#595959", 7.0), ("#949494", 3.03), ("#0000FF", 8.59), ("#FF0000", 4.0),
    ])
    func knownRatiosAgainstWhite(hex: String, expected: Double) throws {
        let ratio = try ThemeColor(hex: hex).contrastRatio(with: .white)
        #expect(abs(ratio - expected) < 0.005, "\(hex): \(ratio)")
    }

    @Test func relativeLuminanceOfThePrimaries() throws {
        #expect(abs(try ThemeColor(hex: "#F00").relativeLuminance - 0.2126) < 1e-12)
        #expect(abs(try ThemeColor(hex: "#0F0").relativeLuminance - 0.7152) < 1e-12)
        #expect(abs(try ThemeColor(hex: "#00F").relativeLuminance - 0.0722) < 1e-12)
        #expect(ThemeColor.white.relativeLuminance == 1)
        #expect(ThemeColor.black.relativeLuminance == 0)
    }

    @Test func linearisationUsesTheWCAG22Threshold() {
        #expect(ThemeColor.linearized(0.04045) == 0.04045 / 12.92)
        #expect(ThemeColor.linearized(0.5) > 0.21 && ThemeColor.linearized(0.5) < 0.22)
    }

    @Test func translucentForegroundIsCompositedOverTheBackground() {
        let halfBlack = ThemeColor.black.withAlpha(0.5)
        let composited = halfBlack.composited(over: .white)
        #expect(composited.hex == "#808080")
        #expect(halfBlack.contrastRatio(with: .white) == composited.contrastRatio(with: .white))
        #expect(ThemeColor.clear.contrastRatio(with: .white) == 1)
    }

    @Test func contrastingForegroundPicksTheMoreLegibleOfNearBlackAndNearWhite() throws {
        #expect(ThemeColor.white.contrastingForeground == .nearBlack)
        #expect(ThemeColor.black.contrastingForeground == .nearWhite)
        #expect(try ThemeColor(hex: "#1D4ED8").contrastingForeground == .nearWhite)
        #expect(try ThemeColor(hex: "#FFE500").contrastingForeground == .nearBlack)
    }
}
