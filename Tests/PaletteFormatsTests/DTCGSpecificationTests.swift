import InternalPaletteUtilities
import Palette
import Testing

@testable import PaletteFormats

/// What DTCG 2025.10 says about groups, references and types, read for the values it gives, not
/// only for acceptance (the official suite checks that).
struct DTCGSpecificationTests {
    static let schema = #""$schema": "https://www.designtokens.org/schemas/2025.10/format.json""#

    private func importing(
        _ json: String,
        conformance: DTCGImporter.Conformance = .asDeclared
    )
        -> DecodingReport<ThemeDocument>
    {
        DTCGImporter().decode(
            Array(json.utf8),
            file: "spec.tokens.json",
            options: ImportOptions(conformance: conformance)
        )
    }

    private static func srgb(_ red: Double, _ green: Double, _ blue: Double) -> String {
        #"{"colorSpace": "srgb", "components": [\#(red), \#(green), \#(blue)]}"#
    }

    @Test func anExtendingGroupGetsTheTokensItDoesNotOverrideAndTheExtendedGroupsType() throws {
        let json = """
            {\(Self.schema),
             "button": {"$type": "color", "background": {"$value": \(Self.srgb(0, 0, 1))},
                        "text": {"$value": \(Self.srgb(1, 1, 1))},
                        "field": {"width": {"$type": "dimension", "$value": {"value": 12, "unit": "rem"}},
                                  "border": {"$value": \(Self.srgb(0, 0, 0))}}},
             "primary": {"$extends": "{button}", "background": {"$value": \(Self.srgb(1, 0, 0))},
                         "field": {"width": {"$type": "dimension", "$value": {"value": 100, "unit": "px"}}}},
             "large": {"$extends": "#/primary", "padding": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}},
             "schema": {"$ref": "#/button", "background": {"$value": \(Self.srgb(0, 1, 0))}}}
            """
        let report = importing(json)
        let tokens = try report.get().tokens
        #expect(tokens[ThemeColor.self, "primary.background"]?.hex == "#FF0000", "a local token overrides")
        #expect(tokens[ThemeColor.self, "primary.text"] == .white, "an inherited token")
        #expect(
            tokens[ThemeColor.self, "primary.field.border"] == .black,
            "inherited through a group both define (deep merge)"
        )
        #expect(tokens[Dimension.self, "primary.field.width"] == 100)
        #expect(tokens[ThemeColor.self, "large.background"]?.hex == "#FF0000", "through two extensions")
        #expect(tokens[Dimension.self, "large.field.width"] == 100)
        #expect(tokens[Dimension.self, "large.padding"] == 16)
        #expect(tokens[Dimension.self, "button.field.width"] == Dimension(12, .rem))
        #expect(tokens[ThemeColor.self, "schema.text"] == .white, "JSON Schema's $ref on a group is $extends")
        #expect(tokens[ThemeColor.self, "schema.background"]?.hex == "#00FF00")
    }

    @Test func extensionCyclesMissingGroupsAndTokensAreErrorsAtTheirExtends() {
        let report = importing(
            """
            {"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}},
             "b": {"$extends": "{a}"},
             "c": {"$extends": "{a.x}"},
             "d": {"$extends": "{nowhere}"},
             "e": {"inner": {"$extends": "{e}"}}}
            """
        )
        #expect(report.value == nil)
        let lines = report.errors.map { ($0.location?.path ?? "", $0.message) }
        #expect(lines.contains { $0.0 == "a.$extends" && $0.1.contains("group extension cycle") })
        #expect(lines.contains { $0.0 == "b.$extends" && $0.1.contains("group extension cycle") })
        #expect(lines.contains { $0.0 == "c.$extends" && $0.1.contains("must name a group") })
        #expect(lines.contains { $0.0 == "d.$extends" && $0.1.contains("no group has this path") })
        #expect(lines.contains { $0.0 == "e.inner.$extends" && $0.1.contains("group extension cycle") })
    }

    @Test func aRootTokenIsReferencedWithRootAndStandsForItsGroupInTheTheme() throws {
        let json = """
            {\(Self.schema), "color": {"$type": "color",
              "accent": {"$root": {"$value": \(Self.srgb(1, 0, 0))}, "light": {"$value": \(Self.srgb(1, 0.5, 0.5))}},
              "link": {"$value": "{color.accent.$root}"}}}
            """
        let tokens = try importing(json).get().tokens
        #expect(tokens[ThemeColor.self, "color.accent"]?.hex == "#FF0000")
        #expect(tokens[ThemeColor.self, "color.link"]?.hex == "#FF0000")

        let group = importing(
            """
            {\(Self.schema), "color": {"$type": "color",
              "accent": {"$root": {"$value": \(Self.srgb(1, 0, 0))}}, "link": {"$value": "{color.accent}"}}}
            """
        )
        #expect(group.errors.first?.message.contains("its root token is '{color.accent.$root}'") == true)
    }

    @Test func jsonPointersReachPartsOfValuesAndSubValuesMayBePointers() throws {
        let json = """
            {\(Self.schema),
             "base": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.8]}}},
             "mixed": {"$type": "color", "$value": {"colorSpace": "srgb",
                "components": [{"$ref": "#/base/blue/$value/components/0"}, {"$ref": "#/base/blue/$value/components/1"}, 0]}},
             "size": {"$type": "dimension", "$value": {"value": {"$ref": "#/spacing/$value/value"}, "unit": "rem"}},
             "spacing": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}},
             "hue": {"$type": "number", "$ref": "#/base/blue/$value/components/2"}}
            """
        let tokens = try importing(json).get().tokens
        #expect(tokens[ThemeColor.self, "mixed"] == ThemeColor(red: 0.2, green: 0.4, blue: 0))
        #expect(tokens[Dimension.self, "size"] == Dimension(2, .rem))
        #expect(tokens[Double.self, "hue"] == 0.8)
    }

    @Test func aReferenceTokenWithoutTypeHasTheReferencedTokensType() throws {
        let json = """
            {\(Self.schema), "base": {"$type": "dimension", "gap": {"$value": {"value": 8, "unit": "px"}}},
             "alias": {"$value": "{base.gap}"}, "pointer": {"$ref": "#/base/gap/$value"}}
            """
        let tokens = try importing(json).get().tokens
        #expect(tokens[Dimension.self, "alias"] == 8)
        #expect(tokens[Dimension.self, "pointer"] == 8)
    }

    @Test func aTokenWhoseTypeCannotBeDeterminedIsAnErrorEvenInAnOlderDraftsFile() {
        let report = importing(##"{"color": {"brand": {"$value": "#FF0000"}}}"##)
        #expect(report.value == nil, "no guessing from the value")
        #expect(report.errors.first?.message.contains("its type cannot be determined") == true)
        #expect(report.errors.first?.location?.path == "color.brand")
    }

    @Test func everyColourSpaceConvertsAndNoneCountsAsZero() throws {
        let spaces = DTCGColorSpace.allCases.map { space in
            let components = space.components.map { $0.upper.map { _ in "0.5" } ?? "0" }.joined(separator: ", ")
            return
                #""\#(space.rawValue)": {"$value": {"colorSpace": "\#(space.rawValue)", "components": [\#(components)]}}"#
        }
        let json =
            #"{\#(Self.schema), "c": {"$type": "color", \#(spaces.joined(separator: ", ")), "#
            + #""grey": {"$value": {"colorSpace": "hsl", "components": ["none", 0, 50]}}}}"#
        let colors = try importing(json).get().tokens.values(of: ThemeColor.self)
        #expect(colors.count == DTCGColorSpace.allCases.count + 1)
        #expect(colors["c.srgb"]?.hex == "#808080")
        #expect(colors["c.grey"]?.hex == "#808080")
    }

    @Test func declaredFilesAreStrictAndOthersReadOlderDraftsForms() throws {
        let older =
            ##"{"size": {"$type": "dimension", "gap": {"$value": "8px"}}, "c": {"$type": "color", "x": {"$value": "#FF0000"}}}"##
        #expect(try importing(older).get().tokens[Dimension.self, "size.gap"] == 8)
        let strict = importing(older, conformance: .strict)
        #expect(strict.value == nil)
        #expect(strict.errors.count == 2)
        #expect(strict.errors.contains { $0.message.contains("expected a dimension object") })
        #expect(strict.errors.contains { $0.message.contains("a colour is an object") })
        let declared = importing("{\(Self.schema), " + older.dropFirst())
        #expect(declared.errors.count == 2, "a file that declares DTCG 2025.10 is held to it")
    }

    @Test func aFileThatDeclaresTheFormatIsATokenFileEvenWithoutTokens() {
        #expect(ThemeFileFormat.detect(Array("{\(Self.schema), \"empty\": {}}".utf8)) == .dtcg)
        let resolver = #"{"$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json", "sets": []}"#
        #expect(ThemeFileFormat.detect(Array(resolver.utf8)) == .resolver, "a resolver document is not a token file")
    }

    @Test func deprecationsAndExtensionsStayOnTheTokensAsRead() {
        let json = """
            {\(Self.schema), "old": {"$deprecated": "use new", "$type": "number",
              "a": {"$value": 1, "$extensions": {"com.example": {"keep": [1, 2]}}},
              "b": {"$value": 2, "$deprecated": false}}}
            """
        var reader = DocumentReader()
        let root = try? JSONParser.read(json, options: .strict)
        let tree = DTCGTokenTree(
            sources: [DTCGTokenTree.Source(root: root ?? JSONNode(.null), file: nil, isStrict: true)],
            limits: .default,
            reader: &reader
        )
        #expect(reader.errors.isEmpty)
        #expect(tree.token(at: "old.a")?.deprecation == "use new", "from the group")
        #expect(tree.token(at: "old.b")?.deprecation == nil, "false overrides the group")
        #expect(tree.token(at: "old.a")?.extensions?["com.example"]?["keep"] != nil, "kept as written")
    }
}
