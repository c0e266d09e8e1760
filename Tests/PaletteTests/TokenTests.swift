import PaletteTestSupport
import Testing

@testable import Palette

extension ColorToken {
    static let tableBackground = ColorToken("color.background.tableview")
    static let viewControllerTypo = ColorToken("color.background.viewcontroll")
}

struct TokenTests {
    private let theme = ResolvedTheme(AUUThemeExampleTheme())

    @Test func keysPrecomputeAUUThemesFallbackChain() {
        #expect(
            ColorToken.tableBackground.lookupChain.map(\.string) == [
                "color.background.tableview", "color.background", "color", "__default__",
            ]
        )
        #expect(TokenPath("a..b. c ").string == "a.b.c")
        #expect(TokenPath("color.text.title").parent == "color.text")
        #expect(TokenPath("color").parent == nil)
    }

    @Test func exactPathAnswersFirst() {
        #expect(theme.color(.tableBackground).hex == "#FFFFFE")
        #expect(
            theme.resolution(ColorToken.self, at: ColorToken.tableBackground.path)?.resolvedPath
                == "color.background.tableview"
        )
    }

    /// AUUTheme: "color.background.viewcontroll" (a typo) falls back to "color.background" — which
    /// in Palette is the palette's background role — before the root "color".
    @Test func misspeltIdentifierFallsBackOneLevelAtATime() {
        let answer = theme.resolution(ColorToken.self, at: ColorToken.viewControllerTypo.path)
        #expect(answer?.resolvedPath == "color.background")
        #expect(answer?.value == theme.palette.background)
        #expect(theme.color(.viewControllerTypo) == theme.palette.background)
        let text = theme.resolution(ColorToken.self, at: "color.text.subtitle")
        #expect(text?.resolvedPath == "color.text")
        #expect(text?.value.hex == "#363535")
        #expect(text?.description.hasSuffix(" from 'color.text' in '\(theme.id)'") == true)
        let root = theme.resolution(ColorToken.self, at: "color.border.thin")
        #expect(root?.resolvedPath == "color", "up to the top of the path")
        #expect(root?.value == .white)
    }

    @Test func theCatchAllDefaultAnswersAfterTheTopOfThePath() {
        let withDefault = ResolvedTheme(TokenTheme(tokens: ["__default__": .color(.black)]))
        let answer = withDefault.resolution(ColorToken.self, at: "shadow.deep")
        #expect(answer?.resolvedPath == "__default__")
        #expect(answer?.value == .black)
        #expect(withDefault.color(ColorToken("shadow.deep")) == .black)
    }

    @Test func theKeysFallbackAnswersWhenNothingDefinesAnyLevel() {
        #expect(theme.resolution(ColorToken.self, at: "shadow.deep") == nil, "no theme defines any level")
        #expect(
            theme.color(ColorToken("shadow.deep")) == theme.palette.primary,
            "the documented default is the primary role"
        )
        #expect(theme.color(ColorToken("shadow.deep", fallback: .color(.clear))) == .clear)
        #expect(theme.color(ColorToken("shadow.deep", fallback: .role(.outline))) == theme.palette.outline)
        #expect(theme.dimension(DimensionToken("spacing.none")) == 0)
        #expect(theme.dimension(DimensionToken("radius.card", fallback: 8)) == 8)
        #expect(theme.font(FontToken("font.missing")) == theme.fontStyles.body)
        #expect(theme.font(FontToken("font.missing", fallback: .caption)) == theme.fontStyles.caption)
        #expect(theme.number(NumberToken("opacity.pressed", fallback: 0.7)) == 0.7)
    }

    @Test func rolesAndStylesAreTokensAtTheirPaths() {
        #expect(theme.color("color.primary") == theme.palette.primary)
        #expect(theme.color("color.onPrimary") == theme.palette.onPrimary)
        #expect(theme.font("font.heading") == theme.fontStyles.heading)
    }

    @Test func eachKindHasItsOwnNamespace() {
        #expect(theme.dimension("spacing.card") == 12)
        #expect(theme.dimension("spacing.card.compact") == 12, "dimensions fall back too")
        #expect(theme.number("opacity.disabled") == 0.4)
        #expect(theme.font("font.price").traits == .monospace)
        #expect(theme.color(ColorToken("spacing.card")).hex == theme.palette.primary.hex, "no colour at that path")
    }

    @Test func theExtendedThemeAnswersAfterEveryLevelOfTheTheme() {
        let parent = ResolvedTheme(AUUThemeExampleTheme())
        let child = ResolvedTheme(TokenTheme(tokens: ["spacing": .dimension(4)], parent: parent))
        let own = child.resolution(DimensionToken.self, at: "spacing.card")
        #expect(own?.resolvedPath == "spacing", "the child's own parent level comes before the extended theme")
        #expect(own?.themeID == "tokens")
        let inherited = child.resolution(NumberToken.self, at: "opacity.disabled")
        #expect(inherited?.themeID == "auutheme-example")
        #expect(inherited?.value == 0.4)
        #expect(child.lineage.map(\.id) == ["tokens", "auutheme-example"])
    }

    @Test func anyKindLookupPrefersTheMostSpecificAnswer() throws {
        let (kind, answer) = try #require(theme.resolveAnyToken("spacing.card"))
        #expect(kind == .dimension)
        #expect(answer.value == .dimension(12))
        let (colorKind, colorAnswer) = try #require(theme.resolveAnyToken("color.text.title"))
        #expect(colorKind == .color)
        #expect(colorAnswer.resolvedPath == "color.text.title")
        #expect(theme.resolveAnyToken("nothing.here") == nil)
    }

    @Test func aPathDeeperThanAnyTokenGetsTheAnswerOfItsDeepestSearchablePrefix() throws {
        // The deepest token the theme chain defines has 3 segments (color.text.title).
        let deep = TokenPath("color.text.title." + Array(repeating: "x", count: 20_000).joined(separator: "."))
        #expect(theme.searchablePrefix(of: deep) == "color.text.title")
        #expect(theme.searchablePrefix(of: "spacing") == "spacing", "a shallow path is kept whole")
        let (kind, answer) = try #require(theme.resolveAnyToken(deep))
        #expect(kind == .color)
        #expect(answer.resolvedPath == "color.text.title")
        #expect(answer.requestedPath == deep, "the answer still names the path that was asked for")
        #expect(theme.resolveAnyToken(TokenPath("nothing." + deep.string)) == nil)
    }

    @Test func aKeyDeeperThanSixtyFourSegmentsFindsWhatItsChainWouldHaveFound() {
        let deep = ColorToken(
            TokenPath("color.text.title." + Array(repeating: "x", count: 20_000).joined(separator: "."))
        )
        #expect(deep.lookupChain.isEmpty, "no chain of 20,000 ever longer parents is stored")
        #expect(theme.color(deep) == theme.color(ColorToken("color.text.title")))
        #expect(theme.resolution(ColorToken.self, at: deep.path)?.resolvedPath == "color.text.title")
        let shallow = ColorToken(
            TokenPath("color.text.title." + Array(repeating: "x", count: 60).joined(separator: "."))
        )
        #expect(shallow.lookupChain.count == 64, "the path, its 62 parents and __default__")
        #expect(theme.color(shallow) == theme.color(deep))
    }

    @Test func aThemeThatExtendsItselfDoesNotRecurseForever() {
        let theme = ResolvedTheme(SelfExtendingTheme())
        // The bound theme documents' `extends` chains have: one constant, ThemeLimits'.
        #expect(theme.lineage.count == ThemeLimits.default.maximumExtendsDepth)
        var limits = ThemeLimits.default
        limits.maximumExtendsDepth = 3
        #expect(ResolvedTheme(SelfExtendingTheme(), limits: limits).lineage.count == 3)
        #expect(theme.dimension("missing") == 0)
    }

    @Test func tokenSetsMergeAndListInNaturalOrder() {
        var tokens: TokenSet = ["spacing.10": .dimension(40), "spacing.2": .dimension(8)]
        tokens = tokens.merging(["spacing.2": .dimension(9), "accent": .color(.black)])
        #expect(tokens.paths(of: .dimension).map(\.string) == ["spacing.2", "spacing.10"])
        #expect(tokens["spacing.2"] == .dimension(9))
        #expect(tokens.count == 3)
        tokens["accent"] = nil
        #expect(tokens.count == 2)
    }

    @Test func pathsDropEmptySegmentsAndTheSpacesAroundSegments() {
        let cases = [
            ("a.b", "a.b"), ("a..b", "a.b"), (".a.", "a"), (" a . b ", "a.b"), ("brand colors.x", "brand colors.x"),
            ("", ""), (".", ""), ("a.\tb\n", "a.b"),
        ]
        for (text, normalized) in cases {
            #expect(TokenPath(text).string == normalized, "\(text)")
            #expect(TokenPath(text) == TokenPath(normalized))
        }
    }

    @Test func pathsSortSegmentBySegmentWithNumbersByValueAndParentsFirst() {
        let paths: [TokenPath] = ["b", "a.10", "a.2.x", "a", "a.2", "a.b", "", "a.B"]
        #expect(paths.sorted().map(\.string) == ["", "a", "a.2", "a.2.x", "a.10", "a.B", "a.b", "b"])
        #expect(!(TokenPath("a.2") < TokenPath("a.02")) && !(TokenPath("a.02") < TokenPath("a.2")), "equal numbers")
        #expect(TokenPath("caf\u{E9}.a") < TokenPath("cafe\u{301}.b"), "canonically equal segments are the same")
        #expect(TokenPath("z.a") < TokenPath("\u{E9}.a"), "non-ASCII sorts as String does")
    }
}

/// A compiled theme that (by mistake) extends itself.
struct SelfExtendingTheme: CompiledTheme {
    let id = "loop"
    let name = "Loop"
    let palette = DefaultTheme().palette
    let fontStyles = DefaultTheme().fontStyles
    var extendedTheme: (any Theme)? { SelfExtendingTheme() }
}
