import Palette

extension ThemeDiff {
    /// What changed in one variant: the variant each theme shows for it, compared.
    public struct Variant: Equatable, Sendable {
        /// The variant compared; `nil` when neither theme is adaptive.
        public let variant: ThemeVariant?
        /// What the theme before the change shows for this variant: its variant, the one that
        /// serves it, or the theme itself when it is plain.
        public let before: ResolvedTheme
        /// What the theme after the change shows for this variant.
        public let after: ResolvedTheme
        /// Whether the theme before the change has this variant of its own, rather than serving
        /// it with another (a plain theme serves every variant with itself, and counts as having it).
        public let isDefinedBefore: Bool
        /// Whether the theme after the change has this variant of its own.
        public let isDefinedAfter: Bool
        /// The palette roles whose colours differ, in ``/Palette/ColorRole`` order.
        public let colors: [Change<ColorRole, ThemeColor>]
        /// The font styles that differ, in ``/Palette/FontStyle`` order.
        public let fonts: [Change<FontStyle, FontDescriptor>]
        /// The custom tokens added, removed or changed, by kind then path; tokens each theme takes
        /// from the theme it extends count as its own.
        public let tokens: [Change<TokenSlot, TokenValue>]
        /// The styles added, removed or changed, by name, as each theme's cascade defines them.
        public let styles: [Change<String, StyleDefinition>]
        /// Every contrast pair whose ratio or level changed: regressions first, then the others,
        /// each in audit order.
        public let contrast: [ContrastChange]

        init(
            variant: ThemeVariant?,
            before: ResolvedTheme,
            after: ResolvedTheme,
            isDefinedBefore: Bool,
            isDefinedAfter: Bool,
            regressions: [ContrastAudit.Regression]
        ) {
            self.variant = variant
            self.before = before
            self.after = after
            self.isDefinedBefore = isDefinedBefore
            self.isDefinedAfter = isDefinedAfter
            colors = ColorRole.allCases.compactMap { role in
                let old = before.palette[role]
                let new = after.palette[role]
                return old == new ? nil : Change(key: role, before: old, after: new)
            }
            fonts = FontStyle.allCases.compactMap { style in
                let old = before.fontStyles[style]
                let new = after.fontStyles[style]
                return old == new ? nil : Change(key: style, before: old, after: new)
            }
            tokens = Change.between(before.answeredTokens, after.answeredTokens, by: <)
            styles = Change.between(before.cascadedStyles, after.cascadedStyles, by: <)
            contrast = ContrastChange.changes(
                from: ContrastAudit(before),
                to: ContrastAudit(after),
                regressions: regressions
            )
        }

        /// Whether nothing differs in this variant, and both themes have it or neither does.
        public var isEmpty: Bool {
            isDefinedBefore == isDefinedAfter && colors.isEmpty && fonts.isEmpty && tokens.isEmpty
                && styles.isEmpty && contrast.isEmpty
        }

        /// The regressions among ``contrast``.
        public var regressions: [ContrastChange] {
            contrast.filter(\.isRegression)
        }
    }
}

extension ThemeDiff.Change where Key == String, Value == StyleDefinition {
    /// The properties that differ between the style before and after, by key, in key order: each
    /// key's last value (the one a style sheet applies), and the styles it extends under
    /// ``/Palette/StyleDefinition/superstyleKey`` as a ``/Palette/StyleValue/styles(_:)`` list.
    public var propertyChanges: [ThemeDiff.Change<String, StyleValue>] {
        ThemeDiff.Change.between(
            before?.effectiveProperties ?? [:],
            after?.effectiveProperties ?? [:],
            by: <
        )
    }
}
