import Palette
import PaletteDesign
import PaletteTestSupport
import Testing

/// The fixes that pairs named by role or colour token path lead to: a token read by several pairs
/// changes once, and a role you pair with a token moves in the palette.
struct ContrastPairFixTests {
    @Test func tokenPairsAreFixedThroughTheirToken() throws {
        let theme = BrandCustomerTheme().resolved
        let pairs = try [
            ContrastAudit.Pair("color.brand", on: "surface", in: theme),
            ContrastAudit.Pair("color.brand.accent", on: "background", in: theme),
        ]
        let audit = ContrastAudit(theme, additionalPairs: pairs)
        #expect(audit.additionalPairs == pairs)
        #expect(
            audit.failures(at: .aa).map(\.pair.name) == ["color.brand on surface", "color.brand.accent on background"]
        )
        let fixes = audit.proposedFixes(at: .aa)
        #expect(fixes.isComplete && fixes.changes.isEmpty)
        // Both pairs read the one token, so it changes once, for both.
        #expect(fixes.tokenChanges.map(\.path) == ["color.brand"])
        let replacement = try #require(fixes.tokenChanges.first?.replacement)
        #expect(fixes.tokenChanges.first?.original.hex == "#F59E0B")
        #expect(fixes.pairChanges.map(\.replacement.foreground) == [replacement, replacement])
        #expect(replacement.contrastRatio(with: theme.palette.surface) >= 4.5)
        #expect(replacement.contrastRatio(with: theme.palette.background) >= 4.5)
    }

    @Test func rolePairsYouAddAreFixedInThePalette() throws {
        let theme = BrandCustomerTheme().resolved
        let secondary = try ContrastAudit.Pair("secondary", on: "color.badge", in: theme)
        let audit = ContrastAudit(theme, additionalPairs: [secondary])
        #expect(audit.additionalPairs == [secondary], "a pair of a role and a token is still an added pair")
        #expect(audit.failures(at: .aa).map(\.pair.name) == ["secondary on color.badge"])
        let fixes = audit.proposedFixes(at: .aa)
        #expect(fixes.isComplete, "\(fixes.unresolved.map(\.pair.name))")
        #expect(fixes.changes.map(\.role).contains(.secondary))
        #expect(fixes.tokenChanges.isEmpty, "the foreground moves, not the badge behind it")
        #expect(fixes.audit.additionalPairs.first?.foreground == fixes.palette.secondary)
    }
}
