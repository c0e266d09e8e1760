import Testing

@testable import Palette

/// What a generated file's pools and tables read back as: Palette is their one reader.
struct GeneratedPoolTests {
    @Test func aPoolStartsWithItsSeparatorAndFrontCodesEachStringAgainstTheOneBefore() {
        // `5#.hover`: the first 18 characters of the string before (`#` is 0, `5` is 18), no shared
        // suffix, then its own characters.
        #expect(
            TokenSet._generatedStrings("\n##color.brand.accent\n5#.hover\n##") == [
                "color.brand.accent", "color.brand.accent.hover", "",
            ]
        )
        #expect(TokenSet._generatedStrings("\u{1F}##line\nbreak\u{1F}##x") == ["line\nbreak", "x"])
        #expect(TokenSet._generatedStrings("\n") == [""])
    }

    @Test func tablesAreAColumnCountThenZigzagDifferencesFromTheRowAbove() {
        // One column: each entry is the one before plus one plus its zigzag-coded difference.
        #expect(TokenSet._generatedIntegers("$###") == [0, 1, 2])
        #expect(TokenSet._generatedIntegers("%#$%$") == [0, -1, 2, -1], "two columns: each entry from the one above")
        #expect(TokenSet._generatedIntegers("") == [])
    }

    @Test func aGeneratedKeyInAPoolOfOneShortPathReadsItsPath() {
        let key = DimensionToken(_generatedIn: shortPool, 0)
        #expect(key.path == "a")
        #expect(key == DimensionToken("a"))
        #expect(TokenSet._generatedPaths(shortPool) == ["a"])
        // A place past the pool's end reads the empty path, never out of bounds; a pool of one
        // character is its separator and one empty path.
        #expect(ColorToken(_generatedIn: shortPool, 7).path == TokenPath(""))
        #expect(ColorToken(_generatedIn: shortPool, -1).path == TokenPath(""))
        #expect(ColorToken(_generatedIn: onlySeparatorPool, 0).path == TokenPath(""))
        #expect(TokenSet._generatedPaths(onlySeparatorPool) == [TokenPath("")])
    }

    @Test func aGeneratedPoolGivesItsFilesLookupsAndItsPathsWithoutALock() throws {
        // Asked for them, a generated file's pool gives its file's lookups, made once; one written
        // by hand gives its text, and its keys read it each time.
        let pool: _GeneratedPathPool = keptPool
        let old: _GeneratedPathPool = shortPool
        let kept = try #require(GeneratedPaths.lookups(of: pool)).takeUnretainedValue()
        #expect(kept === GeneratedPaths.lookups(of: pool)?.takeUnretainedValue())
        #expect(kept.paths == ["color.brand", "color.brand.hover"])
        #expect(GeneratedPaths.lookups(of: old) == nil)
        #expect(ColorToken(_generatedIn: keptPool, 1).path == "color.brand.hover")
        #expect(ColorToken(_generatedIn: keptPool, 1).lookupChain == ColorToken("color.brand.hover").lookupChain)
        #expect(ColorToken(_generatedIn: keptPool, 2).path == TokenPath(""), "past the end: the empty path")
        #expect(TokenSet._generatedPaths(keptPool) == ["color.brand", "color.brand.hover"])
        // The text is still there for those that read it.
        var count = 0
        #expect(keptPool(&count) != nil)
        #expect(count == 23)
        // A theme not made from the file answers the key by its path.
        let theme = ResolvedTheme(RunTimeTheme())
        #expect(theme.color(ColorToken(_generatedIn: keptPool, 1)) == ThemeColor(red: 0, green: 0, blue: 1))
    }

    /// A theme read at run time, not made from a generated file.
    private struct RunTimeTheme: Theme {
        let id = "pool-tests"
        let name = "Pool tests"
        let palette = DefaultTheme().palette
        let fontStyles = DefaultTheme().fontStyles
        var tokens: TokenSet { ["color.brand.hover": .color(ThemeColor(red: 0, green: 0, blue: 1))] }
    }
}

private let keptLookups = _GeneratedKeyLookups(keptPool)

private func keptPool(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? {
    TokenSet._generatedPool(count, keptLookups, "\n##color.brand\n.#.hover")
}

/// A pool written by hand, giving only its text (no lookups kept).
private func shortPool(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? {
    GeneratedPaths.bytes(of: "\n##a", count)
}

private func onlySeparatorPool(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? {
    GeneratedPaths.bytes(of: "x", count)
}
