import Palette

extension ContrastAudit {
    /// Where a pair's colour comes from, and so what fixing it changes.
    enum ColorSource: Hashable {
        /// A palette role: fixing it changes the palette, and every pair that reads the role.
        case role(ColorRole)
        /// A colour token: fixing it changes the token, for every pair that reads it.
        case token(TokenPath)
        /// A colour given with the additional pair at `index`: fixing it changes that pair alone.
        case pairColor(index: Int, isForeground: Bool)
    }

    /// The colours of an audit while ``proposedFixes(at:gamut:)`` changes them: the palette, and the
    /// tokens and additional pairs' own colours that have changed.
    struct FixWorkspace {
        /// A pair as the workspace now colours it, with where each of its colours comes from.
        struct Entry {
            let pair: Pair
            let foreground: ColorSource
            let background: ColorSource
        }

        /// A failing pair of sources and the highest ratio any pair between them needs.
        struct Target {
            let foreground: ColorSource
            let background: ColorSource
            let ratio: Double
            /// The pair's colours when it was chosen: what a source that is not a role has, unless
            /// a fix earlier in the same round changed it.
            let foregroundColor: ThemeColor
            let backgroundColor: ThemeColor
        }

        private(set) var palette: ThemePalette
        let fontStyles: ThemeFontStyles
        let additionalPairs: [Pair]
        /// The gamut proposals may use.
        let gamut: ColorGamut
        /// The new colours of tokens and of additional pairs' own colours.
        private(set) var overrides: [ColorSource: ThemeColor] = [:]

        init(palette: ThemePalette, fontStyles: ThemeFontStyles, additionalPairs: [Pair], gamut: ColorGamut) {
            self.palette = palette
            self.fontStyles = fontStyles
            self.additionalPairs = additionalPairs
            self.gamut = gamut
        }

        /// Every pair as the workspace now colours it: the palette's pairs, then the additional
        /// pairs.
        var entries: [Entry] {
            let rolePairs = ContrastAudit.pairs(palette: palette, fontStyles: fontStyles).map { pair in
                Entry(
                    pair: pair,
                    foreground: Self.source(of: pair, index: 0, isForeground: true),
                    background: Self.source(of: pair, index: 0, isForeground: false)
                )
            }
            let added = additionalPairs.enumerated().map { index, pair in
                let foreground = Self.source(of: pair, index: index, isForeground: true)
                let background = Self.source(of: pair, index: index, isForeground: false)
                return Entry(
                    pair: pair.with(
                        foreground: color(of: foreground, asBackground: false, original: pair.foreground),
                        background: color(of: background, asBackground: true, original: pair.background)
                    ),
                    foreground: foreground,
                    background: background
                )
            }
            return rolePairs + added
        }

        /// The additional pairs as the workspace now colours them.
        var currentAdditionalPairs: [Pair] {
            Array(entries.suffix(additionalPairs.count).map(\.pair))
        }

        /// Each failing pair of sources, once, with the highest ratio any pair between them needs,
        /// in audit order.
        func targets(at level: ContrastLevel) -> [Target] {
            let entries = self.entries
            var targets: [Target] = []
            for entry in entries where !Result(pair: entry.pair).passes(level) {
                guard
                    !targets.contains(where: {
                        $0.foreground == entry.foreground && $0.background == entry.background
                    })
                else { continue }
                let strictest = entries.filter {
                    $0.foreground == entry.foreground && $0.background == entry.background
                }
                .map { $0.pair.kind.minimumRatio(at: level) }.max()
                targets.append(
                    Target(
                        foreground: entry.foreground,
                        background: entry.background,
                        ratio: strictest ?? entry.pair.kind.minimumRatio(at: level),
                        foregroundColor: entry.pair.foreground,
                        backgroundColor: entry.pair.background
                    )
                )
            }
            return targets
        }

        /// Moves the foreground of a target to reach its ratio, else its background.
        mutating func fix(_ target: Target) {
            let foreground = color(of: target.foreground, asBackground: false, original: target.foregroundColor)
            let background = color(of: target.background, asBackground: true, original: target.backgroundColor)
            if foreground.contrastRatio(with: background) >= target.ratio { return }
            let foregrounds = foreground.contrastCandidates(reaching: target.ratio, against: background, gamut: gamut)
            if let fixed = keepingRolesApart(target.foreground, foregrounds) {
                set(target.foreground, to: fixed)
            } else if let fixed = keepingRolesApart(
                target.background,
                background.contrastCandidates(reaching: target.ratio, against: foreground, gamut: gamut)
            ) {
                set(target.background, to: fixed)
            }
        }

        /// The colour a source now has, as a foreground or, composited as it is drawn, as a
        /// background.
        func color(of source: ColorSource, asBackground: Bool, original: ThemeColor) -> ThemeColor {
            switch source {
            case .role(let role):
                return asBackground ? palette.visibleColor(of: role) : palette[role]
            case .token, .pairColor:
                let color = overrides[source] ?? original
                return asBackground ? palette.visibleColor(color) : color
            }
        }

        mutating func set(_ source: ColorSource, to color: ThemeColor) {
            switch source {
            case .role(let role): palette = palette.replacing(role, with: color)
            case .token, .pairColor: overrides[source] = color
            }
        }

        /// A pair's role, else its token, else its own colour.
        static func source(of pair: Pair, index: Int, isForeground: Bool) -> ColorSource {
            let role = isForeground ? pair.foregroundRole : pair.backgroundRole
            let token = isForeground ? pair.foregroundToken : pair.backgroundToken
            if let role { return .role(role) }
            if let token { return .token(token) }
            return .pairColor(index: index, isForeground: isForeground)
        }
    }
}
