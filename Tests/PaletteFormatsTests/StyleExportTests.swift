import Foundation
import InternalPaletteUtilities
import Testing

@testable import Palette
@testable import PaletteFormats

/// An SDThemeManager theme's styles go out to every format (typography tokens and groups in
/// DTCG, classes in CSS, constants in Swift), come back from DTCG, and what a format cannot hold
/// is counted in the export report.
struct StyleExportTests {
    private let document: ThemeDocument
    private let theme: ResolvedTheme

    init() throws {
        document = try RoundTripFixtures.styledTheme()
        theme = try RoundTripFixtures.resolved(document)
    }

    @Test func theFixtureHasStylesOfEveryKind() {
        #expect(document.styles.count == 11)
        #expect(document.styles.contains { $0.name == "Heading" && $0.superstyles == ["TitleLabel"] }, "'s:' alias")
    }

    @Test func dtcgWritesTypographyTokensAndGroupsAndReadsTheStylesBack() throws {
        var report = ExportReport(format: .dtcg)
        let text = DTCGExporter().export(theme, report: &report)
        #expect(report.stylesWritten == 11)
        #expect(report.isComplete, "DTCG holds every property: \(report.summary)")
        let root = try JSONParser.read(text, options: .strict)
        let title = try #require(root["style"]?["TitleLabel"])
        #expect(title["$type"]?.string == "typography", "a style that sets a font is typography")
        #expect(title["$value"]?.string == "{FONT_TITLE}", "the font token it names")
        #expect(title["$extensions"]?["org.palette"]?["style"]?["typography"]?.string == "font")
        let card = try #require(root["style"]?["Card"])
        #expect(card["$type"] == nil, "a style without a font is a group")
        #expect(card["$extensions"]?["org.palette"]?["style"]?["properties"]?["layer.shadowOffset"] != nil)
        let button = try #require(root["style"]?["PrimaryButton"])
        #expect(button["$value"]?["fontWeight"]?.value == .number(700), "a font of its own is written as a composite")

        let back = try DTCGImporter().decode(Array(text.utf8), options: .asDeclared).get()
        #expect(back.styles == document.styles)
        #expect(back == document)
    }

    @Test func aStyleNameDTCGCannotHaveIsWrittenUnderAnotherNameAndReadBackAsItWas() throws {
        let styles = [
            StyleDefinition(name: "Screen.title", properties: [StyleProperty("font", .fontStyle(.heading))]),
            StyleDefinition(name: "Screen_title", properties: [StyleProperty("alpha", .number(0.5))]),
            StyleDefinition(name: "$odd{}", properties: []),
        ]
        let theme = try ThemeDocument(id: "x", extends: "default", styles: styles).resolve(
            in: RoundTripFixtures.registry
        )
        let text = DTCGExporter().export(theme)
        let root = try JSONParser.read(text, options: .strict)
        #expect(root["style"]?["Screen_title"]?["$value"]?.string == "{font.heading}")
        #expect(root["style"]?["Screen_title-2"] != nil, "names made unique")
        #expect(try DTCGImporter().decode(Array(text.utf8), options: .asDeclared).get().styles == styles)
    }

    @Test func cssWritesOneClassPerStyleAndNamesWhatItCannotHold() throws {
        var report = ExportReport(format: .css)
        let css = CSSExporter().export([theme], report: &report)
        #expect(report.stylesWritten == 11)
        #expect(css.contains(":root .palette-title-label, [data-theme=\"theme-default\"] .palette-title-label {"))
        #expect(css.contains("  font: var(--palette-token-font-title);"), "the font token, by reference")
        #expect(css.contains("  padding: 12px 20px 12px 20px;"))
        #expect(css.contains("  border-width: var(--palette-dimension-border);"))
        #expect(css.contains("  background-color: transparent;"), "null")
        let names = report.omissions.filter { $0.category == "properties" }.map(\.name)
        #expect(names.contains("layer.shadowOffset"))
        #expect(names.contains("highlighted:backgroundColor"))
        #expect(names.contains("nameLabel"), "styles of a nested object")
        #expect(report.omissions.first { $0.name == "layer.shadowOffset" }?.places.count == 6, "inherited too")
        #expect(
            report.summary.hasPrefix(
                "11 styles written; 1 font property not representable in CSS: textStyle (8 fonts); "
            )
        )
        #expect(report.summary.contains("properties not representable in CSS: layer.shadowOffset (6 styles), "))
        let structure = CSSStructure(css)
        #expect(structure.isSound, "\(structure.problems)")
        #expect(structure.rules.count == 12, "the block and eleven classes")
    }

    @Test func swiftWritesTypedStyleConstants() throws {
        var report = ExportReport(format: .swift)
        let source = try SwiftSourceExporter(typeName: "StyledTheme").export(theme, report: &report)
        #expect(report.stylesWritten == 11)
        #expect(report.isComplete)
        #expect(
            source.contains(
                "    private static let themeStyleDefinitions: [Palette.StyleDefinition] = [Styles.baseLabel, Styles.titleLabel,"
            )
        )
        #expect(source.contains("        public static let primaryButton = Palette.StyleDefinition("))
        #expect(
            source.contains(
                #"Palette.StyleProperty("contentEdgeInsets", .edgeInsets(Palette.StyleEdgeInsets(top: 12.0, left: 20.0, bottom: 12.0, right: 20.0))),"#
            )
        )
        #expect(source.contains(#"Palette.StyleProperty("layer.shadowColor", .token(.color, "COLOR_SHADOW")),"#))
        #expect(source.contains(#"superstyles: ["PrimaryButton"]"#))
    }

    @Test func aPropertyGivenTwiceIsWrittenOnceAsAppliedSoTheDocumentReadsBack() throws {
        // An SDThemeManager plist may give a key twice (the reader keeps the later, with a
        // warning); Palette's reader refuses a member named twice, so the document says it once.
        var document = ThemeDocument(id: "twice")
        document.extends = "default"
        document.styles = [
            StyleDefinition(
                name: "Label",
                superstyles: ["Base"],
                properties: [
                    StyleProperty("textColor", .role(.primary)),
                    StyleProperty("font", .fontStyle(.body)),
                    StyleProperty("textColor", .role(.error)),
                    StyleProperty(StyleDefinition.superstyleKey, .number(1)),
                ]
            )
        ]
        let text = document.jsonString
        let report = ThemeDocument.decode(json: Array(text.utf8), file: "twice.json")
        #expect(report.errors.isEmpty, "\(report.errors)")
        let label = try #require(report.value?.styles.first)
        #expect(label.superstyles == ["Base"])
        #expect(
            label.properties == [StyleProperty("font", .fontStyle(.body)), StyleProperty("textColor", .role(.error))]
        )
    }

    @Test func theSummaryCountsAndNamesInOneLine() {
        var report = ExportReport(format: .css)
        report.stylesWritten = 227
        for style in 0..<12 { report.omit("shadowOffset", category: "properties", at: "S\(style)", placeNoun: "style") }
        report.omit("selected:titleColor", category: "properties", at: "S1", placeNoun: "style")
        report.omit("textStyle", category: "font properties", at: "font.body", placeNoun: "font")
        report.omit("shadowOffset", category: "properties", at: "S1", placeNoun: "style")
        #expect(
            report.summary
                == "227 styles written; 2 properties not representable in CSS: shadowOffset (12 styles), "
                + "selected:titleColor (1 style); 1 font property not representable in CSS: textStyle (1 font)"
        )
        #expect(!report.summary.contains("\n"))
        #expect(ExportReport(format: .dtcg).summary.isEmpty, "nothing to say")
        let json = JSONWriter.string(report.jsonValue, pretty: false)
        #expect(json.contains(#""name":"shadowOffset","count":12"#))
    }
}
