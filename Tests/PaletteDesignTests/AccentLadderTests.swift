import Testing

@testable import Palette
@testable import PaletteDesign

/// The lightness ladder when the seeds leave no room, and how the generator says so.
struct AccentLadderTests {
    /// A near-white brand colour kept as it is, and a highlight that must be lighter still.
    private static let crowded: [AccentLadder.Slot] = {
        let brand = QuantizedColor(ThemeColor(white: 0.96))
        let anything = ContrastRequirement(ratio: 1, counterparts: [0], isDarker: false)
        // 7:1 lighter than a luminance of 0.08 leaves grey lightness 0.95 to 0.97.
        let nearWhite = ContrastRequirement(ratio: 7, counterparts: [0.08], isDarker: false)
        return [
            AccentLadder.Slot(
                role: .primary,
                line: HueLine(hue: 0, chroma: 0),
                options: [AccentLadder.Option(requirement: anything, preferred: brand.greyLightness, text: nil)],
                pinned: brand
            ),
            AccentLadder.Slot(
                role: .highlight,
                line: HueLine(hue: 250, chroma: 0.1),
                options: [AccentLadder.Option(requirement: nearWhite, preferred: 0, text: nil)],
                pinned: nil
            ),
        ]
    }()

    @Test func aRoleThatFitsNowhereKeepsItsContrastAndSaysWhy() throws {
        let placed = AccentLadder.place(Self.crowded)
        let highlight = try #require(placed.last)
        #expect(placed.first?.color.color == ThemeColor(white: 0.96).quantized)
        #expect(Self.crowded[1].options[0].requirement.accepts(highlight.color.luminance), "contrast is never traded")
        let obstacle = try #require(highlight.obstacle)
        #expect(obstacle.hasPrefix("highlight must reach 7:1, which leaves grey lightness 0.95 to 0.97"), "\(obstacle)")
        #expect(obstacle.contains("primary #F5F5F5"))
    }

    @Test func rolesWithRoomAreSpacedByAtLeastTheMinimumDistance() {
        let white = QuantizedColor(.white)
        let onWhite = ContrastRequirement(ratio: 4.5, counterparts: [white.luminance], isDarker: true)
        let slots = [ColorRole.primary, .error, .highlight].map { role in
            AccentLadder.Slot(
                role: role,
                line: HueLine(hue: 30, chroma: 0.15),
                options: [AccentLadder.Option(requirement: onWhite, preferred: 1, text: white)],
                pinned: nil
            )
        }
        let placed = AccentLadder.place(slots)
        #expect(placed.allSatisfy { $0.obstacle == nil })
        for (index, first) in placed.enumerated() {
            #expect(onWhite.accepts(first.color.luminance))
            for second in placed[(index + 1)...] {
                #expect(first.profile.closest(to: second.profile).distance >= ThemeGenerator.minimumDistance)
            }
        }
        // The first keeps the lightness nearest the page that reaches 4.5:1.
        #expect(placed[0].color.color.contrastRatio(with: .white) < 4.6)
    }

    @Test func aDiagnosticSaysWhichPairUnderWhichViewAndWhy() {
        let diagnostic = GeneratedTheme.Diagnostic(
            appearance: .dark,
            contrast: .increased,
            kind: .rolesTooClose(
                ColorVisionCheck.RolePair(.highlight, .primary),
                deficiency: .achromatopsia,
                distance: 0.0714
            ),
            reason: "the reason"
        )
        #expect(
            diagnostic.description
                == "dark, increased contrast: highlight/primary are ΔE_OK 0.071 apart under achromatopsia, below 0.1: "
                + "the reason"
        )
        let typical = GeneratedTheme.Diagnostic(
            appearance: .light,
            contrast: .standard,
            kind: .rolesTooClose(ColorVisionCheck.RolePair(.error, .primary), deficiency: nil, distance: 0.05),
            reason: "why"
        )
        #expect(typical.description.contains("error/primary are ΔE_OK 0.05 apart for typical colour vision"))
    }
}
