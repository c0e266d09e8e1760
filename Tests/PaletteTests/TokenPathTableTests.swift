import PaletteTestSupport
import Testing

@testable import Palette

struct TokenPathTableTests {
    @Test(arguments: [0, 1, 2, 3, 7, 64, 1_000])
    func findsEveryPathItWasBuiltFromAndNothingElse(count: Int) {
        let dictionary = Dictionary(
            uniqueKeysWithValues: (0..<count).map { (TokenPath("color.group\($0 % 13).item\($0)"), $0) }
        )
        let table = TokenPathTable(dictionary)
        for (path, value) in dictionary {
            #expect(table[path] == value)
        }
        for index in count..<(count + 50) {
            #expect(table[TokenPath("color.group\(index % 13).item\(index)")] == nil)
        }
    }

    @Test func pathsThatDifferOnlyInCaseAreDifferentKeys() {
        let table = TokenPathTable([TokenPath("color.Primary"): 1, TokenPath("color.primary"): 2])
        #expect(table[TokenPath("color.Primary")] == 1)
        #expect(table[TokenPath("color.primary")] == 2)
        #expect(table[TokenPath("color.PRIMARY")] == nil)
    }

    @Test func aPathInOtherStorageOrAnotherNormalisationOfItsTextFindsItsEntry() {
        // Texts too long to be stored inline, so that each path has storage of its own.
        let stored = "color.brand.accent-emphasized-hover.caf\u{E9}"
        let table = TokenPathTable([TokenPath(stored): 1, TokenPath("color.brand.accent-emphasized-hover.cafe"): 2])
        #expect(table[TokenPath(String(decoding: Array(stored.utf8), as: UTF8.self))] == 1, "same bytes")
        #expect(table[TokenPath("color.brand.accent-emphasized-hover.cafe\u{301}")] == 1, "é decomposed is é")
        #expect(table[TokenPath("color.brand.accent-emphasized-hover.caf")] == nil)
    }

    @Test func aTokenTableHoldsEveryRoleStyleAndTokenAndListsThem() {
        let theme = AcmeTheme().resolved
        let table = theme.tokenTable
        for role in ColorRole.allCases {
            #expect(table.colorTable[role.tokenPath] == theme.palette[role])
        }
        for style in FontStyle.allCases {
            #expect(table.fontTable[style.tokenPath] == theme.fontStyles[style])
        }
        for (path, color) in theme.tokens.colors { #expect(table.colorTable[path] == color) }
        #expect(table.colors.count == ColorRole.allCases.count + theme.tokens.colors.count)
        #expect(table.dimensions == theme.tokens.dimensions)
        #expect(table.colors == AcmeTheme().resolved.tokenTable.colors, "the same theme resolves to the same table")
        #expect(table.colors != DefaultTheme().resolved.tokenTable.colors)
    }
}
