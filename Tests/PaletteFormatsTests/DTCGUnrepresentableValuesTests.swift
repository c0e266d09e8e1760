import Foundation
import PaletteFormats
import PaletteTestSupport
import Testing

@testable import Palette

/// A token Palette cannot hold is skipped with one warning that names it and why; the rest of
/// the file imports. Relative units stay relative. The files follow the shapes design systems
/// publish (written here, not copied).
struct DTCGUnrepresentableValuesTests {
    private func importing(_ json: String) -> DecodingReport<ThemeDocument> {
        DTCGImporter().decode(Array(json.utf8), file: "system.tokens.json", options: .asDeclared)
    }

    /// The one warning about a token that was not imported.
    private func skips(_ report: DecodingReport<ThemeDocument>, _ path: String) -> [ThemeWarning] {
        report.warnings.filter { $0.problem.message.contains("'\(path)' was not imported") }
    }

    /// Line heights in `em` as Salesforce's tokens write them, letter spacing in `em` as Figma's
    /// Simple Design System does, spacing in `dp` as Spectrum does, percentages, and composite
    /// types Palette has no tokens for.
    static let designSystem = """
        {
          "font": {
            "lineHeight": {"$type": "dimension", "heading": {"$value": {"value": 1.25, "unit": "em"}}},
            "size": {"$type": "dimension", "small": {"$value": {"value": 0.875, "unit": "rem"}}},
            "body": {"$type": "typography", "$value": {
              "fontFamily": ["Inter", "Helvetica Neue", "sans-serif"], "fontSize": "{font.size.small}",
              "fontWeight": 400, "letterSpacing": {"value": -0.02, "unit": "em"}, "lineHeight": 1.8}}
          },
          "spacing": {"$type": "dimension",
            "100": {"$value": {"value": 4, "unit": "dp"}},
            "half": {"$value": {"value": 50, "unit": "%"}},
            "200": {"$value": "8px"}},
          "elevation": {"$type": "boxShadow", "card": {"$value": {"x": 0, "y": 1, "blur": 2, "color": "#0003"}}},
          "motion": {"$type": "cubicBezier", "standard": {"$value": [0.2, 0, 0, 1]}},
          "text": {"$type": "typography", "tiny": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 0, "unit": "px"}, "fontWeight": 400}}},
          "color": {"$type": "color", "brand": {"$value": "#0F62FE"}}
        }
        """

    @Test func tokensPaletteCannotHoldAreSkippedWithOneWarningEachAndTheRestImports() throws {
        let report = importing(Self.designSystem)
        let document = try report.get()
        #expect(document.tokens.colors["color.brand"]?.hex == "#0F62FE")
        #expect(document.tokens.dimensions["spacing.200"] == 8)
        #expect(document.tokens[.shadow, "elevation.card"] != nil, "Tokens Studio's boxShadow is a shadow")
        #expect(document.tokens[.cubicBezier, "motion.standard"] != nil)
        for (path, reason) in [("spacing.half", "unit '%'"), ("text.tiny", "font size 0pt")] {
            let warnings = skips(report, path)
            #expect(warnings.count == 1, "\(path): \(report.warnings)")
            #expect(warnings.first?.problem.message.contains(reason) == true, "\(path): \(warnings)")
            #expect(warnings.first?.problem.location?.file == "system.tokens.json")
            #expect(warnings.first?.problem.location?.line != nil)
        }
        #expect(document.tokens.dimensions["spacing.half"] == nil)
        #expect(document.tokens.fonts["text.tiny"] == nil)
    }

    @Test func relativeLengthsStayRelativeAndPointLikeUnitsArePoints() throws {
        let report = importing(Self.designSystem)
        let document = try report.get()
        #expect(document.tokens.dimensions["font.lineHeight.heading"] == Dimension(1.25, .em))
        #expect(document.tokens.dimensions["font.size.small"] == Dimension(0.875, .rem))
        #expect(document.tokens.dimensions["spacing.100"] == 4, "dp is Android's point")
        let font = try #require(document.fonts[.body])
        #expect(font.family == .named("Inter"))
        #expect(font.size == 14)
        #expect(font.writtenSize == Dimension(0.875, .rem))
        #expect(font.lineHeight == 1.8, "not rounded to a leading trait")
        #expect(font.traits.contains(.looseLeading))
        #expect(font.letterSpacing == Dimension(-0.02, .em))
        #expect(font.letterSpacingPoints == -0.28)
        let units = report.warnings.filter { $0.problem.message.contains("DTCG dimensions are in 'px' or 'rem'") }
        #expect(units.count == 3, "two ems and a dp are read, and said not to be DTCG 2025.10: \(units)")
    }

    @Test func relativeLengthsSurviveThePaletteDocumentRoundTrip() throws {
        let document = try importing(Self.designSystem).get()
        let text = document.jsonString
        #expect(text.contains(#""letterSpacing": "-0.02em""#))
        #expect(text.contains(#""size": "0.875rem""#))
        #expect(text.contains(#""font.lineHeight.heading": "1.25em""#))
        let reread = try ThemeDocument(json: text)
        #expect(reread.fonts == document.fonts)
        #expect(reread.tokens == document.tokens)
    }

    @Test func aDimensionReadAsATokenAnswersPoints() throws {
        let theme = try importing(Self.designSystem).get().resolve(in: ThemeRegistry([DefaultTheme.self]))
        #expect(theme.dimension("font.size.small") == 14)
        #expect(theme.dimension("font.lineHeight.heading") == 20, "an em on its own counts the 16-point default size")
    }
}

/// Style Dictionary's own example token files, read as one set.
struct DTCGStyleDictionaryExampleTests {
    @Test(.enabled(if: SharedFixtures.isAvailable, "needs ../shared"))
    func theExampleFilesImportTogetherSkippingWhatPaletteCannotHold() throws {
        let names = ["colors", "dimensions", "text", "object-values"]
        let files = try names.map { name in
            let url = SharedFixtures.url("fixtures/style-dictionary/\(name).json")
            return DTCGImporter.SourceFile(json: try Array(Data(contentsOf: url)), file: "\(name).json")
        }
        let report = DTCGImporter().decode(files: files, options: .asDeclared)
        let document = try report.get()
        #expect(document.tokens.fonts["text.typography.heading"]?.size == 28)
        #expect(document.tokens.fonts["text.typography.heading"]?.lineHeight == 1.8)
        #expect(document.tokens.colors["colors.orange.500"]?.hex == "#ED8936")
        #expect(document.tokens[.shadow, "shadows.sm"] != nil, "\(report.warnings)")
        #expect(document.tokens[.shadow, "shadows.multi"] != nil, "\(report.warnings)")
    }

    @Test func aShadowWithoutSpreadIsAnErrorInAFileThatDeclaresDTCG2025() {
        let shadow =
            ##""s": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}}}"##
        let older = DTCGImporter().decode(Array("{\(shadow)}".utf8), options: .asDeclared)
        #expect(older.errors.isEmpty, "an older draft's shadow is not held to 2025.10: no spread is 0")
        #expect(older.value?.tokens[.shadow, "s"] != nil)
        let declared = DTCGImporter().decode(
            Array("{\(DTCGSpecificationTests.schema), \(shadow)}".utf8),
            options: .asDeclared
        )
        #expect(declared.errors.first?.message == "missing key 'spread'")
    }
}
