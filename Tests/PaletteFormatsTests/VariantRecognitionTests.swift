import Testing

@testable import PaletteFormats

/// Which names of modes are variants: appearances and contrasts, however design systems write
/// them, and nothing else.
struct VariantRecognitionTests {
    static let variants: [(String, ThemeVariant)] = [
        ("light", .light), ("Dark", .dark), ("Light mode", .light), ("dark_ax", .darkIncreasedContrast),
        ("light_ax", .lightIncreasedContrast), ("light-hc", .lightIncreasedContrast),
        ("darkHighContrast", .darkIncreasedContrast), ("high-contrast", .lightIncreasedContrast),
        ("lightIncreasedContrast", .lightIncreasedContrast), ("dark-increased-contrast", .darkIncreasedContrast),
        ("DARK MORE CONTRAST", .darkIncreasedContrast), ("standard", .light),
    ]

    @Test(arguments: variants)
    func namesOfAppearancesAndContrastsAreTheirVariants(name: String, variant: ThemeVariant) {
        #expect(VariantRecognition(name)?.variant == variant)
    }

    @Test(arguments: ["default", "inverted", "Wireframe", "acme-light", "mode", "light-dark", "high-standard", "", "-"])
    func otherNamesAreNoVariant(name: String) {
        #expect(VariantRecognition(name) == nil)
    }

    @Test func namesAreSplitIntoWordsAtCaseChangesAndPunctuation() {
        #expect(VariantRecognition.words("lightIncreasedContrast") == ["light", "increased", "contrast"])
        #expect(VariantRecognition.words("dark_ax") == ["dark", "ax"])
        #expect(VariantRecognition.words(".Color theme") == ["color", "theme"])
    }

    /// Calcite names its colour themes `🌞 Brand Light` and `🌚 Brand Dark`: among a modifier's
    /// contexts, the words they all have are the design system's own, not a variant's.
    @Test func wordsEveryContextHasAreLeftOut() {
        let pair = VariantRecognition.recognitions(of: ["🌞 Brand Light", "🌚 Brand Dark"])
        #expect(pair.map { $0?.variant } == [.light, .dark])
        #expect(
            VariantRecognition.recognitions(of: ["acme-light", "acme-dark"]).map { $0?.variant } == [.light, .dark]
        )
        #expect(VariantRecognition.recognitions(of: ["acme-light"]) == [nil], "one name alone says nothing of its own")
        let mixed = VariantRecognition.recognitions(of: ["acme-light", "acme-dark", "other"])
        #expect(mixed == [nil, nil, nil], "no word is every context's")
        #expect(VariantRecognition.recognitions(of: ["Brand", "Brand"]) == [nil, nil])
    }
}
