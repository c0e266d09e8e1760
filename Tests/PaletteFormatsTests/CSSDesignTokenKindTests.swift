import Foundation
import Palette
import PaletteFormats
import Testing

/// The CSS export writes every kind of design token as a custom property a browser reads as the
/// property it stands for.
struct CSSDesignTokenKindTests {
    @Test func everyKindIsACustomPropertyInCSSSyntax() throws {
        let document = try DTCGDesignTokenKindTests.imported(DTCGDesignTokenKindTests.everyType)
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        let css = CSSExporter().export([theme])
        #expect(
            css.contains(
                "--palette-shadow-card: 0px 1px 3px 0px #00000033, inset 0px 4px 12px -2px color(srgb 0 0 0 / 0.08);"
            )
        )
        #expect(css.contains("--palette-motion-enter: 150ms cubic-bezier(0.2, 0, 0, 1) 0ms;"))
        #expect(css.contains("--palette-base-standard: cubic-bezier(0.2, 0, 0, 1);"))
        #expect(css.contains("--palette-motion-ease: var(--palette-base-standard);"), "a reference stays one")
        #expect(css.contains("--palette-border-focus: 1px dashed "))
        #expect(css.contains("--palette-gradient-hero: linear-gradient("))
        #expect(css.contains("--palette-font-family-body: Inter, -apple-system, sans-serif;"))
        #expect(css.contains("--palette-font-weight-strong: 650;"))
        #expect(css.contains("--palette-motion-slow: 1.5s;"))
    }
}
