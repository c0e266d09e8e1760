import InternalPaletteUtilities
import PaletteFormats
import Testing

@testable import Palette

/// ``TokenSet/memberAliases``: the members of composite tokens written as references, kept beside
/// the resolved values, through Palette JSON and merging.
struct TokenSetMemberAliasesTests {
    static let document = """
        {
          "id": "composites", "name": "Composites", "extends": "default",
          "tokens": {
            "colors": { "color.accent": "#3366E6" },
            "borders": {
              "border.focus": {
                "value": { "color": "#3366E6", "style": "solid", "width": 2 },
                "memberAliases": { "color": "{color.accent}" }
              }
            }
          }
        }
        """

    @Test func aThemeDocumentReadsAndWritesTheReferencesOfMembers() throws {
        let document = try ThemeDocument(json: Self.document)
        let slot = TokenSlot(.border, "border.focus")
        #expect(document.tokens.memberAliases[slot] == ["color": "color.accent"])
        #expect(document.tokens.count == 2, "member references are no tokens")
        let again = try ThemeDocument(json: document.jsonString)
        #expect(again.tokens.memberAliases == document.tokens.memberAliases)
        #expect(again == document)
    }

    @Test func aMemberReferenceThatIsNoBracedPathIsALocatedError() {
        let broken = Self.document.replacingOccurrences(of: "\"{color.accent}\"", with: "\"color.accent\"")
        #expect {
            try ThemeDocument(json: broken)
        } throws: { error in
            "\(error)".contains("memberAliases") && "\(error)".contains("braces")
        }
    }

    @Test func mergingKeepsTheReferencesOfTheSetWhoseValueWins() {
        let slot = TokenSlot(.border, "border.focus")
        var base = TokenSet()
        base[slot.path] = .border(ThemeBorder(color: .black, width: 1, style: .keyword(.solid)))
        base.memberAliases[slot] = ["color": "color.ink"]
        var plain = TokenSet()
        plain[slot.path] = .border(ThemeBorder(color: .white, width: 2, style: .keyword(.dashed)))
        #expect(base.merging(plain).memberAliases[slot] == nil, "a plain value replaces the references")
        var referring = plain
        referring.memberAliases[slot] = ["width": "size.hairline"]
        #expect(base.merging(referring).memberAliases[slot] == ["width": "size.hairline"])
        #expect(base.merging(TokenSet()).memberAliases[slot] == ["color": "color.ink"])
    }

    @Test func referencesAreWrittenIntoMembersLayersAndTheOneObjectOfASingleLayer() {
        let layers = JSONValue.array([JSONNode(.object([JSONMember(key: "color", node: JSONNode(.string("#000")))]))])
        let written = TokenSet.writingReferences(["0.color": "color.shadow", "1.color": "color.none"], into: layers)
        #expect(JSONNode(written).elements?.first?.members?.first?.node.string == "{color.shadow}")
        let single = JSONValue.object([JSONMember(key: "color", node: JSONNode(.string("#000")))])
        let alone = TokenSet.writingReferences(["0.color": "color.shadow", "blur": "size.blur"], into: single)
        #expect(JSONNode(alone).members?.map(\.node.string) == ["{color.shadow}"], "no member is added")
    }
}
