package import InternalPaletteUtilities
import Palette

extension ThemeDocument {
    /// The pairs `theme`, the theme this document resolves to, leaves below the WCAG level the
    /// theme it `extends` meets: a theme file that extends another is overrides laid over it, and
    /// is audited as ``/Palette/ThemeSelection/resolution(in:contrast:)`` audits a backend's overrides.
    ///
    /// The level is the highest one every pair of the parent reaches (else AA, the pairs that
    /// reach it held to it); a pair the parent already fails is not counted. Every variant the
    /// document writes is audited: its own sections (the light variant of an adaptive document
    /// without `light`) and each inline variant, each against the theme it is laid over. A variant
    /// that names a registered theme is that theme's, not the document's. A plain document that
    /// extends an adaptive theme is laid over that theme's light variant, and audited against it.
    ///
    /// ```swift
    /// let child = try ThemeDocument(json: text, file: "child.json")   // "extends": "default"
    /// let theme = try child.resolve(in: .builtIn)
    /// child.contrastRegressions(of: theme).first?.description
    /// // 'child' leaves onBackground on background at 1.01:1, below AA 4.5:1 that 'default' meets
    /// ```
    ///
    /// - Parameter theme: What ``/Palette/ThemeDocument/resolve(in:limits:folder:)`` made of this document.
    /// - Returns: The regressions, variant by variant in ``/Palette/ThemeVariant`` order, in audit order;
    ///   empty when the document extends nothing.
    public func contrastRegressions(of theme: ResolvedTheme) -> [ContrastAudit.Regression] {
        writtenVariants(of: theme).flatMap(\.regressions)
    }

    /// ``contrastRegressions(of:)`` as ``/Palette/ThemeError/Code/loweredContrast``, each at
    /// the entry of the document that caused it (an inline variant's, else the document's own:
    /// `palette.onBackground`); `source`, the document's parsed text, gives each its line and
    /// column.
    package func contrastProblems(of theme: ResolvedTheme, source: JSONNode?) -> [ThemeError] {
        let own = ThemeOverrides(palette: palette, fonts: fonts)
        return writtenVariants(of: theme).flatMap { written in
            written.regressions.flatMap { regression in
                if let variant = written.variant, case .inline(let overrides)? = variants?[variant],
                    overrides.setsColorOrStyle(of: regression.after.pair)
                {
                    return overrides.contrastProblems(
                        [regression],
                        at: JSONPath.root.appending("variants").appending(variant.key),
                        source: source?["variants"]?[variant.key]
                    )
                }
                return own.contrastProblems([regression], at: .root, source: source)
            }
        }
    }

    /// Each variant of `theme` that this document's values make, with the pairs it leaves below
    /// the level of the theme it is laid over: `theme` itself for a plain document.
    private func writtenVariants(
        of theme: ResolvedTheme
    ) -> [(variant: ThemeVariant?, regressions: [ContrastAudit.Regression])] {
        guard extends != nil else { return [] }
        let themes: [(variant: ThemeVariant?, theme: ResolvedTheme)]
        if let variants, let adaptive = theme.adaptiveTheme {
            // The variants the document has: those given, and light, which the document's own
            // sections are when `light` is not given.
            let defined = ThemeVariant.allCases.filter { $0 == .light || variants[$0] != nil }
            themes = defined.compactMap { variant in
                switch variants[variant] {
                case .theme?: nil
                case .inline?, nil: (variant, adaptive.variant(variant))
                }
            }
        } else {
            themes = [(nil, theme)]
        }
        return themes.compactMap { variant, written in
            // A document's theme extends the parent it was laid over (an adaptive parent's
            // palette and fonts being its light variant's).
            guard let parent = written.parent else { return nil }
            let regressions = ContrastAudit(parent)
                .regressions(in: ContrastAudit(written), themeID: parent.id, variant: variant, changedThemeID: id)
            return (variant, regressions)
        }
    }
}
