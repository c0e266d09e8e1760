import Palette

/// What changed between two themes: roles, fonts, custom tokens and styles added, removed and
/// changed, variant by variant, and every contrast pair whose ratio or level moved, with the pairs
/// that fell below the level the first theme met (its regressions) first.
///
/// Compare a theme before and after an edit (two versions of a token file, a brand theme and its
/// replacement) to see what the edit does before it ships:
///
/// ```swift
/// let diff = ThemeDiff(from: before, to: after)
/// for regression in diff.regressions {
///     print(regression)   // 'acme' leaves onBackground on background at 3.2:1, below AA 4.5:1 …
/// }
/// for variant in diff.variants {
///     for change in variant.colors {
///         print(change.key, change.before?.hex ?? "-", "->", change.after?.hex ?? "-")
///     }
/// }
/// ```
///
/// An adaptive theme is compared in every variant either theme has (a plain theme has one, which
/// serves every appearance), each against the variant the other theme serves for it; two plain
/// themes are compared once, in a ``Variant`` whose ``Variant/variant`` is `nil`. Tokens and styles
/// are compared as each theme answers them, the ones it takes from the theme it extends included,
/// so moving a token into a parent theme is no change. The regressions are
/// `ContrastAudit.regressions(from:to:)`'s.
public struct ThemeDiff: Sendable {
    /// The theme before the change.
    public let before: ResolvedTheme
    /// The theme after the change.
    public let after: ResolvedTheme
    /// The comparison of each variant, in ``/Palette/ThemeVariant/allCases`` order: one with a `nil`
    /// variant when neither theme is adaptive.
    public let variants: [Variant]
    /// The contrast pairs the change leaves below the WCAG level `before` meets, variant by
    /// variant: what `palette diff --fail-on regression` fails on.
    public let regressions: [ContrastAudit.Regression]

    /// Compares two themes.
    ///
    /// - Parameters:
    ///   - before: The theme before the change.
    ///   - after: The theme after it.
    public init(from before: ResolvedTheme, to after: ResolvedTheme) {
        self.before = before
        self.after = after
        let compared = Self.comparedVariants(before, after)
        let baseline = Self.baseline(before, over: compared)
        let regressions = ContrastAudit.regressions(from: baseline, to: after)
        self.regressions = regressions
        variants = compared.map { variant in
            Variant(
                variant: variant,
                before: Self.served(variant, of: before),
                after: Self.served(variant, of: after),
                isDefinedBefore: Self.defines(before, variant),
                isDefinedAfter: Self.defines(after, variant),
                regressions: regressions.filter { $0.variant == variant }
            )
        }
    }

    /// Whether nothing a reader sees differs: no role, font, token, style or contrast change in
    /// any variant, and no variant added or removed. Identifiers and names are not compared.
    public var isEmpty: Bool {
        variants.allSatisfy(\.isEmpty)
    }

    /// The variants to compare: `[nil]` for two plain themes, else every variant either theme
    /// has (a plain theme has light only).
    static func comparedVariants(_ before: ResolvedTheme, _ after: ResolvedTheme) -> [ThemeVariant?] {
        guard before.adaptiveTheme != nil || after.adaptiveTheme != nil else { return [nil] }
        let defined = Set([before, after].flatMap { $0.adaptiveTheme?.definedVariants ?? [.light] })
        return ThemeVariant.allCases.filter(defined.contains)
    }

    /// The theme `theme` shows for `variant`: its variant (or the one that serves it), or the
    /// theme itself when it is plain.
    static func served(_ variant: ThemeVariant?, of theme: ResolvedTheme) -> ResolvedTheme {
        guard let variant, let adaptive = theme.adaptiveTheme else { return theme }
        return adaptive.variant(variant)
    }

    /// Whether `theme` has `variant` of its own (a plain theme has every variant, as it serves
    /// every appearance with the same colours).
    static func defines(_ theme: ResolvedTheme, _ variant: ThemeVariant?) -> Bool {
        guard let variant, let adaptive = theme.adaptiveTheme else { return true }
        return adaptive.definedVariants.contains(variant)
    }

    /// `before` as the baseline of the contrast regressions: itself, or when the comparison covers
    /// variants it does not have (it is plain, or `after` adds a variant), an adaptive theme that
    /// has each of them, served as `before` serves it. Someone who saw `before`'s light variant in
    /// dark mode and now sees `after`'s dark one is held to what they saw.
    static func baseline(_ before: ResolvedTheme, over compared: [ThemeVariant?]) -> ResolvedTheme {
        let variants = compared.compactMap { $0 }
        guard !variants.isEmpty, before.adaptiveTheme?.definedVariants != variants else { return before }
        func variant(_ variant: ThemeVariant) -> ResolvedTheme? {
            variants.contains(variant) ? served(variant, of: before) : nil
        }
        let adaptive = AdaptiveTheme(
            id: before.id,
            name: before.name,
            light: served(.light, of: before),
            dark: variant(.dark),
            lightIncreasedContrast: variant(.lightIncreasedContrast),
            darkIncreasedContrast: variant(.darkIncreasedContrast)
        )
        return ResolvedTheme(adaptive)
    }
}
