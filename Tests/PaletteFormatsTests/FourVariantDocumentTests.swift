import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

/// Adaptive documents with increased-contrast variants, written inline or as registered themes.
struct FourVariantDocumentTests {
    /// One file, four variants: the document's own palette is light (no `light` key), two inline
    /// variants lay roles over it, and one names a registered theme.
    static let harbour = ##"""
        {
          "formatVersion": 1, "id": "harbour", "name": "Harbour", "extends": "default",
          "palette": { "primary": "#005F73" },
          "tokens": { "colors": { "color.brand": "#005F73" } },
          "variants": {
            "lightIncreasedContrast": { "palette": { "primary": "#003B48" } },
            "dark": "night",
            "darkIncreasedContrast": {
              "palette": { "primary": "#9ADCEB", "background": "#000000" },
              "tokens": { "colors": { "color.brand": "#9ADCEB" } }
            }
          }
        }
        """##

    private let registry = (try? ThemeRegistry([DefaultTheme.self, NightTheme.self])) ?? ThemeRegistry()

    @Test func oneFileHoldsFourVariantsAndEachIsItsOwnTheme() throws {
        let theme = try ThemeDocument(json: Self.harbour).resolve(in: registry)
        let adaptive = try #require(theme.adaptiveTheme)
        #expect(adaptive.id == "harbour" && adaptive.definedVariants == ThemeVariant.allCases)
        let light = adaptive.variant(.light)
        #expect(light.id == "harbour-light" && light.palette.primary.hex == "#005F73")
        #expect(light.palette.secondary == DefaultTheme().palette.secondary, "the rest from 'extends'")
        let bold = adaptive.variant(.lightIncreasedContrast)
        #expect(bold.id == "harbour-light-increased-contrast" && bold.name == "Harbour (light, increased contrast)")
        #expect(bold.palette.primary.hex == "#003B48")
        #expect(bold.color(ColorToken("color.brand")).hex == "#005F73", "the document's own tokens are shared")
        #expect(adaptive.variant(.dark).id == "night")
        let darkBold = adaptive.variant(.darkIncreasedContrast)
        #expect(darkBold.palette.background.hex == "#000000" && darkBold.palette.primary.hex == "#9ADCEB")
        #expect(darkBold.color(ColorToken("color.brand")).hex == "#9ADCEB")
        #expect(darkBold.parent?.id == "default", "inline variants extend what the document extends")
    }

    @Test func writingAndReadingAFourVariantDocumentKeepsEveryVariant() throws {
        let document = try ThemeDocument(json: Self.harbour)
        let written = document.jsonString
        #expect(written.contains(#""lightIncreasedContrast": {"#) && written.contains(#""dark": "night""#))
        #expect(try ThemeDocument(json: written) == document)
    }

    @Test func aVariantMissingOnAnAxisTheDocumentUsesIsAWarningNamingTheVariantThatServesIt() throws {
        let pair = #"{"formatVersion": 1, "id": "pair", "variants": {"light": "default", "dark": "night"}}"#
        let usual = ThemeDocument.decode(json: Array(pair.utf8), file: "pair.json")
        #expect(usual.errors.isEmpty && usual.value != nil, "a light/dark pair stays valid")
        #expect(usual.warnings.isEmpty, "a light/dark pair is the usual case: \(usual.warnings)")
        let json = #"""
            {"formatVersion": 1, "id": "pair",
             "variants": {"light": "default", "dark": "night", "lightIncreasedContrast": "default"}}
            """#
        let report = ThemeDocument.decode(json: Array(json.utf8), file: "pair.json")
        #expect(report.errors.isEmpty && report.value != nil)
        let messages = report.warnings.map(\.description)
        #expect(messages.count == 1, "\(messages)")
        #expect(
            messages.contains {
                $0.contains(
                    "the dark, increased contrast variant read as the dark one, since 'variants' has no "
                        + "'darkIncreasedContrast'"
                ) && $0.contains("pair.json:")
            }
        )
        let four = ThemeDocument.decode(json: Array(Self.harbour.utf8))
        #expect(four.warnings.isEmpty, "\(four.warnings)")
    }

    @Test func withoutLightTheDocumentsOwnSectionsAreTheLightVariant() throws {
        let json = ##"{"formatVersion": 1, "id": "dim", "extends": "default", "variants": {"dark": "night"}}"##
        let adaptive = try #require(try ThemeDocument(json: json).resolve(in: registry).adaptiveTheme)
        #expect(adaptive.light.id == "dim-light" && adaptive.light.palette == DefaultTheme().palette)
        #expect(adaptive.definedVariants == [.light, .dark])
    }

    @Test func aNestedProblemIsReportedAtItsPathInTheVariant() throws {
        let json = ##"""
            {"formatVersion": 1, "id": "x", "extends": "default",
             "variants": {"dark": {"palette": {"primry": "#000000"}, "colours": {}}}}
            """##
        let report = ThemeDocument.decode(json: Array(json.utf8))
        let warnings = report.warnings.map(\.description)
        #expect(
            warnings.contains { $0.contains("unknown key 'primry'") && $0.contains("'variants.dark.palette.primry'") }
        )
        #expect(
            warnings.contains {
                $0.contains("unknown key 'colours'") && $0.contains("expected one of palette, fonts, tokens")
            }
        )
    }
}
