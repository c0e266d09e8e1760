import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

/// Interpolation and lightening read a Display P3 colour from its own space through linear light,
/// never from a clipped copy (colour-vision simulation, contrast fixes and generation do too:
/// `WideColorDesignTests`).
struct WideColorOperationsTests {
    private typealias Reference = ReferenceColorScience

    private let p3Red = ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141)

    @Test func interpolationBetweenDisplayP3ColoursIsInOKLabAndStaysDisplayP3() {
        let blue = ThemeColor(displayP3Red: 0.2, green: 0.4, blue: 0.8)
        #expect(p3Red.interpolated(to: blue, at: 0) == p3Red)
        #expect(p3Red.interpolated(to: blue, at: 1) == blue)
        let middle = p3Red.interpolated(to: blue, at: 0.5)
        #expect(middle.colorSpace == .displayP3)
        let start = Reference.oklab(xyz: Reference.xyz(displayP3: [0.925, 0.216, 0.141]))
        let end = Reference.oklab(xyz: Reference.xyz(displayP3: [0.2, 0.4, 0.8]))
        let wanted = zip(start, end).map { ($0 + $1) / 2 }
        let lab = middle.oklab
        #expect(Reference.deltaEOK([lab.lightness, lab.a, lab.b], wanted) < 1e-5)
        // With an sRGB end the path is Display P3 too; between sRGB colours it is sRGB as before.
        #expect(p3Red.interpolated(to: .white, at: 0.5).colorSpace == .displayP3)
        #expect(ThemeColor.black.interpolated(to: .white, at: 0.5).colorSpace == .sRGB)
    }

    @Test func lighteningADisplayP3ColourKeepsItInDisplayP3() {
        let lighter = p3Red.lightened(by: 0.1)
        #expect(lighter.colorSpace == .displayP3)
        // Within the just-noticeable difference CSS Color 4's gamut mapping allows.
        #expect(abs(lighter.oklch.lightness - (p3Red.oklch.lightness + 0.1)) < 0.02)
        #expect(abs(lighter.oklch.hue - p3Red.oklch.hue) < 2)
    }
}
