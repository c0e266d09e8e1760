import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// The preview draws design tokens beside their text: shadowed cards, gradient swatches, border
/// samples, easing curves and type specimens, in the CSS export's syntax, escaped.
struct ThemePreviewTokenSampleTests {
    static func everyKind() throws -> ResolvedTheme {
        let file = Repository.fixture("css-browser/every-kind.tokens.json")
        let report = DTCGImporter().decode(
            Array(try Data(contentsOf: file)),
            file: file.lastPathComponent,
            options: ImportOptions(conformance: .lenient)
        )
        return try report.get(file: file.lastPathComponent).resolve(in: ThemeRegistry([DefaultTheme.self]))
    }

    @Test func everyDrawnKindHasItsSampleInTheTokenTable() throws {
        let page = ThemePreview().html(try Self.everyKind())
        let tags = MarkupScan(page).tags
        let styles = tags.compactMap { $0.attributes["style"] }
        #expect(
            styles.contains {
                $0.hasPrefix("box-shadow:0px 1px 3px 0px ") && $0.contains("inset 0px 1px 0px 0px")
            },
            "a shadowed card with every layer"
        )
        #expect(styles.contains { $0.hasPrefix("background-image:linear-gradient(") })
        #expect(styles.contains { $0.hasPrefix("border:2px dashed ") })
        #expect(styles.contains { $0.hasPrefix("font-family:&quot;Segoe UI&quot;, &quot;Helvetica Neue&quot;") })
        #expect(styles.contains { $0.contains("16px/1.5") && $0.hasSuffix(";letter-spacing:0.02em") })
        let curves = tags.filter { $0.name == "path" && $0.attributes["class"] == "curve-line" }
        #expect(curves.map { $0.attributes["d"] }.contains("M0 100C30 100 80 85 100 0"), "motion.emphasized")
        #expect(curves.count == 2, "a cubic Bézier and a transition")
    }

    @Test func aCurveThatOvershootsLeavesTheUnitSquare() throws {
        let curve = try #require(CubicBezier(0.34, 1.56, 0.64, 1))
        #expect(PreviewTokenSample.path(of: curve) == "M0 100C34 -56 64 0 100 0")
    }

    @Test func colorsAndNumbersAreTextOnly() {
        #expect(PreviewTokenSample(.number(2)) == nil)
        #expect(PreviewTokenSample(.color(.white)) == nil)
        #expect(PreviewTokenSample(.text("<b>")) == nil)
    }
}
