import Foundation
import Testing

@testable import Palette

/// A theme made from a generated file's token set answers that file's keys by their place in the
/// file's pool of paths (`KeySlotTable`); every other theme, and every key made from a path, by
/// path. Each answer must be the one the lookup by path gives (``ResolvedTheme/resolve(_:)``
/// walks the chain by path and never reads a key's place).
struct GeneratedKeySlotTests {
    /// The theme a generated type extends, as a nested `Parent`: built by the same file.
    private struct GeneratedParent: Theme {
        let id = "slot-tests-parent"
        let name = "Slot tests parent"
        let palette = DefaultTheme().palette
        let fontStyles = DefaultTheme().fontStyles
        var tokens: TokenSet {
            var tokens = TokenSet(generatedKeysIn: GeneratedKeySlotTests.pool, GeneratedKeySlotTests.kinds)
            tokens["color.slot-tests.inherited"] = .color(.white)
            tokens["color.slot-tests.accent"] = .color(.black)
            tokens["spacing.slot-tests"] = .dimension(Dimension(2, .rem))
            tokens["__default__"] = .number(7)
            return tokens
        }
    }

    /// A generated theme: its token set carries the file's keys.
    private struct GeneratedTheme: CompiledTheme {
        let id = "slot-tests"
        let name = "Slot tests"
        let palette = DefaultTheme().palette
        let fontStyles = DefaultTheme().fontStyles
        var tokens: TokenSet {
            var tokens = TokenSet(generatedKeysIn: GeneratedKeySlotTests.pool, GeneratedKeySlotTests.kinds)
            tokens["color.slot-tests.accent"] = .color(ThemeColor(red: 0.8, green: 0.1, blue: 0.1))
            tokens["color.slot-tests.group"] = .color(ThemeColor(red: 0.1, green: 0.6, blue: 0.2))
            tokens["spacing.slot-tests.card"] = .dimension(12)
            tokens["font.slot-tests.price"] = .font(FontDescriptor(size: 20, weight: .bold))
            tokens["number.slot-tests.ratio"] = .number(1.5)
            tokens["image.slot-tests.logo"] = .image(.bundled(name: "logo"))
            return tokens
        }
        var extendedTheme: (any Theme)? { GeneratedParent() }
    }

    /// A theme read at run time that extends the generated one, defining one of its paths again.
    private struct RunTimeChild: Theme {
        let id = "slot-tests-child"
        let name = "Slot tests child"
        let palette = DefaultTheme().palette
        let fontStyles = DefaultTheme().fontStyles
        var tokens: TokenSet { ["color.slot-tests.accent": .color(ThemeColor(red: 0, green: 0, blue: 1))] }
        var extendedTheme: (any Theme)? { GeneratedTheme() }
    }

    /// The file's pool of paths, as `palette codegen` writes it (the separator, then each path
    /// front-coded against none): paths the theme defines, paths a parent of which it defines,
    /// paths only the theme it extends defines, a role, a path its `__default__` answers and paths
    /// nothing answers (the key's fallback).
    static var pool: _GeneratedPathPool { slotTestsPool }
    static let kinds: KeyValuePairs<TokenKind, Range<Int>> = [
        .color: 0..<6, .dimension: 6..<9, .font: 9..<12, .number: 12..<14, .image: 14..<16,
    ]
    static let paths = TokenSet._generatedPaths(pool)
    static let colorPaths = Array(paths[0..<6])
    static let dimensionPaths = Array(paths[6..<9])
    static let fontPaths = Array(paths[9..<12])
    static let numberPaths = Array(paths[12..<14])
    static let imagePaths = Array(paths[14..<16])

    /// Every key answers on `theme` what the lookup by path answers.
    private func expectSameAnswers(_ theme: ResolvedTheme, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, path) in Self.paths.enumerated() {
            let answers: (generated: AnyHashable, byPath: AnyHashable) =
                switch index {
                case 0..<6:
                    (theme.color(ColorToken(_generatedIn: Self.pool, index)), theme.answerByPath(ColorToken(path)))
                case 6..<9:
                    (
                        theme.dimension(DimensionToken(_generatedIn: Self.pool, index)),
                        theme.answerByPath(DimensionToken(path))
                    )
                case 9..<12:
                    (theme.font(FontToken(_generatedIn: Self.pool, index)), theme.answerByPath(FontToken(path)))
                case 12..<14:
                    (theme.number(NumberToken(_generatedIn: Self.pool, index)), theme.answerByPath(NumberToken(path)))
                default:
                    (theme.image(ImageToken(_generatedIn: Self.pool, index)), theme.answerByPath(ImageToken(path)))
                }
            #expect(answers.generated == answers.byPath, "generated key \(path)", sourceLocation: sourceLocation)
        }
        for path in Self.colorPaths {
            let key = ColorToken(path)
            #expect(theme.color(key) == theme.answerByPath(key), "\(path)", sourceLocation: sourceLocation)
            let other = ColorToken(path, fallback: .color(.white))
            #expect(theme.color(other) == theme.answerByPath(other), "\(path)", sourceLocation: sourceLocation)
        }
        for path in Self.dimensionPaths {
            let key = DimensionToken(path, fallback: 3)
            #expect(theme.dimension(key) == theme.answerByPath(key), "\(path)", sourceLocation: sourceLocation)
        }
        for path in Self.fontPaths {
            let key = FontToken(path, fallback: .caption)
            #expect(theme.font(key) == theme.answerByPath(key), "\(path)", sourceLocation: sourceLocation)
        }
        for path in Self.numberPaths {
            let key = NumberToken(path, fallback: 9)
            #expect(theme.number(key) == theme.answerByPath(key), "\(path)", sourceLocation: sourceLocation)
        }
        for path in Self.imagePaths {
            let key = ImageToken(path)
            #expect(theme.image(key) == theme.answerByPath(key), "\(path)", sourceLocation: sourceLocation)
        }
    }

    @Test func aGeneratedThemeAnswersItsFilesKeysBySlotAsTheLookupByPathDoes() throws {
        #expect(Self.paths.count == 16, "the pool reads back as written")
        #expect(Self.paths.first == "color.slot-tests.accent")
        let theme = GeneratedTheme().resolved
        let slots = try #require(theme.keySlots, "a theme made from a generated token set keeps its keys' answers")
        expectSameAnswers(theme)
        // The keys a theme answers are kept by their place: its own, a parent path's, the
        // extended theme's, a role's.
        for (index, path) in Self.colorPaths.prefix(4).enumerated() {
            let key = ColorToken(_generatedIn: Self.pool, index)
            #expect(key.path == path)
            #expect(key == ColorToken(path), "a generated key equals the key made from its path")
            #expect(key.hashValue == ColorToken(path).hashValue)
            #expect(slots.colors[index] == theme.answerByPath(ColorToken(path)), "\(path)")
        }
        #expect(theme.color("color.slot-tests.group.hover") == ThemeColor(red: 0.1, green: 0.6, blue: 0.2))
        #expect(theme.color("color.slot-tests.inherited") == .white)
        #expect(theme.number(NumberToken("number.slot-tests.other", fallback: 9)) == 7, "the parent's __default__")
        #expect(theme.dimension("spacing.slot-tests.card.inner") == 12)
        // A key nothing answers is not kept: it reads its own fallback.
        #expect(slots.colors[4] == nil)
        #expect(theme.color(ColorToken("color.slot-tests.missing", fallback: .color(.white))) == .white)
        #expect(theme.color(ColorToken(_generatedIn: Self.pool, 4)) == theme.palette.primary)
        // A colour key's place holds nothing for another kind.
        #expect(slots.dimensions[4] == nil)
        #expect(theme.dimension(DimensionToken(_generatedIn: Self.pool, 4)) == 0, "read by path: no dimension there")
    }

    @Test func overridesLaidOverAGeneratedThemeWinOverItsFilesAnswers() throws {
        let base = GeneratedTheme().resolved
        let red = ThemeColor(red: 1, green: 0, blue: 0)
        let overridden = ThemeOverrides(
            palette: [.primary: .black],
            tokens: ["color.slot-tests.accent": .color(red), "spacing.slot-tests": .dimension(40)]
        )
        .applied(to: base)
        expectSameAnswers(overridden)
        #expect(overridden.color("color.slot-tests.accent") == red)
        #expect(base.color("color.slot-tests.accent") != red)
        #expect(overridden.color("color.primary") == .black)
        #expect(overridden.color("color.slot-tests.missing") == .black, "the fallback role, overridden")
        #expect(overridden.dimension("spacing.slot-tests.card") == 12)
    }

    @Test func aRunTimeThemeExtendingAGeneratedOneAnswersItsOwnTokensFirst() {
        let child = RunTimeChild().resolved
        expectSameAnswers(child)
        #expect(child.color("color.slot-tests.accent") == ThemeColor(red: 0, green: 0, blue: 1))
        #expect(child.color("color.slot-tests.group.hover") == ThemeColor(red: 0.1, green: 0.6, blue: 0.2))
    }

    @Test func themesWithoutGeneratedTokensAnswerTheSameKeysByPath() throws {
        let json = """
            {"id": "slot-tests-document", "name": "Slot tests document", "extends": "default",
             "palette": {"primary": "#112233"},
             "tokens": {"colors": {"color.slot-tests.accent": "#FF0000", "color.slot-tests": "#00FF00"},
                        "dimensions": {"spacing.slot-tests": 4}}}
            """
        let loaded = try ThemeDocument(json: json).resolve(in: ThemeRegistry([DefaultTheme.self]))
        #expect(loaded.keySlots == nil)
        expectSameAnswers(loaded)
        #expect(loaded.color("color.slot-tests.group.hover") == (try ThemeColor(hex: "#00FF00")))
        let defaultTheme = DefaultTheme().resolved
        #expect(defaultTheme.keySlots == nil)
        expectSameAnswers(defaultTheme)
    }

    @Test func aDocumentExtendingAGeneratedThemeAnswersItsKeysAsTheLookupByPathDoes() throws {
        var registry = ThemeRegistry()
        try registry.register(GeneratedTheme.self)
        let json = """
            {"id": "slot-tests-extending", "name": "Slot tests extending", "extends": "slot-tests",
             "tokens": {"colors": {"color.slot-tests.group": "#0000FF"}, "numbers": {"number.slot-tests": 3}}}
            """
        let loaded = try ThemeDocument(json: json).resolve(in: registry)
        #expect(loaded.keySlots != nil, "the keys of the theme it extends")
        expectSameAnswers(loaded)
        #expect(loaded.color("color.slot-tests.group.hover") == (try ThemeColor(hex: "#0000FF")))
        #expect(loaded.number(NumberToken("number.slot-tests.other", fallback: 9)) == 3)
        #expect(loaded.color("color.slot-tests.accent") == ThemeColor(red: 0.8, green: 0.1, blue: 0.1))
    }

    @Test func tokenSetsAreEqualWhateverKeysTheyCarry() {
        var generated = TokenSet(generatedKeysIn: Self.pool, Self.kinds)
        var plain = TokenSet()
        generated["color.slot-tests.accent"] = .color(.black)
        plain["color.slot-tests.accent"] = .color(.black)
        #expect(generated == plain)
        #expect(GeneratedTheme().resolved == GeneratedTheme().resolved)
    }
}

/// The test file's pool of paths, as a generated file's function gives it (`_GeneratedPathPool`):
/// the separator, then each path front-coded against none.
private let slotTestsLookups = _GeneratedKeyLookups(slotTestsPool)

private func slotTestsPool(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? {
    TokenSet._generatedPool(
        count,
        slotTestsLookups,
        """

        ##color.slot-tests.accent
        ##color.slot-tests.group.hover
        ##color.slot-tests.inherited
        ##color.primary
        ##color.slot-tests.missing
        ##missing-slot-tests.colour
        ##spacing.slot-tests.card
        ##spacing.slot-tests.card.inner
        ##gap.none
        ##font.slot-tests.price
        ##font.body
        ##font.slot-tests.missing
        ##number.slot-tests.ratio
        ##number.slot-tests.other
        ##image.slot-tests.logo
        ##image.slot-tests.missing
        """
    )
}

extension ResolvedTheme {
    /// What a key answers when the theme is walked by its path, level by level, without the
    /// key's slot: the answer a generated key's slot must give.
    fileprivate func answerByPath<Kind>(_ key: Token<Kind>) -> Kind.TokenAnswer {
        resolution(Token<Kind>.self, at: key.path)?.value ?? key.fallbackValue(in: self)
    }
}
