import PaletteFormats
import Testing

/// A file that declares DTCG 2025.10 but has tokens outside it: read leniently it imports what
/// it can, converting where the meaning is certain and skipping the rest, a warning at each and
/// one that counts them; held to the format (`palette validate`, `--strict`) it is refused.
struct DTCGLenientImportTests {
    static let offSpec = """
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "elevation": { "$type": "dimension", "$value": { "value": 2, "unit": "dp" } },
          "tracking": { "$type": "dimension", "$value": { "value": 0.05, "unit": "em" } },
          "black": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000" } },
          "family": { "$type": "string", "$value": "Adobe Clean" },
          "cjk-family": { "$type": "string", "$value": "{family}" },
          "old": { "$type": "color", "$value": "rgb(255 0 0)" },
          "legacy": { "$type": "color", "$value": "#ff000080" },
          "body": {
            "$type": "typography",
            "$value": {
              "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
              "letterSpacing": { "value": 0, "unit": "em" }, "lineHeight": { "value": 24, "unit": "px" }
            }
          },
          "ok": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } }
        }
        """

    private func read(
        _ conformance: DTCGImporter.Conformance,
        _ text: String = offSpec
    ) -> DecodingReport<ThemeDocument> {
        DTCGImporter().decode(
            Array(text.utf8),
            file: "base.tokens.json",
            options: ImportOptions(conformance: conformance)
        )
    }

    @Test func leniently_whatHasACertainMeaningIsConverted() throws {
        let report = read(.lenient)
        #expect(report.errors.isEmpty, "\(report.errors)")
        let tokens = try #require(report.value).tokens
        #expect(tokens[Dimension.self, "elevation"] == Dimension(2, .points), "dp as points")
        #expect(tokens[Dimension.self, "tracking"] == Dimension(0.05, .em), "em kept relative to the font size")
        #expect(tokens[ThemeColor.self, "black"]?.hex == "#000000")
        #expect(tokens["family"] == .text("Adobe Clean"), "a string token is a text token")
        #expect(tokens["cjk-family"] == .text("Adobe Clean"), "through its alias")
        #expect(tokens.extensions["family"] == nil, "no longer kept in its extensions")
        let body = try #require(tokens[FontDescriptor.self, "body"])
        #expect(body.lineHeight == 1.5, "24px over a 16px size")
        #expect(tokens[ThemeColor.self, "ok"] != nil)
        #expect(tokens[ThemeColor.self, "legacy"]?.hex == "#FF000080", "a hex string colour, alpha included")
    }

    @Test func leniently_eachConversionAndSkipGetsAWarningAtIt() throws {
        let warnings = read(.lenient).warnings
        func at(_ path: String) -> [ThemeWarning] {
            warnings.filter { $0.problem.location?.path.hasPrefix(path) == true && $0.problem.code != .inheritedValues }
        }
        #expect(at("elevation").count == 1)
        #expect(at("elevation").first?.problem.message.contains("'2dp' was read as points") == true)
        #expect(at("tracking").first?.problem.message.contains("kept in em, relative to the font size") == true)
        #expect(at("black").first?.problem.message.contains("it was read as #000000") == true)
        #expect(at("family").first?.problem.message.contains("was read as a text token") == true)
        #expect(
            at("body").contains { $0.problem.message.contains("1.5 times the 16pt size") },
            "a line height given as a length"
        )
        #expect(at("legacy").first?.problem.message.contains("it was read as #FF000080") == true)
        #expect(at("old").count == 1)
        #expect(
            at("old").first?.problem.message.contains("'old' was not imported") == true,
            "off-spec and unreadable: skipped"
        )
        #expect(at("ok").isEmpty)
        #expect(warnings.allSatisfy { $0.problem.location?.line != nil }, "every warning has its line")
    }

    @Test func leniently_oneWarningPerFileCountsWhatWasConvertedAndSkipped() throws {
        let summaries = read(.lenient).warnings.filter {
            $0.problem.message.hasPrefix("the file's tokens read as far as they go")
        }
        #expect(summaries.count == 1)
        let summary = try #require(summaries.first).problem.message
        #expect(summary.contains("8 converted from forms outside DTCG 2025.10"), "\(summary)")
        #expect(summary.contains("2 string tokens read as text tokens"))
        #expect(summary.contains("1 length in 'dp'"))
        #expect(summary.contains("1 colour written as a hex string"))
        #expect(summary.contains("1 skipped"))
        #expect(summary.contains("--strict refuse"))
    }

    @Test func leniently_aTokenPaletteCannotPlaceIsSkippedAndItsConversionsAreNotCounted() throws {
        let text = """
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "card": { "$type": "typography", "$value": {
                "fontFamily": "Inter", "fontSize": { "value": 0, "unit": "dp" }, "fontWeight": 400,
                "letterSpacing": { "value": 0, "unit": "" }, "lineHeight": 1 } },
              "huge": { "$type": "dimension", "$value": { "value": 1e308, "unit": "rem" } },
              "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "" } }
            }
            """
        let report = read(.lenient, text)
        #expect(report.errors.isEmpty, "\(report.errors)")
        let tokens = try #require(report.value).tokens
        #expect(tokens[Dimension.self, "gap"] == Dimension(4, .points))
        #expect(tokens[Dimension.self, "huge"] == nil)
        let huge = report.warnings.filter { $0.problem.location?.path.hasPrefix("huge") == true }
        #expect(huge.count == 1)
        #expect(huge.first?.problem.message.contains("more points than a number can hold") == true)
        #expect(huge.first?.problem.message.contains("'huge' was not imported") == true)
        let summary = try #require(report.warnings.first { $0.problem.message.hasPrefix("the file's tokens") }).problem
            .message
        #expect(summary.contains("1 converted from forms outside DTCG 2025.10 (1 length without a unit)"), "\(summary)")
        #expect(summary.contains("2 skipped"), "the font of size 0 and the length too long for points")
    }

    @Test(arguments: [
        // A declared file with a token Palette has no place for, and nothing outside the format.
        (
            ##"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 0, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}}, "b": {"$type": "number", "$value": 1}}"##,
            false
        ),
        // An older file's alias to no token, which a check of the format refuses.
        (##"{"a": {"type": "color", "value": "{b}"}, "c": {"type": "color", "value": "#ffffff"}}"##, true),
        // A declared file's token converted.
        (
            ##"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "a": {"$type": "dimension", "$value": {"value": 1, "unit": "dp"}}}"##,
            true
        ),
    ])
    func leniently_theSummarySaysValidateRefusesOnlyWhatItRefuses(_ text: String, _ refused: Bool) throws {
        let report = read(.lenient, text)
        #expect(report.errors.isEmpty, "\(report.errors)")
        let summary = try #require(report.warnings.first { $0.problem.message.hasPrefix("the file's tokens") }).problem
            .message
        #expect(summary.contains("'palette validate' and --strict refuse such a file") == refused, "\(summary)")
        #expect(
            DTCGImporter().decode(Array(text.utf8), options: ImportOptions(conformance: .asDeclared)).errors.isEmpty
                != refused
        )
    }

    @Test func leniently_whatIsNeitherATokenNorAGroupIsSkippedWithAWarningAtIt() throws {
        // A declared file that writes one token the older way, and a name DTCG 2025.10 refuses.
        let text = """
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "color": {
                "$type": "color",
                "brand": { "type": "color", "value": "#ff0000" },
                "a{b}": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }
              }
            }
            """
        let report = read(.lenient, text)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(try #require(report.value).tokens[ThemeColor.self, "color.ink"]?.hex == "#000000", "the rest imports")
        let skipped = report.warnings.filter { $0.problem.message.hasSuffix("was not imported") }
        #expect(skipped.map(\.problem.location?.path) == ["color.brand.type", "color.brand.value", #"color["a{b}"]"#])
        #expect(skipped.allSatisfy { $0.problem.location?.line != nil })
        let summary = try #require(report.warnings.first { $0.problem.message.hasPrefix("the file's tokens") }).problem
            .message
        #expect(summary.contains("3 skipped; 'palette validate' and --strict refuse such a file"), "\(summary)")
        #expect(read(.asDeclared, text).errors.count == 3)
    }

    @Test func asDeclared_theSameTokensAreErrors() {
        let report = read(.asDeclared)
        #expect(report.value == nil)
        let messages = report.errors.map(\.diagnosticMessage)
        #expect(messages.contains { $0.contains("'dp'") })
        #expect(messages.contains { $0.contains("'#000'") })
        #expect(messages.contains { $0.contains("'string'") })
    }

    @Test func aSyntaxErrorStillStopsALenientReading() {
        let report = read(.lenient, String(Self.offSpec.dropLast(3)))
        #expect(report.value == nil)
        #expect(report.errors.first?.code == .malformedInput)
    }

    @Test func aStringTokenOfAnUndeclaredFileIsATextToken() throws {
        let text = #"{"font": {"style": {"$type": "string", "$value": "italic"}}}"#
        let report = read(.asDeclared, text)
        #expect(report.value?.tokens["font.style"] == .text("italic"))
    }

    @Test func aTokensStudioTokenWithEmptyDeprecatedValuesIsAToken() throws {
        let text = """
            {"palette": {"amber": {"25": {"type": "color", "value": "#fcf8e8", "deprecatedValues": {}},
              "50": {"type": "color", "value": "#fdf7c7", "deprecatedValues": {"v3": "amber.fifty"}}}}}
            """
        #expect(ThemeFileFormat.detect(Array(text.utf8)) == .dtcg)
        let report = ThemeFileFormat.dtcg.decode(Array(text.utf8), file: "palette.json")
        let tokens = try #require(report.value, "\(report.errors)").tokens
        #expect(tokens[ThemeColor.self, "palette.amber.25"]?.hex == "#FCF8E8")
        #expect(tokens[ThemeColor.self, "palette.amber.50"]?.hex == "#FDF7C7")
        #expect(
            !report.warnings.contains { $0.problem.message.contains("deprecatedValues") },
            "metadata Palette has no use for"
        )
    }

    /// A real Tokens Studio file (Arduino's) put a token inside a token. Style Dictionary and Tokens
    /// Studio read the outer token's value and drop what it holds; Palette reads both, the outer
    /// as the root token of their group, which DTCG 2025.10 writes with `$root`, so nothing is lost.
    @Test func aTokenThatHoldsTokensIsTheRootTokenOfTheirGroup() throws {
        let group = ##"{"a": {"value": "#ffffff", "type": "color", "b": {"value": "#000000", "type": "color"}}}"##
        let report = ThemeFileFormat.dtcg.decode(Array(group.utf8), file: "g.json")
        let document = try #require(report.value, "\(report.errors)")
        #expect(document.tokens[ThemeColor.self, "a"]?.hex == "#FFFFFF")
        #expect(document.tokens[ThemeColor.self, "a.b"]?.hex == "#000000")
        #expect(report.unreadableTokens.isEmpty)
        #expect(report.warnings.contains { $0.problem.message.contains("'a', a token that holds tokens") })
        // Written as DTCG 2025.10, `a` is `$root` of the group `a`, and reads back the same.
        let written = DTCGExporter().export(try document.resolve(in: ThemeRegistry([DefaultTheme.self])))
        #expect(written.contains(#""$root""#))
        let again = try ThemeFileFormat.dtcg.decode(Array(written.utf8), file: "g.tokens.json").get()
        #expect(again.tokens[ThemeColor.self, "a"]?.hex == "#FFFFFF")
        #expect(again.tokens[ThemeColor.self, "a.b"]?.hex == "#000000")
    }
}
