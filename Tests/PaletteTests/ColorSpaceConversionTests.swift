import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

/// Conversions between sRGB, Display P3 and XYZ against published reference values and against
/// ``ReferenceColorScience``, a second derivation from the spaces' primaries.
struct ColorSpaceConversionTests {
    private typealias Reference = ReferenceColorScience

    /// CSS Color 4's matrices are the ones the primaries and D65 give: Palette's constants against
    /// the construction, to the last few bits.
    @Test func theMatricesAreTheOnesThePrimariesGive() {
        let pairs: [(ColorMatrix, ReferenceColorScience.Matrix)] = [
            (.linearSRGBToXYZ, Reference.sRGBToXYZ), (.xyzToLinearSRGB, Reference.xyzToSRGB),
            (.linearP3ToXYZ, Reference.displayP3ToXYZ), (.xyzToLinearP3, Reference.xyzToDisplayP3),
        ]
        for (matrix, reference) in pairs {
            for (index, column) in [(1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)].enumerated() {
                let got = matrix(column)
                for (row, value) in [got.0, got.1, got.2].enumerated() {
                    #expect(abs(value - reference[row][index]) < 1e-12, "row \(row), column \(index)")
                }
            }
        }
    }

    /// `P3_to_XYZ` of the CSS Working Group's conversion tests
    /// (https://github.com/w3c/csswg-drafts/blob/main/css-color-4/tests.js, commit 0a64996).
    @Test(arguments: [
        ([0.5, 0, 0], [0.104146200774186, 0.04900997683491106, 0]),
        ([0, 0.5, 0], [0.0568638160351965, 0.14806050212937955, 0.00965611970408998]),
        ([0, 0, 1], [0.1982172852343625, 0.079286914093745, 1.043944368900976]),
        ([0.5, 0.5, 1], [0.359227302043745, 0.27635739305803564, 1.053600488605066]),
        ([1, 0.5, 0], [0.5434347646834127, 0.37703506619912835, 0.00965611970408998]),
        ([1, 1, 1], [0.9504559270516717, 1.0000000000000002, 1.0890577507598787]),
    ])
    func displayP3ToXYZMatchesTheCSSWorkingGroupsTests(_ p3: [Double], _ expected: [Double]) {
        let xyz = ThemeColor(displayP3Red: p3[0], green: p3[1], blue: p3[2]).xyz
        for (got, wanted) in zip([xyz.x, xyz.y, xyz.z], expected) {
            #expect(abs(got - wanted) < 1e-12, "\(p3): \(got) vs \(wanted)")
        }
    }

    /// sRGB red in Display P3 is `color(display-p3 0.91749 0.20029 0.13856)`, as ColorAide's
    /// documentation of the space shows it (https://facelessuser.github.io/coloraide/colors/display_p3).
    @Test func sRGBRedInDisplayP3() {
        let red = ThemeColor(red: 1, green: 0, blue: 0).mapped(into: .displayP3)
        #expect(red.colorSpace == .displayP3)
        for (got, wanted) in zip([red.red, red.green, red.blue], [0.91749, 0.20029, 0.13856]) {
            #expect(abs(got - wanted) < 5e-6, "\(red)")
        }
    }

    /// Display P3 red in sRGB lies outside it: about `color(srgb 1.093 -0.227 -0.150)`.
    @Test func displayP3RedInSRGBIsOutsideTheGamut() {
        let red = ThemeColor(displayP3Red: 1, green: 0, blue: 0)
        let exact = red.converted(to: .extendedSRGB)
        let reference = Reference.sRGB(xyz: Reference.xyz(displayP3: [1, 0, 0]))
        #expect(exact.colorSpace == .extendedSRGB)
        for (got, wanted) in zip([exact.red, exact.green, exact.blue], reference) {
            #expect(abs(got - wanted) < 1e-9)
        }
        #expect(abs(exact.red - 1.093) < 0.001 && abs(exact.green + 0.227) < 0.001 && abs(exact.blue + 0.150) < 0.001)
        #expect(!red.isInGamut(.sRGB) && red.isInGamut(.displayP3))
    }

    /// DuckDuckGo's `AlertButtonDestructiveTitleColor` is display-p3 (0.925, 0.216, 0.141): its
    /// linear sRGB red is 1.018, just outside sRGB.
    @Test func duckDuckGosDestructiveRedIsJustOutsideSRGB() {
        let red = ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141)
        let linear = Reference.multiply(Reference.xyzToSRGB, Reference.xyz(displayP3: [0.925, 0.216, 0.141]))
        #expect(abs(red.linearSRGB.0 - linear[0]) < 1e-12)
        #expect(abs(linear[0] - 1.018) < 0.001)
        #expect(!red.isInGamut(.sRGB))
    }

    /// Random colours go sRGB → Display P3 → sRGB and back exactly (to rounding), and agree
    /// with the reference on the way.
    @Test func conversionsAgreeWithTheReferenceBothWays() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let rgb = (0..<3).map { _ in Double.random(in: 0...1, using: &random) }
            let srgb = ThemeColor(red: rgb[0], green: rgb[1], blue: rgb[2])
            let p3 = srgb.mapped(into: .displayP3)
            let reference = Reference.displayP3(xyz: Reference.xyz(sRGB: rgb))
            for (got, wanted) in zip([p3.red, p3.green, p3.blue], reference) { #expect(abs(got - wanted) < 1e-9) }
            let back = p3.mapped(into: .sRGB)
            for (got, wanted) in zip([back.red, back.green, back.blue], rgb) { #expect(abs(got - wanted) < 1e-9) }
            let xyz = srgb.xyz
            for (got, wanted) in zip([xyz.x, xyz.y, xyz.z], Reference.xyz(sRGB: rgb)) {
                #expect(abs(got - wanted) < 1e-9)
            }
        }
    }

    /// OKLab of wide colours: Palette's route (linear sRGB, Ottosson's matrices) against CSS
    /// Color 4's (XYZ, its recalculated LMS matrix).
    @Test func okLabOfDisplayP3ColoursAgreesWithCSSColor4sRoute() {
        for p3 in [[1.0, 0, 0], [0, 1, 0], [0, 0, 1], [0.925, 0.216, 0.141], [1, 0.271, 0.227], [0.3, 0.8, 0.2]] {
            let lab = ThemeColor(displayP3Red: p3[0], green: p3[1], blue: p3[2]).oklab
            let reference = Reference.oklab(xyz: Reference.xyz(displayP3: p3))
            for (got, wanted) in zip([lab.lightness, lab.a, lab.b], reference) {
                #expect(abs(got - wanted) < 2e-6, "\(p3): \(got) vs \(wanted)")
            }
        }
    }
}
