import Palette

extension ContrastAudit {
    /// The colours an audit proposes so that every pair reaches a level, and the audit of the
    /// result.
    ///
    /// Fixes change as little as they can. For each failing pair the foreground (the on-colour,
    /// the text colour, the outline) moves to ``ThemeColor/closestColor(reaching:against:gamut:)``: the
    /// same hue and chroma at the nearest lightness that reaches the ratio, so brand colours,
    /// which are usually the backgrounds, stay as they are. Only when no foreground can reach the
    /// ratio does the background move instead. A role or token read in several pairs
    /// (`onBackground` under every text style) is fixed once, for the most demanding of them.
    ///
    /// Fixes keep the roles that must be told apart apart: `primary`, `secondary`, `highlight`
    /// and `error` stay at least ``ThemeGenerator/minimumDistance`` (ΔE_OK 0.1) from each other,
    /// for typical colour vision and under each simulated deficiency, as a generated theme's do.
    /// When the nearest lightness would bring one next to another, the fix takes the lightness
    /// the other way, then less chroma; when every colour that reaches the ratio is too close, it
    /// takes the nearest and names the pair in ``crowding``.
    public struct Fixes: Equatable, Sendable {
        /// One palette role given a new colour.
        public struct Change: Hashable, Sendable {
            /// The role changed.
            public let role: ColorRole
            /// Its colour in the audited palette.
            public let original: ThemeColor
            /// The colour proposed.
            public let replacement: ThemeColor
        }

        /// One colour token, read by an additional pair, given a new colour.
        public struct TokenChange: Hashable, Sendable {
            /// The token's path: the path that answered the pair's lookup
            /// (`ContrastAudit.Pair.foregroundToken`, `ContrastAudit.Pair.backgroundToken`).
            public let path: TokenPath
            /// Its colour as the audit read it (composited as drawn when it was a background).
            public let original: ThemeColor
            /// The colour proposed.
            public let replacement: ThemeColor
        }

        /// One additional pair given new colours.
        public struct PairChange: Equatable, Sendable {
            /// The pair as audited.
            public let original: Pair
            /// The pair with the proposed colours.
            public let replacement: Pair
        }

        /// The level the fixes aim for.
        public let level: ContrastLevel
        /// The roles whose colours change, in ``/Palette/ColorRole`` order.
        public let changes: [Change]
        /// The colour tokens whose colours change, in the order the additional pairs name them.
        public let tokenChanges: [TokenChange]
        /// The additional pairs whose colours change, in audit order.
        public let pairChanges: [PairChange]
        /// The audited palette with every change made.
        public let palette: ThemePalette
        /// The audit of the fixed palette and pairs.
        public let audit: ContrastAudit
        /// The roles that must be told apart (`primary`, `secondary`, `highlight`, `error`) that
        /// the fixes bring closer than ``ThemeGenerator/minimumDistance``: empty unless every
        /// colour that reaches the ratio would.
        public let crowding: [Crowding]

        /// The pairs that still fail ``level`` after fixing: those no lightness of either colour
        /// can fix, such as a translucent foreground that cannot reach 7:1.
        public var unresolved: [Result] {
            audit.failures(at: level)
        }

        /// Whether every pair reaches ``level`` after fixing.
        public var isComplete: Bool {
            unresolved.isEmpty
        }
    }

    /// The smallest colour changes that make every pair reach `level`.
    ///
    /// ```swift
    /// let fixes = ContrastAudit(brandTheme).proposedFixes(at: .aa)
    /// for change in fixes.changes {
    ///     print(change.role, change.original.hex, "->", change.replacement.hex)
    /// }
    /// let fixed = fixes.palette   // use it for a corrected theme
    /// ```
    ///
    /// A fix changes where the colour comes from: a role changes in the palette (and so in every
    /// pair that reads it), a colour token named by an additional pair
    /// (`ContrastAudit.Pair.init(_:on:in:kind:)`) changes for every pair that reads the token, and a colour
    /// given with a pair changes for that pair alone. Backgrounds are measured as they are drawn
    /// (``/Palette/ColorPalette/visibleColor(of:)``); a translucent background that has to move is
    /// replaced by an opaque colour.
    ///
    /// Fixing one pair can move a colour another pair uses (when a background has to move, or a
    /// role is the text of one pair and the fill of another), so the audit runs again after each
    /// round of fixes, up to four rounds.
    ///
    /// Colours are measured as they are, a Display P3 colour through linear light in its own
    /// space. What is proposed is sRGB by default, for every screen: a P3 colour that fails gets
    /// an sRGB replacement. With `gamut: .displayP3` a P3 colour that fails gets a P3 replacement
    /// (the same hue, keeping chroma sRGB cannot show), and sRGB colours are still fixed in sRGB.
    /// A colour that passes is never changed, whatever its space.
    ///
    /// - Parameters:
    ///   - level: The level to reach.
    ///   - gamut: The gamut proposals may use: ``/Palette/ColorGamut/sRGB`` (the default) or
    ///     ``/Palette/ColorGamut/displayP3``.
    /// - Returns: The changes, the fixed palette and its audit. When everything already passes,
    ///   there are no changes.
    public func proposedFixes(at level: ContrastLevel, gamut: ColorGamut = .sRGB) -> Fixes {
        var workspace = FixWorkspace(
            palette: palette,
            fontStyles: fontStyles,
            additionalPairs: additionalPairs,
            gamut: gamut
        )
        for _ in 0..<4 {
            let targets = workspace.targets(at: level)
            guard !targets.isEmpty else { break }
            for target in targets { workspace.fix(target) }
        }
        let fixedPalette = workspace.palette
        let changes = ColorRole.allCases.compactMap { role -> Fixes.Change? in
            guard fixedPalette[role] != palette[role] else { return nil }
            return Fixes.Change(role: role, original: palette[role], replacement: fixedPalette[role])
        }
        let fixedPairs = workspace.currentAdditionalPairs
        var tokenChanges: [Fixes.TokenChange] = []
        for pair in additionalPairs {
            for (path, original) in [(pair.foregroundToken, pair.foreground), (pair.backgroundToken, pair.background)] {
                guard let path, !tokenChanges.contains(where: { $0.path == path }),
                    let replacement = workspace.overrides[.token(path)], replacement != original
                else { continue }
                tokenChanges.append(Fixes.TokenChange(path: path, original: original, replacement: replacement))
            }
        }
        let pairChanges = zip(additionalPairs, fixedPairs).compactMap { original, fixed -> Fixes.PairChange? in
            original == fixed ? nil : Fixes.PairChange(original: original, replacement: fixed)
        }
        return Fixes(
            level: level,
            changes: changes,
            tokenChanges: tokenChanges,
            pairChanges: pairChanges,
            palette: fixedPalette,
            audit: ContrastAudit(palette: fixedPalette, fontStyles: fontStyles, additionalPairs: fixedPairs),
            crowding: Self.crowding(fixed: fixedPalette, original: palette)
        )
    }
}
