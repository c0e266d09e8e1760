import Palette
import Testing

@testable import PaletteFormats

/// The namespace of typed keys: nested by path, each key once, and every token that cannot have
/// a key of its own refused with a message that says where the other token is.
struct TokenKeyNamespaceTests {
    typealias Token = TokenKeyNamespace.Token

    static func token(
        _ path: TokenPath,
        _ kind: TokenKind = .color,
        file: String? = "acme.palette.json",
        line: Int? = nil
    ) -> Token {
        let location = line.map { ThemeError.Location(file: file, path: "", line: $0, column: 7) }
        return Token(path: path, kind: kind, place: .init(file: file, location: location))
    }

    static func namespace(_ tokens: [Token]) -> TokenKeyNamespace {
        TokenKeyNamespace(name: "Tokens", tokens: tokens)
    }

    static func names(_ namespace: TokenKeyNamespace) -> [String] {
        namespace.keys.map { $0.qualifiedName(in: namespace.name) }
    }

    @Test func keysAreNestedByPath() {
        let keys = Self.namespace([
            Self.token("color.brand.accent-hover"), Self.token("spacing.card", .dimension),
            Self.token("opacity.disabled", .number), Self.token("font.price", .font), Self.token("image.logo", .image),
            Self.token("accent"),
        ])
        #expect(keys.problems.isEmpty)
        #expect(
            Self.names(keys) == [
                "Tokens.Color.Brand.accentHover", "Tokens.Spacing.card", "Tokens.Opacity.disabled",
                "Tokens.Font.price", "Tokens.Image.logo", "Tokens.accent",
            ]
        )
    }

    @Test func aTokenAndTheGroupBelowItAreBothKept() {
        // AUUTheme's fallback: `color.brand` answers for `color.brand.accent` when it is not set.
        let keys = Self.namespace([Self.token("color.brand"), Self.token("color.brand.accent")])
        #expect(keys.problems.isEmpty)
        #expect(Self.names(keys) == ["Tokens.Color.brand", "Tokens.Color.Brand.accent"])
    }

    @Test func rolesAndFontStylesHaveNoKeys() {
        let keys = Self.namespace([
            Self.token("color.primary"), Self.token("color.onPrimary"), Self.token("font.heading", .font),
            Self.token("color.brand"),
        ])
        #expect(Self.names(keys) == ["Tokens.Color.brand"])
    }

    @Test func aTokenInSeveralFilesHasOneKeyThatKnowsThemAll() {
        let keys = Self.namespace([
            Self.token("spacing.card", .dimension, file: "acme.palette.json"),
            Self.token("spacing.card", .dimension, file: "globex.tokens.json"),
            Self.token("spacing.card", .dimension, file: "globex.tokens.json"),
        ])
        #expect(keys.problems.isEmpty)
        #expect(keys.keys.count == 1)
        #expect(keys.keys.first?.places.map(\.file) == ["acme.palette.json", "globex.tokens.json"])
    }

    @Test func twoPathsThatMakeOneNameAreRefusedAtTheSecond() throws {
        let keys = Self.namespace([
            Self.token("brand.accent-hover", line: 8), Self.token("brand.accent_hover", line: 9),
        ])
        #expect(Self.names(keys) == ["Tokens.Brand.accentHover"])
        let problem = try #require(keys.problems.first)
        #expect(keys.problems.count == 1)
        #expect(problem.error.location?.line == 9)
        #expect(
            problem.error.message
                == "unsupported token path 'brand.accent_hover': its typed key 'Tokens.Brand.accentHover' is also the typed key of 'brand.accent-hover' (8:7); rename one of them"
        )
        #expect(!problem.isAcrossFiles)
    }

    @Test func twoSegmentsThatMakeOneGroupAreRefused() throws {
        let keys = Self.namespace([Self.token("brand-accent.x", line: 3), Self.token("brandAccent.y", line: 4)])
        #expect(Self.names(keys) == ["Tokens.BrandAccent.x"])
        #expect(
            keys.problems.map(\.error.message) == [
                "unsupported token path 'brandAccent.y': its group 'Tokens.BrandAccent' is also the group of 'brand-accent.x' (3:7); rename one of them"
            ]
        )
    }

    @Test func aKeyNamedLikeAGroupIsRefusedWhicheverComesFirst() {
        let groupFirst = Self.namespace([Self.token("spacing.2.x", line: 3), Self.token("spacing.2", line: 4)])
        #expect(
            groupFirst.problems.map(\.error.message) == [
                "unsupported token path 'spacing.2': its typed key 'Tokens.Spacing._2' is also the group of 'spacing.2.x' (3:7); rename one of them"
            ]
        )
        let keyFirst = Self.namespace([Self.token("spacing.2", line: 3), Self.token("spacing.2.x", line: 4)])
        #expect(
            keyFirst.problems.map(\.error.message) == [
                "unsupported token path 'spacing.2.x': its group 'Tokens.Spacing._2' is also the typed key of 'spacing.2' (3:7); rename one of them"
            ]
        )
        #expect(Self.names(keyFirst) == ["Tokens.Spacing._2"])
    }

    @Test func onePathWithTwoKindsIsRefusedNamingTheOtherFile() throws {
        let keys = Self.namespace([
            Self.token("spacing.card", .dimension, file: "Brand/globex.tokens.json", line: 2),
            Self.token("spacing.card", .color, file: "initech.tokens.json", line: 5),
        ])
        #expect(Self.names(keys) == ["Tokens.Spacing.card"])
        let problem = try #require(keys.problems.first)
        #expect(problem.isAcrossFiles)
        #expect(problem.error.location?.file == "initech.tokens.json")
        #expect(
            problem.error.message
                == "unsupported token path 'spacing.card': it is a colour here and a dimension in globex.tokens.json:2:7; a typed key reads one kind, so rename one of them"
        )
    }

    @Test func aSegmentWithoutLettersIsNamedAfterItsCharactersWithAWarning() {
        let keys = Self.namespace([Self.token("icons.+++", line: 4), Self.token("$$.x", line: 5)])
        #expect(keys.problems.isEmpty)
        #expect(Self.names(keys) == ["Tokens.Icons.u2B_2B_2B", "Tokens.U24_24.x"])
        #expect(keys.renames.map(\.name) == ["Tokens.Icons.u2B_2B_2B", "Tokens.U24_24.x"])
        #expect(keys.renames.first?.warning.problem.location?.line == 4)
        #expect(
            keys.renames.first?.warning.problem.message.contains("its typed key is 'Tokens.Icons.u2B_2B_2B'") == true
        )
    }

    @Test func segmentsThatDifferOnlyInLetterCaseAreNumberedWithAWarning() {
        let keys = Self.namespace([
            Self.token("brand.accent"), Self.token("brand.Accent"), Self.token("brand.ACCENT"),
            Self.token("Brand.x"), Self.token("brand-x.y"),
        ])
        #expect(
            Self.names(keys) == [
                "Tokens.Brand.accent", "Tokens.Brand.accent_2", "Tokens.Brand.accent_3", "Tokens.Brand_2.x",
                "Tokens.BrandX.y",
            ]
        )
        #expect(keys.renames.map(\.path) == ["brand.Accent", "brand.ACCENT", "Brand.x"])
        #expect(keys.problems.isEmpty)
    }

    @Test func aGroupNamedAfterAModuleOrAStandardTypeIsKept() {
        let keys = Self.namespace([
            Self.token("palette.blue.500", line: 3), Self.token("accent", line: 2), Self.token("palette.accent"),
            Self.token("swift.x"), Self.token("foundation.y"), Self.token("color.z"), Self.token("tokens.w"),
        ])
        #expect(
            Self.names(keys) == [
                "Tokens.Palette.Blue._500", "Tokens.accent", "Tokens.Palette.accent", "Tokens.Swift.x",
                "Tokens.Foundation.y", "Tokens.Color.z", "Tokens.Tokens.w",
            ]
        )
        #expect(keys.problems.isEmpty)
        #expect(keys.renames.isEmpty)
    }

    @Test func problemsWithinOneFileAreNotAcrossFiles() {
        let keys = Self.namespace([
            Self.token("a-b", file: "one.json"), Self.token("a_b", file: "one.json"),
            Self.token("c-d", file: "one.json"), Self.token("c_d", file: "two.json"),
        ])
        #expect(keys.problems.map(\.isAcrossFiles) == [false, true])
    }

    @Test func theSourceNestsTheEnumsAndDeclaresTheKeysInExtensions() {
        let keys = Self.namespace([
            Self.token("color.brand.accent", file: "acme.palette.json"),
            Self.token("color.brand.accent", file: "Brand/globex.tokens.json"),
            Self.token("spacing.card", .dimension),
        ])
        let declaration = keys.declarationLines(enumName: "Tokens", documentation: ["Keys."], access: "", indent: "")
        #expect(
            declaration == [
                "/// Keys.",
                "enum Tokens {",
                "    /// Keys of the tokens under `color`.",
                "    enum Color {",
                "        /// Keys of the tokens under `color.brand`.",
                "        enum Brand {}",
                "    }",
                "    /// Keys of the tokens under `spacing`.",
                "    enum Spacing {}",
                "}",
            ]
        )
        let tables = GeneratedTables(keys: keys)
        #expect(
            keys.extensionLines(access: "public ", listsFiles: true) {
                ("_PalettePathPool", tables.keyIndex(of: $0.path, kind: $0.kind) ?? -1)
            } == [
                "",
                "extension Tokens.Color.Brand {",
                "    /// The colour token `color.brand.accent`, in acme.palette.json and globex.tokens.json.",
                "    public static var accent: Palette.ColorToken { _PaletteColorToken(_PalettePathPool, 0) }",
                "}",
                "",
                "extension Tokens.Spacing {",
                "    /// The dimension token `spacing.card`, in acme.palette.json.",
                "    public static var card: Palette.DimensionToken { _PaletteDimensionToken(_PalettePathPool, 1) }",
                "}",
            ]
        )
    }

    @Test func pathsInCommentsAndLiteralsCannotEscapeThem() {
        let keys = Self.namespace([Self.token("a.b\"); import Evil //\n*/x\\")])
        let lines = keys.extensionLines(access: "", listsFiles: false) { _ in ("_PalettePathPool", 0) }
        #expect(lines.count == 5)
        #expect(
            lines[3] == "    static var bImportEvilX: Palette.ColorToken { _PaletteColorToken(_PalettePathPool, 0) }"
        )
        // The path has a line break, so the paths are one line, split at a control character.
        let tables = GeneratedTables(keys: keys).declarationLines
        #expect(
            tables.contains {
                $0
                    == ###"fileprivate func _PalettePathPool(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? { Palette.TokenSet._generatedPool(count, _PaletteKeyLookups, "\u{1F}##a.b\"); import Evil //\n*/x\\") }"###
            }
        )
        #expect(
            keys.keyFunctionLines.first
                == "@inline(__always) fileprivate func _PaletteColorToken(_ pool: Palette._GeneratedPathPool, _ index: Int) "
                + "-> Palette.ColorToken { Palette.ColorToken(_generatedIn: pool, index) }"
        )
        #expect(lines[2].hasPrefix("    /// ") && !lines[2].contains("\n"))
    }
}
