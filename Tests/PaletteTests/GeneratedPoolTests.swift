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
}

private func shortPool(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? {
    TokenSet._generatedPool(count, "\n##a")
}

private func onlySeparatorPool(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? {
    TokenSet._generatedPool(count, "x")
}
