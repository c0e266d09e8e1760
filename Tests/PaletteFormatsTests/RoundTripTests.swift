import Foundation
import InternalPaletteUtilities
import Palette
import PaletteFormats
import Testing

/// Files in the shapes design systems' files have go through Palette JSON and DTCG and come back
/// as they were read: `import(export(import(x))) == import(x)`, references, metadata, units, line
/// heights, letter spacing, font stacks and typography included.
struct RoundTripTests {
    @Test(arguments: RoundTripFixtures.tokenShapes)
    func paletteJSONKeepsEverythingTheImportRead(shape: String) throws {
        let document = try RoundTripFixtures.imported(shape)
        let reread = try ThemeDocument(json: document.jsonString, file: "\(shape).json")
        #expect(reread == document)
        #expect(reread.jsonString == document.jsonString)
    }

    @Test(arguments: RoundTripFixtures.tokenShapes)
    func dtcgExportThenImportGivesTheSameDocument(shape: String) throws {
        let document = try RoundTripFixtures.imported(shape)
        let again = try RoundTripFixtures.throughDTCG(RoundTripFixtures.resolved(document))
        #expect(again == document, "\(Self.difference(again, document))")
        // And through Palette JSON first, as `palette import` then `palette export` go.
        let reread = try ThemeDocument(json: document.jsonString)
        #expect(try RoundTripFixtures.throughDTCG(RoundTripFixtures.resolved(reread)) == document)
    }

    @Test(arguments: RoundTripFixtures.tokenShapes)
    func theResolvedThemeIsTheSameAfterTheRoundTrip(shape: String) throws {
        let theme = try RoundTripFixtures.resolved(RoundTripFixtures.imported(shape))
        let again = try RoundTripFixtures.resolved(RoundTripFixtures.throughDTCG(theme))
        #expect(again.palette == theme.palette)
        #expect(again.fontStyles == theme.fontStyles)
        #expect(again.tokens == theme.tokens)
    }

    @Test func styleDictionaryAliasesStayAliasesAcrossFiles() throws {
        let document = try RoundTripFixtures.imported("style-dictionary")
        #expect(document.tokens.aliases[TokenSlot(.color, "color.font.base")] == "color.base.gray.dark")
        #expect(document.tokens.aliases[TokenSlot(.dimension, "size.font.base")] == "size.font.medium")
        #expect(document.tokens.aliases[TokenSlot(.dimension, "size.padding.large")] == "size.padding.base")
        #expect(document.tokens.aliases[TokenSlot(.primary)] == "color.base.blue", "a role is a reference too")
        #expect(
            document.tokens[ThemeColor.self, "color.font.base"]
                == document.tokens[ThemeColor.self, "color.base.gray.dark"]
        )
        let text = document.jsonString
        #expect(text.contains(#""color.font.base": "{color.base.gray.dark}""#))
        #expect(text.contains(#""value": "{color.base.blue}""#), "the role, with its description")

        let exported = try JSONParser.read(
            DTCGExporter().export(RoundTripFixtures.resolved(document)),
            options: .strict
        )
        #expect(exported["color"]?["font"]?["base"]?["$value"]?.string == "{color.base.gray.dark}")
        #expect(exported["color"]?["primary"]?["$value"]?.string == "{color.base.blue}")
        #expect(exported["size"]?["font"]?["base"]?["$value"]?.string == "{size.font.medium}")
    }

    @Test func styleDictionaryUnitsLineHeightsSpacingAndStacksSurvive() throws {
        let document = try RoundTripFixtures.imported("style-dictionary")
        #expect(document.tokens[Dimension.self, "size.font.small"] == Dimension(0.75, .rem), "rem stays rem")
        #expect(document.tokens[Double.self, "font.lineHeight.relaxed"] == 1.8)
        let heading = try #require(document.fonts[.heading])
        #expect(heading.family == .named("Open Sans"))
        #expect(heading.fallbackFamilies == ["Helvetica Neue", "sans-serif"], "the stack stays a list, in order")
        #expect(heading.writtenSize == Dimension(2, .rem))
        #expect(heading.lineHeight == 1.1)
        #expect(heading.letterSpacing == Dimension(-0.02, .em))
        #expect(document.fonts[.body]?.lineHeight == 1.8, "1.8 stays 1.8")
        #expect(document.fonts[.code]?.fallbackFamilies == ["Consolas", "monospace"], "a CSS list read as a list")
        #expect(
            document.tokens.descriptions["color.base"]
                == "The base palette; use the font and background colours instead"
        )
        #expect(document.tokens.descriptions["size.font.small"] == "the small size of the font")

        let again = try RoundTripFixtures.throughDTCG(RoundTripFixtures.resolved(document))
        #expect(again.fonts[.heading] == heading)
        #expect(again.tokens[Dimension.self, "size.font.small"] == Dimension(0.75, .rem))
    }

    @Test func figmaExtensionsArePassedOnUntouched() throws {
        let document = try RoundTripFixtures.imported("figma-sds")
        let brand = try #require(document.tokens.extensions["color.background.brand.default"])
        #expect(brand.vendors == ["com.figma"])
        #expect(
            brand.json
                == #"{"com.figma":{"hiddenFromPublishing":false,"scopes":["FRAME_FILL","SHAPE_FILL"],"codeSyntax":{"WEB":"var(--sds-color-background-brand-default)"}}}"#
        )
        #expect(document.tokens.extensions["typography.body.medium"]?.json == #"{"com.figma":{"styleID":"S:1234"}}"#)
        #expect(
            document.tokens.deprecations["color.background.brand.secondary"] == "Use color.background.brand.tertiary"
        )
        #expect(document.tokens.descriptions["color.background"] == "Fills for frames and shapes")
        #expect(document.tokens.aliases[TokenSlot(.dimension, "size.space.gap")] == "size.space.400")
        #expect(
            document.tokens[FontDescriptor.self, "typography.title.page"]?.fallbackFamilies == ["Georgia", "serif"]
        )
        #expect(document.tokens[FontDescriptor.self, "typography.body.medium"]?.letterSpacing == Dimension(-0.02, .em))

        let exported = try JSONParser.read(
            DTCGExporter().export(RoundTripFixtures.resolved(document)),
            options: .strict
        )
        let token = try #require(exported["color"]?["background"]?["brand"]?["default"])
        #expect(
            token["$extensions"]?["com.figma"]?["codeSyntax"]?["WEB"]?.string
                == "var(--sds-color-background-brand-default)"
        )
        #expect(token["$value"]?.string == "{color.brand.800}")
        #expect(token["$description"]?.string == "The brand's fill")
        let deprecated = exported["color"]?["background"]?["brand"]?["secondary"]?["$deprecated"]
        #expect(deprecated?.string == "Use color.background.brand.tertiary")
    }

    /// Adobe Spectrum's Figma variables alias one string to another (`Body/Font family` to
    /// `platformScale/cjk-font-family`): 258 text tokens came back from a DTCG export as their
    /// values, no longer references.
    @Test func textAndBooleanReferencesStayReferencesThroughDTCG() throws {
        let document = try ThemeDocument(
            json: #"""
                {"formatVersion": 1, "id": "strings", "name": "Strings", "extends": "default",
                 "tokens": {"texts": {"font.family": "Adobe Clean", "body.family": "{font.family}",
                                      "heading.family": "{body.family}"},
                            "booleans": {"motion.reduce": true, "fade.reduce": "{motion.reduce}"}}}
                """#
        )
        #expect(document.tokens.aliases[TokenSlot(.text, "body.family")] == "font.family")
        let again = try RoundTripFixtures.throughDTCG(RoundTripFixtures.resolved(document))
        #expect(again.tokens.aliases[TokenSlot(.text, "body.family")] == "font.family")
        #expect(again.tokens.aliases[TokenSlot(.text, "heading.family")] == "body.family")
        #expect(again.tokens.aliases[TokenSlot(.boolean, "fade.reduce")] == "motion.reduce")
        #expect(again.tokens[.text, "heading.family"] == .text("Adobe Clean"))
        #expect(again.tokens[.boolean, "fade.reduce"] == .boolean(true))
        #expect(again == document, "\(Self.difference(again, document))")

        let broken = DTCGImporter().decode(
            Array(#"{"$extensions": {"org.palette": {"texts": {"a": "{missing}", "b": "{c}", "c": "{b}"}}}}"#.utf8),
            file: "broken.tokens.json",
            options: .asDeclared
        )
        let messages = broken.errors.map(\.message)
        #expect(messages.contains { $0.contains("unresolved reference '{missing}'") }, "\(messages)")
        #expect(messages.contains { $0.contains("unresolved reference '{c}'") && $0.contains("cycle") }, "\(messages)")
    }

    @Test func spectrumChainsDeprecationsAndPointsSurvive() throws {
        let document = try RoundTripFixtures.imported("spectrum")
        #expect(document.tokens.aliases[TokenSlot(.color, "cta-background-color")] == "accent-background-color-default")
        #expect(document.tokens.aliases[TokenSlot(.color, "accent-background-color-default")] == "accent-color-900")
        #expect(document.tokens[ThemeColor.self, "cta-background-color"]?.hex == "#3B63FB", "through the chain")
        #expect(document.tokens.deprecations["cta-background-color"] == "Use accent-background-color-default")
        #expect(document.tokens.deprecations["corner-radius-100"] == "", "deprecated without a reason")
        #expect(document.tokens[Dimension.self, "spacing-100"] == 8, "dp is a point")
        #expect(document.tokens.extensions["cta-background-color"]?.vendors == ["com.adobe.spectrum"])
        let text = document.jsonString
        #expect(text.contains(#""deprecated": true"#))
        #expect(text.contains(#""deprecated": "Use accent-background-color-default""#))
    }

    @Test func salesforceStacksLineHeightsAndSpacingSurvive() throws {
        let document = try RoundTripFixtures.imported("salesforce")
        let heading = try #require(document.tokens[FontDescriptor.self, "text.heading"])
        #expect(heading.family == .named("Salesforce Sans"))
        #expect(heading.fallbackFamilies == ["Arial", "sans-serif"])
        #expect(heading.lineHeight == 1.25)
        #expect(heading.letterSpacing == Dimension(0.0125, .em))
        #expect(document.tokens[Dimension.self, "lineHeightTab"] == Dimension(2.5, .em), "an em line height stays em")
        #expect(document.tokens[Dimension.self, "lineHeightButton"] == Dimension(1.875, .rem))
        #expect(document.tokens.descriptions["text.heading"] == "Page headings")
        #expect(document.tokens.descriptions["font.size"] == "Font sizes, in rem", "a group's description")
        #expect(document.tokens.aliases[TokenSlot(.color, "colorTextLinkHover")] == "colorTextLink")
    }

    /// The first thing that differs between two documents, for a failure message.
    static func difference(_ left: ThemeDocument, _ right: ThemeDocument) -> String {
        let lines = (left.jsonString.split(separator: "\n"), right.jsonString.split(separator: "\n"))
        for (index, (a, b)) in zip(lines.0, lines.1).enumerated() where a != b {
            return "line \(index + 1): '\(a)' vs '\(b)'"
        }
        return lines.0.count == lines.1.count ? "same JSON; the values differ" : "one document is longer"
    }
}
