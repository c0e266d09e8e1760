import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `ThemePreview.svg`: one well-formed image with every variant's swatches in the theme's colours,
/// and nothing a theme names read as markup.
struct ThemePreviewSVGTests {
    /// The elements of an XML document, read by Foundation's XML parser.
    final class Elements: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text = ""

        func parser(
            _ parser: XMLParser,
            didStartElement elementName: String,
            namespaceURI: String?,
            qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((elementName, attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }
    }

    /// The SVG parsed as XML; a failure when it is not well-formed.
    static func parse(_ svg: String) throws -> Elements {
        let parser = XMLParser(data: Data(svg.utf8))
        let elements = Elements()
        parser.delegate = elements
        let parsed = parser.parse()
        #expect(parsed, "not well-formed XML: \(String(describing: parser.parserError))")
        return elements
    }

    @Test func everyRoleOfEveryVariantIsARectInItsColour() throws {
        let theme = try ThemePreviewTests.fourVariants()
        let svg = ThemePreview().svg(theme)
        let parsed = try Self.parse(svg)
        #expect(parsed.elements.first?.name == "svg")
        let adaptive = try #require(theme.adaptiveTheme)
        for variant in ThemeVariant.allCases {
            let palette = adaptive.variant(variant).palette
            for role in ColorRole.allCases {
                let swatch = parsed.elements.first {
                    $0.name == "rect" && $0.attributes["data-variant"] == variant.key
                        && $0.attributes["data-role"] == role.rawValue && $0.attributes["data-deficiency"] == nil
                }
                #expect(swatch?.attributes["fill"] == palette.visibleColor(of: role).hex, "\(variant) \(role)")
                let cells = parsed.elements.filter {
                    $0.attributes["data-variant"] == variant.key && $0.attributes["data-role"] == role.rawValue
                        && $0.attributes["data-deficiency"] != nil
                }
                #expect(
                    cells.map { $0.attributes["fill"] }
                        == ColorVisionDeficiency.allCases.map { palette.visibleColor(of: role).simulating($0).hex }
                )
            }
        }
    }

    @Test func theImageLoadsNothingAndHostileNamesAreText() throws {
        let svg = ThemePreview().svg(try ThemePreviewTests.hostile())
        let parsed = try Self.parse(svg)
        let names = Set(parsed.elements.map(\.name))
        #expect(names.isSubset(of: ["svg", "title", "rect", "text", "g"]), "\(names)")
        #expect(MarkupScan(svg).fetches.isEmpty, "\(MarkupScan(svg).fetches)")
        #expect(!parsed.elements.contains { $0.attributes.keys.contains { $0.hasPrefix("on") } })
        // The parser hands back the characters themselves: the name is text.
        #expect(parsed.text.contains("<script>alert('name')</script> (hostile)"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
