import Palette
import PaletteTestSupport
import Testing

/// Light and dark pairs, and the appearance switch.
struct AdaptiveThemeTests {
    let pair = AdaptiveTheme(id: "auto", name: "Auto", light: DefaultTheme(), dark: NightTheme())

    @Test func theControllerServesTheVariantForTheAppearance() {
        let controller = ThemeController()
        controller.setTheme(pair)
        #expect(controller.current.id == "default")
        #expect(controller.selectedTheme.id == "auto")
        controller.setAppearance(.dark)
        #expect(controller.current.id == "night")
        #expect(controller.current.palette == NightTheme().palette)
        #expect(controller.current.source is NightTheme, "the variant itself, resolved")
        controller.setTheme(AcmeTheme())
        #expect(controller.current.id == "acme", "a plain theme ignores the appearance")
        #expect(controller.selectedTheme.id == "acme")
    }

    @Test func aPairRegisteredInARegistryIsChosenByNameAndFollowsTheAppearance() throws {
        var registry = try ThemeRegistry([AcmeTheme.self])
        try registry.register(pair)
        let controller = ThemeController()
        controller.setAppearance(.dark)
        let current = try controller.setTheme(named: "AUTO", in: registry)
        #expect(current.id == "night")
        try controller.apply(ThemeSelection(theme: "auto"), in: registry)
        #expect(controller.current.id == "night")
        controller.setAppearance(.light)
        #expect(controller.current.id == "default")
        #expect(
            try registry.resolve("auto").palette == DefaultTheme().palette,
            "read plainly, a pair is its light variant"
        )
    }

    @Test func switchingAppearanceIsAChangeLikeAnyOther() {
        let controller = ThemeController(theme: pair)
        let seen = Recorder<String>()
        let observation = controller.observe { seen.append("\($0.previousTheme.id)->\($0.theme.id) \($0.appearance)") }
        controller.setAppearance(.dark)
        controller.setAppearance(.dark)
        controller.setTheme(AcmeTheme())
        controller.appearance = .light
        #expect(
            seen.values == ["default->night dark", "night->acme dark", "acme->acme light"],
            "the same appearance twice is no change; a plain theme still tells of the new appearance"
        )
        #expect(controller.appearance == .light)
        _ = observation
    }

    @Test func aControllerMadeWithAPairStartsOnItsLightVariantAndReturnsToThePair() {
        let controller = ThemeController(theme: pair)
        #expect(controller.current.id == "default")
        controller.setTheme(AcmeTheme())
        controller.setAppearance(.dark)
        controller.resetToDefault()
        #expect(controller.current.id == "night")
    }

    @Test func pairsOfPairsTakeTheMatchingVariant() {
        let nested = AdaptiveTheme(id: "outer", name: "Outer", light: pair, dark: pair)
        #expect(nested.light.id == "default")
        #expect(nested.dark.id == "night")
        #expect(nested.variant(for: .dark).id == "night")
    }

    @Test(arguments: [("dark", ThemeAppearance.dark), ("LIGHT", .light), ("Dark", .dark)])
    func appearanceNamesParseInAnyCase(name: String, appearance: ThemeAppearance) {
        #expect(ThemeAppearance.named(name) == appearance)
    }

    @Test func anUnknownAppearanceNameIsNil() {
        #expect(ThemeAppearance.named("dim") == nil)
    }

    @Test func anAdaptiveThemeReadAsAPlainThemeAnswersTokensAsItsLightVariant() {
        struct Variant: Theme {
            let id: String
            let name = "Variant"
            let palette = DefaultTheme().palette
            let fontStyles = DefaultTheme().fontStyles
            let accent: ThemeColor
            var tokens: TokenSet { ["color.brand.accent": .color(accent), "spacing.card": .dimension(12)] }
        }
        let light = ThemeColor(red: 1, green: 0, blue: 0)
        let dark = ThemeColor(red: 0, green: 0, blue: 1)
        let adaptive = AdaptiveTheme(
            id: "brand",
            name: "Brand",
            light: Variant(id: "brand-light", accent: light),
            dark: Variant(id: "brand-dark", accent: dark)
        )
        // As its palette and font styles are: the light variant's, never the key's fallback.
        let plain = ResolvedTheme(adaptive)
        #expect(plain.color(ColorToken("color.brand.accent")) == light)
        #expect(plain.dimension(DimensionToken("spacing.card")) == 12)
        #expect(plain.color(ColorToken("color.brand.accent.hover")) == light, "a child path falls back to its parent")
        #expect(plain.tokens.isEmpty, "the tokens it defines itself: none")
        #expect(plain.adaptiveTheme?.variant(.dark).color(ColorToken("color.brand.accent")) == dark)
    }

    @Test func anAdaptiveThemeReadAsAPlainThemeCarriesItsLightVariantsStyles() {
        struct Variant: Theme {
            let id: String
            let name = "Variant"
            let palette = DefaultTheme().palette
            let fontStyles = DefaultTheme().fontStyles
            let styleDefinitions: [StyleDefinition]
        }
        let title = StyleDefinition(name: "title", properties: [StyleProperty("textColor", .role(.primary))])
        let adaptive = AdaptiveTheme(
            id: "brand",
            name: "Brand",
            light: Variant(id: "brand-light", styleDefinitions: [title]),
            dark: Variant(id: "brand-dark", styleDefinitions: [])
        )
        // Listed and looked up as the light variant's, as its colours and tokens are.
        let plain = ResolvedTheme(adaptive)
        #expect(plain.styleDefinitions == [title])
        #expect(plain.adaptiveTheme?.variant(.dark).styleDefinitions.isEmpty == true)
    }
}
