import Palette
import PaletteDesign
import PaletteFormats
import Testing

/// A generated theme written as a Palette document: its four variants inline.
struct GeneratedThemeDocumentTests {
    @Test func theDocumentOfAGeneratedThemeLoadsAsTheSameFourPalettes() throws {
        let generated = try ThemeGenerator(seed: ThemeColor(hex: "#1D4ED8"), style: .vibrant).generate()
        let document = ThemeDocument(generated)
        #expect(document.id == "generated-1d4ed8-vibrant" && document.variants?.given == ThemeVariant.allCases)
        let adaptive = try #require(
            try ThemeDocument(json: document.jsonString).resolve(in: ThemeRegistry()).adaptiveTheme
        )
        for variant in ThemeVariant.allCases {
            #expect(
                adaptive.variant(variant).palette
                    == generated.palette(for: variant.appearance, contrast: variant.contrast)
            )
            #expect(adaptive.variant(variant).fontStyles == generated.fontStyles)
        }
    }
}
