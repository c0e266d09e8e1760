import PaletteTestSupport
import Testing

@testable import Palette

/// Keys refer to the lookup of their path without retaining it: interned lookups, and those of
/// paths past the interning bound, are shared and never released, so a key is a plain value.
struct TokenKeyLookupTests {
    private let theme = AUUThemeExampleTheme().resolved

    @Test func keysAtOnePathShareOneInternedLookupWhateverTheirKind() throws {
        let path = TokenPath("color.lookup-tests.shared")
        let first = try #require(TokenKeyLookup.interned(path))
        _ = ColorToken(path)
        _ = DimensionToken(path, fallback: 4)
        #expect(TokenKeyLookup.interned(path) === first, "the lookup is made once, on first use")
        #expect(
            first.chain.map(\.string) == ["color.lookup-tests.shared", "color.lookup-tests", "color", "__default__"]
        )
    }

    @Test func aPathIsNotInternedOnceTheStoreWouldPassItsLimit() {
        #expect(TokenKeyLookup.interned("color.lookup-tests.over-limit", limit: 0) == nil)
        #expect(TokenKeyLookup.internedFootprintLimit == 8 << 20)
    }

    @Test func aPathDeeperThanTheStoredChainIsNeverInterned() {
        let deep = TokenPath(Array(repeating: "x", count: TokenPath.storedChainDepth + 1).joined(separator: "."))
        #expect(TokenKeyLookup.interned(deep) == nil)
        let atLimit = TokenPath(Array(repeating: "y", count: TokenPath.storedChainDepth).joined(separator: "."))
        #expect(TokenKeyLookup.interned(atLimit) != nil)
    }

    @Test func aKeyWhoseLookupIsNotInternedStillReadsInEveryCopy() {
        // Made in a closure and copied into an array, so nothing but the copies holds its lookup.
        let keys: [ColorToken] = {
            let key = ColorToken(
                TokenPath("color.text.title." + Array(repeating: "z", count: 70).joined(separator: "."))
            )
            return [key, key]
        }()
        for key in keys {
            #expect(key.path.depth == 73)
            #expect(theme.color(key) == theme.color(ColorToken("color.text.title")))
        }
    }

    @Test func theKeysOfPlainValuesAreThemselvesPlainValuesCopiedWithoutReferenceCounting() {
        #expect(_isPOD(ColorToken.self), "a generated colour key is copied out of its table on every read")
        #expect(_isPOD(DimensionToken.self))
        #expect(_isPOD(NumberToken.self))
        #expect(_isPOD(FontToken.self))
        #expect(_isPOD(ImageToken.self))
        #expect(_isPOD(ShadowToken.self))
        for size in [
            MemoryLayout<ColorToken>.size, MemoryLayout<DimensionToken>.size, MemoryLayout<NumberToken>.size,
            MemoryLayout<ImageToken>.size, MemoryLayout<ShadowToken>.size, MemoryLayout<FontToken>.size,
        ] {
            #expect(size <= 24, "where the path is, its place, a fallback: at most three words, returned in registers")
        }
    }

    @Test func aKeyKeepsAFallbackOfAnySizeAndEqualKeysShareIt() {
        let tint = ThemeColor(red: 0.2, green: 0.4, blue: 0.6)
        let key = ColorToken("color.nowhere.tint", fallback: .color(tint))
        #expect(key.fallback == .color(tint))
        #expect(key == ColorToken("color.nowhere.tint", fallback: .color(ThemeColor(red: 0.2, green: 0.4, blue: 0.6))))
        #expect(key != ColorToken("color.nowhere.tint", fallback: .color(ThemeColor(red: 0.2, green: 0.4, blue: 0.7))))
        #expect(key != ColorToken("color.nowhere.tint", fallback: .role(.primary)))
        #expect(ColorToken("color.nowhere.tint", fallback: .role(.secondary)).fallback == .role(.secondary))
        let theme = ResolvedTheme(DefaultTheme())
        #expect(theme.color(key) == tint)
        #expect(theme.color(ColorToken("color.nowhere.tint", fallback: .role(.secondary))) == theme.palette.secondary)
        let image = ImageToken("image.nowhere", fallback: .bundled(name: "placeholder"))
        #expect(image.fallback == .bundled(name: "placeholder"))
        #expect(theme.image(image).asset == .bundled(name: "placeholder"))
        #expect(ImageToken("image.nowhere").fallback == .solidColor(.clear))
    }

    @Test func keysAtAPathThatIsNotInternedShareOneLookupThatOutlivesThem() {
        let path = TokenPath(Array(repeating: "o", count: TokenPath.storedChainDepth + 2).joined(separator: "."))
        #expect(TokenKeyLookup.interned(path) == nil)
        let lookup = TokenKeyLookup.immortal(path)
        #expect(TokenKeyLookup.immortal(path) === lookup, "one lookup per path, kept once")
        #expect(ColorToken(path).fields.withLookup { $0 === lookup })
    }

    @Test func keysAreEqualByPathAndFallbackWhetherOrNotTheirLookupsAreInterned() {
        #expect(ColorToken("color.a.b") == ColorToken("color.a.b"))
        #expect(ColorToken("color.a.b").hashValue == ColorToken("color.a.b").hashValue)
        #expect(ColorToken("color.a.b") != ColorToken("color.a.b", fallback: .role(.secondary)))
        #expect(ColorToken("color.a.b") != ColorToken("color.a.c"))
        let deepPath = TokenPath(Array(repeating: "d", count: 80).joined(separator: "."))
        #expect(ColorToken(deepPath) == ColorToken(deepPath), "two lookups, not interned, at one path")
        #expect(ColorToken(deepPath).hashValue == ColorToken(deepPath).hashValue)
        #expect(
            Set([DimensionToken("spacing.a"), DimensionToken("spacing.a"), DimensionToken("spacing.b")]).count == 2
        )
    }

    /// Lookups live until the process ends, so the paths a document or payload names (a style's
    /// token values) are read by path, never made into keys that would keep them.
    @Test func readingAStyleTokenKeepsNoLookupForItsPath() throws {
        let json =
            ##"{"formatVersion": 1, "id": "kept", "extends": "default", "tokens": {"colors": {"brand": "#112233"}}}"##
        let theme = try ThemeDocument(json: json).resolve(in: ThemeRegistry([DefaultTheme.self]))
        let unique = "brand.style-read-\(UInt64.random(in: 0...UInt64.max))"
        let path = TokenPath(unique)
        let color = StyleValue.token(.color, path).color(in: theme)
        #expect(color?.hex == "#112233")
        #expect(StyleValue.token(.number, TokenPath(unique + ".n")).number(in: theme) == nil)
        #expect(!TokenKeyLookup.isKept(path))
        #expect(!TokenKeyLookup.isKept(TokenPath(unique + ".n")))
    }
}
