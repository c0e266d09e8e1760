import Palette
import Testing

/// Pairs named by role or colour token path, read from a theme with its lookup chain, and the
/// fixes they lead to.
struct ContrastPairResolutionTests {
    /// A brand base theme with colour tokens, the way a white-label app's parent theme has them.
    private struct BaseTheme: Theme {
        let id = "base"
        let name = "Base"
        let palette = DefaultTheme().palette
        let fontStyles = DefaultTheme().fontStyles
        let tokens: TokenSet = [
            "color.brand": .color(ThemeColor(red8: 0xF5, green8: 0x9E, blue8: 0x0B)),
            "color.scrim": .color(ThemeColor(red8: 0, green8: 0, blue8: 0, alpha8: 0x80)),
        ]
    }

    /// A customer theme that extends the base and adds one token of its own.
    private struct CustomerTheme: Theme {
        let id = "customer"
        let name = "Customer"
        let palette = DefaultTheme().palette
        let fontStyles = DefaultTheme().fontStyles
        let tokens: TokenSet = ["color.badge": .color(ThemeColor(red8: 0xFD, green8: 0xE6, blue8: 0x8A))]
        var extendedTheme: (any Theme)? { BaseTheme() }
    }

    @Test(arguments: [
        ("onPrimary", ColorRole.onPrimary), ("ONPRIMARY", .onPrimary), ("on-surface", .onSurface),
        ("color.highlight", .highlight), ("  outline ", .outline),
    ])
    func rolesAreNamedInAnyCase(name: String, role: ColorRole) throws {
        let pair = try ContrastAudit.Pair(name, on: "Background", in: DefaultTheme())
        #expect(pair.foregroundRole == role && pair.backgroundRole == .background)
        #expect(pair.foregroundToken == nil && pair.backgroundToken == nil)
        #expect(pair.foreground == DefaultTheme().palette[role])
        #expect(pair.name == "\(role.rawValue) on background")
        #expect(pair.kind == .text)
    }

    @Test func tokensAreFoundThroughParentPathsAndExtendedThemes() throws {
        let theme = CustomerTheme().resolved
        let pair = try ContrastAudit.Pair("color.brand.accent", on: "color.badge", in: theme, kind: .largeText)
        #expect(pair.name == "color.brand.accent on color.badge")
        #expect(pair.foreground.hex == "#F59E0B", "color.brand, from the base theme")
        #expect(pair.foregroundToken == "color.brand", "the token that answered")
        #expect(pair.background.hex == "#FDE68A" && pair.backgroundToken == "color.badge")
        #expect(pair.foregroundRole == nil && pair.backgroundRole == nil && pair.kind == .largeText)
    }

    @Test func aTranslucentTokenBackgroundIsDrawnOverTheBackground() throws {
        let theme = CustomerTheme().resolved
        let pair = try ContrastAudit.Pair("onPrimary", on: "color.scrim", in: theme)
        let scrim = try ThemeColor(hex: "#00000080")
        #expect(pair.background == theme.palette.visibleColor(scrim))
        #expect(pair.background.isOpaque)
    }

    @Test func aPathNoLevelDefinesIsAnErrorNamingIt() throws {
        let error = #expect(throws: ThemeError.self) {
            try ContrastAudit.Pair("color.brand.accent", on: "surface", in: DefaultTheme())
        }
        guard case .unresolvedReference(let reference, _, _) = error?.kind else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(reference == "color.brand.accent")
        #expect(error?.description.contains("'default'") == true)
        let typo = #expect(throws: ThemeError.self) {
            try ContrastAudit.Pair("onSurface", on: "surfce", in: DefaultTheme())
        }
        #expect(typo?.description.contains("unresolved reference 'surfce'") == true)
        #expect(typo?.description.contains("did you mean 'surface'?") == true)
        let empty = #expect(throws: ThemeError.self) {
            try ContrastAudit.Pair(" . ", on: "surface", in: DefaultTheme())
        }
        guard case .invalidValue = empty?.kind else {
            Issue.record("\(String(describing: empty))")
            return
        }
    }

    @Test func tokenPairsAreFixedThroughTheirToken() throws {
        let theme = CustomerTheme().resolved
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
        let theme = CustomerTheme().resolved
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
