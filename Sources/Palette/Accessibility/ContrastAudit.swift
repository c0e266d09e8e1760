/// A WCAG 2.2 contrast audit of a theme: every pair of colours that is read together.
///
/// The audit lists, for a theme's palette and type styles:
///
/// - each on-colour against its colour: `onPrimary` on `primary`, `onSecondary` on `secondary`,
///   `onBackground` on `background`, `onSurface` on `surface`, `onError` on `error`;
/// - `highlight` on `background`, as highlighted text is read on the page (the pair
///   `ColorRole.counterpart` in PaletteFormats and `palette show` use);
/// - each text style (``FontStyle``) as `onBackground` on `background` and as `onSurface` on
///   `surface`, large or not by ``FontDescriptor/isLargeText``;
/// - `outline` on `surface`, and `primary` on `background` and on `surface`: non-text pairs
///   (graphical objects, success criterion 1.4.11), as a border and a control filled with
///   `primary` must be told from what they sit on;
/// - any ``Pair`` you add, such as custom tokens.
///
/// Backgrounds are measured as they are drawn: a translucent `surface` (or any translucent role
/// behind text) is composited over `background`, and `background` over white
/// (``ColorPalette/visibleColor(of:)``), so a pair's ``Pair/background`` is the opaque colour the
/// reader sees.
///
/// Each ``Result`` has the contrast ratio and whether it reaches AA and AAA for its ``Kind``.
/// The audit prints nothing; the `palette check` command is one way to show it.
///
/// ```swift
/// let audit = ContrastAudit(AcmeTheme())
/// if !audit.passes(.aa) {
///     for result in audit.failures(at: .aa) {
///         log("\(result.pair.name): \(result.ratio), needs \(result.minimumRatio(at: .aa))")
///     }
///     let fixes = audit.proposedFixes(at: .aa)   // PaletteDesign: the closest colours that pass
/// }
/// ```
public struct ContrastAudit: Equatable, Sendable {
    /// The palette audited.
    package let palette: ThemePalette
    /// The type styles audited.
    package let fontStyles: ThemeFontStyles
    /// Every pair's result: the on-colour pairs, then `highlight` on `background`, then the
    /// text styles on `background`, then on `surface`, then the non-text pairs (`outline` on
    /// `surface`, `primary` on `background`, `primary` on `surface`), then the additional pairs in
    /// the order given.
    public private(set) var results: [Result]
    /// The pairs that were given to the audit rather than made from the palette's roles, in the
    /// order given.
    package let additionalPairs: [Pair]

    /// Audits a theme.
    ///
    /// - Parameters:
    ///   - theme: The theme to audit; any ``Theme`` works, and it is resolved first.
    ///   - additionalPairs: Further pairs to audit, such as custom tokens.
    public init(_ theme: some Theme, additionalPairs: [Pair] = []) {
        let resolved = ResolvedTheme.resolving(theme)
        self.init(palette: resolved.palette, fontStyles: resolved.fontStyles, additionalPairs: additionalPairs)
    }

    /// Audits a palette and type styles that are not (yet) a theme.
    ///
    /// - Parameters:
    ///   - palette: The colours.
    ///   - fontStyles: The type styles, which decide which text pairs are large.
    ///   - additionalPairs: Further pairs to audit.
    public init(palette: some ColorPalette, fontStyles: some FontStyles, additionalPairs: [Pair] = []) {
        let palette = ThemePalette(palette)
        let fontStyles = ThemeFontStyles(fontStyles)
        self.palette = palette
        self.fontStyles = fontStyles
        self.additionalPairs = additionalPairs
        results = (Self.pairs(palette: palette, fontStyles: fontStyles) + additionalPairs).map(Result.init(pair:))
    }

    /// This audit with only the results whose pairs `keep` accepts: `palette check --own`'s view
    /// of a theme file that takes most of its colours from the theme it extends.
    package func keeping(_ keep: (Pair) -> Bool) -> ContrastAudit {
        var audit = self
        audit.results = results.filter { keep($0.pair) }
        return audit
    }

    /// The results that do not reach `level`, in audit order.
    @_alwaysEmitIntoClient public func failures(at level: ContrastLevel) -> [Result] {
        results.filter { !$0.passes(level) }
    }

    /// Whether every pair reaches `level`.
    @_alwaysEmitIntoClient public func passes(_ level: ContrastLevel) -> Bool {
        results.allSatisfy { $0.passes(level) }
    }

    /// The on-colours and their colours, in the order the audit lists them.
    static let onColorPairs: [(foreground: ColorRole, background: ColorRole)] = [
        (.onPrimary, .primary), (.onSecondary, .secondary), (.onBackground, .background), (.onSurface, .surface),
        (.onError, .error),
    ]

    /// Colours read as text straight on the page rather than on their own fill.
    static let textOnPagePairs: [(foreground: ColorRole, background: ColorRole)] = [(.highlight, .background)]

    /// Graphical objects that must be told from what they sit on (success criterion 1.4.11): a
    /// border, and a control filled with `primary` on the page or on a surface.
    static let nonTextPairs: [(foreground: ColorRole, background: ColorRole)] = [
        (.outline, .surface), (.primary, .background), (.primary, .surface),
    ]

    /// The pairs a palette and type styles are audited on, without additional pairs.
    package static func pairs(palette: ThemePalette, fontStyles: ThemeFontStyles) -> [Pair] {
        // Not inlined: the loops below are unrolled, and each inlined copy built its name anew.
        @inline(never)
        func rolePair(_ foreground: ColorRole, on background: ColorRole, kind: Kind, style: FontStyle?) -> Pair {
            let subject = style.map { "\($0.rawValue) text" } ?? foreground.rawValue
            return Pair(
                name: "\(subject) on \(background.rawValue)",
                foreground: palette[foreground],
                background: palette.visibleColor(of: background),
                kind: kind,
                foregroundRole: foreground,
                backgroundRole: background,
                fontStyle: style
            )
        }
        var pairs = (onColorPairs + textOnPagePairs).map {
            rolePair($0.foreground, on: $0.background, kind: .text, style: nil)
        }
        for (foreground, background) in [(ColorRole.onBackground, ColorRole.background), (.onSurface, .surface)] {
            for style in FontStyle.allCases {
                let kind: Kind = fontStyles[style].isLargeText ? .largeText : .text
                pairs.append(rolePair(foreground, on: background, kind: kind, style: style))
            }
        }
        for (foreground, background) in nonTextPairs {
            pairs.append(rolePair(foreground, on: background, kind: .nonText, style: nil))
        }
        return pairs
    }
}
