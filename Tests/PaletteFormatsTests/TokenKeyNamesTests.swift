import PaletteFormats
import Testing

/// The Swift names a token path's segments make for its typed key: keys in lowerCamelCase,
/// groups in UpperCamelCase, whatever the file wrote.
struct TokenKeyNamesTests {
    @Test(arguments: [
        ("accent", "accent"),
        ("accent-hover", "accentHover"),
        ("on_primary", "onPrimary"),
        ("brand accent", "brandAccent"),
        ("tableView", "tableView"),
        ("TableView", "tableView"),
        ("URL", "url"),
        ("HTTPStatus", "httpStatus"),
        ("x-2", "x2"),
        ("a--b__c", "aBC"),
        ("price€", "price"),
        ("a\u{200B}b", "aB"),
        ("a\u{202E}b", "aB"),
    ])
    func keysAreLowerCamelCaseJoinedAtSeparators(segment: String, name: String) {
        #expect(TokenKeyNames.key(for: segment) == name)
    }

    @Test(arguments: [
        ("500", "_500"),
        ("2xl", "_2xl"),
        ("2-col", "_2Col"),
        ("٣", "٣"),
    ])
    func aKeyThatWouldStartWithADigitStartsWithAnUnderscore(segment: String, name: String) {
        #expect(TokenKeyNames.key(for: segment) == name)
        #expect(TokenKeyNames.group(for: segment) == name.prefix(1).uppercased() + name.dropFirst())
    }

    @Test(arguments: [
        ("_size", "_size", "_Size"), ("__default__", "__default__", "__Default__"),
        ("__default", "__default", "__Default"),
        ("default_", "default_", "Default_"), ("_2xl", "_2xl", "_2xl"),
    ])
    func theUnderscoresASegmentStartsOrEndsWithAreKept(segment: String, key: String, group: String) {
        // `_size` is a group of its own beside `size`, as Tokens Studio's private groups are.
        #expect(TokenKeyNames.key(for: segment) == key)
        #expect(TokenKeyNames.group(for: segment) == group)
    }

    @Test(arguments: [
        ("default", "`default`"),
        ("class", "`class`"),
        ("self", "`self`"),
        ("init", "`init`"),
        ("true", "`true`"),
        ("precedencegroup", "`precedencegroup`"),
        ("type", "type"),
        ("some", "some"),
    ])
    func keywordsAreWrittenInBackticks(segment: String, name: String) {
        #expect(TokenKeyNames.key(for: segment) == name)
    }

    @Test(arguments: [
        ("brand", "Brand"),
        ("accent-hover", "AccentHover"),
        ("tableView", "TableView"),
        ("self", "`Self`"),
        ("any", "`Any`"),
        ("type", "Type_"),
        ("protocol", "Protocol_"),
        ("palette", "Palette"),
    ])
    func groupsAreUpperCamelCaseAndNeverTheMetatype(segment: String, name: String) {
        #expect(TokenKeyNames.group(for: segment) == name)
    }

    @Test(arguments: [
        ("arrière-plan", "arrièrePlan", "ArrièrePlan"),
        ("日本", "日本", "日本"),
        ("🎨", "🎨", "🎨"),
        ("ñandú", "ñandú", "Ñandú"),
        ("straße", "straße", "Straße"),
    ])
    func lettersOfAnyScriptAreKept(segment: String, key: String, group: String) {
        #expect(TokenKeyNames.key(for: segment) == key)
        #expect(TokenKeyNames.group(for: segment) == group)
    }

    @Test func aCombiningMarkCannotStartAName() throws {
        let name = try #require(TokenKeyNames.key(for: "\u{301}a"))
        #expect(name.unicodeScalars.first == "_")
    }

    @Test(arguments: ["+++", "-", "€", "\u{200B}", "  ", "\u{FE0F}"])
    func aSegmentWithNoLetterOrDigitHasNoName(segment: String) {
        #expect(TokenKeyNames.key(for: segment) == nil)
        #expect(TokenKeyNames.group(for: segment) == nil)
    }
}
