import Foundation
import InternalPaletteUtilities
import Palette
import PaletteFormats
import Testing

/// What Style Dictionary files and older drafts write that DTCG 2025.10 does not: units other
/// than `px` and `rem`, aliases read twice through composites, and group descriptions.
struct DTCGStyleDictionaryTests {
    private func importing(_ json: String) -> DecodingReport<ThemeDocument> {
        DTCGImporter().decode(Array(json.utf8), file: "sd.tokens.json", options: .asDeclared)
    }

    /// A fontSize alias makes the typography token read the aliased value again; its problem is
    /// still one problem.
    @Test func aProblemInAnAliasedFontSizeIsReportedOnce() {
        let report = importing(
            ##"""
            {"size": {"$type": "dimension", "bad": {"$value": "abc"}},
             "font": {"body": {"$type": "typography",
               "$value": {"fontFamily": "Inter", "fontSize": "{size.bad}", "fontWeight": 400}}}}
            """##
        )
        let aboutBad = report.errors.filter { $0.location?.path == "size.bad.$value" }
        #expect(aboutBad.count == 1, "\(report.errors)")
        #expect(aboutBad.first?.location?.line == 1)
        #expect(Set(report.errors).count == report.errors.count, "no problem twice")
    }

    @Test(arguments: [("16pt", "unit 'pt'"), ("16", "dimension without a unit"), ("16 PT", "unit 'pt'")])
    func aDimensionInAUnitDTCGLacksIsReadWithAWarningNamingIt(value: String, feature: String) throws {
        let report = importing(
            ##"{"size": {"$type": "dimension", "base": {"$value": "\##(value)"}}, "font": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{size.base}"}}}}"##
        )
        let document = try report.get()
        #expect(document.tokens[Dimension.self, "size.base"] == 16)
        #expect(document.fonts[.body]?.size == 16)
        let warnings = report.warnings.filter { $0.problem.code == .unsupported }
        #expect(warnings.count == 1, "once, though the typography reads it too: \(warnings)")
        #expect(warnings.first?.description.hasPrefix("unsupported \(feature) at 'size.base.$value'") == true)
        #expect(warnings.first?.description.contains("'px' or 'rem'") == true)
    }

    @Test(arguments: ["16px", "1rem", " 16px "])
    func pixelsAndRemsAreNoWarning(value: String) throws {
        let report = importing(##"{"size": {"$type": "dimension", "base": {"$value": "\##(value)"}}}"##)
        #expect(report.errors.isEmpty)
        #expect(!report.warnings.contains { $0.problem.code == .unsupported })
    }

    /// A group's `$description` survives import, the Palette JSON round trip and DTCG export.
    @Test func groupDescriptionsAreKeptAndExported() throws {
        let json = ##"""
            {"color": {"$description": "Brand colours", "brand": {"$description": "The logo's",
              "red": {"$type": "color", "$value": "#D92D20", "$description": "Logo red"}}}}
            """##
        let document = try importing(json).get()
        #expect(document.tokens.descriptions["color"] == "Brand colours")
        #expect(document.tokens.descriptions["color.brand"] == "The logo's")
        #expect(document.tokens.descriptions["color.brand.red"] == "Logo red")

        let text = document.jsonString
        #expect(text.contains(#""groups": {"#))
        let reread = try ThemeDocument(json: text)
        #expect(reread.tokens.descriptions == document.tokens.descriptions)

        let theme = try reread.resolve(in: ThemeRegistry([DefaultTheme.self]))
        let exported = DTCGExporter().export(theme)
        let root = try JSONParser.read(exported, options: .strict)
        #expect(root["color"]?["$description"]?.string == "Brand colours")
        #expect(root["color"]?["brand"]?["$description"]?.string == "The logo's")
        #expect(root["color"]?["brand"]?["red"]?["$description"]?.string == "Logo red")
        let back = try DTCGImporter().decode(Array(exported.utf8), options: .asDeclared).get()
        #expect(back.tokens.descriptions["color.brand"] == "The logo's")
    }

    @Test func aGroupsSectionOfTheWrongShapeIsAnError() {
        let report = ThemeDocument.decode(
            json: Array(
                ##"{"formatVersion": 1, "id": "x", "extends": "default", "tokens": {"groups": {"color": 3}}}"##
                    .utf8
            )
        )
        #expect(report.value == nil)
        #expect(report.errors.first?.location?.path == "tokens.groups.color")
    }
}
