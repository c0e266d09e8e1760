import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

/// Adaptive theme documents: `"variants": {"light": ID, "dark": ID}`.
struct ThemeVariantsTests {
    static let ocean = #"""
        {"formatVersion": 1, "id": "ocean", "name": "Ocean", "variants": {"light": "default", "dark": "night"}}
        """#

    private let registry = (try? ThemeRegistry([DefaultTheme.self, NightTheme.self])) ?? ThemeRegistry()

    @Test func anAdaptiveDocumentResolvesToAPairOfItsVariants() throws {
        let document = try ThemeDocument(json: Self.ocean)
        #expect(document.variants == ThemeDocument.Variants([.light: .theme("default"), .dark: .theme("night")]))
        let theme = try document.resolve(in: registry)
        let pair = try #require(theme.source as? AdaptiveTheme)
        #expect(pair.id == "ocean" && pair.name == "Ocean")
        #expect(pair.variant(for: .light).id == "default")
        #expect(pair.variant(for: .dark).id == "night")
    }

    @Test func aControllerServesTheVariantForTheAppearanceAndKeepsThePairAsTheChoice() throws {
        let theme = try ThemeDocument(json: Self.ocean).resolve(in: registry)
        let controller = ThemeController(notificationCenter: nil)
        controller.setTheme(theme)
        #expect(controller.current.id == "default")
        controller.appearance = .dark
        #expect(controller.current.id == "night")
        #expect(controller.selectedTheme.id == "ocean")
    }

    @Test(arguments: ["light", "dark"])
    func anUnknownVariantIsAnErrorAtItsPathWithASuggestion(appearance: String) throws {
        let json = #"{"formatVersion": 1, "id": "ocean", "variants": {"light": "default", "dark": "night"}}"#
            .replacingOccurrences(of: appearance == "light" ? "\"default\"" : "\"night\"", with: "\"nigth\"")
        let document = try ThemeDocument(json: json)
        #expect {
            try document.resolve(in: registry)
        } throws: { error in
            let error = error as? ThemeError
            return error?.code == .unresolvedReference && error?.subject == "nigth"
                && error?.reason?.contains("did you mean 'night'?") == true
                && error?.location?.path == "variants.\(appearance)"
        }
    }

    @Test func writingAndReadingAnAdaptiveDocumentKeepsItsVariants() throws {
        let document = try ThemeDocument(json: Self.ocean)
        #expect(document.jsonString.contains(#""variants": {"#))
        #expect(try ThemeDocument(json: document.jsonString) == document)
    }

    @Test func theDocumentOfAnAdaptiveThemeHoldsEveryVariantItHasInline() throws {
        let pair = AdaptiveTheme(id: "dusk", name: "Dusk", light: DefaultTheme(), dark: NightTheme())
        let document = ThemeDocument(pair)
        #expect(document.variants?.given == [.light, .dark])
        guard case .inline(let dark)? = document.variants?[.dark] else {
            Issue.record("the dark variant is written inline")
            return
        }
        #expect(dark.palette.count == ColorRole.allCases.count, "every role, so none is derived again")
        #expect(document.palette.isEmpty && document.extends == nil && document.fonts.count == FontStyle.allCases.count)
        let reread = try ThemeDocument(json: document.jsonString)
        let adaptive = try #require(try reread.resolve(in: ThemeRegistry()).adaptiveTheme)
        #expect(adaptive.id == "dusk" && adaptive.definedVariants == [.light, .dark])
        for variant in ThemeVariant.allCases {
            #expect(adaptive.variant(variant).palette == pair.variant(variant).palette, "\(variant)")
            #expect(adaptive.variant(variant).fontStyles == pair.variant(variant).fontStyles, "\(variant)")
        }
    }
}
